//! A `.bpl` repair checked as the user will see it: Boogie itself verifies the repaired program
//! under [`RUNS`] reseeds (`/proverOpt:O:smt.random_seed=K` and `sat.random_seed=K`, K = 1..10,
//! [`BoogieVerifier::verify_reseeded`]), with the configuration's arguments (`/rlimit:N` under
//! `--rlimit`) and the run's time limit per VC. The repair is confirmed when every run verifies.
//! The runs go in parallel on the caller's pool and stop at the first run that does not verify
//! (runs already started finish and are recorded; the others are not made).

use crate::verifiers::boogie::BoogieVerifier;
use crate::verifiers::Outcome;
use serde::Serialize;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Boogie runs that confirm a repair (seeds 1..=RUNS).
pub const RUNS: u64 = 10;

/// One Boogie run of a repaired program.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoogieRun {
    /// z3's `smt.random_seed` and `sat.random_seed`.
    pub seed: u64,
    /// `verified`, `failed`, `out-of-resource`, … (Boogie's verdict as wobble classifies it).
    pub outcome: String,
    /// Boogie's summary or first error line when it did not verify.
    pub detail: String,
    pub time_s: f64,
}

/// Boogie's confirmation of one repaired program (`explain.json`'s `repairs[].boogie`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Confirmation {
    /// The runs made, in seed order.
    pub runs: Vec<BoogieRun>,
    /// How many verified, and how many were wanted.
    pub verified: u32,
    pub wanted: u32,
    /// `/rlimit:N` of every run, when `--rlimit` gave one.
    pub rlimit: Option<u64>,
    /// Whether every wanted run verified.
    pub confirmed: bool,
}

impl Confirmation {
    /// `10/10 Boogie runs verified` or `Boogie verified 3 of 4 runs made (seed 4: failed)`.
    pub fn describe(&self) -> String {
        if self.confirmed {
            return format!("{}/{} Boogie runs verified (seeds 1..{})", self.verified, self.wanted, self.wanted);
        }
        let first = self.runs.iter().find(|r| r.outcome != Outcome::Verified.as_str());
        let why = first.map_or_else(String::new, |r| format!(" (seed {}: {} {})", r.seed, r.outcome, r.detail));
        format!("Boogie verified {} of the {} runs made of {}{}", self.verified, self.runs.len(), self.wanted, why)
    }
}

/// Boogie on `program` under seeds 1..=[`RUNS`] (see the module doc), on the current rayon pool.
pub fn confirm(
    boogie: &BoogieVerifier,
    program: &crate::syntax::source::ProgramText,
    vc_limit: Duration,
    rlimit: Option<u64>,
) -> Confirmation {
    use rayon::prelude::*;
    let failed = AtomicBool::new(false);
    let mut runs: Vec<BoogieRun> = (1..=RUNS)
        .into_par_iter()
        .filter_map(|seed| {
            if failed.load(Ordering::SeqCst) || crate::runner::interrupted() {
                return None;
            }
            let dir = tempfile::tempdir().ok()?;
            let r = boogie.verify_reseeded(program, dir.path(), vc_limit, seed);
            if r.outcome != Outcome::Verified {
                failed.store(true, Ordering::SeqCst);
            }
            let detail = if r.outcome == Outcome::Verified { String::new() } else { r.detail.clone() };
            Some(BoogieRun { seed, outcome: r.outcome.to_string(), detail, time_s: r.time_s })
        })
        .collect();
    runs.sort_by_key(|r| r.seed);
    let verified = runs.iter().filter(|r| r.outcome == Outcome::Verified.as_str()).count() as u32;
    let wanted = RUNS as u32;
    Confirmation { confirmed: verified == wanted, runs, verified, wanted, rlimit }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_confirmation_says_how_many_runs_verified_and_the_first_that_did_not() {
        let run = |seed, outcome: &str| BoogieRun { seed, outcome: outcome.into(), detail: "d".into(), time_s: 1.0 };
        let mut c = Confirmation {
            runs: (1..=10).map(|k| run(k, "verified")).collect(),
            verified: 10,
            wanted: 10,
            rlimit: Some(20000),
            confirmed: true,
        };
        assert_eq!(c.describe(), "10/10 Boogie runs verified (seeds 1..10)");
        c.runs.truncate(4);
        c.runs[2] = run(3, "failed");
        c.verified = 3;
        c.confirmed = false;
        assert_eq!(c.describe(), "Boogie verified 3 of the 4 runs made of 10 (seed 3: failed d)");
    }
}
