//! The cvc4 and cvc5 backends: Boogie's own CVC4 mode hangs with cvc4 1.8, so Boogie (with z3)
//! logs its SMT-LIB encoding and each verification condition is checked by `cvc4`/`cvc5 --lang smt2
//! --incremental` on the shared SMT-LIB path ([`super::backend::SmtVerifier`]: queries split out of
//! the prover log, z3-only commands and follow-ups dropped, names the solver rejects renamed).
//! Verified iff every query answers `unsat`.

use super::backend::SmtVerifier;
use super::solve::{Solver, SolverKind};
use crate::verifiers::boogie::{BackendError, BoogieVerifier};
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
pub fn cvc4_default() -> Result<SmtVerifier, BackendError> {
    cvc4_verifier("cvc4", BoogieVerifier::new("cvc4-boogie", "boogie", None, Vec::new())?, "cvc4", Vec::new())
}

/// A cvc5 configuration: `boogie` produces the encoding, the `cvc5` binary checks it with
/// `cvc5_args` added to its command line.
pub fn cvc5_verifier(
    label: impl Into<String>,
    boogie: BoogieVerifier,
    cvc5: impl Into<PathBuf>,
    cvc5_args: Vec<String>,
) -> Result<SmtVerifier, BackendError> {
    Ok(SmtVerifier::new(label, boogie, Solver::new(SolverKind::Cvc5, cvc5, cvc5_args)?))
}

/// The built-in `cvc5` configuration (Debian's boogie and cvc5).
pub fn cvc5_default() -> Result<SmtVerifier, BackendError> {
    cvc5_verifier("cvc5", BoogieVerifier::new("cvc5-boogie", "boogie", None, Vec::new())?, "cvc5", Vec::new())
}
