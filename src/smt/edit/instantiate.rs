//! Cazamariposas' edits of one quantifier of an SMT query (CADE 2025), made on a unit's text
//! ([`Unit::text`]: one command per line, ending with its check) and returned as a new text with
//! a description ([`Edit`]):
//!
//! - [`instantiate_all`]: every given instance (from a passing run's proof, [`crate::smt::observation::proof`]) of
//!   a quantified hypothesis asserted beside it, all at once;
//! - [`replace`]: the quantifier deleted and its instances asserted instead;
//! - [`erase`]: the quantifier deleted (for timeouts);
//! - [`skolemize`]: an existential (an `exists` in a positive place, or a `forall` under a
//!   negation) replaced by its body at fresh functions of the enclosing universal variables, each
//!   declared just before its assertion and used nowhere else (the shape of z3's `snf` tactic).
//!
//! The quantifier is named by a [`QuantifierKey`]: its `:qid`, or the position of its assertion
//! (then the unnamed quantifier whose variables the instances bind, the first unnamed one for
//! the others). A quantifier that is instantiated, replaced or erased must be a hypothesis: the
//! whole term of an assertion other than the goal ([`Unit::goal`]), or a conjunct of one (under
//! `!` and `and` only), so that each instance is implied by it and deleting it only removes an
//! assumption. Deleting a quantifier that is the whole assertion deletes the assertion; a
//! conjunct becomes `true`.
//!
//! Instances stand just before the goal, where every symbol of the query is declared (a ground
//! term can be a constant declared after the quantifier: Boogie declares a VC's constants after
//! its axioms). They are written capture-avoiding (a binder inside the body that would capture a
//! symbol of a term is renamed to a fresh name) and sort-correct (the proof writes a numeral of a
//! `Real` variable as an integer; it is written `N.0`). Annotations (`!`) around the body, its
//! patterns and `:qid`, are left out of an instance.

use crate::error::{ErrorKind, HasKind};
use crate::smt::observation::proof::{ProofInstance, QuantifierKey};
use crate::smt::text::sexp::{read_one, tokens, Sexp, TokenKind};
use crate::smt::text::term::{binding, symbols, unannotated};
use crate::smt::text::unit::{CommandKind, Unit};
use std::collections::{BTreeSet, HashMap};
use thiserror::Error;

/// An edited query and what was done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    /// The unit's text, edited (one command per line).
    pub text: String,
    /// What the edit did, in one sentence.
    pub description: String,
}

/// Why an edit cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EditError {
    #[error("the query has no quantifier {0}")]
    NoQuantifier(QuantifierKey),
    #[error("{0} is not a hypothesis of the query ({1})")]
    NotHypothesis(QuantifierKey, String),
    #[error("{0} is not existential where it stands ({1})")]
    NotExistential(QuantifierKey, String),
    #[error("the query has no existential hypothesis to skolemize")]
    NoExistential,
    #[error("no instance of {0} to add")]
    NoInstances(QuantifierKey),
    #[error("an instance of {0} cannot be written: {1}")]
    Unwritable(QuantifierKey, String),
    #[error("the query does not read: {0}")]
    Read(String),
}

impl HasKind for EditError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// A quantifier found in a unit: its assertion, and the path of child indices from the
/// assertion's term to it.
struct Found {
    /// Index among the unit's assertions.
    assertion: usize,
    /// The assertion command, read.
    command: Sexp,
    path: Vec<usize>,
}

impl Found {
    fn term(&self) -> &Sexp {
        let mut t = &self.command.as_list().expect("an assertion is a list")[1];
        for &i in &self.path {
            t = &t.as_list().expect("a path goes through lists")[i];
        }
        t
    }
}

/// A binder's kind, variables with their sorts, and body.
pub(super) type Binder<'a> = (&'a str, Vec<(String, Sexp)>, &'a Sexp);

/// The binder `(forall|exists ((x S)…) body)` of a node.
pub(super) fn binder(t: &Sexp) -> Option<Binder<'_>> {
    let l = t.as_list()?;
    let head = t.head().filter(|h| matches!(*h, "forall" | "exists"))?;
    if l.len() != 3 {
        return None;
    }
    let vars = l[1].as_list()?.iter().map(binding).collect::<Option<Vec<_>>>()?;
    Some((head, vars, &l[2]))
}

/// The `:qid` of a quantifier's body `(! B … :qid Q …)`.
pub(super) fn qid_of(body: &Sexp) -> Option<String> {
    let l = body.as_list().filter(|_| body.head() == Some("!"))?;
    l.windows(2).find_map(|w| match w {
        [Sexp::Keyword(k), v] if k == "qid" => Some(v.symbol_name().map_or_else(|| v.to_string(), str::to_string)),
        _ => None,
    })
}

