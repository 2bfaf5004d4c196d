//! Cazamariposas' `inst_keep` and `inst_replace` (CADE 2025) with instances from the query's own
//! terms rather than a proof, made on the user's text (the proof-based edits and skolemization
//! are [`crate::smt::edit::instantiate`]'s):
//!
//! - **instantiate** ([`instantiate`]): a quantified hypothesis's instances at the query's own
//!   ground terms (one round of E-matching done by explain: each `:pattern` of the quantifier
//!   matched against the ground applications of declared functions that the query writes), as
//!   assertions beside it (`instantiate`: for a quantifier the failing runs instantiate less) or
//!   in its place (`instantiate-replace`: for one they instantiate more, a matching loop cut to
//!   its first round). An instance is implied by the quantifier; deleting a hypothesis only
//!   removes an assumption, so neither weakens the proof.
//!
//! The never-weaken check ([`super::never_weaken::smt`]) admits instances of the original's
//! quantified assertions.

use crate::smt::text::sexp::Sexp;
use crate::smt::text::term::{binding, symbols, unannotated};
use crate::smt::text::unit::{CommandKind, Unit};
use std::collections::{BTreeSet, HashMap};

/// Byte span of the command that unit `u`'s assertion `index` is, in the file's `text`.
pub fn span_in_file(text: &str, u: &Unit, index: usize) -> Option<std::ops::Range<usize>> {
    let a = u.assertions().into_iter().nth(index)?;
    let command = &u.text()[a.span.clone()];
    let line_start = if a.line <= 1 { 0 } else { text.match_indices('\n').nth(a.line - 2).map(|(i, _)| i + 1)? };
    let at = line_start + text[line_start..].find(command)?;
    Some(at..at + command.len())
}

/// Instances made per quantifier at most.
pub const INSTANCES: usize = 8;

/// Ground terms collected per query at most (a large query is matched against the first ones).
const GROUND_TERMS: usize = 20_000;

/// Partial bindings kept while joining the terms of a multi-pattern.
const BINDINGS: usize = 64;

/// The names and sorts of a binder's variable list `((x Int) (y T))` (a malformed item left out).
fn binders(vars: &Sexp) -> Vec<(String, Sexp)> {
    vars.as_list().map(|l| l.iter().filter_map(binding).collect()).unwrap_or_default()
}

/// The names a `let`'s bindings `((a t) (b u))` bind.
fn let_names(bindings: &Sexp) -> Vec<String> {
    bindings
        .as_list()
        .map(|l| l.iter().filter_map(|b| b.as_list()?.first()?.symbol_name().map(str::to_string)).collect())
        .unwrap_or_default()
}

/// The functions the unit declares or defines (names).
pub fn declared_functions(unit: &Unit) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for c in unit.commands() {
        if !matches!(c.kind, CommandKind::Declare(_) | CommandKind::Other(_)) {
            continue;
        }
        let Ok(s) = c.sexp() else { continue };
        if matches!(s.head(), Some("declare-fun" | "declare-const" | "define-fun" | "define-fun-rec" | "define-const"))
        {
            if let Some(n) = s.as_list().and_then(|l| l.get(1)).and_then(Sexp::symbol_name) {
                out.insert(n.to_string());
            }
        }
    }
    out
}

