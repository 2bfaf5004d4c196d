//! Delta debugging of a brittle seed/mutant pair: shrink the chain of mutation operators and the
//! program itself (seed and mutant in lockstep) to the smallest pair that still flips; or, with
//! a statistical oracle, the smallest pair that keeps its class, or the smallest program or SMT
//! query that stays unstable.
//!
//! - [`mod@ddmin`]: Zeller's generic ddmin over a list, with deterministic parallel candidate tests;
//! - [`oracle`]: "does this pair still flip?", with content-hash caches and repeated confirmation;
//! - [`frontend`]: the stand-in verifier that makes a `front-end` finding (Boogie's front end
//!   accepts the seed and rejects the mutant) a pair to shrink like a flip;
//! - [`elements`]: removable declarations, clauses, invariants, statements and locals, matched
//!   between seed and mutant by their seed source positions;
//! - [`reduce`]: the reduction itself (chain, then program levels), [`minimize`], with any
//!   [`PairCheck`], and of a single program ([`reduce::reduce_single`]);
//! - [`keep`]: the statistical properties (`encoding`, `mutant-unstable`, `unstable`);
//! - [`sampling`]: sampling one query with counted work, success rates with Wilson intervals;
//! - [`statistical`]: the Boogie-level statistical oracle (VCs through Boogie's prover log, only
//!   the target query sampled);
//! - [`core_program`]: an unstable program pruned first to the declarations of its VC's unsat
//!   core (core-first `--unstable PROGRAM.bpl`);
//! - [`shake_program`]: when the core does not keep the instability, the program pruned by
//!   trigger-aware relevance of its VC (the next start of `--unstable PROGRAM.bpl`);
//! - [`smt`]: the SMT-level reducer (dependency closures, ddmin, unstable-and-parses oracle);
//! - [`stat_run`]: the statistical reductions from files, with their reports;
//! - [`input`]: reading mutant files and folders with their headers;
//! - [`output`]: the reduced files, the seed-to-mutant diff, program sizes;
//! - [`run`]: the entry point from files ([`run::run`] with a [`run::Request`]), used by
//!   `wobble minimize` and `wobble compare --minimize`.

pub mod core_program;
pub mod ddmin;
pub mod elements;
pub mod frontend;
pub mod input;
pub mod keep;
pub mod oracle;
pub mod output;
pub mod reduce;
pub mod run;
pub mod sampling;
pub mod shake_program;
pub mod smt;
pub mod stat_run;
pub mod statistical;
#[cfg(test)]
pub(crate) mod testutil;
pub mod tools;

pub use ddmin::{ddmin, DdminStats};
pub use oracle::{BaselineError, Oracle, OracleConfig, OracleStats};
pub use reduce::{minimize, MinimizeError, Minimized, Options, PairCheck, PairInput, Phase};
