//! Sampling one query with one solver: for each perturbation method, sample `k` is the
//! perturbation of that single method seeded by SHA-256 over (rng seed, the query's text hash,
//! method, `k`), so a rerun draws exactly the same texts. Runs go through the
//! [`QueryCache`], so an exact text is never solved twice. Methods are sampled in turn; each stops
//! when [`decide_toward`] settles its tally, and the query stops as soon as [`combine_toward`] settles the vote
//! (or every method spent its budget of `samples` runs). The rounds that no method can stop
//! within ([`runs_before_stop`]) are made together, in parallel, and read in that same order.
//!
//! A query is a Boogie VC or a unit of a verifier's `.smt2` file ([`Sample`]). A method that does
//! not apply to a unit (see [`crate::smt::perturbation::mutate`]) is left out of its sampling and reported
//! ([`QueryStability::not_applicable`]). A run with no answer at all ([`Answer::Error`]: the
//! solver rejected the text, crashed or could not run) is never counted as a run of the query,
//! proved or not. Such a run is made once more (a solver crash may not recur: under `reseed` the
//! text is the query's own); when it again has no answer, the sampler solves the unperturbed
//! query once: when that has no answer either, the query is not sampled further and that is its
//! result ([`QueryStability::error`]); otherwise the perturbation made a text the solver cannot
//! answer, and its method is **withdrawn**: it draws no more runs, the runs it made before are
//! kept (failures included) and vote as its truncated tally's category, and the withdrawal is
//! reported with the solver's words ([`QueryStability::withdrawn`]), while the other methods go
//! on. `check` never passes a unit with a withdrawn method.

use crate::smt::perturbation::mutate::{Method, NotApplicable, Perturbation, Sample};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::{Answer, SolveResult, Solver};
use crate::stats::rule::terminal;
use crate::stats::{
    combine_toward, decide_toward, pooled_rules_out_stable, rounds_before_pooled_stop, runs_before_stop, Category,
    Decision, Goal, Rule, Tally,
};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::time::{Duration, Instant};

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
    /// What the sampling asks: the category, or only whether it is stable
    /// ([`crate::stats::sequential`]'s goals).
    pub goal: Goal,
    /// A wall-clock end (explain's `--time-budget`): no round of runs starts that could end
    /// after it (a round lasts at most one run's time limit, `timeout`), and a query not decided
    /// by then is `inconclusive` and marked cut ([`QueryStability::cut`]). Rounds are then made
    /// one at a time.
    pub until: Option<Instant>,
}

impl SampleConfig {
    /// Whether a round of runs started now could end past [`SampleConfig::until`]: then none is.
    pub fn too_late_for_a_round(&self) -> bool {
        self.until.is_some_and(|end| Instant::now() + self.timeout >= end)
    }

    /// The fixed budget of one query: `samples × methods`.
    pub fn budget(&self) -> u32 {
        self.samples.saturating_mul(self.methods.len() as u32)
    }

    /// For unit tests: `methods` with 6 samples each, RNG seed 1, `timeout` per run, the default
    /// rule asked for the category, and no deadline.
    #[cfg(test)]
    pub(crate) fn for_tests(methods: Vec<Method>, timeout: Duration) -> SampleConfig {
        SampleConfig {
            methods,
            samples: 6,
            rng_seed: 1,
            timeout,
            rule: crate::stats::Rule::default(),
            goal: Goal::Category,
            until: None,
        }
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
    /// Methods withdrawn because a run of theirs had no answer twice while the unperturbed
    /// query has one (the runs they made before are kept in their tallies).
    pub withdrawn: Vec<Withdrawn>,
    /// Why the unperturbed query has no answer (the query is then not sampled further and its
    /// category is `inconclusive`).
    pub error: Option<QueryError>,
    /// The sampling reached [`SampleConfig::until`] before a verdict: the category is
    /// `inconclusive`, the tallies are the runs made before.
    pub cut: bool,
}

/// A method withdrawn from a query's sampling: one of its texts got no answer from the solver,
/// also when made a second time, while the solver answers the unperturbed query. It draws no
/// more runs; the runs it made before are kept (in its tally and the vote).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Withdrawn {
    pub method: Method,
    /// The solver's complaint about the perturbed text (or why it gave no answer).
    pub reason: String,
    /// The method's runs before the one without an answer (kept).
    pub runs: u32,
}

