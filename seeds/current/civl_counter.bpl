// Civl (the concurrency layer of current Boogie), written for wobble: a shared counter that
// threads increment atomically. Layer 0 has the primitive actions, layer 1 the abstraction: a
// yield procedure refines an atomic action, a yield invariant is called at yields, a pure action
// and a pure procedure help the proof, and a left mover commutes a read to the left.
// Front-end tested only: see seeds/current/README.md.

var {:layer 0, 1} count: int;

yield invariant {:layer 1} NonNegative();
  preserves 0 <= count;

pure action Max(a: int, b: int) returns (m: int)
{
  m := if a < b then b else a;
}

pure procedure {:inline 1} Twice(x: int) returns (y: int)
{
  y := x + x;
}

atomic action {:layer 1, 1} AtomicIncr(k: int)
  modifies count;
  asserts 0 <= k;
{
  count := count + k;
}

left action {:layer 1, 1} ReadCount() returns (v: int)
{
  v := count;
}

both action {:layer 1, 1} Nop()
{
}

yield procedure {:layer 0} Incr(k: int);
  refines AtomicIncr;

yield procedure {:layer 1} IncrTwice(k: int)
  requires {:layer 1} 0 <= k;
  requires call NonNegative();
  ensures call NonNegative();
  preserves {:layer 1} 0 <= count;
  refines atomic action {:layer 2} _ {
    assert 0 <= k;
    count := count + 2 * k;
  }
{
  call Incr(k);
  call Incr(k);
}

yield right procedure {:layer 1} Countdown(n: int)
  requires call NonNegative();
  measure n;
{
  var i: int;

  i := n;
  while (i > 0)
    invariant 0 <= i;
  {
    i := i - 1;
  }
}

// Loop specifications of current Boogie (a yield-invariant call, a free invariant with
// attributes, a measure) and a parallel call written `call A() | B();`.
yield procedure {:layer 1} IncrMany(n: int)
  requires {:layer 1} 0 <= n;
  preserves call NonNegative();
{
  var i: int;

  i := 0;
  while (i < n)
    invariant {:layer 1} 0 <= i && i <= n;
    free invariant {:layer 1} {:note "no overshoot"} i <= n;
    invariant call NonNegative();
    measure n - i;
  {
    call Incr(1) | Incr(1);
    i := i + 1;
  }
}
