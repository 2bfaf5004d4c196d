//! `wobble explain --time-budget` cuts the sampling before blame (issue 58, "give each step a
//! budget; when one runs out, say what was skipped"), with the real z3 4.8.12:
//! `tests/data/smt2/matching_loop.smt2` runs into z3's time limit on every draw, so its sampling
//! needs several rounds of runs of a second each to decide, and a budget of four seconds (40% of
//! it, 1.6 s, for the sampling) lets the first round start (it can end within it) and no second
//! (one that starts after the first's second could not), whatever the machine's speed. The query
//! is `inconclusive`, marked `cut`, not explained, and the notes say so.

use crate::common::cli::wobble_run;

const SUBJECT: &str = "tests/data/smt2/matching_loop.smt2";

#[test]
fn a_time_budget_cuts_the_sampling_before_blame_and_explain_says_so() {
    if !crate::common::require_tools(&["z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x");
    let args = ["explain", SUBJECT, "--timeout", "1", "--time-budget", "4", "-j", "2", "-q", "--out"];
    let (code, stdout, stderr) = wobble_run(&[&args[..], &[out.to_str().unwrap()]].concat());
    let text = std::fs::read_to_string(out.join("explain.json")).unwrap_or_else(|e| panic!("{e}: {stdout}\n{stderr}"));
    let v: serde_json::Value = serde_json::from_str(&text).expect("explain.json is JSON");
    assert_eq!(code, 0, "nothing unstable was found, which is no failure: {stdout}\n{stderr}");
    let q = &v["verdict"]["queries"][0];
    assert_eq!((q["category"].as_str(), q["cut"].as_bool()), (Some("inconclusive"), Some(true)), "{v}");
    let runs = q["runs"].as_u64().unwrap();
    assert!(runs <= 2, "at most the one round of both methods that could end before the end: {q}");
    assert_eq!(q["successes"], 0, "z3 never proves it: {q}");
    assert_eq!(v["verdict"]["explained"], serde_json::json!([]), "{v}");
    let notes: Vec<&str> = v["notes"].as_array().unwrap().iter().filter_map(|n| n.as_str()).collect();
    let note = notes.iter().find(|n| n.contains("sampling cut by the time budget")).unwrap_or_else(|| panic!("{v}"));
    assert!(note.contains(&format!("after {runs} runs (0 passed)")) && note.contains("not explained"), "{note}");
}
