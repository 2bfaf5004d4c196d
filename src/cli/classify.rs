//! `wobble classify --seed S --mutant M` (classification of one pair by the mutation's measured
//! effect, [`crate::pipeline::classify_smt::classify_pair`]) and the `--classify-*` flags of `fuzz`
//! and `campaign`, which become one [`ClassifyRequest`] ([`ClassifyFlags::request`]) for
//! [`crate::classify::classify_report`]. Flags in, the result printed: the work is the
//! pipeline's and [`crate::classify`]'s.

use super::common::{RunArgs, ToolArgs};
use super::{Global, Result};
use crate::classify::bound::Factors;
use crate::classify::findings::Level;
use crate::classify::{ClassifyOptions, CLASSIFIED_TOOL};
use crate::pipeline::classify::{ClassifyRequest, PairRequest};
use crate::pipeline::classify_smt::classify_pair;
use crate::pipeline::vcs::VcSource;
use crate::pipeline::Stderr;
use crate::smt::perturbation::mutate::Method;
use crate::stats::{Correction, Direction};
use std::time::Duration;

/// The flags that tune `--classify`, shared by `fuzz` and `campaign` (each declares `--classify`
/// itself, with its own documentation).
#[derive(clap::Args, Clone, Debug)]
pub struct ClassifyFlags {
    /// With --classify: count seed-unstable flips as brittleness too.
    #[arg(long, requires = "classify")]
    pub count_seed_unstable: bool,
    /// With --classify: budget of runs per side (seed, mutant) and perturbation method
    /// (Mariposa's 60; the sequential test usually stops far earlier).
    #[arg(long, default_value = "60", value_name = "N", requires = "classify")]
    pub classify_samples: std::num::NonZeroU32,
    /// With --classify: where to measure the effect. `smt`: z3 on Boogie's logged VCs (fast),
    /// and a finding it counts is checked by Boogie itself (reseeded, stopping as soon as the
    /// answer is known): it is not counted when under Boogie the mutant does at least as well as
    /// the seed (findings.csv: boogie_check); `boogie`: Boogie itself on both programs with Z3's
    /// random seed set to the same K on both sides (what a user sees; reseed only); `both`:
    /// both, Boogie's class decides and a disagreement is flagged in findings.csv (layers_agree).
    #[arg(long, default_value = "smt", value_name = "LEVEL", value_parser = parse_level, requires = "classify")]
    pub classify_level: Level,
    /// With --classify: the correction for testing all of a run's flips. `holm` (default): the
    /// chance that any counted finding of the run is false stays below 5% (family-wise error,
    /// any dependence between findings); `bh` (Benjamini-Hochberg): on average at most 5% of the
    /// counted findings are false (false discovery rate; more findings, weaker guarantee);
    /// `none`: 5% per finding. findings.csv records each finding's raw and adjusted p-value and
    /// whether it counts.
    #[arg(long, default_value = "holm", value_name = "CORRECTION", value_parser = parse_correction, requires = "classify")]
    pub classify_correction: Correction,
    /// With --classify: perturbation methods (shuffle, rename, reseed). shuffle is left out by
    /// default: it permutes assertions, which is what S1-like reorderings do to the VC, so with it
    /// a reordering finding (Fig. 1's kind) would be called seed-unstable.
    #[arg(long, default_value = Method::DEFAULT_LIST, value_delimiter = ',', value_parser = super::stability::parse_method, requires = "classify")]
    pub classify_methods: Vec<Method>,
    /// With --classify: time limit of one z3 run, in seconds.
    #[arg(allow_negative_numbers = true, long, default_value = "10", value_name = "SECONDS", value_parser = super::common::parse_seconds, requires = "classify")]
    pub classify_timeout: Duration,
    /// With --classify: the least ratio of resource counts (mutant over seed: z3's rlimit-count
    /// summed over the program's VCs, paired perturbations) that makes a verified mutant a
    /// `cost` finding, when also significant (Wilcoxon signed-rank, exact, corrected over the
    /// run's cost tests). Verified mutants whose unperturbed cost reaches it are tested. Cost
    /// findings are not flips: listed apart and in findings.csv (cost_ratio, cost_ci_low,
    /// cost_ci_high, cost_p).
    #[arg(long, default_value = "2", value_name = "RATIO", value_parser = parse_cost_ratio, requires = "classify")]
    pub cost_ratio: f64,
    /// With --classify: stop each classification run at K times the seed's own resource count
    /// of the same VC (z3's rlimit-count of the seed's unperturbed run, measured once, at least
    /// 200000), so that a run that blew up stops there instead of at --classify-timeout; a run
    /// stopped there is censored, not a failure: run again without the bounds where it could
    /// decide a finding. At the Boogie layer Boogie gets `/rlimit:N` for the seed's costliest
    /// VC. `off`: only the time limit. See docs/classify.md.
    #[arg(long, default_value = DEFAULT_FACTOR, value_name = "K|off", value_parser = parse_factor, requires = "classify")]
    pub classify_rlimit_factor: Factor,
    /// With --classify, at the SMT layer: stop each classification run at T times the seed's
    /// own solving time of the same VC in CPU time (the seed's unperturbed run, measured once;
    /// rounded up to whole seconds, at least 2), so that a run lost where z3 hardly counts
    /// resources (nonlinear arithmetic) stops there instead of at --classify-timeout; a run
    /// stopped there is censored, as under --classify-rlimit-factor. CPU time does not grow with
    /// the machine's load.
    /// `off`: no CPU-time bound. See docs/classify.md.
    #[arg(long, default_value = DEFAULT_TIME_FACTOR, value_name = "T|off", value_parser = parse_factor, requires = "classify")]
    pub classify_time_factor: Factor,
}

