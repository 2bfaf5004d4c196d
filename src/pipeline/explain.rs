//! The explain pipeline (`wobble explain`, docs/explain.md), the flow only: a Boogie program's
//! VCs (extracted once, [`crate::explain::program`]) or a verifier's `.smt2` units are sampled
//! with z3's quantifier profile in every run ([`crate::explain::sampling`]); the unstable queries'
//! quantifiers are blamed and located in the user's file ([`crate::explain::located`]); the
//! subject's evidence and repairs ([`crate::explain::repairing`]) go through the one loop
//! ([`crate::explain::engine`]); then each unstable query gets its unsat core
//! ([`crate::explain::core`]), its pruned query measured with the time left.
//! Writes `OUT/explain.json` (assembled alike for every subject by [`crate::explain::assemble`],
//! [`write_explanation`]), `OUT/core/` and `OUT/repairs/`.
//!
//! A finding (`--seed S --mutant M`, [`ExplainRequest::mutant`]): both programs' VCs are paired by
//! name, the pairs whose unperturbed answers differ are sampled (every pair when none differ), the
//! seed's twin for its passing runs and the mutant's for its failing runs, under the same dice;
//! the two sides are compared per declaration ([`crate::explain::finding`]), and the repairs are
//! edits of the mutant, applied to the seed as well when they apply there. With `--rlimit N` the
//! extracting Boogie gets `/rlimit:N` (the queries carry it) and a `.smt2` subject's z3 gets
//! `rlimit=N` (a file's own `:rlimit` still wins).

use super::vcs::{Sampling, VcContext, VcSource};
use super::{create_out_dir, pool, Progress};
use crate::classify::findings::compared_sets;
use crate::error::{bad_input, FileError, Result};
use crate::explain::assemble::{
    explanation, finding_note, found_in_finding, found_in_program, Found, Repaired, Settings,
};
use crate::explain::bpl_repair::Measure;
use crate::explain::core::CoreReport;
use crate::explain::deadline::Deadline;
use crate::explain::finding::{compared, finding_cores, locate_in_finding};
use crate::explain::finding_evidence::{self, Twin};
use crate::explain::located::{blamed, in_program, in_query};
use crate::explain::output::Explanation;
use crate::explain::program::Boogie;
use crate::explain::repairing::{self, InFinding, InProgram, Repairing};
use crate::explain::sample::{Failures, Profiled};
use crate::explain::sampling::{self, Sampler};
use crate::smt::solving::cache::QueryCache;
use crate::smt::text::unit::{self, Unit};
use crate::stability::program::Tool;
use crate::stability::SampleConfig;
use std::path::{Path, PathBuf};
use std::time::Instant;

pub use crate::explain::ALPHA;

/// One `wobble explain` invocation.
pub struct ExplainRequest<'a> {
    /// A Boogie program (`.bpl`) or a verifier's SMT-LIB file (`.smt2`, `.smt`).
    pub subject: PathBuf,
    /// Only the query with this name (Boogie's implementation name, a `:boogie-vc-id`, `FILE#TAG`).
    pub query: Option<String>,
    /// With a mutant, the subject is a finding: `subject` is its seed (both Boogie programs).
    pub mutant: Option<PathBuf>,
    /// The solver (z3) and the Boogie that extracts the VCs; its timeout is one solver run's,
    /// its `rlimit` z3's resource limit of every run.
    pub vcs: VcSource,
    pub sampling: Sampling,
    /// Runs wanted on each side (passing, failing) of an unstable query before blame.
    pub min_per_side: u32,
    /// Most single repair candidates measured (0: no repairs).
    pub max_candidates: usize,
    /// Most solver and Boogie runs the repairs may make (`--budget`): a candidate or a pair is
    /// measured only while runs are left.
    pub budget: u64,
    pub out: PathBuf,
    /// `--time-budget`: evidence is gathered within half of it, candidates measured within all
    /// of it.
    pub deadline: Deadline,
    /// Replay the timeouts of earlier invocations from `OUT/.cache/smt` (`--replay-timeouts`).
    pub replay_timeouts: bool,
    pub jobs: usize,
    pub progress: &'a dyn Progress,
}