/// Paths (from `t`) of the quantifiers in `t` that `want` accepts, outermost first.
fn quantifiers(t: &Sexp, want: &dyn Fn(&Sexp) -> bool) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut stack: Vec<(&Sexp, Vec<usize>)> = vec![(t, Vec::new())];
    while let Some((s, path)) = stack.pop() {
        if binder(s).is_some() && want(s) {
            out.push(path.clone());
        }
        if let Some(l) = s.as_list() {
            for (i, c) in l.iter().enumerate().rev() {
                let mut p = path.clone();
                p.push(i);
                stack.push((c, p));
            }
        }
    }
    out
}

/// The quantifier `key` of `unit` (for a position, the first unnamed one `fits` accepts).
fn find(unit: &Unit, key: &QuantifierKey, fits: &dyn Fn(&Sexp) -> bool) -> Result<Found, EditError> {
    let missing = || EditError::NoQuantifier(key.clone());
    let assertions = unit.assertions();
    let candidates: Vec<usize> = match key {
        QuantifierKey::Qid(q) => assertions.iter().filter(|a| a.qids.contains(q)).map(|a| a.index).collect(),
        QuantifierKey::Position(i) => vec![*i],
    };
    for index in candidates {
        let a = assertions.get(index).ok_or_else(missing)?;
        let command = a.sexp().map_err(|e| EditError::Read(e.to_string()))?;
        let term = command.as_list().and_then(|l| l.get(1)).ok_or_else(missing)?;
        let want = |s: &Sexp| {
            let q = binder(s).map(|(_, _, body)| qid_of(body));
            match (key, q) {
                (QuantifierKey::Qid(k), Some(Some(q))) => *k == q,
                (QuantifierKey::Position(_), Some(None)) => fits(s),
                _ => false,
            }
        };
        if let Some(path) = quantifiers(term, &want).into_iter().next() {
            return Ok(Found { assertion: index, command: command.clone(), path });
        }
    }
    Err(missing())
}

/// Checks that the quantifier is a hypothesis: a conjunct (under `!` and `and`) of an assertion
/// that is not the goal, and a `forall`.
fn hypothesis(unit: &Unit, key: &QuantifierKey, f: &Found) -> Result<(), EditError> {
    let not = |why: &str| Err(EditError::NotHypothesis(key.clone(), why.to_string()));
    if unit.goal() == Some(f.assertion) {
        return not("it is in the goal");
    }
    let mut t = &f.command.as_list().expect("an assertion is a list")[1];
    for &i in &f.path {
        if !matches!(t.head(), Some("!" | "and")) || (t.head() == Some("!") && i != 1) {
            return not("it is under an operator other than `and`");
        }
        t = &t.as_list().expect("a path goes through lists")[i];
    }
    if t.head() != Some("forall") {
        return not("it is an `exists`");
    }
    Ok(())
}

/// Every symbol (and keyword-free atom name) written in `text`.
pub(super) fn names_in(text: &str) -> BTreeSet<String> {
    tokens(text)
        .map_while(Result::ok)
        .filter(|t| t.kind == TokenKind::Atom)
        .map(|t| t.text(text).trim_matches('|').to_string())
        .collect()
}

/// A name based on `base` that is in neither `taken` nor `more`.
pub(super) fn fresh(base: &str, taken: &BTreeSet<String>, more: &BTreeSet<String>) -> String {
    let mut n = 0;
    loop {
        let name = if n == 0 { base.to_string() } else { format!("{base}@{n}") };
        if !taken.contains(&name) && !more.contains(&name) {
            return name;
        }
        n += 1;
    }
}

