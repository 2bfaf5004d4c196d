//! `wobble minimize`: shrink a brittle seed/mutant pair (the seed verifies, the mutant does not)
//! to the smallest pair that still flips, by delta debugging the operator chain and then the
//! programs themselves in lockstep; a front-end finding (`--front-end`: Boogie's front end
//! accepts the seed, rejects the mutant) to the smallest pair that Boogie still rejects in the
//! same way; or, with a statistical oracle, the smallest pair that keeps its class
//! (`--keep CLASS`) or the smallest program or SMT query that stays unstable (`--unstable FILE`).

use super::common::parse_seconds;
use super::stability::SamplingArgs;
use super::{Global, Result, Verdict};
use crate::minimizer::keep::Keep;
use crate::minimizer::run::Report;
use crate::minimizer::sampling::rate_text;
use crate::minimizer::stat_run::{PairReport, Sampled, SingleReport, Work};
use crate::minimizer::{Options, Phase};
use crate::pipeline::minimize::{MinimizeRequest, MinimizeResult};
use crate::pipeline::Stderr;
use std::num::NonZeroUsize;
use std::path::PathBuf;
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

Front-end findings (--front-end):
  A front-end finding is a mutant that a Boogie configuration rejects (parse, resolution or type
  error) although it accepts the seed, and that wobble's own front end judges well-formed (`fuzz`
  reports them as class `front-end`). With --front-end, `boogie /noVerify` (the front end alone:
  no VC, no solver) stands in for the verifier: the pair must keep the seed accepted and the
  mutant rejected with the same first error (file and position aside), and every kept mutant
  must still be well-formed by wobble's judge. Implied by a --row whose outcome is parse_error or
  type_error. The result is a reproducer for a bug report (docs/front-end.md).

Chain:
  Read from the mutant's header (`// chain: ...`, written by `wobble mutate`) unless --chain is
  given. If the chain does not reproduce the mutant (or there is none), only the programs are
  reduced, and seed and mutant declarations are matched by content and name.

Output (in --out DIR):
  seed.min.bpl, mutant.min.bpl (a folder mutant.min/ for multi-file mutants), diff.patch (unified
  diff seed -> mutant), chain.txt (the reduced chain, if any). The summary on stdout gives the
  original and reduced sizes, the number of verifier runs, cache hits and the wall time.

