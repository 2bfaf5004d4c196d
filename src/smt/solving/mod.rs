//! Running processes on SMT queries: Boogie to get a program's queries, and the solvers on them,
//! with the cache of their answers.
//!
//! - [`vcs`] runs Boogie with `/proverLog` (and the log [`sink`] as its prover) for a program's
//!   queries;
//! - [`solve`] runs z3, cvc4 or cvc5 on a query's text and reads the [`answer`]; [`limits`] reads
//!   the resource and time limits of a logged query and what an answer under them means;
//!   [`session`] keeps one z3 running across scripts; [`cache`] keeps answers by exact text and
//!   solver;
//! - [`backend`] is the verifier backend that checks a program's queries with one solver, and
//!   [`cvc`] builds the cvc4 and cvc5 backends from it.

pub mod answer;
pub mod backend;
pub mod cache;
pub mod cvc;
pub mod limits;
pub mod session;
pub mod sink;
pub mod solve;
pub mod vcs;
