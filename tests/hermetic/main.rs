//! The hermetic test tier: one binary, no external verifier. Everything here runs on a fresh clone
//! with only a Rust toolchain; tests that read the shared corpus (`../shared/corpus`) skip with a
//! message when it is absent, and require it when `CI=true`.

#[path = "../common/mod.rs"]
mod common;
#[path = "../mutation_fixtures/mod.rs"]
mod mutation_fixtures;

mod architecture;
mod check_cli;
mod check_fake_z3;
mod check_repair_cli;
mod classes_errors;
mod classes_summary;
mod classes_tables;
mod cli_exit_codes;
mod cli_messages;
mod cli_vocabulary;
mod common_tools;
mod explain_fake_z3;
mod frontend_current;
mod frontend_judge;
mod frontend_language;
mod frontend_loops_par;
mod frontend_parser;
mod frontend_print;
mod frontend_props;
mod frontend_roundtrip;
mod minimizer_show;
mod minimizer_statistical;
mod mutation_cli;
mod mutation_generation;
mod mutation_operators;
mod papers_outputs;
mod present_stability;
mod querylevel_orchestration;
mod runner_plumbing;
mod seed_families;
mod smt_input;
mod smt_perturb;
mod smt_queries;
mod smt_theory;
mod stability_format;
mod stats_pipeline;
mod strength_cli;
mod strength_operators;
mod tables_cli;
mod tables_compare;
mod tables_measures;
mod tables_versions;
mod verifiers_killall;
mod verifiers_process;
mod verifiers_timeout_scope;
