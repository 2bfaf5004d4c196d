//! One unit of work: run a verifier on a program in a fresh temporary directory (removed
//! afterwards), retry a run that ended in a tool error (a crash of mono, Boogie or a solver is
//! not a fact about the program), and confirm timeouts by re-running (the paper's Sec. 4.2).

use super::cache::CacheEntry;
use super::interrupt::CancelFlag;
use crate::syntax::source::ProgramText;
use crate::verifiers::{Outcome, RunResult, Verifier};
use std::io;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::{Duration, Instant};

/// The confirmed result of a job, or why there is none.
pub enum Executed {
    Done {
        entry: CacheEntry,
        /// Tool invocations made (1 + repeats).
        runs: u32,
        /// Wall time spent in those invocations (temporary directories included).
        busy: Duration,
    },
    /// Cancelled before a result could be confirmed (or while a run was in flight).
    Cancelled { runs: u32, busy: Duration },
}

/// How many more times a run that ended in [`Outcome::ToolError`] is tried before the tool
/// error is recorded.
pub const TOOL_ERROR_RETRIES: u32 = 2;

/// Runs `verifier` on `program`; a run that times out is repeated up to `confirm_timeouts`
/// times and counts as a timeout only if every repetition times out, otherwise the first
/// non-timeout result counts. `repeats` is the number of repetitions made. A first result with
/// [`RunResult::prior_timeout`] (a Boogie run that confirmed the query level's own timeout)
/// brings one repetition with it: the query level's run was a separate run of the same VC under
/// the same limits, so one Boogie run fewer is made. Each of these runs is itself retried up to
/// [`TOOL_ERROR_RETRIES`] times while it ends in a tool error; those retries are counted in
/// `runs` but not in `repeats`.
pub fn execute(
    verifier: &dyn Verifier,
    program: &ProgramText,
    timeout: Duration,
    confirm_timeouts: u32,
    work_root: &Path,
    cancel: &CancelFlag,
) -> io::Result<Executed> {
    let started = Instant::now();
    if cancel.is_cancelled() {
        return Ok(Executed::Cancelled { runs: 0, busy: Duration::ZERO });
    }
    let mut runs = 0;
    let first = verify_retrying(verifier, program, timeout, work_root, cancel, &mut runs)?;
    if cancel.is_cancelled() {
        return Ok(Executed::Cancelled { runs, busy: started.elapsed() });
    }
    let mut repeats = 0;
    if first.outcome == Outcome::Timeout {
        repeats = u32::from(first.prior_timeout).min(confirm_timeouts);
        while repeats < confirm_timeouts {
            let again = verify_retrying(verifier, program, timeout, work_root, cancel, &mut runs)?;
            repeats += 1;
            if cancel.is_cancelled() {
                return Ok(Executed::Cancelled { runs, busy: started.elapsed() });
            }
            if again.outcome != Outcome::Timeout {
                return Ok(Executed::Done {
                    entry: CacheEntry { repeats, result: again },
                    runs,
                    busy: started.elapsed(),
                });
            }
        }
    }
    Ok(Executed::Done { entry: CacheEntry { repeats, result: first }, runs, busy: started.elapsed() })
}

/// One run in a fresh temporary directory under `work_root`, tried again (up to
/// [`TOOL_ERROR_RETRIES`] times, unless cancelled) while it ends in a tool error; the last
/// result counts. `runs` counts every invocation. The runner and the minimizer's oracle both
/// verify through this function.
pub fn verify_retrying(
    verifier: &dyn Verifier,
    program: &ProgramText,
    timeout: Duration,
    work_root: &Path,
    cancel: &CancelFlag,
    runs: &mut u32,
) -> io::Result<RunResult> {
    let mut tries = 0;
    loop {
        let result = run_once(verifier, program, timeout, work_root)?;
        *runs += 1;
        if result.outcome != Outcome::ToolError || tries == TOOL_ERROR_RETRIES || cancel.is_cancelled() {
            return Ok(result);
        }
        tries += 1;
    }
}

/// One run in its own temporary directory under `work_root`.
fn run_once(
    verifier: &dyn Verifier,
    program: &ProgramText,
    timeout: Duration,
    work_root: &Path,
) -> io::Result<RunResult> {
    let dir = tempfile::Builder::new().prefix("wobble-run-").tempdir_in(work_root)?;
    let started = Instant::now();
    let result =
        catch_unwind(AssertUnwindSafe(|| verifier.verify(program, dir.path(), timeout))).unwrap_or_else(|_| {
            let detail = format!("the {} backend panicked", verifier.label());
            let mut r = RunResult::tool_error(detail, String::new(), verifier.version());
            r.time_s = started.elapsed().as_secs_f64();
            r
        });
    // A tool may have left read-only or busy files; failing to remove them is not worth
    // losing the result for.
    let _ = dir.close();
    Ok(result)
}
