//! Release comparison on the hand-made tests/data/tables/compare/results.csv (tools `old` and
//! `new`), expected values worked out by hand:
//!
//! | seed | old seed | new seed | paired mutants (old → new)                      | verified under both: old s / new s |
//! |------|----------|----------|-------------------------------------------------|------------------------------------|
//! | r    | verified | failed   | M* 1 ok→ok, M* 2 ok→ok                           | M*1 1/2, M*2 1/2 → 4/2 = 2.0       |
//! | f    | failed   | verified | M* 1 failed→ok (fixed), M* 2 ok→ok               | M*2 4/2 → 2/4 = 0.5                |
//! | i    | verified | verified | M* 1 ok→timeout (introduced), M* 2 ok→ok, M_L3 1 failed→failed | seed 2/3, M*2 2/3 → 6/4 = 1.5 |
//! | s    | verified | verified | M* 1 ok→ok                                       | seed 1/1, M*1 3/3 → 4/4 = 1.0      |
//!
//! So: r is a regression, f a fix, i has one introduced flip; median time ratio of
//! [0.5, 1.0, 1.5, 2.0] = (1.0 + 1.5) / 2 = 1.25. Order: r (regression), i (introduced), f (fix), s.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use wobble::tables::compare::{compare, CompareOptions, Status};
use wobble::tables::load::{load, Duplicates};

fn data(p: &str) -> PathBuf {
    // Relative to the crate root (where cargo runs tests), so reproduce paths stay short.
    Path::new("tests/data/tables").join(p)
}

fn wobble(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wobble"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .expect("wobble runs")
}

fn opts(batch: Option<&str>) -> CompareOptions {
    CompareOptions { base: "old".into(), new: "new".into(), batch: batch.map(str::to_string) }
}

#[test]
fn per_seed_comparison_matches_the_hand_computed_values() {
    let rows = load(&[data("compare")], Duplicates::Error).unwrap();
    let c = compare(&rows, &opts(None)).unwrap();
    let order: Vec<&str> = c.seeds.iter().map(|s| s.seed.as_str()).collect();
    assert_eq!(order, ["seeds/r.bpl", "seeds/i.bpl", "seeds/f.bpl", "seeds/s.bpl"]);
    let statuses: Vec<Status> = c.seeds.iter().map(|s| s.status).collect();
    assert_eq!(statuses, [Status::Regression, Status::Same, Status::Fix, Status::Same]);
    // (mutants, base_fail, new_fail, introduced, fixed, time_ratio, time_runs)
    type Counts = (usize, usize, usize, usize, usize, Option<f64>, usize);
    let got: Vec<Counts> = c
        .seeds
        .iter()
        .map(|s| (s.mutants, s.base_fail, s.new_fail, s.introduced, s.fixed, s.time_ratio, s.time_runs))
        .collect();
    assert_eq!(
        got,
        [
            (2, 0, 0, 0, 0, Some(2.0), 2),
            (3, 1, 2, 1, 0, Some(1.5), 2),
            (2, 1, 0, 0, 1, Some(0.5), 1),
            (1, 0, 0, 0, 0, Some(1.0), 2),
        ]
    );
    assert_eq!(c.median_time_ratio(), Some(1.25));
    assert!(c.has_regressions());
    assert!(c.seeds[0].is_finding() && c.seeds[1].is_finding());
    assert!(!c.seeds[2].is_finding() && !c.seeds[3].is_finding());
    // r's regression reproduces from its seed (the path column; no such file under the results
    // directory, so kept as is); i's introduced flip from its mutant file, which exists there.
    assert_eq!(c.seeds[0].reproduce.as_deref(), Some("wobble reproduce seeds/r.bpl --tools new"));
    assert_eq!(
        c.seeds[1].reproduce.as_deref(),
        Some("wobble reproduce tests/data/tables/compare/mutants/i_1.bpl --tools new")
    );
    assert_eq!(c.seeds[2].reproduce, None);
}

