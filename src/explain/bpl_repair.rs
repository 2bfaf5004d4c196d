//! Repairs of a Boogie program (a subject, or a finding's mutant) as a [`Subject`] of the one
//! loop ([`super::engine`]): a candidate ([`super::program_edits`]) is parsed and checked never
//! to weaken the proof, measured on the whole repaired program with the rule of
//! `wobble stability` (the explained queries first, [`staged`]), checked again on the final
//! patch, and confirmed by Boogie under reseeds ([`super::confirm`]) before it is reported. A
//! finding's repair is applied to its seed as well ([`super::patch::LineEdit::transplant`]).

use super::accept::{second_look, Acceptance};
use super::baseline::Baseline;
use super::candidate::Candidate;
use super::confirm::{confirm, Confirmation};
use super::engine::{
    self, dropped_requires, program_weakened, unanswered, write, Limits, Look, Outcome, Repairs, Subject,
};
use super::output::{QueryVerdict, Rejected, Repair, SeedRepair};
use super::patch::{apply_unified, unified, LineEdit};
pub use super::program_edits::Source;
use super::sample::FailureKind;
use crate::error::{FileError, Result};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::vcs::Extractor;
use crate::smt::text::query::{Dialect, Query};
use crate::smt::text::unit::Unit;
use crate::stability::program::{add_joint_runs, program_queries, sample_queries, ProgramStability, Tool};
use crate::stability::{QueryStability, SampleConfig};
use crate::stats::Category;
use crate::syntax::ast::Program;
use crate::syntax::parse_program;
use crate::syntax::source::ProgramText;
use rayon::prelude::*;
use std::path::Path;

/// What measuring candidates needs.
pub struct Measure<'a> {
    pub extractor: &'a Extractor,
    pub tool: &'a Tool,
    pub cfg: &'a SampleConfig,
    pub cache: &'a QueryCache,
    pub pool: &'a rayon::ThreadPool,
    /// `OUT`: repairs go to `OUT/repairs/`.
    pub out: &'a Path,
    /// `--max-candidates`: single candidates measured at most.
    pub max_candidates: usize,
    /// `--budget`: solver and Boogie runs the repairs may make (a measurement starts only while
    /// runs are left).
    pub budget: u64,
    /// `--time-budget`.
    pub deadline: super::deadline::Deadline,
    /// `--rlimit`, recorded with Boogie's runs (the configuration's Boogie carries it).
    pub rlimit: Option<u64>,
    /// A progress line.
    pub note: &'a (dyn Fn(String) + Sync),
}

/// The queries' successes of their runs, and the joint runs' extra solver runs when there were
/// any (`160/162 runs, and 54 joint runs`).
fn counted(ps: &ProgramStability) -> String {
    match ps.joint.as_ref().map_or(0, |j| j.extra_runs) {
        0 => format!("{}/{} runs", ps.successes(), ps.query_runs()),
        n => format!("{}/{} runs, and {n} joint runs", ps.successes(), ps.query_runs()),
    }
}

/// The verdicts' counts of a measured program.
fn summary(ps: &ProgramStability) -> String {
    let cats: Vec<String> =
        ps.queries.iter().map(|q| format!("{} {} ({}/{})", q.name, q.category, q.successes(), q.runs())).collect();
    cats.join(", ")
}

impl Measure<'_> {
    /// Checks and measures `candidates` (ranked edits of `src`) in the one loop
    /// ([`engine::run`]). A repair is reported when every query of the repaired program measures
    /// `stable` (or keeps the category it had in `original` when it is not one of the
    /// `explained` queries), the implementations that lost a `requires` measure `stable`, the
    /// final patch passes the never-weaken check, and Boogie verifies every reseeded run; for a
    /// finding, it is applied to `seed` too. `failure`, the explained queries' failures' kind,
    /// orders the candidates after a part of a repair ([`engine::run`]).
    pub fn repairs(
        &self,
        src: &Source,
        seed: Option<&Source>,
        candidates: Vec<Candidate>,
        before: Before,
        failure: FailureKind,
    ) -> Result<Repairs> {
        let dir = self.out.join("repairs");
        std::fs::create_dir_all(&dir).map_err(|e| FileError::create(&dir, e))?;
        let Before { original, units, explained, explained_before, undecided, baseline } = before;
        let family = super::accept::family(self.max_candidates.min(candidates.len()), engine::PAIR_FROM);
        let extracted = std::sync::Mutex::new(Vec::new());
        let subject = Repairing {
            m: self,
            src,
            seed,
            original,
            units,
            explained,
            explained_before,
            undecided,
            baseline,
            family,
            extracted,
        };
        engine::run(
            &subject,
            candidates,
            Limits { max_candidates: self.max_candidates, budget: self.budget, deadline: self.deadline },
            failure,
        )
    }

    /// Boogie's confirmation of `text`, its runs counted.
    fn confirm(&self, text: &ProgramText, done: &mut Repairs) -> Confirmation {
        let b = self.pool.install(|| confirm(&self.extractor.boogie, text, self.cfg.timeout, self.rlimit));
        done.runs += b.runs.len() as u64;
        b
    }
}

