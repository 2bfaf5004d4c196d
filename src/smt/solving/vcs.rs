//! From a Boogie program to its verification conditions as SMT-LIB queries: Boogie is run with
//! `/proverLog:FILE` and the log is split ([`crate::smt::text::query::split_prover_log`]).
//!
//! Boogie must run a prover to log its VCs, but only the text before each VC's first
//! `(check-sat)` is kept, and that text does not depend on the prover's answers. Extraction
//! therefore runs Boogie with the log sink as its prover ([`super::sink`]: it answers `unsat` at
//! once, so Boogie never waits for a solver and asks for no counterexample) and the
//! configuration's own arguments, nothing else: the log carries exactly the limits a run of the
//! configuration sends the solver (its `/timeLimit` and `/rlimit`, the program's `{:timeLimit}`
//! and `{:rlimit}`), and the queries keep them ([`super::limits`]). Boogie's own verdict of this
//! run is meaningless and not reported; parse and type errors are. (The e2e test `smt_vcs`
//! checks on the bundled seeds that the queries are those of a run with the real z3.)
//!
//! A command extracts through one [`Extractor`]: the Boogie configuration the user chose (its
//! Boogie, its z3, its arguments) and the command's `--timeout` as the wall-clock limit of one
//! extraction.

use crate::smt::text::query::{split_prover_log, LogError, Query};
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::{classify_boogie, BoogieVerifier};
use crate::verifiers::{write_program, Outcome, RunResult, Verifier};
use std::path::Path;
use std::time::{Duration, Instant};
use thiserror::Error;

/// The log file Boogie writes inside the work directory.
pub const LOG_NAME: &str = "boogie_vcs.smt2";

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
    #[error(
        "VC extraction needs the `{}` binary next to wobble (built with it: `cargo build --release`) \
         or named by ${}",
        super::sink::BINARY,
        super::sink::ENV
    )]
    NoSink,
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
    /// Through the log sink (the default).
    Cheap,
    /// Boogie exactly as configured, with its z3, plus `/proverLog` (for checking that both
    /// agree).
    AsConfigured,
}

/// The least wall-clock limit of one VC extraction. A command's `--timeout` is often one solver
/// run's limit (10 s), while extracting a Dafny program's VCs runs mono and Boogie's VC
/// generation: 10 to 30 s on a loaded machine.
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
    let log = [format!("/proverLog:{LOG_NAME}")];
    let out = match how {
        Extraction::Cheap => {
            let sink = super::sink::locate().ok_or(VcError::NoSink)?;
            let files =
                write_program(program, workdir).map_err(|e| VcError::Boogie(format!("cannot write program: {e}")))?;
            let names: Vec<String> =
                files.iter().filter_map(|f| f.file_name()).map(|n| n.to_string_lossy().into_owned()).collect();
            boogie.run_with_prover(&sink, &names, workdir, timeout, None, &log)
        }
        Extraction::AsConfigured => boogie.run_raw(program, workdir, timeout, &log),
    }
    .map_err(VcError::Boogie)?;
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
    // Boogie opens its prover log only when it has a VC to send: a program with no
    // implementation to verify (a module of declarations only) has no queries, not an error.
    let log = match std::fs::read_to_string(workdir.join(LOG_NAME)) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && r.outcome == Outcome::Verified => String::new(),
        other => other.map_err(VcError::NoLog)?,
    };
    let queries = split_prover_log(&log)?;
    Ok(Extracted { queries, time_s: start.elapsed().as_secs_f64(), command: out.command_line })
}
