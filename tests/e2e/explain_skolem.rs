//! `wobble explain` repairs a Verus-shaped query whose proof instantiates at z3's own skolem
//! constant (issue 58, the anchor's *skolemize* then *instantiate*), with the real z3 4.8.12:
//! `seeds/unstable/skolem-Lookup.smt2`, written here, has an existential hypothesis (some key is
//! stored at a slot), and its proof needs the codec axiom at the key's witness, which z3 finds
//! only when its random arithmetic model merges two slots (seeds/unstable/MEASUREMENTS.md). A
//! passing run's proof names the witness `k!…`, so its instances are left out
//! (`skolem_filtered`) and the traced instance is not usable; the repair skolemizes the hypothesis
//! at a declared constant and asserts the instance a proof of the skolemized query used at it,
//! after its declaration and before the goal. One explain run, as `explain_instances` runs it.

const SUBJECT: &str = "seeds/unstable/skolem-Lookup.smt2";
/// The constant the hypothesis `user_lib__codec__stored_1` is skolemized at.
const SKOLEM: &str = "sk!user_lib__codec__stored_1!k";

#[test]
fn a_verus_shaped_query_is_repaired_by_skolemizing_its_existential_and_instantiating_at_the_constant() {
    if !crate::common::require_tools(&["z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // The run of explain_instances' codec subjects: z3's resource limit, 4 runs a side.
    let (code, stdout, v) = crate::explain_instances::explain(SUBJECT, &dir.path().join("x"));
    assert_eq!(code, 1, "unstable and explained: {stdout}");
    assert_eq!(v["subject"]["kind"], "query");
    // No Boogie confirms a query: the repairs keep no time for one.
    assert_eq!(v["seconds"]["kept_for_boogie"], 0.0, "{v}");
    assert_eq!(v["verdict"]["category"], "unstable", "{v}");
    assert_eq!(v["failure_kind"], "fast-unknown", "{v}");
    assert_eq!(v["failure"]["incomplete"], v["failure"]["runs"], "every failing run gave up: {v}");
    // The trace's instance is at z3's skolem: it cannot be written before the goal.
    let i = v["instances"].as_array().unwrap().iter().find(|i| i["qid"] == "user_lib__codec__dec_enc_0");
    let why = i.and_then(|i| i["unusable"].as_str()).unwrap_or_default();
    assert!(why.contains("not declared before the goal"), "{v}");
    // The passing run's proof left its instances out for naming z3's skolem; the skolemized
    // query's proof has one of the axiom at the declared constant.
    let p = &v["proofs"][0];
    assert!(p["skolem_filtered"].as_u64().unwrap() > 0, "{p}");
    let sk = &p["skolemized"];
    assert_eq!(sk["existentials"], serde_json::json!(["user_lib__codec__stored_1"]), "{p}");
    assert_eq!(sk["constants"], serde_json::json!([SKOLEM]), "{p}");
    let quantifiers = sk["quantifiers"].as_array().unwrap();
    assert!(quantifiers.contains(&serde_json::json!(["user_lib__codec__dec_enc_0", 1])), "{p}");
    // The first repair is that edit, measured stable and accepted.
    let r = &v["repairs"][0];
    assert_eq!(r["kind"], "skolemize-proof", "{v}");
    assert!(r["change"].as_str().unwrap().contains(SKOLEM), "{r}");
    assert_eq!(r["category"], "stable", "{r}");
    assert_eq!(r["successes"], r["runs"], "{r}");
    assert_eq!(r["never_weaken"], "passed", "{r}");
    let a = &r["acceptance"];
    assert_eq!(a["accepted"], true, "{a}");
    assert!(a["rate"].as_f64().unwrap() >= 0.95 && a["fresh_runs"].as_u64().unwrap() >= 10, "{a}");
    // The repaired file: the hypothesis at the declared constant, the axiom's instance over it
    // after the declaration and before the goal, every other line as written.
    let original = std::fs::read_to_string(SUBJECT).unwrap();
    let repaired = std::fs::read_to_string(r["program"].as_str().unwrap()).unwrap();
    let (enc, dec, tag, used) = ("lib!codec.enc.?", "lib!codec.dec.?", "lib!codec.tag.?", "lib!codec.used.?");
    let hypothesis = original.lines().find(|l| l.starts_with("(assert (exists ((k Int))")).unwrap();
    let declared = format!("(declare-fun {SKOLEM} () Int)");
    let skolemized = format!("(assert (and (<= 0 ({enc} {SKOLEM})) (< ({enc} {SKOLEM}) 2) ({used} ({enc} {SKOLEM}))))");
    let instance =
        format!("(assert (and (= ({dec} ({enc} {SKOLEM})) {SKOLEM}) (= ({dec} ({enc} {SKOLEM})) ({tag} {SKOLEM}))))");
    let expected = original.replace(hypothesis, &format!("{declared}\n{skolemized}\n{instance}"));
    assert_eq!(repaired, expected, "{r}");
    let goal = repaired.find("(assert (not (exists ((y Int))").unwrap();
    assert!(repaired.find(&declared).unwrap() < repaired.find(&instance).unwrap(), "{repaired}");
    assert!(repaired.find(&instance).unwrap() < goal, "{repaired}");
    // The library's never-weaken rule on the files agrees.
    let (o, e) = (
        wobble::smt::text::unit::split("q", &original).unwrap(),
        wobble::smt::text::unit::split("q", &repaired).unwrap(),
    );
    assert_eq!(wobble::explain::never_weaken::smt::check(&o[0], &e[0]), Ok(()));
}
