//! Solver stability of Boogie programs: the SMT layer ([`crate::smt`]) joined to the statistics
//! ([`crate::stats`]). A program's verification conditions are extracted once, each query is
//! solved under Mariposa's perturbations until its category is settled, and the results become
//! CSV rows and a per-group summary.
//!
//! - [`sampler`]: one query, one solver: deterministic perturbations, cached runs, per-method
//!   tallies, sequential stopping;
//! - [`program`]: one program: its queries (through Boogie's prover log), its joint runs and its
//!   `all` category;
//! - [`csv`]: the rows of `stability.csv`;
//! - [`summary`]: category shares per seed group and tool, runs done vs. the fixed budget;
//! - [`error`]: what can go wrong.

pub mod csv;
pub mod error;
pub mod program;
pub mod sampler;
pub mod summary;

pub use error::StabilityError;
pub use program::{analyze_program, JointStability, ProgramStability};
pub use sampler::{sample_query, QueryStability, SampleConfig};
