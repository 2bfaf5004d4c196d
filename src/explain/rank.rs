//! The order in which repair candidates are measured, from what the blame says about the failing
//! runs (Cazamariposas, CADE 2025: fast `unknown`s are mostly fixed by adding an instantiation,
//! timeouts mostly by deleting a quantifier):
//!
//! - **fast unknowns** (incomplete quantifier instantiation): first the instances in a passing
//!   run's proof, added beside their quantifiers ([`Family::ProofInstance`], the anchor's fix of
//!   96% of the fast unknowns it repaired; for a query, every quantifier's at once before each
//!   quantifier's), then the same over the constants of the
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
//!   proof's first, then the skolemized query's proof's) and skolemization. For a **Boogie
//!   program** ([`Layer::Program`]) the proof's instances, the anchor's other fix of timeouts,
//!   come right after the erasure: they are `assert`s in the failing procedure, so the other VCs
//!   keep their text and a measurement costs the explained queries' runs alone, where a pruning
//!   samples every VC again (on Induction.dfy's 29 queries it had spent `--budget` before any
//!   proof instance was measured). For an **SMT query** ([`Layer::Query`]) the pruning comes
//!   first: it keeps about 2% of the assertions, so its runs end in a fraction of the timeout
//!   whether they pass or fail, where every failing run of a drop or an erasure of a timing-out
//!   query costs the whole timeout (on the real corpus, MutableBtree `InsertIndex` measured
//!   three drops and an erasure at 0/4 each, 20 s a run, before its pruning measured 36/36, and
//!   the budget ran out in the pruning's fresh draws).
//!
//! **One of each family before a second of any**: the first candidate of every family, in the
//! order above, then the second of every family, and so on. Several candidates of one family are
//! often alike (the top three quantifiers' proof instances, hints at one place) and measure alike,
//! and `--max-candidates` is small: on the real corpus, three `instantiate-proof`s and two
//! `skolemize`s took the six places of a query that the core's pruning then repaired
//! (docs/explain.md, "What was run so far"). The drops are the exception: each deletes a
//! different declaration that blame found significant on its own, so all of them are in the first
//! round. Within a family, candidates keep blame order (the position the key gives), and
//! otherwise the order they were made.

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

/// A Boogie program's timeouts: [`TIMEOUT`] with the proof's instances right after the erasure.
const PROGRAM_TIMEOUT: [Family; 14] = moved(TIMEOUT, [Family::ProofInstance, Family::ProofSkolem], Some(Family::Erase));

/// An SMT query's timeouts: [`TIMEOUT`] with the pruning first.
const QUERY_TIMEOUT: [Family; 14] = moved(TIMEOUT, [Family::Prune], None);

/// `order` with the families `moving` taken out and put back, in their order, right after
/// `after` (first when `None`); the rest keeps its order.
const fn moved<const M: usize>(order: [Family; 14], moving: [Family; M], after: Option<Family>) -> [Family; 14] {
    const fn among<const M: usize>(f: Family, set: &[Family; M]) -> bool {
        let mut k = 0;
        while k < M {
            if set[k] as u8 == f as u8 {
                return true;
            }
            k += 1;
        }
        false
    }
    let mut out = order;
    let mut n = 0;
    if after.is_none() {
        let mut k = 0;
        while k < M {
            out[n] = moving[k];
            n += 1;
            k += 1;
        }
    }
    let mut i = 0;
    while i < order.len() {
        let f = order[i];
        if !among(f, &moving) {
            out[n] = f;
            n += 1;
            if let Some(a) = after {
                if a as u8 == f as u8 {
                    let mut k = 0;
                    while k < M {
                        out[n] = moving[k];
                        n += 1;
                        k += 1;
                    }
                }
            }
        }
        i += 1;
    }
    out
}

impl Family {
    /// Whether the edit only deletes assumptions (an axiom or `requires`, a quantifier, what no
    /// core or goal reaches): the anchor's fix of timeouts.
    pub fn removes(self) -> bool {
        matches!(self, Family::Drop | Family::Erase | Family::Prune | Family::Irrelevant)
    }
}

/// Whether failures of `kind` are repaired by deleting first (their order starts with
/// [`Family::Drop`]): everything but fast unknowns.
pub fn removals_first(kind: FailureKind) -> bool {
    order(kind, Layer::Query).first().is_some_and(|f| f.removes())
}

/// What the candidates edit: it decides what a measurement costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// A Boogie program: an `assert` in the failing procedure leaves every other VC's text as it
    /// was (those keep their categories without a run), a deleted axiom changes every VC.
    Program,
    /// An SMT-LIB query: every edit changes the one query.
    Query,
}

/// The families in the order they are tried for failures of `kind` on `layer`.
pub fn order(kind: FailureKind, layer: Layer) -> &'static [Family] {
    match (kind, layer) {
        (FailureKind::FastUnknown, _) => &FAST_UNKNOWN,
        (FailureKind::Timeout | FailureKind::Refuted | FailureKind::None, Layer::Program) => &PROGRAM_TIMEOUT,
        (FailureKind::Timeout | FailureKind::Refuted | FailureKind::None, Layer::Query) => &QUERY_TIMEOUT,
    }
}

