// Quantifier-free: every SMT solver verifies it.
var g: int;
procedure inc(x: int) returns (y: int)
  requires x >= 0;
  ensures y > x;
{
  y := x + 1;
}
procedure twice() modifies g; ensures g == old(g) + 2;
{
  g := g + 1;
  g := g + 1;
}
