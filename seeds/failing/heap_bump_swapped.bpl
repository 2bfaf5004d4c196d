// wobble mutant
// seed: seeds/E-triggers/heap_bump.bpl
// seed-sha256: 358e8b2f13c611079ad4509a30e65250f3b75e6c91627a31a5a36bdd4dd062d1
// rng-seed: 24
// batch: M*
// weights: S1=1,S2=0,S3=0,L1=0,L2=0,L3=0,L4=0,L5=0,L6=0,G1=0,G2=0,G3=0,G4=0
// mutant: 1 of 1
// chain: S1(1,3)

function bump(int) returns (int);

axiom (forall i: int :: 0 <= i ==> heap[i] <= heap[2 * i + 1] && heap[i] <= heap[2 * i + 2]);

const heap: [int]int;

axiom (forall x, y: int :: x > y ==> bump(x) > y);

procedure {:rlimit 100000} Above(i: int, v: int) returns (o: int)
  requires 0 <= i;
  requires v == heap[i];
  ensures o > v;
{
  o := bump(v + 1);
}
