//! The edits of a Boogie program (a subject, or a finding's mutant): one generator per
//! [`EditKind`] ([`generator`]), each writing candidates as edits of the user's text.
//!
//! - `add-trigger` ([`add_trigger`]): a pattern z3 matched a blamed quantifier with in traced
//!   passing runs and not in traced failing ones ([`super::trigger`]), written as its explicit
//!   trigger;
//! - `assert-instance` ([`assert_instance`]): an instance that traced passing runs made and
//!   traced failing runs missed ([`super::instances`]), asserted first in the failing procedure;
//! - `assert-hint` (fast unknowns; [`super::hint`]): an instance of a quantifier the failing runs
//!   instantiate less, asserted first in the failing procedure;
//! - `drop-axiom` / `drop-requires`: the axiom or `requires` holding a quantifier the failing
//!   runs instantiate more (a `requires` only of a procedure Boogie verifies: the never-weaken
//!   check refuses the others, and the repaired run must verify that implementation);
//! - `narrow-trigger`: a term its instances create added to its trigger;
//! - `prune-to-core`: the axioms outside the union of the unsat cores of several passing runs
//!   ([`prune_to_core`]);
//! - `drop-irrelevant`: the axioms that share no symbol with any verified implementation
//!   ([`super::relevance`]);
//! - `instantiate-proof` ([`instantiate_proof`]): the instances a passing run's z3 proof used of
//!   one of the quantifiers it instantiates most ([`super::proofs`]), all at once, each written
//!   as an `assert` where its terms are current ([`super::proof_boogie`]: a polymorphic
//!   quantifier's at explicit types, an incarnation's after the statement that makes it);
//! - `erase` ([`erase`]): an axiom holding one of the quantifiers that make most of the failing
//!   runs' instances and that no passing run's proof instantiated, deleted;
//! - `replace-proof` ([`replace_proof`]): an axiom replaced by every instance a passing run's
//!   proof used of its quantifier, each an axiom of its own, when each can be one.

use super::blame::Direction;
use super::candidate::{ranked, Candidate, EditKind};
use super::hint::hints;
use super::instances::FoundInstance;
use super::output::BlameEntry;
use super::points::insert_all;
use super::probe::Incarnations;
use super::proofs::QueryProof;
use super::sample::{erase_worthy, FailureKind};
use super::source::{
    add_trigger as add_trigger_text, drop_decls, drop_item, narrow_trigger as narrow, replace_item, trigger_extensions,
};
use super::source::{ItemKind, Site};
use super::trigger::{boogie_trigger, FoundTrigger};
use crate::smt::observation::proof::QuantifierKey;
use crate::smt::text::origin::{locate, parse_qid, qid_prefix};
use crate::syntax::ast::Program;
use std::collections::BTreeSet;

/// Instances tried per quantifier as assert hints.
pub const HINTS: usize = 4;

/// A Boogie file whose repairs are made: its name as Boogie sees it, its text and AST, and its
/// path as reported.
#[derive(Clone, Copy)]
pub struct Source<'a> {
    pub name: &'a str,
    pub text: &'a str,
    pub program: &'a Program,
    pub file: &'a str,
}

/// What the generators of a program's edits read.
pub struct ProgramInputs<'a> {
    pub src: Source<'a>,
    /// The blamed quantifiers located in the program, in blame order.
    pub sites: &'a [(BlameEntry, Site)],
    /// The failures' kind: the ranking, and whether hints are made.
    pub failure: FailureKind,
    /// Patterns passing runs matched and failing runs did not.
    pub triggers: &'a [FoundTrigger],
    /// Instances passing runs made and failing runs missed, with their Boogie assertions.
    pub instances: &'a [FoundInstance],
    /// The declarations the united unsat cores of passing runs come from, and how many cores.
    pub core: Option<(BTreeSet<usize>, usize)>,
    /// The proofs of passing runs of the unstable queries ([`super::proofs`]).
    pub proofs: &'a [QueryProof],
    /// The failing runs' instances per quantifier (over the unstable queries), most first.
    pub volume: &'a [(String, u64)],
    /// Where the variables the instances (of proofs and traces) name are at which incarnation
    /// ([`super::probe`]).
    pub incarnations: &'a Incarnations,
}

/// How a program's edits of one kind are made: candidates, and notes on what was left out.
pub type Generator = fn(&ProgramInputs, &mut Vec<String>) -> Vec<Candidate>;

/// The generator of `kind`, when programs have such edits.
pub fn generator(kind: EditKind) -> Option<Generator> {
    match kind {
        EditKind::AddTrigger => Some(add_trigger),
        EditKind::AssertInstance => Some(assert_instance),
        EditKind::AssertHint => Some(assert_hint),
        EditKind::DropAxiom => Some(drop_axiom),
        EditKind::DropRequires => Some(drop_requires),
        EditKind::NarrowTrigger => Some(narrow_trigger),
        EditKind::PruneToCore => Some(prune_to_core),
        EditKind::DropIrrelevant => Some(drop_irrelevant),
        EditKind::InstantiateProof => Some(instantiate_proof),
        EditKind::Erase => Some(erase),
        EditKind::ReplaceProof => Some(replace_proof),
        EditKind::DropAssertion
        | EditKind::Instantiate
        | EditKind::InstantiateReplace
        | EditKind::Skolemize
        | EditKind::SkolemizeProof => None,
    }
}

