//! Classification of fuzz findings (a seed/mutant pair whose results differ, or a verified mutant
//! that costs much more): each finding's class from the mutation's measured effect, a run's
//! findings decided together, and their file `findings.csv`. Built on the query stability of
//! [`crate::stability`] (sampling a query under perturbations) and the pure tests of
//! [`crate::stats`].
//!
//! - [`findings`]: the class of one finding at one or both layers, behind
//!   [`findings::PairDraws`];
//! - [`family`]: a run's findings decided together (the multiple-testing correction, the Boogie
//!   check, what counts);
//! - [`findings_csv`]: the rows of `findings.csv`;
//! - [`bound`]: the resource bound of a classification run (`--classify-rlimit-factor`);
//! - [`cost`]: `cost` findings: a verified mutant's resource counts paired with its seed's under
//!   the same perturbations, and a run's cost tests decided together;
//! - [`simulate`]: findings of given success rates behind the family's seam (the error
//!   simulation and the power figures; never used by a command).

pub mod bound;
pub mod cost;
pub mod family;
pub mod findings;
pub mod findings_csv;
pub mod simulate;
