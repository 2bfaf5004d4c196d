// Bubble sort with a swap procedure: each outer pass moves the largest element to the end.
// Shows: `call` of a procedure with `modifies` and `old` in its contract, nested loops, global map.
var arr: [int]int;

procedure Swap(i: int, j: int)
  modifies arr;
  ensures arr == old(arr)[i := old(arr)[j]][j := old(arr)[i]];
{
  var t: int;
  t := arr[i];
  arr[i] := arr[j];
  arr[j] := t;
}

procedure BubbleSort(n: int)
  requires n >= 0;
  modifies arr;
  ensures (forall p, q: int :: 0 <= p && p <= q && q < n ==> arr[p] <= arr[q]);
{
  var i, j: int;
  i := n;
  while (i > 1)
    invariant 0 <= i && i <= n;
    // the suffix [i, n) is sorted and all its elements are >= every element before it
    invariant (forall p, q: int :: i <= p && p <= q && q < n ==> arr[p] <= arr[q]);
    invariant (forall p, q: int :: 0 <= p && p < i && i <= q && q < n ==> arr[p] <= arr[q]);
  {
    j := 0;
    while (j < i - 1)
      invariant 0 <= j && j <= i - 1;
      invariant (forall p: int :: 0 <= p && p <= j ==> arr[p] <= arr[j]);
      invariant (forall p, q: int :: i <= p && p <= q && q < n ==> arr[p] <= arr[q]);
      invariant (forall p, q: int :: 0 <= p && p < i && i <= q && q < n ==> arr[p] <= arr[q]);
    {
      if (arr[j] > arr[j + 1]) {
        call Swap(j, j + 1);
      }
      j := j + 1;
    }
    i := i - 1;
  }
}
