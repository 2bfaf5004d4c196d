//! Whether an SMT-LIB term is an instance of a quantified assertion: the quantifier's body (under
//! one or more nested `forall`s) with its bound variables replaced by terms, up to the renaming
//! of the body's own binders (`forall`, `exists`, `lambda`, `let`: alpha-equivalence), and the
//! same matching for a skolemization (an existential's body at constants).
//!
//! The replacement is capture-avoiding: a term may not mention a name that a binder of the
//! candidate binds at its place (from `(forall ((x Int)) (exists ((y Int)) (P x y)))`, the
//! "instance" `(exists ((y Int)) (P y y))` at a declared constant `y` is none). It is
//! sort-checked: each term's sort, worked out from the unit's declarations ([`Sorts`]), is the
//! variable's; a term whose sort cannot be worked out makes no instance, the harmless direction.
//! `!` annotations other than the term are ignored (patterns are stripped before).

use crate::smt::text::sexp::Sexp;
use crate::smt::text::term::unannotated;
use crate::smt::text::unit::Unit;
use std::collections::HashMap;

/// The sorts of a unit's declared and defined functions and constants (result sorts), and of
/// its datatypes' constructors and selectors.
#[derive(Debug, Default)]
pub struct Sorts {
    results: HashMap<String, Sexp>,
}

