//! `wobble stability`: how stable are programs' verification conditions under Mariposa's SMT
//! perturbations? Writes `OUT/stability.csv` and prints the category share per group and tool.

use super::common::parse_seconds;
use super::{Global, Result, Verdict};
use crate::pipeline::stability::StabilityRequest;
use crate::pipeline::vcs::{Sampling, VcSource};
use crate::pipeline::Stderr;
use crate::smt::perturbation::mutate::Method;
use crate::stability::summary;
use std::num::NonZeroU32;
use std::path::PathBuf;
use std::time::Duration;

const AFTER_HELP: &str = "\
Examples:
  wobble stability seeds/E-triggers/fig1.bpl --out results/stab
  wobble stability seeds --tools z3,cvc5 --methods shuffle,rename,reseed -j 2 --out results/stab
  wobble stability query.smt2 --out results/stab

SMT-LIB input: a .smt2 file is split into units, one per check-sat, each the commands in force
at its check byte for byte as written (options and limits such as :rlimit included); units are
named by Boogie's/Dafny's :boogie-vc-id, else by content, FILE#TAG (TAG: 8 hex digits of the
hash of the unit's goal and check, so inserting a check-sat renames no other unit). reseed places its seed before the unit's
first push; shuffle and rename apply where wobble understands every command, and a method that
does not apply to a unit is reported in the claims column (`rename=not applicable (...)`). A
unit the solver rejects is reported (`error: ...`, category inconclusive) and the others go on.
Details: docs/smt-input.md.

Each query (one per Boogie implementation) is solved under perturbations of one method at a
time (shuffle: assertion order; rename: fresh symbol names; reseed: the solver's random seed),
drawn reproducibly from --rng-seed and the query's text. The default methods are rename and
reseed: shuffle reorders assertions, the SMT image of Boogie-level reordering (S1), so with it
an order-dependent program such as the paper's Fig. 1 would count as solver noise. Sampling
stops as soon as the query's category (stable, unstable, unsolvable, inconclusive) is settled,
after at most --samples runs per method (default 60, Mariposa's budget); a method still open at
the budget gets Mariposa's fixed-sample z-test, and a method left inconclusive never lets its
query be called stable. stability.csv's `claims` column says what each verdict asserts (the
early stable claims a success rate above 0.80, Mariposa's above 0.95). A program's category (the `all` row) is its weakest
query's, or weaker if its joint runs say so (run i of a method is proved iff sample i of every
query is; sampled the same way). Exact texts are solved once (cache in OUT/.cache/smt).

Exit status: 0 done; 2 bad input (Boogie parse error, missing file, bad flag); 3 a verifier or
I/O failure; 130 interrupted.";

/// clap value parser: one perturbation method.
pub fn parse_method(s: &str) -> std::result::Result<Method, String> {
    Method::ALL
        .into_iter()
        .find(|m| m.as_str() == s.trim())
        .ok_or_else(|| format!("unknown method `{s}` (expected shuffle, rename or reseed)"))
}

/// Arguments of `wobble stability`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// Boogie programs: `.bpl` files or directories searched recursively. A program's group is
    /// the folder it lies in. An `.smt2` (or `.smt`) file is any verifier's queries as its
    /// solver takes them (Dafny's or Boogie's /proverLog, Verus, F*): one verdict per check-sat
    /// (a unit) and an `all` row for the file.
    #[arg(required = true, value_name = "FILE_OR_DIR")]
    pub inputs: Vec<PathBuf>,
    /// Solvers, comma-separated: `z3`, `cvc5`, `cvc4` (found on PATH), or a verifier
    /// configuration label (`boogie`, or a `[[verifier]]` of --config / wobble.toml), which means
    /// that configuration's solver (its z3; cvc4/cvc5 for those backends). The VCs are extracted
    /// with the Boogie of the configurations named here (`boogie` when only bare solvers are).
    #[arg(long, default_value = "z3", value_name = "LIST")]
    pub tools: String,
    /// Verifier configuration file (default: `wobble.toml` in the current directory, if present).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// z3's resource limit on every VC, as `fuzz --rlimit`: the extracting Boogie gets
    /// `/rlimit:N` after the configuration's arguments, and the sampled queries keep it (a query
    /// that uses it up is not proved).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub rlimit: Option<u64>,
    #[command(flatten)]
    pub sampling: SamplingArgs,
    /// Time limit of one solver run, in seconds; also the wall-clock limit of one program's
    /// VC extraction with Boogie (at least 120 s).
    #[arg(allow_negative_numbers = true, long, default_value = "10", value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Duration,
    /// Output directory: `stability.csv` and the query cache `.cache/smt`.
    #[arg(short, long, value_name = "DIR")]
    pub out: PathBuf,
}

/// The sampling flags of `stability`, of `minimize`'s statistical oracle and of `strength`'s
/// re-check of survivors (`--classify` has its own `--classify-*` names).
#[derive(clap::Args, Debug, Clone)]
pub struct SamplingArgs {
    /// Perturbation methods, comma-separated (each a sample group): shuffle, rename, reseed.
    /// The default leaves out shuffle: it reorders assertions, which is what the Boogie-level
    /// order operators (S1) do to a VC, and Fig. 1 flips by exactly that order; counted as
    /// solver noise it would make such a program `unstable` when the order is the finding.
    /// `shuffle,rename,reseed` is Mariposa's full experiment.
    #[arg(long, default_value = Method::DEFAULT_LIST, value_delimiter = ',', value_parser = parse_method)]
    pub methods: Vec<Method>,
    /// Budget of solver runs per query and method: Mariposa's 60 (sampling usually stops far
    /// earlier; a method still undecided at the budget gets Mariposa's z-test on its runs).
    #[arg(long, default_value = "60", value_name = "N")]
    pub samples: NonZeroU32,
    /// Random seed of the perturbations: the same value draws the same texts.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub rng_seed: u64,
}

impl SamplingArgs {
    /// The pipeline's view of these flags.
    pub fn sampling(&self) -> Sampling {
        Sampling { methods: self.methods.clone(), samples: self.samples, rng_seed: self.rng_seed }
    }
}

/// Runs `wobble stability`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let progress = Stderr { quiet: global.quiet };
    let r = crate::pipeline::stability::run(&StabilityRequest {
        inputs: args.inputs.clone(),
        vcs: VcSource { rlimit: args.rlimit, ..VcSource::new(args.config.clone(), &args.tools, args.timeout) },
        sampling: args.sampling.sampling(),
        out: args.out.clone(),
        jobs: global.jobs(),
        progress: &progress,
    })?;
    out!("{}", summary::render(&r.results))?;
    outln!("\nresults: {}", r.path.display())?;
    Ok(Verdict::Clean)
}
