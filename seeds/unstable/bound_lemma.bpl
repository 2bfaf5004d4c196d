// Unstable seed (plain Boogie, written for wobble), slots.bpl with a lemma: Collide calls the
// body-less lemma Bound, whose requires is what every caller must establish (Boogie checks it at
// the call, then assumes it). The tree axiom's branching matching loop (as in slots.bpl) starts
// when z3 guesses n == i, and then every new Sum term instantiates the two Low quantifiers too:
// Collide's own requires and Bound's. explain blames all three; dropping Bound's requires would
// let every caller of Bound skip that check, so the never-weaken rule refuses it (Bound has no
// implementation). Dropping the tree axiom is the repair. (MEASUREMENTS.md has the rates.)
function val(int): int;
function Sum(int): int;
function Cnt(int): int;
function Low(int): int;
axiom (forall x: int :: {Sum(x), Cnt(x)} Sum(x) == Sum(2 * x) + Sum(2 * x + 1) && Cnt(x) == Cnt(2 * x) + Cnt(2 * x + 1));

procedure Bound(n: int);
  requires (forall x: int :: {Sum(x)} Low(Sum(x)) <= Sum(x));

procedure Collide(i: int, j: int, k: int, n: int) returns (r: int)
  requires 0 <= i && i < 2 && 0 <= j && j < 2 && 0 <= k && k < 2 && 0 <= n && n < 2;
  requires (forall y: int :: {Sum(y)} Low(Sum(y)) <= Sum(y));
  ensures val(i) == val(j) || val(j) == val(k) || val(i) == val(k);
{
  call Bound(n);
  r := Sum(n) - Cnt(i);
}
