// E-triggers seed (written for wobble): a matching loop that only one branch of the VC reaches.
// Verifies in every declaration order. The postcondition holds on both paths (two of i, j, k in
// {0, 1} are equal); the then-branch reads a[i], and the axiom on `a` is a matching loop
// (a[i] < a[i + 1] instantiated at i + 1, i + 2, ... until Boogie's eager threshold, 100 instances).
// Z3 refutes the VC's first branch first and never needs the second: as written, the loop is never
// entered. L6 (negate the condition and swap the branches) puts the then-branch first; the mutant
// still verifies but Z3 walks the loop first: about 4.7 times the resource count (MEASUREMENTS.md).
function val(int): int;
const a: [int]int;
axiom (forall i: int :: {a[i]} a[i] < a[i + 1]);

procedure Pick(c: bool, i: int, j: int, k: int) returns (r: int)
  requires 0 <= i && i < 2 && 0 <= j && j < 2 && 0 <= k && k < 2;
  ensures val(i) == val(j) || val(j) == val(k) || val(i) == val(k);
{
  if (c) { r := a[i]; } else { r := 0; }
}
