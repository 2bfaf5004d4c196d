//! What a subject's repairs are made from, gathered once per explanation of a program or a
//! query ([`gather`]): the instances a passing run's proof used ([`super::proofs`]); the union of
//! the unsat cores of several passing runs per unstable query ([`super::core::core_unions`]); the
//! instances and patterns that traced passing runs had and traced failing runs lacked (fast
//! unknowns only: a run that times out in a matching loop has a trace of its size;
//! [`super::instances`], [`super::trigger`]), written as Boogie or SMT-LIB; and which quantifiers
//! the failing runs spend their instances on ([`super::sample::Profiled::failing_volume`]). Each
//! step that runs z3 starts only within the time budget's share for evidence ([`Deadline`]), in
//! the order of what the ranking tries first ([`super::rank`]): the proofs and the cores side by
//! side, then, for fast unknowns, the traces. A skipped step is said ([`Evidence::skipped`]).

use super::blame::Direction;
use super::core::core_unions;
use super::deadline::Deadline;
use super::instances::FoundInstance;
use super::located::Blamed;
use super::proofs::{proofs, QueryProof};
use super::sample::{FailureKind, Profiled};
use super::trigger::FoundTrigger;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Solver;
use crate::smt::text::unit::Unit;
use crate::stability::SampleConfig;
use crate::syntax::ast::Program;

/// What the repairs of one subject are made from.
#[derive(Default)]
pub struct Evidence {
    /// Per unstable query with cores: its name, the union of the cores' assertions, how many.
    pub cores: Vec<(String, Vec<usize>, usize)>,
    /// Instances traced passing runs made and failing runs missed (kept ones only).
    pub instances: Vec<FoundInstance>,
    pub triggers: Vec<FoundTrigger>,
    pub proofs: Vec<QueryProof>,
    /// Per unstable query, the failing runs' instances per quantifier, most first.
    pub volumes: Vec<(String, Vec<(String, u64)>)>,
    /// The steps skipped for the time budget, and the queries a step found nothing for, with why.
    pub skipped: Vec<String>,
}

impl Evidence {
    /// The failing runs' instances per quantifier summed over every unstable query, most first.
    pub fn volume(&self) -> Vec<(String, u64)> {
        super::sample::summed(self.volumes.iter().flat_map(|(_, v)| v.iter().map(|(q, n)| (q.as_str(), *n))))
    }
}

/// Gathers the evidence of the `unstable` queries of `units` (on the current rayon pool); the
/// blame's instances are written against the units when there is no `program` (an `.smt2`
/// subject; a Boogie subject's are written once its incarnations are probed, [`super::repairing`]).
#[allow(clippy::too_many_arguments)]
pub fn gather(
    solver: &Solver,
    cache: &QueryCache,
    units: &[Unit],
    unstable: &[&Profiled],
    blame: &Blamed,
    cfg: &SampleConfig,
    failure: FailureKind,
    program: Option<&Program>,
    deadline: Deadline,
) -> Evidence {
    let mut skipped = Vec::new();
    let mut step = |what: &str| match deadline.spent() {
        Some(why) => {
            skipped.push(format!("{what} skipped: {why}"));
            false
        }
        None => true,
    };
    // The proofs feed the candidates ranked first for fast unknowns (`instantiate-proof`), the
    // cores those of timeouts (`prune-to-core`, after the drops that need no evidence). Both are
    // made side by side: one query's proof and core runs are one z3 at a time each, so an `.smt2`
    // subject's evidence kept one core idle, and a timeout's proofs, made after its cores, were
    // skipped for the budget on four of the six timeouts of the 0cf18b0 bench (docs/explain.md).
    let fast = failure == FailureKind::FastUnknown;
    let (want_proofs, want_cores) = (step("proofs of passing runs"), step("unsat cores for pruning"));
    // `None`: the step was skipped.
    let (proofs, cores) = rayon::join(
        || want_proofs.then(|| proofs(solver, cache, units, unstable, cfg, false, deadline)),
        || if want_cores { core_unions(solver, cache, units, unstable, cfg, false) } else { Vec::new() },
    );
    let less: Vec<(String, String)> = (blame.entries.iter())
        .filter(|e| e.direction == Direction::LessWhenFailing)
        .map(|e| (e.query.clone(), e.qid.clone()))
        .collect();
    let traced = if fast && step("z3 traces of the sampling's runs") {
        super::instances::trace_queries(solver, cache, units, unstable, &less, cfg)
    } else {
        Vec::new()
    };
    let (mut instances, triggers) = (super::instances::find(&traced), super::trigger::find(&traced));
    // A program's instances are written once Boogie says where their incarnations are current
    // (`super::repairing`); a query's now.
    if program.is_none() {
        super::smt_repair::write_smt(&mut instances, units);
    }
    if let Some(proofs) = &proofs {
        for p in unstable.iter().filter(|p| !proofs.iter().any(|q| q.query == p.name)) {
            skipped.push(format!(
                "no proof of {}: none of its passing perturbations tried (at most {}, not `rename`'s, then the query \
                 as written) proved it with a proof that reads, within {} s each with proofs on",
                p.name,
                super::proofs::PROOF_TRIES,
                super::proofs::budget(cfg, p).as_secs()
            ));
        }
    }
    let volumes = unstable.iter().map(|p| (p.name.clone(), p.failing_volume())).collect();
    let proofs = proofs.unwrap_or_default();
    Evidence { cores, instances: super::instances::keep(instances), triggers, proofs, volumes, skipped }
}
