//! One meaning of a limit at both levels (issues #39 and #38) with the real Boogie 2.4.1 and z3:
//! a resource limit (a configuration's `/rlimit`, `--rlimit`, a procedure's `{:rlimit}`) that
//! Boogie reports out of resource gives `out_of_resource` at `--level boogie` and at `--level
//! smt`, never `verified`; a VC past `--timeout` is `timeout` at both; and in a campaign with a
//! failing seed at `--level smt`, every mutant that verifies has a Boogie run's row.
//!
//! The seed: a loop whose VC takes z3 4.8.12 about 4,700 units of resource (`rlimit-count`).
//! Under a limit of 2000 Boogie says `1 out of resource`; under 1000 z3 gives up while reading
//! the VC, and Boogie 2.4.1 reports no verdict at all for it (`0 verified, 0 errors`), which
//! wobble reads from `/trace`.

use crate::common::cli::wobble_run;
use std::path::{Path, PathBuf};
use std::time::Duration;
use wobble::querylevel::QueryLevel;
use wobble::runner::RunRecord;
use wobble::store::read_records;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::{Outcome, VerdictLevel};

const LIMIT: Duration = Duration::from_secs(300);

const SUM: &str = "// The sum of 1..n, by a loop.\nprocedure Sum(n: int) returns (s: int)\n  requires n >= 0;\n  \
                   ensures s == n * (n + 1) div 2;\n{\n  var i: int;\n  i := 0;\n  s := 0;\n  while (i < n)\n    \
                   invariant 0 <= i && i <= n;\n    invariant s == i * (i + 1) div 2;\n  {\n    i := i + 1;\n    \
                   s := s + i;\n  }\n}\n";

/// Writes `text` as `name` into `dir` and returns its path.
fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

/// `wobble fuzz SEED --level LEVEL --mutants 2 --all-tools-mutants` with `extra` into `out`:
/// the rows, each mutant's verdict whatever its seed's.
fn fuzz(seed: &Path, out: &Path, level: &str, extra: &[&str]) -> Vec<RunRecord> {
    let mut args = vec![
        "fuzz",
        seed.to_str().unwrap(),
        "--mutants",
        "2",
        "--all-tools-mutants",
        "--confirm-timeouts",
        "0",
        "--level",
        level,
        "-q",
        "--out",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let (code, stdout, stderr) = wobble_run(&args);
    assert!(code == 0 || code == 1, "exit {code}\n{stdout}\n{stderr}");
    read_records(out.join("results.csv")).unwrap()
}

/// The outcome of the seed's row and of each mutant's, by mutant.
fn outcomes(rows: &[RunRecord]) -> Vec<(Option<u32>, Outcome)> {
    let mut v: Vec<(Option<u32>, Outcome)> = rows.iter().map(|r| (r.mutant, r.outcome)).collect();
    v.sort();
    v
}

/// Both levels: the same outcomes, the seed's `expected`, none verified; at `--level smt` every
/// row is a Boogie run's (the seed's does not verify, so its mutants get Boogie's verdicts).
fn same_at_both_levels(boogie: &[RunRecord], smt: &[RunRecord], expected: Outcome) {
    let seed = |rows: &[RunRecord]| rows.iter().find(|r| r.mutant.is_none()).map(|r| r.outcome);
    assert_eq!(seed(boogie), Some(expected), "{boogie:#?}");
    assert_eq!(outcomes(boogie), outcomes(smt), "{boogie:#?}\n{smt:#?}");
    assert!(smt.iter().all(|r| r.outcome != Outcome::Verified && r.level == Some(VerdictLevel::Boogie)), "{smt:#?}");
}

/// The query level's own verdict on `program` (z3 on its queries, under the limits Boogie sends
/// them with), before Boogie confirms it: the row's detail.
fn query_level_detail(args: &[&str], program: &str, timeout: std::time::Duration) -> (Outcome, String) {
    let boogie = BoogieVerifier::new("b", "boogie", None, args.iter().map(|s| s.to_string()).collect()).unwrap();
    let cache = tempfile::tempdir().unwrap();
    let ql = QueryLevel::new(boogie, cache.path().to_path_buf()).unwrap();
    let (seeds, mutants) = ql.verifiers();
    let p = ProgramText::single("p.bpl", program);
    let work = tempfile::tempdir().unwrap();
    assert!(seeds.verify_ahead(&p, work.path(), timeout).is_none(), "not verified at the query level");
    let work = tempfile::tempdir().unwrap();
    let r = mutants.verify(&p, work.path(), timeout);
    ql.close_sessions();
    (r.outcome, r.detail)
}

#[test]
fn a_configuration_rlimit_boogie_reports_out_of_resource_is_out_of_resource_at_both_levels() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let seed = write(dir.path(), "sum.bpl", SUM);
    let config = write(
        dir.path(),
        "wobble.toml",
        "[[verifier]]\nlabel = \"boogie-rl\"\nbackend = \"boogie\"\nargs = [\"/rlimit:1000\"]\n",
    );
    let tools = ["--tools", "boogie-rl", "--config", config.to_str().unwrap()];
    let boogie = fuzz(&seed, &dir.path().join("b"), "boogie", &tools);
    let smt = fuzz(&seed, &dir.path().join("s"), "smt", &tools);
    same_at_both_levels(&boogie, &smt, Outcome::OutOfResource);
    // The query level itself: z3 under the query's RLIMIT, then Boogie.
    let (o, detail) = query_level_detail(&["/rlimit:1000"], SUM, LIMIT);
    assert_eq!(o, Outcome::OutOfResource, "{detail}");
    assert!(
        detail.starts_with("query level: query Sum: out of resource (") && detail.contains("of rlimit 1000)"),
        "{detail}"
    );
    // Boogie 2.4.1 counted the seed's VC nowhere: the verdict comes from /trace.
    let seed_row = boogie.iter().find(|r| r.mutant.is_none()).unwrap();
    assert!(
        seed_row.detail.contains("without a verdict") && seed_row.detail.contains("under the resource limit"),
        "{seed_row:?}"
    );
    assert!(seed_row.detail.contains("Sum"), "{seed_row:?}");
}

