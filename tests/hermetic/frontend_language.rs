//! The parts of Boogie 2.4.1's language beyond the core: let-expressions, floating-point types
//! and literals, rounding modes, and attributes in front of expressions. Each parses to its own
//! AST node, prints idempotently, is seen by name resolution and the mutation operators, and is
//! translated to WhyML or reported unsupported. (`tests/e2e/frontend_typecheck.rs` checks that
//! Boogie 2.4.1 type-checks the printed fixtures and their mutants.)

use std::path::Path;
use wobble::mutation::{operator, OpName, Site, Variant};
use wobble::syntax::ast::*;
use wobble::syntax::resolve::check_program;
use wobble::syntax::{parse_expr, parse_program, print_expr, print_program};

fn fixture(name: &str) -> (String, Program) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/syntax").join(name);
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let p = parse_program(&src, name).unwrap_or_else(|e| panic!("{e}"));
    (src, p)
}

const FIXTURES: [&str; 3] = ["let.bpl", "float.bpl", "attrs.bpl"];

/// Parses `src` as an expression, checks that it prints as `printed` and that the printed text
/// parses back to the same AST.
fn expr(src: &str, printed: &str) -> Expr {
    let e = parse_expr(src, "e").unwrap_or_else(|e| panic!("{src}: {e}"));
    assert_eq!(print_expr(&e), printed, "printing {src}");
    let back = parse_expr(printed, "printed").unwrap_or_else(|e| panic!("{printed}: {e}"));
    assert_eq!(back, e, "{printed} parses back differently");
    e
}

#[test]
fn let_expressions_bind_several_names_with_attributes() {
    let e = expr("(var {:a} x,y:=1 , f(z) ; {:w 1} {:v} x+y)", "(var {:a} x, y := 1, f(z); {:w 1} {:v} x + y)");
    assert_eq!(e.pos, Pos { line: 1, col: 2 });
    let ExprKind::Let(l) = &e.kind else { panic!("not a let: {e:?}") };
    let names: Vec<&str> = l.vars.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(names, ["x", "y"]);
    assert_eq!(l.vars[0].attrs.len(), 1);
    assert!(l.vars[1].attrs.is_empty());
    assert_eq!(l.rhs.len(), 2);
    let attrs: Vec<&str> = l.attrs.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(attrs, ["w", "v"]);
    assert!(matches!(l.body.kind, ExprKind::Binary(BinOp::Add, _, _)));
    // A let-expression is an atom: it keeps its parentheses as an operand and needs no more.
    expr("(var x := 1; x) + 2 * (var y := 2; y)", "(var x := 1; x) + 2 * (var y := 2; y)");
    expr("(var x := (var y := 1; y); (var z := x; z))", "(var x := (var y := 1; y); (var z := x; z))");
    // The grammar takes any number of right-hand sides (Boogie's type checker wants one each).
    let e = expr("(var x := 1, 2; x)", "(var x := 1, 2; x)");
    let ExprKind::Let(l) = &e.kind else { panic!("not a let") };
    assert_eq!((l.vars.len(), l.rhs.len()), (1, 2));
    for bad in ["(var := 1; x)", "(var x := ; x)", "(var x := 1 x)", "(var x := 1;)", "var x := 1; x"] {
        assert!(parse_expr(bad, "e").is_err(), "accepted: {bad}");
    }
}