/// Every kind's candidates, ranked for the failures' kind; notes say what was left out.
pub fn candidates(inputs: &ProgramInputs, notes: &mut Vec<String>) -> Vec<Candidate> {
    let made = EditKind::ALL.iter().filter_map(|k| generator(*k)).flat_map(|g| g(inputs, notes)).collect();
    ranked(made, inputs.failure, super::rank::Layer::Program)
}

/// The blamed quantifiers of direction `d` at sites an edit can take (`takes`), at most `n`, with
/// their positions among those.
fn blamed<'a>(
    inputs: &'a ProgramInputs,
    d: Direction,
    n: usize,
    takes: impl Fn(&Site) -> bool + 'a,
) -> impl Iterator<Item = (usize, &'a (BlameEntry, Site))> {
    inputs.sites.iter().filter(move |(e, s)| e.direction == d && takes(s)).take(n).enumerate()
}

/// Quantifiers the failing runs instantiate more whose declarations are dropped or triggers
/// narrowed.
const MORE: usize = 3;

/// Quantifiers the failing runs instantiate less that get hints.
const LESS: usize = 2;

/// `assert-hint` (fast unknowns only): instances of the quantifiers the failing runs instantiate
/// less, asserted first in the failing procedure ([`hints`]).
fn assert_hint(inputs: &ProgramInputs, _: &mut Vec<String>) -> Vec<Candidate> {
    let mut out = Vec::new();
    if inputs.failure != FailureKind::FastUnknown {
        return out;
    }
    let src = &inputs.src;
    for (at, (e, s)) in blamed(inputs, Direction::LessWhenFailing, LESS, |_| true) {
        for h in hints(src.program, src.text, s, &e.query, HINTS) {
            let change = format!(
                "assert `{}` (an instance of the quantifier at line {}, {}) first in the body of {}",
                h.instance, e.line, e.qid, e.query
            );
            out.push(Candidate::new(EditKind::AssertHint, change, h.text, at).for_query(&e.query));
        }
    }
    out
}

/// Proof instances of one quantifier written into a program at most.
pub const PROOF_INSTANCES: usize = 8;

/// The quantifier that `qid` (a Boogie position id) names in `src`, if it is one of its own.
fn site_of(src: &Source, qid: &str) -> Option<super::source::Site> {
    let (prefix, line, col) = parse_qid(qid)?;
    (prefix == qid_prefix(src.name)).then(|| locate(src.program, line, col)).flatten()
}

/// Proof instances written into a program at most by the edit that writes every quantifier's.
pub const ALL_PROOF_INSTANCES: usize = 64;

/// The instances (at most `limit`) that `proof` used of the quantifier `key` at `site`, as
/// `assert`s to insert into the user's text (offset, statement), those already in `taken` left
/// out (and the new ones added to it); and why an instance could not be written (the first
/// reason).
fn write_proof_instances(
    inputs: &ProgramInputs,
    proof: &super::proofs::QueryProof,
    key: &QuantifierKey,
    site: &super::source::Site,
    limit: usize,
    taken: &mut Vec<String>,
) -> (Vec<(usize, String)>, Option<String>) {
    let src = &inputs.src;
    let (mut written, mut why) = (Vec::new(), None);
    let Some(q) = proof.instances.of(key) else { return (written, why) };
    for inst in q.instances.iter().take(limit) {
        let w = super::proof_boogie::write_instance(
            src.text,
            src.program,
            &proof.query,
            &site.quantifier,
            inst,
            inputs.incarnations,
        );
        match w {
            Ok(w) if !taken.contains(&w.assertion) => {
                taken.push(w.assertion.clone());
                written.push((w.at, w.assertion));
            }
            Ok(_) => {}
            Err(e) => why = why.or(Some(e)),
        }
    }
    (written, why)
}

/// The program's quantifiers of a proof whose instances [`instantiate_proof`] tries to write,
/// most instantiated first, until [`super::query_edits::PROOF_QUANTIFIERS`] are written.
const PROOF_QUANTIFIERS_TRIED: usize = 3 * super::query_edits::PROOF_QUANTIFIERS;

