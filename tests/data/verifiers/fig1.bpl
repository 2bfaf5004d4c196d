function h(int) returns (int);
axiom (forall x, y: int :: x > y ==> h(x) > y);
const a: [int]int;
axiom (forall i: int :: 0 <= i ==> a[i] < a[i + 1]);
procedure p(i: int) returns (o: int)
  requires i >= 0;
  ensures o > a[i];
{
  o := h(a[i + 1]);
}
