//! `wobble check`: a brittleness gate for CI. Every unit of the given Boogie programs (one per
//! implementation) and SMT-LIB files (one per check) gets its stability verdict (Mariposa's
//! perturbations, the sequential rule and budget of [`crate::stability`]) and its resource
//! cost's minimum, median and maximum (z3's `rlimit-count`); the gate fails on unstable,
//! unsolvable, inconclusive (unless allowed) and error units and on costs above a ceiling or
//! grown beyond a ratio of the baseline's. A committed baseline makes runs incremental: a unit
//! whose canonical query text is unchanged reuses its recorded verdict.
//!
//! - [`inputs`]: files to units (Boogie extraction through the log sink, `.smt2` splitting),
//!   with identities, annotation positions and canonical hashes;
//! - [`run`]: reuse or sample each unit, judge it ([`run::Report`]);
//! - [`gate`]: the pure judgement ([`gate::judge`]);
//! - [`thresholds`]: flags and the `[check]` table of `wobble.toml`;
//! - [`baseline`]: the committed TOML file;
//! - [`mod@format`]: text, JSON, JUnit XML and GitHub workflow commands.

pub mod baseline;
pub mod format;
pub mod gate;
pub mod inputs;
pub mod run;
pub mod thresholds;
