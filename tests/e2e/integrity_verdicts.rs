//! Issue 27, verdicts that say what happened: a seed that gets no mutant (an empty file, a seed no
//! operator applies to) is reported `no mutants` with the reason, never `robust`; `reproduce` on
//! a mutant of a results directory that never flipped says so and exits 0.

use crate::common::cli::wobble_run;

#[test]
fn a_seed_without_mutants_is_no_mutants_with_the_reason_not_robust() {
    assert!(crate::common::require_tool("boogie"));
    let tmp = tempfile::tempdir().unwrap();
    let empty = tmp.path().join("empty.bpl");
    std::fs::write(&empty, "").unwrap();
    let lonely = tmp.path().join("lonely.bpl");
    std::fs::write(&lonely, "type T;\n").unwrap();
    let out = tmp.path().join("r");
    let (code, stdout, err) = wobble_run(&[
        "-q",
        "fuzz",
        empty.to_str().unwrap(),
        lonely.to_str().unwrap(),
        "--mutants",
        "3",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stdout}{err}");
    assert!(!stdout.contains("robust"), "no seed here is robust:\n{stdout}");
    let line = |name: &str| stdout.lines().find(|l| l.contains(name)).unwrap_or_else(|| panic!("{name}:\n{stdout}"));
    assert!(line("empty.bpl").contains("no mutants: the seed has no declaration (empty program)"), "{stdout}");
    assert!(line("lonely.bpl").contains("no mutants: no enabled operator applies to the seed"), "{stdout}");
}

#[test]
fn reproduce_of_a_mutant_that_never_flipped_says_so_and_exits_0() {
    assert!(crate::common::require_tool("boogie"));
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("r");
    let (code, stdout, err) = wobble_run(&[
        "-q",
        "fuzz",
        "seeds/A-algorithms/gcd.bpl",
        "--mutants",
        "1",
        "--timeout",
        "60",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "gcd's mutant does not flip:\n{stdout}{err}");
    let mut csv = csv::Reader::from_path(out.join("results.csv")).unwrap();
    let headers = csv.headers().unwrap().clone();
    let col = |n: &str| headers.iter().position(|h| h == n).unwrap();
    let rows: Vec<csv::StringRecord> = csv.records().map(Result::unwrap).collect();
    let mutant = rows.iter().find(|r| &r[col("batch")] == "M*").expect("a mutant row");
    assert_eq!(&mutant[col("outcome")], "verified");
    let path = out.join(&mutant[col("path")]);
    let (code, stdout, err) = wobble_run(&["reproduce", path.to_str().unwrap(), "--timeout", "60"]);
    assert_eq!(code, 0, "{stdout}{err}");
    assert!(stdout.contains("no flip to reproduce: this mutant never flipped with boogie"), "{stdout}");
    assert!(!stdout.contains("the flip does not reproduce"), "{stdout}");
}

#[test]
fn mutate_with_its_defaults_writes_the_mutants_fuzz_verifies() {
    assert!(crate::common::require_tool("boogie"));
    let tmp = tempfile::tempdir().unwrap();
    let (r, m) = (tmp.path().join("r"), tmp.path().join("m"));
    let seed = "seeds/A-algorithms/gcd.bpl";
    let (code, stdout, err) = wobble_run(&["-q", "fuzz", seed, "--mutants", "2", "--out", r.to_str().unwrap()]);
    assert!(code == 0 || code == 1, "{stdout}{err}");
    let (code, _, err) = wobble_run(&["-q", "mutate", seed, "--count", "2", "--out", m.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    // Every file's text, without the header line that lists the files' names (fuzz names them
    // after the seed, mutate after the mutant).
    let texts = |dir: &std::path::Path| {
        let mut v: Vec<String> = crate::common::bpl_files(dir)
            .iter()
            .map(|f| {
                let t = std::fs::read_to_string(f).unwrap();
                t.lines().filter(|l| !l.starts_with("// files:")).collect::<Vec<_>>().join("\n")
            })
            .collect();
        v.sort();
        v
    };
    let (fuzzed, mutated) = (texts(&r.join("mutants")), texts(&m));
    assert!(!fuzzed.is_empty());
    assert_eq!(fuzzed, mutated, "the same mutants, byte for byte but for the file names");
}
