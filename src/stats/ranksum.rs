//! The Wilcoxon–Mann–Whitney rank-sum test, exact and conditional on ties. (Holm's correction
//! over a family of such tests is [`super::correction::Correction::Holm`].)
//!
//! `explain` compares, per quantifier, the instance counts of the passing runs with those of the
//! failing runs of the same perturbations. Counts tie heavily (a quantifier never instantiated in
//! any passing run gives a block of zeros), so the normal approximation is useless and the test
//! is the exact permutation test of the rank sum with mid-ranks: the p-value is the share of the
//! `C(n, k)` ways of choosing which `k` of the `n` pooled values are "failing" whose (mid-)rank
//! sum is at least as extreme as the observed one. The count is computed by dynamic programming
//! over (values chosen, doubled rank sum), so it is exact for the sample sizes explain draws.
//!
//! The effect size is the rank-biserial correlation `r = 2·U/(n₁·n₂) − 1` of the failing side:
//! +1 when every failing value exceeds every passing value, −1 for the reverse, 0 for no shift.
//!
//! Runs come from several perturbation methods, and a method can go with the outcome (every
//! `rename` run fails). [`stratified_rank_sum`] ranks each method's runs on its own and sums the
//! strata's rank sums; its exact null distribution relabels runs only within their stratum (the
//! convolution of the strata's distributions), so the methods' differences cannot make it
//! significant. [`rank_sum`] is its one-stratum case.

/// The result of one two-sided rank-sum test of `failing` against `passing`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RankSum {
    /// Mann–Whitney's U of the failing side (ties count one half).
    pub u: f64,
    /// The rank-biserial correlation `2U/(n₁n₂) − 1` in [−1, 1] (0 when a side is empty).
    pub effect: f64,
    /// One-sided p-value for "failing values are larger".
    pub p_greater: f64,
    /// One-sided p-value for "failing values are smaller".
    pub p_less: f64,
    /// Two-sided p-value: `min(1, 2·min(p_greater, p_less))`.
    pub p_two_sided: f64,
}

/// The exact rank-sum test of `failing` against `passing` (see the module doc). An empty side
/// gives p-values of 1 and effect 0. The test of one stratum: [`stratified_rank_sum`].
pub fn rank_sum(passing: &[f64], failing: &[f64]) -> RankSum {
    stratified_rank_sum(&[(passing, failing)])
}

/// One stratum's part of the test: its doubled mid-rank sum of the failing side, its U, its
/// `n₁·n₂`, and the null distribution of the doubled rank sum (`dist[s]`: the share of the
/// `C(n, k)` labellings whose doubled rank sum is `s`).
struct Stratum {
    observed: usize,
    u: f64,
    pairs: f64,
    dist: Vec<f64>,
}

fn stratum(passing: &[f64], failing: &[f64]) -> Stratum {
    // Pool, sort, give doubled mid-ranks (integers: 2·rank).
    let mut pooled: Vec<(f64, bool)> =
        passing.iter().map(|&v| (v, false)).chain(failing.iter().map(|&v| (v, true))).collect();
    pooled.sort_by(|a, b| a.0.total_cmp(&b.0));
    let n = pooled.len();
    let mut ranks2 = vec![0usize; n];
    let mut i = 0;
    while i < n {
        let mut j = i;
        while j + 1 < n && pooled[j + 1].0 == pooled[i].0 {
            j += 1;
        }
        // Ranks i+1 ..= j+1, mid-rank (i+1+j+1)/2, doubled: i + j + 2.
        for r in &mut ranks2[i..=j] {
            *r = i + j + 2;
        }
        i = j + 1;
    }
    let observed: usize = (0..n).filter(|&i| pooled[i].1).map(|i| ranks2[i]).sum();
    let k = failing.len();
    let max_sum: usize = ranks2.iter().sum();
    // ways[c][s]: subsets of size c with doubled rank sum s (as f64: C(n, k) can exceed u64).
    let mut ways = vec![vec![0f64; max_sum + 1]; k + 1];
    ways[0][0] = 1.0;
    for (idx, &r) in ranks2.iter().enumerate() {
        let top = k.min(idx + 1);
        for c in (1..=top).rev() {
            let (lower, upper) = ways.split_at_mut(c);
            let (from, to) = (&lower[c - 1], &mut upper[0]);
            for s in (r..=max_sum).rev() {
                if from[s - r] != 0.0 {
                    to[s] += from[s - r];
                }
            }
        }
    }
    let mut dist = ways.swap_remove(k);
    let total: f64 = dist.iter().sum();
    dist.iter_mut().for_each(|w| *w /= total);
    // U of the failing side from its rank sum: R − k(k+1)/2.
    let u = observed as f64 / 2.0 - (k * (k + 1)) as f64 / 2.0;
    Stratum { observed, u, pairs: (passing.len() * k) as f64, dist }
}

