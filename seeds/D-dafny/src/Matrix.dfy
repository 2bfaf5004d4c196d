// Dafny seed: two-dimensional arrays with nested loops (fill, transpose, row sums, scaling, symmetry test) and their quantified invariants.
function RowSum(m: array2<int>, i: nat, n: nat): int
  reads m
  requires i < m.Length0 && n <= m.Length1
{
  if n == 0 then 0 else RowSum(m, i, n - 1) + m[i, n - 1]
}

method Fill(m: array2<int>, v: int)
  modifies m
  ensures forall i, j :: 0 <= i < m.Length0 && 0 <= j < m.Length1 ==> m[i, j] == v
{
  var i := 0;
  while i < m.Length0
    invariant 0 <= i <= m.Length0
    invariant forall a, b :: 0 <= a < i && 0 <= b < m.Length1 ==> m[a, b] == v
  {
    var j := 0;
    while j < m.Length1
      invariant 0 <= j <= m.Length1
      invariant forall a, b :: 0 <= a < i && 0 <= b < m.Length1 ==> m[a, b] == v
      invariant forall b :: 0 <= b < j ==> m[i, b] == v
    {
      m[i, j] := v;
      j := j + 1;
    }
    i := i + 1;
  }
}

method Transpose(m: array2<int>) returns (t: array2<int>)
  ensures fresh(t) && t.Length0 == m.Length1 && t.Length1 == m.Length0
  ensures forall i, j :: 0 <= i < m.Length0 && 0 <= j < m.Length1 ==> t[j, i] == m[i, j]
{
  t := new int[m.Length1, m.Length0];
  var i := 0;
  while i < m.Length0
    invariant 0 <= i <= m.Length0
    invariant forall a, b :: 0 <= a < i && 0 <= b < m.Length1 ==> t[b, a] == m[a, b]
  {
    var j := 0;
    while j < m.Length1
      invariant 0 <= j <= m.Length1
      invariant forall a, b :: 0 <= a < i && 0 <= b < m.Length1 ==> t[b, a] == m[a, b]
      invariant forall b :: 0 <= b < j ==> t[b, i] == m[i, b]
    {
      t[j, i] := m[i, j];
      j := j + 1;
    }
    i := i + 1;
  }
}

method RowSums(m: array2<int>) returns (s: array<int>)
  ensures fresh(s) && s.Length == m.Length0
  ensures forall i :: 0 <= i < m.Length0 ==> s[i] == RowSum(m, i, m.Length1)
{
  s := new int[m.Length0];
  var i := 0;
  while i < m.Length0
    invariant 0 <= i <= m.Length0
    invariant forall a :: 0 <= a < i ==> s[a] == RowSum(m, a, m.Length1)
  {
    var acc := 0;
    var j := 0;
    while j < m.Length1
      invariant 0 <= j <= m.Length1
      invariant acc == RowSum(m, i, j)
    {
      acc := acc + m[i, j];
      j := j + 1;
    }
    s[i] := acc;
    i := i + 1;
  }
}

method Scale(m: array2<int>, k: int)
  modifies m
  ensures forall i, j :: 0 <= i < m.Length0 && 0 <= j < m.Length1 ==> m[i, j] == k * old(m[i, j])
{
  var i := 0;
  while i < m.Length0
    invariant 0 <= i <= m.Length0
    invariant forall a, b :: 0 <= a < i && 0 <= b < m.Length1 ==> m[a, b] == k * old(m[a, b])
    invariant forall a, b :: i <= a < m.Length0 && 0 <= b < m.Length1 ==> m[a, b] == old(m[a, b])
  {
    var j := 0;
    while j < m.Length1
      invariant 0 <= j <= m.Length1
      invariant forall a, b :: 0 <= a < i && 0 <= b < m.Length1 ==> m[a, b] == k * old(m[a, b])
      invariant forall b :: 0 <= b < j ==> m[i, b] == k * old(m[i, b])
      invariant forall b :: j <= b < m.Length1 ==> m[i, b] == old(m[i, b])
      invariant forall a, b :: i < a < m.Length0 && 0 <= b < m.Length1 ==> m[a, b] == old(m[a, b])
    {
      m[i, j] := k * m[i, j];
      j := j + 1;
    }
    i := i + 1;
  }
}

predicate Symmetric(m: array2<int>)
  reads m
{
  m.Length0 == m.Length1 &&
  forall i, j :: 0 <= i < m.Length0 && 0 <= j < m.Length1 ==> m[i, j] == m[j, i]
}

method IsSymmetric(m: array2<int>) returns (b: bool)
  requires m.Length0 == m.Length1
  ensures b <==> Symmetric(m)
{
  var n := m.Length0;
  var i := 0;
  while i < n
    invariant 0 <= i <= n
    invariant forall a, c :: 0 <= a < i && 0 <= c < n ==> m[a, c] == m[c, a]
  {
    var j := 0;
    while j < n
      invariant 0 <= j <= n
      invariant forall a, c :: 0 <= a < i && 0 <= c < n ==> m[a, c] == m[c, a]
      invariant forall c :: 0 <= c < j ==> m[i, c] == m[c, i]
    {
      if m[i, j] != m[j, i] {
        return false;
      }
      j := j + 1;
    }
    i := i + 1;
  }
  return true;
}

method Main()
{
  var m := new int[2, 3];
  Fill(m, 2);
  var t := Transpose(m);
  assert t[2, 1] == 2;
  var s := RowSums(m);
  assert s.Length == 2;
}
