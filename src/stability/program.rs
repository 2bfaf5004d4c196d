//! One program's stability: its queries are extracted once (Boogie's prover log, through
//! [`crate::smt::vcs::extract`]), every query is sampled with every solver (in parallel on the
//! current rayon pool), and the program's category per solver is [`program_category`] of its
//! queries' (the `all` row).

use super::error::StabilityError;
use super::sampler::{sample_query, QueryStability, SampleConfig};
use crate::smt::cache::QueryCache;
use crate::smt::query::Query;
use crate::smt::solve::Solver;
use crate::smt::vcs::{extract, Extraction};
use crate::stats::{program_category, Category};
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
}

impl ProgramStability {
    /// The `all` row's category ([`program_category`] of the queries').
    pub fn category(&self) -> Category {
        program_category(self.queries.iter().map(|q| q.category))
    }

    pub fn runs(&self) -> u32 {
        self.queries.iter().map(QueryStability::runs).sum()
    }

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
pub fn sample_queries(
    program: &str,
    group: &str,
    queries: &[Query],
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
        })
        .collect();
    for (&(t, _), r) in pairs.iter().zip(results) {
        out[t].queries.push(r?);
    }
    Ok(out)
}

/// [`program_queries`] then [`sample_queries`].
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
    sample_queries(id, group, &queries, tools, cfg, cache)
}
