// check-repair's test subject: a lemma without a body, an axiom, a procedure that calls it.
function F(int): int;
axiom (forall x: int :: {F(x)} F(x) > 0);
axiom F(0) == 1;

procedure Lemma(n: int);
  requires n > 0;
  ensures F(n) > 0;
  ensures false;

procedure Main(n: int) returns (r: int)
  requires n > 0;
  ensures r > 0;
{
  call Lemma(n);
  assume n < 100;
  r := F(n);
}
