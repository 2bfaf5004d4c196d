// seeds/unstable/slots.bpl (unstable under z3 reseeding: a matching loop the proof never needs) among
// unrelated declarations written for the minimizer's tests. Bounded by a resource limit (--rlimit
// 20000) every run ends within a second: the failing ones at the limit, never at the clock.
type Shape;
const unique Circle: Shape;
const unique Square: Shape;
function corners(s: Shape) returns (int);
axiom corners(Circle) == 0 && corners(Square) == 4;
function val(int): int;
function twice(x: int) returns (int) { x + x }
axiom (forall x: int :: {twice(x)} twice(x) - x == x);
var ticks: int;
procedure tick()
  modifies ticks;
  ensures ticks == old(ticks) + 1;
{
  ticks := ticks + 1;
}
function Sum(int): int;
const base: int;
axiom base > 3;
function Cnt(int): int;
function clamp(lo: int, hi: int, x: int) returns (int) { if x < lo then lo else if x > hi then hi else x }
axiom (forall lo, hi, x: int :: {clamp(lo, hi, x)} lo <= hi ==> lo <= clamp(lo, hi, x) && clamp(lo, hi, x) <= hi);
procedure bounded(x: int) returns (y: int)
  ensures 0 <= y && y <= 9;
{
  y := clamp(0, 9, x);
}
axiom (forall x: int :: {Sum(x), Cnt(x)} Sum(x) == Sum(2 * x) + Sum(2 * x + 1) && Cnt(x) == Cnt(2 * x) + Cnt(2 * x + 1));
procedure countdown(n: int) returns (k: int)
  requires n >= 0;
  ensures k == 0;
{
  k := n;
  while (k > 0)
    invariant k >= 0;
  {
    k := k - 1;
  }
}
function area(w: int, h: int) returns (int);
axiom (forall w, h: int :: {area(w, h)} 0 <= w && 0 <= h ==> 0 <= area(w, h));
procedure Collide(i: int, j: int, k: int, n: int) returns (r: int)
  requires 0 <= i && i < 2 && 0 <= j && j < 2 && 0 <= k && k < 2 && 0 <= n && n < 2;
  ensures val(i) == val(j) || val(j) == val(k) || val(i) == val(k);
{
  r := Sum(n) - Cnt(i);
}
procedure corner_count(s: Shape) returns (c: int)
  requires s == Square;
  ensures c == 4;
{
  c := corners(s);
}
