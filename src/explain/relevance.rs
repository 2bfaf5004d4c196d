//! Shake-style relevance: which axioms (hypotheses) can reach the goal's symbols at all.
//!
//! The relevant symbols start as the goal's (function, constant and global-variable names); an
//! axiom that mentions a relevant symbol is relevant and makes all its symbols relevant, and so
//! does a relevant function's definition, until nothing changes. An axiom that mentions symbols
//! but never becomes relevant cannot take part in a proof of the goal through shared symbols:
//! deleting it (`drop-irrelevant`, a cheap candidate that needs no solver run) removes only
//! assumptions. An axiom without symbols is kept (nothing to judge it by).
//!
//! For a Boogie program ([`irrelevant_axioms`]) the goal is every implementation Boogie verifies
//! (a program-level edit must not starve another VC): their bodies, their procedures' contracts
//! and the contracts of the procedures they call. An `.smt2` query's relevance follows triggers
//! instead ([`crate::smt::observation::shake`]).

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
}
