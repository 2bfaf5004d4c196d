// Spec-strength seed (full contract): insertion sort of b[0..n) by adjacent swaps. The postcondition
// states sortedness and that the output is a permutation of the input, witnessed by the returned ghost
// map perm: a bijection of [0, n) (in range and injective) with b[k] == a[perm[k]].
// Compare insertion_sort_weak.bpl (same code, sortedness only).

// The identity map, the permutation of an array before any swap.
const Identity: [int]int;
axiom (forall k: int :: Identity[k] == k);

function IsPermutation(perm: [int]int, n: int): bool
{
  (forall k: int :: 0 <= k && k < n ==> 0 <= perm[k] && perm[k] < n) &&
  (forall p: int, q: int :: 0 <= p && p < q && q < n ==> perm[p] != perm[q])
}

procedure InsertionSort(a: [int]int, n: int) returns (b: [int]int, perm: [int]int)
  requires n >= 0;
  ensures (forall p: int, q: int :: 0 <= p && p <= q && q < n ==> b[p] <= b[q]);
  ensures IsPermutation(perm, n);
  ensures (forall k: int :: 0 <= k && k < n ==> b[k] == a[perm[k]]);
{
  var i, j, t, pt: int;
  b := a;
  perm := Identity;
  i := 0;
  while (i < n)
    invariant 0 <= i && i <= n;
    invariant (forall p: int, q: int :: 0 <= p && p <= q && q < i ==> b[p] <= b[q]);
    invariant IsPermutation(perm, n);
    invariant (forall k: int :: 0 <= k && k < n ==> b[k] == a[perm[k]]);
  {
    j := i;
    while (j > 0 && b[j - 1] > b[j])
      invariant 0 <= j && j <= i;
      invariant (forall p: int, q: int :: 0 <= p && p <= q && q <= i && p != j && q != j ==> b[p] <= b[q]);
      invariant (forall q: int :: j < q && q <= i ==> b[j] <= b[q]);
      invariant IsPermutation(perm, n);
      invariant (forall k: int :: 0 <= k && k < n ==> b[k] == a[perm[k]]);
    {
      t := b[j];
      b[j] := b[j - 1];
      b[j - 1] := t;
      pt := perm[j];
      perm[j] := perm[j - 1];
      perm[j - 1] := pt;
      j := j - 1;
    }
    i := i + 1;
  }
}
