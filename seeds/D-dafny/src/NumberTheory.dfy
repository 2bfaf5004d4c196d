// Dafny seed: gcd, Fibonacci, powers of two and Gauss sums as recursive functions, their iterative implementations, and lemmas by induction.
function Gcd(a: nat, b: nat): nat
  decreases b
{
  if b == 0 then a else Gcd(b, a % b)
}

function Fib(n: nat): nat
{
  if n < 2 then n else Fib(n - 1) + Fib(n - 2)
}

function Pow2(e: nat): nat
{
  if e == 0 then 1 else 2 * Pow2(e - 1)
}

function SumUpTo(n: nat): nat
{
  if n == 0 then 0 else n + SumUpTo(n - 1)
}

lemma GcdZero(a: nat)
  ensures Gcd(a, 0) == a && Gcd(0, a) == a
{
  if a > 0 {
    assert 0 % a == 0;
  }
}

lemma Pow2Add(m: nat, n: nat)
  ensures Pow2(m + n) == Pow2(m) * Pow2(n)
{
  if m > 0 {
    Pow2Add(m - 1, n);
    assert Pow2(m + n) == 2 * Pow2(m - 1 + n);
  }
}

lemma Pow2Exceeds(n: nat)
  ensures n < Pow2(n)
{
  if n > 0 {
    Pow2Exceeds(n - 1);
  }
}

lemma GcdSelf(a: nat)
  requires a > 0
  ensures Gcd(a, a) == a
{
  assert a % a == 0;
  GcdZero(a);
}

lemma FibMonotone(m: nat, n: nat)
  requires m <= n
  ensures Fib(m) <= Fib(n)
  decreases n - m
{
  if m < n {
    FibMonotone(m, n - 1);
    if n >= 2 {
      assert Fib(n) == Fib(n - 1) + Fib(n - 2);
    }
  }
}

lemma Gauss(n: nat)
  ensures 2 * SumUpTo(n) == n * (n + 1)
{
  if n > 0 {
    Gauss(n - 1);
  }
}

method ComputeGcd(a: nat, b: nat) returns (g: nat)
  ensures g == Gcd(a, b)
{
  var x, y := a, b;
  while y != 0
    invariant Gcd(x, y) == Gcd(a, b)
    decreases y
  {
    x, y := y, x % y;
  }
  g := x;
}

method ComputeFib(n: nat) returns (f: nat)
  ensures f == Fib(n)
{
  var prev, cur := 0, 1;
  var i := 0;
  while i < n
    invariant 0 <= i <= n
    invariant prev == Fib(i) && cur == Fib(i + 1)
  {
    prev, cur := cur, prev + cur;
    i := i + 1;
  }
  f := prev;
}

method ComputePow2(e: nat) returns (r: nat)
  ensures r == Pow2(e) && r > e
{
  r := 1;
  var i := 0;
  while i < e
    invariant 0 <= i <= e
    invariant r == Pow2(i)
  {
    r := r + r;
    i := i + 1;
  }
  Pow2Exceeds(e);
}

method SumLoop(n: nat) returns (s: nat)
  ensures 2 * s == n * (n + 1)
{
  s := 0;
  var i := 0;
  while i < n
    invariant 0 <= i <= n
    invariant s == SumUpTo(i)
  {
    i := i + 1;
    s := s + i;
  }
  Gauss(n);
}

method Main()
{
  var g := ComputeGcd(12, 18);
  var f := ComputeFib(10);
  var p := ComputePow2(10);
  Pow2Add(3, 7);
  assert p > 10;
  FibMonotone(3, 10);
  assert Fib(3) == 2;
  assert f >= 2;
}
