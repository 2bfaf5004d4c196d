//! The fast reduction of an unstable query: the unsat core of a run that proved it, and the
//! query pruned to the core's assertions, measured with the rule of `wobble stability`.
//!
//! The core is asked for on the perturbations of the sampling's own passing runs
//! ([`crate::smt::observation::prune::find_core`]), in sampling order; only when none of them
//! proves the labelled text are reseeds of the core's own drawn ([`passing_cores`]); a core
//! run is its own text (assertions carry `:named` labels) and is cached like every run. The
//! pruned query keeps every command but the assertions outside the core (options, prelude,
//! declarations and definitions as written) and is sampled exactly as `wobble stability` samples
//! a query. For a Boogie subject, the core's quantified assertions map back to the user's
//! declarations by their `:qid` (Boogie 2.4.1 names every quantifier after its position;
//! quantifier-free axioms carry no position and are counted, not named).

use super::sample::Profiled;
use crate::smt::observation::prune::{find_core, goal, keep_assertions, FoundCore};
use crate::smt::perturbation::mutate::Perturbation;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Solver;
use crate::smt::text::origin::{origins, parse_qid};
use crate::smt::text::unit::Unit;
use crate::stability::sampler::{query_hash, sample_seed};
use crate::stability::{sample_query, QueryStability, SampleConfig};
use crate::syntax::ast::Program;
use serde::Serialize;
use std::path::Path;

/// Passing perturbations tried for a core (a labelled text may not prove the query).
pub const CORE_TRIES: usize = 3;

/// A Boogie declaration that a core assertion comes from.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CoreDecl {
    /// `axiom`, `function`, `requires`, … (as in blame entries).
    pub item: String,
    pub line: u32,
    pub col: u32,
    pub qid: String,
    /// The declaration as wobble prints it.
    pub text: String,
}

/// The pruned query's measured stability.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PrunedVerdict {
    pub category: String,
    pub successes: u32,
    pub runs: u32,
    /// The pruned query's text (`OUT/core/QUERY.smt2`).
    pub file: String,
}

/// The `core` entry of one explained query in `explain.json`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CoreReport {
    pub query: String,
    /// Top-level assertions of the query.
    pub assertions_total: usize,
    /// Those in the core.
    pub in_core: usize,
    /// The core's assertions (0-based, in the query's order).
    pub core_assertions: Vec<usize>,
    /// The goal assertion (see [`crate::smt::observation::prune::goal`]) and whether the core has it.
    pub goal: Option<usize>,
    pub goal_in_core: bool,
    /// The passing perturbation whose core this is, and the core runs it took.
    pub perturbation: String,
    pub core_runs: usize,
    /// The query with the core's assertions only, measured.
    pub pruned: Option<PrunedVerdict>,
    /// Boogie subject: the declarations the core's quantified assertions come from.
    pub boogie: Vec<CoreDecl>,
    /// Boogie subject: core assertions with no source position (quantifier-free axioms,
    /// Boogie's and Dafny's background, the goal).
    pub boogie_unmapped: usize,
    /// Whose passing run the core is of.
    pub from: CoreFrom,
}

/// Whose passing run a core is of (`explain.json`'s `core[].from`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CoreFrom {
    /// The subject's own query.
    Query,
    /// A finding's mutant query.
    Mutant,
    /// A finding's seed twin, its declarations moved to the mutant's.
    Seed,
}

/// The core, pruned and measured, of one unstable query (see the module doc), or `None` when no
/// passing run's core could be had; the pruned query is not measured (`pruned` is `None`) when
/// `cfg` leaves no time for a round of its runs.
#[allow(clippy::too_many_arguments)]
pub fn core_of(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    profiled: &Profiled,
    cfg: &SampleConfig,
    boogie: Option<(&Program, &str)>,
    out: &Path,
    workdir: &Path,
) -> Option<(CoreReport, Option<(Unit, QueryStability)>)> {
    let hash = query_hash(unit);
    let passing = profiled
        .passing()
        .map(|r| Perturbation::new([r.method], sample_seed(cfg.rng_seed, &hash, r.method, r.index)))
        .collect::<Vec<_>>();
    let FoundCore { core, perturbation, tries } =
        find_core(solver, cache, unit, passing, CORE_TRIES, workdir, cfg.timeout).or_else(|| {
            reseeded_core(solver, cache, unit, cfg, &hash, 2 * UNITED_CORES).map(|mut f| {
                f.tries += CORE_TRIES.min(profiled.passing().count());
                f
            })
        })?;
    let assertions = unit.assertions();
    let goal = goal(unit);
    let mut report = CoreReport {
        query: unit.name().to_string(),
        assertions_total: assertions.len(),
        in_core: core.assertions.len(),
        core_assertions: core.assertions.clone(),
        goal,
        goal_in_core: goal.is_some_and(|g| core.assertions.contains(&g)),
        perturbation,
        core_runs: tries,
        pruned: None,
        boogie: Vec::new(),
        boogie_unmapped: 0,
        from: CoreFrom::Query,
    };
    if let Some((program, name)) = boogie {
        let (found, unmapped) = origins(program, name, core.assertions.iter().map(|&i| assertions[i].qids.as_slice()));
        report.boogie = found
            .into_iter()
            .map(|(qid, site)| {
                let (line, col) = parse_qid(&qid).map_or((site.pos.line, site.pos.col), |(_, l, c)| (l, c));
                CoreDecl { item: site.kind.as_str().into(), line, col, qid, text: site.text }
            })
            .collect();
        report.boogie_unmapped = unmapped;
    }
    let text = keep_assertions(unit, &core.assertions);
    let Ok(pruned) = Unit::single(&format!("{} (core)", unit.name()), &text) else { return Some((report, None)) };
    let file = out.join("core").join(format!("{}.smt2", file_stem(unit.name())));
    if let Some(dir) = file.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = std::fs::write(&file, &text);
    if cfg.too_late_for_a_round() {
        // No round of the pruned query's runs fits in the budget left: written, not measured.
        return Some((report, None));
    }
    let measured = sample_query(solver, cache, &pruned, cfg, workdir);
    report.pruned = Some(PrunedVerdict {
        category: measured.category.to_string(),
        successes: measured.successes(),
        runs: measured.runs(),
        file: file.display().to_string(),
    });
    Some((report, Some((pruned, measured))))
}

