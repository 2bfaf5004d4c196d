// Axioms with `{:weight}` annotations and a `{:nopats}` helper, on a counter function.
// Shows: quantifier attributes alongside explicit triggers; only the triggered axiom is needed.
function next(int): int;
function valid(int): bool;
axiom (forall x: int :: {:weight 5} { next(x) } next(x) > x);
axiom (forall x: int :: {:weight 30} { valid(x) } valid(x) ==> x >= 0);
axiom (forall x: int :: {:nopats next(x)} { valid(next(x)) } valid(x) ==> valid(next(x)));

procedure Step(x: int) returns (y: int)
  requires valid(x);
  ensures y > x && y >= 0;
{
  y := next(x);
  assert valid(y);
}
