//! The last grammar items of issue 30: the loop specifications of the current Boogie (`invariant
//! call I();`, `free invariant {:a} e;`, `measure e;`), the parallel call in both its forms
//! (`par A() | B();` of Boogie 2.4.1, `call A() | B();` of the current Boogie), and name
//! resolution inside Civl declarations. Round trips, error positions, the operators' treatment of
//! the new loop specifications, and the WhyML translation's refusal.

use wobble::mutation::{operator, OpName, Site, Variant};
use wobble::syntax::ast::*;
use wobble::syntax::resolve::{check_file, check_program, NameKind};
use wobble::syntax::{parse_program, print_program};

/// Parses `src`, checks parse(print(p)) == p and idempotent printing; returns the program and its
/// printed text.
fn round_trip(src: &str) -> (Program, String) {
    let p = parse_program(src, "t.bpl").unwrap_or_else(|e| panic!("{e}\n{src}"));
    let printed = print_program(&p);
    let back = parse_program(&printed, "printed.bpl").unwrap_or_else(|e| panic!("{e}\n{printed}"));
    assert_eq!(back, p, "parse(print(p)) != p\n{printed}");
    assert_eq!(print_program(&back), printed, "printing is not idempotent");
    (p, printed)
}

/// The statements of the first declaration's body.
fn stmts(p: &Program) -> &Block {
    match &p.decls[0].kind {
        DeclKind::Procedure(pd) => &pd.body.as_ref().expect("a body").stmts,
        DeclKind::Implementation(i) => &i.body.stmts,
        DeclKind::YieldProcedure(c) => &c.body.as_ref().expect("a body").stmts,
        other => panic!("no body: {other:?}"),
    }
}

fn loop_specs(s: &Stmt) -> &Vec<LoopSpec> {
    match &s.kind {
        StmtKind::While { specs, .. } => specs,
        other => panic!("not a loop: {other:?}"),
    }
}

const LOOP: &str = "procedure P(n: int) returns (s: int)
{
  var i: int;
  i := 0;
  while (i < n)
    invariant 0 <= i;
    free invariant {:a 1} {:b} i <= n;
    invariant call Inv(i);
    invariant call {:c} r := Inv2(i, n);
    measure {:d} n - i, 0;
    invariant s >= 0;
  {
    i := i + 1;
  }
}
";

#[test]
fn loop_specifications_round_trip_in_source_order() {
    let (p, printed) = round_trip(LOOP);
    let specs = loop_specs(&stmts(&p)[1]);
    assert_eq!(specs.len(), 6, "{specs:?}");
    assert!(matches!(&specs[0], LoopSpec::Invariant(c) if !c.free && c.attrs.is_empty()));
    assert!(matches!(&specs[1], LoopSpec::Invariant(c) if c.free && c.attrs.len() == 2));
    assert!(matches!(&specs[2], LoopSpec::Call(c) if c.name == "Inv" && c.args.len() == 1 && c.attrs.is_empty()));
    assert!(matches!(&specs[3], LoopSpec::Call(c) if c.name == "Inv2" && c.outs.len() == 1 && c.attrs.len() == 1));
    assert!(matches!(&specs[4], LoopSpec::Measure { attrs, exprs } if attrs.len() == 1 && exprs.len() == 2));
    assert!(specs[5].invariant().is_some());
    for line in [
        "    free invariant {:a 1} {:b} i <= n;\n",
        "    invariant call Inv(i);\n",
        "    invariant call {:c} r := Inv2(i, n);\n",
        "    measure {:d} n - i, 0;\n",
    ] {
        assert!(printed.contains(line), "missing {line:?} in\n{printed}");
    }
    // `measure` alone, and a loop without specifications, print as before.
    let (q, printed) = round_trip("procedure p() { while (*) measure 1; { } while (true) { } }");
    assert!(matches!(&loop_specs(&stmts(&q)[0])[..], [LoopSpec::Measure { .. }]));
    assert!(printed.contains("  while (true) {\n"), "{printed}");
}

