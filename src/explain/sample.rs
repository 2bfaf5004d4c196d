//! Sampling one query for an explanation: the sampler of `wobble stability` and `wobble check`
//! itself ([`sample_query_with`]: the same draws from the RNG seed, the query's text hash, the
//! method and the sample number, the same sequential rule, the same handling of runs without an
//! answer), with a hook that runs every draw asking z3 for its quantifier-instantiation profile,
//! so the profiles of the passing and the failing runs come from the sampling runs themselves
//! (no text is solved twice). When the query is unstable, sampling goes on (the next sample
//! numbers of the methods that gave both outcomes) until each side has `min_per_side` runs or
//! every method has spent its budget, so that the comparison of the sides can be significant.

use crate::smt::observation::observe::{observe, Ask, Observation, ReasonKind};
use crate::smt::perturbation::mutate::{Method, Perturbation};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::limits::{Exhausted, Limits};
use crate::smt::solving::solve::{Answer, SolveResult, Solver};
use crate::smt::text::unit::Unit;
use crate::stability::sampler::{query_hash, sample_perturbation, sample_query_with, SampleConfig};
use crate::stats::{Category, Tally};
use rayon::prelude::*;
use std::path::Path;

/// One profiled run.
#[derive(Clone, Debug)]
pub struct Run {
    pub method: Method,
    /// Its sample number within the method.
    pub index: u32,
    pub observation: Observation,
}

impl Run {
    /// Whether the run proved the query.
    pub fn proved(&self) -> bool {
        self.observation.answer().verified()
    }

    /// A run made by hand for tests: `unsat` when `proved`, else `unknown`, in 0.1 s, with the
    /// quantifier profile given.
    #[cfg(test)]
    pub(crate) fn fake(
        method: Method,
        index: u32,
        proved: bool,
        profile: Option<crate::smt::observation::observe::QiProfile>,
    ) -> Run {
        Run {
            method,
            index,
            observation: Observation {
                result: SolveResult {
                    answer: if proved { Answer::Unsat } else { Answer::Unknown },
                    time_s: 0.1,
                    rlimit: None,
                    detail: String::new(),
                    command: String::new(),
                },
                reason: None,
                profile,
                core: None,
            },
        }
    }
}

/// A query sampled with profiles.
#[derive(Clone, Debug)]
pub struct Profiled {
    pub name: String,
    /// The sequential rule's verdict (on the runs before any extra ones).
    pub category: Category,
    /// Per method, the tally the verdict was made on.
    pub tallies: Vec<(Method, Tally)>,
    /// Every run, the extra ones included, in the order made.
    pub runs: Vec<Run>,
    /// Methods left out because they do not apply to the query, or withdrawn because a run of
    /// theirs got no answer from the solver, with the reason.
    pub not_applicable: Vec<String>,
    /// The limits the query's runs were under (its own options; callers add a solver's).
    pub limits: Limits,
    /// The sampling reached its wall-clock end ([`SampleConfig::until`]) before a verdict: the
    /// category is `inconclusive`, and no extra runs were made.
    pub cut: bool,
}

impl Profiled {
    /// An `unstable` query `name` made by hand for tests from its `runs` (no tallies).
    #[cfg(test)]
    pub(crate) fn fake(name: &str, runs: Vec<Run>) -> Profiled {
        Profiled {
            name: name.into(),
            category: Category::Unstable,
            tallies: Vec::new(),
            runs,
            not_applicable: Vec::new(),
            limits: Default::default(),
            cut: false,
        }
    }

    /// Whether it is explained: its verdict is `unstable`, or the time budget cut its sampling
    /// ([`Profiled::cut`]) after runs that both passed and failed. Such a query is brittle by
    /// the definition (a change that cannot alter its meaning flipped its outcome) though the
    /// sequential rule had no verdict yet; its category stays `inconclusive`.
    pub fn explained(&self) -> bool {
        let passed = self.verdict_successes();
        self.category == Category::Unstable || (self.cut && passed > 0 && passed < self.verdict_runs())
    }

    pub fn passing(&self) -> impl Iterator<Item = &Run> {
        self.runs.iter().filter(|r| r.proved())
    }

    pub fn failing(&self) -> impl Iterator<Item = &Run> {
        self.runs.iter().filter(|r| !r.proved())
    }

    /// Runs of the verdict (without the extra ones).
    pub fn verdict_runs(&self) -> u32 {
        self.tallies.iter().map(|(_, t)| t.runs()).sum()
    }

    pub fn verdict_successes(&self) -> u32 {
        self.tallies.iter().map(|(_, t)| t.successes()).sum()
    }

