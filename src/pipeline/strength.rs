//! The strength pipeline (`wobble strength`): every semantics-changing mutant of the seeds'
//! implementation bodies verified against the unchanged contracts ([`crate::strength::run_seed`]),
//! survivors re-checked under SMT perturbations; writes `OUT/strength.csv`, `OUT/summary.txt`
//! and `OUT/strength.html`.

use super::vcs::{Sampling, VcContext, VcSource};
use super::{create_out_dir, pool, Progress};
use crate::campaign::discover_seeds;
use crate::error::{bad_input, FileError, Result};
use crate::mutation::changing::ChangeKind;
use crate::runner::config::{load_config, select_config};
use crate::smt::solving::cache::QueryCache;
use crate::strength::{csv, html, run_seed, summary, MutantOutcome, SeedReport, Settings};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// One `wobble strength` invocation.
pub struct StrengthRequest<'a> {
    /// Boogie seeds: `.bpl` files or directories searched recursively.
    pub inputs: Vec<PathBuf>,
    /// The verifier configuration (one label) that checks the seeds and mutants.
    pub tools: String,
    pub config: Option<PathBuf>,
    /// Solver of the survivors' re-check (default: the configuration's solver, z3 for why3).
    pub solver: Option<String>,
    /// Output directory.
    pub out: PathBuf,
    /// Wall-clock limit of one verifier run (and of one VC extraction, at least 120 s).
    pub timeout: Duration,
    /// At most this many mutants per seed (all when `None`).
    pub max_mutants: Option<usize>,
    /// Only these operators (all when empty).
    pub operators: Vec<ChangeKind>,
    /// The survivors' re-check sampling and its solver time limit.
    pub sampling: Sampling,
    pub solver_timeout: Duration,
    pub jobs: usize,
    pub progress: &'a dyn Progress,
}

/// What [`run`] found.
pub struct StrengthResult {
    pub reports: Vec<SeedReport>,
    /// The summary (also in `OUT/summary.txt`).
    pub summary: String,
    /// The `strength.csv` written.
    pub csv: PathBuf,
    /// Whether any mutant survived.
    pub survived: bool,
}

fn write(path: PathBuf, text: &str) -> Result<()> {
    std::fs::write(&path, text).map_err(|e| FileError::write(&path, e))?;
    Ok(())
}

/// Runs `wobble strength`: a warning per seed that does not verify.
pub fn run(req: &StrengthRequest) -> Result<StrengthResult> {
    let sampling = req.sampling.config(req.solver_timeout)?;
    if req.max_mutants == Some(0) {
        return bad_input("--max-mutants: at least 1");
    }
    let seeds = discover_seeds(&req.inputs, None)?;
    let mut tools = crate::runner::config::resolve_tools(&req.tools, req.config.as_deref())?;
    if tools.len() != 1 {
        return bad_input(format!("--tools: strength checks with one verifier, got `{}`", req.tools));
    }
    let tool = tools.remove(0);
    // The configuration's Boogie extracts the VCs and its solver re-checks survivors (unless
    // --solver says otherwise); a why3 configuration has neither: `boogie` and z3 then.
    let file = load_config(req.config.as_deref())?;
    let has_boogie = select_config(&req.tools, &file)?.has_boogie();
    let solver_label = req.solver.as_deref().unwrap_or(if has_boogie { &req.tools } else { "z3" });
    let source = VcSource::new(req.config.clone(), &req.tools, req.timeout).with_solver(solver_label);
    let vcs = VcContext::build(source)?;
    let extractor = vcs.extractor()?.clone();
    create_out_dir(&req.out)?;
    let solver = vcs.solver().clone();
    let who = if solver.label == solver.solver.kind().as_str() {
        solver.label.clone()
    } else {
        format!("{} ({})", solver.label, solver.solver.describe())
    };
    let describe = format!(
        "{who} under {} (at most {} runs per query and method, rng seed {})",
        sampling.methods.iter().map(|m| m.as_str()).collect::<Vec<_>>().join(","),
        req.sampling.samples,
        req.sampling.rng_seed
    );
    let settings = Settings {
        tool,
        vcs: extractor,
        timeout: req.timeout,
        kinds: req.operators.clone(),
        max_mutants: req.max_mutants,
        solver,
        sampling,
        cache: QueryCache::new(req.out.join(".cache").join("smt")),
        quiet: req.progress.quiet(),
    };
    let pool = pool(req.jobs)?;
    let mut reports = Vec::new();
    for seed in &seeds {
        let r = pool.install(|| run_seed(seed, &settings))?;
        if r.seed_outcome != crate::verifiers::Outcome::Verified {
            req.progress
                .lazy(|| format!("warning: {}: the seed is {}, not verified: skipped", seed.id, r.seed_outcome));
        }
        reports.push(r);
    }
    let out: &Path = &req.out;
    let csv_text = csv::to_csv(&reports).map_err(|e| FileError::write(out.join("strength.csv"), e))?;
    write(out.join("strength.csv"), &csv_text)?;
    let text = summary::render(&reports, &describe);
    write(out.join("summary.txt"), &text)?;
    write(out.join("strength.html"), &html::render(&reports, &describe))?;
    let survived = !summary::with_outcome(&reports, MutantOutcome::Survived).is_empty();
    Ok(StrengthResult { reports, summary: text, csv: out.join("strength.csv"), survived })
}
