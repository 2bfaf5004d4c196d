// Test program: a second long-running case, by hard nonlinear integer arithmetic (no quantifiers).
// The postcondition is Fermat's last theorem for n = 3, which is true but far beyond Z3's nonlinear
// integer reasoning: Z3 4.8.12 searches without an answer (checked: still running after
// `timeout 70 boogie timeout_nonlinear.bpl`). No /timeLimit is set in the file on purpose.
procedure Fermat3(x: int, y: int, z: int)
  requires x > 0 && y > 0 && z > 0;
  ensures x * x * x + y * y * y != z * z * z;
{
}
