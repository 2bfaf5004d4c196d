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
//!   simulation and the power figures; never used by a command);
//! - [`options`]: the settings of a classification (`--classify-*`) and the classified tool;
//! - [`classifier`]: a results directory's flips as a family, each seed prepared once;
//! - [`report`]: `--classify` of `fuzz` and `campaign`: a report's findings classified and
//!   written to `findings.csv`;
//! - [`judge`]: `--stop-on-finding`'s judge, one flip at a time in the same family;
//! - [`pair`]: one Boogie pair a user brings (`wobble classify`), a family of one, and the cost
//!   test of a pair that both verify;
//! - [`smt_pair`]: a pair of `.smt2` files: its units paired, at the SMT layer only.
//!
//! The pipelines ([`crate::pipeline::classify`], [`crate::pipeline::classify_smt`]) read the
//! inputs, resolve the configuration and call these; the CLI only parses the flags.

pub mod bound;
pub mod classifier;
pub mod cost;
pub mod family;
pub mod findings;
pub mod findings_csv;
pub mod judge;
pub mod options;
pub mod pair;
pub mod report;
pub mod simulate;
pub mod smt_pair;

pub use classifier::{Classifier, RunRatios};
pub use judge::ClassifyJudge;
pub use options::{ClassifyOptions, CLASSIFIED_TOOL};
pub use report::{classify_report, drop_stale, ClassifyStats};
