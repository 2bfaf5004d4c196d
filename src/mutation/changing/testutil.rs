//! A small program of ours for the semantics-changing operators' unit tests, with the statement
//! numbers the tests rely on.

use super::{apply, Change, Mutant};
use crate::mutation::Variant;
use crate::syntax::parse_program;

/// Statement numbers (pre-order) are in the comments.
pub const SEED: &str = "\
var g: int;
procedure P(n: int) returns (r: int, m: [int]int)
  requires n >= 0;
  ensures r >= 0;
  modifies g;
{
  var x, y: int;
  var t: bool;
  x := 1;
  y := x + 2;
  assert x >= 0;
  if (x < y) {
    t := true;
  } else {
    havoc t;
  }
  while (y != 0)
    invariant y >= 0;
  {
    y := y - 1;
  }
  if (*) {
    g := n;
  }
  m[x + 1] := y;
  call r := Id(x - y);
}
procedure Id(a: int) returns (b: int)
  ensures b == a;
{
  b := a;
}
";
// s0 x := 1   s1 y := x + 2   s2 assert   s3 if (x < y)   s4 t := true   s5 havoc t
// s6 while    s7 y := y - 1   s8 if (*)   s9 g := n       s10 m[x + 1] := y   s11 call

/// Index of procedure P among the declarations.
pub const PROC: usize = 1;
/// Line of P's first statement in [`SEED`].
pub const FIRST_STMT_LINE: u32 = 9;
/// The assignments and calls of P.
pub const STMT_ASSIGN_OR_CALL: [usize; 7] = [0, 1, 4, 7, 9, 10, 11];
/// The `if (*)` of P.
pub const STAR_IF: usize = 8;

pub fn seed() -> Variant {
    Variant::from_program(parse_program(SEED, "seed.bpl").unwrap())
}

/// Applies `c`, checks that the mutant differs from the seed and that its printed text parses
/// back to the same program, and that the change's text parses back to the change.
pub fn check(v: &Variant, c: &Change) -> Mutant {
    assert_eq!(c.to_string().parse::<Change>().as_ref(), Ok(c));
    let m = apply(v, c).unwrap_or_else(|e| panic!("{c}: {e}"));
    assert_ne!(m.variant, *v, "{c} changed nothing");
    let text = m.variant.file_text(0);
    let back = parse_program(&text, "mutant.bpl").unwrap_or_else(|e| panic!("{c}: {e}\n{text}"));
    assert_eq!(Variant::from_program(back), m.variant, "{c}");
    m
}
