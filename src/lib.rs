//! wobble: a robustness fuzzer for the Boogie intermediate verifier.
//!
//! The modules, one job each, in layers (docs/architecture.md; kept by the check in
//! `tests/hermetic/architecture.rs`), lowest first:
//! - [`util`]: small shared helpers that import nothing of the crate's (the generation RNG, hashes,
//!   shell quoting, thread pools, progress lines, the entry-file cache directory, HTML escaping);
//! - [`error`]: error kinds (bad input, failure, interrupted) that every error type reports;
//! - [`syntax`]: the pest grammar, the AST, the parser, the pretty printer and the AST visitors;
//! - [`mutation`]: the semantics-preserving operators S1–S3, L1–L6, G1–G4 (one file each) and the
//!   semantics-changing mutations of `wobble strength`;
//! - [`generation`]: the paper's Algorithm 1 (weighted operators, mutant pool, distinct mutants),
//!   mutant headers, and the generator of the scalability seed families;
//! - [`translate`]: Boogie to WhyML for the why3 backend;
//! - [`verifiers`]: the `Outcome` type and one backend per file (boogie, why3);
//! - [`smt`]: Boogie's VCs as SMT-LIB queries, their perturbations, solver runs, and the cvc4/cvc5
//!   backends ([`smt::solving::cvc`]);
//! - [`querylevel`]: query-level verification of mutants (`--level smt`): batched VC extraction,
//!   canonical query texts, the query cache, Boogie confirming what fails;
//! - [`stats`]: stability categories of solver queries under perturbation (Mariposa's rule,
//!   sequential stopping, confidence intervals, classes of findings);
//! - [`store`]: the results directory: `results.csv` (its one reader and writer, rows with their
//!   lines), its layout, the run manifest as typed settings, `cost.toml`;
//! - [`runner`]: parallel verifier runs with timeouts, caching and streamed CSV results, and the
//!   `--groups` seed-to-group mappings;
//! - [`campaign`]: the paper's batches M* and M_J over a seed directory, sharding;
//! - [`explain`]: `wobble explain`: why a query is unstable (per-quantifier blame at the user's
//!   source lines) and repairs that measure stable and never weaken the proof;
//! - [`stability`]: `wobble stability`: programs' VCs sampled under SMT perturbations, and their
//!   categories;
//! - [`classify`]: the classes of fuzz findings (`--classify`, `wobble classify`): one finding's
//!   measured effect, a run's findings decided together, `findings.csv`;
//! - [`minimizer`]: delta debugging of a brittle seed/mutant pair;
//! - [`strength`]: `wobble strength`: kill rates of semantics-changing mutants against the contracts;
//! - [`check`]: `wobble check`: the CI gate (verdicts and cost figures per unit, a baseline that
//!   makes runs incremental, text/JSON/JUnit/GitHub outputs);
//! - [`tables`]: Tab. 6, 8, 9 and release comparisons from results CSVs;
//! - [`report`]: figures (plotters) and the static HTML report of a run;
//! - [`pipeline`]: the commands that run something, as library functions (one request struct in,
//!   one result struct out, nothing printed on stdout): fuzz/campaign, classify, stability,
//!   minimize, strength, check, and the one VC-extraction context they share;
//! - [`cli`]: the `wobble` command line.
// The module docs are written for the developers and link to private items
// (`cargo doc --document-private-items`, checked in `.ci/run`).
#![allow(rustdoc::private_intra_doc_links)]

pub mod campaign;
pub mod check;
pub mod classify;
pub mod cli;
pub mod error;
pub mod explain;
pub mod generation;
pub mod minimizer;
pub mod mutation;
pub mod pipeline;
pub mod querylevel;
pub mod report;
pub mod runner;
pub mod smt;
pub mod stability;
pub mod stats;
pub mod store;
pub mod strength;
pub mod syntax;
pub mod tables;
pub mod translate;
pub mod util;
pub mod verifiers;
