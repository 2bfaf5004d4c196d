//! The class of a finding (a seed/mutant pair whose results differ), from the mutation's measured
//! effect: seed and mutant are sampled under the same dice and compared with
//! [`crate::stats::effect`]'s group-sequential Fisher test, at one or both layers ([`Level`]):
//!
//! - **smt**: the queries of seed and mutant (Boogie's prover log) are matched by VC name; the
//!   *compared set* is the queries whose unperturbed answers differ (all matched queries when
//!   none differs, all queries when the names do not match one to one). One run of a side is
//!   sample `k` of a method for every query of its set, each query's perturbation seeded by
//!   (RNG seed, VC name, method, `k`), so a seed query and its mutant twin draw the same dice;
//!   the run succeeds iff every query of the set is proved. Runs go through the exact-text
//!   [`QueryCache`].
//! - **boogie**: what a user sees: Boogie itself on the whole seed and mutant programs, run `k`
//!   with Z3's random seeds set to the same `K` on both sides ([`BoogieVerifier::verify_reseeded`]);
//!   only the `reseed` method exists at this layer.
//! - **both**: both, reported side by side; the decisive class is Boogie's, and a disagreement
//!   is flagged.

use super::error::StabilityError;
use super::program::Tool;
use super::sampler::{sample_seed, SampleConfig};
use crate::smt::cache::QueryCache;
use crate::smt::mutate::{Method, Perturbation, Sample};
use crate::smt::query::Query;
use crate::stats::effect::{side_category_now, Design, Direction, Effect, EffectTest, Outcome, Verdict};
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
    /// Z3 on Boogie's logged VCs (fast; the default).
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

/// The classification at one layer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelResult {
    pub class: Class,
    pub effect: Effect,
    /// Each side's category at the runs made (sequential, or the z-test at the runs made).
    pub seed_category: Category,
    pub mutant_category: Category,
}

/// What classifying one finding found.
#[derive(Clone, Debug, PartialEq)]
pub struct Classified {
    /// The decisive class (Boogie's when both layers ran).
    pub class: Class,
    pub smt: Option<LevelResult>,
    pub boogie: Option<LevelResult>,
    /// Queries in the SMT layer's compared set (0 without the SMT layer).
    pub queries_sampled: usize,
    /// Runs on both sides and at both layers (SMT runs include cache hits).
    pub runs: u32,
}

impl Classified {
    /// The decisive layer's result.
    pub fn decisive(&self) -> Option<&LevelResult> {
        self.boogie.as_ref().or(self.smt.as_ref())
    }

