//! `wobble check`, the CI gate, with the real Boogie and z3: a baseline of our seeds, an edit
//! that adds an unstable lemma (exit 1, a GitHub annotation at the lemma's line, JUnit XML that
//! validates against tests/data/junit.xsd), an unchanged re-run and a line shift that solve
//! nothing, `--update-baseline`; and `.smt2` input: the /proverLog of one of our Dafny programs,
//! a file with several check-sats and a prelude's solver options.

use crate::common::tools::require_tool;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

use crate::common::cli::wobble_run_in as wobble_in;

/// The value of `"key": N` in the JSON report's summary.
fn summary(json: &str, key: &str) -> u64 {
    let pat = format!("\"{key}\": ");
    let at = json.find(&pat).unwrap_or_else(|| panic!("no {key} in {json}")) + pat.len();
    json[at..].chars().take_while(char::is_ascii_digit).collect::<String>().parse().unwrap()
}

/// The JSON line of unit `name`.
fn unit_line<'a>(json: &'a str, name: &str) -> &'a str {
    json.lines().find(|l| l.contains(&format!("\"name\": \"{name}\""))).unwrap_or_else(|| panic!("no {name}: {json}"))
}

fn validate_junit(path: &Path) {
    assert!(require_tool("xmllint"));
    let out = Command::new("xmllint")
        .arg("--noout")
        .arg("--schema")
        .arg(repo("tests/data/junit.xsd"))
        .arg(path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}: {}", path.display(), String::from_utf8_lossy(&out.stderr));
}

