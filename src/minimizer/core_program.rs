//! Core-first reduction of an unstable Boogie program (`wobble minimize --unstable PROGRAM.bpl`):
//! before any ddmin, the program is pruned to the declarations that the unsat core of a passing
//! run of its unstable VC needs, so that ddmin (a Boogie extraction and a sampling per candidate)
//! only refines a small program.
//!
//! The VC is the one the baseline found unstable, extracted once; its core is asked for on the
//! perturbations of the baseline's own passing runs ([`super::smt::core_first::query_core`]).
//! The core's assertions map back to the program's declarations by their quantifier ids
//! ([`crate::smt::text::origin::origins`]). The pruned program keeps:
//! - every axiom with no quantifier (a quantifier-free axiom has no position in the VC, so the
//!   core cannot say whether it is used) and every axiom the core names;
//! - the unstable implementation, its procedure, and the procedures it calls (their contracts are
//!   in its VC); other procedures and implementations go;
//! - every other declaration (types, constants, variables, functions with their definitions), so
//!   that the program still resolves; ddmin removes those it does not need.
//!
//! The pruned program must resolve ([`crate::syntax::resolve`]; else procedures are kept and
//! only axioms pruned) and is then confirmed by the oracle itself: Boogie must take it and its
//! unstable VC must still measure `unstable` with the stability rule. Otherwise the
//! trigger-aware start is tried ([`super::shake_program`]), then the input.

use super::smt::core_first::query_core;
use super::statistical::StatOracle;
use crate::smt::text::origin::origins;
use crate::smt::text::query::Query;
use crate::stability::QueryStability;
use crate::stats::Category;
use crate::syntax::ast::{Decl, DeclKind, ExprKind, Program, Stmt, StmtKind};
use crate::syntax::resolve::check_program;
use crate::syntax::visit::{for_each_expr, walk_decl, walk_stmt, Flow, Visit};
use std::collections::BTreeSet;

/// What the core step did on a program.
#[derive(Clone, Debug, PartialEq)]
pub enum ProgramCoreStep {
    /// The pruned program (`kept` of `total` declarations; the core has `in_core` of the VC's
    /// `assertions` assertions, `named` of the program's declarations) keeps the instability:
    /// ddmin starts from it.
    Pruned { kept: usize, total: usize, in_core: usize, assertions: usize, named: usize },
    /// The pruned program does not keep it (`why`): the next start is tried.
    NotKept { kept: usize, total: usize, why: String },
    /// No core (no passing run's core run proved the VC).
    NoCore,
}

impl ProgramCoreStep {
    /// One line for the report.
    pub fn describe(&self) -> String {
        match self {
            ProgramCoreStep::Pruned { kept, total, in_core, assertions, named } => format!(
                "core-first: pruned to the unsat core of a passing run ({in_core} of {assertions} assertions, \
                 {named} declarations named by qid), {kept} of {total} declarations, still unstable; ddmin refines it"
            ),
            ProgramCoreStep::NotKept { kept, total, why } => format!(
                "core-first: the program pruned to the unsat core of a passing run ({kept} of {total} declarations) \
                 {why}"
            ),
            ProgramCoreStep::NoCore => "core-first: no unsat core (no passing run's core run proved the query)".into(),
        }
    }
}

/// The names of the procedures called in a declaration.
struct Calls(BTreeSet<String>);

impl<'a> Visit<'a> for Calls {
    fn visit_stmt(&mut self, s: &'a Stmt) -> Flow {
        match &s.kind {
            StmtKind::Call(c) => {
                self.0.insert(c.name.to_string());
            }
            StmtKind::Par { calls, .. } => self.0.extend(calls.iter().map(|c| c.name.to_string())),
            _ => {}
        }
        walk_stmt(self, s)
    }
}

/// The names of the procedures `d` calls.
pub fn calls(d: &Decl) -> BTreeSet<String> {
    let mut calls = Calls(BTreeSet::new());
    let _ = walk_decl(&mut calls, d);
    calls.0
}

/// The axioms of `program` (indices in `program.decls`) that a core naming the declarations
/// `core` does not need: those with a quantifier the core does not name (a quantifier-free axiom
/// has no position in the VC, so the core cannot say whether it is used, and stays).
pub fn axioms_outside(program: &Program, core: &BTreeSet<usize>) -> Vec<usize> {
    (program.decls.iter().enumerate())
        .filter(|(i, d)| matches!(d.kind, DeclKind::Axiom(_)) && !core.contains(i) && has_quantifier(d))
        .map(|(i, _)| i)
        .collect()
}

fn has_quantifier(d: &Decl) -> bool {
    let mut found = false;
    for_each_expr(d, &mut |e| found |= matches!(e.kind, ExprKind::Quant(_)));
    found
}

/// The procedure or implementation name of a declaration.
fn proc_name(d: &Decl) -> Option<String> {
    match &d.kind {
        DeclKind::Procedure(p) => Some(p.name.to_string()),
        DeclKind::Implementation(i) => Some(i.name.to_string()),
        _ => None,
    }
}

/// `program` pruned to the declarations `core` (indices in `program.decls`) and the
/// implementation `target` need (see the module doc); `prune_procedures: false` keeps every
/// procedure and implementation.
pub fn prune_program(program: &Program, core: &BTreeSet<usize>, target: &str, prune_procedures: bool) -> Program {
    let mut called = BTreeSet::new();
    for d in &program.decls {
        if proc_name(d).as_deref() == Some(target) {
            called.extend(calls(d));
        }
    }
    let outside = axioms_outside(program, core);
    let decls = program
        .decls
        .iter()
        .enumerate()
        .filter(|(i, d)| match &d.kind {
            DeclKind::Axiom(_) => !outside.contains(i),
            DeclKind::Procedure(_) | DeclKind::Implementation(_) if prune_procedures => {
                proc_name(d).is_some_and(|n| n == target || called.contains(&n))
            }
            _ => true,
        })
        .map(|(_, d)| d.clone())
        .collect();
    Program { decls }
}

