//! The why3 backend: parse the Boogie files, translate them to WhyML ([`crate::translate`]), and
//! prove the result with `why3 prove -P PROVER -t SECONDS prog.mlw` (one goal per procedure body,
//! as Boogie has one VC per implementation).
//!
//! Classification: verified iff every goal is `Valid` (or why3 finds no goal at all: every VC was
//! trivial); any `Invalid` → `Failed`; otherwise any `Timeout` (also a prover that printed
//! `timeout`) → `Timeout`; `Unknown`/out of memory/step limit → `Unknown`. A why3 parse or typing
//! error of the translation is a translator bug and becomes `ToolError` with why3's message.

use super::process::run_with_timeout;
use super::{Outcome, RunResult, Verifier};
use crate::error::{ErrorKind, HasKind};
use crate::syntax::parse_program;
use crate::syntax::source::ProgramText;
use crate::translate::to_whyml;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Bumped whenever the translation changes in a way that can change outcomes (part of the cache key).
pub const TRANSLATOR_VERSION: u32 = 2;

/// Extra wall-clock time granted beyond the prover time limit (why3 start-up and reporting).
const WALL_GRACE: Duration = Duration::from_secs(3);

/// A why3 configuration that cannot run.
#[derive(Debug, thiserror::Error)]
pub enum Why3Error {
    #[error("cannot run `{bin}`")]
    NotRunnable { bin: String, source: std::io::Error },
    #[error("`{bin} --version` printed no version: {output}")]
    NoVersion { bin: String, output: String },
    #[error("`why3 config detect` failed: {0}")]
    Detect(String),
    #[error("why3 does not know prover `{prover}`; known provers: {known}")]
    UnknownProver { prover: String, known: String },
}

impl HasKind for Why3Error {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// The why3 backend: a why3 binary, a prover known to it, and extra `why3 prove` arguments.
#[derive(Debug, Clone)]
pub struct Why3Verifier {
    label: String,
    why3: PathBuf,
    prover: String,
    extra_args: Vec<String>,
    version: String,
}

fn run_text(bin: &Path, args: &[&str]) -> Result<String, Why3Error> {
    let out = Command::new(bin)
        .args(args)
        .output()
        .map_err(|source| Why3Error::NotRunnable { bin: bin.display().to_string(), source })?;
    let mut s = String::from_utf8_lossy(&out.stdout).into_owned();
    s.push_str(&String::from_utf8_lossy(&out.stderr));
    Ok(s)
}

/// The version line of `prover` in `why3 config list-provers` output: the plain entry
/// (`Z3 4.8.12`), not an alternative (`Z3 4.8.12 (noBV)`).
fn prover_version(list: &str, prover: &str) -> Option<String> {
    list.lines().map(str::trim).find_map(|l| {
        let mut words = l.split_whitespace();
        let name = words.next()?;
        let version = words.next()?;
        (name.eq_ignore_ascii_case(prover) && words.next().is_none())
            .then(|| format!("{} {version}", prover.to_ascii_lowercase()))
    })
}

impl Why3Verifier {
    /// Checks the why3 binary, creates why3's configuration (`why3 config detect`) if it does not
    /// know `prover` yet, and reads the versions.
    pub fn new(label: &str, why3_bin: &str, prover: &str, extra_args: Vec<String>) -> Result<Why3Verifier, Why3Error> {
        let why3 = PathBuf::from(why3_bin);
        let v = run_text(&why3, &["--version"])?;
        let Some(why3_version) = v.split("version").nth(1).map(|s| s.trim().to_string()).filter(|s| !s.is_empty())
        else {
            return Err(Why3Error::NoVersion { bin: why3_bin.to_string(), output: v });
        };
        let mut list = run_text(&why3, &["config", "list-provers"])?;
        if prover_version(&list, prover).is_none() {
            let out = Command::new(&why3)
                .args(["config", "detect"])
                .output()
                .map_err(|source| Why3Error::NotRunnable { bin: why3_bin.to_string(), source })?;
            if !out.status.success() {
                return Err(Why3Error::Detect(String::from_utf8_lossy(&out.stderr).into_owned()));
            }
            list = run_text(&why3, &["config", "list-provers"])?;
        }
        let Some(pv) = prover_version(&list, prover) else {
            let known = list.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(", ");
            return Err(Why3Error::UnknownProver { prover: prover.to_string(), known });
        };
        Ok(Why3Verifier {
            label: label.to_string(),
            why3,
            prover: prover.to_string(),
            extra_args,
            version: format!("why3 {why3_version}; {pv}"),
        })
    }

