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
//!
//! Two rules keep what is *checked* from shrinking:
//! - a `requires` may be dropped only from a procedure whose implementation is in the program and
//!   verified by Boogie ([`unverified`] is `None`): without one (a lemma, Dafny's `Call$$`
//!   procedures, an implementation marked `{:verify false}`, an `{:inline}` procedure, which
//!   Boogie inlines and does not verify on its own), the `requires` is the only check at each
//!   call site, and dropping it would let every caller skip it;
//! - every implementation the original verifies must still be verified: none removed, none
//!   marked `{:verify false}` or `{:inline}` ([`verified_implementations`]).
//!
//! "Verified" is what Boogie does with the text; whether the repaired run actually proves the
//! implementation is the measurement's to say ([`dropped_requires`] names the procedures whose
//! VCs must then measure stable).

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
    #[error("{owner}: drops `{clause}`, but {why}: every caller would skip that check")]
    DropsRequires { owner: String, clause: String, why: Unverified },
    #[error("{owner}: an implementation the original verifies is no longer verified ({why})")]
    Unverifies { owner: String, why: String },
}

/// Why Boogie does not verify a procedure's implementation on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum Unverified {
    #[error("the procedure has no implementation in the program (a lemma or a call interface)")]
    NoImplementation,
    #[error("its implementation is marked {{:verify false}}")]
    VerifyFalse,
    #[error("it is {{:inline}}: Boogie inlines it at its call sites and does not verify it on its own")]
    Inline,
}

/// Whether `attrs` hold `{:verify false}`.
fn verify_false(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.name.as_str() == "verify"
            && matches!(a.args.first(), Some(AttrArg::Expr(Expr { kind: ExprKind::Lit(Lit::Bool(false)), .. })))
    })
}

fn inline(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| a.name.as_str() == "inline")
}

/// Why an implementation with attributes `attrs` of a procedure with `proc_attrs` is not verified.
fn skipped(proc_attrs: &[Attribute], attrs: &[Attribute]) -> Option<Unverified> {
    if verify_false(proc_attrs) || verify_false(attrs) {
        Some(Unverified::VerifyFalse)
    } else if inline(proc_attrs) || inline(attrs) {
        Some(Unverified::Inline)
    } else {
        None
    }
}

/// Each procedure's implementations (a body of its own, separate `implementation`s) that Boogie
/// verifies in a run of `program`, counted by procedure name.
pub fn verified_implementations(program: &Program) -> std::collections::BTreeMap<String, usize> {
    let mut out = std::collections::BTreeMap::new();
    for d in &program.decls {
        if let DeclKind::Procedure(p) = &d.kind {
            let mut n = usize::from(p.body.is_some() && skipped(&p.attrs, &[]).is_none());
            for d in &program.decls {
                if let DeclKind::Implementation(i) = &d.kind {
                    n += usize::from(i.name == p.name && skipped(&p.attrs, &i.attrs).is_none());
                }
            }
            if n > 0 {
                *out.entry(p.name.to_string()).or_insert(0) += n;
            }
        }
    }
    out
}

/// Why Boogie verifies no implementation of the procedure `name` in a run of `program`, or
/// `None` when it verifies one.
pub fn unverified(program: &Program, name: &str) -> Option<Unverified> {
    let mut why = Unverified::NoImplementation;
    for d in &program.decls {
        let DeclKind::Procedure(p) = &d.kind else { continue };
        if p.name.as_str() != name {
            continue;
        }
        let bodies =
            p.body.iter().map(|_| skipped(&p.attrs, &[])).chain(program.decls.iter().filter_map(|d| match &d.kind {
                DeclKind::Implementation(i) if i.name == p.name => Some(skipped(&p.attrs, &i.attrs)),
                _ => None,
            }));
        for b in bodies {
            match b {
                None => return None,
                Some(w) => why = w,
            }
        }
    }
    Some(why)
}

