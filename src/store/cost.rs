//! `cost.toml`: what a `fuzz` or `campaign` invocation spent (its core-seconds, and at the query
//! level where the time went), written at its end; the figures are the pipeline's.

use super::layout::ResultsDir;
use crate::error::FileError;
use std::path::PathBuf;

/// The cost file's name in a results directory.
pub const COST_FILE: &str = "cost.toml";

/// The cost file of `dir`.
pub fn path_in(dir: &ResultsDir) -> PathBuf {
    dir.root().join(COST_FILE)
}

/// Writes `cost` as `DIR/cost.toml` (replacing the last invocation's).
pub fn write(dir: &ResultsDir, cost: &impl serde::Serialize) -> Result<(), FileError> {
    let path = path_in(dir);
    let text = toml::to_string(cost).map_err(|e| FileError::write(&path, std::io::Error::other(e)))?;
    std::fs::write(&path, text).map_err(|e| FileError::write(&path, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Serialize)]
    struct Spent {
        level: &'static str,
        runs_core_s: f64,
    }

    #[test]
    fn written_as_toml_in_the_directory() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = ResultsDir::at(tmp.path());
        write(&dir, &Spent { level: "smt", runs_core_s: 1.5 }).unwrap();
        let text = std::fs::read_to_string(tmp.path().join("cost.toml")).unwrap();
        assert_eq!(text, "level = \"smt\"\nruns_core_s = 1.5\n");
    }
}
