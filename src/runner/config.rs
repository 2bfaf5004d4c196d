//! Verifier configurations: the built-ins `boogie`, `cvc4`, `cvc5`, `why3`, plus `[[verifier]]` entries
//! of a TOML file (`wobble.toml` in the current directory by default, `--config PATH`), resolved
//! from a comma-separated `--tools` list into constructed backends. Every problem (unknown keys,
//! duplicate labels, missing binaries, unreadable versions) is reported before any run starts,
//! naming the file and line.

use crate::error::{ErrorKind, HasKind};
use crate::verifiers::boogie::BoogieVerifier;
use crate::verifiers::{TimeoutScope, Verifier};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use thiserror::Error;

/// The default configuration file, looked up in the current directory.
pub const DEFAULT_CONFIG: &str = "wobble.toml";

/// Labels available without any configuration file.
pub const BUILTIN_LABELS: [&str; 4] = ["boogie", "cvc4", "cvc5", "why3"];

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("cannot read {path}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{path}: {message}")]
    Parse { path: PathBuf, message: String },
    #[error("{path}:{line}: {message}")]
    Entry { path: PathBuf, line: usize, message: String },
    #[error("unknown verifier configuration `{label}` (known: {known})")]
    UnknownLabel { label: String, known: String },
    #[error("verifier list `{0}` is empty or names a configuration twice")]
    BadList(String),
    #[error("verifier configuration `{label}` ({origin}): {message}")]
    Backend { label: String, origin: String, message: String },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BackendKind {
    Boogie,
    Cvc4,
    Cvc5,
    Why3,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileEntry {
    label: toml::Spanned<String>,
    backend: BackendKind,
    boogie: Option<String>,
    z3: Option<String>,
    cvc4: Option<String>,
    cvc5: Option<String>,
    why3: Option<String>,
    prover: Option<String>,
    #[serde(default)]
    args: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ConfigFile {
    #[serde(default)]
    verifier: Vec<FileEntry>,
    /// The thresholds of `wobble check` (read and checked by `crate::check::thresholds`);
    /// allowed here so that one file holds both.
    #[serde(default)]
    #[allow(dead_code)]
    check: Option<toml::Table>,
}

/// One verifier configuration (not yet constructed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifierConfig {
    pub label: String,
    pub backend: BackendKind,
    pub boogie: PathBuf,
    pub z3: Option<PathBuf>,
    pub cvc4: PathBuf,
    pub cvc5: PathBuf,
    pub why3: PathBuf,
    pub prover: String,
    pub args: Vec<String>,
    /// Where it came from, for messages: `built-in` or `FILE:LINE`.
    pub origin: String,
}

impl VerifierConfig {
    /// The built-in configuration with this label, if any.
    pub fn builtin(label: &str) -> Option<VerifierConfig> {
        let backend = match label {
            "boogie" => BackendKind::Boogie,
            "cvc4" => BackendKind::Cvc4,
            "cvc5" => BackendKind::Cvc5,
            "why3" => BackendKind::Why3,
            _ => return None,
        };
        Some(VerifierConfig {
            label: label.to_string(),
            backend,
            boogie: "boogie".into(),
            z3: None,
            cvc4: "cvc4".into(),
            cvc5: "cvc5".into(),
            why3: "why3".into(),
            prover: "z3".into(),
            args: Vec::new(),
            origin: "built-in".into(),
        })
    }

    /// This configuration with z3's resource limit `rlimit` on every VC (`--rlimit`): for backend
    /// boogie, `/rlimit:N` after its own arguments (so it wins over a limit set there; a
    /// program's `{:rlimit}` still wins, as in Boogie). Other backends solve with cvc4, cvc5 or
    /// Why3's prover, which this limit does not reach: unchanged (see [`VerifierConfig::limits_z3`]).
    pub fn with_rlimit(mut self, rlimit: Option<u64>) -> VerifierConfig {
        if let (Some(n), true) = (rlimit, self.limits_z3()) {
            self.args.push(format!("/rlimit:{n}"));
        }
        self
    }

    /// Whether Boogie's `/rlimit` reaches this configuration's solver: backend boogie only.
    pub fn limits_z3(&self) -> bool {
        self.backend == BackendKind::Boogie
    }

    /// Whether this configuration runs Boogie (backends boogie, cvc4 and cvc5; not why3).
    pub fn has_boogie(&self) -> bool {
        self.backend != BackendKind::Why3
    }

    /// The Boogie this configuration runs, with its z3 and arguments: the verifier itself for
    /// backend boogie, the encoding step for cvc4 and cvc5. Why3 runs no Boogie: an error.
    pub fn boogie_verifier(&self) -> Result<BoogieVerifier, ConfigError> {
        let err =
            |message: String| ConfigError::Backend { label: self.label.clone(), origin: self.origin.clone(), message };
        if !self.has_boogie() {
            return Err(err("backend why3 runs no Boogie (expected backend boogie, cvc4 or cvc5)".into()));
        }
        BoogieVerifier::new(&self.label, &self.boogie, self.z3.clone(), self.args.clone())
            .map_err(|e| err(e.to_string()))
    }

    /// Constructs the backend (checks binaries, reads versions).
    pub fn build(&self) -> Result<Arc<dyn Verifier>, ConfigError> {
        self.build_scoped(TimeoutScope::Vc)
    }

    /// [`VerifierConfig::build`] with the time limit of backend boogie's runs applied to `scope`
    /// (`--timeout-scope`). cvc4, cvc5 and why3 hold a whole run to the time limit anyway.
    pub fn build_scoped(&self, scope: TimeoutScope) -> Result<Arc<dyn Verifier>, ConfigError> {
        let err =
            |message: String| ConfigError::Backend { label: self.label.clone(), origin: self.origin.clone(), message };
        match self.backend {
            BackendKind::Boogie => BoogieVerifier::new(&self.label, &self.boogie, self.z3.clone(), self.args.clone())
                .map(|v| Arc::new(v.with_timeout_scope(scope)) as Arc<dyn Verifier>)
                .map_err(|e| err(e.to_string())),
            BackendKind::Cvc4 | BackendKind::Cvc5 => {
                // `args` go to Boogie (they shape the encoding, e.g. /timeLimit).
                let b = BoogieVerifier::new(
                    format!("{}-boogie", self.label),
                    &self.boogie,
                    self.z3.clone(),
                    self.args.clone(),
                )
                .map_err(|e| err(e.to_string()))?;
                let v = if self.backend == BackendKind::Cvc4 {
                    crate::smt::solving::cvc::cvc4_verifier(&self.label, b, &self.cvc4, Vec::new())
                } else {
                    crate::smt::solving::cvc::cvc5_verifier(&self.label, b, &self.cvc5, Vec::new())
                };
                v.map(|v| Arc::new(v) as Arc<dyn Verifier>).map_err(|e| err(e.to_string()))
            }
            BackendKind::Why3 => build_why3(&self.label, &self.why3, &self.prover, self.args.clone()).map_err(err),
        }
    }
}

/// The why3 backend: wobble's WhyML translation proved by `why3 prove -P PROVER`.
fn build_why3(label: &str, why3: &Path, prover: &str, args: Vec<String>) -> Result<Arc<dyn Verifier>, String> {
    crate::verifiers::why3::Why3Verifier::new(label, &why3.to_string_lossy(), prover, args)
        .map(|v| Arc::new(v) as Arc<dyn Verifier>)
        .map_err(|e| e.to_string())
}

fn line_of(text: &str, offset: usize) -> usize {
    text.get(..offset).map(|s| s.matches('\n').count() + 1).unwrap_or(1)
}

/// Paths containing `/` that are relative are taken relative to the configuration file's
/// directory; bare names are looked up in `PATH` when run.
fn resolve_path(dir: &Path, p: &str) -> PathBuf {
    let path = Path::new(p);
    if p.contains('/') && path.is_relative() {
        dir.join(path)
    } else {
        path.to_path_buf()
    }
}

/// Parses a configuration file's text (`path` is used for messages and relative binaries).
pub fn parse_config(text: &str, path: &Path) -> Result<Vec<VerifierConfig>, ConfigError> {
    let file: ConfigFile = toml::from_str(text).map_err(|e| {
        let line = e.span().map(|s| line_of(text, s.start));
        match line {
            Some(line) => ConfigError::Entry { path: path.to_path_buf(), line, message: e.message().to_string() },
            None => ConfigError::Parse { path: path.to_path_buf(), message: e.to_string() },
        }
    })?;
    // Tools run inside their own work directories: relative binaries must become absolute.
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let dir = if dir.is_absolute() { dir } else { std::env::current_dir().map(|cwd| cwd.join(&dir)).unwrap_or(dir) };
    let mut out: Vec<VerifierConfig> = Vec::new();
    for e in file.verifier {
        let line = line_of(text, e.label.span().start);
        let label = e.label.into_inner();
        let entry_err = |message: String| ConfigError::Entry { path: path.to_path_buf(), line, message };
        if label.is_empty() || label.contains(',') || label.chars().any(char::is_whitespace) {
            return Err(entry_err(format!("label `{label}` must be non-empty, without commas or spaces")));
        }
        if let Some(prev) = out.iter().find(|c| c.label == label) {
            return Err(entry_err(format!("duplicate label `{label}` (first defined at {})", prev.origin)));
        }
        if e.prover.is_some() && e.backend != BackendKind::Why3 {
            return Err(entry_err("`prover` applies to the why3 backend only".into()));
        }
        out.push(VerifierConfig {
            label,
            backend: e.backend,
            boogie: resolve_path(&dir, e.boogie.as_deref().unwrap_or("boogie")),
            z3: e.z3.as_deref().map(|z| resolve_path(&dir, z)),
            cvc4: resolve_path(&dir, e.cvc4.as_deref().unwrap_or("cvc4")),
            cvc5: resolve_path(&dir, e.cvc5.as_deref().unwrap_or("cvc5")),
            why3: resolve_path(&dir, e.why3.as_deref().unwrap_or("why3")),
            prover: e.prover.unwrap_or_else(|| "z3".into()),
            args: e.args,
            origin: format!("{}:{line}", path.display()),
        });
    }
    Ok(out)
}

/// Reads the configuration file: `config` if given (must exist), else `wobble.toml` in the
/// current directory if it exists, else none.
pub fn load_config(config: Option<&Path>) -> Result<Vec<VerifierConfig>, ConfigError> {
    let path = match config {
        Some(p) => p.to_path_buf(),
        None => {
            let p = PathBuf::from(DEFAULT_CONFIG);
            if !p.is_file() {
                return Ok(Vec::new());
            }
            p
        }
    };
    let text = std::fs::read_to_string(&path).map_err(|source| ConfigError::Read { path: path.clone(), source })?;
    parse_config(&text, &path)
}

/// Looks up the labels of `spec` (`"boogie,cvc4,mylabel"`) among the file's entries (which
/// shadow built-ins of the same label) and the built-ins, without constructing anything.
pub fn select_configs(spec: &str, file: &[VerifierConfig]) -> Result<Vec<VerifierConfig>, ConfigError> {
    let labels: Vec<&str> = spec.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
    let mut unique = labels.clone();
    unique.sort_unstable();
    unique.dedup();
    if labels.is_empty() || unique.len() != labels.len() {
        return Err(ConfigError::BadList(spec.to_string()));
    }
    labels
        .iter()
        .map(|l| {
            file.iter().find(|c| c.label == *l).cloned().or_else(|| VerifierConfig::builtin(l)).ok_or_else(|| {
                let mut known: Vec<String> = BUILTIN_LABELS.iter().map(|s| s.to_string()).collect();
                known.extend(file.iter().map(|c| c.label.clone()).filter(|l| !BUILTIN_LABELS.contains(&l.as_str())));
                ConfigError::UnknownLabel { label: l.to_string(), known: known.join(", ") }
            })
        })
        .collect()
}

/// Resolves a `--tools` list into constructed verifiers (binaries checked, versions read).
pub fn resolve_tools(spec: &str, config: Option<&Path>) -> Result<Vec<Arc<dyn Verifier>>, ConfigError> {
    resolve_tools_scoped(spec, config, None, TimeoutScope::Vc)
}

/// [`resolve_tools`] with `--rlimit` ([`VerifierConfig::with_rlimit`]) and `--timeout-scope`
/// ([`VerifierConfig::build_scoped`]).
pub fn resolve_tools_scoped(
    spec: &str,
    config: Option<&Path>,
    rlimit: Option<u64>,
    scope: TimeoutScope,
) -> Result<Vec<Arc<dyn Verifier>>, ConfigError> {
    let file = load_config(config)?;
    select_configs(spec, &file)?.into_iter().map(|c| c.with_rlimit(rlimit).build_scoped(scope)).collect()
}
/// Looks up one configuration label (a file entry, else a built-in) without constructing it.
pub fn select_config(label: &str, file: &[VerifierConfig]) -> Result<VerifierConfig, ConfigError> {
    let mut v = select_configs(label, file)?;
    match v.pop() {
        Some(c) if v.is_empty() => Ok(c),
        _ => Err(ConfigError::BadList(label.to_string())),
    }
}

/// A verifier configuration that cannot be used (unknown label, bad file, missing binary) is the
/// user's configuration: bad input.
impl HasKind for ConfigError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_label_and_a_boogie_or_an_error_naming_the_configuration() {
        let file = parse_config("[[verifier]]\nlabel = \"w\"\nbackend = \"why3\"\n", Path::new("c.toml")).unwrap();
        assert!(matches!(select_config("boogie,w", &file), Err(ConfigError::BadList(_))));
        let w = select_config("w", &file).unwrap();
        assert!(!w.has_boogie() && select_config("cvc5", &file).unwrap().has_boogie());
        let e = w.boogie_verifier().unwrap_err().to_string();
        assert!(e.starts_with("verifier configuration `w` (c.toml:2)") && e.contains("runs no Boogie"), "{e}");
    }

    #[test]
    fn rlimit_reaches_the_boogie_backend_after_its_own_arguments() {
        let file = parse_config(
            "[[verifier]]\nlabel = \"b\"\nbackend = \"boogie\"\nargs = [\"/rlimit:5\"]\n",
            Path::new("c.toml"),
        )
        .unwrap();
        let b = select_config("b", &file).unwrap();
        assert_eq!(b.clone().with_rlimit(Some(900)).args, ["/rlimit:5", "/rlimit:900"]);
        assert_eq!(b.with_rlimit(None).args, ["/rlimit:5"]);
        let cvc4 = select_config("cvc4", &file).unwrap();
        assert!(!cvc4.limits_z3() && cvc4.with_rlimit(Some(900)).args.is_empty());
    }
}
