//! Running an SMT solver binary on one query text, directly (no Boogie): z3 (any binary, e.g. a
//! pinned release), cvc4 and cvc5, each through [`crate::verifiers::process::run_with_timeout`]
//! (own process group, killed on the wall-clock limit). The [`Answer`] is read from the solver's
//! output; for z3 the resource count `rlimit-count` comes from `(get-info :all-statistics)`,
//! issued after the check. Versions are read from the binaries when a [`Solver`] is made.
//!
//! z3 is run the way Boogie 2.4.1 runs it (`z3 AUTO_CONFIG=false -smt2`), cvc4 and cvc5 with
//! `--lang smt2 --incremental` (Boogie's queries push a scope before the VC).

use crate::smt::perturbation::mutate::{NotApplicable, Perturbation, Perturbed, Sample};
use crate::smt::text::query::Dialect;
use crate::smt::text::sexp::{read_all, Sexp};
use crate::smt::text::theory::Cvc;
use crate::verifiers::boogie::BackendError;
use crate::verifiers::process::{run_limited, run_with_timeout, ProcessOutput};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Which solver a binary is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SolverKind {
    Z3,
    Cvc4,
    Cvc5,
}

impl SolverKind {
    /// Every solver kind.
    pub const ALL: [SolverKind; 3] = [SolverKind::Z3, SolverKind::Cvc4, SolverKind::Cvc5];

    /// The kind named `name` (`z3`, `cvc4`, `cvc5`: [`SolverKind::as_str`]).
    pub fn from_name(name: &str) -> Option<SolverKind> {
        SolverKind::ALL.into_iter().find(|k| k.as_str() == name)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            SolverKind::Z3 => "z3",
            SolverKind::Cvc4 => "cvc4",
            SolverKind::Cvc5 => "cvc5",
        }
    }

    /// The dialect queries are printed in for this solver.
    pub fn dialect(self) -> Dialect {
        match self {
            SolverKind::Z3 => Dialect::Z3,
            SolverKind::Cvc4 => Dialect::Cvc(Cvc::Cvc4),
            SolverKind::Cvc5 => Dialect::Cvc(Cvc::Cvc5),
        }
    }

    /// Arguments before the query file.
    fn base_args(self) -> &'static [&'static str] {
        match self {
            SolverKind::Z3 => &["AUTO_CONFIG=false", "-smt2"],
            SolverKind::Cvc4 | SolverKind::Cvc5 => &["--lang", "smt2", "--incremental"],
        }
    }
}

impl fmt::Display for SolverKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

pub use super::answer::{Answer, SolveResult};

/// A solver binary with its kind, extra arguments and version.
#[derive(Clone, Debug)]
pub struct Solver {
    kind: SolverKind,
    binary: PathBuf,
    args: Vec<String>,
    version: String,
}

/// Timeout for reading a version.
const VERSION_TIMEOUT: Duration = Duration::from_secs(30);

/// Runs `BINARY --version` and returns the word after `version` (`Z3 version 4.8.12 - 64 bit`,
/// `This is CVC4 version 1.8`, `This is cvc5 version 1.0.3`).
pub fn read_version(binary: &Path) -> Result<String, BackendError> {
    let bin = binary.display().to_string();
    let dir = tempfile::tempdir().map_err(|e| BackendError::Missing { binary: bin.clone(), source: e })?;
    let out = run_with_timeout(binary, &["--version".into()], dir.path(), "version", VERSION_TIMEOUT)
        .map_err(|e| BackendError::Missing { binary: bin.clone(), source: e })?;
    let text = out.combined();
    text.split_whitespace().skip_while(|w| *w != "version").nth(1).map(str::to_string).ok_or_else(|| {
        BackendError::Version {
            binary: bin,
            detail: text.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("(no output)").to_string(),
        }
    })
}

impl Solver {
    /// Checks the binary and reads its version. `args` are added before the query file.
    pub fn new(kind: SolverKind, binary: impl Into<PathBuf>, args: Vec<String>) -> Result<Solver, BackendError> {
        let binary = binary.into();
        let version = read_version(&binary)?;
        Ok(Solver { kind, binary, args, version })
    }

    /// The solver of that kind found on `PATH` (`z3`, `cvc4`, `cvc5`), without extra arguments.
    pub fn default_for(kind: SolverKind) -> Result<Solver, BackendError> {
        Solver::new(kind, kind.as_str(), Vec::new())
    }

