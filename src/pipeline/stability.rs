//! The stability pipeline (`wobble stability`): every program's VCs, extracted once with the
//! chosen configuration's Boogie, sampled by each solver under Mariposa's SMT perturbations
//! ([`crate::stability::program::analyze_program`]); writes `OUT/stability.csv`. A `.smt2` file
//! given as an input is a verifier's own queries: its units ([`crate::smt::text::unit`]) are sampled
//! as they are, no Boogie involved, and the file gets an `all` row like a program.

use super::vcs::{Sampling, VcContext, VcSource};
use super::{create_out_dir, pool, Progress};
use crate::campaign::discover_seeds;
use crate::error::{FileError, Result};
use crate::smt::solving::cache::QueryCache;
use crate::smt::text::unit;
use crate::stability::program::{analyze_program, analyze_units};
use crate::stability::{csv, ProgramStability};
use crate::syntax::source::ProgramText;
use std::path::PathBuf;

/// One `wobble stability` invocation.
pub struct StabilityRequest<'a> {
    /// Boogie programs: `.bpl` files or directories searched recursively; and SMT-LIB files
    /// (`.smt2`, `.smt`) of any verifier.
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

/// Whether `path` names an SMT-LIB file (`.smt2`, `.smt`) rather than a Boogie program.
pub fn is_smt_file(path: &std::path::Path) -> bool {
    path.extension().is_some_and(|e| e == "smt2" || e == "smt")
}

/// `[i/n] NAME: K queries, z3 stable (R runs)`; a rejected unit is counted.
fn progress_line(i: usize, n: usize, id: &str, what: &str, r: &[ProgramStability]) -> String {
    let cats: Vec<String> = r.iter().map(|p| format!("{} {}", p.tool, p.category())).collect();
    let rejected = r.iter().map(|p| p.queries.iter().filter(|q| q.error.is_some()).count()).max().unwrap_or(0);
    let note = if rejected > 0 { format!(", {rejected} rejected by the solver") } else { String::new() };
    format!(
        "[{i}/{n}] {id}: {} {what}, {} ({} runs{note})",
        r.first().map_or(0, |p| p.queries.len()),
        cats.join(", "),
        r.iter().map(|p| p.runs()).sum::<u32>()
    )
}

/// Runs `wobble stability`: one progress line per program or `.smt2` file.
pub fn run(req: &StabilityRequest) -> Result<StabilityResult> {
    let cfg = req.sampling.config(req.vcs.timeout)?;
    let (smt_files, programs): (Vec<PathBuf>, Vec<PathBuf>) = req.inputs.iter().cloned().partition(|p| is_smt_file(p));
    // Every file is read (and every .smt2 split) before any solver runs: bad input fails fast.
    let seeds = if programs.is_empty() { Vec::new() } else { discover_seeds(&programs, None)? };
    let smt: Vec<(PathBuf, Vec<unit::Unit>)> =
        smt_files.into_iter().map(|p| unit::read_file(&p).map(|u| (p, u))).collect::<std::result::Result<_, _>>()?;
    let vcs = VcContext::build_many(req.vcs.clone())?;
    create_out_dir(&req.out)?;
    let cache = QueryCache::new(req.out.join(".cache").join("smt"));
    let pool = pool(req.jobs)?;
    let mut results = Vec::new();
    let total = seeds.len() + smt.len();
    for (i, (path, units)) in smt.iter().enumerate() {
        let id = path.display().to_string();
        let group =
            path.parent().and_then(|d| d.file_name()).map_or_else(|| ".".into(), |n| n.to_string_lossy().into_owned());
        let r = pool.install(|| analyze_units(&id, &group, units, vcs.solvers(), &cfg, &cache))?;
        req.progress.lazy(|| progress_line(i + 1, total, &id, "units", &r));
        results.extend(r);
    }
    if !seeds.is_empty() {
        let extractor = vcs.extractor()?;
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
            req.progress.lazy(|| progress_line(smt.len() + i + 1, total, &seed.id, "queries", &r));
            results.extend(r);
        }
    }
    let path = req.out.join("stability.csv");
    let text = csv::to_csv(&results, &cfg.methods, cfg.rng_seed, &cfg.rule)
        .map_err(|e| FileError::write(&path, std::io::Error::other(e.to_string())))?;
    std::fs::write(&path, text).map_err(|e| FileError::write(&path, e))?;
    Ok(StabilityResult { results, path })
}
