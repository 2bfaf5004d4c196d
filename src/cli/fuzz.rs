//! `wobble fuzz`: mutate seeds (one batch M* per seed), verify every seed and mutant with every
//! tool, and report brittle seeds and front-end findings. Exit status 1 when there is one.

use super::common::{labels, CampaignFlags, RunArgs, ToolArgs, WeightArgs};
use super::{bad_input, Global, Result, Verdict};
use crate::campaign::guided::GuidedParams;
use crate::campaign::{discover_seeds, CampaignSpec};
use crate::pipeline::campaign::CampaignRequest;
use crate::pipeline::Stderr;
use std::num::NonZeroUsize;
use std::path::PathBuf;

const AFTER_HELP: &str = "\
Examples:
  wobble fuzz seeds/E-triggers/fig1.bpl --mutants 20 --out results/fig1
  wobble fuzz seeds --tools boogie,cvc4 --mutants 100 --rng-seed 1 --timeout 20 -j 2 --out results/all
  wobble fuzz seeds --resume --out results/all        # continue after Ctrl-C

Tools whose seed run does not verify: by default a seed's mutants are verified only with the
tools that verify the seed itself (a seed a tool cannot prove cannot be brittle under it, and
confirming its mutants' timeouts would take most of the time). --all-tools-mutants verifies
every mutant with every tool, as `wobble campaign` does: the paper's Tab. 9 (failing seeds with
verifying mutants) needs those runs.

At the end, fuzz prints the commands that reproduce and show its first finding, writes the HTML
report OUT/report/index.html (`wobble report`) and prints one line: findings per class and the
report's path.

A mutant that a tool rejects (parse or type error) although it accepts the seed is no
verification flip: wobble's own front end judges it, and a well-formed one is a `front-end`
finding (the `rejected` column, verdict FRONT-END, and the `wobble minimize --front-end` command
that shrinks it to a reproducer); one wobble refuses too is recorded as `invalid_mutant`, a bug of
wobble, with a warning (docs/front-end.md). No mutant, seed or tool ends the run.

Exit status: 0 no brittle seed; 1 brittleness found (a seed verifies, a mutant does not; with
--classify: a flip of the boogie tool whose class counts after the run's correction and the
Boogie check, and flips of other tools, not classified, do not count) or a front-end finding;
2 bad input (Boogie parse error in a seed, missing seed, bad flag or
configuration); 3 a verifier or I/O failure; 130 interrupted.";

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
    /// Distinct mutants to generate per seed (Algorithm 1 of the µgie paper); at least 1.
    #[arg(allow_negative_numbers = true, value_parser = super::common::parse_count, long, default_value = "100", value_name = "N")]
    pub mutants: NonZeroUsize,
    /// Random seed: the same value reproduces every mutant byte for byte, whatever --jobs.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub rng_seed: u64,
    #[command(flatten)]
    pub weights: WeightArgs,
    /// Give up generating after this many iterations of Algorithm 1 (default 100 × --mutants).
    #[arg(allow_negative_numbers = true, value_parser = super::common::parse_count, long, value_name = "N")]
    pub max_attempts: Option<NonZeroUsize>,
    #[command(flatten)]
    pub run: RunArgs,
    #[command(flatten)]
    pub level: super::common::LevelArgs,
    /// Re-run a timed-out program up to K more times; it counts as a timeout only if every
    /// repetition times out. Spurious hangs of the Boogie/mono/Z3 stack do happen (a program
    /// that verifies in 0.6 s occasionally hits a 20 s limit), so 0 can report false
    /// brittleness; only timeouts pay for the repetitions. At `--level smt` the query level's
    /// own run of a VC that timed out is one of them: Boogie confirms it with K runs, not K + 1.
    /// Why 2 here and 9 in `campaign`: fuzz is the quick look (each repetition of a timeout
    /// costs a whole --timeout), campaign reproduces the paper, which ran a timeout 10 times in
    /// all.
    #[arg(long, default_value_t = 2, value_name = "K")]
    pub confirm_timeouts: u32,
    /// Stop verifying a seed's mutants (per tool) as soon as one flips.
    #[arg(long)]
    pub stop_on_first: bool,
    /// With --classify: classify each flip of the `boogie` tool as soon as it is found, and stop
    /// verifying the seed's mutants once one of its flips is classified as brittleness
    /// (encoding or mutant-unstable; seed-unstable too with --count-seed-unstable) or one of its
    /// mutants is a front-end finding. Unlike --stop-on-first, a flip that only shows the seed's
    /// own instability does not stop the seed. The flips it classified are not sampled again by
    /// --classify.
    #[arg(long, requires = "classify", conflicts_with = "stop_on_first")]
    pub stop_on_finding: bool,
    /// Also verify a seed's mutants with the tools that do not verify the seed (slow: their
    /// mutants mostly time out); needed for the paper's Tab. 9. Default: only with the tools
    /// that verify the seed.
    #[arg(long)]
    pub all_tools_mutants: bool,
    /// Seed-to-group mapping file: lines `PATTERN,GROUP` (`*` and `?` wildcards; split at the
    /// last comma) overriding folder names.
    #[arg(long, value_name = "FILE")]
    pub groups: Option<PathBuf>,
    /// Classify every brittle flip of the `boogie` tool by the mutation's measured effect (slow,
    /// hence off by default): seed and mutant are sampled under the same perturbations
    /// (--classify-methods, at --classify-level) and their success rates compared with Fisher's
    /// exact test; the flip is labelled encoding, mutant-unstable (the mutant verifies
    /// significantly less often), seed-unstable (no significant difference, the seed is itself
    /// unstable) or inconclusive, with the effect (both rates, the difference and its interval,
    /// the p-value); writes OUT/findings.csv (front-end findings get a row of class front-end,
    /// without sampling; a flip that cannot be sampled an inconclusive row saying why). The
    /// run's flips are tested as one family (--classify-correction) and, at --classify-level
    /// smt, a counted one is checked by Boogie. Only encoding and mutant-unstable count as
    /// brittleness, in the per-seed table and the exit status (seed-unstable too with
    /// --count-seed-unstable); other tools' flips are then listed as unclassified and do not
    /// count. The error statement: docs/classify-errors.md.
    #[arg(long)]
    pub classify: bool,
    #[command(flatten)]
    pub classify_flags: super::classify::ClassifyFlags,
    /// List at most this many flipping mutants per seed and tool in the report.
    #[arg(long, default_value_t = 10, value_name = "N")]
    pub show: usize,
    #[command(flatten)]
    pub guided: GuidedArgs,
}

