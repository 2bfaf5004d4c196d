//! The edits of a verifier's `.smt2` query: one generator per [`EditKind`] ([`generator`]),
//! each writing candidates as edits of the user's file, for one unstable unit of it. The text
//! edits themselves are [`super::smt_repair`]'s and [`super::smt_edit`]'s.
//!
//! - `add-trigger`: give a blamed quantifier with no `:pattern` of its own the pattern z3
//!   inferred for it in traced passing runs and not in traced failing ones
//!   ([`super::trigger`]; [`add_pattern`]);
//! - `assert-instance`: assert, before the goal, the instance of a blamed quantified hypothesis
//!   that passing runs made and failing runs missed ([`super::instances`]), its body with the
//!   bound variables replaced by the terms z3's trace bound to them
//!   ([`super::smt_repair::instance_assertion`]);
//! - `drop-assertion`: delete a blamed quantified assertion that the failing runs instantiate
//!   more, when it is a hypothesis (never the goal, [`crate::smt::observation::prune::goal`]);
//! - `prune-to-core`: delete every assertion outside the union of the unsat cores of several
//!   passing runs ([`super::core::core_unions`]);
//! - `narrow-trigger`: add to the first `:pattern` of a blamed quantifier an application in its
//!   body of one of the pattern's function symbols at other arguments (a term its instances
//!   create: the narrower pattern needs it to exist first), or, when the quantifier has several
//!   `:pattern`s (alternatives), keep only the first;
//! - `instantiate`, `instantiate-replace`, `skolemize` ([`super::smt_edit`]): a blamed
//!   quantifier's instances at the query's ground terms beside it or in its place, an existential
//!   hypothesis skolemized;
//! - `drop-irrelevant`: keep only the assertions that can take part in a proof of the goal by
//!   E-matching, trigger-aware ([`crate::smt::observation::shake`]: an axiom that only supplies
//!   trigger terms stays, where a core drops it);
//! - `instantiate-proof` / `replace-proof` (the anchor's *instantiate* and *replace*): all of a
//!   quantified hypothesis's instances in a passing run's proof ([`super::proofs`]) asserted
//!   before the goal, beside it or in its place, for the [`PROOF_QUANTIFIERS`] quantifiers the
//!   proof instantiates most; `instantiate-proof` first adds every quantifier's proof instances
//!   at once;
//! - `skolemize-proof` (the anchor's *skolemize*, then *instantiate*): when the passing run's proof
//!   left out instances for naming z3's own skolems, the existential hypotheses skolemized at
//!   declared constants and the instances over them that a proof of the skolemized query used
//!   ([`super::proofs::SkolemProof`]) asserted before the goal, after the constants'
//!   declarations ([`crate::smt::edit::skolem`]);
//! - `erase` (the anchor's fix for timeouts): a quantified hypothesis deleted, for the
//!   [`PER_DIRECTION`] quantifiers that make most of the failing runs' instances and that the
//!   passing run's proof did not instantiate.
//!
//! The unit-level edits of [`crate::smt::edit::instantiate`] are carried into the user's file by
//! [`super::splice`].

use super::blame::Direction;
use super::candidate::{ranked, Candidate, EditKind};
use super::instances::FoundInstance;
use super::output::BlameEntry;
use super::proofs::QueryProof;
use super::sample::{erase_worthy, FailureKind};
use super::smt_edit::instantiate;
use super::smt_repair::{add_pattern, drop_assertion, insert_before_goal, keep_only, narrow_trigger as narrowed};
use super::trigger::FoundTrigger;
use crate::smt::edit::instantiate::{self as edit, EditError};
use crate::smt::edit::skolem;
use crate::smt::observation::proof::QuantifierKey;
use crate::smt::observation::prune::goal;
use crate::smt::text::unit::{Assertion, Unit};

/// Blamed quantifiers edited per direction at most.
const PER_DIRECTION: usize = 3;

/// Existential hypotheses skolemized per unit at most.
const SKOLEMIZED: usize = 3;

/// Quantifiers of a proof instantiated or replaced, most instantiated first.
pub const PROOF_QUANTIFIERS: usize = 3;

