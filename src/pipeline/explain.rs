//! The explain pipeline (`wobble explain`, docs/explain.md): a Boogie program's VCs (extracted
//! once) or a verifier's `.smt2` units are sampled as `wobble stability` samples them, with z3's
//! quantifier profile in every run ([`crate::explain::sample`]); each unstable query's passing
//! and failing runs are compared per quantifier ([`crate::explain::blame`]) and the blamed
//! quantifiers mapped to the user's source ([`crate::explain::source`]). Each unstable query gets
//! the unsat core of a passing run, pruned and measured ([`crate::explain::core`]), and the
//! union of the cores of several passing runs (for pruning). A Boogie program's repairs are
//! made, ranked, checked, measured, paired and confirmed by Boogie in
//! [`crate::explain::bpl_repair`]; an `.smt2` subject's in [`crate::explain::smt_repair`]. Writes
//! `OUT/explain.json`, `OUT/core/` and `OUT/repairs/`.
//!
//! A finding (`--seed S --mutant M`, [`ExplainRequest::mutant`]): both programs' VCs are paired by
//! name, the pairs whose unperturbed answers differ are sampled (every pair when none differ), the
//! seed's twin for its passing runs and the mutant's for its failing runs, under the same dice;
//! the two sides are compared per declaration ([`crate::explain::finding`]), and the repairs are
//! edits of the mutant, applied to the seed as well when they apply there. With `--rlimit N` the extracting Boogie gets `/rlimit:N` (the queries
//! carry it) and a `.smt2` subject's z3 gets `rlimit=N` (a file's own `:rlimit` still wins).

use super::vcs::{Sampling, VcContext, VcSource};
use super::{create_out_dir, pool, Progress};
use crate::error::{bad_input, FileError, Result};
use crate::explain::blame::{blame_family, Direction, QuantifierBlame};
use crate::explain::bpl_repair::{
    add_triggers, assert_instances, candidates, drop_irrelevant, prune_to_core, Candidate, Measure, Repairs, Source,
};
use crate::explain::core::core_unions;
use crate::explain::finding::{declaration_key, find_key, finding_cores, rekey, Declarations, Side};
use crate::explain::instances::{trace_runs, QueryTraces, Traces};
use crate::explain::output::*;
use crate::explain::sample::{sample_profiled, sample_wanted, FailureKind, Failures, Profiled, Want};
use crate::explain::source::{locate, parse_qid, qid_prefix, smt_quantifier_text, Site};
use crate::smt::cache::QueryCache;
use crate::smt::query::Dialect;
use crate::smt::solve::Solver;
use crate::smt::unit::{self, Unit};
use crate::smt::vcs::Extractor;
use crate::stability::findings::compared_sets;
use crate::stability::program::program_queries;
use crate::stability::program::Tool;
use crate::stability::SampleConfig;
use crate::stats::{program_category, Category};
use crate::syntax::ast::{Pos, Program};
use crate::syntax::parse_program;
use crate::syntax::source::ProgramText;
use rayon::prelude::*;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Family-wise level of the blame tests.
pub const ALPHA: f64 = 0.05;

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

/// A Boogie subject: the file's name as Boogie sees it, its text and AST.
struct Boogie {
    name: String,
    text: String,
    program: Program,
}

impl Boogie {
    /// Reads and parses `path` (`flag` names it in errors); a wobble mutant header is a comment.
    fn read(path: &Path, flag: &str) -> Result<Boogie> {
        if !path.is_file() {
            return bad_input(format!("{flag}{} is not a file", path.display()));
        }
        let text = std::fs::read_to_string(path).map_err(|e| FileError::read(path, e))?;
        let file = path.display().to_string();
        let program = parse_program(&text, &file).map_err(|e| crate::error::BadInput(format!("{flag}{e}")))?;
        let name = path.file_name().map_or_else(|| "program.bpl".into(), |n| n.to_string_lossy().into_owned());
        Ok(Boogie { name, text, program })
    }