/// The subject before its repair: every query's category, the explained queries, and their
/// successes and runs (the acceptance rule's baseline, [`super::accept`]).
pub struct Before<'a> {
    pub original: &'a [(String, Category)],
    /// The subject's VCs before the repair (a query of the same text keeps its category).
    pub units: &'a [Unit],
    pub explained: &'a [String],
    /// The explained queries as the sampling before blame measured them (their tallies summed:
    /// the acceptance rule's unrepaired side when there is no `baseline`): one whose VC a
    /// candidate leaves as it was keeps this verdict, not stable, and is not sampled again.
    pub explained_before: &'a [QueryStability],
    /// The queries the sampling before blame cut undecided and did not explain, with the most
    /// runs a method of each made. A candidate that changes one measures it with as many runs per
    /// method as before, asking its category (not toward `stable`), and leaves it out of the joint
    /// runs: Boogie's reseeds of the whole program decide. On Lucas-up.dfy (ba2eab1), a
    /// `replace-proof` that made both explained queries stable spent the rest of the time budget
    /// on 36 runs each of 17 queries cut at 2 runs before blame.
    pub undecided: &'a [(String, u32)],
    /// A program's explained queries, whose unrepaired side is drawn on with the sampling's next
    /// draws at a second look ([`super::accept::second_look`]); `None` for a finding (its runs
    /// were drawn by the VC's name, which the baseline does not draw by): `explained_before` stays.
    pub baseline: Option<&'a Baseline<'a>>,
}

/// A program whose candidates are measured: its source, the finding's seed if any, every
/// query's category before the repair, the explained queries, and their successes and runs
/// before the repair (the acceptance rule's baseline, [`super::accept`]).
struct Repairing<'a> {
    m: &'a Measure<'a>,
    src: &'a Source<'a>,
    seed: Option<&'a Source<'a>>,
    original: &'a [(String, Category)],
    units: &'a [Unit],
    explained: &'a [String],
    explained_before: &'a [QueryStability],
    undecided: &'a [(String, u32)],
    baseline: Option<&'a Baseline<'a>>,
    /// The acceptance rule's family ([`super::accept::family`]) over the candidates made.
    family: usize,
    /// The VCs of candidates looked at and not measured yet, by text: Boogie extracts each once.
    extracted: std::sync::Mutex<Vec<(String, Vec<Query>)>>,
}

