// Unstable seed (plain Boogie, written for wobble): codec.bpl's lookup of a key that the body
// makes. z3 sometimes gives up with a fast `unknown` (incomplete quantifiers), depending on its
// random seed (see MEASUREMENTS.md).
// The local k is assigned (Boogie's incarnation k@0) and then havocked (k@1): the key read back.
// The proof of the final assert needs the axiom's instance at x = k@1, whose trigger
// dec(enc(k@1)) is not in the VC. The VC has dec(t) for another slot t; both slots are 0, 1
// or 2. When z3's arithmetic model (random initial values) gives t and enc(k@1) the same value,
// z3 merges them, dec(t) matches dec(enc(x)) with x = k@1, and the instance alone proves the
// goal; when the values differ, no trigger matches and z3 gives up. Asserting that instance
// right after `havoc k;` (where k@1 is current) makes the proof stable; first in the body it
// would be about k's value at entry, which the proof does not use.
function enc(int): int;
function dec(int): int;
function tag(int): int;
function used(int): bool;
axiom (forall x: int :: {dec(enc(x))} dec(enc(x)) == x && dec(enc(x)) == tag(x));

procedure Lookup(s: int, t: int)
{
  var k: int;
  k := 2 * s;
  havoc k;
  assume 0 <= t && t < 3 && 0 <= enc(k) && enc(k) < 3;
  assume dec(t) == 0 && used(enc(k));
  assert tag(k) == k;
}
