//! The why3 backend end to end with the real why3 + z3: outcomes, unsupported detail, wall clock.

use crate::common;

use std::time::Duration;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::why3::Why3Verifier;
use wobble::verifiers::{Outcome, Verifier};

const FIG1: &str = include_str!("../data/why3/fig1.bpl");

fn backend() -> Why3Verifier {
    Why3Verifier::new("why3", "why3", "z3", Vec::new()).expect("why3 with z3 is installed")
}

/// The wall-clock limit of a run that must prove: far beyond what these tiny programs need, so
/// that a loaded machine cannot turn a proof into a timeout. (A run that must *not* prove gets a
/// short limit: a slow machine only makes it fail sooner.)
const MUST_PROVE: u64 = 300;

fn verify(v: &Why3Verifier, files: &[(&str, &str)], secs: u64) -> wobble::verifiers::RunResult {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = ProgramText {
        files: files
            .iter()
            .map(|(n, t)| wobble::syntax::source::SourceFile { name: n.to_string(), text: t.to_string() })
            .collect(),
    };
    v.verify(&p, dir.path(), Duration::from_secs(secs))
}

#[test]
fn versions_and_unknown_prover() {
    if !common::require_tools(&["why3", "z3"]) {
        return;
    }
    let v = backend();
    assert!(v.version().starts_with("why3 1.") && v.version().contains("z3 "), "{}", v.version());
    assert!(v.cache_key().contains(v.version()));
    assert!(Why3Verifier::new("x", "why3", "no-such-prover", Vec::new()).is_err());
    assert!(Why3Verifier::new("x", "/nonexistent/why3", "z3", Vec::new()).is_err());
}

#[test]
fn outcomes() {
    if !common::require_tools(&["why3", "z3"]) {
        return;
    }
    let v = backend();
    let r = verify(&v, &[("fig1.bpl", FIG1)], MUST_PROVE);
    assert_eq!(r.outcome, Outcome::Verified, "{r:?}");
    assert_eq!(r.verified, 1);
    assert!(r.command.contains("prove") && r.command.contains("z3"));

    // Split over two files (as S3 mutants are): still one program.
    let (a, b) = FIG1.split_at(FIG1.find("procedure").expect("has a procedure"));
    let r = verify(&v, &[("a.bpl", a), ("b.bpl", b)], MUST_PROVE);
    assert_eq!(r.outcome, Outcome::Verified, "{r:?}");

    let wrong = FIG1.replace("ensures o > a[i];", "ensures o > a[i + 2];");
    let r = verify(&v, &[("fig1.bpl", &wrong)], 1);
    assert!(matches!(r.outcome, Outcome::Timeout | Outcome::Unknown | Outcome::Failed), "{r:?}");

    let r = verify(&v, &[("u.bpl", "procedure p() {\n  var x: bv8;\n}\n")], MUST_PROVE);
    assert_eq!(r.outcome, Outcome::Unsupported);
    assert!(r.detail.starts_with("u.bpl:2:") && r.detail.contains("bit-vector"), "{}", r.detail);

    let r = verify(&v, &[("bad.bpl", "procedure p( {")], MUST_PROVE);
    assert_eq!(r.outcome, Outcome::ParseError);
}
