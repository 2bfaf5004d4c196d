//! The acceptance rule's sides, topped up with the sampling's next draws
//! (`wobble::explain::baseline`), with the real z3 4.8.12 on a query it proves on every draw: the
//! draws made are exactly those asked for, each solved once (a second baseline over the same
//! cache makes no solver run), and no method draws past its budget; a repaired side's plain draws
//! are the scripts `wobble stability` sends for the same sample numbers.

use std::time::Duration;
use wobble::explain::baseline::Baseline;
use wobble::explain::sample::Profiled;
use wobble::smt::perturbation::mutate::Method;
use wobble::smt::solving::cache::QueryCache;
use wobble::smt::solving::solve::{Solver, SolverKind};
use wobble::smt::text::unit::Unit;
use wobble::stability::{QueryStability, SampleConfig};
use wobble::stats::{Category, Goal, Rule, Tally};

const QUERY: &str = "(declare-fun a () Int)\n(assert (= a 3))\n(push 1)\n(assert (not (> a 0)))\n(check-sat)\n";

/// The query as sampled before a repair: `runs` proved runs of each of reseed and shuffle.
fn sampled(runs: u32) -> Profiled {
    Profiled {
        name: "q".into(),
        category: Category::Stable,
        tallies: vec![(Method::Reseed, Tally::from_counts(runs, 0)), (Method::Shuffle, Tally::from_counts(runs, 0))],
        runs: Vec::new(),
        not_applicable: Vec::new(),
        limits: Default::default(),
        cut: false,
    }
}

/// What both tests draw with: z3, a fresh cache in `dir`, reseed and shuffle (six draws each at
/// most, 30 s a run) and the query as its one unit.
struct Fixture {
    solver: Solver,
    dir: tempfile::TempDir,
    work: tempfile::TempDir,
    cache: QueryCache,
    cfg: SampleConfig,
    units: [Unit; 1],
}

impl Fixture {
    /// `None` (the test skips) without z3.
    fn new() -> Option<Fixture> {
        if !crate::common::require_tools(&["z3"]) {
            return None;
        }
        let dir = tempfile::tempdir().unwrap();
        let cache = QueryCache::new(dir.path().join("cache"));
        let timeout = Duration::from_secs(30);
        let cfg = SampleConfig {
            methods: vec![Method::Reseed, Method::Shuffle],
            samples: 6,
            rng_seed: 1,
            timeout,
            rule: Rule::default().with_time_limit(timeout).unwrap(),
            goal: Goal::Category,
            until: None,
        };
        let (solver, units) = (Solver::default_for(SolverKind::Z3).unwrap(), [Unit::single("q", QUERY).unwrap()]);
        Some(Fixture { solver, dir, work: tempfile::tempdir().unwrap(), cache, cfg, units })
    }

    /// Entries in the cache so far.
    fn entries(&self) -> usize {
        std::fs::read_dir(self.dir.path().join("cache")).unwrap().count()
    }
}

#[test]
fn the_unrepaired_side_is_topped_up_with_the_next_draws_once_and_within_the_budget() {
    let Some(f) = Fixture::new() else { return };
    let (solver, cache, cfg, units, work) = (&f.solver, &f.cache, &f.cfg, &f.units, f.work.path());
    let before = [sampled(2)];
    let baseline = Baseline::new(solver, cache, cfg, None, units, &[&before[0]]);
    assert_eq!(baseline.tally(), (4, 4));
    // One more draw of each method per round: 4 + 2 + 2 reaches 7 and stops at 8.
    assert_eq!(baseline.top_up(7, work), ((8, 8), 4));
    // Already as many as asked: no draw.
    assert_eq!(baseline.top_up(5, work), ((8, 8), 0));
    // Six draws a method at most (the sampling's budget), however many are asked for.
    assert_eq!(baseline.top_up(100, work), ((12, 12), 4));
    // The same draws of another baseline come from the cache: no solver run.
    let entries = f.entries();
    let again = Baseline::new(solver, cache, cfg, None, units, &[&before[0]]);
    assert_eq!(again.top_up(100, work), ((12, 12), 8));
    assert_eq!(f.entries(), entries);
}

#[test]
fn a_second_look_draws_the_repair_on_where_wobble_stability_would_and_shares_its_cache() {
    let Some(f) = Fixture::new() else { return };
    let (solver, cache, cfg, units, work) = (&f.solver, &f.cache, &f.cfg, &f.units, f.work.path());
    // A repair measured on two plain runs of each method, drawn on to the budget: 4 draws each.
    // When the repaired side is not worth it (under the bar), the unrepaired side is not drawn
    // however far it is asked; asked for no more runs than it has, it makes none either.
    let measured = [(Method::Reseed, Tally::from_counts(2, 0)), (Method::Shuffle, Tally::from_counts(2, 0))];
    let repaired = QueryStability::new("q", Category::Stable, measured.to_vec(), 12);
    let unrepaired = Baseline::new(solver, cache, cfg, None, units, &[&sampled(2)]);
    assert_eq!(unrepaired.second_look(units, &[&repaired], (100, 8), |_| false, work), ((12, 12), 8));
    assert_eq!(unrepaired.tally(), (4, 4));
    assert_eq!(unrepaired.second_look(units, &[&repaired], (100, 4), |t| t == (12, 12), work), ((12, 12), 8));
    assert_eq!(unrepaired.tally(), (4, 4));
    let drawn = f.entries();
    // `wobble stability`'s own plain sampling of the query asks the same scripts for samples 2..5:
    // at most its first two draws of each method are new to the cache (12 if the scripts differed).
    let q = wobble::stability::sample_query(solver, cache, &units[0], cfg, work);
    assert!(q.tallies.iter().all(|(_, t)| t.runs() == 6), "the sampling stopped early: {:?}", q.tallies);
    assert!(f.entries() - drawn <= 4, "{} new cache entries", f.entries() - drawn);
    // Worth it: the unrepaired side is drawn on too.
    assert_eq!(unrepaired.second_look(units, &[&repaired], (100, 8), |t| t == (12, 12), work), ((12, 12), 12));
    assert_eq!(unrepaired.tally(), (8, 8));
}
