//! Trigger-aware relevance pruning of a verifier's query (the rule of Shake, FMCAD 2024, and of
//! Boogie's `/prune`): keep the assertions that can take part in a proof of the goal *by
//! E-matching*, including those that only supply trigger terms, which an unsat core leaves out
//! (a core records which assertions the refutation used, not which ground terms made a
//! quantifier fire, so a query cut to a core can be unsolvable).
//!
//! The rule, over the symbols the unit declares or defines (`declare-fun`, `declare-const`,
//! `define-fun`, `define-const`, `define-fun-rec`; bound variables and sorts are not symbols):
//! - the **live** symbols start as the goal assertion's ([`Unit::goal`]);
//! - an assertion **without a quantifier** joins when it mentions a live symbol;
//! - a **quantified** assertion (one whose term has a `forall` or `exists` under it) joins only
//!   when every symbol of at least one trigger of one of its outermost quantifiers is live.
//!   A trigger is a `:pattern` as written; for a quantifier without one, the triggers are what
//!   z3 would have to choose from (the **fallback**, counted in [`Shaken::fallback`]): each
//!   application of a declared function in its body that mentions every bound variable; when
//!   no single application does, one trigger of all the declared functions applied to a bound
//!   variable in the body. A quantifier with no such application at all (arithmetic only) has
//!   no trigger and joins like an assertion without a quantifier. An assertion whose term is
//!   itself an `exists` or a negated `forall` is skolemized, never instantiated: it joins like
//!   one without a quantifier, and so does a quantified assertion through the symbols it has
//!   outside every quantifier (its ground part is asserted as it is);
//! - a joining assertion makes all its symbols live, and so does the definition of a live
//!   symbol; this repeats until nothing changes.
//!
//! The goal is always kept; so is an assertion that mentions no symbol (nothing to judge it by).
//! Declarations, options, `push`/`pop` and the check stay as written
//! ([`super::prune::keep_assertions`]). [`shake`] returns the kept assertions and the text.

use super::prune::keep_assertions;
use crate::error::{ErrorKind, HasKind};
use crate::smt::text::sexp::{ReadError, Sexp};
use crate::smt::text::unit::{CommandKind, Unit};
use std::collections::{BTreeMap, BTreeSet};
use thiserror::Error;

/// A unit pruned by the trigger-aware rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shaken {
    /// The kept assertions ([`Unit::assertions`] indices), the goal among them, in order.
    pub kept: Vec<usize>,
    /// The unit's assertions.
    pub total: usize,
    /// Quantifiers (of kept or dropped assertions) without a `:pattern`, judged by the fallback.
    pub fallback: usize,
    /// The unit's text with only the kept assertions.
    pub text: String,
}

/// Why a unit cannot be shaken.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotShaken {
    #[error("the query has no assertion (no goal to start from)")]
    NoGoal,
    #[error("line {line}: the command does not read as an s-expression: {message}")]
    Unreadable { line: usize, message: String },
}

