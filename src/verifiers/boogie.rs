//! The Boogie backend: runs `boogie [args] file1.bpl ...` (Boogie 2 on mono, with z3) and
//! classifies its output (summary line, parse/resolution/type errors, `Error BP5xxx` kinds).
//!
//! The command line uses only switches every Boogie release accepts: a configuration's z3 is
//! passed as `/proverOpt:PROVER_PATH=Z3` and solver options as `/proverOpt:O:name=value`
//! (`/z3exe` and `/z3opt` are gone since Boogie 2.5.0). Which normalizations the release applies
//! before it talks to the solver is read from its version ([`super::normalization`]).

use super::normalization::Normalization;
use super::process::{run_with_timeout, ProcessOutput};
use super::{write_program, Outcome, RunResult, Verifier};
use crate::error::{ErrorKind, HasKind};
use crate::syntax::source::ProgramText;
use std::path::{Path, PathBuf};
use std::time::Duration;
use thiserror::Error;

/// Why a backend could not be constructed.
#[derive(Debug, Error)]
pub enum BackendError {
    #[error("`{binary}` could not be run")]
    Missing { binary: String, source: std::io::Error },
    #[error("cannot read the version of `{binary}`: {detail}")]
    Version { binary: String, detail: String },
}

/// A backend that cannot be constructed (a binary that cannot run or report its version) is a
/// configuration problem: bad input.
impl HasKind for BackendError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// A Boogie configuration: binary, optional z3, extra arguments.
#[derive(Debug, Clone)]
pub struct BoogieVerifier {
    label: String,
    boogie: PathBuf,
    z3: Option<PathBuf>,
    args: Vec<String>,
    /// `boogie B; z3 Z`, plus `; normalized: ...` when the release normalizes.
    version: String,
    /// What this release does to declaration order and names, given `args`.
    normalization: Normalization,
}

/// `/proverOpt:PROVER_PATH=Z3`: the solver binary Boogie runs (every release accepts it).
pub fn prover_path_arg(z3: &Path) -> String {
    format!("/proverOpt:PROVER_PATH={}", z3.display())
}

/// `/proverOpt:O:name=value`: an option Boogie passes to the solver as `(set-option :name value)`
/// (every release accepts it, and it is written into the `/proverLog` file).
pub fn solver_option_arg(name: &str, value: impl std::fmt::Display) -> String {
    format!("/proverOpt:O:{name}={value}")
}

/// The arguments that reseed z3 at the Boogie layer: `smt.random_seed` and `sat.random_seed`.
pub fn reseed_args(seed: u64) -> [String; 2] {
    [solver_option_arg("smt.random_seed", seed), solver_option_arg("sat.random_seed", seed)]
}

/// Timeout for reading tool versions.
const VERSION_TIMEOUT: Duration = Duration::from_secs(30);

/// Reads Boogie's version from its banner (`Boogie program verifier version 2.4.1.10503, ...`)
/// by running it on an empty program.
pub fn boogie_version(boogie: &Path) -> Result<String, BackendError> {
    let bin = boogie.display().to_string();
    let dir = tempfile::tempdir().map_err(|e| BackendError::Missing { binary: bin.clone(), source: e })?;
    std::fs::write(dir.path().join("empty.bpl"), "")
        .map_err(|e| BackendError::Missing { binary: bin.clone(), source: e })?;
    let out =
        run_with_timeout(boogie, &["/noVerify".into(), "empty.bpl".into()], dir.path(), "version", VERSION_TIMEOUT)
            .map_err(|e| BackendError::Missing { binary: bin.clone(), source: e })?;
    let text = out.combined();
    for line in text.lines() {
        if let Some(rest) = line.trim().strip_prefix("Boogie program verifier version ") {
            let v = rest.split(|c: char| c == ',' || c.is_whitespace()).next().unwrap_or("");
            if !v.is_empty() {
                return Ok(v.to_string());
            }
        }
    }
    Err(BackendError::Version { binary: bin, detail: first_line(&text) })
}

/// Reads `z3 --version` (`Z3 version 4.8.12 - 64 bit`) → `4.8.12`.
pub fn z3_version(z3: &Path) -> Result<String, BackendError> {
    let bin = z3.display().to_string();
    let dir = tempfile::tempdir().map_err(|e| BackendError::Missing { binary: bin.clone(), source: e })?;
    let out = run_with_timeout(z3, &["--version".into()], dir.path(), "version", VERSION_TIMEOUT)
        .map_err(|e| BackendError::Missing { binary: bin.clone(), source: e })?;
    let text = out.combined();
    text.split_whitespace()
        .skip_while(|w| *w != "version")
        .nth(1)
        .map(str::to_string)
        .ok_or_else(|| BackendError::Version { binary: bin, detail: first_line(&text) })
}

