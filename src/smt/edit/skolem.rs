//! The anchor's recipe for a query whose proof instantiates at z3's own skolem constants
//! (Cazamariposas, CADE 2025: skolemize with declared functions, then instantiate): z3 names the
//! witness of an existential hypothesis itself (`k!0`), so the instances a proof makes at it
//! cannot be written into the query. Here every existential hypothesis is first skolemized at
//! constants the query declares ([`skolemize_hypotheses`]); a proof of that query then names its
//! instances over those constants, and they are asserted just before the goal, after the
//! constants' declarations ([`instantiate_at_constants`]).
//!
//! Only the existentials the never-weaken rule admits are skolemized: an assertion before the
//! goal whose whole term (under `!`) is an `exists`. Its variables become fresh constants
//! declared just before it ([`super::instantiate::skolemize`]).

use super::instantiate::{instantiate_all, skolemized, Edit, EditError};
use crate::smt::observation::proof::{ProofInstance, QuantifierKey};
use crate::smt::text::sexp::read_one;
use crate::smt::text::term::{symbols, unannotated};
use crate::smt::text::unit::Unit;
use std::collections::BTreeSet;

/// Existential hypotheses skolemized per unit at most.
pub const MAX_SKOLEMIZED: usize = 8;

/// A unit with its existential hypotheses skolemized at declared constants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skolemized {
    /// The skolemized unit (one command per line).
    pub unit: Unit,
    /// The existentials skolemized, in the unit's order.
    pub keys: Vec<QuantifierKey>,
    /// The constants declared for their variables.
    pub constants: Vec<String>,
}

/// The keys an assertion's outermost quantifier may go by: its `:qid`s, then its position.
fn keys(a: &crate::smt::text::unit::Assertion) -> impl Iterator<Item = QuantifierKey> + '_ {
    let qids = a.qids.iter().map(|q| QuantifierKey::Qid(q.trim_matches('|').to_string()));
    qids.chain([QuantifierKey::Position(a.index)])
}

/// Whether assertion `index` of `unit` is still an `exists` (under `!`).
fn existential(unit: &Unit, index: usize) -> bool {
    let a = unit.assertions().into_iter().nth(index);
    a.and_then(|a| a.term().map(|t| unannotated(t).head() == Some("exists"))).unwrap_or(false)
}

/// Every existential hypothesis of `unit` before its goal (at most [`MAX_SKOLEMIZED`]) replaced
/// by its body at fresh constants declared just before it.
pub fn skolemize_hypotheses(unit: &Unit) -> Result<Skolemized, EditError> {
    let goal = unit.goal().unwrap_or(usize::MAX);
    let mut out = Skolemized { unit: unit.clone(), keys: Vec::new(), constants: Vec::new() };
    for a in unit.assertions().iter().filter(|a| a.index < goal && existential(unit, a.index)) {
        if out.keys.len() >= MAX_SKOLEMIZED {
            break;
        }
        for key in keys(a) {
            let Ok((edit, names)) = skolemized(&out.unit, &key) else { continue };
            let next = Unit::single(unit.name(), &edit.text).map_err(|e| EditError::Read(e.to_string()))?;
            // The key named this assertion's own existential: it is gone from there.
            if existential(&next, a.index) {
                continue;
            }
            out.unit = next;
            out.keys.push(key);
            out.constants.extend(names);
            break;
        }
    }
    if out.keys.is_empty() {
        return Err(EditError::NoExistential);
    }
    Ok(out)
}

/// Whether an instance binds a term that mentions one of `constants`.
pub fn over(instance: &ProofInstance, constants: &[String]) -> bool {
    instance.iter().any(|b| {
        let mut names = BTreeSet::new();
        if let Ok(t) = read_one(&b.term) {
            symbols(&t, &mut names);
        }
        constants.iter().any(|c| names.contains(c))
    })
}

