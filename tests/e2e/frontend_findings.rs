//! Front-end findings with the real Boogie 2.4.1: a mutant that Boogie rejects although it accepts
//! the seed, and that wobble's own front end judges well-formed.
//!
//! - wobble's judge agrees with Boogie on what the mutation operators could get wrong (it refuses
//!   what Boogie refuses and accepts what Boogie accepts), except for Boogie's own front-end bugs;
//! - `fuzz --classify` over seeds/P-polymorphic/generic_heap.bpl (whose reordered mutants Boogie
//!   rejects) and Fig. 1 finishes with its summary, findings.csv and report, the rejected mutants
//!   reported as `front-end` findings and never as verification flips; `--resume` finishes the
//!   same way;
//! - over all of seeds/P-polymorphic (AutoProof-style seeds with grouped argument lists such as
//!   `function ref_rank_leq(r1, r2: ref)` among them), every rejection is a `front-end` finding and
//!   no mutant is `invalid_mutant`;
//! - `minimize` shrinks such a finding (from its results row) to a few declarations that Boogie
//!   still rejects with the same message, and that wobble still judges well-formed;
//! - `--stop-on-finding` stops the seed at its first front-end finding.

use crate::common;
use crate::common::cli::{csv_columns, wobble_run as wobble};
use std::path::Path;
use std::process::Command;
use wobble::syntax::source::ProgramText;
use wobble::syntax::wellformed::judge;
use wobble::verifiers::boogie::{classify_boogie, rejection_message};
use wobble::verifiers::Outcome;

/// `boogie /noVerify` on `text`: its outcome and first error.
fn front_end(text: &str) -> (Outcome, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("p.bpl");
    std::fs::write(&file, text).unwrap();
    let out = Command::new("boogie").arg("/noVerify").arg(&file).output().expect("boogie runs");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let r = classify_boogie(&text, out.status.code(), false);
    (r.outcome, r.detail)
}

/// Programs with what Boogie 2.4.1 says (checked by the test): the faults an operator could make
/// (a duplicate, a mismatched implementation, a non-bool condition or operand, a missing
/// declaration) and the same programs well-formed.
const CASES: &[(&str, bool)] = &[
    ("const x: int; var x: int;", false),
    ("function f(): int; procedure f();", false),
    ("type T; type T;", false),
    ("procedure p(x: int) { var x: int; }", false),
    ("procedure p() returns (r: int); implementation p() returns (r: int, s: int) { }", false),
    ("procedure p(x: int); implementation p(x: bool) {}", false),
    ("procedure p<T>(x: T); implementation p(x: int) {}", false),
    ("procedure p() { L: assume true; L: assume true; }", false),
    ("axiom (forall y: int, y: int :: true);", false),
    ("procedure p(x: int) { if (!(x)) {} }", false),
    ("procedure p(x: int); requires x > 0 && x;", false),
    ("procedure p(x: int); ensures x;", false),
    ("procedure p() { while (true) invariant 1; {} }", false),
    ("procedure p(); implementation p() { call q(); }", false),
    ("type T; const T: int; var f: int; function f(): int;", true),
    ("procedure p(); implementation p() {} implementation p() {}", true),
    ("procedure p(x: int); implementation p(y: int) {}", true),
    ("procedure p<T>(x: T); implementation p<U>(y: U) {}", true),
    ("const x: int; procedure p() { var x: bool; assume x; } axiom (forall x: bool :: x);", true),
    ("procedure p(x: int) requires x > 0 && x < 9; { if (!(x > 1)) {} else { assert true; } }", true),
    ("procedure upd<T>(v: T); procedure main(); implementation main() { call upd(3); }", true),
    // Grouped arguments (issue 50): `r1` is a `ref` argument, not a type; Boogie 2.4.1 leaves a
    // grouped name out of its duplicate check, not a typed one.
    ("type ref; function f(r1, r2: ref): bool { r1 == r2 } axiom (forall a, b: ref :: f(a, b));", true),
    ("function f(a, a: int): int;", true),
    ("function f(a: int, a: int): int;", false),
];

/// Boogie 2.4.1's own faults: programs it rejects that are well-formed (the second is the first
/// in another order, which Boogie accepts).
const BOOGIE_BUGS: &[&str] = &[
    "implementation main() { call upd(3); } procedure main(); procedure upd<T>(v: T);",
    "procedure main() { call upd(3); } procedure upd<T>(v: T);",
];

