//! Issue 27, a results directory records its settings (`manifest.toml`): a `--resume` with a
//! changed `--rng-seed`, `--mutants` or `--timeout` is refused (exit 2) with each flag's old and
//! new value, and leaves `results.csv` and the mutants byte for byte as they were; a resume with
//! the same settings goes on.

use crate::common::cli::wobble_run;
use std::collections::BTreeMap;
use std::path::Path;

/// Every file below `dir` (relative path → bytes).
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(root, &p, out);
            } else {
                let rel = p.strip_prefix(root).unwrap().to_string_lossy().into_owned();
                out.insert(rel, std::fs::read(&p).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

#[test]
fn a_resume_with_changed_settings_is_refused_and_changes_nothing() {
    assert!(crate::common::require_tool("boogie"));
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("r");
    let out_s = out.to_str().unwrap();
    let seed = "seeds/A-algorithms/gcd.bpl";
    let (code, _, err) =
        wobble_run(&["-q", "fuzz", seed, "--mutants", "3", "--rng-seed", "1", "--timeout", "30", "--out", out_s]);
    assert!(code == 0 || code == 1, "first run: exit {code}\n{err}");
    let manifest = std::fs::read_to_string(out.join("manifest.toml")).expect("manifest.toml written");
    for needle in ["--rng-seed = \"1\"", "--mutants = \"3\"", "--timeout = \"30\"", "sha256 = ", "label = \"boogie\""] {
        assert!(manifest.contains(needle), "manifest lacks {needle}:\n{manifest}");
    }
    let before = files(&out.join("mutants"));
    assert!(!before.is_empty(), "mutants on disk");
    // Mutant folders are named after the seed's file stem, not its flattened absolute path.
    assert!(before.keys().all(|k| k.starts_with("gcd/M_star/mutant-")), "{:?}", before.keys());
    let csv_before = std::fs::read(out.join("results.csv")).unwrap();

    let (code, stdout, err) =
        wobble_run(&["fuzz", seed, "--mutants", "2", "--rng-seed", "7", "--timeout", "10", "--resume", "--out", out_s]);
    assert_eq!(code, 2, "a changed resume is bad input:\n{stdout}{err}");
    for line in ["--rng-seed: 1 → 7", "--mutants: 3 → 2", "--timeout: 30 → 10"] {
        assert!(err.contains(line), "the refusal names `{line}`:\n{err}");
    }
    assert_eq!(std::fs::read(out.join("results.csv")).unwrap(), csv_before, "results.csv untouched");
    assert_eq!(files(&out.join("mutants")), before, "mutant files untouched");
    assert_eq!(std::fs::read_to_string(out.join("manifest.toml")).unwrap(), manifest, "manifest untouched");

    // The same settings resume (everything is already done: the rows stay as they were).
    let (code, _, err) = wobble_run(&[
        "-q",
        "fuzz",
        seed,
        "--mutants",
        "3",
        "--rng-seed",
        "1",
        "--timeout",
        "30",
        "--resume",
        "--out",
        out_s,
    ]);
    assert!(code == 0 || code == 1, "same-settings resume: exit {code}\n{err}");
    assert_eq!(std::fs::read(out.join("results.csv")).unwrap(), csv_before);
}

#[test]
fn a_resume_of_a_directory_without_manifest_checks_its_rows() {
    assert!(crate::common::require_tool("boogie"));
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("r");
    let out_s = out.to_str().unwrap();
    let seed = "seeds/A-algorithms/gcd.bpl";
    let (code, _, err) = wobble_run(&["-q", "fuzz", seed, "--mutants", "2", "--rng-seed", "1", "--out", out_s]);
    assert!(code == 0 || code == 1, "first run: exit {code}\n{err}");
    // A directory written before manifests existed.
    std::fs::remove_file(out.join("manifest.toml")).unwrap();
    let csv_before = std::fs::read(out.join("results.csv")).unwrap();
    let (code, _, err) = wobble_run(&["fuzz", seed, "--mutants", "2", "--rng-seed", "7", "--resume", "--out", out_s]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--rng-seed: 1 → 7"), "{err}");
    assert_eq!(std::fs::read(out.join("results.csv")).unwrap(), csv_before);
    assert!(!out.join("manifest.toml").exists(), "a refused resume writes no manifest");
}
