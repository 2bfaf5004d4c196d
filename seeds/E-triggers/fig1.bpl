// Fig. 1 of the µgie paper (Sec. 2), rebuilt from its description. This order verifies.
// Shows: declaration order matters to Z3's instantiation heuristics. With the two
// declarations of `a` moved before those of `h` (see failing/fig1_swapped.bpl), Boogie 2.4.1
// with Z3 4.8.12 reports "This postcondition might not hold" although the program is equivalent.
function h(int) returns (int);
axiom (forall x, y: int :: x > y ==> h(x) > y);
const a: [int]int;
axiom (forall i: int :: 0 <= i ==> a[i] < a[i + 1]);
procedure p(i: int) returns (o: int)
  requires i >= 0;
  ensures o > a[i];
{
  o := h(a[i + 1]);
}
