//! The wall-clock budget of one explanation (`wobble explain --time-budget`): the sampling before
//! blame makes its rounds within its share ([`SAMPLING`]), the steps that gather evidence (cores,
//! traces, proofs) start only within theirs ([`EVIDENCE`]), and a repair candidate's sampling
//! makes its rounds only while the whole lasts, less the time kept for Boogie's confirmation of a
//! repaired program ([`Deadline::keeping`]); what is cut or skipped is said. A sampling starts no
//! round of runs that could end past its end (a round lasts at most one run's time limit); the
//! evidence steps and Boogie's confirming runs, once started, finish.

use std::time::{Duration, Instant};

/// The share of the budget within which the sampling before blame makes its rounds (a query not
/// decided by then is `inconclusive` and marked cut; it is explained only when its runs both
/// passed and failed).
pub const SAMPLING: f64 = 0.4;

/// The share of the budget within which the evidence steps (cores, traces, proofs) start.
pub const EVIDENCE: f64 = 0.5;

/// The most of the budget that the repairs of a program keep for Boogie's confirmation
/// ([`Deadline::keeping`]): a program whose confirmation would take longer gets at least three
/// quarters of the budget for its search, and its confirmation may end past the budget.
pub const CONFIRMATION: f64 = 0.25;

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

    /// The same start with `kept` less of the budget, at most [`CONFIRMATION`] of it: the repairs
    /// of a program end that much earlier, so that Boogie's confirmation of the last one
    /// ([`super::confirm::estimate`]) ends within the budget when the estimate holds.
    pub fn keeping(self, kept: Duration) -> Deadline {
        let kept = self.kept(kept);
        Deadline { budget: self.budget.map(|b| b.saturating_sub(kept)), ..self }
    }

    /// How much of the budget [`Deadline::keeping`] keeps when `wanted` (none without a budget).
    pub fn kept(&self, wanted: Duration) -> Duration {
        self.budget.map_or(Duration::ZERO, |b| wanted.min(b.mul_f64(CONFIRMATION)))
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
        assert_eq!(
            hour.keeping(Duration::from_secs(60)).end().map(|e| e - hour.start),
            Some(Duration::from_secs(3540))
        );
        // At most a quarter is kept; no budget keeps none.
        assert_eq!(
            hour.keeping(Duration::from_secs(7200)).end().map(|e| e - hour.start),
            Some(Duration::from_secs(2700))
        );
        assert_eq!(Deadline::unlimited().keeping(Duration::from_secs(60)).end(), None);
    }
}
