//! Splitting Boogie prover logs into queries and printing them back (fixtures: logs of our own
//! seeds in tests/data/smt, see its README).

use std::path::Path;
use wobble::smt::text::query::{split_prover_log, Dialect, Query};
use wobble::smt::text::script::Command;
use wobble::smt::text::sexp::read_all;
use wobble::smt::text::theory::Cvc;

pub fn fixture(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/smt").join(name)).unwrap()
}

pub fn queries(name: &str) -> Vec<Query> {
    split_prover_log(&fixture(name)).unwrap()
}

#[test]
fn one_query_per_implementation_named_by_boogie() {
    let names = |f: &str| queries(f).iter().map(|q| (q.index, q.name.clone())).collect::<Vec<_>>();
    assert_eq!(names("fig1.smt2"), vec![(0, "p".to_string())]);
    assert_eq!(names("fig1_swapped.smt2"), vec![(0, "p".to_string())]);
    assert_eq!(names("power.smt2"), vec![(0, "Power".to_string()), (1, "Cube".to_string())]);
}

#[test]
fn z3_text_is_the_log_up_to_the_first_check_sat() {
    for f in ["fig1.smt2", "fig1_swapped.smt2", "power.smt2"] {
        for q in queries(f) {
            let text = q.to_smtlib(Dialect::Z3, None);
            assert!(text.ends_with("(check-sat)\n"), "{f}");
            assert_eq!(text.matches("(check-sat)").count(), 1, "{f}");
            for gone in ["(labels)", "(get-info", "(set-info", "(reset)", "(pop", ":TIMEOUT", "%lbl%@1)\n"] {
                assert!(!text.contains(gone), "{f} {}: `{gone}` kept:\n{text}", q.name);
            }
            assert!(text.starts_with("(set-option :print-success false)\n"), "{f}");
            assert!(text.contains("(set-option :smt.MBQI false)") && text.contains("(push 1)\n"), "{f}");
        }
    }
    // The failing program's refinement (`(assert %lbl%@1)` after the first check) is dropped.
    let q = &queries("fig1_swapped.smt2")[0];
    assert!(!q.commands.iter().any(|c| c.to_string() == "(assert %lbl%@1)"));
}

#[test]
fn printing_is_a_fixed_point_of_splitting() {
    for f in ["fig1.smt2", "fig1_swapped.smt2", "power.smt2"] {
        for q in queries(f) {
            let text = q.to_smtlib(Dialect::Z3, None);
            let again = split_prover_log(&text).unwrap();
            assert_eq!(again.len(), 1);
            assert_eq!(again[0].commands, q.commands, "{f}");
            assert_eq!(again[0].to_smtlib(Dialect::Z3, None), text);
        }
    }
}

#[test]
fn every_command_of_the_log_is_accounted_for() {
    // The declarations and axioms of the log's first session all reach the first query.
    let log = fixture("power.smt2");
    let first_session = log.split("(reset)").next().unwrap();
    let kept = read_all(first_session)
        .unwrap()
        .into_iter()
        .filter(|s| matches!(s.head(), Some("declare-fun" | "declare-sort" | "assert")))
        .count();
    let q = &queries("power.smt2")[0];
    let decls_and_asserts =
        q.commands.iter().filter(|c| matches!(c, Command::Declare { .. } | Command::Assert(_))).count();
    assert_eq!(decls_and_asserts, kept);
}

#[test]
fn cvc_text_has_a_logic_and_no_z3_options() {
    for cvc in [Cvc::Cvc4, Cvc::Cvc5] {
        let text = queries("fig1.smt2")[0].to_smtlib(Dialect::Cvc(cvc), None);
        assert!(text.starts_with("(set-logic ALL)\n(declare-fun tickleBool (Bool) Bool)\n"), "{text}");
        assert!(!text.contains("set-option"));
    }
}