#[test]
fn frontend_judge_agrees_with_boogie() {
    if !common::require_tool("boogie") {
        return;
    }
    for (text, accepted) in CASES {
        let (outcome, detail) = front_end(text);
        assert_eq!(!outcome.rejected(), *accepted, "boogie on `{text}`: {outcome} {detail}");
        let judged = judge(&ProgramText::single("p.bpl", *text));
        assert_eq!(judged.is_ok(), *accepted, "wobble's judge on `{text}`: {judged:?} (boogie: {detail})");
    }
    for text in BOOGIE_BUGS {
        let (outcome, detail) = front_end(text);
        assert_eq!(outcome, Outcome::TypeError, "{text}");
        assert_eq!(rejection_message(&detail), "Error: type variable must occur in types of given arguments: T");
        judge(&ProgramText::single("p.bpl", *text)).unwrap_or_else(|e| panic!("`{text}` is well-formed: {e}"));
    }
}

/// Rows of results.csv: (line, outcome, path, chain), the mutants only.
fn mutant_rows(out: &Path) -> Vec<(u64, String, String, String)> {
    let mut r = csv::Reader::from_path(out.join("results.csv")).unwrap();
    let header = r.headers().unwrap().clone();
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    let (batch, outcome, path, chain) = (col("batch"), col("outcome"), col("path"), col("chain"));
    r.records()
        .map(|rec| rec.unwrap())
        .filter(|rec| &rec[batch] != "seed")
        .map(|rec| {
            let line = rec.position().unwrap().line();
            (line, rec[outcome].to_string(), rec[path].to_string(), rec[chain].to_string())
        })
        .collect()
}