/// Proof instances of one quantifier added at most (a proof's instances are added all at once
/// up to this many).
pub const PROOF_INSTANCES: usize = 200;

/// Proof instances added at most by the edit that adds every quantifier's
/// ([`all_proof_instances`]).
pub const ALL_PROOF_INSTANCES: usize = 1000;

/// What the generators of a query's edits read: the file's text, the unstable unit, the blame
/// entries, the union of the unsat cores of passing runs (assertion indices, and how many cores)
/// if any, the instances found (those with an assertion), the patterns found, and the failures'
/// kind (the ranking), the unit's proof (if a passing run gave one), and the failing runs'
/// instances per quantifier ([`super::sample::Profiled::failing_volume`]).
pub struct QueryInputs<'a> {
    pub text: &'a str,
    pub unit: &'a Unit,
    pub blame: &'a [BlameEntry],
    pub core: Option<(&'a [usize], usize)>,
    pub instances: &'a [FoundInstance],
    pub triggers: &'a [FoundTrigger],
    pub failure: FailureKind,
    pub proof: Option<&'a QueryProof>,
    pub volume: &'a [(String, u64)],
}

/// How a query's edits of one kind are made.
pub type Generator = fn(&QueryInputs) -> Vec<Candidate>;

/// The generator of `kind`, when queries have such edits.
pub fn generator(kind: EditKind) -> Option<Generator> {
    match kind {
        EditKind::AddTrigger => Some(add_trigger),
        EditKind::AssertInstance => Some(assert_instance),
        EditKind::DropAssertion => Some(drop_hypothesis),
        EditKind::NarrowTrigger => Some(narrow_trigger),
        EditKind::PruneToCore => Some(prune_to_core),
        EditKind::DropIrrelevant => Some(drop_irrelevant),
        EditKind::Instantiate => Some(instantiate_keep),
        EditKind::InstantiateReplace => Some(instantiate_replace),
        EditKind::Skolemize => Some(skolemize_hypotheses),
        EditKind::InstantiateProof => Some(instantiate_proof),
        EditKind::ReplaceProof => Some(replace_proof),
        EditKind::SkolemizeProof => Some(skolemize_proof),
        EditKind::Erase => Some(erase),
        EditKind::AssertHint | EditKind::DropAxiom | EditKind::DropRequires => None,
    }
}

/// Every kind's candidates for the unit, ranked for the failures' kind (`assert-instance` first
/// for fast `unknown`s).
pub fn candidates(inputs: &QueryInputs) -> Vec<Candidate> {
    let made = EditKind::ALL.iter().filter_map(|k| generator(*k)).flat_map(|g| g(inputs)).collect();
    ranked(made, inputs.failure, super::rank::Layer::Query)
}

/// The unit's assertion that holds the quantifier `qid`.
fn holding(inputs: &QueryInputs, qid: &str) -> Option<Assertion> {
    inputs.unit.assertions().into_iter().find(|a| a.qids.iter().any(|x| x.trim_matches('|') == qid))
}

