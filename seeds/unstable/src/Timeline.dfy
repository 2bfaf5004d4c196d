// Dafny seed: a log of strictly increasing timestamps and a clock that moves past any time it is given.
// Written for wobble. After needs the instance of the clock law (Dafny warns that no trigger covers
// y) at x := a[i + 1], y := a[i]; whether Z3 makes it before giving up (incomplete quantifiers)
// depends on the order of the query's assertions (see ../MEASUREMENTS.md).
predicate Increasing(a: seq<int>)
{
  forall i :: 0 <= i < |a| - 1 ==> a[i] < a[i + 1]
}

function Tick(t: int): int

method After(a: seq<int>, i: int) returns (ghost o: int)
  requires Increasing(a) && 0 <= i < |a| - 1
  requires forall x, y :: x > y ==> Tick(x) > y
  ensures o > a[i]
{
  o := Tick(a[i + 1]);
}

method Gap(a: seq<int>, i: int) returns (d: int)
  requires Increasing(a) && 0 <= i < |a| - 1
  ensures d > 0
{
  d := a[i + 1] - a[i];
}

method Append(a: seq<int>, t: int) returns (b: seq<int>)
  requires Increasing(a)
  requires |a| == 0 || a[|a| - 1] < t
  ensures Increasing(b) && |b| == |a| + 1 && b[|a|] == t
{
  b := a + [t];
}

method Latest(a: seq<int>) returns (m: int)
  requires Increasing(a) && |a| > 0
  ensures m == a[|a| - 1]
  ensures forall k :: 0 <= k < |a| - 1 ==> a[k] < a[k + 1]
{
  m := a[|a| - 1];
}

method Count(a: seq<int>, lo: int) returns (c: nat)
  requires Increasing(a)
  ensures c <= |a|
  ensures forall k :: 0 <= k < c ==> a[k] < lo
{
  c := 0;
  while c < |a| && a[c] < lo
    invariant c <= |a|
    invariant forall k :: 0 <= k < c ==> a[k] < lo
  {
    c := c + 1;
  }
}
