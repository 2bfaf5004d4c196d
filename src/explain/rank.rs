//! The order in which repair candidates are measured, from what the blame says about the failing
//! runs (Cazamariposas, CADE 2025: fast `unknown`s are mostly fixed by adding an instantiation,
//! timeouts mostly by deleting a quantifier):
//!
//! - **fast unknowns** (incomplete quantifier instantiation): first all of a quantifier's
//!   instances in a passing run's proof, added beside it ([`Family::ProofInstance`], the anchor's
//!   fix of 96% of the fast unknowns it repaired), then the same over the constants of the
//!   existential hypotheses skolemized, when the proof's instances were at z3's own skolems
//!   ([`Family::ProofSkolem`]), then the trigger z3 inferred for a
//!   blamed quantifier in passing runs and not in failing ones, made explicit ([`Family::Trigger`]:
//!   it adds no proof obligation and makes the instantiation independent of the order), then the
//!   instances the failing runs miss ([`Family::Instance`]: instances taken from the passing runs' z3 traces, then
//!   [`Family::Hint`]: instances guessed from the failing procedure's terms, then
//!   [`Family::InstantiateKeep`]: a quantifier's instances at the query's ground terms, kept beside
//!   it), then skolemizing an existential hypothesis, then the removals (the unsat core's pruning,
//!   the blamed axiom or `requires`, the quantifier that makes most of the failing runs'
//!   instances), a quantifier replaced by its proof's instances, narrowed triggers, a quantifier
//!   replaced by its instances at the ground terms, and the irrelevant axioms;
//! - **timeouts and resource outs** (and every other failure): first the removals (the blamed
//!   axiom or `requires`; the quantifier that makes most of the failing runs' instances erased,
//!   [`Family::Erase`], the anchor's fix of 70% of the timeouts it repaired; the pruning to the
//!   unsat cores), then a quantifier replaced by its proof's instances, narrowed and explicit triggers, a looping
//!   quantifier replaced by its instances, the irrelevant axioms, and last the instances (the
//!   proof's first, then the skolemized query's proof's) and skolemization.
//!
//! Candidates of one family are measured in blame order (the position the key gives), and
//! otherwise in the order they were made.

use super::sample::FailureKind;

/// What a candidate does, for ranking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// The pattern z3 matched a quantifier with in passing runs, made its trigger (`add-trigger`).
    Trigger,
    /// An instance a passing run made and the failing runs missed, asserted (`assert-instance`).
    Instance,
    /// An instance guessed from the failing procedure's terms, asserted (`assert-hint`).
    Hint,
    /// A quantifier's instances at the query's ground terms added beside it (`.smt2`).
    InstantiateKeep,
    /// An existential hypothesis skolemized (`.smt2`).
    Skolemize,
    /// The blamed axiom, `requires` or hypothesis deleted.
    Drop,
    /// Everything outside the unsat cores of passing runs deleted.
    Prune,
    /// A blamed quantifier's trigger narrowed.
    Narrow,
    /// A looping quantifier replaced by its instances at the query's ground terms (`.smt2`).
    InstantiateReplace,
    /// Axioms that cannot reach the goal's symbols deleted.
    Irrelevant,
    /// All of a quantifier's instances in a passing run's proof added beside it.
    ProofInstance,
    /// A quantifier replaced by its instances in a passing run's proof.
    ProofReplace,
    /// The existential hypotheses skolemized at declared constants and the instances over them
    /// in a proof of the skolemized query added.
    ProofSkolem,
    /// A quantifier that makes most of the failing runs' instances deleted.
    Erase,
}

const FAST_UNKNOWN: [Family; 14] = [
    Family::ProofInstance,
    Family::ProofSkolem,
    Family::Trigger,
    Family::Instance,
    Family::Hint,
    Family::InstantiateKeep,
    Family::Skolemize,
    Family::Prune,
    Family::Drop,
    Family::Erase,
    Family::ProofReplace,
    Family::Narrow,
    Family::InstantiateReplace,
    Family::Irrelevant,
];

const TIMEOUT: [Family; 14] = [
    Family::Drop,
    Family::Erase,
    Family::Prune,
    Family::ProofReplace,
    Family::Narrow,
    Family::Trigger,
    Family::InstantiateReplace,
    Family::Irrelevant,
    Family::ProofInstance,
    Family::ProofSkolem,
    Family::Instance,
    Family::Hint,
    Family::InstantiateKeep,
    Family::Skolemize,
];

/// The families in the order they are tried for failures of `kind`.
pub fn order(kind: FailureKind) -> &'static [Family] {
    match kind {
        FailureKind::FastUnknown => &FAST_UNKNOWN,
        FailureKind::Timeout | FailureKind::Refuted | FailureKind::None => &TIMEOUT,
    }
}

/// `candidates` in the order of [`order`], by the family and blame position `key` gives (stable:
/// candidates with the same key keep their order).
pub fn rank<T>(mut candidates: Vec<T>, key: impl Fn(&T) -> (Family, usize), kind: FailureKind) -> Vec<T> {
    let order = order(kind);
    candidates.sort_by_key(|c| {
        let (family, at) = key(c);
        (order.iter().position(|f| *f == family).unwrap_or(order.len()), at)
    });
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_unknowns_add_instances_first_and_timeouts_remove_first() {
        let made =
            vec![(Family::Drop, 1), (Family::Narrow, 2), (Family::Hint, 3), (Family::Instance, 4), (Family::Drop, 5)];
        let fast: Vec<i32> = rank(made.clone(), |c| (c.0, 0), FailureKind::FastUnknown).iter().map(|c| c.1).collect();
        assert_eq!(fast, [4, 3, 1, 5, 2]);
        let slow: Vec<i32> = rank(made, |c| (c.0, 0), FailureKind::Timeout).iter().map(|c| c.1).collect();
        assert_eq!(slow, [1, 5, 2, 4, 3]);
        for kind in [FailureKind::FastUnknown, FailureKind::Timeout, FailureKind::Refuted, FailureKind::None] {
            let distinct: std::collections::HashSet<&Family> = order(kind).iter().collect();
            assert_eq!((order(kind).len(), distinct.len()), (14, 14), "every family has one place");
        }
        // The skolemized query's proof instances come right after the proof's own.
        for kind in [FailureKind::FastUnknown, FailureKind::Timeout] {
            let at = |f| order(kind).iter().position(|x| *x == f).unwrap();
            assert_eq!(at(Family::ProofSkolem), at(Family::ProofInstance) + 1, "{kind:?}");
        }
    }
}
