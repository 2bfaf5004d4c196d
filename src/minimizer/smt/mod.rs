//! The SMT-level reducer: shrink one verification-condition query while it stays unstable.
//!
//! - [`core_first`]: before ddmin, the query pruned to a passing run's unsat core;
//! - [`start`]: where ddmin starts: the one-core start, else the trigger-aware pruned start
//!   ([`crate::smt::observation::shake`]), else the input;
//! - [`deps`]: which commands need which declarations (the two dependency closures);
//! - [`reduce`]: ddmin over assertions, then declarations ([`reduce_query`]), with any test;
//! - [`terms`]: then Boolean subterms inside the assertions left;
//! - [`oracle`]: the real test: sequential sampling says `unstable` and z3 and cvc5 parse it;
//! - [`parse`]: the parse check with the real solver binaries.

pub mod core_first;
pub mod deps;
pub mod oracle;
pub mod parse;
pub mod reduce;
pub mod start;
pub mod terms;

pub use reduce::{reduce_query, SmtOptions, SmtReduced};
