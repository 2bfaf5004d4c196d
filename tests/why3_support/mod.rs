//! Helpers shared by the why3 tests: parse + translate Boogie text and prove it with the real why3.

#![allow(dead_code)]

use std::process::Command;
use wobble::syntax::parse_program;
use wobble::translate::{to_whyml, Unsupported};

/// Parses and translates one Boogie file; panics on parse errors (test inputs are valid Boogie).
pub fn translate(src: &str) -> Result<String, Unsupported> {
    let p = parse_program(src, "test.bpl").unwrap_or_else(|e| panic!("test program does not parse: {e}"));
    to_whyml(&[p])
}

/// Makes sure why3 knows the installed provers (creates ~/.why3.conf if missing).
pub fn ensure_why3_config() {
    let listed = Command::new("why3").args(["config", "list-provers"]).output().expect("why3 runs");
    if !String::from_utf8_lossy(&listed.stdout).contains("Z3") {
        let st = Command::new("why3").args(["config", "detect"]).output().expect("why3 config detect runs");
        assert!(st.status.success());
    }
}

/// Runs `why3 prove -P z3 -t SECS` on WhyML text; true iff every goal is Valid. Panics on a
/// why3 typing/parse error (that is a translator bug).
pub fn why3_proves(mlw: &str, secs: u32) -> bool {
    ensure_why3_config();
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("prog.mlw");
    std::fs::write(&path, mlw).expect("write mlw");
    let out = Command::new("why3")
        .args(["prove", "-P", "z3", "-t", &secs.to_string()])
        .arg(&path)
        .output()
        .expect("why3 runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let results: Vec<&str> = stdout.lines().filter(|l| l.starts_with("Prover result is:")).collect();
    // why3 exits 0 without printing a goal when every VC is trivially true.
    assert!(
        !results.is_empty() || out.status.success(),
        "why3 rejected the translation:\n{stderr}\n--- translation:\n{mlw}"
    );
    results.iter().all(|l| l.starts_with("Prover result is: Valid"))
}

/// Runs `why3 prove --type-only` on WhyML text: panics, as [`why3_proves`] does, when why3 rejects
/// the translation (a translator bug); proves nothing.
pub fn why3_accepts(mlw: &str) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("prog.mlw");
    std::fs::write(&path, mlw).expect("write mlw");
    let out = Command::new("why3").args(["prove", "--type-only"]).arg(&path).output().expect("why3 runs");
    assert!(
        out.status.success(),
        "why3 rejected the translation:\n{}\n--- translation:\n{mlw}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Translates and proves (the translation must succeed).
pub fn proves(src: &str, secs: u32) -> bool {
    let mlw = translate(src).unwrap_or_else(|u| panic!("unexpected Unsupported: {u}"));
    why3_proves(&mlw, secs)
}
