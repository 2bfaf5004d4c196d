// Dafny seed: sum and maximum of an array in one loop (method with loop invariants).
method MaxSum(a: array<int>) returns (sum: int, max: int)
  requires a.Length > 0
  requires forall i :: 0 <= i < a.Length ==> a[i] >= 0
  ensures sum <= a.Length * max
{
  sum := 0;
  max := a[0];
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant forall k :: 0 <= k < i ==> a[k] <= max
    invariant sum <= i * max
  {
    if a[i] > max {
      max := a[i];
    }
    sum := sum + a[i];
    i := i + 1;
  }
}
