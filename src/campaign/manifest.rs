//! The run manifest `manifest.toml` of a results directory: every setting that decides which
//! programs a `fuzz` / `campaign` run verifies and how (seeds and their SHA-256, tools and their
//! versions, batches with their mutant counts and weights, RNG seed, timeout and its scope,
//! timeout confirmations, wobble's version).
//!
//! Written when a run starts afresh; on `--resume` the new invocation's manifest is compared with
//! the recorded one ([`Manifest::differences`]) and any difference refuses the resume before a
//! single file is touched ([`check_resume`]), so rows of `results.csv` always describe the
//! mutants on disk. `table` and `report` read it when present ([`Manifest::read`]); directories
//! written before manifests existed have none and still work.
//!
//! Settings are keyed by the flag that sets them (`--rng-seed`, `--mutants`, ...), so a refused
//! resume names each flag with its old and new value. A manifest written before
//! `--timeout-scope` existed has none: it means `vc`.

use super::batches::{BatchKind, BatchSpec};
use super::engine::CampaignSpec;
use super::seeds::SeedFile;
use crate::error::{ErrorKind, FileError, HasKind};
use crate::runner::ResultsDir;
use crate::verifiers::TimeoutScope;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// The manifest's file name inside a results directory.
pub const MANIFEST_FILE: &str = "manifest.toml";

/// The setting of `--timeout-scope` (absent: `vc`, the only scope before the flag existed).
pub const TIMEOUT_SCOPE: &str = "--timeout-scope";

/// One seed of the run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManifestSeed {
    pub path: String,
    pub group: String,
    pub sha256: String,
}

/// One tool (verifier configuration) of the run and the version its binaries report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManifestTool {
    pub label: String,
    pub version: String,
}

/// One batch of the run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManifestBatch {
    pub name: String,
    /// `random` or `enumerate-orders`.
    pub kind: String,
    /// Mutants requested per seed (0 for `enumerate-orders`: every order).
    pub mutants: usize,
    /// Operator weights (`S1=1,...`), empty for `enumerate-orders`.
    #[serde(default)]
    pub weights: String,
    /// Iterations of Algorithm 1 before giving up (empty: the default, 100 × mutants).
    #[serde(default)]
    pub max_attempts: String,
}

/// The settings of one run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    /// `wobble --version` of the invocation that started the run.
    pub wobble_version: String,
    /// `fuzz` or `campaign`.
    pub command: String,
    /// Flag → value of every setting that decides the results (`--rng-seed`, `--timeout`, ...).
    pub settings: BTreeMap<String, String>,
    #[serde(default, rename = "seed")]
    pub seeds: Vec<ManifestSeed>,
    #[serde(default, rename = "tool")]
    pub tools: Vec<ManifestTool>,
    #[serde(default, rename = "batch")]
    pub batches: Vec<ManifestBatch>,
}

/// A manifest that cannot be read, or a resume that would change the run.
#[derive(Debug, thiserror::Error)]
pub enum ManifestError {
    #[error(transparent)]
    File(#[from] FileError),
    #[error("{path}: not a wobble run manifest: {message}")]
    Malformed { path: PathBuf, message: String },
    #[error(
        "--resume refused: {dir} was run with other settings, so its results.csv and mutants would no longer \
         describe one run:\n{}\nrerun with the recorded settings, or start afresh with another --out (or --overwrite)",
        .differences.iter().map(|d| format!("  {d}")).collect::<Vec<_>>().join("\n")
    )]
    Changed { dir: PathBuf, differences: Vec<Difference> },
}

impl HasKind for ManifestError {
    fn kind(&self) -> ErrorKind {
        match self {
            ManifestError::File(e) => e.kind(),
            ManifestError::Malformed { .. } | ManifestError::Changed { .. } => ErrorKind::BadInput,
        }
    }
}

/// One setting that differs between the recorded run and a new invocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The flag or item (`--rng-seed`, `seed seeds/a.bpl`, `tool boogie version`).
    pub what: String,
    pub old: Option<String>,
    pub new: Option<String>,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |v: &Option<String>| v.clone().unwrap_or_else(|| "(none)".to_string());
        write!(f, "{}: {} → {}", self.what, show(&self.old), show(&self.new))
    }
}

impl Manifest {
    /// The manifest's path in `dir`.
    pub fn path_in(dir: &Path) -> PathBuf {
        dir.join(MANIFEST_FILE)
    }

