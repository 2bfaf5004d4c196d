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
//! The settings are a typed [`Settings`]; on disk each is keyed by the flag that sets it
//! (`--rng-seed = "1"`, its value as text), so a refused resume names each flag with its old
//! and new value. A manifest written before `--timeout-scope` existed has none: it means `vc`.
//! The manifest of a new run is made by the campaign (`campaign::manifest`), which knows its
//! seeds, tools and batches.

use super::layout::ResultsDir;
use crate::error::{ErrorKind, FileError, HasKind};
use crate::verifiers::TimeoutScope;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// The manifest's file name inside a results directory.
pub const MANIFEST_FILE: &str = "manifest.toml";

/// The settings of a run that decide its results, each recorded under the flag that sets it
/// (absent: the flag was not given, or did not exist when the run was made). Fields are in the
/// order of their flags' names, which is their order on disk.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// `--all-tools-mutants` (fuzz).
    #[serde(rename = "--all-tools-mutants", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub all_tools_mutants: Option<bool>,
    /// `--confirm-timeouts`.
    #[serde(rename = "--confirm-timeouts", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub confirm_timeouts: Option<u32>,
    /// `--guided` (recorded only when given).
    #[serde(rename = "--guided", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub guided: Option<bool>,
    /// `--guided-cap`.
    #[serde(rename = "--guided-cap", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub guided_cap: Option<u64>,
    /// `--guided-reward-ratio`.
    #[serde(rename = "--guided-reward-ratio", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub guided_reward_ratio: Option<f64>,
    /// `--guided-round`.
    #[serde(rename = "--guided-round", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub guided_round: Option<usize>,
    /// `--level` (`boogie` or `smt`).
    #[serde(rename = "--level", default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// `--mutants` (fuzz).
    #[serde(rename = "--mutants", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub mutants: Option<usize>,
    /// `--rlimit`.
    #[serde(rename = "--rlimit", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub rlimit: Option<u64>,
    /// `--rng-seed`.
    #[serde(rename = "--rng-seed", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub rng_seed: Option<u64>,
    /// `--shard` (`K/N`, recorded when N > 1).
    #[serde(rename = "--shard", default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<String>,
    /// `--stop-on-finding` (fuzz, recorded only when given).
    #[serde(rename = "--stop-on-finding", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub stop_on_finding: Option<bool>,
    /// `--stop-on-first` (fuzz).
    #[serde(rename = "--stop-on-first", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub stop_on_first: Option<bool>,
    /// `--timeout` in seconds.
    #[serde(rename = "--timeout", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub timeout: Option<f64>,
    /// `--timeout-scope` (absent: `vc`, the only scope before the flag existed).
    #[serde(rename = "--timeout-scope", default, skip_serializing_if = "Option::is_none", with = "text")]
    pub timeout_scope: Option<TimeoutScope>,
    /// Settings this wobble does not know (recorded by another version), kept as written.
    #[serde(flatten)]
    pub other: BTreeMap<String, String>,
}

impl Settings {
    /// Every setting as (flag, value as written on disk), in their order on disk.
    pub fn entries(&self) -> Vec<(String, String)> {
        let Ok(table) = toml::Table::try_from(self) else { return Vec::new() };
        table.into_iter().map(|(k, v)| (k, v.as_str().map_or_else(|| v.to_string(), str::to_string))).collect()
    }
}