    fn result(&self, outcome: Outcome, command: String, time_s: f64, detail: String) -> RunResult {
        RunResult { time_s, command, tool_version: self.version.clone(), detail, ..RunResult::empty(outcome) }
    }
}

/// One goal's answer in `why3 prove` output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Answer {
    Valid,
    Invalid,
    Timeout,
    Unknown,
    Failure,
}

/// The goals (`Goal NAME.` lines) and their answers (`Prover result is: ...`).
fn parse_answers(stdout: &str) -> Vec<(String, Answer)> {
    let mut out = Vec::new();
    let mut goal = String::new();
    let mut lines = stdout.lines().peekable();
    while let Some(line) = lines.next() {
        let l = line.trim();
        if let Some(g) = l.strip_prefix("Goal ").or_else(|| l.strip_prefix("Sub-goal ")) {
            goal = g.trim_end_matches('.').to_string();
        } else if let Some(r) = l.strip_prefix("Prover result is:") {
            let r = r.trim();
            let answer = if r.starts_with("Valid") {
                Answer::Valid
            } else if r.starts_with("Invalid") {
                Answer::Invalid
            } else if r.starts_with("Timeout") {
                Answer::Timeout
            } else if r.starts_with("Unknown") || r.starts_with("Out Of Memory") || r.starts_with("Step limit") {
                Answer::Unknown
            } else {
                // "High failure"/"Failure": z3 hitting its own time limit prints `timeout`.
                let mut said_timeout = false;
                while let Some(next) = lines.peek() {
                    let n = next.trim();
                    if n.starts_with("Goal ") || n.starts_with("File ") || n.starts_with("Prover result") {
                        break;
                    }
                    if n == "timeout" {
                        said_timeout = true;
                    }
                    lines.next();
                }
                if said_timeout {
                    Answer::Timeout
                } else {
                    Answer::Failure
                }
            };
            out.push((goal.clone(), answer));
        }
    }
    out
}

/// The first why3 error message (e.g. a typing error of the translation), a few lines.
fn first_error(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    // Skip warnings: a warning is the `File ...` line followed by `warning: ...`.
    let mut i = 0;
    while i < lines.len() {
        if lines[i].starts_with("File ") && lines.get(i + 1).is_some_and(|n| n.starts_with("warning:")) {
            i += 2;
            continue;
        }
        return lines[i..lines.len().min(i + 3)].join(" ");
    }
    "why3 printed no goal and no error".to_string()
}

impl Verifier for Why3Verifier {
    fn label(&self) -> &str {
        &self.label
    }

    fn version(&self) -> &str {
        &self.version
    }

