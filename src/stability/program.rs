//! One program's stability: its queries are extracted once (Boogie's prover log, through
//! [`crate::smt::solving::vcs::extract`]), every query is sampled with every solver (in parallel on the
//! current rayon pool), and the program's category per solver (the `all` row) is
//! [`program_category`] of its queries' and of its **joint runs**: joint run `i` of a method is
//! sample `i` of every query (the same perturbations the queries drew); the program is proved on
//! it iff every query is. Joint runs are sampled sequentially like a query ([`crate::stats::decide`] per
//! method, [`crate::stats::combine`] over methods, the same budget) and mostly hit the cache; they catch the
//! program whose queries are each stable but whose small failure rates compound.
//!
//! A verifier's `.smt2` file is a program whose queries are its units ([`crate::smt::text::unit`]):
//! [`sample_queries`] and [`add_joint_runs`] take either (joint runs use the methods that apply
//! to every unit, and none are made when the solver rejects a unit).

use super::error::StabilityError;
use super::sampler::{query_hash, sample_methods, sample_query, sample_run, Draw, QueryStability, SampleConfig};
use crate::smt::perturbation::mutate::{Method, Sample};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::{Answer, Solver};
use crate::smt::solving::vcs::{extract, Extraction};
use crate::smt::text::query::Query;
use crate::stats::{program_category, Category, Tally};
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use rayon::prelude::*;
use std::time::Duration;

/// A program's stability under one solver.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgramStability {
    pub program: String,
    pub group: String,
    /// The tool's label (`z3`, `cvc5`, a configuration label).
    pub tool: String,
    pub tool_version: String,
    /// One per VC, in Boogie's order.
    pub queries: Vec<QueryStability>,
    /// The joint runs (None when not sampled, e.g. a program without queries).
    pub joint: Option<JointStability>,
}

/// The joint runs of a program: run `i` of a method succeeds iff sample `i` of that method
/// succeeds for every query.
#[derive(Clone, Debug, PartialEq)]
pub struct JointStability {
    pub category: Category,
    /// Per method, in the order of [`SampleConfig::methods`].
    pub tallies: Vec<(Method, Tally)>,
    /// Solver runs the joint runs needed beyond the queries' own samples.
    pub extra_runs: u32,
}

/// The program's category from its queries' and its joint runs': [`program_category`] of both,
/// where `inconclusive` joint runs are ignored (they add no evidence beyond the queries').
pub fn joint_program_category(queries: impl IntoIterator<Item = Category>, joint: Option<Category>) -> Category {
    let q = program_category(queries);
    match joint {
        Some(j) if j != Category::Inconclusive => program_category([q, j]),
        _ => q,
    }
}

impl ProgramStability {
    /// The `all` row's category ([`joint_program_category`]).
    pub fn category(&self) -> Category {
        joint_program_category(self.queries.iter().map(|q| q.category), self.joint.as_ref().map(|j| j.category))
    }

    /// Solver runs, what the program cost: the queries' runs and the joint runs' extra ones.
    pub fn runs(&self) -> u32 {
        self.query_runs() + self.joint.as_ref().map_or(0, |j| j.extra_runs)
    }

    /// The queries' runs, the samples their verdicts rest on: the denominator of
    /// [`ProgramStability::successes`] (a joint run's extra solver run is no sample of a query).
    pub fn query_runs(&self) -> u32 {
        self.queries.iter().map(QueryStability::runs).sum()
    }

    /// The queries' runs that proved their query (of [`ProgramStability::query_runs`]).
    pub fn successes(&self) -> u32 {
        self.queries.iter().map(QueryStability::successes).sum()
    }

    pub fn budget(&self) -> u32 {
        self.queries.iter().map(|q| q.budget).sum()
    }

    pub fn saved_runs(&self) -> u32 {
        self.budget().saturating_sub(self.runs())
    }
}

/// A named solver: the tool label of the rows and the solver that runs.
#[derive(Clone, Debug)]
pub struct Tool {
    pub label: String,
    pub solver: Solver,
}

/// Extracts the queries of `program` with Boogie (wall-clock limit `timeout`).
pub fn program_queries(
    boogie: &BoogieVerifier,
    id: &str,
    program: &ProgramText,
    timeout: Duration,
) -> Result<Vec<Query>, StabilityError> {
    let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
    extract(boogie, program, dir.path(), timeout, Extraction::Cheap)
        .map(|e| e.queries)
        .map_err(|source| StabilityError::Vcs { program: id.to_string(), source })
}

/// Samples every query with every tool: one [`ProgramStability`] per tool, in `tools` order.
pub fn sample_queries<Q: Sample>(
    program: &str,
    group: &str,
    queries: &[Q],
    tools: &[Tool],
    cfg: &SampleConfig,
    cache: &QueryCache,
) -> Result<Vec<ProgramStability>, StabilityError> {
    let pairs: Vec<(usize, usize)> = (0..tools.len()).flat_map(|t| (0..queries.len()).map(move |q| (t, q))).collect();
    let results: Vec<Result<QueryStability, StabilityError>> = pairs
        .par_iter()
        .map(|&(t, q)| {
            let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
            Ok(sample_query(&tools[t].solver, cache, &queries[q], cfg, dir.path()))
        })
        .collect();
    let mut out: Vec<ProgramStability> = tools
        .iter()
        .map(|t| ProgramStability {
            program: program.to_string(),
            group: group.to_string(),
            tool: t.label.clone(),
            tool_version: t.solver.version().to_string(),
            queries: Vec::new(),
            joint: None,
        })
        .collect();
    for (&(t, _), r) in pairs.iter().zip(results) {
        out[t].queries.push(r?);
    }
    Ok(out)
}

