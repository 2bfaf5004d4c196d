//! `wobble minimize`: shrink a brittle seed/mutant pair (the seed verifies, the mutant does not)
//! to the smallest pair that still flips, by delta debugging the operator chain and then the
//! programs themselves in lockstep.

use super::{bad_input, Global};
use crate::generation::Chain;
use crate::minimizer::input::read_mutant;
use crate::minimizer::output::{write_outputs, Size};
use crate::minimizer::reduce::{mutant_text, seed_text};
use crate::minimizer::{minimize, MinimizeError, Options, Oracle, OracleConfig, PairInput};
use crate::runner::record::RunRecord;
use crate::syntax::parse_program;
use anyhow::Context;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

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
    #[arg(long, default_value_t = 20.0, value_name = "SECONDS")]
    pub timeout: f64,

    /// Runs that must all agree before a candidate counts as still flipping (1 = trust one run).
    #[arg(long, default_value_t = 1, value_name = "R")]
    pub oracle_repeats: usize,

    /// Output directory (created if missing).
    #[arg(short, long, value_name = "DIR")]
    pub out: PathBuf,

    /// Keep single-run verdicts in this file across invocations.
    #[arg(long, value_name = "FILE")]
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
    #[arg(long, default_value_t = 3, value_name = "N")]
    pub max_rounds: usize,
}

/// Where seed, mutant, tool and chain come from.
struct Sources {
    seed: PathBuf,
    mutant: PathBuf,
    tool: String,
    chain: Option<String>,
}

/// Reads `CSV:LINE` of a results file.
fn sources_from_row(spec: &str) -> anyhow::Result<Sources> {
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
    let file = match std::fs::File::open(&csv_path) {
        Ok(f) => f,
        Err(e) => return bad_input(format!("cannot read {}: {e}", csv_path.display())),
    };
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

fn parse_file(path: &Path) -> anyhow::Result<(String, crate::syntax::ast::Program)> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return bad_input(format!("cannot read {}: {e}", path.display())),
    };
    let program = parse_program(&text, &path.display().to_string())?;
    Ok((text, program))
}

/// Runs `wobble minimize`.
pub fn run(args: &Args, global: &Global) -> anyhow::Result<u8> {
    let started = Instant::now();
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
    let tool_label = args.tools.clone().unwrap_or(sources.tool.clone());
    if !(args.timeout > 0.0 && args.timeout.is_finite()) {
        return bad_input("--timeout must be a positive number of seconds");
    }
    if args.oracle_repeats == 0 {
        return bad_input("--oracle-repeats must be at least 1");
    }

    let (_, seed) = parse_file(&sources.seed)?;
    let mutant_files = match read_mutant(&sources.mutant) {
        Ok(m) => m,
        Err(e) => return bad_input(e.to_string()),
    };
    let mut mutant = Vec::new();
    for f in &mutant_files.text.files {
        let name = mutant_files.main.parent().map(|d| d.join(&f.name)).unwrap_or_else(|| PathBuf::from(&f.name));
        mutant.push(parse_program(&f.text, &name.display().to_string())?);
    }
    let chain_text =
        args.chain.clone().or(sources.chain).or_else(|| mutant_files.header.as_ref().map(|h| h.chain.to_string()));
    let chain = match chain_text.as_deref().map(str::parse::<Chain>) {
        None => None,
        Some(Ok(c)) => Some(c),
        Some(Err(e)) => return bad_input(format!("chain: {e}")),
    };

    let verifier = super::reproduce::resolve_tool(&tool_label, args.config.as_deref())?;
    let config = OracleConfig {
        timeout: Duration::from_secs_f64(args.timeout),
        repeats: args.oracle_repeats,
        cache_file: args.cache.clone(),
        parallel_pair: args.parallel_pair,
    };
    let mut oracle = match Oracle::new(verifier.as_ref(), config) {
        Ok(o) => o,
        Err(e) => return Err(anyhow::anyhow!(e)),
    };
    let options = Options {
        jobs: global.jobs(),
        reduce_chain: !args.no_chain,
        reduce_program: !args.chain_only,
        prefilter: !args.no_prefilter,
        max_rounds: args.max_rounds.max(1),
        closure: !args.no_closure,
    };

    let orig_seed_size = Size::of(std::slice::from_ref(&seed), &seed_text(&seed));
    let orig_mutant_size = Size::of(&mutant, &mutant_text(&mutant));
    let quiet = global.quiet;
    let progress = move |line: &str| {
        if !quiet {
            eprintln!("minimize: {line}");
        }
    };
    if !quiet {
        eprintln!(
            "minimize: {} vs {} with {} (timeout {}s, {} job(s))",
            sources.seed.display(),
            sources.mutant.display(),
            verifier.label(),
            args.timeout,
            options.jobs
        );
    }
    let input = PairInput { seed, mutant, chain };
    let result = match minimize(input, &mut oracle, &options, &progress) {
        Ok(r) => r,
        Err(e @ MinimizeError::NotBrittle { .. }) => {
            println!("{e}");
            return Ok(super::EXIT_FINDINGS);
        }
        Err(e) => return Err(e.into()),
    };
    let written =
        write_outputs(&args.out, &result).with_context(|| format!("cannot write to {}", args.out.display()))?;

    let stats = oracle.stats();
    let new_seed_size = Size::of(std::slice::from_ref(&result.seed), &seed_text(&result.seed));
    let new_mutant_size = Size::of(&result.mutant, &mutant_text(&result.mutant));
    for n in &result.notes {
        println!("note: {n}");
    }
    println!("flip kept:  seed verified, mutant {} ({})", result.expected, verifier.label());
    println!("seed:       {orig_seed_size} -> {new_seed_size}");
    println!("mutant:     {orig_mutant_size} -> {new_mutant_size}");
    if let Some(c) = &result.chain {
        let before = chain_text.as_deref().map(|t| t.split_whitespace().count()).unwrap_or(0);
        println!(
            "chain:      {before} -> {} steps: {}",
            c.len(),
            if c.is_empty() { "(none)".to_string() } else { c.to_string() }
        );
    }
    println!(
        "verifier:   {} runs, {} cache hits, {} candidates rejected before running ({} candidates in all)",
        stats.verifier_calls, stats.cache_hits, stats.prefiltered, stats.checks
    );
    println!("wall time:  {:.1} s", started.elapsed().as_secs_f64());
    println!("written:    {}, {}, {}", written.seed.display(), written.mutant.display(), written.diff.display());
    Ok(super::EXIT_OK)
}
