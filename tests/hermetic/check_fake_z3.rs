//! `wobble check` and `wobble stability` on `.smt2` files against fake z3 binaries (POSIX shell
//! scripts named in a `wobble.toml`): the cost gate compares only counts of the same solver, units
//! keep their names when a check-sat is inserted, a tool failure that stops a unit is exit status 3
//! (a rejected unit 1), and a perturbed text the solver rejects is never counted as a failing run.

use std::path::{Path, PathBuf};

use crate::common::cli::wobble_run_in as wobble_in;

/// A fake z3 `dir/NAME` that reports `version` and runs `body` on a query (`$q`: the query file),
/// and its configuration, labelled NAME, appended to `dir/wobble.toml`.
fn fake_z3(dir: &Path, name: &str, version: &str, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt as _;
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\nif [ \"$1\" = \"--version\" ]; then echo \"Z3 version {version} - 64 bit\"; exit 0; fi\n\
         for q; do :; done\n{body}\n"
    );
    std::fs::write(&path, script).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut config = std::fs::read_to_string(dir.join("wobble.toml")).unwrap_or_default();
    config.push_str(&format!("[[verifier]]\nlabel = \"{name}\"\nbackend = \"boogie\"\nz3 = \"{}\"\n", path.display()));
    std::fs::write(dir.join("wobble.toml"), config).unwrap();
    path
}

/// A z3 that proves everything and counts `count` resources (a shell expression).
fn proving(count: &str) -> String {
    format!("echo unsat\necho '(:reason-unknown \"unknown\")'\necho \"(:rlimit-count {count})\"")
}

/// The value of `"key": N` in a JSON report's summary.
fn summary(json: &str, key: &str) -> u64 {
    let pat = format!("\"{key}\": ");
    let at = json.find(&pat).unwrap_or_else(|| panic!("no {key} in {json}")) + pat.len();
    json[at..].chars().take_while(char::is_ascii_digit).collect::<String>().parse().unwrap()
}

/// The JSON lines of the units.
fn unit_lines(json: &str) -> Vec<&str> {
    json.lines().filter(|l| l.contains("\"file\": ")).collect()
}

const PRELUDE: &str = "(declare-fun f (Int) Int)\n(assert (forall ((x Int)) (> (f x) 0)))\n";

fn goal(n: u32) -> String {
    format!("(push 1)\n(assert (not (> (f {n}) 0)))\n(check-sat)\n(pop 1)\n")
}

/// The case: a baseline sampled by one z3 release, a re-check of the unchanged query by
/// another that counts 1.27 times as much, `--max-cost-growth 1`: no cost comparison, a note
/// saying so, exit 0. Under one solver the gate still compares (a grown count fails).
#[test]
fn check_compares_costs_only_under_the_same_solver() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    fake_z3(d, "z3-new", "5.4.1", &proving("1000"));
    fake_z3(d, "z3-old", "4.8.12", &proving("1270"));
    std::fs::write(d.join("q.smt2"), format!("{PRELUDE}{}", goal(1))).unwrap();
    let base = ["check", "q.smt2", "--baseline", "b.toml", "--samples", "20", "--format", "json"];
    let (code, json, err) = wobble_in(d, &[&base[..], &["--solver", "z3-new", "--update-baseline"]].concat());
    assert_eq!(code, 0, "{json}{err}");
    let baseline = std::fs::read_to_string(d.join("b.toml")).unwrap();
    assert!(baseline.contains(&format!("solver_binary = \"{}\"", d.join("z3-new").display())), "{baseline}");
    assert!(baseline.contains("solver_args = []") && baseline.contains("rlimit_max = 1000"), "{baseline}");

    let (code, json, err) = wobble_in(d, &[&base[..], &["--solver", "z3-old", "--max-cost-growth", "1"]].concat());
    assert_eq!(code, 0, "another solver's counts are not compared: {json}{err}");
    assert!(
        json.contains("\"cost_note\": \"no comparable baseline for cost: it was sampled by z3-new 5.4.1"),
        "{json}"
    );
    assert!(json.contains("\"baseline_note\": \"the baseline was sampled with other settings (solver:"), "{json}");
    assert!(unit_lines(&json)[0].contains("\"baseline_rlimit_max\": null"), "{json}");
    let (_, text, _) = wobble_in(d, &[&base[..6], &["--solver", "z3-old", "--max-cost-growth", "1"]].concat());
    assert!(text.contains("note: no comparable baseline for cost"), "{text}");

    // The same solver: counts are compared. The fake counts the query's bytes, so a longer
    // prelude (the unit keeps its name: it is named by its goal) costs more.
    fake_z3(d, "z3-bytes", "4.8.12", &proving("$(wc -c < \"$q\")"));
    let with = |extra: &[&'static str]| [&base[..], &["--solver", "z3-bytes"], extra].concat();
    let (code, json, err) = wobble_in(d, &with(&["--update-baseline"]));
    assert_eq!(code, 0, "{json}{err}");
    let longer =
        format!("{PRELUDE}(declare-fun g (Int) Int)\n(assert (forall ((y Int)) (>= (g y) (f y))))\n{}", goal(1));
    std::fs::write(d.join("q.smt2"), longer).unwrap();
    let (code, json, err) = wobble_in(d, &with(&["--max-cost-growth", "1"]));
    assert_eq!(code, 1, "{json}{err}");
    assert!(json.contains("\"cost_note\": null") && json.contains("\"kind\": \"cost growth\""), "{json}");
}