    /// Its VCs as units, extracted once.
    fn units(&self, extractor: &Extractor, file: &str) -> Result<Vec<Unit>> {
        let queries = program_queries(
            &extractor.boogie,
            file,
            &ProgramText::single(self.name.clone(), self.text.clone()),
            extractor.timeout,
        )?;
        let mut units = Vec::new();
        for q in &queries {
            let u = Unit::single(&q.name, &q.to_smtlib(Dialect::Z3, None))
                .map_err(|e| crate::error::BadInput(format!("{file}: VC {} could not be read back: {e}", q.name)))?;
            units.push(u);
        }
        Ok(units)
    }

    /// The file as repairs see it, reported as `file`.
    fn source<'a>(&'a self, file: &'a str) -> Source<'a> {
        Source { name: &self.name, text: &self.text, program: &self.program, file }
    }
}

/// The declarations (indices in `program.decls`, a file Boogie saw as `name`) that the united
/// cores `unions` of the queries `explained` come from, and how many cores they unite; `None`
/// when an explained query has no core (its needs are unknown).
fn core_declarations(
    program: &Program,
    name: &str,
    units: &[Unit],
    unions: &[(String, Vec<usize>, usize)],
    explained: &[String],
) -> Option<(BTreeSet<usize>, usize)> {
    let (mut named, mut cores) = (BTreeSet::new(), 0);
    for q in explained {
        let (_, union, n) = unions.iter().find(|(u, _, _)| u == q)?;
        let unit = units.iter().find(|u| u.name() == q)?;
        let assertions = unit.assertions();
        let qids = union.iter().filter_map(|&i| assertions.get(i)).map(|a| a.qids.as_slice());
        named.extend(crate::smt::origin::origins(program, name, qids).0.into_iter().map(|(_, s)| s.decl));
        cores += n;
    }
    Some((named, cores))
}

/// The repairs' measuring for `req`.
fn measure<'a>(
    req: &'a ExplainRequest,
    extractor: &'a Extractor,
    tool: &'a Tool,
    cfg: &'a SampleConfig,
    cache: &'a QueryCache,
    pool: &'a rayon::ThreadPool,
    note: &'a (dyn Fn(String) + Sync),
) -> Measure<'a> {
    Measure {
        extractor,
        tool,
        cfg,
        cache,
        pool,
        out: &req.out,
        max_candidates: req.max_candidates,
        budget: req.budget,
        rlimit: req.vcs.rlimit,
        note,
    }
}

fn query_verdict(p: &Profiled) -> QueryVerdict {
    QueryVerdict {
        query: p.name.clone(),
        category: p.category.to_string(),
        successes: p.verdict_successes(),
        runs: p.verdict_runs(),
        by_method: p
            .tallies
            .iter()
            .map(|(m, t)| MethodCount { method: m.to_string(), successes: t.successes(), runs: t.runs() })
            .collect(),
        extra_runs: (p.runs.len() as u32).saturating_sub(p.verdict_runs()),
        not_applicable: p.not_applicable.clone(),
    }
}

/// The solver of an explanation: z3 (its profiles), with `rlimit=N` for a `.smt2` subject.
fn explain_tool(vcs: &VcContext, is_smt: bool) -> Result<Tool> {
    let mut tool = vcs.solver().clone();
    if tool.solver.kind() != crate::smt::solve::SolverKind::Z3 {
        return bad_input(format!("--solver: explain needs z3's quantifier profiles, not {}", tool.solver.kind()));
    }
    if let (Some(n), true) = (vcs.source.rlimit, is_smt) {
        tool.solver = tool.solver.with_arg(format!("rlimit={n}"));
    }
    Ok(tool)
}

