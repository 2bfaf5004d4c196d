//! The end-to-end test tier: one binary that runs the real verifiers (Boogie on mono with Z3, CVC4,
//! cvc5, Why3, Dafny) as `make tools` installs them. A test that needs a tool that is missing fails,
//! unless that tool is in the documented optional set (see `common::require_tool`).

#[path = "../common/mod.rs"]
mod common;
#[path = "../mutation_fixtures/mod.rs"]
mod mutation_fixtures;
#[path = "../why3_support/mod.rs"]
mod why3_support;

mod check_gate;
mod classes_campaign;
mod classify_bounds;
mod cli_campaign;
mod cli_signal;
mod cost_findings;
mod explain;
mod explain_baseline;
mod explain_budget;
mod explain_instances;
mod explain_probe;
mod explain_relevance;
mod explain_skolem;
mod explain_triggers;
mod explain_writeback;
mod frontend_differential;
mod frontend_findings;
mod frontend_typecheck;
mod guided;
mod integrity_resume;
mod integrity_verdicts;
mod limits;
mod minimizer_boogie;
mod minimizer_cli;
mod minimizer_statistical;
mod mutation_boogie;
mod mutation_seeds;
mod papers_report_layout;
mod papers_tools;
mod present_latex;
mod querylevel;
mod readme_commands;
mod release_compare;
mod runner_boogie;
mod runner_signal;
mod seeds_verify;
mod slurm_campaign;
mod slurm_emit;
mod smt_bench;
mod smt_input;
mod smt_solve;
mod smt_theory;
mod smt_vcs;
mod smt_verus;
mod stability_cli;
mod stability_unstable;
mod strength_seeds;
mod verifiers_boogie;
mod verifiers_boogie_cli;
mod verifiers_config;
mod verifiers_cvc4;
mod verifiers_cvc5;
mod verifiers_releases;
mod why3_backend;
mod why3_constructs;
mod why3_fig1;
mod why3_seeds;