/// The unit's blamed quantifiers of direction `d` (at most [`PER_DIRECTION`]) with their blame
/// positions and the assertions that hold them.
fn blamed<'a>(inputs: &'a QueryInputs, d: Direction) -> impl Iterator<Item = (usize, &'a BlameEntry, Assertion)> + 'a {
    let unit = inputs.unit.name();
    inputs
        .blame
        .iter()
        .filter(move |e| e.query == unit && e.direction == d)
        .take(PER_DIRECTION)
        .enumerate()
        .filter_map(move |(at, e)| holding(inputs, &e.qid).map(|a| (at, e, a)))
}

/// `drop-assertion`: a blamed hypothesis the failing runs instantiate more, deleted.
fn drop_hypothesis(inputs: &QueryInputs) -> Vec<Candidate> {
    let goal = goal(inputs.unit);
    let mut out = Vec::new();
    for (at, e, a) in blamed(inputs, Direction::MoreWhenFailing).filter(|(_, _, a)| Some(a.index) != goal) {
        if let Some(t) = drop_assertion(inputs.text, inputs.unit, a.index) {
            let change = format!("delete the assertion at line {} (it holds `{}`)", a.line, e.qid);
            out.push(Candidate::new(EditKind::DropAssertion, change, t, at));
        }
    }
    out
}

/// `instantiate-replace`: a blamed hypothesis the failing runs instantiate more, replaced by
/// its instances at the query's ground terms.
fn instantiate_replace(inputs: &QueryInputs) -> Vec<Candidate> {
    let goal = goal(inputs.unit);
    let mut out = Vec::new();
    for (at, e, a) in blamed(inputs, Direction::MoreWhenFailing).filter(|(_, _, a)| Some(a.index) != goal) {
        if let Some((t, n)) = instantiate(inputs.text, inputs.unit, a.index, true) {
            let change = format!(
                "replace the assertion at line {} (it holds `{}`) by its {n} instances at the query's ground terms",
                a.line, e.qid
            );
            out.push(Candidate::new(EditKind::InstantiateReplace, change, t, at));
        }
    }
    out
}

/// `narrow-trigger`: the triggers of a blamed quantifier the failing runs instantiate more,
/// narrowed ([`narrowed`]).
fn narrow_trigger(inputs: &QueryInputs) -> Vec<Candidate> {
    let mut out = Vec::new();
    for (at, e, a) in blamed(inputs, Direction::MoreWhenFailing) {
        for (change, t) in narrowed(inputs.text, inputs.unit, a.index, &e.qid) {
            out.push(Candidate::new(EditKind::NarrowTrigger, format!("{change} (line {})", a.line), t, at));
        }
    }
    out
}

/// `instantiate`: a blamed hypothesis the failing runs instantiate less, with its instances at
/// the query's ground terms added before the goal.
fn instantiate_keep(inputs: &QueryInputs) -> Vec<Candidate> {
    let goal = goal(inputs.unit);
    let mut out = Vec::new();
    for (at, e, a) in blamed(inputs, Direction::LessWhenFailing).filter(|(_, _, a)| Some(a.index) != goal) {
        if let Some((t, n)) = instantiate(inputs.text, inputs.unit, a.index, false) {
            let change = format!(
                "add {n} instances of `{}` (line {}) at the query's ground terms, before the goal",
                e.qid, a.line
            );
            out.push(Candidate::new(EditKind::Instantiate, change, t, at));
        }
    }
    out
}

/// `skolemize`: the first [`SKOLEMIZED`] existential quantifiers (in any assertion: an `exists`
/// in a positive place or a `forall` in a negative one) replaced by their bodies at fresh
/// functions of the universal variables around them ([`edit::skolemize`]).
fn skolemize_hypotheses(inputs: &QueryInputs) -> Vec<Candidate> {
    let mut out = Vec::new();
    for a in inputs.unit.assertions() {
        if out.len() >= SKOLEMIZED {
            break;
        }
        let keys = a.qids.iter().map(|q| QuantifierKey::Qid(q.trim_matches('|').to_string()));
        for key in keys.chain([QuantifierKey::Position(a.index)]) {
            if let Some(t) = unit_edit(inputs, edit::skolemize(inputs.unit, &key)) {
                let change = format!("skolemize the existential `{key}` at line {} (fresh functions)", a.line);
                out.push(Candidate::new(EditKind::Skolemize, change, t, 0));
                break;
            }
        }
    }
    out
}

/// A unit-level edit carried into the user's file ([`super::splice`]), when it could be made.
fn unit_edit(inputs: &QueryInputs, e: Result<edit::Edit, EditError>) -> Option<String> {
    super::splice::into_file(inputs.text, inputs.unit, &e.ok()?.text)
}

/// The [`PROOF_QUANTIFIERS`] quantifiers the proof instantiates most, with their (at most
/// [`PROOF_INSTANCES`]) instances and rank.
fn proof_quantifiers<'a>(
    inputs: &'a QueryInputs,
) -> impl Iterator<Item = (usize, &'a QuantifierKey, &'a [crate::smt::observation::proof::ProofInstance])> + 'a {
    let proof = inputs.proof.filter(|p| p.query == inputs.unit.name());
    proof.into_iter().flat_map(move |p| {
        p.ranked().into_iter().take(PROOF_QUANTIFIERS).enumerate().filter_map(move |(at, (key, _))| {
            let all = &p.instances.of(key)?.instances;
            Some((at, key, &all[..all.len().min(PROOF_INSTANCES)]))
        })
    })
}

