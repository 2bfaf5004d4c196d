//! The cvc5 backend: like [`super::cvc4`], Boogie (with z3) logs its SMT-LIB encoding and each
//! verification condition is checked by `cvc5 --lang smt2 --incremental` on the shared SMT-LIB
//! path ([`crate::smt::backend::SmtVerifier`]), with the names cvc5 rejects renamed. Verified iff
//! every query answers `unsat`.

use super::boogie::{BackendError, BoogieVerifier};
use crate::smt::backend::SmtVerifier;
use crate::smt::solve::{Solver, SolverKind};
use std::path::PathBuf;

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
pub fn default_config() -> Result<SmtVerifier, BackendError> {
    cvc5_verifier("cvc5", BoogieVerifier::new("cvc5-boogie", "boogie", None, Vec::new())?, "cvc5", Vec::new())
}