/// Runs `wobble explain`.
pub fn run(req: &ExplainRequest) -> Result<ExplainResult> {
    if let Some(mutant) = &req.mutant {
        return run_finding(req, mutant);
    }
    let cfg = req.sampling.config(req.vcs.timeout)?;
    let is_smt = super::stability::is_smt_file(&req.subject);
    let file = req.subject.display().to_string();
    let vcs = VcContext::build(req.vcs.clone())?;
    let tool = explain_tool(&vcs, is_smt)?;
    // Read everything before any solver runs.
    let (mut units, boogie) = if is_smt {
        (unit::read_file(&req.subject)?, None)
    } else {
        let text = std::fs::read_to_string(&req.subject).map_err(|e| FileError::read(&req.subject, e))?;
        let program = parse_program(&text, &file)?;
        let name = req.subject.file_name().map_or_else(|| "program.bpl".into(), |n| n.to_string_lossy().into_owned());
        (Vec::new(), Some(Boogie { name, text, program }))
    };
    create_out_dir(&req.out)?;
    let cache = QueryCache::new(req.out.join(".cache").join("smt")).replaying_timeouts(req.replay_timeouts);
    let pool = pool(req.jobs)?;
    if let Some(b) = &boogie {
        units = b.units(vcs.extractor()?, &file)?;
        req.progress.lazy(|| format!("{file}: {} queries extracted", units.len()));
    }
    if let Some(name) = &req.query {
        let known: Vec<String> = units.iter().map(|u| u.name().to_string()).collect();
        if !crate::check::inputs::keep_unit(&mut units, |u| u.name(), name) {
            return bad_input(format!(
                "--query {name}: {file} has no query of that name (it has {})",
                known.join(", ")
            ));
        }
    }
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
    let category = program_category(sampled.iter().map(|p| p.category));
    let unstable: Vec<&Profiled> = sampled.iter().filter(|p| p.category == Category::Unstable).collect();
    let failures = merged_failures(&unstable);
    let mut notes = Vec::new();
    let (mut entries, mut no_blame, mut sites): (Vec<BlameEntry>, Vec<NoBlame>, Vec<(BlameEntry, Site)>) =
        (Vec::new(), Vec::new(), Vec::new());
    // Holm over every quantifier tested in every unstable query.
    let blames = blame_family(&unstable, ALPHA);
    for (p, b) in unstable.iter().zip(&blames) {
        if b.significant.is_empty() {
            no_blame.push(NoBlame::of(&p.name, b));
        }
        let unit = units.iter().find(|u| u.name() == p.name);
        for q in &b.significant {
            let mut e = entry(&p.name, q, b.family);
            let mut site = None;
            match (&boogie, parse_qid(&q.qid)) {
                (Some(bg), Some((prefix, line, col))) if prefix == qid_prefix(&bg.name) => {
                    e.file = file.clone();
                    e.line = line;
                    e.col = col;
                    if let Some(s) = locate(&bg.program, line, col) {
                        e.item = s.kind.as_str().into();
                        e.text = s.text.clone();
                        site = Some(s);
                    }
                }
                _ if is_smt => {
                    if let Some(a) = unit.and_then(|u| {
                        u.assertions().into_iter().find(|a| a.qids.iter().any(|x| x.trim_matches('|') == e.qid)).map(
                            |a| {
                                let whole = &u.text()[a.span.clone()];
                                (smt_quantifier_text(whole, &e.qid).unwrap_or(whole).to_string(), a.line)
                            },
                        )
                    }) {
                        e.file = file.clone();
                        e.line = a.1 as u32;
                        e.col = 1;
                        e.item = "assertion".into();
                        e.text = a.0.chars().take(2000).collect();
                    }
                }
                _ => {}
            }
            if let Some(s) = site {
                sites.push((e.clone(), s));
            }
            entries.push(e);
        }
    }
    for (i, e) in entries.iter_mut().enumerate() {
        e.rank = i + 1;
    }
    if is_smt && entries.iter().any(|e| parse_qid(&e.qid).is_some()) {
        notes.push(
            "qids of the form NAME.LINE:COL are Boogie's source positions (in the .bpl that Boogie or Dafny verified; \
             Dafny's own .dfy positions are not in the VC)"
                .into(),
        );
    }
    // The pruned core is measured beside the repairs: both are mostly runs that wait on a time
    // limit, and neither needs the other.
    let found_and_repaired = || -> Result<Repaired> {
        let mut r = Repaired::default();
        // The cores of several passing runs, united, for pruning.
        let unions = if req.max_candidates > 0 {
            pool.install(|| core_unions(&tool.solver, &cache, &units, &unstable, &cfg, false))
        } else {
            Vec::new()
        };
        // Instances passing runs made and failing runs missed, from z3's trace of the sampling's
        // runs (fast unknowns only: a run that times out in a matching loop has a trace of its size).
        let less: Vec<(String, String)> = entries
            .iter()
            .filter(|e| e.direction == Direction::LessWhenFailing)
            .map(|e| (e.query.clone(), e.qid.clone()))
            .collect();
        let traced = if req.max_candidates > 0 && failures.kind() == FailureKind::FastUnknown {
            pool.install(|| {
                crate::explain::instances::trace_queries(&tool.solver, &cache, &units, &unstable, &less, &cfg)
            })
        } else {
            Vec::new()
        };
        let mut instances = crate::explain::instances::find(&traced);
        let triggers = crate::explain::trigger::find(&traced);
        match &boogie {
            Some(bg) => crate::explain::instances::write_boogie(&mut instances, &bg.program, |query, qid| {
                sites.iter().find(|(e, _)| e.query == query && e.qid == qid).map(|(_, s)| &s.quantifier)
            }),
            None => crate::explain::smt_repair::write_smt(&mut instances, &units),
        }
        r.instances = crate::explain::instances::keep(instances);
        let explained: Vec<String> = unstable.iter().map(|p| p.name.clone()).collect();
        if let (Some(bg), false) = (&boogie, unstable.is_empty()) {
            if req.max_candidates > 0 {
                let original: Vec<(String, Category)> = sampled.iter().map(|p| (p.name.clone(), p.category)).collect();
                let src = bg.source(&file);
                let mut extra: Vec<Candidate> = add_triggers(&src, &triggers, &sites, &mut r.notes);
                extra.extend(assert_instances(&src, &r.instances));
                if let Some((named, cores)) = core_declarations(&bg.program, &bg.name, &units, &unions, &explained) {
                    extra.extend(prune_to_core(&src, &named, cores));
                }
                extra.extend(drop_irrelevant(&src));
                let candidates = candidates(&src, &sites, failures.kind(), extra);
                if candidates.is_empty() {
                    r.notes.push(NO_CANDIDATE.into());
                }
                let note = |s: String| req.progress.lazy(|| s);
                let m = measure(req, vcs.extractor()?, &tool, &cfg, &cache, &pool, &note);
                r.done = m.repairs(&src, None, candidates, &original, &explained)?;
            }
        } else if is_smt && !unstable.is_empty() {
            let (repairs, rejected, runs) = pool.install(|| {
                crate::explain::smt_repair::run(&crate::explain::smt_repair::SmtRepairs {
                    solver: &tool.solver,
                    cache: &cache,
                    cfg: &cfg,
                    path: &req.subject,
                    file: &file,
                    units: &units,
                    categories: &sampled.iter().map(|p| (p.name.clone(), p.category)).collect::<Vec<_>>(),
                    unstable: &explained,
                    blame: &entries,
                    cores: &unions,
                    failure: failures.kind(),
                    instances: &r.instances,
                    triggers: &triggers,
                    max_candidates: req.max_candidates,
                    budget: req.budget,
                    dir: req.out.join("repairs"),
                })
            })?;
            r.done = Repairs { repairs, rejected, runs };
        }
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
    let Repaired { instances, done, notes: more } = repaired?;
    notes.extend(more);
    let failure_kind = failures.kind();
    let explanation = Explanation {
        subject: if is_smt { Subject::Query { file: file.clone() } } else { Subject::Program { file: file.clone() } },
        file: file.clone(),
        tool: format!("{} {}", tool.label, tool.solver.version()),
        methods: cfg.methods.iter().map(ToString::to_string).collect(),
        samples: cfg.samples,
        rng_seed: cfg.rng_seed,
        timeout_s: cfg.timeout.as_secs_f64(),
        min_runs_per_side: req.min_per_side,
        verdict: Verdict {
            category: category.to_string(),
            test: format!(
                "sequential rule of wobble stability (docs/stability.md), alpha = {ALPHA}, budget {} runs per method",
                cfg.samples
            ),
            queries: sampled.iter().map(query_verdict).collect(),
            explained: unstable.iter().map(|p| p.name.clone()).collect(),
            seed: None,
        },
        failure: failures,
        failure_kind,
        blame: entries,
        blame_test: BlameTest::of(&unstable.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), &blames, ALPHA),
        no_blame,
        core,
        instances,
        repairs: done.repairs,
        rejected_repairs: done.rejected,
        rlimit: req.vcs.rlimit,
        solver_runs: sampled.iter().map(|p| p.runs.len() as u32).sum(),
        repair_runs: done.runs,
        notes,
    };
    write_explanation(&req.out, explanation)
}