    /// The quantifiers of the failing runs' profiles by their instances summed over those runs,
    /// most first (ties by name): what the failing runs spend their time on.
    pub fn failing_volume(&self) -> Vec<(String, u64)> {
        let profiles = self.failing().filter_map(|r| r.observation.profile.as_ref());
        summed(profiles.flat_map(|p| p.by_qid.iter().map(|(q, s)| (q.as_str(), s.instances))))
    }
}

/// The least share of the failing runs' instances that a quantifier must have made for `erase`
/// to delete it: one that made fewer is no cause of their cost (on Induction.dfy, once the
/// quantifiers a proof used were passed over, the next had made 1 of about 600).
pub const ERASE_SHARE: f64 = 0.01;

/// The quantifiers of `volume` (the failing runs' instances per quantifier, most first) that
/// made at least [`ERASE_SHARE`] of them: those `erase` may delete.
pub fn erase_worthy(volume: &[(String, u64)]) -> impl Iterator<Item = &(String, u64)> {
    let total: u64 = volume.iter().map(|(_, n)| n).sum();
    volume.iter().filter(move |(_, n)| *n as f64 >= ERASE_SHARE * total as f64)
}

/// Counts per quantifier summed, most first (ties by name).
pub fn summed<'a>(counts: impl Iterator<Item = (&'a str, u64)>) -> Vec<(String, u64)> {
    let mut sum: std::collections::BTreeMap<&str, u64> = std::collections::BTreeMap::new();
    for (q, n) in counts {
        *sum.entry(q).or_insert(0) += n;
    }
    let mut out: Vec<(String, u64)> = sum.into_iter().map(|(q, n)| (q.to_string(), n)).collect();
    out.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
    out
}

/// Which runs an explanation needs beyond the verdict's, and how they are drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Want {
    /// Passing runs wanted (0: none beyond the verdict's).
    pub passing: u32,
    /// Failing runs wanted.
    pub failing: u32,
    /// Only when the verdict is `unstable` (an unstable subject); otherwise whenever a side is
    /// short and some run gave its outcome (a side of a finding).
    pub only_unstable: bool,
    /// What the perturbations are drawn from besides the RNG seed: the query's text hash, or
    /// (for the twins of a finding, which must draw the same dice) its name.
    pub dice: Option<String>,
}

impl Want {
    /// Both sides of an unstable query, `min` runs each (an unstable subject).
    pub fn both(min: u32) -> Want {
        Want { passing: min, failing: min, only_unstable: true, dice: None }
    }
}

/// Samples `unit` with `solver` (z3) under `cfg` with profiles (see the module doc), with
/// `min_per_side` runs on each side of an unstable query.
pub fn sample_profiled(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    cfg: &SampleConfig,
    min_per_side: u32,
    workdir: &Path,
) -> Profiled {
    sample_wanted(solver, cache, unit, cfg, &Want::both(min_per_side), workdir)
}

