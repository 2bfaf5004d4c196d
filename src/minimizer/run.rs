//! The minimizer's entry point for callers that start from files (`wobble minimize`,
//! `wobble compare --minimize`): read and parse the pair, resolve the tool, set up the oracle,
//! [`minimize`](super::minimize), write the reduced pair, and report sizes and work.

use super::input::{read_pair, PairError, ReadPair};
use super::oracle::{Oracle, OracleConfig, OracleError, OracleStats};
use super::output::{write_outputs, Size, Written};
use super::reduce::{minimize, mutant_text, seed_text, MinimizeError, Minimized, Options, PairInput};
use super::tools::{resolve_tool, ToolError};
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
    pub oracle: OracleConfig,
    pub options: Options,
    /// Output directory (created if missing).
    pub out: PathBuf,
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
}

impl HasKind for RequestError {
    fn kind(&self) -> ErrorKind {
        match self {
            RequestError::Pair(e) => e.kind(),
            RequestError::File(e) => e.kind(),
            RequestError::Tool(e) => e.kind(),
            RequestError::Oracle(e) => e.kind(),
            RequestError::Minimize(e) => e.kind(),
        }
    }
}

/// Runs one minimization; `progress` receives one line per phase.
pub fn run(req: &Request, progress: &(dyn Fn(&str) + Sync)) -> Result<Report, RequestError> {
    let started = Instant::now();
    let ReadPair { seed, mutant, chain } = read_pair(&req.seed, &req.mutant, req.chain.as_deref())?;
    let verifier = resolve_tool(&req.tool, req.config.as_deref())?;
    let mut oracle = Oracle::new(verifier.as_ref(), req.oracle.clone())?;
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
        result,
    })
}
