//! The wall-clock budget of one explanation (`wobble explain --time-budget`): the steps that
//! gather evidence (traces, proofs) start only within their share of it ([`Deadline::share`]),
//! and a repair candidate or pair is measured only while it lasts; what is skipped is said.
//! Verifier runs already started finish (one measurement may end past the budget).

use std::time::{Duration, Instant};

/// When an explanation's budget runs out (`None`: never).
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    start: Instant,
    budget: Option<Duration>,
}

impl Deadline {
    /// A budget of `budget` from now (`None`: unlimited).
    pub fn new(budget: Option<Duration>) -> Deadline {
        Deadline { start: Instant::now(), budget }
    }

    /// No budget.
    pub fn unlimited() -> Deadline {
        Deadline::new(None)
    }

    /// The same start with `fraction` of the budget.
    pub fn share(self, fraction: f64) -> Deadline {
        Deadline { budget: self.budget.map(|b| b.mul_f64(fraction.clamp(0.0, 1.0))), ..self }
    }

    /// Why a step is skipped, when the budget is spent.
    pub fn spent(&self) -> Option<String> {
        let b = self.budget?;
        (self.start.elapsed() >= b).then(|| format!("the time budget ({} s) was spent", b.as_secs()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spent_budget_says_so_and_none_never_runs_out() {
        assert_eq!(Deadline::unlimited().spent(), None);
        assert_eq!(Deadline::new(Some(Duration::from_secs(3600))).spent(), None);
        let gone = Deadline::new(Some(Duration::ZERO));
        assert_eq!(gone.spent().as_deref(), Some("the time budget (0 s) was spent"));
        assert!(Deadline::new(Some(Duration::from_secs(3600))).share(0.0).spent().is_some());
    }
}
