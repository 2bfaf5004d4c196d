// Exponentiation by repeated multiplication against an axiomatized Pow function.
// Shows: a trigger of the form { Pow(b, e + 1) } (no matching loop), loop invariant, a caller
// using `call` and `old`-free reasoning, and an `assert` that supplies the trigger term.
function Pow(b: int, e: int): int;
axiom (forall b: int :: { Pow(b, 0) } Pow(b, 0) == 1);
axiom (forall b, e: int :: { Pow(b, e + 1) } e >= 0 ==> Pow(b, e + 1) == b * Pow(b, e));

procedure Power(base: int, exp: int) returns (r: int)
  requires exp >= 0;
  ensures r == Pow(base, exp);
{
  var i: int;
  i := 0;
  r := 1;
  while (i < exp)
    invariant 0 <= i && i <= exp;
    invariant r == Pow(base, i);
  {
    assert Pow(base, i + 1) == base * Pow(base, i);
    r := r * base;
    i := i + 1;
  }
}

procedure Cube(x: int) returns (c: int)
  ensures c == Pow(x, 3);
{
  call c := Power(x, 3);
}