/// `instantiate-proof` (`replace`: `replace-proof`): all of a quantifier's proof instances
/// asserted before the goal, beside the quantifier or in its place.
fn proof_edits(inputs: &QueryInputs, replace: bool) -> Vec<Candidate> {
    let run = inputs.proof.map_or("", QueryProof::run_name);
    let mut out = Vec::new();
    for (at, key, instances) in proof_quantifiers(inputs) {
        let (kind, made, change) = if replace {
            let change =
                format!("replace `{key}` by the {} instances that a passing run's proof ({run}) used", instances.len());
            (EditKind::ReplaceProof, edit::replace(inputs.unit, key, instances), change)
        } else {
            let n = instances.len();
            let change =
                format!("add the {n} instances of `{key}` that a passing run's proof ({run}) used, before the goal");
            (EditKind::InstantiateProof, edit::instantiate_all(inputs.unit, key, instances), change)
        };
        if let Some(t) = unit_edit(inputs, made) {
            out.push(Candidate::new(kind, change, t, at));
        }
    }
    out
}

/// `instantiate-proof`: every quantified hypothesis's proof instances at once
/// ([`all_proof_instances`]), then the top quantifiers' one by one, most instantiated first.
///
/// The whole proof's instances come first because they hold each single quantifier's. On the
/// real query bench on 417793a they made six of the seven `instantiate-proof` repairs, and
/// WFpsaSubSeq's (80 instances of 33 quantifiers) measured stable ninth of ten, behind a single
/// quantifier's six instances, and ran out of time in the fresh draws; first, on 58042ae, they
/// made all eight (docs/explain.md, "The whole proof first").
fn instantiate_proof(inputs: &QueryInputs) -> Vec<Candidate> {
    let mut out: Vec<Candidate> = all_proof_instances(inputs).into_iter().collect();
    let mut singles = proof_edits(inputs, false);
    singles.iter_mut().for_each(|c| c.at += 1);
    out.extend(singles);
    out
}

/// All of a passing run's proof instances of every quantified hypothesis it instantiates (at
/// most [`PROOF_INSTANCES`] each, [`ALL_PROOF_INSTANCES`] in all, most instantiated quantifiers
/// first), asserted before the goal beside their quantifiers: the proof's whole instantiation
/// given, so that the solver needs no E-matching luck to find it. Only when it covers more than
/// one quantifier (otherwise it is the single edit).
fn all_proof_instances(inputs: &QueryInputs) -> Option<Candidate> {
    let proof = inputs.proof.filter(|p| p.query == inputs.unit.name())?;
    let mut each: Vec<(&QuantifierKey, &[crate::smt::observation::proof::ProofInstance])> = Vec::new();
    let mut total = 0;
    for (key, _) in proof.ranked() {
        let Some(q) = proof.instances.of(key) else { continue };
        let all = &q.instances;
        let take = all.len().min(PROOF_INSTANCES);
        if total + take > ALL_PROOF_INSTANCES {
            break;
        }
        total += take;
        each.push((key, &all[..take]));
    }
    let (made, keys) = edit::instantiate_many(inputs.unit, &each).ok()?;
    if keys.len() < 2 {
        return None;
    }
    let t = super::splice::into_file(inputs.text, inputs.unit, &made.text)?;
    let n: usize = each.iter().filter(|(k, _)| keys.contains(k)).map(|(_, i)| i.len()).sum();
    let run = proof.run_name();
    let change = format!(
        "add the {n} instances of {} quantifiers that a passing run's proof ({run}) used, before the goal",
        keys.len()
    );
    Some(Candidate::new(EditKind::InstantiateProof, change, t, 0))
}

/// `replace-proof`.
fn replace_proof(inputs: &QueryInputs) -> Vec<Candidate> {
    proof_edits(inputs, true)
}