/// The unsat cores (assertion indices) of up to `n` distinct passing runs of `unit`: the
/// perturbations of `profiled`'s passing runs in sampling order, each asked once (a labelled
/// text that does not prove the query gives no core), at most `2 n` core runs; `dice` is what the
/// sampling drew the perturbations from besides the RNG seed (`None`: the query's text hash; a
/// finding's twins draw from the VC's name). When none of them gives a core, the core runs of
/// [`reseeded_core`] give one if they can. Cached like every run.
#[allow(clippy::too_many_arguments)]
pub fn passing_cores(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    profiled: &Profiled,
    cfg: &SampleConfig,
    n: usize,
    dice: Option<&str>,
    workdir: &Path,
) -> Vec<Vec<usize>> {
    let hash = dice.map_or_else(|| query_hash(unit), str::to_string);
    let mut cores = Vec::new();
    for r in profiled.passing().take(2 * n) {
        if cores.len() >= n {
            break;
        }
        let p = Perturbation::new([r.method], sample_seed(cfg.rng_seed, &hash, r.method, r.index));
        if let Some(found) = find_core(solver, cache, unit, [p], 1, workdir, cfg.timeout) {
            cores.push(found.core.assertions);
        }
    }
    if cores.is_empty() {
        cores.extend(reseeded_core(solver, cache, unit, cfg, &hash, 2 * n).map(|f| f.core.assertions));
    }
    cores
}

/// The unsat core of a core run of `unit` under one of `tries` reseeds of its own (drawn from the
/// RNG seed, `dice` and the word `core`, so apart from the sampling's draws), asked as many at a
/// time as the current rayon pool has threads, until one proves the query. It is for a query
/// whose few passing runs did not prove the labelled text again: on the real corpus InsertIndex
/// passed 4 of 14 runs, and on 417793a none of its 4 core runs proved it, so it had no
/// `prune-to-core`, the edit that had repaired it before; on 58042ae a reseed's core gave it one,
/// stable 36/36. The core's `tries` count the core runs of the batches asked.
fn reseeded_core(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    cfg: &SampleConfig,
    dice: &str,
    tries: usize,
) -> Option<FoundCore> {
    use crate::smt::perturbation::mutate::Method;
    use rayon::prelude::*;
    let dice = format!("{dice}/core");
    let draws: Vec<Perturbation> = (0..tries as u32)
        .map(|k| Perturbation::new([Method::Reseed], sample_seed(cfg.rng_seed, &dice, Method::Reseed, k)))
        .collect();
    let width = rayon::current_num_threads().max(1);
    draws.chunks(width).enumerate().find_map(|(k, batch)| {
        if cfg.too_late_for_a_round() {
            return None;
        }
        let found: Vec<Option<FoundCore>> = batch
            .par_iter()
            .map(|p| {
                let dir = tempfile::tempdir().ok()?;
                find_core(solver, cache, unit, [p.clone()], 1, dir.path(), cfg.timeout)
            })
            .collect();
        let asked = k * width + batch.len();
        found.into_iter().flatten().next().map(|f| FoundCore { tries: asked, ..f })
    })
}

/// Passing runs whose cores are united for pruning (`prune-to-core`).
pub const UNITED_CORES: usize = 3;

