//! The never-weaken whitelist on two `.smt2` units, and on two files' units (see the parent
//! module for the rules).
//!
//! The edited unit's commands other than assertions must be the original's, in order, up to
//! declarations of fresh symbols. Its assertions are matched against the original's with
//! triggers ignored ([`crate::smt::observation::prune::without_patterns`]; a changed `:pattern` is admitted).
//! An original assertion the edited unit lacks is a dropped hypothesis, admitted unless it is the
//! goal (the negated claim, [`crate::smt::observation::prune::goal`]). An added assertion is admitted when it
//! is an instance of an original quantified assertion, or of a quantifier that is a conjunct of
//! one (through nested `and`s), that mentions no fresh constant (or of a quantifier that is a
//! conjunct of a skolemization below, which implies it), or an
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

use super::smt_instance::{binders, is_instance, Sorts};
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
    // The edited unit's skolemizations of original assertions: a quantifier that is a conjunct of
    // one holds as well (the skolemization implies it), so its instances are admitted like an
    // original's, over the skolem constants too (`skolemize-proof` adds the instances a proof of
    // the skolemized query used, the body's own quantifiers' among them).
    // Each added assertion is matched against the originals once, here (one already in the
    // original is none).
    let kept: BTreeSet<&str> = oa.iter().map(|o| o.canon.as_str()).collect();
    let skolemized: Vec<Option<Vec<String>>> = (ra.iter())
        .map(|a| match &a.term {
            Some(t) if !kept.contains(a.canon.as_str()) => {
                oa.iter().filter_map(|o| o.term.as_ref()).find_map(|o| skolemization(o, t, &fresh))
            }
            _ => None,
        })
        .collect();
    let skolemizations: Vec<&Sexp> =
        ra.iter().zip(&skolemized).filter(|(_, s)| s.is_some()).filter_map(|(a, _)| a.term.as_ref()).collect();
    let mut pool: Vec<&Asserted> = oa.iter().collect();
    // How many assertions other than instances mention each fresh constant, and which
    // skolemizations use it.
    let mut mentioned: BTreeMap<&str, usize> = BTreeMap::new();
    let mut skolems: BTreeSet<String> = BTreeSet::new();
    // Instances that mention fresh constants: admitted once each of those is a skolem constant.
    let mut at_fresh: Vec<(&Asserted, Vec<&str>)> = Vec::new();
    for (a, skolemized) in ra.iter().zip(skolemized) {
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
        // A quantifier that is a conjunct of an original assertion holds as well as a whole one,
        // and so does one of a skolemization's.
        let instance = (originals.clone().chain(skolemizations.iter().copied()))
            .flat_map(conjuncts)
            .any(|o| is_instance(&sorts, o, term));
        // An instance first (one at a fresh symbol is a skolemization too, but counts only
        // beside the skolemization that gives the symbol its meaning).
        if instance {
            match named.is_empty() {
                true => v.admit(Admit::Instance, Side::Edited, a.line, &a.written),
                false => at_fresh.push((a, named)),
            }
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
/// `original` at symbols of `fresh`: some quantifiers of `original` (anywhere, nested ones too)
/// replaced by their bodies, each variable replaced by a distinct fresh function of the
/// variable's sort applied to the variables of the quantifiers kept around that quantifier, in
/// order (a fresh constant when there are none); everything else the same term up to renamed
/// binders. With functions that pick a witness of `∃y. P` (a counterexample of `∀y. P`) where
/// there is one, the replaced subterm has the quantifier's truth value at every value of the
/// variables around it, so the edited assertion is satisfiable whenever the original is, in
/// any context: a proof with it proves the original. (Only existentials in positive places are
/// worth it, the ones z3 skolemizes itself; the rule need not know.) Returns the symbols used,
/// or `None` when it is not such a term or nothing was replaced.
pub fn skolemization(original: &Sexp, edited: &Sexp, fresh: &BTreeMap<String, Fresh>) -> Option<Vec<String>> {
    let mut m = Skolems { fresh, scope: Vec::new(), around: Vec::new(), used: Vec::new(), replaced: 0 };
    (m.term(original, edited) && m.replaced > 0).then_some(m.used)
}

/// What a name of the original stands for in the edited term.
#[derive(Clone)]
enum Bound {
    /// A binder kept: its name in the edited term.
    Kept(String),
    /// A variable of a replaced quantifier: its sort, the kept variables around the quantifier
    /// (its function's arguments), and its term once seen.
    Skolem { sort: Sexp, args: Vec<(String, Sexp)>, term: Option<Sexp> },
}

/// The matcher of [`skolemization`].
struct Skolems<'a> {
    fresh: &'a BTreeMap<String, Fresh>,
    /// The original's binders in scope, innermost last.
    scope: Vec<(String, Bound)>,
    /// The quantifier variables kept around the current place (edited names, sorts), outermost first.
    around: Vec<(String, Sexp)>,
    used: Vec<String>,
    replaced: usize,
}

impl Skolems<'_> {
    fn term(&mut self, p: &Sexp, c: &Sexp) -> bool {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.term_inner(unannotated(p), unannotated(c)))
    }

    /// Whether `name` of the edited term is a binder in scope (or a fresh symbol): a binder of
    /// that name would shadow it.
    fn taken(&self, name: &str) -> bool {
        self.fresh.contains_key(name) || self.scope.iter().any(|(_, b)| matches!(b, Bound::Kept(n) if n == name))
    }

    fn term_inner(&mut self, p: &Sexp, c: &Sexp) -> bool {
        if let Some(x) = p.symbol_name() {
            let Some(i) = self.scope.iter().rposition(|(n, _)| n == x) else {
                // A free symbol: the same, and not captured by a binder of the edited term.
                return c.symbol_name() == Some(x) && !self.taken(x);
            };
            return match &mut self.scope[i].1 {
                Bound::Kept(n) => c.symbol_name() == Some(n.as_str()),
                Bound::Skolem { term: Some(t), .. } => t == c,
                Bound::Skolem { sort, args, term } => {
                    let (f, given) = match c.as_list() {
                        Some([f, given @ ..]) if !args.is_empty() => (f.symbol_name(), given),
                        None if args.is_empty() => (c.symbol_name(), &[][..]),
                        _ => return false,
                    };
                    let Some(f) = f else { return false };
                    let Some(decl) = self.fresh.get(f) else { return false };
                    let args_ok = given.len() == args.len()
                        && given.iter().zip(args.iter()).all(|(g, (a, _))| g.symbol_name() == Some(a.as_str()))
                        && decl.args.len() == args.len()
                        && decl.args.iter().zip(args.iter()).all(|(d, (_, s))| d == s);
                    if !args_ok || decl.sort != *sort || self.used.iter().any(|u| u == f) {
                        return false;
                    }
                    self.used.push(f.to_string());
                    *term = Some(c.clone());
                    true
                }
            };
        }
        let (Some(a), Some(b)) = (p.as_list(), c.as_list()) else { return p == c };
        match p.head() {
            Some(q @ ("forall" | "exists")) if a.len() == 3 => {
                let Some(xs) = binders(&a[1]) else { return false };
                let kept = c.head() == Some(q) && b.len() == 3;
                let ys = if kept { b.get(1).and_then(binders) } else { None };
                // Kept (a binder of the same shape in the edited term), else replaced by its body;
                // a same-shaped binder may also be the body's own quantifier, so a failed `kept`
                // is undone and `replaced` tried.
                if let Some(ys) = ys.filter(|ys| ys.len() == xs.len() && xs.iter().zip(ys).all(|(x, y)| x.1 == y.1)) {
                    if !ys.iter().any(|(y, _)| self.taken(y)) {
                        let saved = (self.scope.clone(), self.used.len(), self.replaced);
                        let j = self.around.len();
                        let kept = xs.iter().zip(&ys).map(|((x, _), (y, _))| (x.clone(), Bound::Kept(y.clone())));
                        self.scope.extend(kept);
                        self.around.extend(ys);
                        let ok = self.term(&a[2], &b[2]);
                        self.around.truncate(j);
                        if ok {
                            self.scope.truncate(saved.0.len());
                            return true;
                        }
                        (self.scope, self.replaced) = (saved.0, saved.2);
                        self.used.truncate(saved.1);
                    }
                }
                self.replaced += 1;
                let k = self.scope.len();
                let args = self.around.clone();
                let skolems =
                    xs.into_iter().map(|(x, sort)| (x, Bound::Skolem { sort, args: args.clone(), term: None }));
                self.scope.extend(skolems);
                let ok = self.term(&a[2], c);
                self.scope.truncate(k);
                ok
            }
            Some("let") if a.len() == 3 => {
                let (Some(xs), Some(ys)) = (a[1].as_list(), b[1].as_list()) else { return false };
                if c.head() != Some("let") || b.len() != 3 || xs.len() != ys.len() {
                    return false;
                }
                let mut names = Vec::new();
                for (x, y) in xs.iter().zip(ys) {
                    let (Some([n, s]), Some([m, t])) = (x.as_list(), y.as_list()) else { return false };
                    let (Some(n), Some(m)) = (n.symbol_name(), m.symbol_name()) else { return false };
                    if self.taken(m) || !self.term(s, t) {
                        return false;
                    }
                    names.push((n.to_string(), Bound::Kept(m.to_string())));
                }
                let k = self.scope.len();
                self.scope.extend(names);
                let ok = self.term(&a[2], &b[2]);
                self.scope.truncate(k);
                ok
            }
            Some("lambda") => p == c && self.scope.is_empty(),
            _ => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| self.term(x, y)),
        }
    }
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
        // An instance of the skolemized body's own quantifier at the skolem constant is implied
        // by the skolemization (`skolemize-proof`'s every instance); one at another term is not,
        // and nor is one beside a skolemization that does not give the constant its meaning.
        let with =
            |instance: &str| renamed.replace("(assert (not (P 0 0)))", &format!("{instance}\n(assert (not (P 0 0)))"));
        let v = verdict(&unit(q), &unit(&with("(assert (P c 5))")));
        assert!(v.never_weakens(), "{v:?}");
        assert!(v.admitted.iter().any(|a| a.kind == Admit::Instance), "{v:?}");
        assert!(!verdict(&unit(q), &unit(&with("(assert (P 5 5))"))).never_weakens());
        let broken = captured.replace("(assert (not (P 0 0)))", "(assert (P c 5))\n(assert (not (P 0 0)))");
        assert!(!verdict(&unit(q), &unit(&broken)).never_weakens());
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
        // In any place (left of `=>`, under `ite`, inside a `let`'s binding), since the function
        // can pick the witness or the counterexample: sound, if useless where z3 would not
        // skolemize; a nested one too, at a function of the variables kept around it.
        let c = BTreeMap::from([("c".to_string(), Fresh { args: Vec::new(), sort: read("Int"), line: 1 })]);
        for (o, e) in [
            ("(=> (exists ((y Int)) (p y)) (q 0))", "(=> (p c) (q 0))"),
            ("(ite (q 1) (exists ((y Int)) (p y)) (q 0))", "(ite (q 1) (p c) (q 0))"),
            ("(let ((z (exists ((y Int)) (p y)))) (and z (q 0)))", "(let ((z (p c))) (and z (q 0)))"),
        ] {
            assert_eq!(skolemization(&read(o), &read(e), &c), Some(vec!["c".to_string()]), "{o}");
        }
        // Nested: `b` at a function of the kept `a` (renamed `w` in the edited term), then also
        // `a` at a constant (and `b` at one, since nothing is kept around it), then also `d`.
        let nested = read("(not (forall ((a Int)) (exists ((b Int)) (forall ((d Int)) (r a b d)))))");
        let decl = |args: &[&str]| Fresh { args: args.iter().map(|a| read(a)).collect(), sort: read("Int"), line: 1 };
        let syms = BTreeMap::from([
            ("t".to_string(), decl(&["Int"])),
            ("t0".to_string(), decl(&[])),
            ("u".to_string(), decl(&[])),
            ("v".to_string(), decl(&["Int"])),
        ]);
        let check = |e: &str| skolemization(&nested, &read(e), &syms);
        let names = |v: &[&str]| Some(v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(check("(not (forall ((w Int)) (forall ((d Int)) (r w (t w) d))))"), names(&["t"]));
        assert_eq!(check("(not (forall ((d Int)) (r u t0 d)))"), names(&["u", "t0"]));
        assert_eq!(check("(not (forall ((a Int)) (r a (t a) (v a))))"), names(&["t", "v"]));
        // A wrong argument, a function where a constant is due, a symbol used twice, and a
        // kept binder that shadows the function's argument: refused.
        assert_eq!(check("(not (forall ((a Int)) (forall ((d Int)) (r a (t d) d))))"), None);
        assert_eq!(check("(not (forall ((d Int)) (r u (t u) d)))"), None);
        assert_eq!(check("(not (forall ((a Int)) (r a (t a) (t a))))"), None);
        assert_eq!(check("(not (forall ((a Int)) (forall ((a Int)) (r a (t a) a))))"), None);
        // The goal: `(not (forall ((x Int)) …))` skolemized keeps the proof obligation.
        let q = "(declare-fun P (Int) Bool)\n(assert (forall ((x Int)) (P x)))\n(assert (not (forall ((x Int)) (P x))))\n(check-sat)\n";
        let goal = q.replace("(assert (not (forall ((x Int)) (P x))))", "(declare-fun c () Int)\n(assert (not (P c)))");
        let v = verdict(&unit(q), &unit(&goal));
        assert!(v.never_weakens(), "{v:?}");
        let other =
            q.replace("(assert (not (forall ((x Int)) (P x))))", "(declare-fun c () Int)\n(assert (not (P 0)))");
        assert!(!verdict(&unit(q), &unit(&other)).never_weakens(), "a goal about another value");
    }

    /// What `skolemize_existentials` makes of every kind of place (the goal's existential
    /// through a `let` included) passes the rule; so do instances at its functions, asserted
    /// before the goal after their declarations.
    #[test]
    fn the_skolemization_wobble_makes_never_weakens() {
        let text = std::fs::read_to_string("tests/data/smt2/skolem_shapes.smt2").unwrap();
        let without_goals = text.replace("(let ((g (forall ((z Int)) (p z)))) (=> (p 2) g))", "(p 2)");
        for (text, skolemized) in [(&text, 1), (&without_goals, 2)] {
            let original = unit(text);
            let sk = crate::smt::edit::skolem::skolemize_existentials(&original).unwrap();
            let v = verdict(&original, &sk.unit);
            assert!(v.never_weakens(), "{v:?}\n{}", sk.unit.text());
            assert_eq!(v.admitted.iter().filter(|a| a.kind == Admit::Skolemization).count(), skolemized, "{v:?}");
        }
        // An instance of `(forall ((u Int)) (exists …))` at the goal's constant is implied; a fact
        // about it that no original quantifier implies is not.
        let original = unit(&text);
        let sk = crate::smt::edit::skolem::skolemize_existentials(&original).unwrap();
        let with = |line: &str| sk.unit.text().replace("(assert (not (let", &format!("{line}\n(assert (not (let"));
        let v = verdict(&original, &unit(&with("(assert (exists ((y Int)) (r sk!a4!z y)))")));
        assert!(v.never_weakens(), "{v:?}");
        assert!(!verdict(&original, &unit(&with("(assert (r 1 sk!a4!z))"))).never_weakens());
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
