//! Errors of the stability analysis, with their exit-status kinds.

use crate::error::{ErrorKind, HasKind};
use crate::smt::solving::vcs::VcError;
use thiserror::Error;

/// Why a program's stability could not be measured.
#[derive(Debug, Error)]
pub enum StabilityError {
    #[error("{program}: {source}")]
    Vcs { program: String, source: VcError },
    #[error("cannot create a work directory: {0}")]
    Workdir(std::io::Error),
    #[error("Boogie rejects {program}: {detail}")]
    Rejected { program: String, detail: String },
    #[error("Boogie failed on {program}: {detail}")]
    Boogie { program: String, detail: String },
    #[error("interrupted while sampling")]
    Interrupted,
    /// A sampled text got no answer from the solver (it rejected it, or failed): the run is no
    /// run of the query, so it is not counted, and the comparison cannot go on.
    #[error("{query}: a {method} run got no answer from the solver, so it is not counted as a run: {detail}")]
    NoRun { query: String, method: crate::smt::perturbation::mutate::Method, detail: String },
}

impl HasKind for StabilityError {
    fn kind(&self) -> ErrorKind {
        match self {
            StabilityError::Vcs { source: VcError::Rejected(_), .. } | StabilityError::Rejected { .. } => {
                ErrorKind::BadInput
            }
            StabilityError::Interrupted => ErrorKind::Interrupted,
            _ => ErrorKind::Failure,
        }
    }
}
