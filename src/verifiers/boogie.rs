//! The Boogie backend: runs `boogie [args] file1.bpl ...` (Boogie 2 on mono, with z3) and
//! classifies its output (summary line, parse/resolution/type errors, `Error BP5xxx` kinds).
//!
//! The command line uses only switches every Boogie release accepts: a configuration's z3 is
//! passed as `/proverOpt:PROVER_PATH=Z3` and solver options as `/proverOpt:O:name=value`
//! (`/z3exe` and `/z3opt` are gone since Boogie 2.5.0). Which normalizations the release applies
//! before it talks to the solver is read from its version ([`super::normalization`]).
//!
//! **Limits.** The time limit a run is given is the limit of each VC, as Boogie's own
//! `/timeLimit`: a run is `boogie /trace /timeLimit:T ARGS FILES` (T in whole seconds, rounded
//! up; the configuration's own `/timeLimit` comes later and wins, and so does a program's
//! `{:timeLimit}`), under a wall-clock guard for the whole run ([`BoogieVerifier::run_guard`]),
//! which only a solver that ignores its soft limit reaches. Under `--timeout-scope run`
//! ([`TimeoutScope::Run`], the µgie paper's setting) the whole run is held to that limit instead:
//! its process group is killed at T and the run is `timeout`. A resource limit is a configuration
//! argument (`/rlimit:N`, which `--rlimit` adds) or a program's `{:rlimit N}`.
//!
//! Boogie 2.4.1 reports a VC that ran out of its resource limit in one of three ways, depending on
//! how z3 gave up (measured here with z3 4.8.12): `N out of resource` in its summary line; `N time
//! outs` when a time limit is set too (z3 gives the same reason, `canceled`, for both); or not at
//! all, counting the implementation neither verified nor failed (`/trace` then says `errors` for
//! it, with no error). The run is made with `/trace`, whose line per implementation says what
//! Boogie concluded and how long it took: with a resource limit in force, an implementation
//! without a verdict, or one that `timed out` before any time limit could have stopped it, makes
//! the run [`Outcome::OutOfResource`], as one that Boogie reports out of resource does; never
//! `verified`.

use super::normalization::Normalization;
use super::process::{run_with_timeout, ProcessOutput};
use super::{write_program, Outcome, RunResult, TimeoutScope, VerdictLevel, Verifier};
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
    /// What the time limit of a run limits: each VC (the default) or the whole run.
    scope: TimeoutScope,
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

/// `/timeLimit:N` for a limit of `vc_limit` per VC.
pub fn time_limit_arg(vc_limit: Duration) -> String {
    format!("/timeLimit:{}", time_limit_seconds(vc_limit))
}

/// The N of `/timeLimit:N` for a limit of `vc_limit` per VC: whole seconds, rounded up, at least
/// 1 (Boogie reads an integer; 0 would mean no limit).
pub fn time_limit_seconds(vc_limit: Duration) -> u64 {
    let s = vc_limit.as_secs() + u64::from(vc_limit.subsec_nanos() > 0);
    s.max(1)
}

/// The value of the last `PREFIX:N` switch in `args` (`/rlimit:`, `/timeLimit:`), if it is a
/// number.
pub fn last_switch(args: &[String], prefix: &str) -> Option<u64> {
    args.iter().rev().find_map(|a| a.strip_prefix(prefix)).and_then(|n| n.trim().parse().ok())
}

/// The values of every `{:NAME N}` attribute in a program's text (read as text: one in a comment
/// counts too).
fn attribute_values<'a>(text: &'a str, name: &'a str) -> impl Iterator<Item = u64> + 'a {
    text.match_indices("{:").filter_map(move |(i, _)| {
        let rest = text[i + 2..].strip_prefix(name)?;
        let rest = rest.strip_prefix(|c: char| c.is_whitespace())?.trim_start();
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    })
}

