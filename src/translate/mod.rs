//! Translation of Boogie programs to WhyML (Why3 1.5) for the why3 backend, as in the µgie paper's
//! Sec. 2/4.1: running a program through Why3 tells whether a brittleness is due to Boogie's
//! encoding or to the SMT solver.
//!
//! The translation is partial but never wrong: a construct outside the supported subset gives
//! [`Unsupported`] naming the construct and its source position. See [`whyml`] for the subset.

pub mod mangle;
pub mod whyml;

pub use whyml::to_whyml;

use crate::syntax::ast::Pos;
use std::fmt;

/// A Boogie construct the WhyML translation cannot express (soundly).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct Unsupported {
    /// What is not supported, e.g. `goto`, `bit-vector type bv32`, `polymorphic map type`.
    pub construct: String,
    /// Where it occurs (line and column in its file).
    pub pos: Pos,
    /// Index of the file (in the slice given to [`to_whyml`]) the construct is in.
    pub file: usize,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: unsupported in the WhyML translation: {}", self.pos, self.construct)
    }
}