/// `--classify-rlimit-factor`'s default (see [`crate::classify::bound::DEFAULT_FACTOR`]).
const DEFAULT_FACTOR: &str = "10";

/// `--classify-time-factor`'s default (see [`crate::classify::bound::DEFAULT_TIME_FACTOR`]).
const DEFAULT_TIME_FACTOR: &str = "5";

/// A bound's factor (`--classify-rlimit-factor K|off`, `--classify-time-factor T|off`), or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Factor(pub Option<u32>);

/// A bound's factor: `off`, or a whole factor of at least 1.
pub fn parse_factor(s: &str) -> std::result::Result<Factor, String> {
    if s == "off" {
        return Ok(Factor(None));
    }
    match s.parse::<u32>() {
        Ok(k) if k >= 1 => Ok(Factor(Some(k))),
        _ => Err(format!("`{s}` is not a factor of at least 1 (e.g. 10) or `off`")),
    }
}

impl ClassifyFlags {
    /// The classification request of `fuzz` and `campaign` (`None` without `--classify`).
    pub fn request(&self, classify: bool, rng_seed: u64, tools: &ToolArgs, run: &RunArgs) -> Option<ClassifyRequest> {
        classify.then(|| ClassifyRequest {
            options: self.options(rng_seed, run),
            // The classified tool's configuration extracts the VCs, within the run's --timeout.
            vcs: tools.vc_source(CLASSIFIED_TOOL, run.timeout),
            count_seed_unstable: self.count_seed_unstable,
        })
    }

    /// The classification settings of these flags for a run with `rng_seed` and `run`.
    pub fn options(&self, rng_seed: u64, run: &RunArgs) -> ClassifyOptions {
        ClassifyOptions {
            methods: self.classify_methods.clone(),
            samples: self.classify_samples.get(),
            timeout: self.classify_timeout,
            rng_seed,
            resume: run.resume,
            level: self.classify_level,
            correction: self.classify_correction,
            cost_ratio: self.cost_ratio,
            bound: Factors { rlimit: self.classify_rlimit_factor.0, time: self.classify_time_factor.0 },
        }
    }
}

/// `--classify-level` / `--level`.
pub fn parse_level(s: &str) -> std::result::Result<Level, String> {
    s.parse()
}

/// `--classify-correction`.
pub fn parse_correction(s: &str) -> std::result::Result<Correction, String> {
    s.parse().map_err(|e: crate::stats::ParseCorrectionError| e.to_string())
}