const NO_CANDIDATE: &str = "no repair candidate: no blamed quantifier sits in an axiom or requires, has a trigger \
     to narrow, has an instance that traced passing runs made and failing runs missed, or (fast unknowns) can be \
     instantiated with the failing procedure's terms; and no quantified axiom lies outside the passing runs' unsat \
     cores or out of reach of every verified implementation's symbols";

/// What explain found to repair with and the repairs it measured (of one subject).
#[derive(Default)]
struct Repaired {
    instances: Vec<crate::explain::instances::FoundInstance>,
    done: Repairs,
    notes: Vec<String>,
}

/// Writes `OUT/explain.json`.
fn write_explanation(out: &Path, explanation: Explanation) -> Result<ExplainResult> {
    let path = out.join("explain.json");
    let json =
        serde_json::to_string_pretty(&explanation).map_err(|e| FileError::write(&path, std::io::Error::other(e)))?;
    std::fs::write(&path, json + "\n").map_err(|e| FileError::write(&path, e))?;
    Ok(ExplainResult { explanation, path })
}

/// The failing runs of `explained`, counted together.
fn merged_failures(explained: &[&Profiled]) -> Failures {
    let mut failures = Failures::default();
    for p in explained {
        let f = Failures::of(p);
        failures.runs += f.runs;
        failures.timeout += f.timeout;
        failures.resource_limit += f.resource_limit;
        failures.incomplete += f.incomplete;
        failures.sat += f.sat;
        failures.other += f.other;
        for r in f.reasons {
            if !failures.reasons.contains(&r) {
                failures.reasons.push(r);
            }
        }
    }
    failures
}

