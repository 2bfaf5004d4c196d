// Test program: a syntax error at line 7, column 8 (the `;` where an expression is expected after `:=`).
// Boogie 2.4.1 reports `parse_error.bpl(7,8): error: invalid UnaryExpression`.
procedure P() returns (x: int)
{
  x := 1;
  x := x + 1;
  x := ;
}
