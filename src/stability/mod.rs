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
//! - [`findings`]: the class of a fuzz finding (seed verifies, mutant does not) at one or both
//!   layers, behind [`findings::PairDraws`];
//! - [`family`]: a run's findings decided together (the multiple-testing correction, the Boogie
//!   check, what counts);
//! - [`findings_csv`]: the rows of `findings.csv`;
//! - [`bound`]: the resource bound of a classification run (`--classify-rlimit-factor`);
//! - [`cost`]: `cost` findings: a verified mutant's resource counts paired with its seed's under
//!   the same perturbations, and a run's cost tests decided together;
//! - [`simulate`]: findings of given success rates behind the family's seam (the error
//!   simulation and the power figures; never used by a command);
//! - [`summary`]: category shares per seed group and tool, runs done vs. the fixed budget;
//! - [`error`]: what can go wrong.

pub mod bound;
pub mod cost;
pub mod csv;
pub mod error;
pub mod family;
pub mod findings;
pub mod findings_csv;
pub mod program;
pub mod sampler;
pub mod simulate;
pub mod summary;

pub use error::StabilityError;
pub use program::{analyze_program, JointStability, ProgramStability};
pub use sampler::{sample_query, QueryStability, SampleConfig};
