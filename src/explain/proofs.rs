//! The instances a passing run's z3 proof uses, per unstable query (Cazamariposas, CADE 2025:
//! instances come from the proof object of a passing run, not from traces; the proof names
//! exactly the instances the refutation needed). The proof runs are made on the perturbations of
//! the sampling's own passing runs, in sampling order (a `rename` run's proof is over other names
//! and is skipped), through the cache, each within a soft budget of at most [`BUDGET`] (or the
//! run's own time limit when it is shorter); the first run that proves and whose proof reads
//! gives the query's instances ([`QueryProof`]). The edits made of them are
//! [`super::query_edits`]'s and [`super::program_edits`]'s.
//!
//! When that proof left out instances for mentioning z3's own skolem constants (the witness of
//! an existential hypothesis, `k!0`), the existentials whose witnesses those instances name are
//! skolemized at declared constants ([`crate::smt::edit::skolem::skolemize_witnessed`]; every
//! existential when the names say nothing) and one more proof is asked, of the
//! skolemized query, through the same cache and budget, on the same passing perturbation first
//! (then the others), while the time budget lasts: its instances are over the declared
//! constants, and can be written ([`SkolemProof`]; the edit `skolemize-proof`).

use super::deadline::Deadline;
use super::sample::Profiled;
use crate::smt::edit::skolem::{over, skolemize_witnessed, Skolemized};
use crate::smt::observation::proof::{proved, ProofInstance, ProofInstances, QuantifierKey};
use crate::smt::perturbation::mutate::{Method, Perturbation};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Solver;
use crate::smt::text::unit::Unit;
use crate::stability::sampler::{query_hash, sample_seed};
use crate::stability::SampleConfig;
use serde::Serialize;
use std::time::Duration;

/// Passing perturbations tried for a proof.
pub const PROOF_TRIES: usize = 3;

/// The soft budget of one proof run (the anchor's traced runs get 10 s).
pub const BUDGET: Duration = Duration::from_secs(10);

/// The soft budget of one proof run of `profiled`'s query under `cfg`: [`BUDGET`], or twice its
/// fastest passing run's time when that is longer (a proof adds to a run's time), never past the
/// run's own time limit (at least 1 s): a query whose passing runs are all slower than
/// [`BUDGET`] could otherwise give no proof. (It did not reach the two real-corpus timeouts
/// that gave no proof within 10 s on 2026-12-05, fvbkv `BinarySearchQuery` and `InsertIndex`:
/// their fastest passing runs were under 5 s, so their budget stayed [`BUDGET`].)
pub fn budget(cfg: &SampleConfig, profiled: &Profiled) -> Duration {
    let fastest = profiled.passing().map(|r| r.observation.result.time_s).fold(f64::INFINITY, f64::min);
    let wanted = match Duration::try_from_secs_f64(2.0 * fastest) {
        Ok(twice) => BUDGET.max(twice),
        Err(_) => BUDGET,
    };
    wanted.min(cfg.timeout.max(Duration::from_secs(1)))
}

/// The proof of one unstable query.
#[derive(Clone, Debug)]
pub struct QueryProof {
    pub query: String,
    /// The perturbation whose proof this is (`none`: the query as written).
    pub perturbation: String,
    pub instances: ProofInstances,
    /// Proof runs made (cache hits included).
    pub runs: usize,
    /// When the proof left out instances at z3's skolems: the proof of the query with its
    /// existential hypotheses skolemized at declared constants, if one was found.
    pub skolemized: Option<SkolemProof>,
}

impl QueryProof {
    /// The run whose proof this is, as a repair's change names it: its perturbation, or `the
    /// query as written` for the unperturbed query (whose perturbation prints as `none`).
    pub fn run_name(&self) -> &str {
        match self.perturbation.parse::<Perturbation>() {
            Ok(p) if p == Perturbation::identity() => "the query as written",
            _ => &self.perturbation,
        }
    }
}

