//! `wobble explain` writes a z3 proof's instances back into a Boogie program where they need more
//! than codec.bpl's plain terms (issue 58, "Programs as well as queries"), with the real Boogie
//! 2.4.1 and z3 4.8.12 (seeds/unstable/MEASUREMENTS.md):
//!
//! - `seeds/unstable/codec_poly.bpl`: the needed instance is of a **polymorphic** axiom
//!   (`forall<T> x: Seq T`), so the `assert` gives its terms their type (`s : Seq int`);
//! - `seeds/unstable/codec_incarnation.bpl`: the needed instance is over an **incarnation**
//!   (`k@1`, made by `havoc k;` after `k := 2 * s;` made `k@0`), so the `assert` goes right after
//!   the `havoc`, where `k` is that incarnation;
//! - `seeds/unstable/codec_branch.bpl`: the same, with the `havoc` inside an `if`'s branch, so
//!   that the `assert` goes inside the branch (where Boogie's probe reads `k@1`).
//!
//! Both fail by fast `unknown`s and are repaired by `instantiate-proof`; one explain run per
//! subject asserts the verdict, the failure kind, the repair and its text, Boogie's 10/10
//! confirmation, the never-weaken check and the acceptance rule. Boogie is also run directly on
//! the unrepaired program (and, for the incarnation, on the same `assert` placed first in the
//! body), so that the confirmation is not one every program would pass.

use crate::explain_instances::explain;

const POLY: &str = "seeds/unstable/codec_poly.bpl";
const INCARNATION: &str = "seeds/unstable/codec_incarnation.bpl";
const BRANCH: &str = "seeds/unstable/codec_branch.bpl";

/// Whether Boogie verifies `text` under z3 seed `k` and the resource limit of the explain runs
/// (as explain's confirmation runs it).
fn boogie_verifies(text: &str, k: u64) -> bool {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("p.bpl");
    std::fs::write(&file, text).unwrap();
    let out = std::process::Command::new("boogie")
        .arg("/rlimit:100000")
        .arg(format!("/proverOpt:O:smt.random_seed={k}"))
        .arg(format!("/proverOpt:O:sat.random_seed={k}"))
        .arg(&file)
        .output()
        .expect("boogie runs");
    String::from_utf8_lossy(&out.stdout).contains("1 verified, 0 errors")
}

/// Whether Boogie fails on `text` under one of explain's confirmation seeds 1..=10.
fn fails_on_a_confirmation_seed(text: &str) -> bool {
    (1..=10).any(|k| !boogie_verifies(text, k))
}

/// What both subjects share: an unstable program that fails by fast unknowns only, the axiom
/// `qid` blamed for being instantiated less when failing, and a first repair `instantiate-proof`
/// that adds `assertion` (one instance, of `qid`, from a passing run's proof), measured stable,
/// confirmed by Boogie 10/10, never weakening, accepted. Returns the repair and its program's text.
fn assert_written_back(v: &serde_json::Value, qid: &str, assertion: &str) -> (serde_json::Value, String) {
    assert_eq!(v["verdict"]["category"], "unstable", "{v}");
    assert_eq!(v["verdict"]["explained"][0], "Lookup", "{v}");
    let q = &v["verdict"]["queries"][0];
    assert!(q["successes"].as_u64().unwrap() >= 1 && q["successes"].as_u64() < q["runs"].as_u64(), "{q}");
    assert_eq!(v["failure_kind"], "fast-unknown", "{v}");
    assert!(v["failure"]["runs"].as_u64().unwrap() >= 1, "{v}");
    assert_eq!(v["failure"]["incomplete"], v["failure"]["runs"], "every failing run gave up: {v}");
    let b = &v["blame"][0];
    assert_eq!((b["qid"].as_str(), b["direction"].as_str()), (Some(qid), Some("less-when-failing")), "{v}");
    // The passing run's proof used the axiom.
    let p = &v["proofs"][0];
    assert_eq!(p["query"], "Lookup", "{v}");
    assert!(p["quantifiers"].as_array().unwrap().iter().any(|q| q[0] == qid), "{p}");
    let r = v["repairs"][0].clone();
    assert_eq!(r["kind"], "instantiate-proof", "{v}");
    let change = r["change"].as_str().unwrap();
    assert!(change.contains(&format!("the 1 instance(s) of the quantifier at line {}", b["line"])), "{change}");
    assert!(change.contains(qid) && change.ends_with(assertion), "{change}");
    assert_eq!(r["category"], "stable", "{r}");
    assert_eq!(r["successes"], r["runs"], "{r}");
    assert_eq!(r["never_weaken"], "passed", "{r}");
    // Boogie confirms it under z3 seeds 1..10 with the resource limit.
    crate::explain_instances::assert_confirmed_10_of_10(&r);
    // The acceptance rule: the bar with fresh Boogie runs, better than the unrepaired program.
    let a = &r["acceptance"];
    assert_eq!(a["accepted"], true, "{a}");
    assert!(a["rate"].as_f64().unwrap() >= 0.95 && a["fresh_runs"].as_u64().unwrap() >= 10, "{a}");
    assert!(a["p_value"].as_f64().unwrap() < a["level"].as_f64().unwrap(), "{a}");
    assert!(a["unrepaired_successes"].as_u64().unwrap() < a["unrepaired_runs"].as_u64().unwrap(), "{a}");
    let text = std::fs::read_to_string(r["program"].as_str().unwrap()).unwrap();
    (r, text)
}

