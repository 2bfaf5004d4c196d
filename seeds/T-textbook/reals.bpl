// Real arithmetic: averages and linear interpolation with real literals and division.
// Shows: `real` type, real literals, `/` division, `real(...)` conversion from int, `if then else` on reals.
function {:inline} Avg(x: real, y: real): real { (x + y) / 2.0 }
function {:inline} Max(x: real, y: real): real { if x >= y then x else y }

procedure Average(x: real, y: real) returns (m: real)
  requires x <= y;
  ensures x <= m && m <= y;
  ensures m <= Max(x, y);
{
  m := Avg(x, y);
}

procedure Lerp(a: real, b: real, t: real) returns (r: real)
  requires a <= b && 0.0 <= t && t <= 1.0;
  ensures a <= r && r <= b;
{
  r := a + t * (b - a);
}

procedure Scale(n: int) returns (r: real)
  requires n >= 0;
  ensures r >= 0.0;
{
  r := real(n) * 1.5;
}