/// `s` with the free occurrences of `map`'s names replaced, capture-avoiding: a binder inside
/// `s` that binds a symbol of a replacement is renamed to a name not in `taken`.
pub(super) fn substitute(s: &Sexp, map: &HashMap<String, Sexp>, taken: &mut BTreeSet<String>) -> Sexp {
    if map.is_empty() {
        return s.clone();
    }
    stacker::maybe_grow(crate::smt::text::sexp::STACK_RED_ZONE, crate::smt::text::sexp::STACK_GROWTH, || {
        let Some(l) = s.as_list() else {
            return s.symbol_name().and_then(|n| map.get(n)).cloned().unwrap_or_else(|| s.clone());
        };
        let binds = matches!(s.head(), Some("forall" | "exists" | "lambda" | "let")) && l.len() >= 3;
        if !binds {
            return Sexp::List(l.iter().map(|x| substitute(x, map, taken)).collect());
        }
        let is_let = s.head() == Some("let");
        let mut free = BTreeSet::new();
        map.values().for_each(|t| symbols(t, &mut free));
        let mut inner = map.clone();
        let mut list = Vec::new();
        for item in l[1].as_list().unwrap_or(&[]) {
            let Some([name, rest @ ..]) = item.as_list() else {
                list.push(item.clone());
                continue;
            };
            let Some(n) = name.symbol_name() else {
                list.push(item.clone());
                continue;
            };
            inner.remove(n);
            let rest: Vec<Sexp> =
                if is_let { rest.iter().map(|t| substitute(t, map, taken)).collect() } else { rest.to_vec() };
            let new_name = if free.contains(n) {
                let f = fresh(n, taken, &free);
                taken.insert(f.clone());
                let sym = Sexp::symbol(f.clone()).unwrap_or_else(|| name.clone());
                inner.insert(n.to_string(), sym.clone());
                sym
            } else {
                name.clone()
            };
            list.push(Sexp::List(std::iter::once(new_name).chain(rest).collect()));
        }
        let mut out = vec![l[0].clone(), Sexp::List(list)];
        out.extend(l[2..].iter().map(|x| substitute(x, &inner, taken)));
        Sexp::List(out)
    })
}

/// `term` written for a variable of sort `sort`: an integer numeral of a `Real` is `N.0`.
fn coerce(term: Sexp, sort: &Sexp) -> Sexp {
    if sort.symbol_name() != Some("Real") {
        return term;
    }
    match &term {
        Sexp::Numeral(n) => Sexp::Decimal(format!("{n}.0")),
        Sexp::List(l) if l.len() == 2 && l[0].symbol_name() == Some("-") => {
            Sexp::List(vec![l[0].clone(), coerce(l[1].clone(), sort)])
        }
        _ => term,
    }
}

/// The instances of the quantifier at `f` as `(assert …)` commands.
fn write_instances(
    key: &QuantifierKey,
    f: &Found,
    instances: &[ProofInstance],
    taken: &mut BTreeSet<String>,
) -> Result<Vec<String>, EditError> {
    let (_, vars, body) = binder(f.term()).ok_or_else(|| EditError::NoQuantifier(key.clone()))?;
    let body = unannotated(body);
    let mut out: Vec<String> = Vec::new();
    for inst in instances {
        let bad = |why: String| EditError::Unwritable(key.clone(), why);
        // By name, else (the proof renamed them) by position when the sorts agree.
        let by_name = vars.iter().all(|(v, _)| inst.iter().any(|b| b.var == *v)) && inst.len() == vars.len();
        let by_position = inst.len() == vars.len()
            && vars.iter().zip(inst).all(|((_, s), b)| read_one(&b.sort).ok().as_ref() == Some(s));
        if !by_name && !by_position {
            let names: Vec<&str> = inst.iter().map(|b| b.var.as_str()).collect();
            return Err(bad(format!("it binds {names:?}, the quantifier {} variables", vars.len())));
        }
        let mut map = HashMap::new();
        for (k, (v, sort)) in vars.iter().enumerate() {
            let b = if by_name { inst.iter().find(|b| b.var == *v) } else { inst.get(k) };
            let b = b.ok_or_else(|| bad(format!("no term for `{v}`")))?;
            let t = read_one(&b.term).map_err(|e| bad(format!("`{}` does not read: {}", b.term, e.message)))?;
            map.insert(v.clone(), coerce(t, sort));
        }
        let line = format!("(assert {})", substitute(body, &map, taken));
        if !out.contains(&line) {
            out.push(line);
        }
    }
    Ok(out)
}

/// The unit's commands as text, with command `i` replaced by `edits[i]` (`Some("")` drops it)
/// and `before_goal` inserted before the goal (before the check when there is no goal).
pub(super) fn rebuild(unit: &Unit, edits: &HashMap<usize, String>, before_goal: &[String]) -> String {
    let goal_assertion = unit.goal();
    let mut out = String::with_capacity(unit.text().len() + before_goal.iter().map(|l| l.len() + 1).sum::<usize>());
    let mut assertion = 0;
    let commands = unit.commands();
    for (i, c) in commands.iter().enumerate() {
        let is_goal = c.kind == CommandKind::Assert && Some(assertion) == goal_assertion;
        let at_check = goal_assertion.is_none() && i + 1 == commands.len();
        if is_goal || at_check {
            for l in before_goal {
                out.push_str(l);
                out.push('\n');
            }
        }
        if c.kind == CommandKind::Assert {
            assertion += 1;
        }
        match edits.get(&i) {
            Some(t) if t.is_empty() => continue,
            Some(t) => out.push_str(t),
            None => out.push_str(unit.command_text(c)),
        }
        out.push('\n');
    }
    out
}

