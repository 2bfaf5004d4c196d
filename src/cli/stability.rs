//! `wobble stability`: how stable are programs' verification conditions under Mariposa's SMT
//! perturbations? Writes `OUT/stability.csv` and prints the category share per group and tool.

use super::common::parse_seconds;
use super::{bad_input, BadInput, Global, Result, Verdict};
use crate::campaign::discover_seeds;
use crate::error::FileError;
use crate::runner::config::{load_config, select_config, BackendKind, VerifierConfig};
use crate::smt::cache::QueryCache;
use crate::smt::mutate::Method;
use crate::smt::solve::{Solver, SolverKind};
use crate::smt::vcs::Extractor;
use crate::stability::program::{analyze_program, Tool};
use crate::stability::{csv, summary, SampleConfig};
use crate::stats::Rule;
use crate::syntax::source::ProgramText;
use std::num::NonZeroU32;
use std::path::{Path, PathBuf};
use std::time::Duration;

const AFTER_HELP: &str = "\
Examples:
  wobble stability seeds/E-triggers/fig1.bpl --out results/stab
  wobble stability seeds --tools z3,cvc5 --methods shuffle,rename,reseed -j 2 --out results/stab

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
    /// the folder it lies in.
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

/// The solver kind of a bare solver name (`z3`, `cvc4`, `cvc5`).
fn bare_solver(label: &str) -> Option<SolverKind> {
    match label {
        "z3" => Some(SolverKind::Z3),
        "cvc4" => Some(SolverKind::Cvc4),
        "cvc5" => Some(SolverKind::Cvc5),
        _ => None,
    }
}

/// The labels of a `--tools` list (non-empty names).
fn list_labels(spec: &str) -> Result<Vec<&str>> {
    let labels: Vec<&str> = spec.split(',').map(str::trim).collect();
    if labels.iter().any(|l| l.is_empty()) {
        return bad_input(format!("--tools: empty name in `{spec}`"));
    }
    Ok(labels)
}

/// The solver of a verifier configuration: its z3 (Boogie's default `z3` when it names none)
/// for backend boogie, its cvc4 / cvc5 for those backends.
fn config_solver(c: &VerifierConfig) -> Result<Solver> {
    let solver = match c.backend {
        BackendKind::Boogie => Solver::new(SolverKind::Z3, c.z3.clone().unwrap_or_else(|| "z3".into()), Vec::new()),
        BackendKind::Cvc4 => Solver::new(SolverKind::Cvc4, &c.cvc4, Vec::new()),
        BackendKind::Cvc5 => Solver::new(SolverKind::Cvc5, &c.cvc5, Vec::new()),
        BackendKind::Why3 => {
            return bad_input(format!(
                "--tools: configuration `{}` ({}) is a why3 backend: it has no SMT solver for Boogie's queries",
                c.label, c.origin
            ))
        }
    };
    solver.map_err(|e| BadInput(format!("--tools: configuration `{}` ({}): {e}", c.label, c.origin)).into())
}

/// Resolves a `--tools` list into solvers: a bare `z3`, `cvc5`, `cvc4` (found on PATH), or a
/// verifier configuration label (built-in `boogie`, or a `[[verifier]]` of the file), which
/// stands for that configuration's solver (see [`config_solver`]).
pub fn resolve_solvers(spec: &str, config: Option<&Path>) -> Result<Vec<Tool>> {
    let file = load_config(config)?;
    let mut tools = Vec::new();
    for label in list_labels(spec)? {
        let solver = match bare_solver(label) {
            Some(k) => Solver::default_for(k)?,
            None => config_solver(&select_config(label, &file)?)?,
        };
        tools.push(Tool { label: label.to_string(), solver });
    }
    Ok(tools)
}

/// The VC extraction of solver-level commands, given their `--tools` (or `--solver`) list: the
/// Boogie of the configurations named in it (they must agree on Boogie and its arguments), or
/// the `boogie` configuration when the list names only bare solvers; `timeout` per extraction.
pub fn solver_extractor(spec: &str, config: Option<&Path>, timeout: Duration) -> Result<Extractor> {
    let file = load_config(config)?;
    let mut chosen: Option<VerifierConfig> = None;
    for label in list_labels(spec)?.into_iter().filter(|l| bare_solver(l).is_none()) {
        let c = select_config(label, &file)?;
        if !c.has_boogie() {
            continue;
        }
        match &chosen {
            Some(first) if first.boogie != c.boogie || first.args != c.args => {
                return bad_input(format!(
                    "--tools: `{}` and `{}` run different Boogie commands (binary or args), but one program's \
                     queries are extracted once: give them in separate runs",
                    first.label, c.label
                ))
            }
            Some(_) => {}
            None => chosen = Some(c),
        }
    }
    let c = match chosen {
        Some(c) => c,
        None => select_config("boogie", &file)?,
    };
    Ok(Extractor::new(c.boogie_verifier()?, timeout))
}

/// Runs `wobble stability`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let cfg = args.sampling.config(args.timeout)?;
    let seeds = discover_seeds(&args.inputs, None)?;
    let tools = resolve_solvers(&args.tools, args.config.as_deref())?;
    let vcs = solver_extractor(&args.tools, args.config.as_deref(), args.timeout)?;
    super::common::create_out_dir(&args.out)?;
    let cache = QueryCache::new(args.out.join(".cache").join("smt"));
    let pool = global.pool()?;
    let mut results = Vec::new();
    for (i, seed) in seeds.iter().enumerate() {
        let text = ProgramText::single(format!("{}.bpl", seed.stem()), seed.text.clone());
        let r = pool.install(|| {
            analyze_program(&vcs.boogie, &seed.id, &seed.group, &text, &tools, &cfg, &cache, vcs.timeout)
        })?;
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
    let text = csv::to_csv(&results, &cfg.methods, cfg.rng_seed, &cfg.rule)
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

    /// A configuration file with `text` in a fresh directory (kept alive by the returned guard).
    fn config(text: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("wobble.toml");
        std::fs::write(&path, text).unwrap();
        (dir, path)
    }

    #[test]
    fn solver_lists_are_refused_before_any_tool_runs() {
        let (_d, path) = config(
            "[[verifier]]\nlabel = \"a\"\nbackend = \"boogie\"\nargs = [\"/normalizeDeclarationOrder:0\"]\n\
             [[verifier]]\nlabel = \"b\"\nbackend = \"boogie\"\n\
             [[verifier]]\nlabel = \"w\"\nbackend = \"why3\"\n",
        );
        let t = Duration::from_secs(5);
        let msg = |r: Result<Extractor>| r.err().map(|e| e.to_string()).unwrap_or_default();
        let m = msg(solver_extractor("a,b", Some(&path), t));
        assert!(m.contains("`a` and `b` run different Boogie commands"), "{m}");
        let m = msg(solver_extractor("z3,", Some(&path), t));
        assert!(m.contains("empty name"), "{m}");
        let m = msg(solver_extractor("nope", Some(&path), t));
        assert!(m.contains("unknown verifier configuration `nope`"), "{m}");
        let m = resolve_solvers("w", Some(&path)).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(m.contains("`w`") && m.contains("why3 backend"), "{m}");
        let m = resolve_solvers("nope", Some(&path)).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(m.contains("unknown verifier configuration `nope` (known: boogie, cvc4, cvc5, why3, a, b, w)"), "{m}");
    }

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
