// Unstable seed (plain Boogie, written for wobble): codec.bpl with the trigger term in an axiom.
// The proof of Lookup's ensures needs the codec axiom's instance at x = s, whose trigger
// dec(enc(s)) is not in the VC. The axiom on the constant slot supplies dec(slot); when z3's
// random arithmetic model gives slot and enc(s) the same value, z3 merges them, dec(slot) matches
// dec(enc(x)) with x = s, and the proof goes through; otherwise z3 gives up (a fast unknown).
// The proof uses the codec axiom and the goal only, so an unsat core leaves out the slot axiom
// that supplies the trigger term; trigger-aware relevance keeps it (it shares `used` with the
// goal, and then every symbol of the codec axiom's pattern is live) and drops the noise axiom,
// whose pattern nothing reaches.
function enc(int): int;
function dec(int): int;
function tag(int): int;
function used(int): bool;
function noise(int): int;
const slot: int;
axiom (forall x: int :: {dec(enc(x))} dec(enc(x)) == x && dec(enc(x)) == tag(x));
axiom 0 <= slot && slot < 2 && dec(slot) == 0 && used(slot);
axiom (forall y: int :: {noise(y)} noise(y) > y);

procedure Lookup(s: int)
  requires 0 <= enc(s) && enc(s) < 2 && used(enc(s));
  ensures tag(s) == s;
{
}
