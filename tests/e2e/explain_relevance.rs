//! `wobble explain` prunes a query two ways (issue 58, item 2), with the real z3 4.8.12:
//! `seeds/unstable/codec_supplier-Lookup.smt2`, Boogie's `/proverLog` of our
//! `codec_supplier.bpl`. The proof needs the codec axiom's instance at `s`; its trigger
//! `dec(enc(s))` appears only when z3 merges `enc(s)` with the constant `slot`, whose axiom
//! supplies the term `dec(slot)`. A passing run's proof uses the codec axiom and the goal only,
//! so the union of the passing runs' unsat cores leaves the term-supplying assertion out, and the
//! query pruned to it can never instantiate the axiom (`unsolvable`). Trigger-aware relevance
//! (`drop-irrelevant`) keeps that assertion (it shares `used` with the goal, and then every
//! symbol of the codec axiom's pattern is live), drops the `noise` axiom whose pattern nothing
//! reaches, and still proves the goal in some runs.

use crate::explain_instances::explain;

const QUERY: &str = "seeds/unstable/codec_supplier-Lookup.smt2";

/// The 0-based index, among the query's top-level assertions, of the one containing `needle`
/// (each `(assert` of this file starts a line).
fn assertion_index(text: &str, needle: &str) -> usize {
    let mut asserts = text.lines().filter(|l| l.starts_with("(assert"));
    let found = asserts.position(|l| l.contains(needle));
    found.unwrap_or_else(|| panic!("no assertion with {needle}"))
}

/// Four seconds on 2 idle cores: 19 runs before blame, 3 proofs, 3 cores and 36 runs of the
/// pruned core (every one a fast `unknown`), then four candidates of at most 36 runs each.
#[test]
fn trigger_aware_pruning_keeps_the_term_supplying_axiom_the_core_drops() {
    if !crate::common::require_tools(&["z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (code, _, v) = explain(QUERY, &dir.path().join("x"));
    assert_eq!(code, 1, "unstable: {v}");
    assert_eq!(v["verdict"]["category"], "unstable", "{v}");
    assert_eq!(v["failure_kind"], "fast-unknown", "{v}");
    let text = std::fs::read_to_string(QUERY).unwrap();
    let (supplier, noise) = (assertion_index(&text, "(= (dec slot) 0)"), assertion_index(&text, "(noise y)"));

    // The cores leave the term supplier out; pruned to them, the axiom is never instantiated.
    let core = &v["core"][0];
    let in_core: Vec<u64> = core["core_assertions"].as_array().unwrap().iter().filter_map(|i| i.as_u64()).collect();
    assert!(!in_core.contains(&(supplier as u64)), "the core has the term supplier: {core}");
    assert_eq!(core["goal_in_core"], true, "{core}");
    assert_eq!(core["pruned"]["category"], "unsolvable", "{core}");
    assert_eq!(core["pruned"]["successes"], 0, "{core}");
    let rejected = v["rejected_repairs"].as_array().unwrap();
    let of = |kind: &str| rejected.iter().find(|r| r["kind"] == kind).unwrap_or_else(|| panic!("no {kind}: {v}"));
    assert_eq!(of("prune-to-core")["successes"], 0, "{v}");

    // Trigger-aware relevance names what it deletes: the noise axiom, not the supplier; and
    // the query it leaves is still proved in some runs (its renamed runs pass).
    let irrelevant = of("drop-irrelevant");
    let change = irrelevant["change"].as_str().unwrap();
    let (_, deleted) = change.rsplit_once(": ").unwrap();
    let list = deleted.strip_suffix(" (counted from 0)").unwrap_or_else(|| panic!("numbered: {change}"));
    let numbers: Vec<usize> = list.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect();
    assert!(numbers.contains(&noise), "the noise axiom ({noise}) is deleted: {change}");
    assert!(!numbers.contains(&supplier), "the term supplier ({supplier}) stays: {change}");
    assert!(irrelevant["successes"].as_u64().unwrap() > 0, "{irrelevant}");

    // The repair itself is the proof's instance at `s`, as for codec-Lookup.smt2.
    assert_eq!(v["repairs"][0]["kind"], "instantiate-proof", "{v}");
}
