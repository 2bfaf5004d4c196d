// Dafny seed: parsing decimal digit strings into numbers and splitting a string into digit tokens, proven against a recursive value function.
predicate method IsDigit(c: char)
{
  '0' <= c <= '9'
}

function method DigitVal(c: char): nat
  requires IsDigit(c)
{
  c as int - '0' as int
}

predicate AllDigits(s: string)
{
  forall i :: 0 <= i < |s| ==> IsDigit(s[i])
}

function Value(s: string): nat
  requires AllDigits(s)
{
  if s == [] then 0 else 10 * Value(s[..|s| - 1]) + DigitVal(s[|s| - 1])
}

function method DigitChar(d: nat): char
  requires d < 10
  ensures IsDigit(DigitChar(d)) && DigitVal(DigitChar(d)) == d
{
  (d + '0' as int) as char
}

lemma ValueAppend(s: string, c: char)
  requires AllDigits(s) && IsDigit(c)
  ensures AllDigits(s + [c])
  ensures Value(s + [c]) == 10 * Value(s) + DigitVal(c)
{
  var t := s + [c];
  assert t[..|t| - 1] == s;
}

lemma LeadingZero(s: string)
  requires AllDigits(s)
  ensures AllDigits(['0'] + s) && Value(['0'] + s) == Value(s)
{
  if s != [] {
    var t := ['0'] + s;
    LeadingZero(s[..|s| - 1]);
    assert t[..|t| - 1] == ['0'] + s[..|s| - 1];
  }
}

method Parse(s: string) returns (n: nat)
  requires AllDigits(s)
  ensures n == Value(s)
{
  n := 0;
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant n == Value(s[..i])
  {
    assert s[..i + 1] == s[..i] + [s[i]];
    ValueAppend(s[..i], s[i]);
    n := 10 * n + DigitVal(s[i]);
    i := i + 1;
  }
  assert s[..i] == s;
}

method ParsePrefix(s: string) returns (n: nat, len: nat)
  ensures len <= |s| && AllDigits(s[..len])
  ensures n == Value(s[..len])
  ensures len < |s| ==> !IsDigit(s[len])
{
  n := 0;
  len := 0;
  while len < |s| && IsDigit(s[len])
    invariant 0 <= len <= |s|
    invariant AllDigits(s[..len]) && n == Value(s[..len])
  {
    assert s[..len + 1] == s[..len] + [s[len]];
    ValueAppend(s[..len], s[len]);
    n := 10 * n + DigitVal(s[len]);
    len := len + 1;
  }
}

method Tokenize(s: string) returns (toks: seq<nat>)
  ensures |toks| <= |s|
{
  toks := [];
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant |toks| <= i
    decreases |s| - i
  {
    if IsDigit(s[i]) {
      var n, len := ParsePrefix(s[i..]);
      assert len > 0;
      toks := toks + [n];
      i := i + len;
    } else {
      i := i + 1;
    }
  }
}

function Pow10(n: nat): nat
{
  if n == 0 then 1 else 10 * Pow10(n - 1)
}

lemma ValueBound(s: string)
  requires AllDigits(s)
  ensures Value(s) < Pow10(|s|)
{
  if s != [] {
    ValueBound(s[..|s| - 1]);
  }
}

function DigitSum(s: string): nat
  requires AllDigits(s)
{
  if s == [] then 0 else DigitSum(s[..|s| - 1]) + DigitVal(s[|s| - 1])
}

method SumOfDigits(s: string) returns (t: nat)
  requires AllDigits(s)
  ensures t == DigitSum(s) && t <= 9 * |s|
{
  t := 0;
  var i := 0;
  while i < |s|
    invariant 0 <= i <= |s|
    invariant t == DigitSum(s[..i]) && t <= 9 * i
  {
    assert s[..i + 1][..i] == s[..i];
    t := t + DigitVal(s[i]);
    i := i + 1;
  }
  assert s[..i] == s;
}

method Main()
{
  var n := Parse("407");
  assert "407"[..2][..1] == "4";
  assert n == 407;
  var t := Tokenize("12 x 3");
  var d := SumOfDigits("407");
  ValueBound("407");
}
