// Unstable seed (plain Boogie): squares and integer roots, nonlinear facts stated as procedures with empty
// bodies. LegsShorter's verdict depends on Z3's random seed (see MEASUREMENTS.md): this program is NOT
// expected to verify on every run. Without LegsShorter, SquareLess and AboveNextSquare it is
// seeds/A-algorithms/square_roots.bpl, which verified for every seed measured.
function IsRoot(n: int, r: int): bool { 0 <= r && r * r <= n && n < (r + 1) * (r + 1) }

procedure SquareMonotone(x: int, y: int)
  requires 0 <= x && x <= y;
  ensures x * x <= y * y;
{ }

procedure SquareLess(x: int, y: int)
  requires 0 <= x && 0 <= y && x * x < y * y;
  ensures x < y;
{ }

procedure SquareStep(x: int, y: int)
  requires 0 <= x && 0 <= y && (x + 1) * (x + 1) <= y * y;
  ensures x < y;
{ }

procedure AboveNextSquare(n: int, r: int, s: int)
  requires 0 <= r && n < (r + 1) * (r + 1) && s >= r + 1;
  ensures n < s * s;
{ }

procedure LegsShorter(x: int, y: int, z: int)
  requires 0 <= x && 0 <= y && 0 <= z && x * x + y * y < z * z;
  ensures x < z && y < z;
{ }

procedure RootUnique(n: int, r1: int, r2: int)
  requires IsRoot(n, r1) && IsRoot(n, r2);
  ensures r1 == r2;
{
  if (r1 < r2) {
    call SquareMonotone(r1 + 1, r2);
  } else if (r2 < r1) {
    call SquareMonotone(r2 + 1, r1);
  }
}

procedure LinearRoot(n: int) returns (r: int)
  requires n >= 0;
  ensures IsRoot(n, r);
{
  r := 0;
  while ((r + 1) * (r + 1) <= n)
    invariant 0 <= r && r * r <= n;
  {
    r := r + 1;
  }
}

procedure BinaryRoot(n: int) returns (r: int)
  requires n >= 0;
  ensures IsRoot(n, r);
{
  var lo, hi, mid: int;
  lo := 0;
  hi := n + 1;
  call SquareMonotone(1, n + 1);
  while (lo + 1 < hi)
    invariant 0 <= lo && lo < hi;
    invariant lo * lo <= n && n < hi * hi;
  {
    mid := (lo + hi) div 2;
    if (mid * mid <= n) {
      lo := mid;
    } else {
      hi := mid;
    }
  }
  r := lo;
}