    /// The manifest of the results directory `dir` (a directory or a results CSV, whose folder
    /// is used), `None` if it has none.
    pub fn read(dir: &Path) -> Result<Option<Manifest>, ManifestError> {
        let dir = if dir.is_file() { dir.parent().unwrap_or(Path::new(".")) } else { dir };
        let path = Manifest::path_in(dir);
        if !path.is_file() {
            return Ok(None);
        }
        let text = std::fs::read_to_string(&path).map_err(|e| FileError::read(&path, e))?;
        toml::from_str(&text)
            .map(Some)
            .map_err(|e| ManifestError::Malformed { path: path.clone(), message: e.message().to_string() })
    }

    /// Writes the manifest into `dir` (replacing any earlier one).
    pub fn write(&self, dir: &Path) -> Result<(), ManifestError> {
        let path = Manifest::path_in(dir);
        let text = toml::to_string(self)
            .map_err(|e| ManifestError::Malformed { path: path.clone(), message: e.to_string() })?;
        let text =
            format!("# wobble run manifest: the settings of this results directory (checked by --resume)\n{text}");
        std::fs::write(&path, text).map_err(|e| FileError::write(&path, e))?;
        Ok(())
    }

    /// The manifest of a run of `spec` over `seeds`, started by `command` with `settings` (flag →
    /// value of the command's own settings; the shard is added here).
    pub fn new(
        command: &str,
        seeds: &[SeedFile],
        spec: &CampaignSpec,
        mut settings: BTreeMap<String, String>,
    ) -> Manifest {
        if spec.shard.count > 1 {
            settings.insert("--shard".into(), spec.shard.to_string());
        }
        Manifest {
            wobble_version: env!("CARGO_PKG_VERSION").to_string(),
            command: command.to_string(),
            settings,
            seeds: seeds
                .iter()
                .map(|s| ManifestSeed { path: s.id.clone(), group: s.group.clone(), sha256: s.hash.clone() })
                .collect(),
            tools: spec
                .tools
                .iter()
                .map(|t| ManifestTool { label: t.label().to_string(), version: t.version().to_string() })
                .collect(),
            batches: spec.batches.iter().map(batch_entry).collect(),
        }
    }

    /// Whether the run had batch `name` (for tables: a batch not run is `-`, not 0).
    pub fn has_batch(&self, name: &str) -> bool {
        self.batches.iter().any(|b| b.name == name)
    }

    /// What the run's `--timeout` limited in a Boogie run (`vc` when the manifest predates
    /// `--timeout-scope`); an unknown value is an error saying so.
    pub fn timeout_scope(&self) -> Result<TimeoutScope, String> {
        self.settings.get(TIMEOUT_SCOPE).map_or(Ok(TimeoutScope::Vc), |v| v.parse())
    }

    /// The tool labels, comma-separated (as `--tools` takes them).
    pub fn tool_list(&self) -> String {
        self.tools.iter().map(|t| t.label.as_str()).collect::<Vec<_>>().join(",")
    }

    /// Every setting as (what, value), in a fixed order: the flags, `--tools`, then per seed,
    /// tool and batch.
    fn flat(&self) -> BTreeMap<String, String> {
        let mut m = BTreeMap::new();
        m.insert("wobble version".to_string(), self.wobble_version.clone());
        m.insert("command".to_string(), self.command.clone());
        m.insert(TIMEOUT_SCOPE.to_string(), TimeoutScope::Vc.as_str().to_string());
        for (k, v) in &self.settings {
            m.insert(k.clone(), v.clone());
        }
        m.insert("--tools".to_string(), self.tool_list());
        for s in &self.seeds {
            m.insert(format!("seed {} sha256", s.path), s.sha256.clone());
            m.insert(format!("seed {} group", s.path), s.group.clone());
        }
        for t in &self.tools {
            m.insert(format!("tool {} version", t.label), t.version.clone());
        }
        for b in &self.batches {
            m.insert(format!("batch {}", b.name), b.kind.clone());
            m.insert(format!("batch {} mutants", b.name), b.mutants.to_string());
            m.insert(format!("batch {} weights", b.name), b.weights.clone());
            m.insert(format!("batch {} max attempts", b.name), b.max_attempts.clone());
        }
        m
    }

    /// What differs from `self` (the recorded run) in `new`, flags first, each once.
    pub fn differences(&self, new: &Manifest) -> Vec<Difference> {
        let (old, new) = (self.flat(), new.flat());
        let mut keys: Vec<&String> = old.keys().chain(new.keys()).collect();
        keys.sort_by_key(|k| (!k.starts_with("--"), k.to_string()));
        keys.dedup();
        keys.into_iter()
            .filter(|k| old.get(*k) != new.get(*k))
            .map(|k| Difference { what: k.clone(), old: old.get(k).cloned(), new: new.get(k).cloned() })
            .collect()
    }
}

