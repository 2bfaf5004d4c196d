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
//! findings that remain. Its runs are made without the classification's bounds
//! ([`PairDraws::unbounded`]: the time limit only), so that a mutant that is only slower than
//! the bounds allow is seen to verify.
//!
//! # Runs a bound stopped ([`Sampled`])
//!
//! The runs are drawn under the classification's bounds ([`super::bound`]). A run a bound
//! stopped is *censored*: it did not prove within the bound, and might have within the time
//! limit. Where the flip is tested to be worse (the mutant's side for the usual flip, the
//! seed's when the mutant is tested to be better: the *tested side*), a censored run is counted
//! as **proved** in the test's p-value (`p_raw`), and on the other side as failed: the least
//! favourable completion, so `p_raw` is never below the p-value the same runs would give without
//! the bounds (Fisher's one-sided p-value only grows when the tested side proves more or the
//! other side less). When the finding's significance depends on them (significant with them
//! counted as failed, not with them counted as proved), the tested side's censored runs are run
//! again without the bounds, in run order, a block at a time, until it does not
//! ([`Sampled::settle`]). A finding significant in both completions can still owe its class to
//! them: counted as failed they can make the tested side read `unsolvable`, and the class
//! `encoding` where they counted as proved give `mutant-unstable`
//! ([`Sampled::class_rests_on_censored`]); its censored runs are then run again the same way,
//! until the class no longer depends on the ones left. The class is then read from the runs as
//! drawn, the re-run ones replaced by their unbounded outcome: a class never rests on a run a
//! bound stopped.

use super::bound::{Bound, Bounds, Factors};
use crate::smt::perturbation::mutate::{Method, Perturbation, Sample};
use crate::smt::solving::cache::QueryCache;
use crate::stability::error::StabilityError;
use crate::stability::program::Tool;
use crate::stability::sampler::{sample_seed, SampleConfig};
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

/// One run of a side under the classification's bounds: proved and seconds, and whether a bound
/// stopped it (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Draw {
    pub outcome: Outcome,
    pub censored: bool,
}

impl Draw {
    /// A run no bound stopped.
    pub fn plain(outcome: Outcome) -> Draw {
        Draw { outcome, censored: false }
    }
}

/// One finding's runs at one layer: the seam between the classification and the tools.
pub trait PairDraws: Sync {
    /// The perturbation methods at this layer (each a sample group on both sides).
    fn methods(&self) -> usize;
    /// Run `k` of method `method` on `side` (0 = the seed, 1 = the mutant) under the
    /// classification's bounds. Run `k` of a method must use the same perturbation on both sides
    /// (the same dice).
    fn draw(&self, side: usize, method: usize, k: u32) -> Result<Draw, StabilityError>;
    /// The same run without the classification's bounds (the time limit only): proved, and
    /// seconds. By default the bounded run's outcome, for draws that are never censored.
    fn unbounded(&self, side: usize, method: usize, k: u32) -> Result<Outcome, StabilityError> {
        self.draw(side, method, k).map(|d| d.outcome)
    }
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
    /// The test's sequential p-value ([`EffectTest::p_sequential`]), with the censored runs of
    /// the tested side counted as proved (see the module doc).
    pub p_sequential: f64,
    /// Runs a classification bound stopped (both sides), and how many of them were run again
    /// without the bounds.
    pub censored: u32,
    pub rerun: u32,
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
            return crate::smt::solving::solve::Answer::Error;
        };
        // A bound only stops runs earlier: an unbounded run already cached that did not prove
        // the query answers for the bounded one too.
        if let Some(r) = bounds.and_then(|_| cache.lookup(&tool.solver, &script, cfg.timeout)) {
            if !r.answer.verified() {
                return r.answer;
            }
        }
        let bound = bounds.map(|b| b.of(q.name())).unwrap_or_default();
        bound.solve(&tool.solver, cache, &script, dir.path(), cfg.timeout).result.answer
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

/// Both sides' outcomes so far, per method.
type Sides = [Vec<Vec<Outcome>>; 2];

