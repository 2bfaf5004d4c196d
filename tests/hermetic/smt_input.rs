//! A verifier's own `.smt2` files as their solver takes them (fixtures written for wobble in
//! tests/data/smt2, see its README): splitting into units, their names and positions, errors at
//! `FILE:LINE:COL`, perturbations of a unit's text and when they do not apply, reading captured
//! z3 output (quantifier profiles, unsat cores, reasons), and the command line's bad-input
//! paths. No solver runs here (tests/e2e/smt_input.rs runs them).

use crate::common::cli::wobble_run;
use std::path::{Path, PathBuf};
use wobble::smt::observation::observe::{label_assertions, QiProfile, Reason, ReasonKind};
use wobble::smt::perturbation::mutate::{Method, Perturbation, Sample};
use wobble::smt::text::query::Dialect;
use wobble::smt::text::theory::Cvc;
use wobble::smt::text::unit::{read_file, split, CommandKind, InputError, NotUnderstood, Unit};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/smt2").join(name)
}

fn units(name: &str) -> Vec<Unit> {
    read_file(&fixture(name)).unwrap()
}

#[test]
fn a_session_with_several_checks_gives_one_unit_per_reached_check() {
    let u = units("sessions.smt2");
    let ids: Vec<(usize, usize)> = u.iter().map(|u| (u.id.index, u.id.line)).collect();
    assert_eq!(ids, vec![(1, 13), (2, 17), (3, 19), (4, 23)]);
    // Named by content (goal and check): `FILE#` and 8 hex digits, all different here.
    let names: std::collections::BTreeSet<&str> = u.iter().map(|u| u.name()).collect();
    assert_eq!(names.len(), 4, "{names:?}");
    assert!(names.iter().all(|n| n.len() == 22 && n.starts_with("sessions.smt2#")), "{names:?}");
    // Unit 1: the popped scope's assertions; follow-ups and set-info are no unit's.
    assert!(u[0].text().contains("(assert (< (f a) a))\n(check-sat)\n"), "{}", u[0].text());
    assert!(u[0].text().starts_with("(set-option :produce-models true)\n(declare-fun f (Int) Int)\n"));
    for unit in &u {
        let t = unit.text();
        assert!(!t.contains("set-info") && !t.contains("get-") && !t.contains("(exit)"), "{t}");
        assert_eq!(t.matches("(check-sat").count(), 1, "{t}");
        assert!(t.ends_with(")\n"));
    }
    // Unit 2 sees neither the popped quantifier nor the popped assertion.
    assert!(!u[1].text().contains("forall") && u[1].text().contains("(assert (= b (+ a 1)))\n(check-sat)\n"));
    assert_eq!(u[2].check().kind, CommandKind::Check("check-sat-assuming".into()));
    // An assertion after a check in the same scope is part of the next unit.
    assert!(u[3].text().contains("(assert (> a 10))\n(push 2)\n(assert (< b 11))\n(check-sat)\n"), "{}", u[3].text());
    // Byte for byte: every command of a unit is a substring of the file.
    let file = std::fs::read_to_string(fixture("sessions.smt2")).unwrap();
    for unit in &u {
        for c in unit.commands() {
            assert!(file.contains(unit.command_text(c)));
        }
    }
}

#[test]
fn a_verus_style_prelude_keeps_its_options_in_every_unit() {
    let u = units("verus_style.smt2");
    assert_eq!(u.len(), 2);
    for unit in &u {
        for opt in [
            "(set-option :auto_config false)",
            "(set-option :smt.mbqi false)",
            "(set-option :smt.arith.solver 2)",
            "(set-option :smt.random_seed 5)",
        ] {
            assert!(unit.text().contains(opt), "{opt} missing:\n{}", unit.text());
        }
        assert!(unit.text().contains("((_ partial-order 0) x y)"));
        assert!(unit.text().contains("(declare-datatypes ((Lst 0))"));
        // A multi-line assertion is kept with its line break.
        assert!(unit.text().contains("(not (= x y))))\n  :pattern ((height_lt x y))"));
    }
    assert!(u[1].text().contains("(declare-const ys Lst)") && !u[1].text().contains("xs"));
    let a = u[0].assertions();
    let qids: Vec<&str> = a.iter().flat_map(|a| a.qids.iter().map(String::as_str)).collect();
    assert_eq!(qids, vec!["prelude_height_lt", "lst_tail_height", "len_def", "len_nonneg"]);
    assert_eq!(a.len(), 5);
    // Every command is understood: the reducers can take it.
    assert_eq!(u[0].to_query().unwrap().assertions(), 5);
}