/// What [`run`] found.
pub struct ExplainResult {
    pub explanation: Explanation,
    /// `OUT/explain.json`.
    pub path: PathBuf,
}

impl ExplainResult {
    /// Whether some query is unstable (the exit status's finding).
    pub fn unstable(&self) -> bool {
        !self.explanation.verdict.explained.is_empty()
    }
}

/// The solver of an explanation: z3 (its profiles), with `rlimit=N` for a `.smt2` subject.
fn explain_tool(req: &ExplainRequest, is_smt: bool) -> Result<(VcContext, Tool)> {
    let vcs = VcContext::build(req.vcs.clone())?;
    let mut tool = vcs.solver().clone();
    if tool.solver.kind() != crate::smt::solving::solve::SolverKind::Z3 {
        return bad_input(format!("--solver: explain needs z3's quantifier profiles, not {}", tool.solver.kind()));
    }
    if let (Some(n), true) = (vcs.source.rlimit, is_smt) {
        tool.solver = tool.solver.with_arg(format!("rlimit={n}"));
    }
    Ok((vcs, tool))
}

/// `OUT` made, its solver cache and the thread pool.
fn open(req: &ExplainRequest) -> Result<(QueryCache, rayon::ThreadPool)> {
    create_out_dir(&req.out)?;
    let cache = QueryCache::new(req.out.join(".cache").join("smt")).replaying_timeouts(req.replay_timeouts);
    Ok((cache, pool(req.jobs)?))
}

/// What the repairs of a subject run with and within for `req`.
fn repairing<'a>(
    req: &'a ExplainRequest,
    tool: &'a Tool,
    cache: &'a QueryCache,
    cfg: &'a SampleConfig,
) -> Repairing<'a> {
    let (max_candidates, budget, deadline, out) = (req.max_candidates, req.budget, req.deadline, req.out.as_path());
    Repairing { solver: &tool.solver, cache, cfg, max_candidates, budget, deadline, out }
}

/// `units` narrowed to `--query NAME` when it is given (`file` names them in the error).
fn only_query(req: &ExplainRequest, mut units: Vec<Unit>, file: &str) -> Result<Vec<Unit>> {
    if let Some(name) = &req.query {
        let known = crate::check::inputs::unique_names(units.iter().map(|u| u.name().to_string()).collect());
        if !crate::check::inputs::keep_unit(&mut units, |u| u.name(), name) {
            return bad_input(format!(
                "--query {name}: {file} has no query of that name (it has {})",
                known.join(", ")
            ));
        }
    }
    Ok(units)
}

/// The repairs' measuring of a Boogie subject for `req`, within `--time-budget` (the repairs give
/// it a shorter deadline: [`crate::explain::deadline::Deadline::keeping`]).
fn measure<'a>(
    req: &'a ExplainRequest,
    vcs: &'a VcContext,
    tool: &'a Tool,
    cfg: &'a SampleConfig,
    cache: &'a QueryCache,
    pool: &'a rayon::ThreadPool,
    note: &'a (dyn Fn(String) + Sync),
) -> Result<Measure<'a>> {
    let (max_candidates, budget, rlimit, out, deadline) =
        (req.max_candidates, req.budget, req.vcs.rlimit, &req.out, req.deadline);
    let extractor = vcs.extractor()?;
    Ok(Measure { extractor, tool, cfg, cache, pool, out, max_candidates, budget, deadline, rlimit, note })
}

/// `cfg` with no round of runs started past `share` of the time budget: the sampling before
/// blame ([`crate::explain::deadline::SAMPLING`]), or the pruned cores' (the whole budget).
fn within(req: &ExplainRequest, cfg: &SampleConfig, share: f64) -> SampleConfig {
    SampleConfig { until: req.deadline.share(share).end(), ..cfg.clone() }
}

