//! The term pass of the SMT reducer: inside the assertions left by the command-level phases,
//! replace one Boolean subterm at a time by something smaller, keeping each candidate only when
//! the caller's test holds (for `wobble minimize --unstable`: still unstable, and parsed by z3
//! and cvc5).
//!
//! Only subterms that are Boolean *for certain* are touched, so every candidate is well-sorted:
//! by shape (`true`/`false`, applications of `and`, `or`, `not`, `=>`, `xor`, `=`, `distinct`,
//! `<`, `<=`, `>`, `>=`, quantifiers, and `!`/`let`/`ite` around such a term) or by position (an
//! assertion, an argument of a connective, a quantifier's body, an `ite` condition, and the body
//! of `!`/`let` or the branches of `ite` when that term is Boolean). Arithmetic, arrays and
//! uninterpreted applications are never replaced (their Boolean arguments are visited).
//! Attribute values (`:pattern`, `:qid`, Boogie's `:lblpos`) and binder lists are never entered.
//!
//! Candidates for one Boolean subterm, coarse first: `true`, `false`; `(! t …)` → `t`; an
//! `and`/`or` without one of its arguments; `(=> a … b)` → `b`, or without one premise;
//! `(ite c a b)` → `a`, `b`; a `let` or quantifier whose body does not use its names → the body.
//! Each is Boolean: a constant, or a part that stands where a Boolean must. The walk is top-down
//! and breadth-first over every assertion, an accepted replacement is walked again, and walks
//! repeat until one changes nothing. With `jobs > 1` the candidates of one subterm are tested
//! `jobs` at a time and the first that holds, in the order above, wins, so the result does not
//! depend on `jobs`.

use crate::minimizer::reduce::Phase;
use crate::smt::text::query::Query;
use crate::smt::text::script::Command;
use crate::smt::text::sexp::Sexp;
use rayon::prelude::*;
use std::collections::{BTreeSet, VecDeque};

/// Heads whose applications are Boolean whatever their arguments.
const BOOL_HEADS: [&str; 13] =
    ["and", "or", "not", "=>", "xor", "=", "distinct", "<", "<=", ">", ">=", "forall", "exists"];

fn sym(name: &str) -> Sexp {
    // `true` and `false` are simple symbols.
    Sexp::symbol(name).unwrap_or(Sexp::List(Vec::new()))
}

fn items(t: &Sexp) -> &[Sexp] {
    t.as_list().unwrap_or_default()
}

fn is_constant(t: &Sexp) -> bool {
    matches!(t.symbol_name(), Some("true" | "false"))
}

/// Whether `t` is Boolean by its shape (see the module documentation).
pub fn is_bool(t: &Sexp) -> bool {
    if is_constant(t) {
        return true;
    }
    let l = items(t);
    match t.head() {
        Some(h) if BOOL_HEADS.contains(&h) => true,
        Some("!" | "let") => l.get(if t.head() == Some("!") { 1 } else { 2 }).is_some_and(is_bool),
        Some("ite") => l.len() == 4 && (is_bool(&l[2]) || is_bool(&l[3])),
        _ => false,
    }
}

/// Heads whose arguments are all Boolean.
const CONNECTIVES: [&str; 5] = ["and", "or", "not", "=>", "xor"];

/// The term positions directly inside `t`, as paths relative to `t`, each with whether the
/// position is Boolean by its context (`boolean`: whether `t` itself is Boolean).
fn children(t: &Sexp, boolean: bool) -> Vec<(Vec<usize>, bool)> {
    let l = items(t);
    match t.head() {
        None => Vec::new(),
        Some("!") => vec![(vec![1], boolean)],
        Some("forall" | "exists") => vec![(vec![2], true)],
        Some("let") => {
            let binds = l.get(1).map(items).unwrap_or_default();
            let mut c: Vec<(Vec<usize>, bool)> =
                (0..binds.len()).filter(|k| items(&binds[*k]).len() == 2).map(|k| (vec![1, k, 1], false)).collect();
            c.push((vec![2], boolean));
            c
        }
        Some("ite") => (1..l.len()).map(|k| (vec![k], k == 1 || boolean)).collect(),
        Some(h) => {
            let args_bool = CONNECTIVES.contains(&h);
            (1..l.len()).map(|k| (vec![k], args_bool)).collect()
        }
    }
}

fn get<'t>(t: &'t Sexp, path: &[usize]) -> Option<&'t Sexp> {
    path.iter().try_fold(t, |t, &k| t.as_list().and_then(|l| l.get(k)))
}

fn replaced(t: &Sexp, path: &[usize], new: &Sexp) -> Sexp {
    match path.split_first() {
        None => new.clone(),
        Some((&k, rest)) => match t.as_list() {
            Some(l) => Sexp::List(
                l.iter().enumerate().map(|(i, c)| if i == k { replaced(c, rest, new) } else { c.clone() }).collect(),
            ),
            None => t.clone(),
        },
    }
}

