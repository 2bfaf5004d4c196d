// Triggers on map selects: a quantified frame condition over a global map.
// Shows: { m[i] } triggers, `modifies`, `old` with a quantifier, a caller relying on the frame.
var m: [int]int;

procedure SetOne(k: int, v: int)
  modifies m;
  ensures m[k] == v;
  ensures (forall i: int :: { m[i] } i != k ==> m[i] == old(m)[i]);
{
  m[k] := v;
}

procedure Client()
  modifies m;
{
  var before: int;
  before := m[7];
  call SetOne(3, 10);
  call SetOne(4, 20);
  assert m[7] == before;
  assert m[3] == 10 && m[4] == 20;
}
