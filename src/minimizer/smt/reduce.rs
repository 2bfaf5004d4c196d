//! ddmin over one SMT query, keeping whatever property the caller's test decides (for
//! `wobble minimize --unstable QUERY.smt2`: "still unstable, and parses with z3 and cvc5").
//!
//! Each round has two phases over the commands still present ([`super::deps`]):
//! 1. **assertions**, with the keep closure: a candidate keeps the chosen assertions plus the
//!    declarations they need, transitively, and nothing else (so a prelude the property does not
//!    need goes in O(k log n) candidates, its declarations with it);
//! 2. **declarations**, with the removal closure: leaving a declaration out also leaves out every
//!    assertion and declaration that uses it.
//!
//! Rounds repeat while the declaration phase removes something (at most `max_rounds`): when it
//! removes nothing, the assertion phase's result of the same round is already 1-minimal. Options
//! and `push`/`pop` stay. Every candidate is well-formed by construction, so the test only judges
//! the property. Assertions come first because each candidate of a statistical property costs a
//! whole sampling: on `seeds/unstable/disc_prelude.bpl`'s unstable query (z3, reseed), declarations
//! first took 69 candidates and 329 s, assertions first 32 candidates and 164 s, same result.
//!
//! After the rounds comes the term pass ([`super::terms`], unless `SmtOptions::terms` is off), and
//! when it changed something one more round drops what its replacements no longer use.

use super::deps::{restrict, Deps, Role};
use crate::minimizer::ddmin::ddmin;
use crate::minimizer::reduce::Phase;
use crate::smt::text::query::Query;
use std::collections::BTreeSet;

/// How to reduce.
#[derive(Clone, Copy, Debug)]
pub struct SmtOptions {
    /// Candidates tested in parallel (on the current rayon pool).
    pub jobs: usize,
    /// Upper bound on rounds.
    pub max_rounds: usize,
    /// Reduce Boolean subterms after the command-level rounds ([`super::terms`]).
    pub terms: bool,
}

impl Default for SmtOptions {
    fn default() -> SmtOptions {
        SmtOptions { jobs: 1, max_rounds: 3, terms: true }
    }
}

/// The reduced query and what each phase did.
#[derive(Clone, Debug)]
pub struct SmtReduced {
    pub query: Query,
    pub phases: Vec<Phase>,
}

fn line(p: &Phase) -> String {
    format!("{}: {} -> {} ({} candidates)", p.name, p.before, p.after, p.tests)
}

/// Reduces `query` while `test` holds (`test(query)` is assumed to hold and is not asked):
/// the command-level rounds, then (with `options.terms`) the term pass, and when that changed
/// something one more command-level round (declarations its replacements no longer use).
/// `progress` receives one line per phase.
pub fn reduce_query(
    query: &Query,
    options: SmtOptions,
    test: &(dyn Fn(&Query) -> bool + Sync),
    progress: &(dyn Fn(&str) + Sync),
) -> SmtReduced {
    let (mut r, rounds) = reduce_commands(query, options, 1, test, progress);
    if options.terms {
        let (q, phase) = super::terms::reduce_terms(&r.query, options.jobs, rounds + 1, test);
        progress(&line(&phase));
        let changed = phase.after < phase.before;
        r.phases.push(phase);
        r.query = q;
        if changed {
            let once = SmtOptions { max_rounds: 1, ..options };
            let (again, _) = reduce_commands(&r.query, once, rounds + 1, test, progress);
            r.phases.extend(again.phases);
            r.query = again.query;
        }
    }
    r
}

