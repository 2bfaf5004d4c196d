//! Issue 38, guided fuzzing (`fuzz --guided`) with the real Boogie 2.4.1 and z3: the same seeds
//! and RNG seed give byte-identical mutants (files, results.csv's mutant columns, guided.csv)
//! with `-j 1` and `-j 2`, and after an interrupted run is resumed; on
//! seeds/E-triggers/branch_loop.bpl the cost-raising L6 mutant becomes a parent and its
//! descendants are generated. `campaign --guided` steers batch M* the same way (M_J blind), with
//! the same guarantees, refuses a resume with other guided values, and is refused sharded, without
//! M* or at the Boogie level.

use crate::common::cli::{csv_columns, wobble_run};
use std::collections::BTreeMap;
use std::path::Path;

const BRANCH_LOOP: &str = "seeds/E-triggers/branch_loop.bpl";

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

/// results.csv's mutant columns, sorted (rows are written in completion order).
fn mutant_rows(out: &Path) -> Vec<Vec<String>> {
    let mut rows = csv_columns(
        &out.join("results.csv"),
        &["seed", "batch", "mutant", "chain", "rng_seed", "tool", "outcome", "program_hash", "path"],
    );
    rows.sort();
    rows
}

fn fuzz(seeds: &[&str], mutants: &str, jobs: &str, out: &Path, resume: bool) {
    let mut args = vec!["-q", "-j", jobs, "fuzz"];
    args.extend_from_slice(seeds);
    args.extend(["--guided", "--mutants", mutants, "--rng-seed", "3", "--timeout", "60", "--out"]);
    args.push(out.to_str().unwrap());
    if resume {
        args.push("--resume");
    }
    let (code, stdout, err) = wobble_run(&args);
    assert!(code == 0 || code == 1, "exit {code}\n{stdout}{err}");
}

#[test]
fn guided_mutants_are_the_same_whatever_jobs_and_across_resume() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let seeds = [BRANCH_LOOP, "seeds/A-algorithms/gcd.bpl"];
    let tmp = tempfile::tempdir().unwrap();
    let (one, two, resumed) = (tmp.path().join("j1"), tmp.path().join("j2"), tmp.path().join("resumed"));
    fuzz(&seeds, "10", "1", &one, false);
    fuzz(&seeds, "10", "2", &two, false);
    let mutants = files(&one.join("mutants"));
    assert!(mutants.len() >= 12, "{:?}", mutants.keys());
    assert_eq!(files(&two.join("mutants")), mutants, "mutant files with -j 1 and -j 2");
    assert_eq!(mutant_rows(&two), mutant_rows(&one), "results.csv's mutant columns");
    let guided = std::fs::read(one.join("guided.csv")).unwrap();
    assert_eq!(std::fs::read(two.join("guided.csv")).unwrap(), guided, "guided.csv");
    // More than one round, so that feedback decided something.
    let rounds = csv_columns(&one.join("guided.csv"), &["round"]);
    assert!(rounds.iter().any(|r| r[0] != "1"), "{rounds:?}");
    // The seeds ran as in blind fuzzing: both verified ahead at the query level, with the first
    // round's mutants.
    let cost = std::fs::read_to_string(one.join("cost.toml")).unwrap();
    assert!(cost.contains("seeds_ahead = 2\n"), "{cost}");

    // An interrupted run: the first rows of the -j 2 run only, no later mutant on disk.
    copy_dir(&two, &resumed);
    let csv = std::fs::read_to_string(resumed.join("results.csv")).unwrap();
    let kept: Vec<&str> = csv.lines().take(1 + 2 + 5).collect();
    std::fs::write(resumed.join("results.csv"), kept.join("\n") + "\n").unwrap();
    std::fs::remove_file(resumed.join("guided.csv")).unwrap();
    std::fs::remove_dir_all(resumed.join("mutants")).unwrap();
    std::fs::remove_dir_all(resumed.join(".cache")).ok();
    fuzz(&seeds, "10", "2", &resumed, true);
    assert_eq!(files(&resumed.join("mutants")), mutants, "mutant files after --resume");
    assert_eq!(mutant_rows(&resumed), mutant_rows(&one), "results.csv's mutant columns after --resume");
    assert_eq!(std::fs::read(resumed.join("guided.csv")).unwrap(), guided, "guided.csv after --resume");
}

