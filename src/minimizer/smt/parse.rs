//! Does a query still parse with the real solvers? Each solver reads the query in its own dialect
//! without `(check-sat)` (and without Boogie's solver options, which are not the reducer's to
//! judge), so it only parses, declares and asserts; a query parses when the solver exits normally
//! and prints no `(error …)` line.

use crate::smt::solving::solve::{Solver, SolverKind};
use crate::smt::text::query::Query;
use crate::smt::text::script::Command;
use crate::verifiers::process::run_with_timeout;
use std::path::Path;
use std::time::Duration;

/// Wall-clock limit of one parse run (parsing never needs long; a loaded machine may).
const PARSE_TIMEOUT: Duration = Duration::from_secs(60);

/// Why a query does not parse with one solver.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{solver} does not parse the query: {detail}")]
pub struct ParseFailure {
    /// `z3 4.8.12`, `cvc5 1.0.3`.
    pub solver: String,
    pub detail: String,
}

/// The text a solver of `kind` parses for `query`: its dialect, no options, no `(check-sat)`.
pub fn parse_text(query: &Query, kind: SolverKind) -> String {
    let q = Query {
        name: query.name.clone(),
        index: query.index,
        commands: query.commands.iter().filter(|c| !matches!(c, Command::SetOption { .. })).cloned().collect(),
    };
    let text = q.to_smtlib(kind.dialect(), None);
    text.strip_suffix("(check-sat)\n").map(str::to_string).unwrap_or(text)
}

fn args(kind: SolverKind, file: &str) -> Vec<String> {
    let mut a: Vec<String> = match kind {
        SolverKind::Z3 => vec!["-smt2".into()],
        SolverKind::Cvc4 | SolverKind::Cvc5 => vec!["--lang".into(), "smt2".into(), "--incremental".into()],
    };
    a.push(file.into());
    a
}

/// Checks that `solver` parses `query`; `workdir` is a directory the call may write into.
pub fn check(solver: &Solver, query: &Query, workdir: &Path) -> Result<(), ParseFailure> {
    let fail = |detail: String| ParseFailure { solver: solver.describe(), detail };
    let file = "parse.smt2";
    std::fs::write(workdir.join(file), parse_text(query, solver.kind()))
        .map_err(|e| fail(format!("cannot write {file}: {e}")))?;
    let out = run_with_timeout(solver.binary(), &args(solver.kind(), file), workdir, "parse", PARSE_TIMEOUT)
        .map_err(|e| fail(format!("cannot run {}: {e}", solver.binary().display())))?;
    if out.timed_out {
        return Err(fail(format!("no answer within {} s", PARSE_TIMEOUT.as_secs())));
    }
    let text = out.combined();
    if let Some(line) = text.lines().map(str::trim).find(|l| l.starts_with("(error") || l.starts_with("Parse Error")) {
        return Err(fail(line.to_string()));
    }
    match out.code() {
        Some(0) => Ok(()),
        code => Err(fail(format!("exit status {code:?}: {}", text.lines().next().unwrap_or("(no output)")))),
    }
}

/// Checks every solver in turn; the first failure.
pub fn check_all(solvers: &[Solver], query: &Query, workdir: &Path) -> Result<(), ParseFailure> {
    solvers.iter().try_for_each(|s| check(s, query, workdir))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::query::split_prover_log;

    #[test]
    fn parse_text_drops_options_and_the_check() {
        let q =
            split_prover_log("(set-option :smt.mbqi false)\n(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n")
                .unwrap()
                .remove(0);
        assert_eq!(parse_text(&q, SolverKind::Z3), "(declare-fun x () Int)\n(assert (> x 0))\n");
        assert_eq!(parse_text(&q, SolverKind::Cvc5), "(set-logic ALL)\n(declare-fun x () Int)\n(assert (> x 0))\n");
    }
}
