// Spec-strength seed (weak contract): the maximum of a[0..n). The postcondition says only that the
// result is an upper bound of the elements, not that it is one of them: returning a[0] + 1000 or any
// larger number would satisfy it as well.

procedure Max(a: [int]int, n: int) returns (m: int)
  requires n > 0;
  ensures (forall k: int :: 0 <= k && k < n ==> a[k] <= m);
{
  var i: int;
  m := a[0];
  i := 1;
  while (i < n)
    invariant 1 <= i && i <= n;
    invariant (forall k: int :: 0 <= k && k < i ==> a[k] <= m);
  {
    if (a[i] > m) {
      m := a[i];
    }
    i := i + 1;
  }
}