    pub fn kind(&self) -> SolverKind {
        self.kind
    }

    /// The same solver with `arg` added to its arguments (before the query file; part of the
    /// cache key), e.g. z3's `rlimit=N`.
    pub fn with_arg(mut self, arg: impl Into<String>) -> Solver {
        self.args.push(arg.into());
        self
    }

    pub fn binary(&self) -> &Path {
        &self.binary
    }

    /// The extra arguments (before the query file).
    pub fn args(&self) -> &[String] {
        &self.args
    }

    /// The version the binary reports, e.g. `4.8.12`, `1.0.3`.
    pub fn version(&self) -> &str {
        &self.version
    }

    /// `z3 4.8.12`, `cvc5 1.0.3`.
    pub fn describe(&self) -> String {
        format!("{} {}", self.kind, self.version)
    }

    /// Everything besides the query text that can change an answer: kind, binary, version,
    /// arguments. Equal keys and equal texts give the same run.
    pub fn cache_key(&self) -> String {
        format!("{}|{}|{}|{}", self.kind, self.binary.display(), self.version, self.args.join("\u{1f}"))
    }

    /// The text sent for `query`: the query in this solver's dialect, plus (for z3) the
    /// requests for the reason of an `unknown` and for the statistics.
    pub fn script(&self, query: &Perturbed) -> String {
        self.script_of(query.to_smtlib(self.kind.dialect()))
    }

    /// The text sent for `query` (a Boogie VC or a unit of a verifier's file) under `p`, or why a
    /// method of `p` does not apply to it.
    pub fn script_for(&self, query: &(impl Sample + ?Sized), p: &Perturbation) -> Result<String, NotApplicable> {
        query.perturbed_text(p, self.kind.dialect()).map(|t| self.script_of(t))
    }

    /// The text sent for a query already in this solver's dialect, ending with `(check-sat)`.
    pub fn script_of(&self, mut text: String) -> String {
        if self.kind == SolverKind::Z3 {
            text.push_str("(get-info :reason-unknown)\n(get-info :all-statistics)\n");
        }
        text
    }

    /// Solves `query` inside `workdir` (an existing directory the caller owns; the script and the
    /// solver's output files are written there, so concurrent runs need distinct directories).
    pub fn solve(&self, query: &Perturbed, workdir: &Path, timeout: Duration) -> SolveResult {
        self.solve_script(&self.script(query), workdir, timeout)
    }

    /// Runs the solver on a complete script (as made by [`Solver::script`]).
    pub fn solve_script(&self, script: &str, workdir: &Path, timeout: Duration) -> SolveResult {
        self.solve_script_cpu(script, workdir, timeout, None)
    }

    /// [`Solver::solve_script`] with, when `cpu_s` is given, a CPU-time limit of that many seconds
    /// besides `timeout` (a run stopped there is [`Answer::Timeout`]: [`run_limited`]).
    pub fn solve_script_cpu(&self, script: &str, workdir: &Path, timeout: Duration, cpu_s: Option<u64>) -> SolveResult {
        self.run_script(script, &[], workdir, timeout, cpu_s, |r, out| {
            interpret(r, &out.stdout, &out.stderr, || silent(out));
        })
    }

    /// Runs the solver on `script` with `extra` arguments (before the file) and lets `read` fill
    /// the result from the output of a run that finished within `timeout` and `cpu_s` (a run past
    /// either is killed with its group and is [`Answer::Timeout`]).
    pub(crate) fn run_script(
        &self,
        script: &str,
        extra: &[String],
        workdir: &Path,
        timeout: Duration,
        cpu_s: Option<u64>,
        read: impl FnOnce(&mut SolveResult, &ProcessOutput),
    ) -> SolveResult {
        let file = "query.smt2";
        let mut result = SolveResult {
            answer: Answer::Error,
            time_s: 0.0,
            rlimit: None,
            detail: String::new(),
            command: String::new(),
        };
        if let Err(e) = std::fs::write(workdir.join(file), script) {
            result.detail = format!("cannot write {file}: {e}");
            return result;
        }
        let mut args = self.arguments(file);
        args.splice(args.len() - 1..args.len() - 1, extra.iter().cloned());
        let out = match run_limited(&self.binary, &args, workdir, self.kind.as_str(), timeout, cpu_s) {
            Ok(o) => o,
            Err(e) => {
                result.detail = format!("cannot run `{}`: {e}", self.binary.display());
                return result;
            }
        };
        result.time_s = out.wall.as_secs_f64();
        result.command = out.command_line.clone();
        if out.timed_out {
            result.answer = Answer::Timeout;
            result.detail = "wall-clock limit reached; process group killed".into();
            return result;
        }
        if out.cpu_limited {
            result.answer = Answer::Timeout;
            result.detail = format!("{CPU_LIMITED}{} s reached", cpu_s.unwrap_or_default());
            return result;
        }
        read(&mut result, &out);
        result
    }