fn batch_entry(b: &BatchSpec) -> ManifestBatch {
    match &b.kind {
        BatchKind::Random { weights, count, max_attempts } => ManifestBatch {
            name: b.name.clone(),
            kind: "random".into(),
            mutants: *count,
            weights: weights.to_string(),
            max_attempts: max_attempts.to_string(),
        },
        BatchKind::EnumerateOrders => ManifestBatch {
            name: b.name.clone(),
            kind: "enumerate-orders".into(),
            mutants: 0,
            weights: String::new(),
            max_attempts: String::new(),
        },
    }
}

/// Checks a resume of `dir` against its recorded manifest, if any: any difference is refused.
/// Returns whether the directory had a manifest.
pub fn check_resume(dir: &ResultsDir, new: &Manifest) -> Result<bool, ManifestError> {
    match Manifest::read(dir.root())? {
        None => Ok(false),
        Some(old) => {
            let differences = old.differences(new);
            if differences.is_empty() {
                Ok(true)
            } else {
                Err(ManifestError::Changed { dir: dir.root().to_path_buf(), differences })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manifest() -> Manifest {
        let mut settings = BTreeMap::new();
        settings.insert("--rng-seed".to_string(), "1".to_string());
        settings.insert("--timeout".to_string(), "20".to_string());
        Manifest {
            wobble_version: "0.1.0".into(),
            command: "fuzz".into(),
            settings,
            seeds: vec![ManifestSeed { path: "seeds/a.bpl".into(), group: "A".into(), sha256: "abc".into() }],
            tools: vec![ManifestTool { label: "boogie".into(), version: "Boogie 2.4.1".into() }],
            batches: vec![ManifestBatch {
                name: "M*".into(),
                kind: "random".into(),
                mutants: 5,
                weights: "S1=1".into(),
                max_attempts: String::new(),
            }],
        }
    }

    #[test]
    fn round_trip_and_differences() {
        let dir = tempfile::tempdir().unwrap();
        let m = manifest();
        m.write(dir.path()).unwrap();
        assert_eq!(Manifest::read(dir.path()).unwrap(), Some(m.clone()));
        assert!(m.differences(&m).is_empty());
        let mut n = m.clone();
        n.settings.insert("--rng-seed".into(), "7".into());
        n.batches[0].mutants = 2;
        n.seeds[0].sha256 = "def".into();
        n.tools.push(ManifestTool { label: "cvc4".into(), version: "CVC4 1.8".into() });
        let d: Vec<String> = m.differences(&n).iter().map(|d| d.to_string()).collect();
        assert_eq!(
            d,
            [
                "--rng-seed: 1 → 7",
                "--tools: boogie → boogie,cvc4",
                "batch M* mutants: 5 → 2",
                "seed seeds/a.bpl sha256: abc → def",
                "tool cvc4 version: (none) → CVC4 1.8",
            ]
        );
        let err = check_resume(&ResultsDir::at(dir.path()), &n).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::BadInput);
        assert!(err.to_string().contains("  --rng-seed: 1 → 7\n"), "{err}");
        assert!(check_resume(&ResultsDir::at(dir.path()), &m).unwrap());
    }

    #[test]
    fn a_manifest_without_a_timeout_scope_means_vc() {
        let old = manifest();
        assert_eq!(old.timeout_scope(), Ok(TimeoutScope::Vc));
        let with = |scope: &str| {
            let mut m = old.clone();
            m.settings.insert(TIMEOUT_SCOPE.into(), scope.into());
            m
        };
        assert!(old.differences(&with("vc")).is_empty());
        let d: Vec<String> = old.differences(&with("run")).iter().map(|d| d.to_string()).collect();
        assert_eq!(d, ["--timeout-scope: vc → run"]);
        assert_eq!(with("run").timeout_scope(), Ok(TimeoutScope::Run));
        assert!(with("all").timeout_scope().is_err());
    }

    #[test]
    fn absent_and_malformed() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(Manifest::read(dir.path()).unwrap(), None);
        std::fs::write(dir.path().join(MANIFEST_FILE), "settings = 3\n").unwrap();
        let err = Manifest::read(dir.path()).unwrap_err();
        assert!(err.to_string().contains("manifest.toml: not a wobble run manifest"), "{err}");
    }
}
