//! The semantics-changing operators on our spec-strength seeds (seeds/strength), without a
//! verifier: every change applies, its mutant prints and parses back to itself, it changes the
//! body of one procedure only, and it never touches a contract, an invariant, an assert or an
//! assume (those are what the mutants are checked against).

use std::path::Path;
use wobble::mutation::changing::{all_changes, apply, Change, ChangeKind};
use wobble::mutation::Variant;
use wobble::syntax::ast::{Decl, DeclKind, Expr, Spec, Stmt, StmtKind};
use wobble::syntax::parse_program;

fn seed(name: &str) -> Variant {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/strength").join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    Variant::from_program(parse_program(&text, &path.to_string_lossy()).unwrap())
}

/// Everything a mutant must leave alone: contracts, loop invariants, asserts and assumes, in order.
fn specification(v: &Variant) -> (Vec<Spec>, Vec<Expr>) {
    fn stmts(b: &[Stmt], out: &mut Vec<Expr>) {
        for s in b {
            match &s.kind {
                StmtKind::Assert { expr, .. } | StmtKind::Assume { expr, .. } => out.push(expr.clone()),
                StmtKind::While { specs, body, .. } => {
                    out.extend(specs.iter().filter_map(|s| s.invariant()).map(|c| c.expr.clone()));
                    stmts(body, out);
                }
                StmtKind::If(i) => {
                    stmts(&i.then_branch, out);
                    if let Some(wobble::syntax::ast::Else::Block(b)) = &i.else_branch {
                        stmts(b, out);
                    }
                }
                _ => {}
            }
        }
    }
    let (mut specs, mut exprs) = (Vec::new(), Vec::new());
    for (_, d) in v.decls() {
        if let DeclKind::Procedure(p) = &d.kind {
            specs.extend(p.specs.iter().cloned());
            if let Some(b) = &p.body {
                stmts(&b.stmts, &mut exprs);
            }
        }
    }
    (specs, exprs)
}

fn changed_decls(a: &Variant, b: &Variant) -> Vec<String> {
    a.decls()
        .zip(b.decls())
        .filter(|((_, x), (_, y))| x != y)
        .map(|((_, x), _): ((_, &Decl), _)| x.describe())
        .collect()
}

#[test]
fn every_change_of_every_strength_seed_applies_prints_and_keeps_the_specification() {
    for name in ["insertion_sort_weak.bpl", "insertion_sort_full.bpl", "max_upper_bound.bpl", "search_sound_only.bpl"] {
        let v = seed(name);
        let changes = all_changes(&v);
        let kinds: std::collections::BTreeSet<ChangeKind> = changes.iter().map(Change::kind).collect();
        assert!(kinds.len() >= 5, "{name}: only {kinds:?}");
        let spec = specification(&v);
        for c in &changes {
            assert_eq!(c.to_string().parse::<Change>().as_ref(), Ok(c), "{name}");
            let m = apply(&v, c).unwrap_or_else(|e| panic!("{name}: {e}"));
            let text = m.variant.file_text(0);
            let back = Variant::from_program(parse_program(&text, "m.bpl").unwrap_or_else(|e| panic!("{c}: {e}")));
            assert_eq!(back, m.variant, "{name} {c}");
            assert_eq!(changed_decls(&v, &m.variant).len(), 1, "{name} {c}");
            assert_eq!(specification(&m.variant), spec, "{name} {c} touched the specification");
            assert!(m.pos.line > 0 && !m.before.is_empty() && m.before != m.after, "{name} {c}: {}", m.diff());
        }
    }
}

#[test]
fn the_weak_sort_has_the_swap_to_copy_deletion() {
    let v = seed("insertion_sort_weak.bpl");
    let copies: Vec<String> = all_changes(&v)
        .iter()
        .filter(|c| c.kind() == ChangeKind::Delete)
        .map(|c| apply(&v, c).unwrap().diff())
        .filter(|d| d.starts_with("b[j - 1] := t;"))
        .collect();
    assert_eq!(copies, ["b[j - 1] := t;  =>  (deleted)"]);
}
