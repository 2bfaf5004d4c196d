// Attributes where Boogie 2.4.1 allows them in front of expressions: several on `assume` and
// `assert`, on let-bound names and let bodies, and on quantifiers next to triggers; in front of
// a function's parameters and result, and between an assignment's `:=` and its right-hand sides.
function f(x: int): int;
function {:inline} g({:foo} x: int, {:bar 1} y: int) returns ({:baz} r: int) { x + 1 }
procedure p(x: int) returns (r: int)
{
  assume {:a} {:b 1, "s"} x > 0;
  assume {:partition} true;
  assert {:c} {:d x, f(x)} {:msg "two attributes"} x > 0;
  r := (var {:u} {:v 1} y := x; {:w} {:z "z"} y + 1);
  assert (forall k: int :: {:weight 1} { f(k) } {:qid "q"} f(k) == f(k));
  r := {:print "x"} {:other 1} g(r, 2) + 1;
}
