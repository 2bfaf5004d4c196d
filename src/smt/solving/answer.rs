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

impl SolveResult {
    /// Whether the run has no answer because the solver rejected the text (it said `(error …)`,
    /// which the detail then starts with: [`super::solve`]), rather than crashed, was killed or
    /// could not be started.
    pub fn rejected(&self) -> bool {
        let said = self.detail.trim_start().trim_start_matches('(');
        self.answer == Answer::Error && said.get(..5).is_some_and(|w| w.eq_ignore_ascii_case("error"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rejection_is_told_from_a_failure() {
        let r = |answer, detail: &str| SolveResult {
            answer,
            time_s: 0.0,
            rlimit: None,
            detail: detail.into(),
            command: String::new(),
        };
        assert!(
            r(Answer::Error, "error: line 3 column 15: unknown function Some2 (the solver answered anyway)").rejected()
        );
        assert!(r(Answer::Error, "(error \"line 1: unknown sort\")").rejected());
        assert!(r(Answer::Error, "Error: parse error").rejected());
        for failed in ["cannot run `z3`: No such file", "killed by a signal: ", "no answer (exit status Some(1))"] {
            assert!(!r(Answer::Error, failed).rejected(), "{failed}");
        }
        assert!(!r(Answer::Unknown, "error: line 44 column 7: push canceled").rejected());
    }
}
