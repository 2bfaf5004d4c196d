//! Cost findings: a mutant that verifies like its seed but costs the solver much more. The seed's
//! and the mutant's resource counts (z3's `rlimit-count`) are drawn in pairs under the same
//! perturbations and compared with [`crate::stats::cost_ratio()`]; a run's cost tests are then
//! decided together ([`decide_costs`]).
//!
//! **What is paired.** Pair `(method, k)` is sample `k` of `method` on both sides: each query's
//! perturbation seeded by (RNG seed, VC name, method, `k`) as at the SMT layer of a flip's
//! classification ([`super::findings::smt_run`]), so a seed VC and its mutant twin draw the same
//! dice: for `reseed` the same Z3 random seed, for `shuffle` the same permutation seed. A
//! `rename` of two different texts cannot be "the same" renaming; its pairs are matched by sample
//! index (the same RNG stream applied to each text).
//!
//! **What is counted.** A side's count under a perturbation is the **sum over all the program's
//! VCs** of their counts: the cost of verifying the program, which is what a user pays and what a
//! resource limit (Boogie's `/rlimit`, per VC) is set against. Per changed VC would be sharper
//! but is ill-defined here: Boogie's VCs name quantifiers after source lines, so a mutant that
//! shifts lines changes the text of every VC. A side whose VC stopped without reporting a count
//! (killed at the wall-clock limit) has no count under that perturbation (censored: see
//! [`crate::stats::cost_ratio()`]); a VC stopped by a resource limit reports the limit.
//!
//! **Which mutants are tested** ([`worth_testing`]): a mutant that verifies plainly, whose
//! unperturbed count is at least `--cost-ratio` times its seed's: one solver run per VC decides,
//! so the cost of looking for cost findings is bounded by the mutants that already look costly.
//!
//! **The decision** ([`decide_costs`]): the cost tests of one run are their own family, separate
//! from the flips': their exact signed-rank p-values are adjusted with the run's correction over
//! the cost tests made, and a test is a `cost` finding when its adjusted p-value is at most `α`
//! and its ratio at least `--cost-ratio`. The flips' error statement is unchanged; the cost
//! findings carry one of their own (with Holm: the chance that any cost finding of the run has a
//! mutant whose cost is in truth not shifted upwards is at most `α`).

use super::findings_csv::FindingRow;
use crate::smt::perturbation::mutate::{Method, Perturbation, Sample};
use crate::smt::solving::cache::QueryCache;
use crate::stability::error::StabilityError;
use crate::stability::program::Tool;
use crate::stability::sampler::{sample_seed, SampleConfig};
use crate::stats::{cost_ratio, is_cost_finding, Class, Correction, CostRatio};
use rayon::prelude::*;

/// Paired perturbations per method of a cost test (20 pairs with the default two methods: an
/// exact signed-rank p-value as low as 2⁻²⁰, and a finite 95% interval from 6 pairs up).
pub const COST_PAIRS_PER_METHOD: u32 = 10;

/// One side's cost under one perturbation: the sum of its VCs' counts (`None` when one VC gave
/// none), and whether every VC was proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideCost {
    pub count: Option<u64>,
    pub proved: bool,
}

/// The paired counts of one seed/mutant pair.
#[derive(Clone, Debug, PartialEq)]
pub struct CostPairs {
    pub seed: Vec<SideCost>,
    pub mutant: Vec<SideCost>,
    /// Solver runs made (cache hits included).
    pub runs: u32,
}

impl CostPairs {
    /// The cost effect of the pairs ([`cost_ratio()`]); `None` when no pair has a count.
    pub fn ratio(&self) -> Option<CostRatio> {
        let counts = |v: &[SideCost]| v.iter().map(|c| c.count).collect::<Vec<_>>();
        cost_ratio(&counts(&self.seed), &counts(&self.mutant))
    }

    /// Perturbations under which a side did not prove every VC.
    pub fn unproved(&self) -> usize {
        self.seed.iter().chain(&self.mutant).filter(|c| !c.proved).count()
    }
}

/// One side's cost under sample `k` of `method` (the module doc says what is summed).
pub fn side_cost<Q: Sample>(
    queries: &[Q],
    method: Option<(Method, u32)>,
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
    workdir: &std::path::Path,
) -> SideCost {
    let mut total = Some(0u64);
    let mut proved = true;
    for q in queries {
        let p = match method {
            Some((m, k)) => Perturbation::new([m], sample_seed(cfg.rng_seed, q.name(), m, k)),
            None => Perturbation::identity(),
        };
        let Ok(script) = tool.solver.script_for(q, &p) else {
            return SideCost { count: None, proved: false };
        };
        let (r, _) = cache.solve_script(&tool.solver, &script, workdir, cfg.timeout);
        proved &= r.answer.verified();
        total = match (total, r.rlimit) {
            (Some(t), Some(c)) => Some(t.saturating_add(c)),
            _ => None,
        };
    }
    SideCost { count: total, proved }
}

