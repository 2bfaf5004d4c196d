//! The `boogie` backend: Boogie 2.4.1 (on mono) with Z3, called on all files of a program at once.
//!
//! Outcomes come from what Boogie itself reports, never from the mere word "error" (every run
//! with Debian's Boogie/Z3 pair prints a harmless `Prover error: ... unknown parameter
//! 'model_compress'`):
//! - `N parse errors detected in` → parse error;
//! - `N name resolution errors detected in` / `N type checking errors detected in` → type error;
//! - the summary `Boogie program verifier finished with V verified, E errors[, T time outs]
//!   [, I inconclusive][, M out of memory][, R out of resource]` → failed when E > 0, timeout when
//!   T > 0, unknown when I, M or R > 0, verified otherwise;
//! - no summary (crash, unhandled exception) → tool error; wall-clock expiry → timeout.

use super::process;
use super::{write_program, Outcome, ProgramText, RunResult, Verifier, VerifierError};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// Boogie with Z3.
#[derive(Clone, Debug)]
pub struct BoogieVerifier {
    label: String,
    boogie: String,
    z3: Option<String>,
    args: Vec<String>,
    version: String,
}

impl BoogieVerifier {
    /// Checks that the binaries run and reads their versions. `z3`: a Z3 binary passed as
    /// `/z3exe:` (Debian's wrapper already passes `/usr/bin/z3`; a later `/z3exe` wins).
    pub fn new(label: &str, boogie: &str, z3: Option<&str>, args: Vec<String>) -> Result<BoogieVerifier, VerifierError> {
        let boogie_version = boogie_version(boogie)?;
        let z3_bin = z3.unwrap_or("z3");
        let z3_version = z3_version(z3_bin)?;
        Ok(BoogieVerifier {
            label: label.to_string(),
            boogie: boogie.to_string(),
            z3: z3.map(str::to_string),
            args,
            version: format!("boogie {boogie_version}; z3 {z3_version}"),
        })
    }

    /// The command line for `files` (relative names inside the work directory).
    pub fn command(&self, extra: &[String], files: &[String]) -> Command {
        let mut cmd = Command::new(&self.boogie);
        cmd.args(self.base_args()).args(extra).args(files);
        cmd
    }

    fn base_args(&self) -> Vec<String> {
        let mut v = vec!["/nologo".to_string()];
        if let Some(z3) = &self.z3 {
            v.push(format!("/z3exe:{z3}"));
        }
        v.extend(self.args.iter().cloned());
        v
    }

    /// Runs Boogie with `extra` arguments on `program` and classifies the result.
    pub fn run_with(&self, program: &ProgramText, workdir: &Path, timeout: Duration, extra: &[String]) -> RunResult {
        let files = match write_program(program, workdir) {
            Ok(f) => f,
            Err(e) => return RunResult::tool_error(format!("cannot write the program: {e}"), String::new(), &self.version),
        };
        let mut cmd = self.command(extra, &files);
        let command = describe(&cmd);
        match process::run(&mut cmd, workdir, "boogie", timeout) {
            Err(e) => RunResult::tool_error(format!("cannot run {}: {e}", self.boogie), command, &self.version),
            Ok(f) => {
                let mut r = classify(&f.stdout, &f.stderr, f.status.and_then(|s| s.code()), f.timed_out);
                r.time_s = f.elapsed.as_secs_f64();
                r.command = command;
                r.tool_version = self.version.clone();
                r
            }
        }
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
        format!("boogie|{}|{}|{}", self.boogie, self.version, self.base_args().join(" "))
    }
    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        self.run_with(program, workdir, timeout, &[])
    }
}

/// A shell-like rendering of a command, for the results.
pub fn describe(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for a in cmd.get_args() {
        s.push(' ');
        s.push_str(&a.to_string_lossy());
    }
    s
}

