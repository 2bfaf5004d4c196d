//! `wobble explain` repairs a fast `unknown` with an instance taken from a passing run (issue 49,
//! item 1), with the real Boogie 2.4.1 and z3 4.8.12: `seeds/unstable/codec.bpl`, whose proof
//! needs the axiom's instance at the parameter `s` and which z3 finds only when its random
//! arithmetic model merges two slots, and its `/proverLog` twin `codec-Lookup.smt2`
//! (seeds/unstable/MEASUREMENTS.md). One explain run per subject; each test asserts the verdict,
//! the instance read from z3's trace of the sampling's runs, and the `assert-instance` repair
//! (for the `.bpl`, confirmed by Boogie under 10 reseeds). The same instance is the one a passing
//! run's z3 proof used: it comes first, as `instantiate-proof` (the anchor's *instantiate*), and
//! the trace's `assert-instance` is the same edit.

use crate::common::cli::wobble_run as wobble;
use std::path::Path;

const CODEC: &str = "seeds/unstable/codec.bpl";
const CODEC_SMT: &str = "seeds/unstable/codec-Lookup.smt2";
/// The axiom's qid: line 14, column 15 of `codec.bpl` (in both files).
const QID: &str = "codecbpl.14:15";

/// One explain run of `subject` under z3's resource limit (passing runs of codec count about
/// 830, those of its write-back variants a few thousand; the failing ones are fast `unknown`s),
/// with 4 runs a side before blame (the smallest two-sided p-value is then 2/C(8, 4) = 0.029,
/// below 0.05 for a family of one): exit status, standard output and `explain.json`. Shared by
/// `explain_writeback` and `explain_skolem`.
pub(crate) fn explain(subject: &str, out: &Path) -> (i32, String, serde_json::Value) {
    let (code, stdout, stderr) = wobble(&[
        "explain",
        subject,
        "--rlimit",
        "100000",
        "--timeout",
        "60",
        "--min-runs",
        "4",
        "-j",
        "2",
        "-q",
        "--out",
        out.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(out.join("explain.json")).unwrap_or_else(|e| panic!("{e}: {stdout}\n{stderr}"));
    (code, stdout, serde_json::from_str(&text).expect("explain.json is JSON"))
}

/// What both subjects share: an unstable query that fails by fast unknowns, the axiom blamed for
/// being instantiated less when failing, and its instance at `s` made by traced passing runs and
/// missed by traced failing ones, first among the repairs, measured stable.
fn assert_repaired_by_the_instance(v: &serde_json::Value, assertion: &str) -> serde_json::Value {
    assert_eq!(v["verdict"]["category"], "unstable", "{v}");
    assert_eq!(v["verdict"]["explained"][0], "Lookup", "{v}");
    assert_eq!(v["failure_kind"], "fast-unknown", "{v}");
    assert_eq!(v["failure"]["incomplete"], v["failure"]["runs"], "every failing run gave up: {v}");
    let b = &v["blame"][0];
    assert_eq!((b["qid"].as_str(), b["direction"].as_str()), (Some(QID), Some("less-when-failing")), "{v}");
    let i = &v["instances"][0];
    assert_eq!(i["qid"], QID, "{v}");
    assert_eq!(i["terms"], serde_json::json!([{"var": "x", "term": "s"}]), "{i}");
    assert!(i["passing_made"].as_u64().unwrap() >= 1 && i["failing_missed"].as_u64().unwrap() >= 1, "{i}");
    assert_eq!(i["passing_made"], i["passing_traced"], "every traced passing run made it: {i}");
    assert_eq!(i["failing_missed"], i["failing_traced"], "every traced failing run missed it: {i}");
    assert_eq!(i["assertion"], assertion, "{i}");
    // The same instance is what a passing run's z3 proof used: all of the axiom's proof
    // instances (this one) are tried first for fast unknowns, and the trace's candidate is the
    // same edit, not measured twice.
    let p = &v["proofs"][0];
    assert_eq!((p["query"].as_str(), p["quantifiers"][0][0].as_str()), (Some("Lookup"), Some(QID)), "{v}");
    let r = v["repairs"][0].clone();
    assert_eq!(r["kind"], "instantiate-proof", "{v}");
    let same = v["rejected_repairs"].as_array().unwrap().iter().find(|j| j["kind"] == "assert-instance");
    assert_eq!(
        same.map(|j| j["reason"].as_str()),
        Some(Some("the same edit as the instantiate-proof candidate")),
        "{v}"
    );
    assert_eq!(r["category"], "stable", "{r}");
    assert_eq!(r["successes"], r["runs"], "{r}");
    assert!(r["runs"].as_u64().unwrap() >= 18, "the sequential rule's minimum: {r}");
    assert_eq!(r["never_weaken"], "passed");
    // The acceptance rule: the bar over the measurement and fresh draws, and better than the
    // unrepaired query by Fisher's test at alpha / m, m the tests the loop may make: s singles
    // (at most 10, fewer when fewer candidates were made), the pairs of the best min(4, s) and
    // 2 second looks.
    let a = &r["acceptance"];
    assert_eq!(a["accepted"], true, "{a}");
    assert!(a["rate"].as_f64().unwrap() >= 0.95 && a["fresh_runs"].as_u64().unwrap() >= 10, "{a}");
    assert!(a["p_value"].as_f64().unwrap() < a["level"].as_f64().unwrap(), "{a}");
    let m: usize = a["test"]
        .as_str()
        .and_then(|t| t.strip_prefix("Fisher's exact test, one-sided, Bonferroni over "))
        .and_then(|t| t.strip_suffix(" possible tests"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("the test and its family: {a}"));
    let family = |s| wobble::explain::accept::family(s, wobble::explain::engine::PAIR_FROM);
    assert!((1..=10).any(|s| family(s) == m), "{m} is no family of at most 10 singles: {a}");
    assert!((a["level"].as_f64().unwrap() - 0.05 / m as f64).abs() < 1e-12, "{a}");
    assert!(a["unrepaired_successes"].as_u64().unwrap() < a["unrepaired_runs"].as_u64().unwrap(), "{a}");
    r
}

#[test]
fn the_codec_program_is_repaired_by_an_instance_a_passing_run_made() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x");
    let (code, stdout, v) = explain(CODEC, &out);
    assert_eq!(code, 1, "unstable and explained: {stdout}");
    let stmt = "assert dec(enc(s)) == s && dec(enc(s)) == tag(s);";
    let r = assert_repaired_by_the_instance(&v, stmt);
    // The assertion stands first in Lookup's (empty) body of the repaired program, which the
    // never-weaken rule accepts.
    let original = std::fs::read_to_string(CODEC).unwrap();
    let repaired = std::fs::read_to_string(r["program"].as_str().unwrap()).unwrap();
    assert_eq!(repaired, original.replace("{\n}", &format!("{{ {stmt}\n}}")), "{r}");
    let (o, p) = (
        wobble::syntax::parse_program(&original, "o").unwrap(),
        wobble::syntax::parse_program(&repaired, "r").unwrap(),
    );
    assert_eq!(wobble::explain::never_weaken::bpl::check(&o, &p), Ok(()));
    assert!(r["patch"].as_str().unwrap().contains(&format!("+{{ {stmt}\n")), "{r}");
    assert!(stdout.contains("instances passing runs made and failing runs missed"), "{stdout}");
    // Boogie itself confirms the repair before it is reported: 10 runs under z3 seeds 1..10, with
    // the resource limit, all verified, recorded in explain.json.
    assert_confirmed_10_of_10(&r);
    assert!(stdout.contains("confirmed by Boogie: 10/10 Boogie runs verified"), "{stdout}");
    assert!(v["repair_runs"].as_u64().unwrap() >= r["runs"].as_u64().unwrap() + 10, "{v}");
}

#[test]
fn the_codec_proverlog_query_is_repaired_by_an_instance_a_passing_run_made() {
    if !crate::common::require_tools(&["z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x");
    let (code, stdout, v) = explain(CODEC_SMT, &out);
    assert_eq!(code, 1, "unstable and explained: {stdout}");
    assert_eq!(v["subject"]["kind"], "query");
    let assertion = "(assert (and (= (dec (enc s)) s) (= (dec (enc s)) (tag s))))";
    let r = assert_repaired_by_the_instance(&v, assertion);
    // The instance goes just before the goal, and the SMT never-weaken rule accepts it.
    let original_text = std::fs::read_to_string(CODEC_SMT).unwrap();
    let text = std::fs::read_to_string(r["program"].as_str().unwrap()).unwrap();
    // (Boogie's log ends some lines with CR LF; the inserted line ends with LF.)
    assert_eq!(text, original_text.replacen("(assert (not", &format!("{assertion}\n(assert (not"), 1), "{r}");
    let original = wobble::smt::text::unit::split("q", &original_text).unwrap();
    let repaired = wobble::smt::text::unit::split("q", &text).unwrap();
    assert_eq!(wobble::explain::never_weaken::smt::check(&original[0], &repaired[0]), Ok(()));
}

/// Boogie confirmed the `.bpl` repair `r`: 10 runs under z3 seeds 1..10 with the resource limit
/// of [`explain`], all verified, recorded in explain.json.
pub(crate) fn assert_confirmed_10_of_10(r: &serde_json::Value) {
    let boogie = &r["boogie"];
    assert_eq!((boogie["confirmed"].as_bool(), boogie["verified"].as_u64()), (Some(true), Some(10)), "{boogie}");
    assert_eq!(boogie["rlimit"], 100000, "{boogie}");
    let runs = boogie["runs"].as_array().unwrap();
    assert_eq!(runs.iter().map(|r| r["seed"].as_u64().unwrap()).collect::<Vec<_>>(), (1..=10).collect::<Vec<u64>>());
    assert!(runs.iter().all(|r| r["outcome"] == "verified"), "{boogie}");
}
