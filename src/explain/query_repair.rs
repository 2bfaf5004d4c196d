//! Repairs of a verifier's `.smt2` file as a [`Subject`] of the one loop ([`super::engine`]):
//! the candidates of every unstable unit ([`super::query_edits`]) are edits of the user's file;
//! a candidate's file is split into units again, each changed unit is checked never to weaken
//! the proof ([`changed_units`]) and sampled with the rule of `wobble stability`, and a
//! candidate whose changed units all measure `stable` (or keep a category other than unstable)
//! is written as a repair.

use super::accept::{plan, second_look};
use super::candidate::Candidate;
use super::engine::{self, cut_short, toward, unanswered, unit_weakened, Limits, Outcome, Repairs, Subject};
use super::instances::FoundInstance;
use super::output::{BlameEntry, QueryVerdict, Repair};
use super::patch::unified;
use super::query_edits::{candidates, QueryInputs};
use super::sample::FailureKind;
use super::trigger::FoundTrigger;
use crate::error::{FileError, Result};
use crate::smt::text::unit::{split, Unit};
use crate::stability::QueryStability;
use crate::stats::Category;

/// The units of `repaired_text` that differ from the original's (same index), or why the
/// repaired file is refused.
pub fn changed_units(
    file: &str,
    original: &[Unit],
    repaired_text: &str,
) -> std::result::Result<Vec<(usize, Unit)>, String> {
    let units = split(file, repaired_text).map_err(|e| format!("does not read: {e}"))?;
    if units.len() != original.len() {
        return Err(format!("has {} checks where the original has {}", units.len(), original.len()));
    }
    let mut out = Vec::new();
    for (i, (o, r)) in original.iter().zip(units).enumerate() {
        if o.text() != r.text() {
            unit_weakened(o, &r).map_err(|w| format!("would weaken the proof: {w}"))?;
            out.push((i, r));
        }
    }
    Ok(out)
}

/// What [`run`] needs of an explanation of an `.smt2` subject.
pub struct QueryRepairs<'a> {
    pub solver: &'a crate::smt::solving::solve::Solver,
    pub cache: &'a crate::smt::solving::cache::QueryCache,
    pub cfg: &'a crate::stability::SampleConfig,
    /// The user's file, and its name as reported.
    pub path: &'a std::path::Path,
    pub file: &'a str,
    /// The file's units, in order, and each one's measured category.
    pub units: &'a [Unit],
    pub categories: &'a [(String, Category)],
    /// The unstable units' names.
    pub unstable: &'a [String],
    pub blame: &'a [BlameEntry],
    /// Per unstable unit with cores: its name, the union of the cores' assertions, and how many
    /// cores (of distinct passing runs) it unites.
    pub cores: &'a [(String, Vec<usize>, usize)],
    /// The failures' kind: the candidates' ranking.
    pub failure: FailureKind,
    /// Instances passing runs made and failing runs missed, with their assertions.
    pub instances: &'a [FoundInstance],
    pub triggers: &'a [FoundTrigger],
    /// The proofs of passing runs of the unstable units ([`super::proofs`]).
    pub proofs: &'a [super::proofs::QueryProof],
    /// Per unstable unit, the failing runs' instances per quantifier, most first.
    pub volumes: &'a [(String, Vec<(String, u64)>)],
    /// The unstable units' runs before the repair (the acceptance rule's unrepaired side,
    /// [`super::accept`]), drawn on at a second look ([`super::accept::second_look`]).
    pub unrepaired: &'a super::baseline::Baseline<'a>,
    pub max_candidates: usize,
    /// `--budget`: solver runs the repairs may make (a measurement starts only while runs are
    /// left).
    pub budget: u64,
    /// `--time-budget`.
    pub deadline: super::deadline::Deadline,
    /// `OUT/repairs`.
    pub dir: std::path::PathBuf,
}

impl QueryRepairs<'_> {
    /// Whether query `name` must measure stable after an edit ([`engine::must_be_stable`]).
    fn must_be_stable(&self, name: &str) -> bool {
        engine::must_be_stable(name, self.unstable, self.categories)
    }
}

/// The file being repaired: what is measured and where repairs go.
struct Repairing<'a> {
    r: &'a QueryRepairs<'a>,
    /// The file's text and name.
    text: String,
    name: String,
    workdir: tempfile::TempDir,
    /// The acceptance rule's family ([`super::accept::family`]) over the candidates made.
    family: usize,
}

