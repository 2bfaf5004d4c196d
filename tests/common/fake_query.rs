//! In-memory fakes of the query level's two tools ([`wobble::querylevel::tools`]) for the
//! hermetic tier: no process.
//!
//! [`FakeBoogie`] reads programs with wobble's parser. Each implementation (a procedure with a
//! body, or an `implementation`) without `{:verify false}` is one VC, in declaration order, whose
//! text names the implementation and its position among the program's declarations
//! (`(assert |B@0|)`: B is the first declaration), as Boogie's quantifier ids name source
//! positions; it starts with the limits a run would send (`TIMEOUT` for the VC limit, `RLIMIT`
//! when the fake has one). A Boogie run's verdict is the test's function of the program's text.
//! [`FakeSolver`] answers each query by the test's function of its text; it reports a resource
//! count of 1000 for every query and, when a query sets `RLIMIT` below that, `unknown` as z3
//! does; a procedure named `slow` stops at its soft time limit (`unknown`, `canceled`). Both
//! count their calls per program text / query.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use wobble::querylevel::batch::BatchResult;
use wobble::querylevel::tools::{Boogie, QuerySolver};
use wobble::smt::solving::solve::{Answer, SolveResult};
use wobble::smt::text::query::VcText;
use wobble::syntax::ast::DeclKind;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::normalization::Normalization;
use wobble::verifiers::{Outcome, RunResult, VerdictLevel, Verifier};

/// A Boogie run's verdict for a program's text.
pub type BoogieVerdict = Box<dyn Fn(&str) -> Outcome + Send + Sync>;

/// z3's answer for a query's text.
pub type SolverAnswer = Box<dyn Fn(&str) -> Answer + Send + Sync>;

/// What happened to a program, by its text.
#[derive(Default)]
struct Calls {
    /// Boogie runs whose verdict is a row.
    runs: HashMap<String, usize>,
    /// Programs extracted alone.
    alone: HashMap<String, usize>,
    /// Programs extracted in a batch.
    batched: HashMap<String, usize>,
}

/// A fake Boogie configuration (cheap to share: its state is behind an `Arc`).
pub struct FakeBoogie(Arc<Inner>);

struct Inner {
    verdict: BoogieVerdict,
    /// `/rlimit:N` of the configuration: every VC's text sets it.
    rlimit: Option<u64>,
    calls: Mutex<Calls>,
}

/// The one-file program of a fake run.
pub fn program(text: &str) -> ProgramText {
    ProgramText::single("p.bpl", text)
}

impl FakeBoogie {
    pub fn new(verdict: BoogieVerdict) -> Arc<FakeBoogie> {
        Arc::new(FakeBoogie(Arc::new(Inner { verdict, rlimit: None, calls: Mutex::new(Calls::default()) })))
    }

    /// A fake whose configuration sets z3's resource limit `n` on every VC.
    pub fn with_rlimit(verdict: BoogieVerdict, n: u64) -> Arc<FakeBoogie> {
        Arc::new(FakeBoogie(Arc::new(Inner { verdict, rlimit: Some(n), calls: Mutex::new(Calls::default()) })))
    }

    /// The VCs of `text` as a run with `vc_limit` logs them (None: it does not parse).
    pub fn vcs(&self, text: &str, vc_limit: Duration) -> Option<Vec<VcText>> {
        self.0.vcs(text, vc_limit)
    }

    /// Boogie runs (row verdicts) made on the program with this text.
    pub fn runs_of(&self, text: &str) -> usize {
        self.0.calls.lock().unwrap().runs.get(text).copied().unwrap_or(0)
    }

    /// Every Boogie run (row verdict) made so far.
    pub fn runs(&self) -> usize {
        self.0.calls.lock().unwrap().runs.values().sum()
    }

    /// Extractions of the program with this text on its own.
    pub fn alone_of(&self, text: &str) -> usize {
        self.0.calls.lock().unwrap().alone.get(text).copied().unwrap_or(0)
    }

    /// Extractions of the program with this text in a batch.
    pub fn batched_of(&self, text: &str) -> usize {
        self.0.calls.lock().unwrap().batched.get(text).copied().unwrap_or(0)
    }
}

fn note(map: &mut HashMap<String, usize>, text: &str) {
    *map.entry(text.to_string()).or_default() += 1;
}

impl Inner {
    fn vcs(&self, text: &str, vc_limit: Duration) -> Option<Vec<VcText>> {
        let p = wobble::syntax::parse_program(text, "p.bpl").ok()?;
        let mut out = Vec::new();
        for (pos, d) in p.decls.iter().enumerate() {
            let (name, attrs) = match &d.kind {
                DeclKind::Procedure(p) if p.body.is_some() => (p.name.as_str(), &p.attrs),
                DeclKind::Implementation(i) => (i.name.as_str(), &i.attrs),
                _ => continue,
            };
            if attrs.iter().any(|a| a.name.as_str() == "verify") {
                continue;
            }
            let mut text = format!("(set-option :TIMEOUT {})\n", vc_limit.as_millis());
            if let Some(n) = self.rlimit {
                text.push_str(&format!("(set-option :RLIMIT {n})\n"));
            }
            text.push_str(&format!("(assert |{name}@{pos}|)\n(check-sat)\n"));
            out.push(VcText { name: name.to_string(), text });
        }
        Some(out)
    }

