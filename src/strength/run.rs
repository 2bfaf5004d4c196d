//! One seed through the pipeline of [`super`]: verify the seed, enumerate and apply the changes,
//! prune equivalent mutants by their VCs, verify the rest once (in parallel on the current rayon
//! pool), and re-check survivors under stability sampling.

use super::enumerate::{choose, mutants};
use super::error::StrengthError;
use super::prune::{key, program_vcs, Pruned, Pruner};
use super::{MutantOutcome, Recheck, Row};
use crate::campaign::SeedFile;
use crate::mutation::changing::{ChangeKind, Mutant};
use crate::mutation::Variant;
use crate::runner::interrupted;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::vcs::{Extractor, VcError};
use crate::smt::text::query::Query;
use crate::stability::program::{sample_queries, Tool};
use crate::stability::SampleConfig;
use crate::verifiers::{Outcome, RunResult, Verifier};
use rayon::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Everything a run needs besides the seed.
pub struct Settings {
    /// The verifier that checks the seed and each mutant once.
    pub tool: Arc<dyn Verifier>,
    /// The VC extraction (pruning and sampling): the chosen configuration's Boogie and the
    /// wall-clock limit of one extraction.
    pub vcs: Extractor,
    /// Wall-clock limit of one verifier run.
    pub timeout: Duration,
    /// Operator kinds to use (all when empty).
    pub kinds: Vec<ChangeKind>,
    pub max_mutants: Option<usize>,
    /// The solver and sampling of the survivors' re-check.
    pub solver: Tool,
    pub sampling: SampleConfig,
    pub cache: QueryCache,
    pub quiet: bool,
}

/// A seed's results.
#[derive(Clone, Debug)]
pub struct SeedReport {
    pub seed: String,
    /// The seed's own verification; mutants are made only when it is `verified`.
    pub seed_outcome: Outcome,
    /// Change sites in the seed (before any `--max-mutants` cap).
    pub sites: usize,
    pub rows: Vec<Row>,
}

fn check_interrupt() -> Result<(), StrengthError> {
    if interrupted() {
        Err(StrengthError::Interrupted)
    } else {
        Ok(())
    }
}

fn verify(s: &Settings, seed: &str, what: &str, v: &Variant, stem: &str) -> Result<RunResult, StrengthError> {
    let dir = tempfile::tempdir().map_err(StrengthError::Workdir)?;
    let r = s.tool.verify(&v.to_text(stem), dir.path(), s.timeout);
    if r.outcome == Outcome::ToolError {
        return Err(StrengthError::Tool { seed: seed.to_string(), what: what.to_string(), detail: r.detail });
    }
    Ok(r)
}

/// The outcome of a mutant's one verification (before the survivors' re-check).
fn classify(o: Outcome) -> MutantOutcome {
    match o {
        Outcome::Verified => MutantOutcome::Survived,
        Outcome::Failed => MutantOutcome::Killed,
        Outcome::Timeout | Outcome::OutOfResource => MutantOutcome::Timeout,
        Outcome::TypeError | Outcome::ParseError | Outcome::Unsupported | Outcome::InvalidMutant => {
            MutantOutcome::Invalid
        }
        Outcome::Unknown | Outcome::ToolError => MutantOutcome::Unknown,
    }
}

/// The VC extraction of one mutant: its queries, or that Boogie rejected it, or nothing (the
/// extraction failed otherwise: the mutant is then verified without pruning).
enum Vcs {
    Queries(Vec<Query>),
    Rejected,
    Unavailable,
}

