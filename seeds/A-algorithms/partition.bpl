// Partition around a pivot (Lomuto style): elements < pivot first, then >= pivot.
// Shows: `call` to a swap procedure with frame postcondition, global map, loop invariants with `old`-free frames.
var a: [int]int;

procedure Swap(i: int, j: int)
  modifies a;
  ensures a[i] == old(a[j]) && a[j] == old(a[i]);
  ensures (forall k: int :: k != i && k != j ==> a[k] == old(a[k]));
{
  var t: int;
  t := a[i]; a[i] := a[j]; a[j] := t;
}

procedure Partition(n: int, pivot: int) returns (m: int)
  requires n >= 0;
  modifies a;
  ensures 0 <= m && m <= n;
  ensures (forall k: int :: 0 <= k && k < m ==> a[k] < pivot);
  ensures (forall k: int :: m <= k && k < n ==> a[k] >= pivot);
  ensures (forall k: int :: k < 0 || k >= n ==> a[k] == old(a[k]));
{
  var i: int;
  m := 0;
  i := 0;
  while (i < n)
    invariant 0 <= m && m <= i && i <= n;
    invariant (forall k: int :: 0 <= k && k < m ==> a[k] < pivot);
    invariant (forall k: int :: m <= k && k < i ==> a[k] >= pivot);
    invariant (forall k: int :: k < 0 || k >= n ==> a[k] == old(a[k]));
  {
    if (a[i] < pivot) {
      call Swap(m, i);
      m := m + 1;
    }
    i := i + 1;
  }
}
