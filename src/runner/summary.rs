//! What one [`super::run_jobs`] call did: rows recorded per outcome, cache hits, tool runs,
//! skipped jobs, flips and times.

use super::plan::SeedTool;
use crate::verifiers::Outcome;
use std::collections::BTreeMap;
use std::fmt;

/// What one [`super::run_jobs`] call did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunSummary {
    /// Jobs handed in.
    pub total_jobs: usize,
    /// Jobs skipped because their run was already recorded (resume) or given twice.
    pub already_done: usize,
    /// Jobs skipped by `stop_on_first`.
    pub skipped_flipped: usize,
    /// Mutant jobs not run because their seed did not verify with their tool (set by callers
    /// that filter such jobs out, e.g. `fuzz`).
    pub skipped_unverified_seed: usize,
    /// Rows written.
    pub recorded: usize,
    /// Jobs answered from the cache or by an identical job's run.
    pub cache_hits: usize,
    /// Jobs answered by running the tool.
    pub cache_misses: usize,
    /// Tool invocations, timeout repetitions included.
    pub tool_runs: usize,
    /// Runs cut short by an interruption (not recorded).
    pub discarded: usize,
    /// Rows written per outcome.
    pub outcomes: BTreeMap<Outcome, usize>,
    /// (seed, tool) pairs that flipped in this invocation (the seed verified, a mutant did not).
    pub flipped: Vec<SeedTool>,
    /// Wall-clock seconds of the whole call.
    pub wall_s: f64,
    /// Seconds spent in tool invocations, summed over all threads.
    pub busy_s: f64,
}

impl RunSummary {
    /// Fraction of jobs answered without running the tool.
    pub fn cache_hit_rate(&self) -> f64 {
        let n = self.cache_hits + self.cache_misses;
        if n == 0 {
            0.0
        } else {
            self.cache_hits as f64 / n as f64
        }
    }

    /// Rows written with `outcome`.
    pub fn count(&self, outcome: Outcome) -> usize {
        self.outcomes.get(&outcome).copied().unwrap_or(0)
    }
}

impl fmt::Display for RunSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} runs recorded", self.recorded)?;
        let parts: Vec<String> = self.outcomes.iter().map(|(o, n)| format!("{n} {o}")).collect();
        if !parts.is_empty() {
            write!(f, " ({})", parts.join(", "))?;
        }
        write!(f, "; {} cache hits, {} tool runs in {:.1} s", self.cache_hits, self.tool_runs, self.wall_s)?;
        if self.already_done > 0 {
            write!(f, "; {} already recorded", self.already_done)?;
        }
        if self.skipped_flipped > 0 {
            write!(f, "; {} skipped after a flip", self.skipped_flipped)?;
        }
        if self.skipped_unverified_seed > 0 {
            write!(
                f,
                "; {} mutant runs skipped (the seed does not verify with that tool)",
                self.skipped_unverified_seed
            )?;
        }
        Ok(())
    }
}
