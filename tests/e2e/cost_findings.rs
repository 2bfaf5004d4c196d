//! `cost` findings with the real Boogie and z3 4.8.12: `seeds/E-triggers/branch_loop.bpl` and its
//! only L6 mutant both verify, but the mutant walks a matching loop first and costs z3 about 4.7
//! times the seed's `rlimit-count` under every perturbation measured (MEASUREMENTS.md there: 4.65
//! to 5.18 per reseed, 20 pairs). `wobble classify` and `fuzz --classify` give a `cost` finding
//! with that ratio and an interval; a mutant that only renames a local variable gives none.

use crate::common::cli::{csv_columns, wobble_run as wobble};
use std::path::Path;

const SEED: &str = "seeds/E-triggers/branch_loop.bpl";

/// The cost columns of `DIR/findings.csv`.
fn cost_rows(dir: &Path) -> Vec<Vec<String>> {
    let cols = ["class", "cost_ratio", "cost_ci_low", "cost_ci_high", "cost_p", "counted", "effect", "chain"];
    csv_columns(&dir.join("findings.csv"), &cols)
}

fn num(s: &str) -> f64 {
    s.parse().unwrap_or_else(|e| panic!("`{s}`: {e}"))
}

/// The seed's L6 mutant, made by `wobble mutate` into `dir`.
fn l6_mutant(dir: &Path) -> std::path::PathBuf {
    let out = dir.join("m");
    let (code, stdout, stderr) =
        wobble(&["mutate", SEED, "--only", "L6", "--count", "1", "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    let m = out.join("mutant-0001.bpl");
    assert!(std::fs::read_to_string(&m).unwrap().contains("if (!c)"), "the L6 mutant swaps the branches");
    m
}

fn assert_cost_finding(row: &[String]) {
    assert_eq!(row[0], "cost", "{row:?}");
    let (ratio, lo, hi, p) = (num(&row[1]), num(&row[2]), num(&row[3]), num(&row[4]));
    // MEASUREMENTS.md: 4.65-5.18 per reseed; 4.68 between the medians of wobble's perturbations.
    assert!((4.3..=5.2).contains(&ratio), "{row:?}");
    assert!(lo <= ratio && ratio <= hi && lo >= 4.0 && hi <= 5.5, "a finite interval around the ratio: {row:?}");
    // 20 pairs (rename and reseed, 10 each), every one costlier: p = 2^-20.
    assert!(p < 1e-5, "{row:?}");
    assert_eq!(row[5], "false", "a cost finding is not counted as a flip: {row:?}");
    assert!(row[6].starts_with("cost ×"), "{row:?}");
}

#[test]
fn classify_gives_branch_loops_l6_mutant_a_cost_finding_and_a_renaming_none() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mutant = l6_mutant(dir.path());
    let out = dir.path().join("c");
    let (code, stdout, stderr) = wobble(&[
        "classify",
        "--seed",
        SEED,
        "--mutant",
        mutant.to_str().unwrap(),
        "-j",
        "2",
        "-q",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "a cost finding is a finding\n{stdout}\n{stderr}");
    assert!(stdout.contains("class: cost") && stdout.contains("95% CI"), "{stdout}");
    let rows = cost_rows(&out);
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_cost_finding(&rows[0]);

    // Only a renaming (the result variable r becomes res, lines unchanged): the same cost.
    let seed_text = std::fs::read_to_string(SEED).unwrap();
    let renamed = seed_text.replace("returns (r: int)", "returns (res: int)").replace("r := ", "res := ");
    assert_ne!(renamed, seed_text);
    let rfile = dir.path().join("renamed.bpl");
    std::fs::write(&rfile, renamed).unwrap();
    let out = dir.path().join("r");
    let (code, stdout, stderr) = wobble(&[
        "classify",
        "--seed",
        SEED,
        "--mutant",
        rfile.to_str().unwrap(),
        "-j",
        "2",
        "-q",
        "--out",
        out.to_str().unwrap(),
    ]);
    // Its unperturbed cost is the seed's, below --cost-ratio: no cost test, the pair is
    // classified as a flip would be (both stable: no finding).
    assert_eq!(code, 0, "no finding\n{stdout}\n{stderr}");
    assert!(!stdout.contains("class: cost"), "{stdout}");
    let rows = cost_rows(&out);
    assert_ne!(rows[0][0], "cost", "{rows:?}");
    assert!(rows[0][1].is_empty(), "no cost test for a renaming: {rows:?}");
}

#[test]
fn fuzz_classify_lists_the_l6_mutant_as_a_cost_finding_apart_from_the_flips() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("f");
    let (code, stdout, stderr) = wobble(&[
        "fuzz",
        SEED,
        "--only",
        "L6",
        "--mutants",
        "1",
        "--classify",
        "-j",
        "2",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    assert!(
        stdout.contains("COST (1)") && stdout.contains("findings: 1 (1 cost); 0 counted as brittleness"),
        "{stdout}"
    );
    let rows = cost_rows(&out);
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_cost_finding(&rows[0]);
    assert_eq!(rows[0][7], "L6(3@i0)", "{rows:?}");
    assert!(
        stderr.contains(
            "cost tests: 1 of 1 verified mutant(s) tested; 0 below --cost-ratio 2 as the run measured them, \
             1 measured unperturbed here"
        ),
        "{stderr}"
    );
    // With a threshold above the effect, the mutant is not even tested (its unperturbed cost is
    // below 6 times the seed's, as the run measured it at the query level, so its VCs are not
    // extracted again): no row, no finding.
    let out = dir.path().join("g");
    let (code, stdout, stderr) = wobble(&[
        "fuzz",
        SEED,
        "--only",
        "L6",
        "--mutants",
        "1",
        "--classify",
        "--cost-ratio",
        "6",
        "-j",
        "2",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    assert!(cost_rows(&out).is_empty());
    assert!(
        stderr.contains(
            "cost tests: 0 of 1 verified mutant(s) tested; 1 below --cost-ratio 6 as the run measured them, \
             0 measured unperturbed here"
        ),
        "{stderr}"
    );
}

/// Boogie's prover log of `program` written to `log` (one `.smt2` file: the program's VCs).
fn prover_log(program: &Path, log: &Path) {
    let out = std::process::Command::new("boogie")
        .arg(format!("/proverLog:{}", log.display()))
        .arg(program)
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("1 verified, 0 errors"), "{out:?}");
}

#[test]
fn classify_gives_the_smt2_queries_of_branch_loops_l6_pair_a_cost_finding() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mutant = l6_mutant(dir.path());
    let (s, m) = (dir.path().join("seed.smt2"), dir.path().join("mutant.smt2"));
    prover_log(Path::new(SEED), &s);
    prover_log(&mutant, &m);
    let out = dir.path().join("c");
    let args = ["classify", "--seed", s.to_str().unwrap(), "--mutant", m.to_str().unwrap(), "-j", "2", "-q"];
    let (code, stdout, stderr) = wobble(&[&args[..], &["--out", out.to_str().unwrap()]].concat());
    assert_eq!(code, 1, "a cost finding is a finding\n{stdout}\n{stderr}");
    assert!(stdout.contains("class: cost") && stdout.contains("95% CI"), "{stdout}");
    let rows = cost_rows(&out);
    assert_eq!(rows.len(), 1, "{rows:?}");
    // The same queries as the Boogie pair's SMT layer: the same ratio, interval and p-value.
    assert_cost_finding(&rows[0]);
    // The seed against itself: below --cost-ratio unperturbed, classified as a flip (no finding).
    let out = dir.path().join("same");
    let (code, stdout, stderr) = wobble(&[
        "classify",
        "--seed",
        s.to_str().unwrap(),
        "--mutant",
        s.to_str().unwrap(),
        "-q",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    assert!(cost_rows(&out)[0][1].is_empty(), "no cost test: {stdout}");
}

#[test]
fn fuzz_classify_at_the_boogie_level_still_finds_the_cost_finding() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("f");
    let (code, stdout, stderr) = wobble(&[
        "fuzz",
        SEED,
        "--only",
        "L6",
        "--mutants",
        "1",
        "--classify",
        "--classify-level",
        "boogie",
        "-j",
        "2",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    assert!(stdout.contains("findings: 1 (1 cost)"), "{stdout}");
    let rows = cost_rows(&out);
    assert_eq!(rows.len(), 1, "{rows:?}");
    // The count is z3's: the cost test runs at the SMT layer through one VC extraction per side.
    assert_cost_finding(&rows[0]);
}
