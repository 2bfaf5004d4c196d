//! The `cvc4` backend: Boogie's own SMT-LIB encoding of the program, solved by CVC4 1.8.
//!
//! Boogie's built-in CVC4 mode hangs with CVC4 1.8, so wobble takes the encoding from a normal
//! Boogie run (`/proverLog:vc-@PROC@.smt2`, one file per implementation, Z3 limited to 2 s per
//! VC since only the log is wanted) and rewrites it for CVC4: `(set-logic ALL)` first; Z3-only
//! `set-option`s and `set-info`s, `(labels)`, `(get-model)`/`(get-info ...)` dropped; in every
//! `(push)` scope only the first `(check-sat)` kept (what follows it is Boogie asking Z3 for
//! further counterexamples); `(reset)` ends a file. CVC4 then runs incrementally with the
//! remaining time. The program verifies iff every verification condition is `unsat`.

use super::boogie::{describe, first_lines, BoogieVerifier};
use super::process;
use super::{Outcome, ProgramText, RunResult, Verifier, VerifierError};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// Boogie's encoding solved by CVC4.
#[derive(Clone, Debug)]
pub struct Cvc4Verifier {
    label: String,
    boogie: BoogieVerifier,
    cvc4: String,
    args: Vec<String>,
    version: String,
}

impl Cvc4Verifier {
    /// `boogie` produces the encoding; `cvc4` is the solver binary; `args` go to CVC4.
    pub fn new(label: &str, boogie: BoogieVerifier, cvc4: &str, args: Vec<String>) -> Result<Cvc4Verifier, VerifierError> {
        let out = process::probe(cvc4, &["--version"], Duration::from_secs(20))
            .ok_or_else(|| VerifierError::Missing { tool: cvc4.to_string(), reason: "cannot run `--version`".into() })?;
        let v = out
            .split_whitespace()
            .skip_while(|w| *w != "version")
            .nth(1)
            .map(str::to_string)
            .ok_or_else(|| VerifierError::NoVersion { tool: cvc4.to_string(), output: first_lines(&out, 2) })?;
        let boogie_v = boogie.version().split(';').next().unwrap_or("").trim().to_string();
        Ok(Cvc4Verifier {
            label: label.to_string(),
            version: format!("{boogie_v}; cvc4 {v}"),
            boogie,
            cvc4: cvc4.to_string(),
            args,
        })
    }
}

/// Rewrites one Boogie prover log into a CVC4 script (see the module doc). Returns the script
/// and the number of verification conditions in it.
pub fn rewrite_log(log: &str) -> (String, usize) {
    let mut out = String::from("(set-logic ALL)\n");
    let mut in_scope = false;
    let mut asked = false;
    let mut queries = 0;
    for line in log.lines() {
        let t = line.trim_start();
        if t.starts_with("(reset)") {
            break;
        }
        if t.starts_with("(set-option") || t.starts_with("(set-info") || t.starts_with("(labels)") || t.starts_with("(get-") {
            continue;
        }
        if t.starts_with("(push") {
            in_scope = true;
            asked = false;
        } else if t.starts_with("(pop") {
            in_scope = false;
        } else if in_scope && asked {
            continue; // Boogie's follow-up queries for more counterexamples
        } else if t.starts_with("(check-sat)") {
            asked = true;
            queries += 1;
        }
        out.push_str(line);
        out.push('\n');
    }
    (out, queries)
}

