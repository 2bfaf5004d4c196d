//! The one VC-extraction context of every pipeline ([`VcContext`]): the chosen configuration's
//! Boogie (with its z3 and arguments), the wall-clock limit of one extraction, and the solver(s)
//! that sample the queries, built once from a configuration label and the configuration file
//! ([`VcSource`], plain data). Also the one place sampling settings become a [`SampleConfig`]
//! ([`sample_config`]).

use crate::error::{bad_input, BadInput, Result};
use crate::runner::config::{load_config, select_config, BackendKind, VerifierConfig};
use crate::smt::perturbation::mutate::Method;
use crate::smt::solving::solve::{Solver, SolverKind};
use crate::smt::solving::vcs::Extractor;
use crate::stability::program::Tool;
use crate::stability::SampleConfig;
use crate::stats::Rule;
use std::num::NonZeroU32;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

/// Where a pipeline's VC extraction and solver come from, before anything is built: the
/// configuration file (`--config`), the configuration label(s) whose Boogie extracts the VCs,
/// the solver label(s), and the wall-clock limit of one extraction.
#[derive(Clone, Debug, PartialEq)]
pub struct VcSource {
    pub config: Option<PathBuf>,
    /// Configuration labels, comma-separated: the Boogie of those that have one extracts the VCs
    /// (they must agree); `boogie` when they name only bare solvers (see [`solver_extractor`]).
    pub label: String,
    /// Solver labels, comma-separated: `z3`, `cvc4`, `cvc5`, or a configuration label meaning
    /// its solver (see [`resolve_solvers`]).
    pub solver: String,
    pub timeout: Duration,
    /// `--rlimit` of `fuzz` and `campaign`: z3's resource limit, added to the Boogie of a
    /// configuration of backend boogie ([`VerifierConfig::with_rlimit`]), so that the extracted
    /// queries carry it.
    pub rlimit: Option<u64>,
}

impl VcSource {
    /// Configuration `label` (of `config`) for both the extraction and the solver.
    pub fn new(config: Option<PathBuf>, label: &str, timeout: Duration) -> VcSource {
        VcSource { config, label: label.to_string(), solver: label.to_string(), timeout, rlimit: None }
    }

    /// The same extraction with the solver(s) `solver`.
    pub fn with_solver(self, solver: &str) -> VcSource {
        VcSource { solver: solver.to_string(), ..self }
    }
}

/// The VC-extraction context built from a [`VcSource`]: the solver(s), resolved when built, and
/// the extraction (Boogie checked and its version read) built the first time it is needed (a
/// pipeline that reads only SMT files never needs a Boogie).
#[derive(Debug)]
pub struct VcContext {
    pub source: VcSource,
    /// At least one.
    solvers: Vec<Tool>,
    extractor: OnceLock<Extractor>,
}

impl VcContext {
    /// The context of exactly one solver (a list is bad input, as `--solver` says).
    pub fn build(source: VcSource) -> Result<VcContext> {
        let solver = resolve_solver(&source.solver, source.config.as_deref())?;
        Ok(VcContext { source, solvers: vec![solver], extractor: OnceLock::new() })
    }

    /// The context of every solver of the list (`stability`).
    pub fn build_many(source: VcSource) -> Result<VcContext> {
        // Never empty: an empty name in the list is refused.
        let solvers = resolve_solvers(&source.solver, source.config.as_deref())?;
        Ok(VcContext { source, solvers, extractor: OnceLock::new() })
    }

    /// The (first) solver.
    pub fn solver(&self) -> &Tool {
        &self.solvers[0]
    }

    /// Every solver, in the order of the list.
    pub fn solvers(&self) -> &[Tool] {
        &self.solvers
    }

    /// The extraction: the chosen configuration's Boogie and the limit of one extraction (built
    /// on the first call).
    pub fn extractor(&self) -> Result<&Extractor> {
        if let Some(e) = self.extractor.get() {
            return Ok(e);
        }
        let s = &self.source;
        let e = solver_extractor_limited(&s.label, s.config.as_deref(), s.timeout, s.rlimit)?;
        Ok(self.extractor.get_or_init(|| e))
    }
}

/// Sampling settings as given (`--methods`, `--samples`, `--rng-seed` and `--classify-*`).
#[derive(Clone, Debug, PartialEq)]
pub struct Sampling {
    pub methods: Vec<Method>,
    pub samples: NonZeroU32,
    pub rng_seed: u64,
}

impl Sampling {
    /// The settings with a solver time limit, validated by [`sample_config`].
    pub fn config(&self, timeout: Duration) -> Result<SampleConfig> {
        sample_config(&self.methods, self.samples, self.rng_seed, timeout)
    }
}

/// The one place sampling settings become a [`SampleConfig`] (`stability`, `minimize`,
/// `strength` and `--classify`): at least one method, each once (first occurrence kept), and a
/// rule whose time limit is the solver's.
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
    Ok(SampleConfig {
        methods: unique,
        samples: samples.get(),
        rng_seed,
        timeout,
        rule,
        goal: Default::default(),
        until: None,
    })
}

/// Resolves a `--solver` label into exactly one solver.
pub fn resolve_solver(label: &str, config: Option<&Path>) -> Result<Tool> {
    let mut tools = resolve_solvers(label, config)?;
    match tools.pop() {
        Some(tool) if tools.is_empty() => Ok(tool),
        _ => bad_input(format!("--solver: give exactly one solver, not `{label}`")),
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
        let solver = match SolverKind::from_name(label) {
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
    solver_extractor_limited(spec, config, timeout, None)
}

/// [`solver_extractor`] with `--rlimit` ([`VerifierConfig::with_rlimit`]).
pub fn solver_extractor_limited(
    spec: &str,
    config: Option<&Path>,
    timeout: Duration,
    rlimit: Option<u64>,
) -> Result<Extractor> {
    let file = load_config(config)?;
    let mut chosen: Option<VerifierConfig> = None;
    for label in list_labels(spec)?.into_iter().filter(|l| SolverKind::from_name(l).is_none()) {
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
    Ok(Extractor::new(c.with_rlimit(rlimit).boogie_verifier()?, timeout))
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
        // The context: one solver only, and the same refusals before anything runs.
        let one = |label: &str| VcContext::build(VcSource::new(Some(path.clone()), label, t));
        let m = one("a,").err().map(|e| e.to_string()).unwrap_or_default();
        assert!(m.contains("empty name"), "{m}");
        let m = one("w").err().map(|e| e.to_string()).unwrap_or_default();
        assert!(m.contains("why3 backend"), "{m}");
    }

    #[test]
    fn sample_config_keeps_each_method_once_in_order_and_needs_one() {
        let n = NonZeroU32::new(20).unwrap();
        let t = Duration::from_secs(10);
        let cfg = sample_config(&[Reseed, Rename, Reseed, Rename], n, 7, t).unwrap();
        assert_eq!(cfg.methods, [Reseed, Rename]);
        assert_eq!((cfg.samples, cfg.rng_seed, cfg.timeout), (20, 7, t));
        assert!(sample_config(&[], n, 1, t).is_err());
        let s = Sampling { methods: vec![Rename], samples: n, rng_seed: 3 };
        assert_eq!(s.config(t).unwrap().methods, [Rename]);
    }
}