#[test]
fn restricting_to_one_batch_drops_the_other_mutants() {
    let rows = load(&[PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tables/compare")], Duplicates::Error)
        .unwrap();
    let c = compare(&rows, &opts(Some("M_L3"))).unwrap();
    let i = c.seeds.iter().find(|s| s.seed == "seeds/i.bpl").unwrap();
    // Only M_L3 #1 (failed under both) is left: no flip; time over the seed run alone: 3/2.
    assert_eq!((i.mutants, i.base_fail, i.new_fail, i.introduced, i.time_ratio), (1, 1, 1, 0, Some(1.5)));
    // r still regresses at the seed level; its mutants are all M*, so none are paired now.
    assert_eq!((c.seeds[0].seed.as_str(), c.seeds[0].mutants, c.seeds[0].time_ratio), ("seeds/r.bpl", 0, None));
}

#[test]
fn unknown_or_equal_labels_are_rejected() {
    let rows = load(&[PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tables/compare")], Duplicates::Error)
        .unwrap();
    let err = compare(&rows, &CompareOptions { base: "old".into(), new: "newest".into(), batch: None }).unwrap_err();
    assert_eq!(err.to_string(), "tool `newest` does not occur in the results (tools found: new, old)");
    assert!(compare(&rows, &CompareOptions { base: "old".into(), new: "old".into(), batch: None }).is_err());
}

#[test]
fn compare_cli_writes_csv_prints_findings_first_and_exits_1() {
    let out = tempfile::tempdir().unwrap();
    let o = wobble(&[
        "compare",
        "tests/data/tables/compare",
        "--base",
        "old",
        "--new",
        "new",
        "--out",
        out.path().to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
    let csv = std::fs::read_to_string(out.path().join("compare.csv")).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines,
        [
            "seed,group,status,base_seed,new_seed,mutants,base_fail,new_fail,base_pct_fail,new_pct_fail,introduced,fixed,time_ratio,time_runs,reproduce",
            "seeds/r.bpl,R,regression,verified,failed,2,0,0,0,0,0,0,2,2,wobble reproduce seeds/r.bpl --tools new",
            "seeds/i.bpl,I,same,verified,verified,3,1,2,33.3333,66.6667,1,0,1.5,2,wobble reproduce tests/data/tables/compare/mutants/i_1.bpl --tools new",
            "seeds/f.bpl,F,fix,failed,verified,2,1,0,50,0,0,1,0.5,1,",
            "seeds/s.bpl,S,same,verified,verified,1,0,0,0,0,0,0,1,2,",
        ]
    );
    let text = String::from_utf8(o.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("Release comparison: base `old` vs new `new`"));
    assert!(lines[1].starts_with("seed         group  status      seed@old  seed@new  # mutants"), "{}", lines[1]);
    assert!(lines[3].starts_with("seeds/r.bpl  R      regression  verified  failed"), "{}", lines[3]);
    assert!(
        lines[4].contains("33%") && lines[4].contains("67%") && lines[4].ends_with("1.50        2"),
        "{}",
        lines[4]
    );
    assert!(text.contains("reproduce:\n  wobble reproduce seeds/r.bpl --tools new\n  wobble reproduce tests/data/tables/compare/mutants/i_1.bpl --tools new\n"), "{text}");
    assert!(text.contains("4 seeds: 1 regressions, 1 fixes, 2 same"), "{text}");
    assert!(text.contains("1 introduced (in 1 seeds), 1 fixed"), "{text}");
    assert!(text.contains("median time ratio new/base: 1.25 (over 4 seeds)"), "{text}");
}

#[test]
fn compare_without_regressions_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let all =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tables/compare/results.csv"))
            .unwrap();
    // Keep the header and the rows of seeds/s.bpl and seeds/f.bpl (a fix is not a regression).
    let kept: Vec<&str> = all
        .lines()
        .filter(|l| l.starts_with("seed,") || l.starts_with("seeds/s.bpl") || l.starts_with("seeds/f.bpl"))
        .collect();
    std::fs::write(dir.path().join("results.csv"), kept.join("\n") + "\n").unwrap();
    let o = wobble(&["compare", dir.path().to_str().unwrap(), "--base", "old", "--new", "new", "--format", "text"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(!dir.path().join("compare.csv").exists(), "--format text writes no file");
    // Swapping the labels turns the fix into a regression and the fixed mutant into an introduced one.
    let o =
        wobble(&["compare", dir.path().to_str().unwrap(), "--base", "new", "--new", "old", "--format", "csv", "-q"]);
    assert_eq!(o.status.code(), Some(1));
    let csv = std::fs::read_to_string(dir.path().join("compare.csv")).unwrap();
    assert!(
        csv.lines().nth(1).unwrap().starts_with("seeds/f.bpl,F,regression,verified,failed,2,0,1,0,50,1,0,2,1,"),
        "{csv}"
    );
}

#[test]
fn compare_cli_rejects_unknown_labels() {
    let o = wobble(&["compare", "tests/data/tables/compare", "--base", "old", "--new", "4.13", "--format", "text"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("tool `4.13` does not occur"));
}
