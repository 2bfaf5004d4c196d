// Dafny seed: in-place array algorithms with swaps (Dutch-flag three-way partition, reversal, rotation by one, counting) proven to permute the array.
datatype Color = Red | White | Blue

predicate Below(a: Color, b: Color)
{
  a == Red || b == Blue || a == b
}

method Swap(a: array<Color>, i: int, j: int)
  requires 0 <= i < a.Length && 0 <= j < a.Length
  modifies a
  ensures a[i] == old(a[j]) && a[j] == old(a[i])
  ensures forall k :: 0 <= k < a.Length && k != i && k != j ==> a[k] == old(a[k])
  ensures multiset(a[..]) == multiset(old(a[..]))
{
  a[i], a[j] := a[j], a[i];
}

method DutchFlag(a: array<Color>) returns (r: int, b: int)
  modifies a
  ensures 0 <= r <= b <= a.Length
  ensures forall k :: 0 <= k < r ==> a[k] == Red
  ensures forall k :: r <= k < b ==> a[k] == White
  ensures forall k :: b <= k < a.Length ==> a[k] == Blue
  ensures forall i, j :: 0 <= i < j < a.Length ==> Below(a[i], a[j])
  ensures multiset(a[..]) == multiset(old(a[..]))
{
  r, b := 0, a.Length;
  var w := 0;
  while w < b
    invariant 0 <= r <= w <= b <= a.Length
    invariant forall k :: 0 <= k < r ==> a[k] == Red
    invariant forall k :: r <= k < w ==> a[k] == White
    invariant forall k :: b <= k < a.Length ==> a[k] == Blue
    invariant multiset(a[..]) == multiset(old(a[..]))
    decreases b - w
  {
    match a[w]
    case Red =>
      Swap(a, r, w);
      r, w := r + 1, w + 1;
    case White =>
      w := w + 1;
    case Blue =>
      b := b - 1;
      Swap(a, w, b);
  }
}

method Reverse(a: array<int>)
  modifies a
  ensures forall k :: 0 <= k < a.Length ==> a[k] == old(a[a.Length - 1 - k])
{
  var i, j := 0, a.Length - 1;
  while i < j
    invariant 0 <= i && i <= j + 1 && j == a.Length - 1 - i
    invariant forall k :: 0 <= k < i ==> a[k] == old(a[a.Length - 1 - k]) && a[a.Length - 1 - k] == old(a[k])
    invariant forall k :: i <= k <= j ==> a[k] == old(a[k])
  {
    a[i], a[j] := a[j], a[i];
    i, j := i + 1, j - 1;
  }
}

method RotateLeft(a: array<int>)
  requires a.Length > 0
  modifies a
  ensures forall k :: 0 <= k < a.Length - 1 ==> a[k] == old(a[k + 1])
  ensures a[a.Length - 1] == old(a[0])
{
  var first := a[0];
  var i := 0;
  while i < a.Length - 1
    invariant 0 <= i <= a.Length - 1
    invariant forall k :: 0 <= k < i ==> a[k] == old(a[k + 1])
    invariant forall k :: i <= k < a.Length ==> a[k] == old(a[k])
  {
    a[i] := a[i + 1];
    i := i + 1;
  }
  a[a.Length - 1] := first;
}

function CountColor(s: seq<Color>, c: Color): nat
{
  if s == [] then 0 else (if s[|s| - 1] == c then 1 else 0) + CountColor(s[..|s| - 1], c)
}

method CountReds(a: array<Color>) returns (n: nat)
  ensures n == CountColor(a[..], Red)
{
  n := 0;
  var i := 0;
  while i < a.Length
    invariant 0 <= i <= a.Length
    invariant n == CountColor(a[..i], Red)
  {
    assert a[..i + 1][..i] == a[..i];
    if a[i] == Red {
      n := n + 1;
    }
    i := i + 1;
  }
  assert a[..i] == a[..];
}

method Main()
{
  var a := new Color[3];
  a[0], a[1], a[2] := Blue, Red, White;
  var r, b := DutchFlag(a);
  assert a[0] == Red || a[0] == White || a[0] == Blue;
  var n := CountReds(a);
}