/// The proof of a query skolemized at declared constants.
#[derive(Clone, Debug)]
pub struct SkolemProof {
    pub skolemized: Skolemized,
    /// The perturbation whose proof this is.
    pub perturbation: String,
    pub instances: ProofInstances,
    /// Proof runs made (cache hits included).
    pub runs: usize,
}

impl SkolemProof {
    /// The quantifiers with instances over the declared constants, most first (ties in the
    /// proof's order), each with those instances.
    pub fn at_constants(&self) -> Vec<(QuantifierKey, Vec<ProofInstance>)> {
        let constants = &self.skolemized.constants;
        let mut out: Vec<(QuantifierKey, Vec<ProofInstance>)> = (self.instances.quantifiers.iter())
            .map(|q| (q.key.clone(), q.instances.iter().filter(|i| over(i, constants)).cloned().collect::<Vec<_>>()))
            .filter(|(_, i)| !i.is_empty())
            .collect();
        out.sort_by_key(|(_, i)| std::cmp::Reverse(i.len()));
        out
    }

    /// Every quantifier's instances in the skolemized query's proof, most first (ties in the
    /// proof's order).
    pub fn all_instances(&self) -> Vec<(QuantifierKey, Vec<ProofInstance>)> {
        let mut out: Vec<(QuantifierKey, Vec<ProofInstance>)> = (self.instances.quantifiers.iter())
            .filter(|q| !q.instances.is_empty())
            .map(|q| (q.key.clone(), q.instances.clone()))
            .collect();
        out.sort_by_key(|(_, i)| std::cmp::Reverse(i.len()));
        out
    }

    /// Its report.
    pub fn report(&self) -> SkolemReport {
        SkolemReport {
            existentials: self.skolemized.keys.iter().map(ToString::to_string).collect(),
            constants: self.skolemized.constants.clone(),
            perturbation: self.perturbation.clone(),
            runs: self.runs,
            quantifiers: self.at_constants().into_iter().map(|(k, i)| (k.to_string(), i.len())).collect(),
        }
    }
}

/// `explain.json`'s `proofs[].skolemized`: the proof of the query skolemized at declared
/// constants.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SkolemReport {
    /// The existential hypotheses skolemized.
    pub existentials: Vec<String>,
    /// The constants declared for them.
    pub constants: Vec<String>,
    pub perturbation: String,
    pub runs: usize,
    /// Per quantifier the proof instantiates at the constants, most first: its name and count.
    pub quantifiers: Vec<(String, usize)>,
}

/// `explain.json`'s `proofs[]` entry: what the proof of one query used, per quantifier.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProofReport {
    pub query: String,
    pub perturbation: String,
    pub runs: usize,
    /// Per quantifier the proof instantiates, most instances first: its name and instance count.
    pub quantifiers: Vec<(String, usize)>,
    /// Instances left out for mentioning z3's skolem functions.
    pub skolem_filtered: usize,
    /// The proof of the query skolemized at declared constants, when one was asked and found.
    pub skolemized: Option<SkolemReport>,
}

impl QueryProof {
    /// A proof of `query` that instantiates the quantifiers named `qids`, none of its instances
    /// usable (each left out as unwritten): for tests of what a proof's use rules out.
    #[cfg(test)]
    pub fn instantiating(query: &str, qids: &[&str]) -> QueryProof {
        use crate::smt::observation::proof::QuantifierInstances;
        let used = |q: &&str| QuantifierInstances {
            key: QuantifierKey::Qid(q.to_string()),
            z3_name: q.to_string(),
            instances: Vec::new(),
            skolem_filtered: 0,
            unwritten: 1,
        };
        QueryProof {
            query: query.into(),
            perturbation: "none".into(),
            instances: ProofInstances { quantifiers: qids.iter().map(used).collect(), ..Default::default() },
            runs: 1,
            skolemized: None,
        }
    }

