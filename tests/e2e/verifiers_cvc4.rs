//! The CVC4 backend (Boogie's SMT-LIB log replayed on cvc4 1.8) against the real tools.

use crate::common;

use std::path::Path;
use std::time::Duration;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::cvc4::{split_prover_log, Cvc4Verifier};
use wobble::verifiers::{Outcome, Verifier};

fn data(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/verifiers").join(name)).unwrap()
}

#[test]
fn cvc4_runs() {
    if !common::require_tools(&["boogie", "cvc4"]) {
        return;
    }
    let v = Cvc4Verifier::default_config().unwrap();
    assert!(v.version().starts_with("boogie 2.4.1") && v.version().ends_with("; cvc4 1.8"), "{}", v.version());
    let run_for = |name: &str, secs: u64| {
        let dir = tempfile::tempdir().unwrap();
        v.verify(&ProgramText::single(name, data(name)), dir.path(), Duration::from_secs(secs))
    };
    let run = |name: &str| run_for(name, 20);
    let r = run("false_assert.bpl");
    assert_eq!(r.outcome, Outcome::Failed, "{r:?}");
    assert_eq!(r.errors, 1);
    let r = run("two_procs.bpl");
    assert_eq!((r.outcome, r.verified), (Outcome::Verified, 2), "{r:?}");
    // Fig. 1 needs quantifier instantiation CVC4 1.8 does not find: without a time limit of its
    // own it keeps instantiating until the wall-clock limit (with --tlimit it says `unknown`).
    let r = run_for("fig1.bpl", 4);
    assert!(matches!(r.outcome, Outcome::Verified | Outcome::Unknown | Outcome::Timeout), "{r:?}");
    let r = run("type_error.bpl");
    assert_eq!(r.outcome, Outcome::TypeError, "{r:?}");
}

#[test]
fn split_drops_z3_only_commands() {
    let log = "(set-option :smt.MBQI false)\n(declare-fun x () Int)\n(push 1)\n(set-info :boogie-vc-id p)\n(assert (not (> x 0)))\n(check-sat)\n(labels)\n(assert x)\n(check-sat)\n(pop 1)\n(reset)\n(set-option :model_compress false)\n(declare-fun y () Int)\n(push 1)\n(check-sat)\n(pop 1)\n";
    let q = split_prover_log(log);
    assert_eq!(q.len(), 2);
    assert_eq!(
        q[0],
        "(set-logic ALL)\n(declare-fun x () Int)\n(push 1)\n(assert (not (> x 0)))\n(check-sat)\n(pop 1)\n"
    );
    assert!(!q[1].contains("set-option"));
}
