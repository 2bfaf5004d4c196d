// Fig. 1-style flip (written for wobble): an axiom the proof never needs turns a declaration
// swap into a failure. See MEASUREMENTS.md ("heap_bump.bpl") and failing/heap_bump_swapped.bpl.
// The proof needs one instance of the axiom on `bump` (x := v + 1, y := v), which has no trigger
// covering y. The min-heap axiom on `heap` is irrelevant to it, and each of its instances makes
// two new `heap` terms that match it again: a branching matching loop. In this order z3 proves
// the postcondition after 3 instances of each; with the two axioms swapped (operator S1) it walks
// the heap's loop until its resource limit runs out. Dropping the heap axiom repairs the mutant.
// The procedure's {:rlimit} (70 times what the proof costs) makes the mutant fail the same way on
// any machine: `out of resource`, never a wall-clock timeout.
function bump(int) returns (int);
axiom (forall x, y: int :: x > y ==> bump(x) > y);
const heap: [int]int;
axiom (forall i: int :: 0 <= i ==> heap[i] <= heap[2 * i + 1] && heap[i] <= heap[2 * i + 2]);
procedure {:rlimit 100000} Above(i: int, v: int) returns (o: int)
  requires 0 <= i;
  requires v == heap[i];
  ensures o > v;
{
  o := bump(v + 1);
}
