//! Blame: which quantifiers the failing runs spend their effort on, compared with the passing
//! runs of the same perturbations.
//!
//! Per quantifier id, the instances of every passing run are compared with those of every
//! failing run (a run in whose profile the id is missing made 0 instances) by the exact two-sided
//! Wilcoxon–Mann–Whitney rank-sum test ([`crate::stats::ranksum`]), with Holm's correction over
//! the family of quantifiers that can be tested at all: an id whose count is the same in every
//! run has an exact p-value of 1 whatever the labels, so it is left out of the family. Among the
//! significant ids (adjusted p ≤ α), the ranking is by effect size (rank-biserial correlation,
//! largest magnitude first), then by the difference of the medians. Maximum generation and cost
//! are reported per side as z3 gives them, not tested.

use super::sample::Profiled;
use crate::stats::ranksum::{holm_adjusted, rank_sum};
use serde::Serialize;
use std::collections::BTreeSet;

/// The name of the test, as every blame entry states it.
pub const TEST: &str = "exact two-sided Wilcoxon-Mann-Whitney rank-sum test (mid-ranks), Holm-corrected";

/// One side's instances of one quantifier.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Side {
    /// Runs on this side.
    pub runs: u32,
    pub median: f64,
    pub min: u64,
    pub max: u64,
    /// The largest generation of an instance over the side's runs.
    pub max_generation: u64,
    /// The largest cost of an instance over the side's runs.
    pub max_cost: f64,
}

/// Which side makes more instances.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// The failing runs instantiate it more (a matching loop, a distraction).
    MoreWhenFailing,
    /// The failing runs instantiate it less (a needed instance they miss).
    LessWhenFailing,
}

/// One quantifier's comparison.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuantifierBlame {
    pub qid: String,
    pub passing: Side,
    pub failing: Side,
    pub direction: Direction,
    pub p_value: f64,
    /// Holm-adjusted over [`Blame::family`] quantifiers.
    pub p_adjusted: f64,
    /// Rank-biserial correlation of the failing side's instances, in [−1, 1].
    pub effect: f64,
}

/// The comparison of one query's passing and failing runs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Blame {
    /// Significant quantifiers, ranked.
    pub significant: Vec<QuantifierBlame>,
    /// The quantifiers tested (those whose count varies over the runs).
    pub family: usize,
    /// Quantifier ids seen in any profile.
    pub seen: usize,
    pub passing_runs: u32,
    pub failing_runs: u32,
    pub alpha: f64,
    /// Mean `rlimit-count` of the passing and of the failing runs (where reported): where the
    /// effort goes when no quantifier is to blame.
    pub mean_rlimit_passing: Option<f64>,
    pub mean_rlimit_failing: Option<f64>,
}

