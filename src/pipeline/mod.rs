//! The pipelines: one library function per command that runs something (`fuzz` and `campaign`
//! share [`campaign::run`]; [`classify`] (and [`classify_smt`] for `.smt2` pairs), [`stability`], [`minimize`], [`strength`]). Each takes
//! one request struct of plain data (paths, counts, durations, enums) and returns a result
//! struct; none prints on standard output. Progress lines and notes go through the request's
//! [`Progress`] handle (standard error with `--quiet` honoured, [`Stderr`]; both in
//! [`crate::util::progress`], so that the classification they call reports the same way). `cli/` parses flags
//! into a request, calls the pipeline and prints the result. The VCs of every pipeline come from
//! one context, [`vcs::VcContext`], built from the chosen configuration.

pub mod campaign;
pub mod check;
pub mod check_repair;
pub mod classify;
pub mod classify_smt;
pub mod explain;
pub mod minimize;
pub mod report;
pub mod stability;
pub mod strength;
pub mod tables;
pub mod vcs;

use crate::error::{bad_input, BadInput, FileError, Result};
use std::path::Path;

pub use crate::util::progress::{Progress, Stderr};

/// A thread pool of `jobs` workers; one that cannot be started is bad input (`-j`).
pub fn pool(jobs: usize) -> std::result::Result<rayon::ThreadPool, BadInput> {
    crate::util::pool::pool(jobs).map_err(|e| BadInput(format!("cannot start {jobs} jobs: {e}")))
}

/// Creates the output directory named by `--out` (with its parents); an existing file there is
/// bad input naming `--out`, not an I/O failure.
pub fn create_out_dir(out: &Path) -> Result<()> {
    if out.exists() && !out.is_dir() {
        return bad_input(format!(
            "--out {}: is a file, not a directory; give a directory (it is created if missing)",
            out.display()
        ));
    }
    std::fs::create_dir_all(out).map_err(|e| FileError::create(out, e))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_must_be_a_directory() {
        let tmp = tempfile::tempdir().unwrap();
        let file = tmp.path().join("f");
        std::fs::write(&file, "x").unwrap();
        let e = create_out_dir(&file).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(e.contains("is a file, not a directory"), "{e}");
        create_out_dir(&tmp.path().join("a/b")).unwrap();
        assert!(tmp.path().join("a/b").is_dir());
    }
}
