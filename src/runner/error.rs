//! Errors of the runner: results files that cannot be written or read back, a thread pool that
//! cannot start, and interruption by Ctrl-C / SIGTERM (which carries what was done so far).

use super::RunSummary;
use std::io;
use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("{}: {source}", path.display())]
    Csv {
        path: PathBuf,
        #[source]
        source: csv::Error,
    },
    /// A results CSV that is not one wobble wrote (wrong header, a malformed row before the end).
    #[error("{}:{line}: not a wobble results file: {message}", path.display())]
    BadResults { path: PathBuf, line: u64, message: String },
    #[error("cannot start the worker threads: {0}")]
    Pool(#[from] rayon::ThreadPoolBuildError),
    /// Stopped by Ctrl-C / SIGTERM (or a cancelled [`super::CancelFlag`]). Every run that
    /// finished before is in the results file; `--resume` continues from there.
    #[error("interrupted after {} of {} runs; the results so far are saved (use --resume to continue)", .0.recorded, .0.total_jobs)]
    Interrupted(Box<RunSummary>),
}

impl RunError {
    pub(crate) fn io(path: impl Into<PathBuf>, source: io::Error) -> RunError {
        RunError::Io { path: path.into(), source }
    }
}