/// Arguments of `wobble classify`.
#[derive(clap::Args, Debug)]
#[command(after_help = CLASSIFY_AFTER_HELP)]
pub struct Args {
    /// The seed: a Boogie file (your program before the change), or an SMT-LIB file (`.smt2`,
    /// a verifier's query as its solver takes it; then --mutant is one too).
    #[arg(long, value_name = "FILE")]
    pub seed: std::path::PathBuf,
    /// The mutant: a Boogie file, or the folder of a multi-file (S3) mutant (your program after
    /// the change).
    #[arg(long, value_name = "FILE")]
    pub mutant: std::path::PathBuf,
    /// Where to measure: `smt` (z3 on Boogie's logged VCs, fast; a finding it counts is checked
    /// by Boogie itself, reseeded, and not counted when Boogie contradicts it), `boogie` (Boogie
    /// itself, reseeded: what a user sees), or `both` (Boogie's class decides; disagreement
    /// flagged).
    #[arg(long, default_value = "smt", value_name = "LEVEL", value_parser = parse_level)]
    pub level: Level,
    /// The verifier configuration: `boogie` (Debian's Boogie and z3) or the label of a
    /// `[[verifier]]` with backend boogie in --config; its Boogie extracts the VCs and runs the
    /// Boogie layer, its z3 solves the SMT layer.
    #[arg(long, default_value = "boogie", value_name = "LABEL")]
    pub tools: String,
    /// Verifier configuration file (default: `wobble.toml` in the current directory, if present).
    #[arg(long, value_name = "FILE")]
    pub config: Option<std::path::PathBuf>,
    /// z3's resource limit on every VC, as `fuzz --rlimit`: Boogie gets `/rlimit:N` after the
    /// configuration's arguments, and the sampled queries keep it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub rlimit: Option<u64>,
    #[command(flatten)]
    pub sampling: super::stability::SamplingArgs,
    /// Time limit of one solver run, in seconds (at the Boogie level: of each VC, as Boogie's
    /// `/timeLimit`, under a wall-clock guard for the whole run).
    #[arg(long, default_value = "10", value_name = "SECONDS", value_parser = super::common::parse_seconds)]
    pub timeout: Duration,
    /// When seed and mutant both verify: the least ratio of resource counts (mutant over seed,
    /// z3's rlimit-count summed over the program's VCs, paired perturbations) that makes a `cost`
    /// finding, when also significant at α = 0.05 (Wilcoxon signed-rank, exact).
    #[arg(long, default_value = "2", value_name = "RATIO", value_parser = parse_cost_ratio)]
    pub cost_ratio: f64,
    /// Output directory: `findings.csv` (one row, the columns of `fuzz --classify`) and the query
    /// cache `.cache/smt`.
    #[arg(long, value_name = "DIR")]
    pub out: std::path::PathBuf,
    /// Stop each sampled run at K times the seed's own resource count of the same query (z3's
    /// rlimit-count of the seed's unperturbed run, at least 200000), so that a run that blew up
    /// stops there instead of at --timeout; a run stopped there is censored, not a failure: run
    /// again without the bounds where it could decide the finding. At the Boogie level Boogie
    /// gets `/rlimit:N` for the seed's costliest VC. `off`: only the time limit. See
    /// docs/classify.md.
    #[arg(long, visible_alias = "classify-rlimit-factor", default_value = DEFAULT_FACTOR, value_name = "K|off", value_parser = parse_factor)]
    pub rlimit_factor: Factor,
    /// At the SMT level: stop each sampled run at T times the seed's own solving time of the
    /// same query in CPU time (the seed's unperturbed run; rounded up to whole seconds, at least
    /// 2), so that a run lost where z3 hardly counts resources (nonlinear arithmetic) stops
    /// there instead of at --timeout; a run stopped there is censored, as under
    /// --rlimit-factor. CPU time does not grow with the machine's load. `off`: no CPU-time bound. See docs/classify.md.
    #[arg(long, visible_alias = "classify-time-factor", default_value = DEFAULT_TIME_FACTOR, value_name = "T|off", value_parser = parse_factor)]
    pub time_factor: Factor,
}

/// `--cost-ratio`: a finite ratio of at least 1.
pub fn parse_cost_ratio(s: &str) -> std::result::Result<f64, String> {
    match s.parse::<f64>() {
        Ok(x) if x.is_finite() && x >= 1.0 => Ok(x),
        _ => Err(format!("`{s}` is not a ratio of at least 1 (e.g. 2)")),
    }
}

const CLASSIFY_AFTER_HELP: &str = "\
Did the change make verification worse? Seed and mutant are run under the same perturbations
(the same Z3 seeds, the same renamings) and their success rates compared with Fisher's exact
test (one-sided, in the direction of the flip; group-sequential: the chance of calling a mutant
that is no worse worse is at most 5%, encoding included). Classes:
  encoding         significantly worse, the seed reliably proved and the mutant reliably failing
  mutant-unstable  the mutant verifies significantly less often than the seed
  seed-unstable    no significant difference, and the seed is itself unstable
  inconclusive     no significant difference, and the seed is not shown unstable
