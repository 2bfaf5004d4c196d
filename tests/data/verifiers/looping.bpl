// A matching loop: each axiom's instances create new terms that trigger the other, so Z3 keeps
// instantiating and never answers. Used to check timeouts and that no process survives them.
function f(x: int): int;
function g(x: int): int;
axiom (forall x: int :: {f(x)} f(x) == g(f(x + 1)) && g(x) == f(x - 1) + 1);
axiom (forall x: int :: {g(x)} g(x) < f(g(x) + x));
procedure P(a: int)
{
  assert f(a) == f(a + 7) + 7;
}
