//! The bounds of a classification run relative to the seed's own cost of the same query, so that
//! a run that has blown up (a matching loop, nlsat wandering) stops at a multiple of what the
//! seed needs instead of at the wall-clock limit. Two measures, each with its factor:
//! - `--classify-rlimit-factor K`: z3's `rlimit-count`, `K` times the seed's; the same for the
//!   same text, binary and options on any machine. Never below [`MIN_BOUND`], so that the noise
//!   of a cheap query is not cut off.
//! - `--classify-time-factor T`: CPU time, `T` times the seed's solving time, rounded up to
//!   whole seconds (the kernel's `RLIMIT_CPU`) and never below [`MIN_CPU_S`]. It exists because
//!   z3's nonlinear arithmetic (nlsat) hardly counts resources, so a run lost there never reaches
//!   a resource bound. CPU time does not grow with the machine's load, as wall time does; the
//!   seed's time is the wall time of its unperturbed run, which is at least its CPU time, so a
//!   busy machine only loosens the bound.
//!
//! The seed's costs come from its unperturbed run of each query (solved once, through the query
//! cache: [`Bounds::measure`]). A run stopped by a bound is *censored* ([`Bounded::censored`]):
//! it did not prove the query within the bound, but may have within the time limit, so the
//! classification never counts it as a failure of the mutant without running it again unbounded
//! where that could change a class ([`super::findings`]); the wall-clock limit stays as a guard.
//!
//! The resource bound is z3's `:rlimit` option, set just before the query's last `(check-sat)`
//! ([`bounded_script`]): after the query's own options, so it wins over a larger `:rlimit` the
//! query carries, while a smaller one of the query's (Boogie's `/rlimit`, `{:rlimit}`) is kept.
//! z3 counts a limit from the count at the `(check-sat)`, the same as Boogie's `/rlimit:N` per
//! VC, which is how the Boogie layer is bounded ([`boogie_rlimit`]); the CPU-time bound is the
//! SMT layer's only (a Boogie run's time is mono's as much as z3's).

use crate::smt::perturbation::mutate::{Perturbation, Sample};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::limits::{Exhausted, Limits};
use crate::smt::solving::solve::{stopped_by_cpu_limit, SolveResult, Solver};
use crate::stability::error::StabilityError;
use crate::stability::program::Tool;
use crate::stability::sampler::SampleConfig;
use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

/// The least resource bound of a query (z3 resource units): z3 4.8.12 counts a few hundred
/// thousand units a second, so a bound of a cheap query stays above a fraction of a second of
/// solving.
pub const MIN_BOUND: u64 = 200_000;

/// The least CPU-time bound of a query, in seconds: a cheap query's bound stays far above its
/// start-up and parsing.
pub const MIN_CPU_S: u64 = 2;

/// The factor `--classify-rlimit-factor` takes when not given (see docs/classify.md for why).
pub const DEFAULT_FACTOR: u32 = 10;

/// The factor `--classify-time-factor` takes when not given (see docs/classify.md for why).
pub const DEFAULT_TIME_FACTOR: u32 = 5;

/// How a finding's classification runs are bounded: each measure's factor, `None` when that
/// bound is off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Factors {
    /// `--classify-rlimit-factor`: times the seed's `rlimit-count`.
    pub rlimit: Option<u32>,
    /// `--classify-time-factor`: times the seed's solving time, as CPU time.
    pub time: Option<u32>,
}

impl Factors {
    /// Whether any bound is on (the seed's costs must then be measured).
    pub fn any(&self) -> bool {
        self.rlimit.is_some() || self.time.is_some()
    }
}

/// The resource bound of a query whose seed costs `seed_count`: `factor × seed_count`, at
/// least [`MIN_BOUND`].
pub fn bound_of(seed_count: u64, factor: u32) -> u64 {
    seed_count.saturating_mul(u64::from(factor)).max(MIN_BOUND)
}

/// The CPU-time bound, in whole seconds, of a query the seed solves in `seed_s` seconds:
/// `factor × seed_s` rounded up, at least [`MIN_CPU_S`].
pub fn cpu_bound_of(seed_s: f64, factor: u32) -> u64 {
    let s = (seed_s.max(0.0) * f64::from(factor)).ceil();
    // A float past u64's range saturates.
    (s as u64).max(MIN_CPU_S)
}