/// The sampling before blame of `req` under `cfg` ([`within`]).
fn sampler<'a>(
    req: &ExplainRequest,
    tool: &'a Tool,
    cache: &'a QueryCache,
    cfg: &'a SampleConfig,
    note: sampling::Note<'a>,
) -> Sampler<'a> {
    Sampler { solver: &tool.solver, cache, cfg, min_per_side: req.min_per_side, note }
}

/// A note for each query whose sampling before blame the time budget cut: explained only when
/// its runs both passed and failed ([`Profiled::explained`]).
fn cut_notes<'p>(sampled: impl Iterator<Item = &'p Profiled>) -> Vec<String> {
    let share = (crate::explain::deadline::SAMPLING * 100.0).round();
    sampled
        .filter(|p| p.cut)
        .map(|p| {
            let (name, passed, runs) = (&p.name, p.verdict_successes(), p.verdict_runs());
            let then = if p.explained() {
                "it is explained all the same, since its runs both passed and failed"
            } else if passed == 0 && runs > 0 {
                // Lucas-up.dfy's INDUCTION__EVEN__ODD (0 of 2): Boogie timed out on it in every
                // run, at /timeLimit:10 and 60 alike, so no repair of the others was confirmed.
                "it failed every run, so it is not explained (no passing run to compare with), and while it fails \
                 Boogie confirms no repair of the program (a larger --time-budget lets its sampling finish)"
            } else {
                "it is not explained (a larger --time-budget, or a lower --timeout, lets it finish)"
            };
            format!(
                "{name}: sampling cut by the time budget ({share}% of --time-budget, about half of it for a query \
                 whose first runs all passed, unless none was explained by then) after {runs} runs ({passed} passed), before a verdict; {then}"
            )
        })
        .collect()
}

/// The unsat cores of the explained queries, asked after the repairs (`cores`, given the sampling
/// config with no round started past the whole budget): a core's runs are mostly the evidence's,
/// answered by the cache, and its pruned query is measured only while the budget lasts. A pruned
/// core left unmeasured is said in `repaired`'s notes.
fn cores_after(
    req: &ExplainRequest,
    cfg: &SampleConfig,
    repaired: &mut Repaired,
    cores: impl FnOnce(&SampleConfig) -> Vec<CoreReport>,
) -> Vec<CoreReport> {
    let cfg = within(req, cfg, 1.0);
    let found = cores(&cfg);
    let spent = cfg.too_late_for_a_round();
    let late = found.iter().filter(|c| spent && c.pruned.is_none()).map(|c| {
        format!(
            "{}: its query pruned to the unsat core (core/{}.smt2) was not measured: the repairs spent the time \
             budget",
            c.query,
            crate::explain::core::file_stem(&c.query)
        )
    });
    repaired.notes.extend(late);
    found
}

