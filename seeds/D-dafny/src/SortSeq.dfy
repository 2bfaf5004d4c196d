// Dafny seed: insertion sort on sequences, proven to return a sorted permutation (multisets), with lemmas on sortedness and minimum.
predicate Sorted(s: seq<int>)
{
  forall i, j :: 0 <= i < j < |s| ==> s[i] <= s[j]
}

function method Insert(x: int, s: seq<int>): seq<int>
{
  if s == [] then [x]
  else if x <= s[0] then [x] + s
  else [s[0]] + Insert(x, s[1..])
}

function method InsertionSort(s: seq<int>): seq<int>
{
  if s == [] then [] else Insert(s[0], InsertionSort(s[1..]))
}

lemma InsertPermutes(x: int, s: seq<int>)
  ensures multiset(Insert(x, s)) == multiset(s) + multiset{x}
{
  if s != [] && x > s[0] {
    InsertPermutes(x, s[1..]);
    assert s == [s[0]] + s[1..];
  }
}

lemma InsertSorted(x: int, s: seq<int>)
  requires Sorted(s)
  ensures Sorted(Insert(x, s))
{
  if s != [] && x > s[0] {
    InsertSorted(x, s[1..]);
    InsertPermutes(x, s[1..]);
    var r := Insert(x, s[1..]);
    forall k | 0 <= k < |r|
      ensures s[0] <= r[k]
    {
      assert r[k] in multiset(r);
      assert r[k] in multiset(s[1..]) || r[k] == x;
      if r[k] != x {
        var m :| 0 <= m < |s[1..]| && s[1..][m] == r[k];
      }
    }
  }
}

lemma SortPermutes(s: seq<int>)
  ensures multiset(InsertionSort(s)) == multiset(s)
{
  if s != [] {
    SortPermutes(s[1..]);
    InsertPermutes(s[0], InsertionSort(s[1..]));
    assert s == [s[0]] + s[1..];
  }
}

lemma SortSorted(s: seq<int>)
  ensures Sorted(InsertionSort(s))
{
  if s != [] {
    SortSorted(s[1..]);
    InsertSorted(s[0], InsertionSort(s[1..]));
  }
}

lemma SortedHeadIsMin(s: seq<int>)
  requires Sorted(s) && s != []
  ensures forall k :: 0 <= k < |s| ==> s[0] <= s[k]
{
}

lemma SortedTail(s: seq<int>)
  requires Sorted(s) && s != []
  ensures Sorted(s[1..])
{
}

method Minimum(s: seq<int>) returns (m: int)
  requires s != []
  ensures m in s && forall k :: 0 <= k < |s| ==> m <= s[k]
{
  var t := InsertionSort(s);
  SortPermutes(s);
  SortSorted(s);
  assert |t| > 0 by {
    assert |multiset(t)| == |multiset(s)|;
  }
  m := t[0];
  assert m in multiset(t);
  forall k | 0 <= k < |s|
    ensures m <= s[k]
  {
    assert s[k] in multiset(s);
    assert s[k] in multiset(t);
    var j :| 0 <= j < |t| && t[j] == s[k];
  }
}

lemma AdjacentSorted(s: seq<int>)
  requires forall j :: 0 < j < |s| ==> s[j - 1] <= s[j]
  ensures Sorted(s)
{
  if |s| > 1 {
    var t := s[1..];
    AdjacentSorted(t);
    forall i, j | 0 <= i < j < |s|
      ensures s[i] <= s[j]
    {
      if i == 0 && j > 1 {
        assert s[0] <= t[0] && t[0] <= t[j - 1];
      } else if i > 0 {
        assert t[i - 1] <= t[j - 1];
      }
    }
  }
}

method IsSortedLoop(s: seq<int>) returns (b: bool)
  ensures b <==> Sorted(s)
{
  var i := 1;
  while i < |s|
    invariant 1 <= i
    invariant forall j :: 0 < j < i && j < |s| ==> s[j - 1] <= s[j]
  {
    if s[i - 1] > s[i] {
      return false;
    }
    i := i + 1;
  }
  AdjacentSorted(s);
  return true;
}

method Main()
{
  var s := InsertionSort([3, 1, 2]);
  SortSorted([3, 1, 2]);
  SortPermutes([3, 1, 2]);
  assert Sorted(s);
  var t := [5, 4, 9];
  var m := Minimum(t);
  assert t[1] == 4;
  assert m <= 4;
}