/// What the seed's unperturbed run of a query cost: its resource count (when the solver reported
/// one) and, when it was proved, its time in seconds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SeedCost {
    pub rlimit: Option<u64>,
    pub proved_in_s: Option<f64>,
}

/// The bounds of one query's runs (each `None` when off or unknown).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bound {
    /// z3's `:rlimit`.
    pub rlimit: Option<u64>,
    /// Seconds of CPU time.
    pub cpu_s: Option<u64>,
}

/// A run under a [`Bound`]: its result, and whether the bound (not the query's own limits, not
/// the time limit) stopped it.
#[derive(Clone, Debug, PartialEq)]
pub struct Bounded {
    pub result: SolveResult,
    pub censored: bool,
}

impl Bound {
    /// Solves `script` (through `cache`) under these bounds besides `timeout`: the resource
    /// bound set in the script ([`bounded_script`]), the CPU-time bound on the process. The run
    /// is censored when it used up the resource bound (one the script did not set itself) or
    /// the CPU-time bound stopped it.
    pub fn solve(
        &self,
        solver: &Solver,
        cache: &QueryCache,
        script: &str,
        workdir: &Path,
        timeout: Duration,
    ) -> Bounded {
        let bounded = self.rlimit.map(|n| bounded_script(script, n)).filter(|b| b != script);
        let text = bounded.as_deref().unwrap_or(script);
        let result = cache.solve_script_cpu(solver, text, workdir, timeout, self.cpu_s).0;
        let resource = bounded.is_some() && Limits::of_text(text).exhausted(&result) == Some(Exhausted::Resource);
        let cpu = self.cpu_s.is_some() && stopped_by_cpu_limit(&result);
        Bounded { censored: !result.answer.verified() && (resource || cpu), result }
    }
}

/// The bounds of one finding's runs: per seed query name, and for a query without a seed twin
/// (names that do not match) the largest of each measure.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bounds {
    by_name: HashMap<String, Bound>,
    largest: Bound,
}

impl Bounds {
    /// Bounds from the seed's costs per query name under `factors`.
    pub fn from_costs(costs: impl IntoIterator<Item = (String, SeedCost)>, factors: Factors) -> Bounds {
        let by_name: HashMap<String, Bound> = costs
            .into_iter()
            .map(|(n, c)| {
                let rlimit = c.rlimit.zip(factors.rlimit).map(|(c, k)| bound_of(c, k));
                let cpu_s = c.proved_in_s.zip(factors.time).map(|(s, k)| cpu_bound_of(s, k));
                (n, Bound { rlimit, cpu_s })
            })
            .collect();
        let largest = Bound {
            rlimit: by_name.values().filter_map(|b| b.rlimit).max(),
            cpu_s: by_name.values().filter_map(|b| b.cpu_s).max(),
        };
        Bounds { by_name, largest }
    }

    /// Measures the seed's `queries` unperturbed (one run each, cached) and bounds them by
    /// `factors`.
    pub fn measure<Q: Sample>(
        queries: &[Q],
        factors: Factors,
        tool: &Tool,
        cfg: &SampleConfig,
        cache: &QueryCache,
    ) -> Result<Bounds, StabilityError> {
        let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
        let costs = queries.iter().map(|q| {
            let run = tool
                .solver
                .script_for(q, &Perturbation::identity())
                .ok()
                .map(|s| cache.solve_script(&tool.solver, &s, dir.path(), cfg.timeout).0);
            let cost = run.map_or_else(SeedCost::default, |r| SeedCost {
                rlimit: r.rlimit,
                proved_in_s: r.answer.verified().then_some(r.time_s),
            });
            (q.name().to_string(), cost)
        });
        Ok(Bounds::from_costs(costs.collect::<Vec<_>>(), factors))
    }

    /// The bounds of the query named `name`: its seed twin's, else the largest. A twin that
    /// reported no resource count gets the largest resource bound; a twin its unperturbed run
    /// did not prove has no CPU-time bound (no time to scale).
    pub fn of(&self, name: &str) -> Bound {
        match self.by_name.get(name) {
            Some(b) => Bound { rlimit: b.rlimit.or(self.largest.rlimit), cpu_s: b.cpu_s },
            None => self.largest,
        }
    }

