//! `wobble fuzz`: mutate seeds (one batch M* per seed), verify every seed and mutant with every
//! tool, and report brittle seeds. Exit status 1 when some seed is brittle.

use super::common::{read_results, RunArgs, ToolArgs, WeightArgs};
use super::{bad_input, Global, EXIT_FINDINGS, EXIT_OK};
use crate::campaign::engine::{run_campaign, CampaignSpec, GenerationNote};
use crate::campaign::{discover_seeds, BatchSpec, FuzzReport, Shard};
use crate::generation::StopReason;
use std::path::PathBuf;

const AFTER_HELP: &str = "\
Examples:
  wobble fuzz seeds/E-triggers/fig1.bpl --mutants 20 --out results/fig1
  wobble fuzz seeds --tools boogie,cvc4 --mutants 100 --rng-seed 1 --timeout 20 -j 2 --out results/all
  wobble fuzz seeds --resume --out results/all        # continue after Ctrl-C

Exit status: 0 no brittle seed; 1 brittleness found (a seed verifies, a mutant does not);
2 bad input (Boogie parse error, bad flag or configuration); 3 a verifier or I/O failure; 130 interrupted.";

/// Arguments of `wobble fuzz`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// Seed programs: `.bpl` files, or directories searched recursively for them. A seed's
    /// group is the folder it lies in below the named directory.
    #[arg(required = true, value_name = "SEED_OR_DIR")]
    pub seeds: Vec<PathBuf>,
    #[command(flatten)]
    pub tools: ToolArgs,
    /// Distinct mutants to generate per seed (Algorithm 1 of the µgie paper).
    #[arg(long, default_value_t = 100, value_name = "N")]
    pub mutants: usize,
    /// Random seed: the same value reproduces every mutant byte for byte, whatever --jobs.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub rng_seed: u64,
    #[command(flatten)]
    pub weights: WeightArgs,
    /// Give up generating after this many iterations of Algorithm 1 (default 100 × --mutants).
    #[arg(long, value_name = "N")]
    pub max_attempts: Option<usize>,
    #[command(flatten)]
    pub run: RunArgs,
    /// Re-run a timed-out program up to K more times; it counts as a timeout only if every
    /// repetition times out (the paper used 10). Spurious hangs of the Boogie/mono/Z3 stack do
    /// happen (a program that verifies in 0.6 s occasionally hits a 20 s limit), so 0 can report
    /// false brittleness; only timeouts pay for the repetitions.
    #[arg(long, default_value_t = 2, value_name = "K")]
    pub confirm_timeouts: u32,
    /// Stop verifying a seed's mutants (per tool) as soon as one flips.
    #[arg(long)]
    pub stop_on_first: bool,
    /// Seed-to-group mapping file: lines `PATTERN,GROUP` (`*` wildcards) overriding folder names.
    #[arg(long, value_name = "FILE")]
    pub groups: Option<PathBuf>,
    /// List at most this many flipping mutants per seed and tool in the report.
    #[arg(long, default_value_t = 10, value_name = "N")]
    pub show: usize,
}

/// Runs `wobble fuzz`.
pub fn run(args: &Args, global: &Global) -> anyhow::Result<u8> {
    if args.mutants == 0 {
        return bad_input("--mutants must be at least 1");
    }
    let seeds = discover_seeds(&args.seeds, args.groups.as_deref())?;
    let tools = args.tools.resolve()?;
    let weights = args.weights.weights()?;
    if weights.total() == 0 {
        return bad_input("every operator has weight 0: nothing to generate");
    }
    let spec = CampaignSpec {
        batches: vec![BatchSpec::random(crate::runner::record::STAR_BATCH, weights, args.mutants, args.max_attempts)],
        tools,
        rng_seed: args.rng_seed,
        shard: Shard::whole(),
    };
    let (dir, mut sink) = args.run.open()?;
    let mut opts = args.run.options(global, &dir, args.confirm_timeouts)?;
    opts.stop_on_first = args.stop_on_first;
    if !global.quiet {
        eprintln!(
            "fuzzing {} seed(s) with {} mutant(s) each, tools {}, into {}",
            seeds.len(),
            args.mutants,
            spec.tools.iter().map(|t| t.label().to_string()).collect::<Vec<_>>().join(","),
            dir.root().display()
        );
    }
    let (summary, notes) = super::campaign::interrupted_is_final(run_campaign(&seeds, &spec, &dir, &opts, &mut sink))?;
    drop(sink);
    if !global.quiet {
        print_generation_notes(&notes);
        eprintln!("{summary}");
    }
    let report = FuzzReport::from_records(&read_results(&dir.csv_path())?);
    print!("{}", report.render(args.show));
    println!("\nresults: {}", dir.csv_path().display());
    Ok(if report.any_brittle() { EXIT_FINDINGS } else { EXIT_OK })
}

/// Says which seeds' batches fell short of the requested number of mutants, and why.
pub fn print_generation_notes(notes: &[GenerationNote]) {
    for n in notes.iter().filter(|n| n.generated < n.requested) {
        let why = match n.stop {
            Some(StopReason::MaxAttempts) => "gave up after --max-attempts iterations",
            Some(StopReason::NoApplicableOperator) => "no enabled operator applies",
            _ => "fewer mutants exist",
        };
        eprintln!("note: {} batch {}: {} of {} mutants ({why})", n.seed, n.batch, n.generated, n.requested);
    }
}