#[test]
fn malformed_loop_specifications_are_errors_with_positions() {
    for (bad, line) in [
        // Boogie's parser drops `free` and attributes in front of `call`; wobble refuses them.
        ("procedure p() {\n  while (*)\n    free invariant call I();\n  { }\n}", 3),
        ("procedure p() {\n  while (*)\n    invariant {:a} call I();\n  { }\n}", 3),
        // No parallel call in a specification, no empty measure, no `async`.
        ("procedure p() {\n  while (*)\n    invariant call I() | J();\n  { }\n}", 3),
        ("procedure p() {\n  while (*)\n    measure;\n  { }\n}", 3),
        ("procedure p() {\n  while (*)\n    invariant async call I();\n  { }\n}", 3),
        ("procedure p() {\n  while (*)\n    invariant call I()\n  { }\n}", 4),
    ] {
        let e = parse_program(bad, "l.bpl").err().unwrap_or_else(|| panic!("accepted: {bad}"));
        assert!(e.to_string().starts_with(&format!("l.bpl:{line}:")), "{bad}: {e}");
    }
    // `measure` is a keyword, so it cannot name a variable.
    assert!(parse_program("procedure p() { var measure: int; }", "l.bpl").is_err());
}

#[test]
fn parallel_calls_keep_the_form_they_were_written_in() {
    let src = "procedure A();
procedure B(y: int) returns (x: int);
procedure P(y: int) returns (x: int)
{
  par {:a} A() | x := B(y);
  call {:b} A() | {:c} x := B(y) | A();
  call x := B(y);
}
";
    let (p, printed) = round_trip(src);
    let body = match &p.decls[2].kind {
        DeclKind::Procedure(pd) => &pd.body.as_ref().expect("a body").stmts,
        other => panic!("not a procedure: {other:?}"),
    };
    let StmtKind::Par { form: ParForm::Par, calls } = &body[0].kind else { panic!("{:?}", body[0]) };
    // `par`'s attributes belong to every call.
    assert!(calls.len() == 2 && calls.iter().all(|c| c.attrs.len() == 1 && c.attrs[0].name == "a"));
    let StmtKind::Par { form: ParForm::Call, calls } = &body[1].kind else { panic!("{:?}", body[1]) };
    let attrs: Vec<Vec<&str>> = calls.iter().map(|c| c.attrs.iter().map(|a| a.name.as_str()).collect()).collect();
    assert_eq!(attrs, [vec!["b"], vec!["c"], vec![]]);
    assert_eq!(calls[1].outs, ["x"]);
    assert!(matches!(&body[2].kind, StmtKind::Call(c) if c.name == "B"));
    assert!(printed.contains("  par {:a} A() | x := B(y);\n"), "{printed}");
    assert!(printed.contains("  call {:b} A() | {:c} x := B(y) | A();\n"), "{printed}");
    // The two forms are different programs (the form is part of the AST).
    let one = |s: &str| parse_program(&format!("procedure A(); procedure p() {{ {s} }}"), "f.bpl").unwrap();
    assert_ne!(one("par A() | A();"), one("call A() | A();"));
    // Boogie refuses `async` and `free` on a parallel call; so does wobble, with the position.
    for bad in ["async call A() | A();", "free call A() | A();"] {
        let text = format!("procedure A();\nprocedure p() {{\n  {bad}\n}}");
        let e = parse_program(&text, "f.bpl").err().unwrap_or_else(|| panic!("accepted: {bad}"));
        assert!(e.to_string().starts_with("f.bpl:3:3: "), "{bad}: {e}");
        assert!(e.to_string().contains("parallel call"), "{bad}: {e}");
    }
}

/// G1 appends `invariant true` after whatever the loop has; L5 swaps plain invariants only; both
/// mutants print and parse back.
#[test]
fn operators_leave_yield_invariant_calls_and_measures_in_place() {
    let p = parse_program(LOOP, "t.bpl").unwrap();
    let v = Variant::from_program(p);
    let l5 = operator(OpName::L5).sites(&v);
    let pairs: Vec<(usize, usize)> = l5
        .iter()
        .filter_map(|s| match s {
            Site::InvariantPair { a, b, .. } => Some((*a, *b)),
            _ => None,
        })
        .collect();
    assert_eq!(pairs, [(0, 1), (0, 5), (1, 5)]);
    for site in operator(OpName::L5).sites(&v).into_iter().chain(operator(OpName::G1).sites(&v)) {
        let op = if matches!(site, Site::InvariantPair { .. }) { OpName::L5 } else { OpName::G1 };
        let m = operator(op).apply(&v, &site).unwrap_or_else(|e| panic!("{e}"));
        let text = m.file_text(0);
        let back = parse_program(&text, "m.bpl").unwrap_or_else(|e| panic!("{op}({site}): {e}\n{text}"));
        let w = stmts(&back).iter().find(|s| matches!(s.kind, StmtKind::While { .. }));
        let specs = loop_specs(w.unwrap_or_else(|| panic!("{op}({site}): no loop\n{text}")));
        // The call invariants and the measure keep their places.
        assert!(matches!(specs[2], LoopSpec::Call(_)) && matches!(specs[3], LoopSpec::Call(_)), "{op}({site})");
        assert!(matches!(specs[4], LoopSpec::Measure { .. }), "{op}({site})");
        if let Site::AddInvariant { .. } = site {
            assert_eq!(specs.len(), 7);
            assert_eq!(specs[6].invariant().map(|c| &c.expr), Some(&Expr::bool(true)));
        }
    }
}