#[test]
fn bad_files_are_bad_input_with_positions() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.smt2");
    std::fs::write(&bad, "(set-option :smt.mbqi false)\n(assert (> x\n   0)\n(check-sat)\n").unwrap();
    let e = read_file(&bad).unwrap_err();
    let text = e.to_string();
    assert!(text.starts_with(&format!("{}:2:1: ", bad.display())), "{text}");
    assert!(matches!(e, InputError::Syntax(_)));
    std::fs::write(&bad, "(assert true)\n").unwrap();
    assert!(read_file(&bad).unwrap_err().to_string().contains("no check-sat"));
    assert!(matches!(read_file(&dir.path().join("missing.smt2")), Err(InputError::File(_))));
    let e = split("f.smt2", "(push 1)\n(pop 1)\n  (pop 1)\n").unwrap_err();
    assert_eq!((e.line, e.column), (3, 3), "{e}");
    // Through the command line: exit status 2 and the position, before any solver is needed.
    std::fs::write(&bad, "(declare-fun x () Int)\n(assert (> x 0)))\n(check-sat)\n").unwrap();
    let out = dir.path().join("out");
    let (code, _, err) = wobble_run(&["stability", bad.to_str().unwrap(), "--out", out.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(&format!("{}:2:17", bad.display())), "{err}");
    let (code, _, err) = wobble_run(&[
        "classify",
        "--seed",
        fixture("sessions.smt2").to_str().unwrap(),
        "--mutant",
        fixture("verus_style.smt2").to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("4 units") && err.contains("mutant 2"), "{err}");
    let (code, _, err) = wobble_run(&[
        "classify",
        "--seed",
        fixture("sessions.smt2").to_str().unwrap(),
        "--mutant",
        "seeds/E-triggers/fig1.bpl",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("both SMT-LIB files"), "{err}");
}

#[test]
fn the_identity_is_the_unit_byte_for_byte_and_reseed_goes_before_the_first_push() {
    for f in ["sessions.smt2", "verus_style.smt2"] {
        for u in units(f) {
            let same = Perturbation::identity().apply_unit(&u, Dialect::Z3).unwrap();
            assert_eq!(same.text, u.text());
            assert_eq!(same.order, (0..u.assertions().len()).collect::<Vec<_>>());
            let p = Perturbation::new([Method::Reseed], 9).apply_unit(&u, Dialect::Z3).unwrap();
            let k = p.random_seed.unwrap();
            let seeds = format!("(set-option :smt.random_seed {k})\n(set-option :sat.random_seed {k})\n");
            let at = p.text.find(&seeds).unwrap();
            // Before the first push when there is one, else right before the check; nothing
            // else changes.
            let before = &p.text[..at];
            match u.text().find("(push") {
                Some(push) => assert_eq!(before, &u.text()[..push]),
                None => assert!(p.text[at + seeds.len()..].starts_with("(check-sat"), "{}", p.text),
            }
            assert_eq!(p.text.replace(&seeds, ""), u.text());
            // After the file's own seed, so that ours wins.
            if let Some(own) = u.text().find(":smt.random_seed 5") {
                assert!(own < at);
            }
            let cvc = Perturbation::new([Method::Reseed], 9).apply_unit(&u, Dialect::Cvc(Cvc::Cvc5)).unwrap();
            assert!(cvc.text.starts_with(&format!("(set-option :seed {k})\n")), "{}", cvc.text);
        }
    }
}

#[test]
fn shuffle_and_rename_keep_the_unit_well_formed_and_deterministic() {
    for f in ["sessions.smt2", "verus_style.smt2"] {
        for u in units(f) {
            let all = Perturbation::new([Method::Shuffle, Method::Rename, Method::Reseed], 3);
            let a = all.apply_unit(&u, Dialect::Z3).unwrap();
            assert_eq!(a, all.apply_unit(&u, Dialect::Z3).unwrap(), "deterministic");
            assert_ne!(a.text, Perturbation::new([Method::Rename], 4).apply_unit(&u, Dialect::Z3).unwrap().text);
            // Still one unit with as many commands (plus the two seed options) and assertions.
            let back = Unit::single("p", &a.text).unwrap();
            assert_eq!(back.commands().len(), u.commands().len() + 2, "{}", a.text);
            assert_eq!(back.assertions().len(), u.assertions().len());
            let mut order = a.order.clone();
            order.sort_unstable();
            assert_eq!(order, (0..u.assertions().len()).collect::<Vec<_>>());
            // Options, qids and theory symbols are kept; user symbols are not.
            assert!(a.text.contains("(set-option :produce-models true)") || a.text.contains(":auto_config false"));
            for kept in ["f_grows", "partial-order", "prelude_height_lt"] {
                assert_eq!(a.text.contains(kept), u.text().contains(kept), "{kept}");
            }
            for gone in ["(declare-fun f ", "(declare-const a ", "Lst.Cons.tail", "(declare-fun height_lt "] {
                if u.text().contains(gone) {
                    assert!(!a.text.contains(gone), "{gone} survived:\n{}", a.text);
                }
            }
        }
    }
    // check-sat-assuming's literals are renamed with the rest.
    let u = &units("sessions.smt2")[2];
    let r = Perturbation::new([Method::Rename], 1).apply_unit(u, Dialect::Z3).unwrap();
    let last = r.text.lines().last().unwrap();
    assert!(last.starts_with("(check-sat-assuming ((<= ") && !last.contains(" b ") && !last.contains(" a)"), "{last}");
}

#[test]
fn methods_that_do_not_apply_say_why_for_that_unit_only() {
    let text = "(set-logic ALL)\n(define-const c Int 3)\n(assert (! (> c 0) :named pos))\n(assert (=> pos (> c 1)))\n\
                (check-sat)\n(assert (< c 0))\n(check-sat)\n";
    let u = split("u.smt2", text).unwrap();
    let rename = u[0].applies(Method::Rename).unwrap_err();
    assert_eq!(rename.reason, NotUnderstood::Command { head: "define-const".into(), line: 2 });
    assert_eq!(rename.to_string(), "rename does not apply: line 2: `define-const` is not a command wobble understands");
    let shuffle = u[0].applies(Method::Shuffle).unwrap_err();
    assert_eq!(shuffle.reason, NotUnderstood::LabelUsed { label: "pos".into() });
    assert!(u[0].applies(Method::Reseed).is_ok());
    // The reasons hold for the unit, not the seed; reseed always applies.
    for seed in 0..5 {
        assert!(u[0].perturbed_text(&Perturbation::new([Method::Rename], seed), Dialect::Z3).is_err());
        assert!(u[0].perturbed_text(&Perturbation::new([Method::Reseed], seed), Dialect::Z3).is_ok());
    }
    // Seeds are drawn from the unit's text: the two units differ.
    assert_ne!(u[0].text_hash(), u[1].text_hash());
    assert!(matches!(u[0].to_query(), Err(NotUnderstood::Command { .. })));
}

#[test]
fn captured_z3_output_reads_as_profiles_cores_and_reasons() {
    // stderr of `z3 smt.qi.profile=true -smt2 verus_style.smt2`, identical for z3 4.8.12,
    // 4.13.0 and 5.4.1.
    let stderr = "[quantifier_instances] len_nonneg :      2 :   0 :   0 :   1 : 2\n\
                  [quantifier_instances]    len_def :      2 :   0 :   0 :   1 : 2\n\
                  [quantifier_instances] lst_tail_height :      1 :   0 :   0 :   0 : 1\n\
                  [quantifier_instances] prelude_height_lt :      1 :   0 :   0 :   1 : 2\n";
    let p = QiProfile::parse(stderr);
    assert_eq!(p.by_qid.len(), 4);
    assert_eq!((p.instances("len_def"), p.by_qid["len_def"].max_generation, p.by_qid["len_def"].max_cost), (2, 1, 2.0));
    assert_eq!(p.total_instances(), 6);
    assert_eq!(p.ranked().iter().map(|(q, _)| *q).collect::<Vec<_>>()[..2], ["len_def", "len_nonneg"]);
    // A timed-out run of a matching loop (z3 4.8.12, -t:2000): the profile is printed at exit.
    let p = QiProfile::parse("[quantifier_instances]       fdef :      9 :   0 :   0 :  10 : 11\n");
    assert_eq!(p.by_qid["fdef"].max_generation, 10);
    for (text, kind) in [
        ("timeout", ReasonKind::Timeout),
        ("canceled", ReasonKind::ResourceLimit),
        ("smt tactic failed to show goal to be sat/unsat (incomplete quantifiers)", ReasonKind::Incomplete),
        ("(incomplete quantifiers)", ReasonKind::Incomplete),
    ] {
        assert_eq!(Reason::parse(text).kind, kind, "{text}");
    }
    let (labelled, labels) = label_assertions(units("verus_style.smt2")[0].text());
    // Every assertion but the goal is named; the goal stays as written (an empty label), since
    // z3 4.8.12 fails to prove some queries whose goal is named.
    assert_eq!(labels.len(), 5);
    assert_eq!(labelled.matches(":named wobble_a").count(), 4);
    assert_eq!(labels.iter().filter(|l| l.is_empty()).count(), 1);
    assert!(labels.last().is_some_and(String::is_empty), "{labels:?}");
    assert!(Unit::single("l", &labelled).is_ok());
}
