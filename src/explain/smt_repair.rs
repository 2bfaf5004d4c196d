//! Repairs of a verifier's `.smt2` query, written as edits of the user's file, and the SMT
//! never-weaken rule checked on the units before a repair is measured.
//!
//! Candidates, in this order (when the failures are fast `unknown`s, `assert-instance` first):
//! - `drop-assertion`: delete a blamed quantified assertion that the failing runs instantiate
//!   more, when it is a hypothesis (never the goal, [`crate::smt::prune::goal`]);
//! - `prune-to-core`: delete every assertion outside the unsat core of a passing run (the
//!   pruned query of [`super::core`], whose measurement is reused: the same text is never
//!   solved twice);
//! - `narrow-trigger`: add to the first `:pattern` of a blamed quantifier an application in its
//!   body of one of the pattern's function symbols at other arguments (a term its instances
//!   create: the narrower pattern needs it to exist first), or, when the quantifier has several
//!   `:pattern`s (alternatives), keep only the first;
//! - `assert-instance`: assert, before the goal, the instance of a blamed quantified hypothesis
//!   that passing runs made and failing runs missed ([`super::instances`]), its body with the
//!   bound variables replaced by the terms z3's trace bound to them ([`instance_assertion`]).
//!
//! **Never weaken** ([`check`]): the repaired unit's commands other than assertions are the
//! original's, in order; each of its assertions is one of the original's (each used once) with
//! triggers ignored ([`crate::smt::prune::without_patterns`]), or an instance of one of the
//! original's quantified assertions; and the original's goal is still there. Anything else
//! is a [`SmtWeakening`].

use super::blame::Direction;
use super::instances::FoundInstance;
use super::output::{BlameEntry, QueryVerdict, Rejected, Repair};
use super::source::smt_quantifier_text;
use crate::smt::prune::{goal, without_patterns};
use crate::smt::sexp::{read_one, Sexp};
use crate::smt::unit::{split, CommandKind, Unit};
use crate::stability::QueryStability;
use std::collections::HashMap;
use thiserror::Error;

/// Why a repaired query is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SmtWeakening {
    #[error("drops or changes the goal `{0}`")]
    DropsGoal(String),
    #[error("adds the assertion `{0}` (neither one of the original's nor an instance of a quantified one)")]
    AddsAssertion(String),
    #[error("changes the command `{0}` (only assertions and triggers may change)")]
    ChangesCommand(String),
    #[error("has {0} commands other than assertions where the original has {1}")]
    CommandCount(usize, usize),
    #[error("an assertion does not read as an s-expression: `{0}`")]
    Unreadable(String),
}

fn short(s: &str) -> String {
    let one: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if one.chars().count() > 100 {
        format!("{}…", one.chars().take(100).collect::<String>())
    } else {
        one
    }
}

/// The bound variables and the body (annotations removed) of a quantified assertion's term.
fn quantified(command: &Sexp) -> Option<(Vec<String>, &Sexp)> {
    let mut t = command.as_list()?.get(1)?;
    while t.head() == Some("!") {
        t = t.as_list()?.get(1)?;
    }
    if t.head() != Some("forall") {
        return None;
    }
    let l = t.as_list()?;
    let vars = l.get(1)?.as_list()?.iter().filter_map(|v| v.as_list()?.first()?.symbol_name()).map(str::to_string);
    let mut body = l.get(2)?;
    while body.head() == Some("!") {
        body = body.as_list()?.get(1)?;
    }
    Some((vars.collect(), body))
}

/// Whether `term` is `pattern` with the `vars` replaced consistently by terms.
fn instance(pattern: &Sexp, term: &Sexp, vars: &[String], bound: &mut HashMap<String, String>) -> bool {
    if let Some(name) = pattern.symbol_name().filter(|n| vars.iter().any(|v| v == n)) {
        let printed = term.to_string();
        return match bound.get(name) {
            Some(b) => *b == printed,
            None => {
                bound.insert(name.to_string(), printed);
                true
            }
        };
    }
    match (pattern.as_list(), term.as_list()) {
        (Some(p), Some(t)) => p.len() == t.len() && p.iter().zip(t).all(|(a, b)| instance(a, b, vars, bound)),
        (None, None) => pattern == term,
        _ => false,
    }
}

