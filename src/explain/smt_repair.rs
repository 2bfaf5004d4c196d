//! The text edits of a verifier's `.smt2` query, made on the user's file (its generators are
//! [`super::query_edits`]).
//!
//! Edits: [`drop_assertion`], [`keep_only`] (prune to the cores, drop the irrelevant),
//! [`narrow_trigger`], [`add_pattern`], and an instance from a trace ([`instance_assertion`])
//! put before the goal ([`insert_before_goal`]).
//!
//! **Never weaken**: every candidate passes [`super::never_weaken::smt::check`] before it is
//! measured.

use super::instances::FoundInstance;
use super::smt_edit::span_in_file;
use super::source::smt_quantifier_text;
use crate::smt::observation::prune::goal;
use crate::smt::text::sexp::{read_one, Sexp};
use crate::smt::text::term::list_at;
use crate::smt::text::unit::Unit;
use std::collections::HashMap;

/// Symbols an instance's terms may use besides the unit's declarations: z3's names of the
/// arithmetic, Boolean and array operators it writes in a trace.
const THEORY: &[&str] = &[
    "+", "-", "*", "/", "div", "mod", "abs", "<=", "<", ">=", ">", "=", "distinct", "ite", "and", "or", "not", "=>",
    "xor", "true", "false", "select", "store", "to_real", "to_int", "is_int",
];

/// Every symbol of `s` (heads and atoms).
fn symbols<'s>(s: &'s Sexp, out: &mut Vec<&'s str>) {
    match s {
        Sexp::Symbol(sym) => out.push(sym.name()),
        Sexp::List(l) => l.iter().for_each(|x| symbols(x, out)),
        _ => {}
    }
}

/// `s` with the free occurrences of `map`'s variables replaced by their terms.
fn substitute(s: &Sexp, map: &HashMap<String, Sexp>) -> Sexp {
    match s {
        Sexp::Symbol(sym) => map.get(sym.name()).cloned().unwrap_or_else(|| s.clone()),
        Sexp::List(l) => {
            // A binder that rebinds a variable hides it in its body.
            let rebinds: Vec<String> = match (s.head(), l.get(1).and_then(Sexp::as_list)) {
                (Some("forall" | "exists" | "let"), Some(bs)) => {
                    bs.iter().filter_map(|b| b.as_list()?.first()?.symbol_name()).map(str::to_string).collect()
                }
                _ => Vec::new(),
            };
            if rebinds.is_empty() {
                Sexp::List(l.iter().map(|x| substitute(x, map)).collect())
            } else {
                let inner: HashMap<String, Sexp> =
                    map.iter().filter(|(k, _)| !rebinds.contains(k)).map(|(k, v)| (k.clone(), v.clone())).collect();
                Sexp::List(l.iter().map(|x| substitute(x, &inner)).collect())
            }
        }
        _ => s.clone(),
    }
}

