//! Core-first reduction of an unstable query (`wobble minimize --unstable QUERY.smt2`): before
//! any ddmin, the query is pruned to the unsat core of a run that proved it
//! ([`crate::smt::observation::prune::find_core`]), asked for on the perturbations of the baseline's own
//! passing runs (found again in the exact-text cache, not solved again). When the pruned query
//! is still unstable it replaces the input, and ddmin only refines it; when pruning made it
//! stable (the core is the repair) or unsolvable, [`super::start`] tries the next start.

use super::oracle::UnstableQuery;
use crate::minimizer::sampling::Sampler;
use crate::smt::observation::prune::{find_core, FoundCore};
use crate::smt::perturbation::mutate::Perturbation;
use crate::smt::text::query::{Dialect, Query};
use crate::smt::text::script::Command;
use crate::smt::text::unit::Unit;
use crate::stability::sampler::{query_hash, sample_run, sample_seed};
use crate::stability::QueryStability;

/// Passing perturbations tried for a core.
pub const TRIES: usize = 3;

/// What the core step did.
#[derive(Clone, Debug, PartialEq)]
pub enum CoreStep {
    /// The pruned query (`kept` of `total` assertions) is unstable: ddmin starts from it.
    Pruned { kept: usize, total: usize },
    /// The pruned query is not unstable (its category given): the next start is tried.
    NotUnstable { kept: usize, total: usize, category: String },
    /// No core (no passing run's core run proved the query, or the query is not typed as a unit).
    NoCore,
}

impl CoreStep {
    /// One line for the report.
    pub fn describe(&self) -> String {
        match self {
            CoreStep::Pruned { kept, total } => format!(
                "core-first: pruned to the unsat core of a passing run, {kept} of {total} assertions, still unstable; ddmin refines it"
            ),
            CoreStep::NotUnstable { kept, total, category } => format!(
                "core-first: the query pruned to the unsat core of a passing run ({kept} of {total} assertions) is {category}, so the core is a repair (see `wobble explain`)"
            ),
            CoreStep::NoCore => "core-first: no unsat core (no passing run's core run proved the query)".into(),
        }
    }
}

/// `query` with only its assertions `keep` (0-based among its assertions).
pub fn keep_assertions(query: &Query, keep: &[usize]) -> Query {
    let mut k = 0;
    let mut q = query.clone();
    q.commands.retain(|c| {
        if matches!(c, Command::Assert(_)) {
            k += 1;
            keep.contains(&(k - 1))
        } else {
            true
        }
    });
    q
}

/// The unsat core of a passing run of `query`, whose measurement is `before`: the core is asked
/// for on the perturbations of `before`'s own passing runs (found again in the exact-text cache,
/// not solved again), at most [`TRIES`] of them. Returns the query as a unit (the core's
/// assertion indices are its [`Unit::assertions`]) and the core; `None` when no core run proved
/// the query or the query does not read as one unit with the same assertions.
pub fn query_core(sampler: &Sampler, query: &Query, before: &QueryStability) -> Option<(Unit, FoundCore)> {
    let dir = tempfile::tempdir().ok()?;
    let hash = query_hash(query);
    let mut passing = Vec::new();
    for (m, t) in &before.tallies {
        for k in 0..t.runs() {
            let (r, _) =
                sample_run(&sampler.tool.solver, &sampler.cache, query, &hash, *m, k, &sampler.cfg, dir.path());
            if r.answer.verified() {
                passing.push(Perturbation::new([*m], sample_seed(sampler.cfg.rng_seed, &hash, *m, k)));
            }
        }
    }
    let unit = Unit::single(&query.name, &query.to_smtlib(Dialect::Z3, None)).ok()?;
    if unit.assertions().len() != query.assertions() {
        return None;
    }
    let found =
        find_core(&sampler.tool.solver, &sampler.cache, &unit, passing, TRIES, dir.path(), sampler.cfg.timeout)?;
    Some((unit, found))
}

/// The core step on `query`, whose baseline measurement is `before` (see the module doc).
pub fn prune_to_core(oracle: &UnstableQuery, query: &Query, before: &QueryStability) -> (Query, CoreStep) {
    let total = query.assertions();
    let Some((_, found)) = query_core(oracle.sampler(), query, before) else {
        return (query.clone(), CoreStep::NoCore);
    };
    let kept = found.core.assertions.len();
    let pruned = keep_assertions(query, &found.core.assertions);
    if oracle.holds(&pruned) {
        (pruned, CoreStep::Pruned { kept, total })
    } else {
        let category = oracle.measure(&pruned).category.to_string();
        (query.clone(), CoreStep::NotUnstable { kept, total, category })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_kept_assertions_stay() {
        let text = "(declare-fun p () Bool)\n(assert p)\n(assert (or p p))\n(assert (not p))\n(check-sat)\n";
        let q = Unit::single("q", text).unwrap().to_query().unwrap();
        let k = keep_assertions(&q, &[0, 2]);
        assert_eq!(k.assertions(), 2);
        let t = k.to_smtlib(Dialect::Z3, None);
        assert!(t.contains("(assert p)") && t.contains("(assert (not p))") && !t.contains("(or p p)"), "{t}");
    }
}
