//! The explain pipeline (`wobble explain`, docs/explain.md), the flow only: a Boogie program's
//! VCs (extracted once, [`crate::explain::program`]) or a verifier's `.smt2` units are sampled
//! with z3's quantifier profile in every run ([`crate::explain::sample`]); the unstable queries'
//! quantifiers are blamed and located in the user's file ([`crate::explain::located`]); each
//! unstable query gets its unsat cores ([`crate::explain::core`]); and the repairs of the subject
//! go through the one loop ([`crate::explain::engine`]). Writes `OUT/explain.json`, `OUT/core/`
//! and `OUT/repairs/`, one output builder for every subject ([`write_explanation`]).
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
use crate::explain::bpl_repair::{Before, Measure};
use crate::explain::core::core_unions;
use crate::explain::deadline::Deadline;
use crate::explain::engine::Repairs;
use crate::explain::evidence::gather;
use crate::explain::finding::Side;
use crate::explain::finding::{compared, finding_cores, finding_traces, locate_in_finding, mutant_core_declarations};
use crate::explain::instances::FoundInstance;
use crate::explain::located::{blamed, in_program, in_query, Blamed};
use crate::explain::output::*;
use crate::explain::program::{core_declarations, Boogie};
use crate::explain::program_edits::{candidates, ProgramInputs};
use crate::explain::proofs::{ProofReport, QueryProof};
use crate::explain::sample::{sample_profiled, sample_wanted, FailureKind, Failures, Profiled, Want};
use crate::explain::source::parse_qid;
use crate::smt::solving::cache::QueryCache;
use crate::smt::text::unit::{self, Unit};
use crate::stability::program::Tool;
use crate::stability::SampleConfig;
use crate::stats::{program_category, Category};
use rayon::prelude::*;
use std::path::{Path, PathBuf};

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