/// Boogie's version from its banner (`Boogie program verifier version 2.4.1.10503, ...`).
fn boogie_version(boogie: &str) -> Result<String, VerifierError> {
    let dir = tempfile::tempdir().map_err(|e| VerifierError::Io(e.to_string()))?;
    let file = dir.path().join("empty.bpl");
    std::fs::write(&file, "").map_err(|e| VerifierError::Io(e.to_string()))?;
    let mut cmd = Command::new(boogie);
    cmd.arg(&file);
    let f = process::run(&mut cmd, dir.path(), "version", Duration::from_secs(60))
        .map_err(|e| VerifierError::Missing { tool: boogie.to_string(), reason: e.to_string() })?;
    let text = format!("{}{}", f.stdout, f.stderr);
    text.lines()
        .find_map(|l| l.split("verifier version ").nth(1))
        .map(|v| v.split(',').next().unwrap_or(v).trim().to_string())
        .ok_or_else(|| VerifierError::NoVersion { tool: boogie.to_string(), output: first_lines(&text, 3) })
}

/// `Z3 version 4.8.12 - 64 bit` → `4.8.12`.
pub fn z3_version(z3: &str) -> Result<String, VerifierError> {
    let out = process::probe(z3, &["--version"], Duration::from_secs(20))
        .ok_or_else(|| VerifierError::Missing { tool: z3.to_string(), reason: "cannot run `--version`".into() })?;
    out.split_whitespace()
        .skip_while(|w| *w != "version")
        .nth(1)
        .map(str::to_string)
        .ok_or_else(|| VerifierError::NoVersion { tool: z3.to_string(), output: first_lines(&out, 3) })
}

pub(crate) fn first_lines(text: &str, n: usize) -> String {
    text.lines().filter(|l| !l.trim().is_empty()).take(n).collect::<Vec<_>>().join(" | ")
}

/// Counts in Boogie's summary line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub verified: u32,
    pub errors: u32,
    pub time_outs: u32,
    pub inconclusive: u32,
    pub out_of_memory: u32,
    pub out_of_resource: u32,
}

/// Parses `Boogie program verifier finished with 1 verified, 2 errors, 1 time out`.
pub fn parse_summary(text: &str) -> Option<Summary> {
    let line = text.lines().rev().find(|l| l.contains("program verifier finished with"))?;
    let rest = line.split("finished with").nth(1)?;
    let mut s = Summary::default();
    for part in rest.split(',') {
        let mut words = part.split_whitespace();
        let n: u32 = words.next()?.parse().ok()?;
        let what: String = words.collect::<Vec<_>>().join(" ");
        match what.as_str() {
            "verified" => s.verified = n,
            "error" | "errors" => s.errors = n,
            "time out" | "time outs" => s.time_outs = n,
            "inconclusive" => s.inconclusive = n,
            "out of memory" => s.out_of_memory = n,
            "out of resource" => s.out_of_resource = n,
            _ => {}
        }
    }
    Some(s)
}

/// The kind of a Boogie verification error (`Error BP5003: ...` → `postcondition`).
fn error_kind(line: &str) -> Option<String> {
    let rest = line.split("Error BP").nth(1)?;
    let code: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    let kind = match code.as_str() {
        "5001" => "assertion",
        "5002" => "precondition",
        "5003" => "postcondition",
        "5004" => "invariant entry",
        "5005" => "invariant maintenance",
        "5010" => "requires check",
        _ => return Some(format!("BP{code}")),
    };
    Some(kind.to_string())
}