/// Both sides' runs so far, per method: the outcomes and which runs a bound stopped.
#[derive(Clone, Debug)]
struct Runs {
    outcomes: Sides,
    censored: [Vec<Vec<bool>>; 2],
}

impl Runs {
    fn new(methods: usize) -> Runs {
        Runs {
            outcomes: [vec![Vec::new(); methods], vec![Vec::new(); methods]],
            censored: [vec![Vec::new(); methods], vec![Vec::new(); methods]],
        }
    }

    fn push(&mut self, side: usize, method: usize, d: Draw) {
        self.outcomes[side][method].push(d.outcome);
        self.censored[side][method].push(d.censored);
    }

    /// The censored runs of `side` as (run, method), in run order.
    fn censored_runs(&self, side: usize) -> Vec<(u32, usize)> {
        let mut v: Vec<(u32, usize)> = self.censored[side]
            .iter()
            .enumerate()
            .flat_map(|(m, runs)| runs.iter().enumerate().filter(|(_, &c)| c).map(move |(k, _)| (k as u32, m)))
            .collect();
        v.sort_unstable();
        v
    }

    fn count_censored(&self) -> u32 {
        self.censored.iter().flatten().flatten().filter(|&&c| c).count() as u32
    }

    /// The outcomes with `side`'s censored runs counted as proved.
    fn proving(&self, side: usize) -> Sides {
        let mut o = self.outcomes.clone();
        for (runs, cens) in o[side].iter_mut().zip(&self.censored[side]) {
            for (r, &c) in runs.iter_mut().zip(cens) {
                r.0 |= c;
            }
        }
        o
    }
}

/// Draws runs `done..next` of every method on both sides, in parallel on the current rayon pool:
/// under the bounds, or (`bounded` false) without them.
fn draw_block(
    draws: &dyn PairDraws,
    runs: &mut Runs,
    done: u32,
    next: u32,
    bounded: bool,
) -> Result<(), StabilityError> {
    let methods = draws.methods();
    let jobs: Vec<(usize, usize, u32)> =
        (0..2).flat_map(|side| (0..methods).flat_map(move |m| (done..next).map(move |k| (side, m, k)))).collect();
    let outcomes: Vec<Result<Draw, StabilityError>> = jobs
        .par_iter()
        .map(
            |&(side, m, k)| if bounded { draws.draw(side, m, k) } else { draws.unbounded(side, m, k).map(Draw::plain) },
        )
        .collect();
    for (&(side, m, _), d) in jobs.iter().zip(outcomes) {
        runs.push(side, m, d?);
    }
    interrupted()
}

fn interrupted() -> Result<(), StabilityError> {
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
        censored: 0,
        rerun: 0,
    }
}

/// The first `n` runs of every method on both sides.
fn prefix(sides: &Sides, n: u32) -> Sides {
    sides.clone().map(|side| side.into_iter().map(|runs| runs.into_iter().take(n as usize).collect()).collect())
}

/// The test replayed on `sides` over `looks` (runs per method and side at each look): the test
/// after its last look, and its class (the class it stopped with, or, when it would sample on
/// past the last look, the class its rejection and the categories give now).
fn replay(design: Design, sides: &Sides, looks: &[u32]) -> (EffectTest, Class) {
    let mut test = EffectTest::new(design);
    for &n in looks {
        let cut = prefix(sides, n);
        if let Verdict::Stop(c) = test.look(&cut[0], &cut[1]) {
            return (test, c);
        }
    }
    let r = result(&test, Class::Inconclusive, sides);
    let class = class_of(test.rejected(), r.seed_category, r.mutant_category, design.direction);
    (test, class)
}

/// The side tested to be worse: the mutant's for the usual flip (see the module doc).
fn tested_side(direction: Direction) -> usize {
    match direction {
        Direction::MutantWorse => 1,
        Direction::MutantBetter => 0,
    }
}

/// One finding's test at one layer after its runs under the bounds, before any censored run is
/// run again (see the module doc).
#[derive(Clone, Debug)]
pub struct Sampled {
    design: Design,
    runs: Runs,
    /// Runs per method and side at each look made.
    looks: Vec<u32>,
    rerun: u32,
}

