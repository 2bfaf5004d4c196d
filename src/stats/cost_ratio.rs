//! The effect of a `cost` finding: how many times more a mutant costs the solver than its seed,
//! from paired resource counts (z3's `rlimit-count`) of the same perturbations.
//!
//! Pair `i` is the seed's and the mutant's count under perturbation `i` (the stability layer's
//! `cost` module draws them). The test is on the log ratios
//! `d_i = ln(mutant_i) − ln(seed_i)`: Wilcoxon's exact signed-rank test ([`super::signed_rank`],
//! one-sided: "the mutant costs more"), and the effect size is the **Hodges–Lehmann** estimate of
//! the log ratio with its distribution-free 95% interval (Walsh averages), exponentiated: a ratio
//! of geometric means in the sense of a median of pairwise log averages, and its interval. The
//! rank test needs no normality of the log counts (resource counts are skewed, and a matching
//! loop cut off at a threshold makes them lumpy).
//!
//! A run that stopped without a count (a wall-clock limit) is **censored**: its pair's log ratio
//! is `+∞` when the mutant's is missing and `−∞` when the seed's is (it ranks above every finite
//! one); a pair missing both is dropped. With a resource limit a stopped run still reports its
//! count (the limit), which is a lower bound of its cost: conservative on the mutant's side.
//!
//! [`is_cost_finding`] is the flag rule: ratio at least the threshold (`--cost-ratio`, default
//! [`DEFAULT_COST_RATIO`]) and significant at `α` after the run's correction.

use super::signed_rank::{hodges_lehmann, signed_rank_greater};
use std::fmt;

/// `--cost-ratio`'s default: a mutant that costs at least twice its seed's resource count.
pub const DEFAULT_COST_RATIO: f64 = 2.0;

/// The confidence of the reported interval.
pub const COST_CONFIDENCE: f64 = 0.95;

/// The measured cost effect of one seed/mutant pair.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CostRatio {
    /// Pairs used (with at least one count).
    pub pairs: usize,
    /// Pairs with one side censored (no count).
    pub censored: usize,
    /// The Hodges–Lehmann estimate of `mutant / seed` (exp of the log-ratio estimate).
    pub ratio: f64,
    /// Its 95% interval (bounds may be 0 or infinite when the pairs are too few).
    pub ci: (f64, f64),
    /// The exact one-sided signed-rank p-value ("the mutant costs more").
    pub p: f64,
    /// Median counts of each side over the runs with a count.
    pub seed_median: Option<u64>,
    pub mutant_median: Option<u64>,
}

fn median(v: &[u64]) -> Option<u64> {
    let mut v = v.to_vec();
    v.sort_unstable();
    let n = v.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(v[n / 2]),
        _ => Some((v[n / 2 - 1] + v[n / 2]) / 2),
    }
}

fn ln(c: u64) -> f64 {
    (c.max(1) as f64).ln()
}

/// The cost effect of paired counts (`seed[i]` and `mutant[i]` under the same perturbation;
/// `None`: no count). `None` when no pair has a count.
pub fn cost_ratio(seed: &[Option<u64>], mutant: &[Option<u64>]) -> Option<CostRatio> {
    let mut d = Vec::new();
    let mut censored = 0;
    for (s, m) in seed.iter().zip(mutant) {
        match (s, m) {
            (Some(s), Some(m)) => d.push(ln(*m) - ln(*s)),
            (Some(_), None) => {
                censored += 1;
                d.push(f64::INFINITY);
            }
            (None, Some(_)) => {
                censored += 1;
                d.push(f64::NEG_INFINITY);
            }
            (None, None) => {}
        }
    }
    let (estimate, (lo, hi)) = hodges_lehmann(&d, COST_CONFIDENCE)?;
    let counts = |v: &[Option<u64>]| v.iter().flatten().copied().collect::<Vec<u64>>();
    Some(CostRatio {
        pairs: d.len(),
        censored,
        ratio: estimate.exp(),
        ci: (lo.exp(), hi.exp()),
        p: signed_rank_greater(&d).p_greater,
        seed_median: median(&counts(seed)),
        mutant_median: median(&counts(mutant)),
    })
}

/// Whether a measured cost effect is a `cost` finding: its ratio is at least `threshold` and its
/// p-value after the run's correction (`p_adjusted`) at most `alpha`. Pure, so that a caller
/// counting cost findings (a bench, a guided selection) decides as the classification does.
pub fn is_cost_finding(ratio: f64, p_adjusted: f64, threshold: f64, alpha: f64) -> bool {
    ratio >= threshold && p_adjusted <= alpha
}

/// A ratio for people: `4.74` (three significant digits), `inf`, `0`.
pub fn show_ratio(x: f64) -> String {
    if x.is_infinite() {
        "inf".to_string()
    } else if x >= 100.0 {
        format!("{x:.0}")
    } else if x >= 10.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.2}")
    }
}

impl fmt::Display for CostRatio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cost ×{} (95% CI ×{}–×{}), signed-rank p = {:.2e} over {} paired perturbations",
            show_ratio(self.ratio),
            show_ratio(self.ci.0),
            show_ratio(self.ci.1),
            self.p,
            self.pairs
        )?;
        if self.censored > 0 {
            write!(f, " ({} censored)", self.censored)?;
        }
        if let (Some(s), Some(m)) = (self.seed_median, self.mutant_median) {
            write!(f, "; rlimit-count median seed {s} vs mutant {m}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_constant_ratio_is_estimated_exactly() {
        let seed: Vec<Option<u64>> = (0..10).map(|i| Some(1000 + 10 * i)).collect();
        let mutant: Vec<Option<u64>> = seed.iter().map(|s| s.map(|s| 4 * s)).collect();
        let c = cost_ratio(&seed, &mutant).unwrap();
        assert_eq!(c.pairs, 10);
        assert!((c.ratio - 4.0).abs() < 1e-9);
        // Every log ratio is ln 4: the interval is the point.
        assert!((c.ci.0 - 4.0).abs() < 1e-9 && (c.ci.1 - 4.0).abs() < 1e-9);
        // Ten positive differences, all tied: T⁺ is the maximum, p = 2^-10.
        assert!((c.p - 1.0 / 1024.0).abs() < 1e-15);
        assert_eq!(c.seed_median, Some(1045));
        assert!(is_cost_finding(c.ratio, c.p, DEFAULT_COST_RATIO, 0.05));
        assert!(!is_cost_finding(c.ratio, c.p, 5.0, 0.05));
    }

    #[test]
    fn equal_costs_are_no_finding() {
        let seed: Vec<Option<u64>> = (0..8).map(|i| Some(1000 + i)).collect();
        let c = cost_ratio(&seed, &seed).unwrap();
        assert!((c.ratio - 1.0).abs() < 1e-12);
        assert_eq!(c.p, 1.0);
        assert!(!is_cost_finding(c.ratio, c.p, DEFAULT_COST_RATIO, 0.05));
    }

    #[test]
    fn censored_runs_count_against_their_side() {
        // The mutant's runs stopped without a count: +∞ log ratios, an infinite estimate.
        let seed = vec![Some(100); 6];
        let mutant = vec![None; 6];
        let c = cost_ratio(&seed, &mutant).unwrap();
        assert_eq!(c.censored, 6);
        assert!(c.ratio.is_infinite());
        assert!((c.p - 1.0 / 64.0).abs() < 1e-15);
        assert_eq!(cost_ratio(&[None], &[None]), None);
        assert_eq!(show_ratio(f64::INFINITY), "inf");
        assert_eq!(show_ratio(4.738), "4.74");
    }
}
