// Linear search over a map-based array: finds the first index holding `key`, or returns -1.
// Shows: while loop with several invariants, quantified postconditions, `break`.
procedure LinearSearch(a: [int]int, n: int, key: int) returns (r: int)
  requires n >= 0;
  ensures -1 <= r && r < n;
  ensures r >= 0 ==> a[r] == key;
  ensures r == -1 ==> (forall j: int :: 0 <= j && j < n ==> a[j] != key);
{
  var i: int;
  i := 0;
  r := -1;
  while (i < n)
    invariant 0 <= i && i <= n;
    invariant r == -1;
    invariant (forall j: int :: 0 <= j && j < i ==> a[j] != key);
  {
    if (a[i] == key) {
      r := i;
      break;
    }
    i := i + 1;
  }
}
