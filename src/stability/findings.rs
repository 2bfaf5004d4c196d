//! The class of one finding (a seed/mutant pair whose results differ), from the mutation's
//! measured effect: seed and mutant are sampled under the same dice and compared with
//! [`crate::stats::effect`]'s group-sequential Fisher test, at one or both layers ([`Level`]).
//! A run's findings are then decided together ([`super::family`]).
//!
//! - **smt**: the queries of seed and mutant (Boogie's prover log) are matched by VC name; the
//!   *compared set* is the queries whose unperturbed answers differ (all matched queries when
//!   none differs, all queries when the names do not match one to one). One run of a side is
//!   sample `k` of a method for every query of its set, each query's perturbation seeded by
//!   (RNG seed, VC name, method, `k`), so a seed query and its mutant twin draw the same dice;
//!   the run succeeds iff every query of the set is proved. Runs go through the exact-text
//!   [`QueryCache`]. A finding counted at this layer is then **checked** at the Boogie layer
//!   ([`run_check`]): counted only if Boogie does not contradict it.
//! - **boogie**: what a user sees: Boogie itself on the whole seed and mutant programs, run `k`
//!   with Z3's random seeds set to the same `K` on both sides ([`BoogieVerifier::verify_reseeded`]);
//!   only the `reseed` method exists at this layer.
//! - **both**: both, reported side by side; the decisive class is Boogie's, and a disagreement
//!   is flagged.
//!
//! The tools sit behind [`PairDraws`] (one finding's runs at one layer): [`SmtDraws`] and
//! [`BoogieDraws`] in the product, outcome streams of given success rates in the tests that
//! simulate the classification's error (`tests/hermetic/classes_errors.rs`).
//!
//! # The Boogie check ([`run_check`])
//!
//! Boogie runs the same blocks of the same design (reseed only, same budget) and stops as soon
//! as its answer is known:
//! - **confirmed**: at a look, Boogie's own one-sided Fisher p-value is at most `α` (nominal:
//!   the mutant is worse under Boogie too; e.g. 5/5 against 0/5 at the first look);
//! - **contradicted**: once a quarter of the budget is spent (the test's futility point), the
//!   mutant does at least as well as the seed under Boogie: the finding is not counted, and its
//!   class becomes the Boogie layer's (`seed-unstable` or `inconclusive`);
//! - **undecided**: the mutant trails the seed under Boogie without significance, and either the
//!   budget is spent or it can no longer catch up (its proved runs plus the runs left are fewer
//!   than the seed's proved runs): Boogie cannot contradict, the SMT layer's class stands.
//!
//! The check only ever removes findings, so the error statement of the SMT layer holds for the
//! findings that remain.

use super::bound::{Bounds, Factors};
use super::error::StabilityError;
use super::program::Tool;
use super::sampler::{sample_seed, SampleConfig};
use crate::smt::cache::QueryCache;
use crate::smt::mutate::{Method, Perturbation, Sample};
use crate::stats::effect::{
    class_of, fisher_one_sided, pooled, side_category_now, Design, Direction, Effect, EffectTest, Outcome, Verdict,
};
use crate::stats::{Category, Class};
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use crate::verifiers::Outcome as RunOutcome;
use rayon::prelude::*;
use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;

/// Where a finding is classified.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Z3 on Boogie's logged VCs (fast; the default), a counted finding checked by Boogie.
    Smt,
    /// Boogie on the whole programs, reseeded (what a user sees; about 0.4 s of start-up a run).
    Boogie,
    /// Both, with disagreements flagged; Boogie's class decides.
    Both,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Smt, Level::Boogie, Level::Both];

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Smt => "smt",
            Level::Boogie => "boogie",
            Level::Both => "both",
        }
    }

    pub fn smt(self) -> bool {
        self != Level::Boogie
    }

    pub fn boogie(self) -> bool {
        self != Level::Smt
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| format!("unknown level `{s}` (expected smt, boogie or both)"))
    }
}

/// One layer of the classification: where one finding's runs are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layer {
    Smt,
    Boogie,
}

