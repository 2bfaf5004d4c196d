//! Shake-style relevance: which axioms (hypotheses) can reach the goal's symbols at all.
//!
//! The relevant symbols start as the goal's (function, constant and global-variable names); an
//! axiom that mentions a relevant symbol is relevant and makes all its symbols relevant, and so
//! does a relevant function's definition, until nothing changes. An axiom that mentions symbols
//! but never becomes relevant cannot take part in a proof of the goal through shared symbols:
//! deleting it (`drop-irrelevant`, a cheap candidate that needs no solver run) removes only
//! assumptions. An axiom without symbols is kept (nothing to judge it by).
//!
//! - Boogie ([`irrelevant_axioms`]): the goal is every implementation Boogie verifies (a
//!   program-level edit must not starve another VC): their bodies, their procedures' contracts
//!   and the contracts of the procedures they call;
//! - SMT-LIB ([`irrelevant_assertions`]): the goal is the unit's goal assertion, the symbols
//!   those the unit declares or defines.

use crate::smt::text::sexp::Sexp;
use crate::smt::text::unit::{CommandKind, Unit};
use crate::syntax::ast::*;
use crate::syntax::visit::for_each_expr;
use std::collections::{BTreeMap, BTreeSet};

/// The relevance closure: `goal`'s symbols, then every item whose symbols meet the relevant set,
/// and every definition of a relevant symbol. Returns which `items` are relevant.
fn closure(
    mut relevant: BTreeSet<String>,
    items: &[BTreeSet<String>],
    definitions: &BTreeMap<String, BTreeSet<String>>,
) -> Vec<bool> {
    let mut reached = vec![false; items.len()];
    loop {
        let before = relevant.len();
        for (name, used) in definitions {
            if relevant.contains(name) {
                relevant.extend(used.iter().cloned());
            }
        }
        for (i, s) in items.iter().enumerate() {
            if !reached[i] && s.iter().any(|x| relevant.contains(x)) {
                reached[i] = true;
                relevant.extend(s.iter().cloned());
            }
        }
        if relevant.len() == before {
            return reached;
        }
    }
}

/// The global symbols `e`-walks of a declaration mention (variables and function applications).
fn symbols_of(d: &Decl, globals: &BTreeSet<String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for_each_expr(d, &mut |e| {
        let name = match &e.kind {
            ExprKind::Var(v) => v.as_str(),
            ExprKind::Call(f, _) => f.as_str(),
            _ => return,
        };
        if globals.contains(name) {
            out.insert(name.to_string());
        }
    });
    out
}

/// The indices (in `program.decls`) of the axioms that cannot reach any verified
/// implementation's symbols (see the module doc).
pub fn irrelevant_axioms(program: &Program) -> Vec<usize> {
    let mut globals = BTreeSet::new();
    for d in &program.decls {
        match &d.kind {
            DeclKind::Function(f) => {
                globals.insert(f.name.to_string());
            }
            DeclKind::Const(c) => globals.extend(c.names.iter().map(ToString::to_string)),
            DeclKind::Var(v) => globals.extend(v.vars.iter().flat_map(|t| t.names.iter().map(ToString::to_string))),
            _ => {}
        }
    }
    let verified = super::never_weaken::bpl::verified_implementations(program);
    let procedure = |name: &str| {
        program.decls.iter().find(|d| matches!(&d.kind, DeclKind::Procedure(p) if p.name.as_str() == name))
    };
    let mut goal = BTreeSet::new();
    let mut called = BTreeSet::new();
    for d in &program.decls {
        let name = match &d.kind {
            DeclKind::Procedure(p) if p.body.is_some() => p.name.as_str(),
            DeclKind::Implementation(i) => i.name.as_str(),
            _ => continue,
        };
        if !verified.contains_key(name) {
            continue;
        }
        goal.extend(symbols_of(d, &globals));
        if let Some(p) = procedure(name) {
            goal.extend(symbols_of(p, &globals));
        }
        called.extend(crate::minimizer::core_program::calls(d));
    }
    for c in &called {
        if let Some(p) = procedure(c) {
            // Only the callee's contract is in the caller's VC.
            if let DeclKind::Procedure(pd) = &p.kind {
                let mut contract = (**pd).clone();
                contract.body = None;
                goal.extend(symbols_of(&Decl { pos: p.pos, kind: DeclKind::Procedure(Box::new(contract)) }, &globals));
            }
        }
    }
    let mut definitions: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut axioms = Vec::new();
    for (i, d) in program.decls.iter().enumerate() {
        match &d.kind {
            DeclKind::Function(f) if f.body.is_some() => {
                definitions.insert(f.name.to_string(), symbols_of(d, &globals));
            }
            DeclKind::Axiom(_) => axioms.push((i, symbols_of(d, &globals))),
            _ => {}
        }
    }
    let sets: Vec<BTreeSet<String>> = axioms.iter().map(|(_, s)| s.clone()).collect();
    let reached = closure(goal, &sets, &definitions);
    axioms.iter().zip(reached).filter(|((_, s), r)| !r && !s.is_empty()).map(|((i, _), _)| *i).collect()
}

