//! The categorisation [`Rule`] (its parameters, validated once) and Mariposa's fixed-budget
//! verdict [`categorize`]: three one-sided one-proportion z-tests and a time rule.
//!
//! Mariposa's rule, as its analyser implements it (secure-foundations/mariposa, the `z_test`
//! method of the analyser used for the FMCAD 2023 paper; defaults `confidence = 0.05`,
//! `r_solvable = 0.05`, `r_stable = 0.95`, `discount = 0.8`), for one perturbation method of one
//! query with `s` successes in `n` runs (there: the original query plus 60 mutants, `n = 61`):
//!
//! * the z statistic against a rate `p₀` uses the variance under the null hypothesis,
//!   `z = (s/n − p₀) / √(p₀(1 − p₀)/n)`, and a one-sided p-value (`Φ(z)` for "smaller",
//!   `1 − Φ(z)` for "larger"); a hypothesis is rejected when the p-value is `≤ α`;
//! * **unsolvable** if the rate is significantly below `low` (H₀: `p = low`, H₁: `p < low`);
//! * else **unstable** if it is significantly below `high` (H₀: `p = high`, H₁: `p < high`)
//!   *and* the time rule passes;
//! * else **stable** if it is significantly above `high` (H₀: `p = high`, H₁: `p > high`);
//! * else **inconclusive**.
//!
//! The time rule guards against calling a slow but reliable query unstable because some runs hit
//! the limit: with a time limit `T` configured, "unstable" also needs the mean run time of the
//! successful runs to be below `discount · T`. When it is not (or there is no success to average),
//! the rule falls through to the stability test, which cannot pass after the instability test
//! did, so the verdict is inconclusive. Without a time limit (Mariposa's default analyser) the
//! time rule is off.
//!
//! What the thresholds mean at Mariposa's `n = 61` (and at `n = 60`): unsolvable iff `s = 0`,
//! stable iff `s = n`, unstable iff `1 ≤ s ≤ 55` (`s ≤ 54` at `n = 60`), inconclusive otherwise.
//! The normal approximation is poor at small `n`: below 52 runs not even `0/n` is significantly
//! below 5%, so without a time limit an all-failure tally is called *unstable*; the sequential
//! procedure of [`super::sequential`] does not have this defect.
//!
//! The same [`Rule`] carries the parameters of the sequential procedure (`low_inner`,
//! `high_inner`); see that module.

use super::category::Category;
use super::normal;
use super::tally::Tally;
use std::time::Duration;

/// The parameters of a [`Rule`], as plain data; [`Rule::new`] validates them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RuleParams {
    /// Significance level of every test (Mariposa's `confidence`). Default 0.05.
    pub alpha: f64,
    /// Success rate below which a query is unsolvable (Mariposa's `r_solvable`). Default 0.05.
    pub low: f64,
    /// Success rate above which a query is stable (Mariposa's `r_stable`). Default 0.95.
    pub high: f64,
    /// Sequential procedure only: the upper end of the indifference zone `(low, low_inner)`; a
    /// query proved at least this often is not called unsolvable except with probability `≤ α`.
    /// Default 0.20.
    pub low_inner: f64,
    /// Sequential procedure only: the lower end of the indifference zone `(high_inner, high)`; a
    /// query proved at most this often is not called stable except with probability `≤ α`.
    /// Default 0.80.
    pub high_inner: f64,
    /// The solver's time limit, for the time rule; `None` turns the time rule off. Default `None`.
    pub time_limit: Option<Duration>,
    /// "Unstable" needs the mean time of the successes below `discount · time_limit`. Default 0.8.
    pub discount: f64,
}

impl Default for RuleParams {
    fn default() -> RuleParams {
        RuleParams {
            alpha: 0.05,
            low: 0.05,
            high: 0.95,
            low_inner: 0.20,
            high_inner: 0.80,
            time_limit: None,
            discount: 0.8,
        }
    }
}

