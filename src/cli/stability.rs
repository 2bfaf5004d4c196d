//! `wobble stability`: how stable are programs' verification conditions under Mariposa's SMT
//! perturbations? Writes `OUT/stability.csv` and prints the category share per group and tool.

use super::common::parse_seconds;
use super::{bad_input, BadInput, Global, Result, Verdict};
use crate::campaign::discover_seeds;
use crate::error::FileError;
use crate::runner::config::{load_config, BackendKind};
use crate::smt::cache::QueryCache;
use crate::smt::mutate::Method;
use crate::smt::solve::{Solver, SolverKind};
use crate::stability::program::{analyze_program, Tool};
use crate::stability::{csv, summary, SampleConfig};
use crate::stats::Rule;
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use std::num::NonZeroU32;
use std::path::{Path, PathBuf};
use std::time::Duration;

const AFTER_HELP: &str = "\
Examples:
  wobble stability seeds/E-triggers/fig1.bpl --tools z3 --samples 20 --out results/stab
  wobble stability seeds --tools z3,cvc5 --methods shuffle,rename,reseed -j 2 --out results/stab

Each query (one per Boogie implementation) is solved under perturbations of one method at a
time (shuffle: assertion order; rename: fresh symbol names; reseed: the solver's random seed),
drawn reproducibly from --rng-seed and the query's text. The default methods are rename and
reseed: shuffle reorders assertions, the SMT image of Boogie-level reordering (S1), so with it
an order-dependent program such as the paper's Fig. 1 would count as solver noise. Sampling
stops as soon as the query's category (stable, unstable, unsolvable, inconclusive) is settled,
after at most --samples runs per method. A program's category (the `all` row) is its weakest
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
    /// the folder it lies in.
    #[arg(required = true, value_name = "FILE_OR_DIR")]
    pub inputs: Vec<PathBuf>,
    /// Solvers, comma-separated: `z3`, `cvc5`, `cvc4` (found on PATH), or the label of a
    /// configuration (--config / wobble.toml) with backend boogie and a `z3` binary.
    #[arg(long, default_value = "z3", value_name = "LIST")]
    pub tools: String,
    /// Verifier configuration file (default: `wobble.toml` in the current directory, if present).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    #[command(flatten)]
    pub sampling: SamplingArgs,
    /// Time limit of one solver run, in seconds.
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
    /// Budget of solver runs per query and method (sampling usually stops earlier).
    #[arg(long, default_value = "20", value_name = "N")]
    pub samples: NonZeroU32,
    /// Random seed of the perturbations: the same value draws the same texts.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub rng_seed: u64,
}

impl SamplingArgs {
    /// The flags with a solver time limit, validated by [`sample_config`].
    pub fn config(&self, timeout: Duration) -> Result<SampleConfig> {
        sample_config(&self.methods, self.samples, self.rng_seed, timeout)
    }
}

/// The one place sampling flags become a [`SampleConfig`] (`stability`, `minimize`, `strength`
/// and `--classify`): at least one method, each once (first occurrence kept), and a rule whose
/// time limit is the solver's.
pub fn sample_config(
    methods: &[Method],
    samples: NonZeroU32,
    rng_seed: u64,
    timeout: Duration,
) -> Result<SampleConfig> {
    let mut unique: Vec<Method> = Vec::new();
    for m in methods {
        if !unique.contains(m) {
            unique.push(*m);
        }
    }
    if unique.is_empty() {
        return bad_input("--methods: at least one method");
    }
    let rule = Rule::default().with_time_limit(timeout).map_err(|e| BadInput(e.to_string()))?;
    Ok(SampleConfig { methods: unique, samples: samples.get(), rng_seed, timeout, rule })
}

/// Resolves a `--solver` label into exactly one solver.
pub fn resolve_solver(label: &str, config: Option<&Path>) -> Result<Tool> {
    let mut tools = resolve_solvers(label, config)?;
    match tools.pop() {
        Some(tool) if tools.is_empty() => Ok(tool),
        _ => bad_input(format!("--solver: give exactly one solver, not `{label}`")),
    }
}

