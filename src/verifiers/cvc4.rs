//! The CVC4 backend. Boogie's own CVC4 mode hangs with cvc4 1.8, so Boogie (with z3) logs its
//! SMT-LIB encoding and each verification condition is checked by `cvc4 --lang smt2
//! --incremental` on the SMT-LIB path shared with cvc5 ([`crate::smt::backend::SmtVerifier`]:
//! queries split out of the prover log, z3-only commands and follow-ups dropped, names cvc4
//! rejects renamed). Verified iff every query answers `unsat`.

use super::boogie::{BackendError, BoogieVerifier};
use crate::smt::backend::SmtVerifier;
use crate::smt::solve::{Solver, SolverKind};
use std::path::PathBuf;

/// A cvc4 configuration: `boogie` produces the encoding (its extra arguments apply, e.g.
/// `/timeLimit`), the `cvc4` binary checks it with `cvc4_args` added to its command line.
pub fn cvc4_verifier(
    label: impl Into<String>,
    boogie: BoogieVerifier,
    cvc4: impl Into<PathBuf>,
    cvc4_args: Vec<String>,
) -> Result<SmtVerifier, BackendError> {
    Ok(SmtVerifier::new(label, boogie, Solver::new(SolverKind::Cvc4, cvc4, cvc4_args)?))
}

/// The built-in `cvc4` configuration (Debian's boogie and cvc4).
pub fn default_config() -> Result<SmtVerifier, BackendError> {
    cvc4_verifier("cvc4", BoogieVerifier::new("cvc4-boogie", "boogie", None, Vec::new())?, "cvc4", Vec::new())
}
