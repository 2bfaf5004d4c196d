//! The resource bound of a classification run (`--classify-rlimit-factor K`): each solver run of a
//! finding's classification is stopped at `K` times the seed's own cost of the same query, so a
//! run that has blown up (a matching loop, nlsat wandering) stops there instead of at the
//! wall-clock limit. The seed's cost of a query is z3's `rlimit-count` of its unperturbed run
//! (solved once, through the query cache: [`Bounds::measure`]); a bound is never below
//! [`MIN_BOUND`], so that the noise of a cheap query is not cut off. A run stopped by the bound
//! answers `unknown` and is a failure of the sample, as a timeout is; the wall-clock limit stays
//! as a guard.
//!
//! A bound is z3's `:rlimit` option, set just before the query's last `(check-sat)`
//! ([`bounded_script`]): after the query's own options, so it wins over a larger `:rlimit` the
//! query carries, while a smaller one of the query's (Boogie's `/rlimit`, `{:rlimit}`) is kept.
//! z3 counts a limit from the count at the `(check-sat)`, the same as Boogie's `/rlimit:N` per
//! VC, which is how the Boogie layer is bounded ([`boogie_rlimit`]).

use super::error::StabilityError;
use super::program::Tool;
use super::sampler::SampleConfig;
use crate::smt::cache::QueryCache;
use crate::smt::limits::Limits;
use crate::smt::mutate::{Perturbation, Sample};
use std::collections::HashMap;

/// The least bound of a query (z3 resource units): z3 4.8.12 counts a few hundred thousand units
/// a second, so a bound of a cheap query stays above a fraction of a second of solving.
pub const MIN_BOUND: u64 = 200_000;

/// The factor `--classify-rlimit-factor` takes when not given (see docs/classify.md for why).
pub const DEFAULT_FACTOR: u32 = 10;

/// The bound of a query whose seed costs `seed_count`: `factor × seed_count`, at least
/// [`MIN_BOUND`].
pub fn bound_of(seed_count: u64, factor: u32) -> u64 {
    seed_count.saturating_mul(u64::from(factor)).max(MIN_BOUND)
}

/// The bounds of one finding's runs: per seed query name, and for a query without a seed twin
/// (names that do not match) the largest.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bounds {
    by_name: HashMap<String, u64>,
    largest: Option<u64>,
}

impl Bounds {
    /// Bounds from the seed's costs per query name (a query that reported no count has none).
    pub fn from_counts(counts: impl IntoIterator<Item = (String, Option<u64>)>, factor: u32) -> Bounds {
        let by_name: HashMap<String, u64> =
            counts.into_iter().filter_map(|(n, c)| c.map(|c| (n, bound_of(c, factor)))).collect();
        let largest = by_name.values().copied().max();
        Bounds { by_name, largest }
    }

    /// Measures the seed's `queries` unperturbed (one run each, cached) and bounds them by
    /// `factor`.
    pub fn measure<Q: Sample>(
        queries: &[Q],
        factor: u32,
        tool: &Tool,
        cfg: &SampleConfig,
        cache: &QueryCache,
    ) -> Result<Bounds, StabilityError> {
        let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
        let counts = queries.iter().map(|q| {
            let count = tool
                .solver
                .script_for(q, &Perturbation::identity())
                .ok()
                .and_then(|s| cache.solve_script(&tool.solver, &s, dir.path(), cfg.timeout).0.rlimit);
            (q.name().to_string(), count)
        });
        Ok(Bounds::from_counts(counts.collect::<Vec<_>>(), factor))
    }

    /// The bound of the query named `name` (its seed twin's, else the largest).
    pub fn of(&self, name: &str) -> Option<u64> {
        self.by_name.get(name).copied().or(self.largest)
    }

    /// The largest bound: one for every VC of a program (the Boogie layer's `/rlimit:N`).
    pub fn largest(&self) -> Option<u64> {
        self.largest
    }
}

/// `script` with z3's resource limit `bound` set just before its last `(check-sat)`, unless the
/// script sets a smaller one of its own (see the module doc). A script without a `(check-sat)`
/// is returned as it is.
pub fn bounded_script(script: &str, bound: u64) -> String {
    if Limits::of_text(script).rlimit.is_some_and(|own| own <= bound) {
        return script.to_string();
    }
    match script.rfind("(check-sat)") {
        Some(at) => format!("{}(set-option :rlimit {bound})\n{}", &script[..at], &script[at..]),
        None => script.to_string(),
    }
}

/// The Boogie layer's resource limit under bounds `bounds`: the largest seed VC's bound, unless
/// the configuration's own `/rlimit:N` (`own`) is smaller (Boogie's last switch wins, so the
/// smaller one is passed last).
pub fn boogie_rlimit(bounds: &Bounds, own: Option<u64>) -> Option<u64> {
    match (bounds.largest(), own.filter(|&n| n > 0)) {
        (Some(b), Some(o)) => Some(b.min(o)),
        (b, _) => b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_is_k_times_the_seed_and_never_below_the_floor() {
        assert_eq!(bound_of(1_000_000, 10), 10_000_000);
        assert_eq!(bound_of(1_000, 10), MIN_BOUND);
        assert_eq!(bound_of(u64::MAX, 10), u64::MAX);
        let b =
            Bounds::from_counts([("A".to_string(), Some(500_000)), ("B".into(), None), ("C".into(), Some(50_000))], 4);
        assert_eq!(
            (b.of("A"), b.of("C"), b.of("B"), b.of("other")),
            (Some(2_000_000), Some(MIN_BOUND), Some(2_000_000), Some(2_000_000))
        );
        assert_eq!(Bounds::from_counts([("A".to_string(), None)], 4).of("A"), None);
    }

    #[test]
    fn the_bound_goes_before_the_last_check_sat_unless_the_query_has_a_smaller_one() {
        let s = "(set-option :RLIMIT 900000)\n(assert false)\n(check-sat)\n(get-info :all-statistics)\n";
        let b = bounded_script(s, 300_000);
        assert!(
            b.ends_with("(assert false)\n(set-option :rlimit 300000)\n(check-sat)\n(get-info :all-statistics)\n"),
            "{b}"
        );
        assert_eq!(Limits::of_text(&b).rlimit, Some(300_000));
        assert_eq!(bounded_script(s, 2_000_000), s);
        assert_eq!(bounded_script("(assert true)\n", 5), "(assert true)\n");
    }

    #[test]
    fn the_boogie_layer_takes_the_smaller_of_the_bound_and_the_configurations() {
        let b = Bounds::from_counts([("A".to_string(), Some(500_000))], 10);
        assert_eq!(boogie_rlimit(&b, None), Some(5_000_000));
        assert_eq!(boogie_rlimit(&b, Some(1_000)), Some(1_000));
        assert_eq!(boogie_rlimit(&b, Some(0)), Some(5_000_000));
        assert_eq!(boogie_rlimit(&Bounds::default(), Some(7)), None);
    }
}
