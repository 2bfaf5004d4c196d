// Spec-strength seed (weak contract): linear search for key in a[0..n). The postcondition says only
// that a reported position holds the key (soundness); it does not say that the key is absent when the
// search reports -1 (completeness), so `r := -1;` alone would satisfy it. Abs below is weak as well:
// its postcondition says only that the result is non-negative.

procedure Find(a: [int]int, n: int, key: int) returns (r: int)
  requires n >= 0;
  ensures r == -1 || (0 <= r && r < n && a[r] == key);
{
  var i: int;
  r := -1;
  i := 0;
  while (i < n && r == -1)
    invariant 0 <= i && i <= n;
    invariant r == -1 || (0 <= r && r < n && a[r] == key);
  {
    if (a[i] == key) {
      r := i;
    }
    i := i + 1;
  }
}

procedure Abs(x: int) returns (y: int)
  ensures y >= 0;
{
  if (x < 0) {
    y := -x;
  } else {
    y := x;
  }
}
