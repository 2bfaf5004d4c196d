//! The sampling of a whole subject, on the current rayon pool: every query of a program or an
//! `.smt2` file with profiles ([`units`]), or every pair of a finding's twins, the seed's for its
//! passing runs and the mutant's for its failing runs under the same dice ([`pairs`], the twins
//! paired by name by [`twins`]); and the pairs the mutant does worse on ([`worse`]). One query's sampling is [`super::sample`].

use super::sample::{sample_profiled, sample_wanted, Profiled, Want};
use crate::error::{FileError, Result};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Solver;
use crate::smt::text::unit::Unit;
use crate::stability::SampleConfig;
use crate::stats::Category;
use rayon::prelude::*;

/// A progress line, formatted only when it is shown.
pub type Note<'a> = &'a (dyn Fn(&dyn Fn() -> String) + Sync);

/// What a subject's sampling runs with: z3, its cache and the sampling's configuration.
#[derive(Clone, Copy)]
pub struct Sampler<'a> {
    pub solver: &'a Solver,
    pub cache: &'a QueryCache,
    pub cfg: &'a SampleConfig,
    /// Runs wanted on each side (passing, failing) of an unstable query.
    pub min_per_side: u32,
    /// One progress line per sampled query.
    pub note: Note<'a>,
}

/// A fresh working directory for one query's runs.
fn workdir() -> Result<tempfile::TempDir> {
    Ok(tempfile::tempdir().map_err(|e| FileError::create(std::env::temp_dir(), e))?)
}

/// Runs per method of the first look at every query ([`first_look`]): one, so that a program of
/// slow queries does not spend its sampling share on looking.
pub const FIRST_LOOK: u32 = 1;

/// Samples every unit with profiles; `rlimit` (z3's `rlimit=N` of an `.smt2` subject) is each
/// query's resource limit unless the file sets its own. Under a wall-clock end with more than
/// two units, the queries are sampled in the order of their [`first_look`]: those whose first
/// runs gave both outcomes, then those that never passed, then the rest, so that a budget
/// spent on confirming stable queries does not cut the unstable ones; the rest start rounds only
/// within half of the time left ([`settled`]). The order does not change a verdict (the first
/// look's runs are the sampling's first draws, solved once: the cache answers them again), the
/// budget may cut it; the results are in the units' order. When that half ends with no query
/// explained, the queries it cut are sampled on within the whole time ([`go_on`]).
pub fn units(s: Sampler, units: &[Unit], rlimit: Option<u64>) -> Result<Vec<Profiled>> {
    let settled = settled(s.cfg);
    let (order, looks) = if s.cfg.until.is_some() && units.len() > 2 {
        first_look(s, units)?
    } else {
        ((0..units.len()).collect(), Vec::new())
    };
    let mut sampled = sample_in(s, units, rlimit, order, &looks, &settled)?;
    let again = go_on(&sampled);
    if !again.is_empty() && !looks.is_empty() && !s.cfg.too_late_for_a_round() {
        // The cache answers the runs made so far: each query goes on from where it was cut.
        (s.note)(&|| {
            format!("  no query explained yet: sampling the {} cut by the time kept for repairs on", again.len())
        });
        for (i, p) in again.iter().zip(sample_in(s, units, rlimit, again.clone(), &looks, s.cfg)?) {
            sampled[*i] = p;
        }
    }
    Ok(sampled)
}

/// The indices of the queries `sampled` to sample on within the whole time: those cut by the
/// half of it kept for repairs ([`settled`]), when no query is explained, so that no repair
/// needs that half. On InductivePredicates.dfy (build ba2eab1) every first look passed, and the
/// sampling stopped at 20/20 and 18/18 runs of its two unstable queries after 100 s of a 525 s
/// budget, with nothing to explain and the rest unused.
fn go_on(sampled: &[Profiled]) -> Vec<usize> {
    if sampled.iter().any(Profiled::explained) {
        return Vec::new();
    }
    (0..sampled.len()).filter(|&i| sampled[i].cut).collect()
}