/// Every symbol name in `t`.
fn names(t: &Sexp, out: &mut BTreeSet<String>) {
    match t {
        Sexp::Symbol(s) => {
            out.insert(s.name().to_string());
        }
        Sexp::List(l) => l.iter().for_each(|c| names(c, out)),
        _ => {}
    }
}

/// The names a `let` or quantifier binds.
fn bound(t: &Sexp) -> Vec<String> {
    items(t)
        .get(1)
        .map(items)
        .unwrap_or_default()
        .iter()
        .filter_map(|b| items(b).first().and_then(Sexp::symbol_name).map(str::to_string))
        .collect()
}

/// `head` applied to `args`, or the only argument when one is left.
fn apply(head: &Sexp, args: Vec<Sexp>) -> Sexp {
    if args.len() == 1 {
        args.into_iter().next().unwrap_or_else(|| sym("true"))
    } else {
        Sexp::List(std::iter::once(head.clone()).chain(args).collect())
    }
}

/// The replacements of the Boolean term `t`, coarse first (each is Boolean: see the module doc).
fn candidates(t: &Sexp) -> Vec<Sexp> {
    let mut c = Vec::new();
    if is_constant(t) {
        return c;
    }
    c.push(sym("true"));
    c.push(sym("false"));
    let l = items(t);
    let without = |k: usize| -> Vec<Sexp> {
        l[1..].iter().enumerate().filter(|(i, _)| *i + 1 != k).map(|(_, x)| x.clone()).collect()
    };
    match t.head() {
        Some("!") if l.len() >= 2 => c.push(l[1].clone()),
        Some("and" | "or") if l.len() >= 3 => c.extend((1..l.len()).map(|k| apply(&l[0], without(k)))),
        Some("=>") if l.len() >= 3 => {
            c.push(l[l.len() - 1].clone());
            if l.len() >= 4 {
                c.extend((1..l.len() - 1).map(|k| apply(&l[0], without(k))));
            }
        }
        Some("ite") if l.len() == 4 => {
            c.push(l[2].clone());
            c.push(l[3].clone());
        }
        Some("let" | "forall" | "exists") if l.len() == 3 => {
            let mut used = BTreeSet::new();
            names(&l[2], &mut used);
            if bound(t).iter().all(|n| !used.contains(n)) {
                c.push(l[2].clone());
            }
        }
        _ => {}
    }
    // Every candidate is Boolean: a constant, or a part that stands where a Boolean must.
    c.retain(|x| x != t);
    c
}

/// Nodes of the assertions' terms (atoms and lists).
pub fn term_size(q: &Query) -> usize {
    fn size(t: &Sexp) -> usize {
        1 + items(t).iter().map(size).sum::<usize>()
    }
    q.commands.iter().map(|c| if let Command::Assert(t) = c { size(t) } else { 0 }).sum()
}

fn with_assertion(q: &Query, index: usize, term: Sexp) -> Query {
    let mut q = q.clone();
    q.commands[index] = Command::Assert(term);
    q
}

