// Test program: well-formed syntax, but a type error that Boogie's type checker reports:
// line 8 (col 2) assigns a bool to an int: "mismatched types in assignment command (cannot assign bool to int)".
procedure P() returns (x: int)
{
  var b: bool;
  b := true;
  x := 1;
  x := b;
}
