// Dafny seed: string utilities on seq<char> (prefix test, search, upper-casing, character replacement, trimming) with loop invariants.
predicate IsPrefix(p: string, s: string)
{
  |p| <= |s| && p == s[..|p|]
}

predicate IsLower(c: char)
{
  'a' <= c <= 'z'
}

function method Upper(c: char): char
{
  if 'a' <= c <= 'z' then (c as int - 32) as char else c
}

method PrefixTest(p: string, s: string) returns (b: bool)
  ensures b <==> IsPrefix(p, s)
{
  if |p| > |s| {
    return false;
  }
  var i := 0;
  while i < |p|
    invariant 0 <= i <= |p|
    invariant p[..i] == s[..i]
  {
    if p[i] != s[i] {
      assert p[i] == p[..|p|][i];
      return false;
    }
    i := i + 1;
  }
  assert p == p[..i];
  return true;
}

method IndexOf(s: string, c: char) returns (k: int)
  ensures -1 <= k < |s|
  ensures k >= 0 ==> s[k] == c && forall j :: 0 <= j < k ==> s[j] != c
  ensures k < 0 ==> c !in s
{
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant forall j :: 0 <= j < i ==> s[j] != c
  {
    if s[i] == c {
      return i;
    }
    i := i + 1;
  }
  return -1;
}

predicate OccursAt(s: string, p: string, j: int)
{
  0 <= j <= |s| - |p| && s[j..j + |p|] == p
}

method FindSub(s: string, p: string) returns (k: int)
  requires |p| > 0
  ensures k == -1 || 0 <= k <= |s| - |p|
  ensures k >= 0 ==> OccursAt(s, p, k)
  ensures k < 0 ==> forall j :: 0 <= j <= |s| - |p| ==> !OccursAt(s, p, j)
{
  var i := 0;
  while i <= |s| - |p|
    invariant 0 <= i
    invariant forall j :: 0 <= j < i ==> !OccursAt(s, p, j)
  {
    var b := PrefixTest(p, s[i..]);
    if b {
      assert s[i..][..|p|] == s[i..i + |p|];
      return i;
    }
    assert s[i..][..|p|] == s[i..i + |p|];
    i := i + 1;
  }
  assert i > |s| - |p|;
  forall j | 0 <= j <= |s| - |p|
    ensures !OccursAt(s, p, j)
  {
    assert j < i;
  }
  return -1;
}

method ToUpper(s: string) returns (r: string)
  ensures |r| == |s|
  ensures forall i :: 0 <= i < |s| ==> r[i] == Upper(s[i])
  ensures forall i :: 0 <= i < |r| ==> !IsLower(r[i])
{
  r := [];
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s| && |r| == i
    invariant forall j :: 0 <= j < i ==> r[j] == Upper(s[j])
    invariant forall j :: 0 <= j < i ==> !IsLower(r[j])
  {
    r := r + [Upper(s[i])];
    i := i + 1;
  }
}

method Replace(s: string, a: char, b: char) returns (r: string)
  requires a != b
  ensures |r| == |s| && a !in r
  ensures forall i :: 0 <= i < |s| ==> r[i] == (if s[i] == a then b else s[i])
{
  var arr := new char[|s|];
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant forall j :: 0 <= j < i ==> arr[j] == (if s[j] == a then b else s[j])
  {
    arr[i] := if s[i] == a then b else s[i];
    i := i + 1;
  }
  r := arr[..];
}

method TrimLeft(s: string) returns (r: string)
  ensures |r| <= |s| && r == s[|s| - |r|..]
  ensures r == [] || r[0] != ' '
  ensures forall j :: 0 <= j < |s| - |r| ==> s[j] == ' '
{
  var i := 0;
  while i < |s| && s[i] == ' '
    invariant 0 <= i <= |s|
    invariant forall j :: 0 <= j < i ==> s[j] == ' '
  {
    i := i + 1;
  }
  r := s[i..];
}

method Main()
{
  var b := PrefixTest("ab", "abc");
  assert b;
  var k := IndexOf("hello", 'l');
  assert "hello"[2] == 'l';
  assert k <= 2;
  var u := ToUpper("aB");
  assert u[0] == 'A';
  var t := TrimLeft("  x");
  var f := FindSub("banana", "nan");
}