/// Samples `unit` with profiles and then draws the runs `want` asks for: the next sample numbers
/// of the methods that gave the missing outcome, in turn, within `cfg.samples` per method. The
/// verdict is the sampler of `wobble stability` ([`sample_query_with`]: the same draws, the same
/// rule, the same handling of runs without an answer), whose hook runs each draw with z3's
/// profile ([`observe`]) and keeps it.
pub fn sample_wanted(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    cfg: &SampleConfig,
    want: &Want,
    workdir: &Path,
) -> Profiled {
    let dice = want.dice.clone().unwrap_or_else(|| query_hash(unit));
    let ask = Ask { profile: true, core: false };
    // One draw: the observed run, kept when it has an answer (one without is no run of the query).
    let draw = |method: Method, index: u32, p: &Perturbation, dir: &Path| -> (SolveResult, Option<Run>) {
        match observe(solver, cache, unit, p, ask, dir, cfg.timeout) {
            Ok(o) => {
                let result = o.result.clone();
                let run = (o.answer() != Answer::Error).then_some(Run { method, index, observation: o });
                (result, run)
            }
            Err(e) => (
                SolveResult {
                    answer: Answer::Error,
                    time_s: 0.0,
                    rlimit: None,
                    detail: e.to_string(),
                    command: String::new(),
                },
                None,
            ),
        }
    };
    // The sampler makes a batch of rounds side by side; the runs are kept in the order of a
    // sequential sampling (round by round, each round in the methods' order).
    let made = std::sync::Mutex::new(Vec::new());
    let q = sample_query_with(solver, cache, unit, cfg, workdir, &dice, |m, k, p, dir| {
        let (result, run) = draw(m, k, p, dir);
        if let Some(run) = run {
            made.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(run);
        }
        result
    });
    let mut runs: Vec<Run> = made.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    let position = |m: Method| cfg.methods.iter().position(|x| *x == m).unwrap_or(usize::MAX);
    runs.sort_by_key(|r| (r.index, position(r.method)));
    // The runs the sampler read: those of a withdrawn method are no runs of the query, and a
    // batch cut short by a stop or a withdrawal leaves later runs made but unread.
    runs.retain(|r| q.tallies.iter().any(|(m, t)| *m == r.method && r.index < t.runs()));
    let mut not_applicable: Vec<String> = q.not_applicable.iter().map(ToString::to_string).collect();
    not_applicable.extend(q.withdrawn.iter().map(ToString::to_string));
    if let Some(e) = &q.error {
        not_applicable.push(format!("every method: the unperturbed query got no answer: {e}"));
    }
    let (category, tallies) = (q.category, q.tallies);
    // Blame compares runs within a method (explain::blame): for an unstable subject, the sides
    // are counted over the methods that gave both outcomes, and only those draw more runs
    // (over every method when none did).
    let strata: Vec<Method> = tallies
        .iter()
        .filter(|(_, t)| want.only_unstable && t.successes() > 0 && t.failures() > 0)
        .map(|(m, _)| *m)
        .collect();
    let counted = |r: &Run| counted_method(&strata, r.method);
    let side = |runs: &[Run], proved: bool| runs.iter().filter(|r| r.proved() == proved && counted(r)).count() as u32;
    let short = |runs: &[Run]| side(runs, true) < want.passing || side(runs, false) < want.failing;
    if (!want.only_unstable || category == Category::Unstable) && short(&runs) {
        // Extra runs: the methods that gave an outcome still short, in turn, from where they stopped.
        let gave = |m: &Method, t: &Tally| {
            counted_method(&strata, *m)
                && ((side(&runs, true) < want.passing && t.successes() > 0)
                    || (side(&runs, false) < want.failing && t.failures() > 0))
        };
        let mut next: Vec<(Method, u32)> =
            tallies.iter().filter(|(m, t)| gave(m, t)).map(|(m, t)| (*m, t.runs())).collect();
        if next.is_empty() && want.only_unstable {
            next = tallies.iter().map(|(m, t)| (*m, t.runs())).collect();
        }
        // Each round draws the next run of every method in `next` (all of them are needed
        // before `short` is asked again), side by side on the caller's pool, each in a
        // directory of its own, kept in the methods' order.
        while short(&runs) {
            let round: Vec<(Method, u32)> = next.iter().filter(|(_, k)| *k < cfg.samples).copied().collect();
            let past_end = cfg.too_late_for_a_round();
            if round.is_empty() || past_end || crate::runner::interrupted() {
                break;
            }
            let made: Vec<Option<Run>> = round
                .par_iter()
                .map(|&(m, k)| {
                    let p = sample_perturbation(cfg.rng_seed, &dice, m, k);
                    tempfile::tempdir_in(workdir).ok().and_then(|dir| draw(m, k, &p, dir.path()).1)
                })
                .collect();
            runs.extend(made.into_iter().flatten());
            for (_, k) in next.iter_mut().filter(|(_, k)| *k < cfg.samples) {
                *k += 1;
            }
        }
    }
    let limits = Limits::of_text(unit.text());
    Profiled { name: unit.name().to_string(), category, tallies, runs, not_applicable, limits, cut: q.cut }
}

/// Whether runs of `m` count towards a side: every method when no method gave both outcomes.
fn counted_method(strata: &[Method], m: Method) -> bool {
    strata.is_empty() || strata.contains(&m)
}

/// What kind of failure the failing runs are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FailureKind {
    /// Mostly out of time or resources: the repair to try first is deleting a quantifier.
    Timeout,
    /// Mostly fast `unknown`s (incomplete quantifier instantiation): adding an instantiation.
    FastUnknown,
    /// Mostly `sat` (a counterexample) or errors.
    Refuted,
    /// No failing run.
    None,
}

/// Counts of the failing runs by what they ended with.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Failures {
    pub runs: u32,
    pub timeout: u32,
    pub resource_limit: u32,
    pub incomplete: u32,
    pub sat: u32,
    pub other: u32,
    /// z3's reasons as written, each once.
    pub reasons: Vec<String>,
}

impl Failures {
    /// The failing runs of `explained`, counted together.
    pub fn merged(explained: &[&Profiled]) -> Failures {
        let mut failures = Failures::default();
        for p in explained {
            let f = Failures::of(p);
            failures.runs += f.runs;
            failures.timeout += f.timeout;
            failures.resource_limit += f.resource_limit;
            failures.incomplete += f.incomplete;
            failures.sat += f.sat;
            failures.other += f.other;
            for r in f.reasons {
                if !failures.reasons.contains(&r) {
                    failures.reasons.push(r);
                }
            }
        }
        failures
    }