/// Samples the units at `order`'s indices, side by side, those whose first look (of `looks`)
/// only passed under `settled` and the others under the sampler's configuration; the results in
/// `order`'s order.
fn sample_in(
    s: Sampler,
    units: &[Unit],
    rlimit: Option<u64>,
    order: Vec<usize>,
    looks: &[Profiled],
    settled: &SampleConfig,
) -> Result<Vec<Profiled>> {
    let mut sampled: Vec<(usize, Profiled)> = order
        .into_iter()
        .par_bridge()
        .map(|i| {
            let u = &units[i];
            let dir = workdir()?;
            let only_passed = looks.get(i).is_some_and(|l| telling(l) == 2);
            let cfg = if only_passed { settled } else { s.cfg };
            let mut p = sample_profiled(s.solver, s.cache, u, cfg, s.min_per_side, dir.path());
            if let Some(look) = looks.get(i).filter(|l| p.cut && l.runs.len() > p.runs.len()) {
                // Cut before it drew again the first look's runs: those runs, still cut.
                p = Profiled { category: Category::Inconclusive, cut: true, ..look.clone() };
            }
            if let Some(n) = rlimit {
                // z3's `rlimit=N`; a file's own `:rlimit` wins.
                p.limits.rlimit.get_or_insert(n);
            }
            (s.note)(&|| format!("  {}: {} ({} runs)", p.name, p.category, p.runs.len()));
            Ok((i, p))
        })
        .collect::<Result<_>>()?;
    sampled.sort_by_key(|(i, _)| *i);
    Ok(sampled.into_iter().map(|(_, p)| p).collect())
}

/// `cfg` with rounds started only within the first half of the time left to the sampling: the
/// first look's ([`first_look`]), and then the sampling of the queries whose first look only
/// passed, so that confirming the queries not in question does not take the time of the repairs. On Dafny's Induction the sampling took its whole share, 212 s of
/// 525, of which 21 queries' confirmations were cut anyway.
fn settled(cfg: &SampleConfig) -> SampleConfig {
    let now = std::time::Instant::now();
    let until = cfg.until.map(|end| now + end.saturating_duration_since(now) / 2);
    SampleConfig { until, ..cfg.clone() }
}

/// The units' indices, most telling first: [`FIRST_LOOK`] runs per method of each (the
/// sampling's own first draws) gave both outcomes, then no passing run (or none was made: the
/// look stops at half of the time left), then only passing ones; the units' order within each.
/// With the first looks, in the units' order.
fn first_look(s: Sampler, units: &[Unit]) -> Result<(Vec<usize>, Vec<Profiled>)> {
    // The look takes at most half of the time left, so that the sampling it orders gets the rest.
    let cfg = SampleConfig { samples: FIRST_LOOK.min(s.cfg.samples), ..settled(s.cfg) };
    let looks: Vec<Profiled> = units
        .par_iter()
        .map(|u| {
            let dir = workdir()?;
            Ok(sample_profiled(s.solver, s.cache, u, &cfg, 0, dir.path()))
        })
        .collect::<Result<_>>()?;
    let mut order: Vec<usize> = (0..units.len()).collect();
    order.sort_by_key(|&i| (telling(&looks[i]), i));
    Ok((order, looks))
}

/// How soon a query is sampled after its first look `p`: 0 with both outcomes, 1 with no
/// passing run (or no run), 2 with only passing runs.
fn telling(p: &Profiled) -> u8 {
    match (p.passing().next().is_some(), p.failing().next().is_some()) {
        (true, true) => 0,
        (false, _) => 1,
        (true, false) => 2,
    }
}

/// Samples each pair of twins (seed, mutant) under the same dice (the query's name): the seed's
/// until it has the passing runs wanted, the mutant's until it has the failing runs wanted.
pub fn pairs(s: Sampler, pairs: &[(&Unit, &Unit)]) -> Result<Vec<(Profiled, Profiled)>> {
    pairs
        .par_iter()
        .map(|(seed, mutant)| {
            let dir = workdir()?;
            let dice = Some(seed.name().to_string());
            let want = |passing, failing| Want { passing, failing, only_unstable: false, dice: dice.clone() };
            let ps = sample_wanted(s.solver, s.cache, seed, s.cfg, &want(s.min_per_side, 0), dir.path());
            let pm = sample_wanted(s.solver, s.cache, mutant, s.cfg, &want(0, s.min_per_side), dir.path());
            (s.note)(&|| {
                let (n, sc, sr, mc, mr) = (&ps.name, ps.category, ps.runs.len(), pm.category, pm.runs.len());
                format!("  {n}: seed {sc} ({sr} runs), mutant {mc} ({mr} runs)")
            });
            Ok((ps, pm))
        })
        .collect()
}

/// The seed's `seed` units paired by name with the mutant's `mutant` units (a unit without a twin
/// is left out).
pub fn twins<'a>(seed: &'a [Unit], mutant: &'a [Unit]) -> Vec<(&'a Unit, &'a Unit)> {
    seed.iter().filter_map(|s| mutant.iter().find(|m| m.name() == s.name()).map(|m| (s, m))).collect()
}

