//! The classification's bounds with the real z3 (4.8.12): a run that `--classify-rlimit-factor`
//! stops is censored, not a failure (issue 50, item 5). The pair is two queries written here: the
//! seed proves one instance of an axiom, the mutant a sum of 6400 of them, which z3 proves under
//! every reseed at about 450,000 units of `rlimit-count` (0.5 s of CPU time), well above the bound
//! of 200,000 that the default factor gives this seed (10 times its cost, at least
//! `classify::bound::MIN_BOUND`). Counted as failures, the bounded runs made the mutant fail
//! 10 runs of 10 against the seed's 10 of 10: a counted `mutant-unstable` finding of a mutant
//! that only costs more.

use crate::common::cli::{csv_columns, wobble_run as wobble};
use std::path::Path;

/// The axiom both queries share.
const AXIOM: &str = "(set-option :smt.mbqi false)\n(declare-fun f (Int Int) Int)\n\
    (assert (forall ((x Int) (y Int)) (! (= (f x y) (+ (* 2 x) y)) :pattern ((f x y)))))\n";

/// The seed (one instance) and the mutant (`n`² instances summed), written into `dir`.
fn pair(dir: &Path, n: i64) -> (String, String) {
    let rows: Vec<String> = (0..n)
        .map(|i| format!("(+ {})", (0..n).map(|j| format!("(f {i} {j})")).collect::<Vec<_>>().join(" ")))
        .collect();
    let total: i64 = (0..n).flat_map(|i| (0..n).map(move |j| 2 * i + j)).sum();
    let seed = format!("{AXIOM}(assert (not (= (f 1 2) 4)))\n(check-sat)\n");
    let mutant = format!("{AXIOM}(assert (not (= (+ {}) {total})))\n(check-sat)\n", rows.join(" "));
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    (write("seed.smt2", &seed), write("mutant.smt2", &mutant))
}

#[test]
fn a_mutant_only_costlier_than_the_bound_is_no_finding() {
    if !crate::common::require_tools(&["z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (seed, mutant) = pair(dir.path(), 80);
    let out = dir.path().join("c");
    // Both verify unperturbed; a --cost-ratio no pair reaches makes `classify` test the pair as
    // a flip, under the default bounds.
    let (code, stdout, stderr) = wobble(&[
        "classify",
        "--seed",
        &seed,
        "--mutant",
        &mutant,
        "--cost-ratio",
        "100000",
        "--methods",
        "reseed",
        "--samples",
        "10",
        "-j",
        "2",
        "-q",
        "--out",
        out.to_str().unwrap(),
    ]);
    let cols = ["class", "counted", "seed_proved", "mutant_proved", "censored", "rerun", "effect"];
    let rows = csv_columns(&out.join("findings.csv"), &cols);
    assert_eq!(rows.len(), 1, "{stdout}\n{stderr}");
    let row = &rows[0];
    assert!(!["encoding", "mutant-unstable"].contains(&row[0].as_str()), "{row:?}\n{stdout}\n{stderr}");
    assert_eq!(row[1], "false", "{row:?}");
    assert_eq!(code, 0, "no finding\n{stdout}\n{stderr}");
    // Every mutant run was stopped by the bound; enough of them were run again without it, and
    // proved, to settle that the mutant is not significantly worse.
    let num = |s: &str| s.parse::<u32>().unwrap_or_else(|e| panic!("`{s}`: {e}: {row:?}"));
    let (censored, rerun) = (num(&row[4]), num(&row[5]));
    assert!(censored >= 5 && rerun >= 1 && rerun <= censored, "{row:?}");
    assert!(row[6].contains("stopped by a bound"), "{row:?}");
}
