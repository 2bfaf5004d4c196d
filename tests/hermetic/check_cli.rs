//! `wobble check` as a user meets it without a verifier: `--help` documents every flag, the
//! gate, the baseline, the formats and the exit statuses; bad input (a missing path, a syntax
//! error in a `.bpl` or `.smt2` file with `FILE:LINE:COL`, a bad `--format`, threshold, baseline or
//! `[check]` table, `--update-baseline` without `--baseline`) is exit status 2, reported once,
//! before any tool is looked for.

use std::path::Path;
use std::process::{Command, Output};

fn wobble_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wobble")).current_dir(dir).args(args).output().expect("run wobble")
}

#[test]
fn check_help_lists_every_flag_and_exit_status() {
    let out = wobble_in(Path::new("."), &["check", "--help"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    for word in [
        "--baseline",
        "--update-baseline",
        "--allow-inconclusive",
        "--max-rlimit",
        "--max-cost-growth",
        "--format",
        "--solver",
        "--config",
        "--methods",
        "--samples",
        "--rng-seed",
        "--timeout",
        "--cache",
        "junit",
        "github",
        "[check]",
        "reused",
        "130",
    ] {
        assert!(text.contains(word), "missing {word}");
    }
}

#[test]
fn check_bad_input_is_exit_status_2_before_any_tool() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::write(d.join("good.bpl"), "procedure P() returns (y: int)\n  ensures y > 0;\n{\n  y := 1;\n}\n").unwrap();
    std::fs::write(d.join("bad.bpl"), "procedure P()\n{\n  x := ;\n}\n").unwrap();
    std::fs::write(d.join("bad.smt2"), "(declare-const x Int)\n(assert (> x 0)\n(check-sat)\n").unwrap();
    std::fs::write(d.join("none.smt2"), "(declare-const x Int)\n").unwrap();
    std::fs::write(d.join("baseline.toml"), "[settings]\nsolver = 3\n").unwrap();
    std::fs::create_dir(d.join("empty")).unwrap();
    std::fs::create_dir(d.join("cfg")).unwrap();
    std::fs::write(d.join("cfg/wobble.toml"), "[check]\nmax-rlimit = \"many\"\n").unwrap();
    let cases: [(&[&str], &str); 10] = [
        (&["check", "missing.bpl"], "missing.bpl"),
        (&["check", "empty"], "no .bpl, .smt2 or .smt file"),
        (&["check", "bad.bpl"], "bad.bpl:3:"),
        (&["check", "bad.smt2"], "bad.smt2:"),
        (&["check", "none.smt2"], "no check-sat"),
        (&["check", "good.bpl", "--update-baseline"], "--baseline FILE"),
        (&["check", "good.bpl", "--baseline", "nope.toml"], "--update-baseline"),
        (&["check", "good.bpl", "--baseline", "baseline.toml"], "baseline.toml: line 2"),
        (&["check", "good.bpl", "--format", "text,junit"], "`junit` on standard output"),
        (&["check", "good.bpl", "--config", "cfg/wobble.toml"], "[check]"),
    ];
    for (args, expected) in cases {
        let out = wobble_in(d, args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: expected `{expected}` in: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    for growth in ["0.5", "x", "nan"] {
        let out = wobble_in(d, &["check", "good.bpl", "--max-cost-growth", growth]);
        assert_eq!(out.status.code(), Some(2), "{growth}");
    }
}
