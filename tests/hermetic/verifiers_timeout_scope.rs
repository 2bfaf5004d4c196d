//! `--timeout-scope run|vc` against a fake Boogie whose every VC finishes within the time limit
//! but whose run does not (tests/common/fake_boogie.rs): `verified` per VC, `timeout` for the
//! whole run; the scope in the manifest, a `--resume` with the other scope refused (a manifest
//! written before the flag means `vc`), the tables stating `run`, `reproduce` under the scope of
//! the mutant's results directory, and `run` refused at the query level.

use crate::common::cli::{csv_columns, wobble_run_in as wobble_in};
use crate::common::fake_boogie::slow_boogie;
use std::path::Path;

/// Three procedures: three VCs of 0.5 s each, 1.5 s in all, against a limit of 1 s.
const SEED: &str = "procedure P1() { }\n\nprocedure P2() { }\n\nprocedure P3() { }\n";

/// `wobble fuzz` of the seed with the slow Boogie at the Boogie level, into `out`, with `extra`.
fn fuzz(d: &Path, out: &str, extra: &[&str]) -> (i32, String, String) {
    let base = [
        "fuzz",
        "seed.bpl",
        "--tools",
        "slow",
        "--level",
        "boogie",
        "--mutants",
        "1",
        "--timeout",
        "1",
        "--confirm-timeouts",
        "0",
        "--out",
        out,
    ];
    wobble_in(d, &[&base[..], extra].concat())
}

/// The seed's own row: (outcome, detail).
fn seed_row(dir: &Path) -> (String, String) {
    let rows = csv_columns(&dir.join("results.csv"), &["batch", "outcome", "detail"]);
    let seed = rows.into_iter().find(|r| r[0] == "seed").expect("a row of the seed");
    (seed[1].clone(), seed[2].clone())
}

#[test]
fn a_run_whose_vcs_each_finish_in_time_is_timeout_only_when_the_run_is_limited() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    slow_boogie(d, "slow", "0.5");
    std::fs::write(d.join("seed.bpl"), SEED).unwrap();

    let (code, out, err) = fuzz(d, "vc", &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(seed_row(&d.join("vc")).0, "verified", "{out}{err}");
    let (code, out, err) = fuzz(d, "run", &["--timeout-scope", "run"]);
    assert!(code == 0 || code == 1, "{out}{err}");
    let (outcome, detail) = seed_row(&d.join("run"));
    assert_eq!(outcome, "timeout", "{out}{err}");
    assert!(detail.contains("whole run reached its time limit of 1 s (--timeout-scope run)"), "{detail}");
    assert!(err.contains("note: --timeout-scope run: each Boogie run is killed at 1 s"), "{err}");

    // The manifest records the scope; a resume with the other one is refused.
    let manifest = |dir: &str| std::fs::read_to_string(d.join(dir).join("manifest.toml")).unwrap();
    assert!(manifest("run").contains("\n--timeout-scope = \"run\"\n"), "{}", manifest("run"));
    assert!(manifest("vc").contains("\n--timeout-scope = \"vc\"\n"), "{}", manifest("vc"));
    let (code, _, err) = fuzz(d, "run", &["--resume"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--resume refused") && err.contains("--timeout-scope: run → vc"), "{err}");
    // A manifest written before the flag existed means `vc`.
    let old: String =
        manifest("vc").lines().filter(|l| !l.contains("--timeout-scope")).map(|l| format!("{l}\n")).collect();
    std::fs::write(d.join("vc/manifest.toml"), old).unwrap();
    let (code, _, err) = fuzz(d, "vc", &["--resume", "--timeout-scope", "run"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--timeout-scope: vc → run"), "{err}");
    let (code, out, err) = fuzz(d, "vc", &["--resume"]);
    assert_eq!(code, 0, "{out}{err}");

    // The tables state `run`, and leave the per-VC run's as they were.
    let (code, text, err) = wobble_in(d, &["table", "run", "--format", "all", "--out", "tables-run"]);
    assert_eq!(code, 0, "{err}");
    let note = "Timeouts: --timeout-scope run: each Boogie run was limited to 1 s of wall-clock time in all";
    assert!(text.contains(note), "{text}");
    for tex in ["tab6.tex", "tab8.tex", "tab9.tex"] {
        let latex = std::fs::read_to_string(d.join("tables-run").join(tex)).unwrap();
        assert!(latex.contains(&format!("% {note}")), "{tex}: {latex}");
    }
    let tab6 = std::fs::read_to_string(d.join("tables-run/tab6.csv")).unwrap();
    let mut lines = tab6.lines();
    assert!(lines.next().unwrap().ends_with(",timeout_scope"), "{tab6}");
    assert!(lines.all(|l| l.ends_with(",run")), "{tab6}");
    let (code, text, err) = wobble_in(d, &["table", "vc", "--format", "all", "--out", "tables-vc"]);
    assert_eq!(code, 0, "{err}");
    assert!(!text.contains("Timeouts:"), "{text}");
    let tab6 = std::fs::read_to_string(d.join("tables-vc/tab6.csv")).unwrap();
    assert!(!tab6.contains("timeout_scope"), "{tab6}");
    let (code, _, err) = wobble_in(d, &["table", "run", "vc", "--out", "tables-both"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("cannot merge runs whose --timeout limited each whole Boogie run"), "{err}");

    // `reproduce` takes the scope of the results directory above the mutant.
    for (dir, seed) in [("run", "timeout"), ("vc", "verified")] {
        let mutant = crate::common::bpl_files(&d.join(dir).join("mutants")).into_iter().next().expect("a mutant");
        let (_, out, err) = wobble_in(d, &["reproduce", mutant.to_str().unwrap(), "--tools", "slow", "--timeout", "1"]);
        let line = out.lines().find(|l| l.starts_with("seed:")).unwrap_or_default().to_string();
        assert!(line.split_whitespace().nth(1) == Some(seed), "{dir}: {out}{err}");
        assert_eq!(out.contains("(--timeout-scope run: each whole run limited to 1 s)"), dir == "run", "{out}");
    }

    // The query level times no whole run.
    let (code, _, err) =
        wobble_in(d, &["fuzz", "seed.bpl", "--tools", "slow", "--timeout-scope", "run", "--out", "smt"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("--timeout-scope run limits each whole Boogie run") && err.contains("add --level boogie"),
        "{err}"
    );
}
