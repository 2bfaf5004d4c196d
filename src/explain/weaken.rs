//! The never-weaken rule, checked mechanically on two ASTs before a repair is reported.
//!
//! A repair may remove assumptions (axioms, `requires` clauses, free or not), add, change or
//! remove triggers (they never change what is true, only what z3 instantiates), and add
//! `assert` statements. It never removes or changes an `ensures`, an `assert`, a loop invariant
//! or any other statement, and never adds an axiom, an `assume`, a `requires` or a `free` clause.
//! [`check`] compares the original and the repaired program with triggers stripped from both:
//! the repaired program's axioms must be among the original's; declarations other than axioms
//! must correspond one to one, in order; a procedure's `requires` must be among the original's,
//! its free `ensures` among the original's free ones, and every original checked `ensures` must
//! still be there; bodies must be the original's with `assert` statements inserted (in loops,
//! invariants as for `ensures`). Anything else is a [`Weakening`].

use crate::syntax::ast::*;
use crate::syntax::print_expr;
use crate::syntax::visit::for_each_expr_mut;
use thiserror::Error;

/// Why a repaired program is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Weakening {
    #[error("adds the axiom `{0}`")]
    AddsAxiom(String),
    #[error("{owner}: drops or changes the checked `ensures {clause}`")]
    DropsEnsures { owner: String, clause: String },
    #[error("{owner}: adds the assumption `{clause}`")]
    AddsAssumption { owner: String, clause: String },
    #[error("{owner}: drops or changes the loop invariant `{clause}`")]
    DropsInvariant { owner: String, clause: String },
    #[error("{owner}: removes or changes a statement (`{stmt}`)")]
    ChangesStatement { owner: String, stmt: String },
    #[error("changes the declaration `{0}` beyond what a repair may")]
    ChangesDeclaration(String),
    #[error("has {0} declarations other than axioms where the original has {1}")]
    DeclarationCount(usize, usize),
}

fn strip_triggers(p: &Program) -> Program {
    let mut p = p.clone();
    for d in &mut p.decls {
        for_each_expr_mut(d, &mut |e| {
            if let ExprKind::Quant(q) = &mut e.kind {
                q.annots.retain(|a| !matches!(a, QuantAnnot::Trigger(_)));
            }
        });
    }
    p
}

fn decl_name(d: &Decl) -> String {
    crate::syntax::print_decl(d).lines().next().unwrap_or("").trim().chars().take(80).collect()
}

/// Checks that `repaired` does not weaken `original` (see the module doc).
pub fn check(original: &Program, repaired: &Program) -> Result<(), Weakening> {
    let (o, r) = (strip_triggers(original), strip_triggers(repaired));
    let axioms = |p: &Program| -> Vec<AxiomDecl> {
        p.decls.iter().filter_map(|d| if let DeclKind::Axiom(a) = &d.kind { Some(a.clone()) } else { None }).collect()
    };
    let mut available = axioms(&o);
    for a in axioms(&r) {
        match available.iter().position(|x| *x == a) {
            Some(i) => {
                available.remove(i);
            }
            None => return Err(Weakening::AddsAxiom(print_expr(&a.expr))),
        }
    }
    let rest = |p: &Program| -> Vec<Decl> {
        p.decls.iter().filter(|d| !matches!(d.kind, DeclKind::Axiom(_))).cloned().collect()
    };
    let (od, rd) = (rest(&o), rest(&r));
    if od.len() != rd.len() {
        return Err(Weakening::DeclarationCount(rd.len(), od.len()));
    }
    for (a, b) in od.iter().zip(&rd) {
        match (&a.kind, &b.kind) {
            (DeclKind::Procedure(pa), DeclKind::Procedure(pb)) => {
                specs(&pa.name, &pa.specs, &pb.specs)?;
                let (mut ha, mut hb) = ((**pa).clone(), (**pb).clone());
                ha.specs.clear();
                hb.specs.clear();
                let (ba, bb) = (ha.body.take(), hb.body.take());
                if ha != hb {
                    return Err(Weakening::ChangesDeclaration(decl_name(a)));
                }
                match (ba, bb) {
                    (Some(x), Some(y)) => body(&pa.name, &x, &y)?,
                    (None, None) => {}
                    _ => return Err(Weakening::ChangesDeclaration(decl_name(a))),
                }
            }
            (DeclKind::Implementation(ia), DeclKind::Implementation(ib)) => {
                let (mut ha, mut hb) = ((**ia).clone(), (**ib).clone());
                ha.body = Body { locals: Vec::new(), stmts: Vec::new() };
                hb.body = Body { locals: Vec::new(), stmts: Vec::new() };
                if ha != hb {
                    return Err(Weakening::ChangesDeclaration(decl_name(a)));
                }
                body(&ia.name, &ia.body, &ib.body)?;
            }
            _ if a == b => {}
            _ => return Err(Weakening::ChangesDeclaration(decl_name(a))),
        }
    }
    Ok(())
}

