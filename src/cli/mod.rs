//! The `wobble` command line: global flags, subcommands (one file each), and the one mapping
//! from results and error kinds to exit statuses ([`exit_status`]).
//!
//! Exit statuses (documented in `--help`, the README and docs/commands.md):
//! - 0: success, nothing found;
//! - 1: findings: brittleness found (`fuzz`, `campaign`), regressions (`compare`), a flip that does
//!   not reproduce (`reproduce`; a mutant whose recorded run never flipped is 0), an edit that may
//!   weaken the proof (`check-repair`);
//! - 2: bad input ([`ErrorKind::BadInput`]): usage error, parse error in a Boogie file, missing
//!   input file, bad flag value (`-j 0`, `--out` naming a file, `-j` where nothing runs in
//!   parallel) or configuration, a `--resume` whose settings differ from the run manifest's;
//! - 3: a failure ([`ErrorKind::Failure`]) that stopped the run (verifier or I/O failure);
//! - 130: interrupted ([`ErrorKind::Interrupted`]).
//!
//! A closed standard output (`wobble parse DIR | head`) is a normal end: no message, status 0.
//! Subcommands write to stdout with `outln!` / `out!`, which return the write error instead of
//! panicking like `println!`.

pub use crate::error::{bad_input, BadInput, Error, Result};
use crate::error::{ErrorKind, HasKind};
use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// `println!` that returns the write error (a closed pipe, a full disk) instead of panicking.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*)
            .map_err(|e| $crate::error::FileError::write("standard output", e))
    }};
}

/// `print!` that returns the write error instead of panicking.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        write!(std::io::stdout().lock(), $($arg)*)
            .map_err(|e| $crate::error::FileError::write("standard output", e))
    }};
}

pub mod campaign;
pub mod check;
pub mod check_repair;
pub mod classify;
pub mod common;
pub mod compare;
pub mod explain;
pub mod fuzz;
pub mod minimize;
pub mod mutate;
pub mod parse;
pub mod plot;
pub mod report;
pub mod reproduce;
pub mod show;
pub mod stability;
pub mod strength;
pub mod table;
pub mod translate;

/// What a subcommand that ran to its end found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing brittle, no regression, the flip reproduces: exit status 0.
    Clean,
    /// Brittle seeds, regressions, a mutant that does not reproduce: exit status 1.
    Findings,
}

impl Verdict {
    /// `Findings` if `found`, else `Clean`.
    pub fn findings_if(found: bool) -> Verdict {
        if found {
            Verdict::Findings
        } else {
            Verdict::Clean
        }
    }
}

/// A command that finished after Ctrl-C / SIGTERM (commands that stop at the signal report
/// their own interruption, with what they saved).
#[derive(Debug, thiserror::Error)]
#[error("interrupted: no tool ran after the signal, so the output is incomplete")]
pub struct Interrupted;

impl HasKind for Interrupted {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Interrupted
    }
}

/// Exit status of a subcommand's result: the one place where verdicts and error kinds become
/// numbers. A closed standard output is a normal end (0).
pub fn exit_status(result: &Result<Verdict>) -> u8 {
    match result {
        Ok(Verdict::Clean) => 0,
        Ok(Verdict::Findings) => 1,
        Err(e) if e.is_broken_pipe() => 0,
        Err(e) => match e.kind() {
            ErrorKind::BadInput => 2,
            ErrorKind::Failure => 3,
            ErrorKind::Interrupted => 130,
        },
    }
}

const AFTER_HELP: &str = "\
Exit status:
  0    nothing found; also when the reader of stdout goes away (`| head`)
  1    findings: brittle seeds (fuzz, campaign), a pair classified encoding or
       mutant-unstable (classify), regressions (compare), a recorded flip that
       does not reproduce (reproduce), survivors (strength --fail-on-survivors),
       a unit that fails the gate (check), an unstable query explained (explain),
       an edit that may weaken the proof (check-repair)
  2    bad input: usage error, bad flag value, Boogie parse error (FILE:LINE:COL),
       missing input file, bad configuration, --resume with changed settings,
       two files of different kinds (check-repair)
  3    a verifier or I/O failure stopped the run (check: also one that stopped
       some units; the others are checked and reported first)
  130  interrupted (Ctrl-C, SIGTERM): every finished run is saved; --resume continues";

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
    /// Number of parallel jobs (verifier runs, mutant generation), at least 1; for fuzz,
    /// campaign, mutate, compare, minimize, stability, classify, strength, check and explain (the others run
    /// nothing in parallel and refuse it). Default: number of cores.
    #[arg(short, long, global = true, value_name = "N", allow_negative_numbers = true, value_parser = parse_jobs)]
    pub jobs: Option<usize>,
}

/// clap value parser of `-j`: at least 1.
fn parse_jobs(s: &str) -> std::result::Result<usize, String> {
    common::parse_count(s).map(std::num::NonZeroUsize::get)
}

impl Global {
    /// The effective number of parallel jobs (at least 1).
    pub fn jobs(&self) -> usize {
        self.jobs.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)).max(1)
    }
}