/// `instantiate-proof`: per proof, for each of the program's quantifiers it instantiates most
/// whose instances can be written (at most [`super::query_edits::PROOF_QUANTIFIERS`], among the
/// first [`PROOF_QUANTIFIERS_TRIED`]), its instances (at most [`PROOF_INSTANCES`])
/// written as `assert`s into the query's implementation, one after the other; and, second after
/// the top quantifier's, every quantifier's at once (at most [`ALL_PROOF_INSTANCES`]) when that
/// covers more than one. The instances that cannot be written are left out, with why in `notes`
/// when none of a quantifier's can.
fn instantiate_proof(inputs: &ProgramInputs, notes: &mut Vec<String>) -> Vec<Candidate> {
    let src = &inputs.src;
    let mut out = Vec::new();
    // The quantifiers written per proof: (the proof's index, its key, qid and site).
    let mut tops: Vec<(usize, QuantifierKey, String, Site)> = Vec::new();
    for (p, proof) in inputs.proofs.iter().enumerate() {
        let ranked = proof.ranked();
        // The program's own quantifiers, most instantiated first: Boogie's encoding axioms
        // (`mapAx1:MapType1Select:1`, `funType:…`), often the proof's most used, have no line.
        let sited = ranked.iter().filter_map(|(key, _)| match key {
            QuantifierKey::Qid(qid) => site_of(src, qid).map(|site| (*key, qid, site)),
            _ => None,
        });
        let mut at = 0;
        for (key, qid, site) in sited.take(PROOF_QUANTIFIERS_TRIED) {
            if at == super::query_edits::PROOF_QUANTIFIERS {
                break;
            }
            let (written, why) = write_proof_instances(inputs, proof, key, &site, PROOF_INSTANCES, &mut Vec::new());
            if written.is_empty() {
                if let Some(why) = why {
                    notes.push(format!(
                        "the instances a passing run's proof of {} used of {qid} (line {}) have no `.bpl` form: {why}",
                        proof.query, site.pos.line
                    ));
                }
                continue;
            }
            out.push(asserted_instances(src, proof, qid, &site, &written, if at == 0 { 0 } else { at + 1 }));
            tops.push((p, key.clone(), qid.clone(), site));
            at += 1;
        }
        // Every quantifier's at once.
        let (mut inserts, mut taken, mut quantifiers) = (Vec::new(), Vec::new(), 0);
        for (key, _) in &ranked {
            let QuantifierKey::Qid(qid) = key else { continue };
            let Some(site) = site_of(src, qid) else { continue };
            let left = ALL_PROOF_INSTANCES.saturating_sub(inserts.len()).min(PROOF_INSTANCES);
            if left == 0 {
                break;
            }
            let (written, _) = write_proof_instances(inputs, proof, key, &site, left, &mut taken);
            if !written.is_empty() {
                inserts.extend(written);
                quantifiers += 1;
            }
        }
        if quantifiers > 1 {
            let change = format!(
                "assert in {} the {} instances of {quantifiers} quantifiers that a passing run's proof ({}) used",
                proof.query,
                inserts.len(),
                proof.run_name()
            );
            let text = insert_all(src.text, &inserts);
            out.push(Candidate::new(EditKind::InstantiateProof, change, text, 1).for_query(&proof.query));
        }
    }
    out.extend(borrowed_proof_instances(inputs, &tops));
    out
}

/// The `instantiate-proof` candidate at rank `at` asserting in `proof`'s query the instances of
/// the quantifier `qid` at `site` that it used, `written` (offset, statement).
fn asserted_instances(
    src: &Source,
    proof: &QueryProof,
    qid: &str,
    site: &Site,
    written: &[(usize, String)],
    at: usize,
) -> Candidate {
    let change = format!(
        "assert in {} the {} instance(s) of the quantifier at line {} ({qid}) that a passing run's proof ({}) used: {}",
        proof.query,
        written.len(),
        site.pos.line,
        proof.run_name(),
        written.iter().map(|(_, a)| a.as_str()).collect::<Vec<_>>().join(" ")
    );
    let text = insert_all(src.text, written);
    Candidate::new(EditKind::InstantiateProof, change, text, at).for_query(&proof.query).about(qid)
}

/// Of the quantifiers one proof's `instantiate-proof` candidates are about (`tops`: the proof's
/// index, the quantifier's key, qid and site), those that another unstable query's proof used
/// too, below its own top ones: their instances in that proof, asserted in its query. Ranked
/// after every proof's own, they are measured early only when a candidate about the same
/// quantifier made its own query stable and not this one ([`super::engine::run`]).
fn borrowed_proof_instances(inputs: &ProgramInputs, tops: &[(usize, QuantifierKey, String, Site)]) -> Vec<Candidate> {
    let mut out = Vec::new();
    let mut done: Vec<(usize, &str)> = tops.iter().map(|(p, _, qid, _)| (*p, qid.as_str())).collect();
    for (_, key, qid, site) in tops {
        for (p, proof) in inputs.proofs.iter().enumerate() {
            if done.contains(&(p, qid.as_str())) {
                continue;
            }
            done.push((p, qid));
            let (written, _) = write_proof_instances(inputs, proof, key, site, PROOF_INSTANCES, &mut Vec::new());
            if written.is_empty() {
                continue;
            }
            let at = super::query_edits::PROOF_QUANTIFIERS + 2 + out.len();
            out.push(asserted_instances(&inputs.src, proof, qid, site, &written, at));
        }
    }
    out
}

/// `replace-proof`: each of the quantifiers a proof instantiates most (at most
/// [`super::query_edits::PROOF_QUANTIFIERS`] per proof) that is a whole axiom, replaced by every
/// instance the proof used of it (when there are at most [`ALL_PROOF_INSTANCES`]: a replacement
/// that left some out would miss what the proof used), each an axiom of its own
/// ([`super::proof_boogie::instance_axiom`]; the never-weaken rule admits an axiom's implied
/// instance in its place). The axiom is the whole program's: when the proofs of several unstable
/// queries used it, it is first replaced by all their instances at once (one query's would
/// leave the others without theirs), then by each proof's. A quantifier with an instance that
/// cannot be an axiom (over an incarnation, a parameter or a local) is not replaced, with why in
/// `notes`: without that instance the replacement would miss what the proof used.
fn replace_proof(inputs: &ProgramInputs, notes: &mut Vec<String>) -> Vec<Candidate> {
    let src = &inputs.src;
    // Per proof, the program's own whole axioms it instantiates most (Boogie's encoding axioms
    // have no line).
    let tops: Vec<Vec<(QuantifierKey, String, Site)>> = (inputs.proofs.iter())
        .map(|proof| {
            let sited = proof.ranked().into_iter().filter_map(|(key, _)| match key {
                QuantifierKey::Qid(qid) => site_of(src, qid)
                    .filter(|s| whole_axiom(src.program, s))
                    .map(|site| (key.clone(), qid.clone(), site)),
                _ => None,
            });
            sited.take(super::query_edits::PROOF_QUANTIFIERS).collect()
        })
        .collect();
    let mut out = Vec::new();
    let mut shared: Vec<&str> = Vec::new();
    for (key, qid, site) in tops.iter().flatten() {
        let users: Vec<&QueryProof> =
            (inputs.proofs.iter()).filter(|p| p.instances.of(key).is_some_and(|q| !q.instances.is_empty())).collect();
        if users.len() < 2 || shared.contains(&qid.as_str()) {
            continue;
        }
        shared.push(qid);
        let queries = users.iter().map(|p| p.query.as_str()).collect::<Vec<_>>().join(" and ");
        let instances = users.iter().filter_map(|p| p.instances.of(key)).flat_map(|q| q.instances.iter());
        match replaced(src, qid, site, instances, &format!("passing runs' proofs of {queries}"), shared.len() - 1) {
            Ok(c) => out.extend(c),
            Err(why) => notes.push(format!(
                "the axiom at line {} ({qid}) is not replaced by its instances in the passing runs' proofs of {queries}: {why}",
                site.pos.line
            )),
        }
    }
    for (proof, top) in inputs.proofs.iter().zip(&tops) {
        for (at, (key, qid, site)) in top.iter().enumerate() {
            let Some(q) = proof.instances.of(key) else { continue };
            let by = format!("a passing run's proof ({})", proof.run_name());
            match replaced(src, qid, site, q.instances.iter(), &by, at) {
                Ok(c) => out.extend(c),
                Err(why) => notes.push(format!(
                    "the axiom at line {} ({qid}) is not replaced by its instances in a passing run's proof of {}: {why}",
                    site.pos.line, proof.query
                )),
            }
        }
    }
    out
}

