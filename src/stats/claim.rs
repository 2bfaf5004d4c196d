//! What a verdict claims: the category a sample group ended in, the procedure that decided it
//! (the sequential SPRTs, or the terminal fixed-sample z-test at the budget) and so the range of
//! success rates `p` it asserts at the rule's error level. Reports print it next to the category
//! so that nobody reads the early "stable" (`p > 0.80`) as Mariposa's (`p > 0.95`).
//!
//! | category | sequential (SPRT) | terminal (z-test at the budget) |
//! |---|---|---|
//! | stable | `p > high_inner` (0.80) | `p > high` (0.95) |
//! | unstable | `low < p < high` | `low < p < high` |
//! | unsolvable | `p < low_inner` (0.20) | `p < low` (0.05) |
//! | inconclusive | no claim | no claim |

use super::category::Category;
use super::rule::Rule;
use super::sequential::{decide, Decision};
use super::tally::Tally;
use std::fmt;

/// Which procedure decided a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Basis {
    /// The sequential SPRTs stopped before the budget (or at it, with an SPRT verdict).
    Sequential,
    /// The budget was spent first: Mariposa's fixed-sample z-test on the runs made.
    Terminal,
}

impl Basis {
    pub fn as_str(self) -> &'static str {
        match self {
            Basis::Sequential => "sprt",
            Basis::Terminal => "z-test",
        }
    }
}

/// A decided verdict and what it asserts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Claim {
    pub category: Category,
    pub basis: Basis,
    /// The asserted range of the success rate, `(lower, upper)` exclusive; `None` for
    /// inconclusive.
    pub range: Option<(f64, f64)>,
}

/// The claim of a sample group's verdict after `tally` with at most `budget` runs; `None` while
/// sampling would continue.
pub fn claim(rule: &Rule, tally: &Tally, budget: u32) -> Option<Claim> {
    let category = decide(rule, tally, budget).category()?;
    let basis = match decide(rule, tally, u32::MAX) {
        Decision::Stop(_) => Basis::Sequential,
        Decision::Continue => Basis::Terminal,
    };
    let range = match (category, basis) {
        (Category::Stable, Basis::Sequential) => Some((rule.high_inner(), 1.0)),
        (Category::Stable, Basis::Terminal) => Some((rule.high(), 1.0)),
        (Category::Unstable, _) => Some((rule.low(), rule.high())),
        (Category::Unsolvable, Basis::Sequential) => Some((0.0, rule.low_inner())),
        (Category::Unsolvable, Basis::Terminal) => Some((0.0, rule.low())),
        (Category::Inconclusive, _) => None,
    };
    Some(Claim { category, basis, range })
}

impl fmt::Display for Claim {
    /// `stable p>0.80 (sprt)`, `unstable 0.05<p<0.95 (z-test)`, `inconclusive (z-test)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.category)?;
        match self.range {
            Some((lo, hi)) if lo <= 0.0 => write!(f, " p<{hi:.2}")?,
            Some((lo, hi)) if hi >= 1.0 => write!(f, " p>{lo:.2}")?,
            Some((lo, hi)) => write!(f, " {lo:.2}<p<{hi:.2}")?,
            None => {}
        }
        write!(f, " ({})", self.basis.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: u32, f: u32, budget: u32) -> Option<String> {
        claim(&Rule::default(), &Tally::from_counts(s, f), budget).map(|c| c.to_string())
    }

    #[test]
    fn each_verdict_says_what_it_claims() {
        assert_eq!(c(18, 0, 60).as_deref(), Some("stable p>0.80 (sprt)"));
        assert_eq!(c(0, 18, 60).as_deref(), Some("unsolvable p<0.20 (sprt)"));
        assert_eq!(c(3, 3, 60).as_deref(), Some("unstable 0.05<p<0.95 (sprt)"));
        assert_eq!(c(17, 3, 20).as_deref(), Some("unstable 0.05<p<0.95 (z-test)"));
        assert_eq!(c(10, 0, 10).as_deref(), Some("inconclusive (z-test)"));
        assert_eq!(c(10, 0, 60), None);
    }

    #[test]
    fn terminal_stable_is_mariposas() {
        // Only reachable with a narrow upper zone, where 60/60 is not yet an SPRT verdict.
        let rule = Rule::new(crate::stats::RuleParams { high_inner: 0.94, ..Default::default() }).unwrap();
        let got = claim(&rule, &Tally::from_counts(60, 0), 60).unwrap();
        assert_eq!((got.category, got.basis), (Category::Stable, Basis::Terminal));
        assert_eq!(got.to_string(), "stable p>0.95 (z-test)");
    }
}
