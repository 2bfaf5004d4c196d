//! Fuzzing a verifier release end to end with real binaries: the Debian Z3 4.8.12, the Z3 4.13.0
//! release installed by `make releases` (`.releases/`), and a configuration that turns off Z3's
//! quantifier instantiation — under which the paper's Fig. 1 cannot verify, so comparing it with
//! the default must report a regression. Mutants must be byte-identical across configurations.

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

#[test]
fn releases_run_the_same_mutants_and_regressions_are_reported() {
    if !common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let z3_new = common::tools::require_release("z3-4.13.0");
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("wobble.toml");
    std::fs::write(
        &config,
        format!(
            "[[verifier]]\nlabel = \"boogie-z3-4.13.0\"\nbackend = \"boogie\"\nz3 = \"{}\"\n\n\
             [[verifier]]\nlabel = \"no-ematching\"\nbackend = \"boogie\"\nargs = [\"/proverOpt:O:smt.ematching=false\"]\n",
            z3_new.display()
        ),
    )
    .unwrap();
    let out = tmp.path().join("run");
    let fuzz = Command::new(env!("CARGO_BIN_EXE_wobble"))
        .args(["--quiet", "-j", "2", "fuzz"])
        .arg(root.join("seeds/E-triggers/fig1.bpl"))
        .arg(root.join("seeds/A-algorithms/linear_search.bpl"))
        .args([
            "--tools",
            "boogie,boogie-z3-4.13.0,no-ematching",
            "--only",
            "S1,L5",
            "--mutants",
            "3",
            "--timeout",
            "60",
            // A release comparison pairs every mutant across configurations, also under the one
            // that does not verify the seed.
            "--all-tools-mutants",
        ])
        .arg("--config")
        .arg(&config)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(matches!(fuzz.status.code(), Some(0) | Some(1)), "{}", String::from_utf8_lossy(&fuzz.stderr));

    let mut rdr = csv::Reader::from_path(out.join("results.csv")).unwrap();
    let h = rdr.headers().unwrap().clone();
    let col = |n: &str| h.iter().position(|x| x == n).unwrap();
    let (seed, batch, mutant, tool, version, hash, outcome) = (
        col("seed"),
        col("batch"),
        col("mutant"),
        col("tool"),
        col("tool_version"),
        col("program_hash"),
        col("outcome"),
    );
    let mut hashes: BTreeMap<(String, String, String), Vec<String>> = BTreeMap::new();
    let mut versions: BTreeMap<String, String> = BTreeMap::new();
    let mut fig1_seed: BTreeMap<String, String> = BTreeMap::new();
    for r in rdr.records() {
        let r = r.unwrap();
        hashes.entry((r[seed].into(), r[batch].into(), r[mutant].into())).or_default().push(r[hash].into());
        versions.insert(r[tool].into(), r[version].into());
        if r[seed].ends_with("fig1.bpl") && &r[batch] == "seed" {
            fig1_seed.insert(r[tool].into(), r[outcome].into());
        }
    }
    assert_eq!(hashes.len(), 8, "2 seeds and 3 mutants each: {hashes:?}");
    for (k, hs) in &hashes {
        assert_eq!(hs.len(), 3, "{k:?} ran with every configuration");
        assert!(hs.iter().all(|x| x == &hs[0]), "{k:?}: programs differ between configurations");
    }
    assert!(versions["boogie"].contains("z3 4.8.12"), "{versions:?}");
    assert!(
        versions["boogie-z3-4.13.0"].contains("z3 4.13.0"),
        "results record the binary's own version: {versions:?}"
    );
    assert_eq!(fig1_seed["boogie"], "verified");
    assert_eq!(fig1_seed["boogie-z3-4.13.0"], "verified");
    assert_ne!(fig1_seed["no-ematching"], "verified");

    let compare = |new: &str, dir: &str| {
        Command::new(env!("CARGO_BIN_EXE_wobble"))
            .args(["compare"])
            .arg(&out)
            .args(["--base", "boogie", "--new", new, "--format", "both", "--out"])
            .arg(tmp.path().join(dir))
            .output()
            .unwrap()
    };
    let regress = compare("no-ematching", "cmp1");
    let text = String::from_utf8_lossy(&regress.stdout);
    assert_eq!(regress.status.code(), Some(1), "a regression gives exit status 1:\n{text}");
    assert!(text.contains("regression"), "{text}");
    assert!(text.contains("wobble reproduce"), "{text}");
    let csv = std::fs::read_to_string(tmp.path().join("cmp1/compare.csv")).unwrap();
    assert!(csv.lines().any(|l| l.contains("fig1.bpl") && l.contains("regression")), "{csv}");
    let release = compare("boogie-z3-4.13.0", "cmp2");
    assert!(matches!(release.status.code(), Some(0) | Some(1)), "{}", String::from_utf8_lossy(&release.stderr));
    assert!(tmp.path().join("cmp2/compare.csv").exists());
}
