//! `wobble campaign --classify` with the real Boogie and z3 on Fig. 1 (one batch M_S1 of two
//! declaration reorderings, -j 1): its S1 flips are `encoding` under rename and reseed (the seed's
//! VC is stable, each flipped mutant's unsolvable), tested as one family (Holm) and confirmed by
//! Boogie; findings.csv, the final summary line and the HTML report agree; `--resume` keeps the
//! rows instead of sampling again; a fresh run without `--classify` drops the stale findings.csv.

use crate::common::cli::wobble_run as wobble;
use std::path::Path;

/// (batch, chain, class) of every findings.csv row.
fn findings(dir: &Path) -> Vec<(String, String, String)> {
    crate::common::cli::csv_triples(&dir.join("findings.csv"), ["batch", "chain", "class"])
}

#[test]
fn campaign_classifies_fig1_s1_flips_as_encoding() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("c");
    let out_s = out.to_str().unwrap();
    let campaign = [
        "-j",
        "1",
        "campaign",
        "seeds/E-triggers/fig1.bpl",
        "--tools",
        "boogie",
        "--no-star",
        "--operators",
        "S1",
        "--op-mutants",
        "2",
        "--confirm-timeouts",
        "2",
        "--out",
        out_s,
    ];
    let classify = ["--classify", "--classify-methods", "rename,reseed"];
    let (code, stdout, stderr) = wobble(&[&campaign[..], &classify[..]].concat());
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    let rows = findings(&out);
    assert!(!rows.is_empty(), "Fig. 1 has S1 flips with rng seed 1: {stdout}");
    for (batch, chain, class) in &rows {
        assert_eq!(batch, "M_S1");
        assert!(chain.starts_with("S1("), "{chain}");
        assert_eq!(class, "encoding", "{rows:?}");
    }
    let n = rows.len();
    // One family of n findings: each counted (Holm), with its raw and adjusted p-values, and
    // confirmed by Boogie (every seed run verifies, every mutant run fails).
    let cols = ["p_raw", "p_adjusted", "correction", "family", "counted", "boogie_check"];
    for r in crate::common::cli::csv_columns(&out.join("findings.csv"), &cols) {
        let (raw, adjusted): (f64, f64) = (r[0].parse().unwrap(), r[1].parse().unwrap());
        assert!(raw <= adjusted && adjusted <= 0.05, "{r:?}");
        assert_eq!(r[2..], ["holm".to_string(), n.to_string(), "true".into(), "confirmed".into()], "{r:?}");
    }
    let html = out.join("report").join("index.html");
    let summary = format!("findings: {n} ({n} encoding); {n} counted as brittleness; report: {}", html.display());
    assert!(stdout.lines().any(|l| l == summary), "expected `{summary}` in:\n{stdout}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains(&format!("<span id=\"finding-count\">{n}</span>")), "{page}");
    assert_eq!(page.matches("data-class=\"encoding\"").count(), n, "{page}");

    // Resuming keeps the classified rows: nothing is sampled again.
    let (code, stdout, stderr) = wobble(&[&campaign[..], &classify[..], &["--resume"][..]].concat());
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    assert!(stderr.contains(&format!("classify: 0 flip(s) sampled, {n} kept from the earlier")), "{stderr}");
    assert_eq!(findings(&out), rows);

    // Other settings are not reused: with --classify-samples 10 every flip is sampled again.
    let other = ["--classify", "--classify-methods", "rename,reseed", "--classify-samples", "10", "--resume"];
    let (code, stdout, stderr) = wobble(&[&campaign[..], &other[..]].concat());
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    assert!(!stderr.contains("kept from the earlier"), "{stderr}");
    assert_eq!(stderr.matches("[classify ").count(), n, "{stderr}");

    // Starting afresh without --classify leaves no findings.csv describing replaced results.
    let (code, stdout, stderr) = wobble(&[&campaign[..], &["--overwrite"][..]].concat());
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    assert!(!out.join("findings.csv").exists());
    assert!(stdout.contains(&format!("findings: {n} ({n} unclassified)")), "{stdout}");
}

/// A flipped mutant that S3 split into a folder of files is classified like a one-file mutant
/// (regression: `--classify` read every mutant path as a file and stopped the campaign with
/// "cannot read …: Is a directory"). The chain is fixed by the campaign's default rng seed: Fig. 1's
/// M* mutants 3 and 4 (`S3(0>1) G1(3:requires) S3(0>2)`, then `S1(1,2)`) are split into three files
/// and flip (the README's fuzz example finds the same chains).
#[test]
fn campaign_classifies_a_multi_file_mutant() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("c");
    let (code, stdout, stderr) = wobble(&[
        "-j",
        "2",
        "campaign",
        "seeds/E-triggers/fig1.bpl",
        "--tools",
        "boogie",
        "--star-mutants",
        "4",
        "--operators",
        "S3",
        "--op-mutants",
        "1",
        "--confirm-timeouts",
        "1",
        "--timeout",
        "10",
        "--classify",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "brittle flips found\n{stdout}{stderr}");
    let rows = crate::common::cli::csv_triples(&out.join("findings.csv"), ["chain", "path", "class"]);
    // A mutant of several files is recorded by its main file, in a folder of its own.
    let in_folder = |path: &str| {
        let parent = std::path::Path::new(path).parent().and_then(|p| p.file_name());
        parent.is_some_and(|n| n.to_string_lossy().starts_with("mutant-")) && out.join(path).is_file()
    };
    let folders: Vec<_> = rows.iter().filter(|(_, path, _)| in_folder(path)).collect();
    assert!(!folders.is_empty(), "no multi-file mutant among the findings: {rows:?}");
    for (chain, path, class) in folders {
        assert!(chain.contains("S3("), "{chain}");
        assert_eq!(class, "encoding", "{path} ({chain})");
    }
}