Statistical oracles (--keep CLASS, --unstable FILE):
  Instead of one verifier run per side, a candidate's verification conditions are extracted with
  Boogie (/proverLog) and only the query that carries the property is sampled with the solver
  (--solver, default z3) under --methods (default rename,reseed), with the sequential stopping of
  `wobble stability` (at most --samples runs per method, time limit --timeout per run). A
  candidate is kept only when the property is established, never when it is inconclusive:
    --keep encoding         seed query stable, mutant query unsolvable (or the reverse);
    --keep mutant-unstable  seed query stable (or unsolvable), mutant query unstable;
    --keep unstable         the mutant's query unstable;
    --unstable PROGRAM.bpl  one program whose query stays unstable (--level smt: reduce that
                            query instead, at the SMT level);
    --unstable QUERY.smt2   one SMT query (a check-sat of any verifier's .smt2, taken as its
                            solver takes it; docs/smt-input.md) that stays unstable and parses
                            with --parse-with (default: the sampling solver; z3,cvc5 for
                            --level smt): ddmin over assertions (keeping one keeps the
                            declarations it uses), then declarations (removing one removes its
                            users), then Boolean subterms (to true/false, an and/or without an
                            argument, an annotation or binder dropped; --no-terms skips this).
  The query is chosen by the baseline (the first with the class; for --unstable the least often
  proved) unless --query names it. Solver runs are cached by exact text in OUT/.cache/smt.
  --unstable starts core-first: the query (or, for PROGRAM.bpl, the program's declarations that
  the core's quantifier ids name, plus what the program needs to resolve) is pruned to the unsat
  core of a passing run; when that stays unstable ddmin only refines it, within --budget.
  Output: sizes, the success rate of the input's and the result's query with its 95% Wilson
  interval, solver runs (and how many early stopping saved against the fixed budget), wall time,
  and the files: seed.min.bpl/mutant.min.bpl (pairs), program.bpl/program.min.bpl or
  query.smt2/query.min.smt2/query.min.cvc5.smt2, and diff.patch.

Examples:
  wobble minimize --seed seeds/E-triggers/fig1.bpl --mutant out/mutant-0007.bpl --tools boogie --out min/
  wobble minimize --seed s.bpl --mutant m.bpl --chain 'S1(0,2) G1(4:requires)' --out min/ -j 2
  wobble minimize --row results/run1/results.csv:42 --out min/ --oracle-repeats 3
  wobble minimize --front-end --seed s.bpl --mutant out/mutants/s/M_star/mutant-0004.bpl --out min/
  wobble minimize --keep encoding --seed fig1.bpl --mutant m.bpl --methods rename,reseed --out min/
  wobble minimize --unstable prog.bpl --tools z3 --out min/
  wobble minimize --unstable prog.bpl --level smt --out min/
  wobble minimize --unstable query.smt2 --solver z3 --out min/";

/// Arguments of `wobble minimize`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The seed program (one Boogie file) that the tool verifies.
    #[arg(long, value_name = "SEED.bpl", required_unless_present_any = ["row", "unstable"])]
    pub seed: Option<PathBuf>,

    /// The mutant that the tool does not verify: a Boogie file, or the folder of a multi-file
    /// mutant (as `wobble mutate` writes them).
    #[arg(long, value_name = "MUTANT.bpl", required_unless_present_any = ["row", "unstable"])]
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

    /// Wall-clock limit per verifier run, in seconds (default 20); with a statistical oracle, the
    /// time limit of one solver run and of one VC extraction with Boogie (default 10; an
    /// extraction gets at least 120 s).
    #[arg(allow_negative_numbers = true, long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Option<Duration>,

    /// z3's resource limit on every run, as `fuzz --rlimit`: a Boogie tool gets `/rlimit:N`
    /// (after its configuration's arguments; a procedure's `{:rlimit}` still wins); with a
    /// statistical oracle the extracting Boogie gets it (the sampled queries carry it) and a
    /// .smt2 input's z3 gets `rlimit=N` (the file's own `:rlimit` wins). A run that uses it up
    /// fails, on any machine under any load (docs/limits.md).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub rlimit: Option<u64>,

    /// Runs that must all agree before a candidate counts as still flipping (1 = trust one run).
    #[arg(allow_negative_numbers = true, value_parser = super::common::parse_count, long, default_value = "1", value_name = "R")]
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
    #[arg(allow_negative_numbers = true, value_parser = super::common::parse_count, long, default_value = "3", value_name = "N")]
    pub max_rounds: NonZeroUsize,

    /// Keep the pair's class instead of its single flip: `encoding`, `mutant-unstable` or
    /// `unstable` (statistical oracle; see below).
    #[arg(long, value_name = "CLASS", value_parser = parse_keep)]
    pub keep: Option<Keep>,

    /// Reduce one program (`.bpl`) or SMT query (`.smt2`) while it stays unstable.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["seed", "mutant", "row", "keep"])]
    pub unstable: Option<PathBuf>,

    /// With --unstable PROGRAM.bpl: reduce the Boogie program (`boogie`) or its unstable query (`smt`).
    #[arg(long, value_enum, default_value_t = Level::Boogie, requires = "unstable")]
    pub level: Level,

    /// The solver of the statistical oracle: `z3`, `cvc5`, `cvc4` or a verifier configuration
    /// label (`boogie` or a `[[verifier]]`), meaning its z3 (default: --tools, else z3). The VCs
    /// are extracted with the Boogie of --tools, else of this configuration, else `boogie`.
    #[arg(long, value_name = "LABEL")]
    pub solver: Option<String>,

    /// The statistical oracle's sampling.
    #[command(flatten)]
    pub sampling: SamplingArgs,

    /// The verification condition(s) (Boogie implementation names) that must keep the property;
    /// default: chosen by the baseline.
    #[arg(long, value_name = "NAME", value_delimiter = ',')]
    pub query: Vec<String>,

    /// Solvers that must parse every kept SMT-level candidate (comma-separated kinds: z3, cvc5,
    /// cvc4; an empty list checks nothing). Default for `--unstable QUERY.smt2`: the solver that
    /// samples, so that a verifier's own query is taken as its solver takes it (cvc5 rejects z3
    /// extensions such as `(_ partial-order 0)`); for a Boogie program's query (`--level smt`):
    /// z3,cvc5, so that query.min.cvc5.smt2 is readable by cvc5.
    #[arg(long, value_name = "LIST")]
    pub parse_with: Option<String>,

    /// At the SMT level, stop after assertions and declarations: do not replace Boolean
    /// subterms inside the assertions left (the term pass costs one sampling per candidate).
    #[arg(long)]
    pub no_terms: bool,

    /// With --unstable: wall-clock budget, in seconds, of the ddmin/HDD refinement that follows
    /// the unsat-core pruning (of the query, or of a program's declarations); once spent, the
    /// reduction ends with the smallest unstable result found so far (default: no budget).
    #[arg(allow_negative_numbers = true, long, value_name = "SECONDS", value_parser = parse_seconds, requires = "unstable")]
    pub budget: Option<Duration>,

    /// Shrink a front-end finding: the tool's front end (`boogie /noVerify`) accepts the seed and
    /// rejects the mutant, and must keep rejecting it with the same message (see below).
    #[arg(long, conflicts_with_all = ["keep", "unstable"])]
    pub front_end: bool,
}

/// The level of `--unstable PROGRAM.bpl`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Boogie,
    Smt,
}

fn parse_keep(s: &str) -> std::result::Result<Keep, String> {
    s.parse::<Keep>().map_err(|e| e.to_string())
}

