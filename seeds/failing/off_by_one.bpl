// A FAILING seed: linear search whose loop reads one element past the end (i <= n),
// violating the precondition of a checked array read.
procedure Read(a: [int]int, n: int, i: int) returns (v: int)
  requires 0 <= i && i < n;
  ensures v == a[i];
{
  v := a[i];
}

procedure Find(a: [int]int, n: int, key: int) returns (found: bool)
  requires n >= 0;
{
  var i, v: int;
  i := 0;
  found := false;
  while (i <= n)
    invariant 0 <= i;
  {
    call v := Read(a, n, i);
    if (v == key) { found := true; }
    i := i + 1;
  }
}
