// Fig. 1 of the µgie paper with the declarations of `a` moved before those of `h`: a FAILING seed.
// Shows: semantically identical to E-triggers/fig1.bpl, yet Boogie 2.4.1 + Z3 4.8.12 reports a
// postcondition failure (the instantiation of the axiom on h is not found in this order).
const a: [int]int;
axiom (forall i: int :: 0 <= i ==> a[i] < a[i + 1]);
function h(int) returns (int);
axiom (forall x, y: int :: x > y ==> h(x) > y);
procedure p(i: int) returns (o: int)
  requires i >= 0;
  ensures o > a[i];
{
  o := h(a[i + 1]);
}