/// Whether a verified mutant is worth a cost test: its unperturbed cost is at least `threshold`
/// times its seed's (one run per VC on each side; both must prove every VC).
pub fn worth_testing<Q: Sample>(
    seed: &[Q],
    mutant: &[Q],
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
    threshold: f64,
) -> Result<bool, StabilityError> {
    let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
    let s = side_cost(seed, None, tool, cfg, cache, dir.path());
    let m = side_cost(mutant, None, tool, cfg, cache, dir.path());
    Ok(match (s, m) {
        (SideCost { count: Some(s), proved: true }, SideCost { count: Some(m), proved: true }) => {
            m as f64 >= threshold * s.max(1) as f64
        }
        _ => false,
    })
}

/// Draws the paired counts of `seed` and `mutant` (every VC of each), `per_method` pairs for each
/// of `cfg`'s methods that applies to every VC, in parallel on the current rayon pool.
pub fn cost_pairs<Q: Sample + Sync>(
    seed: &[Q],
    mutant: &[Q],
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
    per_method: u32,
) -> Result<CostPairs, StabilityError> {
    let methods: Vec<Method> =
        cfg.methods.iter().copied().filter(|&m| seed.iter().chain(mutant).all(|q| q.applies(m).is_ok())).collect();
    let jobs: Vec<(usize, Method, u32)> =
        (0..2).flat_map(|side| methods.iter().flat_map(move |&m| (0..per_method).map(move |k| (side, m, k)))).collect();
    let costs: Vec<Result<SideCost, StabilityError>> = jobs
        .par_iter()
        .map(|&(side, m, k)| {
            let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
            let qs = if side == 0 { seed } else { mutant };
            Ok(side_cost(qs, Some((m, k)), tool, cfg, cache, dir.path()))
        })
        .collect();
    if crate::runner::interrupt::interrupted() {
        return Err(StabilityError::Interrupted);
    }
    let mut pairs = CostPairs { seed: Vec::new(), mutant: Vec::new(), runs: 0 };
    for (&(side, _, _), c) in jobs.iter().zip(costs) {
        let c = c?;
        if side == 0 { &mut pairs.seed } else { &mut pairs.mutant }.push(c);
    }
    pairs.runs = (jobs.len() * (seed.len() + mutant.len()) / 2) as u32;
    Ok(pairs)
}

/// Decides a run's cost tests together (see the module doc): `rows` are the cost-test rows
/// ([`FindingRow::is_cost_test`]) of one run; each gets its adjusted p-value, the correction,
/// the family size, `counted = false` (a cost finding is not a flip) and the class `cost` when
/// it is one, else `inconclusive`.
pub fn decide_costs(rows: &mut [FindingRow], correction: Correction, alpha: f64, threshold: f64) {
    let idx: Vec<usize> = (0..rows.len()).filter(|&i| rows[i].is_cost_test()).collect();
    let p: Vec<f64> = idx.iter().map(|&i| rows[i].cost_p.unwrap_or(1.0)).collect();
    let adjusted = correction.adjust(&p, p.len());
    for (&i, q) in idx.iter().zip(adjusted) {
        let r = &mut rows[i];
        r.p_adjusted = Some(q);
        r.correction = correction.as_str().to_string();
        r.family = Some(p.len() as u32);
        r.counted = Some(false);
        r.class = if is_cost_finding(r.cost_ratio.unwrap_or(0.0), q, threshold, alpha) {
            Class::Cost
        } else {
            Class::Inconclusive
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::findings_csv::Settings;

    fn row(ratio: f64, p: f64) -> FindingRow {
        let mut r = FindingRow::new("s", "g", "boogie", "b", 1, "L6", "m.bpl", &Settings::default());
        r.cost_ratio = Some(ratio);
        r.cost_p = Some(p);
        r.p_raw = Some(p);
        r
    }

    #[test]
    fn the_cost_family_is_corrected_and_never_counted_as_flips() {
        let mut rows = vec![row(4.7, 0.001), row(3.0, 0.03), row(1.2, 0.0001), FindingRow { ..row(9.0, 0.5) }];
        rows.push(FindingRow::new("s", "g", "boogie", "b", 9, "S1", "x.bpl", &Settings::default()));
        decide_costs(&mut rows, Correction::Holm, 0.05, 2.0);
        // Holm over 4: 0.0001·4, 0.001·3, 0.03·2, 0.5·1.
        assert_eq!(rows[0].class, Class::Cost);
        assert!((rows[0].p_adjusted.unwrap() - 0.003).abs() < 1e-12);
        assert_eq!(rows[1].class, Class::Inconclusive, "0.06 after Holm");
        assert_eq!(rows[2].class, Class::Inconclusive, "significant but below the ratio");
        assert_eq!(rows[3].class, Class::Inconclusive);
        assert!(rows[..4].iter().all(|r| r.counted == Some(false) && r.family == Some(4)));
        // A flip's row is left alone.
        assert_eq!((rows[4].p_adjusted, rows[4].family), (None, None));
        // Without a correction the second is one.
        let mut rows = vec![row(3.0, 0.03)];
        decide_costs(&mut rows, Correction::None, 0.05, 2.0);
        assert_eq!(rows[0].class, Class::Cost);
    }
}