/// Parameters that do not make a rule.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RuleError {
    #[error("alpha must be in (0, 0.5), got {0}")]
    Alpha(f64),
    #[error(
        "rates must satisfy 0 < low < low_inner < high_inner < high < 1, got {low}, {low_inner}, {high_inner}, {high}"
    )]
    Rates { low: f64, low_inner: f64, high_inner: f64, high: f64 },
    #[error("discount must be in (0, 1], got {0}")]
    Discount(f64),
    #[error("the time limit must be positive")]
    TimeLimit,
}

/// A validated set of [`RuleParams`]: every rule that exists is usable.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rule {
    params: RuleParams,
}

impl Default for Rule {
    /// Mariposa's defaults (`α = 0.05`, 5%, 95%, discount 0.8, no time limit) and the sequential
    /// indifference zones (5%, 20%) and (80%, 95%).
    fn default() -> Rule {
        Rule { params: RuleParams::default() }
    }
}

impl Rule {
    /// Checks `0 < alpha < 0.5`, `0 < low < low_inner < high_inner < high < 1`,
    /// `0 < discount ≤ 1` and a positive time limit.
    pub fn new(params: RuleParams) -> Result<Rule, RuleError> {
        let RuleParams { alpha, low, high, low_inner, high_inner, time_limit, discount } = params;
        if !(alpha > 0.0 && alpha < 0.5) {
            return Err(RuleError::Alpha(alpha));
        }
        if !(0.0 < low && low < low_inner && low_inner < high_inner && high_inner < high && high < 1.0) {
            return Err(RuleError::Rates { low, low_inner, high_inner, high });
        }
        if !(discount > 0.0 && discount <= 1.0) {
            return Err(RuleError::Discount(discount));
        }
        if time_limit == Some(Duration::ZERO) {
            return Err(RuleError::TimeLimit);
        }
        Ok(Rule { params })
    }

    /// This rule with the time rule on for the solver time limit `limit`.
    pub fn with_time_limit(self, limit: Duration) -> Result<Rule, RuleError> {
        Rule::new(RuleParams { time_limit: Some(limit), ..self.params })
    }

    pub fn params(&self) -> &RuleParams {
        &self.params
    }

    pub fn alpha(&self) -> f64 {
        self.params.alpha
    }

    pub fn low(&self) -> f64 {
        self.params.low
    }

    pub fn high(&self) -> f64 {
        self.params.high
    }

    pub fn low_inner(&self) -> f64 {
        self.params.low_inner
    }

    pub fn high_inner(&self) -> f64 {
        self.params.high_inner
    }

    /// Mariposa's time rule: may this tally be called unstable? Always with no time limit;
    /// otherwise only if there are successes and their mean time is below `discount · limit`.
    pub fn time_rule_allows_unstable(&self, tally: &Tally) -> bool {
        let Some(limit) = self.params.time_limit else {
            return true;
        };
        match tally.mean_success_time() {
            Some(mean) => mean.as_secs_f64() < self.params.discount * limit.as_secs_f64(),
            None => false,
        }
    }
}

/// The direction of a one-sided test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alternative {
    /// H₁: the rate is below `p₀`.
    Smaller,
    /// H₁: the rate is above `p₀`.
    Larger,
}

/// The one-sided p-value of the one-proportion z-test of `successes` in `runs` against H₀:
/// rate `= p0`, with the null variance `p0(1 − p0)/runs` (statsmodels' `proportions_ztest` with
/// `prop_var = p0`, as Mariposa calls it). `None` without runs or with `p0` outside `(0, 1)`.
pub fn z_test_p_value(successes: u32, runs: u32, p0: f64, alternative: Alternative) -> Option<f64> {
    if runs == 0 || successes > runs || !(p0 > 0.0 && p0 < 1.0) {
        return None;
    }
    let n = f64::from(runs);
    let z = (f64::from(successes) / n - p0) / (p0 * (1.0 - p0) / n).sqrt();
    Some(match alternative {
        Alternative::Smaller => normal::cdf(z),
        Alternative::Larger => normal::sf(z),
    })
}