#[test]
fn guided_rounds_narrow_mutants_of_seeds_with_several_procedures() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("g");
    fuzz(&["seeds/E-triggers/fig1.bpl", "seeds/D-dafny/Counter.bpl"], "10", "2", &out, false);
    let cost = std::fs::read_to_string(out.join("cost.toml")).unwrap();
    assert!(cost.contains("seeds_ahead = 2\n"), "{cost}");
    let narrowed: u64 = cost
        .lines()
        .find_map(|l| l.strip_prefix("narrowed = "))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("{cost}"));
    assert!(narrowed > 0, "no mutant narrowed to its changed procedures: {cost}");
}

#[test]
fn a_seed_that_does_not_verify_gets_the_first_round_only_and_its_note_says_why() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("g");
    let args = [
        "-j",
        "2",
        "fuzz",
        "seeds/failing/off_by_one.bpl",
        "seeds/A-algorithms/gcd.bpl",
        "--guided",
        "--guided-round",
        "2",
        "--mutants",
        "6",
        "--rng-seed",
        "3",
        "--out",
        out.to_str().unwrap(),
    ];
    let (code, stdout, err) = wobble_run(&args);
    assert!(code == 0 || code == 1, "exit {code}\n{stdout}{err}");
    let all = format!("{stdout}{err}");
    assert!(
        all.contains(
            "seeds/failing/off_by_one.bpl batch M*: 2 of 6 mutants (the seed does not verify under the guided \
             tool: first round only)"
        ),
        "{all}"
    );
    assert!(!all.contains("fewer mutants exist"), "{all}");
}

fn copy_dir(from: &Path, to: &Path) {
    for (rel, bytes) in files(from) {
        let p = to.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, bytes).unwrap();
    }
}

