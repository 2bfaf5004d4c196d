//! Wilcoxon's signed-rank test for paired differences, exact and conditional on ties, with the
//! Hodges–Lehmann estimate of the shift and its distribution-free confidence interval (from the
//! Walsh averages).
//!
//! **The test.** Of `n` paired differences `d`, zeros are dropped (Wilcoxon's convention), the
//! others ranked by `|d|` with mid-ranks for ties, and `T⁺` is the sum of the ranks of the
//! positive differences. Under the null hypothesis (the differences are symmetric about 0) each
//! rank carries a plus sign with probability ½ independently, so `T⁺`'s distribution is computed
//! exactly by dynamic programming over the doubled (integer) mid-ranks: exact for any `n` the
//! classification draws, ties included. The p-value is one-sided, `P(T⁺ ≥ t)` ("the differences
//! are shifted upwards").
//!
//! **The estimate and interval.** The Walsh averages are `(d_i + d_j)/2` for `i ≤ j` (all `n`
//! differences, zeros included: `M = n(n+1)/2` of them); the Hodges–Lehmann estimate is their
//! median. The `1 − a` interval is `[W₍k₎, W₍M+1−k₎]` with the largest `k ≥ 1` for which
//! `P(T ≤ k − 1) ≤ a/2` under the untied null distribution of `T⁺` (ranks `1..n`); when no `k`
//! qualifies (`n ≤ 5` at 95%) the interval is unbounded. Its coverage is exact for continuous
//! differences and conservative with ties.
//!
//! Infinite differences are allowed (a side whose run stopped without a count: censored cost
//! pairs); they rank above every finite one.

/// The result of one signed-rank test.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SignedRank {
    /// Nonzero differences (the ranked ones).
    pub n: usize,
    /// Sum of the (mid-)ranks of the positive differences.
    pub t_plus: f64,
    /// One-sided exact p-value `P(T⁺ ≥ t_plus)` under the null (1 when `n = 0`).
    pub p_greater: f64,
}

/// Doubled mid-ranks (integers) of `values` by their order (`values` need not be sorted).
fn doubled_midranks(values: &[f64]) -> Vec<u64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0u64; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        // Ranks i+1..=j+1 share their mean; doubled: (i+1) + (j+1).
        let r2 = (i + 1 + j + 1) as u64;
        for &k in &order[i..=j] {
            ranks[k] = r2;
        }
        i = j + 1;
    }
    ranks
}

/// The null distribution of the sum of randomly signed `ranks` (each sign ½): `dist[s]` is the
/// probability that the positive ranks sum to `s`.
fn null_distribution(ranks: &[u64]) -> Vec<f64> {
    let total: u64 = ranks.iter().sum();
    let mut dist = vec![0.0f64; total as usize + 1];
    dist[0] = 1.0;
    let mut reach = 0usize;
    for &r in ranks {
        let r = r as usize;
        for s in (0..=reach + r).rev() {
            let with = if s >= r { dist[s - r] } else { 0.0 };
            dist[s] = 0.5 * dist[s] + 0.5 * with;
        }
        reach += r;
    }
    dist
}

/// The exact one-sided signed-rank test of `d` (see the module doc). NaNs are ignored.
pub fn signed_rank_greater(d: &[f64]) -> SignedRank {
    let nonzero: Vec<f64> = d.iter().copied().filter(|x| !x.is_nan() && *x != 0.0).collect();
    if nonzero.is_empty() {
        return SignedRank { n: 0, t_plus: 0.0, p_greater: 1.0 };
    }
    let abs: Vec<f64> = nonzero.iter().map(|x| x.abs()).collect();
    let r2 = doubled_midranks(&abs);
    let t2: u64 = nonzero.iter().zip(&r2).filter(|(x, _)| **x > 0.0).map(|(_, r)| *r).sum();
    let dist = null_distribution(&r2);
    let p: f64 = dist[t2 as usize..].iter().sum();
    SignedRank { n: nonzero.len(), t_plus: t2 as f64 / 2.0, p_greater: p.clamp(0.0, 1.0) }
}

