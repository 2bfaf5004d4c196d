// A lemma proved by induction via a recursive call: sum of 0..n equals n*(n+1)/2, and a client.
// Shows: function with a body (recursive via `if then else`), lemma procedure, `call` of the lemma in a loop.
function Tri(n: int): int;
axiom (forall n: int :: { Tri(n) } Tri(n) == (if n <= 0 then 0 else n + Tri(n - 1)));

procedure LemmaTri(n: int)
  requires n >= 0;
  ensures 2 * Tri(n) == n * (n + 1);
{
  if (n > 0) {
    call LemmaTri(n - 1);
  }
}

procedure SumTo(n: int) returns (s: int)
  requires n >= 0;
  ensures 2 * s == n * (n + 1);
{
  var i: int;
  i := 0;
  s := 0;
  while (i < n)
    invariant 0 <= i && i <= n;
    invariant s == Tri(i);
  {
    i := i + 1;
    s := s + i;
  }
  call LemmaTri(n);
}
