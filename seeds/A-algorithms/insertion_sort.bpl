// Insertion sort on a global array with nested loops, proving sortedness.
// Shows: nested while loops, `modifies`, `old`, global map, frame invariants.
var a: [int]int;

procedure InsertionSort(n: int)
  requires n >= 0;
  modifies a;
  ensures (forall i, j: int :: 0 <= i && i <= j && j < n ==> a[i] <= a[j]);
  ensures (forall k: int :: k < 0 || k >= n ==> a[k] == old(a)[k]);
{
  var i, j, t: int;
  i := 1;
  while (i < n)
    invariant 1 <= i || n == 0;
    invariant i <= n || n == 0;
    invariant (forall p, q: int :: 0 <= p && p <= q && q < i && q < n ==> a[p] <= a[q]);
    invariant (forall k: int :: k < 0 || k >= n ==> a[k] == old(a)[k]);
  {
    t := a[i];
    j := i;
    while (j > 0 && a[j - 1] > t)
      invariant 0 <= j && j <= i;
      invariant (forall p, q: int :: 0 <= p && p <= q && q <= i && p != j && q != j ==> a[p] <= a[q]);
      invariant (forall q: int :: j < q && q <= i ==> t < a[q]);
      invariant (forall k: int :: k < 0 || k >= n ==> a[k] == old(a)[k]);
    {
      a[j] := a[j - 1];
      j := j - 1;
    }
    a[j] := t;
    i := i + 1;
  }
}