/// `skolemize-proof`: the unit's existentials skolemized at declared functions, and the instances
/// over them that the skolemized query's proof used (at most [`PROOF_INSTANCES`] per quantifier,
/// every quantified hypothesis it instantiates there) asserted before the goal; second, every
/// instance of that proof (at most [`ALL_PROOF_INSTANCES`]), over them or not.
fn skolemize_proof(inputs: &QueryInputs) -> Vec<Candidate> {
    let Some(sp) = inputs.proof.filter(|p| p.query == inputs.unit.name()).and_then(|p| p.skolemized.as_ref()) else {
        return Vec::new();
    };
    let keys: Vec<String> = sp.skolemized.keys.iter().map(|k| format!("`{k}`")).collect();
    let symbols: Vec<String> = sp.skolemized.constants.iter().map(|c| format!("`{c}`")).collect();
    let mut out = Vec::new();
    for (at, all) in [(0, false), (1, true)] {
        let mut instances = if all { sp.all_instances() } else { sp.at_constants() };
        let mut left = ALL_PROOF_INSTANCES;
        for (_, i) in instances.iter_mut() {
            i.truncate(PROOF_INSTANCES.min(left));
            left -= i.len();
        }
        let Ok((e, added)) = skolem::instantiate_skolemized(&sp.skolemized, &instances, !all) else { continue };
        let Some(t) = unit_edit(inputs, Ok(e)) else { continue };
        let inst: Vec<String> = added.iter().map(|(k, n)| format!("{n} of `{k}`")).collect();
        let which = if all { "every instance" } else { "the instances over them" };
        let change = format!(
            "skolemize {} at the declared symbols {}, and add {which} that a proof of the skolemized query ({}) used, \
             before the goal: {}",
            keys.join(", "),
            symbols.join(", "),
            sp.perturbation,
            inst.join(", ")
        );
        out.push(Candidate::new(EditKind::SkolemizeProof, change, t, at));
    }
    out
}

/// `erase`: each of the [`PER_DIRECTION`] quantifiers that make most of the failing runs'
/// instances, at least [`super::sample::ERASE_SHARE`] of them, deleted when it is a hypothesis
/// (a conjunct becomes `true`). Those blamed for it are `drop-assertion`'s; those a passing
/// run's proof instantiated are needed by that proof.
fn erase(inputs: &QueryInputs) -> Vec<Candidate> {
    let mut out = Vec::new();
    let blamed: Vec<String> = blamed(inputs, Direction::MoreWhenFailing).map(|(_, e, _)| e.qid.clone()).collect();
    let needed = |q: &str| inputs.proof.is_some_and(|p| p.instances.uses(q));
    let named = |q: &str| holding(inputs, q).is_some() && !blamed.iter().any(|b| b == q) && !needed(q);
    for (at, (qid, n)) in erase_worthy(inputs.volume).filter(|(q, _)| named(q)).take(PER_DIRECTION).enumerate() {
        let key = QuantifierKey::Qid(qid.clone());
        if let Some(t) = unit_edit(inputs, edit::erase(inputs.unit, &key)) {
            let change = format!("erase `{qid}`, which made {n} of the failing runs' instances");
            out.push(Candidate::new(EditKind::Erase, change, t, at));
        }
    }
    out
}

/// `prune-to-core`: every assertion outside the union of the cores deleted.
fn prune_to_core(inputs: &QueryInputs) -> Vec<Candidate> {
    let n = inputs.unit.assertions().len();
    let Some((core, cores)) = inputs.core.filter(|(c, _)| c.len() < n) else { return Vec::new() };
    let Some(t) = keep_only(inputs.text, inputs.unit, core) else { return Vec::new() };
    let change = format!(
        "delete the {} of {n} assertions outside the union of the unsat cores of {cores} passing runs",
        n - core.len()
    );
    vec![Candidate::new(EditKind::PruneToCore, change, t, 0)]
}

