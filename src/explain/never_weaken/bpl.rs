//! The never-weaken whitelist on two Boogie programs (see the parent module for the rules).
//!
//! Triggers are stripped from both programs first (a changed trigger is admitted, [`Admit::Trigger`]).
//! Axioms are matched as a multiset: an original axiom missing from the edited program is a drop,
//! an edited one missing from the original must be an instance of an original axiom
//! ([`super::bpl_instance`]). The other declarations correspond one to one, in order; a
//! procedure's contract may lose `free` clauses and the `requires` of a procedure whose
//! implementation Boogie verifies ([`unverified`] is `None`), and nothing else: an `ensures`, a
//! `requires` or a `modifies` added or changed is refused, whatever the procedure (an added
//! `ensures false` on a body-less procedure is an assumption at every call site). Bodies are the
//! original's with `assert` statements inserted and `assume` statements dropped; loop invariants
//! may lose only their `free` ones. Every implementation the original verifies must still be
//! verified: none removed, none marked `{:verify false}` or `{:inline}`
//! ([`verified_implementations`]).
//!
//! "Verified" is what Boogie does with the text; whether the repaired run actually proves the
//! implementation is the measurement's to say ([`dropped_requires`] names the procedures whose
//! VCs must then measure stable).

use super::bpl_instance::{is_instance, Env};
use super::{Admit, Reason, Side, Unverified, Verdict};
use crate::syntax::ast::*;
use crate::syntax::print_expr;
use crate::syntax::visit::for_each_expr_mut;
use std::collections::BTreeMap;

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
pub fn verified_implementations(program: &Program) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
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
        if po.specs.iter().filter_map(requires).any(|c| !take(&mut pool, &c)) {
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

/// `Ok` when `edited` never weakens `original`, else the first refusal ([`verdict`] has them all).
pub fn check(original: &Program, edited: &Program) -> Result<(), super::Refused> {
    verdict(original, edited).result()
}

/// Every admitted and refused difference between `original` and `edited` (see the module doc).
pub fn verdict(original: &Program, edited: &Program) -> Verdict {
    let mut v = Verdict::default();
    let (o, r) = (strip_triggers(original), strip_triggers(edited));
    let kept = verified_implementations(&r);
    for (name, n) in verified_implementations(&o) {
        if kept.get(&name).copied().unwrap_or(0) < n {
            let why = unverified(&r, &name).map_or_else(|| "an implementation is gone".to_string(), |w| w.to_string());
            let line = procedure_line(&r, &name)
                .map_or((Side::Original, procedure_line(&o, &name)), |l| (Side::Edited, Some(l)));
            v.refuse(line.0, line.1.unwrap_or(0), Reason::Unverifies { owner: name, why });
        }
    }
    axioms(original, edited, &o, &r, &mut v);
    let rest = |p: &Program| -> Vec<(usize, Decl)> {
        p.decls
            .iter()
            .enumerate()
            .filter(|(_, d)| !matches!(d.kind, DeclKind::Axiom(_)))
            .map(|(i, d)| (i, d.clone()))
            .collect()
    };
    let (od, rd) = (rest(&o), rest(&r));
    if od.len() != rd.len() {
        let at = od.iter().zip(&rd).position(|(a, b)| a.1 != b.1).unwrap_or(od.len().min(rd.len()));
        let (side, line) = match rd.get(at) {
            Some(d) => (Side::Edited, d.1.pos.line),
            None => (Side::Original, od.get(at).map_or(0, |d| d.1.pos.line)),
        };
        v.refuse(side, line, Reason::DeclarationCount(rd.len(), od.len()));
        return v;
    }
    for ((ia, a), (ib, b)) in od.iter().zip(&rd) {
        if triggers(&original.decls[*ia]) != triggers(&edited.decls[*ib]) {
            v.admit(Admit::Trigger, Side::Edited, b.pos.line, decl_name(b));
        }
        let changed = |v: &mut Verdict| v.refuse(Side::Edited, b.pos.line, Reason::ChangesDeclaration(decl_name(a)));
        match (&a.kind, &b.kind) {
            (DeclKind::Procedure(pa), DeclKind::Procedure(pb)) => {
                specs(&pa.name, &pa.specs, &pb.specs, unverified(&r, &pb.name), &mut v);
                let (mut ha, mut hb) = ((**pa).clone(), (**pb).clone());
                ha.specs.clear();
                hb.specs.clear();
                let (ba, bb) = (ha.body.take(), hb.body.take());
                if ha != hb {
                    changed(&mut v);
                    continue;
                }
                match (ba, bb) {
                    (Some(x), Some(y)) => body(&pa.name, &x, &y, b.pos.line, &mut v),
                    (None, None) => {}
                    _ => changed(&mut v),
                }
            }
            (DeclKind::Implementation(ia), DeclKind::Implementation(ib)) => {
                let (mut ha, mut hb) = ((**ia).clone(), (**ib).clone());
                ha.body = Body { locals: Vec::new(), stmts: Vec::new() };
                hb.body = Body { locals: Vec::new(), stmts: Vec::new() };
                if ha != hb {
                    changed(&mut v);
                    continue;
                }
                body(&ia.name, &ia.body, &ib.body, b.pos.line, &mut v);
            }
            _ if a == b => {}
            _ => changed(&mut v),
        }
    }
    v
}

/// The line of the procedure `name`'s declaration in `p`.
fn procedure_line(p: &Program, name: &str) -> Option<u32> {
    p.decls.iter().find_map(|d| match &d.kind {
        DeclKind::Procedure(x) if x.name.as_str() == name => Some(d.pos.line),
        _ => None,
    })
}

/// The triggers written in a declaration, in order.
fn triggers(d: &Decl) -> Vec<Vec<Expr>> {
    let mut out = Vec::new();
    crate::syntax::visit::for_each_expr(d, &mut |e| {
        if let ExprKind::Quant(q) = &e.kind {
            for a in &q.annots {
                if let QuantAnnot::Trigger(t) = a {
                    out.push(t.clone());
                }
            }
        }
    });
    out
}

/// Axioms as a multiset: drops admitted, additions admitted only as implied instances.
fn axioms(original: &Program, edited: &Program, o: &Program, r: &Program, v: &mut Verdict) {
    let list = |p: &Program| -> Vec<(usize, AxiomDecl, u32)> {
        p.decls
            .iter()
            .enumerate()
            .filter_map(|(i, d)| if let DeclKind::Axiom(a) = &d.kind { Some((i, a.clone(), d.pos.line)) } else { None })
            .collect()
    };
    let originals = list(o);
    let mut pool = originals.clone();
    let env = Env::of(r);
    for (i, a, line) in list(r) {
        if let Some(k) = pool.iter().position(|x| x.1 == a) {
            let (oi, _, _) = pool.remove(k);
            if triggers(&original.decls[oi]) != triggers(&edited.decls[i]) {
                v.admit(Admit::Trigger, Side::Edited, line, print_expr(&a.expr));
            }
        } else if originals.iter().any(|(_, x, _)| is_instance(&env, &x.expr, &a.expr)) {
            v.admit(Admit::Instance, Side::Edited, line, print_expr(&a.expr));
        } else {
            v.refuse(Side::Edited, line, Reason::AddsAxiom(print_expr(&a.expr)));
        }
    }
    for (_, a, line) in pool {
        v.admit(Admit::DropsAxiom, Side::Original, line, print_expr(&a.expr));
    }
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

fn clause(what: &str, c: &Contract) -> String {
    format!("{}{what} {}", if c.free { "free " } else { "" }, print_expr(&c.expr))
}

/// `r`'s contract against `o`'s, of the procedure `owner`; `unverified` says why Boogie would not
/// verify its implementation in the edited program (then no checked `requires` may go).
fn specs(owner: &str, o: &[Spec], r: &[Spec], unverified: Option<Unverified>, v: &mut Verdict) {
    let name = owner;
    let owner = || name.to_string();
    let pick =
        |s: &[Spec], f: fn(&Spec) -> Option<&Contract>| -> Vec<Contract> { s.iter().filter_map(f).cloned().collect() };
    let mut pool = pick(o, requires);
    for c in pick(r, requires) {
        if !take(&mut pool, &c) {
            let (owner, clause) = (owner(), clause("requires", &c));
            let why =
                if c.free { Reason::AddsAssumption { owner, clause } } else { Reason::AddsRequires { owner, clause } };
            v.refuse(Side::Edited, c.expr.pos.line, why);
        }
    }
    for c in pool {
        match (c.free, unverified) {
            (true, _) => v.admit(Admit::DropsFree, Side::Original, c.expr.pos.line, clause("requires", &c)),
            (false, Some(why)) => {
                let r = Reason::DropsRequires { owner: owner(), clause: clause("requires", &c), why };
                v.refuse(Side::Original, c.expr.pos.line, r);
            }
            (false, None) => v.admit(Admit::DropsRequires, Side::Original, c.expr.pos.line, clause("requires", &c)),
        }
    }
    let mut pool = pick(o, ensures);
    for c in pick(r, ensures) {
        if !take(&mut pool, &c) {
            let (owner, clause) = (owner(), clause("ensures", &c));
            let why =
                if c.free { Reason::AddsAssumption { owner, clause } } else { Reason::AddsEnsures { owner, clause } };
            v.refuse(Side::Edited, c.expr.pos.line, why);
        }
    }
    for c in pool {
        if c.free {
            v.admit(Admit::DropsFree, Side::Original, c.expr.pos.line, clause("ensures", &c));
        } else {
            v.refuse(
                Side::Original,
                c.expr.pos.line,
                Reason::DropsEnsures { owner: owner(), clause: print_expr(&c.expr) },
            );
        }
    }
    let modifies = |s: &[Spec]| -> Vec<Spec> { s.iter().filter(|x| matches!(x, Spec::Modifies(_))).cloned().collect() };
    if modifies(o) != modifies(r) {
        let line = r.iter().chain(o).find_map(contract_line).unwrap_or(0);
        v.refuse(Side::Edited, line, Reason::ChangesModifies { owner: owner() });
    }
}

/// A line near a spec (a `modifies` clause carries none of its own).
fn contract_line(s: &Spec) -> Option<u32> {
    match s {
        Spec::Requires(c) | Spec::Ensures(c) => Some(c.expr.pos.line),
        _ => None,
    }
}

fn body(owner: &str, o: &Body, r: &Body, line: u32, v: &mut Verdict) {
    if o.locals != r.locals {
        let at = r.locals.first().map_or(line, |l| l.pos.line);
        v.refuse(Side::Edited, at, Reason::ChangesDeclaration(format!("local variables of {owner}")));
        return;
    }
    block(owner, &o.stmts, &r.stmts, v);
}

fn printed(s: &Stmt) -> String {
    crate::syntax::print_stmt(s).lines().next().unwrap_or("").trim().chars().take(80).collect()
}

fn is_assert(s: &Stmt) -> bool {
    matches!(s.kind, StmtKind::Assert { .. })
}

fn is_assume(s: &Stmt) -> bool {
    matches!(s.kind, StmtKind::Assume { .. })
}

/// `r` is `o` with `assert` statements inserted and `assume` statements dropped (recursively in
/// loops and branches); the first other difference of a block is refused and ends its comparison.
fn block(owner: &str, o: &[Stmt], r: &[Stmt], v: &mut Verdict) {
    let mut j = 0;
    for s in o {
        loop {
            match r.get(j) {
                Some(t) if same_stmt(owner, s, t, v) => {
                    j += 1;
                    break;
                }
                Some(t) if is_assert(t) => {
                    v.admit(Admit::AddsAssert, Side::Edited, t.pos.line, printed(t));
                    j += 1;
                }
                _ if is_assume(s) => {
                    v.admit(Admit::DropsAssume, Side::Original, s.pos.line, printed(s));
                    break;
                }
                Some(t) => {
                    let why = if is_assume(t) {
                        Reason::AddsAssumption { owner: owner.into(), clause: printed(t) }
                    } else {
                        Reason::ChangesStatement { owner: owner.into(), stmt: printed(s) }
                    };
                    v.refuse(Side::Edited, t.pos.line, why);
                    return;
                }
                None => {
                    let stmt = printed(s);
                    v.refuse(Side::Original, s.pos.line, Reason::ChangesStatement { owner: owner.into(), stmt });
                    return;
                }
            }
        }
    }
    for t in &r[j..] {
        if is_assert(t) {
            v.admit(Admit::AddsAssert, Side::Edited, t.pos.line, printed(t));
        } else if is_assume(t) {
            v.refuse(Side::Edited, t.pos.line, Reason::AddsAssumption { owner: owner.into(), clause: printed(t) });
        } else {
            v.refuse(Side::Edited, t.pos.line, Reason::AddsStatement { owner: owner.into(), stmt: printed(t) });
        }
    }
}

/// Whether `r` is `o`, up to the admitted edits inside it (which, with its refusals, go to `v`);
/// `false` (nothing recorded) when they differ in kind or guard.
fn same_stmt(owner: &str, o: &Stmt, r: &Stmt, v: &mut Verdict) -> bool {
    match (&o.kind, &r.kind) {
        (StmtKind::While { guard: ga, specs: sa, body: ba }, StmtKind::While { guard: gb, specs: sb, body: bb })
            if ga == gb =>
        {
            let others =
                |s: &[LoopSpec]| -> Vec<LoopSpec> { s.iter().filter(|x| x.invariant().is_none()).cloned().collect() };
            if others(sa) != others(sb) {
                return false;
            }
            let inv = |s: &[LoopSpec]| -> Vec<Contract> { s.iter().filter_map(LoopSpec::invariant).cloned().collect() };
            let mut pool = inv(sa);
            for c in inv(sb) {
                if !take(&mut pool, &c) {
                    let clause = clause("invariant", &c);
                    let why = if c.free {
                        Reason::AddsAssumption { owner: owner.into(), clause }
                    } else {
                        Reason::AddsInvariant { owner: owner.into(), clause }
                    };
                    v.refuse(Side::Edited, c.expr.pos.line, why);
                }
            }
            for c in pool {
                if c.free {
                    v.admit(Admit::DropsFree, Side::Original, c.expr.pos.line, clause("invariant", &c));
                } else {
                    let why = Reason::DropsInvariant { owner: owner.into(), clause: print_expr(&c.expr) };
                    v.refuse(Side::Original, c.expr.pos.line, why);
                }
            }
            block(owner, ba, bb, v);
            true
        }
        (StmtKind::If(a), StmtKind::If(b)) if a.guard == b.guard && same_shape(&a.else_branch, &b.else_branch) => {
            if_stmt(owner, a, b, v);
            true
        }
        _ => o == r,
    }
}

/// Whether two `else` parts are both absent, both blocks or both `else if`s.
fn same_shape(a: &Option<Else>, b: &Option<Else>) -> bool {
    matches!(
        (a, b),
        (None, None) | (Some(Else::Block(_)), Some(Else::Block(_))) | (Some(Else::If(_)), Some(Else::If(_)))
    )
}

fn if_stmt(owner: &str, a: &IfStmt, b: &IfStmt, v: &mut Verdict) {
    block(owner, &a.then_branch, &b.then_branch, v);
    match (&a.else_branch, &b.else_branch) {
        (Some(Else::Block(x)), Some(Else::Block(y))) => block(owner, x, y, v),
        (Some(Else::If(x)), Some(Else::If(y))) if x.guard == y.guard && same_shape(&x.else_branch, &y.else_branch) => {
            if_stmt(owner, x, y, v)
        }
        (Some(Else::If(x)), Some(Else::If(y))) => {
            let guard = |g: &Guard| match g {
                Guard::Expr(e) => (print_expr(e), e.pos.line),
                Guard::Star => ("*".to_string(), 0),
            };
            let ((stmt, _), (_, line)) = (guard(&x.guard), guard(&y.guard));
            let stmt = format!("else if ({stmt})");
            v.refuse(Side::Edited, line, Reason::ChangesStatement { owner: owner.into(), stmt });
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Admitted, Refused};
    use super::*;
    use crate::syntax::parse_program;

    const P: &str = "function F(int): int;\naxiom (forall x: int :: {F(x)} F(x) > 0);\naxiom F(0) == 1;\n\
        procedure P(n: int) returns (r: int)\n  requires n > 0;\n  free requires n < 9;\n  ensures r > 0;\n  free ensures r < 100;\n\
        {\n  var i: int;\n  r := F(n);\n  assume r > 0;\n  i := 0;\n  while (i < n)\n    invariant i <= n;\n    free invariant i >= 0;\n  {\n    assert i < n;\n    i := i + 1;\n  }\n}\n";

    fn verdict_of(original: &str, edit: impl Fn(&str) -> String) -> Verdict {
        let o = parse_program(original, "p.bpl").unwrap();
        let t = edit(original);
        assert_ne!(t, original, "the edit changes the text");
        let r = parse_program(&t, "p.bpl").unwrap_or_else(|e| panic!("{e}\n{t}"));
        verdict(&o, &r)
    }

    /// The one refusal of an edit of `P`.
    fn refuse(edit: impl Fn(&str) -> String) -> Refused {
        let v = verdict_of(P, edit);
        assert_eq!(v.refused.len(), 1, "{v:?}");
        v.refused[0].clone()
    }

    /// The admitted edits of an edit of `P` that is admitted.
    fn admit(edit: impl Fn(&str) -> String) -> Vec<Admitted> {
        let v = verdict_of(P, edit);
        assert!(v.never_weakens(), "{v:?}");
        v.admitted
    }

    fn kinds(a: &[Admitted]) -> Vec<(Admit, Side, usize)> {
        a.iter().map(|a| (a.kind, a.side, a.line)).collect()
    }

    #[test]
    fn each_admitted_kind_is_admitted_at_its_line() {
        let o = parse_program(P, "p.bpl").unwrap();
        assert_eq!(verdict(&o, &o), Verdict::default(), "no edit, nothing to say");
        let drop = |s: &'static str| move |p: &str| p.replace(s, "");
        assert_eq!(kinds(&admit(drop("axiom F(0) == 1;\n"))), [(Admit::DropsAxiom, Side::Original, 3)]);
        assert_eq!(
            kinds(&admit(drop("axiom (forall x: int :: {F(x)} F(x) > 0);\n"))),
            [(Admit::DropsAxiom, Side::Original, 2)]
        );
        assert_eq!(kinds(&admit(drop("  requires n > 0;\n"))), [(Admit::DropsRequires, Side::Original, 5)]);
        assert_eq!(kinds(&admit(drop("  free requires n < 9;\n"))), [(Admit::DropsFree, Side::Original, 6)]);
        assert_eq!(kinds(&admit(drop("  free ensures r < 100;\n"))), [(Admit::DropsFree, Side::Original, 8)]);
        assert_eq!(kinds(&admit(drop("    free invariant i >= 0;\n"))), [(Admit::DropsFree, Side::Original, 16)]);
        assert_eq!(kinds(&admit(drop("  assume r > 0;\n"))), [(Admit::DropsAssume, Side::Original, 12)]);
        for t in ["{F(x), F(x + 1)}", "{F(x + 1)}", ""] {
            let a = admit(|p| p.replace("{F(x)}", t));
            assert_eq!(kinds(&a), [(Admit::Trigger, Side::Edited, 2)], "{t}");
        }
        let a = admit(|p| p.replace("  r := F(n);\n", "  assert F(n) > 0;\n  r := F(n);\n"));
        assert_eq!(kinds(&a), [(Admit::AddsAssert, Side::Edited, 11)]);
        assert_eq!(a[0].to_string(), "adds the assertion to prove `assert F(n) > 0;`");
        let a = admit(|p| p.replace("    i := i + 1;\n", "    i := i + 1;\n    assert i <= n;\n"));
        assert_eq!(kinds(&a), [(Admit::AddsAssert, Side::Edited, 20)]);
        // An instance of the quantified axiom, beside it or in its place.
        let a = admit(|p| p.replace("axiom F(0) == 1;\n", "axiom F(0) == 1;\naxiom F(7) > 0;\n"));
        assert_eq!(kinds(&a), [(Admit::Instance, Side::Edited, 4)]);
        let a = admit(|p| p.replace("axiom (forall x: int :: {F(x)} F(x) > 0);\n", "axiom F(2 * 3) > 0;\n"));
        assert_eq!(kinds(&a), [(Admit::Instance, Side::Edited, 2), (Admit::DropsAxiom, Side::Original, 2)]);
    }

    #[test]
    fn each_refused_kind_is_refused_at_its_line() {
        let r = refuse(|p| p.replace("  ensures r > 0;\n", ""));
        assert!(matches!(r.reason, Reason::DropsEnsures { .. }) && (r.side, r.line) == (Side::Original, 7), "{r}");
        let r = refuse(|p| p.replace("  ensures r > 0;\n", "  ensures r > 0;\n  ensures r >= 1;\n"));
        assert!(matches!(r.reason, Reason::AddsEnsures { .. }) && (r.side, r.line) == (Side::Edited, 8), "{r}");
        let v = verdict_of(P, |p| p.replace("  ensures r > 0;\n", "  free ensures r > 0;\n"));
        assert!(
            matches!(
                v.refused[..],
                [
                    Refused { reason: Reason::AddsAssumption { .. }, .. },
                    Refused { reason: Reason::DropsEnsures { .. }, .. }
                ]
            ),
            "{v:?}"
        );
        let v = verdict_of(P, |p| p.replace("ensures r > 0", "ensures r > -1"));
        assert!(
            matches!(
                v.refused[..],
                [
                    Refused { reason: Reason::AddsEnsures { .. }, .. },
                    Refused { reason: Reason::DropsEnsures { .. }, .. }
                ]
            ),
            "{v:?}"
        );
        let r = refuse(|p| p.replace("  requires n > 0;\n", "  requires n > 1;\n"));
        assert!(matches!(r.reason, Reason::AddsRequires { .. }) && r.line == 5, "{r}");
        let r = refuse(|p| p.replace("  free requires n < 9;\n", "  free requires n < 9;\n  free requires n < 8;\n"));
        assert!(matches!(r.reason, Reason::AddsAssumption { .. }) && r.line == 7, "{r}");
        let r = refuse(|p| p.replace("    assert i < n;\n", ""));
        assert!(matches!(r.reason, Reason::ChangesStatement { .. }), "{r}");
        let r = refuse(|p| p.replace("assert i < n", "assume i < n"));
        assert!(matches!(r.reason, Reason::AddsAssumption { .. }) && r.line == 18, "{r}");
        let r = refuse(|p| p.replace("    invariant i <= n;\n", ""));
        assert!(matches!(r.reason, Reason::DropsInvariant { .. }) && (r.side, r.line) == (Side::Original, 15), "{r}");
        let r = refuse(|p| p.replace("    invariant i <= n;\n", "    invariant i <= n;\n    invariant i <= n + 1;\n"));
        assert!(matches!(r.reason, Reason::AddsInvariant { .. }) && r.line == 16, "{r}");
        let v = verdict_of(P, |p| p.replace("invariant i <= n", "free invariant i <= n"));
        assert!(v.refused.iter().any(|r| matches!(r.reason, Reason::AddsAssumption { .. }) && r.line == 15), "{v:?}");
        let r = refuse(|p| p.replace("  r := F(n);\n", "  r := F(n);\n  assume n > 5;\n"));
        assert!(matches!(r.reason, Reason::AddsAssumption { .. }) && r.line == 12, "{r}");
        let r = refuse(|p| p.replace("  }\n}\n", "  }\n  assume false;\n}\n"));
        assert!(matches!(r.reason, Reason::AddsAssumption { .. }) && r.line == 21, "{r}");
        let r = refuse(|p| p.replace("  }\n}\n", "  }\n  r := 1;\n}\n"));
        assert!(matches!(r.reason, Reason::AddsStatement { .. }), "{r}");
        let r = refuse(|p| format!("{p}axiom F(1) == 2;\n"));
        assert!(matches!(r.reason, Reason::AddsAxiom(_)) && r.line == 22, "{r}");
        let r = refuse(|p| p.replace("r := F(n)", "r := 1"));
        assert!(matches!(r.reason, Reason::ChangesStatement { .. }), "{r}");
        let r = refuse(|p| p.replace("function F(int): int;", "function F(x: int): int { 1 }"));
        assert!(matches!(r.reason, Reason::ChangesDeclaration(_)) && r.line == 1, "{r}");
        let r = refuse(|p| p.replace("returns (r: int)\n", "returns (r: int)\n  modifies G;\n"));
        assert!(matches!(r.reason, Reason::ChangesModifies { .. }), "{r}");
        // The same text also refused as a whole.
        let o = parse_program(P, "p.bpl").unwrap();
        let added = parse_program(&format!("{P}axiom false;\n"), "p.bpl").unwrap();
        assert!(check(&o, &added).is_err());
    }

    /// An axiom instance: capture-avoiding, type-checked, up to renaming of inner binders.
    #[test]
    fn an_added_axiom_is_admitted_only_as_an_implied_instance() {
        const Q: &str = "type Ref;\nfunction G(int, int): bool;\nfunction Id<T>(T): T;\nfunction Eq<T>(T, T): bool;\n\
            const y: int;\nconst r: Ref;\nconst b: bool;\n\
            axiom (forall x: int :: (exists y: int :: G(x, y)));\n\
            axiom (forall<T> x: T :: Id(x) == x);\n\
            axiom (forall<T> x: T, z: T :: {Eq(x, z)} Eq(x, z) ==> x == z);\n";
        let with = |a: &'static str| move |p: &str| format!("{p}axiom {a};\n");
        let instance = |a: &'static str| {
            let v = verdict_of(Q, with(a));
            assert_eq!(kinds(&v.admitted), [(Admit::Instance, Side::Edited, 11)], "{a}: {v:?}");
            assert!(v.never_weakens(), "{a}");
        };
        let refused = |a: &'static str| {
            let v = verdict_of(Q, with(a));
            assert!(matches!(v.refused[..], [Refused { reason: Reason::AddsAxiom(_), line: 11, .. }]), "{a}: {v:?}");
        };
        // Hole 1 in Boogie: `y` is the constant, captured by the binder.
        refused("(exists y: int :: G(y, y))");
        refused("(exists y: int :: G(y + 1, y))");
        instance("(exists y: int :: G(1, y))");
        instance("(exists z: int :: G(0, z))");
        instance("(exists z: int :: G(y, z))");
        refused("(exists z: int :: G(z, z))");
        refused("(exists z: int :: G(b, z))");
        refused("(exists z: int :: G(0, 0))");
        // A polymorphic axiom at explicit types, and at types not consistent or not known.
        instance("Id(r) == r");
        instance("Id(3) == 3");
        instance("Id(3: int) == (3: int)");
        instance("Id(Id(r)) == Id(r)");
        instance("Eq(r, r) ==> r == r");
        refused("Eq(r, 3) ==> r == 3");
        refused("Id(unknown) == unknown");
        refused("Id(3) == 4");
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

    fn check_calls(edit: impl Fn(&str) -> String) -> Result<(), Refused> {
        verdict_of(CALLS, edit).result()
    }

    /// Hole 2: an `ensures` added to a procedure Boogie does not verify is an assumption at every
    /// call site; the check used to look only for dropped ones.
    #[test]
    fn an_ensures_added_anywhere_is_refused() {
        for (proc, at) in
            [("procedure Lemma(n: int);\n", 3), ("procedure Off(n: int);\n", 12), ("procedure Main(n: int)\n", 28)]
        {
            let r = check_calls(|p| p.replace(proc, &format!("{proc}  ensures false;\n"))).unwrap_err();
            assert!(
                matches!(r.reason, Reason::AddsEnsures { .. }) && (r.side, r.line) == (Side::Edited, at),
                "{proc}: {r}"
            );
            assert!(r.to_string().contains("ensures false"), "{r}");
        }
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
        // Admitted where an implementation is verified: a separate one, or the procedure's body.
        assert_eq!(check_calls(drop("procedure Sep", "  requires n > 0;\n")), Ok(()));
        assert_eq!(check_calls(drop("procedure Main", "  requires n > 0;\n")), Ok(()));
        // Refused everywhere else, saying why, at the original's line.
        let lemma =
            check_calls(drop("procedure Lemma", "  requires (forall x: int :: {F(x)} F(x) > 0);\n")).unwrap_err();
        assert!(
            matches!(&lemma.reason, Reason::DropsRequires { owner, why: Unverified::NoImplementation, .. } if owner == "Lemma"),
            "{lemma:?}"
        );
        assert_eq!((lemma.side, lemma.line), (Side::Original, 3));
        let message = lemma.to_string();
        assert!(message.contains("no implementation") && message.contains("every caller"), "{message}");
        for (from, why) in [
            ("procedure Off(", Unverified::VerifyFalse),
            ("procedure {:verify false} OffToo", Unverified::VerifyFalse),
            ("procedure {:inline 1} Inl", Unverified::Inline),
        ] {
            let r = check_calls(drop(from, "  requires n > 0;\n"));
            assert!(
                matches!(&r, Err(Refused { reason: Reason::DropsRequires { why: w, .. }, .. }) if *w == why),
                "{from}: {r:?}"
            );
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
        let unverifies = |r: Result<(), Refused>, name: &str| {
            assert!(
                matches!(&r, Err(Refused { reason: Reason::Unverifies { owner, .. }, .. }) if owner == name),
                "{r:?}"
            );
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
            Err(Refused { reason: Reason::ChangesDeclaration(_), .. })
        ));
    }
}