impl Command {
    /// The subcommand's name, and whether `-j` changes what it does.
    fn name_and_parallel(&self) -> (&'static str, bool) {
        match self {
            Command::Parse(_) => ("parse", false),
            Command::Mutate(_) => ("mutate", true),
            Command::Fuzz(_) => ("fuzz", true),
            Command::Minimize(_) => ("minimize", true),
            Command::Reproduce(_) => ("reproduce", false),
            Command::Show(_) => ("show", false),
            Command::Translate(_) => ("translate", false),
            Command::Campaign(_) => ("campaign", true),
            Command::Table(_) => ("table", false),
            Command::Compare(_) => ("compare", true),
            Command::Plot(_) => ("plot", false),
            Command::Report(_) => ("report", false),
            Command::Stability(_) => ("stability", true),
            Command::Classify(_) => ("classify", true),
            Command::Strength(_) => ("strength", true),
            Command::Check(_) => ("check", true),
            Command::CheckRepair(_) => ("check-repair", false),
            Command::Explain(_) => ("explain", true),
        }
    }
}

/// `-j` given to a subcommand that runs nothing in parallel: bad input rather than silently ignored.
fn check_jobs(cli: &Cli) -> Result<()> {
    match (cli.global.jobs, cli.command.name_and_parallel()) {
        (Some(_), (name, false)) => bad_input(format!(
            "-j/--jobs: `wobble {name}` runs nothing in parallel, so -j would have no effect; drop it \
             (it applies to fuzz, campaign, mutate, compare, minimize, stability, classify, strength, check and explain)"
        )),
        _ => Ok(()),
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
    /// Shrink a brittle pair, or an unstable program or query, keeping what makes it interesting.
    Minimize(minimize::Args),
    /// Regenerate a mutant from its header and re-verify it against its seed.
    Reproduce(reproduce::Args),
    /// Show the diff between a mutant and its seed.
    Show(show::Args),
    /// Translate a Boogie program to another verification language (WhyML).
    Translate(translate::Args),
    /// Run the paper's experiment (batches M* and M_J) over a directory of seeds.
    Campaign(campaign::Args),
    /// Compute the paper's Tab. 6, 8 and 9 (and the stability table) from result directories.
    Table(table::Args),
    /// Compare two verifier configurations (releases) on the same seeds and mutants.
    Compare(compare::Args),
    /// Draw the paper's figures (Fig. 7, Tab. 8 bars, comparison times, stability) as SVG and PNG.
    Plot(plot::Args),
    /// Write a static HTML report: tables, findings with diffs and commands, figures.
    Report(report::Args),
    /// Measure the solver stability of programs' VCs under SMT perturbations (Mariposa).
    Stability(stability::Args),
    /// Did a change make verification worse? Classify a seed/mutant pair by its measured effect.
    Classify(classify::Args),
    /// Verify semantics-changing mutants: what does the proof check? (kill rates, survivors)
    Strength(strength::Args),
    /// CI gate: fail when a proof's verdict is brittle or its cost grew (baseline, JUnit, GitHub).
    Check(check::Args),
    /// Why is a proof unstable? Blame quantifiers at your source lines; propose repairs that measure stable.
    Explain(explain::Args),
    /// Can an edited .bpl or .smt2 file prove less than the original? The never-weaken whitelist.
    CheckRepair(check_repair::Args),
}

/// Entry point of the binary: parses arguments, runs the subcommand, reports an error once and
/// maps the result to the exit status ([`exit_status`]).
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Usage errors exit with 2, --help and --version with 0 (clap's statuses).
            let _ = e.print();
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    // The one place the Ctrl-C / SIGTERM handler is installed: the first signal kills every
    // running tool process tree and no tool starts after it (a second one ends the process).
    if let Err(e) = crate::runner::install_interrupt_handler() {
        eprintln!("warning: {e}");
    }
    let result = check_jobs(&cli).and_then(|()| match &cli.command {
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
        Command::Plot(a) => plot::run(a, &cli.global),
        Command::Report(a) => report::run(a, &cli.global),
        Command::Stability(a) => stability::run(a, &cli.global),
        Command::Classify(a) => classify::run(a, &cli.global),
        Command::Strength(a) => strength::run(a, &cli.global),
        Command::Check(a) => check::run(a, &cli.global),
        Command::Explain(a) => explain::run(a, &cli.global),
        Command::CheckRepair(a) => check_repair::run(a, &cli.global),
    });
    // A command that went on after the signal ran no tool after it: whatever it wrote or
    // concluded from refused runs is incomplete, so the status says interrupted.
    let result = match result {
        Err(e) if e.kind() == ErrorKind::Interrupted => Err(e),
        _ if crate::runner::interrupted() => Err(Interrupted.into()),
        r => r,
    };
    match &result {
        Err(e) if e.is_broken_pipe() => {}
        Err(e) if e.kind() == ErrorKind::Interrupted => eprintln!("{e}"),
        Err(e) => eprintln!("error: {e}"),
        Ok(_) => {}
    }
    ExitCode::from(exit_status(&result))
}
