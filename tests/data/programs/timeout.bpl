// Test program: Boogie 2.4.1 + Z3 4.8.12 keeps working for well over 60 s (checked: still running
// after `timeout 70 boogie timeout.bpl`). No /timeLimit is set in the file on purpose.
// Why it loops: the axiom on `f` is a matching loop. Its trigger { f(x) } matches every f-term,
// and each instantiation introduces the fresh term f(x * x + 1), which matches the trigger again
// (f(a) gives f(a*a+1), then f((a*a+1)*(a*a+1)+1), ...), so E-matching never saturates. The
// postcondition does not follow from the axioms (f(a) * f(b) is unconstrained), so Z3 never finds
// a contradiction to stop the search, and the growing nonlinear arguments make every round costlier.
function f(x: int): int;
axiom (forall x: int :: { f(x) } f(x) < f(x * x + 1));

procedure Spin(a: int, b: int)
  ensures f(a) * f(b) != f(a * b) + 7;
{
}
