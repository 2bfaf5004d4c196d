//! The classification's error statement, checked by simulation through the product's own code
//! path: [`classify_family`] (what `fuzz --classify`, `campaign --classify` and `wobble classify`
//! run) on fake draws of given success rates behind the [`Flips`]/`PairDraws` seam, instead of
//! z3 and Boogie. Everything else is the product's: the group-sequential test at the family's
//! test level, the sequential p-values, the correction, the classes it implies, the Boogie check
//! of what the SMT layer counts, and what counts.
//!
//! A simulated run has 2 seeds with 4 flips each (a family of 8). No mutation has an effect: each
//! mutant succeeds exactly as often as its seed, per method, at both layers. Every flip of a seed
//! draws the seed's side from the *same* outcomes (as the product's query cache makes them: run
//! `k` of a method of a seed is one solver run, whichever flip it is compared with), so false
//! findings cluster by seed; a mutant's runs are independent of everything else. A run's
//! family-wise error is whether it counts any finding at all; with every finding false, the false
//! discovery rate is the same number.
//!
//! The fake draws are [`wobble::classify::simulate`]'s: SplitMix64 over (run, seed, flip,
//! layer, method, k), so the whole simulation is deterministic.

use std::sync::atomic::Ordering;
use wobble::classify::family::{classify_family, Event, FamilyPlan, Flips};
use wobble::classify::findings::Level;
use wobble::classify::findings_csv::FindingRow;
use wobble::classify::simulate::{Rates, SimulatedRun as Run};
use wobble::stats::effect::Direction;
use wobble::stats::{wilson, Class, Correction, Rule};

fn plan(correction: Correction, size: usize, level: Level) -> FamilyPlan {
    FamilyPlan { level, rule: Rule::default(), samples: 60, correction, size, count_seed_unstable: false }
}

/// The rows of one run, classified by the product's family procedure on one thread.
fn classify(run: &Run, correction: Correction, level: Level) -> Vec<FindingRow> {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
    let mut quiet = |_: Event<'_>| Ok(());
    pool.install(|| classify_family(run, &plan(correction, run.len(), level), &mut quiet)).unwrap()
}

/// The family-wise error of some simulated runs: how many of how many runs counted a finding.
#[derive(Clone, Copy, Debug)]
struct Fwer {
    runs_with_a_count: u32,
    runs: u32,
}

impl Fwer {
    fn share(self) -> f64 {
        f64::from(self.runs_with_a_count) / f64::from(self.runs)
    }
    /// The 95% Wilson interval of the family-wise error: the Monte-Carlo margin.
    fn bounds(self) -> (f64, f64) {
        let i = wilson(self.runs_with_a_count, self.runs, 0.95).unwrap();
        (i.lo, i.hi)
    }
}

impl std::fmt::Display for Fwer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (lo, hi) = self.bounds();
        write!(f, "{}/{} = {:.4} (95% CI [{lo:.4}, {hi:.4}])", self.runs_with_a_count, self.runs, self.share())
    }
}

/// What `runs` simulated no-effect runs of 2 seeds × 4 flips at `rates` gave: the family-wise
/// error, and the mean SMT runs per finding.
fn simulate(rates: Rates, direction: Direction, correction: Correction, runs: u64, base: u64) -> (Fwer, f64) {
    simulate_family(rates, direction, correction, runs, base, (2, 4))
}

/// [`simulate`] with `(seeds, flips per seed)`.
fn simulate_family(
    rates: Rates,
    direction: Direction,
    correction: Correction,
    runs: u64,
    base: u64,
    (seeds, per_seed): (usize, usize),
) -> (Fwer, f64) {
    let mut any = 0u32;
    let mut total_runs = 0u64;
    let m = seeds * per_seed;
    for r in 0..runs {
        let run = Run::new(base + r, per_seed, vec![rates; m], direction);
        let rows = classify(&run, correction, Level::Smt);
        assert!(rows.iter().all(|row| row.counted.is_some() && row.p_raw.is_some() && row.p_adjusted.is_some()));
        any += u32::from(rows.iter().any(|row| row.counted == Some(true)));
        total_runs +=
            rows.iter().map(|row| u64::from(row.seed_runs.unwrap_or(0) + row.mutant_runs.unwrap_or(0))).sum::<u64>();
    }
    let fwer = Fwer { runs_with_a_count: any, runs: runs as u32 };
    (fwer, total_runs as f64 / (runs as f64 * m as f64))
}

