//! Translation of Boogie programs to WhyML (Why3 1.5) for the why3 backend, as in the µgie paper's
//! Sec. 2/4.1: running a program through Why3 tells whether a brittleness is due to Boogie's
//! encoding or to the SMT solver.
//!
//! The translation is partial but never wrong: a construct outside the supported subset gives
//! [`Unsupported`] naming the construct and its source position. See [`whyml`] for the subset.

pub mod mangle;
pub mod unsupported;
pub mod whyml;

pub use unsupported::Unsupported;
pub use whyml::to_whyml;