#[test]
fn guided_extends_the_cost_raising_l6_mutant_of_branch_loop() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("g");
    let (code, stdout, err) = wobble_run(&[
        "-q",
        "-j",
        "2",
        "fuzz",
        BRANCH_LOOP,
        "--guided",
        "--mutants",
        "30",
        "--rng-seed",
        "1",
        "--timeout",
        "60",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(code == 0 || code == 1, "exit {code}\n{stdout}{err}");
    let rows = csv_columns(&out.join("guided.csv"), &["mutant", "chain", "parent", "ratio", "verified"]);
    // The first mutant whose chain is L6 alone raises the cost (about 4.7×, MEASUREMENTS.md).
    let l6 = rows.iter().find(|r| r[1].starts_with("L6(") && !r[1].contains(' ')).expect("an L6 mutant");
    let ratio: f64 = l6[3].parse().unwrap();
    assert!(ratio >= 2.0 && l6[4] == "true", "{l6:?}");
    // It becomes the parent, and mutants extending its chain follow.
    assert!(rows.iter().any(|r| r[2] == l6[0]), "no mutant generated under parent {}: {rows:?}", l6[0]);
    let children: Vec<&Vec<String>> = rows.iter().filter(|r| r[1].starts_with(&format!("{} ", l6[1]))).collect();
    assert!(!children.is_empty(), "no descendant of {}: {rows:?}", l6[1]);
    // Every mutant is replayable from its header: results.csv has the same chains.
    let chains = csv_columns(&out.join("results.csv"), &["chain"]);
    assert!(children.iter().all(|c| chains.iter().any(|r| r[0] == c[1])));
}

fn campaign(seeds: &[&str], jobs: &str, out: &Path, extra: &[&str]) -> (i32, String) {
    let mut args = vec!["-q", "-j", jobs, "campaign"];
    args.extend_from_slice(seeds);
    args.extend(["--level", "smt", "--guided", "--star-mutants", "8", "--op-mutants", "2", "--operators", "L6,S1"]);
    args.extend(["--rng-seed", "3", "--timeout", "60", "--confirm-timeouts", "0", "--out", out.to_str().unwrap()]);
    args.extend_from_slice(extra);
    let (code, stdout, err) = wobble_run(&args);
    (code, format!("{stdout}{err}"))
}

#[test]
fn campaign_guided_steers_m_star_and_gives_the_same_mutants_whatever_jobs_and_across_resume() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let seeds = [BRANCH_LOOP, "seeds/A-algorithms/gcd.bpl"];
    let tmp = tempfile::tempdir().unwrap();
    let (one, two, resumed) = (tmp.path().join("j1"), tmp.path().join("j2"), tmp.path().join("resumed"));
    for (jobs, out) in [("1", &one), ("2", &two)] {
        let (code, text) = campaign(&seeds, jobs, out, &[]);
        assert!(code == 0 || code == 1, "exit {code}\n{text}");
    }
    let mutants = files(&one.join("mutants"));
    assert_eq!(files(&two.join("mutants")), mutants, "mutant files with -j 1 and -j 2");
    assert_eq!(mutant_rows(&two), mutant_rows(&one), "results.csv's mutant columns");
    let guided = std::fs::read(one.join("guided.csv")).unwrap();
    assert_eq!(std::fs::read(two.join("guided.csv")).unwrap(), guided, "guided.csv");
    // guided.csv lists exactly the M* mutants; the M_J batches ran blind beside them.
    let rows = mutant_rows(&one);
    let star: Vec<(String, String)> =
        rows.iter().filter(|r| r[1] == "M*").map(|r| (r[0].clone(), r[2].clone())).collect();
    let mut listed: Vec<(String, String)> = csv_columns(&one.join("guided.csv"), &["seed", "mutant"])
        .into_iter()
        .map(|r| (r[0].clone(), r[1].clone()))
        .collect();
    listed.sort();
    let mut star_sorted = star.clone();
    star_sorted.sort();
    star_sorted.dedup();
    assert_eq!(listed, star_sorted, "guided.csv against results.csv's M* rows");
    assert!(listed.len() >= 12, "{listed:?}");
    for b in ["M_L6", "M_S1"] {
        assert!(rows.iter().any(|r| r[1] == b), "no {b} row: {rows:?}");
    }
    let rounds = csv_columns(&one.join("guided.csv"), &["round"]);
    assert!(rounds.iter().any(|r| r[0] != "1"), "{rounds:?}");

    // An interrupted run: the first rows of the -j 2 run only, no mutant on disk.
    copy_dir(&two, &resumed);
    let csv = std::fs::read_to_string(resumed.join("results.csv")).unwrap();
    let kept: Vec<&str> = csv.lines().take(1 + 2 + 5).collect();
    std::fs::write(resumed.join("results.csv"), kept.join("\n") + "\n").unwrap();
    std::fs::remove_file(resumed.join("guided.csv")).unwrap();
    std::fs::remove_dir_all(resumed.join("mutants")).unwrap();
    std::fs::remove_dir_all(resumed.join(".cache")).ok();
    // A resume with other guided parameters is refused before anything runs.
    let (code, text) = campaign(&seeds, "2", &resumed, &["--resume", "--guided-round", "2"]);
    assert_eq!(code, 2, "{text}");
    assert!(text.contains("--resume refused") && text.contains("--guided-round"), "{text}");
    let (code, text) = campaign(&seeds, "2", &resumed, &["--resume"]);
    assert!(code == 0 || code == 1, "exit {code}\n{text}");
    assert_eq!(files(&resumed.join("mutants")), mutants, "mutant files after --resume");
    assert_eq!(mutant_rows(&resumed), mutant_rows(&one), "results.csv's mutant columns after --resume");
    assert_eq!(std::fs::read(resumed.join("guided.csv")).unwrap(), guided, "guided.csv after --resume");
}

#[test]
fn campaign_guided_is_refused_sharded_or_at_the_boogie_level() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("x");
    let o = out.to_str().unwrap();
    for (extra, says) in [
        (vec!["--level", "smt", "--shard", "1/2"], "sharded campaign"),
        (vec!["--level", "smt", "--no-star"], "--no-star"),
        (vec![], "--level smt"),
    ] {
        let mut args = vec!["campaign", BRANCH_LOOP, "--guided", "--out", o];
        args.extend(extra);
        let (code, stdout, err) = wobble_run(&args);
        assert_eq!(code, 2, "{args:?}\n{stdout}{err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(!out.exists(), "nothing is written when refused");
    }
}
