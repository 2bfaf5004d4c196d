//! The wall-clock budget of one explanation (`wobble explain --time-budget`): the sampling before
//! blame makes its rounds within its share ([`SAMPLING`]), the steps that gather evidence (cores,
//! traces, proofs) start only within theirs ([`EVIDENCE`]), and a repair candidate's sampling
//! makes its rounds only while the whole lasts; what is cut or skipped is said. A sampling starts
//! no round of runs that could end past its end (a round lasts at most one run's time limit);
//! the evidence steps and Boogie's confirming runs, once started, finish.

use std::time::{Duration, Instant};

/// The share of the budget within which the sampling before blame makes its rounds (a query not
/// decided by then is `inconclusive` and marked cut; it is explained only when its runs both
/// passed and failed).
pub const SAMPLING: f64 = 0.4;

/// The share of the budget within which the evidence steps (cores, traces, proofs) start.
pub const EVIDENCE: f64 = 0.5;

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

    /// The instant the budget runs out (`None`: never), for a sampling's
    /// [`crate::stability::SampleConfig::until`].
    pub fn end(&self) -> Option<Instant> {
        self.budget.map(|b| self.start + b)
    }

    /// Seconds since the start.
    pub fn elapsed(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
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
        assert_eq!(Deadline::unlimited().end(), None);
        let hour = Deadline::new(Some(Duration::from_secs(3600)));
        assert_eq!(hour.share(0.5).end().map(|e| e - hour.start), Some(Duration::from_secs(1800)));
    }
}