/// The flags of guided fuzzing.
#[derive(clap::Args, Debug, Clone)]
pub struct GuidedArgs {
    /// Feedback-guided fuzzing (needs --level smt: fuzz's default, to be given to campaign):
    /// mutants are generated and verified in rounds, and z3's resource counts (`rlimit-count`,
    /// summed over a program's queries; the seed's are the baseline) steer the next round. Per seed, the verified mutant
    /// that raised the cost most becomes the parent that later mutants extend (with probability
    /// 1/2 per attempt; chains start at the seed, so `wobble reproduce` replays every mutant). A
    /// UCB1 bandit over seeds hands out each round's mutants: reward 1 for a mutant that does not
    /// verify at the query level or costs at least --guided-reward-ratio times its seed. The
    /// budget stays the batch's mutants per seed on average (fuzz: --mutants; campaign: batch M*
    /// only, --star-mutants, the M_J batches stay blind); with fuzz --stop-on-finding a seed
    /// stops at its first finding. Decisions read only resource counts and the RNG, so the same
    /// seeds, --rng-seed, solver and options give the same mutants whatever -j, and across
    /// --resume. Sets --rlimit 20000000 unless given (so that every count is deterministic).
    /// Writes OUT/guided.csv (each mutant's count, ratio, parent and reward). docs/guided.md.
    #[arg(long)]
    pub guided: bool,
    /// With --guided: mutants per live seed per round (the first round gives each seed this
    /// many; later rounds hand out this many times the live seeds by the bandit).
    #[arg(long, default_value_t = 4, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=10_000), requires = "guided")]
    pub guided_round: u64,
    /// With --guided: a verified mutant costing at least this many times its seed earns the
    /// bandit's reward.
    #[arg(long, default_value_t = 1.5, value_name = "R", value_parser = parse_ratio, requires = "guided")]
    pub guided_reward_ratio: f64,
    /// With --guided: counts are read up to K times the seed's own; a run that stopped at a
    /// limit (--rlimit, or a time limit) reads as K times the seed's.
    #[arg(long, default_value_t = 10, value_name = "K", value_parser = clap::value_parser!(u64).range(1..=1_000_000), requires = "guided")]
    pub guided_cap: u64,
}

/// The solver resource limit guided fuzzing sets when --rlimit is not given.
pub const GUIDED_RLIMIT: u64 = 20_000_000;

fn parse_ratio(s: &str) -> std::result::Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(r) if r.is_finite() && r >= 1.0 => Ok(r),
        _ => Err(format!("`{s}`: expected a ratio of at least 1 (e.g. 1.5)")),
    }
}

impl GuidedArgs {
    /// The tool flags a run uses: `tools` with --rlimit set to [`GUIDED_RLIMIT`] when --guided
    /// and no --rlimit was given (every count guided fuzzing reads must be deterministic).
    pub fn tool_args(&self, tools: &ToolArgs) -> ToolArgs {
        let mut t = tools.clone();
        if self.guided {
            t.rlimit.get_or_insert(GUIDED_RLIMIT);
        }
        t
    }

    /// The parameters, when --guided.
    pub fn params(&self) -> Option<GuidedParams> {
        self.guided.then_some(GuidedParams {
            round: self.guided_round as usize,
            reward_ratio: self.guided_reward_ratio,
            cap: self.guided_cap,
        })
    }