impl std::fmt::Display for Withdrawn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}=withdrawn", self.method)?;
        if self.runs > 0 {
            write!(f, " after {} run(s), which are kept", self.runs)?;
        }
        write!(f, " (a perturbed text got no answer: {})", self.reason.replace(['\n', '\r'], " "))
    }
}

/// Why an unperturbed query has no answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QueryError {
    /// The solver rejected it (`(error …)`: an undeclared symbol, a sort mismatch): the query's
    /// own fault.
    #[error("{0}")]
    Rejected(String),
    /// The solver failed on it (crashed, could not be started, gave no answer at all): a tool
    /// failure, not a property of the query.
    #[error("{0}")]
    Failed(String),
}

impl QueryError {
    /// The error of a run without an answer ([`SolveResult::rejected`] tells which).
    pub fn of(r: &SolveResult) -> QueryError {
        if r.rejected() {
            QueryError::Rejected(r.detail.clone())
        } else {
            QueryError::Failed(r.detail.clone())
        }
    }
}

impl QueryStability {
    /// A result with these tallies and no figures (no time, no rlimit counts, nothing withdrawn
    /// or inapplicable, no error): a query that could not be sampled, or a result built by hand.
    pub fn new(name: impl Into<String>, category: Category, tallies: Vec<(Method, Tally)>, budget: u32) -> Self {
        QueryStability {
            name: name.into(),
            category,
            tallies,
            budget,
            total_time_s: 0.0,
            rlimit_sum: 0,
            rlimit_runs: 0,
            rlimits: Vec::new(),
            not_applicable: Vec::new(),
            withdrawn: Vec::new(),
            error: None,
            cut: false,
        }
    }

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

/// The perturbation of sample `index` of `method` of a query whose samples are drawn from
/// `dice` (its [`query_hash`], or for the twins of a finding their name): the one draw every
/// sampler makes.
pub fn sample_perturbation(rng_seed: u64, dice: &str, method: Method, index: u32) -> Perturbation {
    Perturbation::new([method], sample_seed(rng_seed, dice, method, index))
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
    plain_run(solver, cache, query, &sample_perturbation(cfg.rng_seed, hash, method, index), cfg.timeout, workdir)
}

/// The plain run of `query` under `p` through the cache (the run of `stability` and `check`);
/// the flag says whether it was a cache hit.
fn plain_run(
    solver: &Solver,
    cache: &QueryCache,
    query: &(impl Sample + ?Sized),
    p: &Perturbation,
    timeout: Duration,
    workdir: &Path,
) -> (SolveResult, bool) {
    match solver.script_for(query, p) {
        Ok(script) => cache.solve_script(solver, &script, workdir, timeout),
        Err(e) => (no_run(e.to_string()), false),
    }
}

fn no_run(detail: String) -> SolveResult {
    SolveResult { answer: Answer::Error, time_s: 0.0, rlimit: None, detail, command: String::new() }
}

/// One draw of the sequential loop ([`sample_methods`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Draw {
    /// A run of the query: whether it proved it, and its seconds.
    Run { proved: bool, time_s: f64 },
    /// No run of the query: the method made a text that got no answer. The method is withdrawn
    /// with this reason: it draws no more, and its runs so far vote as its truncated tally's
    /// terminal category ([`crate::stats::rule::terminal`]; a method withdrawn before any run
    /// leaves the vote).
    Broken(String),
    /// Stop sampling (the query itself has no answer).
    Stop,
}

