//! SMT-level perturbations on the fixtures: reproducible from (methods, seed), different seeds
//! differ, shuffle only permutes assertions, rename is consistent and total.

use super::smt_queries::queries;
use std::collections::BTreeSet;
use wobble::smt::perturbation::mutate::{Method, Perturbation};
use wobble::smt::text::query::Dialect;
use wobble::smt::text::script::Command;
use wobble::smt::text::symbols::{bound_variables, declared_symbols};

const ALL: [Method; 3] = [Method::Shuffle, Method::Rename, Method::Reseed];

#[test]
fn same_seed_same_text_different_seeds_differ() {
    for f in ["fig1.smt2", "power.smt2"] {
        for q in queries(f) {
            for methods in [vec![Method::Shuffle], vec![Method::Rename], vec![Method::Reseed], ALL.to_vec()] {
                let text = |seed| Perturbation::new(methods.clone(), seed).apply(&q).to_smtlib(Dialect::Z3);
                assert_eq!(text(3), text(3));
                let distinct: BTreeSet<String> = (0..8).map(text).collect();
                assert!(distinct.len() > 1, "{f} {} {methods:?}: all seeds give one text", q.name);
            }
        }
    }
}

#[test]
fn pinned_output() {
    // Guards the seeding (ChaCha8 from SHA-256 of seed and method) against silent changes, which
    // would change every recorded perturbation.
    let q = &queries("power.smt2")[0];
    let p = Perturbation::new(ALL, 0).apply(q);
    assert_eq!(p.random_seed, Some(1975947990));
    let decls: Vec<String> = declared_symbols(&p.query.commands).into_iter().map(|d| d.name).collect();
    assert_eq!(decls[..4], ["f1", "f0", "k16", "k17"]);
    let again = "shuffle+rename+reseed@0".parse::<Perturbation>().unwrap().apply(q);
    assert_eq!(again, p);
}

#[test]
fn shuffle_keeps_declarations_in_place_and_assertions_as_a_multiset() {
    for q in queries("power.smt2") {
        for seed in 0..10 {
            let p = Perturbation::new([Method::Shuffle], seed).apply(&q);
            assert_eq!(p.query.commands.len(), q.commands.len());
            let asserts = |cs: &[Command]| {
                let mut v: Vec<String> =
                    cs.iter().filter(|c| matches!(c, Command::Assert(_))).map(|c| c.to_string()).collect();
                v.sort();
                v
            };
            assert_eq!(asserts(&p.query.commands), asserts(&q.commands));
            for (a, b) in p.query.commands.iter().zip(&q.commands) {
                if !matches!(b, Command::Assert(_)) {
                    assert_eq!(a, b);
                }
            }
        }
    }
}

#[test]
fn rename_replaces_every_user_symbol() {
    for f in ["fig1.smt2", "fig1_swapped.smt2", "power.smt2"] {
        for q in queries(f) {
            let p = Perturbation::new([Method::Rename], 11).apply(&q);
            let text = p.to_smtlib(Dialect::Z3);
            let before = declared_symbols(&q.commands);
            let after = declared_symbols(&p.query.commands);
            assert_eq!(before.len(), after.len());
            for (b, a) in before.iter().zip(&after) {
                assert_eq!(a.kind, b.kind);
                assert!(!text.contains(&format!(" {} ", b.name)), "{f}: `{}` survived", b.name);
            }
            let bound_after: BTreeSet<String> = bound_variables(&p.query.commands).into_iter().collect();
            assert_eq!(bound_after.len(), bound_variables(&q.commands).len(), "bound variables get distinct names");
            assert!(bound_after.iter().all(|n| n.starts_with('x')));
            // Attributes are kept: qids, skolem ids, label names.
            assert_eq!(text.matches(":qid |").count(), q.to_smtlib(Dialect::Z3, None).matches(":qid |").count());
            assert!(text.contains(":lblpos +0"));
        }
    }
}

/// Issue 50, item 8: a Boogie VC is one draw whether it is sampled as a query (`stability`,
/// `check`) or as the unit of its text (`explain`): every method and seed gives the same text.
/// (Before: `reseed` put the seed options after the query's options, the unit before its first
/// `push`.)
#[test]
fn a_vc_and_the_unit_of_its_text_draw_the_same_texts() {
    use wobble::smt::perturbation::mutate::Sample;
    use wobble::smt::text::unit::Unit;
    for f in ["fig1.smt2", "fig1_swapped.smt2", "power.smt2"] {
        for q in queries(f) {
            let unit = Unit::single(&q.name, &q.to_smtlib(Dialect::Z3, None)).unwrap();
            assert_eq!(Sample::text_hash(&q), Sample::text_hash(&unit), "{f} {}: the same dice", q.name);
            for m in ALL {
                for seed in 0..6 {
                    let p = Perturbation::new([m], seed);
                    let (a, b) =
                        (q.perturbed_text(&p, Dialect::Z3).unwrap(), unit.perturbed_text(&p, Dialect::Z3).unwrap());
                    assert_eq!(a, b, "{f} {} {p}", q.name);
                }
            }
        }
    }
}