/// Classifies a finished Boogie run (see the module doc).
pub fn classify(stdout: &str, stderr: &str, exit: Option<i32>, timed_out: bool) -> RunResult {
    let text = format!("{stdout}\n{stderr}");
    let mut r = RunResult::empty(Outcome::ToolError);
    if timed_out {
        r.outcome = Outcome::Timeout;
        r.detail = "wall-clock limit reached; process tree killed".into();
        return r;
    }
    let detected = |what: &str| text.lines().find(|l| l.contains(what)).map(str::to_string);
    let first_error = || {
        text.lines()
            .find(|l| (l.contains("): Error") || l.contains("): error")) && !l.contains("Prover error"))
            .map(|l| l.trim().to_string())
            .unwrap_or_default()
    };
    if detected("parse errors detected in").is_some() {
        r.outcome = Outcome::ParseError;
        r.detail = first_error();
        return r;
    }
    if detected("name resolution errors detected in").is_some() || detected("type checking errors detected in").is_some() {
        r.outcome = Outcome::TypeError;
        r.detail = first_error();
        return r;
    }
    match parse_summary(&text) {
        Some(s) => {
            r.verified = s.verified;
            r.errors = s.errors;
            r.error_kinds = text.lines().filter_map(error_kind).collect();
            r.outcome = if s.errors > 0 {
                Outcome::Failed
            } else if s.time_outs > 0 {
                Outcome::Timeout
            } else if s.inconclusive + s.out_of_memory + s.out_of_resource > 0 {
                Outcome::Unknown
            } else {
                Outcome::Verified
            };
            r.detail = match r.outcome {
                Outcome::Failed => first_error(),
                Outcome::Verified => String::new(),
                _ => text.lines().rev().find(|l| l.contains("finished with")).unwrap_or("").trim().to_string(),
            };
        }
        None => {
            r.outcome = Outcome::ToolError;
            r.detail = format!("no summary line (exit status {exit:?}): {}", first_lines(&text, 3));
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOISE: &str = "Prover error: line 18 column 28: unknown parameter 'model_compress'\nLegal parameters are:\n  auto_config (bool) (default: true)\n";

    #[test]
    fn summary_lines() {
        let s = parse_summary("Boogie program verifier finished with 1 verified, 2 errors, 1 time out, 3 inconclusive").unwrap();
        assert_eq!((s.verified, s.errors, s.time_outs, s.inconclusive), (1, 2, 1, 3));
        let s = parse_summary("x\nBoogie program verifier finished with 0 verified, 1 error\n").unwrap();
        assert_eq!((s.verified, s.errors), (0, 1));
        assert!(parse_summary("nothing here").is_none());
    }

    #[test]
    fn model_compress_noise_is_not_an_error() {
        let out = format!("{NOISE}\nBoogie program verifier finished with 1 verified, 0 errors\n");
        let r = classify(&out, "", Some(0), false);
        assert_eq!(r.outcome, Outcome::Verified);
        assert_eq!(r.verified, 1);
    }

    #[test]
    fn failures_with_kinds() {
        let out = format!("{NOISE}sw.bpl(5,93): Error BP5003: A postcondition might not hold on this return path.\nsw.bpl(5,55): Related location: x\n\nBoogie program verifier finished with 0 verified, 1 error\n");
        let r = classify(&out, "", Some(0), false);
        assert_eq!(r.outcome, Outcome::Failed);
        assert_eq!(r.errors, 1);
        assert_eq!(r.error_kinds, vec!["postcondition".to_string()]);
        assert!(r.detail.contains("BP5003"));
    }

    #[test]
    fn front_end_errors() {
        let r = classify("te.bpl(1,28): Error: mismatched types\n1 type checking errors detected in te.bpl\n", "", Some(0), false);
        assert_eq!(r.outcome, Outcome::TypeError);
        assert!(r.detail.contains("mismatched"));
        let r = classify("re.bpl(1,33): Error: undeclared identifier: y\n1 name resolution errors detected in re.bpl\n", "", Some(0), false);
        assert_eq!(r.outcome, Outcome::TypeError);
        let r = classify("pe.bpl(1,34): error: invalid UnaryExpression\n1 parse errors detected in pe.bpl\n", "", Some(0), false);
        assert_eq!(r.outcome, Outcome::ParseError);
        assert_eq!(r.detail, "pe.bpl(1,34): error: invalid UnaryExpression");
    }

    #[test]
    fn timeouts_unknowns_and_crashes() {
        assert_eq!(classify("", "", None, true).outcome, Outcome::Timeout);
        let r = classify("Boogie program verifier finished with 0 verified, 0 errors, 1 time out\n", "", Some(0), false);
        assert_eq!(r.outcome, Outcome::Timeout);
        let r = classify("Boogie program verifier finished with 0 verified, 0 errors, 1 inconclusive\n", "", Some(0), false);
        assert_eq!(r.outcome, Outcome::Unknown);
        let r = classify("", "[ERROR] FATAL UNHANDLED EXCEPTION: System.FormatException", Some(1), false);
        assert_eq!(r.outcome, Outcome::ToolError);
        assert!(r.detail.contains("FormatException"));
    }
}
