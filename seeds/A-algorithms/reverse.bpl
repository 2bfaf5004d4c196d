// In-place array reversal with two indices moving towards each other.
// Shows: `old` in loop invariants, `modifies`, two-variable loop.
var a: [int]int;

procedure Reverse(n: int)
  requires n >= 0;
  modifies a;
  ensures (forall k: int :: 0 <= k && k < n ==> a[k] == old(a)[n - 1 - k]);
{
  var i, j, t: int;
  i := 0;
  j := n - 1;
  while (i < j)
    invariant i + j == n - 1;
    invariant 0 <= i && i <= n;
    invariant (forall k: int :: 0 <= k && k < i ==> a[k] == old(a)[n - 1 - k]);
    invariant (forall k: int :: j < k && k < n ==> a[k] == old(a)[n - 1 - k]);
    invariant (forall k: int :: i <= k && k <= j ==> a[k] == old(a)[k]);
  {
    t := a[i];
    a[i] := a[j];
    a[j] := t;
    i := i + 1;
    j := j - 1;
  }
}