// Slow (about 70 s, issue 51): `check` samples every unit of a baseline and of the edit with the
// sequential rule; the reuse of unchanged units is what it shows.
#[test]
fn check_gates_an_unstable_edit_and_reuses_unchanged_units() {
    assert!(require_tool("boogie") && require_tool("z3"));
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::create_dir(d.join("proofs")).unwrap();
    std::fs::copy(repo("seeds/A-algorithms/gcd.bpl"), d.join("proofs/gcd.bpl")).unwrap();
    std::fs::copy(repo("tests/data/check/disc_before.bpl"), d.join("proofs/disc.bpl")).unwrap();

    // 1. The baseline: both programs stable.
    let (code, out, err) = wobble_in(
        d,
        &["check", "proofs", "--baseline", "b.toml", "--update-baseline", "-j", "2", "--format", "text,junit=r0.xml"],
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("0 failed") && out.contains("0 reused"), "{out}");
    let baseline = std::fs::read_to_string(d.join("b.toml")).unwrap();
    assert!(baseline.contains("name = \"EuclidGcd\"") && baseline.contains("name = \"CountHalf\""), "{baseline}");
    assert!(!baseline.contains("InsideSquare"), "{baseline}");
    validate_junit(&d.join("r0.xml"));

    // 2. Unchanged: nothing is solved, everything reused, exit 0; the baseline is not rewritten.
    let (code, json, err) = wobble_in(d, &["check", "proofs", "--baseline", "b.toml", "--format", "json"]);
    assert_eq!(code, 0, "{json}{err}");
    assert_eq!((summary(&json, "solver_runs"), summary(&json, "sampled")), (0, 0), "{json}");
    assert_eq!(summary(&json, "reused"), summary(&json, "units"), "{json}");
    assert_eq!(std::fs::read_to_string(d.join("b.toml")).unwrap(), baseline);

    // 3. A line shift above CountHalf (a comment line) changes no canonical query: still nothing solved.
    let shifted =
        format!("// a comment that shifts every line\n{}", std::fs::read_to_string(d.join("proofs/disc.bpl")).unwrap());
    std::fs::write(d.join("proofs/disc.bpl"), shifted).unwrap();
    let (code, json, err) = wobble_in(d, &["check", "proofs", "--baseline", "b.toml", "--format", "json"]);
    assert_eq!(code, 0, "{json}{err}");
    assert_eq!(summary(&json, "solver_runs"), 0, "{json}");
    assert!(unit_line(&json, "CountHalf").contains("\"line\": 21"), "the annotation line follows the shift: {json}");

    // 4. The edit: the unstable lemma InsideSquare (and its caller) written in: exit 1, an
    //    annotation at the lemma's line, the unchanged units reused.
    std::fs::copy(repo("seeds/unstable/disc.bpl"), d.join("proofs/disc.bpl")).unwrap();
    let (code, out, err) = wobble_in(
        d,
        &[
            "check",
            "proofs",
            "--baseline",
            "b.toml",
            "-j",
            "2",
            "--cache",
            "c",
            "--format",
            "text,github,junit=r1.xml,json=r1.json",
        ],
    );
    assert_eq!(code, 1, "{out}{err}");
    let annotation = out.lines().find(|l| l.starts_with("::error ")).unwrap_or_else(|| panic!("no annotation: {out}"));
    assert!(annotation.starts_with("::error file=proofs/disc.bpl,line=5,"), "{annotation}");
    assert!(annotation.contains("title=wobble check%3A unstable::InsideSquare: unstable"), "{annotation}");
    assert_eq!(out.lines().filter(|l| l.starts_with("::error")).count(), 1, "{out}");
    let json = std::fs::read_to_string(d.join("r1.json")).unwrap();
    assert!(unit_line(&json, "InsideSquare").contains("\"verdict\": \"unstable\", \"source\": \"sampled\""), "{json}");
    assert!(unit_line(&json, "Taxicab").contains("\"source\": \"sampled\""), "{json}");
    for reused in ["CountHalf", "EuclidGcd"] {
        assert!(unit_line(&json, reused).contains("\"source\": \"reused\""), "{reused}: {json}");
    }
    let junit = std::fs::read_to_string(d.join("r1.xml")).unwrap();
    assert!(
        junit.contains("<failure message=\"unstable: proved under some") && junit.contains("type=\"unstable\""),
        "{junit}"
    );
    validate_junit(&d.join("r1.xml"));
    assert_eq!(std::fs::read_to_string(d.join("b.toml")).unwrap(), baseline, "written only with --update-baseline");

    // 5. --update-baseline records the new units (the gate still fails on the unstable one; the
    //    runs come from the --cache of step 4); the next run then reuses every unit, the
    //    unstable verdict included, solves nothing, and still fails.
    let (code, out, err) = wobble_in(
        d,
        &["check", "proofs", "--baseline", "b.toml", "--update-baseline", "--cache", "c", "--format", "json"],
    );
    assert_eq!(code, 1, "{out}{err}");
    let updated = std::fs::read_to_string(d.join("b.toml")).unwrap();
    assert!(updated.contains("name = \"InsideSquare\"") && updated.contains("verdict = \"unstable\""), "{updated}");
    let (code, out, err) = wobble_in(d, &["check", "proofs", "--baseline", "b.toml", "--format", "json"]);
    assert_eq!(code, 1, "{out}{err}");
    assert_eq!((summary(&out, "solver_runs"), summary(&out, "reused")), (0, 4), "{out}");
}

/// The /proverLog query of seeds/D-dafny/src/MaxSum.dfy (written by Dafny 2.3.0 into `dir`).
fn dafny_log(dir: &Path) -> PathBuf {
    assert!(require_tool("dafny"));
    let log = dir.join("maxsum.smt2");
    let out = Command::new("dafny")
        .arg("/compile:0")
        .arg(format!("/proverLog:{}", log.display()))
        .arg(repo("seeds/D-dafny/src/MaxSum.dfy"))
        .current_dir(dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("2 verified, 0 errors"), "{text}");
    log
}

