//! Confidence intervals for a success rate, for reports: the **Wilson score interval**
//! ([`wilson`]) and the one-line summary [`RateSummary`]
//! ("success rate 5/8 = 62.5%, 95% CI [30.6%, 86.3%]").
//!
//! Wilson's interval inverts the score test (the same null-variance z-test Mariposa uses): with
//! `p̂ = s/n` and `z = Φ⁻¹(1 − (1 − confidence)/2)`, it is
//! `(p̂ + z²/2n ± z·√(p̂(1 − p̂)/n + z²/4n²)) / (1 + z²/n)`. Unlike the textbook Wald interval it
//! stays inside `[0, 1]` and is not degenerate at `0/n` or `n/n`; its coverage is close to
//! nominal (not guaranteed, unlike Clopper–Pearson, which is conservative). It is a
//! fixed-sample interval: after a sequential stop it describes the observed counts, it is not an
//! interval with sequential coverage.

use super::normal;
use super::tally::Tally;
use std::fmt;

/// A closed interval `[lo, hi]` of rates, `0 ≤ lo ≤ hi ≤ 1`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    pub lo: f64,
    pub hi: f64,
}

/// Arguments that do not make an interval.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum IntervalError {
    #[error("{successes} successes out of {runs} runs")]
    Counts { successes: u32, runs: u32 },
    #[error("the confidence level must be in (0, 1), got {0}")]
    Confidence(f64),
}

/// The Wilson score interval for `successes` out of `runs` at `confidence` (e.g. 0.95). Without
/// runs nothing is known: `[0, 1]`.
pub fn wilson(successes: u32, runs: u32, confidence: f64) -> Result<Interval, IntervalError> {
    if successes > runs {
        return Err(IntervalError::Counts { successes, runs });
    }
    if !(confidence > 0.0 && confidence < 1.0) {
        return Err(IntervalError::Confidence(confidence));
    }
    if runs == 0 {
        return Ok(Interval { lo: 0.0, hi: 1.0 });
    }
    let n = f64::from(runs);
    let p = f64::from(successes) / n;
    let z = normal::quantile(1.0 - (1.0 - confidence) / 2.0);
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    // At s = 0 or s = n one end is exactly 0 or 1 in exact arithmetic; pin it there.
    let lo = if successes == 0 { 0.0 } else { (centre - half).max(0.0) };
    let hi = if successes == runs { 1.0 } else { (centre + half).min(1.0) };
    Ok(Interval { lo, hi })
}

/// A success rate with its Wilson interval, printed as
/// `success rate 5/8 = 62.5%, 95% CI [30.6%, 86.3%]`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RateSummary {
    pub successes: u32,
    pub runs: u32,
    pub confidence: f64,
    pub interval: Interval,
}

impl RateSummary {
    /// The summary of a tally at `confidence`.
    pub fn of(tally: &Tally, confidence: f64) -> Result<RateSummary, IntervalError> {
        let interval = wilson(tally.successes(), tally.runs(), confidence)?;
        Ok(RateSummary { successes: tally.successes(), runs: tally.runs(), confidence, interval })
    }
}

impl fmt::Display for RateSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pct = |x: f64| 100.0 * x;
        let conf = pct(self.confidence);
        write!(f, "success rate {}/{}", self.successes, self.runs)?;
        if self.runs > 0 {
            write!(f, " = {:.1}%", pct(f64::from(self.successes) / f64::from(self.runs)))?;
        }
        write!(f, ", {conf}% CI [{:.1}%, {:.1}%]", pct(self.interval.lo), pct(self.interval.hi))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-6
    }

    #[test]
    fn five_of_eight_by_hand() {
        // z = 1.959964, z² = 3.841459, z²/n = 0.480182; centre = (0.625 + 0.240091)/1.480182 = 0.584449;
        // half = 1.959964·√(0.234375/8 + 3.841459/256)/1.480182 = 1.959964·0.210482/1.480182 = 0.278707.
        let i = wilson(5, 8, 0.95).unwrap();
        assert!(close(i.lo, 0.305_742) && close(i.hi, 0.863_156), "{i:?}");
        let s = RateSummary::of(&Tally::from_counts(5, 3), 0.95).unwrap();
        assert_eq!(s.to_string(), "success rate 5/8 = 62.5%, 95% CI [30.6%, 86.3%]");
    }

    #[test]
    fn extremes() {
        // 0/10: hi = z²/n/(1 + z²/n) = 0.384146/1.384146 = 0.277533.
        let i = wilson(0, 10, 0.95).unwrap();
        assert_eq!(i.lo, 0.0);
        assert!(close(i.hi, 0.277_533), "{i:?}");
        // 18/18: lo = 1/(1 + z²/18) = 1/1.213414 = 0.824121.
        let i = wilson(18, 18, 0.95).unwrap();
        assert_eq!(i.hi, 1.0);
        assert!(close(i.lo, 0.824_121), "{i:?}");
        assert_eq!(wilson(0, 0, 0.95), Ok(Interval { lo: 0.0, hi: 1.0 }));
        assert_eq!(RateSummary::of(&Tally::new(), 0.9).unwrap().to_string(), "success rate 0/0, 90% CI [0.0%, 100.0%]");
    }

    #[test]
    fn other_levels_and_errors() {
        // 30/60 at 90%: z = 1.644854, z²/n = 0.045092; half = 1.644854·√(0.25/60 + 2.705543/14400)/1.045092
        // = 1.644854·0.065990/1.045092 = 0.103859.
        let i = wilson(30, 60, 0.90).unwrap();
        assert!(close(i.lo, 0.5 - 0.103_859) && close(i.hi, 0.5 + 0.103_859), "{i:?}");
        assert_eq!(wilson(3, 2, 0.95), Err(IntervalError::Counts { successes: 3, runs: 2 }));
        assert_eq!(wilson(1, 2, 1.0), Err(IntervalError::Confidence(1.0)));
        assert!(wilson(1, 2, f64::NAN).is_err());
    }

    proptest::proptest! {
        #[test]
        fn contains_the_observed_rate(runs in 1u32..2000, frac in 0.0f64..=1.0, conf in 0.5f64..0.999) {
            let s = (frac * f64::from(runs)).round() as u32;
            let i = wilson(s, runs, conf).unwrap();
            let p = f64::from(s) / f64::from(runs);
            proptest::prop_assert!(0.0 <= i.lo && i.lo <= p && p <= i.hi && i.hi <= 1.0, "{:?} {}", i, p);
            // Symmetric under swapping successes and failures.
            let j = wilson(runs - s, runs, conf).unwrap();
            proptest::prop_assert!((i.lo - (1.0 - j.hi)).abs() < 1e-12 && (i.hi - (1.0 - j.lo)).abs() < 1e-12);
        }
    }

    #[test]
    fn wider_at_higher_confidence_and_narrower_with_more_runs() {
        let a = wilson(40, 50, 0.95).unwrap();
        let b = wilson(40, 50, 0.99).unwrap();
        let c = wilson(400, 500, 0.95).unwrap();
        assert!(b.lo < a.lo && a.hi < b.hi);
        assert!(a.lo < c.lo && c.hi < a.hi);
    }
}
