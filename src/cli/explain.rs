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
  wobble explain seeds/unstable/slots.bpl --rlimit 20000 --out results/explain
  wobble explain Collide.smt2 --methods reseed --timeout 5 --out results/q
  wobble explain --seed seeds/E-triggers/fig1.bpl --mutant seeds/failing/fig1_swapped.bpl --out results/f

What it does: every query (one per Boogie implementation, or one per check-sat of a .smt2
file) is sampled with the perturbations and the sequential rule of `wobble stability`; every
run asks z3 for its quantifier-instantiation profile (smt.qi.profile), so the profiles come
from the sampling runs themselves. An unstable query gets more runs of the same methods until
each side (passing, failing) has --min-runs runs or the budget is spent, then each quantifier's
instances are compared between the sides, over the runs that have a profile (runs killed on the
wall clock are left out and counted): an exact two-sided rank-sum test stratified by
perturbation method (runs are compared only with runs of their own method), with Holm's
correction over every quantifier tested in any explained query, at alpha = 0.05, ranked by
effect size. Blamed quantifiers are mapped to the user's source: FILE:LINE:COL and the
declaration (axiom, requires, ensures, function, invariant) for Boogie, the assertion for
.smt2. The failing runs are classified: timeouts or fast unknowns (their repairs differ).

A finding (--seed S --mutant M, a mutant as `wobble fuzz` writes it or any variant of the seed):
the VCs of both are paired by name; the pairs whose answers differ are sampled as above (every
pair when none differ), the seed's for passing runs and the mutant's for failing runs, under the
same perturbations. Blame compares the seed's passing runs with the mutant's failing runs per
declaration (each side's quantifier ids located in its own file, since a moved declaration has
another line); positions are the mutant's, with the seed's beside them. Repairs edit the mutant.