/// The `replace-proof` candidate at rank `at` replacing the axiom of the quantifier `qid` at
/// `site` by `instances`, which `by` used ([`replacement`]); none when the axiom's text is not
/// found.
fn replaced<'i>(
    src: &Source,
    qid: &str,
    site: &Site,
    instances: impl Iterator<Item = &'i crate::smt::observation::proof::ProofInstance>,
    by: &str,
    at: usize,
) -> Result<Option<Candidate>, String> {
    let axioms = replacement(src, site, instances)?;
    let Some(text) = replace_item(src.text, site, &axioms.join("\n")) else { return Ok(None) };
    let change = format!(
        "replace the axiom at line {} ({qid}) by the {} instance(s) of it that {by} used: {}",
        site.pos.line,
        axioms.len(),
        axioms.join(" ")
    );
    Ok(Some(Candidate::new(EditKind::ReplaceProof, change, text, at).about(qid)))
}

/// The axioms that replace the quantifier at `site` by `instances`, each once: why not when one
/// cannot be an axiom, or when they are more than [`ALL_PROOF_INSTANCES`].
fn replacement<'i>(
    src: &Source,
    site: &Site,
    instances: impl Iterator<Item = &'i crate::smt::observation::proof::ProofInstance>,
) -> Result<Vec<String>, String> {
    let mut axioms: Vec<String> = Vec::new();
    for inst in instances {
        let a = super::proof_boogie::instance_axiom(src.program, &site.quantifier, inst)?;
        if !axioms.contains(&a) {
            axioms.push(a);
        }
        if axioms.len() > ALL_PROOF_INSTANCES {
            return Err(format!("more than {ALL_PROOF_INSTANCES} of its instances were used"));
        }
    }
    Ok(axioms)
}

/// Whether the quantifier at `site` is its axiom's whole expression.
fn whole_axiom(program: &Program, site: &Site) -> bool {
    site.kind == ItemKind::Axiom
        && matches!(program.decls.get(site.decl).map(|d| &d.kind),
            Some(crate::syntax::ast::DeclKind::Axiom(a)) if a.expr.pos == site.pos && matches!(a.expr.kind, crate::syntax::ast::ExprKind::Quant(_)))
}

/// `erase`: the axioms holding the quantifiers that make most of the failing runs' instances
/// (at most [`MORE`], each at least [`super::sample::ERASE_SHARE`] of them; those blamed for it
/// are `drop-axiom`'s), each deleted. A quantifier that a passing run's proof instantiated is
/// not erased (that proof needs it; docs/explain.md, "Erase what no proof used"), with a note.
fn erase(inputs: &ProgramInputs, notes: &mut Vec<String>) -> Vec<Candidate> {
    let src = &inputs.src;
    let mut out = Vec::new();
    let blamed: Vec<&str> = (inputs.sites.iter())
        .filter(|(e, _)| e.direction == Direction::MoreWhenFailing)
        .map(|(e, _)| e.qid.as_str())
        .collect();
    let unblamed = erase_worthy(inputs.volume).filter(|(qid, _)| !blamed.contains(&qid.as_str()));
    let axioms = unblamed.filter_map(|(qid, n)| Some((qid, n, site_of(src, qid)?)));
    let axioms = axioms.filter(|(_, _, s)| s.kind == ItemKind::Axiom);
    let needed = |qid: &str| inputs.proofs.iter().find(|p| p.instances.uses(qid)).map(|p| p.query.as_str());
    let mut kept = Vec::new();
    for (qid, n, s) in axioms {
        if kept.len() == MORE {
            break;
        }
        match needed(qid) {
            Some(query) => notes.push(format!(
                "the axiom at line {} ({qid}) is not erased, though its quantifier made {n} of the failing runs' instances: a passing run's proof of {query} used it",
                s.pos.line
            )),
            None => kept.push((qid, n, s)),
        }
    }
    for (at, (qid, n, s)) in kept.into_iter().enumerate() {
        if let Some(text) = drop_item(src.text, &s) {
            let change = format!(
                "delete the axiom at line {} ({qid}): its quantifier made {n} of the failing runs' instances",
                s.pos.line
            );
            let hide = "mark the axiom `hideable` and `hide` it in the procedures that do not need it".to_string();
            out.push(Candidate::new(EditKind::Erase, change, text, at).with_boogie_3_2(Some(hide)).about(qid));
        }
    }
    out
}

