//! The trigger-aware start of `wobble minimize --unstable PROGRAM.bpl`, tried when the one-core
//! start ([`super::core_program`]) does not keep the instability: the program's unstable VC is
//! pruned by trigger-aware relevance ([`crate::smt::observation::shake`]), which keeps the axioms that only
//! supply trigger terms (a core drops them, and can leave a real program's VC unsolvable). The
//! kept assertions name the program's declarations by their quantifier ids, and the program is
//! pruned to them as the core step prunes it ([`super::core_program::prune_to_named`]: axioms
//! without a quantifier, the target and its callees, and every other declaration stay); it must
//! resolve, Boogie must take it, and its VC must still measure `unstable`. Otherwise ddmin starts
//! from the input.

use super::core_program::{prune_to_named, ProgramCoreStep};
use super::statistical::StatOracle;
use crate::smt::observation::shake::shake;
use crate::smt::text::origin::origins;
use crate::smt::text::query::{Dialect, Query};
use crate::smt::text::unit::Unit;
use crate::syntax::ast::Program;
use std::collections::BTreeSet;

/// What the trigger-aware step did on a program.
#[derive(Clone, Debug, PartialEq)]
pub enum ProgramShakeStep {
    /// The pruned program (`kept` of `total` declarations; the rule kept `in_shake` of the VC's
    /// `assertions` assertions, naming `named` declarations) keeps the instability.
    Pruned { kept: usize, total: usize, in_shake: usize, assertions: usize, named: usize },
    /// The pruned program does not keep it (`why`).
    NotKept { kept: usize, total: usize, why: String },
    /// The VC could not be pruned (why).
    NotShaken(String),
}

impl ProgramShakeStep {
    /// One line for the report.
    pub fn describe(&self) -> String {
        match self {
            ProgramShakeStep::Pruned { kept, total, in_shake, assertions, named } => format!(
                "trigger-aware: pruned by trigger-aware relevance ({in_shake} of {assertions} assertions, \
                 {named} declarations named by qid), {kept} of {total} declarations, still unstable; ddmin refines it"
            ),
            ProgramShakeStep::NotKept { kept, total, why } => format!(
                "trigger-aware: the program pruned by trigger-aware relevance ({kept} of {total} declarations) {why}"
            ),
            ProgramShakeStep::NotShaken(why) => format!("trigger-aware: not pruned: {why}"),
        }
    }
}

/// The trigger-aware step on `program` (printed as `file_name`), whose unstable VC is `query`.
pub fn prune_by_triggers(
    oracle: &StatOracle,
    program: &Program,
    file_name: &str,
    query: &Query,
) -> (Option<Program>, ProgramShakeStep) {
    let unit = match Unit::single(&query.name, &query.to_smtlib(Dialect::Z3, None)) {
        Ok(u) => u,
        Err(e) => return (None, ProgramShakeStep::NotShaken(e.to_string())),
    };
    let shaken = match shake(&unit) {
        Ok(s) => s,
        Err(e) => return (None, ProgramShakeStep::NotShaken(e.to_string())),
    };
    let assertions = unit.assertions();
    let (sites, _) = origins(program, file_name, shaken.kept.iter().map(|&i| assertions[i].qids.as_slice()));
    let named: BTreeSet<usize> = sites.iter().map(|(_, s)| s.decl).collect();
    let total = program.decls.len();
    match prune_to_named(oracle, program, &query.name, &named) {
        Ok((pruned, kept)) => {
            let step = ProgramShakeStep::Pruned {
                kept,
                total,
                in_shake: shaken.kept.len(),
                assertions: shaken.total,
                named: named.len(),
            };
            (Some(pruned), step)
        }
        Err((kept, why)) => (None, ProgramShakeStep::NotKept { kept, total, why }),
    }
}

/// Whether the core step kept the instability (ddmin then starts from the core).
pub fn core_kept(step: &ProgramCoreStep) -> bool {
    matches!(step, ProgramCoreStep::Pruned { .. })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_steps_say_what_happened() {
        let s = ProgramShakeStep::Pruned { kept: 7, total: 40, in_shake: 9, assertions: 90, named: 4 };
        assert!(s.describe().starts_with("trigger-aware: pruned") && s.describe().contains("7 of 40 declarations"));
        let n = ProgramShakeStep::NotKept { kept: 7, total: 40, why: "is p unsolvable".into() };
        assert!(n.describe().ends_with("(7 of 40 declarations) is p unsolvable"));
    }
}
