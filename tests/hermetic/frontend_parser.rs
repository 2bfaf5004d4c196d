//! The parser on hand-picked inputs: constructs where the grammar's ordered choice and look-ahead
//! matter (each must parse, print, and parse back to the same AST), inputs Boogie rejects (each
//! must be an error with a position), the nesting limits, `parse_expr`'s whole-input rule, and
//! `wobble parse` on the command line.

use std::path::Path;
use wobble::syntax::ast::Pos;
use wobble::syntax::{parse_expr, parse_program, print_program};

/// Inputs where look-ahead decisions matter; all are accepted and must round-trip.
const ACCEPTED: &[&str] = &[
    "procedure p() { L: x := 1; goto L; }",
    "procedure p() { x, m[1][2, 3] := 1, 2; }",
    "axiom (forall x: int :: {:weight 3} { f(x) } {:qid \"q\"} f(x) > 0);",
    "axiom (forall<T> :: true);",
    "axiom (forall<T> x: T, {:a} y: int :: x == x);",
    "axiom b[8:0] == b[7 : 0] && m[8:int] == 0;",
    "axiom m[i := v][j] == m[][:= 1][];",
    "axiom (x : Field int) == y && (z : <a>[a]a) == w;",
    "axiom x : T < y;",
    "procedure p() { call forall P(*, x); call x, y := Q(1); async free call {:a} R(); par A() | x := B(y); }",
    "procedure p() { if (*) { } else if (b) { } else { } while (*) free invariant {:a} x; invariant y; { break; } }",
    "axiom |{ var x: int; A: assume x > 0; goto B, C; B: return x > 0; C: x := 1; return true; }| ;",
    "axiom (|{ A: return true; }|);",
    "type finite T; type {:a} C a b, S a = [a]C a int; type X = (int);",
    "const unique a, b: T extends unique p, q complete; const c: int extends; const d: T extends complete;",
    "function {:inline} f<T>(x: T) returns (r: T) { x } function k<T>(T, [int]bool, Field T) returns (T); function g(int): bool;",
    "function f({:a} r1, r2: ref, b: bool, bv8, float24e8, rmode: int): bool { r1 == r2 && b && bv8 > 0 }",
    "var {:global} x: int where x > 0, y: bool;",
    "procedure {:inline 1} p<T>({:pointer} x: T where true) returns (y: int); free requires {:a} true; modifies; modifies a, b; ensures old(y) == y;",
    "implementation p(x: int) returns (y: int) { var {:a} t: int; var u: int where u > 0; y := x; }",
    "axiom a <==> b ==> c ==> d || e;",
    "axiom a <== b <== c;",
    "axiom -x + - -y * z ** w ** v div 2 mod 3 / 1.5e-3 - 5bv32 ++ 0bv1 <: t;",
    "axiom !a && !(b != c) && \u{ac}d;",
    "axiom a \u{21d2} b \u{21d4} c \u{2227} d \u{2264} e;",
    "axiom (\u{2200} x: int :: (\u{2203} y: int :: (\u{3bb} z: int :: z)[x] == y));",
    "axiom if a then b else if c then d else e + 1;",
    "axiom int(1.5) == 1 && real(1) == 1.0 && 1e5 == 2.5;",
    "axiom \\assert == $x.y#z'?^_`~;",
    "axiom x /* nested /* comment */ still */ == y // line comment\n;",
    "axiom {:msg \"caf\u{e9}\"} f(x) == \u{ac}y;",
];

#[test]
fn tricky_inputs_parse_and_round_trip() {
    for (i, src) in ACCEPTED.iter().enumerate() {
        let name = format!("case{i}.bpl");
        let p = parse_program(src, &name).unwrap_or_else(|e| panic!("{e}\n  input: {src}"));
        assert!(!p.decls.is_empty(), "no declarations: {src}");
        let printed = print_program(&p);
        let again = parse_program(&printed, "printed.bpl").unwrap_or_else(|e| panic!("{e}\n  printed: {printed}"));
        assert_eq!(again, p, "printed: {printed}");
        assert_eq!(print_program(&again), printed, "printing is not idempotent for {src}");
    }
}