    /// The arguments of a run (the script file or `-in` last).
    pub(crate) fn arguments(&self, last: &str) -> Vec<String> {
        let mut args: Vec<String> = self.kind.base_args().iter().map(|s| s.to_string()).collect();
        args.extend(self.args.iter().cloned());
        args.push(last.to_string());
        args
    }
}

/// How the detail of a run stopped by its CPU-time limit begins ([`stopped_by_cpu_limit`]).
const CPU_LIMITED: &str = "CPU-time limit of ";

/// Whether `r` is a run that its CPU-time limit stopped ([`Solver::solve_script_cpu`]; cached
/// results keep the detail that says so).
pub fn stopped_by_cpu_limit(r: &SolveResult) -> bool {
    r.answer == Answer::Timeout && r.detail.starts_with(CPU_LIMITED)
}

/// What a run that gave no answer and no complaint printed.
pub(crate) fn silent(out: &ProcessOutput) -> String {
    let first = out.combined().lines().map(str::trim).find(|l| !l.is_empty()).map(str::to_string);
    match (first, out.code()) {
        (Some(l), Some(c)) => format!("exit {c}: {l}"),
        (Some(l), None) => format!("killed by a signal: {l}"),
        (None, c) => format!("no answer (exit status {c:?})"),
    }
}

/// z3's `(:reason-unknown "…")` in a run's standard output.
pub(crate) fn reason_unknown(stdout: &str) -> Option<String> {
    parse_output(stdout).reason
}

/// Fills `result`'s answer, resource count and detail from a finished run's output; `silent`
/// describes a run that gave no answer and no complaint.
pub(crate) fn interpret(result: &mut SolveResult, stdout: &str, stderr: &str, silent: impl FnOnce() -> String) {
    let parsed = parse_output(stdout);
    result.rlimit = parsed.rlimit;
    let complaints: Vec<String> = parsed.errors.iter().chain(stderr_errors(stderr).iter()).cloned().collect();
    // z3 reports a bad command and goes on; only complaints about options (Boogie's
    // `model_compress`, which no z3 release knows) and a limit that ran out while z3 read the
    // query (then it answers `unknown`) leave the answer meaningful.
    let serious = complaints.iter().find(|c| !is_option_complaint(c) && !is_limit_complaint(c)).cloned();
    match (parsed.answer, serious) {
        (Some(_), Some(error)) => {
            result.detail = format!("{error} (the solver answered anyway)");
        }
        (Some(a), None) => {
            result.answer = a;
            let mut notes = complaints;
            if a == Answer::Unknown {
                notes.extend(parsed.reason.map(|r| format!("reason-unknown: {r}")));
            }
            result.detail = notes.join("; ");
        }
        (None, _) => {
            result.detail = complaints.first().cloned().unwrap_or_else(silent);
        }
    }
}

/// What a solver printed on stdout.
#[derive(Debug, Default, PartialEq)]
struct Parsed {
    answer: Option<Answer>,
    rlimit: Option<u64>,
    /// z3's `(:reason-unknown "…")`.
    reason: Option<String>,
    errors: Vec<String>,
}