/// What pruning a program to the declarations `named` (indices in `program.decls`) gave: the
/// pruned program, still unstable, and its declaration count; or the count and why it is not kept.
pub type Pruning = Result<(Program, usize), (usize, String)>;

/// `program` (printed as `file_name`) pruned to the declarations `named` and those its unstable
/// VC `target` needs (see the module doc), when it resolves, Boogie takes it and the VC still
/// measures `unstable`.
pub fn prune_to_named(oracle: &StatOracle, program: &Program, target: &str, named: &BTreeSet<usize>) -> Pruning {
    let total = program.decls.len();
    let mut pruned = prune_program(program, named, target, true);
    if check_program(&pruned).is_err() {
        pruned = prune_program(program, named, target, false);
    }
    let kept = pruned.decls.len();
    if kept == total {
        return Err((kept, "is the input".to_string()));
    }
    // Measured once: the verdict and, when it is not kept, why.
    let text = super::reduce::seed_text(&pruned);
    match oracle.measure_single(&text) {
        Some(ms) if ms.iter().all(|m| m.category == Category::Unstable) => Ok((pruned, kept)),
        None => Err((kept, "is rejected by Boogie or lost the VC".to_string())),
        Some(ms) => Err((
            kept,
            format!("is {}", ms.iter().map(|m| format!("{} {}", m.name, m.category)).collect::<Vec<_>>().join(", ")),
        )),
    }
}

/// The core step on `program` (as Boogie saw it: its text printed as `file_name`, positions of
/// that text), whose unstable VC is `query`, measured as `before` (see the module doc).
pub fn prune_to_core(
    oracle: &StatOracle,
    program: &Program,
    file_name: &str,
    query: &Query,
    before: &QueryStability,
) -> (Program, ProgramCoreStep) {
    let Some((unit, found)) = query_core(oracle.sampler(), query, before) else {
        return (program.clone(), ProgramCoreStep::NoCore);
    };
    let assertions = unit.assertions();
    let (sites, _) = origins(program, file_name, found.core.assertions.iter().map(|&i| assertions[i].qids.as_slice()));
    let named: BTreeSet<usize> = sites.iter().map(|(_, s)| s.decl).collect();
    let total = program.decls.len();
    match prune_to_named(oracle, program, &query.name, &named) {
        Ok((pruned, kept)) => {
            let step = ProgramCoreStep::Pruned {
                kept,
                total,
                in_core: found.core.assertions.len(),
                assertions: assertions.len(),
                named: named.len(),
            };
            (pruned, step)
        }
        Err((kept, why)) => (program.clone(), ProgramCoreStep::NotKept { kept, total, why }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse_program;

    const P: &str = "type T;\nconst c: int;\nfunction f(x: int): int;\n\
        axiom (forall x: int :: {f(x)} f(x) > 0);\n\
        axiom (forall x: int :: {f(x)} f(x) < 100);\n\
        axiom c == 3;\n\
        procedure Helper(a: int) returns (r: int);\n  ensures r == f(a);\n\
        procedure Other() { assert f(1) > 0; }\n\
        procedure Main() { var y: int; call y := Helper(c); assert y > 0; }\n";

    fn names(p: &Program) -> Vec<String> {
        p.decls.iter().map(|d| crate::syntax::print_decl(d).lines().next().unwrap_or("").to_string()).collect()
    }

    #[test]
    fn axioms_outside_the_core_and_unrelated_procedures_go() {
        let p = parse_program(P, "p.bpl").unwrap();
        let core = BTreeSet::from([3]);
        let pruned = prune_program(&p, &core, "Main", true);
        let n = names(&pruned).join("\n");
        assert!(n.contains("f(x) > 0") && !n.contains("f(x) < 100"), "{n}");
        assert!(n.contains("axiom c == 3"), "a quantifier-free axiom stays: {n}");
        assert!(n.contains("procedure Helper") && n.contains("procedure Main") && !n.contains("Other"), "{n}");
        assert!(n.contains("type T") && n.contains("const c") && n.contains("function f"), "{n}");
        assert!(check_program(&pruned).is_ok());
        let all = prune_program(&p, &core, "Main", false);
        assert!(names(&all).join("\n").contains("Other"));
        assert_eq!(all.decls.len(), p.decls.len() - 1);
    }

    #[test]
    fn core_declarations_are_found_by_qid() {
        let p = parse_program(P, "p.bpl").unwrap();
        // Boogie names the first axiom's quantifier after its first bound variable: line 4, col 16.
        let qids = [vec!["|pbpl.4:16|".to_string()], vec!["k!3".to_string()]];
        let (sites, unmapped) = origins(&p, "p.bpl", qids.iter().map(Vec::as_slice));
        assert_eq!(sites.len(), 1);
        assert_eq!(sites[0].1.decl, 3);
        assert_eq!(unmapped, 1);
    }

    #[test]
    fn the_steps_say_what_happened() {
        let s = ProgramCoreStep::Pruned { kept: 5, total: 40, in_core: 3, assertions: 90, named: 2 };
        assert!(s.describe().starts_with("core-first: pruned") && s.describe().contains("5 of 40 declarations"));
        assert!(ProgramCoreStep::NoCore.describe().starts_with("core-first: no unsat core"));
    }
}
