//! Errors of the runner: results files that cannot be written or read back, a thread pool that
//! cannot start, and interruption by Ctrl-C / SIGTERM (which carries what was done so far).

use super::summary::RunSummary;
use crate::error::{ErrorKind, HasKind};
use crate::store::StoreError;
use std::io;
use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("{}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    /// The results CSV cannot be read or written, or is not one wobble wrote.
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot start the worker threads")]
    Pool(#[from] rayon::ThreadPoolBuildError),
    /// Stopped by Ctrl-C / SIGTERM (or a cancelled `CancelFlag`). Every run that finished
    /// before is in the results file; `--resume` continues from there.
    #[error("interrupted after {} of {} runs; every finished run is in the results file (continue with --resume)", .0.recorded, .0.total_jobs)]
    Interrupted(Box<RunSummary>),
}

impl RunError {
    pub(crate) fn io(path: impl Into<PathBuf>, source: io::Error) -> RunError {
        RunError::Io { path: path.into(), source }
    }
}

impl HasKind for RunError {
    fn kind(&self) -> ErrorKind {
        match self {
            RunError::Io { .. } | RunError::Pool(_) => ErrorKind::Failure,
            // `--resume` on a file that is not a results file is the user's input.
            RunError::Store(e) => e.kind(),
            RunError::Interrupted(_) => ErrorKind::Interrupted,
        }
    }
}