impl Sampled {
    /// The test's sequential p-value with the tested side's censored runs counted as proved
    /// (never below the unbounded runs'), and with them counted as failed (as drawn).
    fn p_bounds(&self) -> (f64, f64) {
        let proving = self.runs.proving(tested_side(self.design.direction));
        let (upper, _) = replay(self.design, &proving, &self.looks);
        let (lower, _) = replay(self.design, &self.runs.outcomes, &self.looks);
        (upper.p_sequential(), lower.p_sequential())
    }

    /// Whether the finding's significance at the test's level still depends on censored runs.
    pub fn open(&self) -> bool {
        let (upper, lower) = self.p_bounds();
        lower <= self.design.level && upper > self.design.level
    }

    /// The result as it stands: `p_sequential` with the tested side's censored runs counted as
    /// proved; while the finding is [open](Sampled::open), not significant.
    pub fn result(&self) -> LevelResult {
        let (upper, _) = self.p_bounds();
        let sides = &self.runs.outcomes;
        // On the runs as drawn, the replay stops where the test stopped, with its class.
        let (test, class) = replay(self.design, sides, &self.looks);
        let mut r = result(&test, class, sides);
        if self.open() {
            r.class = class_of(false, r.seed_category, r.mutant_category, self.design.direction);
        }
        r.p_sequential = upper;
        r.censored = self.runs.count_censored() + self.rerun;
        r.rerun = self.rerun;
        r
    }

    /// Whether the class still depends on the tested side's censored runs: the finding is
    /// significant in both completions (not [open](Sampled::open)), but the class read with them
    /// counted as failed (as drawn) is not the one read with them counted as proved (`encoding`
    /// against `mutant-unstable`: a censored run may be what makes the tested side read
    /// `unsolvable`).
    pub fn class_rests_on_censored(&self) -> bool {
        let side = tested_side(self.design.direction);
        if self.open() || self.runs.censored_runs(side).is_empty() {
            return false;
        }
        let (_, drawn) = replay(self.design, &self.runs.outcomes, &self.looks);
        let (_, proving) = replay(self.design, &self.runs.proving(side), &self.looks);
        drawn != proving
    }

    /// Runs the tested side's censored runs again without the bounds, in run order and a block
    /// of as many as the pool has threads at a time, until neither the finding's significance nor
    /// its class depends on the others; then its result.
    pub fn settle(mut self, draws: &dyn PairDraws) -> Result<LevelResult, StabilityError> {
        let side = tested_side(self.design.direction);
        let mut queue = self.runs.censored_runs(side).into_iter();
        let block = rayon::current_num_threads().max(1);
        while self.open() || self.class_rests_on_censored() {
            let next: Vec<(u32, usize)> = queue.by_ref().take(block).collect();
            if next.is_empty() {
                break;
            }
            let outcomes: Vec<Result<Outcome, StabilityError>> =
                next.par_iter().map(|&(k, m)| draws.unbounded(side, m, k)).collect();
            for (&(k, m), o) in next.iter().zip(outcomes) {
                self.runs.outcomes[side][m][k as usize] = o?;
                self.runs.censored[side][m][k as usize] = false;
                self.rerun += 1;
            }
            interrupted()?;
        }
        Ok(self.result())
    }
}

/// The group-sequential test of one finding at one layer (see [`crate::stats::effect`]): blocks
/// of `draws` under the bounds until the test stops, the runs a bound stopped not yet run again.
pub fn sample(design: Design, draws: &dyn PairDraws) -> Result<Sampled, StabilityError> {
    let mut test = EffectTest::new(design);
    let mut runs = Runs::new(draws.methods());
    let (mut done, mut looks) = (0u32, Vec::new());
    loop {
        let next = design.next_look(done);
        draw_block(draws, &mut runs, done, next, true)?;
        done = next;
        looks.push(done);
        if let Verdict::Stop(_) = test.look(&runs.outcomes[0], &runs.outcomes[1]) {
            return Ok(Sampled { design, runs, looks, rerun: 0 });
        }
    }
}

/// [`sample`], then [`Sampled::settle`]: the test of one finding at one layer.
pub fn run_test(design: Design, draws: &dyn PairDraws) -> Result<LevelResult, StabilityError> {
    sample(design, draws)?.settle(draws)
}

