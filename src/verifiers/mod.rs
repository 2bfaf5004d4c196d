//! Verifier backends behind one trait, one file each (boogie, why3), the process control they share,
//! and the [`Outcome`] of a run. The SMT-LIB backends (cvc4, cvc5) are built on Boogie's encoding in
//! [`crate::smt::solving::cvc`]; labelled configurations of all of them are resolved in
//! [`crate::runner::config`].
//!
//! A backend receives the program as text ([`ProgramText`]: one file, or several for S3 mutants),
//! writes it into a fresh working directory, runs the real tool(s) with a wall-clock limit, and
//! classifies what they printed into a [`RunResult`].

pub mod family;
pub mod outcome;
pub mod timeout_scope;

pub use family::{Member, Narrowed};
pub use outcome::{Outcome, RunResult, VerdictLevel};
pub use timeout_scope::TimeoutScope;

use crate::syntax::source::ProgramText;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// A verifier configuration that can run programs. Implementations are cheap to share across
/// threads; binaries and versions are checked when a backend is constructed, so a bad
/// configuration fails before any run starts.
pub trait Verifier: Send + Sync {
    /// The configuration label written to results (`boogie`, `cvc4`, `why3`, `boogie-z3-4.13.0`...).
    fn label(&self) -> &str;
    /// Versions reported by the binaries themselves, e.g. `boogie 2.4.1; z3 4.8.12`.
    fn version(&self) -> &str;
    /// Everything besides the program that can change the outcome (binaries, versions, options),
    /// used in cache keys so that identical runs are done once.
    fn cache_key(&self) -> String;
    /// Verifies `program` inside `workdir` (an empty directory the caller owns and removes),
    /// killing the whole process tree when `timeout` expires. Never panics: tool failures are
    /// reported as [`Outcome::ToolError`].
    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult;
    /// For backends that run Boogie: what its release normalizes before the solver sees the
    /// program (declaration order, names). None for backends without Boogie.
    fn normalization(&self) -> Option<normalization::Normalization> {
        None
    }
    /// The Boogie configuration, for the plain Boogie backend (the query level wraps it).
    fn as_boogie(&self) -> Option<&boogie::BoogieVerifier> {
        None
    }
    /// Announces one seed's mutants (`seed`: the content hash of the seed's program), which
    /// [`Verifier::verify`] will be asked for soon, so that a backend can prepare them together
    /// (the query level extracts several programs' VCs in one Boogie process, the seed's with
    /// them when it verifies the seed ahead). Programs announced but never verified cost at most
    /// that preparation.
    fn prefetch(&self, _seed: &str, _mutants: &[Member]) {}
    /// Whether [`Verifier::prefetch`] uses [`Narrowed`] programs (working them out compares
    /// every mutant with its seed, which a backend that ignores them should not pay for).
    fn uses_narrowed(&self) -> bool {
        false
    }
    /// Keeps (`keep`) or stops keeping what a backend holds of seed `seed` (its content hash) for
    /// its narrowed mutants, for a run that announces a seed's mutants in several families (the
    /// rounds of guided fuzzing): otherwise it may let go of it once the mutants announced so far
    /// are prepared. Calls nest: the last `false` for a `true` lets go.
    fn keep_seed(&self, _seed: &str, _keep: bool) {}
    /// For a seed's verifier whose row may wait until the seed's mutants have run (the query
    /// level): verifies `program` without a row, more cheaply than [`Verifier::verify`], and
    /// returns the verifier of its row, to be run after its mutants, when no mutant of the seed
    /// failed (otherwise the row is this verifier's own run). None: the seed's row comes first
    /// (the default, and whenever the cheap verdict is not `verified`).
    fn verify_ahead(&self, _program: &ProgramText, _workdir: &Path, _timeout: Duration) -> Option<Arc<dyn Verifier>> {
        None
    }
    /// For a mutants' verifier whose verdicts may be its own rather than the tool's (the query
    /// level: z3 on the logged queries, with no Boogie run): the verifier whose verdict a
    /// mutant's row must be when it may differ from its seed's row (the seed's row is not
    /// `verified`), so that every such difference is the tool's own verdict on both sides. None:
    /// this verifier's verdicts are the tool's (the default).
    fn confirmer(&self) -> Option<Arc<dyn Verifier>> {
        None
    }
}

pub mod boogie;
pub mod normalization;
pub mod process;
pub mod why3;

/// Writes every file of `program` into `dir` (names must be plain file names) and returns their
/// paths in order.
pub fn write_program(program: &ProgramText, dir: &Path) -> std::io::Result<Vec<std::path::PathBuf>> {
    let mut paths = Vec::with_capacity(program.files.len());
    for f in &program.files {
        let name = Path::new(&f.name);
        let plain = name.file_name().map(|n| n == name.as_os_str()).unwrap_or(false);
        if !plain || f.name == "." || f.name == ".." {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                format!("source file name `{}` is not a plain file name", f.name),
            ));
        }
        let p = dir.join(name);
        std::fs::write(&p, &f.text)?;
        paths.push(p);
    }
    Ok(paths)
}
