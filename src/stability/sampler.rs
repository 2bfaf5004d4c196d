//! Sampling one query with one solver: for each perturbation method, sample `k` is the
//! perturbation of that single method seeded by SHA-256 over (rng seed, the query's text hash,
//! method, `k`), so a rerun draws exactly the same texts. Runs go through the
//! [`QueryCache`], so an exact text is never solved twice. Methods are sampled in turn; each stops
//! when [`decide`] settles its tally, and the query stops as soon as [`combine`] settles the vote
//! (or every method spent its budget of `samples` runs).
//!
//! A query is a Boogie VC or a unit of a verifier's `.smt2` file ([`Sample`]). A method that does
//! not apply to a unit (see [`crate::smt::mutate`]) is left out of its sampling and reported
//! ([`QueryStability::not_applicable`]). A run with no answer at all makes the sampler solve the
//! unperturbed query once: when the solver rejects that too, the query is not sampled further
//! and the rejection is its result ([`QueryStability::error`]); otherwise the perturbation is to
//! blame and the run counts as not proved.

use crate::smt::cache::QueryCache;
use crate::smt::mutate::{Method, NotApplicable, Perturbation, Sample};
use crate::smt::solve::{Answer, SolveResult, Solver};
use crate::stats::{combine, decide, Category, Decision, Rule, Tally};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::time::Duration;

/// How queries are sampled.
#[derive(Clone, Debug)]
pub struct SampleConfig {
    /// The perturbation methods (each a sample group); at least one.
    pub methods: Vec<Method>,
    /// Budget of runs per method.
    pub samples: u32,
    pub rng_seed: u64,
    /// Solver time limit of one run.
    pub timeout: Duration,
    pub rule: Rule,
}

impl SampleConfig {
    /// The fixed budget of one query: `samples × methods`.
    pub fn budget(&self) -> u32 {
        self.samples.saturating_mul(self.methods.len() as u32)
    }
}

/// The result of sampling one query with one solver.
#[derive(Clone, Debug, PartialEq)]
pub struct QueryStability {
    /// Boogie's VC name (the implementation).
    pub name: String,
    pub category: Category,
    /// Per method, in the order of [`SampleConfig::methods`].
    pub tallies: Vec<(Method, Tally)>,
    /// The fixed budget (`samples × methods`).
    pub budget: u32,
    /// Sum of the wall-clock seconds of all runs (cached runs count with their recorded time).
    pub total_time_s: f64,
    /// Sum and count of z3's `rlimit-count` over the runs that report one.
    pub rlimit_sum: u64,
    pub rlimit_runs: u32,
    /// Each run's `rlimit-count`, in sampling order (the runs that report one; for min, median
    /// and max: [`crate::stats::CostSummary`]).
    pub rlimits: Vec<u64>,
    /// Methods of the configuration that do not apply to this query, and why (never for a
    /// Boogie VC); they have no tally.
    pub not_applicable: Vec<NotApplicable>,
    /// The solver's complaint when it rejects the unperturbed query (the query is then not
    /// sampled further and its category is `inconclusive`).
    pub error: Option<String>,
}

impl QueryStability {
    pub fn runs(&self) -> u32 {
        self.tallies.iter().map(|(_, t)| t.runs()).sum()
    }

    pub fn successes(&self) -> u32 {
        self.tallies.iter().map(|(_, t)| t.successes()).sum()
    }

    /// Runs the fixed budget would have spent beyond the ones done.
    pub fn saved_runs(&self) -> u32 {
        self.budget.saturating_sub(self.runs())
    }

    pub fn mean_time_s(&self) -> Option<f64> {
        (self.runs() > 0).then(|| self.total_time_s / f64::from(self.runs()))
    }

    pub fn mean_rlimit(&self) -> Option<f64> {
        (self.rlimit_runs > 0).then(|| self.rlimit_sum as f64 / f64::from(self.rlimit_runs))
    }
}

/// The seed of sample `index` of `method` for the query whose (z3-dialect) text hashes to
/// `query_hash`.
pub fn sample_seed(rng_seed: u64, query_hash: &str, method: Method, index: u32) -> u64 {
    let mut h = Sha256::new();
    for part in [rng_seed.to_le_bytes().as_slice(), query_hash.as_bytes(), method.as_str().as_bytes()] {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part);
    }
    h.update(index.to_le_bytes());
    let d = h.finalize();
    let mut b = [0u8; 8];
    b.copy_from_slice(&d[..8]);
    u64::from_le_bytes(b)
}

/// The hash that seeds `query`'s samples (of its z3-dialect text).
pub fn query_hash(query: &(impl Sample + ?Sized)) -> String {
    query.text_hash()
}

