//! The gate's thresholds: from flags, or from the `[check]` table of the configuration file
//! (`wobble.toml` in the current directory, or `--config FILE`); a flag overrides the file.
//!
//! ```toml
//! [check]
//! allow-inconclusive = false   # an inconclusive unit fails the gate
//! max-rlimit = 5000000         # a unit whose largest rlimit-count is above fails
//! max-cost-growth = 2.0        # ... or above the baseline's largest times this
//! ```

use crate::error::{bad_input, FileError, Result};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The default of `--max-cost-growth`.
pub const DEFAULT_GROWTH: f64 = 2.0;

/// What makes a unit fail besides its verdict.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    /// An inconclusive unit passes.
    pub allow_inconclusive: bool,
    /// A unit whose largest `rlimit-count` is above this fails.
    pub max_rlimit: Option<u64>,
    /// A unit whose largest `rlimit-count` is above the baseline's times this fails (at least 1).
    pub max_cost_growth: f64,
}

impl Default for Thresholds {
    fn default() -> Thresholds {
        Thresholds { allow_inconclusive: false, max_rlimit: None, max_cost_growth: DEFAULT_GROWTH }
    }
}

/// Thresholds as given on the command line (None: not given).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ThresholdFlags {
    pub allow_inconclusive: bool,
    pub max_rlimit: Option<u64>,
    pub max_cost_growth: Option<f64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct Table {
    allow_inconclusive: Option<bool>,
    max_rlimit: Option<u64>,
    max_cost_growth: Option<f64>,
}

#[derive(Debug, Deserialize)]
struct File {
    #[serde(default)]
    check: Option<toml::Value>,
}

/// The `[check]` table of `config` (default: `wobble.toml` in the current directory, when it
/// exists); an unknown key or a wrong type is bad input naming the file.
fn table(config: Option<&Path>) -> Result<Table> {
    let path = match config {
        Some(p) => p.to_path_buf(),
        None => {
            let p = PathBuf::from(crate::runner::config::DEFAULT_CONFIG);
            if !p.is_file() {
                return Ok(Table::default());
            }
            p
        }
    };
    let text = std::fs::read_to_string(&path).map_err(|e| FileError::read(&path, e))?;
    let file: File = match toml::from_str(&text) {
        Ok(f) => f,
        Err(e) => return bad_input(format!("{}: {}", path.display(), e.message())),
    };
    match file.check {
        None => Ok(Table::default()),
        Some(v) => {
            v.try_into::<Table>().or_else(|e| bad_input(format!("{}: [check]: {}", path.display(), e.message())))
        }
    }
}

/// The thresholds: each flag given, else the file's value, else the default. A growth below 1
/// or not a number is bad input.
pub fn resolve(flags: ThresholdFlags, config: Option<&Path>) -> Result<Thresholds> {
    let t = table(config)?;
    let d = Thresholds::default();
    let growth = flags.max_cost_growth.or(t.max_cost_growth).unwrap_or(d.max_cost_growth);
    if !growth.is_finite() || growth < 1.0 {
        return bad_input(format!("--max-cost-growth / max-cost-growth: {growth} is not a ratio of at least 1"));
    }
    Ok(Thresholds {
        allow_inconclusive: flags.allow_inconclusive || t.allow_inconclusive.unwrap_or(d.allow_inconclusive),
        max_rlimit: flags.max_rlimit.or(t.max_rlimit),
        max_cost_growth: growth,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(text: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("wobble.toml");
        std::fs::write(&path, text).unwrap();
        (dir, path)
    }

    #[test]
    fn flags_override_the_file_and_the_file_the_defaults() {
        let (_d, p) = config("[[verifier]]\nlabel = \"a\"\nbackend = \"boogie\"\n[check]\nmax-rlimit = 100\nmax-cost-growth = 3.0\nallow-inconclusive = true\n");
        let t = resolve(ThresholdFlags::default(), Some(&p)).unwrap();
        assert_eq!(t, Thresholds { allow_inconclusive: true, max_rlimit: Some(100), max_cost_growth: 3.0 });
        let f = ThresholdFlags { allow_inconclusive: false, max_rlimit: Some(7), max_cost_growth: Some(1.5) };
        let t = resolve(f, Some(&p)).unwrap();
        assert_eq!((t.max_rlimit, t.max_cost_growth, t.allow_inconclusive), (Some(7), 1.5, true));
        let (_d, p) = config("[[verifier]]\nlabel = \"a\"\nbackend = \"boogie\"\n");
        assert_eq!(resolve(ThresholdFlags::default(), Some(&p)).unwrap(), Thresholds::default());
    }

    #[test]
    fn bad_tables_and_ratios_are_bad_input() {
        let (_d, p) = config("[check]\nmax-rlimits = 1\n");
        let e = resolve(ThresholdFlags::default(), Some(&p)).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(e.contains("[check]") && e.contains("max-rlimits"), "{e}");
        let (_d, p) = config("[check]\nmax-cost-growth = 0.5\n");
        assert!(resolve(ThresholdFlags::default(), Some(&p)).is_err());
        let f = ThresholdFlags { max_cost_growth: Some(f64::NAN), ..ThresholdFlags::default() };
        assert!(resolve(f, None).is_err());
    }
}