/// Removes `c` from `pool` if there (by equality).
fn take<T: PartialEq>(pool: &mut Vec<T>, c: &T) -> bool {
    match pool.iter().position(|x| x == c) {
        Some(i) => {
            pool.remove(i);
            true
        }
        None => false,
    }
}

fn requires(s: &Spec) -> Option<&Contract> {
    if let Spec::Requires(c) = s {
        Some(c)
    } else {
        None
    }
}

fn ensures(s: &Spec) -> Option<&Contract> {
    if let Spec::Ensures(c) = s {
        Some(c)
    } else {
        None
    }
}

fn specs(owner: &str, o: &[Spec], r: &[Spec]) -> Result<(), Weakening> {
    let pick =
        |s: &[Spec], f: fn(&Spec) -> Option<&Contract>| -> Vec<Contract> { s.iter().filter_map(f).cloned().collect() };
    let mut pool = pick(o, requires);
    for c in pick(r, requires) {
        if !take(&mut pool, &c) {
            let clause = format!("{}requires {}", if c.free { "free " } else { "" }, print_expr(&c.expr));
            return Err(Weakening::AddsAssumption { owner: owner.into(), clause });
        }
    }
    let (oe, re) = (pick(o, ensures), pick(r, ensures));
    let mut free_pool: Vec<Contract> = oe.iter().filter(|c| c.free).cloned().collect();
    for c in re.iter().filter(|c| c.free) {
        if !take(&mut free_pool, c) {
            let clause = format!("free ensures {}", print_expr(&c.expr));
            return Err(Weakening::AddsAssumption { owner: owner.into(), clause });
        }
    }
    let mut checked: Vec<Contract> = re.iter().filter(|c| !c.free).cloned().collect();
    for c in oe.iter().filter(|c| !c.free) {
        if !take(&mut checked, c) {
            return Err(Weakening::DropsEnsures { owner: owner.into(), clause: print_expr(&c.expr) });
        }
    }
    let modifies = |s: &[Spec]| -> Vec<Spec> { s.iter().filter(|x| matches!(x, Spec::Modifies(_))).cloned().collect() };
    if modifies(o) != modifies(r) {
        return Err(Weakening::ChangesDeclaration(format!("modifies of {owner}")));
    }
    Ok(())
}

fn body(owner: &str, o: &Body, r: &Body) -> Result<(), Weakening> {
    if o.locals != r.locals {
        return Err(Weakening::ChangesDeclaration(format!("local variables of {owner}")));
    }
    block(owner, &o.stmts, &r.stmts)
}

fn changed(owner: &str, s: &Stmt) -> Weakening {
    let stmt: String = crate::syntax::print_stmt(s).lines().next().unwrap_or("").trim().chars().take(80).collect();
    Weakening::ChangesStatement { owner: owner.into(), stmt }
}

/// `r` is `o` with `assert` statements inserted (recursively in loops and branches).
fn block(owner: &str, o: &[Stmt], r: &[Stmt]) -> Result<(), Weakening> {
    let mut j = 0;
    for s in o {
        loop {
            let Some(t) = r.get(j) else { return Err(changed(owner, s)) };
            if same_stmt(owner, s, t)? {
                j += 1;
                break;
            }
            if matches!(t.kind, StmtKind::Assert { .. }) {
                j += 1;
                continue;
            }
            return Err(changed(owner, s));
        }
    }
    match r[j..].iter().find(|t| !matches!(t.kind, StmtKind::Assert { .. })) {
        Some(t) => {
            Err(Weakening::AddsAssumption { owner: owner.into(), clause: crate::syntax::print_stmt(t).trim().into() })
        }
        None => Ok(()),
    }
}

