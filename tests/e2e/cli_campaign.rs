//! End-to-end runs of `wobble fuzz` and `wobble campaign` with the real Boogie: the paper's
//! Fig. 1 brittleness is found (exit status 1), a run cut short by a kill and resumed gives the
//! same rows as an uninterrupted run, and shards of a campaign merge into the unsharded table.
//!
//! The second invocations (the resumed run, the shards) get a copy of the first one's result
//! cache. Their rows must then come from the cache alone (no tool run), which holds only if they
//! rebuild byte-identical programs, and the comparison of rows and tables tests wobble's logic
//! rather than whether Boogie answers the same twice (it can, very rarely, not: one CI run saw
//! a single Fig. 1 mutant fail once).

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn wobble() -> Command {
    Command::new(env!("CARGO_BIN_EXE_wobble"))
}

fn fig1() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/verifiers/fig1.bpl")
}

/// (batch, mutant, tool) -> (outcome, chain, program hash) of a results.csv.
fn rows(csv: &Path) -> BTreeMap<(String, String, String), (String, String, String)> {
    let mut r = csv::Reader::from_path(csv).expect("results.csv");
    let headers = r.headers().expect("header").clone();
    let col = |name: &str| headers.iter().position(|h| h == name).unwrap_or_else(|| panic!("column {name}"));
    let (b, m, t) = (col("batch"), col("mutant"), col("tool"));
    let (o, c, h) = (col("outcome"), col("chain"), col("program_hash"));
    r.records()
        .map(|rec| {
            let rec = rec.expect("row");
            let key = (rec[b].to_string(), rec[m].to_string(), rec[t].to_string());
            (key, (rec[o].to_string(), rec[c].to_string(), rec[h].to_string()))
        })
        .collect()
}

/// Copies the result cache of results directory `from` into `to` (created), the query cache's
/// folder included.
fn copy_cache(from: &Path, to: &Path) {
    fn copy_dir(src: &Path, dst: &Path) -> usize {
        std::fs::create_dir_all(dst).unwrap();
        let mut n = 0;
        for e in std::fs::read_dir(src).unwrap() {
            let e = e.unwrap();
            if e.file_type().unwrap().is_dir() {
                n += copy_dir(&e.path(), &dst.join(e.file_name()));
            } else {
                std::fs::copy(e.path(), dst.join(e.file_name())).unwrap();
                n += 1;
            }
        }
        n
    }
    let src = from.join(".cache");
    assert!(copy_dir(&src, &to.join(".cache")) > 0, "{} holds cache entries", src.display());
}

/// The run summary on stderr must report that no verifier ran.
fn assert_no_tool_runs(stderr: &[u8]) {
    let text = String::from_utf8_lossy(stderr);
    assert!(text.contains(" 0 tool runs"), "every run must come from the cache:\n{text}");
}

