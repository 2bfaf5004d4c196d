//! Verifier configurations: the built-in `boogie`, `cvc4` and `why3`, and labelled ones from a
//! TOML file (default `wobble.toml` in the current directory; `--config PATH` overrides):
//!
//! ```toml
//! [[verifier]]
//! label = "boogie-z3-4.13.0"
//! backend = "boogie"                 # boogie | cvc4 | why3
//! z3 = ".releases/z3-4.13.0/bin/z3"  # optional binaries: boogie, z3, cvc4, why3
//! args = ["/timeLimit:5"]            # extra arguments for the backend's main tool
//! # prover = "z3"                    # why3 only: the Why3 prover name
//! ```
//!
//! Every configuration named in `--tools` is built before any run starts: unknown keys,
//! duplicate labels, missing binaries and unreadable versions are errors naming the file and line.

use super::boogie::BoogieVerifier;
use super::cvc4::Cvc4Verifier;
use super::{Verifier, VerifierError};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use toml::Spanned;

/// A configuration problem, with its place in the file when it has one.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{}: {source}", path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}:{line}: {message}", path.display())]
    At { path: PathBuf, line: usize, message: String },
    #[error("unknown tool `{label}` in --tools (built in: boogie, cvc4, why3{defined})")]
    UnknownTool { label: String, defined: String },
    #[error("--tools names `{0}` twice")]
    Duplicate(String),
    #[error("--tools is empty")]
    Empty,
    #[error("tool `{label}`: {source}")]
    Tool {
        label: String,
        #[source]
        source: VerifierError,
    },
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    verifier: Vec<Spanned<Entry>>,
}

/// One `[[verifier]]` table.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub label: String,
    pub backend: Backend,
    pub boogie: Option<String>,
    pub z3: Option<String>,
    pub cvc4: Option<String>,
    pub why3: Option<String>,
    pub prover: Option<String>,
    #[serde(default)]
    pub args: Vec<String>,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Backend {
    Boogie,
    Cvc4,
    Why3,
}

/// Configurations read from a file, each with the line of its table.
#[derive(Clone, Debug, Default)]
pub struct Config {
    pub path: Option<PathBuf>,
    pub entries: Vec<(Entry, usize)>,
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

impl Config {
    /// Parses a configuration file's text.
    pub fn parse(text: &str, path: &Path) -> Result<Config, ConfigError> {
        let file: File = toml::from_str(text).map_err(|e| ConfigError::At {
            path: path.to_path_buf(),
            line: e.span().map(|s| line_of(text, s.start)).unwrap_or(1),
            message: e.message().trim().to_string(),
        })?;
        let mut entries: Vec<(Entry, usize)> = Vec::new();
        for v in file.verifier {
            let line = line_of(text, v.span().start);
            let e = v.into_inner();
            if e.label.trim().is_empty() || e.label.contains(',') {
                return Err(ConfigError::At { path: path.into(), line, message: format!("bad label `{}`", e.label) });
            }
            if let Some((_, first)) = entries.iter().find(|(x, _)| x.label == e.label) {
                return Err(ConfigError::At {
                    path: path.into(),
                    line,
                    message: format!("label `{}` is already defined on line {first}", e.label),
                });
            }
            entries.push((e, line));
        }
        Ok(Config { path: Some(path.to_path_buf()), entries })
    }

    /// Reads `path`, or `./wobble.toml` when `path` is `None` and that file exists.
    pub fn load(path: Option<&Path>) -> Result<Config, ConfigError> {
        let path = match path {
            Some(p) => p.to_path_buf(),
            None => {
                let default = PathBuf::from("wobble.toml");
                if !default.exists() {
                    return Ok(Config::default());
                }
                default
            }
        };
        let text = std::fs::read_to_string(&path).map_err(|source| ConfigError::Read { path: path.clone(), source })?;
        Config::parse(&text, &path)
    }

    /// The entry for `label`: a defined one, or a built-in default.
    pub fn entry(&self, label: &str) -> Option<(Entry, Option<usize>)> {
        if let Some((e, line)) = self.entries.iter().find(|(e, _)| e.label == label) {
            return Some((e.clone(), Some(*line)));
        }
        let backend = match label {
            "boogie" => Backend::Boogie,
            "cvc4" => Backend::Cvc4,
            "why3" => Backend::Why3,
            _ => return None,
        };
        let e = Entry { label: label.into(), backend, boogie: None, z3: None, cvc4: None, why3: None, prover: None, args: vec![] };
        Some((e, None))
    }