/// The pairs the mutant does worse on: the seed passed at all, the mutant failed at all, and the
/// mutant's success rate is below the seed's.
pub fn worse(sampled: &[(Profiled, Profiled)]) -> Vec<&(Profiled, Profiled)> {
    let rate = |p: &Profiled| f64::from(p.verdict_successes()) / f64::from(p.verdict_runs().max(1));
    sampled
        .iter()
        .filter(|(s, m)| s.passing().next().is_some() && m.failing().next().is_some() && rate(m) < rate(s))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::sample::Run;
    use crate::smt::perturbation::mutate::Method;
    use crate::stats::{Category, Tally};

    /// A query that proved `successes` of its `runs` (one run of each outcome kept).
    fn sampled(successes: u32, runs: u32) -> Profiled {
        let kept = [(successes > 0, true), (successes < runs, false)];
        Profiled {
            name: "q".into(),
            category: Category::Unstable,
            tallies: vec![(Method::Reseed, Tally::from_counts(successes, runs - successes))],
            runs: kept.iter().filter(|(k, _)| *k).map(|(_, p)| Run::fake(Method::Reseed, 0, *p, None)).collect(),
            not_applicable: Vec::new(),
            limits: Default::default(),
            cut: false,
        }
    }

    #[test]
    fn a_query_whose_first_look_gave_both_outcomes_is_sampled_first() {
        let (mixed, failing, passing) = (sampled(1, 4), sampled(0, 4), sampled(4, 4));
        assert_eq!([telling(&mixed), telling(&failing), telling(&passing)], [0, 1, 2]);
    }

    #[test]
    fn a_query_whose_first_look_only_passed_gets_half_of_the_time_left() {
        use std::time::{Duration, Instant};
        let mut cfg = SampleConfig::for_tests(vec![Method::Reseed], Duration::from_secs(1));
        assert_eq!(settled(&cfg).until, None, "no budget, no cut");
        let (before, end) = (Instant::now(), Instant::now() + Duration::from_secs(100));
        cfg.until = Some(end);
        let half = settled(&cfg).until.unwrap();
        let after = Instant::now();
        assert!(half >= before + Duration::from_secs(50) && half <= after + Duration::from_secs(50), "{half:?}");
    }

    #[test]
    fn the_cut_queries_go_on_only_when_none_is_explained() {
        let cut = |p: Profiled| Profiled { cut: true, category: Category::Inconclusive, ..p };
        let stable = |n| Profiled { category: Category::Stable, ..sampled(n, n) };
        let all_passed = [stable(36), cut(sampled(20, 20)), cut(sampled(18, 18)), stable(36)];
        assert_eq!(go_on(&all_passed), [1, 2]);
        let one_failed = [stable(36), cut(sampled(20, 20)), cut(sampled(17, 18))];
        assert!(go_on(&one_failed).is_empty(), "a query that passed and failed keeps the half for its repairs");
        let unstable = [sampled(3, 6), cut(sampled(20, 20))];
        assert!(go_on(&unstable).is_empty());
        assert!(go_on(&[stable(36)]).is_empty());
        // A query cut after failing every run is not explained: the others go on.
        assert_eq!(go_on(&[cut(sampled(0, 2)), cut(sampled(2, 2))]), [0, 1]);
    }

    #[test]
    fn twins_are_paired_by_name_and_a_unit_without_one_is_left_out() {
        let u = |n: &str| Unit::single(n, "(check-sat)\n").unwrap();
        let (seed, mutant) = ([u("a"), u("b")], [u("c"), u("b")]);
        let names: Vec<(&str, &str)> = twins(&seed, &mutant).iter().map(|(s, m)| (s.name(), m.name())).collect();
        assert_eq!(names, [("b", "b")]);
    }

    #[test]
    fn the_mutant_does_worse_only_below_a_seed_that_passed() {
        let pairs = [
            (sampled(9, 10), sampled(3, 10)),   // worse
            (sampled(3, 10), sampled(9, 10)),   // better
            (sampled(5, 10), sampled(5, 10)),   // as good
            (sampled(0, 10), sampled(0, 10)),   // the seed never passed
            (sampled(10, 10), sampled(10, 10)), // the mutant never failed
        ];
        let worse = worse(&pairs);
        assert_eq!(worse.len(), 1);
        assert_eq!(worse[0].1.verdict_successes(), 3);
    }
}
