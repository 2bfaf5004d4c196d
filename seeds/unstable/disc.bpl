// Unstable seed (plain Boogie, written for wobble): lattice points inside a disc. The lemma
// InsideSquare (x*x + y*y < z*z implies x + y < 2*z for non-negative x, y, z) is left to Z3's
// nonlinear arithmetic, which proves it for some random seeds and runs past any limit for others
// (see MEASUREMENTS.md): this program is NOT expected to verify on every run.
procedure InsideSquare(x: int, y: int, z: int)
  requires 0 <= x && 0 <= y && 0 <= z;
  requires x*x + y*y < z*z;
  ensures x + y < 2*z;
{ }

procedure Taxicab(x: int, y: int, r: int) returns (d: int)
  requires 0 <= x && 0 <= y && 0 <= r;
  requires x*x + y*y < r*r;
  ensures d == x + y && d < 2*r;
{
  call InsideSquare(x, y, r);
  d := x + y;
}

procedure CountHalf(r: int) returns (n: int)
  requires 0 <= r;
  ensures 0 <= n && n <= r;
{
  var x: int;
  x := 0;
  n := 0;
  while (x < r)
    invariant 0 <= x && x <= r && 0 <= n && n <= x;
  {
    if (2*x < r) {
      n := n + 1;
    }
    x := x + 1;
  }
}
