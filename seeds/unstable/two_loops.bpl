// Unstable seed (plain Boogie, written for wobble): slots.bpl with two matching loops. Collide is
// slots.bpl's pigeonhole proof; its body makes Sum(n), Cnt(i), Tot(n) and Num(i). When z3 guesses
// n == i (from its arithmetic model), both tree axioms loop: the one on Sum and Cnt and the one on
// Tot and Num. The proof needs neither. Dropping one axiom leaves the other's loop (still
// unstable); dropping both is a repair: test data of the pairs of `wobble explain`
// (MEASUREMENTS.md has the rates).
function val(int): int;
function Sum(int): int;
function Cnt(int): int;
function Tot(int): int;
function Num(int): int;
axiom (forall x: int :: {Sum(x), Cnt(x)} Sum(x) == Sum(2 * x) + Sum(2 * x + 1) && Cnt(x) == Cnt(2 * x) + Cnt(2 * x + 1));
axiom (forall x: int :: {Tot(x), Num(x)} Tot(x) == Tot(2 * x) + Tot(2 * x + 1) && Num(x) == Num(2 * x) + Num(2 * x + 1));

procedure Collide(i: int, j: int, k: int, n: int) returns (r: int)
  requires 0 <= i && i < 2 && 0 <= j && j < 2 && 0 <= k && k < 2 && 0 <= n && n < 2;
  ensures val(i) == val(j) || val(j) == val(k) || val(i) == val(k);
{
  r := Sum(n) - Cnt(i) + Tot(n) - Num(i);
}