/// Every symbol atom of `s`.
fn atoms(s: &Sexp, out: &mut BTreeSet<String>) {
    match s.as_list() {
        Some(l) => l.iter().for_each(|x| atoms(x, out)),
        None => {
            if let Some(n) = s.symbol_name() {
                out.insert(n.to_string());
            }
        }
    }
}

/// The assertions ([`Unit::assertions`] indices) of `unit` that cannot reach its goal's symbols
/// (see the module doc); empty when the unit has no goal or a command does not read.
pub fn irrelevant_assertions(unit: &Unit) -> Vec<usize> {
    let Some(goal) = unit.goal() else { return Vec::new() };
    let mut declared = BTreeSet::new();
    let mut definitions = BTreeMap::new();
    for c in unit.commands() {
        if !matches!(c.kind, CommandKind::Declare(_) | CommandKind::Other(_)) {
            continue;
        }
        let Ok(s) = c.sexp() else { return Vec::new() };
        let Some(l) = s.as_list() else { continue };
        let Some(name) = l.get(1).and_then(Sexp::symbol_name) else { continue };
        match s.head() {
            Some("declare-fun" | "declare-const") => {
                declared.insert(name.to_string());
            }
            Some("define-fun" | "define-const" | "define-fun-rec") => {
                declared.insert(name.to_string());
                let mut used = BTreeSet::new();
                l[2..].iter().for_each(|x| atoms(x, &mut used));
                definitions.insert(name.to_string(), used);
            }
            _ => {}
        }
    }
    for used in definitions.values_mut() {
        used.retain(|x| declared.contains(x));
    }
    let mut sets = Vec::new();
    for a in unit.assertions() {
        let Ok(s) = a.sexp() else { return Vec::new() };
        let mut used = BTreeSet::new();
        atoms(s, &mut used);
        used.retain(|x| declared.contains(x));
        sets.push(used);
    }
    let start = sets.get(goal).cloned().unwrap_or_default();
    let reached = closure(start, &sets, &definitions);
    (0..sets.len()).filter(|&i| i != goal && !reached[i] && !sets[i].is_empty()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse_program;

    #[test]
    fn axioms_that_share_no_symbol_with_the_goal_even_through_others_are_irrelevant() {
        let p = parse_program(
            "function F(int): int;\nfunction G(int): int;\nfunction H(int): int;\nfunction K(int): int;\n\
             function D(x: int): int { G(x) }\nconst c: int;\n\
             axiom (forall x: int :: F(x) == D(x));\naxiom (forall x: int :: G(x) > H(x));\n\
             axiom (forall x: int :: K(x) > 0);\naxiom K(c) == 1;\naxiom true;\n\
             procedure Lemma(n: int);\n  ensures F(n) > 0;\n\
             procedure P(n: int)\n{\n  call Lemma(n);\n}\n\
             procedure {:verify false} Q(n: int)\n{\n  assert K(n) > 0;\n}\n",
            "p.bpl",
        )
        .unwrap();
        // F through the callee's contract, G through D's definition, H through the G axiom; K
        // only in an unverified procedure; `axiom true` mentions nothing.
        let printed: Vec<String> =
            irrelevant_axioms(&p).iter().map(|&i| crate::syntax::print_decl(&p.decls[i]).trim().to_string()).collect();
        assert_eq!(printed, ["axiom (forall x: int :: K(x) > 0);", "axiom K(c) == 1;"]);
    }

    #[test]
    fn hypotheses_that_cannot_reach_the_goal_are_irrelevant() {
        let u = Unit::single(
            "q",
            "(declare-fun f (Int) Int)\n(declare-fun g (Int) Int)\n(declare-fun h (Int) Int)\n(declare-const a Int)\n\
             (define-fun d ((x Int)) Int (g x))\n\
             (assert (forall ((x Int)) (= (f x) (d x))))\n(assert (> (g a) (h a)))\n(assert (forall ((y Int)) (> (h y) 0)))\n\
             (assert true)\n(declare-fun k (Int) Int)\n(assert (> (k 1) 0))\n\
             (assert (not (> (f 1) 0)))\n(check-sat)\n",
        )
        .unwrap();
        assert_eq!(irrelevant_assertions(&u), [4]);
    }
}