/// Checks that `repaired` does not weaken `original` (see the module doc).
pub fn check(original: &Unit, repaired: &Unit) -> Result<(), SmtWeakening> {
    let others = |u: &Unit| -> Vec<String> {
        u.commands()
            .iter()
            .filter(|c| c.kind != CommandKind::Assert)
            .map(|c| u.command_text(c).split_whitespace().collect::<Vec<_>>().join(" "))
            .collect()
    };
    let (o, r) = (others(original), others(repaired));
    if o.len() != r.len() {
        return Err(SmtWeakening::CommandCount(r.len(), o.len()));
    }
    if let Some((_, b)) = o.iter().zip(&r).find(|(a, b)| a != b) {
        return Err(SmtWeakening::ChangesCommand(short(b)));
    }
    let canon = |u: &Unit| -> Result<Vec<String>, SmtWeakening> {
        u.assertions()
            .iter()
            .map(|a| {
                let t = &u.text()[a.span.clone()];
                without_patterns(t).ok_or_else(|| SmtWeakening::Unreadable(short(t)))
            })
            .collect()
    };
    let (oa, ra) = (canon(original)?, canon(repaired)?);
    if let Some(g) = goal(original) {
        if !ra.contains(&oa[g]) {
            return Err(SmtWeakening::DropsGoal(short(&oa[g])));
        }
    }
    let originals: Vec<Sexp> = oa.iter().filter_map(|t| read_one(t).ok()).collect();
    let mut pool = oa.clone();
    for a in &ra {
        if let Some(i) = pool.iter().position(|x| x == a) {
            pool.remove(i);
            continue;
        }
        let Ok(term) = read_one(a) else { return Err(SmtWeakening::Unreadable(short(a))) };
        let inst = term.as_list().and_then(|l| l.get(1)).is_some_and(|t| {
            originals.iter().filter_map(quantified).any(|(vars, body)| instance(body, t, &vars, &mut HashMap::new()))
        });
        if !inst {
            return Err(SmtWeakening::AddsAssertion(short(a)));
        }
    }
    Ok(())
}

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
/// (an instance of a hypothesis of the whole query, which [`check`] accepts), every variable
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
    let command = read_one(&unit.text()[a.span.clone()]).map_err(|e| e.message)?;
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
                crate::smt::symbols::declared_symbols(std::slice::from_ref(&typed)).into_iter().map(|d| d.name),
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

/// Byte span of the command that unit `u`'s assertion `index` is, in the file's `text`.
fn span_in_file(text: &str, u: &Unit, index: usize) -> Option<std::ops::Range<usize>> {
    let a = u.assertions().into_iter().nth(index)?;
    let command = &u.text()[a.span.clone()];
    let line_start = if a.line <= 1 { 0 } else { text.match_indices('\n').nth(a.line - 2).map(|(i, _)| i + 1)? };
    let at = line_start + text[line_start..].find(command)?;
    Some(at..at + command.len())
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
    let Ok(q) = read_one(quant) else { return Vec::new() };
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

/// A candidate edit of the user's file.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub kind: String,
    pub change: String,
    pub text: String,
}

/// Candidates for the unstable `unit` (see the module doc), given the file's text, the blame
/// entries of this unit, its core (assertion indices), if any, and the instances found for it
/// (those with an assertion; first when `instances_first`, for fast `unknown`s, else last).
pub fn candidates(
    text: &str,
    unit: &Unit,
    blame: &[BlameEntry],
    core: Option<&[usize]>,
    instances: &[FoundInstance],
    instances_first: bool,
) -> Vec<Candidate> {
    let assertions = unit.assertions();
    let goal = goal(unit);
    let find = |qid: &str| assertions.iter().find(|a| a.qids.iter().any(|x| x.trim_matches('|') == qid));
    let mut drops = Vec::new();
    let mut narrows = Vec::new();
    for e in blame.iter().filter(|e| e.query == unit.name() && e.direction == Direction::MoreWhenFailing).take(3) {
        let Some(a) = find(&e.qid) else { continue };
        if Some(a.index) != goal {
            if let Some(t) = drop_assertion(text, unit, a.index) {
                drops.push(Candidate {
                    kind: "drop-assertion".into(),
                    change: format!("delete the assertion at line {} (it holds `{}`)", a.line, e.qid),
                    text: t,
                });
            }
        }
        for (change, t) in narrow_trigger(text, unit, a.index, &e.qid) {
            narrows.push(Candidate {
                kind: "narrow-trigger".into(),
                change: format!("{change} (line {})", a.line),
                text: t,
            });
        }
    }
    if let Some(core) = core.filter(|c| c.len() < assertions.len()) {
        if let Some(t) = keep_only(text, unit, core) {
            drops.push(Candidate {
                kind: "prune-to-core".into(),
                change: format!(
                    "delete the {} of {} assertions outside the unsat core of a passing run",
                    assertions.len() - core.len(),
                    assertions.len()
                ),
                text: t,
            });
        }
    }
    let mut asserts = Vec::new();
    for f in instances.iter().filter(|f| f.query == unit.name()) {
        let Some(a) = &f.assertion else { continue };
        if let Some(t) = insert_before_goal(text, unit, a) {
            asserts.push(Candidate {
                kind: "assert-instance".into(),
                change: format!(
                    "add `{a}` before the goal: the instance of `{}` at {} that {} of {} traced passing runs made and {} of {} traced failing runs missed",
                    f.qid,
                    f.bindings(),
                    f.passing_made,
                    f.passing_traced,
                    f.failing_missed,
                    f.failing_traced
                ),
                text: t,
            });
        }
    }
    if instances_first {
        asserts.into_iter().chain(drops).chain(narrows).collect()
    } else {
        drops.into_iter().chain(narrows).chain(asserts).collect()
    }
}