pub(crate) fn first_line(s: &str) -> String {
    s.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("(no output)").to_string()
}

/// The z3 Debian's wrapper passes when none is configured.
const DEFAULT_Z3: &str = "z3";

impl BoogieVerifier {
    /// Checks both binaries and reads their versions once.
    pub fn new(
        label: impl Into<String>,
        boogie: impl Into<PathBuf>,
        z3: Option<PathBuf>,
        args: Vec<String>,
    ) -> Result<BoogieVerifier, BackendError> {
        let boogie = boogie.into();
        let bv = boogie_version(&boogie)?;
        let zv = z3_version(z3.as_deref().unwrap_or(Path::new(DEFAULT_Z3)))?;
        let normalization = Normalization::of(&bv, &args);
        let mut version = format!("boogie {bv}; z3 {zv}");
        if let Some(n) = normalization.describe() {
            version.push_str(&format!("; {n}"));
        }
        Ok(BoogieVerifier { label: label.into(), boogie, z3, args, version, normalization })
    }

    /// What this configuration's Boogie normalizes before it talks to the solver.
    pub fn normalization(&self) -> Normalization {
        self.normalization
    }

    /// The Boogie part of [`Verifier::version`]: `boogie B`, plus `; normalized: ...` when the
    /// release normalizes (for backends that put their own solver after it).
    pub fn boogie_part(&self) -> String {
        let mut s = self.version.split(';').next().unwrap_or("boogie").trim().to_string();
        if let Some(n) = self.normalization.describe() {
            s.push_str(&format!("; {n}"));
        }
        s
    }

    /// The configuration's z3 binary, if it names one (else Boogie's default z3 runs).
    pub fn z3(&self) -> Option<&Path> {
        self.z3.as_deref()
    }

    /// The configuration's extra Boogie arguments.
    pub fn args(&self) -> &[String] {
        &self.args
    }

    /// Verifies like [`Verifier::verify`], with z3 reseeded at the Boogie layer:
    /// `/proverOpt:O:smt.random_seed=K /proverOpt:O:sat.random_seed=K` are added after the
    /// configuration's own arguments (so they win over a seed set there).
    pub fn verify_reseeded(&self, program: &ProgramText, workdir: &Path, timeout: Duration, seed: u64) -> RunResult {
        self.verify_with(program, workdir, timeout, &reseed_args(seed))
    }

    /// Runs with `extra` arguments and classifies the output.
    pub(crate) fn verify_with(
        &self,
        program: &ProgramText,
        workdir: &Path,
        timeout: Duration,
        extra: &[String],
    ) -> RunResult {
        match self.run_raw(program, workdir, timeout, extra) {
            Ok(out) => {
                let mut r = classify_boogie(&out.combined(), out.code(), out.timed_out);
                r.time_s = out.wall.as_secs_f64();
                r.command = out.command_line;
                r.tool_version = self.version.clone();
                r
            }
            Err(msg) => RunResult::tool_error(msg, String::new(), &self.version),
        }
    }

    /// The default configuration `boogie` (Debian boogie + its z3).
    pub fn default_config() -> Result<BoogieVerifier, BackendError> {
        BoogieVerifier::new("boogie", "boogie", None, Vec::new())
    }

    /// Arguments before the file names.
    fn full_args(&self, extra: &[String]) -> Vec<String> {
        let mut a = Vec::new();
        if let Some(z) = &self.z3 {
            a.push(prover_path_arg(z));
        }
        a.extend(self.args.iter().cloned());
        a.extend(extra.iter().cloned());
        a
    }

    /// Runs Boogie on `files` (names inside `workdir`, written by the caller) with `prover` as its
    /// solver instead of the configuration's z3, the configuration's arguments and `extra` (the
    /// query level's extraction through its log sink).
    pub(crate) fn run_with_prover(
        &self,
        prover: &Path,
        files: &[String],
        workdir: &Path,
        timeout: Duration,
        extra: &[String],
    ) -> Result<ProcessOutput, String> {
        let mut args = vec![prover_path_arg(prover)];
        args.extend(self.args.iter().cloned());
        args.extend(extra.iter().cloned());
        args.extend(files.iter().cloned());
        run_with_timeout(&self.boogie, &args, workdir, "boogie", timeout)
            .map_err(|e| format!("cannot run `{}`: {e}", self.boogie.display()))
    }

