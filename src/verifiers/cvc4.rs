//! The CVC4 backend. Boogie's own CVC4 mode hangs with cvc4 1.8, so Boogie (with z3) is run with
//! `/proverLog:` to record its SMT-LIB encoding; the log is split into one query per
//! verification condition (Boogie issues `(reset)` between implementations), cleaned of
//! Z3-only options and of the follow-up commands that depend on z3's answers (`(labels)`, error
//! refinement checks, `(get-*)`), and each query is sent to `cvc4 --lang smt2 --incremental`.
//! Verified iff every query's first `(check-sat)` answers `unsat`.

use super::boogie::{first_line, BackendError, BoogieVerifier};
use super::process::run_with_timeout;
use super::{Outcome, RunResult, Verifier};
use crate::syntax::source::ProgramText;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A CVC4 configuration: Boogie (for the encoding) plus a cvc4 binary.
#[derive(Debug, Clone)]
pub struct Cvc4Verifier {
    label: String,
    boogie: BoogieVerifier,
    cvc4: PathBuf,
    args: Vec<String>,
    version: String,
}

/// Reads `cvc4 --version` (`This is CVC4 version 1.8`) → `1.8`.
pub fn cvc4_version(cvc4: &Path) -> Result<String, BackendError> {
    let bin = cvc4.display().to_string();
    let dir = tempfile::tempdir().map_err(|e| BackendError::Missing { binary: bin.clone(), source: e })?;
    let out = run_with_timeout(cvc4, &["--version".into()], dir.path(), "version", Duration::from_secs(30))
        .map_err(|e| BackendError::Missing { binary: bin.clone(), source: e })?;
    let text = out.combined();
    text.split_whitespace()
        .skip_while(|w| *w != "version")
        .nth(1)
        .map(str::to_string)
        .ok_or_else(|| BackendError::Version { binary: bin, detail: first_line(&text) })
}

impl Cvc4Verifier {
    /// `boogie` produces the encoding (its extra `boogie_args` apply, e.g. `/timeLimit`);
    /// `cvc4_args` are added to cvc4's command line.
    pub fn new(
        label: impl Into<String>,
        boogie: BoogieVerifier,
        cvc4: impl Into<PathBuf>,
        cvc4_args: Vec<String>,
    ) -> Result<Cvc4Verifier, BackendError> {
        let cvc4 = cvc4.into();
        let cv = cvc4_version(&cvc4)?;
        let bv = boogie.version().split(';').next().unwrap_or("boogie").trim().to_string();
        Ok(Cvc4Verifier { label: label.into(), boogie, cvc4, args: cvc4_args, version: format!("{bv}; cvc4 {cv}") })
    }

    /// The built-in `cvc4` configuration.
    pub fn default_config() -> Result<Cvc4Verifier, BackendError> {
        Cvc4Verifier::new("cvc4", BoogieVerifier::new("cvc4-boogie", "boogie", None, Vec::new())?, "cvc4", Vec::new())
    }
}

/// Turns Boogie's prover log into one CVC4-ready SMT-LIB script per verification condition.
pub fn split_prover_log(log: &str) -> Vec<String> {
    let mut queries = Vec::new();
    for chunk in log.split("(reset)") {
        let mut out = String::from("(set-logic ALL)\n");
        let mut checked = false;
        for line in chunk.lines() {
            let t = line.trim_start();
            if t.is_empty() || t.starts_with(';') {
                continue;
            }
            let dropped = ["(set-option", "(set-info", "(labels", "(get-", "(eval", "(echo"];
            if dropped.iter().any(|d| t.starts_with(d)) {
                continue;
            }
            if checked {
                // After the first answer Boogie only refines counterexamples; keep the scope balanced.
                if t.starts_with("(pop") {
                    out.push_str(line);
                    out.push('\n');
                }
                continue;
            }
            if t.starts_with("(check-sat") {
                checked = true;
            }
            out.push_str(line);
            out.push('\n');
        }
        if checked {
            queries.push(out);
        }
    }
    queries
}

