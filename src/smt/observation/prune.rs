//! Unsat-core pruning of a verifier's query, and the text-level facts that repairs of a query
//! need: which assertion is the goal, and what an assertion says once its triggers are ignored.
//!
//! - [`find_core`]: the unsat core of a run that proved the query, asked for on the very
//!   perturbation that proved it (the text with `:named` labels is a run of its own: naming can
//!   change z3's search, so a core run that does not prove the query is tried on the next passing
//!   perturbation, at most `tries` of them). Runs go through the [`QueryCache`], so nothing is
//!   solved twice.
//! - [`keep_assertions`]: the unit with only some of its top-level assertions, every other
//!   command (options, the prelude, declarations, definitions, `push`/`pop`, the check) as it is.
//! - [`goal`]: the goal assertion ([`Unit::goal`]); it is never in a repair's reach.
//! - [`without_patterns`]: an assertion with `:pattern`/`:no-pattern` annotations removed
//!   (what is true does not depend on them), for comparing terms (printed canonically, or as
//!   trees).

use super::observe::{observe, Ask, Core};
use crate::smt::perturbation::mutate::Perturbation;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::{Answer, Solver};
use crate::smt::text::sexp::Sexp;
use crate::smt::text::unit::Unit;
use std::path::Path;
use std::time::Duration;

/// An unsat core found on a passing perturbation.
#[derive(Clone, Debug, PartialEq)]
pub struct FoundCore {
    pub core: Core,
    /// The perturbation it was asked on (as [`Perturbation`]'s `Display` prints it).
    pub perturbation: String,
    /// Core runs made (or found in the cache) until one proved the query.
    pub tries: usize,
}

/// The core of the first of `passing` (perturbations on which a plain run proved `unit`) whose
/// core run proves it too; at most `tries` core runs.
pub fn find_core(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    passing: impl IntoIterator<Item = Perturbation>,
    tries: usize,
    workdir: &Path,
    timeout: Duration,
) -> Option<FoundCore> {
    let ask = Ask { profile: false, core: true };
    for (k, p) in passing.into_iter().take(tries).enumerate() {
        let Ok(o) = observe(solver, cache, unit, &p, ask, workdir, timeout) else { continue };
        if o.answer() == Answer::Unsat {
            if let Some(core) = o.core {
                return Some(FoundCore { core, perturbation: p.to_string(), tries: k + 1 });
            }
        }
    }
    None
}

/// The text of `unit` with only its top-level assertions `keep` ([`Unit::assertions`] indices):
/// every other command stays as written, in its place.
pub fn keep_assertions(unit: &Unit, keep: &[usize]) -> String {
    let text = unit.text();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for a in unit.assertions() {
        if keep.contains(&a.index) {
            continue;
        }
        out.push_str(&text[at..a.span.start]);
        // Commands are one per line: the newline after a dropped one goes with it.
        at = if text[a.span.end..].starts_with('\n') { a.span.end + 1 } else { a.span.end };
    }
    out.push_str(&text[at..]);
    out
}

/// The index ([`Unit::assertions`]) of the goal assertion of `unit` ([`Unit::goal`]).
pub fn goal(unit: &Unit) -> Option<usize> {
    unit.goal()
}

/// Removes `:pattern X` and `:no-pattern X` from every `!` annotation of `s`, and the `!` when
/// nothing but its term is left.
fn strip(s: &mut Sexp) {
    let Some(items) = s.as_list_mut() else { return };
    for i in items.iter_mut() {
        strip(i);
    }
    if items.first().and_then(Sexp::symbol_name) != Some("!") || items.len() < 2 {
        return;
    }
    let mut kept = Vec::with_capacity(items.len());
    let mut drain = std::mem::take(items).into_iter().peekable();
    while let Some(x) = drain.next() {
        if matches!(&x, Sexp::Keyword(k) if k == "pattern" || k == "no-pattern") {
            drain.next();
            continue;
        }
        kept.push(x);
    }
    if kept.len() == 2 {
        if let Some(term) = kept.pop() {
            *s = term;
            return;
        }
    }
    *items = kept;
}

/// `command` (an `(assert …)` or a term) with its triggers removed.
pub fn without_patterns(command: &Sexp) -> Sexp {
    let mut s = command.clone();
    strip(&mut s);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::sexp::read_one;

    const Q: &str = "(set-option :smt.mbqi false)\n(declare-fun f (Int) Int)\n(declare-fun a () Int)\n\
        (assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)) :qid ax1)))\n(assert (= a 3))\n\
        (push 1)\n(assert (! (not (> (f a) 0)) :named goal))\n(check-sat)\n";

    #[test]
    fn pruning_keeps_every_other_command() {
        let u = Unit::single("q", Q).unwrap();
        let t = keep_assertions(&u, &[0, 2]);
        assert!(!t.contains("(= a 3)"), "{t}");
        assert!(t.contains("(set-option :smt.mbqi false)\n(declare-fun f (Int) Int)"));
        assert!(
            t.contains(":qid ax1")
                && t.contains(":named goal")
                && t.ends_with("(push 1)\n(assert (! (not (> (f a) 0)) :named goal))\n(check-sat)\n"),
            "{t}"
        );
        let pruned = Unit::single("q", &t).unwrap();
        assert_eq!(pruned.assertions().len(), 2);
        assert_eq!(keep_assertions(&u, &[0, 1, 2]), u.text());
    }

    #[test]
    fn the_goal_is_the_last_negated_assertion() {
        let u = Unit::single("q", Q).unwrap();
        assert_eq!(goal(&u), Some(2));
        // Boogie's shape: the negated VC, then nothing; a trailing non-negated assertion does not
        // hide it.
        let t = Q.replace("(check-sat)", "(assert (= a a))\n(check-sat)");
        assert_eq!(goal(&Unit::single("q", &t).unwrap()), Some(2));
        let none = "(declare-fun p () Bool)\n(assert p)\n(assert (or p p))\n(check-sat)\n";
        assert_eq!(goal(&Unit::single("q", none).unwrap()), Some(1));
        assert_eq!(goal(&Unit::single("q", "(check-sat)\n").unwrap()), None);
    }

    #[test]
    fn patterns_do_not_count_in_comparisons() {
        let a = "(assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)) :qid ax1)))";
        let b = "(assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x) (g x)) :qid ax1)))";
        let c = "(assert (forall ((x Int)) (! (> (f x) 0) :qid ax1 :no-pattern (h x))))";
        let d = "(assert (forall ((x Int)) (! (> (f x) 1) :pattern ((f x)) :qid ax1)))";
        let stripped = |t: &str| without_patterns(&read_one(t).unwrap()).to_string();
        assert_eq!(stripped(a), stripped(b));
        assert_eq!(stripped(a), stripped(c));
        assert_ne!(stripped(a), stripped(d));
        assert_eq!(
            stripped("(assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)))))"),
            "(assert (forall ((x Int)) (> (f x) 0)))"
        );
    }
}
