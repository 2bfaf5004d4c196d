// Unstable seed (plain Boogie, written for wobble): codec.bpl's lookup over a polymorphic key
// type. z3 sometimes gives up with a fast `unknown` (incomplete quantifiers), depending on its
// random seed (see MEASUREMENTS.md).
// A key s of type Seq int is stored at slot enc(s), and dec reads a slot back. The proof of the
// ensures needs the polymorphic axiom's instance at x = s (T = int), whose trigger dec(enc(s))
// is not in the VC. The VC has dec(t) for another slot t; both slots are 0, 1 or 2. When z3's
// arithmetic model (random initial values) gives t and enc(s) the same value, z3 merges them,
// dec(t) matches dec(enc(x)) with x = s, and the instance alone proves the goal; when the values
// differ, no trigger matches and z3 gives up. Asserting that instance first in the body makes
// the proof stable; written in Boogie, its terms need their type, `s : Seq int`.
type Seq T;
function enc<T>(x: Seq T): int;
function key<T>(x: Seq T): int;
function tag<T>(x: Seq T): int;
function dec(int): int;
function used(int): bool;
axiom (forall<T> x: Seq T :: {dec(enc(x))} dec(enc(x)) == key(x) && dec(enc(x)) == tag(x));

procedure Lookup(s: Seq int, t: int)
  requires 0 <= t && t < 3 && 0 <= enc(s) && enc(s) < 3;
  requires dec(t) == 0 && used(enc(s));
  ensures tag(s) == key(s);
{
}