const ALPHA: f64 = 0.05;
/// Runs per configuration. The assertions are on the 95% Wilson interval of the estimated
/// family-wise error (its Monte-Carlo margin): its upper end must be below α (for 400 runs that
/// means at most 10 runs with a count, 2.5%).
const RUNS: u64 = 400;

fn same(p: f64) -> Rates {
    Rates::same(p)
}

#[test]
fn holm_keeps_the_family_wise_error_below_alpha_across_rates_and_directions() {
    // 4 rates × 2 directions × 400 runs of 8 no-effect findings: 25,600 findings. Measured (the
    // figures are printed): at most 1 run in 400 counted a finding, in every configuration.
    let mut report = Vec::new();
    for (i, p) in [0.5, 0.85, 0.95, 1.0].into_iter().enumerate() {
        for (j, direction) in [Direction::MutantWorse, Direction::MutantBetter].into_iter().enumerate() {
            let base = 1_000_000 * (i as u64 + 1) + 100_000 * j as u64;
            let (fwer, runs) = simulate(same(p), direction, Correction::Holm, RUNS, base);
            report.push(format!("p = {p}, {direction:?}: FWER {fwer}, {runs:.1} runs per finding"));
            assert!(fwer.bounds().1 <= ALPHA, "Holm, p = {p}, {direction:?}: FWER {fwer}\n{}", report.join("\n"));
            // Sequential sampling still stops early on no-effect findings (budget 240 runs).
            assert!(runs < 200.0, "p = {p}: {runs} runs per finding");
        }
    }
    eprintln!("{}", report.join("\n"));
}

#[test]
fn methods_with_different_rates_and_bh_also_stay_below_alpha() {
    // rename proved 95% of the time and reseed 60% on both sides: pooling the two methods in
    // Fisher's test is conservative. With every finding false, BH's FDR is the family-wise error.
    let mixed = Rates { smt: [(0.95, 0.95), (0.6, 0.6)], boogie: (0.6, 0.6) };
    let (fwer, _) = simulate(mixed, Direction::MutantWorse, Correction::Holm, RUNS, 9_000_000);
    eprintln!("Holm, rename 95% and reseed 60%: FWER {fwer}");
    assert!(fwer.bounds().1 <= ALPHA, "Holm, mixed methods: {fwer}");
    for (k, p) in [0.5, 0.85].into_iter().enumerate() {
        let (fdr, _) = simulate(same(p), Direction::MutantWorse, Correction::Bh, RUNS, 9_100_000 + 10_000 * k as u64);
        eprintln!("BH, p = {p}: FDR {fdr}");
        assert!(fdr.bounds().1 <= ALPHA, "BH, p = {p}: {fdr}");
    }
}

#[test]
fn without_a_correction_a_run_of_eighty_findings_exceeds_alpha() {
    // The reason for the correction, and proof that the simulation can fail: with `none` each
    // finding is tested at α on its own. The group-sequential test is conservative (its futility
    // stop ends most no-effect findings early, and Fisher's test is discrete), so it takes a
    // family of 80 (10 seeds × 8 flips) for a run to count some false finding more often than α
    // (measured: 8 findings 0.0275, 40 findings 0.04). Holm on the same runs stays below α.
    let (fwer, _) = simulate_family(same(0.5), Direction::MutantWorse, Correction::None, 200, 7_000_000, (10, 8));
    let (holm, _) = simulate_family(same(0.5), Direction::MutantWorse, Correction::Holm, 200, 7_000_000, (10, 8));
    eprintln!("80 findings a run, p = 0.5: FWER {fwer} without a correction, {holm} with Holm");
    assert!(fwer.bounds().0 > ALPHA, "no correction: FWER {fwer}");
    assert!(holm.bounds().1 <= ALPHA, "Holm {holm} vs none {fwer}");
}

