// Maximum of a non-empty array, with a separate `implementation`.
// Shows: procedure declaration and implementation apart, existential postcondition witness via ghost index.
procedure Max(a: [int]int, n: int) returns (m: int, w: int);
  requires n > 0;
  ensures 0 <= w && w < n && m == a[w];
  ensures (forall j: int :: 0 <= j && j < n ==> a[j] <= m);

implementation Max(a: [int]int, n: int) returns (m: int, w: int)
{
  var i: int;
  m := a[0];
  w := 0;
  i := 1;
  while (i < n)
    invariant 1 <= i && i <= n;
    invariant 0 <= w && w < n && m == a[w];
    invariant (forall j: int :: 0 <= j && j < i ==> a[j] <= m);
  {
    if (a[i] > m) {
      m := a[i];
      w := i;
    }
    i := i + 1;
  }
}