/// Runs `wobble explain`.
pub fn run(req: &ExplainRequest) -> Result<ExplainResult> {
    if let Some(mutant) = &req.mutant {
        return run_finding(req, mutant);
    }
    let cfg = req.sampling.config(req.vcs.timeout)?;
    let is_smt = super::stability::is_smt_file(&req.subject);
    let file = req.subject.display().to_string();
    let (vcs, tool) = explain_tool(req, is_smt)?;
    // Read everything before any solver runs.
    let (mut units, boogie) = if is_smt {
        (unit::read_file(&req.subject)?, None)
    } else {
        (Vec::new(), Some(Boogie::subject(&req.subject)?))
    };
    let (cache, pool) = open(req)?;
    if let Some(b) = &boogie {
        units = b.units(vcs.extractor()?, &file)?;
        req.progress.lazy(|| format!("{file}: {} queries extracted", units.len()));
    }
    let units = only_query(req, units, &file)?;
    // Sample every query with profiles.
    let note = |f: &dyn Fn() -> String| req.progress.lazy(f);
    let before_blame = within(req, &cfg, crate::explain::deadline::SAMPLING);
    let sampler = sampler(req, &tool, &cache, &before_blame, &note);
    let clock = Instant::now();
    let sampled = pool.install(|| sampling::units(sampler, &units, req.vcs.rlimit.filter(|_| is_smt)))?;
    let unstable: Vec<&Profiled> = sampled.iter().filter(|p| p.explained()).collect();
    let failures = Failures::merged(&unstable);
    let blame = blamed(&unstable, ALPHA, |i, e, q| match &boogie {
        Some(bg) => in_program(&bg.program, &bg.name, &file, e, q),
        None => {
            in_query(units.iter().find(|u| u.name() == unstable[i].name), &file, e);
            None
        }
    });
    let explained: Vec<String> = unstable.iter().map(|p| p.name.clone()).collect();
    let sampling_s = clock.elapsed().as_secs_f64();
    // The repairs first, then the unsat cores with what is left of the budget ([`cores_after`]):
    // on a real program, measuring the pruned cores beside the repairs took half of the runs
    // after the sampling (132 of 274 on Dafny's Induction), and a Boogie user cannot apply them.
    let found = InProgram {
        path: &req.subject,
        file: &file,
        boogie: boogie.as_ref(),
        units: &units,
        sampled: &sampled,
        unstable: &unstable,
        explained: &explained,
        blame: &blame,
        failure: failures.kind(),
    };
    let note = |s: String| req.progress.lazy(|| s);
    let measuring = |deadline| Ok(Measure { deadline, ..measure(req, &vcs, &tool, &cfg, &cache, &pool, &note)? });
    let mut repaired = pool.install(|| repairing::program(repairing(req, &tool, &cache, &cfg), &found, measuring))?;
    let core = cores_after(req, &cfg, &mut repaired, |cfg| {
        let bg = boogie.as_ref().map(|b| (&b.program, b.name.as_str()));
        pool.install(|| crate::explain::core::cores(&tool.solver, &cache, &units, &unstable, cfg, bg, &req.out))
    });
    repaired.notes.extend(cut_notes(sampled.iter()));
    let found = found_in_program(file, is_smt, &sampled, explained, &cfg, (failures, blame, core));
    write_explanation(req, &cfg, &tool, found, repaired, sampling_s)
}

/// Writes `OUT/explain.json` of any subject: what it `found`, then what was `repaired`, its
/// sampling and blame having taken `sampling_s` seconds.
fn write_explanation(
    req: &ExplainRequest,
    cfg: &SampleConfig,
    tool: &Tool,
    found: Found,
    mut repaired: Repaired,
    sampling_s: f64,
) -> Result<ExplainResult> {
    let settings = Settings { tool, cfg, min_per_side: req.min_per_side, rlimit: req.vcs.rlimit };
    repaired.seconds.sampling = sampling_s;
    repaired.seconds.total = req.deadline.elapsed();
    let explanation = explanation(settings, found, repaired);
    let path = req.out.join("explain.json");
    let json =
        serde_json::to_string_pretty(&explanation).map_err(|e| FileError::write(&path, std::io::Error::other(e)))?;
    std::fs::write(&path, json + "\n").map_err(|e| FileError::write(&path, e))?;
    Ok(ExplainResult { explanation, path })
}

