//! The Boogie backend against the real boogie + z3. The limits are generous (they only stop a
//! hung run); the timeout test uses a program that never finishes, so no outcome here depends on
//! how fast the machine is.

use crate::common::{self, procs, programs};
use std::path::Path;
use std::time::Duration;

/// A limit no run of these small programs comes near, however loaded the machine.
const GENEROUS: Duration = Duration::from_secs(300);
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::{classify_boogie, BoogieVerifier};
use wobble::verifiers::{Outcome, Verifier};

fn data(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/verifiers").join(name)).unwrap()
}

fn run(v: &dyn Verifier, name: &str) -> wobble::verifiers::RunResult {
    let dir = tempfile::tempdir().unwrap();
    v.verify(&ProgramText::single(name, data(name)), dir.path(), GENEROUS)
}

#[test]
fn boogie_classifies_real_runs() {
    if !common::require_tool("boogie") {
        return;
    }
    let v = BoogieVerifier::default_config().unwrap();
    assert!(v.version().starts_with("boogie 2.4.1"), "{}", v.version());
    assert!(v.version().contains("; z3 4."), "{}", v.version());
    let r = run(&v, "fig1.bpl");
    assert_eq!(r.outcome, Outcome::Verified, "{r:?}");
    assert_eq!(r.verified, 1);
    assert!(r.command.contains("fig1.bpl"));
    let r = run(&v, "fig1_reordered.bpl");
    assert_eq!(r.outcome, Outcome::Failed, "{r:?}");
    assert_eq!(r.errors, 1);
    assert_eq!(r.error_kinds, vec!["postcondition".to_string()]);
    let r = run(&v, "type_error.bpl");
    assert_eq!(r.outcome, Outcome::TypeError, "{r:?}");
    let r = run(&v, "syntax_error.bpl");
    assert_eq!(r.outcome, Outcome::ParseError, "{r:?}");
    let r = run(&v, "false_assert.bpl");
    assert_eq!(r.outcome, Outcome::Failed, "{r:?}");
    assert_eq!(r.error_kinds, vec!["assertion".to_string()]);
}

#[test]
fn boogie_multi_file_program() {
    if !common::require_tool("boogie") {
        return;
    }
    let v = BoogieVerifier::default_config().unwrap();
    let p = ProgramText {
        files: vec![
            wobble::syntax::source::SourceFile {
                name: "a.bpl".into(),
                text: "function f(int) returns (int); axiom (forall x: int :: f(x) > x);".into(),
            },
            wobble::syntax::source::SourceFile {
                name: "b.bpl".into(),
                text: "procedure q(x: int) { assert f(x) > x; }".into(),
            },
        ],
    };
    let dir = tempfile::tempdir().unwrap();
    let r = v.verify(&p, dir.path(), GENEROUS);
    assert_eq!(r.outcome, Outcome::Verified, "{r:?}");
}

#[test]
fn missing_boogie_binary_fails_construction() {
    if !common::require_tool("boogie") {
        return;
    }
    let e = BoogieVerifier::new("x", "/nonexistent/boogie", None, vec![]).unwrap_err();
    assert!(e.to_string().contains("/nonexistent/boogie"), "{e}");
    let e = BoogieVerifier::new("x", "boogie", Some("/nonexistent/z3".into()), vec![]).unwrap_err();
    assert!(e.to_string().contains("/nonexistent/z3"), "{e}");
}

#[test]
fn wall_clock_timeout_is_timeout() {
    if !common::require_tool("boogie") {
        return;
    }
    let v = BoogieVerifier::default_config().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let limit = Duration::from_secs(2);
    let r = v.verify(&ProgramText::single("loop.bpl", programs::matching_loop(0)), dir.path(), limit);
    assert_eq!(r.outcome, Outcome::Timeout, "{r:?}");
    assert!(r.time_s >= limit.as_secs_f64() * 0.99, "{r:?}");
    // boogie (mono) and z3 were killed with their process group
    assert_eq!(procs::settle(|| procs::alive_mentioning(dir.path())), Vec::<String>::new());
}

#[test]
fn classify_ignores_prover_noise_and_reads_counts() {
    let out = "Boogie program verifier version 2.4.1.10503, Copyright (c) 2003-2014, Microsoft.\nProver error: line 18 column 28: unknown parameter 'model_compress'\nLegal parameters are:\n  auto_config (bool)\n\nBoogie program verifier finished with 2 verified, 0 errors\n";
    let r = classify_boogie(out, Some(0), false);
    assert_eq!((r.outcome, r.verified), (Outcome::Verified, 2));
    let r = classify_boogie("Boogie program verifier finished with 1 verified, 0 errors, 1 time out\n", Some(0), false);
    assert_eq!(r.outcome, Outcome::Timeout);
    let r =
        classify_boogie("Boogie program verifier finished with 0 verified, 0 errors, 1 inconclusive\n", Some(0), false);
    assert_eq!(r.outcome, Outcome::Unknown);
    let r = classify_boogie("x.bpl(3,1): Error BP5004: This loop invariant might not hold on entry.\nBoogie program verifier finished with 0 verified, 1 error\n", Some(0), false);
    assert_eq!(r.error_kinds, vec!["invariant entry".to_string()]);
    let r = classify_boogie("Prover error: unknown parameter\n", Some(0), false);
    assert_eq!(r.outcome, Outcome::ToolError);
    let r = classify_boogie(
        "x.bpl(1,1): Error: undeclared identifier: y\n1 name resolution errors detected in x.bpl\n",
        Some(0),
        false,
    );
    assert_eq!(r.outcome, Outcome::TypeError);
}
