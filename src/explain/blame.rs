//! Blame: which quantifiers the failing runs spend their effort on, compared with the passing
//! runs of the same perturbations.
//!
//! Only runs with a quantifier profile are compared: a run killed on the wall clock (nonlinear
//! arithmetic can run past z3's soft limit) printed none, and counting it as 0 instances of every
//! quantifier would make false "less when failing" blame. Such runs are left out and counted
//! ([`Blame::excluded_passing`], [`Blame::excluded_failing`]); in a run with a profile, an id
//! the profile lacks made 0 instances.
//!
//! Per quantifier id, the instances of the passing runs are compared with those of the failing
//! runs by the exact two-sided stratified Wilcoxon–Mann–Whitney rank-sum test
//! ([`crate::stats::ranksum::stratified_rank_sum`]), one stratum per perturbation method: the
//! runs are ranked within their method and relabelled only within it, so a method whose runs all
//! fail (or all pass) carries no evidence, and a method confounded with the outcome cannot make
//! blame. Holm's correction is applied over the whole family of tests of the queries explained
//! together ([`blame_family`]: every tested quantifier of every query). An id whose count is the
//! same in every run of each stratum that has both outcomes has an exact p-value of 1 whatever
//! the labels, so it is left out of the family. Among the significant ids (adjusted p ≤ α), the
//! ranking is by effect size (the pooled rank-biserial correlation over the strata, largest
//! magnitude first), then by the difference of the medians. Maximum generation and cost are
//! reported per side as z3 gives them, not tested.

use super::sample::{Profiled, Run};
use crate::smt::perturbation::mutate::Method;
use crate::stats::correction::Correction;
use crate::stats::ranksum::stratified_rank_sum;
use serde::Serialize;
use std::collections::BTreeSet;

/// The test of one quantifier, as the blame's header states it (its correction follows it there).
pub const RANK_TEST: &str =
    "exact two-sided stratified Wilcoxon-Mann-Whitney rank-sum test (strata: perturbation methods; mid-ranks)";

/// The name of the test with its correction, as every blame entry states it.
pub const TEST: &str = "exact two-sided stratified Wilcoxon-Mann-Whitney rank-sum test (strata: perturbation \
     methods; mid-ranks), Holm-corrected over every quantifier tested in every explained query";

/// One side's instances of one quantifier.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Side {
    /// Runs on this side (with a profile).
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
    /// Holm-adjusted over [`Blame::family`] tests.
    pub p_adjusted: f64,
    /// Pooled rank-biserial correlation of the failing side's instances over the strata, in
    /// [−1, 1].
    pub effect: f64,
}

/// One perturbation method's compared runs (with a profile).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Stratum {
    pub method: String,
    pub passing: u32,
    pub failing: u32,
}

/// The comparison of one query's passing and failing runs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Blame {
    /// Significant quantifiers, ranked.
    pub significant: Vec<QuantifierBlame>,
    /// Holm's m: the tests of the whole family (every query compared together).
    pub family: usize,
    /// The quantifiers tested in this query (those whose count varies within a stratum that has
    /// both outcomes).
    pub tested: usize,
    /// Quantifier ids seen in any profile.
    pub seen: usize,
    /// Compared runs (with a profile) per side.
    pub passing_runs: u32,
    pub failing_runs: u32,
    /// Runs left out because they have no profile (killed on the wall clock), per side.
    pub excluded_passing: u32,
    pub excluded_failing: u32,
    /// The compared runs per perturbation method; only methods with both outcomes carry evidence.
    pub strata: Vec<Stratum>,
    pub alpha: f64,
    /// Mean `rlimit-count` of the passing and of the failing runs (where reported, profile or
    /// not): where the effort goes when no quantifier is to blame.
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

fn mean_rlimit<'a>(runs: impl Iterator<Item = &'a Run>) -> Option<f64> {
    let v: Vec<u64> = runs.filter_map(|r| r.observation.result.rlimit).collect();
    (!v.is_empty()).then(|| v.iter().sum::<u64>() as f64 / v.len() as f64)
}

fn instances(r: &Run, qid: &str) -> f64 {
    r.observation.profile.as_ref().map_or(0, |p| p.instances(qid)) as f64
}

fn side(runs: &[&Run], qid: &str) -> Side {
    let values: Vec<f64> = runs.iter().map(|r| instances(r, qid)).collect();
    let stats = runs.iter().filter_map(|r| r.observation.profile.as_ref().and_then(|p| p.by_qid.get(qid)));
    let (max_generation, max_cost) = stats.fold((0u64, 0f64), |(g, c), s| (g.max(s.max_generation), c.max(s.max_cost)));
    let mut sorted = values.clone();
    Side {
        runs: runs.len() as u32,
        median: median(&mut sorted),
        min: if runs.is_empty() { 0 } else { values.iter().copied().fold(f64::INFINITY, f64::min) as u64 },
        max: values.iter().copied().fold(0.0, f64::max) as u64,
        max_generation,
        max_cost,
    }
}