    fn run(&self, program: &ProgramText, vc_limit: Duration, log: bool) -> (RunResult, Option<Vec<VcText>>) {
        let text = &program.files[0].text;
        note(&mut self.calls.lock().unwrap().runs, text);
        let outcome = (self.verdict)(text);
        let mut r = RunResult::empty(outcome);
        r.command = "fake boogie p.bpl".into();
        r.tool_version = VERSION.into();
        r.detail = format!("boogie said {outcome}");
        r.level = Some(VerdictLevel::Boogie);
        (r, if log { self.vcs(text, vc_limit) } else { None })
    }
}

const VERSION: &str = "boogie fake; z3 fake";

impl Boogie for FakeBoogie {
    fn label(&self) -> &str {
        "boogie"
    }
    fn version(&self) -> &str {
        VERSION
    }
    fn cache_key(&self) -> String {
        format!("fake boogie {:?}", self.0.rlimit)
    }
    fn normalization(&self) -> Normalization {
        Normalization::of("2.4.1.10503", &[])
    }
    fn extract_batch(&self, programs: &[&ProgramText], _: &Path, _: Duration, vc_limit: Duration) -> BatchResult {
        let mut calls = self.0.calls.lock().unwrap();
        for p in programs {
            note(&mut calls.batched, &p.files[0].text);
        }
        drop(calls);
        BatchResult { queries: programs.iter().map(|p| self.0.vcs(&p.files[0].text, vc_limit)).collect(), time_s: 0.01 }
    }
    fn extract_alone(&self, program: &ProgramText, _: &Path, _: Duration, vc_limit: Duration) -> Option<Vec<VcText>> {
        note(&mut self.0.calls.lock().unwrap().alone, &program.files[0].text);
        self.0.vcs(&program.files[0].text, vc_limit)
    }
    fn run(&self, program: &ProgramText, _: &Path, vc_limit: Duration, log: bool) -> (RunResult, Option<Vec<VcText>>) {
        self.0.run(program, vc_limit, log)
    }
    fn verifier(&self) -> Arc<dyn Verifier> {
        Arc::new(FakeBoogieRuns(self.0.clone()))
    }
}

/// [`Boogie::verifier`] of a [`FakeBoogie`]: one fake Boogie run per program, counted on it.
pub struct FakeBoogieRuns(Arc<Inner>);

impl Verifier for FakeBoogieRuns {
    fn label(&self) -> &str {
        "boogie"
    }
    fn version(&self) -> &str {
        VERSION
    }
    fn cache_key(&self) -> String {
        format!("fake boogie runs {:?}", self.0.rlimit)
    }
    fn verify(&self, program: &ProgramText, _: &Path, timeout: Duration) -> RunResult {
        self.0.run(program, timeout, false).0
    }
}

pub struct FakeSolver {
    answer: SolverAnswer,
    /// Queries solved (not answered from the cache), by text.
    solved: Mutex<HashMap<String, usize>>,
    /// The wall-clock limits it was given.
    walls: Mutex<Vec<Duration>>,
}

/// The resource count the fake solver reports for every query.
pub const COUNT: u64 = 1000;

impl FakeSolver {
    pub fn new(answer: SolverAnswer) -> Arc<FakeSolver> {
        Arc::new(FakeSolver { answer, solved: Mutex::new(HashMap::new()), walls: Mutex::new(Vec::new()) })
    }

    /// How many times a query containing `part` was solved.
    pub fn solved_containing(&self, part: &str) -> usize {
        self.solved.lock().unwrap().iter().filter(|(t, _)| t.contains(part)).map(|(_, n)| n).sum()
    }

    /// The wall-clock limits of the queries solved so far.
    pub fn walls(&self) -> Vec<Duration> {
        self.walls.lock().unwrap().clone()
    }
}

impl QuerySolver for FakeSolver {
    fn describe(&self) -> String {
        "z3 fake".into()
    }
    fn cache_key(&self) -> String {
        "fake z3".into()
    }
    fn script_of(&self, text: String) -> String {
        text
    }
    fn solve(&self, script: &str, wall: Duration) -> SolveResult {
        *self.solved.lock().unwrap().entry(script.to_string()).or_default() += 1;
        self.walls.lock().unwrap().push(wall);
        let limits = wobble::smt::solving::limits::Limits::of_text(script);
        let mut answer = (self.answer)(script);
        let mut detail = String::new();
        if answer == Answer::Unknown {
            detail = "reason-unknown: (incomplete quantifiers)".into();
        }
        // A procedure named `slow`: z3 stops at the soft time limit, as z3 4.8.12 does.
        if script.contains("|slow") {
            answer = Answer::Unknown;
            detail = "reason-unknown: canceled".into();
        }
        if limits.rlimit.is_some_and(|n| n < COUNT) && answer != Answer::Timeout {
            answer = Answer::Unknown;
            detail = "reason-unknown: canceled".into();
        }
        SolveResult { answer, time_s: 0.01, rlimit: Some(COUNT), detail, command: "fake z3".into() }
    }
    fn close(&self) {}
}