/// Inserting a check-sat before two units renames neither: both are reused from the baseline, the
/// new one is sampled, and nothing counts as removed; deleting one counts one.
#[test]
fn check_matches_smt2_units_by_content_not_position() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    fake_z3(d, "fz3", "4.8.12", &proving("$(wc -c < \"$q\")"));
    std::fs::write(d.join("q.smt2"), format!("{PRELUDE}{}{}", goal(1), goal(2))).unwrap();
    let check = |extra: &[&str]| {
        let args =
            [&["check", "q.smt2", "--solver", "fz3", "--baseline", "b.toml", "--samples", "20"][..], extra].concat();
        wobble_in(d, &[&args[..], &["--format", "json"]].concat())
    };
    let (code, before, err) = check(&["--update-baseline"]);
    assert_eq!(code, 0, "{before}{err}");
    std::fs::write(d.join("q.smt2"), format!("{PRELUDE}{}{}{}", goal(0), goal(1), goal(2))).unwrap();
    let (code, json, err) = check(&["--max-cost-growth", "1"]);
    assert_eq!(code, 0, "{json}{err}");
    let counts: Vec<u64> = ["units", "reused", "sampled", "removed"].iter().map(|k| summary(&json, k)).collect();
    assert_eq!(counts, [3, 2, 1, 0], "{json}");
    let units = unit_lines(&json);
    assert!(units[0].contains("\"source\": \"sampled\""), "{json}");
    // Each old unit keeps its name (and its line moves with it).
    for (old, new) in unit_lines(&before).iter().zip(&units[1..]) {
        let name = |l: &str| l.split("\"name\": ").nth(1).unwrap().split(',').next().unwrap().to_string();
        assert_eq!(name(old), name(new), "{before}\n{json}");
        assert!(new.contains("\"source\": \"reused\""), "{new}");
    }
    std::fs::write(d.join("q.smt2"), format!("{PRELUDE}{}", goal(2))).unwrap();
    let (code, json, err) = check(&[]);
    assert_eq!(code, 0, "{json}{err}");
    assert_eq!((summary(&json, "reused"), summary(&json, "removed")), (1, 1), "{json}");
}

/// A solver that crashes on a unit stopped it: the outputs are written and the status is 3, never
/// the 1 of a failing unit. A unit the solver rejects fails the gate: 1.
#[test]
fn check_exits_3_when_a_tool_failure_stopped_a_unit() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    fake_z3(d, "z3-crash", "4.8.12", "echo 'Segmentation fault' >&2\nexit 139");
    fake_z3(d, "z3-reject", "4.8.12", "echo '(error \"line 2 column 20: unknown constant y\")'");
    std::fs::write(d.join("q.smt2"), format!("{PRELUDE}{}", goal(1))).unwrap();
    let (code, out, err) = wobble_in(d, &["check", "q.smt2", "--solver", "z3-crash", "--format", "text,json=r.json"]);
    assert_eq!(code, 3, "{out}{err}");
    assert!(err.contains("1 unit(s) stopped by a tool failure"), "{err}");
    assert!(
        out.contains("tool failure: exit 139: Segmentation fault") && out.contains("1 stopped by a tool failure"),
        "{out}"
    );
    let json = std::fs::read_to_string(d.join("r.json")).unwrap();
    assert!(json.contains("\"error_kind\": \"tool failure\"") && summary(&json, "tool_failures") == 1, "{json}");
    let (code, out, err) = wobble_in(d, &["check", "q.smt2", "--solver", "z3-reject", "--format", "json"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("\"error_kind\": \"rejected\"") && summary(&out, "tool_failures") == 0, "{out}");
}

/// A z3 that rejects every renamed text (rename's fresh constants are `k0`, `k1`, …) and proves
/// the rest: rename's runs are no runs of the query. They are left out of the verdict and said so
/// (`rename=withdrawn …`), and the query is stable on reseed's runs alone, in `stability` and in
/// `check` alike; `check` fails the unit for its withdrawn method.
#[test]
fn a_perturbed_text_the_solver_rejects_is_never_a_failing_run() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    let body = "if grep -q 'k0' \"$q\"; then echo '(error \"line 2 column 16: unknown constant k0\")'; echo sat; \
                else echo unsat; fi\necho '(:rlimit-count 10)'";
    fake_z3(d, "fz3", "4.8.12", body);
    std::fs::write(d.join("q.smt2"), "(declare-const x Int)\n(push 1)\n(assert (not (= x x)))\n(check-sat)\n").unwrap();
    let (code, out, err) =
        wobble_in(d, &["stability", "q.smt2", "--tools", "fz3", "--samples", "20", "-j", "1", "--out", "s"]);
    assert_eq!(code, 0, "{out}{err}");
    let csv = std::fs::read_to_string(d.join("s/stability.csv")).unwrap();
    let row = csv.lines().find(|l| l.contains("q.smt2#")).unwrap_or_else(|| panic!("{csv}"));
    // No rename run is counted (before: `rename=0/18`, and the query `unstable`).
    assert!(row.contains(",stable,18,18,") && row.contains("rename=0/0;reseed=18/18"), "{row}");
    assert!(row.contains("rename=withdrawn (a perturbed text got no answer: error: line 2 column 16"), "{row}");
    // `check` does not pass a unit with a withdrawn method (issue 59 item 5): it fails, saying so.
    let (code, json, err) =
        wobble_in(d, &["check", "q.smt2", "--solver", "fz3", "--samples", "20", "--format", "json"]);
    assert_eq!(code, 1, "{json}{err}");
    assert!(json.contains("\"verdict\": \"stable\"") && json.contains("\"tallies\": \"reseed=18/18\""), "{json}");
    assert!(json.contains("withdrawn method") && json.contains("rename=withdrawn (a perturbed text"), "{json}");
}