    /// Tallies the failing runs of `p`.
    pub fn of(p: &Profiled) -> Failures {
        let mut f = Failures::default();
        for r in p.failing() {
            f.runs += 1;
            let o = &r.observation;
            // A run that used up the query's resource limit, whatever z3 said (under Boogie's
            // options it says `unknown`).
            let resource = p.limits.exhausted(&o.result) == Some(Exhausted::Resource);
            match (o.answer(), o.reason.as_ref().map(|r| r.kind)) {
                _ if resource => f.resource_limit += 1,
                (Answer::Timeout, _) | (_, Some(ReasonKind::Timeout)) => f.timeout += 1,
                (_, Some(ReasonKind::ResourceLimit | ReasonKind::Memory)) => f.resource_limit += 1,
                (_, Some(ReasonKind::Incomplete)) => f.incomplete += 1,
                (Answer::Sat, _) => f.sat += 1,
                _ => f.other += 1,
            }
            if let Some(reason) = &o.reason {
                if !f.reasons.contains(&reason.text) {
                    f.reasons.push(reason.text.clone());
                }
            }
        }
        f
    }

    /// The majority kind.
    pub fn kind(&self) -> FailureKind {
        if self.runs == 0 {
            return FailureKind::None;
        }
        let slow = self.timeout + self.resource_limit;
        if slow >= self.incomplete && slow >= self.sat + self.other {
            FailureKind::Timeout
        } else if self.incomplete >= self.sat + self.other {
            FailureKind::FastUnknown
        } else {
            FailureKind::Refuted
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_that_used_up_the_resource_limit_is_a_resource_failure_whatever_z3_said() {
        use crate::smt::observation::observe::Observation;
        use crate::smt::solving::solve::SolveResult;
        let run = |count: u64| Run {
            method: Method::Reseed,
            index: 0,
            observation: Observation {
                result: SolveResult {
                    answer: Answer::Unknown,
                    time_s: 0.1,
                    rlimit: Some(count),
                    detail: "reason-unknown: unknown".into(),
                    command: String::new(),
                },
                reason: None,
                profile: None,
                core: None,
            },
        };
        let mut p = Profiled {
            name: "q".into(),
            category: Category::Unstable,
            tallies: Vec::new(),
            runs: vec![run(20_100), run(20_050), run(900)],
            not_applicable: Vec::new(),
            limits: Limits::of_text("(set-option :RLIMIT 20000)\n(check-sat)\n"),
            cut: false,
        };
        let f = Failures::of(&p);
        assert_eq!((f.resource_limit, f.other), (2, 1), "{f:?}");
        assert_eq!(f.kind(), FailureKind::Timeout, "out of resources is the slow kind");
        p.limits = Limits::default();
        assert_eq!(Failures::of(&p).other, 3);
    }

    /// komodo-1509 on the real corpus: its sampling was cut at 29/34 (both outcomes seen), and it
    /// is explained; a cut query that only failed (0/2, as a first look of a program's query
    /// often is) or only passed, and an `inconclusive` one not cut, are not.
    #[test]
    fn a_cut_query_is_explained_when_its_runs_both_passed_and_failed() {
        let tallied = |category, passed: u32, runs: u32, cut| {
            let mut t = crate::stats::Tally::new();
            for i in 0..runs {
                t.record(i < passed, std::time::Duration::ZERO);
            }
            Profiled {
                name: "q".into(),
                category,
                tallies: vec![(Method::Reseed, t)],
                runs: Vec::new(),
                not_applicable: Vec::new(),
                limits: Limits::default(),
                cut,
            }
        };
        use Category::*;
        let explained: Vec<bool> = [
            (Unstable, 5, 12, false),
            (Inconclusive, 29, 34, true),
            (Inconclusive, 0, 2, true),
            (Inconclusive, 2, 2, true),
            (Inconclusive, 9, 18, false),
            (Stable, 36, 36, false),
        ]
        .into_iter()
        .map(|(c, p, n, cut)| tallied(c, p, n, cut).explained())
        .collect();
        assert_eq!(explained, [true, true, false, false, false, false]);
    }

    #[test]
    fn failure_kinds_by_majority() {
        let f = Failures { runs: 3, timeout: 2, incomplete: 1, ..Failures::default() };
        assert_eq!(f.kind(), FailureKind::Timeout);
        let f = Failures { runs: 3, timeout: 1, incomplete: 2, ..Failures::default() };
        assert_eq!(f.kind(), FailureKind::FastUnknown);
        let f = Failures { runs: 2, sat: 2, ..Failures::default() };
        assert_eq!(f.kind(), FailureKind::Refuted);
        assert_eq!(Failures::default().kind(), FailureKind::None);
    }
}
