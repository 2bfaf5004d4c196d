//! `wobble campaign`: the µgie paper's experiment over a seed directory — batch M* (every
//! operator but G2) and one batch M_J per operator J, every seed and mutant with every tool,
//! timeouts confirmed by repetition — resumable and shardable; or, with `--enumerate-orders`,
//! every declaration order of small seeds (the paper's Fig. 1 experiment). With `--guided` (at
//! `--level smt`), batch M* is generated in rounds steered by z3's resource counts, as `fuzz
//! --guided` does; the M_J batches stay blind.

use super::common::{labels, parse_op, CampaignFlags, RunArgs, ToolArgs};
use super::{bad_input, Global, Result, Verdict};
use crate::campaign::slurm::{shared_campaign_args, SlurmPlan};
use crate::campaign::{discover_seeds, BatchSpec, CampaignSpec, MutantTools, Shard};
use crate::mutation::OpName;
use crate::pipeline::campaign::CampaignRequest;
use crate::pipeline::Stderr;
use std::num::NonZeroUsize;
use std::path::PathBuf;

const AFTER_HELP: &str = "\
Examples:
  wobble campaign seeds --tools boogie,cvc4,why3 --out results/paper
  wobble campaign seeds --shard 3/8 --out results/paper-3     # one of 8 machines
  wobble table results/paper-* --out results/paper-tables      # merge the shards
  wobble campaign seeds/E-triggers/fig1.bpl --enumerate-orders --tools boogie,why3 --out results/fig1-orders
  wobble campaign seeds --classify --out results/paper      # also writes findings.csv
  wobble campaign seeds --level smt --guided --out results/guided   # M* steered by solver cost

