// Unstable seed (plain Boogie, written for wobble): codec_incarnation.bpl with the key made in
// one branch of an `if`. z3 sometimes gives up with a fast `unknown` (incomplete quantifiers),
// depending on its random seed (see MEASUREMENTS.md).
// In the `then` branch the local k is havocked (Boogie's incarnation k@1, after k := 2 * s made
// k@0; Boogie numbers the incarnations made in branches in its own block order). The proof of
// the branch's assert needs the axiom's instance at x = k@1, whose trigger dec(enc(k@1)) is not
// in the VC: it matches only when z3's arithmetic model gives t and enc(k@1) the same value.
// Asserting that instance right after `havoc k;`, inside the branch (where k@1 is current),
// makes the proof stable; first in the body it would be about k's value at entry.
function enc(int): int;
function dec(int): int;
function tag(int): int;
function used(int): bool;
axiom (forall x: int :: {dec(enc(x))} dec(enc(x)) == x && dec(enc(x)) == tag(x));

procedure Lookup(s: int, t: int, b: bool)
{
  var k: int;
  k := 2 * s;
  if (b) {
    havoc k;
    assume 0 <= t && t < 3 && 0 <= enc(k) && enc(k) < 3;
    assume dec(t) == 0 && used(enc(k));
    assert tag(k) == k;
  }
}
