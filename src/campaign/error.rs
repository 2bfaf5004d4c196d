//! Errors that stop a campaign before or while it runs, each with its [`ErrorKind`]: a seed that
//! is missing or does not parse, a bad group mapping and a program whose declaration orders
//! cannot be enumerated are bad input; mutants that cannot be written, or a runner failure, are
//! failures; Ctrl-C is an interruption.

use crate::error::{ErrorKind, FileError, HasKind};
use crate::generation::enumerate::EnumerateError;
use crate::runner::groups::GroupsError;
use crate::runner::RunError;
use crate::syntax::ParseError;
use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum CampaignError {
    /// A seed or mutant file (reading: bad input; writing: failure).
    #[error(transparent)]
    File(#[from] FileError),
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error("{}: no such file or directory", .0.display())]
    NoSuchSeed(PathBuf),
    #[error("no .bpl seed files found")]
    NoSeeds,
    #[error(transparent)]
    Groups(#[from] GroupsError),
    #[error("seed {seed}: cannot enumerate declaration orders")]
    Enumerate {
        seed: String,
        #[source]
        source: EnumerateError,
    },
    /// Several seeds failed to load: every error but the first was reported with
    /// [`CampaignError::Seeds`]'s message.
    #[error("{} seeds cannot be used:\n{}", .0.len(), .0.iter().map(|e| format!("  {}", crate::error::report(e))).collect::<Vec<_>>().join("\n"))]
    Seeds(Vec<CampaignError>),
    #[error(transparent)]
    Run(#[from] RunError),
}

impl HasKind for CampaignError {
    fn kind(&self) -> ErrorKind {
        match self {
            CampaignError::File(e) => e.kind(),
            CampaignError::Parse(e) => e.kind(),
            CampaignError::NoSuchSeed(_) | CampaignError::NoSeeds | CampaignError::Enumerate { .. } => {
                ErrorKind::BadInput
            }
            CampaignError::Groups(e) => e.kind(),
            // The most severe kind among the seeds' errors.
            CampaignError::Seeds(all) => {
                if all.iter().any(|e| e.kind() == ErrorKind::Failure) {
                    ErrorKind::Failure
                } else {
                    ErrorKind::BadInput
                }
            }
            CampaignError::Run(e) => e.kind(),
        }
    }
}
