// An Eiffel-style class ACCOUNT in the shape of AutoProof's Boogie (written for wobble): a heap of
// typed fields, allocation, a class invariant as a function of the heap, and every field written
// through one polymorphic procedure, `update_heap<T>`, which the routines call at `int` and `ref`.
// Shows: a polymorphic heap and procedure, a polymorphic quantifier, grouped argument lists
// (`function ref_rank_leq(r1, r2: ref)`, `(h1, h2: HeapType, a: ref)`, `(Current, other: ref)`,
// `const unique a, b: Field int`, `forall r1, r2, r3: ref`).
// `update_heap` stands above its callers on purpose: Boogie 2.4.1 rejects a call to a polymorphic
// procedure from a body declared above the procedure (docs/front-end.md), so mutants that reorder
// the declarations (S1, S3) are front-end findings.
type ref;
const Void: ref;

type Field _;
type HeapType = <alpha>[ref, Field alpha]alpha;
function IsHeap(heap: HeapType): bool;
var Heap: HeapType where IsHeap(Heap);

const unique allocated: Field bool;
const unique owner: Field ref;

// The order on references of AutoProof's reference variants: reflexive and transitive.
function ref_rank_leq(r1, r2: ref): bool;
axiom (forall r: ref :: {ref_rank_leq(r, r)} ref_rank_leq(r, r));
axiom (forall r1, r2, r3: ref :: {ref_rank_leq(r1, r2), ref_rank_leq(r2, r3)}
  ref_rank_leq(r1, r2) && ref_rank_leq(r2, r3) ==> ref_rank_leq(r1, r3));

// class ACCOUNT: balance >= limit, limit <= 0
const unique ACCOUNT.balance, ACCOUNT.limit: Field int;

function ACCOUNT.inv(heap: HeapType, current: ref): bool
{
  heap[current, ACCOUNT.limit] <= 0 && heap[current, ACCOUNT.balance] >= heap[current, ACCOUNT.limit]
}

// h2 differs from h1 at most in the balance of `a`.
function ACCOUNT.same_except_balance(h1, h2: HeapType, a: ref): bool
{
  (forall<alpha> o: ref, f: Field alpha :: {h2[o, f]} o != a || f != ACCOUNT.balance ==> h1[o, f] == h2[o, f])
}

// Every field is written through this procedure (AutoProof's heap update).
procedure update_heap<T>(Current: ref, field: Field T, value: T);
  requires Current != Void && Heap[Current, allocated];
  modifies Heap;
  ensures Heap == old(Heap)[Current, field := value];
  ensures IsHeap(Heap);

procedure ACCOUNT.deposit(Current: ref, amount: int);
  requires Current != Void && Heap[Current, allocated];
  requires ACCOUNT.inv(Heap, Current);
  requires amount >= 0;
  modifies Heap;
  ensures ACCOUNT.inv(Heap, Current);
  ensures Heap[Current, ACCOUNT.balance] == old(Heap[Current, ACCOUNT.balance]) + amount;
  ensures ACCOUNT.same_except_balance(old(Heap), Heap, Current);

implementation ACCOUNT.deposit(Current: ref, amount: int)
{
  call update_heap(Current, ACCOUNT.balance, Heap[Current, ACCOUNT.balance] + amount);
}

procedure ACCOUNT.withdraw(Current: ref, amount: int);
  requires Current != Void && Heap[Current, allocated];
  requires ACCOUNT.inv(Heap, Current);
  requires amount >= 0 && Heap[Current, ACCOUNT.balance] - amount >= Heap[Current, ACCOUNT.limit];
  modifies Heap;
  ensures ACCOUNT.inv(Heap, Current);
  ensures Heap[Current, ACCOUNT.balance] == old(Heap[Current, ACCOUNT.balance]) - amount;
  ensures ACCOUNT.same_except_balance(old(Heap), Heap, Current);

implementation ACCOUNT.withdraw(Current: ref, amount: int)
{
  call update_heap(Current, ACCOUNT.balance, Heap[Current, ACCOUNT.balance] - amount);
}

procedure ACCOUNT.transfer(Current, other: ref, amount: int);
  requires Current != Void && Heap[Current, allocated] && other != Void && Heap[other, allocated];
  requires Current != other;
  requires ACCOUNT.inv(Heap, Current) && ACCOUNT.inv(Heap, other);
  requires amount >= 0 && Heap[Current, ACCOUNT.balance] - amount >= Heap[Current, ACCOUNT.limit];
  modifies Heap;
  ensures ACCOUNT.inv(Heap, Current) && ACCOUNT.inv(Heap, other);
  ensures Heap[Current, ACCOUNT.balance] + Heap[other, ACCOUNT.balance]
    == old(Heap[Current, ACCOUNT.balance] + Heap[other, ACCOUNT.balance]);
  ensures (forall o1, o2: ref :: o1 != Current && o1 != other && o2 == o1 ==> Heap[o2, ACCOUNT.balance] == old(Heap[o1, ACCOUNT.balance]));

implementation ACCOUNT.transfer(Current, other: ref, amount: int)
{
  call ACCOUNT.withdraw(Current, amount);
  call ACCOUNT.deposit(other, amount);
}

// Hands `Current` to a new owner `o`, whose rank is at most its old owner's: the owner chain's
// rank only decreases (AutoProof's check of a reference variant).
procedure ACCOUNT.set_owner(Current, o: ref);
  requires Current != Void && Heap[Current, allocated];
  requires ref_rank_leq(o, Heap[Current, owner]);
  requires ref_rank_leq(Heap[Current, owner], Current);
  modifies Heap;
  ensures Heap[Current, owner] == o;
  ensures ref_rank_leq(Heap[Current, owner], Current);

implementation ACCOUNT.set_owner(Current, o: ref)
{
  call update_heap(Current, owner, o);
}
