//! `wobble strength`: how much does a proof check? Verifies every semantics-changing mutant of
//! the seeds' implementation bodies against the unchanged contracts and reports kill rates and
//! survivors (`OUT/strength.csv`, `OUT/summary.txt`, `OUT/strength.html`; see
//! [`crate::strength`]).

use super::common::parse_seconds;
use super::stability::{resolve_solver, SamplingArgs};
use super::{bad_input, Global, Result, Verdict};
use crate::campaign::discover_seeds;
use crate::error::FileError;
use crate::mutation::changing::ChangeKind;
use crate::runner::config::{extractor, load_config, select_config};
use crate::smt::cache::QueryCache;
use crate::strength::{csv, html, run_seed, summary, MutantOutcome, Settings};
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

fn write(path: PathBuf, text: &str) -> Result<()> {
    std::fs::write(&path, text).map_err(|e| FileError::write(&path, e))?;
    Ok(())
}

/// Runs `wobble strength`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let sampling = args.sampling.config(args.solver_timeout)?;
    if args.max_mutants == Some(0) {
        return bad_input("--max-mutants: at least 1");
    }
    let seeds = discover_seeds(&args.inputs, None)?;
    let mut tools = crate::runner::config::resolve_tools(&args.tools, args.config.as_deref())?;
    if tools.len() != 1 {
        return bad_input(format!("--tools: strength checks with one verifier, got `{}`", args.tools));
    }
    let tool = tools.remove(0);
    // The configuration's Boogie extracts the VCs and its solver re-checks survivors (unless
    // --solver says otherwise); a why3 configuration has neither: `boogie` and z3 then.
    let file = load_config(args.config.as_deref())?;
    let has_boogie = select_config(&args.tools, &file)?.has_boogie();
    let encoding = if has_boogie { args.tools.as_str() } else { "boogie" };
    let solver_label = args.solver.as_deref().unwrap_or(if has_boogie { &args.tools } else { "z3" });
    let solver = resolve_solver(solver_label, args.config.as_deref())?;
    let vcs = extractor(encoding, args.config.as_deref(), args.timeout)?;
    super::common::create_out_dir(&args.out)?;
    let who = if solver.label == solver.solver.kind().as_str() {
        solver.label.clone()
    } else {
        format!("{} ({})", solver.label, solver.solver.describe())
    };
    let describe = format!(
        "{who} under {} (at most {} runs per query and method, rng seed {})",
        sampling.methods.iter().map(|m| m.as_str()).collect::<Vec<_>>().join(","),
        args.sampling.samples,
        args.sampling.rng_seed
    );
    let settings = Settings {
        tool,
        vcs,
        timeout: args.timeout,
        kinds: args.operators.clone(),
        max_mutants: args.max_mutants,
        solver,
        sampling,
        cache: QueryCache::new(args.out.join(".cache").join("smt")),
        quiet: global.quiet,
    };
    let pool = global.pool()?;
    let mut reports = Vec::new();
    for seed in &seeds {
        let r = pool.install(|| run_seed(seed, &settings))?;
        if r.seed_outcome != crate::verifiers::Outcome::Verified && !global.quiet {
            eprintln!("warning: {}: the seed is {}, not verified: skipped", seed.id, r.seed_outcome);
        }
        reports.push(r);
    }
    let csv_text = csv::to_csv(&reports).map_err(|e| FileError::write(args.out.join("strength.csv"), e))?;
    write(args.out.join("strength.csv"), &csv_text)?;
    let text = summary::render(&reports, &describe);
    write(args.out.join("summary.txt"), &text)?;
    write(args.out.join("strength.html"), &html::render(&reports, &describe))?;
    out!("{text}")?;
    outln!("\nresults: {}", args.out.join("strength.csv").display())?;
    let survived = !summary::with_outcome(&reports, MutantOutcome::Survived).is_empty();
    Ok(Verdict::findings_if(args.fail_on_survivors && survived))
}