/// The instance `(assert BODY[x := t])` of the quantifier `found.qid` of `unit` at `found`'s
/// terms, or why it has none: the quantifier must be a top-level assertion that is not the goal
/// (an instance of a hypothesis of the whole query, which [`super::never_weaken::smt::check`] accepts), every variable
/// must have a term, and every symbol of the terms must be declared before the goal (or be one
/// of z3's operators).
pub fn instance_assertion(unit: &Unit, found: &FoundInstance) -> Result<String, String> {
    let assertions = unit.assertions();
    let a = assertions
        .iter()
        .find(|a| a.qids.iter().any(|x| x.trim_matches('|') == found.qid))
        .ok_or_else(|| format!("no assertion carries `{}`", found.qid))?;
    let goal = goal(unit).ok_or("the query has no goal to put the instance before")?;
    if a.index == goal {
        return Err(format!("`{}` is in the goal, not a hypothesis", found.qid));
    }
    let command = a.sexp().map_err(|e| e.message.clone())?;
    let mut t = command.as_list().and_then(|l| l.get(1)).ok_or("an empty assertion")?;
    while t.head() == Some("!") {
        t = t.as_list().and_then(|l| l.get(1)).ok_or("an empty annotation")?;
    }
    let top = || format!("`{}` is not the assertion's top-level quantifier", found.qid);
    let q = t.as_list().filter(|_| t.head() == Some("forall")).ok_or_else(top)?;
    let (Some(vars), Some(mut body)) = (q.get(1).and_then(Sexp::as_list), q.get(2)) else { return Err(top()) };
    let mut own = false;
    while body.head() == Some("!") {
        let l = body.as_list().unwrap_or_default();
        own |= l
            .windows(2)
            .any(|w| matches!(&w[0], Sexp::Keyword(k) if k == "qid") && w[1].symbol_name() == Some(found.qid.as_str()));
        body = l.get(1).ok_or_else(top)?;
    }
    if !own {
        return Err(top());
    }
    let goal_at = assertions[goal].span.start;
    let mut declared: Vec<String> = Vec::new();
    for c in unit.commands().iter().filter(|c| c.span.end <= goal_at) {
        if let Ok(typed) = unit.typed(c) {
            declared.extend(
                crate::smt::text::symbols::declared_symbols(std::slice::from_ref(&typed)).into_iter().map(|d| d.name),
            );
        }
    }
    let mut map = HashMap::new();
    for v in vars {
        let name = v.as_list().and_then(|l| l.first()).and_then(Sexp::symbol_name).ok_or_else(top)?;
        let b =
            found.terms.iter().find(|b| b.var == name).ok_or_else(|| format!("the trace binds no term to `{name}`"))?;
        let term = read_one(&b.term).map_err(|e| format!("`{}` does not read: {}", b.term, e.message))?;
        let mut used = Vec::new();
        symbols(&term, &mut used);
        if let Some(s) = used.iter().find(|s| !THEORY.contains(s) && !declared.iter().any(|d| d == *s)) {
            return Err(format!("`{s}` is not declared before the goal"));
        }
        map.insert(name.to_string(), term);
    }
    Ok(format!("(assert {})", substitute(body, &map)))
}

/// Writes each instance of an `.smt2` subject as its assertion ([`instance_assertion`]), or says
/// why it cannot be.
pub fn write_smt(found: &mut [FoundInstance], units: &[Unit]) {
    for f in found {
        match units.iter().find(|u| u.name() == f.query).map(|u| instance_assertion(u, f)) {
            Some(Ok(a)) => f.assertion = Some(a),
            Some(Err(why)) => f.unusable = Some(why),
            None => f.unusable = Some("no such query".into()),
        }
    }
}

/// The file's text with `assertion` on a line of its own just before unit `u`'s goal.
pub fn insert_before_goal(text: &str, u: &Unit, assertion: &str) -> Option<String> {
    let s = span_in_file(text, u, goal(u)?)?;
    let line_start = text[..s.start].rfind('\n').map_or(0, |i| i + 1);
    let at = if text[line_start..s.start].trim().is_empty() { line_start } else { s.start };
    Some(format!("{}{assertion}\n{}", &text[..at], &text[at..]))
}

