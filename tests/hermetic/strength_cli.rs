//! `wobble strength` as a user meets it without a verifier: `--help` documents every flag, the
//! operators and the exit statuses; bad input (a missing or unparsable seed, bad flag values) is
//! exit status 2, reported once, before any verifier is looked for.

use std::process::{Command, Output};

fn wobble(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wobble")).args(args).output().expect("run wobble")
}

#[test]
fn help_lists_every_flag_operator_and_exit_status() {
    let out = wobble(&["strength", "--help"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    for flag in [
        "--tools",
        "--config",
        "--out",
        "--timeout",
        "--max-mutants",
        "--operators",
        "--solver",
        "--methods",
        "--samples",
        "--rng-seed",
        "--solver-timeout",
        "--fail-on-survivors",
    ] {
        assert!(text.contains(flag), "missing {flag}");
    }
    for word in ["delete", "operator", "constant", "guard", "rhs", "havoc", "equivalent", "unstable", "130"] {
        assert!(text.contains(word), "missing {word}");
    }
}

#[test]
fn bad_input_is_exit_status_2() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let out = out.to_str().unwrap();
    let bad = tmp.path().join("bad.bpl");
    std::fs::write(&bad, "procedure P()\n{\n  x := ;\n}\n").unwrap();
    let good = tmp.path().join("good.bpl");
    std::fs::write(&good, "procedure P() returns (y: int)\n  ensures y > 0;\n{\n  y := 1;\n}\n").unwrap();
    let cases: Vec<Vec<&str>> = vec![
        vec!["strength", "/nonexistent/seed.bpl", "--out", out],
        vec!["strength", bad.to_str().unwrap(), "--out", out],
        vec!["strength", good.to_str().unwrap(), "--operators", "swap", "--out", out],
        vec!["strength", good.to_str().unwrap(), "--max-mutants", "0", "--out", out],
        vec!["strength", good.to_str().unwrap(), "--methods", "jumble", "--out", out],
        vec!["strength", good.to_str().unwrap()],
    ];
    for args in cases {
        let o = wobble(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.matches("error").count() <= 2, "{args:?}: reported more than once: {err}");
    }
}