/// The stratified exact rank-sum test: each stratum (one perturbation method's passing and
/// failing values) is ranked on its own, and the statistic is the sum over the strata of the
/// failing side's (mid-)rank sums; its null distribution is that of independent relabellings
/// *within* each stratum (the convolution of the strata's exact distributions), so a stratum
/// whose runs all have one outcome carries no information and a factor that differs between
/// strata (a method whose runs all fail) cannot make the test significant. The effect is the
/// pooled rank-biserial correlation `2·ΣU/Σn₁n₂ − 1` over the strata that have both sides. With
/// one stratum this is [`rank_sum`]; with no stratum that has both sides, p-values are 1 and
/// the effect 0.
pub fn stratified_rank_sum(strata: &[(&[f64], &[f64])]) -> RankSum {
    let mut dist = vec![1.0];
    let (mut observed, mut u, mut pairs) = (0usize, 0.0, 0.0);
    for (passing, failing) in strata.iter().filter(|(p, f)| !p.is_empty() && !f.is_empty()) {
        let s = stratum(passing, failing);
        let mut sum = vec![0f64; dist.len() + s.dist.len() - 1];
        for (i, a) in dist.iter().enumerate().filter(|(_, a)| **a != 0.0) {
            for (j, b) in s.dist.iter().enumerate().filter(|(_, b)| **b != 0.0) {
                sum[i + j] += a * b;
            }
        }
        dist = sum;
        observed += s.observed;
        u += s.u;
        pairs += s.pairs;
    }
    if pairs == 0.0 {
        return RankSum { u: 0.0, effect: 0.0, p_greater: 1.0, p_less: 1.0, p_two_sided: 1.0 };
    }
    let p_greater = dist[observed..].iter().sum::<f64>().min(1.0);
    let p_less = dist[..=observed].iter().sum::<f64>().min(1.0);
    let effect = 2.0 * u / pairs - 1.0;
    RankSum { u, effect, p_greater, p_less, p_two_sided: (2.0 * p_greater.min(p_less)).min(1.0) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn complete_separation_without_ties() {
        // Failing {4, 5, 6} above passing {1, 2, 3}: exactly one of C(6,3) = 20 subsets has the
        // largest rank sum, so p = 1/20; U = 9 = n1·n2, effect +1.
        let r = rank_sum(&[1.0, 2.0, 3.0], &[4.0, 5.0, 6.0]);
        assert!(close(r.p_greater, 1.0 / 20.0), "{r:?}");
        assert!(close(r.p_less, 1.0));
        assert!(close(r.u, 9.0));
        assert!(close(r.effect, 1.0));
        assert!(close(r.p_two_sided, 0.1));
        let rev = rank_sum(&[4.0, 5.0, 6.0], &[1.0, 2.0, 3.0]);
        assert!(close(rev.p_less, 1.0 / 20.0) && close(rev.effect, -1.0));
    }

    #[test]
    fn hand_computed_small_case() {
        // Passing {1, 3}, failing {2, 4}: ranks 1..4, failing's rank sum 2 + 4 = 6. The C(4,2) = 6
        // subsets' sums: 3,4,5,5,6,7. P(sum ≥ 6) = 2/6, P(sum ≤ 6) = 5/6. U = 6 − 3 = 3.
        let r = rank_sum(&[1.0, 3.0], &[2.0, 4.0]);
        assert!(close(r.p_greater, 2.0 / 6.0), "{r:?}");
        assert!(close(r.p_less, 5.0 / 6.0));
        assert!(close(r.u, 3.0));
        assert!(close(r.effect, 0.5));
    }

    #[test]
    fn ties_use_mid_ranks_and_the_conditional_distribution() {
        // Passing {0, 0, 0}, failing {0, 5}: pooled mid-ranks 2.5 (the four zeros) and 5; the
        // failing sum is 2.5 + 5 = 7.5; subsets of size 2: C(5,2) = 10, of which 4 contain the 5
        // (sum 7.5) and 6 do not (sum 5). P(≥ 7.5) = 4/10.
        let r = rank_sum(&[0.0, 0.0, 0.0], &[0.0, 5.0]);
        assert!(close(r.p_greater, 0.4), "{r:?}");
        assert!(close(r.p_less, 1.0));
        // U = 7.5 − 3 = 4.5 of 6: effect 2·4.5/6 − 1 = 1/2.
        assert!(close(r.effect, 0.5));
        // All tied: no evidence either way.
        let flat = rank_sum(&[3.0; 4], &[3.0; 5]);
        assert!(close(flat.p_greater, 1.0) && close(flat.p_less, 1.0) && close(flat.effect, 0.0));
    }

    #[test]
    fn the_explain_shape_zeros_against_thousands() {
        // Six passing runs with 0 instances, three failing runs with thousands (slots.bpl's
        // reseed 6/9): p = 1/C(9,3) = 1/84.
        let r = rank_sum(&[0.0; 6], &[4811.0, 9000.0, 10838.0]);
        assert!(close(r.p_greater, 1.0 / 84.0), "{r:?}");
        // Ten and ten: 1/C(20,10) = 1/184756.
        let r = rank_sum(&[0.0; 10], &[100.0; 10]);
        assert!(close(r.p_greater, 1.0 / 184_756.0), "{r:?}");
        let empty = rank_sum(&[], &[1.0]);
        assert!(close(empty.p_two_sided, 1.0));
    }

    #[test]
    fn strata_are_relabelled_within_themselves_only() {
        // Stratum A: passing {1, 2}, failing {3, 4}: C(4,2) = 6 labellings, one with the top sum.
        // Stratum B: passing {1}, failing {2}: 2 labellings, one with the top sum. Both at their
        // top: p = 1/6 · 1/2 = 1/12 (pooled, the same six values would give another p).
        let (a_p, a_f, b_p, b_f) = ([1.0, 2.0], [3.0, 4.0], [1.0], [2.0]);
        let r = stratified_rank_sum(&[(&a_p, &a_f), (&b_p, &b_f)]);
        assert!(close(r.p_greater, 1.0 / 12.0), "{r:?}");
        assert!(close(r.u, 5.0) && close(r.effect, 1.0), "{r:?}");
        // One stratum is the plain test.
        let one = stratified_rank_sum(&[(&a_p, &a_f)]);
        assert_eq!(one, rank_sum(&a_p, &a_f));
        // A stratum with one side only adds nothing, whatever its values.
        let only_failing = [0.0; 9];
        let with = stratified_rank_sum(&[(&a_p, &a_f), (&[], &only_failing)]);
        assert_eq!(with, one);
        // Confounding: every failing run is of one method with 0 instances, the passing runs of
        // another with 5. Pooled, that is complete separation; within the methods, no stratum
        // has both sides, so there is no evidence at all.
        let (pass, fail) = ([5.0; 8], [0.0; 8]);
        assert!(rank_sum(&pass, &fail).p_two_sided < 1e-3);
        let s = stratified_rank_sum(&[(&pass, &[]), (&[], &fail)]);
        assert!(close(s.p_two_sided, 1.0) && close(s.effect, 0.0), "{s:?}");
    }
}
