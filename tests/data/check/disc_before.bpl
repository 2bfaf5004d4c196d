// Written for wobble's tests of `wobble check`: seeds/unstable/disc.bpl before its lemma
// InsideSquare and its caller Taxicab were written (their lines left blank, so CountHalf
// keeps its line). The e2e test checks this version into a baseline, then puts the seed in
// its place: InsideSquare is unstable (see seeds/unstable/MEASUREMENTS.md).















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
