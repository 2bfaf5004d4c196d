//! Every operator on parsed Boogie programs: sites exist where expected, every mutant prints to
//! Boogie that parses back to the same text, and selected applications give exactly the program
//! one would write by hand.

use crate::mutation_fixtures;

use mutation_fixtures::{FIG1, RICH};
use wobble::mutation::{operator, DeclRef, OpName, Site, Variant};
use wobble::syntax::{parse_program, print_program};

fn parse(src: &str) -> wobble::syntax::ast::Program {
    match parse_program(src, "test.bpl") {
        Ok(p) => p,
        Err(e) => panic!("{e}\n{src}"),
    }
}

fn variant(src: &str) -> Variant {
    Variant::from_program(parse(src))
}

/// Applies `op` at `site` (given as text) to `src` and compares with `expected` (as ASTs).
fn check(op: OpName, src: &str, site: &str, expected: &str) {
    let v = variant(src);
    let site: Site = site.parse().unwrap();
    assert!(operator(op).sites(&v).contains(&site), "{op}({site}) is not a site of\n{src}");
    let m = operator(op).apply(&v, &site).unwrap_or_else(|e| panic!("{e}"));
    let want = variant(expected);
    assert_eq!(m.to_programs(), want.to_programs(), "{op}({site}) gave\n{}", m.file_text(0));
}

#[test]
fn every_operator_has_sites_in_the_rich_program() {
    let v = variant(RICH);
    for op in OpName::ALL {
        let n = operator(op).sites(&v).len();
        // RICH is in Boogie 2.4.1's language: no `uses` clause, so the pruning operators skip it
        // (tests/hermetic/frontend_current.rs has their sites).
        if matches!(op, OpName::G3 | OpName::G4) {
            assert_eq!(n, 0, "{op} applies to a program without uses clauses");
            continue;
        }
        assert!(n > 0, "{op} has no site");
        assert_eq!(operator(op).count_sites(&v), n, "{op}");
    }
}

#[test]
fn every_mutant_prints_to_text_that_parses_back_to_itself() {
    for src in [FIG1, RICH] {
        let v = variant(src);
        for op in OpName::ALL {
            for site in operator(op).sites(&v).into_iter().take(150) {
                let m = operator(op).apply(&v, &site).unwrap_or_else(|e| panic!("{e}"));
                assert_ne!(m.key(), v.key(), "{op}({site}) changed nothing");
                for f in 0..m.file_count() {
                    let text = m.file_text(f);
                    let back =
                        parse_program(&text, "mutant.bpl").unwrap_or_else(|e| panic!("{op}({site}): {e}\n{text}"));
                    assert_eq!(print_program(&back), text, "{op}({site}) does not survive a print/parse round trip");
                }
                // Shared-declaration printing agrees with printing the whole file.
                for (f, p) in m.to_programs().iter().enumerate() {
                    assert_eq!(print_program(p), m.file_text(f));
                }
            }
        }
    }
}

#[test]
fn s1_swaps_declarations() {
    check(OpName::S1, "const a: int; const b: int; const c: int;", "0,2", "const c: int; const b: int; const a: int;");
}

#[test]
fn s2_splits_a_procedure_definition() {
    check(
        OpName::S2,
        "procedure {:inline 1} p(i: int where i > 0) returns (o: int) requires i > 0; ensures o == i; { o := i; }",
        "0",
        "procedure {:inline 1} p(i: int where i > 0) returns (o: int); requires i > 0; ensures o == i;
         implementation {:inline 1} p(i: int) returns (o: int) { o := i; }",
    );
}

#[test]
fn s3_moves_a_declaration_into_a_new_file() {
    let v = variant("const a: int; const b: int;");
    let m = operator(OpName::S3).apply(&v, &"0>1".parse().unwrap()).unwrap();
    let t = m.to_text("m");
    assert_eq!(t.files.len(), 2);
    assert_eq!(parse(&t.files[0].text), parse("const b: int;"));
    assert_eq!(parse(&t.files[1].text), parse("const a: int;"));
}

#[test]
fn l1_and_l2_rearrange_locals() {
    let src = "procedure p() { var x: int; var y, z: bool; x := 1; }";
    check(OpName::L1, src, "0:v0,1", "procedure p() { var y, z: bool; var x: int; x := 1; }");
    check(OpName::L2, src, "0:v1", "procedure p() { var x: int; var y: bool; var z: bool; x := 1; }");
    check(
        OpName::L2,
        "var {:a} g, h: int where g > 0;",
        "0",
        "var {:a} g: int where g > 0; var {:a} h: int where g > 0;",
    );
}

