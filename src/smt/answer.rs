//! What one solver run answered ([`Answer`], [`SolveResult`]): the plain data that running a
//! solver ([`super::solve`]) produces and reading it under limits ([`super::limits`]) interprets.

use serde::{Deserialize, Serialize};
use std::fmt;

/// What a solver said about a query. `Unsat` means the VC is valid (Boogie: verified).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Answer {
    Unsat,
    Sat,
    Unknown,
    /// A time limit was reached (the wall clock, or a classification run's CPU-time bound) and
    /// the solver's process group killed.
    Timeout,
    /// No answer: the solver rejected the query, crashed or could not be started.
    Error,
}

impl Answer {
    pub fn as_str(self) -> &'static str {
        match self {
            Answer::Unsat => "unsat",
            Answer::Sat => "sat",
            Answer::Unknown => "unknown",
            Answer::Timeout => "timeout",
            Answer::Error => "error",
        }
    }

    /// Whether the query was proved (its VC verified).
    pub fn verified(self) -> bool {
        self == Answer::Unsat
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One solver run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SolveResult {
    pub answer: Answer,
    /// Wall-clock seconds.
    pub time_s: f64,
    /// z3's `rlimit-count` after the check (None for cvc, timeouts and errors).
    pub rlimit: Option<u64>,
    /// Why there is no answer (errors), the solver's complaints next to an answer, or empty.
    pub detail: String,
    /// The command line that was run.
    pub command: String,
}
