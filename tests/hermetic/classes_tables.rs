//! Finding classes outside `fuzz`: Tab. 6's split of ∃fail by class, the HTML report's classes
//! and per-class counts, `compare`'s classes per side, all from hand-written results.csv and
//! findings.csv; and the refusals (`campaign --classify` in a shard, a malformed findings.csv).
//!
//! The results (tools `boogie` and `cvc4`; every seed verifies under both tools where it has
//! rows), with the findings.csv classes in brackets:
//!
//! | seed | group | tool | mutants |
//! |------|-------|------|---------|
//! | s1 | A | boogie | M* 1 failed [encoding], M* 2 failed [seed-unstable], M* 3 verified |
//! | s2 | A | boogie | M* 1 timeout [no row], M* 2 failed [mutant-unstable] |
//! | s3 | B | boogie | M* 1 verified (a stale row says encoding: it is no finding) |
//! | s4 | B | boogie | M* 1 failed [inconclusive], M_S1 1 failed [encoding] |
//! | s1 | A | cvc4 | M* 1 failed (cvc4 is never classified) |
//!
//! Tab. 6 class columns (encoding, mutant-unstable, seed-unstable, inconclusive, unclassified),
//! counting seeds, M* only, a seed under every class of its findings:
//! A/boogie 1 1 1 0 1 (∃fail 2); A/cvc4 0 0 0 0 1; B/boogie 0 0 0 1 0 (∃fail 1; s4's M_S1
//! finding is not M*); all/boogie 1 1 1 1 1; all/cvc4 0 0 0 0 1.
//! Findings on the page: 7 (s1 ×2, s2 ×2, s4 ×2 under boogie, s1 under cvc4): 2 encoding,
//! 1 mutant-unstable, 1 seed-unstable, 1 inconclusive, 2 unclassified.

use crate::common::cli::wobble;
use std::path::Path;

const HEADER: &str = "seed,group,batch,mutant,chain,rng_seed,tool,tool_version,outcome,verified,errors,time_s,repeats,program_hash,path,detail";
const FINDINGS_HEADER: &str = "seed,group,tool,batch,mutant,chain,path,class,seed_category,mutant_category,queries_sampled,runs,methods,samples,timeout_s,rng_seed";

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

fn run(seed: &str, group: &str, tool: &str, batch: &str, mutant: &str, outcome: &str) -> String {
    let path = if mutant.is_empty() { seed.to_string() } else { format!("mutants/{seed}-{batch}-{mutant}.bpl") };
    format!("{seed},{group},{batch},{mutant},\"S1(0,1)\",1,{tool},v,{outcome},0,0,0.5,0,h,{path},\n")
}

fn finding(seed: &str, group: &str, tool: &str, batch: &str, mutant: u32, class: &str) -> String {
    format!(
        "{seed},{group},{tool},{batch},{mutant},\"S1(0,1)\",mutants/{seed}-{batch}-{mutant}.bpl,{class},stable,unsolvable,1,40,rename+reseed,20,10,1\n"
    )
}

fn results(dir: &Path) {
    let mut csv = format!("{HEADER}\n");
    for (seed, group, tool, batch, mutant, outcome) in [
        ("s1", "A", "boogie", "seed", "", "verified"),
        ("s1", "A", "boogie", "M*", "1", "failed"),
        ("s1", "A", "boogie", "M*", "2", "failed"),
        ("s1", "A", "boogie", "M*", "3", "verified"),
        ("s2", "A", "boogie", "seed", "", "verified"),
        ("s2", "A", "boogie", "M*", "1", "timeout"),
        ("s2", "A", "boogie", "M*", "2", "failed"),
        ("s3", "B", "boogie", "seed", "", "verified"),
        ("s3", "B", "boogie", "M*", "1", "verified"),
        ("s4", "B", "boogie", "seed", "", "verified"),
        ("s4", "B", "boogie", "M*", "1", "failed"),
        ("s4", "B", "boogie", "M_S1", "1", "failed"),
        ("s1", "A", "cvc4", "seed", "", "verified"),
        ("s1", "A", "cvc4", "M*", "1", "failed"),
    ] {
        csv += &run(seed, group, tool, batch, mutant, outcome);
    }
    std::fs::write(dir.join("results.csv"), csv).unwrap();
}

fn findings(dir: &Path) {
    let mut csv = format!("{FINDINGS_HEADER}\n");
    csv += &finding("s1", "A", "boogie", "M*", 1, "encoding");
    csv += &finding("s1", "A", "boogie", "M*", 2, "seed-unstable");
    csv += &finding("s2", "A", "boogie", "M*", 2, "mutant-unstable");
    csv += &finding("s3", "B", "boogie", "M*", 1, "encoding");
    csv += &finding("s4", "B", "boogie", "M*", 1, "inconclusive");
    csv += &finding("s4", "B", "boogie", "M_S1", 1, "encoding");
    std::fs::write(dir.join("findings.csv"), csv).unwrap();
}

