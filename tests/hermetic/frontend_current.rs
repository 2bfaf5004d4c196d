//! The current Boogie language (issue 30): `uses` clauses on constants and functions, and the
//! seeds in `seeds/current/` (front-end tested only: no Boogie that accepts them installs here).
//! Every construct round-trips (parse, print, parse gives the same AST; printing is idempotent),
//! parse errors keep `FILE:LINE:COL`, and the mutation operators treat the constructs as the
//! operators' docs say.

use crate::common;
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

/// `wobble mutate` on the Dafny-style seed: every operator that applies to it produces mutants
/// (the pruning operators G3 and G4 included), and each mutant re-parses and prints the same.
#[test]
fn mutate_on_the_dafny_style_seed_uses_every_applicable_operator() {
    use wobble::mutation::{operator, OpName, Variant};
    let p = parse_seed("dafny_prelude_uses.bpl");
    let v = Variant::from_program(p.clone());
    let applicable: Vec<OpName> = OpName::ALL.iter().copied().filter(|&op| operator(op).count_sites(&v) > 0).collect();
    for op in [
        OpName::S1,
        OpName::S2,
        OpName::S3,
        OpName::L1,
        OpName::L5,
        OpName::L6,
        OpName::G1,
        OpName::G2,
        OpName::G3,
        OpName::G4,
    ] {
        assert!(applicable.contains(&op), "{op} has no site in the seed");
    }
    // G3: one site per axiom of a `uses` clause; G4: a top-level axiom per constant/function it mentions.
    let owned: usize = p
        .decls
        .iter()
        .map(|d| match &d.kind {
            DeclKind::Const(c) => c.uses.len(),
            DeclKind::Function(f) => f.uses.len(),
            _ => 0,
        })
        .sum();
    assert_eq!(operator(OpName::G3).count_sites(&v), owned);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m");
    let seed_path = seed("dafny_prelude_uses.bpl");
    let only: Vec<&str> = applicable.iter().map(|o| o.as_str()).collect();
    let o = common::cli::wobble(&[
        "mutate",
        &seed_path.to_string_lossy(),
        "--count",
        "80",
        "--only",
        &only.join(","),
        "--out",
        &out.to_string_lossy(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let mut used = std::collections::BTreeSet::new();
    let files = common::bpl_files(&out);
    assert!(files.len() >= 80, "{} mutant files", files.len());
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let m = parse_program(&text, &f.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(parse_program(&print_program(&m), "again").unwrap(), m, "{}", f.display());
        let chain = text.lines().find_map(|l| l.strip_prefix("// chain: ")).unwrap_or("").to_string();
        for op in &applicable {
            if chain.contains(&format!("{op}(")) {
                used.insert(*op);
            }
        }
    }
    for op in &applicable {
        assert!(used.contains(op), "no mutant used {op} (used: {used:?})");
    }
}

/// The skip rules around `uses` clauses: S1 and S3 move an owned axiom with its owner (the axiom
/// count per owner never changes under them), and G4 never adds a `uses` clause to a program
/// in Boogie 2.4.1's language.
#[test]
fn owned_axioms_stay_with_their_owner_and_old_programs_get_no_uses_clause() {
    use wobble::mutation::{operator, OpName, Variant};
    let p = parse_seed("dafny_prelude_uses.bpl");
    let owned = |v: &Variant| -> Vec<(String, usize)> {
        let mut o: Vec<(String, usize)> = v
            .decls()
            .filter_map(|(_, d)| match &d.kind {
                DeclKind::Const(c) => Some((d.describe(), c.uses.len())),
                DeclKind::Function(f) => Some((d.describe(), f.uses.len())),
                _ => None,
            })
            .collect();
        o.sort();
        o
    };
    let v = Variant::from_program(p);
    let before = owned(&v);
    for op in [OpName::S1, OpName::S3] {
        for site in operator(op).sites(&v).into_iter().step_by(7).take(40) {
            let m = operator(op).apply(&v, &site).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(owned(&m), before, "{op}({site})");
        }
    }
    let old = Variant::from_program(
        parse_program("const c: int; function f(int): int; axiom c > 0; axiom f(c) == 1;", "old.bpl").unwrap(),
    );
    assert_eq!(operator(OpName::G4).count_sites(&old), 0);
    assert_eq!(operator(OpName::G3).count_sites(&old), 0);
}

/// Parses `src` as an expression, checks that it prints as `printed` and parses back the same.
fn expr(src: &str, printed: &str) -> Expr {
    let e = wobble::syntax::parse_expr(src, "e").unwrap_or_else(|e| panic!("{src}: {e}"));
    assert_eq!(wobble::syntax::print_expr(&e), printed, "printing {src}");
    let back = wobble::syntax::parse_expr(printed, "printed").unwrap_or_else(|e| panic!("{printed}: {e}"));
    assert_eq!(back, e, "{printed} parses back differently");
    e
}

#[test]
fn datatype_tests_fields_and_updates_bind_as_in_boogie() {
    let e = expr("xs is Cons", "xs is Cons");
    assert!(matches!(&e.kind, ExprKind::Is(x, c) if c == "Cons" && matches!(x.kind, ExprKind::Var(_))));
    // `is` binds tighter than `**` and the binary operators, looser than `!` and `-`.
    let e = expr("!xs is Nil", "!xs is Nil");
    assert!(matches!(&e.kind, ExprKind::Is(x, _) if matches!(x.kind, ExprKind::Unary(UnOp::Not, _))));
    let e = expr("!(xs is Nil)", "!(xs is Nil)");
    assert!(matches!(&e.kind, ExprKind::Unary(UnOp::Not, x) if matches!(x.kind, ExprKind::Is(..))));
    let e = expr("a && xs is Nil", "a && xs is Nil");
    assert!(matches!(&e.kind, ExprKind::Binary(BinOp::And, _, r) if matches!(r.kind, ExprKind::Is(..))));
    expr("(xs is Nil) is C", "(xs is Nil) is C");
    expr("(a + b) is C", "(a + b) is C");
    // Fields are suffixes like map selections.
    let e = expr("xs->tail->head + 1", "xs->tail->head + 1");
    let ExprKind::Binary(BinOp::Add, l, _) = &e.kind else { panic!("not a sum: {e:?}") };
    assert!(matches!(&l.kind, ExprKind::Field(x, f) if f == "head" && matches!(x.kind, ExprKind::Field(..))));
    expr("m[i]->f[j]", "m[i]->f[j]");
    expr("(a + b)->f", "(a + b)->f");
    let e = expr("p->(fst := p->snd + 1)", "p->(fst := p->snd + 1)");
    assert!(matches!(&e.kind, ExprKind::FieldUpdate(u) if u.field == "fst"));
    expr("p->(a := 1)->(b := 2)->a", "p->(a := 1)->(b := 2)->a");
    // Unpack: `C(x, y) := {:a} e;` (not an assignment to a call; `C` and the names stay names).
    let (p, printed) = round_trip("procedure p() { MkPair(a, b) := {:a} q->(fst := 1); C := 1; }");
    assert!(printed.contains("  MkPair(a, b) := {:a} q->(fst := 1);\n  C := 1;\n"), "{printed}");
    let DeclKind::Procedure(pd) = &p.decls[0].kind else { panic!("not a procedure") };
    let StmtKind::Unpack(u) = &pd.body.as_ref().expect("body").stmts[0].kind else { panic!("not an unpack") };
    assert_eq!((u.ctor.as_str(), u.vars.len(), u.attrs.len()), ("MkPair", 2, 1));
    assert!(parse_program("procedure p() { C() := e; }", "u.bpl").is_err());
    // Field assignment: `x->f := e`, mixed with map selections.
    let (p, printed) = round_trip("procedure p() { q->fst := 1; m[i]->f[j], x := 2, 3; }");
    assert!(printed.contains("  q->fst := 1;\n  m[i]->f[j], x := 2, 3;\n"), "{printed}");
    let DeclKind::Procedure(pd) = &p.decls[0].kind else { panic!("not a procedure") };
    let StmtKind::Assign { lhs, .. } = &pd.body.as_ref().expect("body").stmts[1].kind else {
        panic!("not an assignment")
    };
    assert!(matches!(&lhs[0].steps[..], [LhsStep::Select(i), LhsStep::Field(f), LhsStep::Select(j)]
        if i.len() == 1 && f == "f" && j.len() == 1));
    for bad in ["xs is", "xs is 3", "p->", "p->(f)", "p->(f := )", "is C"] {
        assert!(wobble::syntax::parse_expr(bad, "e").is_err(), "accepted: {bad}");
    }
}

#[test]
fn hide_reveal_push_pop_and_their_names() {
    let src = "procedure p() { hide f; reveal *; push; pop; hide *; reveal g; }";
    let (p, printed) = round_trip(src);
    let DeclKind::Procedure(pd) = &p.decls[0].kind else { panic!("not a procedure") };
    let kinds: Vec<&StmtKind> = pd.body.as_ref().expect("body").stmts.iter().map(|s| &s.kind).collect();
    assert_eq!(kinds[0], &StmtKind::HideReveal { hide: true, name: Some("f".into()) });
    assert_eq!(kinds[1], &StmtKind::HideReveal { hide: false, name: None });
    assert_eq!((kinds[2], kinds[3]), (&StmtKind::Scope(true), &StmtKind::Scope(false)));
    assert!(printed.contains("  hide f;\n  reveal *;\n  push;\n  pop;\n"), "{printed}");
    // As in Boogie, `hide`, `reveal`, `push` and `pop` remain names (labels, variables).
    round_trip("var hide, reveal: int; procedure q() modifies hide; { push: hide := 1; pop: goto push; }");
    // `hideable` and `revealed`, `datatype` and `is` are keywords now.
    let (p, printed) = round_trip("hideable axiom {:a} true; revealed function f(x: int): int { x }");
    assert!(matches!(&p.decls[0].kind, DeclKind::Axiom(a) if a.hideable));
    assert!(matches!(&p.decls[1].kind, DeclKind::Function(f) if f.revealed));
    assert!(printed.starts_with("hideable axiom {:a} true;\n\nrevealed function f"), "{printed}");
    for bad in ["var is: int;", "var datatype: int;", "const hideable: int;", "procedure p() { hide; }"] {
        let e = parse_program(bad, "k.bpl").err().unwrap_or_else(|| panic!("accepted: {bad}"));
        assert!(e.to_string().starts_with("k.bpl:1:"), "{bad}: {e}");
    }
}

#[test]
fn datatype_declarations_round_trip_and_resolve() {
    let (p, printed) = round_trip(
        "datatype {:a} List<T> { Nil(), Cons({:b} head: T, tail: List T) } datatype E { A() }
         function len(xs: List int): int;
         axiom (forall xs: List int :: len(xs) == (if xs is Nil then 0 else 1 + len(xs->tail)));
         axiom Cons(1, Nil())->head == 1;",
    );
    let DeclKind::Datatype(t) = &p.decls[0].kind else { panic!("not a datatype") };
    assert_eq!((t.name.as_str(), t.type_params.len(), t.ctors.len()), ("List", 1, 2));
    assert_eq!(t.ctors[1].fields.len(), 2);
    assert_eq!(t.ctors[1].fields[0].attrs[0].name, "b");
    assert!(
        printed.starts_with("datatype {:a} List<T> {\n  Nil(),\n  Cons({:b} head: T, tail: List T)\n}\n"),
        "{printed}"
    );
    assert_eq!(p.decls[0].describe(), "datatype List");
    // Constructors resolve as functions, the datatype as a type.
    check_program(&p).unwrap_or_else(|e| panic!("{e}"));
    for (bad, line) in [
        ("datatype D { }", 1),
        ("datatype D { A() B() }", 1),
        ("datatype D {\n  A(x: int where x > 0) }", 2),
        ("datatype D { A(x) }", 1),
    ] {
        let e = parse_program(bad, "d.bpl").err().unwrap_or_else(|| panic!("accepted: {bad}"));
        assert!(e.to_string().starts_with(&format!("d.bpl:{line}:")), "{bad}: {e}");
    }
}

/// How many loop specifications other than plain invariants (`invariant call`, `measure`), `free`
/// invariants, and parallel calls written `call A() | B();` a program has.
fn later_constructs(files: &[Program]) -> [usize; 3] {
    fn block(b: &Block, n: &mut [usize; 3]) {
        for s in b {
            match &s.kind {
                StmtKind::Par { form: ParForm::Call, .. } => n[2] += 1,
                StmtKind::While { specs, body, .. } => {
                    n[0] += specs.iter().filter(|x| x.invariant().is_none()).count();
                    n[1] += specs.iter().filter(|x| x.invariant().is_some_and(|c| c.free)).count();
                    block(body, n);
                }
                StmtKind::If(i) => {
                    block(&i.then_branch, n);
                    if let Some(Else::Block(e)) = &i.else_branch {
                        block(e, n);
                    }
                }
                _ => {}
            }
        }
    }
    let mut n = [0; 3];
    for d in files.iter().flat_map(|p| &p.decls) {
        let body = match &d.kind {
            DeclKind::Procedure(p) => p.body.as_ref(),
            DeclKind::Implementation(i) => Some(&i.body),
            DeclKind::YieldProcedure(c) | DeclKind::Action(c) => c.body.as_ref(),
            _ => None,
        };
        if let Some(b) = body {
            block(&b.stmts, &mut n);
        }
    }
    n
}

/// Every seed in seeds/current/ round-trips, and every operator's mutants of it (a sample of
/// sites each) print and parse back to themselves, keeping the seed's loop specifications and
/// parallel calls (civl_counter.bpl has `invariant call`, `free invariant`, `measure` and
/// `call A() | B();`).
#[test]
fn current_seeds_round_trip_and_their_mutants_parse_back() {
    use wobble::mutation::{operator, OpName, Variant};
    let files = common::bpl_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/current"));
    assert!(files.len() >= 3, "expected the current-language seeds, found {files:?}");
    let mut seen = [0; 3];
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        let (p, _) = round_trip(&src);
        let constructs = later_constructs(std::slice::from_ref(&p));
        for (s, c) in seen.iter_mut().zip(constructs) {
            *s += c;
        }
        let v = Variant::from_program(p);
        let mut applied = 0;
        for op in OpName::ALL {
            for site in operator(op).sites(&v).into_iter().step_by(3).take(30) {
                let m = operator(op).apply(&v, &site).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
                let mut back = Vec::new();
                for k in 0..m.file_count() {
                    let text = m.file_text(k);
                    let q = parse_program(&text, "mutant.bpl")
                        .unwrap_or_else(|e| panic!("{} {op}({site}): {e}\n{text}", f.display()));
                    assert_eq!(print_program(&q), text, "{} {op}({site})", f.display());
                    back.push(q);
                }
                assert_eq!(later_constructs(&back), constructs, "{} {op}({site})", f.display());
                applied += 1;
            }
        }
        assert!(applied >= 20, "{}: only {applied} mutants", f.display());
    }
    assert!(seen.iter().all(|&n| n > 0), "the seeds lack a loop specification or parallel call: {seen:?}");
}

#[test]
fn civl_declarations_round_trip() {
    let p = parse_seed("civl_counter.bpl");
    let src = std::fs::read_to_string(seed("civl_counter.bpl")).unwrap();
    let (q, printed) = round_trip(&src);
    assert_eq!(p, q);
    let kinds: Vec<String> = p.decls.iter().map(|d| d.describe()).collect();
    assert!(kinds.contains(&"yield invariant NonNegative".to_string()), "{kinds:?}");
    assert!(kinds.contains(&"yield procedure IncrTwice".to_string()), "{kinds:?}");
    assert!(kinds.contains(&"action AtomicIncr".to_string()), "{kinds:?}");
    let action = |name: &str| {
        p.decls
            .iter()
            .find_map(|d| match &d.kind {
                DeclKind::Action(a) | DeclKind::YieldProcedure(a) if a.name == name => Some(&**a),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no {name}"))
    };
    assert_eq!(action("ReadCount").mover, Some(Mover::Left));
    assert!(action("Max").pure && action("Max").mover.is_none());
    assert_eq!(action("Countdown").mover, Some(Mover::Right));
    let specs = &action("IncrTwice").specs;
    assert!(matches!(&specs[1], CivlSpec::Call { kind: CondKind::Requires, call } if call.name == "NonNegative"));
    assert!(matches!(&specs[4], CivlSpec::RefinesAction(a) if a.mover == Some(Mover::Atomic) && a.name == "_"));
    assert!(matches!(&action("Incr").specs[0], CivlSpec::Refines { name, .. } if name == "AtomicIncr"));
    assert!(matches!(&action("Countdown").specs[1], CivlSpec::Measure { exprs, .. } if exprs.len() == 1));
    assert!(matches!(&p.decls.iter().find(|d| d.describe() == "procedure Twice").unwrap().kind,
        DeclKind::Procedure(pd) if pd.pure));
    assert!(printed.contains("  refines atomic action {:layer 2} _ {\n    assert 0 <= k;\n"), "{printed}");
    check_program(&p).unwrap_or_else(|e| panic!("{e}"));
    // Boogie 3.0-3.4 forms: `async` actions, `refines A using I;`, `creates A, B;`.
    let (q, printed) = round_trip(
        "async left action {:layer 1} A(x: int) creates B, C; refines D using I; { }
         action B() refines {:a} D; { }",
    );
    let DeclKind::Action(a) = &q.decls[0].kind else { panic!("not an action") };
    assert!(a.is_async && a.mover == Some(Mover::Left));
    assert!(matches!(&a.specs[0], CivlSpec::Creates(xs) if xs.len() == 2));
    assert!(matches!(&a.specs[1], CivlSpec::Refines { using: Some(i), .. } if i == "I"));
    let DeclKind::Action(b) = &q.decls[1].kind else { panic!("not an action") };
    assert!(matches!(&b.specs[0], CivlSpec::Refines { using: None, .. }));
    assert!(
        printed.starts_with("async left action {:layer 1} A(x: int)\n  creates B, C;\n  refines D using I;\n"),
        "{printed}"
    );
    // `using` and `creates` stay names.
    round_trip("var using, creates: int;");
    // Mover names stay names elsewhere; a misplaced mover or spec is an error with a position.
    round_trip("var left, right: int; procedure p() modifies left; { left := right; }");
    for (bad, line) in [
        ("yield left invariant I();", 1),
        ("left procedure P();", 1),
        ("action A()\n  asserts;", 2),
        ("yield procedure P()\n  refines;", 2),
        ("pure yield procedure P();", 1),
    ] {
        let e = parse_program(bad, "c.bpl").err().unwrap_or_else(|| panic!("accepted: {bad}"));
        assert!(e.to_string().starts_with(&format!("c.bpl:{line}:")), "{bad}: {e}");
    }
}

/// The skip rules for the constructs of the current language: S1 and S3 move datatypes, actions,
/// yield procedures and yield invariants as whole declarations; no other operator has a site
/// inside a Civl declaration (across yields, layers and mover types no change is shown
/// meaning-preserving).
#[test]
fn operators_treat_civl_and_datatypes_as_declarations_and_skip_civl_bodies() {
    use wobble::mutation::{operator, OpName, Variant};
    let p = parse_seed("civl_counter.bpl");
    let civl: Vec<usize> = p
        .decls
        .iter()
        .enumerate()
        .filter(|(_, d)| {
            matches!(d.kind, DeclKind::Action(_) | DeclKind::YieldProcedure(_) | DeclKind::YieldInvariant(_))
        })
        .map(|(i, _)| i)
        .collect();
    assert!(civl.len() >= 7, "{civl:?}");
    let v = Variant::from_program(p);
    for op in OpName::ALL {
        let sites = operator(op).sites(&v);
        if matches!(op, OpName::S1 | OpName::S3) {
            // Every Civl declaration can be swapped and moved.
            for &i in &civl {
                let moves = |s: &wobble::mutation::Site| match s {
                    wobble::mutation::Site::DeclPair { a, b, .. } => *a == i || *b == i,
                    other => other.decl().index == i,
                };
                assert!(sites.iter().any(moves), "{op} never moves declaration {i}");
            }
            continue;
        }
        for s in &sites {
            assert!(!civl.contains(&s.decl().index), "{op}({s}) is inside a Civl declaration");
        }
    }
    // The loop of the yield procedure Countdown is not an L6/G1 site, but the pure procedure's body
    // (sequential code) is a G1 site.
    assert!(operator(OpName::G1).count_sites(&v) > 0);
    let d = Variant::from_program(parse_seed("datatypes.bpl"));
    let s1 = operator(OpName::S1).sites(&d);
    assert!(s1.iter().any(|s| s.decl().index == 0), "S1 does not move the datatype");
}

/// `wobble mutate --help` names the pruning operators and what every operator skips.
#[test]
fn mutate_help_lists_the_pruning_operators_and_the_skips() {
    let o = common::cli::wobble(&["mutate", "--help"]);
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout);
    for needle in [
        "G3  hoist an axiom out of a `uses` clause",
        "G4  sink a top-level axiom",
        "What each operator skips",
        "no other operator enters a Civl declaration",
    ] {
        assert!(text.contains(needle), "missing `{needle}` in:\n{text}");
    }
    let bad = common::cli::wobble(&["mutate", "x.bpl", "--only", "G5", "--list-sites"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("G3 G4"), "{}", String::from_utf8_lossy(&bad.stderr));
}
