// Euclid's subtraction-based GCD against a recursively axiomatized Gcd function.
// Shows: axioms with triggers, `free requires`, `assume`, loop with several invariants.
function Gcd(x: int, y: int): int;
axiom (forall x: int :: { Gcd(x, x) } x > 0 ==> Gcd(x, x) == x);
axiom (forall x, y: int :: { Gcd(x, y) } x > 0 && y > 0 && x > y ==> Gcd(x, y) == Gcd(x - y, y));
axiom (forall x, y: int :: { Gcd(x, y) } x > 0 && y > 0 && y > x ==> Gcd(x, y) == Gcd(x, y - x));

procedure EuclidGcd(a: int, b: int) returns (g: int)
  requires a > 0;
  free requires b > 0;
  ensures g == Gcd(a, b);
{
  var x, y: int;
  x := a;
  y := b;
  while (x != y)
    invariant x > 0 && y > 0;
    invariant Gcd(x, y) == Gcd(a, b);
  {
    if (x > y) {
      x := x - y;
    } else {
      y := y - x;
    }
  }
  g := x;
}
