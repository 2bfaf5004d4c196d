//! Query-level verification of mutants (`fuzz`/`campaign --level smt`): verify what a mutation
//! changed, not the whole program again.
//!
//! A mutation usually changes one procedure's VC and leaves the other queries of a program
//! alone. At this level a seed's and its mutants' VCs are extracted by Boogie in batches through
//! a log sink ([`batch`], [`crate::smt::solving::sink`]; a mutant of several files as one file), a mutant narrowed to
//! the implementations its mutation can have changed when its global declarations are the seed's
//! (the others' queries are the seed's, and mutants whose edits do not meet share one program:
//! [`scope`]), each
//! query is put, once, in a canonical text that does not depend on line numbers or on Boogie's
//! quantifier counter ([`canonical`]), and a query whose exact text was
//! already solved (for the seed or another mutant) is answered from the query cache; the rest
//! are solved by the configuration's z3, kept running across queries
//! ([`crate::smt::solving::session`]; [`verifier`]). A program that is not verified this way
//! is run by Boogie itself, whose verdict is recorded, and a seed verified this way has its row
//! after its mutants, a Boogie run when one of them failed; a mutant whose seed's row is not
//! `verified` is run by Boogie too: every row that differs from its seed's is a Boogie verdict on
//! both sides. Queries keep the limits Boogie sends ([`crate::smt::solving::limits`]). The tools sit behind
//! traits ([`tools`]). [`cost`] accounts for the time.
//!
//! What it does not promise: a program verified at the query level is not run by Boogie, so a
//! flip that only Boogie's own session would show (its z3 process state, its own handling of
//! timeouts) is not found; docs/cost.md has the measured agreement.

pub mod batch;
pub mod canonical;
pub mod cost;
pub mod scope;
pub mod tools;
pub mod verifier;

pub use cost::Cost;
pub use verifier::{QueryLevel, QueryLevelError, Resources};