/// A blame entry for `q` of `query`, without a source position yet.
fn entry(query: &str, q: &QuantifierBlame, family: usize) -> BlameEntry {
    BlameEntry {
        rank: 0,
        query: query.to_string(),
        qid: q.qid.trim_matches('|').to_string(),
        file: String::new(),
        line: 0,
        col: 0,
        item: "unknown".into(),
        text: String::new(),
        passing: (&q.passing).into(),
        failing: (&q.failing).into(),
        direction: q.direction,
        test: crate::explain::blame::TEST.into(),
        family,
        p_value: q.p_value,
        p_adjusted: q.p_adjusted,
        effect: q.effect,
        seed: None,
    }
}

/// `wobble explain --seed S --mutant M` (see the module doc).
fn run_finding(req: &ExplainRequest, mutant_path: &Path) -> Result<ExplainResult> {
    let cfg = req.sampling.config(req.vcs.timeout)?;
    for (flag, p) in [("--seed", req.subject.as_path()), ("--mutant", mutant_path)] {
        if super::stability::is_smt_file(p) {
            return bad_input(format!("{flag} {}: a finding is a pair of Boogie programs", p.display()));
        }
    }
    let seed_file = req.subject.display().to_string();
    let file = mutant_path.display().to_string();
    let seed = Boogie::read(&req.subject, "--seed: ")?;
    let mutant = Boogie::read(mutant_path, "--mutant: ")?;
    let vcs = VcContext::build(req.vcs.clone())?;
    let tool = explain_tool(&vcs, false)?;
    create_out_dir(&req.out)?;
    let cache = QueryCache::new(req.out.join(".cache").join("smt")).replaying_timeouts(req.replay_timeouts);
    let pool = pool(req.jobs)?;
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
                    format!(
                        "  {}: seed {} ({} runs), mutant {} ({} runs)",
                        ps.name,
                        ps.category,
                        ps.runs.len(),
                        pm.category,
                        pm.runs.len()
                    )
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
    let failures = merged_failures(&worse.iter().map(|(_, m)| m).collect::<Vec<_>>());
    let mut entries: Vec<BlameEntry> = Vec::new();
    let mut no_blame = Vec::new();
    let mut sites: Vec<(BlameEntry, Site)> = Vec::new();
    let mut compared = Vec::new();
    for (s, m) in &worse {
        let ds = Declarations::of(&seed.program, &seed.name, s.passing());
        let dm = Declarations::of(&mutant.program, &mutant.name, m.failing());
        let runs: Vec<_> = s.passing().map(|r| rekey(r, &ds)).chain(m.failing().map(|r| rekey(r, &dm))).collect();
        let both = Profiled {
            name: m.name.clone(),
            category: Category::Unstable,
            tallies: Vec::new(),
            runs,
            not_applicable: Vec::new(),
            limits: m.limits,
        };
        compared.push((ds, dm, both));
    }
    // Holm over every quantifier tested in every compared pair.
    let blames = blame_family(&compared.iter().map(|(_, _, both)| both).collect::<Vec<_>>(), ALPHA);
    for ((ds, dm, m), b) in compared.iter().zip(&blames) {
        if b.significant.is_empty() {
            no_blame.push(NoBlame::of(&m.name, b));
        }
        for q in &b.significant {
            let mut e = entry(&m.name, q, b.family);
            let lookup = |d: &Declarations, b: &Boogie| -> Option<(String, Option<Site>)> {
                d.site(&q.qid)
                    .cloned()
                    .or_else(|| find_key(&b.program, &b.text, &b.name, &q.qid).map(|(qid, s)| (qid, Some(s))))
            };
            let on_seed = lookup(ds, &seed);
            let on_mutant = lookup(dm, &mutant);
            // The entry's own position is the mutant's (the program the repairs edit), else the seed's.
            let (qid, site, where_) = match (&on_mutant, &on_seed) {
                (Some((qid, site)), _) => (qid.clone(), site.clone(), &file),
                (None, Some((qid, site))) => (qid.clone(), site.clone(), &seed_file),
                (None, None) => (q.qid.clone(), None, &file),
            };
            e.qid = qid;
            if let Some(site) = &site {
                e.file = where_.clone();
                e.line = site.pos.line;
                e.col = parse_qid(&e.qid).map_or(site.pos.col, |(_, _, c)| c);
                e.item = site.kind.as_str().into();
                e.text = site.text.clone();
            }
            if let (Some((qid, Some(ss))), true) = (&on_seed, on_mutant.is_some()) {
                e.seed = Some(SeedSite {
                    qid: qid.clone(),
                    file: seed_file.clone(),
                    line: ss.pos.line,
                    col: parse_qid(qid).map_or(ss.pos.col, |(_, _, c)| c),
                });
            }
            if let (Some(site), true) = (site, on_mutant.is_some()) {
                sites.push((e.clone(), site));
            }
            entries.push(e);
        }
    }
    for (i, e) in entries.iter_mut().enumerate() {
        e.rank = i + 1;
    }
    // The unsat core of each explained query, mapped to the mutant's declarations, measured
    // beside the repairs (as for a program).
    let repair = || -> Result<Repaired> {
        let mut r = Repaired::default();
        if !worse.is_empty() && req.max_candidates > 0 {
            let original: Vec<(String, Category)> = sampled.iter().map(|(_, m)| (m.name.clone(), m.category)).collect();
            let explained: Vec<String> = worse.iter().map(|(_, m)| m.name.clone()).collect();
            let (src, seed_src) = (mutant.source(&file), seed.source(&seed_file));
            // The cores of the mutant's passing runs, else of the seed's, moved to the mutant.
            let on_mutant: Vec<&Profiled> =
                worse.iter().map(|(_, m)| m).filter(|m| m.passing().next().is_some()).collect();
            let on_seed: Vec<&Profiled> =
                worse.iter().filter(|(_, m)| m.passing().next().is_none()).map(|(s, _)| s).collect();
            let (mu, su) = pool.install(|| {
                (
                    core_unions(&tool.solver, &cache, &mutant_units, &on_mutant, &cfg, true),
                    core_unions(&tool.solver, &cache, &seed_units, &on_seed, &cfg, true),
                )
            });
            let mut extra: Vec<Candidate> = Vec::new();
            let mine: Vec<String> = on_mutant.iter().map(|p| p.name.clone()).collect();
            let theirs: Vec<String> = on_seed.iter().map(|p| p.name.clone()).collect();
            let named = core_declarations(&mutant.program, &mutant.name, &mutant_units, &mu, &mine)
                .zip(core_declarations(&seed.program, &seed.name, &seed_units, &su, &theirs));
            if let Some(((mut named, n), (seed_named, k))) = named {
                // A seed declaration's twin in the mutant, by the identity blame uses.
                for d in seed_named {
                    for (_, site) in seed_quantifiers(&seed.program, d) {
                        if let Some((_, twin)) =
                            find_key(&mutant.program, &mutant.text, &mutant.name, &declaration_key(&site))
                        {
                            named.insert(twin.decl);
                        }
                    }
                }
                extra.extend(prune_to_core(&src, &named, n + k));
            }
            extra.extend(drop_irrelevant(&src));
            if failures.kind() == FailureKind::FastUnknown {
                let traced = pool.install(|| {
                    finding_traces(&tool.solver, &cache, &cfg, &worse, &entries, [&seed_units, &mutant_units])
                });
                let mut found = add_triggers(&src, &crate::explain::trigger::find(&traced), &sites, &mut r.notes);
                found.append(&mut extra);
                extra = found;
            }
            let candidates = candidates(&src, &sites, failures.kind(), extra);
            if candidates.is_empty() {
                r.notes.push(NO_CANDIDATE.into());
            }
            let note = |s: String| req.progress.lazy(|| s);
            let m = measure(req, extractor, &tool, &cfg, &cache, &pool, &note);
            r.done = m.repairs(&src, Some(&seed_src), candidates, &original, &explained)?;
        }
        Ok(r)
    };
    let (core, repaired) = pool.install(|| {
        rayon::join(
            || {
                let pairs: Vec<(&Unit, &Profiled, &Unit, &Profiled)> = worse
                    .iter()
                    .filter_map(|(s, m)| {
                        let su = seed_units.iter().find(|u| u.name() == s.name)?;
                        let mu = mutant_units.iter().find(|u| u.name() == m.name)?;
                        Some((su, s, mu, m))
                    })
                    .collect();
                let seed_side = Side { program: &seed.program, text: &seed.text, name: &seed.name };
                let mutant_side = Side { program: &mutant.program, text: &mutant.text, name: &mutant.name };
                finding_cores(&tool.solver, &cache, &cfg, &pairs, seed_side, mutant_side, &req.out)
            },
            repair,
        )
    });
    let Repaired { done, mut notes, .. } = repaired?;
    notes.push(format!(
        "blame compares the seed's passing runs with the mutant's failing runs of the same queries, under the same \
         perturbations, per declaration (each side's qids located in its own file); positions are the mutant's ({file}), \
         `seed` gives the seed's"
    ));
    let seed_cat = program_category(sampled.iter().map(|(s, _)| s.category));
    let mutant_cat = program_category(sampled.iter().map(|(_, m)| m.category));
    let explanation = Explanation {
        subject: Subject::Finding { seed: seed_file.clone(), mutant: file.clone() },
        file: file.clone(),
        tool: format!("{} {}", tool.label, tool.solver.version()),
        methods: cfg.methods.iter().map(ToString::to_string).collect(),
        samples: cfg.samples,
        rng_seed: cfg.rng_seed,
        timeout_s: cfg.timeout.as_secs_f64(),
        min_runs_per_side: req.min_per_side,
        verdict: Verdict {
            category: mutant_cat.to_string(),
            test: format!(
                "sequential rule of wobble stability (docs/stability.md) on each side, alpha = {ALPHA}, budget {} runs per method",
                cfg.samples
            ),
            queries: sampled.iter().map(|(_, m)| query_verdict(m)).collect(),
            explained: worse.iter().map(|(_, m)| m.name.clone()).collect(),
            seed: Some(SeedVerdict {
                file: seed_file.clone(),
                category: seed_cat.to_string(),
                queries: sampled.iter().map(|(s, _)| query_verdict(s)).collect(),
            }),
        },
        failure: failures,
        failure_kind: merged_failures(&worse.iter().map(|(_, m)| m).collect::<Vec<_>>()).kind(),
        blame: entries,
        blame_test: BlameTest::of(&compared.iter().map(|(_, _, m)| m.name.as_str()).collect::<Vec<_>>(), &blames, ALPHA),
        no_blame,
        repairs: done.repairs,
        rejected_repairs: done.rejected,
        core,
        instances: Vec::new(),
        rlimit: req.vcs.rlimit,
        solver_runs: sampled.iter().map(|(s, m)| (s.runs.len() + m.runs.len()) as u32).sum(),
        repair_runs: done.runs,
        notes,
    };
    write_explanation(&req.out, explanation)
}