/// A blamed axiom (`axiom`) or `requires` (otherwise) deleted: the first [`MORE`] of the kind.
fn drop_assumption(inputs: &ProgramInputs, axiom: bool) -> Vec<Candidate> {
    let mut out = Vec::new();
    // The first MORE blamed assumptions of the kind: a blamed `assert` above them takes no place
    // (on ExtensibleArray.dfy, at 41ec6af, two asserts ranked among the first three took two of
    // the three places, and the third axiom, whose deletion is a repair, was not tried).
    let droppable = move |s: &Site| s.kind.is_assumption() && (s.kind == ItemKind::Axiom) == axiom;
    for (at, (e, s)) in blamed(inputs, Direction::MoreWhenFailing, MORE, droppable) {
        if let Some(text) = drop_item(inputs.src.text, s) {
            let owner = s.owner.as_deref().map_or_else(String::new, |o| format!(" of {o}"));
            let change = format!("delete the {}{owner} at line {} ({})", s.kind.as_str(), e.line, e.qid);
            let (kind, hide) = if axiom {
                (EditKind::DropAxiom, Some("mark the axiom `hideable` and `hide` it in the procedures that do not need it (or attach it to a function with `uses`)".to_string()))
            } else {
                (EditKind::DropRequires, None)
            };
            out.push(Candidate::new(kind, change, text, at).with_boogie_3_2(hide).about(&e.qid));
        }
    }
    out
}

/// `drop-axiom`: a blamed quantified axiom the failing runs instantiate more, deleted.
fn drop_axiom(inputs: &ProgramInputs, _: &mut Vec<String>) -> Vec<Candidate> {
    drop_assumption(inputs, true)
}

/// `drop-requires`: a blamed quantified `requires` the failing runs instantiate more, deleted.
fn drop_requires(inputs: &ProgramInputs, _: &mut Vec<String>) -> Vec<Candidate> {
    drop_assumption(inputs, false)
}

/// `narrow-trigger`: at most two terms a blamed quantifier's instances create, each added to
/// its trigger.
fn narrow_trigger(inputs: &ProgramInputs, _: &mut Vec<String>) -> Vec<Candidate> {
    let mut out = Vec::new();
    for (at, (e, s)) in blamed(inputs, Direction::MoreWhenFailing, MORE, |_| true) {
        for term in trigger_extensions(&s.quantifier).into_iter().take(2) {
            if let Some(text) = narrow(inputs.src.text, s, &term) {
                let change = format!("add `{term}` to the trigger of the quantifier at line {} ({})", e.line, e.qid);
                out.push(Candidate::new(EditKind::NarrowTrigger, change, text, at));
            }
        }
    }
    out
}

/// `assert-instance`: each traced instance that has a Boogie assertion, asserted in its query's
/// implementation where [`super::proof_boogie::write_found`] placed it (where its values are
/// current), in the found order.
fn assert_instance(inputs: &ProgramInputs, _: &mut Vec<String>) -> Vec<Candidate> {
    let src = &inputs.src;
    let mut out = Vec::new();
    for f in inputs.instances {
        let (Some(assertion), Some(point)) = (&f.assertion, &f.point) else { continue };
        let change = format!(
            "`{assertion}` in {}, {}: the instance of {} at {} that {} of {} traced passing runs made and {} of {} traced failing runs missed",
            f.query, point.placement, f.qid, f.bindings(), f.passing_made, f.passing_traced, f.failing_missed, f.failing_traced
        );
        let text = insert_all(src.text, &[(point.at, assertion.clone())]);
        out.push(Candidate::new(EditKind::AssertInstance, change, text, 0).for_query(&f.query));
    }
    out
}

/// `add-trigger`: each found pattern written as the explicit trigger of its blamed quantifier
/// (found among the sites by query and qid), in the found order; a pattern with no Boogie form
/// (see [`boogie_trigger`]) is left out, with why in `notes`.
fn add_trigger(inputs: &ProgramInputs, notes: &mut Vec<String>) -> Vec<Candidate> {
    let src = &inputs.src;
    let mut out = Vec::new();
    for f in inputs.triggers {
        let Some((e, s)) = inputs.sites.iter().find(|(e, _)| e.query == f.query && e.qid == f.qid) else { continue };
        let trigger = match boogie_trigger(src.program, &s.quantifier, f) {
            Ok(t) => t,
            Err(why) => {
                notes.push(format!(
                    "the pattern `{}` that passing runs of {} matched {} with is not tried as a trigger: {why}",
                    f.terms.join(" "),
                    f.query,
                    f.qid
                ));
                continue;
            }
        };
        if let Some(text) = add_trigger_text(src.text, s, &trigger) {
            let change = format!(
                "add the trigger `{trigger}` to the quantifier at line {} ({}): the pattern z3 matched it with in {} of {} traced passing runs of {} and not in {} of {} traced failing ones",
                e.line, f.qid, f.passing_had, f.passing_traced, f.query, f.failing_lacked, f.failing_traced
            );
            out.push(Candidate::new(EditKind::AddTrigger, change, text, 0));
        }
    }
    out
}

