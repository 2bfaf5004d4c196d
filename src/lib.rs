//! wobble: a robustness fuzzer for the Boogie intermediate verifier.
//!
//! The pipeline, one module per stage:
//! - [`syntax`]: the pest grammar, the AST, the parser and the pretty printer;
//! - [`mutation`]: the semantics-preserving operators S1–S3, L1–L6, G1, G2 (one file each);
//! - [`generation`]: the paper's Algorithm 1 (weighted operators, mutant pool, distinct mutants),
//!   mutant headers, and the generator of the scalability seed families;
//! - [`verifiers`]: the `Outcome` type and one backend per file (boogie, cvc4, why3);
//! - [`translate`]: Boogie to WhyML for the why3 backend;
//! - [`runner`]: parallel verifier runs with timeouts, caching and streamed CSV results;
//! - [`minimizer`]: delta debugging of a brittle seed/mutant pair;
//! - [`campaign`]: the paper's batches M* and M_J over a seed directory, sharding;
//! - [`stability`]: `wobble stability`: programs' VCs sampled under SMT perturbations, categories, classes of findings;
//! - [`stats`]: stability categories of solver queries under perturbation (Mariposa's rule,
//!   sequential stopping, confidence intervals, classes of findings);
//! - [`tables`]: Tab. 6, 8, 9 and release comparisons from results CSVs;
//! - [`report`]: figures (plotters) and the static HTML report of a run;
//! - [`error`]: error kinds (bad input, failure, interrupted) that every error type reports;
//! - [`cli`]: the `wobble` command line.

pub mod campaign;
pub mod cli;
pub mod error;
pub mod generation;
pub mod minimizer;
pub mod mutation;
pub mod report;
pub mod runner;
pub mod smt;
pub mod stability;
pub mod stats;
pub mod strength;
pub mod syntax;
pub mod tables;
pub mod translate;
pub mod util;
pub mod verifiers;
