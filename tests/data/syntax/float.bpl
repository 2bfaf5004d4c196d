// Floating-point types and literals and rounding modes (Boogie 2.4.1 accepts them): hexadecimal
// literals with their sizes, negative literals (one token with the sign), the special values,
// and the rounding modes under their short and long names (printed short).
type single = float24e8;
const one: float24e8;
axiom one == 0x1.0e0f24e8;
var x: float24e8;
var y: float53e11;
var h: float11e5;
var m: rmode;
var modes: [rmode]bool;
function {:builtin "fp.add"} add(rmode, float24e8, float24e8) returns (float24e8);
function same(a: single, b: float24e8): bool { a == b }
procedure p(a: float24e8) returns (r: float24e8)
  modifies x, y, h, m, modes;
  ensures r == a || r != a;
{
  x := 0x1.8e1f24e8;
  x := -0x0.0e0f24e8;
  x := -0x1.fe3f24e8;
  x := 0NaN24e8;
  x := 0nan24e8;
  x := 0+oo24e8;
  x := 0-oo24e8;
  y := 0x1.0e-3f53e11;
  h := 0xa.bce2f11e5;
  m := RNE;
  m := RNA;
  m := RTP;
  m := RTN;
  m := RTZ;
  m := roundNearestTiesToEven;
  m := roundTowardZero;
  modes[roundTowardPositive] := true;
  r := add(RNE, a, 0x1.0e0f24e8);
  r := a - -0x1.0e0f24e8;
  r := a + 0x1.0e0f24e8 * a;
  assert same(x, x) || x == 0NaN24e8 || x < 0+oo24e8;
}