#[test]
fn floating_point_literals_keep_their_text_and_sign() {
    for lit in [
        "0x1.8e1f24e8",
        "-0x0.0e0f24e8",
        "0x1.0e-3f53e11",
        "0xa.bce2f11e5",
        "0NaN24e8",
        "0nan24e8",
        "0+oo24e8",
        "0-oo24e8",
    ] {
        let e = expr(lit, lit);
        assert_eq!(e.kind, ExprKind::Lit(Lit::Float(lit.into())), "{lit}");
    }
    // A minus before a literal is part of it only without a space; a negation of a literal
    // prints with parentheses so that it stays a negation.
    let e = expr("- 0x1.0e0f24e8", "-(0x1.0e0f24e8)");
    assert!(matches!(&e.kind, ExprKind::Unary(UnOp::Neg, x) if matches!(x.kind, ExprKind::Lit(Lit::Float(_)))));
    let e = expr("x-0x1.0e0f24e8", "x - 0x1.0e0f24e8");
    assert!(matches!(e.kind, ExprKind::Binary(BinOp::Sub, _, _)));
    expr("x - -0x1.0e0f24e8", "x - -0x1.0e0f24e8");
    expr("0-oo24e8 < 0+oo24e8", "0-oo24e8 < 0+oo24e8");
    // Not floats: a decimal, a hexadecimal without sizes.
    assert!(matches!(expr("1.5e3", "1.5e3").kind, ExprKind::Lit(Lit::Real(_))));
    assert!(parse_expr("0x1.8e1", "e").is_err());
    assert!(parse_expr("0x1.8f24e8", "e").is_err());
}

#[test]
fn rounding_modes_are_literals_printed_short() {
    let cases = [
        ("RNE", RMode::Rne),
        ("roundNearestTiesToEven", RMode::Rne),
        ("RNA", RMode::Rna),
        ("roundNearestTiesToAway", RMode::Rna),
        ("RTP", RMode::Rtp),
        ("roundTowardPositive", RMode::Rtp),
        ("RTN", RMode::Rtn),
        ("roundTowardNegative", RMode::Rtn),
        ("RTZ", RMode::Rtz),
        ("roundTowardZero", RMode::Rtz),
    ];
    for (src, mode) in cases {
        let e = expr(src, mode.short_name());
        assert_eq!(e.kind, ExprKind::Lit(Lit::RMode(mode)));
    }
    // Keywords in Boogie: not identifiers. Names that merely start like them still are.
    assert!(parse_program("var RNE: int;", "k.bpl").is_err());
    assert!(parse_program("function roundTowardZero(): int;", "k.bpl").is_err());
    let e = expr("RNEx + RTZ_1", "RNEx + RTZ_1");
    assert!(matches!(e.kind, ExprKind::Binary(BinOp::Add, _, _)));
}

