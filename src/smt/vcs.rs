//! From a Boogie program to its verification conditions as SMT-LIB queries: Boogie is run with
//! `/proverLog:FILE` and the log is split ([`super::query::split_prover_log`]).
//!
//! Boogie must run a prover to log its VCs, but only the text before each VC's first
//! `(check-sat)` is kept, and that text does not depend on the prover's answers. Extraction
//! therefore runs Boogie with `/timeLimit:1 /errorLimit:1`: each VC costs the prover at most a
//! second and no counterexample refinement, and the only trace the limits leave in the log,
//! `(set-option :TIMEOUT 1000)`, is dropped by the splitter. (The e2e test `smt_vcs` checks on
//! the bundled seeds that the queries are identical with and without these limits.) Boogie's own
//! verdict of this run is therefore meaningless and not reported; parse and type errors are.
//!
//! A command extracts through one [`Extractor`]: the Boogie configuration the user chose (its
//! Boogie, its z3, its arguments) and the command's `--timeout` as the wall-clock limit of one
//! extraction.

use super::query::{split_prover_log, LogError, Query};
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::{classify_boogie, BoogieVerifier};
use crate::verifiers::{Outcome, RunResult, Verifier};
use std::path::Path;
use std::time::{Duration, Instant};
use thiserror::Error;

/// The log file Boogie writes inside the work directory.
pub const LOG_NAME: &str = "boogie_vcs.smt2";

/// Boogie arguments that make extraction cheap without changing the logged VCs.
pub const CHEAP_ARGS: [&str; 2] = ["/timeLimit:1", "/errorLimit:1"];

/// Why a program's queries could not be had.
#[derive(Debug, Error)]
pub enum VcError {
    /// Boogie rejected the program (parse or type errors); the run's classification.
    #[error("boogie rejected the program ({}): {}", .0.outcome, .0.detail)]
    Rejected(Box<RunResult>),
    /// Boogie did not finish or could not run.
    #[error("boogie (VC extraction): {0}")]
    Boogie(String),
    /// Boogie hit the wall-clock limit.
    #[error("boogie (VC extraction) reached the wall-clock limit")]
    Timeout,
    #[error("boogie wrote no prover log: {0}")]
    NoLog(std::io::Error),
    #[error(transparent)]
    Log(#[from] LogError),
}

/// A program's queries and what the extraction cost.
#[derive(Debug)]
pub struct Extracted {
    pub queries: Vec<Query>,
    /// Wall-clock seconds of the Boogie run.
    pub time_s: f64,
    /// The Boogie command line.
    pub command: String,
}

/// How the prover log is produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extraction {
    /// With [`CHEAP_ARGS`] (the default).
    Cheap,
    /// Boogie exactly as configured, plus `/proverLog` (for checking that both agree).
    AsConfigured,
}

/// The least wall-clock limit of one VC extraction. A command's `--timeout` is often one solver
/// run's limit (10 s), while extracting a Dafny program's VCs runs mono, Boogie's VC generation
/// and a cheap prover pass over every implementation: 10 to 30 s on a loaded machine.
pub const MIN_EXTRACTION_LIMIT: Duration = Duration::from_secs(120);

/// The wall-clock limit of one extraction for a command's `--timeout`: that, but at least
/// [`MIN_EXTRACTION_LIMIT`].
pub fn extraction_limit(timeout: Duration) -> Duration {
    timeout.max(MIN_EXTRACTION_LIMIT)
}

/// The VC-extraction context of a command: the Boogie configuration whose encoding is extracted
/// and the wall-clock limit of one extraction (the pipelines build it from `--config`, a label
/// and `--timeout`).
#[derive(Debug, Clone)]
pub struct Extractor {
    pub boogie: BoogieVerifier,
    pub timeout: Duration,
}

impl Extractor {
    /// An extraction with `boogie` within [`extraction_limit`] of `timeout` (a command's
    /// `--timeout`).
    pub fn new(boogie: BoogieVerifier, timeout: Duration) -> Extractor {
        Extractor { boogie, timeout: extraction_limit(timeout) }
    }

    /// [`extract`] with this context's Boogie and limit.
    pub fn extract(&self, program: &ProgramText, workdir: &Path, how: Extraction) -> Result<Extracted, VcError> {
        extract(&self.boogie, program, workdir, self.timeout, how)
    }
}

/// Runs `boogie` on `program` inside `workdir` (an empty directory the caller owns) and returns
/// one query per verification condition, in Boogie's order.
pub fn extract(
    boogie: &BoogieVerifier,
    program: &ProgramText,
    workdir: &Path,
    timeout: Duration,
    how: Extraction,
) -> Result<Extracted, VcError> {
    let start = Instant::now();
    let mut extra = vec![format!("/proverLog:{LOG_NAME}")];
    if how == Extraction::Cheap {
        extra.extend(CHEAP_ARGS.iter().map(|s| s.to_string()));
    }
    let out = boogie.run_raw(program, workdir, timeout, &extra).map_err(VcError::Boogie)?;
    let r = classify_boogie(&out.combined(), out.code(), out.timed_out);
    match r.outcome {
        Outcome::ParseError | Outcome::TypeError => {
            let mut r = r;
            r.command = out.command_line;
            r.tool_version = boogie.version().to_string();
            r.time_s = start.elapsed().as_secs_f64();
            return Err(VcError::Rejected(Box::new(r)));
        }
        Outcome::ToolError => return Err(VcError::Boogie(r.detail)),
        Outcome::Timeout if out.timed_out => return Err(VcError::Timeout),
        _ => {}
    }
    let log = std::fs::read_to_string(workdir.join(LOG_NAME)).map_err(VcError::NoLog)?;
    let queries = split_prover_log(&log)?;
    Ok(Extracted { queries, time_s: start.elapsed().as_secs_f64(), command: out.command_line })
}