/// Collects the ground applications of `functions` in `s` (no variable of `bound` in them);
/// returns whether `s` is ground.
fn ground(
    s: &Sexp,
    bound: &mut Vec<String>,
    functions: &BTreeSet<String>,
    out: &mut Vec<Sexp>,
    seen: &mut BTreeSet<String>,
) -> bool {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let Some(l) = s.as_list() else {
            return s.symbol_name().is_none_or(|n| !bound.iter().any(|b| b == n));
        };
        match s.head() {
            Some("forall" | "exists" | "lambda") if l.len() >= 3 => {
                let names: Vec<String> = binders(&l[1]).into_iter().map(|(n, _)| n).collect();
                let k = names.len();
                bound.extend(names);
                ground(&l[2], bound, functions, out, seen);
                bound.truncate(bound.len() - k);
                false
            }
            Some("let") if l.len() >= 3 => {
                if let Some(bs) = l[1].as_list() {
                    for b in bs {
                        if let Some(t) = b.as_list().and_then(|x| x.get(1)) {
                            ground(t, bound, functions, out, seen);
                        }
                    }
                }
                let names = let_names(&l[1]);
                let k = names.len();
                bound.extend(names);
                ground(&l[2], bound, functions, out, seen);
                bound.truncate(bound.len() - k);
                false
            }
            Some("!") if l.len() >= 2 => ground(&l[1], bound, functions, out, seen),
            head => {
                let mut all = true;
                for x in l {
                    all &= ground(x, bound, functions, out, seen);
                }
                if all && head.is_some_and(|h| functions.contains(h)) && out.len() < GROUND_TERMS {
                    let printed = s.to_string();
                    if seen.insert(printed) {
                        out.push(s.clone());
                    }
                }
                all
            }
        }
    })
}

/// The ground applications of declared functions in the unit's assertions, each once.
pub fn ground_terms(unit: &Unit) -> Vec<Sexp> {
    let functions = declared_functions(unit);
    let (mut out, mut seen) = (Vec::new(), BTreeSet::new());
    for a in unit.assertions() {
        if let Ok(s) = a.sexp() {
            ground(s, &mut Vec::new(), &functions, &mut out, &mut seen);
        }
    }
    out
}

/// Whether ground `g` is pattern `p` with `vars` bound consistently in `binding`.
fn matches(p: &Sexp, g: &Sexp, vars: &[String], binding: &mut HashMap<String, Sexp>) -> bool {
    if let Some(name) = p.symbol_name().filter(|n| vars.iter().any(|v| v == n)) {
        return match binding.get(name) {
            Some(b) => b == g,
            None => {
                binding.insert(name.to_string(), g.clone());
                true
            }
        };
    }
    match (p.as_list(), g.as_list()) {
        (Some(a), Some(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| matches(x, y, vars, binding)),
        (None, None) => p == g,
        _ => false,
    }
}

/// `s` with the free occurrences of `map`'s names replaced.
fn substitute(s: &Sexp, map: &HashMap<String, Sexp>) -> Sexp {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let Some(l) = s.as_list() else {
            return s.symbol_name().and_then(|n| map.get(n)).cloned().unwrap_or_else(|| s.clone());
        };
        let shadowed: Vec<String> = match s.head() {
            Some("forall" | "exists" | "lambda") if l.len() >= 3 => {
                binders(&l[1]).into_iter().map(|(n, _)| n).collect()
            }
            Some("let") if l.len() >= 3 => let_names(&l[1]),
            _ => Vec::new(),
        };
        if shadowed.is_empty() {
            return Sexp::List(l.iter().map(|x| substitute(x, map)).collect());
        }
        let mut inner = map.clone();
        inner.retain(|k, _| !shadowed.contains(k));
        let mut out = Vec::with_capacity(l.len());
        for (i, x) in l.iter().enumerate() {
            out.push(match (s.head(), i) {
                // A let's bound terms are outside its scope.
                (Some("let"), 1) => Sexp::List(
                    x.as_list()
                        .unwrap_or(&[])
                        .iter()
                        .map(|b| match b.as_list() {
                            Some([n, t]) => Sexp::List(vec![n.clone(), substitute(t, map)]),
                            _ => b.clone(),
                        })
                        .collect(),
                ),
                (_, 0 | 1) => x.clone(),
                _ => substitute(x, &inner),
            });
        }
        Sexp::List(out)
    })
}

/// Every symbol a binder inside `s` binds.
fn inner_binders(s: &Sexp, out: &mut BTreeSet<String>) {
    let Some(l) = s.as_list() else { return };
    match s.head() {
        Some("forall" | "exists" | "lambda") if l.len() >= 3 => out.extend(binders(&l[1]).into_iter().map(|(n, _)| n)),
        Some("let") if l.len() >= 3 => out.extend(let_names(&l[1])),
        _ => {}
    }
    l.iter().for_each(|x| inner_binders(x, out));
}

