// Unstable seed (plain Boogie, written for wobble): unstable under Z3 reseeding because of ONE
// quantifier (see MEASUREMENTS.md): this program is NOT expected to verify on every run.
// Collide: four slots i, j, k, n in {0, 1}, so two of i, j, k are equal and so are their values.
// Z3 proves it by guessing equalities between integer arguments from its arithmetic model, whose
// initial values are random. When a guess equates n with i, the two-term trigger of the tree axiom
// below matches Sum(n), Cnt(i), and each instance makes new Sum and Cnt terms at 2x and 2x + 1 that
// match it again: a branching matching loop that runs to any time limit. The proof never uses the
// axiom; dropping it, narrowing its trigger, or asserting the case split first makes it stable.
function val(int): int;
function Sum(int): int;
function Cnt(int): int;
axiom (forall x: int :: {Sum(x), Cnt(x)} Sum(x) == Sum(2 * x) + Sum(2 * x + 1) && Cnt(x) == Cnt(2 * x) + Cnt(2 * x + 1));

procedure Collide(i: int, j: int, k: int, n: int) returns (r: int)
  requires 0 <= i && i < 2 && 0 <= j && j < 2 && 0 <= k && k < 2 && 0 <= n && n < 2;
  ensures val(i) == val(j) || val(j) == val(k) || val(i) == val(k);
{
  r := Sum(n) - Cnt(i);
}
