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