/// Adds the joint runs to `results` ([`sample_queries`] of the same `queries`, one per tool in
/// `tools` order) when there are at least two queries (with one, they are that query's runs).
pub fn add_joint_runs<Q: Sample>(
    results: &mut [ProgramStability],
    queries: &[Q],
    tools: &[Tool],
    cfg: &SampleConfig,
    cache: &QueryCache,
) -> Result<(), StabilityError> {
    if queries.len() < 2 {
        return Ok(());
    }
    let joints: Vec<Result<Option<JointStability>, StabilityError>> = results
        .par_iter()
        .zip(tools)
        .map(|(p, tool)| {
            // The methods every query was sampled with; none when one was rejected.
            let methods: Vec<Method> = cfg
                .methods
                .iter()
                .copied()
                .filter(|m| p.queries.iter().all(|q| q.tallies.iter().any(|(qm, _)| qm == m)))
                .collect();
            if methods.is_empty() || p.queries.iter().any(|q| q.error.is_some()) {
                return Ok(None);
            }
            let cfg = SampleConfig { methods, ..cfg.clone() };
            let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
            Ok(Some(sample_joint(&tool.solver, cache, queries, &p.queries, &cfg, dir.path())))
        })
        .collect();
    for (p, j) in results.iter_mut().zip(joints) {
        p.joint = j?;
    }
    Ok(())
}

/// Samples the joint runs of `queries` (already sampled as `sampled`, same order) with `solver`:
/// per method, run `i` solves sample `i` of each query in turn (cached when the query drew it
/// already) until one fails; methods stop as in [`sample_query`].
pub fn sample_joint<Q: Sample>(
    solver: &Solver,
    cache: &QueryCache,
    queries: &[Q],
    sampled: &[QueryStability],
    cfg: &SampleConfig,
    workdir: &std::path::Path,
) -> JointStability {
    let hashes: Vec<String> = queries.iter().map(|q| query_hash(q)).collect();
    let mut extra_runs = 0u32;
    let joint = sample_methods(cfg, |method, index| {
        let mut slowest = 0.0f64;
        for (q, (query, hash)) in queries.iter().zip(&hashes).enumerate() {
            let done = sampled
                .get(q)
                .and_then(|s| s.tallies.iter().find(|(m, _)| *m == method))
                .is_some_and(|(_, t)| index < t.runs());
            let (r, _) = sample_run(solver, cache, query, hash, method, index, cfg, workdir);
            if !done {
                extra_runs += 1;
            }
            // A text without an answer is no run of the program: the method leaves the joint vote.
            if r.answer == Answer::Error {
                return Draw::Broken(r.detail);
            }
            slowest = slowest.max(r.time_s);
            if !r.answer.verified() {
                return Draw::Run { proved: false, time_s: slowest };
            }
        }
        Draw::Run { proved: true, time_s: slowest }
    });
    JointStability { category: joint.category.unwrap_or(Category::Inconclusive), tallies: joint.tallies, extra_runs }
}

/// [`program_queries`], [`sample_queries`], then [`add_joint_runs`].
#[allow(clippy::too_many_arguments)]
pub fn analyze_program(
    boogie: &BoogieVerifier,
    id: &str,
    group: &str,
    program: &ProgramText,
    tools: &[Tool],
    cfg: &SampleConfig,
    cache: &QueryCache,
    boogie_timeout: Duration,
) -> Result<Vec<ProgramStability>, StabilityError> {
    let queries = program_queries(boogie, id, program, boogie_timeout)?;
    let mut results = sample_queries(id, group, &queries, tools, cfg, cache)?;
    add_joint_runs(&mut results, &queries, tools, cfg, cache)?;
    Ok(results)
}

/// [`sample_queries`] then [`add_joint_runs`] on the units of a verifier's `.smt2` file
/// (`id` names it in the rows).
pub fn analyze_units(
    id: &str,
    group: &str,
    units: &[crate::smt::text::unit::Unit],
    tools: &[Tool],
    cfg: &SampleConfig,
    cache: &QueryCache,
) -> Result<Vec<ProgramStability>, StabilityError> {
    let mut results = sample_queries(id, group, units, tools, cfg, cache)?;
    add_joint_runs(&mut results, units, tools, cfg, cache)?;
    Ok(results)
}

#[cfg(test)]
mod tests {
    use super::joint_program_category;
    use crate::stats::Category::*;

    #[test]
    fn joint_runs_can_only_weaken_the_queries_verdict() {
        assert_eq!(joint_program_category([Stable, Stable], Some(Unstable)), Unstable);
        assert_eq!(joint_program_category([Stable, Stable], Some(Inconclusive)), Stable);
        assert_eq!(joint_program_category([Stable, Stable], None), Stable);
        assert_eq!(joint_program_category([Stable, Unstable], Some(Stable)), Unstable);
        assert_eq!(joint_program_category([Stable], Some(Unsolvable)), Unsolvable);
        assert_eq!(joint_program_category([Inconclusive, Stable], Some(Stable)), Inconclusive);
    }
}