#[test]
fn whyml_refuses_the_new_loop_specifications_and_parallel_calls() {
    for (src, what, line) in [
        ("procedure I();\nprocedure p() {\n  while (*)\n    invariant call I();\n  { }\n}", "yield-invariant call", 3),
        ("procedure p() {\n  while (*)\n    measure 1;\n  { }\n}", "loop measure", 2),
        ("procedure A();\nprocedure p() {\n  call A() | A();\n}", "parallel call", 3),
        ("procedure A();\nprocedure p() {\n  par A() | A();\n}", "parallel call", 3),
    ] {
        let p = parse_program(src, "w.bpl").unwrap_or_else(|e| panic!("{e}"));
        let u = wobble::translate::to_whyml(&[p]).err().unwrap_or_else(|| panic!("translated: {src}"));
        assert!(u.construct.contains(what), "{src}: {}", u.construct);
        assert_eq!(u.pos.line, line, "{src}: {u}");
    }
}

/// A Civl program whose names all resolve: a yield invariant, actions, yield procedures with
/// every kind of specification, a named inline action called elsewhere, a loop with a
/// yield-invariant call, and names of Boogie's `base` library (given to Civl programs).
const CIVL_OK: &str = "var {:layer 0, 1} g: int;
yield invariant {:layer 1} Inv(x: int);
  preserves x <= g;
atomic action {:layer 1, 1} Add(k: int)
  modifies g;
  asserts 0 <= k;
{
  g := g + k;
}
action {:layer 1} Other() creates Add; refines Add using Add; { }
yield procedure {:layer 0} AddLow(k: int);
  refines Add;
yield procedure {:layer 1} Twice(k: int) returns (r: int)
  requires {:layer 1} 0 <= k;
  requires call Inv(k);
  ensures call Inv(r);
  preserves {:layer 1} 0 <= g;
  measure k;
  refines atomic action {:layer 2} Named {
    var t: [int]bool;
    t := Set_Add(Set_Empty(), k);
    g := g + 2 * k + r;
  }
{
  var i: int;
  i := 0;
  while (i < 2)
    invariant {:layer 1} 0 <= i;
    invariant call Inv(i);
    measure 2 - i;
  {
    call AddLow(k) | AddLow(k);
    i := i + 1;
  }
  r := k;
}
yield procedure {:layer 2} UsesNamed()
  refines Named;
{
}
";

