//! Boogie's command line as wobble writes it, checked on the real Boogie 2.4.1: a configuration's
//! z3 reaches Boogie through `/proverOpt:PROVER_PATH=` (shown by a z3 wrapper that records each
//! invocation and then runs the real z3), the Boogie-layer reseed (`verify_reseeded`) lands in
//! the `/proverLog` as `set-option`s, and the solver-level commands (`stability`, `minimize`)
//! take a verifier configuration in `--tools` and then use its z3 and its Boogie.

use crate::common;
use crate::common::cli::{csv_columns, text, wobble};
use std::path::{Path, PathBuf};
use std::time::Duration;
use wobble::runner::config::resolve_tools;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::{Outcome, Verifier};

const LIMIT: Duration = Duration::from_secs(120);

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn fig1() -> ProgramText {
    let text = std::fs::read_to_string(root().join("tests/data/verifiers/fig1.bpl")).unwrap();
    ProgramText::single("fig1.bpl", text)
}

/// In `dir`: `z3-rec`, which appends its arguments as one line to `dir/argv.txt` and then runs
/// the real z3, and `wobble.toml` with the configuration `rec` (backend boogie, that z3).
/// Returns (config file, argv file).
fn recording_config(dir: &Path) -> (PathBuf, PathBuf) {
    let z3 = common::tools::find_tool("z3").expect("z3 on PATH");
    let argv = dir.join("argv.txt");
    let script = dir.join("z3-rec");
    std::fs::write(
        &script,
        format!("#!/bin/sh\necho \"$*\" >> '{}'\nexec '{}' \"$@\"\n", argv.display(), z3.display()),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let config = dir.join("wobble.toml");
    std::fs::write(
        &config,
        format!("[[verifier]]\nlabel = \"rec\"\nbackend = \"boogie\"\nz3 = \"{}\"\n", script.display()),
    )
    .unwrap();
    (config, argv)
}

fn lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path).unwrap_or_default().lines().map(str::to_string).collect()
}

#[test]
fn prover_path_reaches_the_configured_z3() {
    if !common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let (config, argv) = recording_config(tmp.path());
    let v = resolve_tools("rec", Some(&config)).unwrap();
    // Constructing the configuration read the wrapper's version (and nothing else).
    assert_eq!(lines(&argv), ["--version"], "{}", v[0].version());
    std::fs::remove_file(&argv).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let r = v[0].verify(&fig1(), dir.path(), LIMIT);
    assert_eq!(r.outcome, Outcome::Verified, "{r:?}");
    assert!(r.command.contains("/proverOpt:PROVER_PATH=") && !r.command.contains("/z3exe"), "{}", r.command);
    // Boogie 2.4.1 started the wrapper as its prover (SMT-LIB on stdin).
    let calls = lines(&argv);
    assert!(!calls.is_empty() && calls.iter().all(|c| c.contains("-smt2") && c.contains("-in")), "{calls:?}");
}

#[test]
fn verify_reseeded_puts_the_seed_into_the_prover_log() {
    if !common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let boogie = BoogieVerifier::new("boogie", "boogie", None, vec!["/proverLog:log.smt2".into()]).unwrap();
    // Boogie 2.4.1 normalizes nothing: the version is the one of every earlier results.csv.
    assert!(!boogie.normalization().any(), "{}", boogie.version());
    assert!(!boogie.version().contains("normalized"), "{}", boogie.version());
    let log = |dir: &Path| std::fs::read_to_string(dir.join("log.smt2")).unwrap();

    let dir = tempfile::tempdir().unwrap();
    let r = boogie.verify_reseeded(&fig1(), dir.path(), LIMIT, 7);
    assert_eq!(r.outcome, Outcome::Verified, "{r:?}");
    assert!(r.command.contains("/proverOpt:O:smt.random_seed=7 /proverOpt:O:sat.random_seed=7"), "{}", r.command);
    let text = log(dir.path());
    assert!(text.contains("(set-option :smt.random_seed 7)"), "{text}");
    assert!(text.contains("(set-option :sat.random_seed 7)"), "{text}");

    let dir = tempfile::tempdir().unwrap();
    let r = boogie.verify(&fig1(), dir.path(), LIMIT);
    assert_eq!(r.outcome, Outcome::Verified, "{r:?}");
    assert!(!log(dir.path()).contains("random_seed"), "an unseeded run sets no seed");
}