    fn cache_key(&self) -> String {
        format!(
            "why3|{}|{}|{}|{}|{}|translator {TRANSLATOR_VERSION}",
            self.label,
            self.why3.display(),
            self.version,
            self.prover,
            self.extra_args.join(" ")
        )
    }

    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let mut parsed = Vec::new();
        for f in &program.files {
            match parse_program(&f.text, &f.name) {
                Ok(p) => parsed.push(p),
                Err(e) => return self.result(Outcome::ParseError, String::new(), 0.0, e.to_string()),
            }
        }
        let mlw = match to_whyml(&parsed) {
            Ok(t) => t,
            Err(u) => {
                let file = program.files.get(u.file).map(|f| f.name.as_str()).unwrap_or("?");
                let detail = format!("{file}:{}: {}", u.pos, u.construct);
                return self.result(Outcome::Unsupported, String::new(), 0.0, detail);
            }
        };
        let mlw_path = workdir.join("prog.mlw");
        if let Err(e) = std::fs::write(&mlw_path, &mlw) {
            return self.result(Outcome::ToolError, String::new(), 0.0, format!("cannot write prog.mlw: {e}"));
        }
        let secs = timeout.as_secs_f64().ceil().max(1.0) as u64;
        let mut args: Vec<String> =
            vec!["prove".into(), "-P".into(), self.prover.clone(), "-t".into(), secs.to_string()];
        args.extend(self.extra_args.iter().cloned());
        args.push("prog.mlw".into());
        let out = match run_with_timeout(&self.why3, &args, workdir, "why3", timeout + WALL_GRACE) {
            Ok(o) => o,
            Err(e) => return self.result(Outcome::ToolError, String::new(), 0.0, format!("cannot run why3: {e}")),
        };
        let time_s = out.wall.as_secs_f64();
        let command = out.command_line.clone();
        if out.timed_out {
            return self.result(Outcome::Timeout, command, time_s, "wall-clock limit".into());
        }
        let answers = parse_answers(&out.stdout);
        let mut r = self.result(Outcome::Verified, command, time_s, String::new());
        if answers.is_empty() {
            if out.code() != Some(0) {
                r.outcome = Outcome::ToolError;
                r.detail = format!("why3 rejected the translation (translator bug): {}", first_error(&out.stderr));
            }
            return r;
        }
        let not_valid: Vec<&(String, Answer)> = answers.iter().filter(|(_, a)| *a != Answer::Valid).collect();
        r.verified = (answers.len() - not_valid.len()) as u32;
        let has = |x: Answer| not_valid.iter().any(|(_, a)| *a == x);
        r.outcome = if not_valid.is_empty() {
            Outcome::Verified
        } else if has(Answer::Invalid) {
            Outcome::Failed
        } else if has(Answer::Timeout) {
            Outcome::Timeout
        } else if has(Answer::Unknown) {
            Outcome::Unknown
        } else {
            Outcome::ToolError
        };
        if r.outcome == Outcome::Failed {
            r.errors = not_valid.iter().filter(|(_, a)| *a == Answer::Invalid).count() as u32;
            r.error_kinds = vec!["vc".to_string(); r.errors as usize];
        }
        r.detail = not_valid.iter().map(|(g, a)| format!("{g}: {a:?}")).collect::<Vec<_>>().join("; ");
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_goal_answers() {
        let out = "File prog.mlw:\nGoal w_impl1_p_p'vc.\nProver result is: Valid (0.02s, 15775 steps).\n\
                   Goal w_impl2_p_q'vc.\nProver result is: High failure (1.34s),\n  Prover exit status: exited with status 0\n  prover output:\n  timeout\n\n  .\n\
                   Goal w_impl3_p_r'vc.\nProver result is: Timeout (5.00s).\nGoal x'vc.\nProver result is: Unknown (unknown) (0.01s).\n";
        let a = parse_answers(out);
        assert_eq!(
            a.iter().map(|x| x.1).collect::<Vec<_>>(),
            vec![Answer::Valid, Answer::Timeout, Answer::Timeout, Answer::Unknown]
        );
        assert_eq!(a[0].0, "w_impl1_p_p'vc");
    }

    #[test]
    fn finds_prover_versions() {
        let list = "CVC4 1.8\nCVC4 1.8 (strings)\nZ3 4.8.12\nZ3 4.8.12 (noBV)\n";
        assert_eq!(prover_version(list, "z3").as_deref(), Some("z3 4.8.12"));
        assert_eq!(prover_version(list, "cvc4").as_deref(), Some("cvc4 1.8"));
        assert_eq!(prover_version(list, "alt-ergo"), None);
    }

    #[test]
    fn skips_warnings_in_errors() {
        let err = "File \"prog.mlw\", line 4, characters 1-2:\nwarning: unused variable v_x\nFile \"prog.mlw\", line 9, characters 3-4:\nunbound symbol 'x'\n";
        assert!(first_error(err).contains("unbound symbol"));
    }
}