/// The repairs' measuring of a Boogie subject for `req`.
fn measure<'a>(
    req: &'a ExplainRequest,
    vcs: &'a VcContext,
    tool: &'a Tool,
    cfg: &'a SampleConfig,
    cache: &'a QueryCache,
    pool: &'a rayon::ThreadPool,
    note: &'a (dyn Fn(String) + Sync),
) -> Result<Measure<'a>> {
    let (max_candidates, budget, rlimit, out) = (req.max_candidates, req.budget, req.vcs.rlimit, &req.out);
    let deadline = req.deadline;
    Ok(Measure {
        extractor: vcs.extractor()?,
        tool,
        cfg,
        cache,
        pool,
        out,
        max_candidates,
        budget,
        deadline,
        rlimit,
        note,
    })
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
    let sampled: Vec<Profiled> = pool.install(|| {
        units
            .par_iter()
            .map(|u| {
                let dir = tempfile::tempdir().map_err(|e| FileError::create(std::env::temp_dir(), e))?;
                let mut p = sample_profiled(&tool.solver, &cache, u, &cfg, req.min_per_side, dir.path());
                if let (Some(n), true) = (req.vcs.rlimit, is_smt) {
                    // z3's `rlimit=N`; a file's own `:rlimit` wins.
                    p.limits.rlimit.get_or_insert(n);
                }
                req.progress.lazy(|| format!("  {}: {} ({} runs)", p.name, p.category, p.runs.len()));
                Ok(p)
            })
            .collect::<Result<Vec<_>>>()
    })?;
    let unstable: Vec<&Profiled> = sampled.iter().filter(|p| p.category == Category::Unstable).collect();
    let failures = Failures::merged(&unstable);
    let blame = blamed(&unstable, ALPHA, |i, e, q| match &boogie {
        Some(bg) => in_program(&bg.program, &bg.name, &file, e, q),
        None => {
            in_query(units.iter().find(|u| u.name() == unstable[i].name), &file, e);
            None
        }
    });
    let explained: Vec<String> = unstable.iter().map(|p| p.name.clone()).collect();
    let original: Vec<(String, Category)> = sampled.iter().map(|p| (p.name.clone(), p.category)).collect();
    // The pruned core is measured beside the repairs: both are mostly runs that wait on a time
    // limit, and neither needs the other.
    let found_and_repaired = || -> Result<Repaired> {
        let mut r = Repaired::default();
        if req.max_candidates == 0 {
            return Ok(r);
        }
        let program = boogie.as_ref().map(|b| &b.program);
        let ev = pool.install(|| {
            let deadline = req.deadline.share(0.5);
            gather(&tool.solver, &cache, &units, &unstable, &blame, &cfg, failures.kind(), program, deadline)
        });
        r.notes.extend(ev.skipped.iter().cloned());
        r.instances = ev.instances.clone();
        r.proofs = ev.proofs.iter().map(QueryProof::report).collect();
        if unstable.is_empty() {
            return Ok(r);
        }
        let Some(bg) = &boogie else {
            r.done = pool.install(|| {
                crate::explain::query_repair::run(&crate::explain::query_repair::QueryRepairs {
                    solver: &tool.solver,
                    cache: &cache,
                    cfg: &cfg,
                    path: &req.subject,
                    file: &file,
                    units: &units,
                    categories: &original,
                    unstable: &explained,
                    blame: &blame.entries,
                    cores: &ev.cores,
                    failure: failures.kind(),
                    instances: &ev.instances,
                    triggers: &ev.triggers,
                    proofs: &ev.proofs,
                    volumes: &ev.volumes,
                    unrepaired: tallied(&unstable),
                    max_candidates: req.max_candidates,
                    budget: req.budget,
                    deadline: req.deadline,
                    dir: req.out.join("repairs"),
                })
            })?;
            return Ok(r);
        };
        let src = bg.source(&file);
        let core = core_declarations(&bg.program, &bg.name, &units, &ev.cores, &explained);
        let (failure, sites, instances, volume) = (failures.kind(), &blame.sites, &ev.instances, ev.volume());
        let inputs = ProgramInputs {
            src,
            sites,
            failure,
            triggers: &ev.triggers,
            instances,
            core,
            proofs: &ev.proofs,
            volume: &volume,
        };
        let candidates = candidates(&inputs, &mut r.notes);
        let note = |s: String| req.progress.lazy(|| s);
        r.done = repair(
            measure(req, &vcs, &tool, &cfg, &cache, &pool, &note)?,
            &src,
            None,
            candidates,
            Before { original: &original, explained: &explained, unrepaired: tallied(&unstable) },
            &mut r.notes,
        )?;
        Ok(r)
    };
    let (core, repaired) = pool.install(|| {
        rayon::join(
            || {
                let bg = boogie.as_ref().map(|b| (&b.program, b.name.as_str()));
                crate::explain::core::cores(&tool.solver, &cache, &units, &unstable, &cfg, bg, &req.out)
            },
            found_and_repaired,
        )
    });
    let mut notes = Vec::new();
    if is_smt && blame.entries.iter().any(|e| parse_qid(&e.qid).is_some()) {
        notes.push(
            "qids of the form NAME.LINE:COL are Boogie's source positions (in the .bpl that Boogie or Dafny verified; \
             Dafny's own .dfy positions are not in the VC)"
                .into(),
        );
    }
    let verdict = Verdict {
        category: program_category(sampled.iter().map(|p| p.category)).to_string(),
        test: format!(
            "sequential rule of wobble stability (docs/stability.md), alpha = {ALPHA}, budget {} runs per method",
            cfg.samples
        ),
        queries: sampled.iter().map(QueryVerdict::from).collect(),
        explained,
        seed: None,
    };
    let subject = if is_smt { Subject::Query { file: file.clone() } } else { Subject::Program { file: file.clone() } };
    let solver_runs = sampled.iter().map(|p| p.runs.len() as u32).sum();
    let found = Found { subject, file, verdict, failures, blame, core, solver_runs, notes };
    write_explanation(req, &cfg, &tool, found, repaired?)
}

const NO_CANDIDATE: &str = "no repair candidate: no blamed quantifier sits in an axiom or requires, has a trigger \
     to narrow, has an instance that traced passing runs made and failing runs missed, or (fast unknowns) can be \
     instantiated with the failing procedure's terms; and no quantified axiom lies outside the passing runs' unsat \
     cores or out of reach of every verified implementation's symbols";

/// The explained queries' successes and runs of their verdicts (a repair's baseline).
fn tallied(explained: &[&Profiled]) -> (u32, u32) {
    explained.iter().fold((0, 0), |(s, n), p| (s + p.verdict_successes(), n + p.verdict_runs()))
}

/// The repairs of a Boogie program `src` (a finding's mutant, with its `seed`) from the ranked
/// `candidates`, measured by `m` against the queries' categories, the explained ones and their
/// tally before; a note when there is no candidate.
fn repair(
    m: Measure,
    src: &crate::explain::bpl_repair::Source,
    seed: Option<&crate::explain::bpl_repair::Source>,
    candidates: Vec<crate::explain::candidate::Candidate>,
    before: Before,
    notes: &mut Vec<String>,
) -> Result<Repairs> {
    if candidates.is_empty() {
        notes.push(NO_CANDIDATE.into());
    }
    m.repairs(src, seed, candidates, before)
}