/// Whether `r` is `o` up to inserted asserts inside it; an error when it has the same shape but
/// weakens it.
fn same_stmt(owner: &str, o: &Stmt, r: &Stmt) -> Result<bool, Weakening> {
    match (&o.kind, &r.kind) {
        (StmtKind::While { guard: ga, specs: sa, body: ba }, StmtKind::While { guard: gb, specs: sb, body: bb })
            if ga == gb =>
        {
            let inv = |s: &[LoopSpec], free: bool| -> Vec<Contract> {
                s.iter().filter_map(LoopSpec::invariant).filter(|c| c.free == free).cloned().collect()
            };
            let mut free_pool = inv(sa, true);
            for c in inv(sb, true) {
                if !take(&mut free_pool, &c) {
                    let clause = format!("free invariant {}", print_expr(&c.expr));
                    return Err(Weakening::AddsAssumption { owner: owner.into(), clause });
                }
            }
            let mut checked = inv(sb, false);
            for c in inv(sa, false) {
                if !take(&mut checked, &c) {
                    return Err(Weakening::DropsInvariant { owner: owner.into(), clause: print_expr(&c.expr) });
                }
            }
            let others =
                |s: &[LoopSpec]| -> Vec<LoopSpec> { s.iter().filter(|x| x.invariant().is_none()).cloned().collect() };
            if others(sa) != others(sb) {
                return Ok(false);
            }
            block(owner, ba, bb).map(|()| true)
        }
        (StmtKind::If(a), StmtKind::If(b)) if a.guard == b.guard => {
            block(owner, &a.then_branch, &b.then_branch)?;
            match (&a.else_branch, &b.else_branch) {
                (None, None) => Ok(true),
                (Some(Else::Block(x)), Some(Else::Block(y))) => block(owner, x, y).map(|()| true),
                (Some(Else::If(x)), Some(Else::If(y))) => same_stmt(
                    owner,
                    &Stmt { pos: o.pos, kind: StmtKind::If(x.clone()) },
                    &Stmt { pos: r.pos, kind: StmtKind::If(y.clone()) },
                ),
                _ => Ok(false),
            }
        }
        _ => Ok(o == r),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse_program;

    const P: &str = "function F(int): int;\naxiom (forall x: int :: {F(x)} F(x) > 0);\naxiom F(0) == 1;\n\
        procedure P(n: int) returns (r: int)\n  requires n > 0;\n  free requires n < 9;\n  ensures r > 0;\n  free ensures r < 100;\n\
        {\n  var i: int;\n  r := F(n);\n  i := 0;\n  while (i < n)\n    invariant i <= n;\n  {\n    assert i < n;\n    i := i + 1;\n  }\n}\n";

    fn refuse(edit: impl Fn(&str) -> String) -> Weakening {
        let o = parse_program(P, "p.bpl").unwrap();
        let t = edit(P);
        let r = parse_program(&t, "p.bpl").unwrap_or_else(|e| panic!("{e}\n{t}"));
        check(&o, &r).expect_err(&t)
    }

    fn allow(edit: impl Fn(&str) -> String) {
        let o = parse_program(P, "p.bpl").unwrap();
        let t = edit(P);
        let r = parse_program(&t, "p.bpl").unwrap_or_else(|e| panic!("{e}\n{t}"));
        assert_eq!(check(&o, &r), Ok(()), "{t}");
    }

    #[test]
    fn repairs_that_keep_the_proof_are_allowed() {
        allow(|p| p.to_string());
        allow(|p| p.replace("axiom (forall x: int :: {F(x)} F(x) > 0);\n", ""));
        allow(|p| p.replace("axiom F(0) == 1;\n", ""));
        allow(|p| p.replace("  requires n > 0;\n", ""));
        allow(|p| p.replace("  free requires n < 9;\n", ""));
        allow(|p| p.replace("{F(x)}", "{F(x), F(x + 1)}"));
        allow(|p| p.replace("{F(x)} ", ""));
        allow(|p| p.replace("  r := F(n);\n", "  assert F(n) > 0;\n  r := F(n);\n"));
        allow(|p| p.replace("    i := i + 1;\n", "    i := i + 1;\n    assert i <= n;\n"));
        allow(|p| p.replace("  ensures r > 0;\n", "  ensures r > 0;\n  ensures r >= 1;\n"));
    }

    #[test]
    fn weakenings_are_refused() {
        assert!(matches!(refuse(|p| p.replace("  ensures r > 0;\n", "")), Weakening::DropsEnsures { .. }));
        assert!(matches!(refuse(|p| p.replace("ensures r > 0", "ensures r > -1")), Weakening::DropsEnsures { .. }));
        assert!(matches!(
            refuse(|p| p.replace("  ensures r > 0;\n", "  free ensures r > 0;\n")),
            Weakening::AddsAssumption { .. }
        ));
        assert!(matches!(refuse(|p| p.replace("    assert i < n;\n", "")), Weakening::ChangesStatement { .. }));
        assert!(matches!(refuse(|p| p.replace("assert i < n", "assume i < n")), Weakening::ChangesStatement { .. }));
        assert!(matches!(refuse(|p| p.replace("    invariant i <= n;\n", "")), Weakening::DropsInvariant { .. }));
        assert!(matches!(
            refuse(|p| p.replace("invariant i <= n", "free invariant i <= n")),
            Weakening::AddsAssumption { .. }
        ));
        assert!(matches!(
            refuse(|p| p.replace("  r := F(n);\n", "  assume n > 5;\n  r := F(n);\n")),
            Weakening::ChangesStatement { .. }
        ));
        assert!(matches!(refuse(|p| format!("{p}axiom F(1) == 2;\n")), Weakening::AddsAxiom(_)));
        assert!(matches!(
            refuse(|p| p.replace("  requires n > 0;\n", "  requires n > 1;\n")),
            Weakening::AddsAssumption { .. }
        ));
        assert!(matches!(refuse(|p| p.replace("r := F(n)", "r := 1")), Weakening::ChangesStatement { .. }));
        assert!(matches!(
            refuse(|p| p.replace("function F(int): int;", "function F(x: int): int { 1 }")),
            Weakening::ChangesDeclaration(_)
        ));
        // An assume appended after the body's last statement.
        assert!(matches!(
            refuse(|p| p.replace("  }\n}\n", "  }\n  assume false;\n}\n")),
            Weakening::AddsAssumption { .. }
        ));
    }
}
