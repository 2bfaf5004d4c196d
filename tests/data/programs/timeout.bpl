// Test program: Boogie + Z3 keeps working for well over 60 s on this (no /timeLimit in the file).
// Why: the axiom on `f` is a matching loop. Its trigger { f(x) } matches the term f(x) it produces
// on the right-hand side as f(f(x) + 1)... every instantiation creates a fresh f-term that matches
// the trigger again, and the postcondition is false (nothing bounds the search), so Z3 never
// finds a contradiction and keeps instantiating. Nonlinear arithmetic on the produced terms
// makes each round more expensive.
function f(x: int): int;
axiom (forall x: int :: { f(x) } f(x) == f(f(x) * f(x) + 1) - 1);

procedure Spin(a: int, b: int)
  ensures f(a) * f(b) == f(a * b) + 7;
{
}
