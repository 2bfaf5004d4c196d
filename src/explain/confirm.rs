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

/// What one Boogie run costs beyond its VCs' solving: mono's start, parsing and VC generation
/// (under 0.4 s for a 3,000-line Dafny-generated program here).
const START: Duration = Duration::from_millis(500);

/// How much longer a Boogie run's VCs are taken to be than the mean of their sampled passing
/// z3 runs: reseeds by Boogie and perturbations by wobble draw different paths.
const SLACK: f64 = 1.25;

/// How long a confirmation of a program takes at most when it verifies ([`confirm`]): [`RUNS`]
/// Boogie runs on `jobs` threads, each solving every VC once, as long as `per_vc` (a VC's mean
/// passing z3 time in the sampling before blame, `None` when no run passed: then the time limit
/// `vc_limit`) with [`SLACK`], and [`START`]. A confirmation that fails stops earlier.
pub fn estimate(per_vc: &[Option<Duration>], vc_limit: Duration, jobs: usize) -> Duration {
    let solving: Duration = per_vc.iter().map(|t| t.unwrap_or(vc_limit)).sum();
    let one = solving.mul_f64(SLACK) + START;
    let rounds = RUNS.div_ceil(jobs.max(1) as u64);
    one * u32::try_from(rounds).unwrap_or(u32::MAX)
}

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

    #[test]
    fn a_confirmation_is_estimated_from_the_vcs_passing_times_in_rounds_of_the_jobs() {
        let s = Duration::from_secs;
        // Two VCs of 1 s and 3 s: a Boogie run of 4 s with slack (5 s) and its start (0.5 s),
        // in 5 rounds of 2 runs.
        assert_eq!(estimate(&[Some(s(1)), Some(s(3))], s(10), 2), Duration::from_millis(27_500));
        // A VC that never passed counts its time limit; one thread makes 10 rounds.
        assert_eq!(estimate(&[None], s(10), 1), Duration::from_millis(130_000));
        // More threads than runs: one round; no VC: only the start.
        assert_eq!(estimate(&[], s(10), 16), Duration::from_millis(500));
    }
}