#[test]
fn check_takes_any_verifiers_smt2_queries() {
    assert!(require_tool("z3"));
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::create_dir(d.join("q")).unwrap();
    dafny_log(&d.join("q"));
    // Two check-sats, each goal in its own scope, and Verus-style options in the file
    // (auto_config false, smt.mbqi false, smt.arith.solver 2, ...).
    std::fs::copy(repo("tests/data/smt2/verus_style.smt2"), d.join("q/verus_style.smt2")).unwrap();
    let (code, json, err) =
        wobble_in(d, &["check", "q", "--baseline", "b.toml", "--update-baseline", "-j", "2", "--format", "json"]);
    assert_eq!(code, 0, "{json}{err}");
    assert!(summary(&json, "units") >= 4, "{json}");
    // Its units are named by content (`verus_style.smt2#TAG`): the names the splitter gives.
    let names: Vec<String> = wobble::smt::text::unit::read_file(&d.join("q/verus_style.smt2"))
        .unwrap()
        .iter()
        .map(|u| u.name().to_string())
        .collect();
    for name in &names {
        assert!(unit_line(&json, name).contains("\"verdict\": \"stable\""), "{name}: {json}");
    }
    let first = unit_line(&json, &names[0]);
    assert!(first.contains("\"line\": 29"), "the check-sat's line: {first}");
    assert!(json.lines().filter(|l| l.contains("q/maxsum.smt2")).count() >= 2, "{json}");
    assert!(!json.contains("\"rlimit\": null"), "every unit has cost figures: {json}");
    let (code, json, err) = wobble_in(d, &["check", "q", "--baseline", "b.toml", "--format", "json"]);
    assert_eq!(code, 0, "{json}{err}");
    assert_eq!(summary(&json, "solver_runs"), 0, "{json}");

    // A unit the solver answers `sat` (sessions.smt2's second) is unsolvable: exit 1, at its check-sat.
    std::fs::copy(repo("tests/data/smt2/sessions.smt2"), d.join("sessions.smt2")).unwrap();
    let (code, out, err) = wobble_in(d, &["check", "sessions.smt2", "--format", "github,junit=s.xml"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("::error file=sessions.smt2,line=") && out.contains("unsolvable"), "{out}");
    validate_junit(&d.join("s.xml"));
}

#[test]
fn check_reports_bad_input_and_broken_programs() {
    assert!(require_tool("boogie") && require_tool("z3"));
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    // A syntax error: bad input at FILE:LINE:COL, before any tool runs.
    std::fs::write(d.join("bad.bpl"), "procedure P() {\n  assert 1 <;\n}\n").unwrap();
    let (code, out, err) = wobble_in(d, &["check", "bad.bpl"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("bad.bpl:2:"), "{err}");
    // A type error only Boogie finds: an error unit (exit 1), and the other file is still checked.
    std::fs::write(d.join("typo.bpl"), "procedure P() { assert undeclared > 0; }\n").unwrap();
    std::fs::copy(repo("seeds/A-algorithms/gcd.bpl"), d.join("gcd.bpl")).unwrap();
    let (code, json, err) = wobble_in(d, &["check", "typo.bpl", "gcd.bpl", "--format", "json"]);
    assert_eq!(code, 1, "{json}{err}");
    assert!(unit_line(&json, "typo.bpl").contains("\"verdict\": \"error\""), "{json}");
    assert!(unit_line(&json, "EuclidGcd").contains("\"verdict\": \"stable\""), "{json}");
    // Usage: --update-baseline needs --baseline; a missing baseline; mixed stdout formats.
    for args in [
        &["check", "gcd.bpl", "--update-baseline"][..],
        &["check", "gcd.bpl", "--baseline", "none.toml"][..],
        &["check", "gcd.bpl", "--format", "text,json"][..],
        &["check", "gcd.bpl", "--max-cost-growth", "0.5"][..],
    ] {
        let (code, out, err) = wobble_in(d, args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
    }
}

/// The `run:` steps of a GitHub workflow: (step name, command), multi-line `run: |` blocks joined.
fn workflow_runs(yaml: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut name = String::new();
    let lines: Vec<&str> = yaml.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let t = lines[i].trim_start();
        let t = t.strip_prefix("- ").unwrap_or(t);
        if let Some(n) = t.strip_prefix("name: ") {
            name = n.trim().to_string();
        } else if let Some(cmd) = t.strip_prefix("run: ") {
            if cmd.trim() == "|" {
                let indent = lines.get(i + 1).map_or(0, |l| l.len() - l.trim_start().len());
                let mut block = Vec::new();
                while i + 1 < lines.len()
                    && (lines[i + 1].trim().is_empty()
                        || lines[i + 1].len() - lines[i + 1].trim_start().len() >= indent)
                {
                    i += 1;
                    block.push(lines[i].trim());
                }
                out.push((name.clone(), block.join("\n")));
            } else {
                out.push((name.clone(), cmd.trim().to_string()));
            }
        }
        i += 1;
    }
    out
}

/// Steps of docs/ci/github-wobble-check.yml that install tools (the machine has them): not run.
const INSTALL_STEPS: [&str; 2] = ["Install the verifiers", "Install wobble"];

#[test]
fn check_workflow_runs_its_commands() {
    assert!(require_tool("boogie") && require_tool("z3") && require_tool("xmllint"));
    let yaml = std::fs::read_to_string(repo("docs/ci/github-wobble-check.yml")).unwrap();
    let runs = workflow_runs(&yaml);
    for step in INSTALL_STEPS {
        assert!(runs.iter().any(|(n, _)| n == step), "no step `{step}` in the workflow: {runs:?}");
    }
    let commands: Vec<&str> =
        runs.iter().filter(|(n, _)| !INSTALL_STEPS.contains(&n.as_str())).map(|(_, c)| c.as_str()).collect();
    assert!(commands.iter().any(|c| c.starts_with("wobble check ")), "{commands:?}");
    // A repository with proofs/ and its committed baseline (made as the workflow's comment says).
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::create_dir(d.join("proofs")).unwrap();
    for seed in ["seeds/A-algorithms/gcd.bpl", "seeds/A-algorithms/max_array.bpl"] {
        std::fs::copy(repo(seed), d.join("proofs").join(Path::new(seed).file_name().unwrap())).unwrap();
    }
    let (code, out, err) =
        wobble_in(d, &["check", "proofs/", "--baseline", "wobble-baseline.toml", "--update-baseline", "-j", "2"]);
    assert_eq!(code, 0, "{out}{err}");
    let bin = Path::new(env!("CARGO_BIN_EXE_wobble")).parent().unwrap().to_path_buf();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    for c in commands {
        let out = Command::new("bash")
            .arg("-euo")
            .arg("pipefail")
            .arg("-c")
            .arg(c)
            .current_dir(d)
            .env("PATH", &path)
            .output()
            .unwrap();
        let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(out.status.success(), "`{c}`: {text}");
        assert!(text.contains("0 failed") && text.contains("(0 solver runs)"), "`{c}`: {text}");
    }
    validate_junit(&d.join("wobble-check.xml"));
}

/// For each unit that fails the gate on its verdict, `wobble check` prints on standard error the
/// `wobble explain` command that can explain it (standard output may be a machine-readable
/// format); an unsolvable unit gets the pair form, since it has no passing run of its own; a unit
/// that passes gets none. The failing unit is the S1 mutant of seeds/E-triggers/heap_bump.bpl, which
/// runs out of its own `{:rlimit}` under every perturbation (seeds/failing/MEASUREMENTS.md).
#[test]
fn check_prints_the_explain_command_of_each_failing_unit() {
    assert!(require_tool("boogie") && require_tool("z3"));
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::create_dir(d.join("proofs")).unwrap();
    std::fs::copy(repo("seeds/A-algorithms/gcd.bpl"), d.join("proofs/gcd.bpl")).unwrap();
    std::fs::copy(repo("seeds/failing/heap_bump_swapped.bpl"), d.join("proofs/heap_bump_swapped.bpl")).unwrap();
    let (code, json, err) = wobble_in(d, &["check", "proofs", "--samples", "20", "-j", "2", "--format", "json"]);
    assert_eq!(code, 1, "{json}{err}");
    assert!(unit_line(&json, "Above").contains("\"verdict\": \"unsolvable\""), "{json}");
    assert!(unit_line(&json, "EuclidGcd").contains("\"verdict\": \"stable\""), "{json}");
    // Unsolvable: no passing run of its own to compare, so the pair form with the old version.
    let line = "explain Above: it never verified, so explain needs the version that did: \
                wobble explain --seed OLD.bpl --mutant proofs/heap_bump_swapped.bpl";
    assert!(err.lines().any(|l| l == line), "{err}");
    assert_eq!(err.matches("wobble explain").count(), 1, "only the failing unit: {err}");
    assert!(!json.contains("wobble explain"), "not on standard output: {json}");
}
