//! The `wobble` command line: global flags, subcommands (one file each), and exit codes.
//!
//! Exit codes (documented in `--help` and the README):
//! - 0: success, nothing brittle found;
//! - 1: findings: brittleness found (`fuzz`, `campaign`), regressions (`compare`), a flip that does
//!   not reproduce (`reproduce`);
//! - 2: bad input: usage error, parse error in a Boogie file, bad configuration;
//! - 3: a tool or I/O failure that stopped the run (verifier missing, disk full, ...).

use clap::{Parser, Subcommand};
use std::process::ExitCode;

pub mod campaign;
pub mod common;
pub mod compare;
pub mod fuzz;
pub mod minimize;
pub mod mutate;
pub mod parse;
pub mod reproduce;
pub mod show;
pub mod table;
pub mod translate;

/// Exit status: success, nothing brittle found.
pub const EXIT_OK: u8 = 0;
/// Exit status: brittleness / regressions found.
pub const EXIT_FINDINGS: u8 = 1;
/// Exit status: bad input (usage, parse error, configuration).
pub const EXIT_BAD_INPUT: u8 = 2;
/// Exit status: a tool or I/O failure stopped the run.
pub const EXIT_FAILURE: u8 = 3;

const AFTER_HELP: &str = "\
Exit status:
  0  success; nothing brittle found
  1  findings: brittle seeds (fuzz, campaign), regressions (compare), a mutant that does not reproduce
  2  bad input: usage error, Boogie parse error (FILE:LINE:COL), bad configuration
  3  a verifier or I/O failure stopped the run";

/// wobble: find semantics-preserving changes that flip a Boogie verifier's result.
#[derive(Parser, Debug)]
#[command(name = "wobble", version, about, long_about = None, after_help = AFTER_HELP)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,
    #[command(subcommand)]
    pub command: Command,
}

/// Flags every subcommand understands.
#[derive(clap::Args, Debug, Clone)]
pub struct Global {
    /// Print only results and errors: no progress bar, no summaries on stderr.
    #[arg(short, long, global = true)]
    pub quiet: bool,
    /// Number of parallel jobs (verifier runs, mutant generation). Default: number of cores.
    #[arg(short, long, global = true, value_name = "N")]
    pub jobs: Option<usize>,
}

impl Global {
    /// The effective number of parallel jobs (at least 1).
    pub fn jobs(&self) -> usize {
        self.jobs.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)).max(1)
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Parse Boogie files and print them normalized (or only check them with --check).
    Parse(parse::Args),
    /// Generate semantics-preserving mutants of one seed (the paper's Algorithm 1).
    Mutate(mutate::Args),
    /// Mutate seeds, verify seeds and mutants with real verifiers, and report brittleness.
    Fuzz(fuzz::Args),
    /// Shrink a brittle seed/mutant pair to the smallest pair that still flips.
    Minimize(minimize::Args),
    /// Regenerate a mutant from its header and re-verify it against its seed.
    Reproduce(reproduce::Args),
    /// Show the diff between a mutant and its seed.
    Show(show::Args),
    /// Translate a Boogie program to another verification language (WhyML).
    Translate(translate::Args),
    /// Run the paper's experiment (batches M* and M_J) over a directory of seeds.
    Campaign(campaign::Args),
    /// Compute the paper's Tab. 6, 8 and 9 from one or more result directories.
    Table(table::Args),
    /// Compare two verifier configurations (releases) on the same seeds and mutants.
    Compare(compare::Args),
}

/// Entry point of the binary: parses arguments, runs the subcommand, maps errors to exit codes.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Parse(a) => parse::run(a, &cli.global),
        Command::Mutate(a) => mutate::run(a, &cli.global),
        Command::Fuzz(a) => fuzz::run(a, &cli.global),
        Command::Minimize(a) => minimize::run(a, &cli.global),
        Command::Reproduce(a) => reproduce::run(a, &cli.global),
        Command::Show(a) => show::run(a, &cli.global),
        Command::Translate(a) => translate::run(a, &cli.global),
        Command::Campaign(a) => campaign::run(a, &cli.global),
        Command::Table(a) => table::run(a, &cli.global),
        Command::Compare(a) => compare::run(a, &cli.global),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::from(exit_code_for(&err))
        }
    }
}

/// Bad input (parse errors, bad configuration) exits with 2; everything else with 3.
fn exit_code_for(err: &anyhow::Error) -> u8 {
    for cause in err.chain() {
        if cause.downcast_ref::<crate::syntax::ParseError>().is_some() || cause.downcast_ref::<BadInput>().is_some() {
            return EXIT_BAD_INPUT;
        }
    }
    EXIT_FAILURE
}

/// An error caused by what the user gave us (a flag value, a file's content): exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadInput(pub String);

/// Shorthand for returning a [`BadInput`] error.
pub fn bad_input<T>(msg: impl Into<String>) -> anyhow::Result<T> {
    Err(BadInput(msg.into()).into())
}
