//! Unit tests of the printer (precedence-aware parentheses, layout) and of parse error positions.

use wobble::syntax::ast::*;
use wobble::syntax::{parse_expr, parse_program, print_decl, print_expr, print_program, print_stmt};

/// Parses `src` as an expression and prints it back.
fn norm(src: &str) -> String {
    let e = parse_expr(src, "t").unwrap_or_else(|e| panic!("{src}: {e}"));
    let printed = print_expr(&e);
    let again = parse_expr(&printed, "t").unwrap_or_else(|e| panic!("{printed}: {e}"));
    assert_eq!(e, again, "round trip of {src} via {printed}");
    printed
}

#[test]
fn parentheses_are_minimal_but_keep_structure() {
    let cases = [
        ("a ==> b ==> c", "a ==> b ==> c"),
        ("(a ==> b) ==> c", "(a ==> b) ==> c"),
        ("a <== b <== c", "a <== b <== c"),
        ("a <== (b <== c)", "a <== (b <== c)"),
        ("(a <==> b) <==> c", "a <==> b <==> c"),
        ("a <==> (b <==> c)", "a <==> (b <==> c)"),
        ("(a && b) || c", "(a && b) || c"),
        ("a && (b && c)", "a && (b && c)"),
        ("((a && b) && c)", "a && b && c"),
        ("a - b - c", "a - b - c"),
        ("a - (b - c)", "a - (b - c)"),
        ("a - (b + c)", "a - (b + c)"),
        ("(a * b) + c", "a * b + c"),
        ("a * (b + c)", "a * (b + c)"),
        ("a ** b ** c", "a ** b ** c"),
        ("(a ** b) ** c", "(a ** b) ** c"),
        ("-a ** b", "-a ** b"),
        ("-(a ** b)", "-(a ** b)"),
        ("- -x", "-(-x)"),
        ("-(-5)", "-(-5)"),
        ("a - -5", "a - -5"),
        ("!(a == b)", "!(a == b)"),
        ("(a == b) == c", "(a == b) == c"),
        ("a == (b == c)", "a == (b == c)"),
        ("(a < b) ==> (c < d)", "a < b ==> c < d"),
        ("x ++ y ++ z", "x ++ y ++ z"),
        ("(if a then b else c) + 1", "(if a then b else c) + 1"),
        ("1 + (if a then b else c)", "1 + (if a then b else c)"),
        ("if a then b else c + 1", "if a then b else c + 1"),
        ("(x : int) + 1", "(x : int) + 1"),
        ("f(x : int)", "f(x : int)"),
        ("(forall x: int :: x > 0) && b", "(forall x: int :: x > 0) && b"),
        ("old(x) + 1", "old(x) + 1"),
        ("m[i][j := 1][k]", "m[i][j := 1][k]"),
        ("(-x)[1]", "(-x)[1]"),
        ("b[8:0] ++ c[31:8]", "b[8:0] ++ c[31:8]"),
        ("(a + b)[1]", "(a + b)[1]"),
        ("int(r) div 2 mod 3", "int(r) div 2 mod 3"),
        ("real(1) / 2.5e-1", "real(1) / 2.5e-1"),
        ("1e3 + 1.5", "1e3 + 1.5"),
        ("5bv32", "5bv32"),
        ("(lambda x: int :: x + 1)[3]", "(lambda x: int :: x + 1)[3]"),
        (
            "(exists<T> x: T :: {:a 1, \"s\"} { f(x), g(x) } { h(x) } f(x))",
            "(exists<T> x: T :: {:a 1, \"s\"} { f(x), g(x) } { h(x) } f(x))",
        ),
        ("x <: y", "x <: y"),
    ];
    for (src, want) in cases {
        assert_eq!(norm(src), want, "printing {src}");
    }
}

#[test]
fn implication_is_right_associative_and_explication_left() {
    let e = parse_expr("a ==> b ==> c", "t").unwrap();
    let ExprKind::Binary(BinOp::Implies, l, r) = &e.kind else { panic!("{e:?}") };
    assert_eq!(l.kind, ExprKind::Var("a".into()));
    assert!(matches!(r.kind, ExprKind::Binary(BinOp::Implies, _, _)));
    let e = parse_expr("a <== b <== c", "t").unwrap();
    let ExprKind::Binary(BinOp::Explies, l, _) = &e.kind else { panic!("{e:?}") };
    assert!(matches!(l.kind, ExprKind::Binary(BinOp::Explies, _, _)));
}

