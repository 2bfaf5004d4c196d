// Five variants of seeds/unstable/slots.bpl's Collide (written for wobble's tests): each fails only
// when z3's arithmetic model happens to give n the value of i, which the range of n makes rare, so
// no query is clearly unstable alone; the program fails whenever any of them does, which only its
// joint runs show (docs/stability.md). Run it under a resource limit (--rlimit 20000): a failing
// run is a matching loop that stops there, never at the clock.
function val(int): int;
function Sum(int): int;
function Cnt(int): int;
axiom (forall x: int :: {Sum(x), Cnt(x)} Sum(x) == Sum(2 * x) + Sum(2 * x + 1) && Cnt(x) == Cnt(2 * x) + Cnt(2 * x + 1));

procedure A(i: int, j: int, k: int, n: int) returns (r: int)
  requires 0 <= i && i < 2 && 0 <= j && j < 2 && 0 <= k && k < 2 && -10 <= n && n < 10;
  ensures val(i) == val(j) || val(j) == val(k) || val(i) == val(k);
{
  r := Sum(n) - Cnt(i);
}

procedure B(i: int, j: int, k: int, n: int) returns (r: int)
  requires 0 <= i && i < 2 && 0 <= j && j < 2 && 0 <= k && k < 2 && 0 <= n && n < 40;
  ensures val(i) == val(j) || val(j) == val(k) || val(i) == val(k);
{
  r := Sum(n) - Cnt(i);
}

procedure C(i: int, j: int, k: int, n: int) returns (r: int)
  requires 0 <= i && i < 2 && 0 <= j && j < 2 && 0 <= k && k < 2 && -20 <= n && n < 20;
  ensures val(i) == val(j) || val(j) == val(k) || val(i) == val(k);
{
  r := Sum(n) - Cnt(i);
}

procedure D(i: int, j: int, k: int, n: int) returns (r: int)
  requires 0 <= i && i < 2 && 0 <= j && j < 2 && 0 <= k && k < 2 && 0 <= n && n < 30;
  ensures val(i) == val(j) || val(j) == val(k) || val(i) == val(k);
{
  r := Sum(n) - Cnt(i);
}

procedure E(i: int, j: int, k: int, n: int) returns (r: int)
  requires 0 <= i && i < 2 && 0 <= j && j < 2 && 0 <= k && k < 2 && -15 <= n && n < 25;
  ensures val(i) == val(j) || val(j) == val(k) || val(i) == val(k);
{
  r := Sum(n) - Cnt(i);
}