Repairs (Boogie programs): the trigger z3 inferred for a blamed quantifier in traced passing
runs and not in failing ones, made explicit (add-trigger, for a quantifier without one; also
for .smt2 and findings), an `assert` of an instance of a quantifier the failing runs miss,
dropping the axiom or requires that holds a blamed quantifier, adding a term its instances
create to its trigger, dropping the axioms outside the union of the unsat cores of 3 passing
runs (prune-to-core), dropping the axioms that share no symbol with any verified
implementation (drop-irrelevant); for .smt2 also instantiating a blamed quantifier at the
query's ground terms and skolemizing an existential hypothesis. They are ranked by the
failures: fast unknowns add triggers and instances first, timeouts drop or narrow first. Each candidate
must pass the never-weaken whitelist of `wobble check-repair` (it may drop an axiom, assume or
free clause, change a trigger, add an assert or an implied instance, skolemize, drop a requires
of a procedure Boogie verifies; nothing else) and then measure
stable with the rule of `wobble stability`; a .bpl repair must then pass the check again on its
final patch and verify in 10 Boogie runs (z3 seeds 1..10). A .bpl candidate whose first 3
runs per method fail one waits until the others are measured (the same runs, cached, start its
measurement); a query the sampling cut undecided gets as many runs again after an edit, and
Boogie's reseeds decide. Once a candidate passes 90% of the explained queries' runs (a near
miss), the next ones are measured as its pairs; once one makes some of them stable (a part), an
edit of the whole program is measured with it. When no single
candidate is a repair, pairs of the best measured ones are tried within --budget. Only repairs are reported,
with a patch against your file (OUT/repairs/); a finding's repair is applied to the seed too
when it applies there. Every other candidate is listed with why and its measured counts. A
subject that measures stable is reported as such and not explained.

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
    #[arg(value_name = "FILE", required_unless_present = "seed", conflicts_with = "seed")]
    pub subject: Option<PathBuf>,
    /// A finding's seed (a Boogie program); needs --mutant.
    #[arg(long, value_name = "FILE", requires = "mutant")]
    pub seed: Option<PathBuf>,
    /// A finding's mutant (`wobble fuzz`'s mutant file, or any variant of the seed); needs --seed.
    #[arg(long, value_name = "FILE", requires = "seed")]
    pub mutant: Option<PathBuf>,
    /// Explain only this query: a Boogie implementation's VC name, a `:boogie-vc-id`, or an .smt2
    /// unit's `FILE#TAG` (named by content: docs/smt-input.md).
    #[arg(long, value_name = "NAME")]
    pub query: Option<String>,
    /// The solver: `z3` (on PATH) or a verifier configuration label whose z3 is used; quantifier
    /// profiles come from z3 only.
    #[arg(long, default_value = "z3", value_name = "LABEL")]
    pub solver: String,
    /// Verifier configuration file (default: `wobble.toml` in the current directory, if present).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// z3's resource limit on every run, as `fuzz --rlimit`: the extracting Boogie gets
    /// `/rlimit:N` (the VCs carry it); a .smt2 subject's z3 gets `rlimit=N` (the file's own
    /// `:rlimit` still wins). A run that uses it up fails, on any machine under any load.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub rlimit: Option<u64>,
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
    /// Most single repair candidates measured (each a sampling of the whole repaired program); 0: none.
    /// The acceptance test is corrected over this many singles (fewer when fewer were made),
    /// their pairs and two second looks, so a larger N asks more of each repair's test.
    #[arg(long, default_value = "10", value_name = "N")]
    pub max_candidates: usize,
    /// Most solver runs the repairs may make: the samplings of candidates and pairs and Boogie's
    /// confirming runs (cache hits count). A candidate or pair is measured only while runs are
    /// left, so one measurement may end past it.
    #[arg(long, default_value = "500", value_name = "RUNS")]
    pub budget: u64,
    /// Wall-clock budget of the whole explanation, in seconds (0: none). The sampling before
    /// blame makes its rounds within the first 40% of it, and within about half of that for a
    /// query whose first runs all passed, unless no query is explained by then (a query not decided by then is `inconclusive` and
    /// marked `cut`, and explained only when its runs both passed and failed); the unsat
    /// cores, traces and proofs start only within the first half; a candidate's or pair's
    /// sampling makes its rounds only while it lasts (a candidate cut short is `not measured in
    /// full`), and the pruned cores are measured after the repairs with what is left. The repairs
    /// of a Boogie program end early by the time Boogie's 10 confirming runs are estimated to take
    /// (from the sampled VCs' times, at most a quarter of the budget; explain.json's
    /// `seconds.kept_for_boogie`), so that a confirmation ends within the budget when the estimate
    /// holds (it times each VC alone; a Boogie run of a whole program can take longer). explain.json's
    /// notes and rejected repairs say what was cut or skipped. Runs already started finish: no
    /// sampling round starts that could end past its end, a Boogie confirmation runs in full.
    #[arg(long, default_value = "600", value_name = "SECONDS")]
    pub time_budget: u64,
    /// Output directory: `explain.json`, `repairs/` and the query cache `.cache/smt`.
    #[arg(short, long, value_name = "DIR")]
    pub out: PathBuf,
    /// Let a run that timed out in an earlier invocation into the same --out count as timed out
    /// again from its query cache (same --timeout only). By default it is solved again: a
    /// timeout says as much about the machine's load then as about the query. Runs stopped at a
    /// resource limit (--rlimit) are deterministic and always replayed.
    #[arg(long)]
    pub replay_timeouts: bool,
}

/// Runs `wobble explain`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let progress = Stderr { quiet: global.quiet };
    let subject = match (&args.subject, &args.seed) {
        (Some(s), _) | (None, Some(s)) => s.clone(),
        // clap requires one of them.
        (None, None) => return super::bad_input("give FILE or --seed S --mutant M"),
    };
    let r = crate::pipeline::explain::run(&ExplainRequest {
        subject,
        query: args.query.clone(),
        mutant: args.mutant.clone(),
        vcs: VcSource { rlimit: args.rlimit, ..VcSource::new(args.config.clone(), "boogie", args.timeout) }
            .with_solver(&args.solver),
        sampling: args.sampling.sampling(),
        min_per_side: args.min_runs,
        max_candidates: args.max_candidates,
        budget: args.budget,
        deadline: crate::explain::deadline::Deadline::new(
            (args.time_budget > 0).then(|| Duration::from_secs(args.time_budget)),
        ),
        out: args.out.clone(),
        replay_timeouts: args.replay_timeouts,
        jobs: global.jobs(),
        progress: &progress,
    })?;
    out!("{}", render(&r.explanation))?;
    outln!("\nresults: {}", r.path.display())?;
    Ok(Verdict::findings_if(r.unstable()))
}