/// How many times the words `words` stand as words in `text`.
fn count_words(text: &str, words: &[&str]) -> u32 {
    let is_ident = |c: char| c.is_alphanumeric() || "_$#'.?^`~".contains(c);
    let mut n = 0u32;
    for w in words {
        for (i, _) in text.match_indices(w) {
            let before = text[..i].chars().next_back();
            let after = text[i + w.len()..].chars().next();
            if !before.is_some_and(is_ident) && !after.is_some_and(is_ident) {
                n = n.saturating_add(1);
            }
        }
    }
    n
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
        Ok(BoogieVerifier { label: label.into(), boogie, z3, args, version, normalization, scope: TimeoutScope::Vc })
    }

    /// This configuration with its runs' time limit applied to `scope` (`--timeout-scope`).
    pub fn with_timeout_scope(mut self, scope: TimeoutScope) -> BoogieVerifier {
        self.scope = scope;
        self
    }

    /// What the time limit of this configuration's runs limits.
    pub fn timeout_scope(&self) -> TimeoutScope {
        self.scope
    }

    /// The wall-clock limit of a run of `program` whose time limit is `limit`: `limit` itself
    /// under [`TimeoutScope::Run`], else the guard [`BoogieVerifier::run_guard`].
    pub fn wall_limit(&self, limit: Duration, program: &ProgramText) -> Duration {
        match self.scope {
            TimeoutScope::Run => limit,
            TimeoutScope::Vc => self.run_guard(limit, program),
        }
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

    /// The wall-clock guard of a run of `program` whose VCs each have `vc_limit` (or a longer
    /// limit of the configuration's `/timeLimit` or a program's `{:timeLimit}`): twice that per VC
    /// Boogie may verify (every `procedure` and `implementation` counted, and one more), and a
    /// minute for mono, parsing and VC generation. A run whose solver keeps to its soft limits
    /// never reaches it.
    pub fn run_guard(&self, vc_limit: Duration, program: &ProgramText) -> Duration {
        let own = last_switch(&self.args, "/timeLimit:").unwrap_or(0);
        let mut per_vc = time_limit_seconds(vc_limit).max(own);
        let mut vcs = 1u32;
        for f in &program.files {
            per_vc = per_vc.max(attribute_values(&f.text, "timeLimit").max().unwrap_or(0));
            vcs = vcs.saturating_add(count_words(&f.text, &["procedure", "implementation"]));
        }
        Duration::from_secs(per_vc.saturating_mul(2 * u64::from(vcs)).saturating_add(60))
    }

    /// The least time limit (seconds) any VC of `program` may have had in a run with `vc_limit`:
    /// the configuration's `/timeLimit` if it has one (it wins over `vc_limit`), else `vc_limit`'s,
    /// and any `{:timeLimit}` of the program.
    fn least_time_limit(&self, vc_limit: Duration, program: &ProgramText) -> f64 {
        let command_line = last_switch(&self.args, "/timeLimit:").unwrap_or_else(|| time_limit_seconds(vc_limit));
        let attributes = program.files.iter().flat_map(|f| attribute_values(&f.text, "timeLimit").collect::<Vec<_>>());
        attributes.fold(command_line, u64::min) as f64
    }

    /// Whether a resource limit is in force for `program`: the configuration's `/rlimit:N`
    /// (N > 0) or an `{:rlimit}` attribute of the program.
    pub fn resource_limited(&self, program: &ProgramText) -> bool {
        last_switch(&self.args, "/rlimit:").is_some_and(|n| n > 0)
            || program.files.iter().any(|f| attribute_values(&f.text, "rlimit").next().is_some())
    }

    /// Verifies like [`Verifier::verify`], with z3 reseeded at the Boogie layer:
    /// `/proverOpt:O:smt.random_seed=K /proverOpt:O:sat.random_seed=K` are added after the
    /// configuration's own arguments (so they win over a seed set there).
    pub fn verify_reseeded(&self, program: &ProgramText, workdir: &Path, timeout: Duration, seed: u64) -> RunResult {
        self.verify_with(program, workdir, timeout, &reseed_args(seed))
    }

    /// Runs with `vc_limit` for each VC and `extra` arguments after the configuration's (see the
    /// module documentation), within [`BoogieVerifier::wall_limit`], and classifies the output.
    pub fn verify_with(
        &self,
        program: &ProgramText,
        workdir: &Path,
        vc_limit: Duration,
        extra: &[String],
    ) -> RunResult {
        let first = ["/trace".to_string(), time_limit_arg(vc_limit)];
        let mut r = match self.run_program(program, workdir, self.wall_limit(vc_limit, program), &first, extra) {
            Ok(out) => {
                let limits = RunLimits {
                    resource: self.resource_limited(program),
                    time_s: Some(self.least_time_limit(vc_limit, program)),
                };
                let mut r = classify(&out.combined(), out.code(), out.timed_out, limits);
                if out.timed_out && self.scope == TimeoutScope::Run {
                    r.detail = format!(
                        "the whole run reached its time limit of {} s (--timeout-scope run); process group killed",
                        vc_limit.as_secs_f64()
                    );
                }
                r.time_s = out.wall.as_secs_f64();
                r.command = out.command_line;
                r.tool_version = self.version.clone();
                r
            }
            Err(msg) => RunResult::tool_error(msg, String::new(), &self.version),
        };
        r.level = Some(VerdictLevel::Boogie);
        r
    }

    /// The default configuration `boogie` (Debian boogie + its z3).
    pub fn default_config() -> Result<BoogieVerifier, BackendError> {
        BoogieVerifier::new("boogie", "boogie", None, Vec::new())
    }

    /// Arguments before the file names: the prover (`prover`, or the configuration's z3),
    /// `first` (a per-VC time limit, which the configuration's own overrides), the
    /// configuration's arguments, then `extra`.
    fn full_args(&self, prover: Option<&Path>, first: &[String], extra: &[String]) -> Vec<String> {
        let mut a = Vec::new();
        if let Some(z) = prover.or(self.z3.as_deref()) {
            a.push(prover_path_arg(z));
        }
        a.extend(first.iter().cloned());
        a.extend(self.args.iter().cloned());
        a.extend(extra.iter().cloned());
        a
    }

    /// Runs Boogie on `files` (names inside `workdir`, written by the caller) with `prover` as its
    /// solver instead of the configuration's z3, within `wall` of wall-clock time: with
    /// `vc_limit`'s `/timeLimit` as in [`BoogieVerifier::verify_with`] (so that the log carries
    /// the limit a run sends), the configuration's arguments and `extra` (extraction through the
    /// log sink).
    pub fn run_with_prover(
        &self,
        prover: &Path,
        files: &[String],
        workdir: &Path,
        wall: Duration,
        vc_limit: Option<Duration>,
        extra: &[String],
    ) -> Result<ProcessOutput, String> {
        let first: Vec<String> = vc_limit.map(time_limit_arg).into_iter().collect();
        let mut args = self.full_args(Some(prover), &first, extra);
        args.extend(files.iter().cloned());
        run_with_timeout(&self.boogie, &args, workdir, "boogie", wall)
            .map_err(|e| format!("cannot run `{}`: {e}", self.boogie.display()))
    }

    /// Runs Boogie as configured, with `extra` arguments after the configuration's, within
    /// `wall` of wall-clock time.
    pub(crate) fn run_raw(
        &self,
        program: &ProgramText,
        workdir: &Path,
        wall: Duration,
        extra: &[String],
    ) -> Result<ProcessOutput, String> {
        self.run_program(program, workdir, wall, &[], extra)
    }

    /// Writes `program` into `workdir` and runs Boogie on it with `first` before the
    /// configuration's arguments and `extra` after them.
    fn run_program(
        &self,
        program: &ProgramText,
        workdir: &Path,
        wall: Duration,
        first: &[String],
        extra: &[String],
    ) -> Result<ProcessOutput, String> {
        let files = write_program(program, workdir).map_err(|e| format!("cannot write program: {e}"))?;
        let mut args = self.full_args(None, first, extra);
        args.extend(files.iter().filter_map(|f| f.file_name()).map(|n| n.to_string_lossy().into_owned()));
        run_with_timeout(&self.boogie, &args, workdir, "boogie", wall)
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
    /// `boogie2`: since runs give `--timeout` per VC (`/timeLimit`) and tell out-of-resource
    /// runs from verified ones, results of earlier runs are not reused. `|run` at the end under
    /// [`TimeoutScope::Run`]: a run verified within its per-VC limits may have taken longer in
    /// all.
    fn cache_key(&self) -> String {
        let scope = match self.scope {
            TimeoutScope::Vc => "",
            TimeoutScope::Run => "|run",
        };
        format!(
            "boogie2|{}|{}|{}|{}{scope}",
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

/// Classifies Boogie's combined output. `code` is the exit status (None if killed). An
/// implementation that `/trace` says Boogie verified but that got no verdict (see the module
/// documentation) makes the run [`Outcome::Unknown`]; [`BoogieVerifier::verify_with`] calls it
/// [`Outcome::OutOfResource`] when a resource limit is in force.
pub fn classify_boogie(output: &str, code: Option<i32>, timed_out: bool) -> RunResult {
    classify(output, code, timed_out, RunLimits::default())
}

/// One implementation of a `/trace` run: its name, the outcome word of its trace line
/// (`verified`, `error`, `errors`, `timed out`, `out of resource`, ...) and the seconds it took,
/// and how many errors Boogie reported for it.
#[derive(Debug, PartialEq)]
struct Traced {
    name: String,
    outcome: String,
    time_s: Option<f64>,
    errors: usize,
}

/// The limits a run was made under, for [`classify`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct RunLimits {
    /// A resource limit was in force.
    resource: bool,
    /// The least time limit of a VC, in seconds.
    time_s: Option<f64>,
}

/// The implementations a `/trace` run verified, in order (none without `/trace`).
fn traced(output: &str) -> Vec<Traced> {
    let mut out: Vec<Traced> = Vec::new();
    for line in output.lines() {
        let t = line.trim();
        if let Some(name) = t.strip_prefix("Verifying ").and_then(|r| r.strip_suffix(" ...")) {
            out.push(Traced { name: name.to_string(), outcome: String::new(), time_s: None, errors: 0 });
        } else if let Some(last) = out.last_mut() {
            if last.outcome.is_empty() && t.starts_with('[') {
                if let Some((inside, word)) = t[1..].split_once(']') {
                    last.outcome = word.trim().to_string();
                    last.time_s = inside.split_once(" s").and_then(|(n, _)| n.trim().parse().ok());
                }
            } else if is_error_line(line).is_some_and(|a| a.starts_with("Error") || a.starts_with("error")) {
                last.errors += 1;
            }
        }
    }
    out
}

/// [`classify_boogie`] under `limits`. With a resource limit in force, Boogie 2.4.1 reports a VC
/// that ran out of it as a `time out` whenever a time limit is set too (z3 says `canceled` for
/// both): a VC that `/trace` says timed out in less than the least time limit it can have had
/// ran out of resources, and is counted so.
fn classify(output: &str, code: Option<i32>, timed_out: bool, limits: RunLimits) -> RunResult {
    let limited = limits.resource;
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
    // Implementations Boogie verified that its summary counts nowhere, and `time outs` before
    // any time limit.
    let trace = traced(output);
    let lost: Vec<&str> =
        trace.iter().filter(|t| t.outcome.starts_with("error") && t.errors == 0).map(|t| t.name.as_str()).collect();
    let (early, late): (Vec<&Traced>, Vec<&Traced>) = trace
        .iter()
        .filter(|t| t.outcome == "timed out")
        .partition(|t| limited && matches!((t.time_s, limits.time_s), (Some(took), Some(limit)) if took < limit));
    let early = early.len() as u32;
    match summary {
        Some(s) => {
            r.verified = s.verified;
            r.errors = s.errors;
            let time_outs = s.time_outs.saturating_sub(early);
            let out_of_resource = s.out_of_resource + (s.time_outs - time_outs);
            r.outcome = if s.errors > 0 {
                Outcome::Failed
            } else if time_outs > 0 {
                Outcome::Timeout
            } else if out_of_resource > 0 || (limited && !lost.is_empty()) {
                Outcome::OutOfResource
            } else if s.inconclusive > 0 || s.out_of_memory > 0 || !lost.is_empty() {
                Outcome::Unknown
            } else {
                Outcome::Verified
            };
            let no_verdict = match lost.as_slice() {
                [] => String::new(),
                names => format!(
                    "{} without a verdict in Boogie's summary (z3 gave up on {}{})",
                    if names.len() == 1 {
                        "1 implementation".to_string()
                    } else {
                        format!("{} implementations", names.len())
                    },
                    names.join(", "),
                    if limited { " under the resource limit" } else { "" }
                ),
            };
            r.detail = match r.outcome {
                Outcome::Failed => first_err.unwrap_or_default(),
                // The implementations `/trace` says timed out at the time limit: on Lucas-up.dfy a
                // repair's confirmation said only `2 time outs`, and one had failed every run before.
                Outcome::Timeout => match late.as_slice() {
                    [] => format!("{time_outs} time outs (Boogie /timeLimit)"),
                    ts => {
                        let names: Vec<&str> = ts.iter().map(|t| t.name.as_str()).collect();
                        format!("{time_outs} time outs (Boogie /timeLimit): {}", names.join(", "))
                    }
                },
                Outcome::OutOfResource if out_of_resource > 0 && early > 0 => format!(
                    "{out_of_resource} out of resource (Boogie /rlimit; Boogie 2.4.1 says `time out` for {early}, \
                     but before the time limit)"
                ),
                Outcome::OutOfResource if out_of_resource > 0 => {
                    format!("{out_of_resource} out of resource (Boogie /rlimit)")
                }
                Outcome::OutOfResource => no_verdict,
                Outcome::Unknown if !lost.is_empty() => no_verdict,
                Outcome::Unknown => {
                    format!("{} inconclusive, {} out of memory", s.inconclusive, s.out_of_memory)
                }
                _ => String::new(),
            };
        }
        None => {
            r.outcome = Outcome::ToolError;
            let interesting = output
                .lines()
                .map(str::trim)
                .find(|l| {
                    // Not the banner, z3's complaint about `model_compress` or `/trace`'s progress.
                    const NOISE: [&str; 9] = [
                        "Boogie program verifier version",
                        "Prover error",
                        "Legal parameters",
                        "[",
                        "Parsing ",
                        "Coalescing blocks",
                        "Inlining",
                        "Running abstract interpretation",
                        "Verifying ",
                    ];
                    !l.is_empty() && !NOISE.iter().any(|n| l.starts_with(n))
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

    const BANNER: &str = "[TRACE] Using prover: /usr/bin/z3\nBoogie program verifier version 2.4.1.10503, Copyright (c) 2003-2014, Microsoft.\nParsing p.bpl\nCoalescing blocks...\nInlining...\n\nRunning abstract interpretation...\n  [0.18 s]\n";

    #[test]
    fn an_implementation_without_a_verdict_is_not_verified() {
        // Boogie 2.4.1 and z3 4.8.12, `/rlimit:5000` on a program of two implementations.
        let out = format!(
            "{BANNER}\nVerifying P ...\n  [0.844 s, 14 proof obligations]  errors\n\n\
             Verifying Q ...\n  [0.02 s, 1 proof obligation]  verified\n\n\
             Boogie program verifier finished with 1 verified, 0 errors\n"
        );
        let rl = RunLimits { resource: true, time_s: Some(20.0) };
        let limited = classify(&out, Some(0), false, rl);
        assert_eq!(limited.outcome, Outcome::OutOfResource);
        assert_eq!(
            limited.detail,
            "1 implementation without a verdict in Boogie's summary (z3 gave up on P under the resource limit)"
        );
        assert_eq!(classify_boogie(&out, Some(0), false).outcome, Outcome::Unknown);
        // Without /trace nothing tells: the summary alone says verified.
        let plain = "Boogie program verifier finished with 1 verified, 0 errors\n";
        assert_eq!(classify(plain, Some(0), false, rl).outcome, Outcome::Verified);
        // An implementation whose errors are reported has its verdict.
        let failed = format!(
            "{BANNER}\nVerifying A ...\n  [0.424 s, 1 proof obligation]  error\n\
             f.bpl(1,63): Error BP5003: A postcondition might not hold on this return path.\n\
             f.bpl(1,38): Related location: This is the postcondition that might not hold.\nExecution trace:\n    f.bpl(1,57): anon0\n\n\
             Verifying C ...\n  [0.025 s, 1 proof obligation]  verified\n\n\
             Boogie program verifier finished with 1 verified, 1 error\n"
        );
        let r = classify(&failed, Some(0), false, rl);
        assert_eq!((r.outcome, r.error_kinds.as_slice()), (Outcome::Failed, ["postcondition".to_string()].as_slice()));
        assert_eq!(
            traced(&failed),
            vec![
                Traced { name: "A".into(), outcome: "error".into(), time_s: Some(0.424), errors: 1 },
                Traced { name: "C".into(), outcome: "verified".into(), time_s: Some(0.025), errors: 0 }
            ]
        );
    }

    #[test]
    fn a_time_out_before_the_time_limit_under_a_resource_limit_is_out_of_resource() {
        // Boogie 2.4.1, z3 4.8.12, `/timeLimit:20 /rlimit:2000`: z3 says `canceled` at the
        // resource limit, and Boogie, with a time limit set, reports a time out.
        let out = |took: &str| {
            format!(
                "{BANNER}\nVerifying Sum ...\n  [{took} s, 1 proof obligation]  timed out\n\
                 sum.bpl(2,11): Verification of 'Sum' timed out after 20 seconds\n\n\
                 Boogie program verifier finished with 0 verified, 0 errors, 1 time out\n"
            )
        };
        let rl = RunLimits { resource: true, time_s: Some(20.0) };
        let r = classify(&out("0.412"), Some(0), false, rl);
        assert_eq!(r.outcome, Outcome::OutOfResource, "{r:?}");
        assert!(
            r.detail.starts_with("1 out of resource (Boogie /rlimit; Boogie 2.4.1 says `time out` for 1"),
            "{}",
            r.detail
        );
        // At the time limit it may be either: a time out. Without a resource limit, always.
        let at_limit = classify(&out("20.13"), Some(0), false, rl);
        assert_eq!(at_limit.outcome, Outcome::Timeout);
        assert_eq!(at_limit.detail, "1 time outs (Boogie /timeLimit): Sum");
        let no_rl = RunLimits { resource: false, time_s: Some(20.0) };
        assert_eq!(classify(&out("0.412"), Some(0), false, no_rl).outcome, Outcome::Timeout);
    }

    #[test]
    fn out_of_resource_and_time_outs() {
        let oor = classify_boogie(
            "Boogie program verifier finished with 1 verified, 0 errors, 1 out of resource\n",
            Some(0),
            false,
        );
        assert_eq!((oor.outcome, oor.detail.as_str()), (Outcome::OutOfResource, "1 out of resource (Boogie /rlimit)"));
        let both = "Boogie program verifier finished with 0 verified, 0 errors, 1 time out, 1 out of resource\n";
        assert_eq!(classify_boogie(both, Some(0), false).outcome, Outcome::Timeout);
        let crash = format!("{BANNER}\nVerifying P ...\nUnhandled Exception: System.NullReferenceException\n");
        let r = classify_boogie(&crash, Some(1), false);
        assert_eq!(
            (r.outcome, r.detail.as_str()),
            (Outcome::ToolError, "exit 1: Unhandled Exception: System.NullReferenceException")
        );
    }

    #[test]
    fn limits_in_arguments_and_programs() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(last_switch(&args(&["/rlimit:5", "/x", "/rlimit:7"]), "/rlimit:"), Some(7));
        assert_eq!(last_switch(&args(&["/timeLimit:x"]), "/timeLimit:"), None);
        let text =
            "procedure {:rlimit 7} P(); // {:timeLimit 30}\nimplementation {:timeLimit  4} P() {}\nprocedure_x();";
        assert_eq!(attribute_values(text, "rlimit").collect::<Vec<_>>(), [7]);
        assert_eq!(attribute_values(text, "timeLimit").collect::<Vec<_>>(), [30, 4]);
        assert_eq!(attribute_values("{:rlimitX 3} {:rlimit}", "rlimit").count(), 0);
        assert_eq!(count_words(text, &["procedure", "implementation"]), 2);
        assert_eq!(time_limit_arg(Duration::from_millis(2500)), "/timeLimit:3");
        assert_eq!(
            (time_limit_seconds(Duration::from_millis(500)), time_limit_seconds(Duration::from_secs(20))),
            (1, 20)
        );
        assert_eq!(time_limit_seconds(Duration::from_millis(20_001)), 21);
        let config = |a: &[&str]| BoogieVerifier {
            label: "b".into(),
            boogie: "boogie".into(),
            z3: Some("z3".into()),
            args: args(a),
            version: String::new(),
            normalization: Normalization::of("2.4.1.10503", &[]),
            scope: TimeoutScope::Vc,
        };
        let p = ProgramText::single("p.bpl", "procedure P() { }\nprocedure Q();\n");
        // 2 words and one more VC, twice the per-VC limit each, and a minute.
        assert_eq!(config(&[]).run_guard(Duration::from_secs(10), &p), Duration::from_secs(2 * 10 * 3 + 60));
        assert_eq!(config(&["/timeLimit:50"]).run_guard(Duration::from_secs(10), &p), Duration::from_secs(360));
        // Under --timeout-scope run the whole run gets the limit itself, and its results are
        // cached apart from the per-VC runs'.
        let run = config(&[]).with_timeout_scope(TimeoutScope::Run);
        assert_eq!(run.wall_limit(Duration::from_millis(1500), &p), Duration::from_millis(1500));
        assert_eq!(config(&[]).wall_limit(Duration::from_secs(10), &p), Duration::from_secs(120));
        assert_eq!(run.cache_key(), format!("{}|run", config(&[]).cache_key()));
        assert!(!config(&["/rlimit:5", "/rlimit:0"]).resource_limited(&p));
        assert!(config(&["/rlimit:0", "/rlimit:5"]).resource_limited(&p));
        assert!(config(&[]).resource_limited(&ProgramText::single("p.bpl", "procedure {:rlimit 9} P() { }")));
        let attr = ProgramText::single("p.bpl", "procedure {:timeLimit 4} P() { }");
        assert_eq!(config(&[]).least_time_limit(Duration::from_secs(20), &attr), 4.0);
        assert_eq!(config(&["/timeLimit:50"]).least_time_limit(Duration::from_secs(20), &p), 50.0);
        assert_eq!(config(&[]).least_time_limit(Duration::from_millis(1500), &p), 2.0);
        // The per-VC limit comes before the configuration's arguments (its own /timeLimit wins).
        let b = config(&["/timeLimit:50", "/rlimit:5"]);
        assert_eq!(
            b.full_args(None, &[time_limit_arg(Duration::from_secs(2))], &["/proverLog:x".into()]),
            args(&["/proverOpt:PROVER_PATH=z3", "/timeLimit:2", "/timeLimit:50", "/rlimit:5", "/proverLog:x"])
        );
    }
}