const CLASS_COLUMNS: [&str; 6] = [
    "exists_fail_encoding",
    "exists_fail_mutant_unstable",
    "exists_fail_seed_unstable",
    "exists_fail_inconclusive",
    "exists_fail_unclassified",
    "median_brittle_effect_pts",
];

/// tab6.csv rows by (group, tool).
type Rows = std::collections::HashMap<(String, String), Vec<String>>;

/// tab6.csv: its header and its rows.
fn tab6(dir: &Path) -> (Vec<String>, Rows) {
    let mut r = csv::Reader::from_path(dir.join("tab6.csv")).unwrap();
    let header: Vec<String> = r.headers().unwrap().iter().map(str::to_string).collect();
    let rows = r
        .records()
        .map(|x| {
            let x = x.unwrap();
            ((x[0].to_string(), x[1].to_string()), x.iter().map(str::to_string).collect())
        })
        .collect();
    (header, rows)
}

#[test]
fn tab6_splits_exists_fail_by_class_only_with_findings_csv() {
    let dir = tempfile::tempdir().unwrap();
    results(dir.path());
    let o = wobble(&["table", s(dir.path()), "--format", "csv", "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let (plain, _) = tab6(dir.path());
    assert!(plain.iter().all(|h| !h.starts_with("exists_fail_enc") && h != "exists_fail_unclassified"), "{plain:?}");

    findings(dir.path());
    let o = wobble(&["table", s(dir.path()), "--format", "all", "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let (header, rows) = tab6(dir.path());
    assert_eq!(header.len(), plain.len() + 6);
    assert_eq!(&header[..plain.len()], &plain[..], "the table without classes is a prefix");
    assert_eq!(&header[plain.len()..], &CLASS_COLUMNS[..]);
    let classes = |g: &str, t: &str| -> Vec<usize> {
        let row = &rows[&(g.to_string(), t.to_string())];
        row[plain.len()..plain.len() + 5].iter().map(|c| c.parse().unwrap()).collect()
    };
    // This findings.csv predates the effect columns: no median effect.
    assert_eq!(rows[&("A".to_string(), "boogie".to_string())].last().map(String::as_str), Some(""));
    let exists_fail = |g: &str, t: &str| -> usize {
        let k = header.iter().position(|h| h == "exists_fail").unwrap();
        rows[&(g.to_string(), t.to_string())][k].parse().unwrap()
    };
    assert_eq!(classes("A", "boogie"), [1, 1, 1, 0, 1]);
    assert_eq!(exists_fail("A", "boogie"), 2);
    assert_eq!(classes("A", "cvc4"), [0, 0, 0, 0, 1]);
    assert_eq!(classes("B", "boogie"), [0, 0, 0, 1, 0]);
    assert_eq!(exists_fail("B", "boogie"), 1);
    assert_eq!(classes("all", "boogie"), [1, 1, 1, 1, 1]);
    assert_eq!(classes("all", "cvc4"), [0, 0, 0, 0, 1]);

    // The text and LaTeX renderings carry the same columns and say how seeds are counted.
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("a seed counts under every class of its findings"), "{text}");
    let heading = text.lines().find(|l| l.starts_with("group") && l.contains("# ∃fail")).unwrap();
    assert!(heading.contains("encoding  mutant-unstable  seed-unstable  inconclusive  unclassified"), "{heading}");
    assert!(heading.ends_with("median Δ brittle (pts)"), "{heading}");
    let tex = std::fs::read_to_string(dir.path().join("tab6.tex")).unwrap();
    assert!(tex.contains("% The five class columns") && tex.contains("a seed counts under every class"), "{tex}");
    assert!(tex.contains("& encoding & mutant-unstable & seed-unstable & inconclusive & unclassified & "), "{tex}");
    assert!(tex.contains("A & boogie & 2 & 2 & 100\\%"), "{tex}");
    assert!(tex.lines().any(|l| l.starts_with("A & boogie") && l.contains("& 1 & 1 & 1 & 0 & 1 &")), "{tex}");

    // With the effect columns (a findings.csv of today): the median effect of the brittle ones.
    let effect =
        |line: &str, difference: &str| format!("{},smt,9,10,1,10,{difference},,,0.001,,,,,,\n", line.trim_end());
    let mut csv = format!("{FINDINGS_HEADER},{}\n", EFFECT_COLUMNS);
    csv += &effect(&finding("s1", "A", "boogie", "M*", 1, "encoding"), "-1.0");
    csv += &effect(&finding("s2", "A", "boogie", "M*", 2, "mutant-unstable"), "-0.45");
    csv += &effect(&finding("s1", "A", "boogie", "M*", 2, "seed-unstable"), "-0.05");
    std::fs::write(dir.path().join("findings.csv"), csv).unwrap();
    let o = wobble(&["table", s(dir.path()), "--format", "csv", "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let (_, rows) = tab6(dir.path());
    // The median of −100 and −45 points; the seed-unstable finding does not count.
    let median: f64 = rows[&("A".to_string(), "boogie".to_string())].last().unwrap().parse().unwrap();
    assert!((median + 72.5).abs() < 0.05, "{median}");
}

/// The columns `findings.csv` gained with the measured effect.
const EFFECT_COLUMNS: &str = "level,seed_proved,seed_runs,mutant_proved,mutant_runs,difference,diff_ci_low,diff_ci_high,p_value,smt_class,smt_effect,boogie_class,boogie_effect,layers_agree,effect";

#[test]
fn report_shows_the_classes_of_findings_csv() {
    let dir = tempfile::tempdir().unwrap();
    results(dir.path());
    findings(dir.path());
    let page = dir.path().join("report/index.html");
    let o = wobble(&["report", s(dir.path()), "--out", s(&page), "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("<span id=\"finding-count\">7</span>"), "{html}");
    for (class, n) in
        [("encoding", 2), ("mutant-unstable", 1), ("seed-unstable", 1), ("inconclusive", 1), ("unclassified", 2)]
    {
        assert_eq!(html.matches(&format!("data-class=\"{class}\"")).count(), n, "{class}");
        assert!(html.contains(&format!("<span class=\"class cls-{class}\">{n} {class}</span>")), "{class}: {html}");
    }
    // s1's first finding is encoding; cvc4's is unclassified.
    let article = |k: usize| {
        let start = html.find(&format!("id=\"finding-{k}\"")).unwrap();
        &html[start..start + html[start..].find("</article>").unwrap()]
    };
    let all: Vec<&str> = (1..=7).map(article).collect();
    assert!(all.iter().any(|a| a.contains("s1 with boogie: mutant M* #1") && a.contains("data-class=\"encoding\"")));
    assert!(all.iter().any(|a| a.contains("s1 with cvc4: mutant M* #1") && a.contains("data-class=\"unclassified\"")));
    // Tab. 6 on the page has the class columns too.
    assert!(html.contains("<th>unclassified</th>"), "{html}");
}

#[test]
fn compare_lists_classes_per_side_and_of_introduced_flips() {
    let dir = tempfile::tempdir().unwrap();
    let mut csv = format!("{HEADER}\n");
    for (tool, batch, mutant, outcome) in [
        ("old", "seed", "", "verified"),
        ("old", "M*", "1", "verified"),
        ("old", "M*", "2", "failed"),
        ("new", "seed", "", "verified"),
        ("new", "M*", "1", "failed"),
        ("new", "M*", "2", "failed"),
    ] {
        csv += &run("t", "A", tool, batch, mutant, outcome);
    }
    std::fs::write(dir.path().join("results.csv"), csv).unwrap();
    let o = wobble(&["compare", s(dir.path()), "--base", "old", "--new", "new", "--format", "text"]);
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    assert_eq!(o.status.code(), Some(1), "an introduced flip: {text}");
    assert!(!text.contains("flip classes"), "no findings.csv, no class section: {text}");

    let mut f = format!("{FINDINGS_HEADER}\n");
    f += &finding("t", "A", "old", "M*", 2, "seed-unstable");
    f += &finding("t", "A", "new", "M*", 1, "encoding");
    std::fs::write(dir.path().join("findings.csv"), f).unwrap();
    let o = wobble(&["compare", s(dir.path()), "--base", "old", "--new", "new", "--format", "text"]);
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    assert_eq!(o.status.code(), Some(1), "{text}");
    assert!(text.contains("base `old`: 1 flips: 1 seed-unstable"), "{text}");
    assert!(text.contains("new  `new`: 2 flips: 1 encoding, 1 unclassified"), "{text}");
    assert!(text.contains("only under new (introduced)") && text.contains("    t [M* #1]: encoding"), "{text}");
}

#[test]
fn malformed_findings_csv_is_bad_input_with_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    results(dir.path());
    let mut f = format!("{FINDINGS_HEADER}\n");
    f += &finding("s1", "A", "boogie", "M*", 1, "encoding");
    f += &finding("s1", "A", "boogie", "M*", 2, "flaky");
    std::fs::write(dir.path().join("findings.csv"), f).unwrap();
    let o = wobble(&["table", s(dir.path()), "--format", "text"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("findings.csv:3: malformed findings row") && err.contains("`flaky`"), "{err}");
}

#[test]
fn campaign_refuses_to_classify_a_shard() {
    let dir = tempfile::tempdir().unwrap();
    for extra in [&["--shard", "1/2"][..], &["--emit-slurm", "2"][..]] {
        let mut args = vec!["campaign", "seeds/E-triggers/fig1.bpl", "--classify", "--out", s(dir.path())];
        args.extend(extra);
        let o = wobble(&args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(err.contains("--classify cannot run in a sharded campaign"), "{err}");
        assert!(!dir.path().join("results.csv").exists() && !dir.path().join("slurm").exists());
    }
}

#[test]
fn tab6_counts_cost_findings_in_their_own_column_never_as_flips() {
    let dir = tempfile::tempdir().unwrap();
    let mut csv = format!("{HEADER}\n");
    csv += &run("s1", "A", "boogie", "seed", "", "verified");
    csv += &run("s1", "A", "boogie", "M*", "1", "failed");
    csv += &run("s1", "A", "boogie", "M*", "2", "verified");
    csv += &run("s1", "A", "boogie", "M*", "3", "verified");
    std::fs::write(dir.path().join("results.csv"), csv).unwrap();
    // The flip M*1 has no row (unclassified); M*2 and M*3 are cost tests (cost_p set): M*2 not
    // flagged (inconclusive), M*3 a cost finding.
    let header = format!(
        "{FINDINGS_HEADER},level,seed_proved,seed_runs,mutant_proved,mutant_runs,difference,diff_ci_low,diff_ci_high,\
         p_value,smt_class,smt_effect,boogie_class,boogie_effect,layers_agree,effect,p_raw,p_adjusted,correction,family,\
         counted,boogie_check,detail,cost_ratio,cost_ci_low,cost_ci_high,cost_p"
    );
    let cost_row = |mutant: u32, class: &str, ratio: &str, p: &str| {
        let base = finding("s1", "A", "boogie", "M*", mutant, class);
        format!("{},smt{}{ratio},1.1,9.9,{p}\n", base.trim_end(), ",".repeat(22))
    };
    let mut f = format!("{header}\n");
    f += &cost_row(2, "inconclusive", "1.02", "0.4");
    f += &cost_row(3, "cost", "4.7", "0.000001");
    std::fs::write(dir.path().join("findings.csv"), f).unwrap();
    let o = wobble(&["table", s(dir.path()), "--format", "csv", "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let (header, rows) = tab6(dir.path());
    let cell = |name: &str| -> String {
        let k = header.iter().position(|h| h == name).unwrap_or_else(|| panic!("no {name}: {header:?}"));
        rows[&("A".to_string(), "boogie".to_string())][k].clone()
    };
    assert_eq!(header.last().map(String::as_str), Some("exists_cost"));
    assert_eq!(cell("exists_cost"), "1");
    assert_eq!(cell("exists_fail"), "1");
    // The cost tests are no classified flips: the flip stays unclassified, no class column counts.
    assert_eq!(cell("exists_fail_unclassified"), "1");
    assert_eq!(cell("exists_fail_inconclusive"), "0");
}

/// A hand-written `explain.json` of a finding, in the shape `wobble explain --seed --mutant`
/// writes (docs/explain.md; the figures are heap_bump's, seeds/E-triggers/MEASUREMENTS.md).
const EXPLAIN_JSON: &str = r#"{
  "subject": {"kind": "finding", "seed": "s1.bpl", "mutant": "mutants/s1-M*-1.bpl"},
  "failure_kind": "timeout",
  "blame": [
    {"rank": 1, "query": "Above", "qid": "heapbump.12:15", "file": "mutants/s1-M*-1.bpl", "line": 12, "col": 15,
     "item": "axiom", "text": "axiom (forall i: int :: 0 <= i ==> heap[i] <= heap[2 * i + 1]);",
     "passing": {"runs": 36, "median": 3.0}, "failing": {"runs": 36, "median": 1023.0},
     "direction": "more-when-failing", "family": 2, "p_value": 4.5e-21, "p_adjusted": 9.0e-21, "effect": 1.0,
     "seed": {"qid": "heapbump.13:15", "file": "s1.bpl", "line": 13, "col": 15}}
  ],
  "repairs": [
    {"kind": "drop-axiom", "change": "delete the axiom at line 12 (heapbump.12:15)", "program": "x/heap.bpl",
     "patch": "--- a/mutants/s1-M*-1.bpl\n+++ b/mutants/s1-M*-1.bpl\n@@ -11,3 +11,2 @@\n function bump(int) returns (int);\n-axiom (forall i: int :: 0 <= i ==> heap[i] <= heap[2 * i + 1]);\n const heap: [int]int;\n",
     "category": "stable", "successes": 36, "runs": 36, "never_weaken": "passed"}
  ],
  "rejected_repairs": [{"kind": "narrow-trigger", "change": "c", "reason": "measured not stable"}]
}"#;

/// The report's explain section of a counted finding (read from `RUN/explain/NAME/explain.json`):
/// the failure kind, the blamed quantifier at its lines in mutant and seed with its sample
/// sizes and p-value, the repair's measured stability and its patch as a diff; a counted finding
/// without (or with an unreadable) `explain.json` shows the command instead; a finding that is
/// not counted has no explain section.
#[test]
fn report_shows_the_explanation_of_a_counted_finding_from_its_explain_json() {
    let dir = tempfile::tempdir().unwrap();
    results(dir.path());
    findings(dir.path());
    // s1 M* #1 (encoding, counted): explained. s4 M_S1 #1 (encoding): an explain.json that is
    // no JSON. s2 M* #2 (mutant-unstable, counted): not explained yet.
    let explained = dir.path().join("explain/mutants-s1-M*-1");
    std::fs::create_dir_all(&explained).unwrap();
    std::fs::write(explained.join("explain.json"), EXPLAIN_JSON).unwrap();
    let broken = dir.path().join("explain/mutants-s4-M_S1-1");
    std::fs::create_dir_all(&broken).unwrap();
    std::fs::write(broken.join("explain.json"), "{ not json").unwrap();
    let page = dir.path().join("report/index.html");
    let o = wobble(&["report", s(dir.path()), "--out", s(&page), "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let html = std::fs::read_to_string(&page).unwrap();
    let article = |title: &str| {
        let at = html.find(title).unwrap_or_else(|| panic!("no finding {title}: {html}"));
        let start = html[..at].rfind("<article").unwrap();
        html[start..at + html[at..].find("</article>").unwrap()].to_string()
    };
    let section = |a: &str| {
        a.find("<section class=\"explain\">").map(|k| a[k..k + a[k..].find("</section>").unwrap()].to_string())
    };

    let s1 = section(&article("s1 with boogie: mutant M* #1")).expect("an explain section");
    assert!(s1.contains("the mutant's failing runs are <b>timeout</b>"), "{s1}");
    // The blamed quantifier: its line in the mutant, in the seed, its text (escaped), both sides'
    // medians with their runs, the Holm-adjusted p-value and its family.
    assert!(s1.contains("<ol class=\"blame\">"), "{s1}");
    assert!(s1.contains("mutants/s1-M*-1.bpl:12 (seed s1.bpl:13) [axiom]"), "{s1}");
    assert!(s1.contains("0 &lt;= i ==&gt; heap[i] &lt;= heap[2 * i + 1]"), "escaped: {s1}");
    assert!(s1.contains("seed passing median 3.0 over 36 runs vs mutant failing median 1023.0 over 36 runs"), "{s1}");
    assert!(s1.contains("p = 9.0e-21 (Holm over 2)"), "{s1}");
    // The fix: the repair with its measured stability and its patch as a diff.
    assert!(
        s1.contains("The fix: drop-axiom: delete the axiom at line 12 (heapbump.12:15), measured stable (36/36 runs"),
        "{s1}"
    );
    assert!(s1.contains("never-weaken check passed"), "{s1}");
    assert!(s1.contains("<pre class=\"diff\">"), "{s1}");
    assert!(s1.contains("<span class=\"del\">-axiom (forall i: int :: 0 &lt;= i"), "{s1}");
    assert!(s1.contains("wobble explain --seed"), "the command is there too: {s1}");

    for title in ["s4 with boogie: mutant M_S1 #1", "s2 with boogie: mutant M* #2"] {
        let x = section(&article(title)).unwrap_or_else(|| panic!("{title}: counted, so an explain section"));
        assert!(x.contains("Why it broke: not explained yet. Run:"), "{title}: {x}");
        assert!(x.contains("wobble explain --seed") && x.contains("/explain/mutants-"), "{title}: {x}");
        assert!(!x.contains("The fix"), "{title}: {x}");
    }
    // Not counted: no explain section.
    assert_eq!(section(&article("s1 with boogie: mutant M* #2")), None);
    assert_eq!(section(&article("s4 with boogie: mutant M* #1")), None);
}
