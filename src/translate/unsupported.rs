//! [`Unsupported`]: a Boogie construct outside the subset the WhyML translation supports.

use crate::error::{ErrorKind, HasKind};
use crate::syntax::ast::Pos;
use std::fmt;

/// A Boogie construct the WhyML translation cannot express (soundly).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct Unsupported {
    /// What is not supported, e.g. `goto`, `bit-vector type bv32`, `polymorphic map type`.
    pub construct: String,
    /// Where it occurs (line and column in its file).
    pub pos: Pos,
    /// Index of the file (in the slice given to [`to_whyml`](super::whyml::to_whyml)) the
    /// construct is in.
    pub file: usize,
}

impl HasKind for Unsupported {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: unsupported in the WhyML translation: {}", self.pos, self.construct)
    }
}