/// For each compared pair of a finding (seed, mutant) with blamed quantifiers the mutant's failing
/// runs instantiate less (of `entries`, the first two per pair, each with its twin in the seed):
/// the seed's passing runs and the mutant's failing runs, traced (under the perturbations they
/// were sampled with: both sides draw the dice of the seed query's name).
fn finding_traces(
    solver: &Solver,
    cache: &QueryCache,
    cfg: &SampleConfig,
    worse: &[&(Profiled, Profiled)],
    entries: &[BlameEntry],
    [seed_units, mutant_units]: [&[Unit]; 2],
) -> Vec<QueryTraces> {
    let mut out = Vec::new();
    for (s, m) in worse {
        let qids: Vec<(String, String)> = entries
            .iter()
            .filter(|e| e.query == m.name && e.direction == Direction::LessWhenFailing)
            .filter_map(|e| Some((e.seed.as_ref()?.qid.clone(), e.qid.clone())))
            .take(2)
            .collect();
        let (Some(su), Some(mu)) =
            (seed_units.iter().find(|u| u.name() == s.name), mutant_units.iter().find(|u| u.name() == m.name))
        else {
            continue;
        };
        if qids.is_empty() {
            continue;
        }
        let passing = trace_runs(solver, cache, su, s, cfg, &s.name).passing;
        let failing = trace_runs(solver, cache, mu, m, cfg, &s.name).failing;
        out.push(QueryTraces { query: m.name.clone(), qids, traces: Traces { passing, failing } });
    }
    out
}

/// The quantifiers of declaration `d` of `program`, located (for a declaration's identity).
fn seed_quantifiers(program: &Program, d: usize) -> Vec<(Pos, Site)> {
    let mut out = Vec::new();
    if let Some(decl) = program.decls.get(d) {
        crate::syntax::visit::for_each_expr(decl, &mut |e| {
            if matches!(e.kind, crate::syntax::ast::ExprKind::Quant(_)) {
                if let Some(site) = locate(program, e.pos.line, e.pos.col).filter(|s| s.decl == d) {
                    out.push((e.pos, site));
                }
            }
        });
    }
    out
}