/// The units of `repaired_text` that differ from the original's (same index), or why the
/// repaired file is refused.
pub fn changed_units(file: &str, original: &[Unit], repaired_text: &str) -> Result<Vec<(usize, Unit)>, String> {
    let units = split(file, repaired_text).map_err(|e| format!("does not read: {e}"))?;
    if units.len() != original.len() {
        return Err(format!("has {} checks where the original has {}", units.len(), original.len()));
    }
    let mut out = Vec::new();
    for (i, (o, r)) in original.iter().zip(units).enumerate() {
        if o.text() != r.text() {
            check(o, &r).map_err(|w| format!("would weaken the proof: {w}"))?;
            out.push((i, r));
        }
    }
    Ok(out)
}

/// A refused candidate.
pub fn rejected(c: &Candidate, reason: String) -> Rejected {
    Rejected { kind: c.kind.clone(), change: c.change.clone(), reason }
}

/// A measured stable candidate as a [`Repair`] (`program` the written file, `patch` the diff).
pub fn repair(c: Candidate, program: String, patch: String, measured: &[QueryStability]) -> Repair {
    let category = crate::stats::program_category(measured.iter().map(|q| q.category));
    Repair {
        kind: c.kind,
        change: c.change,
        program,
        patch,
        category: category.to_string(),
        successes: measured.iter().map(QueryStability::successes).sum(),
        runs: measured.iter().map(QueryStability::runs).sum(),
        queries: measured.iter().map(QueryVerdict::from).collect(),
        never_weaken: "passed".into(),
        boogie_3_2: None,
    }
}

/// What [`run`] needs of an explanation of an `.smt2` subject.
pub struct SmtRepairs<'a> {
    pub solver: &'a crate::smt::solve::Solver,
    pub cache: &'a crate::smt::cache::QueryCache,
    pub cfg: &'a crate::stability::SampleConfig,
    /// The user's file, and its name as reported.
    pub path: &'a std::path::Path,
    pub file: &'a str,
    /// The file's units, in order, and each one's measured category.
    pub units: &'a [Unit],
    pub categories: &'a [(String, crate::stats::Category)],
    /// The unstable units' names.
    pub unstable: &'a [String],
    pub blame: &'a [BlameEntry],
    /// Per unstable unit with a core: its name and the core's assertions.
    pub cores: &'a [(String, Vec<usize>)],
    /// Instances passing runs made and failing runs missed, with their assertions.
    pub instances: &'a [FoundInstance],
    /// Whether the failures are fast `unknown`s (instances are then tried first).
    pub instances_first: bool,
    pub max_candidates: usize,
    /// `OUT/repairs`.
    pub dir: std::path::PathBuf,
}