/// Solves sample `index` of `method` of `query` (whose [`query_hash`] is `hash`) through the
/// cache; the flag says whether it was a cache hit. A method that does not apply gives an
/// [`Answer::Error`] run (callers sample only methods that apply).
#[allow(clippy::too_many_arguments)]
pub fn sample_run(
    solver: &Solver,
    cache: &QueryCache,
    query: &(impl Sample + ?Sized),
    hash: &str,
    method: Method,
    index: u32,
    cfg: &SampleConfig,
    workdir: &Path,
) -> (SolveResult, bool) {
    let p = Perturbation::new([method], sample_seed(cfg.rng_seed, hash, method, index));
    match solver.script_for(query, &p) {
        Ok(script) => cache.solve_script(solver, &script, workdir, cfg.timeout),
        Err(e) => (no_run(e.to_string()), false),
    }
}

fn no_run(detail: String) -> SolveResult {
    SolveResult { answer: Answer::Error, time_s: 0.0, rlimit: None, detail, command: String::new() }
}

/// The sequential loop shared by a query ([`sample_query`]) and a program's joint runs: the
/// methods take turns, `draw(method, k)` makes run `k` of `method` and says whether it proved the
/// goal and how long it took; a method stops when [`decide`] settles its tally (or its budget of
/// `cfg.samples` runs is spent), and the whole stops when [`combine`] settles the vote.
pub fn sample_sequentially(
    cfg: &SampleConfig,
    mut draw: impl FnMut(Method, u32) -> (bool, f64),
) -> (Category, Vec<(Method, Tally)>) {
    sample_until(cfg, |m, k| Some(draw(m, k))).unwrap_or_else(|t| (Category::Inconclusive, t))
}

/// Per method, its tally.
type Tallies = Vec<(Method, Tally)>;

/// [`sample_sequentially`] that stops when `draw` gives no run: then the tallies so far.
fn sample_until(
    cfg: &SampleConfig,
    mut draw: impl FnMut(Method, u32) -> Option<(bool, f64)>,
) -> Result<(Category, Tallies), Tallies> {
    let mut tallies: Vec<(Method, Tally)> = cfg.methods.iter().map(|m| (*m, Tally::new())).collect();
    let mut decisions: Vec<Decision> = vec![Decision::Continue; tallies.len()];
    loop {
        if let Decision::Stop(c) = combine(&decisions) {
            return Ok((c, tallies));
        }
        let mut stopped = false;
        for (i, (method, tally)) in tallies.iter_mut().enumerate() {
            if decisions[i] != Decision::Continue {
                continue;
            }
            let Some((proved, time_s)) = draw(*method, tally.runs()) else {
                stopped = true;
                break;
            };
            tally.record(proved, Duration::from_secs_f64(time_s.clamp(0.0, 1e9)));
            decisions[i] = decide(&cfg.rule, tally, cfg.samples);
        }
        if stopped {
            return Err(tallies);
        }
    }
}

/// Samples `query` with `solver` (see the module doc). `workdir` is an existing directory this
/// call may write into (one per concurrent call).
pub fn sample_query(
    solver: &Solver,
    cache: &QueryCache,
    query: &(impl Sample + ?Sized),
    cfg: &SampleConfig,
    workdir: &Path,
) -> QueryStability {
    let hash = query_hash(query);
    let (mut methods, mut not_applicable) = (Vec::new(), Vec::new());
    for &m in &cfg.methods {
        match query.applies(m) {
            Ok(()) => methods.push(m),
            Err(e) => not_applicable.push(e),
        }
    }
    let cfg = SampleConfig { methods, ..cfg.clone() };
    let (mut total_time_s, mut rlimit_sum, mut rlimit_runs) = (0.0, 0u64, 0u32);
    let mut rlimits = Vec::new();
    let (mut error, mut identity_checked) = (None, false);
    let sampled = sample_until(&cfg, |method, index| {
        let (r, _) = sample_run(solver, cache, query, &hash, method, index, &cfg, workdir);
        total_time_s += r.time_s;
        if let Some(rl) = r.rlimit {
            rlimit_sum = rlimit_sum.saturating_add(rl);
            rlimit_runs += 1;
            rlimits.push(rl);
        }
        if r.answer == Answer::Error && !identity_checked {
            identity_checked = true;
            if let Ok(script) = solver.script_for(query, &Perturbation::identity()) {
                let (plain, _) = cache.solve_script(solver, &script, workdir, cfg.timeout);
                if plain.answer == Answer::Error {
                    error = Some(plain.detail);
                    return None;
                }
            }
        }
        Some((r.answer.verified(), r.time_s))
    });
    let (category, tallies) = sampled.unwrap_or_else(|t| (Category::Inconclusive, t));
    QueryStability {
        name: query.name().to_string(),
        category,
        tallies,
        budget: cfg.budget(),
        total_time_s,
        rlimit_sum,
        rlimit_runs,
        rlimits,
        not_applicable,
        error,
    }
}