#[test]
fn l3_l4_join_contract_clauses() {
    let src = "procedure p(i: int) returns (o: int); requires i > 0; requires i < 9 || i > 20; free requires i != 3; ensures o == i ==> o > 0; ensures o > 1;";
    check(
        OpName::L3,
        src,
        "0#0,1",
        "procedure p(i: int) returns (o: int); requires (i > 0) && (i < 9 || i > 20); free requires i != 3; ensures o == i ==> o > 0; ensures o > 1;",
    );
    check(
        OpName::L4,
        src,
        "0#3,4",
        "procedure p(i: int) returns (o: int); requires i > 0; requires i < 9 || i > 20; free requires i != 3; ensures (o == i ==> o > 0) && o > 1;",
    );
    // Different free-ness or attributes: no site.
    let v = variant("procedure p(i: int); requires i > 0; free requires i > 1; requires {:msg \"m\"} i > 2;");
    assert!(operator(OpName::L3).sites(&v).is_empty());
}

#[test]
fn l5_swaps_clauses_asserts_and_invariants() {
    check(
        OpName::L5,
        "procedure p(i: int); requires i > 0; requires i > 1;",
        "0#0,1",
        "procedure p(i: int); requires i > 1; requires i > 0;",
    );
    check(
        OpName::L5,
        "procedure p(i: int) { assert i > 0; assert i > 1; }",
        "0@b0.0,1",
        "procedure p(i: int) { assert i > 1; assert i > 0; }",
    );
    check(
        OpName::L5,
        "procedure p(i: int) { while (*) invariant i > 0; invariant i > 1; { } }",
        "0@w0.0,1",
        "procedure p(i: int) { while (*) invariant i > 1; invariant i > 0; { } }",
    );
    // Not adjacent: no assert site.
    let v = variant("procedure p(i: int) { assert i > 0; i := 1; assert i > 1; }");
    assert!(operator(OpName::L5).sites(&v).is_empty());
}

#[test]
fn l6_flips_conditionals() {
    check(
        OpName::L6,
        "procedure p(i: int) { if (i > 0) { i := 1; } else { i := 2; } }",
        "0@i0",
        "procedure p(i: int) { if (!(i > 0)) { i := 2; } else { i := 1; } }",
    );
    check(
        OpName::L6,
        "procedure p(i: int) { if (i > 0) { i := 1; } }",
        "0@i0",
        "procedure p(i: int) { if (!(i > 0)) { } else { i := 1; } }",
    );
    check(
        OpName::L6,
        "procedure p(i: int) { if (i > 0) { i := 1; } else if (i < 0) { i := 2; } }",
        "0@i0",
        "procedure p(i: int) { if (!(i > 0)) { if (i < 0) { i := 2; } } else { i := 1; } }",
    );
    check(
        OpName::L6,
        "procedure p(i: int) { if (i > 0) { i := 1; } else if (i < 0) { i := 2; } }",
        "0@i1",
        "procedure p(i: int) { if (i > 0) { i := 1; } else if (!(i < 0)) { } else { i := 2; } }",
    );
    check(
        OpName::L6,
        "procedure p(i: int) { if (*) { i := 1; } else { i := 2; } }",
        "0@i0",
        "procedure p(i: int) { if (*) { i := 2; } else { i := 1; } }",
    );
}

#[test]
fn g1_adds_true() {
    let src = "procedure p(i: int) { i := 1; while (*) { } }";
    check(OpName::G1, src, "0:requires", "procedure p(i: int) requires true; { i := 1; while (*) { } }");
    check(OpName::G1, src, "0:ensures", "procedure p(i: int) ensures true; { i := 1; while (*) { } }");
    check(OpName::G1, src, "0@w0", "procedure p(i: int) { i := 1; while (*) invariant true; { } }");
    check(OpName::G1, src, "0@b0.1", "procedure p(i: int) { i := 1; assert true; while (*) { } }");
    check(OpName::G1, src, "0@b1.0", "procedure p(i: int) { i := 1; while (*) { assert true; } }");
}

#[test]
fn g2_removes_one_trigger() {
    let src = "function f(int): int; axiom (forall x: int :: {:weight 3} {f(x)} {f(x + 1)} f(x) > 0);";
    check(OpName::G2, src, "1#t1", "function f(int): int; axiom (forall x: int :: {:weight 3} {f(x)} f(x) > 0);");
    let v = variant(src);
    assert_eq!(operator(OpName::G2).sites(&v).len(), 2);
    assert!(operator(OpName::G2).apply(&v, &Site::Trigger { decl: DeclRef::new(0, 1), index: 2 }).is_err());
}