impl Subject for Repairing<'_> {
    type Admitted = Program;

    fn text(&self) -> &str {
        self.src.text
    }

    fn explained(&self) -> &[String] {
        self.explained
    }

    /// Parsed and never-weaken checked (the same for single candidates and pairs).
    fn admit(&self, text: &str) -> std::result::Result<Option<Self::Admitted>, String> {
        let repaired = parse_program(text, self.src.file).map_err(|e| format!("does not parse: {e}"))?;
        program_weakened(self.src.program, &repaired).map_err(|w| format!("would weaken the proof: {w}"))?;
        Ok(Some(repaired))
    }

    fn note(&self, line: String) {
        (self.m.note)(line);
    }

    /// The first runs of the explained queries whose VCs the candidate changes, when its final
    /// patch passes the check and Boogie extracts its VCs (else no look: [`Self::evaluate`]
    /// refuses it without a run).
    fn look(&self, c: &Candidate, _: &Self::Admitted, done: &mut Repairs) -> Result<Option<Look>> {
        let (m, src, explained) = (self.m, self.src, self.explained);
        if final_check(src, &unified(src.text, &c.text, src.file)).is_err() {
            return Ok(None);
        }
        let Ok(queries) = self.queries_of(&c.text) else { return Ok(None) };
        let changed: Vec<Query> = (queries.iter())
            .filter(|q| explained.contains(&q.name))
            .filter(|q| kept_verdict(self.explained_before, &q.name, self.unchanged(q), explained).is_none())
            .cloned()
            .collect();
        if changed.is_empty() {
            return Ok(None);
        }
        let cfg = engine::toward(m.cfg, true, m.deadline);
        let cfg = crate::stability::SampleConfig { samples: engine::LOOK_RUNS.min(cfg.samples), ..cfg };
        let tools = std::slice::from_ref(m.tool);
        let looked = m.pool.install(|| sample_queries(src.file, ".", &changed, tools, &cfg, m.cache));
        let Some(qs) = looked.ok().and_then(|r| r.into_iter().next()).map(|p| p.queries) else { return Ok(None) };
        let runs: u32 = qs.iter().map(QueryStability::runs).sum();
        done.runs += u64::from(runs);
        if unanswered(&qs).or_else(|| engine::cut_short(&qs)).is_some() {
            return Ok(None);
        }
        let stopped = |q: &QueryStability| q.tallies.iter().any(|(_, t)| t.runs() < cfg.samples);
        let settled = qs.iter().any(|q| q.category != Category::Stable && stopped(q));
        Ok(Some(Look { passed: qs.iter().map(QueryStability::successes).sum(), runs, settled }))
    }

    /// Measures one candidate (parsed as `repaired`, never-weaken check passed) and, when it
    /// measures stable, checks its final patch, has Boogie confirm it and writes it.
    fn evaluate(&self, c: &Candidate, repaired: Self::Admitted, done: &mut Repairs) -> Result<Outcome> {
        let (m, src, explained) = (self.m, self.src, self.explained);
        let no = |reason: String| c.rejected(reason);
        // The final patch, read back onto the user's file, is what the rule is checked on: a
        // patch that fails it costs no run.
        let patch = unified(src.text, &c.text, src.file);
        if let Err(why) = final_check(src, &patch) {
            return Ok(Outcome::No(no(format!("the final patch {why}")), None));
        }
        let text = ProgramText::single(src.name.to_string(), c.text.clone());
        let queries = match self.queries_of(&c.text).map(|q| self.forget(&c.text, q)) {
            Ok(q) if !q.is_empty() => q,
            Ok(_) => return Ok(Outcome::No(no("not measured: the repaired program has no query".into()), None)),
            // A candidate Boogie does not take (a hint's term it cannot type) is no repair.
            Err(e) => return Ok(Outcome::No(no(format!("not measured: {e}")), None)),
        };
        let tools = std::slice::from_ref(m.tool);
        let names: Vec<String> = queries.iter().map(|q| q.name.clone()).collect();
        let same: Vec<bool> = queries.iter().map(|q| self.unchanged(q)).collect();
        let kept = same.iter().filter(|s| **s).count();
        if kept > 0 {
            (m.note)(format!(
                "  {kept} of {} queries have the same VC text as before: their categories are kept",
                names.len()
            ));
        }
        // An explained query whose VC is as it was keeps its verdict before the repair when that
        // was not stable: no new draws are made for it (on Induction.dfy, at 1e554f9, the first
        // candidate drew 27 more runs of the other explained query, cut at 41/43 before, which
        // the candidate did not touch).
        let as_before = |i: usize| kept_verdict(self.explained_before, &names[i], same[i], explained);
        let mut reused = 0;
        let sample = |picked: &[usize]| {
            // An explained query, one that was stable and one that was undecided is asked only
            // whether it is stable, except one the sampling before blame cut undecided: it gets as
            // many runs as then; the others are categorized; the groups side by side, back in
            // `picked`'s order.
            let (again, fresh): (Vec<usize>, Vec<usize>) =
                picked.iter().copied().partition(|&i| as_before(i).is_some());
            let again: Vec<(usize, QueryStability)> =
                again.into_iter().filter_map(|i| Some((i, as_before(i)?.clone()))).collect();
            reused += again.iter().map(|(_, q)| q.runs()).sum::<u32>();
            let mut groups: Vec<(Group, Vec<usize>)> = Vec::new();
            for i in fresh {
                let g = group_of(&names[i], explained, self.original, self.undecided);
                match groups.iter_mut().find(|(k, _)| *k == g) {
                    Some((_, members)) => members.push(i),
                    None => groups.push((g, vec![i])),
                }
            }
            let sample = |(g, group): &(Group, Vec<usize>)| {
                let subset: Vec<_> = group.iter().map(|&i| queries[i].clone()).collect();
                let cfg = engine::toward(m.cfg, *g == Group::Stable, m.deadline);
                let cfg = match g {
                    Group::AsBefore(n) => crate::stability::SampleConfig { samples: *n, ..cfg },
                    _ => cfg,
                };
                let r = sample_queries(src.file, ".", &subset, tools, &cfg, m.cache)?;
                Ok(r.into_iter().next().map(|p| p.queries).unwrap_or_default())
            };
            let results: Vec<std::result::Result<Vec<QueryStability>, crate::stability::StabilityError>> =
                m.pool.install(|| groups.par_iter().map(sample).collect());
            let mut measured: Vec<(usize, QueryStability)> = again;
            for ((_, group), r) in groups.iter().zip(results) {
                measured.extend(group.iter().copied().zip(r?));
            }
            measured.sort_by_key(|(i, _)| picked.iter().position(|p| p == i));
            Ok::<_, crate::stability::StabilityError>(measured.into_iter().map(|(_, q)| q).collect())
        };
        // The acceptance rule needs only the explained queries: it is checked (a second look
        // included) before the others are sampled, so a candidate it refuses costs no sampling
        // of the whole program, and a look is not starved by one (Induction.dfy's core pruning,
        // 46/46 against 48/54, drew no look runs after the sampling of the 28 other VCs it
        // changed, which had spent the time budget and the run budget).
        let mut verdict = None;
        let gate = |ex: &[QueryStability]| {
            let ex: Vec<&QueryStability> = ex.iter().collect();
            let (acceptance, tally) = self.rule(c, &queries, &ex, done);
            let why = acceptance.refusal();
            verdict = Some((acceptance, tally));
            why
        };
        let staged = staged(&names, explained, &same, sample, gate);
        let (measured_queries, whole, refused) = match staged {
            Ok(Staged::Explained(q)) => (q, false, None),
            Ok(Staged::Refused(q, why)) => (q, false, Some(why)),
            Ok(Staged::Whole(q)) => (q, true, None),
            Err(e) => return Ok(Outcome::No(no(format!("not measured: {e}")), None)),
        };
        let mut ps = ProgramStability {
            program: src.file.to_string(),
            group: ".".into(),
            tool: m.tool.label.clone(),
            tool_version: m.tool.solver.version().to_string(),
            queries: measured_queries,
            joint: None,
        };
        done.runs += u64::from(ps.runs().saturating_sub(reused));
        if let Some(why) = unanswered(&ps.queries) {
            return Ok(Outcome::No(no(why), None));
        }
        if let Some(why) = super::engine::cut_short(&ps.queries) {
            // Every query as measured when the budget cut one: on Lucas-up.dfy (596a87c) a cut in
            // the other queries' sampling hid that both explained ones had measured stable.
            let so_far = ProgramStability {
                queries: ps.queries.iter().filter(|q| q.runs() > 0).cloned().collect(),
                ..ps.clone()
            };
            let why = match so_far.queries.len() {
                0 => why,
                _ => format!("{why}; measured so far: {}", summary(&so_far)),
            };
            return Ok(Outcome::No(no(why), None));
        }
        let ex: Vec<_> = ps.queries.iter().filter(|q| explained.contains(&q.name)).collect();
        let score = f64::from(ex.iter().map(|q| q.successes()).sum::<u32>())
            / f64::from(ex.iter().map(|q| q.runs()).sum::<u32>().max(1));
        if let Some(why) = refused {
            let j = no(why).measured(ps.category(), ps.successes(), ps.query_runs());
            return Ok(Outcome::No(j, Some(score)));
        }
        if !whole {
            let why = match names.len() - ps.queries.len() {
                0 => format!("measured not stable: {}", summary(&ps)),
                n => format!("measured not stable: {} (the other {n} queries were not sampled)", summary(&ps)),
            };
            let j = no(why).measured(ps.category(), ps.successes(), ps.query_runs());
            return Ok(engine::not_repaired(j, score, &ex));
        }
        if !ps.queries.iter().all(|q| engine::as_needed(q, explained, self.original)) {
            // No joint runs: a query that is not stable decides already.
            let j = no(format!("measured not stable: {}", summary(&ps)));
            return Ok(Outcome::No(j.measured(ps.category(), ps.successes(), ps.query_runs()), Some(score)));
        }
        // The joint runs are those of the queries measured in full: not of those measured with
        // as many runs as before (their joint runs would draw them on to full length).
        let in_joint = |name: &str| self.runs_before(name).is_none();
        let sampled: Vec<_> = queries
            .iter()
            .zip(&same)
            .filter(|(q, s)| (explained.contains(&q.name) || !**s) && in_joint(&q.name))
            .map(|(q, _)| q.clone())
            .collect();
        let mut joint_ps = ProgramStability {
            queries: ps.queries.iter().filter(|q| in_joint(&q.name)).cloned().collect(),
            ..ps.clone()
        };
        // The joint runs start no round past the time budget either.
        let cfg = crate::stability::SampleConfig { until: m.deadline.end(), ..m.cfg.clone() };
        let joint =
            m.pool.install(|| add_joint_runs(std::slice::from_mut(&mut joint_ps), &sampled, tools, &cfg, m.cache));
        if let Err(e) = joint {
            return Ok(Outcome::No(no(format!("not measured: {e}")), None));
        }
        ps.joint = joint_ps.joint;
        done.runs += u64::from(ps.joint.as_ref().map_or(0, |j| j.extra_runs));
        let measured = |j: Rejected| j.measured(ps.category(), ps.successes(), ps.query_runs());
        // A dropped `requires` stands only when the implementation is verified in this run.
        for p in dropped_requires(src.program, &repaired) {
            if !ps.queries.iter().any(|q| q.name == p && q.category == Category::Stable) {
                let why = format!(
                    "{p} lost a requires, but its implementation was not verified stable in the same run ({})",
                    summary(&ps)
                );
                return Ok(Outcome::No(measured(no(why)), Some(score)));
            }
        }
        // The acceptance rule as if Boogie confirmed it (checked before the other queries were
        // sampled, unless there were none to sample first): no Boogie run for a repair that could
        // not pass anyway.
        let (hoped, tally) = match verdict {
            Some(v) => v,
            None => {
                let ex: Vec<&QueryStability> = ps.queries.iter().filter(|q| explained.contains(&q.name)).collect();
                self.rule(c, &queries, &ex, done)
            }
        };
        if let Some(why) = hoped.refusal() {
            return Ok(Outcome::No(measured(no(why)), Some(score)));
        }
        (m.note)(format!("confirming repair {} with Boogie under {} reseeds", c.name(), super::confirm::RUNS));
        let boogie = m.confirm(&text, done);
        if !boogie.confirmed {
            let mut j =
                measured(no(format!("measured stable ({}) but not confirmed: {}", counted(&ps), boogie.describe())));
            j.boogie = Some(boogie);
            return Ok(Outcome::No(j, Some(score)));
        }
        let how = format!("Boogie under reseeds 1..={}", super::confirm::RUNS);
        let acceptance = self.judge(tally, (boogie.verified, boogie.runs.len() as u32), how, self.unrepaired());
        let n = done.repairs.len() + 1;
        let path = engine::write_repair(&m.out.join("repairs"), n, c, src.name, &patch)?;
        let seed = match self.seed {
            Some(s) => Some(self.on_seed(s, c, n, done)?),
            None => None,
        };
        Ok(Outcome::Repair(Box::new(Repair {
            kind: c.name().into(),
            change: c.change.clone(),
            program: path.display().to_string(),
            patch,
            category: ps.category().to_string(),
            successes: ps.successes(),
            runs: ps.query_runs(),
            queries: ps.queries.iter().map(QueryVerdict::from).collect(),
            never_weaken: engine::program_outcome(src.program, &repaired),
            boogie_3_2: c.boogie_3_2.clone(),
            parts: Vec::new(),
            boogie: Some(boogie),
            seed,
            acceptance: Some(acceptance),
        })))
    }
}

