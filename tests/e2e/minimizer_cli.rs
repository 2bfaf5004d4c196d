//! `wobble minimize`, `wobble reproduce` and `wobble show` as a user runs them (real Boogie where
//! a tool runs; every run takes about a second).

use crate::common;

use crate::common::cli::{text, wobble};
use std::path::{Path, PathBuf};
use wobble::generation::header::seed_hash;
use wobble::generation::{regenerate, Header, Weights};
use wobble::mutation::OpName;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/minimizer_data");

/// Copies Fig. 1 into `dir` and writes the mutant `chain` of it as `wobble mutate` would.
fn mutant_of_fig1(dir: &Path, chain: &str) -> (PathBuf, PathBuf) {
    let seed_text = std::fs::read_to_string(Path::new(DATA).join("fig1.bpl")).unwrap();
    let seed = dir.join("fig1.bpl");
    std::fs::write(&seed, &seed_text).unwrap();
    let header = Header {
        seed: seed.display().to_string(),
        seed_sha256: seed_hash(&seed_text),
        rng_seed: 1,
        batch: "test".into(),
        weights: Weights::only(&[OpName::S1]),
        index: 1,
        of: 1,
        files: vec![],
        chain: chain.parse().unwrap(),
    };
    let v = regenerate(&header, &seed_text).unwrap();
    let files = header.decorate(&v.to_text("mutant-0001"));
    let mutant = dir.join("mutant-0001.bpl");
    std::fs::write(&mutant, &files.files[0].text).unwrap();
    (seed, mutant)
}

#[test]
fn reproduce_regenerates_byte_for_byte_and_reports_edits() {
    let tmp = tempfile::tempdir().unwrap();
    let (seed, mutant) = mutant_of_fig1(tmp.path(), "S1(0,2) S1(1,3)");
    let m = mutant.to_str().unwrap();
    let o = wobble(&["reproduce", m, "--no-verify"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(text(&o).contains("byte-identical"), "{}", text(&o));
    // An edited mutant no longer matches its header: exit 1 with a diff.
    let edited = std::fs::read_to_string(&mutant).unwrap().replacen("requires", "requires true;\n  requires", 1);
    std::fs::write(&mutant, edited).unwrap();
    let o = wobble(&["reproduce", m, "--no-verify"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(text(&o).contains("+++ regenerated/mutant-0001.bpl"), "{}", text(&o));
    // A changed seed is reported through its hash.
    let (_, mutant) = mutant_of_fig1(tmp.path(), "S1(0,2)");
    std::fs::write(&seed, "// changed\n").unwrap();
    let o = wobble(&["reproduce", mutant.to_str().unwrap(), "--no-verify"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(text(&o).contains("SHA-256"), "{}", text(&o));
    // Not a mutant at all: bad input.
    let o = wobble(&["reproduce", seed.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
}

#[test]
fn reproduce_verifies_the_flip_with_boogie() {
    if !common::require_tool("boogie") {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let (_, mutant) = mutant_of_fig1(tmp.path(), "S1(1,3)");
    let o = wobble(&["reproduce", mutant.to_str().unwrap(), "--tools", "boogie", "--timeout", "60"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let out = text(&o);
    assert!(out.contains("seed:   verified"), "{out}");
    assert!(out.contains("mutant: failed"), "{out}");
    // S1(0,2) is one of the orders Boogie verifies: no flip.
    let (_, mutant) = mutant_of_fig1(tmp.path(), "S1(0,2)");
    let o = wobble(&["reproduce", mutant.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(text(&o).contains("does not reproduce"), "{}", text(&o));
}

#[test]
fn show_prints_the_diff_with_or_without_color() {
    let tmp = tempfile::tempdir().unwrap();
    let (_, mutant) = mutant_of_fig1(tmp.path(), "S1(1,3) G1(4:requires)");
    let o = wobble(&["show", mutant.to_str().unwrap(), "--color", "never"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(out.contains("\n+  requires true;\n"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("-axiom")), "{out}");
    assert!(!out.contains('\x1b'));
    let o = wobble(&["show", mutant.to_str().unwrap(), "--color", "always"]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("\x1b[32m+"));
}

#[test]
fn minimize_writes_the_reduced_pair() {
    if !common::require_tool("boogie") {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let (seed, mutant) = mutant_of_fig1(tmp.path(), "G1(4:ensures) S1(1,3) G1(4:requires)");
    let out = tmp.path().join("min");
    let o = wobble(&[
        "--jobs",
        "2",
        "minimize",
        "--seed",
        seed.to_str().unwrap(),
        "--mutant",
        mutant.to_str().unwrap(),
        "--tools",
        "boogie",
        // A resource limit far above Fig. 1's needs decides; the time limit is only a guard.
        "--rlimit",
        "20000000",
        "--timeout",
        "120",
        "--out",
        out.to_str().unwrap(),
    ]);
    let log = text(&o);
    assert_eq!(o.status.code(), Some(0), "{log}");
    assert!(log.contains("chain:      3 -> 1 steps: S1(1,3)"), "{log}");
    assert!(log.contains("verifier:"), "{log}");
    let seed_min = std::fs::read_to_string(out.join("seed.min.bpl")).unwrap();
    let mutant_min = std::fs::read_to_string(out.join("mutant.min.bpl")).unwrap();
    let diff = std::fs::read_to_string(out.join("diff.patch")).unwrap();
    assert!(!mutant_min.contains("requires true"));
    assert!(diff.starts_with("--- seed.min.bpl\n+++ mutant.min.bpl\n"), "{diff}");
    assert_eq!(std::fs::read_to_string(out.join("chain.txt")).unwrap().trim(), "S1(1,3)");
    assert!(seed_min.contains("procedure p"));
    // The pair must flip: a seed as mutant is refused with exit 1.
    let o = wobble(&[
        "minimize",
        "--seed",
        seed.to_str().unwrap(),
        "--mutant",
        seed.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(text(&o).contains("not brittle"), "{}", text(&o));
}

/// `minimize --rlimit N` reaches Boogie (`/rlimit:N`): under a limit of 1 the seed itself runs out
/// of resource, so the pair does not flip (exit 1), whatever the machine's load.
#[test]
fn minimize_rlimit_reaches_boogie() {
    if !common::require_tool("boogie") {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let (seed, mutant) = mutant_of_fig1(tmp.path(), "S1(1,3)");
    let out = tmp.path().join("min");
    let o = wobble(&[
        "minimize",
        "--seed",
        seed.to_str().unwrap(),
        "--mutant",
        mutant.to_str().unwrap(),
        "--tools",
        "boogie",
        "--rlimit",
        "1",
        "--timeout",
        "120",
        "--out",
        out.to_str().unwrap(),
    ]);
    let log = text(&o);
    assert_eq!(o.status.code(), Some(1), "{log}");
    assert!(log.contains("the seed does not verify: out_of_resource"), "{log}");
}