/// One finding's runs at one layer: the seam between the classification and the tools.
pub trait PairDraws: Sync {
    /// The perturbation methods at this layer (each a sample group on both sides).
    fn methods(&self) -> usize;
    /// Run `k` of method `method` on `side` (0 = the seed, 1 = the mutant): proved, and seconds.
    /// Run `k` of a method must use the same perturbation on both sides (the same dice).
    fn draw(&self, side: usize, method: usize, k: u32) -> Result<Outcome, StabilityError>;
    /// Queries compared on each side (0 where no query is sampled).
    fn queries(&self) -> usize {
        0
    }
}

/// The classification at one layer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelResult {
    pub class: Class,
    pub effect: Effect,
    /// Each side's category at the runs made (sequential, or the z-test at the runs made).
    pub seed_category: Category,
    pub mutant_category: Category,
    /// The test's sequential p-value ([`EffectTest::p_sequential`]).
    pub p_sequential: f64,
}

/// What the Boogie layer said of a finding counted at the SMT layer (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CheckVerdict {
    /// Boogie's own test rejects: the mutant is significantly worse under Boogie too.
    Confirmed,
    /// Boogie cannot contradict (the mutant trails) but does not confirm either.
    Undecided,
    /// Under Boogie the mutant does at least as well as the seed: not counted.
    Contradicted,
}

impl CheckVerdict {
    pub const ALL: [CheckVerdict; 3] = [CheckVerdict::Confirmed, CheckVerdict::Undecided, CheckVerdict::Contradicted];

    /// The word of `findings.csv`'s `boogie_check` column.
    pub fn as_str(self) -> &'static str {
        match self {
            CheckVerdict::Confirmed => "confirmed",
            CheckVerdict::Undecided => "undecided",
            CheckVerdict::Contradicted => "contradicted",
        }
    }
}

impl fmt::Display for CheckVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for CheckVerdict {
    type Err = String;
    fn from_str(s: &str) -> Result<CheckVerdict, String> {
        CheckVerdict::ALL
            .into_iter()
            .find(|c| c.as_str() == s)
            .ok_or_else(|| format!("unknown check `{s}` (expected confirmed, undecided or contradicted)"))
    }
}

/// The Boogie check of a finding: its verdict and Boogie's runs (`result.class` is the Boogie
/// test's class when it stopped by itself, the class it would give now otherwise).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Check {
    pub verdict: CheckVerdict,
    pub result: LevelResult,
}

/// What classifying one finding found.
#[derive(Clone, Debug, PartialEq)]
pub struct Classified {
    /// The finding's class: the tested layer's, or the Boogie layer's when its check contradicts.
    pub class: Class,
    pub smt: Option<LevelResult>,
    /// The Boogie layer sampled in full (`--classify-level boogie` or `both`).
    pub boogie: Option<LevelResult>,
    /// The Boogie check of a finding the SMT layer counts (`--classify-level smt`).
    pub check: Option<Check>,
    /// Queries in the SMT layer's compared set (0 without the SMT layer).
    pub queries_sampled: usize,
    /// Runs on both sides and at both layers (SMT runs include cache hits; the check's included).
    pub runs: u32,
}

impl Classified {
    /// The tested layer's result: the one whose sequential p-value decides (Boogie's when that
    /// layer was sampled in full, else the SMT layer's).
    pub fn decisive(&self) -> Option<&LevelResult> {
        self.boogie.as_ref().or(self.smt.as_ref())
    }

    /// Whether the layers agree: with both sampled, whether their classes are equal; with a
    /// check, `true` when confirmed, `false` when contradicted, unknown when undecided.
    pub fn layers_agree(&self) -> Option<bool> {
        if let Some(c) = &self.check {
            return match c.verdict {
                CheckVerdict::Confirmed => Some(true),
                CheckVerdict::Contradicted => Some(false),
                CheckVerdict::Undecided => None,
            };
        }
        Some(self.smt?.class == self.boogie?.class)
    }

    /// Records the Boogie check: a contradiction takes the Boogie layer's class.
    pub fn with_check(mut self, check: Check) -> Classified {
        if check.verdict == CheckVerdict::Contradicted {
            self.class = check.result.class;
        }
        self.runs += check.result.effect.runs();
        self.check = Some(check);
        self
    }
}

fn names<Q: Sample>(qs: &[Q]) -> BTreeSet<&str> {
    qs.iter().map(|q| q.name()).collect()
}