/// What [`sample_methods`] sampled.
#[derive(Clone, Debug, PartialEq)]
pub struct Sampled {
    /// The verdict of the methods not withdrawn (`inconclusive` when every method was); `None`
    /// when a draw stopped the sampling.
    pub category: Option<Category>,
    /// Per method, its tally (in the order of the configuration; a method withdrawn before any
    /// run has none).
    pub tallies: Vec<(Method, Tally)>,
    pub withdrawn: Vec<Withdrawn>,
    /// No verdict because [`SampleConfig::until`] passed (`category` is `None`).
    pub cut: bool,
}

/// The sequential loop shared by a query ([`sample_query`]), a program's joint runs and
/// explain's profiled runs: the methods take turns, `draw(method, k)` makes run `k` of `method`;
/// a method stops when [`decide_toward`] settles its tally (or its budget of `cfg.samples` runs is
/// spent), and the whole stops when [`combine_toward`] settles the vote. A [`Draw::Broken`] withdraws
/// its method (see there), a [`Draw::Stop`] ends the loop with no verdict.
pub fn sample_methods(cfg: &SampleConfig, mut draw: impl FnMut(Method, u32) -> Draw) -> Sampled {
    sample_rounds(cfg, |round| vec![(); round.len()], |m, k, ()| draw(m, k))
}

/// [`sample_methods`] whose draws of one round (the run `k` of every method still drawing) are
/// made together, in parallel on the caller's pool: `run(method, k)` makes a run (it may be
/// called from several threads at once), and `record(method, k, result)` reads it, in the
/// methods' order, as [`sample_methods`]' `draw` would. The draws are the same as
/// [`sample_methods`]' (a method's own decision changes only when it is drawn, so a round's
/// draws are known at its start, and so are those of the next rounds while no method can stop:
/// [`runs_before_stop`]), and so are the verdict and the tallies; only a [`Draw::Stop`] or
/// [`Draw::Broken`] leaves the batch's later runs made and unread. For a query sampled alone (the
/// explained query of a repair candidate, `check` on one changed query) this runs its methods
/// side by side.
pub fn sample_methods_parallel<R: Send>(
    cfg: &SampleConfig,
    run: impl Fn(Method, u32) -> R + Sync,
    record: impl FnMut(Method, u32, R) -> Draw,
) -> Sampled {
    use rayon::prelude::*;
    sample_rounds(cfg, |round| round.par_iter().map(|&(m, k)| run(m, k)).collect(), record)
}

