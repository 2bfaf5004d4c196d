//! A subject's repairs from what explain found in it, on the current rayon pool: for a program
//! or a query ([`program`]) the evidence gathered ([`super::evidence`]), then a Boogie program's
//! candidates ([`super::program_edits`]) measured by its loop ([`Measure`]) or an `.smt2`
//! query's by [`super::query_repair`]; for a finding ([`finding`]) its evidence
//! ([`super::finding_evidence`]) and the mutant's candidates, applied to the seed as well.

use super::assemble::Repaired;
use super::baseline::Baseline;
use super::bpl_repair::{Before, Measure, Source};
use super::deadline::Deadline;
use super::evidence::gather;
use super::finding_evidence::{self, Twin};
use super::instances::FoundInstance;
use super::located::Blamed;
use super::probe::{self, Incarnations};
use super::program::{core_declarations, Boogie};
use super::program_edits::{candidates, ProgramInputs};
use super::proof_boogie;
use super::proofs::QueryProof;
use super::query_repair::{self, QueryRepairs};
use super::sample::{FailureKind, Profiled};
use crate::error::Result;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Solver;
use crate::smt::text::unit::Unit;
use crate::stability::{QueryStability, SampleConfig};
use crate::stats::{Category, Tally};
use std::path::Path;
use std::time::{Duration, Instant};

/// The note of a subject with no candidate to measure.
const NO_CANDIDATE: &str = "no repair candidate: no blamed quantifier sits in an axiom or requires, has a trigger \
     to narrow, has an instance that traced passing runs made and failing runs missed, or (fast unknowns) can be \
     instantiated with the failing procedure's terms; and no quantified axiom lies outside the passing runs' unsat \
     cores or out of reach of every verified implementation's symbols";

/// The note of an `.smt2` query with no candidate to measure.
const NO_QUERY_CANDIDATE: &str = "no repair candidate: no quantifier of the query is blamed, used by a passing run's \
     proof or makes most of the failing runs' instances, no existential can be skolemized, and no assertion lies \
     outside the passing runs' unsat cores or out of the goal's reach (a query without quantifiers, such as a \
     bit-vector one, has none of these)";

/// What the repairs run with and within: z3 with its cache, the sampling, and the limits.
#[derive(Clone, Copy)]
pub struct Repairing<'a> {
    pub solver: &'a Solver,
    pub cache: &'a QueryCache,
    pub cfg: &'a SampleConfig,
    /// `--max-candidates`: single candidates measured at most (0: no repairs).
    pub max_candidates: usize,
    /// `--budget`: solver and Boogie runs the repairs may make.
    pub budget: u64,
    /// `--time-budget`: evidence within its share ([`super::deadline::EVIDENCE`]), candidates
    /// within all of it.
    pub deadline: Deadline,
    /// `OUT`: repairs go to `OUT/repairs/`.
    pub out: &'a Path,
}

/// What was found in a program or an `.smt2` file.
pub struct InProgram<'a> {
    /// The user's file, and its name in the output.
    pub path: &'a Path,
    pub file: &'a str,
    /// The Boogie program (none: an `.smt2` file).
    pub boogie: Option<&'a Boogie>,
    pub units: &'a [Unit],
    pub sampled: &'a [Profiled],
    pub unstable: &'a [&'a Profiled],
    /// The unstable queries' names.
    pub explained: &'a [String],
    pub blame: &'a Blamed,
    pub failure: FailureKind,
}

/// What was found in a finding: the pairs (seed, mutant) sampled and those the mutant does worse on.
pub struct InFinding<'a> {
    pub seed: Twin<'a>,
    pub mutant: Twin<'a>,
    /// The seed's and the mutant's names in the output.
    pub seed_file: &'a str,
    pub file: &'a str,
    pub sampled: &'a [(Profiled, Profiled)],
    pub worse: &'a [&'a (Profiled, Profiled)],
    pub blame: &'a Blamed,
    pub failure: FailureKind,
}

/// The explained queries' samplings before blame as measured queries (their verdicts and
/// tallies), for a candidate that leaves one's VC as it was ([`Before::explained_before`]).
fn as_measured<'p>(explained: impl Iterator<Item = &'p Profiled>, cfg: &SampleConfig) -> Vec<QueryStability> {
    explained.map(|p| QueryStability::new(&p.name, p.category, p.tallies.clone(), cfg.budget())).collect()
}

/// The queries that the sampling before blame cut undecided (`inconclusive`, [`Profiled::cut`])
/// and did not explain, each with the most runs one of its methods made (at least 1, for one
/// cut before its first run): after an edit that
/// changes such a query, it gets as many runs again ([`super::bpl_repair::Before::undecided`]).
fn cut_undecided<'p>(sampled: impl Iterator<Item = &'p Profiled>, explained: &[String]) -> Vec<(String, u32)> {
    sampled
        .filter(|q| q.cut && q.category == Category::Inconclusive && !explained.contains(&q.name))
        .map(|q| (q.name.clone(), q.tallies.iter().map(|(_, t)| t.runs()).max().unwrap_or(0).max(1)))
        .collect()
}

