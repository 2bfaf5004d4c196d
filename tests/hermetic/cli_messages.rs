//! Issue 27, bad-input messages name the user's flag and what to do, never Rust (no verifier
//! needed): `--mutants 0`, `--timeout -1`, `-j 0`, `--out` naming a file (exit 2, not 3), and
//! `report --out DIR` (it wants the HTML file's path).

use crate::common::cli::wobble_run;
use std::path::Path;

const GOOD: &str = "procedure P(x: int) returns (y: int)\n  ensures y > x;\n{\n  y := x + 1;\n}\n";

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// Runs `wobble ARGS` and checks exit 2 and that stderr holds each of `needles`.
fn refused(args: &[&str], needles: &[&str]) {
    let (code, _, err) = wobble_run(args);
    assert_eq!(code, 2, "{args:?}: {err}");
    for n in needles {
        assert!(err.contains(n), "{args:?}: the message names `{n}`:\n{err}");
    }
    for rust in ["non-zero type", "-- -1", "os error", "Is a directory"] {
        assert!(!err.contains(rust), "{args:?}: no Rust/OS wording `{rust}`:\n{err}");
    }
}

#[test]
fn counts_timeouts_and_jobs_name_their_flag() {
    let tmp = tempfile::tempdir().unwrap();
    let seed = tmp.path().join("p.bpl");
    std::fs::write(&seed, GOOD).unwrap();
    let (p, out) = (s(&seed), tmp.path().join("out"));
    let out = s(&out);
    refused(&["fuzz", p, "--mutants", "0", "--out", out], &["--mutants", "must be at least 1"]);
    refused(&["fuzz", p, "--mutants", "-3", "--out", out], &["--mutants", "must be at least 1"]);
    refused(&["mutate", p, "--count", "0", "--out", out], &["--count", "must be at least 1"]);
    refused(&["fuzz", p, "--max-attempts", "0", "--out", out], &["--max-attempts", "must be at least 1"]);
    refused(&["fuzz", p, "--timeout", "-1", "--out", out], &["--timeout", "not a positive number of seconds"]);
    refused(&["campaign", p, "--timeout", "-5", "--out", out], &["--timeout"]);
    refused(&["reproduce", p, "--timeout", "-1"], &["--timeout"]);
    refused(&["-j", "0", "fuzz", p, "--out", out], &["--jobs", "must be at least 1"]);
    refused(&["fuzz", p, "-j", "0", "--out", out], &["--jobs", "must be at least 1"]);
    assert!(!tmp.path().join("out").exists(), "nothing was written");
}

#[test]
fn an_out_naming_a_file_or_a_directory_is_bad_input_naming_out() {
    let tmp = tempfile::tempdir().unwrap();
    let seed = tmp.path().join("p.bpl");
    std::fs::write(&seed, GOOD).unwrap();
    let file = tmp.path().join("a-file");
    std::fs::write(&file, "keep me").unwrap();
    let (p, f) = (s(&seed), s(&file));
    for args in [
        vec!["fuzz", p, "--out", f],
        vec!["campaign", p, "--out", f],
        vec!["mutate", p, "--count", "1", "--out", f],
        vec!["table", "tests/data/tables/shard1", "--out", f],
    ] {
        refused(&args, &["--out", f, "is a file, not a directory"]);
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    let dir = tmp.path().join("report-dir");
    std::fs::create_dir(&dir).unwrap();
    let index = dir.join("index.html");
    refused(&["report", "tests/data/tables/shard1", "--out", s(&dir)], &["--out", "is a directory", s(&index)]);
}
