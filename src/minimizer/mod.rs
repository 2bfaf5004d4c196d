//! Delta debugging of a brittle seed/mutant pair: shrink the chain of mutation operators and the
//! program itself (seed and mutant in lockstep) to the smallest pair that still flips.
//!
//! - [`ddmin`]: Zeller's generic ddmin over a list, with deterministic parallel candidate tests;
//! - [`oracle`]: "does this pair still flip?", with content-hash caches and repeated confirmation;
//! - [`elements`]: removable declarations, clauses, invariants, statements and locals, matched
//!   between seed and mutant by their seed source positions;
//! - [`reduce`]: the reduction itself (chain, then program levels), [`minimize`];
//! - [`input`]: reading mutant files and folders with their headers;
//! - [`output`]: the reduced files, the seed-to-mutant diff, program sizes;
//! - [`run`]: the entry point from files ([`run::run`] with a [`run::Request`]), used by
//!   `wobble minimize` and `wobble compare --minimize`.

pub mod ddmin;
pub mod elements;
pub mod input;
pub mod keep;
pub mod oracle;
pub mod output;
pub mod reduce;
pub mod run;
pub mod sampling;
pub mod smt;
pub mod stat_run;
pub mod statistical;
pub mod tools;

pub use ddmin::{ddmin, DdminStats};
pub use oracle::{BaselineError, Oracle, OracleConfig, OracleStats};
pub use reduce::{minimize, MinimizeError, Minimized, Options, PairCheck, PairInput, Phase};
