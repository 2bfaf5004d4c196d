// Spec-strength seed (weak contract): insertion sort of b[0..n) by adjacent swaps. The postcondition states
// sortedness only, not that the output is a permutation of the input: an implementation that overwrote
// every cell with 0 would satisfy it too. Deleting `b[j - 1] := t;` turns the swap into a copy
// (b[j - 1] is duplicated, the inserted element lost); the result is still sorted, so that mutant survives.
// Compare insertion_sort_full.bpl (same code, full contract).

procedure InsertionSort(a: [int]int, n: int) returns (b: [int]int)
  requires n >= 0;
  ensures (forall p: int, q: int :: 0 <= p && p <= q && q < n ==> b[p] <= b[q]);
{
  var i, j, t: int;
  b := a;
  i := 0;
  while (i < n)
    invariant 0 <= i && i <= n;
    invariant (forall p: int, q: int :: 0 <= p && p <= q && q < i ==> b[p] <= b[q]);
  {
    j := i;
    // b[j] is the element being inserted; everything else in b[0..i] is sorted and at least b[j] to its right.
    // (The invariants say `<=`, not `<`: a strict one would itself reject the copy mutant below.)
    while (j > 0 && b[j - 1] > b[j])
      invariant 0 <= j && j <= i;
      invariant (forall p: int, q: int :: 0 <= p && p <= q && q <= i && p != j && q != j ==> b[p] <= b[q]);
      invariant (forall q: int :: j < q && q <= i ==> b[j] <= b[q]);
    {
      t := b[j];
      b[j] := b[j - 1];
      b[j - 1] := t;
      j := j - 1;
    }
    i := i + 1;
  }
}
