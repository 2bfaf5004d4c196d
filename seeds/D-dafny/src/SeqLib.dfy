// Dafny seed: a small library of sequence functions (reverse, count, filter, sum) with lemmas about append, multisets and lengths.
function Reverse<T>(s: seq<T>): seq<T>
{
  if s == [] then [] else Reverse(s[1..]) + [s[0]]
}

function Count<T(==)>(s: seq<T>, x: T): nat
{
  if s == [] then 0 else (if s[0] == x then 1 else 0) + Count(s[1..], x)
}

function FilterPos(s: seq<int>): seq<int>
{
  if s == [] then [] else if s[0] > 0 then [s[0]] + FilterPos(s[1..]) else FilterPos(s[1..])
}

function Sum(s: seq<int>): int
{
  if s == [] then 0 else s[0] + Sum(s[1..])
}

lemma ReverseLength<T>(s: seq<T>)
  ensures |Reverse(s)| == |s|
{
  if s != [] {
    ReverseLength(s[1..]);
  }
}

lemma ReverseAppend<T>(a: seq<T>, b: seq<T>)
  ensures Reverse(a + b) == Reverse(b) + Reverse(a)
{
  if a == [] {
    assert a + b == b;
  } else {
    ReverseAppend(a[1..], b);
    assert (a + b)[1..] == a[1..] + b;
  }
}

lemma ReverseInvolution<T>(s: seq<T>)
  ensures Reverse(Reverse(s)) == s
{
  if s != [] {
    ReverseInvolution(s[1..]);
    ReverseAppend(Reverse(s[1..]), [s[0]]);
    assert Reverse([s[0]]) == [s[0]];
  }
}

lemma CountAppend<T>(a: seq<T>, b: seq<T>, x: T)
  ensures Count(a + b, x) == Count(a, x) + Count(b, x)
{
  if a == [] {
    assert a + b == b;
  } else {
    CountAppend(a[1..], b, x);
    assert (a + b)[1..] == a[1..] + b;
  }
}

lemma CountMultiset<T>(s: seq<T>, x: T)
  ensures Count(s, x) == multiset(s)[x]
{
  if s != [] {
    CountMultiset(s[1..], x);
    assert s == [s[0]] + s[1..];
  }
}

lemma FilterPosProperties(s: seq<int>)
  ensures |FilterPos(s)| <= |s|
  ensures forall i :: 0 <= i < |FilterPos(s)| ==> FilterPos(s)[i] > 0
  ensures Sum(FilterPos(s)) >= 0
{
  if s != [] {
    FilterPosProperties(s[1..]);
  }
}

lemma SumAppend(a: seq<int>, b: seq<int>)
  ensures Sum(a + b) == Sum(a) + Sum(b)
{
  if a == [] {
    assert a + b == b;
  } else {
    SumAppend(a[1..], b);
    assert (a + b)[1..] == a[1..] + b;
  }
}

method ReverseLoop<T>(s: seq<T>) returns (r: seq<T>)
  ensures r == Reverse(s)
{
  r := [];
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant r == Reverse(s[..i])
  {
    ReverseAppend(s[..i], [s[i]]);
    assert s[..i + 1] == s[..i] + [s[i]];
    r := [s[i]] + r;
    i := i + 1;
  }
  assert s[..i] == s;
}

method CountLoop(s: seq<int>, x: int) returns (c: nat)
  ensures c == Count(s, x) && c == multiset(s)[x]
{
  c := 0;
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant c == Count(s[..i], x)
  {
    CountAppend(s[..i], [s[i]], x);
    assert s[..i + 1] == s[..i] + [s[i]];
    if s[i] == x {
      c := c + 1;
    }
    i := i + 1;
  }
  assert s[..i] == s;
  CountMultiset(s, x);
}

method SumLoop(s: seq<int>) returns (total: int)
  ensures total == Sum(s)
{
  total := 0;
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant total == Sum(s[..i])
  {
    SumAppend(s[..i], [s[i]]);
    assert s[..i + 1] == s[..i] + [s[i]];
    total := total + s[i];
    i := i + 1;
  }
  assert s[..i] == s;
}

method Main()
{
  var r := ReverseLoop([1, 2, 3]);
  ReverseInvolution([1, 2, 3]);
  assert Reverse(r) == [1, 2, 3];
  var c := CountLoop([1, 2, 1], 1);
  var t := SumLoop([4, -1]);
  FilterPosProperties([4, -1]);
}
