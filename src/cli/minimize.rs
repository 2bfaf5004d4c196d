//! `wobble minimize`: shrink a brittle seed/mutant pair (the seed verifies, the mutant does not)
//! to the smallest pair that still flips, by delta debugging the operator chain and then the
//! programs themselves in lockstep.

use super::common::parse_seconds;
use super::{bad_input, Global, Result, Verdict};
use crate::error::FileError;
use crate::minimizer::run::{self as minimizer_run, Request, RequestError};
use crate::minimizer::{MinimizeError, Options, OracleConfig};
use crate::runner::record::RunRecord;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::time::Duration;

const AFTER_HELP: &str = "\
What it does:
  A brittle pair is a seed that the tool verifies and a mutant (an equivalent program obtained by
  a chain of semantics-preserving operators) that it does not. `minimize` first checks that the
  pair flips (seed: verified; mutant: failed, timeout or unknown), then shrinks it while it keeps
  flipping in the same way (a failure must stay a failure, a timeout a timeout):
   1. the chain: delta debugging (ddmin) over its steps, each candidate replayed on the seed
      (a step whose site no longer exists makes the candidate fail);
   2. the programs, seed and mutant in lockstep (the same element leaves both): top-level
      declarations, then requires/ensures clauses and loop invariants, then statements (by
      nesting depth; `if` and `while` as units), then local variables; repeated while a round
      removes something (at most --max-rounds rounds).
  Removing a declaration also removes the types, constants, functions and axioms that use it
  (--no-closure: reject such candidates instead); candidates in which a used name is still not
  declared (e.g. a procedure uses it) are rejected without running the tool.
  Verdicts are cached by program content, so no program is verified twice.

Chain:
  Read from the mutant's header (`// chain: ...`, written by `wobble mutate`) unless --chain is
  given. If the chain does not reproduce the mutant (or there is none), only the programs are
  reduced, and seed and mutant declarations are matched by content and name.

Output (in --out DIR):
  seed.min.bpl, mutant.min.bpl (a folder mutant.min/ for multi-file mutants), diff.patch (unified
  diff seed -> mutant), chain.txt (the reduced chain, if any). The summary on stdout gives the
  original and reduced sizes, the number of verifier runs, cache hits and the wall time.

Examples:
  wobble minimize --seed seeds/E-triggers/fig1.bpl --mutant out/mutant-0007.bpl --tools boogie --out min/
  wobble minimize --seed s.bpl --mutant m.bpl --chain 'S1(0,2) G1(4:requires)' --out min/ -j 2
  wobble minimize --row results/run1/results.csv:42 --out min/ --oracle-repeats 3";

/// Arguments of `wobble minimize`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The seed program (one Boogie file) that the tool verifies.
    #[arg(long, value_name = "SEED.bpl", required_unless_present = "row")]
    pub seed: Option<PathBuf>,

    /// The mutant that the tool does not verify: a Boogie file, or the folder of a multi-file
    /// mutant (as `wobble mutate` writes them).
    #[arg(long, value_name = "MUTANT.bpl", required_unless_present = "row")]
    pub mutant: Option<PathBuf>,

    /// Take seed, mutant, tool and chain from a row of a fuzz run's results CSV:
    /// `results/NAME/results.csv:LINE` (LINE counts the header as line 1).
    #[arg(long, value_name = "CSV:LINE", conflicts_with_all = ["seed", "mutant"])]
    pub row: Option<String>,

    /// The operator chain from seed to mutant (e.g. `S1(0,3) L3(4#0,1)`); default: the mutant's header.
    #[arg(long, value_name = "CHAIN")]
    pub chain: Option<String>,

    /// Do not reduce the chain (reduce only the programs).
    #[arg(long)]
    pub no_chain: bool,

    /// Reduce only the chain, not the programs.
    #[arg(long, conflicts_with = "no_chain")]
    pub chain_only: bool,

    /// The tool configuration (one label, e.g. `boogie`, `cvc4`); default `boogie`, or the row's tool.
    #[arg(long, value_name = "LABEL")]
    pub tools: Option<String>,

    /// Verifier configuration file (TOML) defining labelled configurations, as for `wobble fuzz`.
    /// Default: `wobble.toml` in the current directory, if present.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,

    /// Wall-clock limit per verifier run, in seconds.
    #[arg(long, default_value = "20", value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Duration,

    /// Runs that must all agree before a candidate counts as still flipping (1 = trust one run).
    #[arg(long, default_value = "1", value_name = "R")]
    pub oracle_repeats: NonZeroUsize,

    /// Output directory (created if missing).
    #[arg(short, long, value_name = "DIR")]
    pub out: PathBuf,

    /// Keep single-run verdicts in this directory across invocations (the runner's cache format:
    /// `--cache results/NAME/.cache` reuses the verdicts of a fuzz run with the same tool and
    /// timeout).
    #[arg(long, value_name = "DIR")]
    pub cache: Option<PathBuf>,

    /// Do not reject candidates with undeclared names before running the tool.
    #[arg(long)]
    pub no_prefilter: bool,

    /// When removing a declaration, reject candidates in which other types, constants,
    /// functions or axioms still use it, instead of removing those too.
    #[arg(long)]
    pub no_closure: bool,

    /// Run each candidate's seed and mutant at the same time (faster with few candidates per
    /// round, but runs the mutant even when the seed no longer verifies).
    #[arg(long)]
    pub parallel_pair: bool,

    /// Maximum rounds over all program levels.
    #[arg(long, default_value = "3", value_name = "N")]
    pub max_rounds: NonZeroUsize,
}

