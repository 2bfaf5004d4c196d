//! `wobble check-repair ORIGINAL EDITED` as a user meets it (no verifier needed): the
//! never-weaken whitelist's answer on small `.bpl` and `.smt2` files of `tests/data/check_repair`,
//! with exit status 0 (never weakens, each admitted edit listed), 1 (may weaken, each reason at
//! `FILE:LINE`) and 2 (bad input).

use std::process::{Command, Output};

const DIR: &str = "tests/data/check_repair";

fn check_repair(original: &str, edited: &str) -> (Option<i32>, String, String) {
    let (o, e) = (format!("{DIR}/{original}"), format!("{DIR}/{edited}"));
    let out: Output = Command::new(env!("CARGO_BIN_EXE_wobble"))
        .args(["check-repair", &o, &e])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run wobble");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn help_documents_the_whitelist_and_the_exit_statuses() {
    let out = Command::new(env!("CARGO_BIN_EXE_wobble")).args(["check-repair", "--help"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    for word in ["ORIGINAL", "EDITED", "capture-avoiding", "free clause", "trigger", "Exit status", "FILE:LINE"] {
        assert!(text.contains(word), "missing {word}:\n{text}");
    }
}

#[test]
fn admitted_edits_of_a_boogie_program_exit_0_each_listed_at_its_line() {
    let (code, out, err) = check_repair("lemma.bpl", "lemma_ok.bpl");
    assert_eq!(code, Some(0), "{out}{err}");
    let o = format!("{DIR}/lemma.bpl");
    let e = format!("{DIR}/lemma_ok.bpl");
    for line in [
        format!("{e}:3: admitted: changes a trigger in"),
        format!("{e}:4: admitted: adds the implied instance `F(7) > 0`"),
        format!("{o}:4: admitted: drops the axiom `F(0) == 1`"),
        format!("{o}:11: admitted: drops, from a verified procedure, `requires n > 0`"),
        format!("{o}:15: admitted: drops the assumption `assume n < 100;`"),
        format!("{e}:14: admitted: adds the assertion to prove `assert F(n) > 0;`"),
        "never weakens: 6 edit(s) admitted, none refused".to_string(),
    ] {
        assert!(out.contains(&line), "missing {line}:\n{out}");
    }
}

#[test]
fn weakening_edits_of_a_boogie_program_exit_1_with_the_reason_at_file_line() {
    // Hole 2: an ensures added to a procedure without a body is assumed at every call.
    let (code, out, _) = check_repair("lemma.bpl", "lemma_ensures_false.bpl");
    assert_eq!(code, Some(1), "{out}");
    let want = format!("{DIR}/lemma_ensures_false.bpl:9: refused: Lemma: adds or changes the `ensures false`");
    assert!(out.contains(&want), "{out}");
    assert!(out.contains("may weaken the proof: 1 edit(s) refused"), "{out}");
    // A requires of that procedure is the only check at its call sites.
    let (code, out, _) = check_repair("lemma.bpl", "lemma_drop_requires.bpl");
    assert_eq!(code, Some(1), "{out}");
    let want =
        format!("{DIR}/lemma.bpl:7: refused: Lemma: drops `requires n > 0`, but the procedure has no implementation");
    assert!(out.contains(&want), "{out}");
    let (code, out, _) = check_repair("lemma.bpl", "lemma_assume.bpl");
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(&format!("{DIR}/lemma_assume.bpl:16: refused: Main: adds the assumption `assume F(n) > 5;`")),
        "{out}"
    );
}

#[test]
fn smt_instances_are_checked_for_capture_and_alpha_renaming_is_accepted() {
    // Hole 1: `y` of the instance is captured by the inner binder, not the constant `y`.
    let (code, out, _) = check_repair("capture.smt2", "capture_captured.smt2");
    assert_eq!(code, Some(1), "{out}");
    let want =
        format!("{DIR}/capture_captured.smt2:7: refused: adds the assertion `(assert (exists ((y Int)) (P y y)))`");
    assert!(out.contains(&want), "{out}");
    let (code, out, _) = check_repair("capture.smt2", "capture_renamed.smt2");
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains(&format!("{DIR}/capture_renamed.smt2:6: admitted: adds the implied instance")), "{out}");
    assert!(out.contains(&format!("{DIR}/capture.smt2:6: admitted: drops the axiom `(assert (> a 0))`")), "{out}");
}

#[test]
fn bad_input_exits_2_with_the_parsers_position() {
    let (code, out, err) = check_repair("lemma.bpl", "parse_error.bpl");
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains(&format!("{DIR}/parse_error.bpl:3:")), "{err}");
    assert!(out.is_empty(), "{out}");
    let (code, _, err) = check_repair("lemma.bpl", "capture.smt2");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("two files of one kind"), "{err}");
    let (code, _, err) = check_repair("lemma.bpl", "missing.bpl");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("missing.bpl"), "{err}");
    let (code, _, err) = check_repair("capture.smt2", "lemma_ok.txt");
    assert_eq!(code, Some(2), "{err}");
    let smt_broken = std::env::temp_dir().join(format!("wobble-check-repair-{}.smt2", std::process::id()));
    std::fs::write(&smt_broken, "(assert (> a\n(check-sat)\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_wobble"))
        .args(["check-repair", &format!("{DIR}/capture.smt2")])
        .arg(&smt_broken)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&smt_broken);
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("{}:", smt_broken.display())));
}
