// Linked-list traversal with a ghost map recording the visited nodes (a small reachability argument).
// Shows: ghost maps updated in a loop, `type`, `where`-free globals, labels and `goto`, `assume`.
type Node;
const null: Node;
var next: [Node]Node;
var visited: [Node]bool;

procedure Walk(start: Node, steps: int) returns (cur: Node, n: int)
  requires steps >= 0;
  modifies visited;
  ensures visited[start] || cur == start;
  ensures n <= steps;
  ensures (forall x: Node :: old(visited)[x] ==> visited[x]);
{
  cur := start;
  n := 0;
  goto Loop;
Loop:
  assert n <= steps;
  assert visited[start] || cur == start;
  assert (forall x: Node :: old(visited)[x] ==> visited[x]);
  goto Body, Done;
Body:
  assume cur != null && n < steps;
  visited[cur] := true;
  cur := next[cur];
  n := n + 1;
  goto Loop;
Done:
  assume cur == null || n >= steps;
}
