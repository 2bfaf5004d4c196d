function F(x: int): int;
axiom (forall x: int :: {F(x)} F(x) > x);
type Seq T;
function Len<T>(s: Seq T): int;
axiom (forall<T> s: Seq T :: {Len(s)} Len(s) >= 0);
var g: int;
procedure Bump();
  modifies g;
  ensures g > old(g);
procedure P(a: int, s: Seq int) returns (r: int)
  modifies g;
{
  var x: int;
  x := 5;
  x := a;
  x := x + 1;
  call Bump();
  g := g + 1;
  havoc x;
  assert g > a || x > 0 || x < 1;
  r := x;
}