    /// Runs Boogie with additional arguments (used by the cvc4 backend for `/proverLog:`).
    pub(crate) fn run_raw(
        &self,
        program: &ProgramText,
        workdir: &Path,
        timeout: Duration,
        extra: &[String],
    ) -> Result<ProcessOutput, String> {
        let files = write_program(program, workdir).map_err(|e| format!("cannot write program: {e}"))?;
        let mut args = self.full_args(extra);
        args.extend(files.iter().filter_map(|f| f.file_name()).map(|n| n.to_string_lossy().into_owned()));
        run_with_timeout(&self.boogie, &args, workdir, "boogie", timeout)
            .map_err(|e| format!("cannot run `{}`: {e}", self.boogie.display()))
    }
}

impl Verifier for BoogieVerifier {
    fn label(&self) -> &str {
        &self.label
    }
    fn version(&self) -> &str {
        &self.version
    }
    fn cache_key(&self) -> String {
        format!(
            "boogie|{}|{}|{}|{}",
            self.boogie.display(),
            self.z3.as_ref().map(|z| z.display().to_string()).unwrap_or_default(),
            self.args.join("\u{1f}"),
            self.version
        )
    }
    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        self.verify_with(program, workdir, timeout, &[])
    }
    fn normalization(&self) -> Option<Normalization> {
        Some(self.normalization)
    }
    fn as_boogie(&self) -> Option<&BoogieVerifier> {
        Some(self)
    }
}

/// Counts from Boogie's summary line.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    pub verified: u32,
    pub errors: u32,
    pub inconclusive: u32,
    pub time_outs: u32,
    pub out_of_memory: u32,
    pub out_of_resource: u32,
}

/// Parses `Boogie program verifier finished with 1 verified, 2 errors, 1 time out, ...`.
pub fn parse_summary(line: &str) -> Option<Summary> {
    let rest = line.trim().strip_prefix("Boogie program verifier finished with ")?;
    let mut s = Summary::default();
    let mut any = false;
    for part in rest.split(',') {
        let part = part.trim();
        let (num, what) = part.split_once(' ')?;
        let n: u32 = num.parse().ok()?;
        any = true;
        let what = what.trim();
        if what.starts_with("verified") {
            s.verified = n;
        } else if what.starts_with("error") {
            s.errors = n;
        } else if what.starts_with("inconclusive") {
            s.inconclusive = n;
        } else if what.starts_with("time out") {
            s.time_outs = n;
        } else if what.starts_with("out of memory") {
            s.out_of_memory = n;
        } else if what.starts_with("out of resource") {
            s.out_of_resource = n;
        }
    }
    any.then_some(s)
}

/// The kind of an `Error BP5xxx: ...` message.
pub fn error_kind(message: &str) -> String {
    let m = message.to_ascii_lowercase();
    let kind = if m.contains("postcondition") {
        "postcondition"
    } else if m.contains("precondition") {
        "precondition"
    } else if m.contains("loop invariant might not hold on entry") {
        "invariant entry"
    } else if m.contains("loop invariant might not be maintained") {
        "invariant maintained"
    } else if m.contains("invariant") {
        "invariant"
    } else if m.contains("assertion") {
        "assertion"
    } else if m.contains("decreases") || m.contains("terminat") {
        "termination"
    } else {
        "other"
    };
    kind.to_string()
}

/// `N <what> errors detected in FILE` → (N, what).
fn detected_count(line: &str) -> Option<(u32, &str)> {
    let line = line.trim();
    let (num, rest) = line.split_once(' ')?;
    let n: u32 = num.parse().ok()?;
    for what in ["parse", "name resolution", "type checking"] {
        if rest.starts_with(what) && rest.contains("errors detected in") {
            return Some((n, what));
        }
    }
    None
}

fn is_error_line(line: &str) -> Option<&str> {
    // `FILE(L,C): Error BP5003: message` or `FILE(L,C): Error: message` or `...: error: ...`.
    let idx = line.find("): ")?;
    let after = &line[idx + 3..];
    if after.starts_with("Error") || after.starts_with("error") || after.starts_with("Related location") {
        Some(after)
    } else {
        None
    }
}

/// Where in `detail` (its first line) Boogie's first error starts: `F.bpl(21,2): Error: ...`
/// (a row's detail may say more before it, e.g. how the run came about).
fn rejection_start(first: &str) -> Option<(usize, usize)> {
    let mut from = 0;
    while let Some(k) = first[from..].find("): ").map(|k| from + k) {
        let after = &first[k + 3..];
        if after.starts_with("Error") || after.starts_with("error") {
            let open = first[..k].rfind('(')?;
            let start = first[..open].rfind(|c: char| c.is_whitespace()).map_or(0, |s| s + 1);
            return Some((start, k + 3));
        }
        from = k + 3;
    }
    None
}