/// `drop-irrelevant`: the assertions the trigger-aware rule cannot reach from the goal deleted
/// ([`crate::smt::observation::shake`]).
fn drop_irrelevant(inputs: &QueryInputs) -> Vec<Candidate> {
    let Ok(shaken) = crate::smt::observation::shake::shake(inputs.unit) else { return Vec::new() };
    if shaken.kept.len() >= shaken.total {
        return Vec::new();
    }
    let Some(t) = keep_only(inputs.text, inputs.unit, &shaken.kept) else { return Vec::new() };
    let deleted: Vec<usize> = (0..shaken.total).filter(|i| !shaken.kept.contains(i)).collect();
    let change = format!(
        "delete the {} of {} assertions that cannot take part in a proof of the goal by E-matching (trigger-aware: \
         an axiom that supplies a live trigger's terms stays): {}",
        deleted.len(),
        shaken.total,
        numbered(&deleted)
    );
    vec![Candidate::new(EditKind::DropIrrelevant, change, t, 0)]
}

/// Assertion numbers as `explain.json`'s `core` counts them (0-based, in the query's order), at
/// most [`NUMBERED`] of them named: `assertions 0, 3 and 6`.
fn numbered(indices: &[usize]) -> String {
    let shown: Vec<String> = indices.iter().take(NUMBERED).map(usize::to_string).collect();
    let rest = indices.len().saturating_sub(NUMBERED);
    let list = match (shown.split_last(), rest) {
        (None, _) => return "no assertion".into(),
        (Some((one, [])), 0) => return format!("assertion {one} (counted from 0)"),
        (Some((last, init)), 0) => format!("{} and {last}", init.join(", ")),
        (Some(_), n) => format!("{} and {n} more", shown.join(", ")),
    };
    format!("assertions {list} (counted from 0)")
}

/// The most assertion numbers a change names.
const NUMBERED: usize = 12;

/// `add-trigger`: each pattern found for the unit added to its quantifier ([`add_pattern`]).
fn add_trigger(inputs: &QueryInputs) -> Vec<Candidate> {
    let mut out = Vec::new();
    for f in inputs.triggers.iter().filter(|f| f.query == inputs.unit.name()) {
        let Some(a) = holding(inputs, &f.qid) else { continue };
        if let Some(t) = add_pattern(inputs.text, inputs.unit, a.index, &f.qid, &f.terms) {
            let change = format!(
                "add `:pattern ({})` to `{}` (line {}): the pattern z3 matched it with in {} of {} traced passing runs and not in {} of {} traced failing ones",
                f.terms.join(" "),
                f.qid,
                a.line,
                f.passing_had,
                f.passing_traced,
                f.failing_lacked,
                f.failing_traced
            );
            out.push(Candidate::new(EditKind::AddTrigger, change, t, 0));
        }
    }
    out
}

