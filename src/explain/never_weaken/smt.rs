//! The never-weaken whitelist on two `.smt2` units, and on two files' units (see the parent
//! module for the rules).
//!
//! The edited unit's commands other than assertions must be the original's, in order, up to
//! declarations of fresh symbols. Its assertions are matched against the original's with
//! triggers ignored ([`crate::smt::observation::prune::without_patterns`]; a changed `:pattern` is admitted).
//! An original assertion the edited unit lacks is a dropped hypothesis, admitted unless it is the
//! goal (the negated claim, [`crate::smt::observation::prune::goal`]). An added assertion is admitted when it
//! is an instance of an original quantified assertion, or of a quantifier that is a conjunct of
//! one (through nested `and`s), that mentions no fresh constant, or an
//! original hypothesis other than the goal with some conjuncts of its (nested) `and`s made `true`
//! (the anchor's *erase* of a conjunct: fewer hypotheses, so a stronger claim)
//! ([`super::smt_instance`]), or the skolemization of an original assertion, the goal included:
//! one existential in a positive place (`(exists (x̄) B)`, or a `forall` under `not`), under
//! `and`, `or`, `not`, `=>` and universals only, replaced by `B` at distinct fresh functions of
//! the universals around it (fresh constants when there are none), each used in that one
//! assertion only, apart from instances of original quantified assertions ([`skolemization`]).
//! Everything else is refused.
//!
//! An instance may mention a skolem constant: an original quantified assertion `∀ȳ. Q` holds at
//! every value, so at the witness too. With `H` the original hypotheses, `G` the goal and `c`
//! fresh, if `H' ∪ {B[x̄:=c̄]} ∪ {Q[ȳ:=t̄(c̄)]…} ∪ {¬G}` (with `H' ⊆ H`) is unsat, then so is
//! `H ∪ {B[x̄:=c̄]} ∪ {¬G}` (`H` implies each instance), and since `c̄` occurs in neither `H` nor
//! `G`, so is `H ∪ {∃x̄. B} ∪ {¬G}`: the original is proved.

use super::smt_instance::{binders, is_instance, matches, Sorts};
use super::{Admit, Reason, Refused, Side, Verdict};
use crate::smt::observation::prune::{goal, without_patterns};
use crate::smt::text::sexp::Sexp;
use crate::smt::text::term::unannotated;
use crate::smt::text::unit::{CommandKind, Unit};
use std::collections::{BTreeMap, BTreeSet};