/// How a group of a candidate's queries is sampled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Group {
    /// Only whether it is stable (an explained query, one stable before, one undecided before).
    Stable,
    /// Its category.
    Category,
    /// Its category with as many runs per method as before blame (one cut undecided then).
    AsBefore(u32),
}

/// How query `name` of a candidate is sampled: with as many runs as before blame when the
/// sampling then cut it undecided (`undecided`, [`Before::undecided`]), toward stable when it must
/// be stable or was undecided ([`engine::toward_stable_in_program`]), else for its category.
fn group_of(name: &str, explained: &[String], original: &[(String, Category)], undecided: &[(String, u32)]) -> Group {
    match undecided.iter().find(|(n, _)| n == name) {
        Some((_, runs)) if !explained.iter().any(|e| e == name) => Group::AsBefore(*runs),
        _ if engine::toward_stable_in_program(name, explained, original) => Group::Stable,
        _ => Group::Category,
    }
}

impl Repairing<'_> {
    /// The runs per method a query that the sampling before blame cut undecided made then
    /// ([`Before::undecided`]); `None` for any other query.
    fn runs_before(&self, name: &str) -> Option<u32> {
        match group_of(name, self.explained, self.original, self.undecided) {
            Group::AsBefore(n) => Some(n),
            _ => None,
        }
    }

    /// The VCs of the candidate text `text`: extracted by Boogie, or as a look extracted them.
    fn queries_of(&self, text: &str) -> std::result::Result<Vec<Query>, crate::stability::StabilityError> {
        let memo = |m: &Vec<(String, Vec<Query>)>| m.iter().find(|(t, _)| t == text).map(|(_, q)| q.clone());
        if let Some(q) = memo(&self.extracted.lock().unwrap_or_else(|e| e.into_inner())) {
            return Ok(q);
        }
        let program = ProgramText::single(self.src.name.to_string(), text.to_string());
        let q = program_queries(&self.m.extractor.boogie, self.src.file, &program, self.m.extractor.timeout)?;
        self.extracted.lock().unwrap_or_else(|e| e.into_inner()).push((text.to_string(), q.clone()));
        Ok(q)
    }

    /// `queries`, the VCs of candidate text `text`, no longer kept: it is measured.
    fn forget(&self, text: &str, queries: Vec<Query>) -> Vec<Query> {
        self.extracted.lock().unwrap_or_else(|e| e.into_inner()).retain(|(t, _)| t != text);
        queries
    }

    /// The acceptance rule ([`super::accept::judge`]) on the repaired program's explained
    /// queries, measured (`successes`, `runs`), with fresh draws `fresh` (`how`), against the
    /// unrepaired side's `unrepaired` (successes, runs).
    fn judge(&self, measured: (u32, u32), fresh: (u32, u32), how: String, unrepaired: (u32, u32)) -> Acceptance {
        super::accept::judge(measured, fresh, how, unrepaired, self.family, crate::explain::ALPHA)
    }

    /// The unrepaired side's successes and runs as they stand (drawn on by second looks).
    fn unrepaired(&self) -> (u32, u32) {
        let before = || self.explained_before.iter().fold((0, 0), |(s, n), q| (s + q.successes(), n + q.runs()));
        self.baseline.map_or_else(before, Baseline::tally)
    }

    /// The rule on candidate `c`'s explained queries `ex` (of the repaired program's `queries`)
    /// as if Boogie verified every reseed; when only the test refuses, a second look: both sides
    /// drawn on to a planned size ([`second_look`]). Returns the verdict and the explained
    /// queries' tally it was judged on.
    fn rule(
        &self,
        c: &Candidate,
        queries: &[Query],
        ex: &[&QueryStability],
        done: &mut Repairs,
    ) -> (Acceptance, (u32, u32)) {
        let mut tally = ex.iter().fold((0, 0), |(s, n), q| (s + q.successes(), n + q.runs()));
        let runs = super::confirm::RUNS as u32;
        let if_verified = |t, u| self.judge(t, (runs, runs), "Boogie, if it verified every reseed".into(), u);
        let first = if_verified(tally, self.unrepaired());
        let Some(b) = self.baseline else { return (first, tally) };
        let planned = || super::accept::plan(tally, b.tally(), runs, true, if_verified);
        let before = b.tally();
        let mut grown = None;
        let verdict = second_look(first, planned, &mut done.second_looks, |sizes| {
            let worth = |t| if_verified(t, b.tally()).clears_bar();
            let (t, made) = self.drawn_on(queries, ex, sizes, worth, b);
            grown = Some((t, made));
            if_verified(t, b.tally())
        });
        if let Some((t, made)) = grown {
            done.runs += u64::from(made);
            let after = b.tally();
            (self.m.note)(format!(
                "  a second look at {}: its runs drawn on from {}/{} to {}/{}, the unrepaired side's from {}/{} to {}/{}",
                c.name(),
                tally.0,
                tally.1,
                t.0,
                t.1,
                before.0,
                before.1,
                after.0,
                after.1
            ));
            tally = t;
        }
        (verdict, tally)
    }

    /// A second look's draws ([`Baseline::second_look`]): the repaired program's explained
    /// queries (of `queries`, measured as `ex`) drawn on to `to` runs, and the unrepaired side `b`
    /// to `against` when the repaired side is `worth` it. Returns the repaired side's tally and
    /// the runs made.
    fn drawn_on(
        &self,
        queries: &[Query],
        ex: &[&QueryStability],
        (to, against): (u32, u32),
        worth: impl FnOnce((u32, u32)) -> bool + Send,
        b: &Baseline,
    ) -> ((u32, u32), u32) {
        let (m, explained) = (self.m, self.explained);
        let units: Vec<Unit> = (queries.iter())
            .filter(|q| explained.contains(&q.name))
            .filter_map(|q| Unit::single(&q.name, &q.to_smtlib(Dialect::Z3, None)).ok())
            .collect();
        let Ok(dir) = tempfile::tempdir() else {
            // No place to draw in: the repair's runs as measured, none made.
            return (ex.iter().fold((0, 0), |(s, n), q| (s + q.successes(), n + q.runs())), 0);
        };
        m.pool.install(|| b.second_look(&units, ex, (to, against), worth, dir.path()))
    }

    /// Whether the repaired program's VC `q` is the same text as the VC of that name before the
    /// repair (an `assert` in another implementation's body moves no line: Boogie's names stay).
    fn unchanged(&self, q: &crate::smt::text::query::Query) -> bool {
        let Some(before) = self.units.iter().find(|u| u.name() == q.name) else { return false };
        let text = q.to_smtlib(crate::smt::text::query::Dialect::Z3, None);
        Unit::single(&q.name, &text).is_ok_and(|now| now.text() == before.text())
    }

    /// The mutant's repair `c` (of `src`) applied to the finding's `seed`: the same lines found
    /// there, parsed, never-weaken checked against the seed and confirmed by Boogie; written
    /// beside the repair (`OUT/repairs/N-KIND/seed/`).
    fn on_seed(&self, seed: &Source, c: &Candidate, n: usize, done: &mut Repairs) -> Result<SeedRepair> {
        let src = self.src;
        let not = |reason: String| SeedRepair { applies: false, reason, program: None, patch: None, boogie: None };
        let text = match LineEdit::between(src.text, &c.text).transplant(seed.text) {
            Ok(t) => t,
            Err(why) => return Ok(not(format!("the edit's lines are not in the seed: {why}"))),
        };
        let repaired = match parse_program(&text, seed.file) {
            Ok(p) => p,
            Err(e) => return Ok(not(format!("does not parse: {e}"))),
        };
        if let Err(w) = program_weakened(seed.program, &repaired) {
            return Ok(not(format!("would weaken the seed's proof: {w}")));
        }
        let boogie = self.m.confirm(&ProgramText::single(seed.name.to_string(), text.clone()), done);
        if !boogie.confirmed {
            let mut s = not(format!("Boogie does not verify it: {}", boogie.describe()));
            s.boogie = Some(boogie);
            return Ok(s);
        }
        let path = self.m.out.join("repairs").join(format!("{n}-{}", c.name())).join("seed").join(seed.name);
        write(&path, &text)?;
        let patch = unified(seed.text, &text, seed.file);
        write(
            &self.m.out.join("repairs").join(format!("{n}-{}.{}.seed.patch", engine::stem(seed.name), c.name())),
            &patch,
        )?;
        Ok(SeedRepair {
            applies: true,
            reason: String::new(),
            program: Some(path.display().to_string()),
            patch: Some(patch),
            boogie: Some(boogie),
        })
    }
}