/// The compared sets of the SMT layer (see the module doc): Boogie VCs, or units of `.smt2`
/// files (the mutant's named as their seed twins, so that twins draw the same dice).
pub fn compared_sets<Q: Sample + Clone>(
    seed: &[Q],
    mutant: &[Q],
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
) -> Result<(Vec<Q>, Vec<Q>), StabilityError> {
    compared_sets_within(seed, mutant, tool, cfg, cache, None)
}

/// [`compared_sets`] with each unperturbed run under `bounds` (the seed's own runs, which the
/// bounds were measured on, are the same runs: bounds never apply to their own measurement).
fn compared_sets_within<Q: Sample + Clone>(
    seed: &[Q],
    mutant: &[Q],
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
    bounds: Option<&Bounds>,
) -> Result<(Vec<Q>, Vec<Q>), StabilityError> {
    let (sn, mn) = (names(seed), names(mutant));
    if !(sn == mn && sn.len() == seed.len() && mn.len() == mutant.len()) {
        return Ok((seed.to_vec(), mutant.to_vec()));
    }
    let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
    let answer = |q: &Q, bounds: Option<&Bounds>| {
        let Ok(script) = tool.solver.script_for(q, &Perturbation::identity()) else {
            return crate::smt::solve::Answer::Error;
        };
        // A bound only stops runs earlier: an unbounded run already cached that did not prove
        // the query answers for the bounded one too.
        if let Some(r) = bounds.and_then(|_| cache.lookup(&tool.solver, &script, cfg.timeout)) {
            if !r.answer.verified() {
                return r.answer;
            }
        }
        let bound = bounds.map(|b| b.of(q.name())).unwrap_or_default();
        bound.solve(&tool.solver, cache, &script, dir.path(), cfg.timeout).answer
    };
    let mut differ = (Vec::new(), Vec::new());
    let mut all = (Vec::new(), Vec::new());
    for s in seed {
        if let Some(m) = mutant.iter().find(|m| m.name() == s.name()) {
            if answer(s, None) != answer(m, bounds) {
                differ.0.push(s.clone());
                differ.1.push(m.clone());
            }
            all.0.push(s.clone());
            all.1.push(m.clone());
        }
    }
    Ok(if differ.0.is_empty() { all } else { differ })
}

/// Both sides' runs so far, per method.
type Sides = [Vec<Vec<Outcome>>; 2];

/// Draws runs `done..next` of every method on both sides, in parallel on the current rayon pool.
fn draw_block(draws: &dyn PairDraws, sides: &mut Sides, done: u32, next: u32) -> Result<(), StabilityError> {
    let methods = draws.methods();
    let jobs: Vec<(usize, usize, u32)> =
        (0..2).flat_map(|side| (0..methods).flat_map(move |m| (done..next).map(move |k| (side, m, k)))).collect();
    let outcomes: Vec<Result<Outcome, StabilityError>> =
        jobs.par_iter().map(|&(side, m, k)| draws.draw(side, m, k)).collect();
    for (&(side, m, _), o) in jobs.iter().zip(outcomes) {
        sides[side][m].push(o?);
    }
    if crate::runner::interrupt::interrupted() {
        return Err(StabilityError::Interrupted);
    }
    Ok(())
}

fn result(test: &EffectTest, class: Class, sides: &Sides) -> LevelResult {
    let d = test.design();
    LevelResult {
        class,
        effect: test.effect(&sides[0], &sides[1]),
        seed_category: side_category_now(&d.rule, &sides[0], d.samples),
        mutant_category: side_category_now(&d.rule, &sides[1], d.samples),
        p_sequential: test.p_sequential(),
    }
}

/// The group-sequential test of one finding at one layer (see [`crate::stats::effect`]): blocks
/// of `draws` until the test stops.
pub fn run_test(design: Design, draws: &dyn PairDraws) -> Result<LevelResult, StabilityError> {
    let methods = draws.methods();
    let mut test = EffectTest::new(design);
    let mut sides: Sides = [vec![Vec::new(); methods], vec![Vec::new(); methods]];
    let mut done = 0u32;
    loop {
        let next = design.next_look(done);
        draw_block(draws, &mut sides, done, next)?;
        done = next;
        if let Verdict::Stop(class) = test.look(&sides[0], &sides[1]) {
            return Ok(result(&test, class, &sides));
        }
    }
}