/// Inputs Boogie rejects, with the position (line, column) and a fragment of the message.
const REJECTED: &[(&str, usize, usize, &str)] = &[
    ("axiom a && b || c;", 1, 14, "`&&` and `||` cannot be mixed"),
    ("axiom a < b < c;", 1, 13, "cannot be chained"),
    ("axiom a ==> b <== c;", 1, 15, "`==>` and `<==` cannot be mixed"),
    ("procedure p() { x, y := 1; }", 1, 17, "2 left-hand sides but 1 right-hand sides"),
    ("implementation p(x: int where x > 0) { }", 1, 25, "`where` clause is not allowed"),
    ("var {:a} x: int, {:b} y: int;", 1, 18, "attributes are not allowed"),
    ("axiom (forall x: int where x > 0 :: true);", 1, 22, "`where` clause is not allowed"),
    ("axiom 5bv99999999999 == x;", 1, 7, "width is too large"),
    ("axiom x; /* unclosed", 1, 10, "expected"),
    ("axiom \"unterminated;", 1, 7, "expected"),
    ("procedure p() { var x: int; x := 1; var y: int; }", 1, 37, "expected"),
    ("type finite;", 1, 12, "expected identifier"),
    ("axiom f(x;", 1, 10, "expected"),
    ("axiom x @ y;", 1, 9, "expected"),
    ("axiom x;\n  axiom ;", 2, 9, "expected"),
    // Strings are attribute arguments only; columns count characters, not bytes.
    ("axiom \"\u{e9}\u{e9}\" == 1; // \u{e9}", 1, 7, "expected attribute or expression"),
    ("axiom \u{e9}\u{e9} == 1;", 1, 7, "expected"),
    ("axiom x == \u{e9};", 1, 12, "expected"),
    // Boogie's own messages for function arguments that cannot be grouped.
    ("function f(x: int, y): int;", 1, 20, "the type of the last parameter is unspecified"),
    ("function f(int, a, b: int): int;", 1, 12, "expecting an identifier as parameter name"),
    ("type T _; function f(T int, b: int): int;", 1, 22, "expecting an identifier as parameter name"),
];