/// The command-level rounds, numbered from `first_round`; also returns the last round's number.
fn reduce_commands(
    query: &Query,
    options: SmtOptions,
    first_round: usize,
    test: &(dyn Fn(&Query) -> bool + Sync),
    progress: &(dyn Fn(&str) + Sync),
) -> (SmtReduced, usize) {
    let deps = Deps::of(query);
    let mut present: BTreeSet<usize> = (0..deps.len()).collect();
    let mut phases = Vec::new();
    let mut last = first_round;
    for round in first_round..first_round + options.max_rounds.max(1) {
        last = round;
        // 1. Assertions, keep closure.
        let asserts = deps.with_role(&present, Role::Assertion);
        if asserts.len() >= 2 {
            let with = |keep: &[usize]| deps.needed(&keep.iter().copied().collect());
            let (kept, stats) = ddmin(&asserts, options.jobs, |keep: &[usize]| test(&restrict(query, &with(keep))));
            let next = with(&kept);
            let phase = Phase {
                name: format!("round {round}: assertions"),
                before: asserts.len(),
                after: kept.len(),
                tests: stats.tests,
            };
            progress(&line(&phase));
            phases.push(phase);
            present = next;
        }
        // 2. Declarations, removal closure.
        let start = present.len();
        let decls = deps.with_role(&present, Role::Declaration);
        if decls.len() >= 2 {
            let without = |keep: &[usize]| -> BTreeSet<usize> {
                let removed: BTreeSet<usize> = decls.iter().copied().filter(|d| !keep.contains(d)).collect();
                let gone = deps.dependents(&removed);
                present.difference(&gone).copied().collect()
            };
            let (kept, stats) = ddmin(&decls, options.jobs, |keep: &[usize]| test(&restrict(query, &without(keep))));
            let next = without(&kept);
            let phase = Phase {
                name: format!("round {round}: declarations"),
                before: decls.len(),
                after: deps.with_role(&next, Role::Declaration).len(),
                tests: stats.tests,
            };
            progress(&line(&phase));
            phases.push(phase);
            present = next;
        }

        if present.len() == start {
            break;
        }
    }
    (SmtReduced { query: restrict(query, &present), phases }, last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::query::{split_prover_log, Dialect};
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// A prelude of 30 functions with one axiom each, two that matter (`f3` and `f17`).
    fn padded() -> Query {
        let mut s = String::from("(set-option :smt.mbqi false)\n(declare-sort U 0)\n");
        for k in 0..30 {
            s.push_str(&format!("(declare-fun f{k} (U) Int)\n(assert (forall ((u U)) (> (f{k} u) {k})))\n"));
        }
        s.push_str("(declare-fun c () U)\n(push 1)\n(assert (not (> (f3 c) (f17 c))))\n(check-sat)\n");
        split_prover_log(&s).unwrap().remove(0)
    }

    fn text(q: &Query) -> String {
        q.to_smtlib(Dialect::Z3, None)
    }

    #[test]
    fn keeps_exactly_what_the_property_needs() {
        let q = padded();
        let calls = AtomicUsize::new(0);
        // The fake property: the goal and both axioms about f3 and f17 are there.
        let test = |c: &Query| {
            calls.fetch_add(1, Ordering::Relaxed);
            let t = text(c);
            t.contains("(> (f3 u) 3)") && t.contains("(> (f17 u) 17)") && t.contains("(not (> (f3 c) (f17 c)))")
        };
        let r = reduce_query(&q, SmtOptions::default(), &test, &|_| {});
        assert!(test(&r.query));
        assert_eq!(r.query.assertions(), 3, "{}", text(&r.query));
        let t = text(&r.query);
        assert!(t.contains("(declare-sort U 0)") && t.contains("(declare-fun c () U)"));
        assert!(t.contains("(set-option :smt.mbqi false)") && t.contains("(push 1)"));
        assert!(!t.contains("f4 "), "{t}");
        // Every declaration left is used: 1 sort, f3, f17, c.
        assert_eq!(
            r.query.commands.iter().filter(|c| matches!(c, crate::smt::text::script::Command::Declare { .. })).count(),
            4
        );
        assert!(calls.load(Ordering::Relaxed) < 200, "{} tests", calls.load(Ordering::Relaxed));
        assert!(!r.phases.is_empty());
    }

    #[test]
    fn candidates_are_always_closed() {
        let q = padded();
        // Every candidate the test sees declares every symbol it uses.
        let test = |c: &Query| {
            let d = Deps::of(c);
            let declared: Vec<String> =
                crate::smt::text::symbols::declared_symbols(&c.commands).into_iter().map(|s| s.name).collect();
            for k in 0..30 {
                let name = format!("f{k}");
                let used = text(c).contains(&format!("({name} "));
                assert!(!used || declared.contains(&name), "{name} used but not declared");
            }
            assert!(d.len() <= q.commands.len());
            text(c).contains("(> (f29 u) 29)")
        };
        let r = reduce_query(&q, SmtOptions { jobs: 2, max_rounds: 2, terms: false }, &test, &|_| {});
        assert_eq!(r.query.assertions(), 1);
    }

    #[test]
    fn a_property_that_needs_everything_keeps_everything() {
        let q = padded();
        let n = q.commands.len();
        let whole = text(&q);
        let r =
            reduce_query(&q, SmtOptions::default(), &|c: &Query| c.commands.len() == n && text(c) == whole, &|_| {});
        assert_eq!(r.query, q);
    }
}
