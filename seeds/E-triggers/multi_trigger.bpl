// A multi-trigger { R(x, y), R(y, z) } for transitivity of an uninterpreted relation.
// Shows: multi-pattern triggers; the proof needs a chain of two instantiations.
function R(int, int): bool;
axiom (forall x, y, z: int :: { R(x, y), R(y, z) } R(x, y) && R(y, z) ==> R(x, z));

procedure Chain(a: int, b: int, c: int, d: int)
  requires R(a, b) && R(b, c) && R(c, d);
  ensures R(a, d);
{
  assert R(a, c);
}