fn blank(outcome: Outcome, version: &str) -> RunResult {
    let mut r = RunResult::empty(outcome);
    r.tool_version = version.to_string();
    r
}

impl Verifier for Cvc4Verifier {
    fn label(&self) -> &str {
        &self.label
    }
    fn version(&self) -> &str {
        &self.version
    }
    fn cache_key(&self) -> String {
        format!(
            "cvc4|{}|{}|{}|{}",
            self.boogie.cache_key(),
            self.cvc4.display(),
            self.args.join("\u{1f}"),
            self.version
        )
    }
    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let start = Instant::now();
        let mut r = blank(Outcome::ToolError, &self.version);
        let log_name = "boogie_vc.smt2";
        let out = match self.boogie.run_raw(program, workdir, timeout, &[format!("/proverLog:{log_name}")]) {
            Ok(o) => o,
            Err(msg) => {
                r.detail = msg;
                return r;
            }
        };
        let mut commands = vec![out.command_line.clone()];
        let b = super::boogie::classify_boogie(&out.combined(), out.code(), out.timed_out);
        let finish = |mut r: RunResult, commands: &[String]| {
            r.time_s = start.elapsed().as_secs_f64();
            r.command = commands.join(" && ");
            r
        };
        match b.outcome {
            Outcome::ParseError | Outcome::TypeError | Outcome::Timeout | Outcome::ToolError => {
                let mut r = b;
                r.tool_version = self.version.clone();
                if r.outcome == Outcome::ToolError {
                    r.detail = format!("boogie (encoding step): {}", r.detail);
                }
                return finish(r, &commands);
            }
            _ => {}
        }
        let log = match std::fs::read_to_string(workdir.join(log_name)) {
            Ok(l) => l,
            Err(e) => {
                r.detail = format!("boogie wrote no prover log: {e}");
                return finish(r, &commands);
            }
        };
        let queries = split_prover_log(&log);
        let (mut unsat, mut sat, mut unknown) = (0u32, 0u32, 0u32);
        for (i, q) in queries.iter().enumerate() {
            let name = format!("vc_{i}.smt2");
            if let Err(e) = std::fs::write(workdir.join(&name), q) {
                r.detail = format!("cannot write {name}: {e}");
                return finish(r, &commands);
            }
            let left = match timeout.checked_sub(start.elapsed()) {
                Some(d) if !d.is_zero() => d,
                _ => {
                    r.outcome = Outcome::Timeout;
                    r.detail = "wall-clock limit reached".into();
                    return finish(r, &commands);
                }
            };
            let mut args = vec!["--lang".to_string(), "smt2".into(), "--incremental".into()];
            args.extend(self.args.iter().cloned());
            args.push(name.clone());
            let o = match run_with_timeout(&self.cvc4, &args, workdir, &format!("cvc4_{i}"), left) {
                Ok(o) => o,
                Err(e) => {
                    r.detail = format!("cannot run `{}`: {e}", self.cvc4.display());
                    return finish(r, &commands);
                }
            };
            commands.push(o.command_line.clone());
            if o.timed_out {
                r.outcome = Outcome::Timeout;
                r.detail = format!("wall-clock limit reached in {name}");
                return finish(r, &commands);
            }
            let answer = o.stdout.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("");
            match answer {
                "unsat" => unsat += 1,
                "sat" => sat += 1,
                "unknown" => unknown += 1,
                _ => {
                    let msg = o.combined().lines().map(str::trim).find(|l| l.starts_with("(error")).map(str::to_string);
                    r.detail = format!("cvc4 on {name}: {}", msg.unwrap_or_else(|| first_line(&o.combined())));
                    return finish(r, &commands);
                }
            }
        }
        r.verified = unsat;
        r.errors = sat;
        r.outcome = if sat > 0 {
            Outcome::Failed
        } else if unknown > 0 {
            Outcome::Unknown
        } else {
            Outcome::Verified
        };
        r.detail = format!("{} queries: {unsat} unsat, {sat} sat, {unknown} unknown", queries.len());
        finish(r, &commands)
    }
}