#[test]
fn real_effects_are_still_found_early_and_checked_by_boogie_only_when_counted() {
    // A family of 8: one flip of Fig. 1's kind (always proved vs never), one of the disc kind at
    // the SMT layer (90% vs 40%) that Boogie contradicts (the mutant always verifies there), the
    // rest without effect (85% on both sides).
    let mut rates = vec![same(0.85); 8];
    rates[0] = Rates::effect(1.0, 0.0);
    rates[5] = Rates { smt: [(0.9, 0.4); 2], boogie: (0.87, 1.0) };
    let run = Run::new(42, 4, rates, Direction::MutantWorse);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
    let mut quiet = |_: Event<'_>| Ok(());
    let rows = pool.install(|| classify_family(&run, &plan(Correction::Holm, 8, Level::Smt), &mut quiet)).unwrap();
    // Fig. 1's kind: encoding at the first looks where the categories settle (20 runs per method),
    // although its test samples at α/8; confirmed by Boogie, counted.
    assert_eq!((rows[0].class, rows[0].counted), (Class::Encoding, Some(true)), "{:?}", rows[0]);
    assert_eq!((rows[0].seed_runs, rows[0].mutant_runs), (Some(40), Some(40)));
    assert_eq!(rows[0].boogie_check, "confirmed");
    // The disc kind: significant at the SMT layer, contradicted by Boogie, not counted.
    assert_eq!(rows[5].smt_class, Some(Class::MutantUnstable), "{:?}", rows[5]);
    assert_eq!((rows[5].boogie_check.as_str(), rows[5].counted), ("contradicted", Some(false)));
    assert!(!rows[5].class.is_brittleness());
    // Boogie was asked only for the two findings the SMT layer counted, a few runs each.
    let prepared = run.boogie_prepared.load(Ordering::Relaxed);
    let draws = run.boogie_draws.load(Ordering::Relaxed);
    assert_eq!(prepared, 2, "{rows:?}");
    assert!(draws <= 2 * 30, "{draws} Boogie runs");
    for (i, r) in rows.iter().enumerate().filter(|(i, _)| ![0, 5].contains(i)) {
        assert_eq!((r.counted, r.boogie_check.as_str()), (Some(false), ""), "finding {i}: {r:?}");
    }
}

#[test]
fn runs_the_bounds_stop_do_not_make_false_findings() {
    // No effect within the time limit, but half of every mutant's proved runs are too slow for
    // the classification's bounds (a mutant that costs more than K times its seed and still
    // proves): under the bounds the mutant looks twice as bad as it is. Counted as failures,
    // those runs made a false finding of nearly every flip (the Boogie check, under the same
    // bound, confirmed them). Censored instead (proved in the p-value, run again without the
    // bounds where the decision depends on them; the Boogie check made without the bounds), the
    // family-wise error stays below α at both levels.
    let mut report = Vec::new();
    for (i, (p, level)) in [(0.85, Level::Smt), (1.0, Level::Smt), (1.0, Level::Boogie)].into_iter().enumerate() {
        let (mut any, mut reruns, mut censored) = (0u32, 0usize, 0u64);
        let runs = 200u64;
        for r in 0..runs {
            let run = Run::new(11_000_000 + 100_000 * i as u64 + r, 4, vec![same(p); 8], Direction::MutantWorse)
                .with_slow(0.5);
            let rows = classify(&run, Correction::Holm, level);
            any += u32::from(rows.iter().any(|row| row.counted == Some(true)));
            reruns += run.reruns.load(Ordering::Relaxed);
            censored += rows.iter().map(|row| u64::from(row.censored.unwrap_or(0))).sum::<u64>();
        }
        let fwer = Fwer { runs_with_a_count: any, runs: runs as u32 };
        let per_finding = |n: f64| n / (runs as f64 * 8.0);
        report.push(format!(
            "p = {p}, {level}: FWER {fwer}; per finding {:.1} censored runs, {:.1} run again",
            per_finding(censored as f64),
            per_finding(reruns as f64)
        ));
        assert!(fwer.bounds().1 <= ALPHA, "{}", report.join("\n"));
        assert!(censored > 0, "the bounds stopped no run: the simulation tests nothing");
    }
    eprintln!("{}", report.join("\n"));
}
