//! The gate: what a unit's result is and why it fails. Pure: a verdict, cost figures, the
//! baseline's cost and the [`Thresholds`] in; the failures out.
//!
//! A unit fails when it is `unstable` or `unsolvable`; when it is `inconclusive` (unless
//! inconclusive units are allowed); when it has no verdict (an **error** unit: the solver
//! rejected it or Boogie its file, or a tool failure stopped it; nothing is known about it, so it
//! cannot pass); when its largest `rlimit-count` is above `--max-rlimit`; or when it is above the
//! baseline's largest times `--max-cost-growth` (`baseline_max` is given only when the baseline
//! was sampled by the same solver: [`super::baseline::Settings::cost_comparable`]); or when a
//! perturbation method was withdrawn from its sampling ([`Failure::Withdrawn`]).

use super::thresholds::Thresholds;
use crate::stability::sampler::QueryError;
use crate::stats::{Category, CostSummary};
use std::fmt;

/// A unit's verdict: its stability category, or an error (no verdict could be had).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Category(Category),
    Error,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Category(c) => c.as_str(),
            Verdict::Error => "error",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One reason a unit fails the gate.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// `unstable`, `unsolvable`, or `inconclusive` when not allowed.
    Verdict(Category),
    /// The solver rejected the unit, or Boogie its file.
    Error(String),
    /// A tool failure stopped the unit (a crash, a Boogie that failed or timed out, an I/O error):
    /// `wobble check` then exits with status 3.
    ToolFailure(String),
    /// Its largest rlimit-count is above the ceiling.
    Ceiling { max: u64, ceiling: u64 },
    /// Its largest rlimit-count grew beyond the allowed ratio of the baseline's.
    Growth { max: u64, baseline_max: u64, limit: f64 },
    /// A perturbation method was withdrawn (a run of it got no answer twice, the solver crashing
    /// or rejecting the perturbed text): the verdict rests on fewer runs than asked, so the unit
    /// does not pass ([`crate::stability::sampler::Withdrawn`]'s words).
    Withdrawn(String),
}

impl Failure {
    /// A short title (for annotations and JUnit's `type`).
    pub fn title(&self) -> &'static str {
        match self {
            Failure::Verdict(Category::Unstable) => "unstable",
            Failure::Verdict(Category::Unsolvable) => "unsolvable",
            Failure::Verdict(_) => "inconclusive",
            Failure::Error(_) => "error",
            Failure::ToolFailure(_) => "tool failure",
            Failure::Ceiling { .. } => "cost above ceiling",
            Failure::Growth { .. } => "cost growth",
            Failure::Withdrawn(_) => "withdrawn method",
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Verdict(Category::Unstable) => {
                f.write_str("unstable: proved under some semantics-preserving perturbations and not under others")
            }
            Failure::Verdict(Category::Unsolvable) => f.write_str("unsolvable: (almost) never proved"),
            Failure::Verdict(c) => {
                write!(f, "{c}: the samples settle no verdict (--allow-inconclusive lets it pass)")
            }
            Failure::Error(m) => write!(f, "error: {m}"),
            Failure::ToolFailure(m) => write!(f, "tool failure: {m}"),
            Failure::Ceiling { max, ceiling } => {
                write!(f, "max rlimit-count {max} is above the ceiling {ceiling} (--max-rlimit)")
            }
            Failure::Growth { max, baseline_max, limit } => write!(
                f,
                "max rlimit-count {max} is {:.2}x the baseline's {baseline_max}, above {limit}x (--max-cost-growth)",
                *max as f64 / (*baseline_max).max(1) as f64
            ),
            Failure::Withdrawn(w) => write!(f, "{w}: the verdict rests on fewer runs than asked"),
        }
    }
}

/// The failures of a unit (none: it passes). `error` says why an error unit has no verdict;
/// `baseline_max` is the baseline's largest rlimit-count for the same unit, if any and comparable.
pub fn judge(
    verdict: Verdict,
    error: Option<&QueryError>,
    cost: Option<&CostSummary>,
    baseline_max: Option<u64>,
    t: &Thresholds,
) -> Vec<Failure> {
    let mut out = Vec::new();
    match verdict {
        Verdict::Error => out.push(match error {
            Some(QueryError::Failed(m)) => Failure::ToolFailure(m.clone()),
            Some(QueryError::Rejected(m)) => Failure::Error(m.clone()),
            None => Failure::Error("no verdict".to_string()),
        }),
        Verdict::Category(Category::Stable) => {}
        Verdict::Category(Category::Inconclusive) if t.allow_inconclusive => {}
        Verdict::Category(c) => out.push(Failure::Verdict(c)),
    }
    if let Some(c) = cost {
        if let Some(ceiling) = t.max_rlimit.filter(|&m| c.max > m) {
            out.push(Failure::Ceiling { max: c.max, ceiling });
        }
        if let Some(b) = baseline_max {
            if c.max as f64 > b as f64 * t.max_cost_growth {
                out.push(Failure::Growth { max: c.max, baseline_max: b, limit: t.max_cost_growth });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use Category::*;

    fn cost(max: u64) -> CostSummary {
        CostSummary { min: 1, median: 1, max, runs: 3 }
    }

    #[test]
    fn verdicts_fail_as_documented() {
        let t = Thresholds::default();
        assert!(judge(Verdict::Category(Stable), None, None, None, &t).is_empty());
        assert_eq!(judge(Verdict::Category(Unstable), None, None, None, &t), [Failure::Verdict(Unstable)]);
        assert_eq!(judge(Verdict::Category(Unsolvable), None, None, None, &t), [Failure::Verdict(Unsolvable)]);
        assert_eq!(judge(Verdict::Category(Inconclusive), None, None, None, &t), [Failure::Verdict(Inconclusive)]);
        let allow = Thresholds { allow_inconclusive: true, ..t };
        assert!(judge(Verdict::Category(Inconclusive), None, None, None, &allow).is_empty());
        let e = judge(Verdict::Error, Some(&QueryError::Rejected("unknown constant x".into())), None, None, &allow);
        assert_eq!(e, [Failure::Error("unknown constant x".into())]);
        let f = judge(Verdict::Error, Some(&QueryError::Failed("z3 crashed".into())), None, None, &allow);
        assert_eq!(f, [Failure::ToolFailure("z3 crashed".into())]);
        assert_eq!((f[0].title(), f[0].to_string().as_str()), ("tool failure", "tool failure: z3 crashed"));
    }

    #[test]
    fn costs_fail_above_the_ceiling_or_the_allowed_growth() {
        let t = Thresholds { max_rlimit: Some(100), ..Thresholds::default() };
        let s = Verdict::Category(Stable);
        assert!(judge(s, None, Some(&cost(100)), Some(50), &t).is_empty(), "at the limits passes");
        assert_eq!(judge(s, None, Some(&cost(101)), None, &t), [Failure::Ceiling { max: 101, ceiling: 100 }]);
        let f = judge(s, None, Some(&cost(99)), Some(49), &t);
        assert_eq!(f, [Failure::Growth { max: 99, baseline_max: 49, limit: 2.0 }]);
        assert!(f[0].to_string().contains("2.02x the baseline's 49"), "{}", f[0]);
        assert!(judge(s, None, None, Some(1), &t).is_empty(), "no cost, no cost failure");
    }
}
