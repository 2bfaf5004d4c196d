//! The minimizer's entry point for callers that start from files (`wobble minimize`,
//! `wobble compare --minimize`): read and parse the pair, resolve the tool, set up the oracle,
//! [`super::minimize`], write the reduced pair, and report sizes and work. With
//! `front_end`, the oracle asks Boogie's front end instead of the verifier ([`super::frontend`]).

use super::frontend::FrontEndCheck;
use super::input::{read_pair, PairError, ReadPair};
use super::oracle::{Oracle, OracleConfig, OracleError, OracleStats};
use super::output::{write_outputs, Size, Written};
use super::reduce::{minimize, mutant_text, seed_text, MinimizeError, Minimized, Options, PairInput};
use super::tools::{resolve_tool_scoped, ToolError};
use crate::error::{ErrorKind, FileError, HasKind};
use crate::generation::Chain;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// One minimization: which pair, which tool, how to ask and reduce, where to write.
#[derive(Clone, Debug)]
pub struct Request {
    /// The seed (one Boogie file) that the tool verifies.
    pub seed: PathBuf,
    /// The mutant that the tool does not verify: a file, or the folder of a multi-file mutant.
    pub mutant: PathBuf,
    /// The operator chain from seed to mutant; `None`: the mutant's header's chain, if any.
    pub chain: Option<String>,
    /// One tool label (`boogie`, `cvc4`, a label of `config`).
    pub tool: String,
    /// The verifier configuration file (default: `wobble.toml` if present).
    pub config: Option<PathBuf>,
    /// z3's resource limit on every VC of a Boogie tool (`/rlimit:N`, as `fuzz --rlimit`).
    pub rlimit: Option<u64>,
    pub oracle: OracleConfig,
    pub options: Options,
    /// Output directory (created if missing).
    pub out: PathBuf,
    /// Shrink a `front-end` finding: the tool (a Boogie configuration) accepts the seed and
    /// rejects the mutant, and keeps rejecting it with the same message.
    pub front_end: bool,
}

/// What a minimization did.
#[derive(Debug)]
pub struct Report {
    pub result: Minimized,
    /// The tool's label and version.
    pub tool: String,
    pub tool_version: String,
    /// Steps of the chain before reduction (when there was one).
    pub chain_before: Option<usize>,
    pub seed_before: Size,
    pub seed_after: Size,
    pub mutant_before: Size,
    pub mutant_after: Size,
    pub stats: OracleStats,
    pub written: Written,
    pub elapsed: Duration,
    /// With `front_end`: the rejection that was kept (file and position left out).
    pub front_end: Option<String>,
}

/// Why a minimization could not run. [`RequestError::Minimize`] with
/// [`MinimizeError::NotBrittle`] means the pair does not flip with this tool.
#[derive(Debug, thiserror::Error)]
pub enum RequestError {
    #[error(transparent)]
    Pair(#[from] PairError),
    #[error(transparent)]
    File(#[from] FileError),
    #[error(transparent)]
    Tool(#[from] ToolError),
    #[error(transparent)]
    Oracle(#[from] OracleError),
    #[error(transparent)]
    Minimize(#[from] MinimizeError),
    /// `front_end` with a tool that is not a Boogie configuration.
    #[error("--front-end needs a Boogie configuration; `{0}` is not one")]
    NotBoogie(String),
    /// `front_end`, and Boogie's front end does not reject the mutant.
    #[error("{tool}'s front end does not reject the mutant ({outcome}{}): no front-end finding to minimize", if detail.is_empty() { String::new() } else { format!(": {detail}") })]
    NotRejected { tool: String, outcome: crate::verifiers::Outcome, detail: String },
}

impl HasKind for RequestError {
    fn kind(&self) -> ErrorKind {
        match self {
            RequestError::Pair(e) => e.kind(),
            RequestError::File(e) => e.kind(),
            RequestError::Tool(e) => e.kind(),
            RequestError::Oracle(e) => e.kind(),
            RequestError::Minimize(e) => e.kind(),
            RequestError::NotBoogie(_) | RequestError::NotRejected { .. } => ErrorKind::BadInput,
        }
    }
}

/// Runs one minimization; `progress` receives one line per phase.
pub fn run(req: &Request, progress: &(dyn Fn(&str) + Sync)) -> Result<Report, RequestError> {
    let started = Instant::now();
    let ReadPair { seed, mutant, chain } = read_pair(&req.seed, &req.mutant, req.chain.as_deref())?;
    let verifier =
        resolve_tool_scoped(&req.tool, req.config.as_deref(), req.rlimit, crate::verifiers::TimeoutScope::Vc)?;
    let check = if req.front_end {
        let boogie = verifier.as_boogie().ok_or_else(|| RequestError::NotBoogie(req.tool.clone()))?;
        let work = tempfile::tempdir().map_err(|e| FileError::create(std::env::temp_dir(), e))?;
        let check = FrontEndCheck::for_mutant(boogie, &mutant_text(&mutant), work.path(), req.oracle.timeout)
            .map_err(|r| RequestError::NotRejected { tool: req.tool.clone(), outcome: r.outcome, detail: r.detail })?;
        progress(&format!("front end: the mutant is rejected with `{}`", check.message()));
        Some(check)
    } else {
        None
    };
    let asked: &dyn crate::verifiers::Verifier = match &check {
        Some(c) => c,
        None => verifier.as_ref(),
    };
    let mut oracle = Oracle::new(asked, req.oracle.clone())?;
    let seed_before = Size::of(std::slice::from_ref(&seed), &seed_text(&seed));
    let mutant_before = Size::of(&mutant, &mutant_text(&mutant));
    let chain_before = chain.as_ref().map(Chain::len);
    let result = minimize(PairInput { seed, mutant, chain }, &mut oracle, &req.options, progress)?;
    let written = write_outputs(&req.out, &result).map_err(|e| FileError::write(&req.out, e))?;
    Ok(Report {
        tool: verifier.label().to_string(),
        tool_version: verifier.version().to_string(),
        chain_before,
        seed_before,
        seed_after: Size::of(std::slice::from_ref(&result.seed), &seed_text(&result.seed)),
        mutant_before,
        mutant_after: Size::of(&result.mutant, &mutant_text(&result.mutant)),
        stats: oracle.stats(),
        written,
        elapsed: started.elapsed(),
        front_end: check.as_ref().map(|c| c.message().to_string()),
        result,
    })
}
