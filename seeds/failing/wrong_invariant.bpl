// A FAILING seed: summing 1..n with a wrong loop invariant (s == i * i instead of 2*s == i*(i+1)).
// Shows: Boogie reports that the loop invariant might not be maintained.
procedure SumTo(n: int) returns (s: int)
  requires n >= 0;
  ensures 2 * s == n * (n + 1);
{
  var i: int;
  i := 0;
  s := 0;
  while (i < n)
    invariant 0 <= i && i <= n;
    invariant s == i * i;
  {
    i := i + 1;
    s := s + i;
  }
}
