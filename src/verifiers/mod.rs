//! Verifier backends behind one trait, one file each (boogie, cvc4, why3), and the [`Outcome`]
//! of a run. (Backends: filled in by the verifier work.)

pub mod outcome;

pub use outcome::{Outcome, RunResult};