#[test]
fn rejected_inputs_have_positions_and_messages() {
    let mut bad = Vec::new();
    for (src, line, col, msg) in REJECTED {
        match parse_program(src, "bad.bpl") {
            Ok(p) => bad.push(format!("accepted: {src}\n  as {p:?}")),
            Err(e) => {
                if (e.line, e.col) != (*line, *col) || !e.message.contains(msg) {
                    bad.push(format!("{src}\n  got {e}\n  want bad.bpl:{line}:{col}: ...{msg}..."));
                }
                assert!(e.to_string().starts_with(&format!("bad.bpl:{}:{}: ", e.line, e.col)), "{e}");
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Boogie's grouped function arguments: with some argument named, a bare identifier is a name with
/// the next named argument's type; printed as written.
#[test]
fn grouped_function_arguments_are_names_with_the_next_type() {
    use wobble::syntax::ast::{DeclKind, FnParamName, Type};
    let args = |src: &str| {
        let p = parse_program(src, "f.bpl").unwrap_or_else(|e| panic!("{e}"));
        let Some(DeclKind::Function(f)) = p.decls.last().map(|d| &d.kind) else { panic!("no function: {src}") };
        let printed = print_program(&p);
        assert!(printed.contains(&src[src.find("function").unwrap()..src.find(':').unwrap()]), "{printed}");
        f.params.iter().map(|a| (a.name.clone(), a.ty.clone())).collect::<Vec<_>>()
    };
    let (named, grouped) = (|n: &str| FnParamName::Typed(n.into()), |n: &str| FnParamName::Grouped(n.into()));
    let ty = |n: &str| Type::Named(n.into(), vec![]);
    assert_eq!(
        args("type ref; function ref_rank_leq(r1, r2: ref): bool;"),
        [(grouped("r1"), ty("ref")), (named("r2"), ty("ref"))]
    );
    assert_eq!(
        args("type ref; function f(a, b: int, c: bool, d, e: ref): bool;"),
        [
            (grouped("a"), Type::Int),
            (named("b"), Type::Int),
            (named("c"), Type::Bool),
            (grouped("d"), ty("ref")),
            (named("e"), ty("ref")),
        ]
    );
    // Without any name, every argument is a type.
    assert_eq!(
        args("type ref; function pair(ref, ref): bool;"),
        [(FnParamName::Unnamed, ty("ref")), (FnParamName::Unnamed, ty("ref"))]
    );
}

#[test]
fn empty_and_comment_only_files_are_empty_programs() {
    for src in ["", "   // only a comment", "/* a */\n\n"] {
        let p = parse_program(src, "empty.bpl").unwrap_or_else(|e| panic!("{e}"));
        assert!(p.decls.is_empty());
    }
}

/// Bracket and comment nesting: accepted up to [`MAX_NESTING`], rejected beyond it with a
/// position at the opener that crosses the limit.
#[test]
fn nesting_limit_is_exact() {
    let max = wobble::syntax::parser::MAX_NESTING;
    for n in [max - 1, max, max + 1] {
        let cases = [
            format!("axiom {}x{};", "(".repeat(n), ")".repeat(n)),
            format!("axiom m{}x{};", "[".repeat(n), "]".repeat(n)),
            format!("procedure p() {}{}", "{".repeat(n), "}".repeat(n)),
            format!("axiom x; /*{} */{}", "/*".repeat(n - 1), " */".repeat(n - 1)),
            format!("axiom {}|{{ A: return true; }}|{};", "(".repeat(n - 1), ")".repeat(n - 1)),
            // Closers without openers do not count below zero.
            format!("axiom {}x{};", "(".repeat(n), ")".repeat(n)).replacen("axiom", ")))))\naxiom", 1),
        ];
        for c in &cases {
            let r = parse_program(c, "deep.bpl");
            if n > max {
                let e = r.err().unwrap_or_else(|| panic!("depth {n} accepted: {c}"));
                assert!(e.message.contains("nested too deeply"), "{e}");
            } else if let Err(e) = r {
                // Within the limit, the only acceptable errors are the grammar's (`m[[x]]` and
                // `{{}}` as statements are not Boogie), never the nesting check.
                assert!(!e.message.contains("nested too deeply"), "depth {n}: {e}");
            }
        }
    }
    let deep = format!("axiom {}x{};", "(".repeat(max + 1), ")".repeat(max + 1));
    let e = parse_program(&deep, "deep.bpl").unwrap_err();
    assert_eq!((e.line, e.col), (1, 7 + max), "{e}");
    let ok = format!("axiom {}x{};", "(".repeat(max - 1), ")".repeat(max - 1));
    assert!(parse_program(&ok, "ok.bpl").is_ok(), "nesting within the limit must be accepted");
}

/// `parse_expr` reads one expression and nothing else: a trailing `;` or declaration is an error
/// at its position.
#[test]
fn parse_expr_rejects_trailing_input() {
    let e = parse_expr("x + 1", "e").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(e.pos, Pos { line: 1, col: 1 });
    let err = parse_expr("x + 1; axiom y;", "e.bpl").unwrap_err();
    assert_eq!((err.line, err.col), (1, 6), "{err}");
    assert!(err.message.contains("expected"), "{err}");
    let err = parse_expr("x\nprocedure p();", "e.bpl").unwrap_err();
    assert_eq!((err.line, err.col), (2, 1), "{err}");
    assert!(parse_expr("", "e.bpl").is_err());
    let err = parse_expr("(x", "e.bpl").unwrap_err();
    assert_eq!((err.line, err.col), (1, 3), "{err}");
}

fn run_wobble(args: &[&str]) -> (Option<i32>, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_wobble")).args(args).output().expect("run wobble");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn cli_parse_prints_and_reports_positions() {
    let fig1 = Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/E-triggers/fig1.bpl");
    let f = fig1.to_str().expect("utf-8 path");
    let (code, out, _) = run_wobble(&["parse", f]);
    assert_eq!(code, Some(0));
    assert!(out.contains("function h("), "unexpected output: {out}");
    let (code, _, err) = run_wobble(&["parse", "--reference", f]);
    assert_eq!(code, Some(2), "--reference is gone: {err}");

    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.bpl");
    std::fs::write(&bad, "axiom a && b || c;\n").expect("write");
    let (code, _, err) = run_wobble(&["parse", bad.to_str().expect("utf-8 path")]);
    assert_eq!(code, Some(2));
    assert!(err.contains("bad.bpl:1:14: `&&` and `||` cannot be mixed"), "stderr: {err}");
}
