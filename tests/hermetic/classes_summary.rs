//! What `fuzz` and `campaign` print and exit with after `--classify`: the per-seed table, the
//! final summary line and the exit status follow the counted classes (issue #39, item 3). The
//! report is built from result rows as the pipeline builds it, with the classes and the counting
//! the classification sets ([`Counting::Classified`]); the verdict and the summary line are the
//! CLI's own functions.

use wobble::campaign::{Counting, FuzzReport};
use wobble::cli::common::verdict;
use wobble::cli::{exit_status, Verdict};
use wobble::pipeline::report::final_summary;
use wobble::pipeline::Stderr;
use wobble::runner::record::{RunRecord, SEED_BATCH};
use wobble::stats::Class;
use wobble::verifiers::Outcome;

fn row(seed: &str, tool: &str, mutant: Option<u32>, outcome: Outcome) -> RunRecord {
    let batch = if mutant.is_some() { "M*" } else { SEED_BATCH };
    RunRecord {
        seed: seed.into(),
        group: "G".into(),
        batch: batch.into(),
        mutant,
        chain: "S1(0,1)".into(),
        rng_seed: 1,
        tool: tool.into(),
        tool_version: "v".into(),
        outcome,
        verified: 0,
        errors: 0,
        time_s: 0.1,
        repeats: 0,
        program_hash: String::new(),
        path: format!("mutants/{seed}/M_star/mutant-{:04}.bpl", mutant.unwrap_or(0)),
        detail: String::new(),
        queries: None,
        reused: None,
        level: None,
    }
}

/// Seed `a` verified under boogie and cvc4; boogie's mutants 1..=n fail with the given classes,
/// cvc4's mutants 1..=k time out (cvc4 is never classified).
fn report(classes: &[Class], cvc4_flips: u32, counting: Counting) -> FuzzReport {
    let mut rows = vec![row("a", "boogie", None, Outcome::Verified), row("a", "cvc4", None, Outcome::Verified)];
    rows.push(row("a", "boogie", Some(99), Outcome::Verified));
    for i in 1..=classes.len() as u32 {
        rows.push(row("a", "boogie", Some(i), Outcome::Failed));
    }
    for i in 1..=cvc4_flips {
        rows.push(row("a", "cvc4", Some(i), Outcome::Timeout));
    }
    let mut r = FuzzReport::from_records(&rows);
    if let Some(line) = r.lines.iter_mut().find(|l| l.tool == "boogie") {
        for (f, c) in line.flips.iter_mut().zip(classes) {
            f.class = Some(*c);
        }
    }
    r.counting = counting;
    r
}

fn classified() -> Counting {
    Counting::Classified { tool: "boogie".into(), count_seed_unstable: false }
}

/// The final summary line as `fuzz` prints it, for a results directory without a report.
fn summary(r: &FuzzReport) -> String {
    let dir = tempfile::tempdir().unwrap();
    final_summary(dir.path(), r, &[], false, &|_| Err("no diff".into()), &Stderr { quiet: true })
}

#[test]
fn a_seed_whose_flips_are_all_discounted_is_not_brittle_and_exits_0() {
    let r = report(&[Class::SeedUnstable, Class::Inconclusive, Class::SeedUnstable], 0, classified());
    let text = r.render(10);
    let table_row = text.lines().find(|l| l.starts_with("a ") && l.contains("boogie")).unwrap();
    assert!(table_row.ends_with("flips: 3, none counted"), "{text}");
    assert!(!text.contains("BRITTLE"), "{text}");
    assert!(text.contains("a with boogie: flips, none counted (3 of 4 mutants)"), "{text}");
    assert_eq!(verdict(&r), Verdict::Clean);
    assert_eq!(exit_status(&Ok(verdict(&r))), 0);
    let line = summary(&r);
    assert!(
        line.starts_with("findings: 3 (2 seed-unstable, 1 inconclusive); 0 counted as brittleness; report: "),
        "{line}"
    );
    // --count-seed-unstable counts them.
    let r = FuzzReport { counting: Counting::Classified { tool: "boogie".into(), count_seed_unstable: true }, ..r };
    assert_eq!(exit_status(&Ok(verdict(&r))), 1);
    assert!(r.render(10).contains("BRITTLE (2 of 3 flips counted)"));
}

#[test]
fn a_counted_class_makes_the_seed_brittle_and_exits_1() {
    let r = report(&[Class::SeedUnstable, Class::MutantUnstable], 0, classified());
    assert!(r.render(10).contains("BRITTLE (1 of 2 flips counted)"));
    assert_eq!(exit_status(&Ok(verdict(&r))), 1);
    // The first finding `fuzz` offers to reproduce is the counted one (mutant 2), not mutant 1.
    assert_eq!(r.first_counted().map(|(_, f)| f.mutant), Some(2));
    let line = summary(&r);
    assert!(line.starts_with("findings: 2 (1 mutant-unstable, 1 seed-unstable); 1 counted as brittleness;"), "{line}");
}

#[test]
fn under_classify_unclassified_tools_are_said_so_and_do_not_count() {
    // boogie's only flip is seed noise; cvc4's two flips were not tested: nothing counts.
    let r = report(&[Class::SeedUnstable], 2, classified());
    let text = r.render(10);
    assert!(text.contains("flips: 2, unclassified"), "{text}");
    assert!(text.contains("a with cvc4: flips, unclassified (2 of 2 mutants)"), "{text}");
    assert!(
        text.contains("note: --classify classifies the flips of boogie only; the flips of cvc4 are unclassified and do not count toward the exit status"),
        "{text}"
    );
    assert_eq!(exit_status(&Ok(verdict(&r))), 0);
    let line = summary(&r);
    assert!(line.starts_with("findings: 3 (1 seed-unstable, 2 unclassified); 0 counted as brittleness;"), "{line}");
    // A counted boogie flip still makes the run exit 1.
    let r = report(&[Class::Encoding], 2, classified());
    assert_eq!(exit_status(&Ok(verdict(&r))), 1);
}

#[test]
fn without_classify_every_flip_counts_as_before() {
    let r = report(&[], 2, Counting::Raw);
    let text = r.render(10);
    assert!(text.contains("BRITTLE") && text.contains("a with cvc4: brittle (2 of 2 mutants)"), "{text}");
    assert!(!text.contains("note:") && !text.contains("counted"), "{text}");
    assert_eq!(exit_status(&Ok(verdict(&r))), 1);
    let line = summary(&r);
    assert!(line.starts_with("findings: 2 (2 unclassified); report: "), "{line}");
    let clean = report(&[], 0, Counting::Raw);
    assert_eq!(exit_status(&Ok(verdict(&clean))), 0);
}