/// `wobble explain --seed S --mutant M` (see the module doc).
fn run_finding(req: &ExplainRequest, mutant_path: &Path) -> Result<ExplainResult> {
    let cfg = req.sampling.config(req.vcs.timeout)?;
    for (flag, p) in [("--seed", req.subject.as_path()), ("--mutant", mutant_path)] {
        if super::stability::is_smt_file(p) {
            return bad_input(format!("{flag} {}: a finding is a pair of Boogie programs", p.display()));
        }
    }
    let (seed_file, file) = (req.subject.display().to_string(), mutant_path.display().to_string());
    let seed = Boogie::read(&req.subject, "--seed: ")?;
    let mutant = Boogie::read(mutant_path, "--mutant: ")?;
    let (vcs, tool) = explain_tool(req, false)?;
    let (cache, pool) = open(req)?;
    let extractor = vcs.extractor()?;
    let mut seed_units = seed.units(extractor, &seed_file)?;
    let mut mutant_units = mutant.units(extractor, &file)?;
    if let Some(name) = &req.query {
        let keep = |units: &mut Vec<Unit>| crate::check::inputs::keep_unit(units, |u| u.name(), name);
        if !keep(&mut seed_units) || !keep(&mut mutant_units) {
            return bad_input(format!("--query {name}: the seed and the mutant do not both have a query of that name"));
        }
    }
    // Twins by name; the pairs whose unperturbed answers differ (every pair when none does).
    let (seed_units, mutant_units) = compared_sets(&seed_units, &mutant_units, &tool, &cfg, &cache)?;
    let pairs = sampling::twins(&seed_units, &mutant_units);
    if pairs.is_empty() {
        return bad_input(format!("{seed_file} and {file} have no VC of the same name to compare"));
    }
    req.progress.lazy(|| format!("{file}: {} pair(s) of queries compared with {seed_file}", pairs.len()));
    let note = |f: &dyn Fn() -> String| req.progress.lazy(f);
    let before_blame = within(req, &cfg, crate::explain::deadline::SAMPLING);
    let sampler = sampler(req, &tool, &cache, &before_blame, &note);
    let clock = Instant::now();
    let sampled = pool.install(|| sampling::pairs(sampler, &pairs))?;
    let worse = sampling::worse(&sampled);
    let failures = Failures::merged(&worse.iter().map(|(_, m)| m).collect::<Vec<_>>());
    let seed_twin = Twin { boogie: &seed, units: &seed_units };
    let mutant_twin = Twin { boogie: &mutant, units: &mutant_units };
    let (seed_side, mutant_side) = (seed_twin.side(), mutant_twin.side());
    let compared = compared(&worse, seed_side, mutant_side);
    let both: Vec<&Profiled> = compared.iter().map(|(_, _, both)| both).collect();
    let blame = blamed(&both, ALPHA, |i, e, q| {
        let (ds, dm, _) = &compared[i];
        locate_in_finding(e, q, (ds, dm), seed_side, mutant_side, &seed_file, &file)
    });
    let sampling_s = clock.elapsed().as_secs_f64();
    // The unsat core of each explained query, mapped to the mutant's declarations, measured
    // after the repairs (as for a program).
    let found = InFinding {
        seed: seed_twin,
        mutant: mutant_twin,
        seed_file: &seed_file,
        file: &file,
        sampled: &sampled,
        worse: &worse,
        blame: &blame,
        failure: failures.kind(),
    };
    let note = |s: String| req.progress.lazy(|| s);
    let measuring = |deadline| Ok(Measure { deadline, ..measure(req, &vcs, &tool, &cfg, &cache, &pool, &note)? });
    let mut repaired = pool.install(|| repairing::finding(repairing(req, &tool, &cache, &cfg), &found, measuring))?;
    let core = cores_after(req, &cfg, &mut repaired, |cfg| {
        let pairs = finding_evidence::with_units(&worse, seed_twin, mutant_twin);
        pool.install(|| finding_cores(&tool.solver, &cache, cfg, &pairs, seed_side, mutant_side, &req.out))
    });
    repaired.notes.extend(cut_notes(sampled.iter().flat_map(|(s, m)| [s, m])));
    repaired.notes.push(finding_note(&file));
    let found = found_in_finding(seed_file, file, &sampled, &worse, &cfg, (failures, blame, core));
    write_explanation(req, &cfg, &tool, found, Repaired { instances: Vec::new(), ..repaired }, sampling_s)
}