/// `fuzz --classify` over the polymorphic seeds and Fig. 1 (one run, its `--resume` and a
/// `minimize` of its first rejection): Boogie 2.4.1 rejects some reordered mutants of the polymorphic
/// seeds for its order fault (docs/front-end.md), and each is a `front-end` finding, never an
/// `invalid_mutant` (issue 50: wobble's checker read `(r1, r2: ref)` as an argument of type `r1` and
/// blamed Boogie's fault on itself), apart from Fig. 1's classified flips. RNG seed 1 gives
/// rejected mutants of `autoproof_stack.bpl` (#3: `S1(8,28)`) and of `generic_heap.bpl`.
#[test]
fn fuzz_classify_reports_rejected_mutants_as_front_end_findings_and_finishes() {
    if !common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("f");
    let fuzz = [
        "-j",
        "2",
        "fuzz",
        "seeds/P-polymorphic",
        "seeds/E-triggers/fig1.bpl",
        "--mutants",
        "4",
        "--rng-seed",
        "1",
        "--rlimit",
        "1000000",
        "--timeout",
        "60",
        "--classify",
        "--classify-methods",
        "reseed",
        "--classify-samples",
        "8",
        "--out",
        out.to_str().unwrap(),
    ];
    let (code, stdout, stderr) = wobble(&fuzz);
    assert_eq!(code, 1, "findings: exit status 1\n{stdout}\n{stderr}");
    let rows = mutant_rows(&out);
    let rejected: Vec<_> = rows.iter().filter(|r| r.1 == "type_error").collect();
    assert!(rows.iter().all(|r| r.1 != "invalid_mutant" && r.1 != "parse_error"), "{rows:?}");
    assert!(!stdout.contains("ill-formed") && !stderr.contains("ill-formed"), "{stdout}\n{stderr}");
    for seed in ["autoproof_stack", "generic_heap"] {
        assert!(rejected.iter().any(|r| r.2.contains(seed)), "a reordered mutant of {seed}.bpl is rejected: {rows:?}");
    }
    for r in &rejected {
        let named = ["generic_heap", "autoproof_stack", "autoproof_account"].iter().any(|s| r.2.contains(s));
        assert!(named && r.2.ends_with(".bpl"), "a mutant's path names its main file: {r:?}");
        assert!(r.3.contains("S1(") || r.3.contains("S3("), "only a reordering is rejected: {r:?}");
    }
    assert!(rows.iter().all(|r| r.2.ends_with(".bpl")), "one form of mutant path: {rows:?}");
    let n = rejected.len();
    // The summary: each seed's line, the section, the final line; findings.csv and the report.
    let heap = rejected.iter().filter(|r| r.2.contains("generic_heap")).count();
    let line = stdout.lines().find(|l| l.starts_with("seeds/P-polymorphic/generic_heap.bpl ")).unwrap();
    assert!(line.contains(&format!("FRONT-END ({heap})")) && !line.contains("BRITTLE"), "{line}");
    assert!(
        stdout.contains("front-end (")
            && stdout.contains("boogie said: ")
            && stdout.contains("type variable must occur")
    );
    // The first front-end finding (in seed order) gets its `minimize` command.
    assert!(stdout.contains("wobble minimize --front-end --seed seeds/P-polymorphic/autoproof_stack.bpl"), "{stdout}");
    let summary = stdout.lines().find(|l| l.starts_with("findings: ")).expect("final summary line");
    assert!(summary.contains(&format!("{n} front-end")), "{summary}");
    let findings = csv_columns(&out.join("findings.csv"), &["seed", "path", "class", "detail"]);
    let front: Vec<_> = findings.iter().filter(|r| r[2] == "front-end").collect();
    assert_eq!(front.len(), n, "{findings:?}");
    assert!(
        front.iter().all(|r| r[3].starts_with("Error: type variable must occur in types of given arguments: ")),
        "{front:?}"
    );
    assert!(findings.iter().all(|r| r[2] == "front-end" || r[0].contains("fig1")), "{findings:?}");
    assert!(findings.iter().any(|r| r[0].contains("fig1")), "Fig. 1's flips are classified too: {findings:?}");
    let page = std::fs::read_to_string(out.join("report/index.html")).expect("the report is written");
    assert_eq!(page.matches("data-class=\"front-end\"").count(), n);

    // The same with --resume: nothing to run, the same findings, the same end.
    let (code, stdout2, stderr2) = wobble(&[&fuzz[..], &["--resume"][..]].concat());
    assert_eq!(code, 1, "{stdout2}\n{stderr2}");
    assert!(stdout2.lines().any(|l| l == summary), "{stdout2}");
    assert_eq!(csv_columns(&out.join("findings.csv"), &["path", "class"]).len(), findings.len());

    // `minimize` from the first rejected row of generic_heap.bpl: Boogie's front end is the oracle.
    let first = rejected.iter().find(|r| r.2.contains("generic_heap")).unwrap();
    let row = format!("{}:{}", out.join("results.csv").display(), first.0);
    let min = dir.path().join("min");
    let (code, stdout, stderr) = wobble(&["-j", "2", "minimize", "--row", &row, "--out", min.to_str().unwrap()]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    assert!(stdout.contains("kept:       seed accepted, mutant rejected by boogie's front end: Error: type variable"));
    let seed = std::fs::read_to_string(min.join("seed.min.bpl")).unwrap();
    let mutant = std::fs::read_to_string(min.join("mutant.min.bpl")).unwrap();
    let decls = wobble::syntax::parse_program(&mutant, "mutant.min.bpl").unwrap().decls.len();
    assert!(decls <= 8, "a few declarations, not {decls}:\n{mutant}");
    assert!(mutant.contains("procedure Write<T>") || mutant.contains("procedure Swap<U>"), "{mutant}");
    assert!(!front_end(&seed).0.rejected(), "the reduced seed is accepted:\n{seed}");
    let (outcome, detail) = front_end(&mutant);
    assert_eq!(outcome, Outcome::TypeError, "{mutant}");
    assert!(rejection_message(&detail).starts_with("Error: type variable must occur"), "{detail}");
    judge(&ProgramText::single("mutant.min.bpl", mutant)).expect("the reproducer is well-formed");
}

#[test]
fn stop_on_finding_stops_a_seed_at_its_first_front_end_finding() {
    if !common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("s");
    let (code, stdout, stderr) = wobble(&[
        "-j",
        "1",
        "fuzz",
        "seeds/P-polymorphic/generic_heap.bpl",
        "--mutants",
        "12",
        "--timeout",
        "60",
        "--classify",
        "--stop-on-finding",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    assert!(stderr.contains("[stop-on-finding] seeds/P-polymorphic/generic_heap.bpl "), "{stderr}");
    let rows = mutant_rows(&out);
    let rejected = rows.iter().filter(|r| r.1 == "type_error").count();
    assert!(rejected >= 1, "{rows:?}");
    assert!(rows.len() < 12, "the seed stopped at its first finding: {rows:?}");
}
