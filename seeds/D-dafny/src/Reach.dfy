// Dafny seed: graph reachability over sets (successor step, a worklist closure loop with invariants, path witnesses and monotonicity lemmas).
type Node = int
type Graph = map<Node, set<Node>>

function method Succ(g: Graph, n: Node): set<Node>
{
  if n in g then g[n] else {}
}

function Step(g: Graph, s: set<Node>): set<Node>
{
  set a, b | a in s && a in g && b in g[a] :: b
}

predicate Closed(g: Graph, s: set<Node>)
{
  forall a, b :: a in s && b in Succ(g, a) ==> b in s
}

predicate IsPath(g: Graph, p: seq<Node>)
{
  forall i :: 0 <= i < |p| - 1 ==> p[i + 1] in Succ(g, p[i])
}

lemma StepMonotone(g: Graph, s: set<Node>, t: set<Node>)
  requires s <= t
  ensures Step(g, s) <= Step(g, t)
{
}

lemma StepOfClosed(g: Graph, s: set<Node>)
  requires Closed(g, s)
  ensures Step(g, s) <= s
{
  forall b | b in Step(g, s)
    ensures b in s
  {
    var a :| a in s && a in g && b in g[a];
    assert b in Succ(g, a);
  }
}

lemma ClosedContainsPaths(g: Graph, s: set<Node>, p: seq<Node>)
  requires Closed(g, s) && IsPath(g, p) && |p| > 0 && p[0] in s
  ensures p[|p| - 1] in s
  decreases |p|
{
  if |p| > 1 {
    var q := p[..|p| - 1];
    assert IsPath(g, q);
    ClosedContainsPaths(g, s, q);
    assert p[|p| - 1] in Succ(g, p[|p| - 2]);
  }
}

lemma PathExtend(g: Graph, p: seq<Node>, n: Node)
  requires IsPath(g, p) && |p| > 0 && n in Succ(g, p[|p| - 1])
  ensures IsPath(g, p + [n])
{
}

lemma StepAddOne(g: Graph, s: set<Node>, a: Node)
  ensures Step(g, s + {a}) == Step(g, s) + Succ(g, a)
{
  var t := s + {a};
  var st := Step(g, t);
  forall b | b in st
    ensures b in Step(g, s) + Succ(g, a)
  {
    var c :| c in t && c in g && b in g[c];
    if c != a {
      assert b in Step(g, s);
    }
  }
  forall b | b in Succ(g, a)
    ensures b in Step(g, s + {a})
  {
    assert a in g && a in s + {a} && b in g[a];
  }
  StepMonotone(g, s, s + {a});
}

method Successors(g: Graph, frontier: set<Node>) returns (next: set<Node>)
  ensures next == Step(g, frontier)
{
  next := {};
  var todo := frontier;
  ghost var done: set<Node> := {};
  assert Step(g, done) == {};
  while todo != {}
    invariant todo + done == frontier && todo !! done
    invariant next == Step(g, done)
    decreases |todo|
  {
    var a :| a in todo;
    StepAddOne(g, done, a);
    next := next + Succ(g, a);
    todo := todo - {a};
    done := done + {a};
  }
  assert done == frontier;
}

function Targets(g: Graph): set<Node>
{
  set a, b | a in g && b in g[a] :: b
}

lemma SuccInTargets(g: Graph, a: Node)
  ensures Succ(g, a) <= Targets(g)
{
  forall b | b in Succ(g, a)
    ensures b in Targets(g)
  {
    assert a in g && b in g[a];
  }
}

method Reachable(g: Graph, start: Node) returns (r: set<Node>)
  ensures start in r && Closed(g, r)
  ensures r <= {start} + Targets(g)
{
  r := {start};
  var work := {start};
  while work != {}
    invariant work <= r && start in r
    invariant r <= {start} + Targets(g)
    invariant forall a, b :: a in r - work && b in Succ(g, a) ==> b in r
    decreases ({start} + Targets(g)) - r, work
  {
    var a :| a in work;
    var added := Succ(g, a) - r;
    SuccInTargets(g, a);
    r := r + added;
    work := work - {a} + added;
  }
}

method Main()
{
  var g: Graph := map[1 := {2}, 2 := {3}, 3 := {}];
  var r := Reachable(g, 1);
  assert 2 in Succ(g, 1);
  assert 2 in r;
}