    /// The report of it.
    pub fn report(&self) -> ProofReport {
        ProofReport {
            query: self.query.clone(),
            perturbation: self.perturbation.clone(),
            runs: self.runs,
            quantifiers: self.ranked().into_iter().map(|(k, n)| (k.to_string(), n)).collect(),
            skolem_filtered: self.instances.skolem_filtered(),
            skolemized: self.skolemized.as_ref().map(SkolemProof::report),
        }
    }

    /// The quantifiers with usable instances, most instances first (ties in the proof's order):
    /// the anchor chooses what to instantiate by this count.
    pub fn ranked(&self) -> Vec<(&QuantifierKey, usize)> {
        let mut out: Vec<(&QuantifierKey, usize)> = (self.instances.quantifiers.iter())
            .filter(|q| !q.instances.is_empty())
            .map(|q| (&q.key, q.instances.len()))
            .collect();
        out.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
        out
    }
}

/// The perturbations of `profiled`'s passing runs whose proofs can be read, the fastest first
/// (at most [`PROOF_TRIES`]), then the query as written. `dice`: what the sampling drew perturbations from besides the RNG
/// seed (`None`: the unit's text hash; a finding's twins draw from the VC's name).
fn passing_perturbations(
    unit: &Unit,
    profiled: &Profiled,
    cfg: &SampleConfig,
    dice: Option<&str>,
) -> Vec<Perturbation> {
    let hash = dice.map_or_else(|| query_hash(unit), str::to_string);
    // The fastest passing runs first: a proof adds to a run's time, and the slowest passing runs
    // of a query near its limit (ExtensibleArrayAuto.dfy's Append) give no proof within the
    // budget. Equal times keep the order the runs were made in.
    let mut passing: Vec<_> = profiled.passing().filter(|r| r.method != Method::Rename).collect();
    passing.sort_by(|a, b| a.observation.result.time_s.total_cmp(&b.observation.result.time_s));
    (passing.into_iter())
        .map(|r| Perturbation::new([r.method], sample_seed(cfg.rng_seed, &hash, r.method, r.index)))
        .take(PROOF_TRIES)
        .chain(std::iter::once(Perturbation::identity()))
        .collect()
}

/// The first of `tries` under which z3 proves `unit` with a readable proof that `useful` accepts
/// (else the first that `fallback` accepts): the perturbation, the proof's instances and the runs
/// made.
fn first_proof(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    tries: &[Perturbation],
    budget: Duration,
    useful: impl Fn(&ProofInstances) -> bool,
    fallback: impl Fn(&ProofInstances) -> bool,
) -> Option<(Perturbation, ProofInstances, usize)> {
    let mut second = None;
    let mut made = 0;
    for p in tries {
        if crate::runner::interrupted() {
            return None;
        }
        made += 1;
        let Ok(run) = proved(solver, cache, unit, p, budget) else { continue };
        if run.proved() && useful(&run.instances) {
            return Some((p.clone(), run.instances, made));
        }
        if run.proved() && second.is_none() && fallback(&run.instances) {
            second = Some((p.clone(), run.instances));
        }
    }
    second.map(|(p, i)| (p, i, made))
}

/// The proof of `unit` from the first of its passing perturbations that proves it with a
/// readable proof that has usable instances, else from the first whose instances were all left
/// out for naming z3's skolems; `None` when none does. When instances were left out, and
/// `deadline` is not spent, the proof of the skolemized unit too ([`SkolemProof`]), tried on the
/// same perturbation first.
pub fn query_proof(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    profiled: &Profiled,
    cfg: &SampleConfig,
    dice: Option<&str>,
    deadline: Deadline,
) -> Option<QueryProof> {
    let budget = budget(cfg, profiled);
    let tries = passing_perturbations(unit, profiled, cfg, dice);
    let usable = |i: &ProofInstances| i.quantifiers.iter().any(|q| !q.instances.is_empty());
    let at_skolems = |i: &ProofInstances| i.skolem_filtered() > 0;
    let (p, instances, runs) = first_proof(solver, cache, unit, &tries, budget, usable, at_skolems)?;
    let skolemized = if instances.skolem_filtered() > 0 && deadline.spent().is_none() {
        let from = tries.iter().position(|t| *t == p).unwrap_or(0);
        let mut again: Vec<Perturbation> = tries[from..].to_vec();
        again.extend(tries[..from].iter().cloned());
        skolem_proof(solver, cache, unit, &instances.witnesses, &again, budget)
    } else {
        None
    };
    let (query, perturbation) = (unit.name().to_string(), p.to_string());
    Some(QueryProof { query, perturbation, instances, runs, skolemized })
}

