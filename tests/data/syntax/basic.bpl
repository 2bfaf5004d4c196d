// A hand-written sample touching most constructs.
type {:datatype} Field a, Ref;
type finite Color;
type Syn a = [a]int;
const unique null: Ref;
const unique A: Color extends unique B, C complete;
const k: int;
function {:inline} f(x: int, b: bool) returns (int) { x + 1 }
function g<T>(T): T;
function h(x: bv32): bv8 { x[8:0] }
axiom (forall<T> x: T :: {:weight 3} { g(x) } g(x) == x);
axiom k == -5 && 1.5 > 2e3 && 5bv32 == 5bv32 ++ 0bv0;
var {:global} Heap: <a>[Ref, Field a]a where Heap != Heap[null, F := 1], y: bool;
procedure {:entrypoint} P({:pointer} a: int, b: int) returns (r: int);
  requires a > 0;
  free requires {:foo "bar", 1} b >= 0;
  modifies Heap;
  ensures r == old(a) ==> r > 0 ==> true;
  modifies;

implementation P(a: int, b: int) returns (r: int)
{
  var x, z: int, m: [int][int]int;
  var {:yes} w: bool;
  L0:
  x, m[1][2] := a + b * 3 - (a - b), m[1 := m[1][2 := 3]];
  havoc x, z;
  assert {:msg "hi \" there"} x == z <==> z == x;
  assume (exists y: int :: y < x) || !w;
  call r := P(x, 1);
  async call P(x, 1);
  call {:a} P(x, 1);
  par P(1, 2) | r := P(3, 4);
  yield;
  if (*) { goto L0, L1; } else if (x < 0) { break; } else { r := if x > 0 then 1 else 2; }
  while (x > 0)
    invariant x >= 0;
    free invariant {:x} true;
  {
    x := x - 1;
    if (x == 3) { break L1; }
  }
  L1:
  assert |{ var q: int; B: assume q == 1; return q > 0; }|;
  r := int(real(x) / 2.0) div 2 mod 3 ** 2 ** 1;
  return;
}