#[test]
fn float_and_rmode_types_are_built_in() {
    let p = parse_program(
        "var a: float24e8; var b: float53e11; var m: rmode; var n: [rmode]float11e5; \
         var c: float024e8; var d: float24e; var e: rmodes;",
        "t.bpl",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let tys: Vec<Type> = p
        .decls
        .iter()
        .map(|d| match &d.kind {
            DeclKind::Var(v) => v.vars[0].ty.clone(),
            k => panic!("{k:?}"),
        })
        .collect();
    assert_eq!(tys[0], Type::Float { sig: 24, exp: 8 });
    assert_eq!(tys[1], Type::Float { sig: 53, exp: 11 });
    assert_eq!(tys[2], Type::RMode);
    assert_eq!(tys[3], Type::map(vec![], vec![Type::RMode], Type::Float { sig: 11, exp: 5 }));
    // Leading zeros, a missing size and longer names stay user type names (printed as written).
    assert!(matches!(&tys[4], Type::Named(n, _) if n == "float024e8"));
    assert!(matches!(&tys[5], Type::Named(n, _) if n == "float24e"));
    assert!(matches!(&tys[6], Type::Named(n, _) if n == "rmodes"));
    let printed = print_program(&p);
    assert!(printed.contains("var n: [rmode]float11e5;"), "{printed}");
    assert_eq!(parse_program(&printed, "again").unwrap_or_else(|e| panic!("{e}")), p);
}

#[test]
fn fixtures_round_trip_and_print_idempotently() {
    for name in FIXTURES {
        let (_, p) = fixture(name);
        let printed = print_program(&p);
        let again = parse_program(&printed, "printed.bpl").unwrap_or_else(|e| panic!("{name}: {e}\n{printed}"));
        assert_eq!(again, p, "{name}");
        assert_eq!(print_program(&again), printed, "{name}");
    }
    // Long rounding-mode names are normalized, everything else is kept.
    let (src, p) = fixture("float.bpl");
    assert!(src.contains("roundTowardZero"));
    let printed = print_program(&p);
    assert!(!printed.contains("roundTowardZero") && printed.contains("m := RTZ;"), "{printed}");
    assert!(printed.contains("x := -0x0.0e0f24e8;") && printed.contains("x := 0+oo24e8;"), "{printed}");
    let (_, p) = fixture("attrs.bpl");
    let printed = print_program(&p);
    assert!(printed.contains("assume {:a} {:b 1, \"s\"} x > 0;"), "{printed}");
    assert!(printed.contains("r := (var {:u} {:v 1} y := x; {:w} {:z \"z\"} y + 1);"), "{printed}");
    // Boogie 2.4.1 takes attributes in front of function parameters and results, and after `:=`.
    assert!(
        printed.contains("function {:inline} g({:foo} x: int, {:bar 1} y: int) returns ({:baz} r: int)"),
        "{printed}"
    );
    assert!(printed.contains("r := {:print \"x\"} {:other 1} g(r, 2) + 1;"), "{printed}");
    let g = p.decls.iter().find_map(|d| match &d.kind {
        DeclKind::Function(f) if f.name == "g" => Some(f),
        _ => None,
    });
    let g = g.expect("function g");
    assert_eq!(g.params[1].attrs[0].name, "bar");
    assert_eq!(g.ret.attrs[0].name, "baz");
}

#[test]
fn assignment_attributes_sit_after_the_assign_operator() {
    let src = "procedure p() returns (o: int) { o := {:print \"x\"} o + 1; }";
    let p = parse_program(src, "a.bpl").unwrap_or_else(|e| panic!("{e}"));
    let printed = print_program(&p);
    assert!(printed.contains("o := {:print \"x\"} o + 1;"), "{printed}");
    let DeclKind::Procedure(pd) = &p.decls[0].kind else { panic!("not a procedure") };
    let StmtKind::Assign { attrs, rhs, .. } = &pd.body.as_ref().expect("body").stmts[0].kind else {
        panic!("not an assignment")
    };
    assert_eq!((attrs.len(), rhs.len()), (1, 1));
    assert_eq!(parse_program(&printed, "again").unwrap_or_else(|e| panic!("{e}")), p);
    // Not before `:=`, and a trigger is not an attribute.
    for bad in ["procedure p() returns (o: int) { o {:a} := 1; }", "procedure p() returns (o: int) { o := {o} 1; }"] {
        let e = parse_program(bad, "bad.bpl").err().unwrap_or_else(|| panic!("accepted: {bad}"));
        assert!(e.to_string().starts_with("bad.bpl:1:"), "{e}");
    }
}

#[test]
fn let_bound_names_are_bound_for_name_resolution() {
    let (_, p) = fixture("let.bpl");
    check_program(&p).unwrap_or_else(|e| panic!("{e}"));
    // Bound in the body only: not in the right-hand sides, not after the let-expression.
    for bad in ["axiom (var x := x; x) == 1;", "axiom (var x, y := 1, x; y) == 1;", "axiom (var x := 1; x) == x;"] {
        let p = parse_program(bad, "r.bpl").unwrap_or_else(|e| panic!("{e}"));
        let e = check_program(&p).err().unwrap_or_else(|| panic!("resolved: {bad}"));
        assert_eq!(e.name, "x", "{bad}: {e}");
    }
    let p = parse_program("const c: int; axiom (var x := c; (var y := x; y + x)) == c;", "r.bpl").unwrap();
    check_program(&p).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn every_operator_mutates_the_fixtures_into_programs_that_parse_back() {
    for name in FIXTURES {
        let (_, p) = fixture(name);
        let v = Variant::from_program(p);
        let mut applied = 0;
        for op in OpName::ALL {
            for site in operator(op).sites(&v).into_iter().take(60) {
                let m = operator(op).apply(&v, &site).unwrap_or_else(|e| panic!("{name}: {e}"));
                for f in 0..m.file_count() {
                    let text = m.file_text(f);
                    let back = parse_program(&text, "mutant.bpl")
                        .unwrap_or_else(|e| panic!("{name} {op}({site}): {e}\n{text}"));
                    assert_eq!(print_program(&back), text, "{name} {op}({site})");
                }
                applied += 1;
            }
        }
        assert!(applied >= 10, "{name}: only {applied} mutants");
    }
}

/// G2 (remove a trigger) finds the triggers of quantifiers inside let-expressions: in let bodies
/// and in right-hand sides, numbered in source order.
#[test]
fn triggers_inside_let_expressions_are_g2_sites() {
    let src = "function f(x: int): int;\n\
               axiom (var c := (forall y: int :: { f(y) } f(y) > 0); \
               c && (forall x: int :: { f(x) } { f(x + 1) } f(x) > 1));";
    let v = Variant::from_program(parse_program(src, "g2.bpl").unwrap_or_else(|e| panic!("{e}")));
    let g2 = operator(OpName::G2);
    let sites = g2.sites(&v);
    assert_eq!(sites.len(), 3, "{sites:?}");
    assert_eq!(g2.count_sites(&v), 3);
    let last: Site = sites[2].clone();
    let m = g2.apply(&v, &last).unwrap_or_else(|e| panic!("{e}"));
    let text = m.file_text(0);
    assert!(text.contains("{ f(y) }") && text.contains("{ f(x) } f(x) > 1") && !text.contains("f(x + 1)"), "{text}");
    let first = g2.apply(&v, &sites[0]).unwrap_or_else(|e| panic!("{e}"));
    assert!(!first.file_text(0).contains("{ f(y) }"), "{}", first.file_text(0));
}

#[test]
fn whyml_translates_let_and_names_floats_unsupported() {
    let p = parse_program(
        "procedure p(x: int) returns (y: int) ensures y == (var a, b := x, 1; a + b); { y := (var t := x; t + 1); }",
        "w.bpl",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let w = wobble::translate::to_whyml(&[p]).unwrap_or_else(|e| panic!("{e}"));
    assert!(w.contains("let (") && w.contains(") = (") && w.contains(" in "), "{w}");
    for (src, what, line) in [
        ("var x: float24e8;\n", "floating-point type", 1),
        ("procedure p() {\n  var m: rmode;\n}", "rounding-mode type", 2),
        ("procedure p() {\n  assert\n 0NaN24e8 == 0NaN24e8;\n}", "floating-point literal", 3),
        ("axiom (var x := 1, 2; x == 1);", "differ in number", 1),
    ] {
        let p = parse_program(src, "u.bpl").unwrap_or_else(|e| panic!("{e}"));
        let u = wobble::translate::to_whyml(&[p]).err().unwrap_or_else(|| panic!("translated: {src}"));
        assert!(u.construct.contains(what), "{src}: {}", u.construct);
        assert_eq!(u.pos.line, line, "{src}: {u}");
    }
}

/// The grammar's Unicode spellings (`∀`, `⇒`, the `•` quantifier separator, ...) are parsed and
/// printed in ASCII. The installed Boogie 2.4.1 itself rejects them ("invalid QSep", "invalid
/// AtomExpression": its scanner reads bytes), so printing them in ASCII is what makes such a
/// program acceptable to it.
#[test]
fn unicode_spellings_print_as_ascii() {
    expr("(\u{2200} x: int \u{2022} x == x)", "(forall x: int :: x == x)");
    expr("(\u{3bb} x: int \u{2022} x)[1] \u{2260} 2 \u{21d2} \u{ac}b", "(lambda x: int :: x)[1] != 2 ==> !b");
}