/// One query's tests, unadjusted, and its figures (the family is set by [`blame_family`]).
fn tests(p: &Profiled, alpha: f64) -> (Blame, Vec<QuantifierBlame>) {
    let profiled = |r: &&Run| r.observation.profile.is_some();
    let passing: Vec<&Run> = p.passing().filter(profiled).collect();
    let failing: Vec<&Run> = p.failing().filter(profiled).collect();
    let qids: BTreeSet<&str> = passing
        .iter()
        .chain(&failing)
        .filter_map(|r| r.observation.profile.as_ref())
        .flat_map(|prof| prof.by_qid.keys().map(String::as_str))
        .collect();
    fn of<'a>(runs: &[&'a Run], m: Method) -> Vec<&'a Run> {
        runs.iter().copied().filter(|r| r.method == m).collect()
    }
    // Per method, its passing and failing runs: the strata.
    let strata: Vec<(Method, Vec<&Run>, Vec<&Run>)> = Method::ALL
        .into_iter()
        .map(|m| (m, of(&passing, m), of(&failing, m)))
        .filter(|(_, ps, fs)| !ps.is_empty() || !fs.is_empty())
        .collect();
    let mut tested = Vec::new();
    for q in &qids {
        let values: Vec<(Vec<f64>, Vec<f64>)> = strata
            .iter()
            .map(|(_, ps, fs)| {
                (ps.iter().map(|r| instances(r, q)).collect(), fs.iter().map(|r| instances(r, q)).collect())
            })
            .collect();
        // Constant within every stratum that has both outcomes: p = 1 whatever the labels.
        let varies = values.iter().filter(|(pv, fv)| !pv.is_empty() && !fv.is_empty()).any(|(pv, fv)| {
            let first = pv[0];
            pv.iter().chain(fv).any(|v| *v != first)
        });
        if !varies {
            continue;
        }
        let slices: Vec<(&[f64], &[f64])> = values.iter().map(|(pv, fv)| (pv.as_slice(), fv.as_slice())).collect();
        let t = stratified_rank_sum(&slices);
        let direction = if t.p_greater <= t.p_less { Direction::MoreWhenFailing } else { Direction::LessWhenFailing };
        tested.push(QuantifierBlame {
            qid: q.to_string(),
            passing: side(&passing, q),
            failing: side(&failing, q),
            direction,
            p_value: t.p_two_sided,
            p_adjusted: 1.0,
            effect: t.effect,
        });
    }
    let blame = Blame {
        significant: Vec::new(),
        family: 0,
        tested: tested.len(),
        seen: qids.len(),
        passing_runs: passing.len() as u32,
        failing_runs: failing.len() as u32,
        excluded_passing: (p.passing().count() - passing.len()) as u32,
        excluded_failing: (p.failing().count() - failing.len()) as u32,
        strata: strata
            .iter()
            .map(|(m, ps, fs)| Stratum { method: m.to_string(), passing: ps.len() as u32, failing: fs.len() as u32 })
            .collect(),
        alpha,
        mean_rlimit_passing: mean_rlimit(p.passing()),
        mean_rlimit_failing: mean_rlimit(p.failing()),
    };
    (blame, tested)
}

