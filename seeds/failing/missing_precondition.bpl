// A FAILING seed: integer division by a parameter with no precondition `requires d > 0`,
// so the postcondition q >= 0 does not hold (e.g. x == 1, d == -1 gives q == -1).
procedure Quot(x: int, d: int) returns (q: int)
  requires x >= 0;
  ensures q >= 0 && q <= x;
{
  q := x div d;
}
