//! Property tests of the front-end: the parser never panics (random bytes, random token soup,
//! hostile nesting), accepted soup prints and parses back to the same AST, rejected soup gets an
//! error inside the input (`FILE:LINE:COL: message`), and printing random ASTs parses back to the
//! same AST.

use proptest::prelude::*;
use wobble::syntax::ast::*;
use wobble::syntax::{parse_expr, parse_program, print_expr, print_program};

const TOKENS: &[&str] = &[
    "procedure",
    "implementation",
    "function",
    "axiom",
    "const",
    "var",
    "type",
    "unique",
    "extends",
    "complete",
    "finite",
    "returns",
    "requires",
    "ensures",
    "modifies",
    "free",
    "where",
    "assert",
    "assume",
    "havoc",
    "call",
    "async",
    "par",
    "yield",
    "if",
    "then",
    "else",
    "while",
    "invariant",
    "break",
    "goto",
    "return",
    "forall",
    "exists",
    "lambda",
    "old",
    "int",
    "real",
    "bool",
    "bv32",
    "true",
    "false",
    "div",
    "mod",
    "x",
    "y",
    "P",
    "L",
    "0",
    "1",
    "5bv32",
    "1.5",
    "1e3",
    "\"s\"",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "{:",
    "|{",
    "}|",
    ":",
    "::",
    ":=",
    ";",
    ",",
    "<",
    ">",
    "<=",
    ">=",
    "==",
    "!=",
    "<:",
    "<==>",
    "==>",
    "<==",
    "&&",
    "||",
    "++",
    "+",
    "-",
    "*",
    "**",
    "/",
    "!",
    "|",
    "=",
    "//",
    "/*",
    "*/",
    "\\",
    "@",
    "\n",
];

/// The parser's verdict on `s` is well formed: an accepted program prints and parses back to
/// itself; a rejection points inside the input (a line of it, a column at most one past that
/// line's end) and says what it expected or why.
fn well_formed(s: &str) -> Result<(), TestCaseError> {
    match parse_program(s, "soup.bpl") {
        Ok(p) => {
            let printed = print_program(&p);
            let again = parse_program(&printed, "printed.bpl");
            prop_assert_eq!(again.as_ref().ok(), Some(&p), "input: {}\nprinted: {}", s, printed);
        }
        Err(e) => {
            let lines: Vec<&str> = s.split('\n').collect();
            prop_assert!(e.line >= 1 && e.line <= lines.len(), "line {} outside input: {}", e.line, s);
            let len = lines[e.line - 1].chars().count();
            prop_assert!(e.col >= 1 && e.col <= len + 1, "column {} outside line {}: {}", e.col, e.line, s);
            prop_assert!(!e.message.is_empty());
            let shown = e.to_string();
            let prefix = format!("soup.bpl:{}:{}: ", e.line, e.col);
            prop_assert!(shown.starts_with(&prefix), "{}", shown);
        }
    }
    Ok(())
}

/// Random operand/operator chains (every precedence level, Boogie's mixing restrictions, unicode
/// operators, suffixes and coercions), so that many inputs are accepted and many rejected late.
fn expr_soup() -> impl Strategy<Value = String> {
    const OPERANDS: &[&str] = &[
        "x",
        "y",
        "f(x)",
        "m[x]",
        "m[x := y]",
        "b[3:1]",
        "1",
        "2.5",
        "7bv8",
        "true",
        "old(x)",
        "(x)",
        "-x",
        "!y",
        "\u{ac}x",
        "(forall z: int :: { f(z) } z > 0)",
        "(x : int)",
        "x : T",
        "if x then y else z",
        "int(x)",
        "m[x][y]",
        "(lambda q: int :: q)",
        "(a ==> b)",
        "(a && b)",
        "- - x",
        "m[]",
        "f()",
    ];
    const OPS: &[&str] = &[
        "+", "-", "*", "**", "div", "mod", "/", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "==>", "<==", "<==>",
        "++", "<:", "\u{2227}", "\u{21d2}", "\u{2264}",
    ];
    (
        prop::sample::select(OPERANDS),
        prop::collection::vec((prop::sample::select(OPS), prop::sample::select(OPERANDS)), 0..8),
    )
        .prop_map(|(first, rest)| {
            let mut s = format!("axiom {first}");
            for (op, e) in rest {
                s.push_str(&format!(" {op} {e}"));
            }
            s.push(';');
            s
        })
}

fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(TOKENS), 0..60).prop_map(|v| v.join(" "))
}

/// Statement-shaped soup inside a procedure body, so that deeper grammar paths are exercised.
fn body_soup() -> impl Strategy<Value = String> {
    token_soup().prop_map(|s| format!("procedure P(x: int) returns (y: int) {{ var z: int; {s} }}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let s = String::from_utf8_lossy(&bytes);
        let _ = parse_program(&s, "fuzz.bpl");
    }

    #[test]
    fn token_soup_never_panics(s in token_soup()) {
        well_formed(&s)?;
    }

    #[test]
    fn body_soup_never_panics(s in body_soup()) {
        well_formed(&s)?;
    }

    #[test]
    fn expression_soup_is_accepted_or_rejected_cleanly(s in expr_soup()) {
        well_formed(&s)?;
    }

    #[test]
    fn printed_random_expressions_parse_back(e in arb_expr()) {
        let printed = print_expr(&e);
        let back = parse_expr(&printed, "e");
        prop_assert_eq!(back.as_ref().ok(), Some(&e), "printed: {} ({:?})", printed, back.as_ref().err());
        prop_assert_eq!(print_expr(back.as_ref().unwrap()), printed);
    }
}

fn arb_ident() -> impl Strategy<Value = Ident> {
    prop::sample::select(&["x", "y", "m", "f", "$a.b", "b#1", "T"][..]).prop_map(Ident::from)
}

fn arb_type() -> impl Strategy<Value = Type> {
    let leaf = prop_oneof![
        Just(Type::Int),
        Just(Type::Bool),
        Just(Type::Real),
        (1u32..64).prop_map(Type::Bv),
        arb_ident().prop_map(|n| Type::Named(n, vec![])),
    ];
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop_oneof![
            (arb_ident(), prop::collection::vec(inner.clone(), 1..3)).prop_map(|(n, a)| Type::Named(n, a)),
            (prop::collection::vec(inner.clone(), 0..3), inner).prop_map(|(d, r)| Type::map(vec![], d, r)),
        ]
    })
}

fn arb_binop() -> impl Strategy<Value = BinOp> {
    use BinOp::*;
    prop::sample::select(
        &[
            Iff, Implies, Explies, And, Or, Eq, Neq, Lt, Le, Gt, Ge, Subtype, Concat, Add, Sub, Mul, Div, Mod, RealDiv,
            Pow,
        ][..],
    )
}

