//! What kind of error an error is: the user's input was bad, something failed, or the run was
//! interrupted. Every error type of the crate says its kind through [`HasKind`]; the command line
//! maps kinds to exit statuses in one place (`cli::exit_status`).
//!
//! Messages: an error's `Display` says what went wrong at its own level and never repeats its
//! `#[source]`; [`report`] joins an error and its sources (`cannot read x.bpl: No such file or
//! directory`). Each error type implements [`HasKind`] next to its definition, so this module
//! imports nothing of the crate's.

use std::error::Error as StdError;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// The three kinds of errors, each with its exit status (see `wobble --help`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// Caused by what the user gave: a flag value, a file's content, a missing input file, a bad
    /// configuration.
    BadInput,
    /// Something failed that the input cannot be blamed for: a verifier, the disk, the system.
    Failure,
    /// Stopped by Ctrl-C / SIGTERM.
    Interrupted,
}

/// An error that knows its [`ErrorKind`].
pub trait HasKind {
    fn kind(&self) -> ErrorKind;
}

/// An error and its sources, joined by `: `. A source whose message the text already ends with
/// is not repeated (for error types that still print their source themselves).
pub fn report(err: &(dyn StdError + 'static)) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(s) = source {
        let msg = s.to_string();
        if !msg.is_empty() && !text.ends_with(&msg) {
            text.push_str(": ");
            text.push_str(&msg);
        }
        source = s.source();
    }
    text
}

/// True if `err` or one of its sources is an I/O error saying that the reader of our output went
/// away (`wobble parse DIR | head`): a normal end, not a failure.
pub fn is_broken_pipe(err: &(dyn StdError + 'static)) -> bool {
    let mut cur: Option<&(dyn StdError + 'static)> = Some(err);
    while let Some(e) = cur {
        if e.downcast_ref::<io::Error>().is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe) {
            return true;
        }
        cur = e.source();
    }
    false
}

/// What was being done to a file when an I/O error happened; decides the kind: a file the user
/// named that cannot be read is bad input, a file wobble writes that cannot be written a failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileAction {
    Read,
    Create,
    Write,
}

/// An I/O error on a named file or directory.
#[derive(Debug)]
pub struct FileError {
    pub action: FileAction,
    pub path: PathBuf,
    pub source: io::Error,
}

impl FileError {
    pub fn read(path: impl AsRef<Path>, source: io::Error) -> FileError {
        FileError { action: FileAction::Read, path: path.as_ref().to_path_buf(), source }
    }
    pub fn create(path: impl AsRef<Path>, source: io::Error) -> FileError {
        FileError { action: FileAction::Create, path: path.as_ref().to_path_buf(), source }
    }
    pub fn write(path: impl AsRef<Path>, source: io::Error) -> FileError {
        FileError { action: FileAction::Write, path: path.as_ref().to_path_buf(), source }
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verb = match self.action {
            FileAction::Read => "cannot read",
            FileAction::Create => "cannot create",
            FileAction::Write => "cannot write",
        };
        write!(f, "{verb} {}", self.path.display())
    }
}

impl StdError for FileError {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        Some(&self.source)
    }
}

impl HasKind for FileError {
    fn kind(&self) -> ErrorKind {
        match self.action {
            FileAction::Read => ErrorKind::BadInput,
            FileAction::Create | FileAction::Write => ErrorKind::Failure,
        }
    }
}

/// A plain I/O error (e.g. writing to stdout) is a failure.
impl HasKind for io::Error {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Failure
    }
}

/// An error of any subcommand or pipeline (`crate::pipeline`): its message (with its sources) and its kind, decided by the
/// error type it came from ([`HasKind`]).
pub struct Error {
    kind: ErrorKind,
    inner: Box<dyn std::error::Error + Send + Sync + 'static>,
}

impl<E: HasKind + std::error::Error + Send + Sync + 'static> From<E> for Error {
    fn from(e: E) -> Error {
        Error { kind: e.kind(), inner: Box::new(e) }
    }
}

impl Error {
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// True if the error is a closed standard output (a normal end).
    pub fn is_broken_pipe(&self) -> bool {
        is_broken_pipe(&*self.inner)
    }

    /// The message: the error and its sources.
    pub fn message(&self) -> String {
        report(&*self.inner)
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::fmt::Debug for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}: {}", self.kind, self.message())
    }
}

/// What every subcommand and pipeline returns.
pub type Result<T> = std::result::Result<T, Error>;

/// An error caused by what the user gave us (a flag value, a file's content): exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadInput(pub String);

impl HasKind for BadInput {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// Shorthand for returning a [`BadInput`] error.
pub fn bad_input<T>(msg: impl Into<String>) -> Result<T> {
    Err(BadInput(msg.into()).into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_join_sources_once() {
        let e = FileError::read("x.bpl", io::Error::new(io::ErrorKind::NotFound, "No such file"));
        assert_eq!(report(&e), "cannot read x.bpl: No such file");
        assert_eq!(e.kind(), ErrorKind::BadInput);
        assert_eq!(FileError::create("d", io::Error::other("x")).kind(), ErrorKind::Failure);

        #[derive(Debug, thiserror::Error)]
        #[error("wrapper: {source}")]
        struct Repeats {
            source: io::Error,
        }
        let r = Repeats { source: io::Error::other("disk full") };
        assert_eq!(report(&r), "wrapper: disk full", "a source already printed is not repeated");
    }

    #[test]
    fn broken_pipes_are_found_in_the_chain() {
        let e = FileError::write("stdout", io::Error::from(io::ErrorKind::BrokenPipe));
        assert!(is_broken_pipe(&e));
        assert!(!is_broken_pipe(&FileError::write("x", io::Error::other("disk full"))));
    }
}