#[test]
fn precedence_follows_boogie() {
    let e = parse_expr("a || b ==> c && d <==> e", "t").unwrap();
    let ExprKind::Binary(BinOp::Iff, l, _) = &e.kind else { panic!() };
    let ExprKind::Binary(BinOp::Implies, ll, lr) = &l.kind else { panic!() };
    assert!(matches!(ll.kind, ExprKind::Binary(BinOp::Or, _, _)));
    assert!(matches!(lr.kind, ExprKind::Binary(BinOp::And, _, _)));
    let e = parse_expr("x + y * z < w ++ v", "t").unwrap();
    let ExprKind::Binary(BinOp::Lt, l, r) = &e.kind else { panic!() };
    assert!(matches!(l.kind, ExprKind::Binary(BinOp::Add, _, _)));
    assert!(matches!(r.kind, ExprKind::Binary(BinOp::Concat, _, _)));
    // Coercion binds tighter than unary minus: -x : int is -(x : int).
    let e = parse_expr("-x : int", "t").unwrap();
    let ExprKind::Unary(UnOp::Neg, inner) = &e.kind else { panic!("{e:?}") };
    assert!(matches!(&inner.kind, ExprKind::Coerce(_, t) if **t == Type::Int));
}

#[test]
fn boogie_restrictions_are_errors() {
    for (src, what) in [
        ("a && b || c", "cannot be mixed"),
        ("a ==> b <== c", "cannot be mixed"),
        ("a <== b ==> c", "cannot be mixed"),
        ("a < b < c", "cannot be chained"),
        ("a == b != c", "cannot be chained"),
    ] {
        let err = parse_expr(src, "t").expect_err(src);
        assert!(err.message.contains(what), "{src}: {err}");
    }
}

#[test]
fn error_positions_and_messages() {
    let err = parse_program("procedure p()\n{\n  x := ;\n}\n", "f.bpl").unwrap_err();
    assert_eq!((err.line, err.col), (3, 8), "{err}");
    // Boogie takes attributes after `:=` (`x := {:a} e;`), so they are expected there too.
    assert!(err.message.starts_with("expected attribute or expression"), "{err}");
    assert!(err.to_string().starts_with("f.bpl:3:8: expected"), "{err}");

    let err = parse_program("var x: int\nvar y: int;", "g.bpl").unwrap_err();
    assert_eq!((err.line, err.col), (2, 1), "{err}");
    assert!(err.message.contains("`;`"), "{err}");

    let err = parse_program("procedure p() { assert x > ; }", "h.bpl").unwrap_err();
    assert_eq!((err.line, err.col), (1, 28), "{err}");

    let err = parse_program("const x: int;\nconst y: ;", "k.bpl").unwrap_err();
    assert_eq!((err.line, err.col), (2, 10), "{err}");
    assert!(err.message.contains("type"), "{err}");

    let err = parse_program("axiom a && b || c;", "m.bpl").unwrap_err();
    assert_eq!((err.line, err.col), (1, 14), "{err}");
}

#[test]
fn function_colon_result_is_normalized_to_returns() {
    let a = parse_program("function f(x: int): bool;", "a").unwrap();
    let b = parse_program("function f(x: int) returns (bool);", "b").unwrap();
    assert_eq!(a, b);
    assert_eq!(print_program(&a), "function f(x: int) returns (bool);\n");
}

#[test]
fn program_layout() {
    let src = "procedure P(x: int) returns (y: int) requires x > 0; modifies; { var t: int; L: t := x; if (t > 0) { y := t; } else if (*) { y := 0; } else { goto L; } while (*) invariant true; { break; } }";
    let p = parse_program(src, "p").unwrap();
    let want = "\
procedure P(x: int) returns (y: int)
  requires x > 0;
  modifies;
{
  var t: int;

L:
  t := x;
  if (t > 0) {
    y := t;
  } else if (*) {
    y := 0;
  } else {
    goto L;
  }
  while (*)
    invariant true;
  {
    break;
  }
}
";
    assert_eq!(print_program(&p), want);
}

#[test]
fn comments_nest_and_are_dropped() {
    let p = parse_program("/* a /* nested */ still comment */ // line\nconst x: int; // tail", "c").unwrap();
    assert_eq!(print_program(&p), "const x: int;\n");
}

