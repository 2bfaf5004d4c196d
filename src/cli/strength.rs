//! `wobble strength`: how much does a proof check? Verifies every semantics-changing mutant of
//! the seeds' implementation bodies against the unchanged contracts and reports kill rates and
//! survivors (`OUT/strength.csv`, `OUT/summary.txt`, `OUT/strength.html`; see
//! [`crate::pipeline::strength`] and [`crate::strength`]).

use super::common::parse_seconds;
use super::stability::SamplingArgs;
use super::{Global, Result, Verdict};
use crate::mutation::changing::ChangeKind;
use crate::pipeline::strength::StrengthRequest;
use crate::pipeline::Stderr;
use std::path::PathBuf;
use std::time::Duration;

const AFTER_HELP: &str = "\
Examples:
  wobble strength seeds/strength --out results/strength
  wobble strength seeds/strength/insertion_sort_weak.bpl --max-mutants 40 -j 2 --out /tmp/s

Operators (semantics-CHANGING, on implementation bodies only; never on contracts, invariants,
asserts, assumes, axioms or functions):
  delete    delete an assignment or call
  operator  replace < <= > >= == != + - by a neighbour (< and <=, > and >=, == and !=, + and -)
  constant  replace an integer constant c by c+1, c-1 or 0
  guard     negate an if or while guard without swapping the branches
  rhs       replace a right-hand side by another in-scope variable of the same type
  havoc     drop a havoc, or havoc the variables an assignment just assigned

Each seed must verify. A mutant whose Boogie VCs (SMT query texts from /proverLog) are
byte-identical to the seed's or to an earlier mutant's is `equivalent` and not verified. Every
other mutant is verified once: `killed` (fails), `survived` (verifies), `timeout`, `unknown`, or
`invalid` (Boogie rejects it). A survivor's queries are then sampled under SMT perturbations
(--methods, at most --samples runs per method and query, solver --solver); one that is not stably
proved is reported as `unstable`, not as a survivor. Kill rate = killed / verified mutants.
Without --max-mutants every site is used; with it, an evenly spread subset (deterministic).

Outputs in OUT: strength.csv (one row per mutant), summary.txt (also printed), strength.html,
and the solver cache .cache/smt.

Exit status: 0 done (survivors are results, not errors); 1 survivors found and
--fail-on-survivors given; 2 bad input (parse error, missing file, bad flag); 3 a verifier or
I/O failure; 130 interrupted.";

/// clap value parser: one operator kind.
fn parse_kind(s: &str) -> std::result::Result<ChangeKind, String> {
    s.trim()
        .parse::<ChangeKind>()
        .map_err(|_| format!("unknown operator `{s}` (expected delete, operator, constant, guard, rhs or havoc)"))
}

/// Arguments of `wobble strength`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// Boogie seeds: `.bpl` files or directories searched recursively. Each must verify.
    #[arg(required = true, value_name = "SEED_OR_DIR")]
    pub inputs: Vec<PathBuf>,
    /// The verifier configuration that checks the seeds and mutants (one label: `boogie`, or a
    /// Boogie configuration of the --config file). Its Boogie also extracts the VCs (`boogie`'s
    /// for why3), and its solver re-checks survivors unless --solver is given.
    #[arg(long, default_value = "boogie", value_name = "LABEL")]
    pub tools: String,
    /// Verifier configuration file (default: `wobble.toml` in the current directory, if present).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Output directory (created if needed; earlier reports in it are replaced).
    #[arg(short, long, value_name = "DIR")]
    pub out: PathBuf,
    /// Wall-clock limit of one verifier run (and of one VC extraction with the configuration's
    /// Boogie, at least 120 s), in seconds.
    #[arg(allow_negative_numbers = true, long, default_value = "20", value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Duration,
    /// Use at most N mutants per seed, evenly spread over its sites in order (default: all).
    #[arg(long, value_name = "N")]
    pub max_mutants: Option<usize>,
    /// Only these operators, comma-separated (default: all six).
    #[arg(long, value_name = "LIST", value_delimiter = ',', value_parser = parse_kind)]
    pub operators: Vec<ChangeKind>,
    /// Solver of the survivors' re-check: `z3`, `cvc5`, `cvc4`, or a verifier configuration
    /// label (its z3). Default: the --tools configuration's solver (z3 for why3).
    #[arg(long, value_name = "SOLVER")]
    pub solver: Option<String>,
    /// The survivors' re-check sampling.
    #[command(flatten)]
    pub sampling: SamplingArgs,
    /// Time limit of one re-check solver run, in seconds.
    #[arg(allow_negative_numbers = true, long, default_value = "10", value_name = "SECONDS", value_parser = parse_seconds)]
    pub solver_timeout: Duration,
    /// Exit with status 1 when any mutant survives.
    #[arg(long)]
    pub fail_on_survivors: bool,
}

/// Runs `wobble strength`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let progress = Stderr { quiet: global.quiet };
    let r = crate::pipeline::strength::run(&StrengthRequest {
        inputs: args.inputs.clone(),
        tools: args.tools.clone(),
        config: args.config.clone(),
        solver: args.solver.clone(),
        out: args.out.clone(),
        timeout: args.timeout,
        max_mutants: args.max_mutants,
        operators: args.operators.clone(),
        sampling: args.sampling.sampling(),
        solver_timeout: args.solver_timeout,
        jobs: global.jobs(),
        progress: &progress,
    })?;
    out!("{}", r.summary)?;
    outln!("\nresults: {}", r.csv.display())?;
    Ok(Verdict::findings_if(args.fail_on_survivors && r.survived))
}
