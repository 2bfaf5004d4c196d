//! The front-end oracle of `wobble minimize --front-end`: a `front-end` finding (a Boogie
//! configuration accepts the seed and rejects the mutant, which wobble's own front end judges
//! well-formed) is shrunk like a flip, with Boogie's front end alone (`/noVerify`: parsing,
//! resolution and type checking, no VC, no solver) standing in for the verifier.
//!
//! [`FrontEndCheck`] is that stand-in, so that the minimizer's oracle, caches and reduction work
//! unchanged: a program Boogie accepts is `verified`; one it rejects with the finding's message
//! (its first error, file name and position left out, as they change when the program shrinks:
//! [`rejection_message`]) and that wobble judges well-formed is `failed`, the outcome the
//! reduction keeps; any other rejection (another message, or a program wobble finds ill-formed,
//! which no bug report may show) is `type_error` or `invalid_mutant`, so the candidate is dropped.

use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::{rejection_message, BoogieVerifier};
use crate::verifiers::{Outcome, RunResult, Verifier};
use std::path::Path;
use std::time::Duration;

/// Boogie's argument that stops after the front end.
pub const NO_VERIFY: &str = "/noVerify";

/// Boogie's front end as a verifier for the minimizer's oracle (see the module doc).
pub struct FrontEndCheck {
    boogie: BoogieVerifier,
    label: String,
    /// The rejection to keep.
    message: String,
}

impl FrontEndCheck {
    /// Boogie's front end on `mutant`: the check that keeps its rejection, or Boogie's result when
    /// it does not reject the mutant. `workdir` is an empty directory.
    pub fn for_mutant(
        boogie: &BoogieVerifier,
        mutant: &ProgramText,
        workdir: &Path,
        timeout: Duration,
    ) -> Result<FrontEndCheck, Box<RunResult>> {
        let r = front_end(boogie, mutant, workdir, timeout);
        if !r.outcome.rejected() {
            return Err(Box::new(r));
        }
        Ok(FrontEndCheck {
            boogie: boogie.clone(),
            label: format!("{} {NO_VERIFY}", boogie.label()),
            message: rejection_message(&r.detail).to_string(),
        })
    }

    /// The rejection the reduction keeps.
    pub fn message(&self) -> &str {
        &self.message
    }
}

fn front_end(boogie: &BoogieVerifier, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
    boogie.verify_with(program, workdir, timeout, &[NO_VERIFY.to_string()])
}

impl Verifier for FrontEndCheck {
    fn label(&self) -> &str {
        &self.label
    }
    fn version(&self) -> &str {
        self.boogie.version()
    }
    fn cache_key(&self) -> String {
        format!("front-end|{}|{}", self.boogie.cache_key(), self.message)
    }
    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let mut r = front_end(&self.boogie, program, workdir, timeout);
        if r.outcome.rejected() {
            r.outcome = if rejection_message(&r.detail) != self.message {
                Outcome::TypeError
            } else if let Err(e) = crate::syntax::wellformed::judge(program) {
                r.detail = format!("wobble's own front end refuses it too: {e}");
                Outcome::InvalidMutant
            } else {
                Outcome::Failed
            };
        }
        r
    }
}
