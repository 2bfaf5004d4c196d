//! The instances a passing run's z3 proof uses, per unstable query (Cazamariposas, CADE 2025:
//! instances come from the proof object of a passing run, not from traces; the proof names
//! exactly the instances the refutation needed). The proof runs are made on the perturbations of
//! the sampling's own passing runs, in sampling order (a `rename` run's proof is over other names
//! and is skipped), through the cache, each within a soft budget of at most [`BUDGET`] (or the
//! run's own time limit when it is shorter); the first run that proves and whose proof reads
//! gives the query's instances ([`QueryProof`]). The edits made of them are
//! [`super::query_edits`]'s and [`super::program_edits`]'s.

use super::sample::Profiled;
use crate::smt::observation::proof::{proved, ProofInstances, QuantifierKey};
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

/// The proof of one unstable query.
#[derive(Clone, Debug)]
pub struct QueryProof {
    pub query: String,
    /// The perturbation whose proof this is (`none`: the query as written).
    pub perturbation: String,
    pub instances: ProofInstances,
    /// Proof runs made (cache hits included).
    pub runs: usize,
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
}

impl QueryProof {
    /// The report of it.
    pub fn report(&self) -> ProofReport {
        ProofReport {
            query: self.query.clone(),
            perturbation: self.perturbation.clone(),
            runs: self.runs,
            quantifiers: self.ranked().into_iter().map(|(k, n)| (k.to_string(), n)).collect(),
            skolem_filtered: self.instances.skolem_filtered(),
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

/// The perturbations of `profiled`'s passing runs whose proofs can be read, in sampling order,
/// then the query as written. `dice`: what the sampling drew perturbations from besides the RNG
/// seed (`None`: the unit's text hash; a finding's twins draw from the VC's name).
fn passing_perturbations(
    unit: &Unit,
    profiled: &Profiled,
    cfg: &SampleConfig,
    dice: Option<&str>,
) -> Vec<Perturbation> {
    let hash = dice.map_or_else(|| query_hash(unit), str::to_string);
    (profiled.passing())
        .filter(|r| r.method != Method::Rename)
        .map(|r| Perturbation::new([r.method], sample_seed(cfg.rng_seed, &hash, r.method, r.index)))
        .take(PROOF_TRIES)
        .chain(std::iter::once(Perturbation::identity()))
        .collect()
}

/// The proof of `unit` from the first of its passing perturbations that proves it with a
/// readable proof that instantiates something; `None` when none does.
pub fn query_proof(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    profiled: &Profiled,
    cfg: &SampleConfig,
    dice: Option<&str>,
) -> Option<QueryProof> {
    let budget = BUDGET.min(cfg.timeout.max(Duration::from_secs(1)));
    for (made, p) in passing_perturbations(unit, profiled, cfg, dice).into_iter().enumerate() {
        if crate::runner::interrupted() {
            return None;
        }
        let runs = made + 1;
        let Ok(run) = proved(solver, cache, unit, &p, budget) else { continue };
        if run.proved() && run.instances.quantifiers.iter().any(|q| !q.instances.is_empty()) {
            let (query, perturbation) = (unit.name().to_string(), p.to_string());
            return Some(QueryProof { query, perturbation, instances: run.instances, runs });
        }
    }
    None
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
) -> Vec<QueryProof> {
    use rayon::prelude::*;
    profiled
        .par_iter()
        .filter_map(|p| {
            let unit = units.iter().find(|u| u.name() == p.name)?;
            let dice = by_name.then(|| unit.name().to_string());
            query_proof(solver, cache, unit, p, cfg, dice.as_deref())
        })
        .collect()
}