#[test]
fn names_inside_civl_declarations_resolve() {
    let p = parse_program(CIVL_OK, "c.bpl").unwrap_or_else(|e| panic!("{e}"));
    check_program(&p).unwrap_or_else(|e| panic!("{e}"));
    round_trip(CIVL_OK);
    // The seed with the new constructs resolves too.
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/current/civl_counter.bpl");
    let seed = parse_program(&std::fs::read_to_string(&path).unwrap(), "civl_counter.bpl").unwrap();
    check_file(&seed, "civl_counter.bpl").unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn undeclared_names_inside_civl_declarations_are_reported_with_file_line_col() {
    // (replace this, by this) in CIVL_OK; the undeclared name, its kind, the declaration and its
    // position.
    let cases: &[(&str, &str, &str, NameKind, &str)] = &[
        (
            "preserves x <= g;",
            "preserves x <= h;",
            "h",
            NameKind::Variable,
            "2:1: undeclared variable or constant `h` in yield invariant Inv",
        ),
        (
            "modifies g;",
            "modifies h;",
            "h",
            NameKind::Variable,
            "4:1: undeclared variable or constant `h` in action Add",
        ),
        (
            "asserts 0 <= k;",
            "asserts 0 <= q;",
            "q",
            NameKind::Variable,
            "4:1: undeclared variable or constant `q` in action Add",
        ),
        (
            "creates Add;",
            "creates Gone;",
            "Gone",
            NameKind::Procedure,
            "10:1: undeclared procedure `Gone` in action Other",
        ),
        ("using Add;", "using Gone;", "Gone", NameKind::Procedure, "10:1: undeclared procedure `Gone` in action Other"),
        (
            "  refines Add;\n",
            "  refines Gone;\n",
            "Gone",
            NameKind::Procedure,
            "11:1: undeclared procedure `Gone` in yield procedure AddLow",
        ),
        (
            "requires call Inv(k);",
            "requires call Nope(k);",
            "Nope",
            NameKind::Procedure,
            "13:1: undeclared procedure `Nope` in yield procedure Twice",
        ),
        (
            "ensures call Inv(r);",
            "ensures call Inv(z);",
            "z",
            NameKind::Variable,
            "13:1: undeclared variable or constant `z` in yield procedure Twice",
        ),
        (
            "measure k;",
            "measure f(k);",
            "f",
            NameKind::Function,
            "13:1: undeclared function `f` in yield procedure Twice",
        ),
        (
            "Set_Empty()",
            "Set_Nothing()",
            "Set_Nothing",
            NameKind::Function,
            "13:1: undeclared function `Set_Nothing` in yield procedure Twice",
        ),
        (
            "var t: [int]bool;",
            "var t: [int]Bag;",
            "Bag",
            NameKind::Type,
            "13:1: undeclared type `Bag` in yield procedure Twice",
        ),
        (
            "invariant call Inv(i);",
            "invariant call Inv(j);",
            "j",
            NameKind::Variable,
            "13:1: undeclared variable or constant `j` in yield procedure Twice",
        ),
        (
            "measure 2 - i;",
            "measure 2 - j;",
            "j",
            NameKind::Variable,
            "13:1: undeclared variable or constant `j` in yield procedure Twice",
        ),
        (
            "call AddLow(k) | AddLow(k);",
            "call AddLow(k) | AddHigh(k);",
            "AddHigh",
            NameKind::Procedure,
            "13:1: undeclared procedure `AddHigh` in yield procedure Twice",
        ),
        (
            "refines Named;",
            "refines Unnamed;",
            "Unnamed",
            NameKind::Procedure,
            "37:1: undeclared procedure `Unnamed` in yield procedure UsesNamed",
        ),
    ];
    for (from, to, name, kind, message) in cases {
        assert_eq!(CIVL_OK.matches(from).count(), 1, "ambiguous case {from:?}");
        let src = CIVL_OK.replacen(from, to, 1);
        let p = parse_program(&src, "c.bpl").unwrap_or_else(|e| panic!("{to}: {e}"));
        let e = check_file(&p, "c.bpl").err().unwrap_or_else(|| panic!("resolved with {to:?}"));
        assert_eq!((e.name.as_str(), e.kind), (*name, *kind), "{to}: {e}");
        assert_eq!(e.to_string(), format!("c.bpl:{message}"), "{to}");
        // Without a file name the message starts at the position.
        assert_eq!(check_program(&p).err().map(|e| e.to_string()).as_deref(), Some(*message), "{to}");
    }
    // The inline action's locals end with it; the yield procedure's body does not see them.
    let src = CIVL_OK.replacen("r := k;", "r := k; t := t;", 1);
    let e = check_program(&parse_program(&src, "c.bpl").unwrap()).expect_err("t resolved");
    assert_eq!(e.name, "t");
    // The base library is Civl's only: a plain program may not use its names undeclared.
    let plain = parse_program("procedure p() { assert Set_Empty() == Set_Empty(); }", "p.bpl").unwrap();
    assert_eq!(check_program(&plain).err().map(|e| e.name.to_string()).as_deref(), Some("Set_Empty"));
    let with_layer =
        parse_program("var {:layer 0, 1} g: int; procedure p() { assert Set_Empty() == Set_Empty(); }", "p.bpl")
            .unwrap();
    check_program(&with_layer).unwrap_or_else(|e| panic!("{e}"));
}
