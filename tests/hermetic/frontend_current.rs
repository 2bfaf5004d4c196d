//! The current Boogie language (issue 30): `uses` clauses on constants and functions, and the
//! seeds in `seeds/current/` (front-end tested only: no Boogie that accepts them installs here).
//! Every construct round-trips (parse, print, parse gives the same AST; printing is idempotent),
//! parse errors keep `FILE:LINE:COL`, and the mutation operators treat the constructs as the
//! operators' docs say.

use std::path::{Path, PathBuf};
use wobble::syntax::ast::*;
use wobble::syntax::resolve::check_program;
use wobble::syntax::{parse_program, print_program};

fn seed(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/current").join(name)
}

fn parse_seed(name: &str) -> Program {
    let path = seed(name);
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse_program(&src, name).unwrap_or_else(|e| panic!("{e}"))
}

/// Parses `src`, checks the round trip and idempotent printing, and returns the program and its
/// printed text.
fn round_trip(src: &str) -> (Program, String) {
    let p = parse_program(src, "t.bpl").unwrap_or_else(|e| panic!("{e}\n{src}"));
    let printed = print_program(&p);
    let back = parse_program(&printed, "printed.bpl").unwrap_or_else(|e| panic!("{e}\n{printed}"));
    assert_eq!(back, p, "parse(print(p)) != p\n{printed}");
    assert_eq!(print_program(&back), printed, "printing is not idempotent");
    (p, printed)
}

#[test]
fn uses_clauses_on_constants_and_functions_round_trip() {
    let src = "const $$Language$Dafny: bool uses { axiom $$Language$Dafny; }
        const unique c: int extends complete uses { axiom c > 0; axiom {:id \"x\"} c < 10; }
        type T;
        const d: T uses {}
        function f(x: int): int uses { axiom (forall x: int :: { f(x) } f(x) > x); }
        function {:inline} g(x: int): int { x + 1 } uses { axiom g(0) == 1; }
        function h(int): bool;";
    let (p, printed) = round_trip(src);
    let consts: Vec<&ConstDecl> = p
        .decls
        .iter()
        .filter_map(|d| match &d.kind {
            DeclKind::Const(c) => Some(&**c),
            _ => None,
        })
        .collect();
    assert_eq!(consts.iter().map(|c| c.uses.len()).collect::<Vec<_>>(), [1, 2, 0]);
    assert!(consts[1].unique && consts[1].extends.as_ref().is_some_and(|o| o.complete));
    assert_eq!(consts[1].uses[1].attrs[0].name, "id");
    let fns: Vec<&FunctionDecl> = p
        .decls
        .iter()
        .filter_map(|d| match &d.kind {
            DeclKind::Function(f) => Some(&**f),
            _ => None,
        })
        .collect();
    assert_eq!(
        fns.iter().map(|f| (f.body.is_some(), f.uses.len())).collect::<Vec<_>>(),
        [(false, 1), (true, 1), (false, 0)]
    );
    assert!(printed.starts_with("const $$Language$Dafny: bool uses {\n  axiom $$Language$Dafny;\n}\n"), "{printed}");
    assert!(
        printed.contains("function {:inline} g(x: int) returns (int) {\n  x + 1\n} uses {\n  axiom g(0) == 1;\n}\n"),
        "{printed}"
    );
    // An empty `uses {}` means `;` and prints so.
    assert!(printed.contains("const d: T;\n"), "{printed}");
    // The axioms of a `uses` clause are top-level axioms for name resolution: they see globals,
    // not the function's parameters.
    check_program(&p).unwrap_or_else(|e| panic!("{e}"));
    let bad = parse_program("function f(x: int): int uses { axiom x > 0; }", "r.bpl").unwrap();
    assert_eq!(check_program(&bad).err().map(|e| e.name.to_string()).as_deref(), Some("x"));
}

#[test]
fn malformed_uses_clauses_are_errors_with_positions() {
    for (bad, line) in [
        ("const c: int uses axiom c > 0;", 1),
        ("const c: int\n  uses { c > 0; }", 2),
        ("const c: int uses { axiom c > 0; }\n;", 2),
        ("function f(x: int): int uses { axiom f(x) > 0 }", 1),
        ("function f(x: int): int { x } uses { procedure p(); }", 1),
        ("function f(x: int): int uses { axiom true; } { x }", 1),
    ] {
        let e = parse_program(bad, "u.bpl").err().unwrap_or_else(|| panic!("accepted: {bad}"));
        assert!(e.to_string().starts_with(&format!("u.bpl:{line}:")), "{bad}: {e}");
    }
    // `uses` is a keyword now: not a name.
    assert!(parse_program("var uses: int;", "u.bpl").is_err());
}

#[test]
fn dafny_style_seed_round_trips_and_resolves() {
    let p = parse_seed("dafny_prelude_uses.bpl");
    let src = std::fs::read_to_string(seed("dafny_prelude_uses.bpl")).unwrap();
    let (q, _) = round_trip(&src);
    assert_eq!(p, q);
    check_program(&p).unwrap_or_else(|e| panic!("{e}"));
    let with_uses = p
        .decls
        .iter()
        .filter(|d| match &d.kind {
            DeclKind::Const(c) => !c.uses.is_empty(),
            DeclKind::Function(f) => !f.uses.is_empty(),
            _ => false,
        })
        .count();
    assert!(with_uses >= 5, "only {with_uses} declarations with a uses clause");
    let procs = p.decls.iter().filter(|d| matches!(d.kind, DeclKind::Procedure(_))).count();
    assert_eq!(procs, 3);
}