/// The term pass over every assertion of `query` (see the module documentation); `test(query)`
/// is assumed to hold. Returns the reduced query and the phase's figures.
pub fn reduce_terms(
    query: &Query,
    jobs: usize,
    round: usize,
    test: &(dyn Fn(&Query) -> bool + Sync),
) -> (Query, Phase) {
    let before = term_size(query);
    let mut q = query.clone();
    let mut tests = 0;
    let asserts: Vec<usize> =
        q.commands.iter().enumerate().filter(|(_, c)| matches!(c, Command::Assert(_))).map(|(i, _)| i).collect();
    // Walks until a walk changes nothing: a change deep down can open one higher up (a binder
    // whose names are no longer used). Candidates tried before come again with the same text,
    // which the caller's test answers from its memo.
    let mut changed = true;
    while changed {
        changed = false;
        for &index in &asserts {
            // An assertion's root is Boolean.
            let mut queue: VecDeque<(Vec<usize>, bool)> = VecDeque::from([(Vec::new(), true)]);
            while let Some((path, context)) = queue.pop_front() {
                let Command::Assert(term) = &q.commands[index] else { break };
                let Some(node) = get(term, &path) else { continue };
                let mut accepted = None;
                let boolean = context || is_bool(node);
                if boolean {
                    for chunk in candidates(node).chunks(jobs.max(1)) {
                        let tried: Vec<Query> =
                            chunk.iter().map(|c| with_assertion(&q, index, replaced(term, &path, c))).collect();
                        tests += tried.len();
                        let holds: Vec<bool> = tried.par_iter().map(test).collect();
                        if let Some(k) = holds.iter().position(|h| *h) {
                            accepted = tried.into_iter().nth(k);
                            break;
                        }
                    }
                }
                match accepted {
                    Some(next) => {
                        q = next;
                        changed = true;
                        queue.push_front((path, context));
                    }
                    None => queue.extend(
                        children(node, boolean).into_iter().map(|(c, b)| (path.iter().copied().chain(c).collect(), b)),
                    ),
                }
            }
        }
    }
    let after = term_size(&q);
    (q, Phase { name: format!("round {round}: terms"), before, after, tests })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::query::{split_prover_log, Dialect};
    use crate::smt::text::sexp::read_one;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;

    fn query(asserts: &[&str]) -> Query {
        let mut s = String::from("(declare-fun a () Bool)\n(declare-fun b () Bool)\n(declare-fun x () Int)\n");
        s.push_str("(declare-fun f (Int) Int)\n");
        for a in asserts {
            s.push_str(&format!("(assert {a})\n"));
        }
        s.push_str("(check-sat)\n");
        split_prover_log(&s).unwrap().remove(0)
    }

    fn text(q: &Query) -> String {
        q.to_smtlib(Dialect::Z3, None)
    }

    fn last_assert(q: &Query) -> String {
        match q.commands.iter().rev().find(|c| matches!(c, Command::Assert(_))) {
            Some(Command::Assert(t)) => t.to_string(),
            _ => String::new(),
        }
    }

    #[test]
    fn shapes_decide_what_is_boolean() {
        for t in ["true", "(and a b)", "(< x 1)", "(! (or a b) :lblpos +0)", "(let ((y 1)) (= y x))", "(ite a b false)"]
        {
            assert!(is_bool(&read_one(t).unwrap()), "{t}");
        }
        for t in ["x", "a", "(f x)", "(+ x 1)", "(ite a x 1)", "(select m x)"] {
            assert!(!is_bool(&read_one(t).unwrap()), "{t}");
        }
    }

    #[test]
    fn keeps_only_the_subterm_the_property_needs() {
        // The property: the comparison `(> (f x) 3)` is still asserted, and `a` is not asserted
        // false (a stand-in for "z3's answer is still unstable").
        let q = query(&["(! (and (> (f x) 3) (or a b) (=> a (< x 0))) :lblpos +0)"]);
        let test = |c: &Query| last_assert(c).contains("(> (f x) 3)");
        let (r, phase) = reduce_terms(&q, 1, 1, &test);
        assert_eq!(last_assert(&r), "(> (f x) 3)", "{}", text(&r));
        assert!(phase.after < phase.before && phase.tests > 0, "{phase:?}");
    }

    #[test]
    fn never_replaces_a_term_that_is_not_boolean_by_shape() {
        let q = query(&["(=> (and a (= (f (+ x 1)) (ite b x 2))) (< (f x) x))"]);
        let seen = Mutex::new(Vec::new());
        let test = |c: &Query| {
            let t = last_assert(c);
            // Every candidate reads back and keeps every Int term Int: `f` and `+` still get
            // Int arguments (no `true`/`false` inside them).
            read_one(&t).unwrap();
            assert!(!t.contains("(f true") && !t.contains("(f false") && !t.contains("(+ true"), "{t}");
            assert!(!t.contains("(ite b true") && !t.contains("(ite b false"), "{t}");
            seen.lock().unwrap().push(t.clone());
            t.contains("(< (f x) x)")
        };
        let (r, _) = reduce_terms(&q, 2, 1, &test);
        assert_eq!(last_assert(&r), "(< (f x) x)");
        assert!(seen.lock().unwrap().len() >= 3);
    }

    #[test]
    fn a_property_that_needs_everything_keeps_everything_and_jobs_do_not_matter() {
        let q = query(&["(or a (not b))", "(let ((y (f x))) (and (> y 0) (< y 9)))"]);
        let whole = text(&q);
        let calls = AtomicUsize::new(0);
        let (r, phase) = reduce_terms(&q, 1, 1, &|c: &Query| {
            calls.fetch_add(1, Ordering::Relaxed);
            text(c) == whole
        });
        assert_eq!(r, q);
        assert_eq!(phase.before, phase.after);
        assert_eq!(phase.tests, calls.load(Ordering::Relaxed));
        // Same property, other job counts: same result.
        let needs_y = |c: &Query| last_assert(c).contains("(> y 0)");
        let one = reduce_terms(&q, 1, 1, &needs_y).0;
        for jobs in [2, 3, 8] {
            assert_eq!(reduce_terms(&q, jobs, 1, &needs_y).0, one, "jobs = {jobs}");
        }
        assert_eq!(last_assert(&one), "(let ((y (f x))) (> y 0))");
    }

    #[test]
    fn a_binder_whose_names_are_unused_goes() {
        let q = query(&["(let ((y (f x))) (and (> y 0) a))"]);
        let has_a = |c: &Query| {
            let mut n = BTreeSet::new();
            names(&read_one(&last_assert(c)).unwrap(), &mut n);
            n.contains("a")
        };
        let (r, _) = reduce_terms(&q, 1, 1, &has_a);
        assert_eq!(last_assert(&r), "a");
    }
}