/// `candidates` in rounds (the first of each family, then the second, ...), each round in the
/// order of [`order`], by the family and blame position `key` gives (stable: candidates with the
/// same key keep their order).
pub fn rank<T>(candidates: Vec<T>, key: impl Fn(&T) -> (Family, usize), kind: FailureKind, layer: Layer) -> Vec<T> {
    let order = order(kind, layer);
    let mut keyed: Vec<(usize, usize, T)> = candidates
        .into_iter()
        .map(|c| {
            let (family, at) = key(&c);
            (order.iter().position(|f| *f == family).unwrap_or(order.len()), at, c)
        })
        .collect();
    keyed.sort_by_key(|(family, at, _)| (*family, *at));
    let mut seen = vec![0usize; order.len() + 1];
    let mut rounds: Vec<(usize, usize, T)> = keyed
        .into_iter()
        .map(|(family, _, c)| {
            let round = if order.get(family) == Some(&Family::Drop) { 0 } else { seen[family] };
            seen[family] += 1;
            (round, family, c)
        })
        .collect();
    rounds.sort_by_key(|(round, family, _)| (*round, *family));
    rounds.into_iter().map(|(_, _, c)| c).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_unknowns_add_instances_first_and_timeouts_remove_first() {
        let made =
            vec![(Family::Drop, 1), (Family::Narrow, 2), (Family::Hint, 3), (Family::Instance, 4), (Family::Drop, 5)];
        let q = Layer::Query;
        let fast: Vec<i32> =
            rank(made.clone(), |c| (c.0, 0), FailureKind::FastUnknown, q).iter().map(|c| c.1).collect();
        assert_eq!(fast, [4, 3, 1, 5, 2], "every blamed drop in the first round");
        let slow: Vec<i32> = rank(made.clone(), |c| (c.0, 0), FailureKind::Timeout, q).iter().map(|c| c.1).collect();
        assert_eq!(slow, [1, 5, 2, 4, 3]);
        // A query's timeouts measure the pruning to the cores first, a program's after the drops.
        let mut with_prune = made;
        with_prune.push((Family::Prune, 6));
        let ranked = |layer| -> Vec<i32> {
            rank(with_prune.clone(), |c| (c.0, 0), FailureKind::Timeout, layer).iter().map(|c| c.1).collect()
        };
        assert_eq!(ranked(q), [6, 1, 5, 2, 4, 3]);
        assert_eq!(ranked(Layer::Program), [1, 5, 6, 2, 4, 3]);
        for kind in [FailureKind::FastUnknown, FailureKind::Timeout, FailureKind::Refuted, FailureKind::None] {
            for layer in [Layer::Program, Layer::Query] {
                let distinct: std::collections::HashSet<&Family> = order(kind, layer).iter().collect();
                assert_eq!((order(kind, layer).len(), distinct.len()), (14, 14), "every family has one place");
            }
        }
        // The skolemized query's proof instances come right after the proof's own.
        for kind in [FailureKind::FastUnknown, FailureKind::Timeout] {
            for layer in [Layer::Program, Layer::Query] {
                let at = |f| order(kind, layer).iter().position(|x| *x == f).unwrap();
                assert_eq!(at(Family::ProofSkolem), at(Family::ProofInstance) + 1, "{kind:?}");
            }
        }
        // A program's timeouts try the proof's instances right after the erasure, before the
        // pruning; a query's try the pruning first; both orders differ in nothing else.
        let at = |l, f| order(FailureKind::Timeout, l).iter().position(|x| *x == f).unwrap();
        assert_eq!((at(Layer::Program, Family::Erase), at(Layer::Program, Family::ProofInstance)), (1, 2));
        assert_eq!(at(Layer::Query, Family::Prune), 0);
        let without = |l| {
            let moved = [Family::ProofInstance, Family::ProofSkolem, Family::Prune];
            order(FailureKind::Timeout, l).iter().filter(|f| !moved.contains(f)).copied().collect::<Vec<_>>()
        };
        assert_eq!(without(Layer::Program), without(Layer::Query));
        // Only fast unknowns add before they delete.
        assert!(!removals_first(FailureKind::FastUnknown));
        for kind in [FailureKind::Timeout, FailureKind::Refuted, FailureKind::None] {
            assert!(removals_first(kind), "{kind:?}");
        }
    }

    #[test]
    fn one_of_each_family_comes_before_a_second_of_any_but_every_drop_and_a_family_keeps_blame_order() {
        // Three proof-instance candidates (blame positions 2, 0, 1), two skolemizations, a pruning.
        let made = vec![
            (Family::ProofInstance, 2, "pi2"),
            (Family::Skolemize, 0, "sk0"),
            (Family::ProofInstance, 0, "pi0"),
            (Family::Prune, 0, "prune"),
            (Family::ProofInstance, 1, "pi1"),
            (Family::Skolemize, 1, "sk1"),
            (Family::Drop, 1, "drop1"),
            (Family::Drop, 0, "drop0"),
        ];
        let fast: Vec<&str> =
            rank(made, |c| (c.0, c.1), FailureKind::FastUnknown, Layer::Program).iter().map(|c| c.2).collect();
        assert_eq!(fast, ["pi0", "sk0", "prune", "drop0", "drop1", "pi1", "sk1", "pi2"]);
    }
}