impl HasKind for NotShaken {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// One trigger: the symbols it needs live.
type Trigger = BTreeSet<String>;

/// What the rule needs of one assertion.
#[derive(Debug, Default)]
struct Facts {
    /// Every declared symbol it mentions.
    symbols: BTreeSet<String>,
    /// Declared symbols outside every quantifier (its ground part).
    ground: BTreeSet<String>,
    /// The triggers of its outermost quantifiers; `None` when it joins like an assertion
    /// without a quantifier.
    triggers: Option<Vec<Trigger>>,
    /// Its quantifiers judged by the fallback.
    fallback: usize,
}

/// The declared symbols of `s` that are not bound in it (`bound`: names bound around `s`).
fn free_symbols(s: &Sexp, declared: &BTreeSet<String>, bound: &mut Vec<String>, out: &mut BTreeSet<String>) {
    if let Some(n) = s.symbol_name() {
        if declared.contains(n) && !bound.iter().any(|b| b == n) {
            out.insert(n.to_string());
        }
        return;
    }
    let Some(items) = s.as_list() else { return };
    match (s.head(), items) {
        (Some("forall" | "exists"), [_, vars, body]) => {
            let n = bound.len();
            bound.extend(binder_names(vars));
            free_symbols(body, declared, bound, out);
            bound.truncate(n);
        }
        (Some("let"), [_, bindings, body]) => {
            for b in bindings.as_list().unwrap_or_default() {
                if let Some(t) = b.as_list().and_then(|l| l.get(1)) {
                    free_symbols(t, declared, bound, out);
                }
            }
            let n = bound.len();
            bound.extend(binder_names(bindings));
            free_symbols(body, declared, bound, out);
            bound.truncate(n);
        }
        // `(! term :pattern (…) :qid q …)`: patterns are terms; attribute values such as a
        // `:qid` or `:named` name are not.
        (Some("!"), [_, term, attrs @ ..]) => {
            free_symbols(term, declared, bound, out);
            let mut it = attrs.iter();
            while let Some(a) = it.next() {
                if matches!(a, Sexp::Keyword(k) if k == "pattern" || k == "no-pattern") {
                    if let Some(v) = it.next() {
                        free_symbols(v, declared, bound, out);
                    }
                }
            }
        }
        _ => items.iter().for_each(|x| free_symbols(x, declared, bound, out)),
    }
}

/// The names of a binder list `((x Int) (y Bool))`.
fn binder_names(vars: &Sexp) -> Vec<String> {
    (vars.as_list().unwrap_or_default().iter())
        .filter_map(|v| v.as_list().and_then(|l| l.first()).and_then(Sexp::symbol_name).map(str::to_string))
        .collect()
}

/// The body of a quantifier's `(! body attrs…)` and its explicit `:pattern`s.
fn body_and_patterns(body: &Sexp) -> (&Sexp, Vec<&Sexp>) {
    let mut patterns = Vec::new();
    let mut term = body;
    while let (Some("!"), Some([_, inner, attrs @ ..])) = (term.head(), term.as_list()) {
        let mut it = attrs.iter();
        while let Some(a) = it.next() {
            if matches!(a, Sexp::Keyword(k) if k == "pattern") {
                if let Some(v) = it.next() {
                    patterns.push(v);
                }
            }
        }
        term = inner;
    }
    (term, patterns)
}

/// The applications `(f …)` of declared functions in `s`, with the bound variables (of `vars`)
/// each mentions.
fn applications<'a>(s: &'a Sexp, declared: &BTreeSet<String>, vars: &[String], out: &mut Vec<(&'a Sexp, usize)>) {
    let Some(items) = s.as_list() else { return };
    if let Some(h) = s.head() {
        if declared.contains(h) && items.len() > 1 {
            let mut atoms = BTreeSet::new();
            mentioned(s, &mut atoms);
            out.push((s, vars.iter().filter(|v| atoms.contains(v.as_str())).count()));
        }
    }
    items.iter().for_each(|x| applications(x, declared, vars, out));
}

/// Every symbol atom of `s`.
fn mentioned<'a>(s: &'a Sexp, out: &mut BTreeSet<&'a str>) {
    match s.as_list() {
        Some(l) => l.iter().for_each(|x| mentioned(x, out)),
        None => {
            if let Some(n) = s.symbol_name() {
                out.insert(n);
            }
        }
    }
}

