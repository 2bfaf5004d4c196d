// Bit-vector arithmetic on bv8 with builtin functions: wrap-around addition and masking.
// Shows: `bv8` literals, `{:bvbuiltin}` functions, bit extraction `x[8:4]`, concatenation `++`.
function {:bvbuiltin "bvadd"} add8(bv8, bv8) returns (bv8);
function {:bvbuiltin "bvand"} and8(bv8, bv8) returns (bv8);
function {:bvbuiltin "bvult"} ult8(bv8, bv8) returns (bool);

procedure Wrap(x: bv8) returns (y: bv8)
  requires x == 255bv8;
  ensures y == 0bv8;
{
  y := add8(x, 1bv8);
}

procedure Mask(x: bv8) returns (lo: bv8, hi: bv4)
  ensures ult8(lo, 16bv8);
  ensures hi ++ lo[4:0] == x;
{
  lo := and8(x, 15bv8);
  hi := x[8:4];
}