/// The instances (each an `(assert …)` command, printed) of the quantified assertion `index` of
/// `unit` at the ground terms `terms` (see the module doc), at most [`INSTANCES`]; empty when the
/// assertion is no `forall` with patterns or no pattern matches.
pub fn instances(unit: &Unit, index: usize, terms: &[Sexp]) -> Vec<String> {
    let Some(a) = unit.assertions().into_iter().nth(index) else { return Vec::new() };
    let Some(q) = a.term().map(unannotated) else { return Vec::new() };
    let Some(l) = q.as_list().filter(|l| q.head() == Some("forall") && l.len() >= 3) else { return Vec::new() };
    let vars: Vec<String> = binders(&l[1]).into_iter().map(|(n, _)| n).collect();
    let Some(annotated) = l[2].as_list().filter(|_| l[2].head() == Some("!")) else { return Vec::new() };
    let body = unannotated(&l[2]);
    let mut captured = BTreeSet::new();
    inner_binders(body, &mut captured);
    let mut out: Vec<String> = Vec::new();
    for w in annotated.windows(2) {
        let (Sexp::Keyword(k), Some(pattern)) = (&w[0], w[1].as_list()) else { continue };
        if k != "pattern" {
            continue;
        }
        let mut bindings: Vec<HashMap<String, Sexp>> = vec![HashMap::new()];
        for p in pattern {
            let mut next = Vec::new();
            for b in &bindings {
                for g in terms.iter().filter(|g| g.head().is_some() && g.head() == p.head()) {
                    let mut nb = b.clone();
                    if matches(p, g, &vars, &mut nb) {
                        next.push(nb);
                        if next.len() >= BINDINGS {
                            break;
                        }
                    }
                }
                if next.len() >= BINDINGS {
                    break;
                }
            }
            bindings = next;
        }
        for b in bindings.into_iter().filter(|b| vars.iter().all(|v| b.contains_key(v))) {
            let mut used = BTreeSet::new();
            b.values().for_each(|t| symbols(t, &mut used));
            if used.iter().any(|u| captured.contains(u)) {
                continue;
            }
            let instance = format!("(assert {})", substitute(body, &b));
            if !out.contains(&instance) {
                out.push(instance);
            }
            if out.len() >= INSTANCES {
                return out;
            }
        }
    }
    out
}

