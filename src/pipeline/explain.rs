//! The explain pipeline (`wobble explain`, docs/explain.md): a Boogie program's VCs (extracted
//! once) or a verifier's `.smt2` units are sampled as `wobble stability` samples them, with z3's
//! quantifier profile in every run ([`crate::explain::sample`]); each unstable query's passing
//! and failing runs are compared per quantifier ([`crate::explain::blame`]) and the blamed
//! quantifiers mapped to the user's source ([`crate::explain::source`]). For a Boogie program,
//! candidate repairs (drop the blamed axiom or `requires`, narrow its trigger) are written as
//! edits of the user's text, checked never to weaken the proof ([`crate::explain::weaken`]), and
//! measured with the rule of `wobble stability` on the whole repaired program; only those that
//! measure stable are reported. Each unstable query also gets the unsat core of a passing run,
//! pruned and measured ([`crate::explain::core`]); an `.smt2` subject gets repairs of its text
//! ([`crate::explain::smt_repair`]). Writes `OUT/explain.json`, `OUT/core/` and `OUT/repairs/`.

use super::vcs::{Sampling, VcContext, VcSource};
use super::{create_out_dir, pool, Progress};
use crate::error::{bad_input, FileError, Result};
use crate::explain::blame::{blame, Direction, TEST};
use crate::explain::output::*;
use crate::explain::sample::{sample_profiled, Failures, Profiled};
use crate::explain::source::{
    drop_item, locate, narrow_trigger, parse_qid, qid_prefix, smt_quantifier_text, trigger_extensions, ItemKind, Site,
};
use crate::explain::weaken;
use crate::smt::cache::QueryCache;
use crate::smt::query::Dialect;
use crate::smt::unit::{self, Unit};
use crate::stability::program::{analyze_program, program_queries, ProgramStability};
use crate::stats::{program_category, Category};
use crate::syntax::ast::Program;
use crate::syntax::parse_program;
use crate::syntax::source::ProgramText;
use rayon::prelude::*;
use std::path::{Path, PathBuf};

/// Family-wise level of the blame tests.
pub const ALPHA: f64 = 0.05;

/// One `wobble explain` invocation.
pub struct ExplainRequest<'a> {
    /// A Boogie program (`.bpl`) or a verifier's SMT-LIB file (`.smt2`, `.smt`).
    pub subject: PathBuf,
    /// Only the query with this name (Boogie's implementation name, a `:boogie-vc-id`, `FILE#k`).
    pub query: Option<String>,
    /// The solver (z3) and the Boogie that extracts the VCs; its timeout is one solver run's.
    pub vcs: VcSource,
    pub sampling: Sampling,
    /// Runs wanted on each side (passing, failing) of an unstable query before blame.
    pub min_per_side: u32,
    /// Most repair candidates measured (0: no repairs).
    pub max_candidates: usize,
    pub out: PathBuf,
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

fn stability_verdicts(p: &ProgramStability) -> Vec<QueryVerdict> {
    p.queries
        .iter()
        .map(|q| QueryVerdict {
            query: q.name.clone(),
            category: q.category.to_string(),
            successes: q.successes(),
            runs: q.runs(),
            by_method: q
                .tallies
                .iter()
                .map(|(m, t)| MethodCount { method: m.to_string(), successes: t.successes(), runs: t.runs() })
                .collect(),
            extra_runs: 0,
            not_applicable: q.not_applicable.iter().map(ToString::to_string).collect(),
        })
        .collect()
}

