procedure p(x: int) returns (y: int) ensures y > x; { y := x + 1; }
procedure q() { var z: int; call z := p(3); assert z > 3; }
