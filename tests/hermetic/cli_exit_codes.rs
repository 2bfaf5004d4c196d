//! Exit statuses per error kind, as a user meets them (the built binary, no verifier needed):
//! bad input 2 (an unparsable or missing seed, bad flag values), failure 3 (an output path that
//! cannot be created), and a closed stdout (`wobble parse DIR | head`) is a quiet 0. Errors are
//! printed once. (Interruption, 130, needs a verifier in flight: tests/e2e/cli_campaign.rs.)

use crate::common::cli::wobble;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const GOOD: &str = "procedure P(x: int) returns (y: int)\n  ensures y > x;\n{\n  y := x + 1;\n}\n";

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

#[test]
fn an_unparsable_seed_is_bad_input_reported_once() {
    let tmp = tempfile::tempdir().unwrap();
    let bad = tmp.path().join("bad.bpl");
    std::fs::write(&bad, "procedure P()\n{\n  assert 1 +;\n}\n").unwrap();
    let out = tmp.path().join("out");
    for cmd in ["fuzz", "campaign"] {
        let o = wobble(&[cmd, s(&bad), "--out", s(&out)]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{cmd}: {err}");
        let located = format!("{}:3:", bad.display());
        assert_eq!(err.matches(&located).count(), 1, "{cmd}: the FILE:LINE:COL error exactly once:\n{err}");
        assert!(!out.join("results.csv").exists(), "nothing runs after bad input");
    }
}

#[test]
fn several_unparsable_seeds_are_each_reported_once() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("seeds");
    std::fs::create_dir_all(dir.join("G")).unwrap();
    std::fs::write(dir.join("G/a.bpl"), "procedure (;\n").unwrap();
    std::fs::write(dir.join("G/b.bpl"), "axiom ;\n").unwrap();
    std::fs::write(dir.join("G/ok.bpl"), GOOD).unwrap();
    let o = wobble(&["fuzz", s(&dir), "--out", s(&tmp.path().join("out"))]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    for f in ["a.bpl:1:", "b.bpl:1:"] {
        assert_eq!(err.matches(f).count(), 1, "{f} once:\n{err}");
    }
}

#[test]
fn a_missing_seed_is_bad_input() {
    let tmp = tempfile::tempdir().unwrap();
    let missing = tmp.path().join("missing.bpl");
    let out = tmp.path().join("out");
    for args in [
        vec!["fuzz", s(&missing), "--out", s(&out)],
        vec!["campaign", s(&missing), "--out", s(&out)],
        vec!["mutate", s(&missing), "--out", s(&out)],
        vec!["parse", s(&missing)],
        vec!["translate", s(&missing)],
        vec!["show", s(&missing)],
    ] {
        let o = wobble(&args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.matches("missing.bpl").count(), 1, "{args:?}: one message naming the file:\n{err}");
    }
}

#[test]
fn bad_flag_values_are_bad_input() {
    let tmp = tempfile::tempdir().unwrap();
    let seed = tmp.path().join("p.bpl");
    std::fs::write(&seed, GOOD).unwrap();
    let (p, out) = (s(&seed), tmp.path().join("out"));
    let out = s(&out);
    for args in [
        vec!["fuzz", p, "--only", "S1,Q7", "--out", out],
        vec!["fuzz", p, "--timeout", "0", "--out", out],
        vec!["fuzz", p, "--timeout", "soon", "--out", out],
        vec!["fuzz", p, "--mutants", "0", "--out", out],
        vec!["fuzz", p, "--max-attempts", "0", "--out", out],
        vec!["campaign", p, "--operators", "L3,X1", "--out", out],
        vec!["campaign", p, "--timeout", "-5", "--out", out],
        vec!["mutate", p, "--count", "0", "--out", out],
        vec!["mutate", p, "--only", "Z9", "--out", out],
        vec!["reproduce", p, "--timeout", "NaN"],
        vec!["minimize", "--seed", p, "--mutant", p, "--oracle-repeats", "0", "--out", out],
        vec!["fuzz", p, "--shard", "1/2", "--out", out],
        vec!["fuzz", p, "--classify", "--classify-rlimit-factor", "0", "--out", out],
        vec!["fuzz", p, "--classify", "--classify-rlimit-factor", "ten", "--out", out],
        vec!["fuzz", p, "--classify-rlimit-factor", "10", "--out", out],
        vec!["campaign", p, "--classify", "--classify-rlimit-factor", "-3", "--out", out],
        vec!["classify", "--seed", p, "--mutant", p, "--rlimit-factor", "0", "--out", out],
    ] {
        let o = wobble(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).is_empty(), "{args:?} says why");
    }
    let o = wobble(&["fuzz", p, "--only", "S1,Q7", "--out", out]);
    assert!(stderr(&o).contains("Q7"), "the bad operator is named: {}", stderr(&o));
}

#[test]
fn an_output_path_blocked_by_a_file_is_a_failure() {
    let tmp = tempfile::tempdir().unwrap();
    let seed = tmp.path().join("p.bpl");
    std::fs::write(&seed, GOOD).unwrap();
    let blocker = tmp.path().join("a-file");
    std::fs::write(&blocker, "not a directory").unwrap();
    let inside = blocker.join("out");
    for args in [
        vec!["mutate", s(&seed), "--count", "1", "--out", s(&inside)],
        vec!["parse", s(&seed), "-o", s(&inside)],
        vec!["translate", s(&seed), "-o", s(&inside)],
    ] {
        let o = wobble(&args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(3), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line:\n{err}");
        assert!(err.contains(&inside.display().to_string()), "{args:?}: names the path: {err}");
        // The cause is given once, not repeated by the message and its source.
        let cause = err.rsplit(": ").next().unwrap_or_default().trim().to_string();
        assert!(!cause.is_empty() && err.matches(&cause).count() == 1, "{args:?}: {err}");
    }
}

#[test]
fn a_closed_stdout_ends_quietly_with_status_0() {
    let tmp = tempfile::tempdir().unwrap();
    // Far more output than a pipe buffer holds.
    let body: String = (0..40).map(|i| format!("  assert x + {i} > {i} - 1;\n")).collect();
    for k in 0..200 {
        let text = format!("procedure P{k}(x: int)\n  requires x > 0;\n{{\n{body}}}\n");
        std::fs::write(tmp.path().join(format!("p{k:03}.bpl")), text).unwrap();
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_wobble"))
        .args(["parse", s(tmp.path())])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run wobble");
    // `| head -2`: read a little, then close the pipe.
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 64];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0), "stderr: {err}");
    assert_eq!(err, "", "nothing on stderr");
}