#[test]
fn rlimit_flag_and_rlimit_attribute_are_out_of_resource_at_both_levels_never_verified() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // --rlimit: Boogie gets /rlimit:2000 and reports `1 out of resource`.
    let seed = write(dir.path(), "sum.bpl", SUM);
    let boogie = fuzz(&seed, &dir.path().join("b"), "boogie", &["--rlimit", "2000"]);
    let smt = fuzz(&seed, &dir.path().join("s"), "smt", &["--rlimit", "2000"]);
    same_at_both_levels(&boogie, &smt, Outcome::OutOfResource);
    assert!(boogie.iter().all(|r| r.detail.contains("out of resource")), "{boogie:#?}");
    let (o, detail) = query_level_detail(&["/rlimit:2000"], SUM, LIMIT);
    assert_eq!(o, Outcome::OutOfResource, "{detail}");
    assert!(detail.contains("of rlimit 2000)") && detail.contains("boogie confirms"), "{detail}");
    // The manifest records the limit: a resume without it is refused.
    let out = dir.path().join("s");
    let (code, _, stderr) = wobble_run(&[
        "fuzz",
        seed.to_str().unwrap(),
        "--mutants",
        "2",
        "--all-tools-mutants",
        "--confirm-timeouts",
        "0",
        "--level",
        "smt",
        "-q",
        "--resume",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--rlimit"), "{stderr}");

    // {:rlimit 2000} on the procedure, no flag.
    let limited = write(dir.path(), "sum_rl.bpl", &SUM.replace("procedure Sum", "procedure {:rlimit 2000} Sum"));
    let boogie = fuzz(&limited, &dir.path().join("ab"), "boogie", &[]);
    let smt = fuzz(&limited, &dir.path().join("as"), "smt", &[]);
    same_at_both_levels(&boogie, &smt, Outcome::OutOfResource);
    let limited_text = std::fs::read_to_string(&limited).unwrap();
    let (o, detail) = query_level_detail(&[], &limited_text, LIMIT);
    assert_eq!(o, Outcome::OutOfResource, "{detail}");
    assert!(detail.contains("of rlimit 2000)"), "{detail}");

    // Without a limit the same seed verifies, at both levels.
    let free = fuzz(&seed, &dir.path().join("f"), "smt", &[]);
    assert_eq!(free.iter().find(|r| r.mutant.is_none()).map(|r| r.outcome), Some(Outcome::Verified), "{free:#?}");
}

#[test]
fn a_vc_past_the_timeout_is_timeout_at_both_levels() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // z3 never finishes this VC: any time limit ends it.
    let seed = write(dir.path(), "loop.bpl", &crate::common::programs::matching_loop(7));
    let t = ["--timeout", "2"];
    let boogie = fuzz(&seed, &dir.path().join("b"), "boogie", &t);
    let smt = fuzz(&seed, &dir.path().join("s"), "smt", &t);
    same_at_both_levels(&boogie, &smt, Outcome::Timeout);
    assert!(boogie.iter().all(|r| r.detail.contains("time outs (Boogie /timeLimit)")), "{boogie:#?}");
    // The query level sent z3 the VC's time limit as Boogie does (TIMEOUT 2000) and z3 stopped
    // there: `timeout`, confirmed by Boogie's `1 time out`.
    let text = std::fs::read_to_string(&seed).unwrap();
    let (o, detail) = query_level_detail(&[], &text, Duration::from_secs(2));
    assert_eq!(o, Outcome::Timeout, "{detail}");
    assert!(detail.starts_with("query level: query P: time limit (2000 ms)"), "{detail}");
}

#[test]
fn a_campaign_with_a_failing_seed_at_the_query_level_has_boogies_row_for_every_mutant_that_verifies() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("c");
    let (code, stdout, stderr) = wobble_run(&[
        "campaign",
        "seeds/failing/fig1_swapped.bpl",
        "--no-star",
        "--operators",
        "S1",
        "--op-mutants",
        "6",
        "--confirm-timeouts",
        "0",
        "--level",
        "smt",
        "-q",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(code == 0 || code == 1, "exit {code}\n{stdout}\n{stderr}");
    let rows = read_records(out.join("results.csv")).unwrap();
    let seed = rows.iter().find(|r| r.mutant.is_none()).expect("the seed's row");
    assert_eq!((seed.outcome, seed.level), (Outcome::Failed, Some(VerdictLevel::Boogie)), "{seed:?}");
    let verified: Vec<&RunRecord> =
        rows.iter().filter(|r| r.mutant.is_some() && r.outcome == Outcome::Verified).collect();
    assert!(!verified.is_empty(), "Fig. 1's own order is among the S1 mutants: {rows:#?}");
    for r in &verified {
        assert_eq!(r.level, Some(VerdictLevel::Boogie), "a reverse flip must be Boogie's verdict: {r:?}");
        assert!(!r.detail.starts_with("query level"), "Boogie ran it directly: {r:?}");
    }
    assert!(rows.iter().all(|r| r.level == Some(VerdictLevel::Boogie)), "{rows:#?}");
    // `wobble table --verdicts boogie` keeps them all.
    let tables = dir.path().join("t");
    let (code, _, stderr) =
        wobble_run(&["table", out.to_str().unwrap(), "--verdicts", "boogie", "--out", tables.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(read_records(tables.join("runs.csv")).unwrap().len(), rows.len());
}
