//! Where ddmin starts on an unstable query (`wobble minimize --unstable QUERY.smt2`), tried in
//! order, the first that is still unstable winning:
//! 1. the query pruned to the unsat core of a passing run ([`super::core_first`]);
//! 2. the query pruned by trigger-aware relevance ([`crate::smt::observation::shake`]): a core leaves out the
//!    axioms that only supply trigger terms, so a core can be unsolvable on real queries where
//!    the trigger-aware pruning keeps what E-matching needs;
//! 3. the whole input.
//!
//! Each step that was tried gives one line for the report, and the last line names the start.

use super::core_first::{keep_assertions, prune_to_core, CoreStep};
use super::oracle::UnstableQuery;
use crate::smt::observation::shake::shake;
use crate::smt::text::query::{Dialect, Query};
use crate::smt::text::unit::Unit;
use crate::stability::QueryStability;

/// The start ddmin took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// The one-core start.
    Core,
    /// The trigger-aware pruned start.
    Shaken,
    /// The whole input.
    Input,
}

impl Start {
    /// How the report names it (a program's report too).
    pub fn describe(self) -> &'static str {
        match self {
            Start::Core => "start: the one-core start (pruned to a passing run's unsat core)",
            Start::Shaken => "start: the trigger-aware pruned start (pruned by trigger-aware relevance)",
            Start::Input => "start: the whole input",
        }
    }
}

/// What the trigger-aware step did.
#[derive(Clone, Debug, PartialEq)]
pub enum ShakeStep {
    /// The pruned query (`kept` of `total` assertions; `fallback` quantifiers without a
    /// `:pattern` judged by their body's function symbols) is unstable: ddmin starts from it.
    Pruned { kept: usize, total: usize, fallback: usize },
    /// The pruned query is not unstable (its category given).
    NotUnstable { kept: usize, total: usize, category: String },
    /// The rule keeps every assertion: nothing to start from but the input.
    KeepsAll { total: usize },
    /// The query could not be pruned (why).
    NotShaken(String),
}

impl ShakeStep {
    /// One line for the report.
    pub fn describe(&self) -> String {
        match self {
            ShakeStep::Pruned { kept, total, fallback } => format!(
                "trigger-aware: pruned by trigger-aware relevance, {kept} of {total} assertions ({fallback} quantifiers without a pattern judged by their body's function symbols), still unstable; ddmin refines it"
            ),
            ShakeStep::NotUnstable { kept, total, category } => format!(
                "trigger-aware: the query pruned by trigger-aware relevance ({kept} of {total} assertions) is {category}"
            ),
            ShakeStep::KeepsAll { total } => {
                format!("trigger-aware: trigger-aware relevance keeps all {total} assertions")
            }
            ShakeStep::NotShaken(why) => format!("trigger-aware: not pruned: {why}"),
        }
    }
}

/// The trigger-aware step on `query` (see the module doc).
pub fn prune_by_triggers(oracle: &UnstableQuery, query: &Query) -> (Option<Query>, ShakeStep) {
    let total = query.assertions();
    let unit = match Unit::single(&query.name, &query.to_smtlib(Dialect::Z3, None)) {
        Ok(u) if u.assertions().len() == total => u,
        Ok(_) => {
            return (None, ShakeStep::NotShaken("the printed query does not read with the same assertions".into()))
        }
        Err(e) => return (None, ShakeStep::NotShaken(e.to_string())),
    };
    let shaken = match shake(&unit) {
        Ok(s) => s,
        Err(e) => return (None, ShakeStep::NotShaken(e.to_string())),
    };
    let kept = shaken.kept.len();
    if kept == total {
        return (None, ShakeStep::KeepsAll { total });
    }
    let pruned = keep_assertions(query, &shaken.kept);
    if oracle.holds(&pruned) {
        (Some(pruned), ShakeStep::Pruned { kept, total, fallback: shaken.fallback })
    } else {
        let category = oracle.measure(&pruned).category.to_string();
        (None, ShakeStep::NotUnstable { kept, total, category })
    }
}

/// The start for ddmin on `query`, whose baseline measurement is `before`, and the report's
/// lines: one per step tried, then the start taken.
pub fn starting_point(oracle: &UnstableQuery, query: &Query, before: &QueryStability) -> (Query, Start, Vec<String>) {
    let (start, core) = prune_to_core(oracle, query, before);
    let mut lines = vec![core.describe()];
    if matches!(core, CoreStep::Pruned { .. }) {
        lines.push(Start::Core.describe().into());
        return (start, Start::Core, lines);
    }
    let (shaken, step) = prune_by_triggers(oracle, query);
    lines.push(step.describe());
    let (q, s) = match shaken {
        Some(q) => (q, Start::Shaken),
        None => (query.clone(), Start::Input),
    };
    lines.push(s.describe().into());
    (q, s, lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_name_the_step_and_the_start() {
        let s = ShakeStep::Pruned { kept: 4, total: 12, fallback: 1 };
        assert!(s.describe().starts_with("trigger-aware: pruned") && s.describe().contains("4 of 12 assertions"));
        let n = ShakeStep::NotUnstable { kept: 4, total: 12, category: "unsolvable".into() };
        assert!(n.describe().ends_with("(4 of 12 assertions) is unsolvable"));
        assert_ne!(Start::Core.describe(), Start::Shaken.describe());
        assert!(Start::Input.describe().contains("whole input"));
    }
}
