//! Boogie programs shared by the mutation tests.
#![allow(dead_code)]

/// The paper's Fig. 1: five declarations whose order matters to Boogie.
pub const FIG1: &str = "\
function h(int) returns (int);
axiom (forall x, y: int :: x > y ==> h(x) > y);
const a: [int]int;
axiom (forall i: int :: 0 <= i ==> a[i] < a[i + 1]);
procedure p(i: int) returns (o: int)
  requires i >= 0;
  ensures o > a[i];
{ o := h(a[i + 1]); }
";

/// A program on which every operator has sites.
pub const RICH: &str = "\
type Ref;
const unique null: Ref;
function f(x: int) returns (int);
function g(x: int) returns (int);
axiom (forall x: int :: {f(x)} {g(x)} f(x) == g(x));
axiom (forall x: int :: {:weight 2} {f(x)} f(x) >= x || f(x) < x);
var G, H: int, B: bool;
var M: [int]int;

procedure inc(n: int where n >= 0) returns (r: int)
  requires n >= 0;
  requires n < 1000;
  free requires n != 5000;
  free requires n != 6000;
  ensures r == n + 1;
  ensures r > 0 ==> r >= 1;
  ensures {:msg \"positive\"} r >= 1;
{
  var t: int, u: bool;
  var w: int;
  t := n;
  assert t == n;
  assert t >= 0;
  if (t > 10) {
    r := t + 1;
  } else if (t > 5) {
    r := n + 1;
  } else {
    r := 1 + n;
  }
  if (*) { w := 0; }
  assert r == n + 1;
}

procedure sum(n: int) returns (s: int)
  requires n >= 0;
  ensures s >= 0;
  modifies G;
{
  var i: int;
  i := 0;
  s := 0;
  while (i < n)
    invariant i <= n;
    invariant s >= 0;
    invariant 0 <= i;
  {
    s := s + i;
    i := i + 1;
    if (s > 100) { G := s; }
  }
}

procedure caller(k: int) returns (x: int);
  modifies G;

implementation caller(k: int) returns (x: int)
{
  var y, z: int;
  call x := inc(3);
  assert x == 4;
  y := k;
  z := y;
}
";

/// A program where no operator (with default weights) applies.
pub const BARE: &str = "const c: int;\n";