/// The Hodges–Lehmann estimate of `d`'s centre and its `confidence` interval (see the module
/// doc); `None` for no difference. NaNs are ignored.
pub fn hodges_lehmann(d: &[f64], confidence: f64) -> Option<(f64, (f64, f64))> {
    let d: Vec<f64> = d.iter().copied().filter(|x| !x.is_nan()).collect();
    let n = d.len();
    if n == 0 {
        return None;
    }
    let mut walsh = Vec::with_capacity(n * (n + 1) / 2);
    for i in 0..n {
        for j in i..n {
            // inf + (−inf) is NaN: a pair of opposite censored runs says nothing; call it 0.
            let w = (d[i] + d[j]) / 2.0;
            walsh.push(if w.is_nan() { 0.0 } else { w });
        }
    }
    walsh.sort_by(f64::total_cmp);
    let m = walsh.len();
    let estimate = if m % 2 == 1 { walsh[m / 2] } else { (walsh[m / 2 - 1] + walsh[m / 2]) / 2.0 };
    // The untied null distribution of T⁺ (ranks 1..n, doubled), cumulated.
    let ranks: Vec<u64> = (1..=n as u64).map(|r| 2 * r).collect();
    let dist = null_distribution(&ranks);
    let tail = (1.0 - confidence) / 2.0;
    // P(T ≤ k − 1) for undoubled k: the doubled sums up to 2(k − 1).
    let mut k = 0usize;
    let mut cum = 0.0;
    for kk in 1..=m {
        cum += dist[2 * (kk - 1)];
        if cum <= tail + 1e-12 {
            k = kk;
        } else {
            break;
        }
    }
    let interval = if k == 0 { (f64::NEG_INFINITY, f64::INFINITY) } else { (walsh[k - 1], walsh[m - k]) };
    Some((estimate, interval))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn all_positive_differences_have_p_two_to_the_minus_n() {
        // T⁺ = 1+2+3 = 6, the largest of 2³ equally likely sign patterns.
        let r = signed_rank_greater(&[0.5, 2.0, 1.0]);
        assert_eq!(r.n, 3);
        assert!(close(r.t_plus, 6.0));
        assert!(close(r.p_greater, 1.0 / 8.0));
        // Twenty positive: 2^-20.
        let d: Vec<f64> = (1..=20).map(f64::from).collect();
        assert!(close(signed_rank_greater(&d).p_greater, 1.0 / 1_048_576.0));
    }

    #[test]
    fn one_negative_difference_by_hand() {
        // d = 1, −2, 3, 4: ranks 1..4, T⁺ = 1+3+4 = 8. Subsets of {1,2,3,4} summing to ≥ 8 are
        // the complements of those summing to ≤ 2: {}, {1}, {2}: p = 3/16.
        let r = signed_rank_greater(&[1.0, -2.0, 3.0, 4.0]);
        assert!(close(r.t_plus, 8.0));
        assert!(close(r.p_greater, 3.0 / 16.0));
        // Reversed signs: T⁺ = 2, P(T⁺ ≥ 2) = 1 − P(T⁺ ≤ 1) = 1 − 2/16.
        let r = signed_rank_greater(&[-1.0, 2.0, -3.0, -4.0]);
        assert!(close(r.t_plus, 2.0));
        assert!(close(r.p_greater, 14.0 / 16.0));
    }

    #[test]
    fn ties_get_midranks_and_zeros_are_dropped() {
        // d = 1, 1, −2 (and a zero): mid-ranks 1.5, 1.5, 3; T⁺ = 3. Sign patterns' T⁺ (doubled
        // ranks 3, 3, 6): 0, 3, 3, 6, 6, 9, 9, 12; at least 6 (doubled): 5 of 8.
        let r = signed_rank_greater(&[1.0, 0.0, 1.0, -2.0]);
        assert_eq!(r.n, 3);
        assert!(close(r.t_plus, 3.0));
        assert!(close(r.p_greater, 5.0 / 8.0));
        assert_eq!(signed_rank_greater(&[0.0, 0.0]), SignedRank { n: 0, t_plus: 0.0, p_greater: 1.0 });
    }

    #[test]
    fn infinite_differences_rank_highest() {
        // inf ranks 3: T⁺ = 1 + 3 = 4 of d = 1, −2, inf; subsets of {1,2,3} summing to at
        // least 4: {1,3}, {2,3}, {1,2,3}: 3 of 8.
        let r = signed_rank_greater(&[1.0, -2.0, f64::INFINITY]);
        assert!(close(r.t_plus, 4.0));
        assert!(close(r.p_greater, 3.0 / 8.0));
    }

    #[test]
    fn hodges_lehmann_is_the_median_of_walsh_averages() {
        // Walsh averages of 1, 2, 3: 1, 1.5, 2, 2, 2.5, 3; median 2.
        let (e, ci) = hodges_lehmann(&[3.0, 1.0, 2.0], 0.95).unwrap();
        assert!(close(e, 2.0));
        // n = 3: P(T ≤ 0) = 1/8 > 0.025: no finite 95% interval.
        assert_eq!(ci, (f64::NEG_INFINITY, f64::INFINITY));
        // Walsh averages of 0, 4: 0, 2, 4: median 2.
        assert!(close(hodges_lehmann(&[0.0, 4.0], 0.95).unwrap().0, 2.0));
        assert_eq!(hodges_lehmann(&[], 0.95), None);
    }

    #[test]
    fn interval_uses_the_exact_critical_value() {
        // n = 6: P(T ≤ 0) = 1/64 ≤ 0.025 < P(T ≤ 1) = 2/64, so k = 1: the extreme Walsh averages
        // (coverage 1 − 2/64). d = 1..6: min 1, max 6.
        let d: Vec<f64> = (1..=6).map(f64::from).collect();
        let (e, ci) = hodges_lehmann(&d, 0.95).unwrap();
        assert!(close(e, 3.5));
        assert_eq!(ci, (1.0, 6.0));
        // n = 8: P(T ≤ 3) = 5/256 ≤ 0.025 < P(T ≤ 4) = 7/256 (sums ≤ 4 of {1..8}: {}, {1}, {2},
        // {3}, {1,2}, {4}, {1,3}), so k = 4: the 4th smallest and 4th largest of 36 averages.
        // d = 1..8: sorted Walsh averages start 1, 1.5, 2, 2 and end 7, 7, 7.5, 8.
        let d: Vec<f64> = (1..=8).map(f64::from).collect();
        let (e, ci) = hodges_lehmann(&d, 0.95).unwrap();
        assert!(close(e, 4.5));
        assert_eq!(ci, (2.0, 7.0));
    }

    #[test]
    fn a_shift_moves_the_estimate_and_interval_alike() {
        let d: Vec<f64> = [0.3, -0.1, 0.2, 0.5, 0.0, 0.4, 0.1, 0.25].to_vec();
        let (e, (lo, hi)) = hodges_lehmann(&d, 0.95).unwrap();
        let shifted: Vec<f64> = d.iter().map(|x| x + 1.5).collect();
        let (e2, (lo2, hi2)) = hodges_lehmann(&shifted, 0.95).unwrap();
        assert!(close(e2, e + 1.5) && close(lo2, lo + 1.5) && close(hi2, hi + 1.5));
        assert!(lo <= e && e <= hi);
    }
}