/// The loop of [`sample_methods`]: `make` makes the runs of a batch of rounds (method and index,
/// round by round in the methods' order; as many rounds as no method can stop within), `record`
/// reads each in that order.
fn sample_rounds<R>(
    cfg: &SampleConfig,
    mut make: impl FnMut(&[(Method, u32)]) -> Vec<R>,
    mut record: impl FnMut(Method, u32, R) -> Draw,
) -> Sampled {
    let mut tallies: Vec<(Method, Tally)> = cfg.methods.iter().map(|m| (*m, Tally::new())).collect();
    let mut decisions: Vec<Decision> = vec![Decision::Continue; tallies.len()];
    let mut withdrawn: Vec<Withdrawn> = Vec::new();
    // A method withdrawn before any run has no tally and no vote.
    let empty = |m: Method, withdrawn: &[Withdrawn]| withdrawn.iter().any(|w| w.method == m && w.runs == 0);
    let kept = |tallies: Vec<(Method, Tally)>, withdrawn: &[Withdrawn]| -> Vec<(Method, Tally)> {
        tallies.into_iter().filter(|(m, _)| !empty(*m, withdrawn)).collect()
    };
    // Toward stable, the methods' runs taken together also rule stable out (`pooled_rules_out_stable`).
    let vote = |decisions: &[Decision], tallies: &[(Method, Tally)], withdrawn: &[Withdrawn]| -> Decision {
        let live: Vec<Decision> =
            decisions.iter().zip(&cfg.methods).filter(|(_, m)| !empty(**m, withdrawn)).map(|(d, _)| *d).collect();
        let runs = tallies.iter().filter(|(m, _)| !empty(*m, withdrawn)).map(|(_, t)| t);
        match combine_toward(cfg.goal, &live) {
            Decision::Continue if pooled_rules_out_stable(cfg.goal, &cfg.rule, runs) => {
                Decision::Stop(Category::Inconclusive)
            }
            d => d,
        }
    };
    loop {
        if let Decision::Stop(c) = vote(&decisions, &tallies, &withdrawn) {
            return Sampled { category: Some(c), tallies: kept(tallies, &withdrawn), withdrawn, cut: false };
        }
        // The round: every method still drawing, in order (none withdraws or decides before
        // its own draw). No method can stop before `ahead` more runs of its own, so the next
        // `ahead` rounds draw the same methods and are made together.
        let round: Vec<(usize, Method, u32)> = tallies
            .iter()
            .enumerate()
            .filter(|(i, (m, _))| decisions[*i] == Decision::Continue && !withdrawn.iter().any(|w| w.method == *m))
            .map(|(i, (m, t))| (i, *m, t.runs()))
            .collect();
        let pooled = rounds_before_pooled_stop(cfg.goal, &cfg.rule, tallies.iter().map(|(_, t)| t), round.len() as u32);
        let ahead = (round.iter())
            .map(|&(i, _, _)| runs_before_stop(cfg.goal, &cfg.rule, &tallies[i].1, cfg.samples).min(pooled))
            .min();
        if cfg.too_late_for_a_round() {
            return Sampled { category: None, tallies: kept(tallies, &withdrawn), withdrawn, cut: true };
        }
        // Under a wall-clock end, one round at a time (each can end before it).
        let ahead = if cfg.until.is_some() { 1 } else { ahead.unwrap_or(1).max(1) };
        let draws: Vec<(Method, u32)> =
            (0..ahead).flat_map(|r| round.iter().map(move |&(_, m, k)| (m, k + r))).collect();
        let mut made = make(&draws).into_iter();
        for r in 0..ahead {
            // Inside the batch only a withdrawal can settle the vote.
            if let (1.., Decision::Stop(c)) = (r, vote(&decisions, &tallies, &withdrawn)) {
                return Sampled { category: Some(c), tallies: kept(tallies, &withdrawn), withdrawn, cut: false };
            }
            for &(i, method, k) in &round {
                let Some(result) = made.next() else { break };
                if withdrawn.iter().any(|w| w.method == method) {
                    continue;
                }
                match record(method, k + r, result) {
                    Draw::Run { proved, time_s } => {
                        let tally = &mut tallies[i].1;
                        tally.record(proved, Duration::from_secs_f64(time_s.clamp(0.0, 1e9)));
                        decisions[i] = decide_toward(cfg.goal, &cfg.rule, tally, cfg.samples);
                    }
                    Draw::Broken(reason) => {
                        let tally = &tallies[i].1;
                        if tally.runs() > 0 {
                            decisions[i] = Decision::Stop(terminal(&cfg.rule, tally));
                        }
                        withdrawn.push(Withdrawn { method, reason, runs: tally.runs() });
                    }
                    Draw::Stop => {
                        return Sampled { category: None, tallies: kept(tallies, &withdrawn), withdrawn, cut: false }
                    }
                }
            }
        }
    }
}

/// [`sample_methods`] of a `draw` that always makes a run (proved, seconds): the verdict and the
/// tallies.
pub fn sample_sequentially(
    cfg: &SampleConfig,
    mut draw: impl FnMut(Method, u32) -> (bool, f64),
) -> (Category, Vec<(Method, Tally)>) {
    let s = sample_methods(cfg, |m, k| {
        let (proved, time_s) = draw(m, k);
        Draw::Run { proved, time_s }
    });
    (s.category.unwrap_or(Category::Inconclusive), s.tallies)
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
    let plain =
        |_: Method, _: u32, p: &Perturbation, dir: &Path| plain_run(solver, cache, query, p, cfg.timeout, dir).0;
    sample_query_with(solver, cache, query, cfg, workdir, &query_hash(query), plain)
}

