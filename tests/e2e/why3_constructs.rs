//! Each supported construct: a small correct program proves through why3, and a deliberately
//! wrong variant of it does not (both directions, so a translation that proves everything or
//! nothing fails here). Unsupported constructs are named with their line.

use crate::common;

use crate::why3_support;

use why3_support::{proves, translate};

/// (name, correct program, wrong variant)
const CASES: &[(&str, &str, &str)] = &[
    (
        "let-expressions with several bindings",
        "procedure p(x: int) returns (y: int) ensures y == (var a, b := x, 1; a + b); { y := (var t := x; t) + 1; }",
        "procedure p(x: int) returns (y: int) ensures y == (var a, b := x, 1; a + b); { y := (var t := x; t); }",
    ),
    (
        "loop invariant",
        "procedure p(n: int) returns (s: int) requires n >= 0; ensures s == 2 * n; {
           var i: int; i := 0; s := 0;
           while (i < n) invariant 0 <= i && i <= n; invariant s == 2 * i; { s := s + 2; i := i + 1; } }",
        "procedure p(n: int) returns (s: int) requires n >= 0; ensures s == 2 * n; {
           var i: int; i := 0; s := 0;
           while (i < n) invariant 0 <= i && i <= n; invariant s == i; { s := s + 2; i := i + 1; } }",
    ),
    (
        "postcondition",
        "procedure p(x: int) returns (y: int) ensures y > x; { y := x + 1; }",
        "procedure p(x: int) returns (y: int) ensures y > x + 1; { y := x + 1; }",
    ),
    (
        "precondition at call",
        "procedure q(x: int); requires x > 0;
         procedure p() { call q(1); }",
        "procedure q(x: int); requires x > 0;
         procedure p() { call q(0); }",
    ),
    (
        "havoc and assume",
        "procedure p() { var x: int; x := 5; havoc x; assume x > 3; assert x > 2; }",
        "procedure p() { var x: int; x := 5; havoc x; assert x == 5; }",
    ),
    (
        "free requires is assumed by the body but not checked at calls",
        "procedure q(x: int) returns (r: int); free requires x > 0; ensures r == x;
         implementation q(x: int) returns (r: int) { assert x > 0; r := x; }
         procedure p() { var r: int; call r := q(0); assert r == 0; }",
        "procedure q(x: int) returns (r: int); requires x > 0; ensures r == x;
         procedure p() { var r: int; call r := q(0); assert r == 0; }",
    ),
    (
        "free requires checked in a caller that relies on it",
        "procedure q(x: int); free requires x > 0;
         procedure p() { call q(0); }",
        "procedure q(x: int); free requires x > 0;
         implementation q(x: int) { assert x > 1; }",
    ),
    (
        "free ensures assumed by callers, not checked in bodies",
        "procedure q() returns (r: int); free ensures r > 7;
         implementation q() returns (r: int) { r := 0; }
         procedure p() { var r: int; call r := q(); assert r > 7; }",
        "procedure q() returns (r: int); ensures r > 7;
         implementation q() returns (r: int) { r := 0; }",
    ),
    (
        "modifies and old",
        "var g: int; var h: int;
         procedure inc(); modifies g; ensures g == old(g) + 1;
         procedure p() modifies g; ensures g == old(g) + 2; { var t: int; t := h; call inc(); call inc(); assert h == t; }",
        "var g: int; var h: int;
         procedure inc(); modifies g, h; ensures g == old(g) + 1;
         procedure p() modifies g, h; ensures g == old(g) + 2; { var t: int; t := h; call inc(); call inc(); assert h == t; }",
    ),
    (
        "parallel assignment and map update",
        "procedure p() { var x, y: int; var m: [int][int]int; x, y := 1, 2; x, y := y, x; m[x][y] := 7;
           assert x == 2 && y == 1 && m[2][1] == 7; }",
        "procedure p() { var x, y: int; var m: [int][int]int; x, y := 1, 2; x, y := y, x; m[x][y] := 7;
           assert x == 2 && y == 2 && m[2][1] == 7; }",
    ),
    (
        "multi-index maps and if/else",
        "procedure p(c: bool) { var m: [int, bool]int; m[1, c] := 3; if (c) { assert m[1, true] == 3; } else if (*) { assert m[1, false] == 3; } else { assert m[1, c] == 3; } }",
        "procedure p(c: bool) { var m: [int, bool]int; m[1, c] := 3; if (c) { assert m[1, true] == 3; } else { assert m[1, true] == 3; } }",
    ),
    (
        "unique constants",
        "type T; const unique a: T; const unique b: T; procedure p() { assert a != b; }",
        "type T; const unique a: T; const b: T; procedure p() { assert a != b; }",
    ),
    (
        "function bodies",
        "function sq(x: int) returns (int) { x * x } function {:inline} pos(x: int) returns (bool) { x > 0 }
         procedure p() { assert sq(3) == 9 && pos(1); }",
        "function sq(x: int) returns (int) { x * x } function {:inline} pos(x: int) returns (bool) { x > 0 }
         procedure p() { assert sq(3) == 9 && pos(0); }",
    ),
    (
        "Euclidean div and mod",
        "procedure p() { assert -7 div 2 == -4 && -7 mod 2 == 1 && 7 div -2 == -3 && 7 mod -2 == 1; }",
        "procedure p() { assert -7 div 2 == -3; }",
    ),
    (
        "reals",
        "procedure p() { var r: real; r := 1.5; assert r + r == 3.0 && r / 2.0 < r && real(2) == 2.0 && int(r) == 1; }",
        "procedure p() { var r: real; r := 1.5; assert int(r) == 2; }",
    ),
    (
        "break and while (*)",
        "procedure p() { var x: int; x := 0; while (*) invariant x >= 0; { if (x > 10) { break; } x := x + 1; } assert x >= 0; }",
        "procedure p() { var x: int; x := 0; while (*) invariant x >= 0; { if (x > 10) { break; } x := x + 1; } assert x > 10; }",
    ),
    (
        "return",
        "procedure p(a: int) returns (r: int) ensures r >= 0; { r := 0; if (a < 0) { return; } r := a; }",
        "procedure p(a: int) returns (r: int) ensures r > 0; { r := 0; if (a < 0) { return; } r := a; }",
    ),
    (
        "calls with several results and separate implementations",
        "procedure two() returns (a: int, b: int); ensures a < b;
         procedure p() { var x, y: int; call x, y := two(); assert x < y; }
         implementation two() returns (u: int, v: int) { u := 1; v := 2; }",
        "procedure two() returns (a: int, b: int); ensures a < b;
         procedure p() { var x, y: int; call x, y := two(); assert x < y; }
         implementation two() returns (u: int, v: int) { u := 2; v := 1; }",
    ),
    (
        "quantifiers with triggers and polymorphic functions",
        "function f(int) returns (int); axiom (forall x: int :: {f(x)} f(x) > x);
         function id<T>(x: T) returns (T); axiom (forall<T> x: T :: id(x) == x);
         procedure p() { assert f(id(3)) > 3; assert (exists y: int :: y > 3); }",
        "function f(int) returns (int); axiom (forall x: int :: {f(x)} f(x) > x);
         function id<T>(x: T) returns (T); axiom (forall<T> x: T :: id(x) == x);
         procedure p() { assert f(id(3)) > 4; }",
    ),
    (
        "type constructors and synonyms",
        "type Box a; type IntBox = Box int; type M = [IntBox]bool; function mk(int) returns (IntBox);
         axiom (forall x, y: int :: mk(x) == mk(y) ==> x == y);
         procedure p() { var m: M; m[mk(1)] := true; m[mk(2)] := false; assert m[mk(1)]; }",
        "type Box a; type IntBox = Box int; type M = [IntBox]bool; function mk(int) returns (IntBox);
         procedure p() { var m: M; m[mk(1)] := true; m[mk(2)] := false; assert m[mk(1)]; }",
    ),
    (
        "identifiers needing mangling",
        "var $G.x: int; const Max#1: int; axiom Max#1 == 3;
         procedure P'(in: int) returns (result: int) modifies $G.x; ensures result == Max#1 + in; { $G.x := in; result := Max#1 + $G.x; }",
        "var $G.x: int; const Max#1: int; axiom Max#1 == 3;
         procedure P'(in: int) returns (result: int) modifies $G.x; ensures result == Max#1 + in; { $G.x := in + 1; result := Max#1 + $G.x; }",
    ),
    (
        "old in bodies reads globals at entry, locals now",
        "var g: int;
         procedure p() returns (r: int) modifies g; { var l: int; l := 5; r := 1; g := g + 1; assert old(r) == 1 && old(l) == 5; assert old(g) == g - 1; }",
        "var g: int;
         procedure p() returns (r: int) modifies g; { var l: int; l := 5; r := 1; g := g + 1; assert old(g) == g; }",
    ),
];