/// The proof of `unit` with the existentials whose `witnesses` a proof of it named skolemized at
/// declared constants (all of them when none is named), from the first of `tries` whose proof
/// instantiates something at them.
pub fn skolem_proof(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    witnesses: &[String],
    tries: &[Perturbation],
    budget: Duration,
) -> Option<SkolemProof> {
    let skolemized = skolemize_witnessed(unit, witnesses).ok()?;
    let at = |i: &ProofInstances| {
        let constants = &skolemized.constants;
        i.quantifiers.iter().any(|q| q.instances.iter().any(|x| over(x, constants)))
    };
    let (p, instances, runs) = first_proof(solver, cache, &skolemized.unit, tries, budget, at, |_| false)?;
    Some(SkolemProof { skolemized, perturbation: p.to_string(), instances, runs })
}

/// [`query_proof`] of each of `profiled` (each with its unit in `units`), in parallel on the
/// current rayon pool; a query without a usable proof is left out. `by_name`: the runs'
/// perturbations were drawn from the VC's name (a finding's twins).
pub fn proofs(
    solver: &Solver,
    cache: &QueryCache,
    units: &[Unit],
    profiled: &[&Profiled],
    cfg: &SampleConfig,
    by_name: bool,
    deadline: Deadline,
) -> Vec<QueryProof> {
    use rayon::prelude::*;
    profiled
        .par_iter()
        .filter_map(|p| {
            let unit = units.iter().find(|u| u.name() == p.name)?;
            let dice = by_name.then(|| unit.name().to_string());
            query_proof(solver, cache, unit, p, cfg, dice.as_deref(), deadline)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::solving::solve::SolverKind;

    #[test]
    fn a_proof_of_the_query_as_written_is_named_so_and_a_perturbed_one_by_its_perturbation() {
        let mut p = QueryProof::instantiating("q", &[]);
        assert_eq!(p.run_name(), "the query as written");
        p.perturbation = "reseed@7".into();
        assert_eq!(p.run_name(), "reseed@7");
    }

    #[test]
    fn the_skolemized_querys_proof_is_at_the_declared_constants() {
        let text = std::fs::read_to_string("tests/data/smt2/proof_verus.smt2").unwrap();
        let u = Unit::single("q", &text).unwrap();
        let z3 = Solver::default_for(SolverKind::Z3).expect("z3 4.8.12 is installed");
        let cache = QueryCache::new(tempfile::tempdir().unwrap().keep());
        let identity = [Perturbation::identity()];
        // The query's own proof names z3's skolem of the witness: left out.
        let run = proved(&z3, &cache, &u, &identity[0], BUDGET).unwrap();
        assert!(run.proved() && run.instances.skolem_filtered() > 0, "{run:?}");
        // It names the witness after the variable (`w!0`), so the skolemization takes that
        // existential.
        assert!(run.instances.witnesses.iter().any(|w| w.starts_with("w!")), "{:?}", run.instances.witnesses);
        let witnesses = &run.instances.witnesses;
        let sp = skolem_proof(&z3, &cache, &u, witnesses, &identity, BUDGET).expect("the skolemized query proves");
        let r = sp.report();
        assert_eq!(r.existentials, ["user_lib__exists_w"]);
        assert_eq!(r.constants, ["sk!user_lib__exists_w!w"]);
        assert_eq!((r.perturbation.as_str(), r.runs), ("none", 1));
        assert!(r.quantifiers.contains(&("user_lib__f_ens_0".to_string(), 1)), "{r:?}");
        let at = sp.at_constants();
        let ens = at.iter().find(|(k, _)| k.to_string() == "user_lib__f_ens_0").unwrap();
        assert_eq!(ens.1[0][0].term, "sk!user_lib__exists_w!w");
        // A query without an existential hypothesis has no skolemized proof.
        let plain = Unit::single(
            "p",
            "(declare-fun p (Int) Bool)\n(assert (forall ((x Int)) (p x)))\n(assert (not (p 1)))\n(check-sat)\n",
        )
        .unwrap();
        assert!(skolem_proof(&z3, &cache, &plain, &[], &identity, BUDGET).is_none());
    }

    #[test]
    fn the_fastest_passing_runs_are_asked_for_a_proof_first() {
        use crate::explain::sample::{Profiled, Run};
        let timed = |method, index, proved, time_s| {
            let mut r = Run::fake(method, index, proved, None);
            r.observation.result.time_s = time_s;
            r
        };
        let runs = vec![
            timed(Method::Reseed, 0, true, 9.5),
            timed(Method::Reseed, 1, false, 10.0),
            timed(Method::Rename, 0, true, 0.5),
            timed(Method::Reseed, 2, true, 2.0),
            timed(Method::Shuffle, 0, true, 4.0),
            timed(Method::Reseed, 3, true, 2.0),
        ];
        let profiled = Profiled::fake("q", runs);
        let cfg = SampleConfig::for_tests(vec![Method::Reseed, Method::Shuffle], Duration::from_secs(10));
        let u = Unit::single("q", "(declare-fun a () Int)\n(assert (not (= a a)))\n(check-sat)\n").unwrap();
        let hash = query_hash(&u);
        let p = |m, i| Perturbation::new([m], sample_seed(1, &hash, m, i));
        // Rename's proof cannot be read; of the others the 3 fastest passing, equal times in the
        // order made, then the query as written.
        let want = [p(Method::Reseed, 2), p(Method::Reseed, 3), p(Method::Shuffle, 0), Perturbation::identity()];
        assert_eq!(passing_perturbations(&u, &profiled, &cfg, None), want);
        // Its fastest passing run (0.5 s) is well within the anchor's 10 s.
        assert_eq!(budget(&cfg, &profiled), BUDGET);
    }

    /// A query whose passing runs are all slow (a timeout near its limit) gets twice its fastest
    /// passing run's time for a proof, up to its time limit; one without a passing run, 10 s.
    #[test]
    fn a_slow_querys_proof_gets_twice_its_fastest_passing_run_up_to_the_limit() {
        use crate::explain::sample::{Profiled, Run};
        let timed = |index, proved, time_s| {
            let mut r = Run::fake(Method::Reseed, index, proved, None);
            r.observation.result.time_s = time_s;
            r
        };
        let cfg = |timeout_s| SampleConfig::for_tests(vec![Method::Reseed], Duration::from_secs(timeout_s));
        let slow = Profiled::fake("q", vec![timed(0, true, 14.0), timed(1, false, 20.0), timed(2, true, 7.0)]);
        assert_eq!(budget(&cfg(20), &slow), Duration::from_secs(14));
        assert_eq!(budget(&cfg(60), &slow), Duration::from_secs(14));
        let slower = Profiled::fake("q", vec![timed(0, true, 16.0), timed(1, false, 20.0)]);
        assert_eq!(budget(&cfg(20), &slower), Duration::from_secs(20), "never past the limit");
        let none = Profiled::fake("q", vec![timed(0, false, 20.0)]);
        assert_eq!(budget(&cfg(20), &none), BUDGET);
        assert_eq!(budget(&cfg(5), &none), Duration::from_secs(5));
    }
}