    /// The largest resource bound: one for every VC of a program (the Boogie layer's
    /// `/rlimit:N`).
    pub fn largest_rlimit(&self) -> Option<u64> {
        self.largest.rlimit
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

/// The Boogie layer's resource bound under bounds `bounds`: the largest seed VC's bound, unless
/// the configuration's own `/rlimit:N` (`own`) is not larger (then the configuration's limit is
/// in force and there is no bound of the classification's to pass, so that a run out of
/// resources under `Some` is one the bound stopped).
pub fn boogie_rlimit(bounds: &Bounds, own: Option<u64>) -> Option<u64> {
    match (bounds.largest_rlimit(), own.filter(|&n| n > 0)) {
        (Some(b), Some(o)) if o <= b => None,
        (b, _) => b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rlimits(counts: &[(&str, Option<u64>)], k: u32) -> Bounds {
        let costs = counts.iter().map(|&(n, c)| (n.to_string(), SeedCost { rlimit: c, proved_in_s: Some(1.0) }));
        Bounds::from_costs(costs, Factors { rlimit: Some(k), time: None })
    }

    #[test]
    fn a_bound_is_k_times_the_seed_and_never_below_the_floor() {
        assert_eq!(bound_of(1_000_000, 10), 10_000_000);
        assert_eq!(bound_of(1_000, 10), MIN_BOUND);
        assert_eq!(bound_of(u64::MAX, 10), u64::MAX);
        let b = rlimits(&[("A", Some(500_000)), ("B", None), ("C", Some(50_000))], 4);
        assert_eq!(
            (b.of("A").rlimit, b.of("C").rlimit, b.of("B").rlimit, b.of("other").rlimit),
            (Some(2_000_000), Some(MIN_BOUND), Some(2_000_000), Some(2_000_000))
        );
        assert_eq!(b.of("A").cpu_s, None, "the time bound is off");
        assert_eq!(rlimits(&[("A", None)], 4).of("A").rlimit, None);
    }

    #[test]
    fn a_cpu_bound_is_t_times_the_seeds_proof_time_in_whole_seconds_and_never_below_the_floor() {
        assert_eq!(cpu_bound_of(0.7, 5), 4);
        assert_eq!(cpu_bound_of(0.5, 5), 3);
        assert_eq!(cpu_bound_of(0.03, 5), MIN_CPU_S);
        assert_eq!(cpu_bound_of(f64::MAX, 5), u64::MAX);
        let cost = |s: Option<f64>| SeedCost { rlimit: Some(1_000_000), proved_in_s: s };
        let b = Bounds::from_costs(
            [("A".to_string(), cost(Some(1.1))), ("B".into(), cost(None)), ("C".into(), cost(Some(0.1)))],
            Factors { rlimit: None, time: Some(5) },
        );
        assert_eq!((b.of("A").cpu_s, b.of("C").cpu_s), (Some(6), Some(MIN_CPU_S)));
        assert_eq!(b.of("B").cpu_s, None, "a seed query not proved gives no time to bound by");
        assert_eq!(b.of("other"), Bound { rlimit: None, cpu_s: Some(6) });
        assert_eq!(b.of("B").rlimit, None, "the resource bound is off");
        assert!(!Factors::default().any() && Factors { rlimit: None, time: Some(1) }.any());
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
    fn the_boogie_layer_passes_the_bound_only_below_the_configurations_limit() {
        let b = rlimits(&[("A", Some(500_000))], 10);
        assert_eq!(boogie_rlimit(&b, None), Some(5_000_000));
        assert_eq!(boogie_rlimit(&b, Some(1_000)), None, "the configuration's smaller limit is in force");
        assert_eq!(boogie_rlimit(&b, Some(9_000_000)), Some(5_000_000));
        assert_eq!(boogie_rlimit(&b, Some(0)), Some(5_000_000));
        assert_eq!(boogie_rlimit(&Bounds::default(), Some(7)), None);
    }
}
