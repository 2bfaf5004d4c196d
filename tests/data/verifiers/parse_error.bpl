procedure q() { var x: int; x := ; }
