//! The SMT layer: Boogie programs to SMT-LIB queries (one per verification condition), their
//! Mariposa-style perturbations, and solver runs on them.
//!
//! Data flows one way:
//! - [`vcs`] runs Boogie with `/proverLog` on a [`crate::syntax::source::ProgramText`];
//! - [`query`] splits the log into [`query::Query`]s (reading it with [`sexp`] into typed
//!   [`script`] commands) and prints a query for z3 or cvc (renaming names cvc rejects,
//!   [`theory`]);
//! - [`mutate`] perturbs a query (`shuffle`, `rename` via [`symbols`], `reseed`), reproducibly
//!   from a seed;
//! - [`solve`] runs z3, cvc4 or cvc5 on the text and reads the [`solve::Answer`] (and z3's
//!   `rlimit-count`); [`session`] keeps one z3 running across scripts; [`cache`] keeps answers
//!   by exact text and solver;
//! - [`mod@unit`] splits a verifier's own `.smt2` file (Dafny, Boogie, Verus, F*) into units, one
//!   per check, kept as text byte for byte; [`mutate`] perturbs them on the text, and
//!   [`mutate::Sample`] lets the samplers take a VC or a unit alike;
//! - [`observe`] runs z3 for what explains a result: the reason of an `unknown`, the
//!   quantifier-instantiation profile, an unsat core mapped back to the unit's assertions;
//! - [`origin`] maps a Boogie VC's quantifier ids (`:qid |fileb.12:5|`) back to the program's
//!   declarations and clauses;
//! - [`prune`] takes a passing run's core and keeps only the core's assertions, recognises a
//!   query's goal assertion, and compares assertions with their triggers ignored;
//! - [`proof`] runs z3 with proofs on and reads the quantifier instances a passing run's proof
//!   uses (its `quant-inst` steps), per quantifier;
//! - [`instantiate`] edits one quantifier of a unit's text: all its (proof) instances beside it
//!   or instead of it, erased, or skolemized;
//! - [`trace`] runs z3 with its trace and reads the quantifier instances a run made, with their
//!   bound terms;
//! - [`identity`] compares two programs' VCs (exactly, and with quantifier ids normalized);
//! - [`backend`] is the verifier backend that checks a program's queries with one solver, and
//!   [`cvc`] builds the cvc4 and cvc5 backends from it.
//!
//! This layer sits above [`crate::verifiers`] (it uses Boogie for the encoding and the process
//! control) and below [`crate::runner`], whose [`crate::runner::config`] builds every backend.
//!
//! Typical use:
//! ```no_run
//! use std::time::Duration;
//! use wobble::smt::{mutate::Perturbation, solve::{Solver, SolverKind}, vcs};
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

pub mod answer;
pub mod backend;
pub mod cache;
pub mod cvc;
pub mod identity;
pub mod instantiate;
pub mod limits;
pub mod mutate;
pub mod observe;
pub mod origin;
pub mod proof;
pub mod prune;
pub mod query;
pub mod script;
pub mod session;
pub mod sexp;
pub mod sink;
pub mod solve;
pub mod symbols;
pub mod theory;
pub mod trace;
pub mod unit;
pub mod vcs;