/// The Boogie check of a finding the SMT layer counts (see the module doc): `design` is the
/// Boogie layer's (its level is the confirmation's, nominal at each look: the check is a filter
/// that only removes findings and claims no error of its own), `draws` Boogie's runs.
pub fn run_check(design: Design, draws: &dyn PairDraws) -> Result<Check, StabilityError> {
    let methods = draws.methods();
    let mut test = EffectTest::new(design);
    let mut sides: Sides = [vec![Vec::new(); methods], vec![Vec::new(); methods]];
    let mut done = 0u32;
    loop {
        let next = design.next_look(done);
        draw_block(draws, &mut sides, done, next)?;
        done = next;
        let verdict = test.look(&sides[0], &sides[1]);
        let now = |significant: bool| {
            let r = result(&test, Class::Inconclusive, &sides);
            class_of(significant, r.seed_category, r.mutant_category, design.direction)
        };
        let stop = |verdict: CheckVerdict, class: Class| Ok(Check { verdict, result: result(&test, class, &sides) });
        let (s, m) = (pooled(&sides[0]), pooled(&sides[1]));
        if test.rejected() || fisher_one_sided(s, m, design.direction) <= design.level {
            let class = match verdict {
                Verdict::Stop(c) if c.is_brittleness() => c,
                _ => now(true),
            };
            return stop(CheckVerdict::Confirmed, class);
        }
        let at_futility = f64::from(done) >= design.futility * f64::from(design.samples);
        if at_futility && design.direction.no_worse(s.0, m.0) {
            return stop(CheckVerdict::Contradicted, now(false));
        }
        // The most the trailing side can still gain: every run left proved (or failed).
        let left = (design.samples - done) * methods as u32;
        let out_of_reach = match design.direction {
            Direction::MutantWorse => m.0 + left < s.0,
            Direction::MutantBetter => s.0 + left < m.0,
        };
        if done >= design.samples || out_of_reach {
            let class = match verdict {
                Verdict::Stop(c) => c,
                Verdict::Continue => now(false),
            };
            return stop(CheckVerdict::Undecided, class);
        }
    }
}

/// Run `k` of `method` on one side's compared `set` (see the module doc): each query's
/// perturbation seeded by (RNG seed, VC name, method, `k`), proved iff every query is; the time is
/// the slowest query's. `workdir` is an existing directory the call may write into. With `bounds`
/// (`--classify-rlimit-factor`, `--classify-time-factor`: [`Bounds`]) each query's run stops at
/// its resource and CPU-time bounds, and a run stopped there is not proved. A text that gets no
/// answer from the solver (or that a method cannot make) is no run of the pair: an error
/// ([`StabilityError::NoRun`]), never a failing run.
#[allow(clippy::too_many_arguments)]
pub fn smt_run<Q: Sample>(
    set: &[Q],
    method: Method,
    k: u32,
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
    workdir: &std::path::Path,
    bounds: Option<&Bounds>,
) -> Result<Outcome, StabilityError> {
    let mut slowest = 0.0f64;
    let no_run = |q: &Q, detail: String| StabilityError::NoRun { query: q.name().to_string(), method, detail };
    for q in set {
        let p = Perturbation::new([method], sample_seed(cfg.rng_seed, q.name(), method, k));
        let script = tool.solver.script_for(q, &p).map_err(|e| no_run(q, e.to_string()))?;
        let bound = bounds.map(|b| b.of(q.name())).unwrap_or_default();
        let r = bound.solve(&tool.solver, cache, &script, workdir, cfg.timeout);
        if r.answer == crate::smt::solve::Answer::Error {
            return Err(no_run(q, r.detail));
        }
        slowest = slowest.max(r.time_s);
        if !r.answer.verified() {
            return Ok((false, slowest));
        }
    }
    Ok((true, slowest))
}

/// The SMT layer's runs of one finding: the compared sets solved by `tool` under `cfg`'s methods.
pub struct SmtDraws<'a, Q: Sample> {
    sets: [Vec<Q>; 2],
    tool: &'a Tool,
    cfg: &'a SampleConfig,
    cache: &'a QueryCache,
    /// The bounds of the runs (`--classify-rlimit-factor`, `--classify-time-factor`), measured on
    /// the seed's set.
    bounds: Option<Bounds>,
}