/// The verdict before blame that query `name` keeps under a candidate (`before`: the explained
/// queries' samplings): when it is explained, its VC is the `same` text as before, and it was not
/// `stable`. Such a query is not sampled again.
fn kept_verdict<'b>(
    before: &'b [QueryStability],
    name: &str,
    same: bool,
    explained: &[String],
) -> Option<&'b QueryStability> {
    let q = before.iter().find(|q| q.name == name)?;
    (same && explained.iter().any(|e| e == name) && q.category != Category::Stable).then_some(q)
}

/// How a repaired program's queries were measured ([`staged`]).
#[derive(Debug, PartialEq)]
pub enum Staged {
    /// Only the explained queries, and one of them is not stable: the candidate is no repair,
    /// and the other queries were not sampled.
    Explained(Vec<QueryStability>),
    /// Only the explained queries, every one `stable`, but the acceptance rule refused the
    /// candidate (the reason beside them): the other queries were not sampled.
    Refused(Vec<QueryStability>, String),
    /// Every query, in the program's order.
    Whole(Vec<QueryStability>),
}

/// Measures a repaired program whose queries are `names` (Boogie's order) in two stages: first
/// the `explained` ones alone (the unstable queries the repair is for); only when every one of
/// them measures `stable` and `gate` (the acceptance rule, which needs only them) lets the
/// candidate through, the others too, except those `same` marks: a query whose VC is the same
/// text as before the repair is the same query, and keeps its category without a run.
/// `sample(indices)` samples the queries at those indices (of `names`) and returns them in that
/// order; `gate(explained)` says why the candidate is refused, if it is. A candidate that does
/// not repair the explained queries, or that the rule refuses, costs their runs only, not a
/// sampling of the whole program (on Timeline's 10 queries, 45 runs instead of 531). When no
/// explained query is in the program, the whole is sampled and `gate` is not asked.
pub fn staged<E>(
    names: &[String],
    explained: &[String],
    same: &[bool],
    mut sample: impl FnMut(&[usize]) -> std::result::Result<Vec<QueryStability>, E>,
    gate: impl FnOnce(&[QueryStability]) -> Option<String>,
) -> std::result::Result<Staged, E> {
    let (first, rest): (Vec<usize>, Vec<usize>) = (0..names.len())
        .filter(|&i| explained.contains(&names[i]) || !same.get(i).copied().unwrap_or(false))
        .partition(|&i| explained.contains(&names[i]));
    if first.is_empty() {
        return Ok(Staged::Whole(sample(&rest)?));
    }
    let measured = sample(&first)?;
    if measured.iter().any(|q| q.category != Category::Stable) {
        return Ok(Staged::Explained(measured));
    }
    if let Some(why) = gate(&measured) {
        return Ok(Staged::Refused(measured, why));
    }
    if rest.is_empty() {
        return Ok(Staged::Whole(measured));
    }
    let others = sample(&rest)?;
    let mut slots: Vec<Option<QueryStability>> = (0..names.len()).map(|_| None).collect();
    for (i, q) in first.into_iter().zip(measured).chain(rest.into_iter().zip(others)) {
        slots[i] = Some(q);
    }
    Ok(Staged::Whole(slots.into_iter().flatten().collect()))
}

