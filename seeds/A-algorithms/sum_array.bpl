// Sum of an array against an axiomatized recursive function Sum(a, n).
// Shows: uninterpreted function defined by axioms with explicit triggers, a loop invariant using it,
// asserts that supply trigger terms, and a lemma procedure proved by induction.
function Sum(a: [int]int, n: int): int;
axiom (forall a: [int]int :: { Sum(a, 0) } Sum(a, 0) == 0);
axiom (forall a: [int]int, n: int :: { Sum(a, n + 1) } n >= 0 ==> Sum(a, n + 1) == Sum(a, n) + a[n]);

procedure SumArray(a: [int]int, n: int) returns (s: int)
  requires n >= 0;
  ensures s == Sum(a, n);
{
  var i: int;
  i := 0;
  s := 0;
  while (i < n)
    invariant 0 <= i && i <= n;
    invariant s == Sum(a, i);
  {
    // mentions Sum(a, i + 1) so the trigger { Sum(a, n + 1) } matches before i is updated
    assert Sum(a, i + 1) == Sum(a, i) + a[i];
    s := s + a[i];
    i := i + 1;
  }
}

procedure SumNonNeg(a: [int]int, n: int) returns (s: int)
  requires n >= 0;
  requires (forall k: int :: 0 <= k && k < n ==> a[k] >= 0);
  ensures s >= 0;
{
  call s := SumArray(a, n);
  call LemmaSumNonNeg(a, n);
}

// Lemma proved by induction (recursive call on n - 1).
procedure LemmaSumNonNeg(a: [int]int, n: int)
  requires n >= 0;
  requires (forall k: int :: 0 <= k && k < n ==> a[k] >= 0);
  ensures Sum(a, n) >= 0;
{
  var m: int;
  if (n > 0) {
    m := n - 1;
    call LemmaSumNonNeg(a, m);
    assert Sum(a, m + 1) == Sum(a, m) + a[m];
  }
}
