// Let-expressions (Boogie 2.4.1 accepts them): one or several bindings, attributes in front of
// the bound names and of the body, nesting, and let-expressions in every place an expression goes.
function f(x: int): int;
function twice(x: int): int { (var y := x + x; y) }
function swap_sum(a: int, b: int): int { (var u, v := b, a; u - v) }
function tagged(x: int): int { (var {:mark} t := x; {:weight 2} {:note "body"} t * 2) }
axiom (forall x: int :: { f(x) } (var y := f(x); y == f(x)));
axiom (var c := 3; (forall x: int :: { f(x) } f(x) > c ==> (var d := f(x) - c; d > 0)));
var g: int;
procedure p(n: int) returns (r: int)
  requires (var m := n; m >= 0);
  modifies g;
  ensures r == (var k, j := n, 1; k + j);
{
  var i: int;
  r := (var a, b := n, 1; a + b);
  if ((var z := n; z > 5)) {
    g := (var h := g; h + 1);
  } else {
    assume (var w := g; w >= 0);
  }
  i := 0;
  while (i < (var lim := n; lim))
    invariant (var q := i; q >= 0);
  {
    i := i + 1;
  }
  assert {:msg "let"} (var s := r; s == n + 1);
}