impl<'a, Q: Sample + Clone> SmtDraws<'a, Q> {
    /// The draws of the pair with these queries (Boogie VCs or `.smt2` units), each run bounded
    /// by `factors` times the seed's unperturbed cost of the same query ([`Bounds::measure`];
    /// unbounded when every factor is off). Each matched query is solved once unperturbed, to
    /// find the compared sets: the seed's runs are the bounds' measurements, and the mutant's
    /// are bounded.
    pub fn new(
        seed: &[Q],
        mutant: &[Q],
        tool: &'a Tool,
        cfg: &'a SampleConfig,
        cache: &'a QueryCache,
        factors: Factors,
    ) -> Result<SmtDraws<'a, Q>, StabilityError> {
        let bounds = match factors.any() {
            true => Some(Bounds::measure(seed, factors, tool, cfg, cache)?),
            false => None,
        };
        let (s, m) = compared_sets_within(seed, mutant, tool, cfg, cache, bounds.as_ref())?;
        Ok(SmtDraws { sets: [s, m], tool, cfg, cache, bounds })
    }
}

impl<Q: Sample> PairDraws for SmtDraws<'_, Q> {
    fn methods(&self) -> usize {
        self.cfg.methods.len()
    }

    fn draw(&self, side: usize, method: usize, k: u32) -> Result<Outcome, StabilityError> {
        let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
        let (set, m) = (&self.sets[side], self.cfg.methods[method]);
        smt_run(set, m, k, self.tool, self.cfg, self.cache, dir.path(), self.bounds.as_ref())
    }

    fn queries(&self) -> usize {
        self.sets[0].len().max(self.sets[1].len())
    }
}

/// The Boogie layer's runs of one finding: both programs verified by `boogie` under the same Z3
/// seeds (method `reseed` only; `cfg.timeout` is Boogie's wall-clock limit of one run).
pub struct BoogieDraws<'a> {
    programs: [ProgramText; 2],
    boogie: &'a BoogieVerifier,
    cfg: &'a SampleConfig,
    /// `/rlimit:N` of every run (`--classify-rlimit-factor`: [`super::bound::boogie_rlimit`]).
    rlimit: Option<u64>,
}

impl<'a> BoogieDraws<'a> {
    pub fn new(seed: ProgramText, mutant: ProgramText, boogie: &'a BoogieVerifier, cfg: &'a SampleConfig) -> Self {
        BoogieDraws { programs: [seed, mutant], boogie, cfg, rlimit: None }
    }

    /// These draws with `/rlimit:N` passed to every Boogie run (after the configuration's
    /// arguments: the caller passes the smaller of its bound and the configuration's own).
    pub fn with_rlimit(mut self, rlimit: Option<u64>) -> Self {
        self.rlimit = rlimit;
        self
    }
}

impl PairDraws for BoogieDraws<'_> {
    fn methods(&self) -> usize {
        1
    }

    fn draw(&self, side: usize, _method: usize, k: u32) -> Result<Outcome, StabilityError> {
        let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
        let z3_seed = sample_seed(self.cfg.rng_seed, "boogie", Method::Reseed, k) % (1 << 31);
        let mut extra = crate::verifiers::boogie::reseed_args(z3_seed).to_vec();
        extra.extend(self.rlimit.map(|n| format!("/rlimit:{n}")));
        let r = self.boogie.verify_with(&self.programs[side], dir.path(), self.cfg.timeout, &extra);
        let program = || ["the seed", "the mutant"][side].to_string();
        match r.outcome {
            _ if crate::runner::interrupt::interrupted() => Err(StabilityError::Interrupted),
            RunOutcome::ParseError | RunOutcome::TypeError => {
                Err(StabilityError::Rejected { program: program(), detail: r.detail })
            }
            RunOutcome::ToolError | RunOutcome::Unsupported => {
                Err(StabilityError::Boogie { program: program(), detail: r.detail })
            }
            o => Ok((o == RunOutcome::Verified, r.time_s)),
        }
    }
}