/// The index in [`Unit::commands`] of assertion `index`.
pub(super) fn command_of(unit: &Unit, index: usize) -> usize {
    unit.commands().iter().enumerate().filter(|(_, c)| c.kind == CommandKind::Assert).nth(index).map_or(0, |(i, _)| i)
}

/// `t` with the node at `path` replaced by `by`.
fn replaced(t: &Sexp, path: &[usize], by: Sexp) -> Sexp {
    let Some((&i, rest)) = path.split_first() else { return by };
    let mut l = t.as_list().map(<[Sexp]>::to_vec).unwrap_or_default();
    if let Some(c) = l.get(i) {
        l[i] = replaced(c, rest, by);
    }
    Sexp::List(l)
}

/// The edit of the command holding `f` that deletes the quantifier: the command dropped when
/// the quantifier is the whole term, else the quantifier replaced by `true`.
fn deletion(unit: &Unit, f: &Found) -> (usize, String) {
    let i = command_of(unit, f.assertion);
    let term = &f.command.as_list().expect("an assertion is a list")[1];
    let whole = f.path.iter().all(|&k| k == 1) && {
        // Only `!` annotations above it.
        let mut t = term;
        let mut ok = true;
        for &k in &f.path {
            ok &= t.head() == Some("!");
            t = &t.as_list().expect("a path goes through lists")[k];
        }
        ok
    };
    if whole {
        return (i, String::new());
    }
    let t = replaced(term, &f.path, Sexp::symbol("true").expect("a symbol"));
    (i, format!("(assert {t})"))
}

/// The instance-taking quantifier `key`: for a position, the unnamed one whose variables the
/// instances bind.
fn find_for(unit: &Unit, key: &QuantifierKey, instances: &[ProofInstance]) -> Result<Found, EditError> {
    let vars: Option<Vec<&str>> = instances.first().map(|i| i.iter().map(|b| b.var.as_str()).collect());
    find(unit, key, &|s| {
        let bound = binder(s).map(|(_, v, _)| v.into_iter().map(|(n, _)| n).collect::<Vec<_>>());
        s.head() == Some("forall") && vars.as_ref().is_none_or(|v| bound.is_some_and(|b| b == *v))
    })
}

/// Every instance of `instances` of the quantified hypothesis `key` asserted beside it (just
/// before the goal); the quantifier stays.
pub fn instantiate_all(unit: &Unit, key: &QuantifierKey, instances: &[ProofInstance]) -> Result<Edit, EditError> {
    if instances.is_empty() {
        return Err(EditError::NoInstances(key.clone()));
    }
    let f = find_for(unit, key, instances)?;
    hypothesis(unit, key, &f)?;
    let mut taken = names_in(unit.text());
    let lines = write_instances(key, &f, instances, &mut taken)?;
    let text = rebuild(unit, &HashMap::new(), &lines);
    let description = format!("asserted {} instance(s) of {key} from a proof beside it, before the goal", lines.len());
    Ok(Edit { text, description })
}

/// Every instance of several quantified hypotheses (`each`: key and instances) asserted beside
/// them, just before the goal, in one edit; a quantifier that cannot take its instances (the
/// goal's, or one not written) is left out. Returns the edit and the keys whose instances went in.
pub fn instantiate_many(
    unit: &Unit,
    each: &[(&QuantifierKey, &[ProofInstance])],
) -> Result<(Edit, Vec<QuantifierKey>), EditError> {
    let mut taken = names_in(unit.text());
    let (mut lines, mut keys) = (Vec::new(), Vec::new());
    for (key, instances) in each.iter().filter(|(_, i)| !i.is_empty()) {
        let Ok(f) = find_for(unit, key, instances) else { continue };
        if hypothesis(unit, key, &f).is_err() {
            continue;
        }
        let Ok(written) = write_instances(key, &f, instances, &mut taken) else { continue };
        lines.extend(written);
        keys.push((*key).clone());
    }
    if keys.is_empty() {
        return Err(EditError::NoInstances(each.first().map_or(QuantifierKey::Position(0), |(k, _)| (*k).clone())));
    }
    let text = rebuild(unit, &HashMap::new(), &lines);
    let description =
        format!("asserted {} proof instance(s) of {} quantifier(s), before the goal", lines.len(), keys.len());
    Ok((Edit { text, description }, keys))
}