#[test]
fn fuzz_finds_the_fig1_flip_and_resume_completes_a_killed_run() {
    if !common::require_tool("boogie") {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let full = tmp.path().join("full");
    let out = wobble()
        .args(["--quiet", "-j", "2", "fuzz"])
        .arg(fig1())
        .args(["--only", "S1", "--mutants", "8", "--rng-seed", "7", "--timeout", "30", "--out"])
        .arg(&full)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "brittleness must give exit status 1:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("BRITTLE"), "{stdout}");
    let all = rows(&full.join("results.csv"));
    assert_eq!(all.len(), 9, "the seed and 8 mutants");
    assert!(all.values().any(|(o, _, _)| o == "failed"));
    assert!(all.values().any(|(o, c, _)| o == "verified" && c.is_empty()), "the seed verifies");

    // Simulate a kill: keep the header and 3 rows, plus half a row; then resume.
    let cut = tmp.path().join("cut");
    std::fs::create_dir_all(&cut).unwrap();
    let text = std::fs::read_to_string(full.join("results.csv")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let partial = &lines[4][..lines[4].len() / 2];
    std::fs::write(cut.join("results.csv"), format!("{}\n{partial}", lines[..4].join("\n"))).unwrap();
    copy_cache(&full, &cut);
    let again = wobble()
        .args(["-j", "2", "fuzz"])
        .arg(fig1())
        .args(["--only", "S1", "--mutants", "8", "--rng-seed", "7", "--timeout", "30", "--resume", "--out"])
        .arg(&cut)
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(1), "{}", String::from_utf8_lossy(&again.stderr));
    assert_no_tool_runs(&again.stderr);
    assert_eq!(rows(&cut.join("results.csv")), all, "resumed run must equal the uninterrupted one");

    // Without --resume an existing results directory is refused (no lost results).
    let refused =
        wobble().args(["--quiet", "fuzz"]).arg(fig1()).args(["--mutants", "2", "--out"]).arg(&cut).output().unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--resume"));
}

#[test]
fn shards_merge_into_the_unsharded_table() {
    if !common::require_tool("boogie") {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    // Runs a campaign; returns its stderr (the run summary).
    let campaign = |dir: &Path, shard: Option<&str>| -> Vec<u8> {
        let mut c = wobble();
        c.args(["-j", "2", "campaign"]).arg(fig1()).args([
            "--star-mutants",
            "6",
            "--op-mutants",
            "1",
            "--operators",
            "S1,S3,L3,G1",
            "--confirm-timeouts",
            "0",
            "--timeout",
            "30",
            "--out",
        ]);
        c.arg(dir);
        if let Some(s) = shard {
            c.args(["--shard", s]);
        }
        let out = c.output().unwrap();
        assert!(matches!(out.status.code(), Some(0) | Some(1)), "{}", String::from_utf8_lossy(&out.stderr));
        out.stderr
    };
    let whole = tmp.path().join("whole");
    campaign(&whole, None);
    let (s1, s2) = (tmp.path().join("s1"), tmp.path().join("s2"));
    for s in [&s1, &s2] {
        copy_cache(&whole, s);
    }
    assert_no_tool_runs(&campaign(&s1, Some("1/2")));
    assert_no_tool_runs(&campaign(&s2, Some("2/2")));
    let (a, b) = (rows(&s1.join("results.csv")), rows(&s2.join("results.csv")));
    assert!(!a.is_empty() && !b.is_empty(), "both shards have work");
    assert!(a.keys().all(|k| !b.contains_key(k)), "shards are disjoint");
    let mut merged = a.clone();
    merged.extend(b);
    let unsharded = rows(&whole.join("results.csv"));
    // The same runs of the same programs (chains and program hashes), hence the same answers.
    assert_eq!(merged, unsharded);
    let table = |dirs: &[&Path], out: &Path| {
        let o = wobble().arg("table").args(dirs).arg("--out").arg(out).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        std::fs::read_to_string(out.join("tab6.csv")).unwrap()
    };
    let t_whole = table(&[&whole], &tmp.path().join("t_whole"));
    let t_shards = table(&[&s1, &s2], &tmp.path().join("t_shards"));
    assert_eq!(t_whole, t_shards);
    assert!(t_whole.lines().count() >= 2, "{t_whole}");
}

/// A seed Boogie cannot prove (the postcondition is off by one).
const FAILING: &str = "procedure Inc(x: int) returns (y: int)\n  ensures y == x + 2;\n{\n  y := x + 1;\n}\n\n\
                       procedure Dec(x: int) returns (y: int)\n  ensures y == x - 1;\n{\n  y := x - 1;\n}\n";

#[test]
fn fuzz_skips_mutants_of_a_seed_the_tool_does_not_verify_unless_asked() {
    let tmp = tempfile::tempdir().unwrap();
    let seed = tmp.path().join("failing.bpl");
    std::fs::write(&seed, FAILING).unwrap();
    let run = |out: &Path, extra: &[&str]| {
        let o = wobble()
            .args(["-j", "2", "fuzz"])
            .arg(&seed)
            .args(["--mutants", "3", "--timeout", "30", "--out"])
            .arg(out)
            .args(extra)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "a failing seed is not brittle: {}", String::from_utf8_lossy(&o.stderr));
        (rows(&out.join("results.csv")), String::from_utf8_lossy(&o.stderr).into_owned())
    };
    let (default, summary) = run(&tmp.path().join("default"), &[]);
    assert_eq!(default.len(), 1, "only the seed runs: {default:?}");
    assert_eq!(default.values().next().map(|v| v.0.as_str()), Some("failed"));
    assert!(summary.contains("3 mutant runs skipped"), "{summary}");
    let (all, _) = run(&tmp.path().join("all"), &["--all-tools-mutants"]);
    assert_eq!(all.len(), 4, "the seed and its 3 mutants: {all:?}");
}

#[test]
fn fuzz_prints_the_commands_that_reproduce_and_show_its_first_finding() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let o = wobble()
        .args(["-q", "-j", "2", "fuzz"])
        .arg(fig1())
        .args(["--only", "S1", "--mutants", "8", "--rng-seed", "7", "--timeout", "30", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&o.stdout).into_owned();
    assert_eq!(o.status.code(), Some(1), "{stdout}");
    let command = |verb: &str| -> Vec<String> {
        let line = stdout
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("wobble {verb} ")))
            .unwrap_or_else(|| panic!("no `wobble {verb}` line in:\n{stdout}"));
        line.split_whitespace().skip(1).map(str::to_string).collect()
    };
    // The printed commands work as printed.
    let show = wobble().args(command("show")).output().unwrap();
    assert_eq!(show.status.code(), Some(0), "{}", String::from_utf8_lossy(&show.stderr));
    assert!(String::from_utf8_lossy(&show.stdout).contains("@@"), "a diff");
    let reproduce = wobble().args(command("reproduce")).output().unwrap();
    let text = String::from_utf8_lossy(&reproduce.stdout);
    assert!(text.contains("byte-identical"), "{text}");
}

#[test]
fn sigint_during_a_fuzz_run_exits_130_and_keeps_the_finished_rows() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let child = wobble()
        .args(["-j", "1", "fuzz"])
        .arg(fig1())
        .args(["--mutants", "40", "--timeout", "30", "--no-cache", "--out"])
        .arg(&out)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Wait for the first recorded row (the header plus one line), then interrupt.
    let csv = out.join("results.csv");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(600);
    while std::fs::read_to_string(&csv).map(|t| t.lines().count()).unwrap_or(0) < 2 {
        assert!(std::time::Instant::now() < deadline, "no row was ever written");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    // SAFETY: plain kill(2) on our own child's pid.
    let rc = unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    assert_eq!(rc, 0);
    let o = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(130), "{err}");
    assert_eq!(err.matches("interrupted after").count(), 1, "{err}");
    assert!(!err.contains("error:"), "an interruption is not reported as an error: {err}");
    let recorded = rows(&csv).len();
    assert!((1..41).contains(&recorded), "{recorded} rows");
}