/// The never-weaken rule on the original and the repaired text, as explain applied it.
fn assert_never_weakens(original: &str, repaired: &str) {
    let (o, p) =
        (wobble::syntax::parse_program(original, "o").unwrap(), wobble::syntax::parse_program(repaired, "r").unwrap());
    assert_eq!(wobble::explain::never_weaken::bpl::check(&o, &p), Ok(()));
}

#[test]
fn a_polymorphic_axioms_proof_instance_is_written_back_with_explicit_types() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (code, stdout, v) = explain(POLY, &dir.path().join("x"));
    assert_eq!(code, 1, "unstable and explained: {stdout}");
    // The axiom is `forall<T> x: Seq T`; its instance at the parameter `s: Seq int` is written
    // with the type that fixes T.
    let stmt = "assert dec(enc(s : Seq int)) == key(s : Seq int) && dec(enc(s : Seq int)) == tag(s : Seq int);";
    let (r, repaired) = assert_written_back(&v, "codecpol.17:18", stmt);
    let original = std::fs::read_to_string(POLY).unwrap();
    assert!(original.contains("axiom (forall<T> x: Seq T ::"), "the subject's axiom is polymorphic");
    // After the body's `{`, on its line (no line moves).
    assert_eq!(repaired, original.replace("{\n}", &format!("{{ {stmt}\n}}")), "{r}");
    assert!(r["patch"].as_str().unwrap().contains(&format!("-{{\n+{{ {stmt}\n")), "{r}");
    assert_never_weakens(&original, &repaired);
    assert!(stdout.contains("confirmed by Boogie: 10/10 Boogie runs verified"), "{stdout}");
    // Without the instance, Boogie fails under one of the same seeds.
    assert!(fails_on_a_confirmation_seed(&original), "the unrepaired program fails under a seed in 1..=10");
}

#[test]
fn a_proof_instance_over_an_incarnation_is_asserted_after_the_statement_that_makes_it() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (code, stdout, v) = explain(INCARNATION, &dir.path().join("x"));
    assert_eq!(code, 1, "unstable and explained: {stdout}");
    // The instance the proof used is over k@1, the value `havoc k;` makes (`k := 2 * s;` made
    // k@0): traced passing runs made it at that term.
    let i = &v["instances"][0];
    assert_eq!(i["terms"], serde_json::json!([{"var": "x", "term": "k@1"}]), "{i}");
    let stmt = "assert dec(enc(k)) == k && dec(enc(k)) == tag(k);";
    let (r, repaired) = assert_written_back(&v, "codecinc.16:15", stmt);
    let original = std::fs::read_to_string(INCARNATION).unwrap();
    assert_eq!(original.matches("  havoc k;\n").count(), 1);
    // Right after `havoc k;`, on its line (no line moves).
    assert_eq!(repaired, original.replace("  havoc k;\n", &format!("  havoc k; {stmt}\n")), "{r}");
    let lines: Vec<&str> = repaired.lines().collect();
    let at = lines.iter().position(|l| l.trim() == format!("havoc k; {stmt}")).expect("the assert is in the program");
    assert_eq!(lines[at - 1].trim(), "k := 2 * s;", "{repaired}");
    assert!(r["patch"].as_str().unwrap().contains(&format!("-  havoc k;\n+  havoc k; {stmt}\n")), "{r}");
    assert_never_weakens(&original, &repaired);
    assert!(stdout.contains("confirmed by Boogie: 10/10 Boogie runs verified"), "{stdout}");
    // The place matters: Boogie fails without the instance, and with the same `assert` first in
    // the body (about k's value at entry), under one of the seeds that confirmed the repair.
    assert!(fails_on_a_confirmation_seed(&original), "the unrepaired program fails under a seed in 1..=10");
    let first = original.replace("  var k: int;\n", &format!("  var k: int;\n  {stmt}\n"));
    assert_ne!(first, original);
    assert!(fails_on_a_confirmation_seed(&first), "the instance at k's entry value does not repair: {first}");
}

#[test]
fn a_proof_instance_over_an_incarnation_made_in_a_branch_is_asserted_inside_the_branch() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (code, stdout, v) = explain(BRANCH, &dir.path().join("x"));
    assert_eq!(code, 1, "unstable and explained: {stdout}");
    let stmt = "assert dec(enc(k)) == k && dec(enc(k)) == tag(k);";
    let (r, repaired) = assert_written_back(&v, "codecbra.14:15", stmt);
    let original = std::fs::read_to_string(BRANCH).unwrap();
    assert_eq!(original.matches("    havoc k;\n").count(), 1);
    // Right after `havoc k;` inside the branch, on its line.
    assert_eq!(repaired, original.replace("    havoc k;\n", &format!("    havoc k; {stmt}\n")), "{r}");
    assert_never_weakens(&original, &repaired);
    assert!(stdout.contains("confirmed by Boogie: 10/10 Boogie runs verified"), "{stdout}");
    // Without it, or with the same `assert` first in the body, Boogie fails under a seed.
    assert!(fails_on_a_confirmation_seed(&original), "the unrepaired program fails under a seed in 1..=10");
    let first = original.replace("  var k: int;\n", &format!("  var k: int; {stmt}\n"));
    assert_ne!(first, original);
    assert!(fails_on_a_confirmation_seed(&first), "the instance at k's entry value does not repair: {first}");
}
