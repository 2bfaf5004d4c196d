//! The two tools the query level drives, behind one trait each: Boogie ([`Boogie`]: extracting
//! programs' VCs, and runs whose verdicts are rows) and z3 ([`QuerySolver`]: answering one query
//! at a time). The product uses the real ones ([`RealBoogie`]: the configuration's Boogie with the
//! log sink; [`Z3Sessions`]: the configuration's z3, kept running); the hermetic tests drive the
//! query level's orchestration with fakes of both.

use super::batch::{extract_alone, extract_batch, BatchResult, LOG};
use crate::smt::solving::session::Sessions;
use crate::smt::solving::solve::{SolveResult, Solver};
use crate::smt::text::query::{split_prover_log_text, VcText};
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use crate::verifiers::normalization::Normalization;
use crate::verifiers::{RunResult, Verifier};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// What the query level needs from a Boogie configuration. `vc_limit` is the time limit of one
/// VC (`--timeout`), which Boogie gets as `/timeLimit` and the logged queries carry; `wall` is a
/// whole process's wall-clock limit.
pub trait Boogie: Send + Sync {
    /// The configuration's label (the rows' `tool`).
    fn label(&self) -> &str;
    /// Its versions (Boogie's and z3's).
    fn version(&self) -> &str;
    /// Everything besides a program that can change its VCs or a run's verdict.
    fn cache_key(&self) -> String;
    /// What its Boogie normalizes before the solver sees a program.
    fn normalization(&self) -> Normalization;
    /// The VCs of single-file `programs` in one process ([`extract_batch`]).
    fn extract_batch(
        &self,
        programs: &[&ProgramText],
        workdir: &Path,
        wall: Duration,
        vc_limit: Duration,
    ) -> BatchResult;
    /// One program's VCs, alone ([`extract_alone`]); None when it cannot be had.
    fn extract_alone(
        &self,
        program: &ProgramText,
        workdir: &Path,
        wall: Duration,
        vc_limit: Duration,
    ) -> Option<Vec<VcText>>;
    /// A Boogie run as configured, whose verdict is a row; with `log`, also the VCs it sent the
    /// solver (as logged; None when the log cannot be read).
    fn run(
        &self,
        program: &ProgramText,
        workdir: &Path,
        vc_limit: Duration,
        log: bool,
    ) -> (RunResult, Option<Vec<VcText>>);
    /// The configuration as a plain verifier: one Boogie run per program.
    fn verifier(&self) -> Arc<dyn Verifier>;
}

/// What the query level needs from its solver: answers to queries, one at a time.
pub trait QuerySolver: Send + Sync {
    /// `z3 4.8.12`.
    fn describe(&self) -> String;
    /// Everything besides a script that can change an answer ([`Solver::cache_key`]).
    fn cache_key(&self) -> String;
    /// The script sent for a query's text (ending with `(check-sat)`).
    fn script_of(&self, text: String) -> String;
    /// Solves `script` from a fresh context with the default limits (those the script sets
    /// apply), killed at `wall` of wall-clock time.
    fn solve(&self, script: &str, wall: Duration) -> SolveResult;
    /// Ends the processes kept between queries.
    fn close(&self);
}

/// The configuration's Boogie, extracting through the log sink.
pub struct RealBoogie {
    pub boogie: BoogieVerifier,
    /// The `wobble-vc-sink` binary.
    pub sink: PathBuf,
}

impl Boogie for RealBoogie {
    fn label(&self) -> &str {
        self.boogie.label()
    }
    fn version(&self) -> &str {
        self.boogie.version()
    }
    fn cache_key(&self) -> String {
        self.boogie.cache_key()
    }
    fn normalization(&self) -> Normalization {
        self.boogie.normalization()
    }
    fn extract_batch(
        &self,
        programs: &[&ProgramText],
        workdir: &Path,
        wall: Duration,
        vc_limit: Duration,
    ) -> BatchResult {
        extract_batch(&self.boogie, &self.sink, programs, workdir, wall, Some(vc_limit))
    }
    fn extract_alone(
        &self,
        program: &ProgramText,
        workdir: &Path,
        wall: Duration,
        vc_limit: Duration,
    ) -> Option<Vec<VcText>> {
        extract_alone(&self.boogie, &self.sink, program, workdir, wall, Some(vc_limit))
    }
    fn run(
        &self,
        program: &ProgramText,
        workdir: &Path,
        vc_limit: Duration,
        log: bool,
    ) -> (RunResult, Option<Vec<VcText>>) {
        if !log {
            return (self.boogie.verify(program, workdir, vc_limit), None);
        }
        let r = self.boogie.verify_with(program, workdir, vc_limit, &[format!("/proverLog:{LOG}")]);
        let queries = std::fs::read_to_string(workdir.join(LOG)).ok().and_then(|l| split_prover_log_text(&l).ok());
        (r, queries)
    }
    fn verifier(&self) -> Arc<dyn Verifier> {
        Arc::new(self.boogie.clone())
    }
}

/// The configuration's z3, one process kept per worker across queries.
pub struct Z3Sessions {
    pub solver: Solver,
    pub sessions: Sessions,
}

impl QuerySolver for Z3Sessions {
    fn describe(&self) -> String {
        self.solver.describe()
    }
    fn cache_key(&self) -> String {
        self.solver.cache_key()
    }
    fn script_of(&self, text: String) -> String {
        self.solver.script_of(text)
    }
    fn solve(&self, script: &str, wall: Duration) -> SolveResult {
        self.sessions.solve(&self.solver, script, wall)
    }
    fn close(&self) {
        self.sessions.close();
    }
}
