// A bounded stack of integers represented by a map and a size, with axiomatized Push/Top functions.
// Shows: `type` with a constructor-like function, axiomatized functions with triggers, procedures.
type Stack;
function Elems(Stack): [int]int;
function Size(Stack): int;
function Push(Stack, int): Stack;
function Empty(): Stack;
axiom Size(Empty()) == 0;
axiom (forall s: Stack :: { Size(s) } Size(s) >= 0);
axiom (forall s: Stack, x: int :: { Push(s, x) }
  Size(Push(s, x)) == Size(s) + 1 && Elems(Push(s, x)) == Elems(s)[Size(s) := x]);

function {:inline} Top(s: Stack): int { Elems(s)[Size(s) - 1] }

var st: Stack;

procedure PushTwo(x: int, y: int)
  modifies st;
  ensures Size(st) == old(Size(st)) + 2;
  ensures Top(st) == y;
  ensures Elems(st)[Size(st) - 2] == x;
{
  st := Push(st, x);
  st := Push(st, y);
}

procedure Fresh() returns (s: Stack)
  ensures Size(s) == 1 && Top(s) == 42;
{
  s := Push(Empty(), 42);
}
