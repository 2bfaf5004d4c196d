// Integer square roots: a linear search, a binary search, and the lemmas that relate squares to
// their roots. The arithmetic lemmas have no proof text: the solver's nonlinear arithmetic finds them.
predicate IsRoot(n: int, r: int)
{
  0 <= r && r * r <= n < (r + 1) * (r + 1)
}

lemma SquareMonotone(x: int, y: int)
  requires 0 <= x <= y
  ensures x * x <= y * y
{}

lemma SquareLess(x: int, y: int)
  requires 0 <= x && 0 <= y && x * x < y * y
  ensures x < y
{}

lemma SquareStep(x: int, y: int)
  requires 0 <= x && 0 <= y && (x + 1) * (x + 1) <= y * y
  ensures x < y
{}

lemma AboveNextSquare(n: int, r: int, s: int)
  requires 0 <= r && n < (r + 1) * (r + 1) && s >= r + 1
  ensures n < s * s
{}

lemma LegsShorter(x: int, y: int, z: int)
  requires 0 <= x && 0 <= y && 0 <= z && x * x + y * y < z * z
  ensures x < z && y < z
{}

lemma RootUnique(n: int, r1: int, r2: int)
  requires IsRoot(n, r1) && IsRoot(n, r2)
  ensures r1 == r2
{
  if r1 < r2 {
    SquareMonotone(r1 + 1, r2);
  } else if r2 < r1 {
    SquareMonotone(r2 + 1, r1);
  }
}

method LinearRoot(n: int) returns (r: int)
  requires n >= 0
  ensures IsRoot(n, r)
{
  r := 0;
  while (r + 1) * (r + 1) <= n
    invariant 0 <= r && r * r <= n
    decreases n - r * r
  {
    r := r + 1;
  }
}

method BinaryRoot(n: int) returns (r: int)
  requires n >= 0
  ensures IsRoot(n, r)
{
  var lo, hi := 0, n + 1;
  SquareMonotone(1, n + 1);
  while lo + 1 < hi
    invariant 0 <= lo < hi
    invariant lo * lo <= n < hi * hi
    decreases hi - lo
  {
    var mid := (lo + hi) / 2;
    if mid * mid <= n {
      lo := mid;
    } else {
      hi := mid;
    }
  }
  r := lo;
}

method RootOfSquare(x: int) returns (r: int)
  requires x >= 0
  ensures r == x
{
  r := BinaryRoot(x * x);
  SquareMonotone(x, x);
  assert IsRoot(x * x, x);
  RootUnique(x * x, r, x);
}

method Compare(a: int, b: int) returns (less: bool)
  requires a >= 0 && b >= 0
  ensures less <==> a < b
{
  if a * a < b * b {
    SquareLess(a, b);
    less := true;
  } else {
    less := false;
    if a < b {
      SquareMonotone(a, b);
      assert a * a <= b * b;
    }
  }
}
