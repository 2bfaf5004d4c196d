procedure q() { var x: int; assert x > 0; assert x < 0; }
procedure r() { assert false; }