#[test]
fn identifiers_and_keywords() {
    let p = parse_program("var $x.y#z'w`v~u^t?s_r: int; var \\if: bool; var int_: int;", "i").unwrap();
    assert_eq!(p.decls.len(), 3);
    assert!(parse_program("var if: int;", "i").is_err());
    assert!(parse_program("var int: int;", "i").is_err());
}

#[test]
fn bit_vector_types_and_extract_vs_select() {
    let p = parse_program("var b: bv32; axiom b[8:0] == 0bv8 && m[8] == 0;", "b").unwrap();
    let DeclKind::Var(v) = &p.decls[0].kind else { panic!() };
    assert_eq!(v.vars[0].ty, Type::Bv(32));
    let printed = print_program(&p);
    assert!(printed.contains("b[8:0] == 0bv8 && m[8] == 0"), "{printed}");
}

#[test]
fn where_clauses_only_where_boogie_allows_them() {
    assert!(parse_program("procedure p(x: int where x > 0);", "w").is_ok());
    let err = parse_program("implementation p(x: int where x > 0) { }", "w").unwrap_err();
    assert!(err.message.contains("where"), "{err}");
    let err = parse_program("axiom (forall x: int where x > 0 :: true);", "w").unwrap_err();
    assert!(err.message.contains("where"), "{err}");
}

#[test]
fn quantifier_with_only_type_parameters() {
    assert_eq!(norm("(forall<T> :: true)"), "(forall<T> :: true)");
}

#[test]
fn code_expressions_round_trip() {
    let src = "axiom |{ var q: int; A: q := 1; assume q > 0; goto B, C; B: return q == 1; C: return true; }|;";
    let p = parse_program(src, "c").unwrap_or_else(|e| panic!("{e}"));
    let DeclKind::Axiom(a) = &p.decls[0].kind else { panic!() };
    let ExprKind::Code(c) = &a.expr.kind else { panic!("{:?}", a.expr) };
    assert_eq!(c.blocks.len(), 3);
    assert_eq!(c.blocks[0].transfer, SpecTransfer::Goto(vec!["B".into(), "C".into()]));
    assert_eq!(parse_program(&print_program(&p), "again").unwrap(), p);
}

/// Printing recurses along the tree; a mutant can be far deeper than what the parser accepts, and
/// mutants are printed on rayon workers. Every entry point must grow its stack as it goes.
#[test]
fn deep_asts_print_on_a_small_stack() {
    let n = 100_000;
    let worker = std::thread::Builder::new().stack_size(256 << 10).spawn(move || {
        let mut e = Expr::var("x");
        for i in 0..n {
            e = if i % 2 == 0 { Expr::negate(e) } else { Expr::binary(BinOp::Add, Expr::var("y"), e) };
        }
        let text = print_expr(&e);
        assert_eq!(text.matches('!').count(), n / 2);
        let stmt = Stmt::new(StmtKind::Assert { attrs: vec![], expr: e });
        let body = vec![Stmt::new(StmtKind::If(Box::new(IfStmt {
            guard: Guard::Star,
            then_branch: vec![stmt],
            else_branch: None,
        })))];
        let printed_stmt = print_stmt(&body[0]);
        assert!(printed_stmt.starts_with("if (*) {\n  assert "), "{}", &printed_stmt[..40]);
        let mut blocks = body;
        for _ in 0..20_000 {
            blocks = vec![Stmt::new(StmtKind::While { guard: Box::new(Guard::Star), specs: vec![], body: blocks })];
        }
        let p = Program {
            decls: vec![Decl::new(DeclKind::Implementation(Box::new(ImplementationDecl {
                attrs: vec![],
                name: "p".into(),
                type_params: vec![],
                ins: vec![],
                outs: vec![],
                body: Body { locals: vec![], stmts: blocks },
            })))],
        };
        let printed = print_program(&p);
        assert_eq!(printed.matches("while (*)").count(), 20_000);
        assert_eq!(print_decl(&p.decls[0]).trim_end(), printed.trim_end());
        // Dropping a tree this deep recurses too (not the printer's business): leak it.
        std::mem::forget(p);
    });
    worker.expect("spawn").join().expect("printing a deep AST must not overflow the stack");
}