/// [`sample_query`] with the dice and the run of one draw given: the sampler of `stability`,
/// `check` and `explain`. Sample `index` of `method` is [`sample_perturbation`] of `dice` (the
/// query's [`query_hash`] for [`sample_query`]), and `run(method, index, perturbation)` solves
/// it: the plain run through the cache for `stability` and `check`; explain's run also asks z3
/// for its quantifier profile and keeps it (the hook). The loop, the handling of runs without an
/// answer (the unperturbed query, solved plainly, tells whether the query or the perturbation
/// is broken) and the figures are the same for every caller.
pub fn sample_query_with(
    solver: &Solver,
    cache: &QueryCache,
    query: &(impl Sample + ?Sized),
    cfg: &SampleConfig,
    workdir: &Path,
    dice: &str,
    run: impl Fn(Method, u32, &Perturbation, &Path) -> SolveResult + Sync,
) -> QueryStability {
    let (mut methods, mut not_applicable) = (Vec::new(), Vec::new());
    for &m in &cfg.methods {
        match query.applies(m) {
            Ok(()) => methods.push(m),
            Err(e) => not_applicable.push(e),
        }
    }
    let cfg = SampleConfig { methods, ..cfg.clone() };
    // Every run: its method, seconds and rlimit-count.
    let mut runs: Vec<(Method, f64, Option<u64>)> = Vec::new();
    let (mut error, mut plain_answered) = (None, None);
    // The methods' runs of a round are made side by side, each in a directory of its own.
    let make = |method: Method, index: u32| {
        let p = sample_perturbation(cfg.rng_seed, dice, method, index);
        match tempfile::tempdir_in(workdir) {
            Ok(dir) => run(method, index, &p, dir.path()),
            Err(e) => no_run(format!("{}: {e}", workdir.display())),
        }
    };
    let sampled = sample_methods_parallel(&cfg, make, |method, index, mut r: SolveResult| {
        if r.answer == Answer::Error {
            // A crash of the solver (under `reseed` the text is the query's own) may not recur:
            // the run is made once more.
            r = make(method, index);
        }
        if r.answer == Answer::Error {
            // Is it the query or the perturbation? The unperturbed query tells, once.
            let plain =
                *plain_answered.get_or_insert_with(|| match solver.script_for(query, &Perturbation::identity()) {
                    Ok(script) => {
                        let (plain, _) = cache.solve_script(solver, &script, workdir, cfg.timeout);
                        if plain.answer == Answer::Error {
                            error = Some(QueryError::of(&plain));
                        }
                        plain.answer != Answer::Error
                    }
                    Err(_) => true,
                });
            return if plain { Draw::Broken(r.detail) } else { Draw::Stop };
        }
        runs.push((method, r.time_s, r.rlimit));
        Draw::Run { proved: r.answer.verified(), time_s: r.time_s }
    });
    let rlimits: Vec<u64> = runs.iter().filter_map(|r| r.2).collect();
    QueryStability {
        name: query.name().to_string(),
        category: sampled.category.unwrap_or(Category::Inconclusive),
        budget: cfg.samples.saturating_mul(sampled.tallies.len() as u32),
        tallies: sampled.tallies,
        total_time_s: runs.iter().map(|r| r.1).sum(),
        rlimit_sum: rlimits.iter().fold(0u64, |a, &b| a.saturating_add(b)),
        rlimit_runs: rlimits.len() as u32,
        rlimits,
        not_applicable,
        withdrawn: sampled.withdrawn,
        error,
        cut: sampled.cut,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg() -> SampleConfig {
        let timeout = Duration::from_secs(10);
        SampleConfig {
            methods: vec![Method::Rename, Method::Reseed],
            samples: 20,
            rng_seed: 1,
            timeout,
            rule: crate::stats::Rule::default().with_time_limit(timeout).unwrap(),
            goal: Goal::Category,
            until: None,
        }
    }

    /// A draw without an answer withdraws its method, runs and all: the other method decides
    /// alone, and the withdrawn one is no failing run (the query is stable, not unstable).
    /// Rounds made in parallel draw the same runs, in the same order when read, and reach the
    /// same verdict and tallies as the sequential loop, for outcomes that make the methods
    /// decide at different rounds (and one method break).
    #[test]
    fn parallel_rounds_draw_what_the_sequential_loop_draws() {
        let outcome = |m: Method, k: u32, seed: u32| -> Draw {
            let h = (k.wrapping_mul(2_654_435_761) ^ seed ^ if m == Method::Rename { 0x9e37 } else { 0x79b9 }) % 100;
            match (m, k, seed) {
                (Method::Reseed, 5, 3) => Draw::Broken("no answer".into()),
                _ => Draw::Run { proved: h >= seed * 7, time_s: 0.1 },
            }
        };
        let pool = crate::util::pool::pool(2).unwrap();
        for seed in 0..12 {
            let mut sequential = Vec::new();
            let a = sample_methods(&cfg(), |m, k| {
                sequential.push((m, k));
                outcome(m, k, seed)
            });
            let made = std::sync::Mutex::new(Vec::new());
            let mut read = Vec::new();
            let b = pool.install(|| {
                sample_methods_parallel(
                    &cfg(),
                    |m, k| {
                        made.lock().unwrap().push((m, k));
                        outcome(m, k, seed)
                    },
                    |m, k, d| {
                        read.push((m, k));
                        d
                    },
                )
            });
            assert_eq!(a, b, "seed {seed}");
            assert_eq!(read, sequential, "seed {seed}: read in the sequential order");
            let mut made = made.into_inner().unwrap();
            made.sort();
            let mut want = sequential.clone();
            want.sort();
            if seed == 3 {
                // The broken draw's batch made later draws the sequential loop never asked for.
                assert!(want.iter().all(|d| made.contains(d)), "seed {seed}: every draw made");
            } else {
                assert_eq!(made, want, "seed {seed}: the same draws made");
            }
        }
    }

    /// Rounds no method can stop within are made in one batch: an all-success query in batches
    /// of 6, 3, 4, 4 and 1 rounds (each the fewest further runs that could stop it: from 6
    /// successes, 3 failures would make it unstable), an all-failure one likewise, an alternating
    /// one in a single batch of 6 (3 and 3 are unstable); the verdict and tallies are those of the
    /// loop one run at a time.
    #[test]
    fn rounds_that_cannot_stop_are_made_together() {
        for (pattern, want_batches, want_runs) in [
            (&[true][..], vec![12, 6, 8, 8, 2], 36),
            (&[true, false][..], vec![12], 12),
            (&[false][..], vec![12, 6, 8, 8, 2], 36),
        ] {
            let outcome = |k: u32| pattern[k as usize % pattern.len()];
            let mut batches = Vec::new();
            let mut read = 0;
            let s = sample_rounds(
                &cfg(),
                |draws| {
                    batches.push(draws.len());
                    draws.iter().map(|&(_, k)| outcome(k)).collect()
                },
                |_, _, proved| {
                    read += 1;
                    Draw::Run { proved, time_s: 0.1 }
                },
            );
            let one_at_a_time = sample_methods(&cfg(), |_, k| Draw::Run { proved: outcome(k), time_s: 0.1 });
            assert_eq!(s, one_at_a_time, "{pattern:?}");
            assert_eq!((batches, read), (want_batches, want_runs), "{pattern:?}");
        }
    }

    /// Toward stable, the two methods' runs are pooled: a candidate whose runs all fail stops
    /// after 2 rounds (4 failures), not 3, in one batch of 2 rounds; one failure in each of the
    /// first 2 rounds then successes keeps going (1 failure in 2 runs each rules nothing out),
    /// and an all-success one reaches stable at the same runs as without pooling.
    #[test]
    fn toward_stable_the_methods_runs_together_rule_stable_out() {
        let stable = SampleConfig { goal: Goal::Stable, ..cfg() };
        let mut batches = Vec::new();
        let s = sample_rounds(
            &stable,
            |draws| {
                batches.push(draws.len());
                vec![false; draws.len()]
            },
            |_, _, proved| Draw::Run { proved, time_s: 0.1 },
        );
        assert_eq!(s.category, Some(Category::Inconclusive));
        assert_eq!(s.tallies.iter().map(|(_, t)| t.runs()).collect::<Vec<_>>(), vec![2, 2]);
        assert_eq!(batches, vec![4], "the two rounds in one batch");
        // One method failing its first run, the other its second: 2 failures in 4, not ruled out.
        let mixed = sample_methods(&stable, |m, k| Draw::Run {
            proved: !matches!((m, k), (Method::Rename, 0) | (Method::Reseed, 1)),
            time_s: 0.1,
        });
        assert!(mixed.tallies.iter().map(|(_, t)| t.runs()).sum::<u32>() > 4, "{mixed:?}");
        let all =
            |goal| sample_methods(&SampleConfig { goal, ..cfg() }, |_, _| Draw::Run { proved: true, time_s: 0.1 });
        assert_eq!(all(Goal::Stable), all(Goal::Category));
        assert_eq!(all(Goal::Stable).category, Some(Category::Stable));
    }

    /// A solver crash under `reseed` (the text unchanged): the crashed run is made once more; a
    /// crash that does not recur costs nothing, and one that does withdraws the method but keeps
    /// its earlier runs, failures included, in its tally and in the vote, and says so.
    #[test]
    fn a_crashed_run_is_retried_once_and_a_withdrawn_method_keeps_its_runs() {
        use crate::smt::solving::solve::SolverKind;
        use std::sync::atomic::{AtomicU32, Ordering};
        let z3 = Solver::default_for(SolverKind::Z3).expect("z3 on PATH");
        let dir = tempfile::tempdir().unwrap();
        let cache = QueryCache::new(dir.path().join("cache"));
        let unit = crate::smt::text::unit::Unit::single(
            "q",
            "(declare-const b Bool)\n(assert b)\n(assert (not b))\n(check-sat)\n",
        )
        .unwrap();
        let result = |answer: Answer| SolveResult {
            answer,
            time_s: 0.1,
            rlimit: Some(5),
            detail: "segfault".into(),
            command: String::new(),
        };
        // Reseed's run 3 crashes once, then answers: nothing is withdrawn.
        let calls = AtomicU32::new(0);
        let q = sample_query_with(&z3, &cache, &unit, &cfg(), dir.path(), "q", |m, k, _, _| match (m, k) {
            (Method::Reseed, 3) if calls.fetch_add(1, Ordering::SeqCst) == 0 => result(Answer::Error),
            _ => result(Answer::Unsat),
        });
        assert_eq!(calls.load(Ordering::SeqCst), 2);
        assert!(q.withdrawn.is_empty(), "{q:?}");
        assert_eq!((q.category, q.runs()), (Category::Stable, 36), "{q:?}");
        // Reseed's run 4 crashes every time, after a failure at run 1: reseed is withdrawn with
        // its 4 runs (one failed), which still vote.
        let q = sample_query_with(&z3, &cache, &unit, &cfg(), dir.path(), "q", |m, k, _, _| match (m, k) {
            (Method::Reseed, 4) => result(Answer::Error),
            (Method::Reseed, 1) => result(Answer::Sat),
            _ => result(Answer::Unsat),
        });
        let reseed = q.tallies.iter().find(|(m, _)| *m == Method::Reseed).map(|(_, t)| (t.successes(), t.runs()));
        assert_eq!(reseed, Some((3, 4)), "{q:?}");
        assert_eq!(q.withdrawn, [Withdrawn { method: Method::Reseed, reason: "segfault".into(), runs: 4 }]);
        assert_eq!(
            q.withdrawn[0].to_string(),
            "reseed=withdrawn after 4 run(s), which are kept (a perturbed text got no answer: segfault)"
        );
        assert_ne!(q.category, Category::Stable, "{q:?}");
    }

    #[test]
    fn a_broken_draw_withdraws_its_method_and_keeps_its_runs() {
        let s = sample_methods(&cfg(), |m, k| match (m, k) {
            (Method::Rename, 3) => Draw::Broken("error: unknown constant k0".into()),
            _ => Draw::Run { proved: true, time_s: 0.1 },
        });
        let counts: Vec<_> = s.tallies.iter().map(|(m, t)| (*m, t.successes(), t.runs())).collect();
        assert_eq!(counts, [(Method::Rename, 3, 3), (Method::Reseed, 18, 18)]);
        assert_eq!(
            s.withdrawn,
            [Withdrawn { method: Method::Rename, reason: "error: unknown constant k0".into(), runs: 3 }]
        );
        assert_eq!(
            s.withdrawn[0].to_string(),
            "rename=withdrawn after 3 run(s), which are kept (a perturbed text got no answer: error: unknown constant k0)"
        );
        // Withdrawn before any run: no tally, no vote.
        let s = sample_methods(&cfg(), |m, _| match m {
            Method::Rename => Draw::Broken("error: unknown constant k0".into()),
            _ => Draw::Run { proved: true, time_s: 0.1 },
        });
        assert_eq!(s.category, Some(Category::Stable));
        assert_eq!((s.tallies.len(), s.withdrawn[0].runs), (1, 0));
        assert_eq!(
            s.withdrawn[0].to_string(),
            "rename=withdrawn (a perturbed text got no answer: error: unknown constant k0)"
        );
        // Every method withdrawn: no verdict to give.
        let none = sample_methods(&cfg(), |_, _| Draw::Broken("crash".into()));
        assert_eq!((none.category, none.tallies.len(), none.withdrawn.len()), (Some(Category::Inconclusive), 0, 2));
        // A stop ends the loop with no verdict.
        let stopped =
            sample_methods(&cfg(), |_, k| if k == 2 { Draw::Stop } else { Draw::Run { proved: true, time_s: 0.1 } });
        assert_eq!(stopped.category, None);
        assert!(!stopped.cut);
    }

    /// Under a wall-clock end, rounds are made one at a time and none starts that could end past
    /// it: the sampling stops with no verdict, marked cut, keeping the runs made before.
    #[test]
    fn no_round_starts_that_could_end_past_the_end_and_the_sampling_is_marked_cut() {
        // The end has passed, or comes before a run's time limit: no run at all.
        let past = SampleConfig { until: Some(Instant::now()), ..cfg() };
        let mut made = 0;
        let s = sample_methods_parallel(
            &past,
            |_, _| (),
            |_, _, ()| {
                made += 1;
                Draw::Run { proved: true, time_s: 0.1 }
            },
        );
        assert_eq!((s.category, s.cut, made), (None, true, 0));
        let limit = Duration::from_millis(20);
        let within_a_run = SampleConfig {
            until: Some(Instant::now() + Duration::from_secs(5)),
            timeout: Duration::from_secs(10),
            ..cfg()
        };
        let s = sample_methods_parallel(&within_a_run, |_, _| (), |_, _, ()| Draw::Run { proved: true, time_s: 0.1 });
        assert_eq!((s.category, s.cut, s.tallies.iter().map(|(_, t)| t.runs()).sum::<u32>()), (None, true, 0));
        // The end passes after a few rounds (each run takes 10 ms of its 20 ms limit, two methods
        // per round): the runs of whole rounds are kept, and a tally that looks unstable is no
        // verdict.
        let soon = SampleConfig { until: Some(Instant::now() + Duration::from_millis(65)), timeout: limit, ..cfg() };
        let run = |_: Method, k: u32| {
            std::thread::sleep(Duration::from_millis(10));
            k.is_multiple_of(2)
        };
        let s = sample_methods_parallel(&soon, run, |_, _, proved| Draw::Run { proved, time_s: 0.01 });
        assert!(s.cut && s.category.is_none(), "{s:?}");
        let runs: u32 = s.tallies.iter().map(|(_, t)| t.runs()).sum();
        assert!(runs <= 12 && runs.is_multiple_of(2), "whole rounds of both methods: {runs}");
        // No end: the same draws reach a verdict.
        let whole = sample_methods_parallel(&cfg(), run, |_, _, proved| Draw::Run { proved, time_s: 0.01 });
        assert_eq!((whole.category, whole.cut), (Some(Category::Unstable), false));
    }
}
