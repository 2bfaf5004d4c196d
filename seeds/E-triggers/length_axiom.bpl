// Lists as an abstract type with constructors and a length function defined by triggered axioms.
// Shows: `const unique` nil, function axioms with triggers on constructor terms, nested terms.
type List;
const unique Nil: List;
function Cons(int, List): List;
function Len(List): int;
axiom Len(Nil) == 0;
axiom (forall h: int, t: List :: { Len(Cons(h, t)) } Len(Cons(h, t)) == Len(t) + 1);
axiom (forall l: List :: { Len(l) } Len(l) >= 0);

procedure Three() returns (l: List)
  ensures Len(l) == 3;
{
  l := Cons(1, Cons(2, Cons(3, Nil)));
}

procedure Grow(l: List, x: int) returns (r: List)
  ensures Len(r) > Len(l) && Len(r) >= 1;
{
  r := Cons(x, l);
}