    /// With both layers: whether they gave the same class.
    pub fn layers_agree(&self) -> Option<bool> {
        Some(self.smt?.class == self.boogie?.class)
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
    let (sn, mn) = (names(seed), names(mutant));
    if !(sn == mn && sn.len() == seed.len() && mn.len() == mutant.len()) {
        return Ok((seed.to_vec(), mutant.to_vec()));
    }
    let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
    let answer = |q: &Q| match tool.solver.script_for(q, &Perturbation::identity()) {
        Ok(script) => cache.solve_script(&tool.solver, &script, dir.path(), cfg.timeout).0.answer,
        Err(_) => crate::smt::solve::Answer::Error,
    };
    let mut differ = (Vec::new(), Vec::new());
    let mut all = (Vec::new(), Vec::new());
    for s in seed {
        if let Some(m) = mutant.iter().find(|m| m.name() == s.name()) {
            if answer(s) != answer(m) {
                differ.0.push(s.clone());
                differ.1.push(m.clone());
            }
            all.0.push(s.clone());
            all.1.push(m.clone());
        }
    }
    Ok(if differ.0.is_empty() { all } else { differ })
}

/// The group-sequential loop shared by both layers: `draw(side, method index, k)` makes run `k`
/// of a method on a side (0 = seed, 1 = mutant); each block's runs are drawn in parallel on the
/// current rayon pool.
fn run_test<F>(design: Design, methods: usize, draw: F) -> Result<LevelResult, StabilityError>
where
    F: Fn(usize, usize, u32) -> Result<Outcome, StabilityError> + Sync,
{
    let mut test = EffectTest::new(design);
    let mut sides: [Vec<Vec<Outcome>>; 2] = [vec![Vec::new(); methods], vec![Vec::new(); methods]];
    let mut done = 0u32;
    loop {
        let next = design.next_look(done);
        let jobs: Vec<(usize, usize, u32)> =
            (0..2).flat_map(|side| (0..methods).flat_map(move |m| (done..next).map(move |k| (side, m, k)))).collect();
        let outcomes: Vec<Result<Outcome, StabilityError>> =
            jobs.par_iter().map(|&(side, m, k)| draw(side, m, k)).collect();
        for (&(side, m, _), o) in jobs.iter().zip(outcomes) {
            sides[side][m].push(o?);
        }
        done = next;
        if crate::runner::interrupt::interrupted() {
            return Err(StabilityError::Interrupted);
        }
        if let Verdict::Stop(class) = test.look(&sides[0], &sides[1]) {
            let rule = &design.rule;
            return Ok(LevelResult {
                class,
                effect: test.effect(&sides[0], &sides[1]),
                seed_category: side_category_now(rule, &sides[0], design.samples),
                mutant_category: side_category_now(rule, &sides[1], design.samples),
            });
        }
    }
}

/// Run `k` of `method` on one side's compared `set` (see the module doc): each query's
/// perturbation seeded by (RNG seed, VC name, method, `k`), proved iff every query is; the time is
/// the slowest query's. `workdir` is an existing directory the call may write into.
pub fn smt_run<Q: Sample>(
    set: &[Q],
    method: Method,
    k: u32,
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
    workdir: &std::path::Path,
) -> Outcome {
    let mut slowest = 0.0f64;
    for q in set {
        let p = Perturbation::new([method], sample_seed(cfg.rng_seed, q.name(), method, k));
        // A method that does not apply is no proof (callers sample methods that apply).
        let Ok(script) = tool.solver.script_for(q, &p) else { return (false, slowest) };
        let (r, _) = cache.solve_script(&tool.solver, &script, workdir, cfg.timeout);
        slowest = slowest.max(r.time_s);
        if !r.answer.verified() {
            return (false, slowest);
        }
    }
    (true, slowest)
}

/// Classifies at the SMT layer: the compared sets of `seed` and `mutant` sampled with `tool`.
pub fn classify_smt<Q: Sample + Clone>(
    seed: &[Q],
    mutant: &[Q],
    direction: Direction,
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
) -> Result<(LevelResult, usize), StabilityError> {
    let sets = compared_sets(seed, mutant, tool, cfg, cache)?;
    let sets = [sets.0, sets.1];
    let design = Design::new(cfg.rule, cfg.samples, direction);
    let draw = |side: usize, m: usize, k: u32| -> Result<Outcome, StabilityError> {
        let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
        Ok(smt_run(&sets[side], cfg.methods[m], k, tool, cfg, cache, dir.path()))
    };
    let result = run_test(design, cfg.methods.len(), draw)?;
    Ok((result, sets[0].len().max(sets[1].len())))
}

/// Classifies at the Boogie layer: both programs verified by `boogie` under the same Z3 seeds
/// (method `reseed` only; `cfg.timeout` is Boogie's wall-clock limit of one run).
pub fn classify_boogie(
    seed: &ProgramText,
    mutant: &ProgramText,
    direction: Direction,
    boogie: &BoogieVerifier,
    cfg: &SampleConfig,
) -> Result<LevelResult, StabilityError> {
    let design = Design::new(cfg.rule, cfg.samples, direction);
    let programs = [seed, mutant];
    let draw = |side: usize, _m: usize, k: u32| -> Result<Outcome, StabilityError> {
        let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
        let z3_seed = sample_seed(cfg.rng_seed, "boogie", Method::Reseed, k) % (1 << 31);
        let r = boogie.verify_reseeded(programs[side], dir.path(), cfg.timeout, z3_seed);
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
    };
    run_test(design, 1, draw)
}

/// The inputs of one classification at either layer.
pub struct Pair<'a> {
    pub seed_text: &'a ProgramText,
    pub mutant_text: &'a ProgramText,
    /// The programs' VCs (needed for the SMT layer).
    pub seed_queries: &'a [Query],
    pub mutant_queries: &'a [Query],
    pub direction: Direction,
}

/// Classifies `pair` at `level`: the SMT layer samples with `cfg`, the Boogie layer with
/// `boogie_cfg` (its `timeout` is one Boogie run's wall-clock limit; its methods are ignored:
/// only `reseed` exists there).
pub fn classify_pair(
    pair: &Pair<'_>,
    level: Level,
    tool: &Tool,
    boogie: &BoogieVerifier,
    cfg: &SampleConfig,
    boogie_cfg: &SampleConfig,
    cache: &QueryCache,
) -> Result<Classified, StabilityError> {
    let smt = if level.smt() {
        Some(classify_smt(pair.seed_queries, pair.mutant_queries, pair.direction, tool, cfg, cache)?)
    } else {
        None
    };
    let boogie = if level.boogie() {
        let reseed_only = SampleConfig { methods: vec![Method::Reseed], ..boogie_cfg.clone() };
        Some(classify_boogie(pair.seed_text, pair.mutant_text, pair.direction, boogie, &reseed_only)?)
    } else {
        None
    };
    let queries_sampled = smt.as_ref().map_or(0, |s| s.1);
    let smt = smt.map(|s| s.0);
    let runs = smt.iter().chain(&boogie).map(|r| r.effect.runs()).sum();
    let class = boogie.or(smt).map_or(Class::Inconclusive, |r| r.class);
    Ok(Classified { class, smt, boogie, queries_sampled, runs })
}
