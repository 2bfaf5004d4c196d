// Injectivity via an inverse function: the classic trigger { f(x) } on the inverse axiom.
// Shows: an axiom whose explicit trigger is needed to derive x == y from f(x) == f(y).
function f(int): int;
function finv(int): int;
axiom (forall x: int :: { f(x) } finv(f(x)) == x);

procedure Inj(x: int, y: int)
  requires f(x) == f(y);
  ensures x == y;
{
}