/// Builds, checks and measures the candidates of every unstable unit (at most
/// `max_candidates` measured, one repair reported per kind): the repairs that measure stable,
/// and the refused candidates with why.
pub fn run(r: &SmtRepairs) -> crate::error::Result<(Vec<Repair>, Vec<Rejected>)> {
    use crate::error::FileError;
    use crate::stats::Category;
    let (mut repairs, mut refused) = (Vec::new(), Vec::new());
    if r.max_candidates == 0 || r.unstable.is_empty() {
        return Ok((repairs, refused));
    }
    let text = std::fs::read_to_string(r.path).map_err(|e| FileError::read(r.path, e))?;
    let name = r.path.file_name().map_or_else(|| "query.smt2".into(), |n| n.to_string_lossy().into_owned());
    let stem =
        std::path::Path::new(&name).file_stem().map_or_else(|| "query".into(), |s| s.to_string_lossy().into_owned());
    let (mut measured_n, mut done): (usize, Vec<String>) = (0, Vec::new());
    let workdir = tempfile::tempdir().map_err(|e| FileError::create(std::env::temp_dir(), e))?;
    for unit in r.units.iter().filter(|u| r.unstable.iter().any(|n| n == u.name())) {
        let core = r.cores.iter().find(|(n, _)| n == unit.name());
        for c in candidates(&text, unit, r.blame, core.map(|(_, c)| c.as_slice()), r.instances, r.instances_first) {
            if done.contains(&c.kind) || measured_n >= r.max_candidates || crate::runner::interrupted() {
                continue;
            }
            let changed = match changed_units(r.file, r.units, &c.text) {
                Ok(v) if v.is_empty() => continue,
                Ok(v) => v,
                Err(reason) => {
                    refused.push(rejected(&c, reason));
                    continue;
                }
            };
            measured_n += 1;
            let mut measured = Vec::new();
            for (_, u) in &changed {
                // The pruned query of the core was measured already: its runs come from the cache.
                let mut q = crate::stability::sample_query(r.solver, r.cache, u, r.cfg, workdir.path());
                q.name = u.name().to_string();
                measured.push(q);
            }
            let ok = measured.iter().all(|q| {
                q.category == Category::Stable
                    || r.categories.iter().any(|(n, k)| *n == q.name && *k == q.category && *k != Category::Unstable)
            });
            if !ok {
                let cats: Vec<String> = measured
                    .iter()
                    .map(|q| format!("{} {} ({}/{})", q.name, q.category, q.successes(), q.runs()))
                    .collect();
                refused.push(rejected(&c, format!("measured not stable: {}", cats.join(", "))));
                continue;
            }
            let n = repairs.len() + 1;
            let program = r.dir.join(format!("{n}-{}", c.kind)).join(&name);
            if let Some(dir) = program.parent() {
                std::fs::create_dir_all(dir).map_err(|e| FileError::create(dir, e))?;
            }
            std::fs::write(&program, &c.text).map_err(|e| FileError::write(&program, e))?;
            let patch = similar::TextDiff::from_lines(&text, &c.text)
                .unified_diff()
                .context_radius(3)
                .header(&format!("a/{}", r.file), &format!("b/{}", r.file))
                .to_string();
            let patch_path = r.dir.join(format!("{n}-{stem}.{}.patch", c.kind));
            std::fs::write(&patch_path, &patch).map_err(|e| FileError::write(&patch_path, e))?;
            done.push(c.kind.clone());
            repairs.push(repair(c, program.display().to_string(), patch, &measured));
        }
    }
    Ok((repairs, refused))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "(set-option :smt.mbqi false)\n(declare-fun f (Int) Int)\n(declare-fun g (Int) Int)\n\
        (declare-fun a () Int)\n\
        (assert (forall ((x Int)) (! (= (f x) (+ (f (* 2 x)) 1)) :pattern ((f x)) :pattern ((g x)) :qid loop)))\n\
        (assert (= a 3))\n(assert (forall ((y Int)) (! (> (g y) 0) :pattern ((g y)) :qid pos)))\n\
        (push 1)\n(assert (not (> (g a) 0)))\n(check-sat)\n";

    fn unit(t: &str) -> Unit {
        Unit::single("q", t).unwrap()
    }

    #[test]
    fn dropping_a_hypothesis_is_accepted_and_dropping_the_goal_is_refused() {
        let u = unit(FILE);
        assert_eq!(goal(&u), Some(3));
        let dropped = drop_assertion(FILE, &u, 0).unwrap();
        assert!(!dropped.contains(":qid loop") && dropped.contains("(assert (= a 3))\n"), "{dropped}");
        assert_eq!(check(&u, &unit(&dropped)), Ok(()));
        let no_goal = drop_assertion(FILE, &u, 3).unwrap();
        assert!(matches!(check(&u, &unit(&no_goal)), Err(SmtWeakening::DropsGoal(_))));
        // The goal changed is the goal dropped.
        let weaker = FILE.replace("(not (> (g a) 0))", "(not (> (g a) (- 1)))");
        assert!(matches!(check(&u, &unit(&weaker)), Err(SmtWeakening::DropsGoal(_))));
    }

    #[test]
    fn added_facts_and_changed_commands_are_refused_instances_are_not() {
        let u = unit(FILE);
        let added = FILE.replace("(push 1)", "(assert (= a 4))\n(push 1)");
        assert!(matches!(check(&u, &unit(&added)), Err(SmtWeakening::AddsAssertion(_))));
        let inst = FILE.replace("(push 1)", "(assert (> (g a) 0))\n(push 1)");
        assert_eq!(check(&u, &unit(&inst)), Ok(()), "an instance of `pos` at a");
        let twice = FILE.replace("(push 1)", "(assert (= a 3))\n(push 1)");
        assert_eq!(check(&u, &unit(&twice)), Err(SmtWeakening::AddsAssertion("(assert (= a 3))".into())));
        let option = FILE.replace(":smt.mbqi false", ":smt.mbqi true");
        assert!(matches!(check(&u, &unit(&option)), Err(SmtWeakening::ChangesCommand(_))));
        let decl = FILE.replace("(declare-fun a () Int)\n", "");
        assert!(matches!(check(&u, &unit(&decl)), Err(SmtWeakening::CommandCount(..))));
    }

    #[test]
    fn an_instance_from_a_trace_is_asserted_before_the_goal_and_passes_the_check() {
        use crate::explain::instances::{Bound, FoundInstance};
        let u = unit(FILE);
        let found = |qid: &str, var: &str, term: &str| FoundInstance {
            query: "q".into(),
            qid: qid.into(),
            terms: vec![Bound { var: var.into(), term: term.into() }],
            passing_made: 1,
            passing_traced: 1,
            failing_missed: 1,
            failing_traced: 1,
            assertion: None,
            unusable: None,
        };
        let a = instance_assertion(&u, &found("pos", "y", "(+ a 1)")).unwrap();
        assert_eq!(a, "(assert (> (g (+ a 1)) 0))");
        let text = insert_before_goal(FILE, &u, &a).unwrap();
        assert!(text.contains("(push 1)\n(assert (> (g (+ a 1)) 0))\n(assert (not (> (g a) 0)))"), "{text}");
        assert_eq!(check(&u, &unit(&text)), Ok(()));
        let c =
            candidates(FILE, &u, &[], None, &[FoundInstance { assertion: Some(a), ..found("pos", "y", "a") }], true);
        assert_eq!(c.iter().map(|c| c.kind.as_str()).collect::<Vec<_>>(), ["assert-instance"]);
        // Undeclared symbols, a missing variable, an unknown qid are refused.
        assert!(instance_assertion(&u, &found("pos", "y", "(+ k!0 1)")).unwrap_err().contains("`k!0` is not declared"));
        assert!(instance_assertion(&u, &found("pos", "z", "a")).unwrap_err().contains("no term to `y`"));
        assert!(instance_assertion(&u, &found("nope", "y", "a")).is_err());
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

    #[test]
    fn candidates_never_drop_the_goal() {
        let u = unit(FILE);
        let blame = |qid: &str| BlameEntry {
            rank: 1,
            query: "q".into(),
            qid: qid.into(),
            file: String::new(),
            line: 0,
            col: 0,
            item: "assertion".into(),
            text: String::new(),
            passing: crate::explain::output::SideOut {
                runs: 1,
                median: 0.0,
                min: 0,
                max: 0,
                max_generation: 0,
                max_cost: 0.0,
            },
            failing: crate::explain::output::SideOut {
                runs: 1,
                median: 9.0,
                min: 9,
                max: 9,
                max_generation: 0,
                max_cost: 0.0,
            },
            direction: Direction::MoreWhenFailing,
            test: String::new(),
            family: 1,
            p_value: 0.0,
            p_adjusted: 0.0,
            effect: 1.0,
            seed: None,
        };
        let c = candidates(FILE, &u, &[blame("loop")], Some(&[2, 3]), &[], true);
        let kinds: Vec<&str> = c.iter().map(|c| c.kind.as_str()).collect();
        assert_eq!(kinds, ["drop-assertion", "prune-to-core", "narrow-trigger", "narrow-trigger"]);
        let pruned = unit(&c[1].text);
        assert_eq!(pruned.assertions().len(), 2);
        for c in &c {
            assert_eq!(changed_units("q", std::slice::from_ref(&u), &c.text).map(|v| v.len()), Ok(1), "{}", c.change);
        }
    }
}
