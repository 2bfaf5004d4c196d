// Datatypes (Boogie 2.16.1 and later), written for wobble: a polymorphic list with constructor
// tests `is`, field access `->`, field update `->(f := v)` and field assignment `x->f := e`, the unpack statement `C(x, y) := e;`, a
// recursive length function
// defined by an axiom, and procedures that build, inspect and update lists.
// Front-end tested only: see seeds/current/README.md.

datatype List<T> {
  Nil(),
  Cons(head: T, tail: List T)
}

datatype Pair {
  MkPair(fst: int, snd: int)
}

function Length<T>(xs: List T): int;

axiom (forall<T> xs: List T :: { Length(xs) }
  Length(xs) == (if xs is Nil then 0 else 1 + Length(xs->tail)));

procedure Prepend(x: int, xs: List int) returns (ys: List int)
  requires Length(xs) >= 0;
  ensures ys is Cons && ys->head == x && ys->tail == xs;
  ensures Length(ys) == Length(xs) + 1;
{
  ys := Cons(x, xs);
}

procedure SwapPair(p: Pair) returns (q: Pair)
  ensures q->fst == p->snd && q->snd == p->fst;
{
  q := p->(fst := p->snd);
  q := q->(snd := p->fst);
  assert q is MkPair;
}

procedure SwapPairInPlace(p: Pair) returns (q: Pair)
  ensures q->fst == p->snd && q->snd == p->fst;
{
  q := p;
  q->fst := p->snd;
  q->snd := p->fst;
}

procedure Sum(p: Pair) returns (s: int)
  ensures s == p->fst + p->snd;
{
  var a, b: int;

  MkPair(a, b) := p;
  s := a + b;
}

procedure HeadOrZero(xs: List int) returns (h: int)
  ensures xs is Nil ==> h == 0;
  ensures !(xs is Nil) ==> h == xs->head;
{
  if (xs is Cons) {
    h := xs->head;
  } else {
    h := 0;
  }
}
