// Dafny seed: a binary search tree datatype with insert, contains, minimum and delete-minimum, proven against its ghost set of elements.
datatype Tree = Leaf | Node(left: Tree, key: int, right: Tree)

function Elems(t: Tree): set<int>
{
  match t
  case Leaf => {}
  case Node(l, k, r) => Elems(l) + {k} + Elems(r)
}

predicate IsBst(t: Tree)
{
  match t
  case Leaf => true
  case Node(l, k, r) =>
    IsBst(l) && IsBst(r) &&
    (forall x :: x in Elems(l) ==> x < k) &&
    (forall x :: x in Elems(r) ==> k < x)
}

function method Insert(t: Tree, x: int): Tree
{
  match t
  case Leaf => Node(Leaf, x, Leaf)
  case Node(l, k, r) =>
    if x < k then Node(Insert(l, x), k, r)
    else if k < x then Node(l, k, Insert(r, x))
    else t
}

lemma InsertElems(t: Tree, x: int)
  ensures Elems(Insert(t, x)) == Elems(t) + {x}
{
  match t
  case Leaf =>
  case Node(l, k, r) =>
    if x < k { InsertElems(l, x); }
    else if k < x { InsertElems(r, x); }
}

lemma InsertBst(t: Tree, x: int)
  requires IsBst(t)
  ensures IsBst(Insert(t, x))
{
  match t
  case Leaf =>
  case Node(l, k, r) =>
    if x < k {
      InsertBst(l, x);
      InsertElems(l, x);
    } else if k < x {
      InsertBst(r, x);
      InsertElems(r, x);
    }
}

method Contains(t: Tree, x: int) returns (found: bool)
  requires IsBst(t)
  ensures found <==> x in Elems(t)
{
  var cur := t;
  while cur.Node?
    invariant IsBst(cur)
    invariant x in Elems(t) <==> x in Elems(cur)
    decreases cur
  {
    if x < cur.key {
      cur := cur.left;
    } else if cur.key < x {
      cur := cur.right;
    } else {
      return true;
    }
  }
  return false;
}

function method Min(t: Tree): int
  requires t.Node?
{
  if t.left.Leaf? then t.key else Min(t.left)
}

lemma MinIsLeast(t: Tree)
  requires t.Node? && IsBst(t)
  ensures Min(t) in Elems(t)
  ensures forall y :: y in Elems(t) ==> Min(t) <= y
{
  if t.left.Node? {
    MinIsLeast(t.left);
  }
}

function method DeleteMin(t: Tree): Tree
  requires t.Node?
{
  if t.left.Leaf? then t.right else Node(DeleteMin(t.left), t.key, t.right)
}

lemma DeleteMinCorrect(t: Tree)
  requires t.Node? && IsBst(t)
  ensures IsBst(DeleteMin(t))
  ensures Elems(DeleteMin(t)) == Elems(t) - {Min(t)}
{
  if t.left.Node? {
    DeleteMinCorrect(t.left);
    MinIsLeast(t.left);
  }
}

method BuildFrom(xs: seq<int>) returns (t: Tree)
  ensures IsBst(t) && Elems(t) == set i | 0 <= i < |xs| :: xs[i]
{
  t := Leaf;
  var i := 0;
  while i < |xs|
    invariant 0 <= i <= |xs|
    invariant IsBst(t) && Elems(t) == set j | 0 <= j < i :: xs[j]
  {
    InsertBst(t, xs[i]);
    InsertElems(t, xs[i]);
    t := Insert(t, xs[i]);
    i := i + 1;
  }
}

method Main()
{
  var t := BuildFrom([5, 2, 8]);
  assert 2 in Elems(t) by {
    assert [5, 2, 8][1] == 2;
  }
  var b := Contains(t, 2);
  assert b;
}
