// Test program: a tiny quantifier-free program that every backend (boogie+z3, cvc4, why3) proves.
procedure Abs(x: int) returns (y: int)
  ensures y >= 0;
  ensures y == x || y == -x;
{
  if (x < 0) { y := -x; } else { y := x; }
}
