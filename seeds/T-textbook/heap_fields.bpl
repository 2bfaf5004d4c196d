// A polymorphic heap <a>[ref, Field a]a with a `Field` type constructor, as in Boogie encodings of OO programs.
// Shows: type constructor with an argument, polymorphic map type, `const unique` fields, `modifies`, `old`.
type ref;
type Field a;
type Heap = <a>[ref, Field a]a;
const null: ref;
const unique val: Field int;
const unique next: Field ref;
const unique alloc: Field bool;
var H: Heap;

procedure SetVal(o: ref, v: int)
  requires o != null && H[o, alloc];
  modifies H;
  ensures H[o, val] == v;
  ensures H[o, next] == old(H[o, next]);
  ensures (forall<a> p: ref, f: Field a :: p != o || f != val ==> H[p, f] == old(H[p, f]));
{
  H[o, val] := v;
}

procedure Link(x: ref, y: ref)
  requires x != null && H[x, alloc] && y != null && H[y, alloc];
  modifies H;
  ensures H[x, next] == y && H[x, val] == 5;
{
  call SetVal(x, 5);
  H[x, next] := y;
}
