procedure p() { var x: int; x := true; }