/// `s` on one line.
fn flat(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `Ok` when `edited` never weakens `original`, else the first refusal ([`verdict`] has them all).
pub fn check(original: &Unit, edited: &Unit) -> Result<(), Refused> {
    verdict(original, edited).result()
}

/// The whitelist over the units of two files, paired by position.
pub fn verdict_units(original: &[Unit], edited: &[Unit]) -> Verdict {
    let mut v = Verdict::default();
    if original.len() != edited.len() {
        let line = edited.get(original.len()).map_or(1, |u| u.id.line);
        v.refuse(Side::Edited, line, Reason::UnitCount(edited.len(), original.len()));
        return v;
    }
    for (o, e) in original.iter().zip(edited) {
        v.merge(verdict(o, e));
    }
    v
}

/// The whitelist over the units of `original` and those of the edited file's text (named
/// `file`); a text that does not read is refused at the line where it stops reading.
pub fn verdict_text(file: &str, original: &[Unit], edited: &str) -> Verdict {
    match crate::smt::text::unit::split(file, edited) {
        Ok(units) => verdict_units(original, &units),
        Err(e) => {
            let mut v = Verdict::default();
            v.refuse(Side::Edited, e.line, Reason::Unreadable(e.message));
            v
        }
    }
}

/// A symbol the edited unit declares and the original does not: a constant (no arguments) or a
/// function, with its sorts and the line of its declaration.
#[derive(Clone, Debug)]
pub struct Fresh {
    pub args: Vec<Sexp>,
    pub sort: Sexp,
    pub line: usize,
}

/// The symbols `edited` declares that `original` does not (`(declare-fun N (S…) S)`,
/// `(declare-const N S)`), by name, and the commands that declare them.
fn fresh_symbols(original: &Unit, edited: &Unit) -> (BTreeMap<String, Fresh>, Vec<usize>) {
    let declared = crate::explain::smt_edit::declared_functions(original);
    let (mut fresh, mut at) = (BTreeMap::new(), Vec::new());
    for (i, c) in edited.commands().iter().enumerate() {
        if !matches!(c.kind, CommandKind::Declare(_)) {
            continue;
        }
        let Ok(s) = c.sexp() else { continue };
        let Some(l) = s.as_list() else { continue };
        let found = match (s.head(), l.len()) {
            (Some("declare-fun"), 4) => l[2].as_list().and_then(|args| {
                l[1].symbol_name()
                    .map(|n| (n.to_string(), Fresh { args: args.to_vec(), sort: l[3].clone(), line: c.line }))
            }),
            (Some("declare-const"), 3) => l[1]
                .symbol_name()
                .map(|n| (n.to_string(), Fresh { args: Vec::new(), sort: l[2].clone(), line: c.line })),
            _ => None,
        };
        if let Some((name, f)) = found.filter(|(n, _)| !declared.contains(n)) {
            fresh.insert(name, f);
            at.push(i);
        }
    }
    (fresh, at)
}

fn mentions(s: &Sexp, name: &str) -> bool {
    match s.as_list() {
        Some(l) => l.iter().any(|x| mentions(x, name)),
        None => s.symbol_name() == Some(name),
    }
}

/// One assertion of a unit: its text with triggers removed, as written, its line, and its term.
struct Asserted {
    canon: String,
    written: String,
    line: usize,
    term: Option<Sexp>,
}

fn asserted(u: &Unit, v: &mut Verdict, side: Side) -> Vec<Asserted> {
    let mut out = Vec::new();
    for a in u.assertions() {
        let written = &u.text()[a.span.clone()];
        let Ok(command) = a.sexp() else {
            v.refuse(side, a.line, Reason::Unreadable(flat(written)));
            continue;
        };
        let stripped = without_patterns(command);
        let term = stripped.as_list().and_then(|l| l.get(1)).cloned();
        out.push(Asserted { canon: stripped.to_string(), written: flat(written), line: a.line, term });
    }
    out
}

/// Every admitted and refused difference between two units (see the module doc).
pub fn verdict(original: &Unit, edited: &Unit) -> Verdict {
    let mut v = Verdict::default();
    let (fresh, fresh_at) = fresh_symbols(original, edited);
    let others = |u: &Unit, skip: &[usize]| -> Vec<(String, usize)> {
        u.commands()
            .iter()
            .enumerate()
            .filter(|(i, c)| c.kind != CommandKind::Assert && !skip.contains(i))
            .map(|(_, c)| (flat(u.command_text(c)), c.line))
            .collect()
    };
    let (o, r) = (others(original, &[]), others(edited, &fresh_at));
    if o.len() != r.len() {
        let at = o.iter().zip(&r).position(|(a, b)| a.0 != b.0).unwrap_or(o.len().min(r.len()));
        let line = r.get(at).or(r.last()).map_or(edited.id.line, |c| c.1);
        v.refuse(Side::Edited, line, Reason::CommandCount(r.len(), o.len()));
    } else {
        for (_, b) in o.iter().zip(&r).filter(|(a, b)| a.0 != b.0) {
            v.refuse(Side::Edited, b.1, Reason::ChangesCommand(super::one_line(&b.0)));
        }
    }
    let (oa, ra) = (asserted(original, &mut v, Side::Original), asserted(edited, &mut v, Side::Edited));
    let sorts = Sorts::of(edited);
    let goal = goal(original).and_then(|g| oa.get(g));
    // The goal stays, or is skolemized (its negated claim's existential given a witness).
    let skolemized_goal = |g: &Asserted| {
        let g = g.term.as_ref();
        ra.iter().any(|a| a.term.as_ref().zip(g).is_some_and(|(t, g)| skolemization(g, t, &fresh).is_some()))
    };
    if let Some(g) = goal.filter(|g| !ra.iter().any(|a| a.canon == g.canon) && !skolemized_goal(g)) {
        v.refuse(Side::Original, g.line, Reason::DropsGoal(super::one_line(&g.written)));
    }
    let mut pool: Vec<&Asserted> = oa.iter().collect();
    // How many assertions other than instances mention each fresh constant, and which
    // skolemizations use it.
    let mut mentioned: BTreeMap<&str, usize> = BTreeMap::new();
    let mut skolems: BTreeSet<String> = BTreeSet::new();
    // Instances that mention fresh constants: admitted once each of those is a skolem constant.
    let mut at_fresh: Vec<(&Asserted, Vec<&str>)> = Vec::new();
    for a in &ra {
        let Some(term) = &a.term else {
            v.refuse(Side::Edited, a.line, Reason::Unreadable(super::one_line(&a.written)));
            continue;
        };
        let named: Vec<&str> = fresh.keys().filter(|n| mentions(term, n)).map(String::as_str).collect();
        if let Some(i) = pool.iter().position(|x| x.canon == a.canon) {
            named.iter().for_each(|n| *mentioned.entry(n).or_insert(0) += 1);
            if pool.remove(i).written != a.written {
                v.admit(Admit::Trigger, Side::Edited, a.line, &a.written);
            }
            continue;
        }
        let originals = oa.iter().filter_map(|o| o.term.as_ref());
        // A quantifier that is a conjunct of an original assertion holds as well as a whole one.
        let instance = originals.clone().flat_map(conjuncts).any(|o| is_instance(&sorts, o, term));
        if named.is_empty() && instance {
            v.admit(Admit::Instance, Side::Edited, a.line, &a.written);
            continue;
        }
        let skolemized = originals.clone().find_map(|o| skolemization(o, term, &fresh));
        if skolemized.is_none() && instance {
            at_fresh.push((a, named));
            continue;
        }
        if skolemized.is_none() && named.is_empty() {
            let weakened = pool.iter().position(|o| {
                goal.is_none_or(|g| g.canon != o.canon) && o.term.as_ref().is_some_and(|o| drops_conjuncts(o, term))
            });
            if let Some(i) = weakened {
                pool.remove(i);
                v.admit(Admit::DropsConjunct, Side::Edited, a.line, &a.written);
                continue;
            }
        }
        named.iter().for_each(|n| *mentioned.entry(n).or_insert(0) += 1);
        match skolemized {
            Some(used) => {
                skolems.extend(used);
                v.admit(Admit::Skolemization, Side::Edited, a.line, &a.written);
            }
            None => v.refuse(Side::Edited, a.line, Reason::AddsAssertion(super::one_line(&a.written))),
        }
    }
    for (a, named) in at_fresh {
        if named.iter().all(|n| skolems.contains(*n)) {
            v.admit(Admit::Instance, Side::Edited, a.line, &a.written);
        } else {
            v.refuse(Side::Edited, a.line, Reason::AddsAssertion(super::one_line(&a.written)));
        }
    }
    for o in pool {
        if goal.is_none_or(|g| g.canon != o.canon) {
            v.admit(Admit::DropsAxiom, Side::Original, o.line, &o.written);
        }
    }
    for (name, f) in &fresh {
        if !skolems.contains(name) || mentioned.get(name.as_str()) != Some(&1) {
            v.refuse(Side::Edited, f.line, Reason::FreshConstant(name.clone()));
        }
    }
    v
}

/// The conjuncts of `t`, through nested `and`s and `!` annotations (`t` itself when it is no
/// conjunction).
fn conjuncts(t: &Sexp) -> Vec<&Sexp> {
    let u = unannotated(t);
    match (u.head(), u.as_list()) {
        (Some("and"), Some(l)) => l[1..].iter().flat_map(conjuncts).collect(),
        _ => vec![t],
    }
}

/// Whether `edited` is `original` with some conjuncts of its `and`s (nested, annotations aside)
/// made `true`: it follows from `original`, so as a hypothesis it assumes less.
pub fn drops_conjuncts(original: &Sexp, edited: &Sexp) -> bool {
    let (o, e) = (unannotated(original), unannotated(edited));
    if o.to_string() == e.to_string() || e.symbol_name() == Some("true") {
        return true;
    }
    match (o.head(), e.head(), o.as_list(), e.as_list()) {
        (Some("and"), Some("and"), Some(ol), Some(el)) if ol.len() == el.len() => {
            ol.iter().zip(el).skip(1).all(|(x, y)| drops_conjuncts(x, y))
        }
        _ => false,
    }
}

/// Whether the assertion term `edited` is the skolemization of the original assertion term
/// `original` at symbols of `fresh`: one existential quantifier of `original` in a positive
/// place (an `exists`, or a `forall` under an odd number of negations) replaced by its body with
/// each variable replaced by a distinct fresh function of the variable's sort applied to the
/// universal variables around the quantifier, in order (a fresh constant when there are none).
/// The path to it goes only through `!`, `and`, `or`, `not`, `=>` and the quantifiers whose
/// variables are universal there; everything else is the same term. Such an assertion is
/// satisfiable whenever the original is (the functions can pick the witnesses), so a proof with
/// it is a proof of the original. Returns the symbols used.
pub fn skolemization(original: &Sexp, edited: &Sexp, fresh: &BTreeMap<String, Fresh>) -> Option<Vec<String>> {
    skolemized_at(unannotated(original), unannotated(edited), true, &mut Vec::new(), fresh)
}

/// [`skolemization`] below the universal variables `around`, in a place of polarity `positive`.
fn skolemized_at(
    o: &Sexp,
    e: &Sexp,
    positive: bool,
    around: &mut Vec<(String, Sexp)>,
    fresh: &BTreeMap<String, Fresh>,
) -> Option<Vec<String>> {
    if let Some(used) = skolemized_here(o, e, positive, around, fresh) {
        return Some(used);
    }
    let (ol, el) = (o.as_list()?, e.as_list()?);
    if ol.len() != el.len() || o.head() != e.head() {
        return None;
    }
    let [i] = (0..ol.len()).filter(|&i| ol[i] != el[i]).collect::<Vec<_>>()[..] else { return None };
    let (o_i, e_i) = (&ol[i], &el[i]);
    match o.head()? {
        "!" if i == 1 => skolemized_at(o_i, e_i, positive, around, fresh),
        "and" | "or" if i > 0 => skolemized_at(o_i, e_i, positive, around, fresh),
        "not" if i == 1 => skolemized_at(o_i, e_i, !positive, around, fresh),
        "=>" if i > 0 => skolemized_at(o_i, e_i, positive == (i + 1 == ol.len()), around, fresh),
        q @ ("forall" | "exists") if i == 2 && (q == "forall") == positive => {
            let vars = binders(&ol[1])?;
            // A name bound twice on the path would make the arguments ambiguous.
            if vars.iter().any(|(v, _)| around.iter().any(|(u, _)| u == v)) {
                return None;
            }
            let k = around.len();
            around.extend(vars);
            let used = skolemized_at(o_i, e_i, positive, around, fresh);
            around.truncate(k);
            used
        }
        _ => None,
    }
}

/// Whether `e` is the existential `o` (in a place of polarity `positive`) skolemized over the
/// universal variables `around` (see [`skolemization`]).
fn skolemized_here(
    o: &Sexp,
    e: &Sexp,
    positive: bool,
    around: &[(String, Sexp)],
    fresh: &BTreeMap<String, Fresh>,
) -> Option<Vec<String>> {
    let l = o.as_list().filter(|l| o.head() == Some(if positive { "exists" } else { "forall" }) && l.len() == 3)?;
    let vars = binders(&l[1])?;
    let bound = matches(&vars, unannotated(&l[2]), unannotated(e))?;
    let arg_sorts: Vec<&Sexp> = around.iter().map(|(_, s)| s).collect();
    let mut used = Vec::new();
    for (v, sort) in &vars {
        let t = bound.get(v)?;
        let (f, args) = match t.as_list() {
            Some(app) if !around.is_empty() => (app.first()?.symbol_name()?, &app[1..]),
            None if around.is_empty() => (t.symbol_name()?, &[][..]),
            _ => return None,
        };
        let decl = fresh.get(f)?;
        let args_are_around = args.len() == around.len()
            && args.iter().zip(around).all(|(a, (u, _))| a.symbol_name() == Some(u.as_str()));
        if &decl.sort != sort || decl.args.iter().collect::<Vec<_>>() != arg_sorts || !args_are_around {
            return None;
        }
        if used.iter().any(|u| u == f) {
            return None;
        }
        used.push(f.to_string());
    }
    Some(used)
}

#[cfg(test)]
mod tests {
    use super::super::Admitted;
    use super::*;
    use crate::smt::text::sexp::read_one;

    const Q: &str = "(declare-fun P (Int Int) Bool)\n(declare-fun f (Int) Int)\n(declare-const y Int)\n\
        (declare-const t Bool)\n(declare-const a Int)\n\
        (assert (forall ((x Int)) (exists ((y Int)) (P x y))))\n\
        (assert (forall ((x Int)) (! (= (ite (= x x) 1 0) 1) :pattern ((f x)))))\n\
        (assert (exists ((z Int)) (> (f z) a)))\n\
        (assert (not (P a a)))\n(check-sat)\n";

    fn unit(t: &str) -> Unit {
        Unit::single("q", t).unwrap()
    }

    fn verdict_of(edit: impl Fn(&str) -> String) -> Verdict {
        let t = edit(Q);
        assert_ne!(t, Q, "the edit changes the text");
        verdict(&unit(Q), &unit(&t))
    }

    fn added(assertion: &'static str) -> impl Fn(&str) -> String {
        move |q: &str| q.replace("(assert (not (P a a)))", &format!("{assertion}\n(assert (not (P a a)))"))
    }

    fn kinds(a: &[Admitted]) -> Vec<(Admit, Side, usize)> {
        a.iter().map(|a| (a.kind, a.side, a.line)).collect()
    }

    fn refused_at(v: &Verdict) -> Vec<(Side, usize)> {
        v.refused.iter().map(|r| (r.side, r.line)).collect()
    }

    /// Hole 1: the outer variable matched to a name the inner binder captures.
    #[test]
    fn a_captured_instance_is_refused_and_an_alpha_renamed_one_admitted() {
        let v = verdict_of(added("(assert (exists ((y Int)) (P y y)))"));
        assert!(matches!(v.refused[..], [Refused { reason: Reason::AddsAssertion(_), .. }]), "{v:?}");
        assert_eq!(refused_at(&v), [(Side::Edited, 9)]);
        for ok in ["(assert (exists ((z Int)) (P 0 z)))", "(assert (exists ((y Int)) (P (+ a 1) y)))"] {
            let v = verdict_of(added(ok));
            assert!(v.never_weakens(), "{ok}: {v:?}");
            assert_eq!(kinds(&v.admitted), [(Admit::Instance, Side::Edited, 9)], "{ok}");
        }
        // `y` the constant, outside any binder of the candidate: a true instance.
        assert!(verdict_of(added("(assert (exists ((z Int)) (P y z)))")).never_weakens());
        // The inner variable not renamed consistently.
        assert!(!verdict_of(added("(assert (exists ((z Int)) (P 0 y)))")).never_weakens());
    }

    #[test]
    fn an_instance_at_a_term_of_another_sort_is_refused() {
        let v = verdict_of(added("(assert (= (ite (= a a) 1 0) 1))"));
        assert_eq!(kinds(&v.admitted), [(Admit::Instance, Side::Edited, 9)], "{v:?}");
        // Well-sorted SMT-LIB (`=` is polymorphic), but `t` is no Int.
        let v = verdict_of(added("(assert (= (ite (= t t) 1 0) 1))"));
        assert!(matches!(v.refused[..], [Refused { reason: Reason::AddsAssertion(_), line: 9, .. }]), "{v:?}");
        // A term whose sort is not known here.
        let v = verdict_of(added("(assert (= (ite (= (g 1) (g 1)) 1 0) 1))"));
        assert!(!v.never_weakens());
    }

    #[test]
    fn drops_and_trigger_changes_are_admitted_the_goal_and_added_facts_are_not() {
        let v = verdict_of(|q| q.replace("(assert (exists ((z Int)) (> (f z) a)))\n", ""));
        assert_eq!(kinds(&v.admitted), [(Admit::DropsAxiom, Side::Original, 8)]);
        assert!(v.never_weakens());
        let v = verdict_of(|q| q.replace(" :pattern ((f x))", " :pattern ((f x) (f (+ x 1)))"));
        assert_eq!(kinds(&v.admitted), [(Admit::Trigger, Side::Edited, 7)]);
        let v = verdict_of(|q| q.replace("(assert (not (P a a)))\n", ""));
        assert!(
            matches!(v.refused[..], [Refused { reason: Reason::DropsGoal(_), side: Side::Original, line: 9 }]),
            "{v:?}"
        );
        let v = verdict_of(|q| q.replace("(not (P a a))", "(not (P a 0))"));
        assert!(v.refused.iter().any(|r| matches!(r.reason, Reason::DropsGoal(_))), "{v:?}");
        let v = verdict_of(added("(assert (= a 4))"));
        assert!(matches!(v.refused[..], [Refused { reason: Reason::AddsAssertion(_), line: 9, .. }]), "{v:?}");
        let v = verdict_of(|q| q.replace("(check-sat)", "(check-sat-using smt)"));
        assert!(matches!(v.refused[..], [Refused { reason: Reason::ChangesCommand(_), line: 10, .. }]), "{v:?}");
        let v = verdict_of(|q| q.replace("(declare-const t Bool)\n", ""));
        assert!(matches!(v.refused[..], [Refused { reason: Reason::CommandCount(..), .. }]), "{v:?}");
    }

    #[test]
    fn a_skolemization_at_fresh_constants_used_once_is_admitted() {
        let sk = |decl: &str, body: &str| {
            let (decl, body) = (decl.to_string(), body.to_string());
            move |q: &str| q.replace("(assert (exists ((z Int)) (> (f z) a)))", &format!("{decl}\n(assert {body})"))
        };
        let v = verdict_of(sk("(declare-fun c () Int)", "(> (f c) a)"));
        let replaced = [(Admit::Skolemization, Side::Edited, 9), (Admit::DropsAxiom, Side::Original, 8)];
        assert_eq!(kinds(&v.admitted), replaced, "{v:?}");
        assert!(v.never_weakens());
        // Of another sort, not fresh, or used again.
        let v = verdict_of(sk("(declare-fun c () Bool)", "(> (f c) a)"));
        assert!(!v.never_weakens(), "{v:?}");
        let v = verdict_of(|q| q.replace("(assert (exists ((z Int)) (> (f z) a)))", "(assert (> (f a) a))"));
        assert!(matches!(v.refused[..], [Refused { reason: Reason::AddsAssertion(_), .. }]), "{v:?}");
        let v = verdict_of(|q| {
            sk("(declare-fun c () Int)", "(> (f c) a)")(q).replace("(check-sat)", "(assert (> c 0))\n(check-sat)")
        });
        assert!(v.refused.iter().any(|r| matches!(r.reason, Reason::FreshConstant(_))), "{v:?}");
        let v = verdict_of(|q| q.replace("(check-sat)", "(declare-fun c () Int)\n(check-sat)"));
        assert!(
            matches!(&v.refused[..], [Refused { reason: Reason::FreshConstant(c), line: 10, .. }] if c == "c"),
            "{v:?}"
        );
        // A skolem constant captured by a binder of the skolemized body.
        let q = "(declare-fun P (Int Int) Bool)\n(assert (exists ((x Int)) (forall ((y Int)) (P x y))))\n(assert (not (P 0 0)))\n(check-sat)\n";
        let captured = q.replace(
            "(assert (exists ((x Int)) (forall ((y Int)) (P x y))))",
            "(declare-fun c () Int)\n(assert (forall ((c Int)) (P c c)))",
        );
        assert!(!verdict(&unit(q), &unit(&captured)).never_weakens());
        let renamed = q.replace(
            "(assert (exists ((x Int)) (forall ((y Int)) (P x y))))",
            "(declare-fun c () Int)\n(assert (forall ((w Int)) (P c w)))",
        );
        assert!(verdict(&unit(q), &unit(&renamed)).never_weakens());
        // `(not (forall …))` is skolemized under its `not`.
        let o = read_one("(not (forall ((w Int)) (<= (f w) b)))").unwrap();
        let e = read_one("(not (<= (f c) b))").unwrap();
        let fresh = |sort: &str| {
            BTreeMap::from([("c".to_string(), Fresh { args: Vec::new(), sort: read_one(sort).unwrap(), line: 1 })])
        };
        assert_eq!(skolemization(&o, &e, &fresh("Int")), Some(vec!["c".to_string()]));
        assert_eq!(skolemization(&o, &e, &fresh("Bool")), None);
        assert_eq!(skolemization(&o, &e, &BTreeMap::new()), None);
    }

    /// Boogie's type axioms are conjunctions with a quantifier inside (`(and (= (Ctor T) 10)
    /// (forall …))`): an instance of that conjunct is implied too; of the goal's, it is not.
    #[test]
    fn an_instance_of_a_quantified_conjunct_is_admitted() {
        let q = "(declare-fun f (Int) Int)\n(declare-fun c (Int) Int)\n(declare-const a Int)\n\
            (assert (and (= (c 0) 10) (! (and true (forall ((x Int)) (! (> (f x) 0) :qid fx))) :named h)))\n\
            (assert (not (and (> (f a) 0) (forall ((y Int)) (> (c y) 1)))))\n(check-sat)\n";
        let add = |line: &str| q.replace("(assert (not", &format!("{line}\n(assert (not"));
        let v = verdict(&unit(q), &unit(&add("(assert (> (f a) 0))")));
        assert!(v.never_weakens(), "{v:?}");
        assert_eq!(kinds(&v.admitted), [(Admit::Instance, Side::Edited, 5)]);
        assert!(!verdict(&unit(q), &unit(&add("(assert (> (c a) 1))"))).never_weakens(), "the goal's quantifier");
    }

    /// An existential under universals is skolemized at fresh functions of them (the edit
    /// `crate::smt::edit::instantiate::skolemize` makes), in a hypothesis or the goal; wrong
    /// arguments, a wrong place or a reused function are refused.
    #[test]
    fn a_skolemization_at_fresh_functions_of_the_universals_is_admitted() {
        // `Q`'s first hypothesis: (forall ((x Int)) (exists ((y Int)) (P x y))).
        let hyp = "(assert (forall ((x Int)) (exists ((y Int)) (P x y))))";
        let sk =
            |decl: &'static str, body: &'static str| move |q: &str| q.replace(hyp, &format!("{decl}\n(assert {body})"));
        let v = verdict_of(sk("(declare-fun s (Int) Int)", "(forall ((x Int)) (P x (s x)))"));
        assert!(v.never_weakens(), "{v:?}");
        assert_eq!(
            kinds(&v.admitted),
            [(Admit::Skolemization, Side::Edited, 7), (Admit::DropsAxiom, Side::Original, 6)]
        );
        // A constant where a function of `x` is due, a function of another sort, a reordered or
        // wrong argument: refused.
        for (decl, body) in [
            ("(declare-fun s () Int)", "(forall ((x Int)) (P x s))"),
            ("(declare-fun s (Bool) Int)", "(forall ((x Int)) (P x (s x)))"),
            ("(declare-fun s (Int) Int)", "(forall ((x Int)) (P x (s 0)))"),
            ("(declare-fun s (Int) Int)", "(forall ((x Int)) (P (s x) x))"),
        ] {
            assert!(!verdict_of(sk(decl, body)).never_weakens(), "{decl} {body}");
        }
        // Two universals, in order; under `=>` on the right and `and`.
        let read = |t: &str| read_one(t).unwrap();
        let f2 = BTreeMap::from([(
            "s".to_string(),
            Fresh { args: vec![read("Int"), read("Bool")], sort: read("Int"), line: 1 },
        )]);
        let o = read("(forall ((a Int) (b Bool)) (=> b (and (p a) (exists ((y Int)) (r a y)))))");
        let e = read("(forall ((a Int) (b Bool)) (=> b (and (p a) (r a (s a b)))))");
        assert_eq!(skolemization(&o, &e, &f2), Some(vec!["s".to_string()]));
        let swapped = read("(forall ((a Int) (b Bool)) (=> b (and (p a) (r a (s b a)))))");
        assert_eq!(skolemization(&o, &swapped, &f2), None);
        // Left of `=>` or under `not` an `exists` is universal: not skolemized; a `forall` is.
        let o = read("(=> (exists ((y Int)) (p y)) (q 0))");
        let c = BTreeMap::from([("c".to_string(), Fresh { args: Vec::new(), sort: read("Int"), line: 1 })]);
        assert_eq!(skolemization(&o, &read("(=> (p c) (q 0))"), &c), None);
        let o = read("(=> (forall ((y Int)) (p y)) (q 0))");
        assert_eq!(skolemization(&o, &read("(=> (p c) (q 0))"), &c), Some(vec!["c".to_string()]));
        // Under `ite` (both polarities) nothing is skolemized.
        let o = read("(ite (q 1) (exists ((y Int)) (p y)) (q 0))");
        assert_eq!(skolemization(&o, &read("(ite (q 1) (p c) (q 0))"), &c), None);
        // The goal: `(not (forall ((x Int)) …))` skolemized keeps the proof obligation.
        let q = "(declare-fun P (Int) Bool)\n(assert (forall ((x Int)) (P x)))\n(assert (not (forall ((x Int)) (P x))))\n(check-sat)\n";
        let goal = q.replace("(assert (not (forall ((x Int)) (P x))))", "(declare-fun c () Int)\n(assert (not (P c)))");
        let v = verdict(&unit(q), &unit(&goal));
        assert!(v.never_weakens(), "{v:?}");
        let other =
            q.replace("(assert (not (forall ((x Int)) (P x))))", "(declare-fun c () Int)\n(assert (not (P 0)))");
        assert!(!verdict(&unit(q), &unit(&other)).never_weakens(), "a goal about another value");
    }

    /// The anchor's skolemize-then-instantiate: instances at a skolem constant are implied by the
    /// original quantifier at every value, so at the witness too.
    #[test]
    fn an_instance_at_a_skolem_constant_is_admitted_beside_its_skolemization_only() {
        let skolemized = "(declare-fun c () Int)\n(assert (> (f c) a))";
        let with = |extra: &'static str| {
            move |q: &str| {
                q.replace("(assert (exists ((z Int)) (> (f z) a)))", skolemized)
                    .replace("(assert (not (P a a)))", &format!("{extra}\n(assert (not (P a a)))"))
            }
        };
        // An instance of the `:pattern ((f x))` axiom at `c`, and one of the nested `forall`'s at `c`.
        for instance in ["(assert (= (ite (= c c) 1 0) 1))", "(assert (exists ((y Int)) (P c y)))"] {
            let v = verdict_of(with(instance));
            assert!(v.never_weakens(), "{instance}: {v:?}");
            let admitted = [
                (Admit::Skolemization, Side::Edited, 9),
                (Admit::Instance, Side::Edited, 10),
                (Admit::DropsAxiom, Side::Original, 8),
            ];
            assert_eq!(kinds(&v.admitted), admitted, "{instance}");
        }
        // A fact about the skolem constant that no original quantifier implies.
        let v = verdict_of(with("(assert (> c 0))"));
        assert!(v.refused.iter().any(|r| matches!(r.reason, Reason::AddsAssertion(_))), "{v:?}");
        assert!(v.refused.iter().any(|r| matches!(r.reason, Reason::FreshConstant(_))), "{v:?}");
        // An instance at a fresh constant that skolemizes nothing: the constant is unconstrained
        // only if nothing else says so, and the rule does not guess.
        let v = verdict_of(|q| {
            q.replace(
                "(assert (not (P a a)))",
                "(declare-fun d () Int)\n(assert (= (ite (= d d) 1 0) 1))\n(assert (not (P a a)))",
            )
        });
        assert!(v.refused.iter().any(|r| matches!(r.reason, Reason::AddsAssertion(_)) && r.line == 10), "{v:?}");
        assert!(v.refused.iter().any(|r| matches!(&r.reason, Reason::FreshConstant(d) if d == "d")), "{v:?}");
        // The skolemization used twice outside instances is still refused.
        let v = verdict_of(with("(assert (> (f c) a))"));
        assert!(v.refused.iter().any(|r| matches!(r.reason, Reason::FreshConstant(_))), "{v:?}");
    }

    #[test]
    fn the_units_of_two_files_are_compared_in_order_and_their_prelude_once() {
        let two = |q: &str| format!("{q}(push 1)\n(assert (not (P 1 1)))\n(check-sat)\n(pop 1)\n");
        let (o, e) = (two(Q), two(&Q.replace("(assert (exists ((z Int)) (> (f z) a)))\n", "")));
        let (o, e) = (crate::smt::text::unit::split("o", &o).unwrap(), crate::smt::text::unit::split("e", &e).unwrap());
        assert_eq!(o.len(), 2);
        let v = verdict_units(&o, &e);
        assert_eq!(kinds(&v.admitted), [(Admit::DropsAxiom, Side::Original, 8)], "{v:?}");
        let v = verdict_units(&o, &e[..1]);
        assert!(matches!(v.refused[..], [Refused { reason: Reason::UnitCount(1, 2), .. }]), "{v:?}");
        let v = verdict_text("e", &o, "(assert (");
        assert!(matches!(v.refused[..], [Refused { reason: Reason::Unreadable(_), .. }]), "{v:?}");
    }

    /// The anchor's erase of a conjunct: a hypothesis with a conjunct made `true` assumes less;
    /// the goal's conjuncts, or a conjunct changed to anything but `true`, are refused.
    #[test]
    fn a_hypothesis_with_conjuncts_made_true_is_admitted_and_only_that() {
        let q = "(declare-fun p (Int) Bool)\n(declare-const a Int)\n\
            (assert (and (p 1) (and (forall ((x Int)) (p x)) (p 2))))\n(assert (not (and (p a) (p 3))))\n(check-sat)\n";
        let check = |from: &str, to: &str| verdict(&unit(q), &unit(&q.replace(from, to)));
        let v = check("(and (forall ((x Int)) (p x)) (p 2))", "(and true (p 2))");
        assert!(v.never_weakens(), "{v:?}");
        assert_eq!(kinds(&v.admitted), [(Admit::DropsConjunct, Side::Edited, 3)]);
        assert!(!check("(p 2))))", "(p 4))))").never_weakens(), "a conjunct changed, not dropped");
        assert!(!check("(not (and (p a) (p 3)))", "(not (and (p a) true))").never_weakens(), "the goal");
        let read = |t: &str| read_one(t).unwrap();
        assert!(drops_conjuncts(&read("(and (p 1) (p 2))"), &read("(and (p 1) true)")));
        assert!(!drops_conjuncts(&read("(or (p 1) (p 2))"), &read("(or (p 1) true)")), "not a conjunct");
        assert!(!drops_conjuncts(&read("(and (p 1) (p 2))"), &read("(and (p 1))")), "arity kept");
    }
}