/// Where seed, mutant, tool and chain come from.
struct Sources {
    seed: PathBuf,
    mutant: PathBuf,
    tool: String,
    chain: Option<String>,
}

/// Reads `CSV:LINE` of a results file.
fn sources_from_row(spec: &str) -> Result<Sources> {
    let Some((csv_path, line)) = spec.rsplit_once(':') else {
        return bad_input(format!("--row `{spec}`: expected RESULTS.csv:LINE"));
    };
    let Ok(line) = line.parse::<usize>() else {
        return bad_input(format!("--row `{spec}`: `{line}` is not a line number"));
    };
    if line < 2 {
        return bad_input(format!("--row `{spec}`: line 1 is the header; rows start at line 2"));
    }
    let csv_path = PathBuf::from(csv_path);
    let file = std::fs::File::open(&csv_path).map_err(|e| FileError::read(&csv_path, e))?;
    let mut reader = csv::Reader::from_reader(file);
    let headers = match reader.headers() {
        Ok(h) => h.clone(),
        Err(e) => return bad_input(format!("{}: {e}", csv_path.display())),
    };
    let mut found = None;
    for raw in reader.records() {
        let raw = match raw {
            Ok(r) => r,
            Err(e) => return bad_input(format!("{}: {e}", csv_path.display())),
        };
        if raw.position().map(|p| p.line()) != Some(line as u64) {
            continue;
        }
        match raw.deserialize::<RunRecord>(Some(&headers)) {
            Ok(rec) => found = Some(rec),
            Err(e) => return bad_input(format!("{}:{line}: {e}", csv_path.display())),
        }
        break;
    }
    let Some(rec) = found else {
        return bad_input(format!("{} has no row at line {line}", csv_path.display()));
    };
    if rec.mutant.is_none() {
        return bad_input(format!("line {line} of {} is a seed run, not a mutant", csv_path.display()));
    }
    let base = csv_path.parent().map(Path::to_path_buf).unwrap_or_default();
    let seed = if Path::new(&rec.seed).exists() { PathBuf::from(&rec.seed) } else { base.join(&rec.seed) };
    let mutant = if Path::new(&rec.path).is_absolute() { PathBuf::from(&rec.path) } else { base.join(&rec.path) };
    Ok(Sources { seed, mutant, tool: rec.tool, chain: (!rec.chain.is_empty()).then_some(rec.chain) })
}

/// Runs `wobble minimize`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let sources = match (&args.row, &args.seed, &args.mutant) {
        (Some(row), _, _) => sources_from_row(row)?,
        (None, Some(seed), Some(mutant)) => Sources {
            seed: seed.clone(),
            mutant: mutant.clone(),
            tool: args.tools.clone().unwrap_or_else(|| "boogie".into()),
            chain: None,
        },
        _ => return bad_input("give --seed and --mutant, or --row"),
    };
    let request = Request {
        seed: sources.seed,
        mutant: sources.mutant,
        chain: args.chain.clone().or(sources.chain),
        tool: args.tools.clone().unwrap_or(sources.tool),
        config: args.config.clone(),
        oracle: OracleConfig {
            timeout: args.timeout,
            repeats: args.oracle_repeats.get(),
            cache_dir: args.cache.clone(),
            parallel_pair: args.parallel_pair,
        },
        options: Options {
            jobs: global.jobs(),
            reduce_chain: !args.no_chain,
            reduce_program: !args.chain_only,
            prefilter: !args.no_prefilter,
            max_rounds: args.max_rounds.get(),
            closure: !args.no_closure,
        },
        out: args.out.clone(),
    };
    let quiet = global.quiet;
    let progress = move |line: &str| {
        if !quiet {
            eprintln!("minimize: {line}");
        }
    };
    if !quiet {
        eprintln!(
            "minimize: {} vs {} with {} (timeout {}s, {} job(s))",
            request.seed.display(),
            request.mutant.display(),
            request.tool,
            args.timeout.as_secs_f64(),
            request.options.jobs
        );
    }
    let report = match minimizer_run::run(&request, &progress) {
        Ok(r) => r,
        Err(RequestError::Minimize(e @ MinimizeError::NotBrittle { .. })) => {
            outln!("{}", crate::error::report(&e))?;
            return Ok(Verdict::Findings);
        }
        Err(e) => return Err(e.into()),
    };
    let r = &report.result;
    for n in &r.notes {
        outln!("note: {n}")?;
    }
    outln!("flip kept:  seed verified, mutant {} ({})", r.expected, report.tool)?;
    outln!("seed:       {} -> {}", report.seed_before, report.seed_after)?;
    outln!("mutant:     {} -> {}", report.mutant_before, report.mutant_after)?;
    if let Some(c) = &r.chain {
        outln!(
            "chain:      {} -> {} steps: {}",
            report.chain_before.unwrap_or(0),
            c.len(),
            if c.is_empty() { "(none)".to_string() } else { c.to_string() }
        )?;
    }
    let stats = report.stats;
    outln!(
        "verifier:   {} runs, {} cache hits, {} candidates rejected before running ({} candidates in all)",
        stats.verifier_calls,
        stats.cache_hits,
        stats.prefiltered,
        stats.checks
    )?;
    outln!("wall time:  {:.1} s", report.elapsed.as_secs_f64())?;
    let w = &report.written;
    outln!("written:    {}, {}, {}", w.seed.display(), w.mutant.display(), w.diff.display())?;
    Ok(Verdict::Clean)
}