/// How long Boogie's confirmation of a repaired program takes ([`super::confirm::estimate`] on the
/// current pool's threads), from its queries as `sampled` before blame: each VC as long as its
/// passing runs took on average, or the time limit when none passed.
fn for_boogie<'p>(sampled: impl Iterator<Item = &'p Profiled>, cfg: &SampleConfig) -> Duration {
    let mean = |q: &Profiled| Tally::sum(q.tallies.iter().map(|(_, t)| t)).mean_success_time();
    let per_vc: Vec<Option<Duration>> = sampled.map(mean).collect();
    super::confirm::estimate(&per_vc, cfg.timeout, rayon::current_num_threads())
}

/// The progress line saying how much of the time budget the repairs keep for Boogie.
fn keeping_note(m: &Measure, kept: Duration) {
    if !kept.is_zero() {
        let s = kept.as_secs_f64();
        (m.note)(format!("the repairs keep {s:.0} s of the time budget for Boogie's confirmation of a repair"));
    }
}

/// Where the variables that the instances of `proofs` and `found` name are at which incarnation in `bg`'s
/// procedures ([`super::probe`]): one Boogie run, made only when an instance names one; a note
/// when the probe failed.
fn probed(
    m: &Measure,
    bg: &Boogie,
    proofs: &[QueryProof],
    found: &[FoundInstance],
    notes: &mut Vec<String>,
) -> Incarnations {
    let asked = probe::asked(&bg.program, proofs, found);
    if asked.is_empty() {
        return Incarnations::none();
    }
    let vars: usize = asked.values().map(|v| v.len()).sum();
    (m.note)(format!("probing where {vars} variable(s) named by proof instances are current (one Boogie run)"));
    let found = probe::probe(m.extractor, &bg.name, &bg.text, &bg.program, &asked);
    if let Some(why) = found.failure() {
        notes.push(format!("where the proof instances' incarnations are current is not known: {why}"));
    }
    found
}

/// The repairs of a Boogie program from its `inputs` (a finding's mutant, with its `seed`),
/// measured by `m` against the queries' state `before`; a note when there is no candidate.
fn measured(
    m: Measure,
    inputs: &ProgramInputs,
    seed: Option<&Source>,
    before: Before,
    notes: &mut Vec<String>,
) -> Result<super::engine::Repairs> {
    let candidates = candidates(inputs, notes);
    if candidates.is_empty() {
        notes.push(NO_CANDIDATE.into());
    }
    m.repairs(&inputs.src, seed, candidates, before, inputs.failure)
}

/// The evidence and repairs of a program or query `p`; `measure` is a Boogie program's loop,
/// made with the deadline of its measurements.
pub fn program<'m>(
    r: Repairing,
    p: &InProgram,
    measure: impl FnOnce(Deadline) -> Result<Measure<'m>>,
) -> Result<Repaired> {
    let mut out = Repaired::default();
    if r.max_candidates == 0 {
        return Ok(out);
    }
    let (units, unstable, explained, failure) = (p.units, p.unstable, p.explained, p.failure);
    let program = p.boogie.map(|b| &b.program);
    let deadline = r.deadline.share(super::deadline::EVIDENCE);
    let clock = Instant::now();
    let ev = gather(r.solver, r.cache, units, unstable, p.blame, r.cfg, failure, program, deadline);
    out.notes.extend(ev.skipped.iter().cloned());
    out.instances = ev.instances.clone();
    out.proofs = ev.proofs.iter().map(QueryProof::report).collect();
    if unstable.is_empty() {
        return Ok(out);
    }
    let original: Vec<(String, Category)> = p.sampled.iter().map(|q| (q.name.clone(), q.category)).collect();
    let Some(bg) = p.boogie else {
        let baseline = Baseline::new(r.solver, r.cache, r.cfg, r.deadline.end(), units, unstable);
        out.seconds.evidence = clock.elapsed().as_secs_f64();
        let clock = Instant::now();
        out.done = query_repair::run(&QueryRepairs {
            solver: r.solver,
            cache: r.cache,
            cfg: r.cfg,
            path: p.path,
            file: p.file,
            units,
            categories: &original,
            unstable: explained,
            blame: &p.blame.entries,
            cores: &ev.cores,
            failure,
            instances: &ev.instances,
            triggers: &ev.triggers,
            proofs: &ev.proofs,
            volumes: &ev.volumes,
            unrepaired: &baseline,
            max_candidates: r.max_candidates,
            budget: r.budget,
            deadline: r.deadline,
            dir: r.out.join("repairs"),
        })?;
        out.seconds.repairs = clock.elapsed().as_secs_f64();
        if out.done.repairs.is_empty() && out.done.rejected.is_empty() && !crate::runner::interrupted() {
            out.notes.push(NO_QUERY_CANDIDATE.into());
        }
        return Ok(out);
    };
    let core = core_declarations(&bg.program, &bg.name, units, &ev.cores, explained);
    let volume = ev.volume();
    let kept = r.deadline.kept(for_boogie(p.sampled.iter(), r.cfg));
    out.seconds.kept_for_boogie = kept.as_secs_f64();
    let r = Repairing { deadline: r.deadline.keeping(kept), ..r };
    let m = measure(r.deadline)?;
    keeping_note(&m, kept);
    let incarnations = probed(&m, bg, &ev.proofs, &ev.instances, &mut out.notes);
    // The traced instances written where their values are current, as reported.
    let src = bg.source(p.file);
    let sites = &p.blame.sites;
    let quantifier = |query: &str, qid: &str| {
        sites.iter().find(|(e, _)| e.query == query && e.qid == qid).map(|(_, s)| &s.quantifier)
    };
    proof_boogie::write_found(&mut out.instances, src.text, src.program, quantifier, &incarnations);
    let inputs = ProgramInputs {
        src,
        sites: &p.blame.sites,
        failure,
        triggers: &ev.triggers,
        instances: &out.instances,
        core,
        proofs: &ev.proofs,
        volume: &volume,
        incarnations: &incarnations,
    };
    let baseline = Baseline::new(r.solver, r.cache, r.cfg, r.deadline.end(), units, unstable);
    let explained_before = as_measured(unstable.iter().copied(), r.cfg);
    let undecided = cut_undecided(p.sampled.iter(), explained);
    let before = Before {
        original: &original,
        units,
        explained,
        explained_before: &explained_before,
        undecided: &undecided,
        baseline: Some(&baseline),
    };
    out.seconds.evidence = clock.elapsed().as_secs_f64();
    let clock = Instant::now();
    out.done = measured(m, &inputs, None, before, &mut out.notes)?;
    out.seconds.repairs = clock.elapsed().as_secs_f64();
    Ok(out)
}

