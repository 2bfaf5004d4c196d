// Two-way sort of a boolean array: all falses before all trues.
// Shows: `[int]bool` map, `havoc`-free swapping, loop with invariants on both ends.
var b: [int]bool;

procedure TwoWaySort(n: int)
  requires n >= 0;
  modifies b;
  ensures (forall p, q: int :: 0 <= p && p <= q && q < n ==> (b[p] ==> b[q]));
{
  var i, j: int;
  var t: bool;
  i := 0;
  j := n - 1;
  while (i <= j)
    invariant 0 <= i && i <= j + 1 && j < n;
    invariant (forall k: int :: 0 <= k && k < i ==> !b[k]);
    invariant (forall k: int :: j < k && k < n ==> b[k]);
  {
    if (!b[i]) {
      i := i + 1;
    } else if (b[j]) {
      j := j - 1;
    } else {
      t := b[i]; b[i] := b[j]; b[j] := t;
      i := i + 1;
      j := j - 1;
    }
  }
}