/// Compares the passing and failing runs of each of `queries` (see the module doc), with Holm's
/// correction over every test of every query at family-wise level `alpha`; one [`Blame`] per
/// query, in order.
pub fn blame_family(queries: &[&Profiled], alpha: f64) -> Vec<Blame> {
    let per: Vec<(Blame, Vec<QuantifierBlame>)> = queries.iter().map(|p| tests(p, alpha)).collect();
    let p_values: Vec<f64> = per.iter().flat_map(|(_, t)| t.iter().map(|q| q.p_value)).collect();
    let family = p_values.len();
    let mut adjusted = Correction::Holm.adjust(&p_values, family).into_iter();
    per.into_iter()
        .map(|(mut b, tested)| {
            let mut significant: Vec<QuantifierBlame> = tested
                .into_iter()
                .map(|q| QuantifierBlame { p_adjusted: adjusted.next().unwrap_or(1.0), ..q })
                .filter(|q| q.p_adjusted <= alpha)
                .collect();
            significant.sort_by(|a, b| {
                b.effect
                    .abs()
                    .total_cmp(&a.effect.abs())
                    .then(
                        (b.failing.median - b.passing.median)
                            .abs()
                            .total_cmp(&(a.failing.median - a.passing.median).abs()),
                    )
                    .then(a.qid.cmp(&b.qid))
            });
            b.significant = significant;
            b.family = family;
            b
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::sample::{Profiled, Run};
    use crate::smt::observation::observe::{Observation, QiProfile};
    use crate::smt::perturbation::mutate::Method;
    use crate::smt::solving::solve::{Answer, SolveResult};

    /// A run of `method`; `profile` None: killed on the wall clock (no profile printed).
    fn run_of(method: Method, proved: bool, profile: Option<&str>) -> Run {
        Run {
            method,
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
                profile: profile.map(QiProfile::parse),
                core: None,
            },
        }
    }

    fn run(proved: bool, profile: &str) -> Run {
        run_of(Method::Reseed, proved, Some(profile))
    }

    fn profiled(runs: Vec<Run>) -> Profiled {
        Profiled::fake("q", runs)
    }

    /// One query alone: a family of its own tests.
    fn blame(p: &Profiled, alpha: f64) -> Blame {
        blame_family(&[p], alpha).remove(0)
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
        assert_eq!((b.passing_runs, b.failing_runs, b.seen, b.tested, b.family), (8, 8, 3, 2, 2));
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

    /// Issue 50, item 6: runs killed on the wall clock printed no profile. Counted as 0 instances
    /// of every quantifier they made `h` "less when failing" (p = 2/C(16,8)); they are left out
    /// and counted instead, and the failing runs that have a profile made as many as the passing.
    #[test]
    fn a_run_without_a_profile_is_left_out_and_counted_not_taken_as_zero_instances() {
        let h = "[quantifier_instances] h : 3 : 0 : 0 : 1 : 1\n";
        let mut runs = Vec::new();
        for _ in 0..8 {
            runs.push(run(true, h));
            runs.push(run_of(Method::Reseed, false, None));
        }
        runs.push(run(false, h));
        runs.push(run(false, h));
        let b = blame(&profiled(runs), 0.05);
        assert!(b.significant.is_empty(), "{b:?}");
        assert_eq!((b.passing_runs, b.failing_runs, b.excluded_passing, b.excluded_failing), (8, 2, 0, 8));
        assert_eq!((b.seen, b.tested), (1, 0));
    }

    /// Issue 50, item 6: Holm's m is every test of every query explained together. Each query's
    /// `h` alone (4 against 4, complete separation: p = 2/C(8,4) = 0.029) is significant; the
    /// family of both queries' tests (m = 2) makes neither significant.
    #[test]
    fn the_holm_family_is_every_quantifier_of_every_query() {
        let query = |qid: &str| {
            let mut runs = Vec::new();
            for _ in 0..4 {
                runs.push(run(true, ""));
                runs.push(run(false, &format!("[quantifier_instances] {qid} : 50 : 0 : 0 : 1 : 1\n")));
            }
            profiled(runs)
        };
        let (a, b) = (query("a"), query("b"));
        let alone = blame(&a, 0.05);
        assert_eq!((alone.family, alone.significant.len()), (1, 1), "{alone:?}");
        assert!((alone.significant[0].p_adjusted - 2.0 / 70.0).abs() < 1e-12);
        let both = blame_family(&[&a, &b], 0.05);
        assert_eq!(both.len(), 2);
        for q in &both {
            assert_eq!((q.family, q.tested, q.significant.len()), (2, 1, 0), "{q:?}");
        }
    }

    /// Issue 50, item 6: every `rename` run fails (and makes no instance of `h`), `reseed` runs
    /// pass and fail alike with 5 instances each. Pooled, `h` is "less when failing" with p below
    /// 10⁻⁴; within the methods there is no difference, so nothing is blamed.
    #[test]
    fn a_method_confounded_with_the_outcome_makes_no_blame() {
        let h = "[quantifier_instances] h : 5 : 0 : 0 : 1 : 1\n";
        let mut runs = Vec::new();
        for i in 0..8 {
            runs.push(run_of(Method::Rename, false, Some("")));
            runs.push(run_of(Method::Reseed, i % 3 != 0, Some(h)));
        }
        let b = blame(&profiled(runs), 0.05);
        assert!(b.significant.is_empty(), "{b:?}");
        assert_eq!(b.tested, 0, "constant within the only stratum with both outcomes");
        assert_eq!(
            b.strata,
            vec![
                Stratum { method: "rename".into(), passing: 0, failing: 8 },
                Stratum { method: "reseed".into(), passing: 5, failing: 3 }
            ]
        );
        // Within reseed, a real difference is still found.
        let mut runs = Vec::new();
        for i in 0..16 {
            runs.push(run_of(Method::Rename, false, Some("")));
            let proved = i % 2 == 0;
            runs.push(run_of(Method::Reseed, proved, Some(if proved { h } else { "" })));
        }
        let b = blame(&profiled(runs), 0.05);
        assert_eq!(b.significant.len(), 1, "{b:?}");
        assert_eq!(b.significant[0].direction, Direction::LessWhenFailing);
        // 8 against 8 within reseed: 2/C(16,8); the 16 failing renames add nothing.
        assert!((b.significant[0].p_value - 2.0 / 12870.0).abs() < 1e-12);
    }
}
