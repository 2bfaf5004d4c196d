// Binary search in a sorted array (global map), using an `{:inline}` function for sortedness.
// Shows: global variable, `{:inline}` function with body, `if/else if/else`, loop invariants.
var A: [int]int;

function {:inline} Sorted(m: [int]int, lo: int, hi: int): bool
{ (forall i, j: int :: lo <= i && i <= j && j < hi ==> m[i] <= m[j]) }

procedure BinarySearch(n: int, key: int) returns (idx: int)
  requires n >= 0;
  requires Sorted(A, 0, n);
  ensures idx >= 0 ==> idx < n && A[idx] == key;
  ensures idx < 0 ==> (forall k: int :: 0 <= k && k < n ==> A[k] != key);
{
  var lo, hi, mid: int;
  lo := 0;
  hi := n;
  idx := -1;
  while (lo < hi)
    invariant 0 <= lo && lo <= hi && hi <= n;
    invariant idx == -1;
    invariant (forall k: int :: 0 <= k && k < lo ==> A[k] != key);
    invariant (forall k: int :: hi <= k && k < n ==> A[k] != key);
  {
    mid := lo + (hi - lo) div 2;
    if (A[mid] < key) {
      lo := mid + 1;
    } else if (key < A[mid]) {
      hi := mid;
    } else {
      idx := mid;
      return;
    }
  }
}
