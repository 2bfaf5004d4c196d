// Unstable seed (plain Boogie, written for wobble): disc.bpl's lattice points inside a disc, with
// a small prelude of integer geometry (absolute value, min/max, distances, sums and counts over
// sequences represented as maps). Boogie puts every axiom into every verification condition, so
// the VC of the lemma InsideSquare carries the whole prelude (18 assertions) although the lemma
// uses none of it. The lemma (x*x + y*y < z*z implies 2*(x + y) < 3*z for non-negative x, y, z)
// is left to Z3's nonlinear arithmetic, which proves it for some random seeds and runs past any
// limit for others (see MEASUREMENTS.md): this program is NOT expected to verify on every run.

// ---- prelude ----
function Abs(x: int): int;
axiom (forall x: int :: {Abs(x)} Abs(x) == (if x < 0 then -x else x));
function Min(a: int, b: int): int;
axiom (forall a: int, b: int :: {Min(a, b)} Min(a, b) <= a && Min(a, b) <= b);
axiom (forall a: int, b: int :: {Min(a, b)} Min(a, b) == a || Min(a, b) == b);
function Max(a: int, b: int): int;
axiom (forall a: int, b: int :: {Max(a, b)} a <= Max(a, b) && b <= Max(a, b));
axiom (forall a: int, b: int :: {Max(a, b)} Max(a, b) == a || Max(a, b) == b);
function Dist1(x: int, y: int): int;
axiom (forall x: int, y: int :: {Dist1(x, y)} Dist1(x, y) == Abs(x) + Abs(y));
function DistInf(x: int, y: int): int;
axiom (forall x: int, y: int :: {DistInf(x, y)} DistInf(x, y) == Max(Abs(x), Abs(y)));
function InSquare(x: int, y: int, r: int): bool;
axiom (forall x: int, y: int, r: int :: {InSquare(x, y, r)} InSquare(x, y, r) <==> Abs(x) < r && Abs(y) < r);
function Sum(s: [int]int, lo: int, hi: int): int;
axiom (forall s: [int]int, lo: int, hi: int :: {Sum(s, lo, hi)} hi <= lo ==> Sum(s, lo, hi) == 0);
axiom (forall s: [int]int, lo: int, hi: int :: {Sum(s, lo, hi)}
  lo < hi ==> Sum(s, lo, hi) == Sum(s, lo, hi - 1) + s[hi - 1]);
function Count(s: [int]int, lo: int, hi: int): int;
axiom (forall s: [int]int, lo: int, hi: int :: {Count(s, lo, hi)} hi <= lo ==> Count(s, lo, hi) == 0);
axiom (forall s: [int]int, lo: int, hi: int :: {Count(s, lo, hi)}
  lo < hi ==> Count(s, lo, hi) == Count(s, lo, hi - 1) + (if s[hi - 1] != 0 then 1 else 0));
function Half(n: int): int;
axiom (forall n: int :: {Half(n)} 0 <= n ==> 0 <= Half(n) && 2 * Half(n) <= n && n < 2 * Half(n) + 2);
function Clamp(x: int, lo: int, hi: int): int;
axiom (forall x: int, lo: int, hi: int :: {Clamp(x, lo, hi)} lo <= hi ==> Clamp(x, lo, hi) == Max(lo, Min(x, hi)));
const MaxRadius: int;
axiom 0 < MaxRadius;
const Origin: int;
axiom Origin == 0;

// ---- the program ----
procedure InsideSquare(x: int, y: int, z: int)
  requires 0 <= x && 0 <= y && 0 <= z;
  requires x*x + y*y < z*z;
  ensures 2*(x + y) < 3*z;
{ }

procedure Taxicab(x: int, y: int, r: int) returns (d: int)
  requires 0 <= x && 0 <= y && 0 <= r;
  requires x*x + y*y < r*r;
  ensures d == Dist1(x, y) && d < 2*r;
{
  call InsideSquare(x, y, r);
  d := x + y;
  assert Abs(x) == x && Abs(y) == y;
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

procedure Marks(s: [int]int, n: int) returns (c: int)
  requires 0 <= n;
  ensures c == Count(s, 0, n) && 0 <= c && c <= n;
{
  var i: int;
  i := 0;
  c := 0;
  while (i < n)
    invariant 0 <= i && i <= n && c == Count(s, 0, i) && 0 <= c && c <= i;
  {
    if (s[i] != 0) {
      c := c + 1;
    }
    i := i + 1;
  }
}
