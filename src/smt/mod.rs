//! The SMT layer: Boogie programs to SMT-LIB queries (one per verification condition), their
//! Mariposa-style perturbations, and solver runs on them.
//!
//! Its files stand in five folders, one per job:
//! - [`text`]: SMT-LIB as text: s-expressions, typed commands, Boogie's queries split out of its
//!   prover log, a verifier's own `.smt2` file split into units, symbols and their renaming, VC
//!   identity, and where a quantifier id comes from;
//! - [`perturbation`]: the perturbations of a query or unit (`shuffle`, `rename`, `reseed`);
//! - [`solving`]: the processes: Boogie for a program's queries, the solvers (z3, cvc4, cvc5) and
//!   their answers under limits, a z3 session, the answer cache, the SMT verifier backends;
//! - [`observation`]: z3 runs that say what happened: reasons, profiles, cores, traces, proofs,
//!   pruning (by core and by trigger-aware relevance);
//! - [`edit`]: edits of a query's text that repairs are made of (proof instances, erase,
//!   replace, skolemize, and skolemize then instantiate at the declared symbols).
//!
//! Data flows one way:
//! - [`solving::vcs`] runs Boogie with `/proverLog` on a [`crate::syntax::source::ProgramText`];
//! - [`text::query`] splits the log into [`text::query::Query`]s (reading it with [`text::sexp`]
//!   into typed [`text::script`] commands) and prints a query for z3 or cvc (renaming names cvc
//!   rejects, [`text::theory`]);
//! - [`perturbation::mutate`] perturbs a query (`shuffle`, `rename` via [`text::symbols`],
//!   `reseed`), reproducibly from a seed;
//! - [`solving::solve`] runs z3, cvc4 or cvc5 on the text and reads the
//!   [`solving::solve::Answer`] (and z3's `rlimit-count`); [`solving::session`] keeps one z3
//!   running across scripts; [`solving::cache`] keeps answers by exact text and solver;
//! - [`text::unit`] splits a verifier's own `.smt2` file (Dafny, Boogie, Verus, F*) into units,
//!   one per check, kept as text byte for byte; [`perturbation::mutate`] perturbs them on the
//!   text, and [`perturbation::mutate::Sample`] lets the samplers take a VC or a unit alike;
//! - [`observation::observe`] runs z3 for what explains a result: the reason of an `unknown`, the
//!   quantifier-instantiation profile, an unsat core mapped back to the unit's assertions;
//! - [`text::origin`] maps a Boogie VC's quantifier ids (`:qid |fileb.12:5|`) back to the
//!   program's declarations and clauses;
//! - [`observation::prune`] takes a passing run's core and keeps only the core's assertions,
//!   recognises a query's goal assertion, and compares assertions with their triggers ignored;
//! - [`observation::trace`] runs z3 with its trace and reads the quantifier instances a run made,
//!   with their bound terms;
//! - [`text::identity`] compares two programs' VCs (exactly, and with quantifier ids normalized);
//! - [`solving::backend`] is the verifier backend that checks a program's queries with one
//!   solver, and [`solving::cvc`] builds the cvc4 and cvc5 backends from it.
//!
//! This layer sits above [`crate::verifiers`] (it uses Boogie for the encoding and the process
//! control) and below [`crate::runner`], whose [`crate::runner::config`] builds every backend.
//!
//! Typical use:
//! ```no_run
//! use std::time::Duration;
//! use wobble::smt::{perturbation::mutate::Perturbation, solving::solve::{Solver, SolverKind}, solving::vcs};
//! use wobble::syntax::source::ProgramText;
//! use wobble::verifiers::boogie::BoogieVerifier;
//! let boogie = BoogieVerifier::default_config()?;
//! let program = ProgramText::single("p.bpl", std::fs::read_to_string("p.bpl")?);
//! let dir = tempfile::tempdir()?;
//! let vcs = vcs::extract(&boogie, &program, dir.path(), Duration::from_secs(60), vcs::Extraction::Cheap)?;
//! let z3 = Solver::default_for(SolverKind::Z3)?;
//! for q in &vcs.queries {
//!     let p: Perturbation = "shuffle+rename+reseed@7".parse()?;
//!     let r = z3.solve(&p.apply(q), dir.path(), Duration::from_secs(10));
//!     println!("{} {} {:?}", q.name, r.answer, r.rlimit);
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod edit;
pub mod observation;
pub mod perturbation;
pub mod solving;
pub mod text;