/// The evidence and repairs of a finding `f`: edits of the mutant, measured by `measure` (made
/// with the deadline of its measurements), applied to the seed as well when they apply there.
pub fn finding<'m>(
    r: Repairing,
    f: &InFinding,
    measure: impl FnOnce(Deadline) -> Result<Measure<'m>>,
) -> Result<Repaired> {
    let mut out = Repaired::default();
    if f.worse.is_empty() || r.max_candidates == 0 {
        return Ok(out);
    }
    let original: Vec<(String, Category)> = f.sampled.iter().map(|(_, m)| (m.name.clone(), m.category)).collect();
    let explained: Vec<String> = f.worse.iter().map(|(_, m)| m.name.clone()).collect();
    let (src, seed_src) = (f.mutant.boogie.source(f.file), f.seed.boogie.source(f.seed_file));
    let (entries, failure) = (&f.blame.entries, f.failure);
    let clock = Instant::now();
    let ev = finding_evidence::gather(r.solver, r.cache, r.cfg, f.worse, entries, failure, f.seed, f.mutant);
    let (sites, triggers, core) = (&f.blame.sites, &ev.triggers, ev.core);
    let incarnations = Incarnations::none();
    let inputs = ProgramInputs {
        src,
        sites,
        failure,
        triggers,
        instances: &[],
        core,
        proofs: &[],
        volume: &[],
        incarnations: &incarnations,
    };
    let explained_before = as_measured(f.worse.iter().map(|(_, m)| m), r.cfg);
    let undecided = cut_undecided(f.sampled.iter().map(|(_, m)| m), &explained);
    let before = Before {
        original: &original,
        units: f.mutant.units,
        explained: &explained,
        explained_before: &explained_before,
        undecided: &undecided,
        baseline: None,
    };
    // The mutant's confirmation, then the seed's.
    let kept = r.deadline.kept(for_boogie(f.sampled.iter().flat_map(|(s, m)| [s, m]), r.cfg));
    out.seconds.kept_for_boogie = kept.as_secs_f64();
    let m = measure(r.deadline.keeping(kept))?;
    keeping_note(&m, kept);
    out.seconds.evidence = clock.elapsed().as_secs_f64();
    let clock = Instant::now();
    out.done = measured(m, &inputs, Some(&seed_src), before, &mut out.notes)?;
    out.seconds.repairs = clock.elapsed().as_secs_f64();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::perturbation::mutate::Method;

    fn sampled(name: &str, category: Category, cut: bool, runs: [u32; 2]) -> Profiled {
        let tally = |n: u32| {
            let mut t = Tally::new();
            (0..n).for_each(|_| t.record(true, std::time::Duration::ZERO));
            t
        };
        let tallies = vec![(Method::Rename, tally(runs[0])), (Method::Reseed, tally(runs[1]))];
        Profiled { category, cut, tallies, ..Profiled::fake(name, Vec::new()) }
    }

    #[test]
    fn the_queries_cut_undecided_are_those_not_explained_with_the_most_runs_of_a_method() {
        let queries = [
            sampled("cut", Category::Inconclusive, true, [1, 2]),
            sampled("explained", Category::Inconclusive, true, [3, 3]),
            sampled("budget", Category::Inconclusive, false, [60, 60]),
            sampled("stable", Category::Stable, false, [18, 18]),
            sampled("none", Category::Inconclusive, true, [0, 0]),
        ];
        let undecided = cut_undecided(queries.iter(), &["explained".to_string()]);
        assert_eq!(undecided, [("cut".to_string(), 2), ("none".to_string(), 1)]);
    }
}