/// Runs `wobble minimize`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let progress = Stderr { quiet: global.quiet };
    let result = crate::pipeline::minimize::run(&MinimizeRequest {
        seed: args.seed.clone(),
        mutant: args.mutant.clone(),
        row: args.row.clone(),
        chain: args.chain.clone(),
        tools: args.tools.clone(),
        config: args.config.clone(),
        timeout: args.timeout,
        rlimit: args.rlimit,
        oracle_repeats: args.oracle_repeats.get(),
        cache: args.cache.clone(),
        parallel_pair: args.parallel_pair,
        options: options(args, global),
        out: args.out.clone(),
        keep: args.keep,
        unstable: args.unstable.clone(),
        smt_level: args.level == Level::Smt,
        solver: args.solver.clone(),
        sampling: args.sampling.sampling(),
        query: args.query.clone(),
        parse_with: args.parse_with.clone(),
        terms: !args.no_terms,
        budget: args.budget,
        front_end: args.front_end,
        progress: &progress,
    })?;
    match result {
        MinimizeResult::NotBrittle(message) => {
            outln!("{message}")?;
            Ok(Verdict::Findings)
        }
        MinimizeResult::Flip(report) => print_flip(&report),
        MinimizeResult::Kept(r) => print_pair(&r),
        MinimizeResult::Unstable(r) => print_single(&r),
    }
}

/// Prints a pair reduced while it keeps flipping.
fn print_flip(report: &Report) -> Result<Verdict> {
    let r = &report.result;
    for n in &r.notes {
        outln!("note: {n}")?;
    }
    match &report.front_end {
        Some(message) => {
            outln!("kept:       seed accepted, mutant rejected by {}'s front end: {message}", report.tool)?
        }
        None => outln!("flip kept:  seed verified, mutant {} ({})", r.expected, report.tool)?,
    }
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

fn options(args: &Args, global: &Global) -> Options {
    Options {
        jobs: global.jobs(),
        reduce_chain: !args.no_chain,
        reduce_program: !args.chain_only,
        prefilter: !args.no_prefilter,
        max_rounds: args.max_rounds.get(),
        closure: !args.no_closure,
    }
}

/// Prints a pair reduced while it keeps its class (`--keep CLASS`).
fn print_pair(r: &PairReport) -> Result<Verdict> {
    for n in &r.notes {
        outln!("note: {n}")?;
    }
    outln!("kept:       `{}` of {}", r.keep, r.targets.join(", "))?;
    outln!("seed:       {} -> {}", r.seed_before, r.seed_after)?;
    outln!("mutant:     {} -> {}", r.mutant_before, r.mutant_after)?;
    if let Some(c) = &r.chain {
        outln!(
            "chain:      {} -> {} steps: {}",
            r.chain_before.unwrap_or(0),
            c.len(),
            if c.is_empty() { "(none)".to_string() } else { c.to_string() }
        )?;
    }
    print_rates(&r.input, &r.result)?;
    print_work(&r.work, &r.phases)?;
    let w = &r.written;
    outln!("written:    {}, {}, {}", w.seed.display(), w.mutant.display(), w.diff.display())?;
    Ok(Verdict::Clean)
}

fn print_rates(input: &[Sampled], result: &[Sampled]) -> Result<()> {
    for (what, list) in [("input", input), ("result", result)] {
        for s in list {
            outln!("{what:<7}     {}: {}, {}", s.label, s.query.category, rate_text(&s.query))?;
        }
    }
    Ok(())
}

fn print_work(w: &Work, phases: &[Phase]) -> Result<()> {
    let s = w.stats;
    outln!(
        "candidates: {} ({} answered from the memo), {} phases, {} Boogie extractions",
        s.candidates,
        s.memo_hits,
        phases.len(),
        s.extractions
    )?;
    outln!(
        "solver:     {} sampled runs of a fixed budget of {} ({} saved by early stopping); {} solver processes (the rest from the cache)",
        s.runs,
        s.budget,
        s.saved(),
        w.solver_processes
    )?;
    outln!("wall time:  {:.1} s", w.elapsed.as_secs_f64())?;
    Ok(())
}

/// Prints a program or query reduced while it stays unstable (`--unstable FILE`).
fn print_single(r: &SingleReport) -> Result<Verdict> {
    for n in &r.notes {
        outln!("note: {n}")?;
    }
    outln!("kept:       `unstable` of {}", r.targets.join(", "))?;
    let sizes: Vec<String> = r.sizes.iter().map(|(what, a, b)| format!("{a} -> {b} {what}")).collect();
    outln!("size:       {}", sizes.join(", "))?;
    print_rates(&r.input, &r.result)?;
    print_work(&r.work, &r.phases)?;
    let w = &r.written;
    let mut files = vec![w.input.display().to_string(), w.result.display().to_string()];
    files.extend(w.extra.iter().map(|p| p.display().to_string()));
    files.push(w.diff.display().to_string());
    outln!("written:    {}", files.join(", "))?;
    Ok(Verdict::Clean)
}