/// Per query of `profiled` (each with its unit in `units`), the union of the unsat cores of up
/// to [`UNITED_CORES`] passing runs ([`passing_cores`]; in parallel on the current rayon pool):
/// the query's name, the union's assertions (sorted) and how many cores it unites. A query with
/// no core is left out. `by_name`: the runs' perturbations were drawn from the VC's name (a
/// finding's twins), not the query's text.
pub fn core_unions(
    solver: &Solver,
    cache: &QueryCache,
    units: &[Unit],
    profiled: &[&Profiled],
    cfg: &SampleConfig,
    by_name: bool,
) -> Vec<(String, Vec<usize>, usize)> {
    use rayon::prelude::*;
    profiled
        .par_iter()
        .filter_map(|p| {
            let unit = units.iter().find(|u| u.name() == p.name)?;
            let dir = tempfile::tempdir().ok()?;
            let dice = by_name.then(|| unit.name().to_string());
            let cores = passing_cores(solver, cache, unit, p, cfg, UNITED_CORES, dice.as_deref(), dir.path());
            let mut union: Vec<usize> = cores.iter().flatten().copied().collect();
            union.sort_unstable();
            union.dedup();
            (!cores.is_empty()).then(|| (p.name.clone(), union, cores.len()))
        })
        .collect()
}

/// [`core_of`] for each unstable query (in parallel on the current rayon pool), in order; a
/// query whose core could not be had is left out.
pub fn cores(
    solver: &Solver,
    cache: &QueryCache,
    units: &[Unit],
    unstable: &[&Profiled],
    cfg: &SampleConfig,
    boogie: Option<(&Program, &str)>,
    out: &Path,
) -> Vec<CoreReport> {
    use rayon::prelude::*;
    unstable
        .par_iter()
        .filter_map(|p| {
            let unit = units.iter().find(|u| u.name() == p.name)?;
            let dir = tempfile::tempdir().ok()?;
            core_of(solver, cache, unit, p, cfg, boogie, out, dir.path()).map(|(r, _)| r)
        })
        .collect()
}

/// A query name as a file name: letters, digits, `.`, `_` and `-` kept, the rest `_`.
pub fn file_stem(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-') { c } else { '_' }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A query whose sampled passing runs gave no core (here: no passing run at all) gets one from
    /// a core run of its own reseeds, and none when the deadline leaves no time for a round.
    #[test]
    fn with_no_passing_runs_the_core_comes_from_reseeds_of_its_own() {
        use crate::smt::perturbation::mutate::Method;
        use std::time::{Duration, Instant};
        let text = "(declare-fun a () Int)\n(declare-fun b () Int)\n(assert (> a 2))\n(assert (< b 0))\n\
                    (assert (not (> a 1)))\n(check-sat)\n";
        let u = Unit::single("q", text).unwrap();
        let z3 = Solver::default_for(crate::smt::solving::solve::SolverKind::Z3).unwrap();
        let cache = QueryCache::new(tempfile::tempdir().unwrap().keep());
        let mut cfg = SampleConfig::for_tests(vec![Method::Reseed], Duration::from_secs(10));
        let profiled = Profiled::fake("q", Vec::new());
        let dir = tempfile::tempdir().unwrap();
        let cores = passing_cores(&z3, &cache, &u, &profiled, &cfg, UNITED_CORES, None, dir.path());
        // One core, without `(assert (< b 0))` (assertion 1).
        assert_eq!(cores.len(), 1, "{cores:?}");
        assert!(cores[0].contains(&0) && cores[0].contains(&2) && !cores[0].contains(&1), "{cores:?}");
        // explain.json's `core[]` reports the same core, from the same reseeds.
        let out = tempfile::tempdir().unwrap();
        let (report, pruned) = core_of(&z3, &cache, &u, &profiled, &cfg, None, out.path(), dir.path()).unwrap();
        assert_eq!(report.core_assertions, cores[0]);
        assert!(report.perturbation.contains("reseed"), "{}", report.perturbation);
        assert!((1..=2 * UNITED_CORES).contains(&report.core_runs), "{}", report.core_runs);
        assert_eq!(pruned.map(|(u, _)| u.assertions().len()), Some(cores[0].len()));
        cfg.until = Some(Instant::now());
        let cores = passing_cores(&z3, &cache, &u, &profiled, &cfg, UNITED_CORES, None, dir.path());
        assert!(cores.is_empty(), "{cores:?}");
        assert!(core_of(&z3, &cache, &u, &profiled, &cfg, None, out.path(), dir.path()).is_none());
        // A passing run of the sampling still gives its core with the budget spent (its core run
        // is the evidence's, answered by the cache); the pruned query is written, not measured.
        let passed = Profiled::fake("q", vec![super::super::sample::Run::fake(Method::Reseed, 0, true, None)]);
        let (late, pruned) = core_of(&z3, &cache, &u, &passed, &cfg, None, out.path(), dir.path()).unwrap();
        assert_eq!(late.core_assertions, vec![0, 2], "{late:?}");
        assert!(late.pruned.is_none() && pruned.is_none(), "{late:?}");
        assert!(out.path().join("core").join("q.smt2").is_file());
    }

    #[test]
    fn query_names_become_file_names() {
        assert_eq!(file_stem("Impl$$_module.__default.Collide"), "Impl___module.__default.Collide");
        assert_eq!(file_stem("q.smt2#3"), "q.smt2_3");
    }
}
