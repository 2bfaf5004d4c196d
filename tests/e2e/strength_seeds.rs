//! `wobble strength` with the real Boogie 2.4.1 / z3 4.8.12 on our spec-strength seeds
//! (seeds/strength). The expected survivors were written down from reading the seeds before the
//! first measurement:
//! - insertion sort, weak contract (sorted only): deleting `b[j - 1] := t;` turns the swap into a
//!   copy and survives, and so does deleting `b := a;` (the output need not come from the input);
//!   the full contract (sorted and a permutation of the input) kills both;
//! - Max (the result is an upper bound, not necessarily an element): `a[i] > m` → `a[i] >= m`
//!   (assigning an equal value), and two mutants that stop the loop from progressing
//!   (`i := i + 1;` deleted or made `i := i + 0;`): Boogie proves partial correctness only;
//! - Find (sound only: `-1` may always be answered) and Abs (`y >= 0` only): the loop guard's
//!   `r == -1` weakened in three ways (never entering the loop), the found index never recorded
//!   (`r := i;` deleted), `i := 0` / `i := i + 1` made `i := n` (skipping the search), the two
//!   non-progress mutants, and Abs's `x < 0` as `x <= 0` or `x < 1` (equal results at 0).
//!
//! Each check is one `wobble strength` run; no test depends on how fast a verifier answers (a
//! survivor that timed out would show as `timeout` and fail the test, not pass it).

use crate::common::cli::wobble_run as wobble;
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// (procedure, diff, outcome) of every row of `DIR/strength.csv`.
fn rows(dir: &Path) -> Vec<(String, String, String)> {
    crate::common::cli::csv_triples(&dir.join("strength.csv"), ["procedure", "diff", "outcome"])
}

fn survivors(rows: &[(String, String, String)]) -> BTreeSet<String> {
    rows.iter().filter(|r| r.2 == "survived").map(|r| format!("{}: {}", r.0, r.1)).collect()
}

fn outcome_of<'a>(rows: &'a [(String, String, String)], diff: &str) -> &'a str {
    rows.iter().find(|r| r.1 == diff).map(|r| r.2.as_str()).unwrap_or_else(|| panic!("no row `{diff}`"))
}

fn run(seed: &str, extra: &[&str]) -> (tempfile::TempDir, Vec<(String, String, String)>, String) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let mut args = vec!["strength", seed, "-j", "2", "--out", out.to_str().unwrap()];
    args.extend_from_slice(extra);
    let (code, stdout, stderr) = wobble(&args);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    for f in ["strength.csv", "summary.txt", "strength.html"] {
        assert!(out.join(f).is_file(), "{f}");
    }
    let r = rows(&out);
    (dir, r, stdout)
}

const COPY: &str = "b[j - 1] := t;  =>  (deleted)";
const NO_INPUT: &str = "b := a;  =>  (deleted)";

#[test]
fn the_weak_sort_lets_the_swap_to_copy_survive_and_the_full_sort_kills_it() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let (_d, weak, stdout) = run("seeds/strength/insertion_sort_weak.bpl", &["--operators", "delete"]);
    assert_eq!(
        survivors(&weak),
        [
            "InsertionSort: b := a;  =>  (deleted)",
            "InsertionSort: b[j - 1] := t;  =>  (deleted)",
            "InsertionSort: i := i + 1;  =>  (deleted)",
        ]
        .map(String::from)
        .into_iter()
        .collect(),
        "{stdout}"
    );
    assert!(stdout.contains("Survivors (3;"), "{stdout}");
    assert!(
        stdout.contains("let through by the contract of InsertionSort:  b[j - 1] := t;  =>  (deleted) [stable"),
        "{stdout}"
    );

    let (_d, full, stdout) = run("seeds/strength/insertion_sort_full.bpl", &["--operators", "delete"]);
    assert_eq!(outcome_of(&full, COPY), "killed", "{stdout}");
    assert_eq!(outcome_of(&full, NO_INPUT), "killed", "{stdout}");
    assert!(!survivors(&full).iter().any(|s| s.contains("b[") || s.contains("b :=")), "{stdout}");
}