/// The triggers of one quantifier (`vars`, `body` as written) and whether they are the
/// fallback; no trigger when its body applies no declared function to a bound variable.
fn quantifier_triggers(vars: &Sexp, body: &Sexp, declared: &BTreeSet<String>) -> (Vec<Trigger>, bool) {
    let names = binder_names(vars);
    let symbols = |t: &Sexp| {
        let mut out = BTreeSet::new();
        free_symbols(t, declared, &mut names.clone(), &mut out);
        out
    };
    let (term, patterns) = body_and_patterns(body);
    if !patterns.is_empty() {
        return (patterns.into_iter().map(symbols).collect(), false);
    }
    let mut apps = Vec::new();
    applications(term, declared, &names, &mut apps);
    let covering: Vec<Trigger> = apps.iter().filter(|(_, n)| *n == names.len()).map(|(a, _)| symbols(a)).collect();
    if !covering.is_empty() {
        return (covering, true);
    }
    let heads: Trigger =
        (apps.iter().filter(|(_, n)| *n > 0)).filter_map(|(a, _)| a.head().map(str::to_string)).collect();
    if heads.is_empty() {
        (Vec::new(), true)
    } else {
        (vec![heads], true)
    }
}

/// Walks `s` outside any quantifier: collects the ground symbols and the outermost quantifiers'
/// triggers (see the module doc).
fn outermost(s: &Sexp, declared: &BTreeSet<String>, facts: &mut Facts, any_quantifier: &mut bool) {
    if let Some(n) = s.symbol_name() {
        if declared.contains(n) {
            facts.ground.insert(n.to_string());
        }
        return;
    }
    let Some(items) = s.as_list() else { return };
    match (s.head(), items) {
        (Some("forall" | "exists"), [_, vars, body]) => {
            *any_quantifier = true;
            let (triggers, fallback) = quantifier_triggers(vars, body, declared);
            facts.fallback += usize::from(fallback);
            if triggers.is_empty() {
                // No trigger z3 could use: judged by its symbols, like a ground assertion.
                let mut all = BTreeSet::new();
                free_symbols(s, declared, &mut Vec::new(), &mut all);
                facts.ground.extend(all);
            } else if let Some(t) = facts.triggers.as_mut() {
                t.extend(triggers);
            }
        }
        (Some("!"), [_, term, ..]) => outermost(term, declared, facts, any_quantifier),
        _ => items.iter().for_each(|x| outermost(x, declared, facts, any_quantifier)),
    }
}

/// Whether the assertion's term (under `!`) is an `exists` or a `(not (forall …))`: skolemized.
fn skolemized(term: &Sexp) -> bool {
    let mut t = term;
    while let (Some("!"), Some(l)) = (t.head(), t.as_list()) {
        match l.get(1) {
            Some(x) => t = x,
            None => return false,
        }
    }
    match t.head() {
        Some("exists") => true,
        Some("not") => t.as_list().and_then(|l| l.get(1)).and_then(Sexp::head) == Some("forall"),
        _ => false,
    }
}

fn facts_of(term: &Sexp, declared: &BTreeSet<String>) -> Facts {
    let mut facts = Facts { triggers: Some(Vec::new()), ..Facts::default() };
    free_symbols(term, declared, &mut Vec::new(), &mut facts.symbols);
    let mut any = false;
    if !skolemized(term) {
        outermost(term, declared, &mut facts, &mut any);
    }
    if !any {
        facts.triggers = None;
        facts.ground = facts.symbols.clone();
    }
    facts
}

/// A command of the unit as read, or why the one at `line` does not read.
fn read<'s>(line: usize, s: Result<&'s Sexp, &ReadError>) -> Result<&'s Sexp, NotShaken> {
    s.map_err(|e| NotShaken::Unreadable { line, message: e.to_string() })
}

