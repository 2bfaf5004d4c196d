//! What `--timeout` limits for a Boogie run: each verification condition (`vc`, Boogie's own
//! `/timeLimit`, the default) or the whole run (`run`, the µgie paper's setting: every
//! verification run got 20 s in total and was killed by GNU parallel at that point).
//!
//! The scope is part of a Boogie configuration ([`super::boogie::BoogieVerifier`]), of a run's
//! manifest (`--timeout-scope`) and of the tables' notes; docs/limits.md says what each scope kills
//! when.

use std::fmt;
use std::str::FromStr;

/// What `--timeout T` limits in a Boogie run.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TimeoutScope {
    /// Each VC gets T (`/timeLimit:T`); the run's wall-clock guard is only a backstop for a
    /// solver that ignores its soft limit.
    #[default]
    Vc,
    /// The whole run gets T of wall-clock time: its process group is killed at T and the run is
    /// `timeout` (each VC keeps `/timeLimit:T` too).
    Run,
}

impl TimeoutScope {
    /// The flag's value: `vc` or `run`.
    pub fn as_str(self) -> &'static str {
        match self {
            TimeoutScope::Vc => "vc",
            TimeoutScope::Run => "run",
        }
    }
}

impl fmt::Display for TimeoutScope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for TimeoutScope {
    type Err = String;
    fn from_str(s: &str) -> Result<TimeoutScope, String> {
        match s.trim() {
            "vc" => Ok(TimeoutScope::Vc),
            "run" => Ok(TimeoutScope::Run),
            other => Err(format!("unknown timeout scope `{other}` (expected `vc` or `run`)")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_vc_is_the_default() {
        for s in [TimeoutScope::Vc, TimeoutScope::Run] {
            assert_eq!(s.as_str().parse::<TimeoutScope>(), Ok(s));
        }
        assert_eq!(TimeoutScope::default(), TimeoutScope::Vc);
        assert!("all".parse::<TimeoutScope>().unwrap_err().contains("expected `vc` or `run`"));
    }
}