/// A setting stored as its text (`"20"`, `"true"`), as manifests have always stored them.
mod text {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serializer};
    use std::fmt::Display;
    use std::str::FromStr;

    pub fn serialize<T: Display, S: Serializer>(value: &Option<T>, s: S) -> Result<S::Ok, S::Error> {
        match value {
            Some(v) => s.serialize_str(&v.to_string()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, T, D>(d: D) -> Result<Option<T>, D::Error>
    where
        T: FromStr,
        T::Err: Display,
        D: Deserializer<'de>,
    {
        let text: Option<String> = Option::deserialize(d)?;
        text.map(|t| t.parse().map_err(|e| D::Error::custom(format!("`{t}`: {e}")))).transpose()
    }
}

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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    /// `wobble --version` of the invocation that started the run.
    pub wobble_version: String,
    /// `fuzz` or `campaign`.
    pub command: String,
    /// Every setting that decides the results (`--rng-seed`, `--timeout`, ...).
    pub settings: Settings,
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

    /// Whether the run had batch `name` (for tables: a batch not run is `-`, not 0).
    pub fn has_batch(&self, name: &str) -> bool {
        self.batches.iter().any(|b| b.name == name)
    }

    /// What the run's `--timeout` limited in a Boogie run (`vc` when the manifest predates
    /// `--timeout-scope`).
    pub fn timeout_scope(&self) -> TimeoutScope {
        self.settings.timeout_scope.unwrap_or(TimeoutScope::Vc)
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
        m.insert("--timeout-scope".to_string(), TimeoutScope::Vc.as_str().to_string());
        m.extend(self.settings.entries());
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
        let settings = Settings { rng_seed: Some(1), timeout: Some(20.0), ..Settings::default() };
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
        n.settings.rng_seed = Some(7);
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
        assert_eq!(old.timeout_scope(), TimeoutScope::Vc);
        let with = |scope: TimeoutScope| {
            let mut m = old.clone();
            m.settings.timeout_scope = Some(scope);
            m
        };
        assert!(old.differences(&with(TimeoutScope::Vc)).is_empty());
        let d: Vec<String> = old.differences(&with(TimeoutScope::Run)).iter().map(|d| d.to_string()).collect();
        assert_eq!(d, ["--timeout-scope: vc → run"]);
        assert_eq!(with(TimeoutScope::Run).timeout_scope(), TimeoutScope::Run);
    }

    #[test]
    fn absent_and_malformed() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(Manifest::read(dir.path()).unwrap(), None);
        std::fs::write(dir.path().join(MANIFEST_FILE), "settings = 3\n").unwrap();
        let err = Manifest::read(dir.path()).unwrap_err();
        assert!(err.to_string().contains("manifest.toml: not a wobble run manifest"), "{err}");
    }

    /// The file as manifests have always written it: settings keyed by their flags, values as
    /// text, in the flags' order; one of an older wobble (fewer settings, one this wobble does
    /// not know) reads and writes back the same.
    #[test]
    fn the_file_format_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let mut m = manifest();
        m.settings.timeout_scope = Some(TimeoutScope::Run);
        m.settings.stop_on_first = Some(false);
        m.settings.level = Some("boogie".into());
        m.write(dir.path()).unwrap();
        let text = std::fs::read_to_string(dir.path().join(MANIFEST_FILE)).unwrap();
        let settings = text.split("[settings]\n").nth(1).and_then(|t| t.split("\n\n").next()).unwrap();
        assert_eq!(
            settings,
            "--level = \"boogie\"\n--rng-seed = \"1\"\n--stop-on-first = \"false\"\n--timeout = \"20\"\n--timeout-scope = \"run\""
        );
        let old = "wobble_version = \"0.1.0\"\ncommand = \"fuzz\"\n\n[settings]\n--confirm-timeouts = \"2\"\n\
                   --rng-seed = \"3\"\n--timeout = \"1.5\"\n--zzz-later = \"x\"\n";
        std::fs::write(dir.path().join(MANIFEST_FILE), old).unwrap();
        let back = Manifest::read(dir.path()).unwrap().unwrap();
        assert_eq!((back.settings.confirm_timeouts, back.settings.rng_seed), (Some(2), Some(3)));
        assert_eq!((back.settings.timeout, back.timeout_scope()), (Some(1.5), TimeoutScope::Vc));
        assert_eq!(back.settings.other.get("--zzz-later").map(String::as_str), Some("x"));
        let d: Vec<String> = manifest().differences(&back).iter().map(|d| d.to_string()).collect();
        assert_eq!(
            d,
            [
                "--confirm-timeouts: (none) → 2",
                "--rng-seed: 1 → 3",
                "--timeout: 20 → 1.5",
                "--tools: boogie → ",
                "--zzz-later: (none) → x",
                "batch M*: random → (none)",
                "batch M* max attempts:  → (none)",
                "batch M* mutants: 5 → (none)",
                "batch M* weights: S1=1 → (none)",
                "seed seeds/a.bpl group: A → (none)",
                "seed seeds/a.bpl sha256: abc → (none)",
                "tool boogie version: Boogie 2.4.1 → (none)",
            ]
        );
        back.write(dir.path()).unwrap();
        assert_eq!(Manifest::read(dir.path()).unwrap(), Some(back));
    }
}
