// Dafny seed: a bounded FIFO queue in a ring buffer (array, head index and count) refining a ghost sequence of contents.
function Wrap(k: nat, cap: nat): nat
  requires cap > 0 && k < 2 * cap
  ensures Wrap(k, cap) < cap
{
  if k < cap then k else k - cap
}

class RingBuffer {
  var data: array<int>
  var head: nat
  var count: nat
  ghost var contents: seq<int>
  ghost var capacity: nat

  predicate Valid()
    reads this, data
  {
    data.Length == capacity && capacity > 0 &&
    head < capacity && count <= capacity &&
    |contents| == count &&
    forall i :: 0 <= i < count ==> contents[i] == data[Wrap(head + i, capacity)]
  }

  constructor (cap: nat)
    requires cap > 0
    ensures Valid() && fresh(data) && contents == [] && capacity == cap
  {
    data := new int[cap];
    head := 0;
    count := 0;
    contents := [];
    capacity := cap;
  }

  function method IsEmpty(): bool
    reads this, data
    requires Valid()
    ensures IsEmpty() <==> contents == []
  {
    count == 0
  }

  function method IsFull(): bool
    reads this, data
    requires Valid()
    ensures IsFull() <==> |contents| == capacity
  {
    count == data.Length
  }

  method Enqueue(x: int)
    requires Valid() && |contents| < capacity
    modifies this, data
    ensures Valid() && data == old(data) && capacity == old(capacity)
    ensures contents == old(contents) + [x]
  {
    var tail := if head + count < data.Length then head + count else head + count - data.Length;
    assert tail == Wrap(head + count, capacity);
    data[tail] := x;
    count := count + 1;
    contents := contents + [x];
    forall i | 0 <= i < count - 1
      ensures contents[i] == data[Wrap(head + i, capacity)]
    {
      assert Wrap(head + i, capacity) != tail;
    }
  }

  method Dequeue() returns (x: int)
    requires Valid() && contents != []
    modifies this
    ensures Valid() && data == old(data) && capacity == old(capacity)
    ensures x == old(contents)[0] && contents == old(contents)[1..]
  {
    assert contents[0] == data[Wrap(head, capacity)];
    x := data[head];
    head := if head + 1 == data.Length then 0 else head + 1;
    count := count - 1;
    contents := contents[1..];
    forall i | 0 <= i < count
      ensures contents[i] == data[Wrap(head + i, capacity)]
    {
      assert contents[i] == old(contents)[i + 1];
      assert Wrap(old(head) + i + 1, capacity) == Wrap(head + i, capacity);
    }
  }

  method Peek() returns (x: int)
    requires Valid() && contents != []
    ensures x == contents[0]
  {
    assert contents[0] == data[Wrap(head, capacity)];
    x := data[head];
  }

  method Clear()
    requires Valid()
    modifies this
    ensures Valid() && contents == [] && data == old(data) && capacity == old(capacity)
  {
    count := 0;
    contents := [];
  }
}

method Main()
{
  var q := new RingBuffer(2);
  q.Enqueue(1);
  q.Enqueue(2);
  assert q.IsFull();
  var a := q.Dequeue();
  q.Enqueue(3);
  var b := q.Dequeue();
  var c := q.Dequeue();
  assert a == 1 && b == 2 && c == 3;
  assert q.IsEmpty();
}