#[test]
fn stability_takes_a_configuration_and_uses_its_z3_and_its_boogie() {
    if !common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let (config, argv) = recording_config(tmp.path());
    let out = tmp.path().join("a");
    let run = |tools: &str, out: &Path| {
        let o = wobble(&[
            "stability",
            "seeds/E-triggers/fig1.bpl",
            "--tools",
            tools,
            "--config",
            config.to_str().unwrap(),
            "--methods",
            "reseed",
            "--samples",
            "20",
            "--timeout",
            "60",
            "-q",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
        csv_columns(&out.join("stability.csv"), &["tool", "query", "category"])
    };
    // The built-in configuration `boogie` is a solver here: its z3.
    let rows = run("boogie", &out);
    assert!(!rows.is_empty() && rows.iter().all(|r| r[0] == "boogie" && r[2] == "stable"), "{rows:?}");
    assert!(lines(&argv).iter().all(|c| c == "--version"), "`boogie` must not run the wrapper");

    // `rec`: the wrapper solves (wobble's query file); its Boogie extracts the VCs through the log
    // sink, so Boogie runs no solver (no `-smt2 -in`).
    std::fs::remove_file(&argv).ok();
    let rows = run("rec", &tmp.path().join("b"));
    assert!(!rows.is_empty() && rows.iter().all(|r| r[0] == "rec" && r[2] == "stable"), "{rows:?}");
    let calls = lines(&argv);
    assert!(!calls.iter().any(|c| c.contains("-in")), "a Boogie run through PROVER_PATH: {calls:?}");
    assert!(calls.iter().any(|c| c.contains("query.smt2")), "no solver run of wobble's: {calls:?}");
}

#[test]
fn solver_level_commands_take_a_release_configuration() {
    if !common::require_tools(&["boogie", "z3"]) {
        return;
    }
    common::tools::require_release("z3-5.4.1");
    let cfg = root().join(".releases/wobble.toml");
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("stab");
    let o = wobble(&[
        "stability",
        "seeds/E-triggers/fig1.bpl",
        "--tools",
        "boogie-z3-5.4.1",
        "--config",
        cfg.to_str().unwrap(),
        "--methods",
        "reseed",
        "--samples",
        "3",
        "--timeout",
        "60",
        "-q",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let rows = csv_columns(&out.join("stability.csv"), &["tool", "tool_version"]);
    assert!(!rows.is_empty() && rows.iter().all(|r| r[0] == "boogie-z3-5.4.1" && r[1] == "5.4.1"), "{rows:?}");

    // minimize --tools LABEL (its default `boogie` included) reaches the oracle's baseline; Fig. 1
    // is stable under reseeds, so the baseline finds nothing to keep (bad input, exit 2).
    for (tools, version) in [("boogie", ""), ("boogie-z3-5.4.1", "5.4.1")] {
        let o = wobble(&[
            "minimize",
            "--unstable",
            "seeds/E-triggers/fig1.bpl",
            "--tools",
            tools,
            "--config",
            cfg.to_str().unwrap(),
            "--methods",
            "reseed",
            "--samples",
            "3",
            "--timeout",
            "60",
            "--out",
            tmp.path().join(format!("min-{tools}")).to_str().unwrap(),
        ]);
        let t = text(&o);
        assert!(!t.contains("unknown solver"), "{t}");
        assert!(t.contains(&format!("stays unstable with {tools} {version}")), "{t}");
        assert!(t.contains("no verification condition keeps `unstable`"), "{t}");
        assert_eq!(o.status.code(), Some(2), "{t}");
    }
}
