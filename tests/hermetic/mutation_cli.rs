//! `wobble mutate` as a user runs it: files and headers, byte-identical output for any --jobs,
//! --enumerate S1, --list-sites, and exit status 2 on bad input.

use crate::mutation_fixtures;

use mutation_fixtures::{FIG1, RICH};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

fn wobble(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_wobble")).args(args).output().expect("run wobble")
}

/// Every file under `dir` (relative path -> content).
fn tree(dir: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                let rel = p.strip_prefix(dir).unwrap().display().to_string();
                out.insert(rel, std::fs::read_to_string(&p).unwrap());
            }
        }
    }
    out
}

#[test]
fn output_is_identical_for_any_jobs_and_headers_regenerate() {
    let tmp = tempfile::tempdir().unwrap();
    let seed = tmp.path().join("rich.bpl");
    std::fs::write(&seed, RICH).unwrap();
    let s = seed.to_str().unwrap();
    let mut trees = Vec::new();
    for jobs in ["1", "2"] {
        let out = tmp.path().join(format!("out{jobs}"));
        let o = wobble(&[
            "--jobs",
            jobs,
            "mutate",
            s,
            "--count",
            "40",
            "--rng-seed",
            "7",
            "--weights",
            "S3=4",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let stdout = String::from_utf8_lossy(&o.stdout);
        assert!(stdout.contains("generated 40 of 40 mutants"), "{stdout}");
        assert!(stdout.contains("operator applications: S1="), "{stdout}");
        trees.push(tree(&out));
    }
    assert_eq!(trees[0], trees[1]);
    let files = &trees[0];
    assert!(files.contains_key("mutant-0001.bpl") || files.contains_key("mutant-0001/mutant-0001.bpl"));
    assert!(
        files.keys().any(|k| k.contains("/mutant-") && k.ends_with(".part1.bpl")),
        "no multi-file mutant: {:?}",
        files.keys()
    );
    for (name, text) in files {
        let h = wobble::generation::parse_header(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(h.seed, s);
        assert_eq!(h.rng_seed, 7);
        assert_eq!(h.of, 40);
        let v = wobble::generation::regenerate(&h, RICH).unwrap();
        let regenerated = wobble::generation::render_mutant(&h, &v);
        let file_name = Path::new(name).file_name().unwrap().to_str().unwrap();
        let f = regenerated.files.iter().find(|f| f.name == file_name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(&f.text, text, "{name} does not regenerate byte-identically");
    }
}

#[test]
fn enumerate_writes_the_120_orders_of_fig1() {
    let tmp = tempfile::tempdir().unwrap();
    let seed = tmp.path().join("fig1.bpl");
    std::fs::write(&seed, FIG1).unwrap();
    let out = tmp.path().join("orders");
    let o = wobble(&["mutate", seed.to_str().unwrap(), "--enumerate", "S1", "--out", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let files = tree(&out);
    assert_eq!(files.len(), 120);
    let first = &files["mutant-0001.bpl"];
    assert!(first.contains("// mutant: 1 of 120\n// chain:\n"), "{first}");
    let bodies: std::collections::HashSet<&str> = files.values().map(|t| t.split_once("\n\n").unwrap().1).collect();
    assert_eq!(bodies.len(), 120);
}

#[test]
fn list_sites_names_every_operator() {
    let tmp = tempfile::tempdir().unwrap();
    let seed = tmp.path().join("fig1.bpl");
    std::fs::write(&seed, FIG1).unwrap();
    let o = wobble(&["mutate", seed.to_str().unwrap(), "--list-sites"]);
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("S1 (weight 1, 10 sites)"), "{text}");
    assert!(text.contains("  S1(0,1)"), "{text}");
    assert!(text.contains("S2 (weight 1, 1 sites)"), "{text}");
    assert!(text.contains("G2 (weight 0, 0 sites)"), "{text}");
}

#[test]
fn bad_input_exits_2() {
    let tmp = tempfile::tempdir().unwrap();
    let bad = tmp.path().join("bad.bpl");
    std::fs::write(&bad, "procedure p(\n  { }\n").unwrap();
    let good = tmp.path().join("good.bpl");
    std::fs::write(&good, FIG1).unwrap();
    let out = tmp.path().join("o");
    let out = out.to_str().unwrap();
    let o = wobble(&["mutate", bad.to_str().unwrap(), "--out", out]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("bad.bpl:2:"), "{err}");
    let g = good.to_str().unwrap();
    for args in [
        vec!["mutate", "/nonexistent.bpl", "--out", out],
        vec!["mutate", g, "--weights", "S9=1", "--out", out],
        vec!["mutate", g, "--weights", "S1=x", "--out", out],
        vec!["mutate", g, "--only", "Q1", "--out", out],
        vec!["mutate", g, "--only", "G2", "--weights", "G2=0", "--out", out],
        vec!["mutate", g, "--count", "0", "--out", out],
        vec!["mutate", g, "--enumerate", "L1", "--out", out],
        vec!["mutate", g],
    ] {
        let o = wobble(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
    }
    let nine: String = (0..9).map(|i| format!("const c{i}: int;\n")).collect();
    let big = tmp.path().join("nine.bpl");
    std::fs::write(&big, nine).unwrap();
    let o = wobble(&["mutate", big.to_str().unwrap(), "--enumerate", "S1", "--out", out]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("limited to 8"));
}