// Slow (about 80 s, issue 51): spec strength verifies every mutant of two programs with Boogie.
#[test]
fn max_and_search_report_the_expected_survivors_and_kill_rates() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let (_d, max, stdout) = run("seeds/strength/max_upper_bound.bpl", &[]);
    assert_eq!(
        survivors(&max),
        [
            "Max: if (a[i] > m) ...  =>  if (a[i] >= m) ...",
            "Max: i := i + 1;  =>  (deleted)",
            "Max: i := i + 1;  =>  i := i + 0;",
        ]
        .map(String::from)
        .into_iter()
        .collect(),
        "{stdout}"
    );
    let killed = max.iter().filter(|r| r.2 == "killed").count();
    let counted = max.iter().filter(|r| r.2 != "equivalent" && r.2 != "invalid").count();
    assert!(stdout.contains(&format!("Max: {killed}/{counted} (")), "{stdout}");
    assert_eq!(killed + 3, counted, "{stdout}");

    let (_d, search, stdout) = run("seeds/strength/search_sound_only.bpl", &[]);
    let expected: BTreeSet<String> = [
        "Find: while (i < n && r == -1) ...  =>  while (i < n && r != -1) ...",
        "Find: while (i < n && r == -1) ...  =>  while (i < n && r == -2) ...",
        "Find: while (i < n && r == -1) ...  =>  while (i < n && r == -0) ...",
        "Find: r := i;  =>  (deleted)",
        "Find: i := 0;  =>  i := n;",
        "Find: i := i + 1;  =>  i := n;",
        "Find: i := i + 1;  =>  (deleted)",
        "Find: i := i + 1;  =>  i := i + 0;",
        "Abs: if (x < 0) ...  =>  if (x <= 0) ...",
        "Abs: if (x < 0) ...  =>  if (x < 1) ...",
    ]
    .map(String::from)
    .into_iter()
    .collect();
    assert_eq!(survivors(&search), expected, "{stdout}");
}

/// Ctrl-C once the seed verified and its mutants are listed (40 mutants, each still to be
/// extracted and verified, remain): exit status 130 and no report.
#[test]
fn sigint_interrupts_with_status_130_and_no_report() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let mut child = Command::new(env!("CARGO_BIN_EXE_wobble"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["strength", "seeds/strength/search_sound_only.bpl", "-j", "1", "--out", out.to_str().unwrap()])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let mut seen = Vec::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        let listed = line.contains("change sites");
        seen.push(line);
        if listed {
            break;
        }
    }
    let pid = i32::try_from(child.id()).unwrap();
    // SAFETY: sending a signal to our own child process.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGINT) }, 0);
    seen.extend(lines.map(|l| l.unwrap()));
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{seen:#?}");
    assert!(seen.iter().any(|l| l.contains("interrupted")), "{seen:#?}");
    assert!(!out.join("strength.csv").exists());
}

/// `--fail-on-survivors` turns a survivor into exit status 1, and `--max-mutants` keeps an evenly
/// spread subset: Max's four deletions are `m := a[0]`, `i := 1`, `m := a[i]` and `i := i + 1`
/// (the survivor); a cap of 2 keeps the first and the third, both killed.
#[test]
fn fail_on_survivors_and_max_mutants() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("all");
    let seed = "seeds/strength/max_upper_bound.bpl";
    let common = ["--operators", "delete", "--fail-on-survivors", "-j", "2", "--out"];
    let (code, stdout, stderr) = wobble(&[&["strength", seed][..], &common, &[out.to_str().unwrap()]].concat());
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    assert_eq!(rows(&out).len(), 4);
    assert_eq!(survivors(&rows(&out)), ["Max: i := i + 1;  =>  (deleted)".to_string()].into_iter().collect());

    let out = dir.path().join("capped");
    let (code, stdout, stderr) =
        wobble(&[&["strength", seed, "--max-mutants", "2"][..], &common, &[out.to_str().unwrap()]].concat());
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    let diffs: Vec<String> = rows(&out).into_iter().map(|r| format!("{} {}", r.1, r.2)).collect();
    assert_eq!(diffs, ["m := a[0];  =>  (deleted) killed", "m := a[i];  =>  (deleted) killed"]);
    assert!(stderr.contains("4 change sites, 2 mutants"), "{stderr}");
}
