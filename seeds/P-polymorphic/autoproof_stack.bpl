// An Eiffel-style generic class STACK [G] in the shape of AutoProof's Boogie (written for wobble),
// used at two types by a monomorphic client: the stack's contents are a field of type `Seq G`, a
// polymorphic sequence type, and its routines are procedures with a type parameter `G`.
// Shows: polymorphic functions and axioms over `Seq T`, a polymorphic map type for frames
// (`<alpha>[ref, Field alpha]bool`), a polymorphic procedure calling another one (type parameters
// named apart: Boogie 2.4.1 rejects equal names, docs/front-end.md), a function whose type
// parameter occurs only in its result (`Seq#Empty`), grouped argument lists (`(h1, h2: HeapType,
// ...)`, `(s, t: ref)`, `forall<T> s, t: Seq T, v, w: T`).
// The polymorphic procedures stand above their callers on purpose: Boogie 2.4.1 rejects a call to
// one from a body declared above it (docs/front-end.md), so mutants that reorder them (S1, S3) are
// front-end findings.
type ref;
const Void: ref;

type Field _;
type HeapType = <alpha>[ref, Field alpha]alpha;
var Heap: HeapType;
const unique allocated: Field bool;

type Frame = <alpha>[ref, Field alpha]bool;

// h2 differs from h1 only inside `frame`.
function same_outside(h1, h2: HeapType, frame: Frame): bool
{
  (forall<alpha> o: ref, f: Field alpha :: {h2[o, f]} !frame[o, f] ==> h1[o, f] == h2[o, f])
}

// The frame of one field of one object.
function only<T>(o: ref, f: Field T): Frame;
axiom (forall<T, alpha> o, p: ref, f: Field T, g: Field alpha :: {only(o, f)[p, g]}
  only(o, f)[p, g] <==> p == o && f == g);

// Sequences of any element type.
type Seq T;
function Seq#Length<T>(s: Seq T): int;
function Seq#Empty<T>(): Seq T;
function Seq#Build<T>(s: Seq T, v: T): Seq T;
function Seq#Index<T>(s: Seq T, i: int): T;
axiom (forall<T> s: Seq T :: {Seq#Length(s)} Seq#Length(s) >= 0);
axiom (forall<T> :: Seq#Length(Seq#Empty(): Seq T) == 0);
axiom (forall<T> s: Seq T, v: T :: {Seq#Build(s, v)} Seq#Length(Seq#Build(s, v)) == 1 + Seq#Length(s));
axiom (forall<T> s: Seq T, v: T, i: int :: {Seq#Index(Seq#Build(s, v), i)}
  (i == Seq#Length(s) ==> Seq#Index(Seq#Build(s, v), i) == v)
  && (i != Seq#Length(s) ==> Seq#Index(Seq#Build(s, v), i) == Seq#Index(s, i)));

axiom (forall<T> s, t: Seq T, v, w: T :: {Seq#Build(s, v), Seq#Build(t, w)}
  Seq#Build(s, v) == Seq#Build(t, w) ==> s == t && v == w);

procedure write_field<T>(o: ref, f: Field T, v: T);
  requires o != Void && Heap[o, allocated];
  modifies Heap;
  ensures Heap[o, f] == v;
  ensures same_outside(old(Heap), Heap, only(o, f));

// class STACK [G]: the field that holds the items is a parameter, one per generic instance.
procedure STACK.push<G>(Current: ref, items: Field (Seq G), v: G);
  requires Current != Void && Heap[Current, allocated];
  modifies Heap;
  ensures Heap[Current, items] == Seq#Build(old(Heap[Current, items]), v);
  ensures same_outside(old(Heap), Heap, only(Current, items));

implementation STACK.push<G>(Current: ref, items: Field (Seq G), v: G)
{
  call write_field(Current, items, Seq#Build(Heap[Current, items], v));
}

procedure STACK.top<U>(Current: ref, items: Field (Seq U)) returns (v: U);
  requires Current != Void && Heap[Current, allocated];
  requires Seq#Length(Heap[Current, items]) > 0;
  ensures v == Seq#Index(Heap[Current, items], Seq#Length(Heap[Current, items]) - 1);

implementation STACK.top<U>(Current: ref, items: Field (Seq U)) returns (v: U)
{
  v := Seq#Index(Heap[Current, items], Seq#Length(Heap[Current, items]) - 1);
}

// The client: a STACK [INTEGER] and a STACK [BOOLEAN].
const unique INT_STACK.items: Field (Seq int);
const unique BOOL_STACK.items: Field (Seq bool);

procedure CLIENT.fill(s, t: ref) returns (n: int, b: bool);
  requires s != Void && Heap[s, allocated] && t != Void && Heap[t, allocated];
  requires Heap[s, INT_STACK.items] == Seq#Empty();
  modifies Heap;
  ensures n == 7 && b;
  ensures Seq#Length(Heap[s, INT_STACK.items]) == 2;

implementation CLIENT.fill(s, t: ref) returns (n: int, b: bool)
{
  call STACK.push(s, INT_STACK.items, 3);
  call STACK.push(t, BOOL_STACK.items, true);
  call STACK.push(s, INT_STACK.items, 7);
  call n := STACK.top(s, INT_STACK.items);
  call b := STACK.top(t, BOOL_STACK.items);
}
