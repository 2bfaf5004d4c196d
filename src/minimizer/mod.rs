//! Delta debugging of a brittle seed/mutant pair: shrink the chain of mutation operators and the
//! program itself (seed and mutant in lockstep) to the smallest pair that still flips.
//!
//! - [`ddmin`]: Zeller's generic ddmin over a list, with deterministic parallel candidate tests;

pub mod ddmin;
pub mod elements;

pub use ddmin::{ddmin, DdminStats};
pub mod oracle;
pub mod reduce;

pub use oracle::{BaselineError, Oracle, OracleConfig, OracleStats};
pub use reduce::{minimize, MinimizeError, Minimized, Options, PairInput, Phase};
