// Test program: fig1_padded.bpl with a's two declarations moved before h's (nothing else changed).
// FAILS with Boogie 2.4.1 + Z3 4.8.12: "A postcondition might not hold on this return path" for p.
const a: [int]int;
axiom (forall i: int :: 0 <= i ==> a[i] < a[i + 1]);
function h(int) returns (int);
axiom (forall x, y: int :: x > y ==> h(x) > y);
type Color;
const unique Red: Color;
const unique Green: Color;
type Point;
function MkPoint(x: int, y: int): Point;
function PX(p: Point): int;
axiom (forall x, y: int :: { MkPoint(x, y) } PX(MkPoint(x, y)) == x);
const limit: int;
axiom limit == 100;
var counter: int;
var flags: [int]bool;
function {:inline} Twice(x: int): int { x + x }
function Clamp(x: int): int { if x > 100 then 100 else x }
const unique k1: int;
const unique k2: int;
axiom k1 < k2;
function g(bool): int;
axiom g(true) == 1 && g(false) == 0;
var total: real;
procedure Bump()
  modifies counter;
  ensures counter == old(counter) + 1;
{
  counter := counter + 1;
}
procedure SetFlag(n: int)
  modifies flags;
  ensures flags[n];
{
  flags[n] := true;
}
procedure Double(x: int) returns (y: int)
  ensures y == Twice(x);
{
  y := 2 * x;
}
procedure Loop(n: int) returns (s: int)
  requires n >= 0;
  ensures s == n;
{
  s := 0;
  while (s < n)
    invariant s <= n;
  {
    s := s + 1;
  }
}
type Name;
const unique alice: Name;
var owner: [Name]int;
procedure AddHalf()
  modifies total;
  ensures total == old(total) + 0.5;
{
  total := total + 0.5;
}
procedure ClampTest() returns (r: int)
  ensures r <= 100;
{
  r := Clamp(250);
}
const maxOwner: int;
procedure p(i: int) returns (o: int)
  requires i >= 0;
  ensures o > a[i];
{
  o := h(a[i + 1]);
}
