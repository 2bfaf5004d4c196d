//! z3 runs that say what happened in a run, for explaining a result.
//!
//! - [`observe`]: the reason of an `unknown`, the quantifier-instantiation profile, an unsat core
//!   mapped back to the unit's assertions;
//! - [`trace`]: z3's trace, read for the quantifier instances a run made with their bound terms;
//! - [`prune`]: a passing run's core keeping only the core's assertions, a query's goal
//!   assertion, and assertions compared with their triggers ignored;
//! - [`shake`]: trigger-aware relevance pruning (Shake), keeping the axioms that only supply
//!   trigger terms;
//! - [`proof`]: z3 runs with proofs on, read for the quantifier instances a passing run's proof
//!   uses (its `quant-inst` steps), per quantifier.

pub mod observe;
pub mod proof;
pub mod prune;
pub mod shake;
pub mod trace;