/// Boogie's first error in a rejected run's detail, with its place: `F.bpl(21,2): Error: ...`
/// (the detail's first line when no place is found).
pub fn rejection(detail: &str) -> &str {
    let first = detail.lines().next().unwrap_or("").trim();
    rejection_start(first).map_or(first, |(start, _)| &first[start..])
}

/// [`rejection`] without its place (`Error: type variable must occur ...`): what stays the same
/// when the program shrinks or moves.
pub fn rejection_message(detail: &str) -> &str {
    let first = detail.lines().next().unwrap_or("").trim();
    rejection_start(first).map_or(first, |(_, message)| &first[message..])
}

/// Classifies Boogie's combined output. `code` is the exit status (None if killed).
pub fn classify_boogie(output: &str, code: Option<i32>, timed_out: bool) -> RunResult {
    let mut r = RunResult::empty(Outcome::ToolError);
    if timed_out {
        r.outcome = Outcome::Timeout;
        r.detail = "wall-clock limit reached; process group killed".into();
        return r;
    }
    let mut summary = None;
    let mut first_err: Option<String> = None;
    let mut detected: Option<(u32, &str)> = None;
    for line in output.lines() {
        if let Some(s) = parse_summary(line) {
            summary = Some(s);
        } else if let Some(d) = detected_count(line) {
            detected.get_or_insert(d);
        } else if let Some(after) = is_error_line(line) {
            if let Some(msg) = after.strip_prefix("Error BP") {
                let msg = msg.split_once(':').map(|(_, m)| m.trim()).unwrap_or(msg);
                r.error_kinds.push(error_kind(msg));
            }
            if first_err.is_none() && !after.starts_with("Related location") {
                first_err = Some(line.trim().to_string());
            }
        }
    }
    if let Some((n, what)) = detected {
        r.outcome = if what == "parse" { Outcome::ParseError } else { Outcome::TypeError };
        r.errors = n;
        r.error_kinds.clear();
        r.detail = first_err.unwrap_or_else(|| format!("{n} {what} errors"));
        return r;
    }
    match summary {
        Some(s) => {
            r.verified = s.verified;
            r.errors = s.errors;
            r.outcome = if s.errors > 0 {
                Outcome::Failed
            } else if s.time_outs > 0 {
                Outcome::Timeout
            } else if s.inconclusive > 0 || s.out_of_memory > 0 || s.out_of_resource > 0 {
                Outcome::Unknown
            } else {
                Outcome::Verified
            };
            r.detail = match r.outcome {
                Outcome::Failed => first_err.unwrap_or_default(),
                Outcome::Timeout => format!("{} time outs (Boogie /timeLimit)", s.time_outs),
                Outcome::Unknown => format!(
                    "{} inconclusive, {} out of memory, {} out of resource",
                    s.inconclusive, s.out_of_memory, s.out_of_resource
                ),
                _ => String::new(),
            };
        }
        None => {
            r.outcome = Outcome::ToolError;
            let interesting = output
                .lines()
                .map(str::trim)
                .find(|l| {
                    !l.is_empty()
                        && !l.starts_with("Boogie program verifier version")
                        && !l.starts_with("Prover error")
                        && !l.starts_with("Legal parameters")
                })
                .unwrap_or("no summary line in Boogie's output");
            r.detail = match code {
                Some(c) => format!("exit {c}: {interesting}"),
                None => format!("killed by a signal: {interesting}"),
            };
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rejection_is_found_after_whatever_precedes_it() {
        let d = "query level: no queries extracted; boogie confirms: m.bpl(21,2): Error: type variable must \
                 occur in types of given arguments: T\nnext line";
        assert_eq!(rejection(d), "m.bpl(21,2): Error: type variable must occur in types of given arguments: T");
        assert_eq!(rejection_message(d), "Error: type variable must occur in types of given arguments: T");
        let parse = "a (b).bpl(1,5): error: \")\" expected";
        assert_eq!(
            (rejection(parse), rejection_message(parse)),
            ("(b).bpl(1,5): error: \")\" expected", "error: \")\" expected")
        );
        assert_eq!(rejection_message("3 type checking errors"), "3 type checking errors");
        let r = classify_boogie(
            "x.bpl(3,1): Error: undeclared identifier: y\n1 name resolution errors detected in x.bpl\n",
            Some(0),
            false,
        );
        assert_eq!((r.outcome, rejection_message(&r.detail)), (Outcome::TypeError, "Error: undeclared identifier: y"));
    }
}
