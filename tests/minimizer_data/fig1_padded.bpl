// Fig. 1 of the paper with 30+ unrelated declarations around it (verifies with boogie 2.4.1 + z3 4.8.12;
// moving a's two declarations before h's makes it fail).
function h(int) returns (int);
axiom (forall x, y: int :: x > y ==> h(x) > y);
procedure inc()
  modifies counter;
  ensures counter == old(counter) + 1;
{
  counter := counter + 1;
}
function sq(x: int) returns (int) { x * x }
axiom (forall x: int :: sq(x) >= 0);
procedure add(n: int)
  requires n >= 0;
  modifies total;
  ensures total == old(total) + n;
{
  total := total + n;
}
const zero: int;
axiom zero == 0;
const a: [int]int;
axiom (forall i: int :: 0 <= i ==> a[i] < a[i + 1]);
procedure double(x: int) returns (y: int)
  ensures y == g1(x);
{
  y := x + x;
}
procedure loop_sum(n: int) returns (s: int)
  requires n >= 0;
  ensures s >= 0;
{
  var k: int;
  k := 0;
  s := 0;
  while (k < n)
    invariant s >= 0;
    invariant k <= n;
  {
    s := s + k;
    k := k + 1;
  }
}
function max(a1: int, b1: int) returns (int) { if a1 > b1 then a1 else b1 }
axiom (forall x, y: int :: max(x, y) >= x);
procedure pick(c: Color) returns (d: Color)
  ensures d == next(c);
{
  d := next(c);
}
const small: int;
axiom small < limit;
procedure use_max(x: int) returns (m: int)
  ensures m >= x;
{
  m := max(x, 3);
}
function is_pos(x: int) returns (bool) { x > 0 }
procedure check_pos(x: int)
  requires is_pos(x);
{
  assert x >= 1;
}
type Pair;
function fst(p: Pair) returns (int);
function mkpair(x: int, y: int) returns (Pair);
axiom (forall x, y: int :: fst(mkpair(x, y)) == x);
procedure first(x: int) returns (r: int)
  ensures r == x;
{
  r := fst(mkpair(x, 0));
}
type Color;
const unique Red: Color;
const unique Green: Color;
const unique Blue: Color;
function next(c: Color) returns (Color);
axiom next(Red) == Green && next(Green) == Blue && next(Blue) == Red;
function g0(x: int) returns (int) { x + 1 }
function g1(x: int) returns (int) { 2 * x }
const limit: int;
axiom limit > 10;
var counter: int;
var total: int;
procedure p(i: int) returns (o: int)
  requires i >= 0;
  ensures o > a[i];
{
  o := h(a[i + 1]);
}
