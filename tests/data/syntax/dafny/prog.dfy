datatype List = Nil | Cons(head: int, tail: List)
function Len(l: List): nat { match l case Nil => 0 case Cons(_, t) => 1 + Len(t) }
class Counter { var n: int; constructor() ensures n == 0 { n := 0; } method Inc() modifies this ensures n == old(n) + 1 { n := n + 1; } }
method Max(a: array<int>) returns (m: int)
  requires a.Length > 0
  ensures forall i :: 0 <= i < a.Length ==> a[i] <= m
{
  m := a[0];
  var i := 1;
  while i < a.Length
    invariant 1 <= i <= a.Length
    invariant forall j :: 0 <= j < i ==> a[j] <= m
  {
    if a[i] > m { m := a[i]; }
    i := i + 1;
  }
  var s: set<int> := {1, 2}; var q: seq<real> := [1.5, 2.0]; var mp: map<int,bool> := map[1 := true];
  var b: bv8 := 5; b := b << 1;
}
