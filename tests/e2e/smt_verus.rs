//! `.smt2` input against the real z3 where the point is z3's own behaviour: a unit after `(reset)`
//! is solved under the options set before it (z3 keeps them), our Verus-style query
//! (`seeds/smt/verus_option.smt2`: `(_ is C)` testers, names with `!`, `.`, `/`) measures the same
//! under `rename` as under `reseed`, and `check` compares no costs across z3 releases.

use crate::common::tools::{require_release, require_tool};
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

use crate::common::cli::wobble_run_in as wobble_in;

/// z3's answers and `rlimit-count`s for `text` (statistics asked after every check).
fn z3_counts(dir: &Path, text: &str) -> Vec<(String, u64)> {
    let text = text.replace("(check-sat)\n", "(check-sat)\n(get-info :all-statistics)\n");
    std::fs::write(dir.join("q.smt2"), text).unwrap();
    let out = Command::new("z3").current_dir(dir).args(["AUTO_CONFIG=false", "-smt2", "q.smt2"]).output().unwrap();
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    let answers = out.lines().filter(|l| matches!(*l, "sat" | "unsat" | "unknown")).map(str::to_string);
    let counts = out.split(":rlimit-count").skip(1).map(|s| {
        s.split_whitespace()
            .next()
            .and_then(|n| n.trim_end_matches(')').parse().ok())
            .unwrap_or_else(|| panic!("{out}"))
    });
    answers.zip(counts).collect()
}

/// z3 4.8.12 keeps option values across `(reset)` (its statistics restart there): the nonlinear
/// lemma after the reset costs what it costs under the seed set before the reset, not what it
/// costs without one. The unit wobble cuts out of the file is solved exactly as the file is.
#[test]
fn a_unit_after_reset_keeps_the_files_options_as_z3_does() {
    assert!(require_tool("z3"));
    let tmp = tempfile::tempdir().unwrap();
    let lemma = std::fs::read_to_string(repo("tests/data/smt2/nonlinear.smt2")).unwrap();
    let lemma: String =
        lemma.lines().filter(|l| !l.starts_with(';') && !l.contains("random_seed")).map(|l| format!("{l}\n")).collect();
    let file = format!(
        "(set-option :smt.random_seed 3)\n(declare-const a Int)\n(assert (> a 0))\n(check-sat)\n(reset)\n{lemma}"
    );
    let whole = z3_counts(tmp.path(), &file);
    assert_eq!(whole.len(), 2, "{whole:?}");
    let units = wobble::smt::text::unit::split("f.smt2", &file).unwrap();
    assert!(units[1].text().starts_with("(set-option :smt.random_seed 3)\n"), "{}", units[1].text());
    let unit = z3_counts(tmp.path(), units[1].text());
    assert_eq!(unit, vec![whole[1].clone()], "the unit is solved as z3 solves it in the file");
    let without = z3_counts(tmp.path(), &units[1].text().replace("(set-option :smt.random_seed 3)\n", ""));
    assert_ne!(without[0].1, whole[1].1, "the seed matters to this lemma's count: {without:?} {whole:?}");
}

/// Our Verus-style query: every renamed text keeps z3's meaning (the `(_ is C)` testers follow
/// their constructors), so `rename` proves each unit as often as `reseed` does: 18 of 18 each,
/// within the file's own `:rlimit`.
#[test]
fn a_verus_style_query_measures_the_same_under_rename_as_under_reseed() {
    assert!(require_tool("z3"));
    let tmp = tempfile::tempdir().unwrap();
    let (code, out, err) = wobble_in(
        &repo(""),
        &[
            "stability",
            "seeds/smt/verus_option.smt2",
            "--samples",
            "20",
            "-j",
            "2",
            "--out",
            &tmp.path().display().to_string(),
        ],
    );
    assert_eq!(code, 0, "{out}{err}");
    let csv = std::fs::read_to_string(tmp.path().join("stability.csv")).unwrap();
    let units: Vec<&str> = csv.lines().filter(|l| l.contains("verus_option.smt2#")).collect();
    assert_eq!(units.len(), 3, "{csv}");
    for row in units {
        assert!(row.contains(",stable,36,36,") && row.contains("rename=18/18;reseed=18/18"), "{row}");
        assert!(!row.contains("withdrawn") && !row.contains("not applicable"), "{row}");
    }
}

/// The case with the real releases: a baseline sampled by z3 5.4.1, a re-check of the
/// unchanged query by z3 4.8.12 (which counts more on it) with `--max-cost-growth 1`: the costs
/// are not compared (a note says so) and the check passes.
#[test]
fn check_compares_no_costs_across_z3_releases() {
    assert!(require_tool("z3"));
    require_release("z3-5.4.1");
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::copy(repo("seeds/smt/verus_option.smt2"), d.join("q.smt2")).unwrap();
    let config = repo(".releases/wobble.toml").display().to_string();
    let base = ["check", "q.smt2", "--baseline", "b.toml", "--samples", "20", "-j", "2", "--format", "json"];
    let (code, json, err) =
        wobble_in(d, &[&base[..], &["--config", &config, "--solver", "boogie-z3-5.4.1", "--update-baseline"]].concat());
    assert_eq!(code, 0, "{json}{err}");
    let (code, json, err) = wobble_in(d, &[&base[..], &["--max-cost-growth", "1"]].concat());
    assert_eq!(code, 0, "{json}{err}");
    assert!(
        json.contains("\"cost_note\": \"no comparable baseline for cost: it was sampled by boogie-z3-5.4.1 5.4.1"),
        "{json}"
    );
    assert!(!json.contains("cost growth"), "{json}");
}