/// `assert-instance`: each instance found for the unit, with its assertion, put before the goal.
fn assert_instance(inputs: &QueryInputs) -> Vec<Candidate> {
    let mut out = Vec::new();
    for f in inputs.instances.iter().filter(|f| f.query == inputs.unit.name()) {
        let Some(a) = &f.assertion else { continue };
        if let Some(t) = insert_before_goal(inputs.text, inputs.unit, a) {
            let change = format!(
                "add `{a}` before the goal: the instance of `{}` at {} that {} of {} traced passing runs made and {} of {} traced failing runs missed",
                f.qid,
                f.bindings(),
                f.passing_made,
                f.passing_traced,
                f.failing_missed,
                f.failing_traced
            );
            out.push(Candidate::new(EditKind::AssertInstance, change, t, 0));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::smt_repair::instance_assertion;

    use crate::explain::fixtures::{unit, FILE};

    fn inputs<'a>(text: &'a str, unit: &'a Unit, failure: FailureKind) -> QueryInputs<'a> {
        QueryInputs {
            text,
            unit,
            blame: &[],
            core: None,
            instances: &[],
            triggers: &[],
            failure,
            proof: None,
            volume: &[],
        }
    }

    #[test]
    fn a_change_names_the_assertions_it_deletes() {
        assert_eq!(numbered(&[]), "no assertion");
        assert_eq!(numbered(&[4]), "assertion 4 (counted from 0)");
        assert_eq!(numbered(&[0, 6]), "assertions 0 and 6 (counted from 0)");
        assert_eq!(numbered(&[0, 3, 6]), "assertions 0, 3 and 6 (counted from 0)");
        let many: Vec<usize> = (0..15).collect();
        assert_eq!(numbered(&many), "assertions 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 3 more (counted from 0)");
    }

    #[test]
    fn an_instance_from_a_trace_is_a_candidate() {
        let u = unit(FILE);
        let found = FoundInstance::traced("q", "pos", &[("y", "a")], 1);
        let a = instance_assertion(&u, &found).unwrap();
        let with = [FoundInstance { assertion: Some(a), ..found }];
        let c = candidates(&QueryInputs { instances: &with, ..inputs(FILE, &u, FailureKind::FastUnknown) });
        assert_eq!(c.iter().map(Candidate::name).collect::<Vec<_>>(), ["assert-instance"]);
    }

    /// A data file's text and unit, z3, and a fresh query cache.
    fn with_z3(
        name: &str,
    ) -> (String, Unit, crate::smt::solving::solve::Solver, crate::smt::solving::cache::QueryCache) {
        let text = std::fs::read_to_string(format!("tests/data/smt2/{name}")).unwrap();
        let u = unit(&text);
        let z3 = crate::smt::solving::solve::Solver::default_for(crate::smt::solving::solve::SolverKind::Z3).unwrap();
        (text, u, z3, crate::smt::solving::cache::QueryCache::new(tempfile::tempdir().unwrap().keep()))
    }

    #[test]
    fn a_proof_at_z3s_skolems_gives_the_skolemized_querys_instances_first() {
        use crate::explain::proofs::{skolem_proof, QueryProof, BUDGET};
        use crate::smt::perturbation::mutate::Perturbation;
        let (text, u, z3, cache) = with_z3("proof_verus.smt2");
        let sp = skolem_proof(&z3, &cache, &u, &[], &[Perturbation::identity()], BUDGET).unwrap();
        let mut proof = QueryProof {
            query: "q".into(),
            perturbation: "none".into(),
            instances: Default::default(),
            runs: 1,
            skolemized: Some(sp),
        };
        let c = candidates(&QueryInputs { proof: Some(&proof), ..inputs(&text, &u, FailureKind::FastUnknown) });
        assert_eq!(
            c.first().map(Candidate::name),
            Some("skolemize-proof"),
            "{:?}",
            c.iter().map(|c| c.name()).collect::<Vec<_>>()
        );
        let k = "sk!user_lib__exists_w!w";
        let t = &c[0].text;
        let (decl, at, goal) = (
            t.find(&format!("(declare-fun {k} () Int)")).unwrap(),
            t.find(&format!("(assert (=> (req%%lib!f.? {k}) (> (lib!f.? {k}) {k})))")).unwrap(),
            t.find("(assert (not (exists").unwrap(),
        );
        assert!(decl < at && at < goal, "{t}");
        // The user's comments stay; the edit never weakens the proof.
        assert!(t.starts_with(";; Written for wobble's tests"), "{t}");
        let v = crate::explain::never_weaken::smt::verdict_text("q", std::slice::from_ref(&u), t);
        assert!(v.never_weakens(), "{v:?}");
        assert!(
            c[0].change.contains(&format!("`{k}`")) && c[0].change.contains("1 of `user_lib__f_ens_0`"),
            "{}",
            c[0].change
        );
        // Without the skolemized query's proof, no such candidate.
        proof.skolemized = None;
        let c = candidates(&QueryInputs { proof: Some(&proof), ..inputs(&text, &u, FailureKind::FastUnknown) });
        assert!(c.iter().all(|c| c.name() != "skolemize-proof"));
    }

    /// A proof that instantiates two quantifiers: both quantifiers' instances at once first (the
    /// first of its family), which never weakens the proof, then each quantifier's.
    #[test]
    fn every_quantifiers_proof_instances_are_the_first_candidate() {
        use crate::explain::proofs::{QueryProof, BUDGET};
        use crate::smt::perturbation::mutate::Perturbation;
        let (text, u, z3, cache) = with_z3("proof_two_quantifiers.smt2");
        let run = crate::smt::observation::proof::proved(&z3, &cache, &u, &Perturbation::identity(), BUDGET).unwrap();
        let proof = QueryProof {
            query: "q".into(),
            perturbation: "none".into(),
            instances: run.instances,
            runs: 1,
            skolemized: None,
        };
        let c = candidates(&QueryInputs { proof: Some(&proof), ..inputs(&text, &u, FailureKind::FastUnknown) });
        let names: Vec<&str> = c.iter().map(Candidate::name).collect();
        assert_eq!(names[0], "instantiate-proof", "{names:?}");
        let proof: Vec<&Candidate> = c.iter().filter(|c| c.name() == "instantiate-proof").collect();
        assert_eq!(proof.len(), 3, "{names:?}");
        assert!(proof[0].change.starts_with("add the 2 instances of 2 quantifiers"), "{}", proof[0].change);
        assert!(
            proof[0].text.contains("(assert (> (f a) 0))\n") && proof[0].text.contains("(assert (= (g a) (f a)))\n")
        );
        assert!(proof[1..].iter().all(|c| c.change.starts_with("add the 1 instances of `")), "{names:?}");
        let v = crate::explain::never_weaken::smt::verdict_text("q", std::slice::from_ref(&u), &proof[0].text);
        assert!(v.never_weakens(), "{v:?}");
    }

    /// Of the quantifiers that make most of the failing runs' instances, the one a passing run's
    /// proof instantiated is not erased, nor one that made almost none of them.
    #[test]
    fn a_quantifier_the_proof_used_is_not_erased() {
        use crate::explain::proofs::QueryProof;
        let text = std::fs::read_to_string("tests/data/smt2/proof_two_quantifiers.smt2").unwrap();
        let u = unit(&text);
        let volume = [("pos".to_string(), 20), ("gf".to_string(), 10)];
        let erased = |proof: Option<&QueryProof>| -> Vec<String> {
            let c = candidates(&QueryInputs { proof, volume: &volume, ..inputs(&text, &u, FailureKind::Timeout) });
            c.into_iter().filter(|c| c.name() == "erase").map(|c| c.change).collect()
        };
        assert_eq!(erased(None).len(), 2, "{:?}", erased(None));
        let proof = QueryProof::instantiating("q", &["pos"]);
        let left = erased(Some(&proof));
        assert_eq!(left.len(), 1, "{left:?}");
        assert!(left[0].starts_with("erase `gf`"), "{left:?}");
        // A quantifier that made under 1% of the failing runs' instances is no cause of them.
        let volume = [("pos".to_string(), 1000), ("gf".to_string(), 9)];
        let c = candidates(&QueryInputs { volume: &volume, ..inputs(&text, &u, FailureKind::Timeout) });
        let erased: Vec<&str> = c.iter().filter(|c| c.name() == "erase").map(|c| c.change.as_str()).collect();
        assert_eq!(erased, ["erase `pos`, which made 1000 of the failing runs' instances"]);
    }

    #[test]
    fn a_pattern_from_the_passing_runs_is_the_first_candidate() {
        let bare = FILE.replace("(! (> (g y) 0) :pattern ((g y)) :qid pos)", "(! (> (g y) 0) :qid pos)");
        let u = unit(&bare);
        let terms = ["(g y)".to_string()];
        let t = add_pattern(&bare, &u, 2, "pos", &terms).unwrap();
        let found = FoundTrigger {
            query: "q".into(),
            qid: "pos".into(),
            terms: terms.to_vec(),
            passing_had: 3,
            passing_traced: 3,
            failing_lacked: 2,
            failing_traced: 3,
        };
        let triggers = [found];
        let c = candidates(&QueryInputs { triggers: &triggers, ..inputs(&bare, &u, FailureKind::FastUnknown) });
        assert_eq!(c.first().map(|c| (c.name(), c.text.as_str())), Some(("add-trigger", t.as_str())));
        assert!(c[0].change.contains("3 of 3 traced passing runs and not in 2 of 3"), "{}", c[0].change);
    }
}