/// The Boogie check of a finding the SMT layer counts (see the module doc): `design` is the
/// Boogie layer's (its level is the confirmation's, nominal at each look: the check is a filter
/// that only removes findings and claims no error of its own), `draws` Boogie's runs, made
/// without the bounds.
pub fn run_check(design: Design, draws: &dyn PairDraws) -> Result<Check, StabilityError> {
    let methods = draws.methods();
    let mut test = EffectTest::new(design);
    let mut runs = Runs::new(methods);
    let mut done = 0u32;
    loop {
        let next = design.next_look(done);
        draw_block(draws, &mut runs, done, next, false)?;
        done = next;
        let sides = &runs.outcomes;
        let verdict = test.look(&sides[0], &sides[1]);
        let now = |significant: bool| {
            let r = result(&test, Class::Inconclusive, sides);
            class_of(significant, r.seed_category, r.mutant_category, design.direction)
        };
        let stop = |verdict: CheckVerdict, class: Class| Ok(Check { verdict, result: result(&test, class, sides) });
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
/// its resource and CPU-time bounds; a run stopped there is not proved, and is censored (the
/// failing query's run was). With `rerun`, a query's run that a bound stopped is made again
/// without the bounds (the time limit only), so that the run is not censored. A text that gets no
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
    rerun: bool,
) -> Result<Draw, StabilityError> {
    let mut slowest = 0.0f64;
    let no_run = |q: &Q, detail: String| StabilityError::NoRun { query: q.name().to_string(), method, detail };
    for q in set {
        let p = Perturbation::new([method], sample_seed(cfg.rng_seed, q.name(), method, k));
        let script = tool.solver.script_for(q, &p).map_err(|e| no_run(q, e.to_string()))?;
        let bound = bounds.map(|b| b.of(q.name())).unwrap_or_default();
        let mut run = bound.solve(&tool.solver, cache, &script, workdir, cfg.timeout);
        if run.censored && rerun {
            run = Bound::default().solve(&tool.solver, cache, &script, workdir, cfg.timeout);
        }
        if run.result.answer == crate::smt::solving::solve::Answer::Error {
            return Err(no_run(q, run.result.detail));
        }
        slowest = slowest.max(run.result.time_s);
        if !run.result.answer.verified() {
            return Ok(Draw { outcome: (false, slowest), censored: run.censored });
        }
    }
    Ok(Draw::plain((true, slowest)))
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

impl<Q: Sample> SmtDraws<'_, Q> {
    /// Run `k` of `method` on `side` under the bounds, a censored query's run made again without
    /// them when `rerun` ([`smt_run`]; the bounded runs come from the query cache).
    fn run(&self, side: usize, method: usize, k: u32, rerun: bool) -> Result<Draw, StabilityError> {
        let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
        let (set, m) = (&self.sets[side], self.cfg.methods[method]);
        smt_run(set, m, k, self.tool, self.cfg, self.cache, dir.path(), self.bounds.as_ref(), rerun)
    }
}

impl<Q: Sample> PairDraws for SmtDraws<'_, Q> {
    fn methods(&self) -> usize {
        self.cfg.methods.len()
    }

    fn draw(&self, side: usize, method: usize, k: u32) -> Result<Draw, StabilityError> {
        self.run(side, method, k, false)
    }

    fn unbounded(&self, side: usize, method: usize, k: u32) -> Result<Outcome, StabilityError> {
        self.run(side, method, k, true).map(|d| d.outcome)
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
    /// `/rlimit:N` of every bounded run (`--classify-rlimit-factor`:
    /// [`super::bound::boogie_rlimit`], `None` when the configuration's own limit is in force).
    rlimit: Option<u64>,
}

impl<'a> BoogieDraws<'a> {
    pub fn new(seed: ProgramText, mutant: ProgramText, boogie: &'a BoogieVerifier, cfg: &'a SampleConfig) -> Self {
        BoogieDraws { programs: [seed, mutant], boogie, cfg, rlimit: None }
    }

    /// These draws with the bound `/rlimit:N` passed to every bounded Boogie run (after the
    /// configuration's arguments; the caller passes it only when it is below the configuration's
    /// own limit, so that a run out of resources under it is censored).
    pub fn with_rlimit(mut self, rlimit: Option<u64>) -> Self {
        self.rlimit = rlimit;
        self
    }
}

impl PairDraws for BoogieDraws<'_> {
    fn methods(&self) -> usize {
        1
    }

    fn draw(&self, side: usize, _method: usize, k: u32) -> Result<Draw, StabilityError> {
        self.run(side, k, self.rlimit)
    }

    fn unbounded(&self, side: usize, _method: usize, k: u32) -> Result<Outcome, StabilityError> {
        self.run(side, k, None).map(|d| d.outcome)
    }
}