/// Resolves a `--tools` list into solvers.
pub fn resolve_solvers(spec: &str, config: Option<&Path>) -> Result<Vec<Tool>> {
    let file = load_config(config)?;
    let mut tools = Vec::new();
    for label in spec.split(',').map(str::trim) {
        if label.is_empty() {
            return bad_input(format!("--tools: empty name in `{spec}`"));
        }
        let kind = match label {
            "z3" => Some(SolverKind::Z3),
            "cvc4" => Some(SolverKind::Cvc4),
            "cvc5" => Some(SolverKind::Cvc5),
            _ => None,
        };
        let solver = match kind {
            Some(k) => Solver::default_for(k)?,
            None => {
                let Some(c) = file.iter().find(|c| c.label == label) else {
                    return bad_input(format!(
                        "--tools: unknown solver `{label}` (expected z3, cvc5, cvc4 or a configuration label)"
                    ));
                };
                match (&c.backend, &c.z3) {
                    (BackendKind::Boogie, Some(z3)) => Solver::new(SolverKind::Z3, z3, Vec::new())?,
                    _ => {
                        return bad_input(format!(
                            "--tools: configuration `{label}` ({}) is not a boogie backend with a `z3` binary",
                            c.origin
                        ))
                    }
                }
            }
        };
        tools.push(Tool { label: label.to_string(), solver });
    }
    Ok(tools)
}

/// Runs `wobble stability`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let cfg = args.sampling.config(args.timeout)?;
    let seeds = discover_seeds(&args.inputs, None)?;
    let tools = resolve_solvers(&args.tools, args.config.as_deref())?;
    let boogie = BoogieVerifier::default_config()?;
    super::common::create_out_dir(&args.out)?;
    let cache = QueryCache::new(args.out.join(".cache").join("smt"));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(global.jobs())
        .build()
        .map_err(|e| BadInput(format!("cannot start {} jobs: {e}", global.jobs())))?;
    let boogie_timeout = Duration::from_secs(300);
    let mut results = Vec::new();
    for (i, seed) in seeds.iter().enumerate() {
        let text = ProgramText::single(format!("{}.bpl", seed.stem()), seed.text.clone());
        let r = pool
            .install(|| analyze_program(&boogie, &seed.id, &seed.group, &text, &tools, &cfg, &cache, boogie_timeout))?;
        if !global.quiet {
            let cats: Vec<String> = r.iter().map(|p| format!("{} {}", p.tool, p.category())).collect();
            eprintln!(
                "[{}/{}] {}: {} queries, {} ({} runs)",
                i + 1,
                seeds.len(),
                seed.id,
                r.first().map_or(0, |p| p.queries.len()),
                cats.join(", "),
                r.iter().map(|p| p.runs()).sum::<u32>()
            );
        }
        results.extend(r);
    }
    let path = args.out.join("stability.csv");
    let text = csv::to_csv(&results, &cfg.methods, cfg.rng_seed)
        .map_err(|e| FileError::write(&path, std::io::Error::other(e.to_string())))?;
    std::fs::write(&path, text).map_err(|e| FileError::write(&path, e))?;
    out!("{}", summary::render(&results))?;
    outln!("\nresults: {}", path.display())?;
    Ok(Verdict::Clean)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Method::*;

    #[test]
    fn sample_config_keeps_each_method_once_in_order_and_needs_one() {
        let n = NonZeroU32::new(20).unwrap();
        let t = Duration::from_secs(10);
        let cfg = sample_config(&[Reseed, Rename, Reseed, Rename], n, 7, t).unwrap();
        assert_eq!(cfg.methods, [Reseed, Rename]);
        assert_eq!((cfg.samples, cfg.rng_seed, cfg.timeout), (20, 7, t));
        assert!(sample_config(&[], n, 1, t).is_err());
    }
}
