//! Errors of `wobble strength`, with their exit-status kinds.

use crate::error::{ErrorKind, HasKind};
use crate::smt::solving::vcs::VcError;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum StrengthError {
    /// The seed's own VCs could not be had (Boogie rejected it: bad input; else a failure).
    #[error("{seed}: verification conditions of the seed")]
    SeedVcs { seed: String, source: VcError },
    /// The verifier failed (crashed, could not run) on a mutant or the seed.
    #[error("{seed}: {what}: the verifier failed: {detail}")]
    Tool { seed: String, what: String, detail: String },
    #[error("cannot create a work directory")]
    Workdir(#[source] std::io::Error),
    #[error("interrupted: no report written")]
    Interrupted,
}

impl HasKind for StrengthError {
    fn kind(&self) -> ErrorKind {
        match self {
            StrengthError::SeedVcs { source: VcError::Rejected(_), .. } => ErrorKind::BadInput,
            StrengthError::Interrupted => ErrorKind::Interrupted,
            _ => ErrorKind::Failure,
        }
    }
}