/// The never-weaken rule on the final patch: `patch` applied to the user's text, parsed again
/// and compared with the original. `Err` says why it fails.
pub fn final_check(src: &Source, patch: &str) -> std::result::Result<(), String> {
    let text = apply_unified(src.text, patch).ok_or_else(|| format!("does not apply to {}", src.file))?;
    let repaired = parse_program(&text, src.file).map_err(|e| format!("gives a program that does not parse: {e}"))?;
    program_weakened(src.program, &repaired).map_err(|w| format!("would weaken the proof: {w}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str = "function F(int): int;\nfunction G(int): int;\nconst c: int;\n\
        axiom (forall x: int :: {F(x)} F(x) == F(2 * x) + 1);\naxiom (forall x: int :: {G(x)} G(x) > 0);\naxiom c > 0;\n\
        procedure Lemma(n: int);\n  requires (forall x: int :: {F(x)} F(x) >= 0);\n\
        procedure P(n: int) returns (r: int)\n  requires n > 0;\n  ensures r >= 0;\n{\n  call Lemma(n);\n  r := F(n) - F(n) + c;\n}\n";

    fn source(program: &Program) -> Source<'_> {
        Source { name: "p.bpl", text: P, program, file: "p.bpl" }
    }

    /// Induction.dfy's shape: a candidate that edits only `Theorem0` leaves `Theorem1` (cut at
    /// 41/43 before blame, explained) as it was, which keeps that verdict; an edited one, a
    /// stable one and one that is not explained are sampled.
    #[test]
    fn an_untouched_explained_query_keeps_its_verdict_before_blame() {
        let before = [measured("T1", Category::Inconclusive, 41, 43), measured("T2", Category::Stable, 36, 36)];
        let explained = ["T1".to_string(), "T2".to_string()];
        let kept = kept_verdict(&before, "T1", true, &explained).map(|q| (q.successes(), q.runs()));
        assert_eq!(kept, Some((41, 43)));
        assert!(kept_verdict(&before, "T1", false, &explained).is_none(), "edited");
        assert!(kept_verdict(&before, "T2", true, &explained).is_none(), "stable before");
        assert!(kept_verdict(&before, "T1", true, &explained[1..]).is_none(), "not explained");
        assert!(kept_verdict(&before, "T3", true, &explained).is_none(), "not sampled before");
    }

    /// A query the sampling before blame cut undecided is measured with as many runs as then,
    /// for its category; another undecided one, one stable before and an explained one toward
    /// stable; the rest for their category.
    #[test]
    fn a_query_cut_undecided_before_blame_gets_as_many_runs_again() {
        use Category::*;
        let explained = ["E".to_string()];
        let original = [
            ("E".to_string(), Unstable),
            ("C".to_string(), Inconclusive),
            ("I".to_string(), Inconclusive),
            ("S".to_string(), Stable),
            ("F".to_string(), Unsolvable),
        ];
        let undecided = [("C".to_string(), 1), ("E".to_string(), 3)];
        let group = |n| group_of(n, &explained, &original, &undecided);
        assert_eq!(group("C"), Group::AsBefore(1));
        assert_eq!(group("E"), Group::Stable, "an explained query is never capped");
        assert_eq!(group("I"), Group::Stable);
        assert_eq!(group("S"), Group::Stable);
        assert_eq!(group("F"), Group::Category);
    }

    /// A query measured with `successes` of `runs`, in `category`.
    fn measured(name: &str, category: Category, successes: u32, runs: u32) -> QueryStability {
        let mut t = crate::stats::Tally::new();
        for i in 0..runs {
            t.record(i < successes, std::time::Duration::ZERO);
        }
        QueryStability::new(name, category, vec![(crate::smt::perturbation::mutate::Method::Reseed, t)], 60)
    }

    /// A measured program's counts are its queries' successes of their runs; the joint runs'
    /// extra solver runs are named apart. (disc_prelude's `drop-irrelevant` was reported as
    /// "stable (160/216 runs)": the queries' successes over their runs and the joint runs'.)
    #[test]
    fn a_repairs_counts_are_its_queries_runs_and_the_joint_runs_are_named_apart() {
        let mut ps = ProgramStability {
            program: "p.bpl".into(),
            group: ".".into(),
            tool: "z3".into(),
            tool_version: "4.8.12".into(),
            queries: vec![measured("A", Category::Stable, 18, 18), measured("B", Category::Stable, 26, 27)],
            joint: None,
        };
        assert_eq!(counted(&ps), "44/45 runs");
        ps.joint = Some(crate::stability::program::JointStability {
            category: Category::Stable,
            tallies: Vec::new(),
            extra_runs: 9,
        });
        assert_eq!((ps.successes(), ps.query_runs(), ps.runs()), (44, 45, 54));
        assert_eq!(counted(&ps), "44/45 runs, and 9 joint runs");
    }

    /// Issue 49, gap 1: a candidate was measured on the whole repaired program at once (Timeline:
    /// 531 runs of 10 queries for a hint that left its one unstable query unstable), which spent
    /// the default budget on the first candidate. Now the explained queries go first, and the
    /// others are sampled only when those all measure stable.
    #[test]
    fn a_candidate_is_measured_on_the_explained_queries_first_and_on_the_others_only_when_they_pass() {
        let names: Vec<String> = ["A", "After", "B", "C"].iter().map(|s| s.to_string()).collect();
        let explained = vec!["After".to_string()];
        for (after, whole) in [(Category::Unstable, false), (Category::Stable, true)] {
            let mut asked: Vec<Vec<usize>> = Vec::new();
            let sample = |picked: &[usize]| {
                asked.push(picked.to_vec());
                let q = |i: usize| {
                    let c = if names[i] == "After" { after } else { Category::Stable };
                    measured(&names[i], c, if c == Category::Stable { 18 } else { 4 }, 18)
                };
                Ok::<_, String>(picked.iter().map(|&i| q(i)).collect())
            };
            let r = staged(&names, &explained, &[], sample, |_| None).unwrap();
            match r {
                Staged::Explained(q) => {
                    assert!(!whole);
                    assert_eq!(asked, [vec![1]], "only the explained query is sampled");
                    assert_eq!(q.iter().map(|q| q.name.as_str()).collect::<Vec<_>>(), ["After"]);
                }
                Staged::Whole(q) => {
                    assert!(whole);
                    assert_eq!(asked, [vec![1], vec![0, 2, 3]], "the explained query first, then the others");
                    assert_eq!(q.iter().map(|q| q.name.as_str()).collect::<Vec<_>>(), ["A", "After", "B", "C"]);
                }
                Staged::Refused(..) => unreachable!("the gate lets every candidate through"),
            }
        }
        // The explained query stable, but the acceptance rule refuses the candidate: the others
        // are not sampled, and the gate saw the explained query's runs.
        let mut asked: Vec<Vec<usize>> = Vec::new();
        let mut gated = Vec::new();
        let sample = |picked: &[usize]| {
            asked.push(picked.to_vec());
            Ok::<_, String>(picked.iter().map(|&i| measured(&names[i], Category::Stable, 18, 18)).collect())
        };
        let gate = |ex: &[QueryStability]| {
            gated = ex.iter().map(|q| (q.name.clone(), q.runs())).collect();
            Some("not significantly better".to_string())
        };
        let r = staged(&names, &explained, &[], sample, gate);
        assert_eq!(asked, [vec![1]], "only the explained query is sampled");
        assert_eq!(gated, [("After".to_string(), 18)]);
        assert!(matches!(r, Ok(Staged::Refused(q, why)) if q.len() == 1 && why == "not significantly better"));
        // A query whose VC text is unchanged keeps its category and is not sampled; an
        // explained query is sampled whatever its text.
        let mut asked: Vec<Vec<usize>> = Vec::new();
        let sample = |picked: &[usize]| {
            asked.push(picked.to_vec());
            Ok::<_, String>(picked.iter().map(|&i| measured(&names[i], Category::Stable, 18, 18)).collect())
        };
        let r = staged(&names, &explained, &[true, true, false, true], sample, |_| None);
        assert_eq!(asked, [vec![1], vec![2]]);
        assert!(matches!(r, Ok(Staged::Whole(q)) if q.iter().map(|q| q.name.as_str()).eq(["After", "B"])));
        // No explained query in the program: the whole is sampled.
        let sample = |picked: &[usize]| {
            Ok::<_, String>(picked.iter().map(|&i| measured(&names[i], Category::Stable, 18, 18)).collect())
        };
        let r = staged(&names, &["Gone".to_string()], &[], sample, |_| unreachable!("no explained query to gate"));
        assert!(matches!(r, Ok(Staged::Whole(q)) if q.len() == 4));
    }

    #[test]
    fn the_final_check_reads_the_patch_back_and_refuses_a_weakening_one() {
        let p = parse_program(P, "p.bpl").unwrap();
        let src = source(&p);
        let dropped = P.replace("axiom (forall x: int :: {G(x)} G(x) > 0);\n", "");
        assert_eq!(final_check(&src, &unified(P, &dropped, "p.bpl")), Ok(()));
        // The lemma's requires is its callers' only check.
        let lemma = P.replace("  requires (forall x: int :: {F(x)} F(x) >= 0);\n", "");
        let why = final_check(&src, &unified(P, &lemma, "p.bpl")).unwrap_err();
        assert!(why.contains("Lemma") && why.contains("no implementation"), "{why}");
        let unverified = P.replace("procedure P(", "procedure {:verify false} P(");
        let why = final_check(&src, &unified(P, &unverified, "p.bpl")).unwrap_err();
        assert!(why.contains("no longer verified"), "{why}");
        // A patch of another text does not apply.
        let other = unified("x\n", "y\n", "p.bpl");
        assert!(final_check(&src, &other).unwrap_err().contains("does not apply"));
    }
}