/// Mariposa's fixed-budget verdict on a complete sample group (see the module doc). A tally
/// without runs is inconclusive.
pub fn categorize(rule: &Rule, tally: &Tally) -> Category {
    let (s, n, alpha) = (tally.successes(), tally.runs(), rule.alpha());
    let rejects = |p0: f64, alt: Alternative| z_test_p_value(s, n, p0, alt).is_some_and(|p| p <= alpha);
    if rejects(rule.low(), Alternative::Smaller) {
        Category::Unsolvable
    } else if rejects(rule.high(), Alternative::Smaller) && rule.time_rule_allows_unstable(tally) {
        Category::Unstable
    } else if rejects(rule.high(), Alternative::Larger) {
        Category::Stable
    } else {
        Category::Inconclusive
    }
}

/// The terminal decision of the truncated sequential test ([`super::sequential::decide`] at its
/// budget): Mariposa's fixed-sample verdict ([`categorize`]) on the runs made, except that
/// `unstable` also needs the rate to be significantly *above* `low` (H₀: `p = low`, H₁:
/// `p > low`, same z-test and `α`). Mariposa's normal approximation cannot call anything
/// unsolvable below 52 runs, so without this guard a budget of 20 would call a query proved in
/// 1 run of 20 (or 0 of 20 under the time rule's exemption) unstable; with it such a tally stays
/// inconclusive. The guard only ever turns `unstable` into `inconclusive`.
pub fn terminal(rule: &Rule, tally: &Tally) -> Category {
    match categorize(rule, tally) {
        Category::Unstable => {
            let above_low = z_test_p_value(tally.successes(), tally.runs(), rule.low(), Alternative::Larger)
                .is_some_and(|p| p <= rule.alpha());
            if above_low {
                Category::Unstable
            } else {
                Category::Inconclusive
            }
        }
        c => c,
    }
}

#[cfg(test)]
mod tests {
    use super::Category::*;
    use super::*;

    fn cat(s: u32, f: u32) -> Category {
        categorize(&Rule::default(), &Tally::from_counts(s, f))
    }

    #[test]
    fn z_test_by_hand() {
        // 54/60 against 0.95: z = (0.9 − 0.95)/√(0.95·0.05/60) = −0.05/0.028137 = −1.77705,
        // Φ(−1.77705) = 0.03778.
        let p = z_test_p_value(54, 60, 0.95, Alternative::Smaller).unwrap();
        assert!((p - 0.037_78).abs() < 5e-5, "{p}");
        // 55/60: z = −1.18470, Φ = 0.11807.
        let p = z_test_p_value(55, 60, 0.95, Alternative::Smaller).unwrap();
        assert!((p - 0.118_07).abs() < 5e-5, "{p}");
        // 60/60 against 0.95, larger: z = +1.77705, p = 0.03778.
        let p = z_test_p_value(60, 60, 0.95, Alternative::Larger).unwrap();
        assert!((p - 0.037_78).abs() < 5e-5, "{p}");
        // 0/60 against 0.05, smaller: z = −0.05/0.028137 = −1.77705 again, by symmetry.
        let p = z_test_p_value(0, 60, 0.05, Alternative::Smaller).unwrap();
        assert!((p - 0.037_78).abs() < 5e-5, "{p}");
        assert_eq!(z_test_p_value(0, 0, 0.5, Alternative::Smaller), None);
        assert_eq!(z_test_p_value(3, 2, 0.5, Alternative::Smaller), None);
    }

    #[test]
    fn mariposa_verdicts_at_60_runs() {
        // Derived above: unsolvable iff s = 0, unstable iff 1 ≤ s ≤ 54, stable iff s = 60.
        assert_eq!(cat(0, 60), Unsolvable);
        assert_eq!(cat(1, 59), Unstable);
        assert_eq!(cat(30, 30), Unstable);
        assert_eq!(cat(54, 6), Unstable);
        for s in 55..=59 {
            assert_eq!(cat(s, 60 - s), Inconclusive, "s = {s}");
        }
        assert_eq!(cat(60, 0), Stable);
    }

    #[test]
    fn mariposa_verdicts_at_61_runs() {
        // The paper's groups: the original query plus 60 mutants.
        assert_eq!(cat(0, 61), Unsolvable);
        assert_eq!(cat(1, 60), Unstable);
        assert_eq!(cat(55, 6), Unstable);
        assert_eq!(cat(56, 5), Inconclusive);
        assert_eq!(cat(60, 1), Inconclusive);
        assert_eq!(cat(61, 0), Stable);
    }

