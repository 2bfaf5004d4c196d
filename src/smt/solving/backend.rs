//! A verifier backend on the SMT-LIB path: Boogie (with its z3) produces the program's queries
//! ([`super::vcs`]), and one solver ([`super::solve`]) checks each of them. The program is
//! verified iff every query is `unsat`; any `sat` makes it failed, else any `unknown` unknown.
//! The cvc4 and cvc5 backends ([`crate::smt::solving::cvc`]) are this
//! backend with their solver.

use super::solve::{Answer, Solver};
use super::vcs::{extract, Extraction, VcError};
use crate::smt::perturbation::mutate::Perturbation;
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use crate::verifiers::{Outcome, RunResult, Verifier};
use std::path::Path;
use std::time::{Duration, Instant};

/// Boogie for the encoding plus one solver for the queries.
#[derive(Debug, Clone)]
pub struct SmtVerifier {
    label: String,
    boogie: BoogieVerifier,
    solver: Solver,
    version: String,
}

impl SmtVerifier {
    /// `boogie` produces the queries (its extra arguments shape the encoding); `solver` checks them.
    pub fn new(label: impl Into<String>, boogie: BoogieVerifier, solver: Solver) -> SmtVerifier {
        let version = format!("{}; {}", boogie.boogie_part(), solver.describe());
        SmtVerifier { label: label.into(), boogie, solver, version }
    }

    pub fn solver(&self) -> &Solver {
        &self.solver
    }

    pub fn boogie(&self) -> &BoogieVerifier {
        &self.boogie
    }
}

impl Verifier for SmtVerifier {
    fn label(&self) -> &str {
        &self.label
    }

    fn version(&self) -> &str {
        &self.version
    }

    fn cache_key(&self) -> String {
        format!("smt|{}|{}|{}", self.boogie.cache_key(), self.solver.cache_key(), self.version)
    }

    fn normalization(&self) -> Option<crate::verifiers::normalization::Normalization> {
        Some(self.boogie.normalization())
    }

    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let start = Instant::now();
        let mut r = RunResult::empty(Outcome::ToolError);
        r.tool_version = self.version.clone();
        let finish = |mut r: RunResult, commands: &[String]| {
            r.time_s = start.elapsed().as_secs_f64();
            r.command = commands.join(" && ");
            r
        };
        let vcs = match extract(&self.boogie, program, workdir, timeout, Extraction::Cheap) {
            Ok(v) => v,
            Err(VcError::Rejected(b)) => {
                let mut b = *b;
                b.tool_version = self.version.clone();
                b.time_s = start.elapsed().as_secs_f64();
                return b;
            }
            Err(VcError::Timeout) => {
                r.outcome = Outcome::Timeout;
                r.detail = "wall-clock limit reached in the encoding step (boogie)".into();
                return finish(r, &[]);
            }
            Err(e) => {
                r.detail = format!("encoding step: {e}");
                return finish(r, &[]);
            }
        };
        let mut commands = vec![vcs.command.clone()];
        let (mut unsat, mut sat, mut unknown) = (0u32, 0u32, 0u32);
        for (i, q) in vcs.queries.iter().enumerate() {
            let left = match timeout.checked_sub(start.elapsed()) {
                Some(d) if !d.is_zero() => d,
                _ => {
                    r.outcome = Outcome::Timeout;
                    r.detail = "wall-clock limit reached".into();
                    return finish(r, &commands);
                }
            };
            let dir = workdir.join(format!("vc_{i}"));
            if let Err(e) = std::fs::create_dir_all(&dir) {
                r.detail = format!("cannot create {}: {e}", dir.display());
                return finish(r, &commands);
            }
            let s = self.solver.solve(&Perturbation::identity().apply(q), &dir, left);
            commands.push(s.command.clone());
            match s.answer {
                Answer::Unsat => unsat += 1,
                Answer::Sat => sat += 1,
                Answer::Unknown => unknown += 1,
                Answer::Timeout => {
                    r.outcome = Outcome::Timeout;
                    r.detail = format!("wall-clock limit reached in VC {} ({})", i, q.name);
                    return finish(r, &commands);
                }
                Answer::Error => {
                    r.detail = format!("{} on VC {} ({}): {}", self.solver.kind(), i, q.name, s.detail);
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
        r.detail = format!("{} queries: {unsat} unsat, {sat} sat, {unknown} unknown", vcs.queries.len());
        finish(r, &commands)
    }
}
