//! A side of the acceptance rule's test ([`super::accept`]) that can be sampled further: the
//! explained queries' runs, topped up on demand with the next sample numbers of each method, the
//! draws the sampling would have made next (same RNG seed, dice and perturbation, asked as the
//! sampling's runs were, so a draw the sampling already made for its extra runs is answered by
//! the cache). The unrepaired side ([`Baseline::new`], profiled runs) is made once per subject
//! and kept; a repaired side (plain runs) is made for a second look
//! ([`Baseline::second_look`]). A repair measured on 72 runs is then compared with an
//! unrepaired side of about as many, not with the 32 runs on which the sequential rule happened
//! to stop: the test gets its power without a weaker bar. The runs are a fixed number, not
//! stopped on their outcomes, within the sampling's per-method budget and the time budget.

use super::sample::Profiled;
use crate::smt::observation::observe::{observe, Ask};
use crate::smt::perturbation::mutate::Method;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Solver;
use crate::smt::text::unit::Unit;
use crate::stability::sampler::{query_hash, sample_perturbation};
use crate::stability::{QueryStability, SampleConfig};
use crate::stats::Tally;
use rayon::prelude::*;
use std::path::Path;
use std::sync::Mutex;
use std::time::Instant;

/// One explained query's runs per method: (method, successes, runs, the sample number of its
/// next draw).
type Counts = Vec<(Method, u32, u32, u32)>;

/// The explained queries of one side and their runs so far.
pub struct Baseline<'a> {
    solver: &'a Solver,
    cache: &'a QueryCache,
    cfg: &'a SampleConfig,
    /// No round of runs starts that could end past it.
    end: Option<Instant>,
    /// The explained queries' units, and each one's counts in the same order.
    units: Vec<&'a Unit>,
    counts: Mutex<Vec<Counts>>,
    /// How a draw is asked: profiled for the unrepaired side (as explain's sampling did), plain
    /// for a repaired one (as `wobble stability` did), so that a draw already made is cached.
    ask: Ask,
}

impl<'a> Baseline<'a> {
    /// The baseline of the `explained` queries (their units among `units`), from their verdict
    /// runs.
    pub fn new(
        solver: &'a Solver,
        cache: &'a QueryCache,
        cfg: &'a SampleConfig,
        end: Option<Instant>,
        units: &'a [Unit],
        explained: &[&Profiled],
    ) -> Baseline<'a> {
        let sides = explained.iter().map(|p| (p.name.as_str(), p.tallies.as_slice()));
        Self::of(solver, cache, cfg, end, units, sides, Ask { profile: true, core: false })
    }

    /// A side of `sides` (each query's name and tallies) among `units`, drawn as `ask` says.
    #[allow(clippy::too_many_arguments)]
    fn of<'m>(
        solver: &'a Solver,
        cache: &'a QueryCache,
        cfg: &'a SampleConfig,
        end: Option<Instant>,
        units: &'a [Unit],
        sides: impl Iterator<Item = (&'m str, &'m [(Method, Tally)])>,
        ask: Ask,
    ) -> Baseline<'a> {
        let (units, counts): (Vec<&Unit>, Vec<Counts>) = sides
            .filter_map(|(name, tallies)| {
                let unit = units.iter().find(|u| u.name() == name)?;
                Some((unit, tallies.iter().map(|(m, t)| (*m, t.successes(), t.runs(), t.runs())).collect()))
            })
            .unzip();
        Baseline { solver, cache, cfg, end, units, counts: Mutex::new(counts), ask }
    }

    /// Successes and runs so far, over the explained queries.
    pub fn tally(&self) -> (u32, u32) {
        total(&self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner))
    }

    /// Draws one more run of every query and method at a time until the baseline has at least
    /// `runs` runs, every method has its budget of draws, or a round could end past the time
    /// budget. Returns the tally and the runs made (drawn in `workdir`).
    pub fn top_up(&self, runs: u32, workdir: &Path) -> ((u32, u32), u32) {
        let mut queries = self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut made = 0;
        let late = || self.end.is_some_and(|end| Instant::now() + self.cfg.timeout >= end);
        while total(&queries).1 < runs && !late() && !crate::runner::interrupted() {
            let draws: Vec<(usize, usize, Method, u32)> = (queries.iter().enumerate())
                .flat_map(|(q, counts)| counts.iter().enumerate().map(move |(c, &(m, _, _, next))| (q, c, m, next)))
                .filter(|&(_, _, _, n)| n < self.cfg.samples)
                .collect();
            if draws.is_empty() {
                break;
            }
            let outcomes: Vec<Option<bool>> =
                draws.par_iter().map(|&(q, _, m, n)| self.draw(self.units[q], m, n, workdir)).collect();
            for (&(q, c, _, _), proved) in draws.iter().zip(outcomes) {
                let count = &mut queries[q][c];
                // A draw without an answer is no run; the method moves on to its next draw.
                count.3 += 1;
                if let Some(p) = proved {
                    count.1 += u32::from(p);
                    count.2 += 1;
                    made += 1;
                }
            }
        }
        (total(&queries), made)
    }

    /// A second look's draws ([`super::accept::second_look`]): the repaired side, the queries
    /// `measured` by `wobble stability`'s plain runs (their units among `units`, the repaired
    /// subject's VCs), drawn on to `to` runs with the same solver, cache and draws as this side;
    /// then, when `worth` says the repaired side's tally could still be accepted (it clears the
    /// bar: below it the test is not asked, and this side's runs would be spent for nothing),
    /// this (unrepaired) side to `against`. Returns the repaired side's tally and the runs made by
    /// both.
    pub fn second_look(
        &self,
        units: &[Unit],
        measured: &[&QueryStability],
        (to, against): (u32, u32),
        worth: impl FnOnce((u32, u32)) -> bool,
        workdir: &Path,
    ) -> ((u32, u32), u32) {
        let sides = measured.iter().map(|q| (q.name.as_str(), q.tallies.as_slice()));
        let plain = Ask { profile: false, core: false };
        let repaired = Baseline::of(self.solver, self.cache, self.cfg, self.end, units, sides, plain);
        let (grown, made) = repaired.top_up(to, workdir);
        if !worth(grown) {
            return (grown, made);
        }
        let (_, more) = self.top_up(against, workdir);
        (grown, made + more)
    }

    /// Whether draw `index` of `method` of `unit` proved it (`None`: no answer).
    fn draw(&self, unit: &Unit, method: Method, index: u32, workdir: &Path) -> Option<bool> {
        let p = sample_perturbation(self.cfg.rng_seed, &query_hash(unit), method, index);
        let dir = tempfile::tempdir_in(workdir).ok()?;
        let o = observe(self.solver, self.cache, unit, &p, self.ask, dir.path(), self.cfg.timeout).ok()?;
        (o.answer() != crate::smt::solving::solve::Answer::Error).then(|| o.answer().verified())
    }
}

/// Successes and runs over `queries`.
fn total(queries: &[Counts]) -> (u32, u32) {
    queries.iter().flatten().fold((0, 0), |(s, n), &(_, ok, runs, _)| (s + ok, n + runs))
}