/// The quantified hypothesis `key` deleted and every instance of `instances` asserted instead
/// (just before the goal).
pub fn replace(unit: &Unit, key: &QuantifierKey, instances: &[ProofInstance]) -> Result<Edit, EditError> {
    if instances.is_empty() {
        return Err(EditError::NoInstances(key.clone()));
    }
    let f = find_for(unit, key, instances)?;
    hypothesis(unit, key, &f)?;
    let mut taken = names_in(unit.text());
    let lines = write_instances(key, &f, instances, &mut taken)?;
    let (i, edit) = deletion(unit, &f);
    let text = rebuild(unit, &HashMap::from([(i, edit)]), &lines);
    let description = format!("replaced {key} (assertion {}) by {} instance(s) from a proof", f.assertion, lines.len());
    Ok(Edit { text, description })
}

/// The quantified hypothesis `key` deleted.
pub fn erase(unit: &Unit, key: &QuantifierKey) -> Result<Edit, EditError> {
    let f = find(unit, key, &|s| s.head() == Some("forall"))?;
    hypothesis(unit, key, &f)?;
    let (i, edit) = deletion(unit, &f);
    let what = if edit.is_empty() { "the assertion deleted" } else { "the conjunct made `true`" };
    let text = rebuild(unit, &HashMap::from([(i, edit)]), &[]);
    Ok(Edit { text, description: format!("erased {key} (assertion {}: {what})", f.assertion) })
}

/// The polarity of the node at `path` in `term` (`true`: positive) and the universal variables
/// (name, sort) that enclose it, innermost last; `Err` with the operator that hides it.
fn context(term: &Sexp, path: &[usize]) -> Result<(bool, Vec<(String, Sexp)>), String> {
    let (mut positive, mut universals) = (true, Vec::new());
    let mut t = term;
    for &i in path {
        match t.head() {
            Some("!") if i == 1 => {}
            Some("and" | "or") => {}
            Some("not") => positive = !positive,
            Some("=>") => {
                let n = t.as_list().map_or(0, <[Sexp]>::len);
                if i + 1 < n {
                    positive = !positive;
                }
            }
            Some(q @ ("forall" | "exists")) if i == 2 => {
                if (q == "forall") == positive {
                    if let Some((_, vars, _)) = binder(t) {
                        for v in vars {
                            universals.retain(|(n, _): &(String, Sexp)| *n != v.0);
                            universals.push(v);
                        }
                    }
                } else {
                    return Err(format!("it is inside an existential `{q}`"));
                }
            }
            h => return Err(format!("it is under `{}`", h.unwrap_or("a non-symbol"))),
        }
        t = &t.as_list().expect("a path goes through lists")[i];
    }
    Ok((positive, universals))
}

/// The existential quantifier `key` (an `exists` in a positive place or a `forall` in a negative
/// one, in any assertion, the goal included) replaced by its body at fresh functions of the
/// universal variables that enclose it, declared just before its assertion.
pub fn skolemize(unit: &Unit, key: &QuantifierKey) -> Result<Edit, EditError> {
    skolemized(unit, key).map(|(e, _)| e)
}

