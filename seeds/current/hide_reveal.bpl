// Opaque definitions (Boogie 3.2.0 and later), written for wobble: a `hideable` axiom and a
// function whose definition can be hidden, the statements `hide`, `reveal`, `push` and `pop`,
// and a `revealed` function that `hide *` does not hide.
// Front-end tested only: see seeds/current/README.md.

function Square(x: int): int;

hideable axiom (forall x: int :: { Square(x) } Square(x) == x * x);

function {:inline false} Double(x: int): int { x + x }

revealed function Inc(x: int): int { x + 1 }

procedure UsesSquare(n: int) returns (r: int)
  ensures r == n * n;
{
  reveal Square;
  r := Square(n);
}

procedure Scoped(n: int) returns (r: int)
  ensures r == 2 * n + 1;
{
  hide *;
  push;
  reveal Double;
  r := Double(n);
  pop;
  r := Inc(r);
  assert r == 2 * n + 1;
}

procedure HiddenStaysHidden(n: int)
{
  hide Square;
  assume Square(n) >= 0;
  reveal *;
  assert Square(n) == n * n;
}
