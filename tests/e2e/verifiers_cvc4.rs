//! The CVC4 backend (Boogie's SMT-LIB queries checked by cvc4 1.8) against the real tools.

use crate::common;

use std::path::Path;
use std::time::Duration;
use wobble::smt::solving::cvc;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::{Outcome, Verifier};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn data(name: &str) -> String {
    std::fs::read_to_string(root().join("tests/data/verifiers").join(name)).unwrap()
}

#[test]
fn cvc4_runs() {
    if !common::require_tools(&["boogie", "cvc4"]) {
        return;
    }
    let v = cvc::cvc4_default().unwrap();
    assert!(v.version().starts_with("boogie 2.4.1") && v.version().ends_with("; cvc4 1.8"), "{}", v.version());
    let run_for = |name: &str, secs: u64| {
        let dir = tempfile::tempdir().unwrap();
        v.verify(&ProgramText::single(name, data(name)), dir.path(), Duration::from_secs(secs))
    };
    let run = |name: &str| run_for(name, 60);
    let r = run("false_assert.bpl");
    assert_eq!(r.outcome, Outcome::Failed, "{r:?}");
    assert_eq!(r.errors, 1);
    let r = run("two_procs.bpl");
    assert_eq!((r.outcome, r.verified), (Outcome::Verified, 2), "{r:?}");
    // Fig. 1 needs quantifier instantiation CVC4 1.8 does not find: without a time limit of its
    // own it keeps instantiating until the wall-clock limit.
    let r = run_for("fig1.bpl", 8);
    assert!(matches!(r.outcome, Outcome::Verified | Outcome::Unknown | Outcome::Timeout), "{r:?}");
    let r = run("type_error.bpl");
    assert_eq!(r.outcome, Outcome::TypeError, "{r:?}");
}

/// Issue #16 item 3: power.bpl's parameter `exp` shadows cvc4's exponential under
/// `(set-logic ALL)`; renamed, cvc4 gives a real answer instead of a tool error.
#[test]
fn cvc4_answers_on_power_despite_exp() {
    let v = cvc::cvc4_default().unwrap();
    let text = std::fs::read_to_string(root().join("seeds/A-algorithms/power.bpl")).unwrap();
    assert!(text.contains("exp: int"), "the seed still declares `exp`");
    let dir = tempfile::tempdir().unwrap();
    let r = v.verify(&ProgramText::single("power.bpl", text), dir.path(), Duration::from_secs(120));
    assert!(matches!(r.outcome, Outcome::Verified | Outcome::Failed | Outcome::Unknown), "{r:?}");
    assert!(r.detail.contains("2 queries"), "{r:?}");
}
