// Dijkstra's Dutch national flag: three colours (distinct constants) partitioned in one pass.
// Shows: `type` declaration, `const unique`, a triggered axiom that the type has exactly three values, map over a user type.
type Color;
const unique Red: Color;
const unique White: Color;
const unique Blue: Color;
// Rank makes the "exactly three colours" axiom triggerable: branching on Rank(flag[w]) supplies the term.
function Rank(c: Color): int;
axiom Rank(Red) == 0 && Rank(White) == 1 && Rank(Blue) == 2;
axiom (forall c: Color :: { Rank(c) } c == Red || c == White || c == Blue);

var flag: [int]Color;

procedure DutchFlag(n: int) returns (r: int, b: int)
  requires n >= 0;
  modifies flag;
  ensures 0 <= r && r <= b && b <= n;
  ensures (forall k: int :: 0 <= k && k < r ==> flag[k] == Red);
  ensures (forall k: int :: r <= k && k < b ==> flag[k] == White);
  ensures (forall k: int :: b <= k && k < n ==> flag[k] == Blue);
{
  var w: int;
  var t: Color;
  r := 0;
  w := 0;
  b := n;
  while (w < b)
    invariant 0 <= r && r <= w && w <= b && b <= n;
    invariant (forall k: int :: 0 <= k && k < r ==> flag[k] == Red);
    invariant (forall k: int :: r <= k && k < w ==> flag[k] == White);
    invariant (forall k: int :: b <= k && k < n ==> flag[k] == Blue);
  {
    if (Rank(flag[w]) == 0) {
      t := flag[r]; flag[r] := flag[w]; flag[w] := t;
      r := r + 1;
      w := w + 1;
    } else if (Rank(flag[w]) == 1) {
      w := w + 1;
    } else {
      b := b - 1;
      t := flag[b]; flag[b] := flag[w]; flag[w] := t;
    }
  }
  b := w;
}
