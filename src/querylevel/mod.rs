//! Query-level verification of mutants (`fuzz`/`campaign --level smt`): verify what a mutation
//! changed, not the whole program again.
//!
//! A mutation usually changes one procedure's VC and leaves the other queries of a program
//! alone. At this level a mutant's VCs are extracted by Boogie in batches through a log sink
//! ([`batch`], [`sink`]), narrowed to the implementations its mutation can have changed when its
//! global declarations are the seed's (the others' queries are the seed's: [`scope`]), each
//! query is put, once, in a canonical text that does not depend on line numbers or on Boogie's
//! quantifier counter ([`canonical`]), and a query whose exact text was
//! already solved (for the seed or another mutant) is answered from the query cache; the rest
//! are solved by the configuration's z3, kept running across queries
//! ([`crate::smt::session`]; [`verifier`]). A mutant that is not verified this way
//! is run by Boogie itself, whose verdict is recorded: every flip in the results is a Boogie
//! verdict on both sides. [`cost`] accounts for the time.
//!
//! What it does not promise: a mutant verified at the query level is not run by Boogie, so a
//! flip that only Boogie's own session would show (its z3 process state, its own handling of
//! timeouts) is not found; the README's performance section has the measured agreement.

pub mod batch;
pub mod canonical;
pub mod cost;
pub mod scope;
pub mod sink;
pub mod verifier;

pub use cost::Cost;
pub use verifier::{QueryLevel, QueryLevelError};