impl Subject for Repairing<'_> {
    /// The changed units (the others are the original's).
    type Admitted = Vec<(usize, Unit)>;

    fn text(&self) -> &str {
        &self.text
    }

    fn explained(&self) -> &[String] {
        self.r.unstable
    }

    fn admit(&self, text: &str) -> std::result::Result<Option<Self::Admitted>, String> {
        let changed = changed_units(self.r.file, self.r.units, text)?;
        Ok(Some(changed).filter(|v| !v.is_empty()))
    }

    fn note(&self, _: String) {}

    fn evaluate(&self, c: &Candidate, changed: Self::Admitted, done: &mut Repairs) -> Result<Outcome> {
        let r = self.r;
        let mut queries = Vec::new();
        for (_, u) in &changed {
            // The pruned query of the core was measured already: its runs come from the cache.
            let cfg = toward(r.cfg, r.must_be_stable(u.name()), r.deadline);
            let mut q = crate::stability::sample_query(r.solver, r.cache, u, &cfg, self.workdir.path());
            q.name = u.name().to_string();
            done.runs += u64::from(q.runs());
            queries.push(q);
        }
        if let Some(why) = unanswered(&queries).or_else(|| cut_short(&queries)) {
            return Ok(Outcome::No(c.rejected(why), None));
        }
        let ok = queries.iter().all(|q| engine::as_needed(q, r.unstable, r.categories));
        let explained: Vec<&QueryStability> = queries.iter().filter(|q| r.unstable.contains(&q.name)).collect();
        let score = f64::from(explained.iter().map(|q| q.successes()).sum::<u32>())
            / f64::from(explained.iter().map(|q| q.runs()).sum::<u32>().max(1));
        let successes = queries.iter().map(QueryStability::successes).sum();
        let runs = queries.iter().map(QueryStability::runs).sum();
        let category = crate::stats::program_category(queries.iter().map(|q| q.category));
        if !ok {
            let cats: Vec<String> =
                queries.iter().map(|q| format!("{} {} ({}/{})", q.name, q.category, q.successes(), q.runs())).collect();
            let j = c.rejected(format!("measured not stable: {}", cats.join(", "))).measured(category, successes, runs);
            return Ok(engine::not_repaired(j, score, &explained));
        }
        let explained_tally = |qs: &[QueryStability]| {
            let ex = qs.iter().filter(|q| r.unstable.contains(&q.name));
            ex.fold((0, 0), |(s, n), q| (s + q.successes(), n + q.runs()))
        };
        let family = self.family;
        let judge = |measured: (u32, u32), fresh: (u32, u32), how: String, unrepaired: (u32, u32)| {
            super::accept::judge(measured, fresh, how, unrepaired, family, crate::explain::ALPHA)
        };
        let measured = |j: super::output::Rejected| j.measured(category, successes, runs);
        // The rule as if the fresh draws all passed: no fresh runs for a repair that could not
        // pass anyway. When only the test refuses, a second look: the repair's explained units
        // drawn on to a planned size and the unrepaired side to as many and the fresh draws.
        let mut tally = explained_tally(&queries);
        let n = tally.1;
        let if_all_pass = |t, u| judge(t, (n, n), "fresh draws as many as measured, if all passed".into(), u);
        let first = if_all_pass(tally, r.unrepaired.tally());
        let before = tally;
        let planned = || plan(before, r.unrepaired.tally(), n, true, if_all_pass);
        let (mut made, mut looked) = (0, false);
        let hoped = second_look(first, planned, &mut done.second_looks, |sizes| {
            let units: Vec<Unit> = changed.iter().map(|(_, u)| u.clone()).collect();
            let ex: Vec<&QueryStability> = queries.iter().filter(|q| r.unstable.contains(&q.name)).collect();
            let worth = |t| if_all_pass(t, r.unrepaired.tally()).clears_bar();
            let (t, m) = r.unrepaired.second_look(&units, &ex, sizes, worth, self.workdir.path());
            (tally, made, looked) = (t, m, true);
            if_all_pass(t, r.unrepaired.tally())
        });
        done.runs += u64::from(made);
        if let Some(why) = hoped.refusal() {
            return Ok(Outcome::No(measured(c.rejected(why)), Some(score)));
        }
        // Fresh draws: the changed units sampled again under another RNG seed.
        let cfg =
            crate::stability::SampleConfig { rng_seed: super::accept::fresh_seed(r.cfg.rng_seed), ..r.cfg.clone() };
        let mut fresh = Vec::new();
        for (_, u) in &changed {
            let cfg = toward(&cfg, r.must_be_stable(u.name()), r.deadline);
            let mut q = crate::stability::sample_query(r.solver, r.cache, u, &cfg, self.workdir.path());
            q.name = u.name().to_string();
            done.runs += u64::from(q.runs());
            fresh.push(q);
        }
        if let Some(why) = cut_short(&fresh) {
            return Ok(Outcome::No(measured(c.rejected(format!("on fresh draws: {why}"))), None));
        }
        let how = format!("the changed queries sampled again under RNG seed {}", cfg.rng_seed);
        let fresh_tally = explained_tally(&fresh);
        let acceptance = judge(tally, fresh_tally, how.clone(), r.unrepaired.tally());
        // The look above was planned on as many fresh runs as measured, all passing; the
        // sequential rule draws a query's fresh runs until it can call them stable, so they can
        // be more, with failures (60/63 against 36/36 measured), and a repair that had no look,
        // that the test refuses on its actual fresh runs alone, gets it now: the unrepaired side
        // drawn on to the same planned size.
        let acceptance = if looked {
            acceptance
        } else {
            let on = |_, u| judge(tally, fresh_tally, how.clone(), u);
            let planned = || plan(tally, r.unrepaired.tally(), fresh_tally.1, false, on);
            let mut late = 0;
            let judged = second_look(acceptance, planned, &mut done.second_looks, |(_, against)| {
                late = r.unrepaired.top_up(against, self.workdir.path()).1;
                judge(tally, fresh_tally, how.clone(), r.unrepaired.tally())
            });
            done.runs += u64::from(late);
            judged
        };
        let unstable_fresh: Vec<String> = (fresh.iter())
            .filter(|q| q.category != Category::Stable && r.unstable.contains(&q.name))
            .map(|q| format!("{} {} ({}/{})", q.name, q.category, q.successes(), q.runs()))
            .collect();
        let refusal = match unstable_fresh.is_empty() {
            true => acceptance.refusal(),
            false => Some(format!("does not hold on fresh draws: {}", unstable_fresh.join(", "))),
        };
        if let Some(why) = refusal {
            return Ok(Outcome::No(measured(c.rejected(why)), Some(score)));
        }
        let patch = unified(&self.text, &c.text, r.file);
        let program = engine::write_repair(&r.dir, done.repairs.len() + 1, c, &self.name, &patch)?;
        Ok(Outcome::Repair(Box::new(Repair {
            kind: c.name().into(),
            change: c.change.clone(),
            program: program.display().to_string(),
            patch,
            category: category.to_string(),
            successes,
            runs,
            queries: queries.iter().map(QueryVerdict::from).collect(),
            never_weaken: engine::text_outcome(r.file, r.units, &c.text),
            boogie_3_2: None,
            parts: Vec::new(),
            boogie: None,
            seed: None,
            acceptance: Some(acceptance),
        })))
    }
}