/// The procedures of `original` that lost a `requires` (free or not) in `repaired`: their VCs
/// must measure stable in the repaired program's run for the repair to stand.
pub fn dropped_requires(original: &Program, repaired: &Program) -> Vec<String> {
    let (o, r) = (strip_triggers(original), strip_triggers(repaired));
    let mut out = Vec::new();
    for d in &o.decls {
        let DeclKind::Procedure(po) = &d.kind else { continue };
        let after = r.decls.iter().find_map(|d| match &d.kind {
            DeclKind::Procedure(p) if p.name == po.name => Some(p),
            _ => None,
        });
        let mut pool: Vec<&Contract> = after.map(|p| p.specs.iter().filter_map(requires).collect()).unwrap_or_default();
        let lost = po.specs.iter().filter_map(requires).any(|c| match pool.iter().position(|x| *x == c) {
            Some(i) => {
                pool.remove(i);
                false
            }
            None => true,
        });
        if lost {
            out.push(po.name.to_string());
        }
    }
    out
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
    let kept = verified_implementations(&r);
    for (name, n) in verified_implementations(&o) {
        if kept.get(&name).copied().unwrap_or(0) < n {
            let why = unverified(&r, &name).map_or_else(|| "an implementation is gone".to_string(), |w| w.to_string());
            return Err(Weakening::Unverifies { owner: name, why });
        }
    }
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
                specs(&pa.name, &pa.specs, &pb.specs, unverified(&r, &pb.name))?;
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

/// `r`'s contract against `o`'s, of the procedure `owner`; `unverified` says why Boogie would not
/// verify its implementation in the repaired program (then no `requires` may go).
fn specs(owner: &str, o: &[Spec], r: &[Spec], unverified: Option<Unverified>) -> Result<(), Weakening> {
    let pick =
        |s: &[Spec], f: fn(&Spec) -> Option<&Contract>| -> Vec<Contract> { s.iter().filter_map(f).cloned().collect() };
    let clause = |c: &Contract| format!("{}requires {}", if c.free { "free " } else { "" }, print_expr(&c.expr));
    let mut pool = pick(o, requires);
    for c in pick(r, requires) {
        if !take(&mut pool, &c) {
            return Err(Weakening::AddsAssumption { owner: owner.into(), clause: clause(&c) });
        }
    }
    if let (Some(dropped), Some(why)) = (pool.first(), unverified) {
        return Err(Weakening::DropsRequires { owner: owner.into(), clause: clause(dropped), why });
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

    /// A lemma (no implementation), a procedure with a separate implementation, one marked
    /// `{:verify false}` on its implementation, one on the procedure, and an `{:inline}` one.
    const CALLS: &str = "function F(int): int;\n\
        procedure Lemma(n: int);\n  requires (forall x: int :: {F(x)} F(x) > 0);\n  ensures F(n) > 0;\n\
        procedure Sep(n: int);\n  requires n > 0;\n\
        implementation Sep(n: int)\n{\n  assert n > 0;\n}\n\
        procedure Off(n: int);\n  requires n > 0;\n\
        implementation {:verify false} Off(n: int)\n{\n  assert n > 0;\n}\n\
        procedure {:verify false} OffToo(n: int)\n  requires n > 0;\n{\n  assert n > 0;\n}\n\
        procedure {:inline 1} Inl(n: int)\n  requires n > 0;\n{\n  assert n > 0;\n}\n\
        procedure Main(n: int)\n  requires n > 0;\n{\n  call Lemma(n);\n  call Sep(n);\n}\n";

    fn check_calls(edit: impl Fn(&str) -> String) -> Result<(), Weakening> {
        let o = parse_program(CALLS, "c.bpl").unwrap();
        let t = edit(CALLS);
        assert_ne!(t, CALLS, "the edit changes the text");
        let r = parse_program(&t, "c.bpl").unwrap_or_else(|e| panic!("{e}\n{t}"));
        check(&o, &r)
    }

    #[test]
    fn a_requires_goes_only_from_a_procedure_whose_implementation_boogie_verifies() {
        let o = parse_program(CALLS, "c.bpl").unwrap();
        assert_eq!(unverified(&o, "Lemma"), Some(Unverified::NoImplementation));
        assert_eq!(unverified(&o, "Off"), Some(Unverified::VerifyFalse));
        assert_eq!(unverified(&o, "OffToo"), Some(Unverified::VerifyFalse));
        assert_eq!(unverified(&o, "Inl"), Some(Unverified::Inline));
        assert_eq!((unverified(&o, "Sep"), unverified(&o, "Main")), (None, None));
        let verified: Vec<(String, usize)> = verified_implementations(&o).into_iter().collect();
        assert_eq!(verified, [("Main".to_string(), 1), ("Sep".to_string(), 1)]);
        fn drop(from: &'static str, clause: &'static str) -> impl Fn(&str) -> String {
            move |p: &str| {
                let at = p.find(from).unwrap();
                let end = at + p[at..].find(clause).unwrap();
                format!("{}{}", &p[..end], &p[end + clause.len()..])
            }
        }
        // Allowed where an implementation is verified: a separate one, or the procedure's body.
        assert_eq!(check_calls(drop("procedure Sep", "  requires n > 0;\n")), Ok(()));
        assert_eq!(check_calls(drop("procedure Main", "  requires n > 0;\n")), Ok(()));
        // Refused everywhere else, saying why.
        let lemma = check_calls(drop("procedure Lemma", "  requires (forall x: int :: {F(x)} F(x) > 0);\n"));
        assert!(
            matches!(&lemma, Err(Weakening::DropsRequires { owner, why: Unverified::NoImplementation, .. }) if owner == "Lemma"),
            "{lemma:?}"
        );
        let message = lemma.unwrap_err().to_string();
        assert!(message.contains("no implementation") && message.contains("every caller"), "{message}");
        for (from, why) in [
            ("procedure Off(", Unverified::VerifyFalse),
            ("procedure {:verify false} OffToo", Unverified::VerifyFalse),
            ("procedure {:inline 1} Inl", Unverified::Inline),
        ] {
            let r = check_calls(drop(from, "  requires n > 0;\n"));
            assert!(matches!(&r, Err(Weakening::DropsRequires { why: w, .. }) if *w == why), "{from}: {r:?}");
        }
        // A trigger change is no drop.
        assert_eq!(check_calls(|p| p.replace("{F(x)} F(x) > 0", "F(x) > 0")), Ok(()));
        let (a, b) = (
            parse_program(CALLS, "c").unwrap(),
            parse_program(&drop("procedure Sep", "  requires n > 0;\n")(CALLS), "c").unwrap(),
        );
        assert_eq!(dropped_requires(&a, &b), ["Sep"]);
        assert!(dropped_requires(&a, &a).is_empty());
    }

    #[test]
    fn an_edit_that_leaves_an_implementation_unverified_is_refused() {
        let unverifies = |r: Result<(), Weakening>, name: &str| {
            assert!(matches!(&r, Err(Weakening::Unverifies { owner, .. }) if owner == name), "{r:?}");
        };
        unverifies(check_calls(|p| p.replace("implementation Sep", "implementation {:verify false} Sep")), "Sep");
        unverifies(check_calls(|p| p.replace("procedure Main", "procedure {:verify false} Main")), "Main");
        unverifies(check_calls(|p| p.replace("procedure Main", "procedure {:inline 1} Main")), "Main");
        unverifies(check_calls(|p| p.replace("implementation Sep(n: int)\n{\n  assert n > 0;\n}\n", "")), "Sep");
        // The procedure's body removed (a procedure with a body is its own implementation).
        unverifies(
            check_calls(|p| {
                p.replace(
                    "procedure Main(n: int)\n  requires n > 0;\n{\n  call Lemma(n);\n  call Sep(n);\n}\n",
                    "procedure Main(n: int);\n  requires n > 0;\n",
                )
            }),
            "Main",
        );
        // Marking an unverified implementation verified changes a declaration: refused too.
        assert!(matches!(
            check_calls(|p| p.replace("implementation {:verify false} Off", "implementation Off")),
            Err(Weakening::ChangesDeclaration(_))
        ));
    }
}