    /// Records the guided flags in a run manifest's settings (a `--resume` with other values is
    /// refused); nothing without --guided.
    pub fn record(&self, settings: &mut crate::store::Settings) {
        if let Some(g) = self.params() {
            settings.guided = Some(true);
            settings.guided_round = Some(g.round);
            settings.guided_reward_ratio = Some(g.reward_ratio);
            settings.guided_cap = Some(g.cap);
        }
    }
}

/// Runs `wobble fuzz`: the fuzz preset of the campaign entry point ([`CampaignSpec::fuzz`]).
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    args.run.dir()?;
    let seeds = discover_seeds(&args.seeds, args.groups.as_deref())?;
    let (weights, yields) = args.weights.weights_and_yields()?;
    if weights.total() == 0 {
        return bad_input("every operator has weight 0: nothing to generate");
    }
    if let (Some(dir), Some(yields), false) = (&args.weights.weights_from, yields, global.quiet) {
        eprintln!(
            "operator weights from the yields in {} (flips per 100 mutants of verified seeds: {}): {weights}",
            dir.display(),
            yields.counts()
        );
    }
    if args.guided.guided && args.level.level != crate::pipeline::campaign::Level::Smt {
        return bad_input("--guided needs --level smt: it reads z3's resource counts of the queries");
    }
    let tool_args = &args.guided.tool_args(&args.tools);
    let tools = tool_args.resolve(global.quiet, args.run.timeout_scope)?;
    let spec = CampaignSpec::fuzz(
        weights,
        args.mutants.get(),
        args.max_attempts.map(NonZeroUsize::get),
        tools,
        args.rng_seed,
        args.all_tools_mutants,
    );
    let describe = format!(
        "fuzzing {} seed(s) with {} mutant(s) each, tools {}, into {}",
        seeds.len(),
        args.mutants,
        labels(&spec.tools),
        args.run.out.display()
    );
    let mut settings = args.run.settings(args.confirm_timeouts);
    settings.rng_seed = Some(args.rng_seed);
    settings.mutants = Some(args.mutants.get());
    settings.stop_on_first = Some(args.stop_on_first);
    settings.stop_on_finding = args.stop_on_finding.then_some(true);
    settings.all_tools_mutants = Some(args.all_tools_mutants);
    settings.level = Some(args.level.level.as_str().into());
    settings.rlimit = tool_args.rlimit;
    args.guided.record(&mut settings);
    let manifest = crate::campaign::manifest::new("fuzz", &seeds, &spec, settings);
    let progress = Stderr { quiet: global.quiet };
    let r = crate::pipeline::campaign::run(CampaignRequest {
        seeds: &seeds,
        spec,
        output: args.run.output(),
        flags: CampaignFlags {
            confirm_timeouts: args.confirm_timeouts,
            stop_on_first: args.stop_on_first,
            stop_on_finding: args.stop_on_finding,
            level: args.level.level,
            guided: args.guided.params(),
        },
        describe,
        manifest,
        enumerate_orders: false,
        classify: args.classify_flags.request(args.classify, args.rng_seed, tool_args, &args.run),
        jobs: global.jobs(),
        progress: &progress,
    })?;
    let dir = &r.dir;
    super::common::print_report(&r, args.show)?;
    let report = &r.report;
    outln!("\nresults: {}", dir.csv_path().display())?;
    if let Some((line, flip)) = report.first_counted() {
        let mutant = dir.root().join(&flip.path);
        outln!("\nreproduce the first finding ({} with {}):", line.seed, line.tool)?;
        outln!("  wobble reproduce {} --tools {}", mutant.display(), line.tool)?;
        outln!("  wobble show {}", mutant.display())?;
    }
    let counted: Vec<_> = report.lines.iter().flat_map(|l| report.counted_flips(l).map(move |f| (l, f))).collect();
    if !counted.is_empty() {
        outln!("\nexplain each counted finding (why the mutant fails, and a repair measured stable):")?;
        for (line, flip) in counted {
            let mutant = dir.root().join(&flip.path);
            let out = crate::pipeline::report::explain_dir(dir.root(), &flip.path);
            outln!(
                "  {}",
                crate::pipeline::report::explain_command(&line.seed, &mutant.to_string_lossy(), &out.to_string_lossy())
            )?;
        }
    }
    if let Some((line, f)) = report.first_front_end() {
        let mutant = dir.root().join(&f.path);
        outln!("\nminimize the first front-end finding ({} with {}) to a reproducer:", line.seed, line.tool)?;
        outln!("  {}", crate::pipeline::report::front_end_command(&line.seed, &mutant.to_string_lossy(), &line.tool))?;
    }
    let summary =
        crate::pipeline::report::final_summary(dir.root(), report, &r.rows, true, &super::show::shown_diff, &progress);
    outln!("\n{summary}")?;
    Ok(super::common::verdict(report))
}