At the end an unsharded campaign writes the HTML report OUT/report/index.html (`wobble report`)
and prints one line: findings per class and the report's path (a shard prints the `wobble
report` command instead).

Exit status: 0 no flip counts; 1 some flip of a verified seed counts (every flip; with
--classify only the boogie tool's flips whose class counts) or a front-end finding; 2 bad input; 3 a verifier or I/O
failure; 130 interrupted.

Shards: --shard I/N runs a fixed 1/N share of the programs (the same mutants as the unsharded
campaign: they depend only on --rng-seed, the seed and the batch), so the merged tables equal
the unsharded ones whenever the verifier answers the same program the same way twice. docs/tables.md
shows Slurm and GNU parallel recipes; `--emit-slurm N` writes the Slurm scripts for this campaign:
  wobble -j 8 campaign seeds --tools boogie,cvc4,why3 --out results/paper --emit-slurm 16
  results/paper/slurm/submit.sh --time=12:00:00";

/// Arguments of `wobble campaign`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// Seed directory (searched recursively for `.bpl`; a seed's group is its first folder
    /// below it, e.g. `A-algorithms`) or individual seed files.
    #[arg(required = true, value_name = "SEEDS")]
    pub seeds: Vec<PathBuf>,
    #[command(flatten)]
    pub tools: ToolArgs,
    /// Mutants per seed in batch M* (all operators but G2, equal weights).
    #[arg(long, default_value_t = 100, value_name = "N")]
    pub star_mutants: usize,
    /// Mutants per seed in each single-operator batch M_J.
    #[arg(long, default_value_t = 50, value_name = "N")]
    pub op_mutants: usize,
    /// Operators J that get a batch M_J (default: all thirteen, G2 included: it runs only there;
    /// G3 and G4 have sites only in programs with `uses` clauses).
    #[arg(long, value_name = "OP,...", value_delimiter = ',', value_parser = parse_op)]
    pub operators: Vec<OpName>,
    /// Skip batch M*.
    #[arg(long)]
    pub no_star: bool,
    /// Instead of random batches, verify every declaration order of each seed (batch
    /// `enum_S1`; at most 8 declarations). The paper's Fig. 1 experiment: 5! = 120 orders.
    #[arg(long)]
    pub enumerate_orders: bool,
    /// Random seed for mutant generation.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub rng_seed: u64,
    /// Give up generating a batch after this many iterations (default 100 × its size).
    #[arg(allow_negative_numbers = true, value_parser = super::common::parse_count, long, value_name = "N")]
    pub max_attempts: Option<NonZeroUsize>,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub level: super::common::CampaignLevelArgs,
    /// Re-run a timed-out program up to K more times; a timeout counts only if all time out.
    /// 9 by default, for the paper's experiment, which this reproduces: the paper ran a timed-out
    /// program 10 times in all, which is K = 9 (with --timeout 20 --timeout-scope run for its 20 s
    /// per whole run). `fuzz`, the quick look, defaults to 2: each repetition of a timeout costs a
    /// whole --timeout. At `--level smt` the query level's own run of a VC that timed out is one
    /// of them: Boogie confirms it with K runs.
    #[arg(long, default_value_t = 9, value_name = "K")]
    pub confirm_timeouts: u32,
    /// Run only shard I of N (1-based), e.g. `--shard 2/8`.
    #[arg(long, value_name = "I/N", conflicts_with = "emit_slurm")]
    pub shard: Option<Shard>,
    /// Run nothing: write Slurm scripts for N shards under `OUT/slurm/` (an array job, one task
    /// per shard into `OUT/shard-I`, each resuming; a `wobble table` job into `OUT/tables` after
    /// all succeed; `submit.sh` submits both). `-j` sets each task's CPUs (default 1).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub emit_slurm: Option<u32>,
    /// Seed-to-group mapping file: lines `PATTERN,GROUP` (`*` and `?` wildcards; split at the
    /// last comma).
    #[arg(long, value_name = "FILE")]
    pub groups: Option<PathBuf>,
    /// Classify every brittle flip of the `boogie` tool (every batch) by the mutation's measured
    /// effect, as `wobble fuzz --classify` does (the same code): encoding, mutant-unstable,
    /// seed-unstable or inconclusive, with the effect; writes OUT/findings.csv, which `table`
    /// (Tab. 6 by class), `compare` and `report` read. The campaign's flips are tested as one
    /// family (--classify-correction). Only encoding and mutant-unstable count, in the per-seed
    /// table and the exit status (seed-unstable too with --count-seed-unstable); other tools'
    /// flips are then listed as unclassified and do not count. Not with --shard or --emit-slurm
    /// (a shard may lack the seed run of its mutants); with --resume, flips already in
    /// findings.csv (same settings) are not sampled again.
    #[arg(long, conflicts_with = "enumerate_orders")]
    pub classify: bool,
    #[command(flatten)]
    pub classify_flags: super::classify::ClassifyFlags,
    /// `--guided` and its parameters (batch M* only; needs --level smt; not with --shard,
    /// --emit-slurm, --no-star or --enumerate-orders).
    #[command(flatten)]
    pub guided: super::fuzz::GuidedArgs,
}

/// Runs `wobble campaign`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    if args.classify && (args.shard.is_some() || args.emit_slurm.is_some()) {
        return bad_input(
            "--classify cannot run in a sharded campaign: a shard holds only part of the runs, often \
             not the seed run its mutants' flips need. Classify an unsharded campaign (`wobble campaign \
             SEEDS --classify --out DIR`, resumable with --resume) instead",
        );
    }
    if args.guided.guided {
        check_guided(args)?;
    }
    args.run.dir()?;
    let seeds = discover_seeds(&args.seeds, args.groups.as_deref())?;
    if let Some(shards) = args.emit_slurm {
        return emit_slurm(args, global, shards, seeds.len());
    }
    let tool_args = &args.guided.tool_args(&args.tools);
    let tools = tool_args.resolve(global.quiet, args.run.timeout_scope)?;
    let max_attempts = args.max_attempts.map(NonZeroUsize::get);
    let batches = if args.enumerate_orders {
        vec![BatchSpec::enumerate_orders()]
    } else {
        let mut b = Vec::new();
        if !args.no_star {
            b.push(BatchSpec::star(args.star_mutants, max_attempts));
        }
        let ops: Vec<OpName> = if args.operators.is_empty() { OpName::ALL.to_vec() } else { args.operators.clone() };
        if args.op_mutants > 0 {
            b.extend(ops.into_iter().map(|op| BatchSpec::single(op, args.op_mutants, max_attempts)));
        }
        b
    };
    if batches.is_empty() {
        return bad_input("nothing to run: --no-star and no single-operator batch");
    }
    let spec = CampaignSpec {
        batches,
        tools,
        mutant_verifiers: Vec::new(),
        rng_seed: args.rng_seed,
        shard: args.shard.unwrap_or_else(Shard::whole),
        mutant_tools: MutantTools::All,
    };
    let what = format!(
        "campaign: {} seed(s), batches {}, tools {}{}",
        seeds.len(),
        spec.batches.iter().map(|b| b.name.as_str()).collect::<Vec<_>>().join(" "),
        labels(&spec.tools),
        if spec.shard.count > 1 { format!(", shard {}", spec.shard) } else { String::new() },
    );
    let describe = format!("{what}, into {}", args.run.out.display());
    let mut settings = args.run.settings(args.confirm_timeouts);
    settings.rng_seed = Some(args.rng_seed);
    settings.level = Some(args.level.level.as_str().into());
    settings.rlimit = tool_args.rlimit;
    args.guided.record(&mut settings);
    let manifest = crate::campaign::manifest::new("campaign", &seeds, &spec, settings);
    let flags = CampaignFlags {
        confirm_timeouts: args.confirm_timeouts,
        stop_on_first: false,
        stop_on_finding: false,
        level: args.level.level,
        guided: args.guided.params(),
    };
    // A shard's report would hold only its share: the report is written for whole campaigns.
    let write_html = spec.shard.count == 1;
    let progress = Stderr { quiet: global.quiet };
    let r = crate::pipeline::campaign::run(CampaignRequest {
        seeds: &seeds,
        spec,
        output: args.run.output(),
        flags,
        describe,
        manifest,
        enumerate_orders: args.enumerate_orders,
        classify: args.classify_flags.request(args.classify, args.rng_seed, tool_args, &args.run),
        jobs: global.jobs(),
        progress: &progress,
    })?;
    let dir = &r.dir;
    if args.enumerate_orders {
        for ((seed, tool), (ok, all)) in &r.orders {
            outln!("{seed} with {tool}: {ok} of {all} declaration orders verify")?;
        }
        outln!("\nresults: {}", dir.csv_path().display())?;
        return Ok(Verdict::Clean);
    }
    super::common::print_report(&r, 5)?;
    let report = &r.report;
    outln!("\nresults: {}\ntables:  wobble table {}", dir.csv_path().display(), dir.root().display())?;
    let summary = crate::pipeline::report::final_summary(
        dir.root(),
        report,
        &r.rows,
        write_html,
        &super::show::shown_diff,
        &progress,
    );
    outln!("{summary}")?;
    Ok(super::common::verdict(report))
}

/// `--guided` steers batch M* of one whole campaign at the query level: its bandit spreads one
/// budget over all the seeds, so a shard (which holds only some of the programs) could not make
/// the same mutants as the whole campaign.
fn check_guided(args: &Args) -> Result<()> {
    let refused = if args.level.level != crate::pipeline::campaign::Level::Smt {
        Some("--guided needs --level smt: it reads z3's resource counts of the queries (add --level smt)")
    } else if args.shard.is_some() || args.emit_slurm.is_some() {
        Some(
            "--guided cannot run in a sharded campaign: its bandit spreads batch M*'s budget over all the seeds \
             by their measured counts, so a shard could not make the mutants of the whole campaign",
        )
    } else if args.no_star || args.enumerate_orders {
        Some("--guided steers batch M*: not with --no-star or --enumerate-orders")
    } else {
        None
    };
    match refused {
        Some(m) => bad_input(m),
        None => Ok(()),
    }
}

/// `--emit-slurm N`: writes the Slurm scripts for this campaign (the same arguments, sharded N
/// ways) and prints how to submit them.
fn emit_slurm(args: &Args, global: &Global, shards: u32, seeds: usize) -> Result<Verdict> {
    use crate::error::FileError;
    let absolute = |p: &std::path::Path| std::path::absolute(p).map_err(|e| FileError::read(p, e));
    let workdir = absolute(std::path::Path::new("."))?;
    let wobble = std::env::current_exe().map_err(|e| FileError::read("the wobble executable", e))?;
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let plan = SlurmPlan {
        wobble,
        workdir,
        campaign_args: shared_campaign_args(&argv),
        out: absolute(&args.run.out)?,
        shards,
        cpus: global.jobs.unwrap_or(1).max(1),
        table_args: args
            .groups
            .iter()
            .flat_map(|g| ["--groups".to_string(), g.to_string_lossy().into_owned()])
            .collect(),
    };
    let dir = plan.script_dir();
    let [_, _, submit] = plan.write().map_err(|e| FileError::write(&dir, e))?;
    outln!(
        "slurm: {seeds} seed(s) in {shards} shard(s) of {} CPU(s), scripts in {}\n\
         submit: {} [--partition=P --time=HH:MM:SS ...]\n\
         shards: {}/shard-1 .. shard-{shards}; tables: {}/tables (after all shards succeed)\n\
         rerun a lost shard I: {} --array=I (tasks resume)",
        plan.cpus,
        dir.display(),
        submit.display(),
        plan.out.display(),
        plan.out.display(),
        submit.display(),
    )?;
    Ok(Verdict::Clean)
}