fn median(v: &mut [f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn mean_rlimit<'a>(runs: impl Iterator<Item = &'a super::sample::Run>) -> Option<f64> {
    let v: Vec<u64> = runs.filter_map(|r| r.observation.result.rlimit).collect();
    (!v.is_empty()).then(|| v.iter().sum::<u64>() as f64 / v.len() as f64)
}

fn side(runs: &[&super::sample::Run], qid: &str) -> (Vec<f64>, Side) {
    let values: Vec<f64> =
        runs.iter().map(|r| r.observation.profile.as_ref().map_or(0, |p| p.instances(qid)) as f64).collect();
    let stats = runs.iter().filter_map(|r| r.observation.profile.as_ref().and_then(|p| p.by_qid.get(qid)));
    let (max_generation, max_cost) = stats.fold((0u64, 0f64), |(g, c), s| (g.max(s.max_generation), c.max(s.max_cost)));
    let mut sorted = values.clone();
    let s = Side {
        runs: runs.len() as u32,
        median: median(&mut sorted),
        min: values.iter().copied().fold(f64::INFINITY, f64::min).min(f64::MAX) as u64,
        max: values.iter().copied().fold(0.0, f64::max) as u64,
        max_generation,
        max_cost,
    };
    let s = if runs.is_empty() { Side { min: 0, ..s } } else { s };
    (values, s)
}

/// Compares the passing and failing runs of `p` (see the module doc) at family-wise level `alpha`.
pub fn blame(p: &Profiled, alpha: f64) -> Blame {
    let passing: Vec<_> = p.passing().collect();
    let failing: Vec<_> = p.failing().collect();
    let qids: BTreeSet<&str> = p
        .runs
        .iter()
        .filter_map(|r| r.observation.profile.as_ref())
        .flat_map(|prof| prof.by_qid.keys().map(String::as_str))
        .collect();
    let mut tested = Vec::new();
    for q in &qids {
        let (pv, ps) = side(&passing, q);
        let (fv, fs) = side(&failing, q);
        let first = pv.first().or(fv.first()).copied();
        if pv.iter().chain(&fv).all(|v| Some(*v) == first) {
            continue;
        }
        let t = rank_sum(&pv, &fv);
        let direction = if t.p_greater <= t.p_less { Direction::MoreWhenFailing } else { Direction::LessWhenFailing };
        tested.push(QuantifierBlame {
            qid: q.to_string(),
            passing: ps,
            failing: fs,
            direction,
            p_value: t.p_two_sided,
            p_adjusted: 1.0,
            effect: t.effect,
        });
    }
    let adjusted = holm_adjusted(&tested.iter().map(|b| b.p_value).collect::<Vec<_>>());
    for (b, a) in tested.iter_mut().zip(adjusted) {
        b.p_adjusted = a;
    }
    let family = tested.len();
    let mut significant: Vec<QuantifierBlame> = tested.into_iter().filter(|b| b.p_adjusted <= alpha).collect();
    significant.sort_by(|a, b| {
        b.effect
            .abs()
            .total_cmp(&a.effect.abs())
            .then((b.failing.median - b.passing.median).abs().total_cmp(&(a.failing.median - a.passing.median).abs()))
            .then(a.qid.cmp(&b.qid))
    });
    Blame {
        significant,
        family,
        seen: qids.len(),
        passing_runs: passing.len() as u32,
        failing_runs: failing.len() as u32,
        alpha,
        mean_rlimit_passing: mean_rlimit(passing.iter().copied()),
        mean_rlimit_failing: mean_rlimit(failing.iter().copied()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::sample::{Profiled, Run};
    use crate::smt::mutate::Method;
    use crate::smt::observe::{Observation, QiProfile};
    use crate::smt::solve::{Answer, SolveResult};
    use crate::stats::Category;

    fn run(proved: bool, profile: &str) -> Run {
        Run {
            method: Method::Reseed,
            index: 0,
            observation: Observation {
                result: SolveResult {
                    answer: if proved { Answer::Unsat } else { Answer::Timeout },
                    time_s: 1.0,
                    rlimit: Some(if proved { 100 } else { 9000 }),
                    detail: String::new(),
                    command: String::new(),
                },
                reason: None,
                profile: Some(QiProfile::parse(profile)),
                core: None,
            },
        }
    }

    fn profiled(runs: Vec<Run>) -> Profiled {
        Profiled {
            name: "q".into(),
            category: Category::Unstable,
            tallies: Vec::new(),
            runs,
            not_applicable: Vec::new(),
            limits: Default::default(),
        }
    }

    #[test]
    fn a_loop_in_the_failing_runs_is_blamed_and_noise_is_not() {
        let mut runs = Vec::new();
        for i in 0..8 {
            // `noise` varies alike on both sides; `same` never varies; `loop` only fails.
            runs.push(run(true, &format!("[quantifier_instances] noise : {} : 0 : 0 : 1 : 1\n[quantifier_instances] same : 2 : 0 : 0 : 1 : 1\n", i % 3)));
            runs.push(run(false, &format!("[quantifier_instances] loop : {} : 0 : 0 : 40 : 3\n[quantifier_instances] noise : {} : 0 : 0 : 1 : 1\n[quantifier_instances] same : 2 : 0 : 0 : 1 : 1\n", 5000 + i, (i + 1) % 3)));
        }
        let b = blame(&profiled(runs), 0.05);
        assert_eq!((b.passing_runs, b.failing_runs, b.seen, b.family), (8, 8, 3, 2));
        assert_eq!(b.significant.len(), 1, "{b:?}");
        let top = &b.significant[0];
        assert_eq!(top.qid, "loop");
        assert_eq!(top.direction, Direction::MoreWhenFailing);
        assert_eq!((top.passing.max, top.failing.min, top.failing.max_generation), (0, 5000, 40));
        // 8 vs 8, complete separation: two-sided 2/C(16,8) = 2/12870, times the family of 2.
        assert!((top.p_value - 2.0 / 12870.0).abs() < 1e-12);
        assert!((top.p_adjusted - 4.0 / 12870.0).abs() < 1e-12);
        assert_eq!(b.mean_rlimit_failing, Some(9000.0));
    }

    #[test]
    fn a_missing_instance_is_blamed_the_other_way_and_few_runs_are_not_enough() {
        let mut runs = Vec::new();
        for _ in 0..6 {
            runs.push(run(true, "[quantifier_instances] h : 3 : 0 : 0 : 1 : 1\n"));
            runs.push(run(false, ""));
        }
        let b = blame(&profiled(runs), 0.05);
        assert_eq!(b.significant[0].direction, Direction::LessWhenFailing);
        assert!(b.significant[0].effect < -0.99);
        // Two runs a side can never be significant: 2/C(4,2) = 1/3.
        let few = vec![
            run(true, "[quantifier_instances] h : 3 : 0 : 0 : 1 : 1\n"),
            run(false, ""),
            run(true, "[quantifier_instances] h : 3 : 0 : 0 : 1 : 1\n"),
            run(false, ""),
        ];
        assert!(blame(&profiled(few), 0.05).significant.is_empty());
    }
}
