// A lambda expression as a map, and a quantified property about it with a { m[i] } trigger.
// Shows: `lambda`, map select of a lambda, quantifier over the result.
procedure Doubled(n: int) returns (m: [int]int)
  requires n >= 0;
  ensures (forall i: int :: { m[i] } 0 <= i && i < n ==> m[i] == 2 * i);
  ensures m[n] == 2 * n;
{
  m := (lambda i: int :: i + i);
}