/// Builds, checks and measures the candidates of every unstable unit in the one loop
/// ([`engine::run`]): the repairs that measure stable, the candidates not reported with why (and
/// their counts when measured), and the runs made.
pub fn run(r: &QueryRepairs) -> Result<Repairs> {
    if r.max_candidates == 0 || r.unstable.is_empty() {
        return Ok(Repairs::default());
    }
    let text = std::fs::read_to_string(r.path).map_err(|e| FileError::read(r.path, e))?;
    let name = r.path.file_name().map_or_else(|| "query.smt2".into(), |n| n.to_string_lossy().into_owned());
    let mut made = Vec::new();
    for unit in r.units.iter().filter(|u| r.unstable.iter().any(|n| n == u.name())) {
        let core = r.cores.iter().find(|(n, _, _)| n == unit.name()).map(|(_, c, k)| (c.as_slice(), *k));
        made.extend(candidates(&QueryInputs {
            text: &text,
            unit,
            blame: r.blame,
            core,
            instances: r.instances,
            triggers: r.triggers,
            failure: r.failure,
            proof: r.proofs.iter().find(|p| p.query == unit.name()),
            volume: r.volumes.iter().find(|(n, _)| n == unit.name()).map_or(&[], |(_, v)| v.as_slice()),
        }));
    }
    let workdir = tempfile::tempdir().map_err(|e| FileError::create(std::env::temp_dir(), e))?;
    let family = super::accept::family(r.max_candidates.min(made.len()), engine::PAIR_FROM);
    let subject = Repairing { r, text, name, workdir, family };
    let limits = Limits { max_candidates: r.max_candidates, budget: r.budget, deadline: r.deadline };
    engine::run(&subject, made, limits, r.failure)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::explain::fixtures::{blamed_more, FILE};

    #[test]
    fn candidates_never_drop_the_goal() {
        let u = Unit::single("q", FILE).unwrap();
        let blame = |qid: &str| blamed_more("q", qid, "assertion", (0, 0));
        let c = candidates(&QueryInputs {
            text: FILE,
            unit: &u,
            blame: &[blame("loop")],
            core: Some((&[2, 3], 3)),
            instances: &[],
            triggers: &[],
            failure: FailureKind::Timeout,
            proof: None,
            volume: &[],
        });
        let kinds: Vec<&str> = c.iter().map(Candidate::name).collect();
        assert_eq!(
            kinds,
            ["prune-to-core", "drop-assertion", "narrow-trigger", "instantiate-replace", "narrow-trigger"]
        );
        let pruned = Unit::single("q", &c[0].text).unwrap();
        assert_eq!(pruned.assertions().len(), 2);
        for c in &c {
            assert_eq!(changed_units("q", std::slice::from_ref(&u), &c.text).map(|v| v.len()), Ok(1), "{}", c.change);
        }
    }
}
