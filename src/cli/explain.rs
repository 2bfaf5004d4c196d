//! `wobble explain`: why is a proof unstable, at the user's source lines, and which repair
//! measures stable? Writes `OUT/explain.json` and prints a summary.

use super::common::parse_seconds;
use super::stability::SamplingArgs;
use super::{Global, Result, Verdict};
use crate::explain::output::render;
use crate::pipeline::explain::ExplainRequest;
use crate::pipeline::vcs::VcSource;
use crate::pipeline::Stderr;
use std::path::PathBuf;
use std::time::Duration;

const AFTER_HELP: &str = "\
Examples:
  wobble explain seeds/unstable/slots.bpl --timeout 2 --out results/explain
  wobble explain Collide.smt2 --methods reseed --timeout 5 --out results/q

What it does: every query (one per Boogie implementation, or one per check-sat of a .smt2
file) is sampled with the perturbations and the sequential rule of `wobble stability`; every
run asks z3 for its quantifier-instantiation profile (smt.qi.profile), so the profiles come
from the sampling runs themselves. An unstable query gets more runs of the same methods until
each side (passing, failing) has --min-runs runs or the budget is spent, then each quantifier's
instances are compared between the sides: an exact two-sided Wilcoxon-Mann-Whitney rank-sum
test with Holm's correction over the quantifiers whose counts vary, at alpha = 0.05, ranked by
effect size. Blamed quantifiers are mapped to the user's source: FILE:LINE:COL and the
declaration (axiom, requires, ensures, function, invariant) for Boogie, the assertion for
.smt2. The failing runs are classified: timeouts or fast unknowns (their repairs differ).

Repairs (Boogie programs): dropping the axiom or requires that holds a blamed quantifier, or
adding a term its instances create to its trigger. Each candidate must pass the never-weaken
check (no ensures, assert, invariant or statement removed or changed, no axiom, assume,
requires or free clause added) and then measure stable on the whole program with the rule of
`wobble stability`; only such repairs are reported, with a patch against your file
(OUT/repairs/). A subject that measures stable is reported as such and not explained.

Exit status: 0 nothing unstable; 1 an unstable query was explained; 2 bad input (Boogie parse
error as FILE:LINE:COL, a .smt2 that is not SMT-LIB, a missing file, a bad flag); 3 a verifier
or I/O failure; 130 interrupted. Details: docs/explain.md.";

/// Arguments of `wobble explain`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The subject: a Boogie program (`.bpl`, Dafny's `/print` output included) or a verifier's
    /// SMT-LIB file (`.smt2`, `.smt`: Dafny's or Boogie's /proverLog, a Verus or F* query), whose
    /// options and prelude are taken as they are.
    #[arg(value_name = "FILE")]
    pub subject: PathBuf,
    /// Explain only this query: a Boogie implementation's VC name, a `:boogie-vc-id`, or `FILE#k`.
    #[arg(long, value_name = "NAME")]
    pub query: Option<String>,
    /// The solver: `z3` (on PATH) or a verifier configuration label whose z3 is used; quantifier
    /// profiles come from z3 only.
    #[arg(long, default_value = "z3", value_name = "LABEL")]
    pub solver: String,
    /// Verifier configuration file (default: `wobble.toml` in the current directory, if present).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    #[command(flatten)]
    pub sampling: SamplingArgs,
    /// Time limit of one solver run, in seconds (z3's own soft limit, so that a run that times
    /// out still reports its profile); also the wall-clock limit of one VC extraction (at least
    /// 120 s).
    #[arg(allow_negative_numbers = true, long, default_value = "10", value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Duration,
    /// Runs wanted on each side (passing and failing) of an unstable query before blame: more
    /// runs of the methods that gave both outcomes are made, within --samples per method.
    #[arg(long, default_value = "8", value_name = "N")]
    pub min_runs: u32,
    /// Most repair candidates measured (each a sampling of the whole repaired program); 0: none.
    #[arg(long, default_value = "6", value_name = "N")]
    pub max_candidates: usize,
    /// Output directory: `explain.json`, `repairs/` and the query cache `.cache/smt`.
    #[arg(short, long, value_name = "DIR")]
    pub out: PathBuf,
}

/// Runs `wobble explain`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let progress = Stderr { quiet: global.quiet };
    let r = crate::pipeline::explain::run(&ExplainRequest {
        subject: args.subject.clone(),
        query: args.query.clone(),
        vcs: VcSource::new(args.config.clone(), "boogie", args.timeout).with_solver(&args.solver),
        sampling: args.sampling.sampling(),
        min_per_side: args.min_runs,
        max_candidates: args.max_candidates,
        out: args.out.clone(),
        jobs: global.jobs(),
        progress: &progress,
    })?;
    out!("{}", render(&r.explanation))?;
    outln!("\nresults: {}", r.path.display())?;
    Ok(Verdict::findings_if(r.unstable()))
}