When seed and mutant both verify (no flip), the pair is tested for a `cost` finding instead:
  cost             the mutant verifies but costs z3 at least --cost-ratio times the seed's
                   resource count (rlimit-count summed over the VCs; 10 paired perturbations per
                   method; Wilcoxon signed-rank, exact, one-sided, α = 0.05); the ratio is the
                   Hodges-Lehmann estimate with its 95% interval. See docs/cost-findings.md.
At --level smt, a significant finding is checked by Boogie itself (reseeded): when under Boogie
the mutant does at least as well as the seed, Boogie contradicts it and its class is Boogie's.
The effect line gives both rates, their difference with a 95% interval (Newcombe), the nominal
p-value and the runs used; findings.csv also has the sequential p-value (p_raw). The error
statement: docs/classify-errors.md.

SMT-LIB pairs (--seed A.smt2 --mutant B.smt2, e.g. one query of two versions of a Verus or
Dafny project): both files are split into units (one per check-sat), paired by name
(:boogie-vc-id) when both name them alike, else by position (a different number of units is bad
input), and classified at the smt level with the methods that apply to every unit; the tested
direction comes from the unperturbed answers. The solver is --tools' z3. See docs/smt-input.md.

Examples:
  wobble classify --seed before.bpl --mutant after.bpl --out /tmp/c
  wobble classify --seed before.smt2 --mutant after.smt2 --out /tmp/c
  wobble classify --seed s.bpl --mutant m.bpl --level both --out /tmp/c

Exit status: 1 when the class counts as brittleness (encoding, mutant-unstable; not contradicted
by Boogie) or is `cost`, 0 when not, 2 on bad input, 3 on a verifier failure, 130 when interrupted.";

/// Runs `wobble classify`.
pub fn run(args: &Args, global: &Global) -> Result<super::Verdict> {
    let progress = Stderr { quiet: global.quiet };
    let r = classify_pair(&PairRequest {
        seed: args.seed.clone(),
        mutant: args.mutant.clone(),
        level: args.level,
        vcs: VcSource { rlimit: args.rlimit, ..VcSource::new(args.config.clone(), &args.tools, args.timeout) },
        sampling: args.sampling.sampling(),
        timeout: args.timeout,
        cost_ratio: args.cost_ratio,
        out: args.out.clone(),
        jobs: global.jobs(),
        progress: &progress,
        bound: Factors { rlimit: args.rlimit_factor.0, time: args.time_factor.0 },
    })?;
    let (row, c) = (&r.row, &r.classified);
    if let Some(cost) = &r.cost {
        outln!("class: {}", row.class)?;
        outln!(
            "tested: does the mutant cost z3 at least {}× the seed's resource count? (Wilcoxon signed-rank on paired log counts, exact, one-sided, α = 0.05)",
            crate::stats::cost_ratio::show_ratio(args.cost_ratio)
        )?;
        outln!("{:>6}: {cost}", "cost")?;
        outln!("findings: {}", r.file.display())?;
        return Ok(super::Verdict::findings_if(row.class == crate::stats::Class::Cost));
    }
    let which = match r.direction {
        Direction::MutantWorse => "less",
        Direction::MutantBetter => "more",
    };
    outln!("class: {}", row.class)?;
    outln!("tested: does the mutant verify {which} often than the seed? (Fisher's exact test, one-sided, α = 0.05)")?;
    for (name, r) in [("smt", c.smt), ("boogie", c.boogie)] {
        if let Some(r) = r {
            outln!("{name:>6}: {} — {}; seed {}, mutant {}", r.class, r.effect, r.seed_category, r.mutant_category)?;
        }
    }
    if let Some(check) = &c.check {
        outln!(
            "{:>6}: {} — {} (the Boogie check of the SMT layer's finding)",
            "check",
            check.verdict,
            check.result.effect
        )?;
    }
    if c.layers_agree() == Some(false) {
        outln!("the layers disagree: the Boogie layer (what a user sees) decides")?;
    }
    outln!("findings: {}", r.file.display())?;
    if row.counted == Some(true) && !crate::pipeline::stability::is_smt_file(&args.seed) {
        let out = args.out.join("explain");
        outln!(
            "explain it: {}",
            super::report::explain_command(
                &args.seed.to_string_lossy(),
                &args.mutant.to_string_lossy(),
                &out.to_string_lossy()
            )
        )?;
    }
    Ok(super::Verdict::findings_if(row.counted == Some(true)))
}