/// [`skolemize`], and the names of the fresh functions it declares.
pub fn skolemized(unit: &Unit, key: &QuantifierKey) -> Result<(Edit, Vec<String>), EditError> {
    let f = find(unit, key, &|_| true)?;
    let term = &f.command.as_list().expect("an assertion is a list")[1];
    let (positive, universals) = context(term, &f.path).map_err(|why| EditError::NotExistential(key.clone(), why))?;
    let (head, vars, body) = binder(f.term()).ok_or_else(|| EditError::NoQuantifier(key.clone()))?;
    if (head == "exists") != positive {
        let why = if positive { "a `forall` in a positive place" } else { "an `exists` under a negation" };
        return Err(EditError::NotExistential(key.clone(), why.into()));
    }
    let mut taken = names_in(unit.text());
    let base = match key {
        QuantifierKey::Qid(q) => q.clone(),
        QuantifierKey::Position(i) => format!("a{i}"),
    };
    let mut map = HashMap::new();
    let mut decls = Vec::new();
    let mut names = Vec::new();
    let sorts: Vec<String> = universals.iter().map(|(_, s)| s.to_string()).collect();
    for (v, sort) in &vars {
        let name = fresh(&format!("sk!{base}!{v}"), &taken, &BTreeSet::new());
        taken.insert(name.clone());
        let sym = Sexp::symbol(name.clone()).ok_or_else(|| EditError::Read(format!("`{name}` is no symbol")))?;
        decls.push(format!("(declare-fun {sym} ({}) {sort})", sorts.join(" ")));
        let applied = if universals.is_empty() {
            sym
        } else {
            let mut app = vec![sym];
            for (u, _) in &universals {
                app.push(Sexp::symbol(u.as_str()).ok_or_else(|| EditError::Read(format!("`{u}` is no symbol")))?);
            }
            Sexp::List(app)
        };
        map.insert(v.clone(), applied);
        names.push(name);
    }
    let new_body = substitute(unannotated(body), &map, &mut taken);
    let i = command_of(unit, f.assertion);
    let edited = format!("(assert {})", replaced(term, &f.path, new_body));
    let mut edits = HashMap::from([(i, format!("{}\n{edited}", decls.join("\n")))]);
    if decls.is_empty() {
        edits.insert(i, edited);
    }
    let text = rebuild(unit, &edits, &[]);
    let over = if universals.is_empty() {
        "constants".to_string()
    } else {
        format!("functions of {}", universals.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(", "))
    };
    let description = format!("skolemized {key} with fresh {over}: {}", names.join(", "));
    Ok((Edit { text, description }, names))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::edit::fixtures::{answer, data, z3};
    use crate::smt::observation::proof::{proved, Binding, DEFAULT_BUDGET};
    use crate::smt::perturbation::mutate::Perturbation;
    use crate::smt::solving::cache::QueryCache;
    use crate::smt::solving::solve::Answer;

    fn proof_of(u: &Unit) -> crate::smt::observation::proof::ProofRun {
        let cache = QueryCache::new(tempfile::tempdir().unwrap().keep());
        proved(&z3(), &cache, u, &Perturbation::identity(), DEFAULT_BUDGET).unwrap()
    }

    fn inst(var: &str, sort: &str, term: &str) -> ProofInstance {
        vec![Binding { var: var.into(), sort: sort.into(), term: term.into() }]
    }

    /// The unit's commands before its goal, and `(assert (not (and LINES)))`: unsat when the
    /// hypotheses imply the lines.
    fn implies(u: &Unit, lines: &[&str]) -> String {
        let goal = command_of(u, u.goal().unwrap());
        let mut t: String = u.commands()[..goal].iter().map(|c| format!("{}\n", u.command_text(c))).collect();
        let terms: Vec<&str> = lines.iter().filter_map(|l| l.strip_prefix("(assert ")?.strip_suffix(')')).collect();
        t.push_str(&format!("(assert (not (and true {})))\n(check-sat)\n", terms.join(" ")));
        t
    }

    /// All of a proof's instances, of two quantifiers, in one edit: both quantifiers stay, the
    /// instances of each are written, and the edited query is still proved.
    #[test]
    fn every_quantifiers_proof_instances_go_in_at_once() {
        let u = data("proof_two_quantifiers.smt2");
        let run = proof_of(&u);
        let keys = [QuantifierKey::Qid("pos".into()), QuantifierKey::Qid("gf".into())];
        let each: Vec<(&QuantifierKey, &[ProofInstance])> =
            keys.iter().map(|k| (k, run.instances.of(k).map_or(&[][..], |q| &q.instances[..]))).collect();
        assert!(each.iter().all(|(_, i)| !i.is_empty()), "the proof uses both: {:?}", run.instances);
        let (e, went) = instantiate_many(&u, &each).unwrap();
        assert_eq!(went, keys);
        assert!(
            e.text.contains("(assert (> (f a) 0))\n") && e.text.contains("(assert (= (g a) (f a)))\n"),
            "{}",
            e.text
        );
        assert!(e.text.contains(":qid pos") && e.text.contains(":qid gf"), "the quantifiers stay: {}", e.text);
        assert_eq!(answer(&e.text), Answer::Unsat);
        // No quantifier with instances: no edit.
        let none: Vec<(&QuantifierKey, &[ProofInstance])> = vec![(&keys[0], &[])];
        assert!(matches!(instantiate_many(&u, &none), Err(EditError::NoInstances(_))));
    }

    #[test]
    fn replace_by_the_proofs_instances_is_still_proved_and_implied_by_the_original() {
        let u = data("proof_two_instances.smt2");
        let key = QuantifierKey::Qid("pos".into());
        let run = proof_of(&u);
        let instances = &run.instances.of(&key).unwrap().instances;
        let e = replace(&u, &key, instances).unwrap();
        assert!(!e.text.contains(":qid pos"), "{}", e.text);
        let added: Vec<&str> = e.text.lines().filter(|l| l.starts_with("(assert (> (f")).collect();
        assert_eq!(added.len(), 2, "{}", e.text);
        assert!(e.text.contains("(assert (> (f a) 0))\n") && e.text.contains("(assert (> (f b) 0))\n"));
        assert!(e.description.contains("2 instance(s)"), "{}", e.description);
        assert_eq!(answer(&e.text), Answer::Unsat);
        assert_eq!(answer(&implies(&u, &added)), Answer::Unsat, "the original implies the instances");
        // Beside the quantifier: it stays; erased: the assertion goes and the goal is not proved.
        let kept = instantiate_all(&u, &key, instances).unwrap();
        assert!(kept.text.contains(":qid pos") && kept.text.contains("(assert (> (f b) 0))"));
        assert_eq!(answer(&kept.text), Answer::Unsat);
        let erased = erase(&u, &key).unwrap();
        assert_eq!(erased.text.matches("(assert").count(), 1, "{}", erased.text);
        assert_eq!(answer(&erased.text), Answer::Sat);
        // The goal and an unknown qid are refused; so is no instance.
        assert!(matches!(erase(&u, &QuantifierKey::Qid("nope".into())), Err(EditError::NoQuantifier(_))));
        assert!(matches!(replace(&u, &key, &[]), Err(EditError::NoInstances(_))));
    }

    #[test]
    fn instances_are_written_capture_avoiding_and_sort_correct() {
        let q = "(declare-fun f (Real Int) Real)\n(declare-fun y () Int)\n\
            (assert (forall ((x Real) (n Int)) (! (and (> (f x n) 0.0) (forall ((y Int)) (> (f x y) (f x n)))) :qid q)))\n\
            (assert (not (> (f 1.0 y) 0.0)))\n(check-sat)\n";
        let u = Unit::single("q", q).unwrap();
        let key = QuantifierKey::Qid("q".into());
        let i = vec![
            Binding { var: "x".into(), sort: "Real".into(), term: "1".into() },
            Binding { var: "n".into(), sort: "Int".into(), term: "y".into() },
        ];
        let e = instantiate_all(&u, &key, &[i]).unwrap();
        // The inner `y` would capture the term `y`: it is renamed.
        assert!(
            e.text.contains("(assert (and (> (f 1.0 y) 0.0) (forall ((y@1 Int)) (> (f 1.0 y@1) (f 1.0 y)))))"),
            "{}",
            e.text
        );
        assert_eq!(answer(&e.text), Answer::Unsat);
        // Variables the proof named otherwise are bound by position when the sorts agree.
        let other = vec![
            Binding { var: "a".into(), sort: "Real".into(), term: "2.5".into() },
            Binding { var: "b".into(), sort: "Int".into(), term: "3".into() },
        ];
        assert!(instantiate_all(&u, &key, &[other]).unwrap().text.contains("(f 2.5 3)"));
        let wrong = inst("x", "Real", "1");
        assert!(matches!(instantiate_all(&u, &key, &[wrong]), Err(EditError::Unwritable(..))));
        assert_eq!(coerce(read_one("(- 2)").unwrap(), &read_one("Real").unwrap()).to_string(), "(- 2.0)");
    }

    #[test]
    fn a_conjunct_is_erased_to_true_and_a_nested_quantifier_is_no_hypothesis() {
        let q = "(declare-fun p (Int) Bool)\n(declare-fun c () Int)\n\
            (assert (and (p 0) (forall ((x Int)) (! (p x) :qid all))))\n\
            (assert (=> (p 1) (forall ((z Int)) (! (p (+ z 1)) :qid under))))\n\
            (assert (not (p c)))\n(check-sat)\n";
        let u = Unit::single("q", q).unwrap();
        let e = erase(&u, &QuantifierKey::Qid("all".into())).unwrap();
        assert!(e.text.contains("(assert (and (p 0) true))\n"), "{}", e.text);
        assert!(e.description.contains("conjunct"), "{}", e.description);
        assert_eq!(answer(&e.text), Answer::Sat);
        let under = QuantifierKey::Qid("under".into());
        assert!(matches!(erase(&u, &under), Err(EditError::NotHypothesis(..))));
        assert!(matches!(instantiate_all(&u, &under, &[inst("z", "Int", "c")]), Err(EditError::NotHypothesis(..))));
        let r = instantiate_all(&u, &QuantifierKey::Qid("all".into()), &[inst("x", "Int", "c")]).unwrap();
        assert_eq!(answer(&r.text), Answer::Unsat);
    }

    #[test]
    fn skolemize_declares_fresh_functions_of_the_enclosing_universals() {
        let q = "(declare-fun r (Int Int) Bool)\n(declare-fun c () Int)\n\
            (assert (forall ((x Int)) (! (exists ((y Int)) (! (r x y) :qid ey)) :qid ax)))\n\
            (assert (not (forall ((w Int)) (! (r c w) :qid gw))))\n(check-sat)\n";
        let u = Unit::single("q", q).unwrap();
        let e = skolemize(&u, &QuantifierKey::Qid("ey".into())).unwrap();
        assert!(
            e.text.contains(
                "(declare-fun sk!ey!y (Int) Int)\n(assert (forall ((x Int)) (! (r x (sk!ey!y x)) :qid ax)))\n"
            ),
            "{}",
            e.text
        );
        assert!(e.description.contains("functions of x"), "{}", e.description);
        assert_eq!(answer(&e.text), Answer::Sat);
        // The negated universal of the goal: a constant.
        let g = skolemize(&u, &QuantifierKey::Qid("gw".into())).unwrap();
        assert!(g.text.contains("(declare-fun sk!gw!w () Int)\n(assert (not (r c sk!gw!w)))\n"), "{}", g.text);
        assert_eq!(answer(&g.text), Answer::Sat);
        assert!(matches!(skolemize(&u, &QuantifierKey::Qid("ax".into())), Err(EditError::NotExistential(..))));
    }

    #[test]
    fn a_verus_shaped_existential_is_skolemized_and_then_its_instances_are_usable() {
        let u = data("proof_verus.smt2");
        let ens = QuantifierKey::Qid("user_lib__f_ens_0".into());
        // The proof's instances are at z3's skolem of the witness: left out.
        let run = proof_of(&u);
        assert!(run.proved(), "{run:?}");
        let q = run.instances.of(&ens).unwrap();
        assert!(q.instances.is_empty() && q.skolem_filtered == 1, "{q:?}");
        // Skolemized with a declared constant, the proof is at that constant.
        let e = skolemize(&u, &QuantifierKey::Qid("user_lib__exists_w".into())).unwrap();
        let c = "sk!user_lib__exists_w!w";
        assert!(e.text.contains(&format!("(declare-fun {c} () Int)\n(assert (and (req%%lib!f.? {c}) (> {c} 10)))")));
        let sk = Unit::single("sk", &e.text).unwrap();
        assert_eq!(answer(sk.text()), Answer::Unsat);
        let run = proof_of(&sk);
        let q = run.instances.of(&ens).unwrap();
        assert_eq!(q.skolem_filtered, 0);
        assert_eq!(q.instances, [inst("x", "Int", c)]);
        // Its instance is asserted before the goal, after the constant's declaration.
        let r = replace(&sk, &ens, &q.instances).unwrap();
        let line = format!("(assert (=> (req%%lib!f.? {c}) (> (lib!f.? {c}) {c})))");
        let (decl, at, goal) = (
            r.text.find(&format!("(declare-fun {c}")).unwrap(),
            r.text.find(&line).unwrap(),
            r.text.find("(assert (not (exists").unwrap(),
        );
        assert!(decl < at && at < goal, "{}", r.text);
        assert_eq!(answer(&r.text), Answer::Unsat);
        // The goal's negated existential is no existential; erase refuses the goal.
        let goal = QuantifierKey::Qid("user_goal".into());
        assert!(matches!(skolemize(&u, &goal), Err(EditError::NotExistential(..))));
        assert!(matches!(erase(&u, &goal), Err(EditError::NotHypothesis(..))));
    }

    #[test]
    fn an_unnamed_quantifier_is_found_by_its_position() {
        let u = data("proof_skolem.smt2");
        let key = QuantifierKey::Position(1);
        let e = erase(&u, &key).unwrap();
        assert_eq!(answer(&e.text), Answer::Sat);
        let s = skolemize(&u, &QuantifierKey::Qid("ex".into())).unwrap();
        let sk = Unit::single("sk", &s.text).unwrap();
        let run = proof_of(&sk);
        let q = run.instances.of(&key).expect("keyed by position");
        assert_eq!(q.instances, [inst("x", "Int", "sk!ex!y")]);
        let r = replace(&sk, &key, &q.instances).unwrap();
        assert_eq!(answer(&r.text), Answer::Unsat);
        assert!(matches!(erase(&u, &QuantifierKey::Position(7)), Err(EditError::NoQuantifier(_))));
    }
}
