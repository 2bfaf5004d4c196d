procedure p() { assert false; }
