//! The stability pipeline (`wobble stability`): every program's VCs, extracted once with the
//! chosen configuration's Boogie, sampled by each solver under Mariposa's SMT perturbations
//! ([`crate::stability::program::analyze_program`]); writes `OUT/stability.csv`.

use super::vcs::{Sampling, VcContext, VcSource};
use super::{create_out_dir, pool, Progress};
use crate::campaign::discover_seeds;
use crate::error::{FileError, Result};
use crate::smt::cache::QueryCache;
use crate::stability::program::analyze_program;
use crate::stability::{csv, ProgramStability};
use crate::syntax::source::ProgramText;
use std::path::PathBuf;

/// One `wobble stability` invocation.
pub struct StabilityRequest<'a> {
    /// Boogie programs: `.bpl` files or directories searched recursively.
    pub inputs: Vec<PathBuf>,
    /// The solvers (`--tools`, a list) and the configuration whose Boogie extracts the VCs; its
    /// timeout is one solver run's (an extraction gets at least 120 s).
    pub vcs: VcSource,
    pub sampling: Sampling,
    /// Output directory: `stability.csv` and the query cache `.cache/smt`.
    pub out: PathBuf,
    pub jobs: usize,
    pub progress: &'a dyn Progress,
}

/// What [`run`] measured.
pub struct StabilityResult {
    /// One entry per program and solver.
    pub results: Vec<ProgramStability>,
    /// The `stability.csv` written.
    pub path: PathBuf,
}

/// Runs `wobble stability`: one progress line per program.
pub fn run(req: &StabilityRequest) -> Result<StabilityResult> {
    let cfg = req.sampling.config(req.vcs.timeout)?;
    let seeds = discover_seeds(&req.inputs, None)?;
    let vcs = VcContext::build_many(req.vcs.clone())?;
    let extractor = vcs.extractor()?;
    create_out_dir(&req.out)?;
    let cache = QueryCache::new(req.out.join(".cache").join("smt"));
    let pool = pool(req.jobs)?;
    let mut results = Vec::new();
    for (i, seed) in seeds.iter().enumerate() {
        let text = ProgramText::single(format!("{}.bpl", seed.stem()), seed.text.clone());
        let r = pool.install(|| {
            analyze_program(
                &extractor.boogie,
                &seed.id,
                &seed.group,
                &text,
                vcs.solvers(),
                &cfg,
                &cache,
                extractor.timeout,
            )
        })?;
        req.progress.lazy(|| {
            let cats: Vec<String> = r.iter().map(|p| format!("{} {}", p.tool, p.category())).collect();
            format!(
                "[{}/{}] {}: {} queries, {} ({} runs)",
                i + 1,
                seeds.len(),
                seed.id,
                r.first().map_or(0, |p| p.queries.len()),
                cats.join(", "),
                r.iter().map(|p| p.runs()).sum::<u32>()
            )
        });
        results.extend(r);
    }
    let path = req.out.join("stability.csv");
    let text = csv::to_csv(&results, &cfg.methods, cfg.rng_seed, &cfg.rule)
        .map_err(|e| FileError::write(&path, std::io::Error::other(e.to_string())))?;
    std::fs::write(&path, text).map_err(|e| FileError::write(&path, e))?;
    Ok(StabilityResult { results, path })
}
