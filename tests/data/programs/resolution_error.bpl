// Test program: a resolution error. Line 6, column 7 uses the undeclared identifier `y`.
procedure P() returns (x: int)
{
  x := 1;
  x := x + 1;
  x := y;
}
