//! Programs written for the tests whose verifier outcome does not depend on the machine's speed.

/// A Boogie program with a matching loop between `f` and `g`: z3 keeps instantiating and does not
/// finish within minutes, so any wall-clock limit a test sets makes it a `timeout`. `variant`
/// goes into a comment so that several copies are distinct programs (no cache hits).
pub fn matching_loop(variant: u32) -> String {
    format!(
        "// variant {variant}\nfunction f(x: int): int;\nfunction g(x: int): int;\n\
         axiom (forall x: int :: {{f(x)}} f(x) == g(f(x + 1)) && g(x) == f(x - 1) + 1);\n\
         axiom (forall x: int :: {{g(x)}} g(x) < f(g(x) + x));\n\
         procedure P(a: int)\n{{\n  assert f(a) == f(a + 7) + 7;\n}}\n"
    )
}