/// The file's text with the instances of the quantified assertion `index` of `unit` at the
/// query's ground terms added (`replace`: the quantifier deleted too), and the number of
/// instances; `None` when there is none. The instances stand just before the goal, where every
/// symbol of the query is declared: a ground term can be a constant declared after the
/// quantifier (Boogie declares a VC's constants after its prelude's axioms), and an instance
/// beside the quantifier would use it undeclared (z3 rejects the text and answers no run).
pub fn instantiate(text: &str, unit: &Unit, index: usize, replace: bool) -> Option<(String, usize)> {
    let found = instances(unit, index, &ground_terms(unit));
    if found.is_empty() || Some(index) == unit.goal() {
        return None;
    }
    let goal = span_in_file(text, unit, unit.goal()?)?;
    let line_start = text[..goal.start].rfind('\n').map_or(0, |i| i + 1);
    let at = if text[line_start..goal.start].trim().is_empty() { line_start } else { goal.start };
    let span = span_in_file(text, unit, index)?;
    let lines = found.join("\n");
    let before_goal = format!("{}{lines}\n{}", &text[..at], &text[at..]);
    if !replace {
        return Some((before_goal, found.len()));
    }
    // The quantifier precedes the goal, so its span is where it was; its line goes when it fills it.
    let line_end = text[span.end..].find('\n').map_or(text.len(), |i| span.end + i + 1);
    let first = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
    let whole = text[first..span.start].trim().is_empty() && text[span.end..line_end].trim().is_empty();
    let cut = if whole { first..line_end } else { span };
    (cut.end <= at).then(|| (format!("{}{}", &before_goal[..cut.start], &before_goal[cut.end..]), found.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const Q: &str =
        "(declare-fun f (Int) Int)\n(declare-fun g (Int Int) Bool)\n(declare-fun a () Int)\n(declare-fun b () Int)\n\
        (assert (forall ((x Int)) (! (> (f x) (f (+ x 1))) :pattern ((f x)) :qid loop)))\n\
        (assert (forall ((x Int) (y Int)) (! (=> (g x y) (= x y)) :pattern ((g x y)) :qid gq)))\n\
        (assert (exists ((z Int)) (! (> (f z) a) :qid ex)))\n\
        (assert (not (forall ((w Int)) (<= (f w) b))))\n\
        (assert (not (=> (g a b) (> (f a) (f b)))))\n(check-sat)\n";

    fn unit() -> Unit {
        Unit::single("q", Q).unwrap()
    }

    #[test]
    fn instances_are_the_patterns_matched_against_the_ground_terms() {
        let u = unit();
        let terms: Vec<String> = ground_terms(&u).iter().map(ToString::to_string).collect();
        assert_eq!(terms, ["(g a b)", "(f a)", "(f b)"], "bound variables are not ground");
        let loops = instances(&u, 0, &ground_terms(&u));
        assert_eq!(loops, ["(assert (> (f a) (f (+ a 1))))", "(assert (> (f b) (f (+ b 1))))"]);
        assert_eq!(instances(&u, 1, &ground_terms(&u)), ["(assert (=> (g a b) (= a b)))"]);
        assert!(instances(&u, 2, &ground_terms(&u)).is_empty(), "an existential has no instances");
        // Added before the goal, with the quantifier kept or deleted.
        let (kept, n) = instantiate(Q, &u, 0, false).unwrap();
        assert_eq!(n, 2);
        assert!(kept.contains(":qid loop)))\n(assert (forall ((x Int) (y Int))"), "{kept}");
        assert!(
            kept.contains("(assert (> (f a) (f (+ a 1))))\n(assert (> (f b) (f (+ b 1))))\n(assert (not (=> (g a b)"),
            "{kept}"
        );
        let (replaced, _) = instantiate(Q, &u, 0, true).unwrap();
        assert!(!replaced.contains(":qid loop") && replaced.contains("(assert (> (f b) (f (+ b 1))))"), "{replaced}");
        assert!(replaced.starts_with("(declare-fun f (Int) Int)\n(declare-fun g (Int Int) Bool)\n(declare-fun a () Int)\n(declare-fun b () Int)\n(assert (forall ((x Int) (y Int))"), "{replaced}");
        assert!(instantiate(Q, &u, 4, false).is_none(), "the goal");
    }

    /// Issue 49, gap 3: Boogie declares a VC's constants after its prelude's axioms, so an
    /// instance at the goal's terms written beside the axiom used them undeclared; z3 rejected
    /// the edited query and `instantiate` on Powers.FastPow answered no run (0/0). Now every
    /// symbol of the instances is declared before them.
    #[test]
    fn instances_at_constants_declared_after_the_quantifier_come_after_their_declarations() {
        let q = "(declare-fun f (Int) Int)\n\
            (assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)) :qid pos)))\n\
            (declare-fun c () Int)\n(push 1)\n(assert (not (> (f c) 0)))\n(check-sat)\n";
        let u = Unit::single("q", q).unwrap();
        for replace in [false, true] {
            let (t, n) = instantiate(q, &u, 0, replace).unwrap();
            assert_eq!(n, 1);
            let (decl, inst) = (t.find("(declare-fun c () Int)").unwrap(), t.find("(assert (> (f c) 0))").unwrap());
            assert!(decl < inst, "the instance uses c after its declaration: {t}");
            assert_eq!(t.contains(":qid pos"), !replace, "{t}");
        }
    }
}