    #[test]
    fn small_samples_show_the_z_test_quirks() {
        assert_eq!(cat(0, 0), Inconclusive);
        // 0/51: z = −0.05/√(0.0475/51) = −1.6384, p = 0.0507 > 0.05: not unsolvable, but far
        // below 95%, hence unstable (no time rule).
        assert_eq!(cat(0, 51), Unstable);
        // 0/52: z = −1.6543, p = 0.0490: unsolvable.
        assert_eq!(cat(0, 52), Unsolvable);
        // 10/10: z = 0.05/√(0.0475/10) = 0.7255, p = 0.234: not significantly above 95%.
        assert_eq!(cat(10, 0), Inconclusive);
    }

    #[test]
    fn terminal_unstable_needs_a_rate_above_low() {
        let t = |s, f| terminal(&Rule::default(), &Tally::from_counts(s, f));
        // 17/20 against 95%: z = −2.05, p = 0.020; against 5% (larger): z = 16.4: unstable.
        assert_eq!(t(17, 3), Unstable);
        // 1/20: Mariposa says unstable (0.05 is far below 95%, and 20 runs cannot be
        // unsolvable); against 5%, 0.05 = 5% gives z = 0: not above low, so inconclusive.
        assert_eq!(cat(1, 19), Unstable);
        assert_eq!(t(1, 19), Inconclusive);
        // 4/20 = 20%: z = (0.2 − 0.05)/√(0.0475/20) = 3.08: above low, unstable.
        assert_eq!(t(4, 16), Unstable);
        // Other verdicts are Mariposa's.
        assert_eq!(t(0, 60), Unsolvable);
        assert_eq!(t(60, 0), Stable);
        assert_eq!(t(56, 4), Inconclusive);
    }

    #[test]
    fn time_rule_blocks_unstable_near_the_limit() {
        let rule = Rule::default().with_time_limit(Duration::from_secs(10)).unwrap();
        let tally = |mean_ms: u64| Tally::from_counts(30, 30).with_success_time(Duration::from_millis(30 * mean_ms));
        // discount · T = 8 s: a mean of 7.999 s passes, 8 s does not.
        assert_eq!(categorize(&rule, &tally(7_999)), Unstable);
        assert_eq!(categorize(&rule, &tally(8_000)), Inconclusive);
        // Without successes there is no mean: not unstable (0/20 is not yet unsolvable).
        assert_eq!(categorize(&rule, &Tally::from_counts(0, 20)), Inconclusive);
        // Unsolvable and stable ignore the time rule.
        assert_eq!(categorize(&rule, &Tally::from_counts(0, 60)), Unsolvable);
        let slow_stable = Tally::from_counts(60, 0).with_success_time(Duration::from_secs(60 * 9));
        assert_eq!(categorize(&rule, &slow_stable), Stable);
        // Without a time limit the same slow tally is unstable.
        assert_eq!(categorize(&Rule::default(), &tally(9_000)), Unstable);
    }

    #[test]
    fn invalid_parameters_are_rejected() {
        let d = RuleParams::default();
        assert!(Rule::new(d).is_ok());
        assert_eq!(Rule::new(RuleParams { alpha: 0.0, ..d }), Err(RuleError::Alpha(0.0)));
        assert!(matches!(Rule::new(RuleParams { alpha: f64::NAN, ..d }), Err(RuleError::Alpha(_))));
        assert!(matches!(Rule::new(RuleParams { alpha: 0.5, ..d }), Err(RuleError::Alpha(_))));
        assert!(matches!(Rule::new(RuleParams { low_inner: 0.9, ..d }), Err(RuleError::Rates { .. })));
        assert!(matches!(Rule::new(RuleParams { high: 1.0, ..d }), Err(RuleError::Rates { .. })));
        assert!(matches!(Rule::new(RuleParams { low: 0.0, ..d }), Err(RuleError::Rates { .. })));
        assert_eq!(Rule::new(RuleParams { discount: 1.5, ..d }), Err(RuleError::Discount(1.5)));
        assert_eq!(Rule::default().with_time_limit(Duration::ZERO), Err(RuleError::TimeLimit));
    }
}
