// check-repair's test subject: a lemma without a body, an axiom, a procedure that calls it.
function F(int): int;
axiom (forall x: int :: {F(x), F(x + 1)} F(x) > 0);
axiom F(7) > 0;

procedure Lemma(n: int);
  requires n > 0;
  ensures F(n) > 0;

procedure Main(n: int) returns (r: int)
  ensures r > 0;
{
  call Lemma(n);
  assert F(n) > 0;
  r := F(n);
}