/// `the N axioms … (lines a, b)` for the declarations `decls` (indices in `program.decls`),
/// `what` describing them.
fn axioms_at(program: &Program, decls: &[usize], what: &str) -> String {
    let lines: Vec<String> = decls.iter().map(|&i| program.decls[i].pos.line.to_string()).collect();
    let at = match lines.len() {
        1 => format!("line {}", lines[0]),
        2..=8 => format!("lines {}", lines.join(", ")),
        n => format!("lines {}, … ({n} in all)", lines[..8].join(", ")),
    };
    match decls.len() {
        1 => format!("the axiom {what} ({at})"),
        n => format!("the {n} axioms {what} ({at})"),
    }
}

/// `prune-to-core`: delete the quantified axioms outside the declarations the united unsat cores
/// come from (quantifier-free axioms stay, the core cannot name them), when there are any.
fn prune_to_core(inputs: &ProgramInputs, _: &mut Vec<String>) -> Vec<Candidate> {
    let Some((named, cores)) = &inputs.core else { return Vec::new() };
    pruned(&inputs.src, named, *cores).into_iter().collect()
}

/// The `prune-to-core` candidate of `src` for the declarations `named` of `cores` cores.
pub fn pruned(src: &Source, named: &BTreeSet<usize>, cores: usize) -> Option<Candidate> {
    let outside = crate::minimizer::core_program::axioms_outside(src.program, named);
    if outside.is_empty() {
        return None;
    }
    let text = drop_decls(src.text, &outside.iter().map(|&i| src.program.decls[i].pos).collect::<Vec<_>>())?;
    let what = format!("with quantifiers outside the union of the unsat cores of {cores} passing runs");
    let change = format!("delete {}", axioms_at(src.program, &outside, &what));
    let hide = Some("mark those axioms `hideable` and `hide` them".into());
    Some(Candidate::new(EditKind::PruneToCore, change, text, 0).with_boogie_3_2(hide))
}

