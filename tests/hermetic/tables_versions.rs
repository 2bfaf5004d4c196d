//! `wobble table` refuses to merge rows of one tool recorded with different tool versions (shards
//! run on nodes with different Boogie/Z3 installations), naming both versions and their files,
//! unless `--allow-mixed-versions`. Data: tests/data/tables/versions/node{1,2} (same tool label
//! `boogie`, Z3 4.8.12 on one node, 4.13.0 on the other).

use std::path::PathBuf;
use std::process::{Command, Output};

fn data(p: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tables/versions").join(p)
}

fn table(extra: &[&str], out: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wobble"))
        .arg("table")
        .arg(data("node1"))
        .arg(data("node2"))
        .arg("--out")
        .arg(out)
        .args(extra)
        .output()
        .expect("wobble runs")
}

#[test]
fn table_refuses_one_tool_with_two_versions() {
    let out = tempfile::tempdir().unwrap();
    let o = table(&["--quiet"], out.path());
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "bad input: {err}");
    assert!(err.contains("boogie 2.4.1; z3 4.8.12"), "names the first version: {err}");
    assert!(err.contains("boogie 2.4.1; z3 4.13.0"), "names the second version: {err}");
    assert!(err.contains("node1/results.csv"), "names the first file: {err}");
    assert!(err.contains("node2/results.csv"), "names the second file: {err}");
    assert!(err.contains("--allow-mixed-versions"), "says how to merge anyway: {err}");
    assert!(!out.path().join("tab6.csv").exists(), "no table written");
}

#[test]
fn table_merges_mixed_versions_when_allowed() {
    let out = tempfile::tempdir().unwrap();
    let o = table(&["--quiet", "--allow-mixed-versions"], out.path());
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let runs = std::fs::read_to_string(out.path().join("runs.csv")).unwrap();
    assert_eq!(runs.lines().count(), 1 + 4, "header and the four rows of both nodes: {runs}");
    assert!(runs.contains("z3 4.8.12") && runs.contains("z3 4.13.0"), "rows keep their versions: {runs}");
}

#[test]
fn table_accepts_one_version_per_tool() {
    let out = tempfile::tempdir().unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_wobble"))
        .args(["table", "--quiet", "--out"])
        .arg(out.path())
        .arg(data("node1"))
        .output()
        .expect("wobble runs");
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn table_refuses_the_same_runs_recorded_under_two_versions() {
    // One experiment run twice, with two installations: the same rows but for the version.
    let tmp = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(data("node1").join("results.csv")).unwrap();
    assert!(text.contains("z3 4.8.12"));
    let (old, new) = (tmp.path().join("run-old"), tmp.path().join("run-new"));
    for (dir, t) in [(&old, text.clone()), (&new, text.replace("z3 4.8.12", "z3 4.13.0"))] {
        std::fs::create_dir(dir).unwrap();
        std::fs::write(dir.join("results.csv"), t).unwrap();
    }
    let out = tmp.path().join("tables");
    let run = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_wobble"))
            .arg("table")
            .args([&old, &new])
            .arg("--out")
            .arg(&out)
            .args(extra)
            .output()
            .expect("wobble runs")
    };
    let o = run(&["--quiet"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "bad input: {err}");
    for needle in [
        old.display().to_string(),
        new.display().to_string(),
        "boogie 2.4.1; z3 4.8.12".to_string(),
        "boogie 2.4.1; z3 4.13.0".to_string(),
        "the same runs".to_string(),
    ] {
        assert!(err.contains(&needle), "names {needle}: {err}");
    }
    assert!(!out.join("tab6.csv").exists(), "no table written");
    let o = run(&["--quiet", "--allow-mixed-versions"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
}