    /// Builds the verifier of one entry (checking its binaries and versions).
    pub fn build(&self, e: &Entry, line: Option<usize>) -> Result<Arc<dyn Verifier>, ConfigError> {
        let wrap = |source: VerifierError| match (&self.path, line) {
            (Some(path), Some(line)) => ConfigError::At { path: path.clone(), line, message: format!("verifier `{}`: {source}", e.label) },
            _ => ConfigError::Tool { label: e.label.clone(), source },
        };
        let boogie_bin = e.boogie.as_deref().unwrap_or("boogie");
        Ok(match e.backend {
            Backend::Boogie => {
                let args = e.args.clone();
                Arc::new(BoogieVerifier::new(&e.label, boogie_bin, e.z3.as_deref(), args).map_err(wrap)?)
            }
            Backend::Cvc4 => {
                let b = BoogieVerifier::new("boogie", boogie_bin, e.z3.as_deref(), Vec::new()).map_err(wrap)?;
                Arc::new(Cvc4Verifier::new(&e.label, b, e.cvc4.as_deref().unwrap_or("cvc4"), e.args.clone()).map_err(wrap)?)
            }
            Backend::Why3 => build_why3(e).map_err(wrap)?,
        })
    }
}

/// The why3 backend (see `verifiers::why3`).
fn build_why3(e: &Entry) -> Result<Arc<dyn Verifier>, VerifierError> {
    let _ = e;
    Err(VerifierError::Other("the why3 backend is not part of this build yet".into()))
}

/// Builds the verifiers named in `spec` (`boogie,cvc4,my-label`), in that order.
pub fn resolve_tools(spec: &str, config: Option<&Path>) -> Result<Vec<Arc<dyn Verifier>>, ConfigError> {
    let cfg = Config::load(config)?;
    let labels: Vec<&str> = spec.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
    if labels.is_empty() {
        return Err(ConfigError::Empty);
    }
    let mut out: Vec<Arc<dyn Verifier>> = Vec::new();
    for (i, label) in labels.iter().enumerate() {
        if labels[..i].contains(label) {
            return Err(ConfigError::Duplicate(label.to_string()));
        }
        let (entry, line) = cfg.entry(label).ok_or_else(|| ConfigError::UnknownTool {
            label: label.to_string(),
            defined: cfg.entries.iter().map(|(e, _)| format!(", {}", e.label)).collect(),
        })?;
        out.push(cfg.build(&entry, line)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_entries_with_lines() {
        let text = "# releases\n[[verifier]]\nlabel = \"new\"\nbackend = \"boogie\"\nz3 = \"/opt/z3\"\nargs = [\"/timeLimit:5\"]\n\n[[verifier]]\nlabel = \"c\"\nbackend = \"cvc4\"\n";
        let c = Config::parse(text, Path::new("w.toml")).unwrap();
        assert_eq!(c.entries.len(), 2);
        assert_eq!(c.entries[0].0.z3.as_deref(), Some("/opt/z3"));
        assert_eq!(c.entries[0].0.args, vec!["/timeLimit:5".to_string()]);
        assert_eq!(c.entries[1].0.backend, Backend::Cvc4);
        assert!(c.entry("new").is_some() && c.entry("boogie").is_some() && c.entry("nope").is_none());
    }

    #[test]
    fn errors_name_file_and_line() {
        let text = "[[verifier]]\nlabel = \"a\"\nbackend = \"boogie\"\nspeed = 3\n";
        let e = Config::parse(text, Path::new("w.toml")).unwrap_err().to_string();
        assert!(e.starts_with("w.toml:4:"), "{e}");
        assert!(e.contains("speed"), "{e}");
        let text = "[[verifier]]\nlabel = \"a\"\nbackend = \"boogie\"\n[[verifier]]\nlabel = \"a\"\nbackend = \"cvc4\"\n";
        let e = Config::parse(text, Path::new("w.toml")).unwrap_err().to_string();
        assert!(e.starts_with("w.toml:4:") && e.contains("already defined on line 1"), "{e}");
        let text = "[[verifier]]\nlabel = \"a\"\nbackend = \"z4\"\n";
        let e = Config::parse(text, Path::new("w.toml")).unwrap_err().to_string();
        assert!(e.starts_with("w.toml:3:"), "{e}");
    }

    #[test]
    fn missing_binary_is_reported_with_the_line() {
        let text = "\n[[verifier]]\nlabel = \"ghost\"\nbackend = \"boogie\"\nz3 = \"/nonexistent/z3\"\n";
        let c = Config::parse(text, Path::new("w.toml")).unwrap();
        let (e, line) = c.entry("ghost").unwrap();
        let err = c.build(&e, line).err().expect("missing z3 must fail").to_string();
        assert!(err.starts_with("w.toml:2:") && err.contains("/nonexistent/z3"), "{err}");
    }

    #[test]
    fn unknown_and_duplicate_tools() {
        assert!(matches!(resolve_tools("nope", None), Err(ConfigError::UnknownTool { .. })));
        assert!(matches!(resolve_tools(" , ", None), Err(ConfigError::Empty)));
    }
}