/// The skolemized unit of `sk` with, for each quantified hypothesis of `proof` (its key and the
/// instances a proof of the skolemized unit used), the instances over `sk`'s constants asserted
/// just before the goal; the quantifiers that took instances with how many. A quantifier that is
/// no hypothesis (the goal's) is passed over; `Err` when no instance could be added.
pub fn instantiate_at_constants(
    sk: &Skolemized,
    proof: &[(QuantifierKey, Vec<ProofInstance>)],
) -> Result<(Edit, Vec<(QuantifierKey, usize)>), EditError> {
    let mut unit = sk.unit.clone();
    let mut added = Vec::new();
    for (key, instances) in proof {
        let at: Vec<ProofInstance> = instances.iter().filter(|i| over(i, &sk.constants)).cloned().collect();
        let Ok(edit) = instantiate_all(&unit, key, &at) else { continue };
        unit = Unit::single(unit.name(), &edit.text).map_err(|e| EditError::Read(e.to_string()))?;
        added.push((key.clone(), at.len()));
    }
    if added.is_empty() {
        let key = proof.first().map_or(QuantifierKey::Position(0), |(k, _)| k.clone());
        return Err(EditError::NoInstances(key));
    }
    let keys: Vec<String> = sk.keys.iter().map(ToString::to_string).collect();
    let inst: Vec<String> = added.iter().map(|(k, n)| format!("{n} of {k}")).collect();
    let description = format!(
        "skolemized {} at the declared constants {}, and asserted the instance(s) over them ({}) before the goal",
        keys.join(", "),
        sk.constants.join(", "),
        inst.join(", ")
    );
    Ok((Edit { text: unit.text().to_string(), description }, added))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::edit::fixtures::{answer, data, z3};
    use crate::smt::observation::proof::{proved, Binding, DEFAULT_BUDGET};
    use crate::smt::perturbation::mutate::Perturbation;
    use crate::smt::solving::cache::QueryCache;
    use crate::smt::solving::solve::Answer;

    fn verus() -> Unit {
        data("proof_verus.smt2")
    }

    fn bind(var: &str, term: &str) -> ProofInstance {
        vec![Binding { var: var.into(), sort: "Int".into(), term: term.into() }]
    }

    #[test]
    fn only_whole_existential_hypotheses_before_the_goal_are_skolemized_at_constants() {
        let sk = skolemize_hypotheses(&verus()).unwrap();
        let c = "sk!user_lib__exists_w!w";
        assert_eq!(sk.keys, [QuantifierKey::Qid("user_lib__exists_w".into())]);
        assert_eq!(sk.constants, [c]);
        let t = sk.unit.text();
        assert!(
            t.contains(&format!("(declare-fun {c} () Int)\n(assert (and (req%%lib!f.? {c}) (> {c} 10)))\n")),
            "{t}"
        );
        // The goal's negated existential stays as written.
        assert!(t.contains("(assert (not (exists ((v Int))"), "{t}");
        assert_eq!(answer(t), Answer::Unsat);
        // A conjunct, an existential after the goal, and a query without one: nothing to do.
        let q = "(declare-fun p (Int) Bool)\n(assert (and (p 0) (exists ((x Int)) (p x))))\n\
            (assert (not (p 1)))\n(assert (exists ((z Int)) (p z)))\n(check-sat)\n";
        let u = Unit::single("q", q).unwrap();
        assert_eq!(skolemize_hypotheses(&u), Err(EditError::NoExistential));
        // Two existentials, one unnamed (found by its position): each gets its constant.
        let two = "(declare-fun p (Int) Bool)\n(assert (exists ((x Int)) (p x)))\n\
            (assert (exists ((y Int)) (! (p (+ y 1)) :qid ey)))\n(assert (not (p 1)))\n(check-sat)\n";
        let sk = skolemize_hypotheses(&Unit::single("q", two).unwrap()).unwrap();
        assert_eq!(sk.keys, [QuantifierKey::Position(0), QuantifierKey::Qid("ey".into())]);
        assert_eq!(sk.constants, ["sk!a0!x", "sk!ey!y"]);
        assert!(sk
            .unit
            .text()
            .contains("(assert (p sk!a0!x))\n(declare-fun sk!ey!y () Int)\n(assert (p (+ sk!ey!y 1)))"));
    }

    #[test]
    fn the_skolemized_querys_proof_instances_over_the_constants_are_asserted_before_the_goal() {
        let sk = skolemize_hypotheses(&verus()).unwrap();
        let c = &sk.constants[0];
        let cache = QueryCache::new(tempfile::tempdir().unwrap().keep());
        let run = proved(&z3(), &cache, &sk.unit, &Perturbation::identity(), DEFAULT_BUDGET).unwrap();
        let proof: Vec<(QuantifierKey, Vec<ProofInstance>)> =
            run.instances.quantifiers.iter().map(|q| (q.key.clone(), q.instances.clone())).collect();
        let ens = QuantifierKey::Qid("user_lib__f_ens_0".into());
        assert!(proof.iter().any(|(k, i)| *k == ens && i.iter().all(|i| over(i, &sk.constants))), "{proof:?}");
        let (e, added) = instantiate_at_constants(&sk, &proof).unwrap();
        // The goal's quantifier (no hypothesis) is passed over.
        assert_eq!(added, [(ens, 1)]);
        let line = format!("(assert (=> (req%%lib!f.? {c}) (> (lib!f.? {c}) {c})))");
        let (decl, at, goal) = (
            e.text.find(&format!("(declare-fun {c} ")).unwrap(),
            e.text.find(&line).unwrap(),
            e.text.find("(assert (not (exists").unwrap(),
        );
        assert!(decl < at && at < goal, "{}", e.text);
        assert!(e.description.contains("1 of user_lib__f_ens_0"), "{}", e.description);
        assert_eq!(answer(&e.text), Answer::Unsat);
        // Instances not over a constant are left out; with none left, no edit.
        assert!(
            !over(&bind("x", "(+ k@0 1)"), &sk.constants) && over(&bind("x", &format!("(+ {c} 1)")), &sk.constants)
        );
        let elsewhere = [(QuantifierKey::Qid("user_lib__f_ens_0".into()), vec![bind("x", "k@0")])];
        assert!(matches!(instantiate_at_constants(&sk, &elsewhere), Err(EditError::NoInstances(_))));
    }
}
