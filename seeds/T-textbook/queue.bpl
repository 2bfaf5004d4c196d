// A FIFO queue over a global map with head/tail indices; enqueue then dequeue returns the first item.
// Shows: several global variables, `modifies` lists, `old`, `if then else` expression, `havoc`.
var q: [int]int;
var head: int;
var tail: int;

function {:inline} Count(h: int, t: int): int { if t >= h then t - h else 0 }

procedure Enqueue(x: int)
  requires head <= tail;
  modifies q, tail;
  ensures tail == old(tail) + 1 && q[old(tail)] == x;
  ensures (forall i: int :: i != old(tail) ==> q[i] == old(q)[i]);
{
  q[tail] := x;
  tail := tail + 1;
}

procedure Dequeue() returns (x: int)
  requires head < tail;
  modifies head;
  ensures x == q[old(head)] && head == old(head) + 1;
{
  x := q[head];
  head := head + 1;
}

procedure Test()
  modifies q, head, tail;
{
  var a, b: int;
  havoc q;
  head := 0;
  tail := 0;
  call Enqueue(1);
  call Enqueue(2);
  assert Count(head, tail) == 2;
  call a := Dequeue();
  call b := Dequeue();
  assert a == 1 && b == 2;
  assert Count(head, tail) == 0;
}
