//! The results directory: the one module that reads and writes its files, so that each file has
//! one typed reader and one writer.
//!
//! - [`layout`]: where the files of a results directory are ([`ResultsDir`]), and the naming rule
//!   of its folders;
//! - [`record`]: the row schema of `results.csv` ([`RunRecord`], [`COLUMNS`](record::COLUMNS));
//! - [`results`]: `results.csv` read with each row's line ([`results::read`], and
//!   [`results::read_complete`] for a run that may have been killed) and written row by row
//!   ([`results::ResultsWriter`], which also reopens a file for `--resume`);
//! - [`manifest`]: `manifest.toml`, the settings of a run as a typed [`Manifest`], checked on
//!   `--resume`;
//! - [`cost`]: `cost.toml`, what a run spent;
//! - [`kind`]: which kind of wobble CSV a file is (results or stability), told by its header.
//!
//! `findings.csv` is not here: its rows and their file belong to the classification
//! (`classify::findings_csv`). Errors are [`StoreError`]s: a file that is not one wobble wrote is bad input, one that cannot
//! be read or written a failure.

pub mod cost;
pub mod kind;
pub mod layout;
pub mod manifest;
pub mod record;
pub mod results;

pub use layout::ResultsDir;
pub use manifest::{Manifest, ManifestError, Settings};
pub use record::RunRecord;
pub use results::{read_records, ResultsWriter, StoredRow};

use crate::error::{ErrorKind, HasKind};
use std::path::PathBuf;

/// Where a row came from: the CSV file and its line (1-based, the header is line 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    pub file: PathBuf,
    pub line: u64,
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.file.display(), self.line)
    }
}

/// A file of a results directory that cannot be read, is not one wobble wrote, or cannot be
/// written.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{path}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{path}")]
    Write { path: PathBuf, source: csv::Error },
    #[error("{origin}: malformed row: {reason}")]
    Malformed { origin: Origin, reason: String },
    #[error("{path}: bad header: {reason}")]
    BadHeader { path: PathBuf, reason: String },
    /// A results CSV whose header is not today's: it is read, but not appended to.
    #[error(
        "{path}:1: not a wobble results file: written by an earlier wobble (without the columns of today's header \
         `{columns}`): start a new results directory instead of resuming this one",
        columns = record::COLUMNS.join(",")
    )]
    NotResumable { path: PathBuf },
}

impl StoreError {
    pub(crate) fn io(path: impl Into<PathBuf>, source: std::io::Error) -> StoreError {
        StoreError::Io { path: path.into(), source }
    }

    pub(crate) fn write(path: impl Into<PathBuf>, source: csv::Error) -> StoreError {
        StoreError::Write { path: path.into(), source }
    }
}

impl HasKind for StoreError {
    fn kind(&self) -> ErrorKind {
        match self {
            StoreError::Io { .. } | StoreError::Write { .. } => ErrorKind::Failure,
            StoreError::Malformed { .. } | StoreError::BadHeader { .. } | StoreError::NotResumable { .. } => {
                ErrorKind::BadInput
            }
        }
    }
}