/// Reads `sat`/`unsat`/`unknown` (the first one), `(error "…")` messages and z3's statistics
/// `(:rlimit-count N …)`. Output that is not s-expressions is read line by line.
fn parse_output(stdout: &str) -> Parsed {
    let mut p = Parsed::default();
    let items = match read_all(stdout) {
        Ok(items) => items,
        Err(_) => {
            for line in stdout.lines().map(str::trim) {
                if p.answer.is_none() {
                    p.answer = answer_word(line);
                }
                if line.starts_with("(error") {
                    p.errors.push(line.to_string());
                }
            }
            return p;
        }
    };
    for item in &items {
        match item {
            Sexp::Symbol(s) if p.answer.is_none() => p.answer = answer_word(s.name()),
            Sexp::List(l) if item.head() == Some("error") => {
                let msg = match l.get(1) {
                    Some(Sexp::String(m)) => m.clone(),
                    Some(other) => other.to_string(),
                    None => String::new(),
                };
                // z3 follows an unknown option with the list of legal ones: keep the first line.
                p.errors.push(format!("error: {}", msg.trim().lines().next().unwrap_or("").trim()));
            }
            Sexp::List(l) => {
                for pair in l.windows(2) {
                    match pair {
                        [Sexp::Keyword(k), Sexp::Numeral(n)] if k == "rlimit-count" => p.rlimit = n.parse().ok(),
                        [Sexp::Keyword(k), Sexp::String(r)] if k == "reason-unknown" => p.reason = Some(r.clone()),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    p
}

/// Whether an error message only rejects a solver option (the query itself was read).
fn is_option_complaint(msg: &str) -> bool {
    msg.contains("unknown parameter") || msg.contains("unsupported option") || msg.contains("unrecognized option")
}

/// Whether an error message says that a resource or time limit ran out (z3 4.8.12 under
/// `:rlimit` says `push canceled` or `max. resource limit exceeded` at the command it stopped in).
fn is_limit_complaint(msg: &str) -> bool {
    msg.ends_with(" canceled") || msg.contains("resource limit exceeded")
}

fn answer_word(w: &str) -> Option<Answer> {
    match w {
        "unsat" => Some(Answer::Unsat),
        "sat" => Some(Answer::Sat),
        "unknown" => Some(Answer::Unknown),
        _ => None,
    }
}

/// Error lines a solver printed on stderr (cvc's warnings about z3 attributes are not errors).
fn stderr_errors(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("(error") || l.to_ascii_lowercase().starts_with("error"))
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_answers_errors_and_statistics() {
        let z3 = "(error \"line 18 column 28: unknown parameter 'model_compress'\nLegal parameters are:\n  auto_config\")\nunsat\n(:reason-unknown \"unknown\")\n(:added-eqs 12\n :rlimit-count 3456\n :time 0.01)\n";
        let p = parse_output(z3);
        assert_eq!(p.answer, Some(Answer::Unsat));
        assert_eq!(p.rlimit, Some(3456));
        assert_eq!(p.errors, vec!["error: line 18 column 28: unknown parameter 'model_compress'"]);
        let cvc = "(error \"Parse Error: q.smt2:2.16: Symbol `exp' is shadowing a theory function symbol\n\n  (declare-fun exp () Int)\n\")\n";
        let p = parse_output(cvc);
        assert_eq!(p.answer, None);
        assert!(p.errors[0].contains("shadowing"), "{:?}", p.errors);
        assert_eq!(parse_output("sat\n").answer, Some(Answer::Sat));
        let p = parse_output("unknown\n(:reason-unknown \"(incomplete quantifiers)\")\n(:rlimit-count 7)\n");
        assert_eq!(
            (p.answer, p.reason.as_deref(), p.rlimit),
            (Some(Answer::Unknown), Some("(incomplete quantifiers)"), Some(7))
        );
        // A limit that ran out while z3 read the query: the answer stands, the complaint is kept.
        let mut r = SolveResult {
            answer: Answer::Error,
            time_s: 0.0,
            rlimit: None,
            detail: String::new(),
            command: String::new(),
        };
        interpret(
            &mut r,
            "(error \"line 44 column 7: push canceled\")\nunknown\n(:reason-unknown \"unknown\")\n(:rlimit-count 12)\n",
            "",
            String::new,
        );
        assert_eq!((r.answer, r.rlimit), (Answer::Unknown, Some(12)));
        assert_eq!(r.detail, "error: line 44 column 7: push canceled; reason-unknown: unknown");
        let mut r = SolveResult {
            answer: Answer::Error,
            time_s: 0.0,
            rlimit: None,
            detail: String::new(),
            command: String::new(),
        };
        interpret(&mut r, "(error \"line 4 column 1: invalid command\")\nunknown\n", "", String::new);
        assert_eq!(r.answer, Answer::Error, "{}", r.detail);
        // Not s-expressions: line by line.
        let p = parse_output("unsat\nSegmentation fault |\n");
        assert_eq!(p.answer, Some(Answer::Unsat));
        assert_eq!(parse_output("").answer, None);
    }
}