/// `drop-irrelevant`: delete the axioms that share no symbol with any verified implementation,
/// even through other axioms ([`super::relevance::irrelevant_axioms`]), when there are any.
fn drop_irrelevant(inputs: &ProgramInputs, _: &mut Vec<String>) -> Vec<Candidate> {
    let src = &inputs.src;
    let irrelevant = super::relevance::irrelevant_axioms(src.program);
    if irrelevant.is_empty() {
        return Vec::new();
    }
    let Some(text) = drop_decls(src.text, &irrelevant.iter().map(|&i| src.program.decls[i].pos).collect::<Vec<_>>())
    else {
        return Vec::new();
    };
    let what = "that share no symbol with any verified implementation, even through other axioms";
    let change = format!("delete {}", axioms_at(src.program, &irrelevant, what));
    vec![Candidate::new(EditKind::DropIrrelevant, change, text, 0)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse_program;

    const P: &str = "function F(int): int;\nfunction G(int): int;\nconst c: int;\n\
        axiom (forall x: int :: {F(x)} F(x) == F(2 * x) + 1);\naxiom (forall x: int :: {G(x)} G(x) > 0);\naxiom c > 0;\n\
        procedure Lemma(n: int);\n  requires (forall x: int :: {F(x)} F(x) >= 0);\n\
        procedure P(n: int) returns (r: int)\n  requires n > 0;\n  ensures r >= 0;\n{\n  call Lemma(n);\n  r := F(n) - F(n) + c;\n}\n";

    static NO_PROBE: Incarnations = Incarnations::none();

    fn inputs(program: &Program, core: Option<(BTreeSet<usize>, usize)>) -> ProgramInputs<'_> {
        ProgramInputs {
            src: Source { name: "p.bpl", text: P, program, file: "p.bpl" },
            sites: &[],
            failure: FailureKind::Timeout,
            triggers: &[],
            instances: &[],
            core,
            proofs: &[],
            volume: &[],
            incarnations: &NO_PROBE,
        }
    }

    #[test]
    fn pruning_to_the_cores_and_dropping_irrelevant_axioms_remove_only_axioms() {
        let p = parse_program(P, "p.bpl").unwrap();
        // The core names the F axiom (declaration 3): the G axiom goes, `axiom c > 0` stays.
        let made = candidates(&inputs(&p, Some((BTreeSet::from([3]), 3))), &mut Vec::new());
        let names: Vec<&str> = made.iter().map(Candidate::name).collect();
        assert_eq!(names, ["prune-to-core", "drop-irrelevant"]);
        let c = &made[0];
        assert!(!c.text.contains("G(x) > 0") && c.text.contains("F(2 * x)") && c.text.contains("axiom c > 0;"));
        assert_eq!(
            c.change,
            "delete the axiom with quantifiers outside the union of the unsat cores of 3 passing runs (line 5)"
        );
        assert_eq!(crate::explain::never_weaken::bpl::check(&p, &parse_program(&c.text, "p.bpl").unwrap()), Ok(()));
        let none = candidates(&inputs(&p, Some((BTreeSet::from([3, 4]), 1))), &mut Vec::new());
        assert!(none.iter().all(|c| c.name() != "prune-to-core"), "nothing outside");
        // G appears nowhere a verified implementation can reach.
        let d = &made[1];
        assert!(!d.text.contains("G(x) > 0") && d.text.contains("F(2 * x)"), "{}", d.text);
        assert_eq!(crate::explain::never_weaken::bpl::check(&p, &parse_program(&d.text, "p.bpl").unwrap()), Ok(()));
    }

    /// `drop-axiom` takes the first [`MORE`] blamed axioms: two blamed `assert`s ranked above them
    /// take none of the places (ExtensibleArray.dfy at 41ec6af), where `narrow-trigger` takes
    /// the first [`MORE`] blamed quantifiers of any kind.
    #[test]
    fn the_blamed_asserts_take_no_place_among_the_axioms_to_drop() {
        const T: &str = "function F(int): int;\nfunction G(int): int;\nfunction H(int): int;\nfunction K(int): int;\n\
            axiom (forall x: int :: {F(x)} F(x) > 0);\naxiom (forall x: int :: {G(x)} G(x) > 0);\n\
            axiom (forall x: int :: {H(x)} H(x) > 0);\naxiom (forall x: int :: {K(x)} K(x) > 0);\n\
            procedure P() {\n  assert (forall y: int :: {F(y)} F(y) > 0);\n  assert (forall y: int :: {G(y)} G(y) > 0);\n}\n";
        let p = parse_program(T, "p.bpl").unwrap();
        let src = Source { name: "p.bpl", text: T, program: &p, file: "p.bpl" };
        let at = |line: u32, col: u32| {
            let qid = format!("pbpl.{line}:{col}");
            let site = site_of(&src, &qid).unwrap_or_else(|| panic!("no quantifier at {qid}"));
            (crate::explain::fixtures::blamed_more("P", &qid, site.kind.as_str(), (line, col)), site)
        };
        let sites = [at(10, 11), at(11, 11), at(5, 8), at(6, 8), at(7, 8), at(8, 8)];
        let inputs = ProgramInputs { src, sites: &sites, ..inputs(&p, None) };
        let drops = drop_axiom(&inputs, &mut Vec::new());
        let changes: Vec<&str> = drops.iter().map(|c| c.change.as_str()).collect();
        assert_eq!(
            changes,
            [
                "delete the axiom at line 5 (pbpl.5:8)",
                "delete the axiom at line 6 (pbpl.6:8)",
                "delete the axiom at line 7 (pbpl.7:8)"
            ]
        );
        assert_eq!(drops.iter().map(|c| c.at).collect::<Vec<_>>(), [0, 1, 2], "their places among the axioms");
        let any: Vec<u32> =
            blamed(&inputs, Direction::MoreWhenFailing, MORE, |_| true).map(|(_, (e, _))| e.line).collect();
        assert_eq!(any, [10, 11, 5], "narrow-trigger's places");
    }

    /// `erase`: of the axioms whose quantifiers made most of the failing runs' instances, the one
    /// a passing run's proof instantiated stays (with a note) and so does one that made under 1%
    /// of them; the other is deleted.
    #[test]
    fn an_axiom_the_proof_used_or_that_made_almost_no_instance_is_not_erased() {
        let p = parse_program(P, "p.bpl").unwrap();
        let proof = QueryProof::instantiating("P", &["pbpl.4:8"]);
        let volume = [("pbpl.4:8".to_string(), 900), ("pbpl.5:8".to_string(), 100), ("pbpl.8:13".to_string(), 5)];
        let (mut notes, proofs) = (Vec::new(), std::slice::from_ref(&proof));
        let made = erase(&ProgramInputs { proofs, volume: &volume, ..inputs(&p, None) }, &mut notes);
        let changes: Vec<&str> = made.iter().map(|c| c.change.as_str()).collect();
        assert_eq!(
            changes,
            ["delete the axiom at line 5 (pbpl.5:8): its quantifier made 100 of the failing runs' instances"]
        );
        assert!(!made[0].text.contains("G(x) > 0") && made[0].text.contains("F(2 * x)"), "{}", made[0].text);
        assert_eq!(
            notes,
            ["the axiom at line 4 (pbpl.4:8) is not erased, though its quantifier made 900 of the failing runs' instances: a passing run's proof of P used it"]
        );
        // Without the proof, the first one is erased first.
        let made = erase(&ProgramInputs { volume: &volume, ..inputs(&p, None) }, &mut Vec::new());
        assert_eq!(
            made.iter().map(|c| c.change.split(':').next().unwrap_or("")).collect::<Vec<_>>(),
            ["delete the axiom at line 4 (pbpl.4", "delete the axiom at line 5 (pbpl.5"]
        );
    }

    /// `replace-proof`: an axiom whose proof instances are all over constants and literals is
    /// replaced by them, each an axiom; one with an instance over a parameter is not, and `notes`
    /// says why; a `requires` is never replaced.
    #[test]
    fn an_axiom_is_replaced_by_its_proof_instances_when_each_can_be_an_axiom() {
        use crate::smt::observation::proof::{Binding, ProofInstances, QuantifierInstances};
        let p = parse_program(P, "p.bpl").unwrap();
        let x = |term: &str| vec![Binding { var: "x".into(), sort: "Int".into(), term: term.into() }];
        let q = |at: &str, terms: &[&str]| QuantifierInstances {
            key: QuantifierKey::Qid(format!("pbpl.{at}")),
            z3_name: format!("pbpl.{at}"),
            instances: terms.iter().map(|t| x(t)).collect(),
            skolem_filtered: 0,
            unwritten: 0,
        };
        let proof = QueryProof {
            query: "P".into(),
            perturbation: "none".into(),
            instances: ProofInstances {
                quantifiers: vec![q("4:8", &["c", "(+ 1 2)", "c"]), q("5:8", &["n"]), q("8:13", &["n"])],
                ..Default::default()
            },
            runs: 1,
            skolemized: None,
        };
        let mut notes = Vec::new();
        let made =
            replace_proof(&ProgramInputs { proofs: std::slice::from_ref(&proof), ..inputs(&p, None) }, &mut notes);
        assert_eq!(made.len(), 1, "{made:?}");
        let t = &made[0].text;
        assert!(
            t.contains(
                "axiom F(c) == F(2 * c) + 1;\naxiom F(1 + 2) == F(2 * (1 + 2)) + 1;\naxiom (forall x: int :: {G(x)}"
            ),
            "the quantifier's line, each instance once: {t}"
        );
        assert!(!t.contains("F(x) == F(2 * x) + 1"), "{t}");
        assert!(
            made[0].change.starts_with("replace the axiom at line 4 (pbpl.4:8) by the 2 instance(s)"),
            "{}",
            made[0].change
        );
        assert_eq!(crate::explain::never_weaken::bpl::check(&p, &parse_program(t, "p.bpl").unwrap()), Ok(()));
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(notes[0].starts_with("the axiom at line 5 (pbpl.5:8) is not replaced"), "{notes:?}");
    }

    /// Two unstable queries whose proofs both used one axiom (Lucas-up.dfy's LitInt axiom): the
    /// axiom is first replaced by both proofs' instances at once, then by each proof's; and the
    /// query whose own top quantifiers are others gets the instances its proof used of it too
    /// (borrowed, ranked after the proofs' own), each candidate about its quantifier.
    #[test]
    fn an_axiom_two_proofs_used_is_replaced_by_both_and_its_instances_are_carried_to_the_other_query() {
        use crate::smt::observation::proof::{Binding, ProofInstances, QuantifierInstances};
        const T: &str = "function F(int): int;\nfunction G(int): int;\nfunction H(int): int;\nfunction K(int): int;\n\
            const c: int;\naxiom (forall x: int :: {F(x)} F(x) > 0);\naxiom (forall x: int :: {G(x)} G(x) > 0);\n\
            axiom (forall x: int :: {H(x)} H(x) > 0);\naxiom (forall x: int :: {K(x)} K(x) > 0);\n\
            procedure A() { assert F(c) > 0; }\nprocedure B() { assert G(c) + H(c) + K(c) + F(1) > 0; }\n";
        let p = parse_program(T, "p.bpl").unwrap();
        let x = |term: &str| vec![Binding { var: "x".into(), sort: "Int".into(), term: term.into() }];
        let q = |line: usize, terms: &[&str]| QuantifierInstances {
            key: QuantifierKey::Qid(format!("pbpl.{line}:8")),
            z3_name: format!("pbpl.{line}:8"),
            instances: terms.iter().map(|t| x(t)).collect(),
            skolem_filtered: 0,
            unwritten: 0,
        };
        let proof = |query: &str, quantifiers| QueryProof {
            query: query.into(),
            perturbation: "none".into(),
            instances: ProofInstances { quantifiers, ..Default::default() },
            runs: 1,
            skolemized: None,
        };
        let proofs = [
            proof("A", vec![q(6, &["c"])]),
            proof("B", vec![q(7, &["c", "1"]), q(8, &["c", "1"]), q(9, &["c", "1"]), q(6, &["1"])]),
        ];
        let src = Source { name: "p.bpl", text: T, program: &p, file: "p.bpl" };
        let inputs = ProgramInputs { src, proofs: &proofs, ..inputs(&p, None) };
        let mut notes = Vec::new();
        let replaced = replace_proof(&inputs, &mut notes);
        let said: Vec<(&str, Option<&str>)> =
            replaced.iter().map(|c| (c.change.split(':').next().unwrap_or(""), c.quantifier.as_deref())).collect();
        assert_eq!(said[0], ("replace the axiom at line 6 (pbpl.6", Some("pbpl.6:8")), "{said:?}");
        assert!(replaced[0].change.contains("proofs of A and B used"), "{}", replaced[0].change);
        assert!(replaced[0].text.contains("axiom F(c) > 0;\naxiom F(1) > 0;\n"), "{}", replaced[0].text);
        let check = |t: &str| crate::explain::never_weaken::bpl::check(&p, &parse_program(t, "p.bpl").unwrap());
        assert_eq!(check(&replaced[0].text), Ok(()));
        // Then each proof's: A's F, B's G, H and K.
        assert_eq!(replaced.len(), 5, "{said:?}");
        assert!(replaced[1].text.contains("axiom F(c) > 0;\naxiom (forall x: int :: {G(x)}"), "{}", replaced[1].text);
        assert!(notes.is_empty(), "{notes:?}");
        let made = instantiate_proof(&inputs, &mut notes);
        let borrowed: Vec<&Candidate> =
            made.iter().filter(|c| c.at > super::super::query_edits::PROOF_QUANTIFIERS + 1).collect();
        assert_eq!(borrowed.len(), 1, "{made:?}");
        let b = borrowed[0];
        assert_eq!((b.target.as_deref(), b.quantifier.as_deref()), (Some("B"), Some("pbpl.6:8")));
        assert!(b.change.starts_with("assert in B the 1 instance(s) of the quantifier at line 6"), "{}", b.change);
        assert!(b.text.contains("procedure B() { assert F(1) > 0;"), "{}", b.text);
        assert_eq!(check(&b.text), Ok(()));
        // A's own candidate is about the same quantifier; B's own are about G, H and K.
        let about: Vec<Option<&str>> = made.iter().filter(|c| c.at <= 3).map(|c| c.quantifier.as_deref()).collect();
        assert!(about.contains(&Some("pbpl.6:8")) && about.contains(&Some("pbpl.9:8")), "{about:?}");
    }
}
