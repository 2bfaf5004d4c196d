// Unstable seed (plain Boogie, written for wobble): z3 sometimes gives up with a fast `unknown`
// (incomplete quantifiers), depending on its random seed (see MEASUREMENTS.md).
// Lookup: a key s is stored at slot enc(s), and dec reads a slot back. The proof of the
// ensures needs the axiom's instance at x = s, whose trigger dec(enc(s)) is not in the VC.
// The VC has dec(t) for another slot t; both slots are 0 or 1. When z3's arithmetic model
// (random initial values) gives t and enc(s) the same value, z3 merges them, dec(t) matches
// dec(enc(x)) with x = s, and the proof goes through; when it gives them different values, no
// trigger matches and z3 gives up. Asserting that instance first in the body (its terms are
// parameters) makes the proof stable: the assertion itself holds the trigger term.
function enc(int): int;
function dec(int): int;
function tag(int): int;
function used(int): bool;
axiom (forall x: int :: {dec(enc(x))} dec(enc(x)) == x && dec(enc(x)) == tag(x));

procedure Lookup(s: int, t: int)
  requires 0 <= t && t < 2 && 0 <= enc(s) && enc(s) < 2;
  requires dec(t) == 0 && used(enc(s));
  ensures tag(s) == s;
{
}