/// Runs `wobble explain`.
pub fn run(req: &ExplainRequest) -> Result<ExplainResult> {
    let cfg = req.sampling.config(req.vcs.timeout)?;
    let is_smt = super::stability::is_smt_file(&req.subject);
    let file = req.subject.display().to_string();
    let vcs = VcContext::build(req.vcs.clone())?;
    let tool = vcs.solver().clone();
    if tool.solver.kind() != crate::smt::solve::SolverKind::Z3 {
        return bad_input(format!("--solver: explain needs z3's quantifier profiles, not {}", tool.solver.kind()));
    }
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
    let cache = QueryCache::new(req.out.join(".cache").join("smt"));
    let pool = pool(req.jobs)?;
    if let Some(b) = &boogie {
        let extractor = vcs.extractor()?;
        let queries = program_queries(
            &extractor.boogie,
            &file,
            &ProgramText::single(b.name.clone(), b.text.clone()),
            extractor.timeout,
        )?;
        for q in &queries {
            let u = Unit::single(&q.name, &q.to_smtlib(Dialect::Z3, None))
                .map_err(|e| crate::error::BadInput(format!("{file}: VC {} could not be read back: {e}", q.name)))?;
            units.push(u);
        }
        req.progress.lazy(|| format!("{file}: {} queries extracted", units.len()));
    }
    if let Some(name) = &req.query {
        units.retain(|u| u.name() == name);
        if units.is_empty() {
            return bad_input(format!("--query {name}: {file} has no query of that name"));
        }
    }
    // Sample every query with profiles.
    let sampled: Vec<Profiled> = pool.install(|| {
        units
            .par_iter()
            .map(|u| {
                let dir = tempfile::tempdir().map_err(|e| FileError::create(std::env::temp_dir(), e))?;
                let p = sample_profiled(&tool.solver, &cache, u, &cfg, req.min_per_side, dir.path());
                req.progress.lazy(|| format!("  {}: {} ({} runs)", p.name, p.category, p.runs.len()));
                Ok(p)
            })
            .collect::<Result<Vec<_>>>()
    })?;
    let category = program_category(sampled.iter().map(|p| p.category));
    let unstable: Vec<&Profiled> = sampled.iter().filter(|p| p.category == Category::Unstable).collect();
    let mut failures = Failures::default();
    for p in &unstable {
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
    let mut notes = Vec::new();
    let (mut entries, mut no_blame, mut sites): (Vec<BlameEntry>, Vec<NoBlame>, Vec<(BlameEntry, Site)>) =
        (Vec::new(), Vec::new(), Vec::new());
    for p in &unstable {
        let b = blame(p, ALPHA);
        if b.significant.is_empty() {
            no_blame.push(NoBlame {
                query: p.name.clone(),
                passing_runs: b.passing_runs,
                failing_runs: b.failing_runs,
                quantifiers_seen: b.seen,
                quantifiers_tested: b.family,
                mean_rlimit_passing: b.mean_rlimit_passing,
                mean_rlimit_failing: b.mean_rlimit_failing,
            });
        }
        let unit = units.iter().find(|u| u.name() == p.name);
        for q in &b.significant {
            let mut e = BlameEntry {
                rank: 0,
                query: p.name.clone(),
                qid: q.qid.trim_matches('|').to_string(),
                file: String::new(),
                line: 0,
                col: 0,
                item: "unknown".into(),
                text: String::new(),
                passing: (&q.passing).into(),
                failing: (&q.failing).into(),
                direction: q.direction,
                test: TEST.into(),
                family: b.family,
                p_value: q.p_value,
                p_adjusted: q.p_adjusted,
                effect: q.effect,
            };
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
    let core = pool.install(|| {
        let bg = boogie.as_ref().map(|b| (&b.program, b.name.as_str()));
        crate::explain::core::cores(&tool.solver, &cache, &units, &unstable, &cfg, bg, &req.out)
    });
    let mut repairs = Vec::new();
    let mut rejected = Vec::new();
    if let (Some(bg), false) = (&boogie, unstable.is_empty()) {
        if req.max_candidates > 0 {
            let extractor = vcs.extractor()?;
            let original: Vec<(String, Category)> = sampled.iter().map(|p| (p.name.clone(), p.category)).collect();
            let candidates = candidates(bg, &sites);
            if candidates.is_empty() {
                notes.push("no repair candidate: no blamed quantifier sits in an axiom or requires, or has a trigger to narrow".into());
            }
            let mut done_kinds: Vec<String> = Vec::new();
            let mut measured = 0;
            std::fs::create_dir_all(req.out.join("repairs"))
                .map_err(|e| FileError::create(req.out.join("repairs"), e))?;
            for c in candidates {
                if done_kinds.contains(&c.kind) || measured >= req.max_candidates || crate::runner::interrupted() {
                    continue;
                }
                let repaired = match parse_program(&c.text, &file) {
                    Ok(p) => p,
                    Err(e) => {
                        rejected.push(Rejected {
                            kind: c.kind,
                            change: c.change,
                            reason: format!("does not parse: {e}"),
                        });
                        continue;
                    }
                };
                if let Err(w) = weaken::check(&bg.program, &repaired) {
                    rejected.push(Rejected {
                        kind: c.kind,
                        change: c.change,
                        reason: format!("would weaken the proof: {w}"),
                    });
                    continue;
                }
                measured += 1;
                req.progress.lazy(|| format!("measuring repair {}: {}", c.kind, c.change));
                let text = ProgramText::single(bg.name.clone(), c.text.clone());
                let r = pool.install(|| {
                    analyze_program(
                        &extractor.boogie,
                        &file,
                        ".",
                        &text,
                        std::slice::from_ref(&tool),
                        &cfg,
                        &cache,
                        extractor.timeout,
                    )
                })?;
                let Some(ps) = r.into_iter().next() else { continue };
                let ok = ps.queries.iter().all(|q| {
                    q.category == Category::Stable
                        || original.iter().any(|(n, c)| n == &q.name && *c == q.category && *c != Category::Unstable)
                }) && !ps.queries.is_empty();
                if !ok {
                    let cats: Vec<String> = ps
                        .queries
                        .iter()
                        .map(|q| format!("{} {} ({}/{})", q.name, q.category, q.successes(), q.runs()))
                        .collect();
                    rejected.push(Rejected {
                        kind: c.kind,
                        change: c.change,
                        reason: format!("measured not stable: {}", cats.join(", ")),
                    });
                    continue;
                }
                let n = repairs.len() + 1;
                let stem = Path::new(&bg.name)
                    .file_stem()
                    .map_or_else(|| "program".into(), |s| s.to_string_lossy().into_owned());
                let path = req.out.join("repairs").join(format!("{n}-{}", c.kind)).join(&bg.name);
                if let Some(dir) = path.parent() {
                    std::fs::create_dir_all(dir).map_err(|e| FileError::create(dir, e))?;
                }
                std::fs::write(&path, &c.text).map_err(|e| FileError::write(&path, e))?;
                let patch = similar::TextDiff::from_lines(&bg.text, &c.text)
                    .unified_diff()
                    .context_radius(3)
                    .header(&format!("a/{file}"), &format!("b/{file}"))
                    .to_string();
                let patch_path = req.out.join("repairs").join(format!("{n}-{stem}.{}.patch", c.kind));
                std::fs::write(&patch_path, &patch).map_err(|e| FileError::write(&patch_path, e))?;
                done_kinds.push(c.kind.clone());
                repairs.push(Repair {
                    kind: c.kind,
                    change: c.change,
                    program: path.display().to_string(),
                    patch,
                    category: ps.category().to_string(),
                    successes: ps.successes(),
                    runs: ps.runs(),
                    queries: stability_verdicts(&ps),
                    never_weaken: "passed".into(),
                    boogie_3_2: c.boogie_3_2,
                });
            }
        }
    } else if is_smt && !unstable.is_empty() {
        let (r, j) = crate::explain::smt_repair::run(&crate::explain::smt_repair::SmtRepairs {
            solver: &tool.solver,
            cache: &cache,
            cfg: &cfg,
            path: &req.subject,
            file: &file,
            units: &units,
            categories: &sampled.iter().map(|p| (p.name.clone(), p.category)).collect::<Vec<_>>(),
            unstable: &unstable.iter().map(|p| p.name.clone()).collect::<Vec<_>>(),
            blame: &entries,
            cores: &core.iter().map(|c| (c.query.clone(), c.core_assertions.clone())).collect::<Vec<_>>(),
            max_candidates: req.max_candidates,
            dir: req.out.join("repairs"),
        })?;
        repairs.extend(r);
        rejected.extend(j);
    }
    let failure_kind = failures.kind();
    let explanation = Explanation {
        subject: if is_smt { "query".into() } else { "program".into() },
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
        },
        failure: failures,
        failure_kind,
        blame: entries,
        no_blame,
        core,
        repairs,
        rejected_repairs: rejected,
        solver_runs: sampled.iter().map(|p| p.runs.len() as u32).sum(),
        notes,
    };
    let path = req.out.join("explain.json");
    let json =
        serde_json::to_string_pretty(&explanation).map_err(|e| FileError::write(&path, std::io::Error::other(e)))?;
    std::fs::write(&path, json + "\n").map_err(|e| FileError::write(&path, e))?;
    Ok(ExplainResult { explanation, path })
}

/// A repair candidate: an edited text of the user's file.
struct Candidate {
    kind: String,
    change: String,
    text: String,
    boogie_3_2: Option<String>,
}

/// Candidates for the blamed quantifiers that the failing runs instantiate more: drop the axiom
/// or `requires` that holds it, then narrow its trigger by a term its instances create; in
/// blame order, at most three quantifiers.
fn candidates(bg: &Boogie, sites: &[(BlameEntry, Site)]) -> Vec<Candidate> {
    let mut drops = Vec::new();
    let mut narrows = Vec::new();
    for (e, s) in sites.iter().filter(|(e, _)| e.direction == Direction::MoreWhenFailing).take(3) {
        if s.kind.is_assumption() {
            if let Some(text) = drop_item(&bg.text, s) {
                let (kind, hide) = if s.kind == ItemKind::Axiom {
                    ("drop-axiom", Some("mark the axiom `hideable` and `hide` it in the procedures that do not need it (or attach it to a function with `uses`)".to_string()))
                } else {
                    ("drop-requires", None)
                };
                drops.push(Candidate {
                    kind: kind.into(),
                    change: format!("delete the {} at line {} ({})", s.kind.as_str(), e.line, e.qid),
                    text,
                    boogie_3_2: hide,
                });
            }
        }
        for term in trigger_extensions(&s.quantifier).into_iter().take(2) {
            if let Some(text) = narrow_trigger(&bg.text, s, &term) {
                narrows.push(Candidate {
                    kind: "narrow-trigger".into(),
                    change: format!("add `{term}` to the trigger of the quantifier at line {} ({})", e.line, e.qid),
                    text,
                    boogie_3_2: None,
                });
            }
        }
    }
    drops.into_iter().chain(narrows).collect()
}
