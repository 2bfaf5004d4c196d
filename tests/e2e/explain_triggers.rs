//! `wobble explain` repairs a fast `unknown` with the trigger z3 inferred in passing runs (issue
//! 49), on an `.smt2` query, with the real z3 4.8.12: `seeds/unstable/queries/Timeline.After.smt2`,
//! Boogie's `/proverLog` of `After` in our Dafny-generated `Timeline.bpl`. Its clock law
//! `forall x, y :: x > y ==> Tick(x) > y` has no trigger of its own; z3 infers
//! `{Tick(x), -1 * y}` from its arithmetic normal form in some orders of the query's assertions
//! and finds no pattern in others, where it gives up (seeds/unstable/MEASUREMENTS.md). The
//! Boogie-level twin, the finding Fig. 1 swapped, is `tests/e2e/explain.rs`'s Fig. 1 test.

use crate::common::cli::wobble_run as wobble;

const QUERY: &str = "seeds/unstable/queries/Timeline.After.smt2";
/// The clock law's qid: the `requires` at line 2878, column 20, of Timeline.bpl.
const QID: &str = "Timeline.2878:20";

/// Slow (11 s of wall time on 2 idle cores, 14 s beside another test in a fresh-clone `make test`):
/// sampling by shuffle, rename and reseed (only shuffled runs pass), 6 traced runs, then the repair
/// measured on 54 runs. Every run is bounded by the file's own `:RLIMIT 1000000` (a failing run is
/// a fast `unknown`, about 0.1 s) and the 60 s limit.
#[test]
fn the_timeline_query_is_repaired_by_the_pattern_its_passing_runs_matched_the_clock_law_with() {
    if !crate::common::require_tools(&["z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x");
    let (code, stdout, stderr) = wobble(&[
        "explain",
        QUERY,
        "--methods",
        "shuffle,rename,reseed",
        "--timeout",
        "60",
        "-j",
        "2",
        "-q",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "unstable: {stdout}\n{stderr}");
    let text = std::fs::read_to_string(out.join("explain.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["verdict"]["category"], "unstable", "{v}");
    assert_eq!(v["failure_kind"], "fast-unknown", "{v}");
    assert!(
        v["blame"].as_array().unwrap().iter().any(|b| b["qid"] == QID && b["direction"] == "less-when-failing"),
        "the clock law is instantiated less when failing: {v}"
    );
    let r = &v["repairs"][0];
    assert_eq!(r["kind"], "add-trigger", "{v}");
    let change = r["change"].as_str().unwrap();
    assert!(
        change.starts_with(&format!("add `:pattern ((_module.__default.Tick |x#1|) (* (- 1) |y#1|))` to `{QID}`")),
        "{change}"
    );
    assert!(change.contains("in 3 of 3 traced passing runs and not in 3 of 3 traced failing ones"), "{change}");
    assert_eq!(r["category"], "stable", "{r}");
    assert_eq!(r["successes"], r["runs"], "{r}");
    assert!(r["runs"].as_u64().unwrap() >= 36, "{r}");
    assert_eq!(r["never_weaken"], "passed", "{r}");
    let repaired = std::fs::read_to_string(r["program"].as_str().unwrap()).unwrap();
    assert!(
        repaired.contains(":pattern ((_module.__default.Tick |x#1|) (* (- 1) |y#1|)) :qid |Timeline.2878:20|"),
        "the pattern stands before the quantifier's qid"
    );
    // Only the pattern was added: the repaired text is the query's with that one insertion.
    let original = std::fs::read_to_string(QUERY).unwrap();
    assert_eq!(repaired.replace(":pattern ((_module.__default.Tick |x#1|) (* (- 1) |y#1|)) ", ""), original);
}