fn arb_expr() -> impl Strategy<Value = Expr> {
    let leaf = prop_oneof![
        any::<bool>().prop_map(|b| Expr::new(ExprKind::Lit(Lit::Bool(b)))),
        (0u64..1000).prop_map(|n| Expr::new(ExprKind::Lit(Lit::Int(n.to_string().into())))),
        prop::sample::select(&["1.5", "1e3", "2.0e-1"][..]).prop_map(|s| Expr::new(ExprKind::Lit(Lit::Real(s.into())))),
        (0u64..100, 1u32..64).prop_map(|(v, w)| Expr::new(ExprKind::Lit(Lit::Bv(v.to_string().into(), w)))),
        arb_ident().prop_map(|x| Expr::new(ExprKind::Var(x))),
    ];
    leaf.prop_recursive(5, 48, 3, |inner| {
        let b = |e: Expr| Box::new(e);
        prop_oneof![
            (arb_binop(), inner.clone(), inner.clone()).prop_map(move |(op, l, r)| Expr::binary(op, l, r)),
            (prop::sample::select(&[UnOp::Not, UnOp::Neg][..]), inner.clone())
                .prop_map(move |(op, e)| Expr::new(ExprKind::Unary(op, b(e)))),
            (arb_ident(), prop::collection::vec(inner.clone(), 0..3)).prop_map(|(f, a)| Expr::call(f, a)),
            inner.clone().prop_map(move |e| Expr::new(ExprKind::Old(b(e)))),
            (inner.clone(), prop::collection::vec(inner.clone(), 1..3))
                .prop_map(move |(m, i)| Expr::new(ExprKind::Select(b(m), i.into()))),
            (inner.clone(), prop::collection::vec(inner.clone(), 1..3), inner.clone()).prop_map(move |(m, i, v)| {
                Expr::new(ExprKind::Store(Box::new(MapStore { map: m, indices: i.into(), value: v })))
            }),
            (inner.clone(), 0u32..64, 0u32..64).prop_map(move |(e, h, l)| Expr::new(ExprKind::Extract(b(e), h, l))),
            (inner.clone(), inner.clone(), inner.clone()).prop_map(move |(c, t, e)| Expr::new(ExprKind::IfThenElse(
                b(c),
                b(t),
                b(e)
            ))),
            (inner.clone(), arb_type()).prop_map(move |(e, t)| Expr::new(ExprKind::Coerce(b(e), Box::new(t)))),
            (
                prop::sample::select(&[QuantKind::Forall, QuantKind::Exists, QuantKind::Lambda][..]),
                arb_type(),
                inner.clone(),
                inner.clone()
            )
                .prop_map(|(kind, ty, trig, body)| {
                    let annots = if kind == QuantKind::Lambda { vec![] } else { vec![QuantAnnot::Trigger(vec![trig])] };
                    Expr::new(ExprKind::Quant(Box::new(Quantifier {
                        kind,
                        type_params: vec![],
                        vars: vec![TypedIdents { attrs: vec![], names: vec!["q".into()], ty, where_clause: None }],
                        annots,
                        body,
                    })))
                }),
        ]
    })
}

/// Runs `f` on a thread with a 2 MB stack (the default for test threads), so that a stack
/// overflow shows up as a failed test rather than depending on the main thread's larger stack.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("no stack overflow or panic");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    on_small_stack(|| {
        let n = 20_000;
        let parens = format!("axiom {}true{};", "(".repeat(n), ")".repeat(n));
        let err = parse_program(&parens, "deep.bpl").unwrap_err();
        assert!(err.message.contains("nested too deeply"), "{err}");

        let negs = format!("axiom {}x;", "-".repeat(n));
        assert!(parse_program(&negs, "deep.bpl").unwrap_err().message.contains("too deeply"));

        let nots = format!("axiom {}x;", "! ".repeat(n));
        assert!(parse_program(&nots, "deep.bpl").is_err());

        let sum = format!("axiom x{};", " + x".repeat(n));
        assert!(parse_program(&sum, "deep.bpl").unwrap_err().message.contains("too deeply"));

        let imp = format!("axiom x{};", " ==> x".repeat(n));
        assert!(parse_program(&imp, "deep.bpl").unwrap_err().message.contains("too deeply"));

        let blocks = format!("procedure p() {{ {} }}", "if (*) {".repeat(n) + &"}".repeat(n));
        assert!(parse_program(&blocks, "deep.bpl").is_err());

        let comments = format!("{} x {}", "/*".repeat(n), "*/".repeat(n));
        assert!(parse_program(&comments, "deep.bpl").is_err());

        let attrs = format!("axiom {}x;", "{:a ".repeat(n));
        assert!(parse_program(&attrs, "deep.bpl").is_err());
    });
}

#[test]
fn moderate_nesting_is_accepted() {
    on_small_stack(|| {
        let n = 190;
        let parens = format!("axiom {}true{};", "(".repeat(n), ")".repeat(n));
        let p = parse_program(&parens, "ok.bpl").unwrap_or_else(|e| panic!("{e}"));
        let printed = print_program(&p);
        assert_eq!(printed, "axiom true;\n");

        let sum = format!("axiom x{} > 0;", " + x".repeat(1000));
        let p = parse_program(&sum, "ok.bpl").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(parse_program(&print_program(&p), "again").unwrap(), p);

        let blocks = format!("procedure p() {{ {} }}", "if (*) {".repeat(100) + &"}".repeat(100));
        let p = parse_program(&blocks, "ok.bpl").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(parse_program(&print_program(&p), "again").unwrap(), p);
    });
}
