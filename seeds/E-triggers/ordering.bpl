// A strict order axiomatized by irreflexivity and transitivity with explicit triggers.
// Shows: several interacting quantified axioms; instantiation on terms from the precondition.
type T;
function lt(T, T): bool;
axiom (forall x: T :: { lt(x, x) } !lt(x, x));
axiom (forall x, y, z: T :: { lt(x, y), lt(y, z) } lt(x, y) && lt(y, z) ==> lt(x, z));

procedure Asym(a: T, b: T)
  requires lt(a, b);
  ensures !lt(b, a);
{
  if (lt(b, a)) {
    assert lt(a, a);
    assert false;
  }
}