impl BoogieDraws<'_> {
    /// Run `k` on `side` with `/rlimit:N` when `rlimit`: censored when it ran out of resources
    /// under it (the classification's bound: [`BoogieDraws::with_rlimit`]).
    fn run(&self, side: usize, k: u32, rlimit: Option<u64>) -> Result<Draw, StabilityError> {
        let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
        let z3_seed = sample_seed(self.cfg.rng_seed, "boogie", Method::Reseed, k) % (1 << 31);
        let mut extra = crate::verifiers::boogie::reseed_args(z3_seed).to_vec();
        extra.extend(rlimit.map(|n| format!("/rlimit:{n}")));
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
            o => Ok(Draw {
                outcome: (o == RunOutcome::Verified, r.time_s),
                censored: rlimit.is_some() && o == RunOutcome::OutOfResource,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::Rule;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// The seed always proved; every mutant run stopped by a bound, and proved without the bounds
    /// when `proves`. Counts the mutant's runs made without the bounds.
    struct Slow {
        proves: bool,
        reruns: AtomicU32,
    }

    impl Slow {
        fn new(proves: bool) -> Slow {
            Slow { proves, reruns: AtomicU32::new(0) }
        }
    }

    impl PairDraws for Slow {
        fn methods(&self) -> usize {
            1
        }
        fn draw(&self, side: usize, _m: usize, _k: u32) -> Result<Draw, StabilityError> {
            Ok(if side == 0 { Draw::plain((true, 0.1)) } else { Draw { outcome: (false, 2.0), censored: true } })
        }
        fn unbounded(&self, side: usize, _m: usize, _k: u32) -> Result<Outcome, StabilityError> {
            if side == 1 {
                self.reruns.fetch_add(1, Ordering::SeqCst);
            }
            Ok((side == 0 || self.proves, 3.0))
        }
    }

    fn design() -> Design {
        Design::new(Rule::default(), 60, Direction::MutantWorse)
    }

    fn one_thread<T: Send>(f: impl FnOnce() -> T + Send) -> T {
        rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap().install(f)
    }

    #[test]
    fn a_mutant_only_slower_than_the_bounds_is_not_significant() {
        // Under the bounds: seed 20/20 against mutant 0/20, every mutant run censored (the test
        // stops there as encoding). Counted as proved, the censored runs make p_raw 1; run again
        // without the bounds they prove, and after 13 of them (in run order) the test could not
        // reject whatever the other 7 say: not significant, and not at the price of all 20.
        let draws = Slow::new(true);
        let sampled = one_thread(|| sample(design(), &draws)).unwrap();
        assert!(sampled.open());
        let before = sampled.result();
        assert!(!before.class.is_brittleness() && before.p_sequential > 0.05, "{before:?}");
        assert_eq!((before.censored, before.rerun), (20, 0));
        let r = one_thread(|| sampled.settle(&draws)).unwrap();
        assert!(!r.class.is_brittleness(), "{r:?}");
        assert_eq!(r.class, Class::Inconclusive);
        assert!(r.p_sequential > 0.05, "{r:?}");
        assert_eq!((r.censored, r.rerun), (20, 13));
        assert_eq!(draws.reruns.load(Ordering::SeqCst), 13);
        // The effect shows the runs as drawn, the re-run ones replaced.
        assert_eq!((r.effect.seed, r.effect.mutant), ((20, 20), (13, 20)));
    }

    #[test]
    fn a_mutant_that_fails_without_the_bounds_too_stays_significant_after_a_few_reruns() {
        // The timeout flip's kind: the runs the bounds stop would fail at the time limit too. Run
        // again one at a time (one thread), 8 settle it: at the second look, with the other two
        // of its 10 counted as proved, 2/10 against 10/10 (p = 3.6e-4) is below the look's share
        // of α (3/144 of it, 1.0e-3), so the test rejects whatever those runs would say; with 7,
        // 3/10 (p = 1.5e-3) is not. Its class, `encoding`, rests on them longer: with the
        // remaining ones counted as proved the mutant would not read `unsolvable` until 18 of
        // the 20 have failed without the bounds. 18 runs again, not 20.
        let draws = Slow::new(false);
        let r = one_thread(|| run_test(design(), &draws)).unwrap();
        assert_eq!(r.class, Class::Encoding, "{r:?}");
        assert!(r.p_sequential <= 0.05, "{r:?}");
        assert_eq!((r.censored, r.rerun), (20, 18));
    }

    /// The seed always proved; the mutant's even runs fail within the bounds, its odd runs are
    /// stopped by a bound and prove without it. Counts the mutant's runs made without the bounds.
    struct HalfSlow {
        reruns: AtomicU32,
    }

    impl PairDraws for HalfSlow {
        fn methods(&self) -> usize {
            1
        }
        fn draw(&self, side: usize, _m: usize, k: u32) -> Result<Draw, StabilityError> {
            Ok(match (side, k % 2) {
                (0, _) => Draw::plain((true, 0.1)),
                (_, 0) => Draw::plain((false, 0.1)),
                _ => Draw { outcome: (false, 2.0), censored: true },
            })
        }
        fn unbounded(&self, side: usize, _m: usize, k: u32) -> Result<Outcome, StabilityError> {
            if side == 1 {
                self.reruns.fetch_add(1, Ordering::SeqCst);
            }
            Ok((side == 0 || k % 2 == 1, 3.0))
        }
    }

    #[test]
    fn a_class_that_rests_on_censored_runs_is_read_from_their_unbounded_runs() {
        // Seed 20/20; the mutant's 20 runs under the bounds: 10 real failures and 10 stopped by
        // a bound. Counted as failed they make the mutant `unsolvable` and the class `encoding`;
        // the finding is significant in both completions, so it is not open, yet the class rests
        // on the censored runs. Run again without the bounds they prove: 10/20, an unstable
        // mutant, `mutant-unstable`.
        let draws = HalfSlow { reruns: AtomicU32::new(0) };
        let sampled = one_thread(|| sample(design(), &draws)).unwrap();
        assert!(!sampled.open(), "{:?}", sampled.result());
        assert_eq!(sampled.result().class, Class::Encoding);
        let r = one_thread(|| sampled.settle(&draws)).unwrap();
        assert_eq!(r.class, Class::MutantUnstable, "{r:?}");
        assert!(r.rerun > 0 && r.rerun == draws.reruns.load(Ordering::SeqCst), "{r:?}");
        assert!(r.p_sequential <= 0.05, "{r:?}");
    }

    #[test]
    fn without_censored_runs_the_test_is_the_bounded_one() {
        // Nothing censored: the same class and p-value as the sequential test on the outcomes.
        struct Plain;
        impl PairDraws for Plain {
            fn methods(&self) -> usize {
                1
            }
            fn draw(&self, side: usize, _m: usize, k: u32) -> Result<Draw, StabilityError> {
                Ok(Draw::plain((side == 0 || k.is_multiple_of(3), 0.1)))
            }
        }
        let r = one_thread(|| run_test(design(), &Plain)).unwrap();
        let streams = |side: usize| vec![(0..60).map(|k| side == 0 || k % 3 == 0).collect::<Vec<bool>>()];
        let (class, effect, p) = crate::stats::effect::run_streams_p(design(), &streams(0), &streams(1));
        assert_eq!((r.class, r.effect, r.p_sequential), (class, effect, p));
        assert_eq!((r.censored, r.rerun), (0, 0));
    }
}