/// The file's text without unit `u`'s assertion `index` (its line too when it fills it).
pub fn drop_assertion(text: &str, u: &Unit, index: usize) -> Option<String> {
    let s = span_in_file(text, u, index)?;
    let line_start = text[..s.start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[s.end..].find('\n').map_or(text.len(), |i| s.end + i + 1);
    let whole = text[line_start..s.start].trim().is_empty() && text[s.end..line_end].trim().is_empty();
    let (a, b) = if whole { (line_start, line_end) } else { (s.start, s.end) };
    Some(format!("{}{}", &text[..a], &text[b..]))
}

/// The file's text without every assertion of unit `u` outside `keep`.
pub fn keep_only(text: &str, u: &Unit, keep: &[usize]) -> Option<String> {
    let mut spans: Vec<std::ops::Range<usize>> = Vec::new();
    for a in u.assertions() {
        if !keep.contains(&a.index) {
            spans.push(span_in_file(text, u, a.index)?);
        }
    }
    spans.sort_by_key(|s| std::cmp::Reverse(s.start));
    let mut out = text.to_string();
    for s in spans {
        let end = if out[s.end..].starts_with('\n') && out[..s.start].ends_with('\n') { s.end + 1 } else { s.end };
        out.replace_range(s.start..end, "");
    }
    Some(out)
}

/// Offset (in `s`) of the parenthesis closing the one at `open`, outside `|…|` and strings.
fn close_of(s: &str, open: usize) -> Option<usize> {
    let b = s.as_bytes();
    let (mut depth, mut i) = (0i32, open);
    while i < b.len() {
        match b[i] {
            b'|' | b'"' => {
                let q = b[i];
                i += 1;
                while i < b.len() && b[i] != q {
                    i += 1;
                }
            }
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether `s` mentions one of `vars` (symbols compared by name, bars or not).
fn mentions_any(s: &Sexp, vars: &[String]) -> bool {
    match s.as_list() {
        Some(l) => l.iter().any(|x| mentions_any(x, vars)),
        None => s.symbol_name().is_some_and(|n| vars.iter().any(|v| v == n)),
    }
}

/// Applications in `body` of a function symbol in `heads`, not under a binder, with at least
/// one argument that is not a bound variable, mentioning a bound variable: printed, each once.
fn extensions(body: &Sexp, heads: &[String], vars: &[String], existing: &[String], out: &mut Vec<String>) {
    let Some(l) = body.as_list() else { return };
    if matches!(body.head(), Some("let" | "forall" | "exists")) {
        return;
    }
    if let Some(h) = body.head() {
        let args = &l[1..];
        let mentions = |s: &Sexp| mentions_any(s, vars);
        if heads.iter().any(|x| x == h)
            && args.iter().any(|a| a.symbol_name().is_none_or(|n| !vars.iter().any(|v| v == n)))
            && args.iter().any(mentions)
        {
            let t = body.to_string();
            if !existing.contains(&t) && !out.contains(&t) {
                out.push(t);
            }
        }
    }
    for x in l {
        extensions(x, heads, vars, existing, out);
    }
}

/// Narrowed texts of the quantifier `qid` in unit `u`'s assertion `index`, with what changed:
/// the file's text with the assertion edited.
pub fn narrow_trigger(text: &str, u: &Unit, index: usize, qid: &str) -> Vec<(String, String)> {
    let Some(span) = span_in_file(text, u, index) else { return Vec::new() };
    let command = &text[span.clone()];
    let Some(quant) = smt_quantifier_text(command, qid) else { return Vec::new() };
    let Some(q_at) = command.find(quant) else { return Vec::new() };
    // The quantifier as the unit read it: the command's text in the file is the assertion's.
    let Some(a) = u.assertions().into_iter().nth(index) else { return Vec::new() };
    let Some(q) = a.sexp().ok().and_then(|s| list_at(s, command, q_at)) else { return Vec::new() };
    let Some(l) = q.as_list() else { return Vec::new() };
    let vars: Vec<String> = l
        .get(1)
        .and_then(Sexp::as_list)
        .map(|vs| vs.iter().filter_map(|v| v.as_list()?.first()?.symbol_name()).map(str::to_string).collect())
        .unwrap_or_default();
    let Some(annotated) = l.get(2).filter(|b| b.head() == Some("!")).and_then(Sexp::as_list) else {
        return Vec::new();
    };
    let body = &annotated[1];
    let mut patterns: Vec<&Sexp> = Vec::new();
    for w in annotated.windows(2) {
        if matches!(&w[0], Sexp::Keyword(k) if k == "pattern") {
            patterns.push(&w[1]);
        }
    }
    let Some(first) = patterns.first().and_then(|p| p.as_list()) else { return Vec::new() };
    let heads: Vec<String> = first.iter().filter_map(|t| t.head().map(str::to_string)).collect();
    let existing: Vec<String> = first.iter().map(ToString::to_string).collect();
    // The first `:pattern (…)` in the quantifier's text, after its body.
    let rewrite = |edit: &dyn Fn(&str) -> Option<String>| -> Option<String> {
        let new_quant = edit(quant)?;
        let new_command = format!("{}{}{}", &command[..q_at], new_quant, &command[q_at + quant.len()..]);
        Some(format!("{}{}{}", &text[..span.start], new_command, &text[span.end..]))
    };
    let pattern_at = |s: &str, from: usize| -> Option<(usize, usize, usize)> {
        let k = from + s[from..].find(":pattern")?;
        let open = k + s[k..].find('(')?;
        Some((k, open, close_of(s, open)?))
    };
    let body_end = quant.find(":pattern").unwrap_or(quant.len());
    let mut out = Vec::new();
    let mut terms = Vec::new();
    extensions(body, &heads, &vars, &existing, &mut terms);
    for term in terms.into_iter().take(2) {
        let edited = rewrite(&|s: &str| {
            let (_, _, close) = pattern_at(s, body_end.min(s.len()))?;
            Some(format!("{} {term}{}", &s[..close], &s[close..]))
        });
        if let Some(t) = edited {
            out.push((format!("add `{term}` to the first pattern of `{}`", qid.trim_matches('|')), t));
        }
    }
    if patterns.len() > 1 {
        let edited = rewrite(&|s: &str| {
            let (_, _, close) = pattern_at(s, body_end.min(s.len()))?;
            let mut rest = s[close + 1..].to_string();
            while let Some((k, _, c)) = pattern_at(&rest, 0) {
                let start = rest[..k].trim_end().len();
                rest.replace_range(start..=c, "");
            }
            Some(format!("{}{rest}", &s[..=close]))
        });
        if let Some(t) = edited {
            out.push((
                format!("keep only the first of the {} patterns of `{}`", patterns.len(), qid.trim_matches('|')),
                t,
            ));
        }
    }
    out
}

/// The file's text with `:pattern (TERMS)` added to the quantifier `qid` of unit `u`'s assertion
/// `index`, just before its `:qid`; `None` when it has a `:pattern` of its own (or no `:qid`).
pub fn add_pattern(text: &str, u: &Unit, index: usize, qid: &str, terms: &[String]) -> Option<String> {
    let span = span_in_file(text, u, index)?;
    let command = &text[span.clone()];
    let quant = smt_quantifier_text(command, qid)?;
    let q_at = command.find(quant)?;
    if quant.contains(":pattern") {
        return None;
    }
    let k = quant.find(":qid")?;
    let new_quant = format!("{}:pattern ({}) {}", &quant[..k], terms.join(" "), &quant[k..]);
    let at = span.start + q_at;
    Some(format!("{}{}{}", &text[..at], new_quant, &text[at + quant.len()..]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::never_weaken::smt::check;
    use crate::explain::never_weaken::{Reason, Refused};
    use crate::explain::smt_edit::instantiate;

    use crate::explain::fixtures::{unit, FILE};

    #[test]
    fn dropping_a_hypothesis_is_accepted_and_dropping_the_goal_is_refused() {
        let u = unit(FILE);
        assert_eq!(goal(&u), Some(3));
        let dropped = drop_assertion(FILE, &u, 0).unwrap();
        assert!(!dropped.contains(":qid loop") && dropped.contains("(assert (= a 3))\n"), "{dropped}");
        assert_eq!(check(&u, &unit(&dropped)), Ok(()));
        let no_goal = drop_assertion(FILE, &u, 3).unwrap();
        assert!(matches!(check(&u, &unit(&no_goal)), Err(Refused { reason: Reason::DropsGoal(_), .. })));
        // The goal changed is the goal dropped.
        let weaker = FILE.replace("(not (> (g a) 0))", "(not (> (g a) (- 1)))");
        assert!(matches!(check(&u, &unit(&weaker)), Err(Refused { reason: Reason::DropsGoal(_), .. })));
    }

    #[test]
    fn added_facts_and_changed_commands_are_refused_instances_are_not() {
        let u = unit(FILE);
        let added = FILE.replace("(push 1)", "(assert (= a 4))\n(push 1)");
        assert!(matches!(check(&u, &unit(&added)), Err(Refused { reason: Reason::AddsAssertion(_), .. })));
        let inst = FILE.replace("(push 1)", "(assert (> (g a) 0))\n(push 1)");
        assert_eq!(check(&u, &unit(&inst)), Ok(()), "an instance of `pos` at a");
        let twice = FILE.replace("(push 1)", "(assert (= a 3))\n(push 1)");
        assert_eq!(
            check(&u, &unit(&twice)).map_err(|r| r.reason),
            Err(Reason::AddsAssertion("(assert (= a 3))".into()))
        );
        let option = FILE.replace(":smt.mbqi false", ":smt.mbqi true");
        assert!(matches!(check(&u, &unit(&option)), Err(Refused { reason: Reason::ChangesCommand(_), .. })));
        let decl = FILE.replace("(declare-fun a () Int)\n", "");
        assert!(matches!(check(&u, &unit(&decl)), Err(Refused { reason: Reason::CommandCount(..), .. })));
    }

    #[test]
    fn instances_and_skolemizations_pass_the_check_and_reused_constants_do_not() {
        let q = "(declare-fun f (Int) Int)\n(declare-fun a () Int)\n\
            (assert (forall ((x Int)) (! (> (f x) (f (+ x 1))) :pattern ((f x)) :qid loop)))\n\
            (assert (exists ((z Int)) (> (f z) a)))\n(assert (not (> (f a) 0)))\n(check-sat)\n";
        let u = unit(q);
        for replace in [false, true] {
            let (t, _) = instantiate(q, &u, 0, replace).unwrap();
            assert_eq!(check(&u, &unit(&t)), Ok(()), "{t}");
        }
        let t = q.replace(
            "(assert (exists ((z Int)) (> (f z) a)))",
            "(declare-fun sk!1!z () Int)\n(assert (> (f sk!1!z) a))",
        );
        assert_eq!(check(&u, &unit(&t)), Ok(()), "{t}");
        // The constant is the original's `a`, not a fresh one: no skolemization.
        let reused = t.replace("(declare-fun sk!1!z () Int)\n", "").replace("sk!1!z", "a");
        assert!(matches!(check(&u, &unit(&reused)), Err(Refused { reason: Reason::AddsAssertion(_), .. })), "{reused}");
        // A fresh constant used twice says more than the existential.
        let twice = t.replace("(check-sat)", "(assert (> sk!1!z 0))\n(check-sat)");
        assert!(check(&u, &unit(&twice)).is_err(), "{twice}");
        // A fresh constant declared and used by no skolemization.
        let unused = q.replace("(check-sat)", "(declare-fun c () Int)\n(check-sat)");
        assert_eq!(check(&u, &unit(&unused)).map_err(|r| r.reason), Err(Reason::FreshConstant("c".into())));
    }

    #[test]
    fn an_instance_from_a_trace_is_asserted_before_the_goal_and_passes_the_check() {
        use crate::explain::instances::FoundInstance;
        let u = unit(FILE);
        let found = |qid: &str, var: &str, term: &str| FoundInstance::traced("q", qid, &[(var, term)], 1);
        let a = instance_assertion(&u, &found("pos", "y", "(+ a 1)")).unwrap();
        assert_eq!(a, "(assert (> (g (+ a 1)) 0))");
        let text = insert_before_goal(FILE, &u, &a).unwrap();
        assert!(text.contains("(push 1)\n(assert (> (g (+ a 1)) 0))\n(assert (not (> (g a) 0)))"), "{text}");
        assert_eq!(check(&u, &unit(&text)), Ok(()));
        // Undeclared symbols, a missing variable, an unknown qid are refused.
        assert!(instance_assertion(&u, &found("pos", "y", "(+ k!0 1)")).unwrap_err().contains("`k!0` is not declared"));
        assert!(instance_assertion(&u, &found("pos", "z", "a")).unwrap_err().contains("no term to `y`"));
        assert!(instance_assertion(&u, &found("nope", "y", "a")).is_err());
    }

    #[test]
    fn a_pattern_from_the_passing_runs_is_added_only_where_there_is_none_and_passes_the_check() {
        let bare = FILE.replace("(! (> (g y) 0) :pattern ((g y)) :qid pos)", "(! (> (g y) 0) :qid pos)");
        let u = unit(&bare);
        let terms = ["(g y)".to_string()];
        let t = add_pattern(&bare, &u, 2, "pos", &terms).unwrap();
        assert!(t.contains("(forall ((y Int)) (! (> (g y) 0) :pattern ((g y)) :qid pos))"), "{t}");
        assert_eq!(check(&u, &unit(&t)), Ok(()));
        assert_eq!(add_pattern(FILE, &unit(FILE), 2, "pos", &terms), None, "it has a pattern of its own");
    }

    #[test]
    fn triggers_are_narrowed_on_the_text_and_pass_the_check() {
        let u = unit(FILE);
        let n = narrow_trigger(FILE, &u, 0, "loop");
        assert_eq!(n.len(), 2, "{n:?}");
        assert!(n[0].0.contains("(f (* 2 x))"), "{n:?}");
        assert!(n[0].1.contains(":pattern ((f x) (f (* 2 x))) :pattern ((g x)) :qid loop"), "{}", n[0].1);
        assert!(n[1].1.contains(":pattern ((f x)) :qid loop)))"), "{}", n[1].1);
        for (_, t) in &n {
            assert_eq!(check(&u, &unit(t)), Ok(()));
        }
        // `pos` has no other application of `g` in its body.
        assert!(narrow_trigger(FILE, &u, 2, "pos").is_empty());
        // Bound variables written with bars (Dafny's `x#1`).
        let barred = FILE.replace("((x Int))", "((|x#1| Int))").replace(" x)", " |x#1|)");
        let n = narrow_trigger(&barred, &unit(&barred), 0, "loop");
        assert!(n.first().is_some_and(|(c, _)| c.contains("(f (* 2 |x#1|))")), "{n:?}");
    }
}
