// Integer square root by linear search; nonlinear arithmetic kept simple for Z3.
// Shows: `if then else` expression in a function body, postcondition with products.
function {:inline} Sq(x: int): int { x * x }
function Abs(x: int): int { if x < 0 then -x else x }

procedure ISqrt(n: int) returns (r: int)
  requires n >= 0;
  ensures Sq(r) <= n && n < Sq(r + 1);
  ensures Abs(r) == r;
{
  r := 0;
  while (Sq(r + 1) <= n)
    invariant r >= 0;
    invariant Sq(r) <= n;
  {
    r := r + 1;
  }
}
