//! SMT-LIB as text: reading and printing it, and the queries and units it is split into.
//!
//! - [`sexp`] reads and prints s-expressions; [`script`] types the commands of a query;
//! - [`query`] splits Boogie's prover log into one query per verification condition and prints a
//!   query for z3 or cvc (renaming the names cvc rejects, [`theory`]);
//! - [`mod@unit`] splits a verifier's own `.smt2` file into units, one per check, byte for byte;
//! - [`symbols`] finds a query's user symbols and renames them consistently;
//! - [`term`] answers small questions about a term (its annotations, a binder's variable, its
//!   symbols);
//! - [`identity`] compares two programs' VCs; [`origin`] maps a Boogie VC's quantifier ids back
//!   to the program's declarations and clauses.

pub mod identity;
pub mod origin;
pub mod query;
pub mod script;
pub mod sexp;
pub mod symbols;
pub mod term;
pub mod theory;
pub mod unit;