impl Verifier for Cvc4Verifier {
    fn label(&self) -> &str {
        &self.label
    }
    fn version(&self) -> &str {
        &self.version
    }
    fn cache_key(&self) -> String {
        format!("cvc4|{}|{}|{}|{}", self.boogie.cache_key(), self.cvc4, self.version, self.args.join(" "))
    }
    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let start = Instant::now();
        let extra = vec!["/proverLog:vc-@PROC@.smt2".to_string(), "/timeLimit:2".to_string()];
        let encoded = self.boogie.run_with(program, workdir, timeout, &extra);
        let mut r = RunResult::empty(Outcome::ToolError);
        r.tool_version = self.version.clone();
        r.command = format!("{} && {} --lang smt2 --incremental vc-*.smt2", encoded.command, self.cvc4);
        if matches!(encoded.outcome, Outcome::ParseError | Outcome::TypeError | Outcome::Timeout | Outcome::ToolError) {
            r.outcome = encoded.outcome;
            r.detail = encoded.detail;
            r.time_s = start.elapsed().as_secs_f64();
            return r;
        }
        let mut logs: Vec<_> = match std::fs::read_dir(workdir) {
            Ok(d) => d
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("vc-")))
                .collect(),
            Err(e) => {
                r.detail = format!("cannot list the prover logs: {e}");
                return r;
            }
        };
        logs.sort();
        let (mut unsat, mut sat, mut unknown) = (0u32, 0u32, 0u32);
        for (i, log) in logs.iter().enumerate() {
            let text = match std::fs::read_to_string(log) {
                Ok(t) => t,
                Err(e) => {
                    r.detail = format!("cannot read {}: {e}", log.display());
                    return r;
                }
            };
            let (script, queries) = rewrite_log(&text);
            if queries == 0 {
                continue;
            }
            let name = format!("cvc4-{i}.smt2");
            if let Err(e) = std::fs::write(workdir.join(&name), script) {
                r.detail = format!("cannot write {name}: {e}");
                return r;
            }
            let left = timeout.saturating_sub(start.elapsed());
            if left.is_zero() {
                r.outcome = Outcome::Timeout;
                r.time_s = start.elapsed().as_secs_f64();
                return r;
            }
            let mut cmd = Command::new(&self.cvc4);
            cmd.args(["--lang", "smt2", "--incremental"]).args(&self.args).arg(&name);
            let f = match process::run(&mut cmd, workdir, &format!("cvc4-{i}"), left) {
                Ok(f) => f,
                Err(e) => {
                    r.detail = format!("cannot run {}: {e} ({})", self.cvc4, describe(&cmd));
                    return r;
                }
            };
            if f.timed_out {
                r.outcome = Outcome::Timeout;
                r.time_s = start.elapsed().as_secs_f64();
                r.detail = format!("cvc4 on {}", log.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default());
                return r;
            }
            let answers: Vec<&str> =
                f.stdout.lines().map(str::trim).filter(|l| matches!(*l, "sat" | "unsat" | "unknown")).collect();
            if answers.len() != queries {
                r.detail = format!(
                    "cvc4 answered {} of {queries} queries: {}",
                    answers.len(),
                    first_lines(&format!("{}{}", f.stdout, f.stderr), 3)
                );
                r.time_s = start.elapsed().as_secs_f64();
                return r;
            }
            for a in answers {
                match a {
                    "unsat" => unsat += 1,
                    "sat" => sat += 1,
                    _ => unknown += 1,
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
        if sat > 0 {
            r.error_kinds = vec!["sat".into(); sat as usize];
        }
        r.detail = format!("{unsat} unsat, {sat} sat, {unknown} unknown");
        r.time_s = start.elapsed().as_secs_f64();
        r
    }
}

#[cfg(test)]
mod tests {
    use super::rewrite_log;

    #[test]
    fn keeps_first_query_per_scope_and_drops_z3_options() {
        let log = "(set-option :smt.MBQI false)\n(set-info :smt-lib-version 2.0)\n(declare-fun x () Int)\n(push 1)\n(set-info :boogie-vc-id q)\n(assert (not\n (> x 0)))\n(check-sat)\n(labels)\n(assert %lbl%@2)\n(check-sat)\n(labels)\n(pop 1)\n; Invalid\n(reset)\n(set-option :x 1)\n(declare-fun y () Int)\n";
        let (s, n) = rewrite_log(log);
        assert_eq!(n, 1);
        assert!(s.starts_with("(set-logic ALL)\n"));
        assert!(!s.contains("set-option") && !s.contains("set-info") && !s.contains("labels"));
        assert_eq!(s.matches("(check-sat)").count(), 1);
        assert!(s.contains("(pop 1)"));
        assert!(!s.contains("declare-fun y"), "a (reset) ends the script");
    }
}
