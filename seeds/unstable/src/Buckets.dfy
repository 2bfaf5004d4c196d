// Dafny seed: four keys in two buckets and a tree of bucket sums; unstable under Z3 reseeding because of one quantifier.
// Collide: i, j, k, n are buckets in {0, 1}, so two of i, j, k are equal and so are their values.
// Its precondition states a tree law over node numbers (children 2x and 2x + 1) with the two-term
// trigger {Sum(x), Cnt(x)}. The proof never uses it, but Z3 finds the proof by guessing equalities
// between integer arguments from its (randomly initialized) arithmetic model; a guess n == i makes
// Sum(n) and Cnt(i) match the trigger, and each instance makes new Sum and Cnt terms that match it
// again: a branching matching loop that runs to any time limit (see ../MEASUREMENTS.md).
function Val(x: int): int
function Sum(node: int): int
function Cnt(node: int): int

method Bucket(key: int) returns (b: int)
  ensures 0 <= b < 2
  ensures b == key % 2
{
  b := key % 2;
}

method Collide(i: int, j: int, k: int, n: int) returns (ghost r: int)
  requires forall x {:trigger Sum(x), Cnt(x)} :: Sum(x) == Sum(2 * x) + Sum(2 * x + 1) && Cnt(x) == Cnt(2 * x) + Cnt(2 * x + 1)
  requires 0 <= i < 2 && 0 <= j < 2 && 0 <= k < 2 && 0 <= n < 2
  ensures Val(i) == Val(j) || Val(j) == Val(k) || Val(i) == Val(k)
{
  r := Sum(n) - Cnt(i);
}
