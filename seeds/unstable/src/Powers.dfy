// Dafny seed: exponentiation by a loop and by repeated squaring against a recursive Pow, with lemmas by induction.
// Written for wobble. FastPow's invariant r * Pow(x, n) == Pow(b, e) and the squaring lemma leave
// nonlinear steps to Z3, whose verdict on them depends on its random seed (see ../MEASUREMENTS.md).
function Pow(b: int, e: nat): int
  decreases e
{
  if e == 0 then 1 else b * Pow(b, e - 1)
}

lemma MulAssoc(x: int, y: int, z: int)
  ensures x * (y * z) == x * y * z
{
}

lemma PowAdd(b: int, e1: nat, e2: nat)
  ensures Pow(b, e1 + e2) == Pow(b, e1) * Pow(b, e2)
  decreases e1
{
  if e1 > 0 {
    calc {
      Pow(b, e1 + e2);
      b * Pow(b, e1 - 1 + e2);
      { PowAdd(b, e1 - 1, e2); }
      b * (Pow(b, e1 - 1) * Pow(b, e2));
      { MulAssoc(b, Pow(b, e1 - 1), Pow(b, e2)); }
      b * Pow(b, e1 - 1) * Pow(b, e2);
    }
  }
}

lemma PowSquare(b: int, e: nat)
  ensures Pow(b * b, e) == Pow(b, 2 * e)
  decreases e
{
  if e > 0 {
    PowSquare(b, e - 1);
    PowAdd(b, 2, 2 * e - 2);
  }
}

method LoopPow(b: int, e: nat) returns (r: int)
  ensures r == Pow(b, e)
{
  r := 1;
  var i := 0;
  while i < e
    invariant 0 <= i <= e
    invariant r == Pow(b, i)
  {
    PowAdd(b, i, 1);
    r := r * b;
    i := i + 1;
  }
}

method FastPow(b: int, e: nat) returns (r: int)
  ensures r == Pow(b, e)
{
  var x := b;
  var n := e;
  r := 1;
  while n > 0
    invariant r * Pow(x, n) == Pow(b, e)
    decreases n
  {
    if n % 2 == 1 {
      PowAdd(x, 1, n - 1);
      r := r * x;
      n := n - 1;
    } else {
      PowSquare(x, n / 2);
      x := x * x;
      n := n / 2;
    }
  }
}
