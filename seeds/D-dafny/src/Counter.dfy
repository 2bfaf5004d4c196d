// Dafny seed: a class with a field, a constructor, and methods with modifies/old.
class Counter {
  var value: int

  constructor ()
    ensures value == 0
  {
    value := 0;
  }

  method Inc(n: nat)
    modifies this
    ensures value == old(value) + n
  {
    var i := 0;
    while i < n
      invariant 0 <= i <= n
      invariant value == old(value) + i
    {
      value := value + 1;
      i := i + 1;
    }
  }
}

method Main() {
  var c := new Counter();
  c.Inc(3);
  c.Inc(4);
  assert c.value == 7;
}