/// What explain found to repair with and the repairs it measured (of one subject).
#[derive(Default)]
struct Repaired {
    instances: Vec<FoundInstance>,
    proofs: Vec<ProofReport>,
    done: Repairs,
    notes: Vec<String>,
}

/// What an explanation found before its repairs, for [`write_explanation`].
struct Found {
    subject: Subject,
    file: String,
    verdict: Verdict,
    failures: Failures,
    blame: Blamed,
    core: Vec<crate::explain::core::CoreReport>,
    solver_runs: u32,
    notes: Vec<String>,
}

/// Writes `OUT/explain.json` of any subject: what it `found`, then what was `repaired`.
fn write_explanation(
    req: &ExplainRequest,
    cfg: &SampleConfig,
    tool: &Tool,
    found: Found,
    repaired: Repaired,
) -> Result<ExplainResult> {
    let Found { subject, file, verdict, failures, blame, core, solver_runs, mut notes } = found;
    notes.extend(repaired.notes);
    let explanation = Explanation {
        subject,
        file,
        tool: format!("{} {}", tool.label, tool.solver.version()),
        methods: cfg.methods.iter().map(ToString::to_string).collect(),
        samples: cfg.samples,
        rng_seed: cfg.rng_seed,
        timeout_s: cfg.timeout.as_secs_f64(),
        min_runs_per_side: req.min_per_side,
        verdict,
        failure_kind: failures.kind(),
        failure: failures,
        blame: blame.entries,
        blame_test: blame.test,
        no_blame: blame.no_blame,
        core,
        instances: repaired.instances,
        proofs: repaired.proofs,
        repairs: repaired.done.repairs,
        rejected_repairs: repaired.done.rejected,
        rlimit: req.vcs.rlimit,
        solver_runs,
        repair_runs: repaired.done.runs,
        notes,
    };
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
    let pairs: Vec<(&Unit, &Unit)> =
        seed_units.iter().filter_map(|s| mutant_units.iter().find(|m| m.name() == s.name()).map(|m| (s, m))).collect();
    if pairs.is_empty() {
        return bad_input(format!("{seed_file} and {file} have no VC of the same name to compare"));
    }
    req.progress.lazy(|| format!("{file}: {} pair(s) of queries compared with {seed_file}", pairs.len()));
    let sampled: Vec<(Profiled, Profiled)> = pool.install(|| {
        pairs
            .par_iter()
            .map(|(s, m)| {
                let dir = tempfile::tempdir().map_err(|e| FileError::create(std::env::temp_dir(), e))?;
                let dice = Some(s.name().to_string());
                let want = |passing, failing| Want { passing, failing, only_unstable: false, dice: dice.clone() };
                let ps = sample_wanted(&tool.solver, &cache, s, &cfg, &want(req.min_per_side, 0), dir.path());
                let pm = sample_wanted(&tool.solver, &cache, m, &cfg, &want(0, req.min_per_side), dir.path());
                req.progress.lazy(|| {
                    let (n, sc, sr, mc, mr) = (&ps.name, ps.category, ps.runs.len(), pm.category, pm.runs.len());
                    format!("  {n}: seed {sc} ({sr} runs), mutant {mc} ({mr} runs)")
                });
                Ok((ps, pm))
            })
            .collect::<Result<Vec<_>>>()
    })?;
    let rate = |p: &Profiled| f64::from(p.verdict_successes()) / f64::from(p.verdict_runs().max(1));
    // The mutant does worse on a pair when the seed passed at all, the mutant failed at all, and
    // the mutant's success rate is below the seed's.
    let worse: Vec<&(Profiled, Profiled)> = sampled
        .iter()
        .filter(|(s, m)| s.passing().next().is_some() && m.failing().next().is_some() && rate(m) < rate(s))
        .collect();
    let failures = Failures::merged(&worse.iter().map(|(_, m)| m).collect::<Vec<_>>());
    let seed_side = Side { program: &seed.program, text: &seed.text, name: &seed.name };
    let mutant_side = Side { program: &mutant.program, text: &mutant.text, name: &mutant.name };
    let compared = compared(&worse, seed_side, mutant_side);
    let both: Vec<&Profiled> = compared.iter().map(|(_, _, both)| both).collect();
    let blame = blamed(&both, ALPHA, |i, e, q| {
        let (ds, dm, _) = &compared[i];
        locate_in_finding(e, q, (ds, dm), seed_side, mutant_side, &seed_file, &file)
    });
    // The unsat core of each explained query, mapped to the mutant's declarations, measured
    // beside the repairs (as for a program).
    let repair_finding = || -> Result<Repaired> {
        let mut r = Repaired::default();
        if worse.is_empty() || req.max_candidates == 0 {
            return Ok(r);
        }
        let original: Vec<(String, Category)> = sampled.iter().map(|(_, m)| (m.name.clone(), m.category)).collect();
        let explained: Vec<String> = worse.iter().map(|(_, m)| m.name.clone()).collect();
        let (src, seed_src) = (mutant.source(&file), seed.source(&seed_file));
        // The cores of the mutant's passing runs, else of the seed's, moved to the mutant.
        let on_mutant: Vec<&Profiled> = worse.iter().map(|(_, m)| m).filter(|m| m.passing().next().is_some()).collect();
        let on_seed: Vec<&Profiled> =
            worse.iter().filter(|(_, m)| m.passing().next().is_none()).map(|(s, _)| s).collect();
        let (mu, su) = pool.install(|| {
            (
                core_unions(&tool.solver, &cache, &mutant_units, &on_mutant, &cfg, true),
                core_unions(&tool.solver, &cache, &seed_units, &on_seed, &cfg, true),
            )
        });
        let mine: Vec<String> = on_mutant.iter().map(|p| p.name.clone()).collect();
        let theirs: Vec<String> = on_seed.iter().map(|p| p.name.clone()).collect();
        let core = core_declarations(&mutant.program, &mutant.name, &mutant_units, &mu, &mine)
            .zip(core_declarations(&seed.program, &seed.name, &seed_units, &su, &theirs))
            .map(|((named, n), (seed_named, k))| {
                (mutant_core_declarations(named, seed_named, seed_side, mutant_side), n + k)
            });
        let triggers = if failures.kind() == FailureKind::FastUnknown {
            let units = [seed_units.as_slice(), mutant_units.as_slice()];
            crate::explain::trigger::find(
                &pool.install(|| finding_traces(&tool.solver, &cache, &cfg, &worse, &blame.entries, units)),
            )
        } else {
            Vec::new()
        };
        let (failure, sites) = (failures.kind(), &blame.sites);
        let inputs =
            ProgramInputs { src, sites, failure, triggers: &triggers, instances: &[], core, proofs: &[], volume: &[] };
        let candidates = candidates(&inputs, &mut r.notes);
        let note = |s: String| req.progress.lazy(|| s);
        r.done = repair(
            measure(req, &vcs, &tool, &cfg, &cache, &pool, &note)?,
            &src,
            Some(&seed_src),
            candidates,
            Before {
                original: &original,
                explained: &explained,
                unrepaired: tallied(&worse.iter().map(|(_, m)| m).collect::<Vec<_>>()),
            },
            &mut r.notes,
        )?;
        Ok(r)
    };
    let (core, repaired) = pool.install(|| {
        rayon::join(
            || {
                let pairs: Vec<(&Unit, &Profiled, &Unit, &Profiled)> = (worse.iter())
                    .filter_map(|(s, m)| {
                        let su = seed_units.iter().find(|u| u.name() == s.name)?;
                        Some((su, s, mutant_units.iter().find(|u| u.name() == m.name)?, m))
                    })
                    .collect();
                finding_cores(&tool.solver, &cache, &cfg, &pairs, seed_side, mutant_side, &req.out)
            },
            repair_finding,
        )
    });
    let mut repaired = repaired?;
    repaired.notes.push(format!(
        "blame compares the seed's passing runs with the mutant's failing runs of the same queries, under the same \
         perturbations, per declaration (each side's qids located in its own file); positions are the mutant's ({file}), \
         `seed` gives the seed's"
    ));
    let verdict = Verdict {
        category: program_category(sampled.iter().map(|(_, m)| m.category)).to_string(),
        test: format!(
            "sequential rule of wobble stability (docs/stability.md) on each side, alpha = {ALPHA}, budget {} runs per method",
            cfg.samples
        ),
        queries: sampled.iter().map(|(_, m)| QueryVerdict::from(m)).collect(),
        explained: worse.iter().map(|(_, m)| m.name.clone()).collect(),
        seed: Some(SeedVerdict {
            file: seed_file.clone(),
            category: program_category(sampled.iter().map(|(s, _)| s.category)).to_string(),
            queries: sampled.iter().map(|(s, _)| QueryVerdict::from(s)).collect(),
        }),
    };
    let subject = Subject::Finding { seed: seed_file, mutant: file.clone() };
    let solver_runs = sampled.iter().map(|(s, m)| (s.runs.len() + m.runs.len()) as u32).sum();
    let found = Found { subject, file, verdict, failures, blame, core, solver_runs, notes: Vec::new() };
    write_explanation(req, &cfg, &tool, found, Repaired { instances: Vec::new(), ..repaired })
}