#[test]
fn supported_constructs_prove_and_wrong_variants_do_not() {
    if !common::require_tools(&["why3", "z3"]) {
        return;
    }
    let (a, b) = CASES.split_at(CASES.len() / 2);
    let check = |cases: &[(&str, &str, &str)]| -> Vec<String> {
        let mut problems = Vec::new();
        for (name, good, bad) in cases {
            if !proves(good, 60) {
                problems.push(format!("{name}: correct program does not prove"));
            }
            if proves(bad, 1) {
                problems.push(format!("{name}: wrong variant proves"));
            }
        }
        problems
    };
    let problems = std::thread::scope(|s| {
        let ha = s.spawn(|| check(a));
        let hb = s.spawn(|| check(b));
        let mut p = ha.join().expect("thread");
        p.extend(hb.join().expect("thread"));
        p
    });
    assert!(problems.is_empty(), "{problems:#?}");
}

/// (Boogie program, expected words in the construct, line of the construct)
const UNSUPPORTED: &[(&str, &str, u32)] = &[
    ("procedure p() {\n  L: goto L;\n}", "goto", 2),
    ("procedure p() {\n  var x: bv32;\n}", "bit-vector", 2),
    ("procedure p() {\n  assert (lambda x: int :: x) == (lambda x: int :: x);\n}", "lambda", 2),
    ("procedure q(x: int);\nprocedure p() {\n  call forall q(*);\n}", "call forall", 3),
    ("type Ref;\nvar H: <a>[Ref]a;\n", "polymorphic map", 2),
    ("var x: int where x > 0;\n", "where clause", 1),
    ("type C;\nconst a: C;\nconst b: C extends a;\n", "extends", 3),
    ("type C;\nconst a: C;\naxiom\n  a <: a;\n", "<:", 4),
    ("procedure p() {\n  yield;\n}", "yield", 2),
    ("procedure q();\nprocedure p() {\n  async call q();\n}", "async call", 3),
    ("var x: float24e8;\n", "floating-point type", 1),
    ("procedure p() {\n  assert\n    RNE == RNE;\n}", "rounding mode", 3),
];

#[test]
fn unsupported_constructs_are_named_with_their_line() {
    for (src, what, line) in UNSUPPORTED {
        let Ok(p) = wobble::syntax::parse_program(src, "u.bpl") else {
            // The parser may reject some exotic constructs itself; that is fine too.
            continue;
        };
        match wobble::translate::to_whyml(&[p]) {
            Ok(t) => panic!("`{src}` translated:\n{t}"),
            Err(u) => {
                assert!(u.construct.contains(what), "`{src}`: construct `{}` does not name `{what}`", u.construct);
                assert_eq!(u.pos.line, *line, "`{src}`: wrong line for `{}`", u.construct);
            }
        }
    }
    // Sanity: at least the core ones parse, so the loop above really checked something.
    assert!(translate(UNSUPPORTED[0].0).is_err());
    assert!(translate(UNSUPPORTED[1].0).is_err());
}
