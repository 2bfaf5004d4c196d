//! The check pipeline (`wobble check`): reads every input (bad input fails before any tool
//! runs), resolves the thresholds (flags over the `[check]` table of the configuration file),
//! reads the baseline, checks every unit ([`crate::check::run::Checker`]) and, when asked,
//! writes the new baseline. Rendering the report is the caller's.

use super::vcs::{Sampling, VcContext, VcSource};
use super::{pool, Progress};
use crate::check::baseline::Baseline;
use crate::check::inputs::{self, Input};
use crate::check::run::{Checker, Report};
use crate::check::thresholds::{self, ThresholdFlags};
use crate::error::{bad_input, Result};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::vcs::extraction_limit;
use std::path::PathBuf;

/// One `wobble check` invocation.
pub struct CheckRequest<'a> {
    /// `.bpl`, `.smt2`, `.smt` files and directories (walked).
    pub paths: Vec<PathBuf>,
    /// The baseline file: read when it exists (reuse, cost growth), written with
    /// `update_baseline`.
    pub baseline: Option<PathBuf>,
    pub update_baseline: bool,
    pub thresholds: ThresholdFlags,
    /// The solver (one label) and the configuration whose Boogie extracts the VCs; its timeout is
    /// one solver run's.
    pub vcs: VcSource,
    pub sampling: Sampling,
    /// The query cache's directory (None: a temporary one, gone after the run).
    pub cache: Option<PathBuf>,
    /// Replay the timeouts of earlier runs from `cache` (`--replay-timeouts`).
    pub replay_timeouts: bool,
    pub jobs: usize,
    pub progress: &'a dyn Progress,
}

/// What [`run`] found.
pub struct CheckResult {
    pub report: Report,
    /// The baseline written (with `--update-baseline`).
    pub written: Option<PathBuf>,
}

/// Runs `wobble check`.
pub fn run(req: &CheckRequest) -> Result<CheckResult> {
    if req.update_baseline && req.baseline.is_none() {
        return bad_input("--update-baseline: give the file to write with --baseline FILE");
    }
    let cfg = req.sampling.config(req.vcs.timeout)?;
    let thresholds = thresholds::resolve(req.thresholds, req.vcs.config.as_deref())?;
    let inputs = inputs::read(&req.paths)?;
    let baseline = match &req.baseline {
        Some(p) if p.is_file() => Some(Baseline::read(p)?),
        Some(p) if !req.update_baseline => {
            return bad_input(format!(
                "--baseline {}: no such file; make it with `--update-baseline` (and commit it)",
                p.display()
            ))
        }
        _ => None,
    };
    let vcs = VcContext::build(req.vcs.clone())?;
    let boogie = if inputs.iter().any(|i| matches!(i, Input::Boogie { .. })) {
        Some(vcs.extractor()?.boogie.clone())
    } else {
        None
    };
    let tmp;
    let cache_dir = match &req.cache {
        Some(d) => d.clone(),
        None => {
            tmp = tempfile::tempdir().map_err(|e| crate::error::FileError::create(std::env::temp_dir(), e))?;
            tmp.path().to_path_buf()
        }
    };
    let cache = QueryCache::new(cache_dir).replaying_timeouts(req.replay_timeouts);
    let progress = |line: String| req.progress.lazy(|| line);
    let checker = Checker {
        boogie: boogie.as_ref(),
        extraction_timeout: extraction_limit(req.vcs.timeout),
        tool: vcs.solver(),
        cfg: &cfg,
        cache: &cache,
        thresholds,
        baseline: baseline.as_ref(),
        progress: &progress,
    };
    let report = pool(req.jobs)?.install(|| checker.run(&inputs));
    let written = match (&req.baseline, req.update_baseline) {
        (Some(p), true) if !crate::runner::interrupted() => {
            report.baseline().write(p)?;
            Some(p.clone())
        }
        _ => None,
    };
    Ok(CheckResult { report, written })
}
