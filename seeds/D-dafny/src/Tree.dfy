// Dafny seed: an inductive datatype of trees, a recursive size function and a lemma by induction.
datatype Tree = Leaf | Node(left: Tree, val: int, right: Tree)

function Size(t: Tree): nat
{
  match t
  case Leaf => 0
  case Node(l, _, r) => Size(l) + 1 + Size(r)
}

function Mirror(t: Tree): Tree
{
  match t
  case Leaf => Leaf
  case Node(l, v, r) => Node(Mirror(r), v, Mirror(l))
}

lemma MirrorSize(t: Tree)
  ensures Size(Mirror(t)) == Size(t)
{
  match t
  case Leaf =>
  case Node(l, v, r) =>
    MirrorSize(l);
    MirrorSize(r);
}

method Build(n: nat) returns (t: Tree)
  ensures Size(t) == n
{
  t := Leaf;
  var i := 0;
  while i < n
    invariant 0 <= i <= n
    invariant Size(t) == i
  {
    t := Node(Leaf, i, t);
    i := i + 1;
  }
}