/// The unit pruned by the trigger-aware rule (see the module doc).
pub fn shake(unit: &Unit) -> Result<Shaken, NotShaken> {
    let goal = unit.goal().ok_or(NotShaken::NoGoal)?;
    let mut declared = BTreeSet::new();
    let mut bodies = Vec::new();
    for c in unit.commands() {
        if !matches!(c.kind, CommandKind::Declare(_) | CommandKind::Other(_)) {
            continue;
        }
        let s = read(c.line, c.sexp())?;
        let Some(name) = s.as_list().and_then(|l| l.get(1)).and_then(Sexp::symbol_name) else { continue };
        match s.head() {
            Some("declare-fun" | "declare-const") => {
                declared.insert(name.to_string());
            }
            Some("define-fun" | "define-const" | "define-fun-rec") => {
                declared.insert(name.to_string());
                bodies.push((name.to_string(), s));
            }
            _ => {}
        }
    }
    let mut definitions: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (name, s) in &bodies {
        let mut used = BTreeSet::new();
        if let Some(l) = s.as_list() {
            // `(define-fun f ((x Int)) Int body)`: the parameters are bound in the body.
            let params = l.get(2).map(binder_names).unwrap_or_default();
            l.get(3..)
                .unwrap_or_default()
                .iter()
                .for_each(|x| free_symbols(x, &declared, &mut params.clone(), &mut used));
        }
        definitions.insert(name.clone(), used);
    }
    let assertions = unit.assertions();
    let mut facts = Vec::with_capacity(assertions.len());
    for a in &assertions {
        let s = read(a.line, a.sexp())?;
        let term = s.as_list().and_then(|l| l.get(1)).unwrap_or(s);
        facts.push(facts_of(term, &declared));
    }
    let mut live: BTreeSet<String> = facts.get(goal).map(|f| f.symbols.clone()).unwrap_or_default();
    let mut kept: Vec<bool> = (0..facts.len()).map(|i| i == goal || facts[i].symbols.is_empty()).collect();
    loop {
        let before = live.len();
        for (name, used) in &definitions {
            if live.contains(name) {
                live.extend(used.iter().cloned());
            }
        }
        for (i, f) in facts.iter().enumerate() {
            if kept[i] {
                continue;
            }
            let by_ground = f.ground.iter().any(|x| live.contains(x));
            let by_trigger = (f.triggers.iter().flatten()).any(|t| t.iter().all(|x| live.contains(x)));
            if by_ground || by_trigger {
                kept[i] = true;
                live.extend(f.symbols.iter().cloned());
            }
        }
        if live.len() == before {
            break;
        }
    }
    let kept: Vec<usize> = (0..facts.len()).filter(|&i| kept[i]).collect();
    Ok(Shaken {
        text: keep_assertions(unit, &kept),
        total: facts.len(),
        fallback: facts.iter().map(|f| f.fallback).sum(),
        kept,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::observation::prune::find_core;
    use crate::smt::perturbation::mutate::Perturbation;
    use crate::smt::solving::cache::QueryCache;
    use crate::smt::solving::solve::{Answer, Solver, SolverKind};
    use std::time::Duration;

    /// A0 fires only on `g` terms; A1 only supplies the term `(g a)`; A2 shares `f` with the goal
    /// but fires only on `k` terms, which nothing kept supplies; A3 and A4 are unrelated.
    const Q: &str = "(set-option :smt.mbqi false)\n(set-option :auto_config false)\n\
        (declare-fun f (Int) Int)\n(declare-fun g (Int) Int)\n(declare-fun h (Int) Int)\n(declare-fun k (Int) Int)\n\
        (declare-const a Int)\n(declare-const b Int)\n\
        (assert (forall ((x Int)) (! (> (f x) 0) :pattern ((g x)) :qid pos)))\n\
        (assert (= (h a) (g a)))\n\
        (assert (forall ((y Int)) (! (= (f y) (k y)) :pattern ((k y)) :qid fk)))\n\
        (assert (> b 0))\n\
        (assert (forall ((y Int)) (! (< (k y) 0) :pattern ((k y)) :qid kneg)))\n\
        (assert (not (> (f a) 0)))\n(check-sat)\n";

    #[test]
    fn triggers_decide_which_quantified_assertions_join() {
        let u = Unit::single("q", Q).unwrap();
        let s = shake(&u).unwrap();
        // A2 mentions the live `f`, but its trigger needs `k`: Shake without triggers
        // (explain's relevance) keeps it, the trigger-aware rule does not.
        assert_eq!(s.kept, [0, 1, 5]);
        assert_eq!((s.total, s.fallback), (6, 0));
        assert!(s.text.contains("(= (h a) (g a))") && !s.text.contains(":qid fk") && !s.text.contains("(> b 0)"));
        assert!(s.text.starts_with("(set-option :smt.mbqi false)") && s.text.contains("(declare-fun k (Int) Int)"));
    }

    #[test]
    fn without_patterns_the_fallback_is_the_bodys_applications() {
        let text = "(declare-fun f (Int) Int)\n(declare-fun g (Int Int) Int)\n(declare-fun p (Int) Bool)\n\
            (declare-const a Int)\n(declare-const c Int)\n(define-fun d ((x Int)) Int (f x))\n\
            (assert (forall ((x Int) (y Int)) (=> (p x) (> (g x y) 0))))\n\
            (assert (forall ((x Int) (y Int)) (> (+ (f x) (f y)) c)))\n\
            (assert (forall ((x Int)) (> x (- x 1))))\n\
            (assert (exists ((z Int)) (= (p z) (p a))))\n\
            (assert (let ((t (d a))) (> t 0)))\n\
            (assert (not (> (g a a) 0)))\n(check-sat)\n";
        let u = Unit::single("q", text).unwrap();
        let s = shake(&u).unwrap();
        // 0: (g x y) covers both bound variables and `g` is live: joins, making `p` live.
        // 1: no single application covers x and y: the trigger is {f}, which only 4's `d`
        //    (whose definition uses f) makes live. 2: no application: judged by its symbols
        //    (none: kept). 3: a top-level exists joins through `p` or `a`. 4: shares `a`.
        assert_eq!(s.kept, [0, 1, 2, 3, 4, 5]);
        assert_eq!(s.fallback, 3);
        let without_d = text.replace("(assert (let ((t (d a))) (> t 0)))\n", "");
        let s = shake(&Unit::single("q", &without_d).unwrap()).unwrap();
        assert_eq!(s.kept, [0, 2, 3, 4], "nothing makes f live: {:?}", s.kept);
        assert_eq!(shake(&Unit::single("q", "(check-sat)\n").unwrap()), Err(NotShaken::NoGoal));
    }

    #[test]
    fn a_core_drops_the_term_supplier_and_the_trigger_aware_pruning_keeps_it() {
        let z3 = Solver::default_for(SolverKind::Z3).expect("z3 on PATH");
        let dir = tempfile::tempdir().unwrap();
        let cache = QueryCache::new(dir.path().join("cache"));
        let t = Duration::from_secs(30);
        let u = Unit::single("q", Q).unwrap();
        let whole = cache.solve_script(&z3, &z3.script_of(Q.to_string()), dir.path(), t).0;
        assert_eq!(whole.answer, Answer::Unsat);
        let found = find_core(&z3, &cache, &u, [Perturbation::identity()], 1, dir.path(), t).expect("a core");
        // z3 names the instantiated axiom and the goal, not the axiom that supplied `(g a)`.
        assert!(found.core.assertions.contains(&0) && !found.core.assertions.contains(&1), "{:?}", found.core);
        let core_only = keep_assertions(&u, &found.core.assertions);
        let r = cache.solve_script(&z3, &z3.script_of(core_only), dir.path(), t).0;
        assert_eq!(r.answer, Answer::Unknown, "the core alone starves A0 of its trigger term");
        let s = shake(&u).unwrap();
        assert!(s.kept.contains(&1));
        let r = cache.solve_script(&z3, &z3.script_of(s.text), dir.path(), t).0;
        assert_eq!(r.answer, Answer::Unsat, "the trigger-aware pruning keeps the supplier and is proved");
    }
}