/// Runs the pipeline on one seed (see the module doc).
pub fn run_seed(seed: &SeedFile, s: &Settings) -> Result<SeedReport, StrengthError> {
    let stem = seed.stem();
    let base = Variant::from_program(seed.program.clone());
    let seed_run = verify(s, &seed.id, "the seed", &base, &stem)?;
    let chosen = choose(&base, &s.kinds, s.max_mutants);
    let mut report =
        SeedReport { seed: seed.id.clone(), seed_outcome: seed_run.outcome, sites: chosen.total, rows: Vec::new() };
    if seed_run.outcome != Outcome::Verified {
        return Ok(report);
    }
    let seed_vcs = program_vcs(&s.vcs.boogie, &base.to_text(&stem), s.vcs.timeout)
        .map_err(|source| StrengthError::SeedVcs { seed: seed.id.clone(), source })?;
    let muts: Vec<Mutant> = mutants(&base, &chosen.changes).map_err(|e| StrengthError::Tool {
        seed: seed.id.clone(),
        what: e.change.clone(),
        detail: format!("internal: a listed change does not apply: {}", e.reason),
    })?;
    let n = muts.len();
    if !s.quiet {
        eprintln!("{}: {} change sites, {} mutants", seed.id, chosen.total, n);
    }

    // VCs of every mutant, then pruning in order.
    let vcs: Vec<Vcs> = muts
        .par_iter()
        .map(|m| {
            if interrupted() {
                return Vcs::Unavailable;
            }
            match program_vcs(&s.vcs.boogie, &m.variant.to_text(&stem), s.vcs.timeout) {
                Ok(q) => Vcs::Queries(q),
                Err(VcError::Rejected(_)) => Vcs::Rejected,
                Err(_) => Vcs::Unavailable,
            }
        })
        .collect();
    check_interrupt()?;
    let mut pruner = Pruner::new(&key(&seed_vcs));
    let pruned: Vec<Pruned> = muts
        .iter()
        .zip(&vcs)
        .map(|(m, v)| match v {
            Vcs::Queries(q) => pruner.check(&m.change.to_string(), &key(q)),
            _ => Pruned::default(),
        })
        .collect();

    // One verification of every mutant that is neither equivalent nor rejected.
    let done = AtomicUsize::new(0);
    let results: Vec<Result<(MutantOutcome, f64), StrengthError>> = muts
        .par_iter()
        .zip(&vcs)
        .zip(&pruned)
        .map(|((m, v), p)| {
            let outcome = if p.equivalent_to.is_some() {
                Ok((MutantOutcome::Equivalent, 0.0))
            } else if matches!(v, Vcs::Rejected) {
                Ok((MutantOutcome::Invalid, 0.0))
            } else {
                check_interrupt()?;
                let r = verify(s, &seed.id, &m.change.to_string(), &m.variant, &stem)?;
                Ok((classify(r.outcome), r.time_s))
            };
            if let (Ok((o, _)), false) = (&outcome, s.quiet) {
                let k = done.fetch_add(1, Ordering::Relaxed) + 1;
                eprintln!("[{k}/{n}] {} {}: {o}", m.procedure, m.change);
            }
            outcome
        })
        .collect();

    for (((m, v), p), r) in muts.iter().zip(vcs).zip(pruned).zip(results) {
        let (mut outcome, time_s) = r?;
        let mut recheck = None;
        if outcome == MutantOutcome::Survived {
            check_interrupt()?;
            let queries = match v {
                Vcs::Queries(q) => q,
                _ => program_vcs(&s.vcs.boogie, &m.variant.to_text(&stem), s.vcs.timeout).map_err(|e| {
                    StrengthError::Tool {
                        seed: seed.id.clone(),
                        what: m.change.to_string(),
                        detail: format!("verification conditions of a survivor: {e}"),
                    }
                })?,
            };
            let sampled = sample_queries(
                &m.change.to_string(),
                &seed.group,
                &queries,
                std::slice::from_ref(&s.solver),
                &s.sampling,
                &s.cache,
            )
            .map_err(|e| StrengthError::Tool {
                seed: seed.id.clone(),
                what: m.change.to_string(),
                detail: e.to_string(),
            })?;
            if let Some(ps) = sampled.first() {
                let category = ps.category();
                if !matches!(category, crate::stats::Category::Stable | crate::stats::Category::Inconclusive) {
                    outcome = MutantOutcome::Unstable;
                }
                if !s.quiet {
                    eprintln!("  re-check {} {}: {} ({} runs)", m.procedure, m.change, category, ps.runs());
                }
                recheck = Some(Recheck { category, runs: ps.query_runs(), successes: ps.successes() });
            }
        }
        report.rows.push(Row {
            seed: seed.id.clone(),
            procedure: m.procedure.clone(),
            operator: m.change.kind().to_string(),
            change: m.change.to_string(),
            location: format!("{}:{}:{}", seed.id, m.pos.line, m.pos.col),
            outcome,
            equivalent_to: p.equivalent_to,
            normalized_equal_to: p.normalized_equal_to,
            recheck,
            diff: m.diff(),
            time_s,
        });
    }
    Ok(report)
}
