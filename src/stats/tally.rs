//! [`Tally`]: the counts of one sample group (one query under one perturbation method and one
//! solver configuration), which is all the statistics need.
//!
//! A run is a *success* when the solver gives the expected answer (the VC is proved: `unsat`)
//! within the time limit; anything else (`sat`, `unknown`, timeout, crash) is a failure. Deciding
//! that is the caller's job; the tally keeps the counts and the total run time of the successes
//! (Mariposa's time rule looks at their mean). Successes and failures are stored, never `runs`,
//! so that `successes ≤ runs` holds by construction.

use std::time::Duration;

/// Counts of one sample group.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tally {
    successes: u32,
    failures: u32,
    success_time: Duration,
}

impl Tally {
    /// An empty tally.
    pub fn new() -> Tally {
        Tally::default()
    }

    /// A tally with these counts and no recorded times (the time rule then sees a mean of zero).
    pub fn from_counts(successes: u32, failures: u32) -> Tally {
        Tally { successes, failures, success_time: Duration::ZERO }
    }

    /// The same counts with `total` as the summed run time of the successes.
    pub fn with_success_time(self, total: Duration) -> Tally {
        Tally { success_time: total, ..self }
    }

    /// The runs of `tallies` added up, their successes' times too (the methods of one query
    /// pooled).
    pub fn sum<'a>(tallies: impl IntoIterator<Item = &'a Tally>) -> Tally {
        tallies.into_iter().fold(Tally::new(), |acc, t| Tally {
            successes: acc.successes.saturating_add(t.successes),
            failures: acc.failures.saturating_add(t.failures),
            success_time: acc.success_time.saturating_add(t.success_time),
        })
    }

    /// Records one successful run that took `elapsed`.
    pub fn record_success(&mut self, elapsed: Duration) {
        self.successes = self.successes.saturating_add(1);
        self.success_time = self.success_time.saturating_add(elapsed);
    }

    /// Records one failed run (wrong answer, unknown, timeout, crash).
    pub fn record_failure(&mut self) {
        self.failures = self.failures.saturating_add(1);
    }

    /// Records a run: a success taking `elapsed`, or a failure.
    pub fn record(&mut self, success: bool, elapsed: Duration) {
        if success {
            self.record_success(elapsed)
        } else {
            self.record_failure()
        }
    }

    pub fn successes(&self) -> u32 {
        self.successes
    }

    pub fn failures(&self) -> u32 {
        self.failures
    }

    /// All runs: successes plus failures.
    pub fn runs(&self) -> u32 {
        self.successes.saturating_add(self.failures)
    }

    /// Summed run time of the successes.
    pub fn success_time(&self) -> Duration {
        self.success_time
    }

    /// Mean run time of the successes; `None` without successes.
    pub fn mean_success_time(&self) -> Option<Duration> {
        (self.successes > 0).then(|| self.success_time / self.successes)
    }

    /// The observed success rate; `None` without runs.
    pub fn rate(&self) -> Option<f64> {
        (self.runs() > 0).then(|| f64::from(self.successes) / f64::from(self.runs()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_counts_and_success_times() {
        let mut t = Tally::new();
        assert_eq!((t.runs(), t.rate(), t.mean_success_time()), (0, None, None));
        t.record(true, Duration::from_millis(100));
        t.record(false, Duration::from_millis(999));
        t.record_success(Duration::from_millis(300));
        assert_eq!((t.successes(), t.failures(), t.runs()), (2, 1, 3));
        assert_eq!(t.success_time(), Duration::from_millis(400));
        assert_eq!(t.mean_success_time(), Some(Duration::from_millis(200)));
        assert_eq!(t.rate(), Some(2.0 / 3.0));
        assert_eq!(Tally::from_counts(2, 1).with_success_time(Duration::from_millis(400)), t);
        // Two methods pooled: counts and success times add up, so the mean is over both.
        let other = Tally::from_counts(1, 3).with_success_time(Duration::from_millis(500));
        let both = Tally::sum([&t, &other]);
        assert_eq!((both.successes(), both.failures()), (3, 4));
        assert_eq!(both.mean_success_time(), Some(Duration::from_millis(300)));
        assert_eq!(Tally::sum([]), Tally::new());
    }
}
