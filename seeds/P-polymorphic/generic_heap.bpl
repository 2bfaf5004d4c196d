// A heap of fields of any type, written through polymorphic procedures that monomorphic code calls
// at `int` and `bool` (Boogie infers each call's type argument from the actual arguments).
// Shows: procedures with type parameters, a polymorphic procedure calling another one, frame
// conditions over a polymorphic map quantified over all field types.
// Declared before their callers on purpose: Boogie 2.4.1 rejects a call to a polymorphic procedure
// from a body that stands above the procedure's declaration (docs/front-end.md), so mutants that
// reorder them are front-end findings. The type parameters have different names (T, U): Boogie
// 2.4.1 also rejects a polymorphic procedure calling one whose type parameter has the same name.
type ref;
type Field a;
var Heap: <a>[ref, Field a]a;
const unique count: Field int;
const unique flag: Field bool;

procedure Write<T>(o: ref, f: Field T, v: T)
  modifies Heap;
  ensures Heap[o, f] == v;
  ensures (forall<a> p: ref, g: Field a :: p != o || g != f ==> Heap[p, g] == old(Heap[p, g]));
{
  Heap[o, f] := v;
}

procedure Swap<U>(x: ref, y: ref, f: Field U)
  modifies Heap;
  ensures Heap[x, f] == old(Heap[y, f]) && Heap[y, f] == old(Heap[x, f]);
  ensures (forall<a> p: ref, g: Field a :: (p != x && p != y) || g != f ==> Heap[p, g] == old(Heap[p, g]));
{
  var t: U;
  t := Heap[x, f];
  call Write(x, f, Heap[y, f]);
  call Write(y, f, t);
}

procedure Increment(o: ref)
  modifies Heap;
  ensures Heap[o, count] == old(Heap[o, count]) + 1;
  ensures Heap[o, flag] == old(Heap[o, flag]);
{
  call Write(o, count, Heap[o, count] + 1);
}

procedure Toggle(o: ref)
  modifies Heap;
  ensures Heap[o, flag] == !old(Heap[o, flag]);
  ensures Heap[o, count] == old(Heap[o, count]);
{
  call Write(o, flag, !Heap[o, flag]);
}

procedure SwapCounts(x: ref, y: ref)
  requires x != y;
  modifies Heap;
  ensures Heap[x, count] + Heap[y, count] == old(Heap[x, count] + Heap[y, count]);
  ensures Heap[x, flag] == old(Heap[x, flag]);
{
  call Swap(x, y, count);
}