impl Sorts {
    /// The declarations of `unit`: `declare-fun`, `declare-const`, `define-fun`,
    /// `define-fun-rec`, `define-const`, and non-parametric `declare-datatype(s)`.
    pub fn of(unit: &Unit) -> Sorts {
        let mut results = HashMap::new();
        for c in unit.commands() {
            let Ok(s) = c.sexp() else { continue };
            let Some(l) = s.as_list() else { continue };
            let name = |i: usize| l.get(i).and_then(Sexp::symbol_name).map(str::to_string);
            match (s.head(), l.len()) {
                (Some("declare-fun" | "define-fun" | "define-fun-rec"), 4..=5) => {
                    if let Some(n) = name(1) {
                        results.insert(n, l[3].clone());
                    }
                }
                (Some("declare-const" | "define-const"), 3..=4) => {
                    if let Some(n) = name(1) {
                        results.insert(n, l[2].clone());
                    }
                }
                (Some("declare-datatype"), 3) => {
                    if let Some(sort) = l.get(1).filter(|x| x.symbol_name().is_some()) {
                        constructors(sort, &l[2], &mut results);
                    }
                }
                (Some("declare-datatypes"), 3) => {
                    let (Some(heads), Some(bodies)) = (l[1].as_list(), l[2].as_list()) else { continue };
                    for (h, b) in heads.iter().zip(bodies) {
                        let arity = h.as_list().and_then(|x| x.get(1));
                        if let (Some(sort), Some(Sexp::Numeral(n))) = (h.as_list().and_then(|x| x.first()), arity) {
                            if n == "0" {
                                constructors(sort, b, &mut results);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        Sorts { results }
    }

    /// The sort of a term, with `local` the sorts of the names its enclosing binders bind
    /// (innermost last); `None` when it cannot be worked out here.
    pub fn sort_of(&self, t: &Sexp, local: &mut Vec<(String, Sexp)>) -> Option<Sexp> {
        let sym = |n: &str| Sexp::symbol(n);
        match t {
            Sexp::Numeral(_) => sym("Int"),
            Sexp::Decimal(_) => sym("Real"),
            Sexp::String(_) => sym("String"),
            Sexp::Hexadecimal(h) => bitvec(4 * h.trim_start_matches("#x").len()),
            Sexp::Binary(b) => bitvec(b.trim_start_matches("#b").len()),
            Sexp::Keyword(_) => None,
            Sexp::Symbol(s) => match s.name() {
                "true" | "false" => sym("Bool"),
                n => local.iter().rev().find(|(m, _)| m == n).map(|(_, s)| s.clone()).or_else(|| self.nullary(n)),
            },
            Sexp::List(l) => {
                let first = l.first()?;
                // `(_ bvN W)`: a bit-vector literal of width W.
                if first.symbol_name() == Some("_")
                    && l.get(1).and_then(Sexp::symbol_name).is_some_and(|n| n.starts_with("bv"))
                {
                    return match l.get(2) {
                        Some(Sexp::Numeral(w)) => bitvec(w.parse().ok()?),
                        _ => None,
                    };
                }
                if let Some(f) = first.as_list() {
                    // `((_ is C) x)` and `((as const (Array I E)) v)`.
                    return match (f.first().and_then(Sexp::symbol_name), f.get(1).and_then(Sexp::symbol_name)) {
                        (Some("_"), Some("is")) => sym("Bool"),
                        (Some("as"), Some("const")) => f.get(2).cloned(),
                        _ => None,
                    };
                }
                let arg = |i: usize, local: &mut Vec<(String, Sexp)>| l.get(i).and_then(|a| self.sort_of(a, local));
                match first.symbol_name()? {
                    "forall" | "exists" => sym("Bool"),
                    "!" => arg(1, local),
                    "as" => l.get(2).cloned(),
                    "let" => {
                        let k = local.len();
                        for b in l.get(1)?.as_list()? {
                            let b = b.as_list()?;
                            let s = self.sort_of(b.get(1)?, local)?;
                            local.push((b.first()?.symbol_name()?.to_string(), s));
                        }
                        let out = arg(2, local);
                        local.truncate(k);
                        out
                    }
                    "=" | "distinct" | "and" | "or" | "not" | "=>" | "xor" | "<" | "<=" | ">" | ">=" | "is_int" => {
                        sym("Bool")
                    }
                    "bvult" | "bvule" | "bvugt" | "bvuge" | "bvslt" | "bvsle" | "bvsgt" | "bvsge" => sym("Bool"),
                    "+" | "-" | "*" | "div" | "mod" | "abs" => arg(1, local),
                    "/" | "to_real" => sym("Real"),
                    "to_int" => sym("Int"),
                    "ite" => {
                        let s = arg(2, local)?;
                        (arg(3, local)? == s).then_some(s)
                    }
                    "select" => {
                        let a = arg(1, local)?;
                        let a = a.as_list().filter(|a| a.len() == 3 && a[0].symbol_name() == Some("Array"))?;
                        Some(a[2].clone())
                    }
                    "store" => arg(1, local),
                    f if f.starts_with("bv") => arg(1, local),
                    f => self.results.get(f).cloned(),
                }
            }
        }
    }

    /// The sort of a declared constant.
    fn nullary(&self, name: &str) -> Option<Sexp> {
        self.results.get(name).cloned()
    }
}

fn bitvec(width: usize) -> Option<Sexp> {
    Some(Sexp::List(vec![Sexp::symbol("_")?, Sexp::symbol("BitVec")?, Sexp::Numeral(width.to_string())]))
}

/// A datatype's constructors (of sort `sort`) and selectors (of their field's sort).
fn constructors(sort: &Sexp, ctors: &Sexp, out: &mut HashMap<String, Sexp>) {
    for c in ctors.as_list().unwrap_or(&[]) {
        if let Some(n) = c.symbol_name() {
            out.insert(n.to_string(), sort.clone());
            continue;
        }
        let Some(l) = c.as_list() else { continue };
        if let Some(n) = l.first().and_then(Sexp::symbol_name) {
            out.insert(n.to_string(), sort.clone());
        }
        for sel in &l[1..] {
            if let (Some(n), Some(s)) =
                (sel.as_list().and_then(|x| x.first()?.symbol_name()), sel.as_list().and_then(|x| x.get(1)))
            {
                out.insert(n.to_string(), s.clone());
            }
        }
    }
}

/// The names and sorts of a binder's variable list `((x Int) (y T))`; `None` when malformed.
pub fn binders(vars: &Sexp) -> Option<Vec<(String, Sexp)>> {
    vars.as_list()?
        .iter()
        .map(|v| {
            let v = v.as_list().filter(|v| v.len() == 2)?;
            Some((v[0].symbol_name()?.to_string(), v[1].clone()))
        })
        .collect()
}

/// Whether `candidate` is an instance of the quantified term `quantified` (see the module doc),
/// each instantiated variable's term of the variable's sort.
pub fn is_instance(sorts: &Sorts, quantified: &Sexp, candidate: &Sexp) -> bool {
    let mut vars: Vec<(String, Sexp)> = Vec::new();
    let mut t = unannotated(quantified);
    while t.head() == Some("forall") {
        let Some(l) = t.as_list().filter(|l| l.len() == 3) else { return false };
        let Some(inner) = binders(&l[1]) else { return false };
        vars.retain(|(n, _)| !inner.iter().any(|(m, _)| m == n));
        vars.extend(inner);
        t = unannotated(&l[2]);
        if let Some(terms) = matches(&vars, t, unannotated(candidate)) {
            if terms.iter().all(|(v, term)| {
                let sort = vars.iter().find(|(n, _)| n == v).map(|(_, s)| s);
                sort.is_some() && sorts.sort_of(term, &mut Vec::new()).as_ref() == sort
            }) {
                return true;
            }
        }
    }
    false
}

/// The terms `vars` stand for when `candidate` is `body` with them replaced (capture-avoiding,
/// up to alpha-equivalence); `None` when it is not.
pub fn matches(vars: &[(String, Sexp)], body: &Sexp, candidate: &Sexp) -> Option<HashMap<String, Sexp>> {
    let mut m = Matcher { vars, terms: HashMap::new(), scope: Vec::new() };
    m.term(body, candidate).then_some(m.terms)
}

struct Matcher<'a> {
    vars: &'a [(String, Sexp)],
    terms: HashMap<String, Sexp>,
    /// Binders entered, innermost last: (the body's name, the candidate's name).
    scope: Vec<(String, String)>,
}

impl Matcher<'_> {
    fn term(&mut self, p: &Sexp, c: &Sexp) -> bool {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.term_inner(p, c))
    }

    fn term_inner(&mut self, p: &Sexp, c: &Sexp) -> bool {
        if let Some(x) = p.symbol_name() {
            if let Some((_, theirs)) = self.scope.iter().rev().find(|(mine, _)| mine == x) {
                let innermost = self.scope.iter().rev().find(|(_, t)| t == theirs).map(|(m, _)| m.as_str());
                return c.symbol_name() == Some(theirs.as_str()) && innermost == Some(x);
            }
            if self.vars.iter().any(|(v, _)| v == x) {
                let mut names = Vec::new();
                symbols(c, &mut names);
                if names.iter().any(|n| self.scope.iter().any(|(_, t)| t == n)) {
                    return false;
                }
                return match self.terms.get(x) {
                    Some(t) => t == c,
                    None => {
                        self.terms.insert(x.to_string(), c.clone());
                        true
                    }
                };
            }
            return c.symbol_name() == Some(x) && !self.scope.iter().any(|(_, t)| t == x);
        }
        let (Some(a), Some(b)) = (p.as_list(), c.as_list()) else { return p == c };
        match (p.head(), c.head()) {
            (Some("!"), _) | (_, Some("!")) => self.term(unannotated(p), unannotated(c)),
            (Some(q @ ("forall" | "exists" | "lambda")), Some(r)) if q == r => {
                let (Some(xs), Some(ys)) = (a.get(1).and_then(binders), b.get(1).and_then(binders)) else {
                    return false;
                };
                if a.len() != 3 || b.len() != 3 || xs.len() != ys.len() || xs.iter().zip(&ys).any(|(x, y)| x.1 != y.1) {
                    return false;
                }
                self.scoped(xs.into_iter().zip(ys).map(|(x, y)| (x.0, y.0)).collect(), &a[2], &b[2])
            }
            (Some("let"), Some("let")) => {
                let (Some(xs), Some(ys)) = (a.get(1).and_then(Sexp::as_list), b.get(1).and_then(Sexp::as_list)) else {
                    return false;
                };
                if a.len() != 3 || b.len() != 3 || xs.len() != ys.len() {
                    return false;
                }
                let mut pairs = Vec::new();
                for (x, y) in xs.iter().zip(ys) {
                    let (Some([n, s]), Some([m, t])) = (x.as_list(), y.as_list()) else { return false };
                    let (Some(n), Some(m)) = (n.symbol_name(), m.symbol_name()) else { return false };
                    if !self.term(s, t) {
                        return false;
                    }
                    pairs.push((n.to_string(), m.to_string()));
                }
                self.scoped(pairs, &a[2], &b[2])
            }
            _ => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| self.term(x, y)),
        }
    }

    fn scoped(&mut self, pairs: Vec<(String, String)>, p: &Sexp, c: &Sexp) -> bool {
        let k = self.scope.len();
        self.scope.extend(pairs);
        let ok = self.term(p, c);
        self.scope.truncate(k);
        ok
    }
}

/// Every symbol of `s` (bound ones too: an over-approximation of its free names, which only
/// ever refuses more).
fn symbols(s: &Sexp, out: &mut Vec<String>) {
    match s {
        Sexp::List(l) => l.iter().for_each(|x| symbols(x, out)),
        _ => {
            if let Some(n) = s.symbol_name() {
                out.push(n.to_string());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::sexp::read_one;

    #[test]
    fn sorts_come_from_the_declarations_and_the_theories_or_are_unknown() {
        let q = "(declare-datatypes ((List 0)) (((nil) (cons (hd Int) (tl List)))))\n\
            (declare-fun m () (Array Int Bool))\n(declare-const r Real)\n(define-fun two () Int 2)\n\
            (assert (select m two))\n(check-sat)\n";
        let u = Unit::single("q", q).unwrap();
        let sorts = Sorts::of(&u);
        let sort = |t: &str| sorts.sort_of(&read_one(t).unwrap(), &mut Vec::new()).map(|s| s.to_string());
        for (t, s) in [
            ("3", Some("Int")),
            ("(- 3)", Some("Int")),
            ("1.5", Some("Real")),
            ("(+ r 1.0)", Some("Real")),
            ("(select m 0)", Some("Bool")),
            ("two", Some("Int")),
            ("(hd (cons 1 nil))", Some("Int")),
            ("nil", Some("List")),
            ("(ite true two 3)", Some("Int")),
            ("(ite true two r)", None),
            ("((_ is cons) nil)", Some("Bool")),
            ("(let ((z r)) z)", Some("Real")),
            ("(_ bv5 32)", Some("(_ BitVec 32)")),
            ("#b101", Some("(_ BitVec 3)")),
            ("undeclared", None),
            ("(undeclared 1)", None),
        ] {
            assert_eq!(sort(t).as_deref(), s, "{t}");
        }
    }
}
