//! The boogie and cvc4 backends against the real tools: classification of verified, failed,
//! type-error, parse-error and looping programs; timeouts that leave no process behind.

use std::path::Path;
use std::time::{Duration, Instant};
use wobble::verifiers::config::resolve_tools;
use wobble::verifiers::{Outcome, ProgramText, RunResult, Verifier};

fn data(name: &str) -> ProgramText {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/verifiers").join(name);
    ProgramText::single(name, std::fs::read_to_string(p).expect("test program"))
}

fn run(v: &dyn Verifier, name: &str, timeout: u64) -> RunResult {
    let dir = tempfile::tempdir().expect("tempdir");
    v.verify(&data(name), dir.path(), Duration::from_secs(timeout))
}

fn tool(label: &str) -> std::sync::Arc<dyn Verifier> {
    resolve_tools(label, None).unwrap_or_else(|e| panic!("{label}: {e}")).remove(0)
}

#[test]
fn boogie_classifies_the_paper_example_and_front_end_errors() {
    let b = tool("boogie");
    assert!(b.version().starts_with("boogie 2.4.1"), "{}", b.version());
    assert!(b.version().contains("z3 4.8.12"), "{}", b.version());
    let r = run(&*b, "fig1.bpl", 30);
    assert_eq!((r.outcome, r.verified, r.errors), (Outcome::Verified, 1, 0), "{r:?}");
    let r = run(&*b, "fig1_swapped.bpl", 30);
    assert_eq!((r.outcome, r.errors), (Outcome::Failed, 1), "{r:?}");
    assert_eq!(r.error_kinds, vec!["postcondition".to_string()]);
    let r = run(&*b, "false_asserts.bpl", 30);
    assert_eq!((r.outcome, r.verified, r.errors), (Outcome::Failed, 0, 3), "{r:?}");
    assert_eq!(run(&*b, "type_error.bpl", 30).outcome, Outcome::TypeError);
    assert_eq!(run(&*b, "resolution_error.bpl", 30).outcome, Outcome::TypeError);
    let r = run(&*b, "parse_error.bpl", 30);
    assert_eq!(r.outcome, Outcome::ParseError);
    assert!(r.detail.contains("(1,"), "{}", r.detail);
}

#[test]
fn boogie_sees_every_file_of_a_multi_file_program() {
    let b = tool("boogie");
    let mut p = data("fig1.bpl");
    let text = p.files[0].text.clone();
    let (head, tail) = text.split_at(text.find("procedure").expect("procedure"));
    p.files = vec![
        wobble::verifiers::SourceFile { name: "a.bpl".into(), text: head.into() },
        wobble::verifiers::SourceFile { name: "b.bpl".into(), text: tail.into() },
    ];
    let dir = tempfile::tempdir().unwrap();
    let r = b.verify(&p, dir.path(), Duration::from_secs(30));
    assert_eq!(r.outcome, Outcome::Verified, "{r:?}");
}

fn z3_processes_in(dir: &Path) -> usize {
    let needle = dir.to_string_lossy().into_owned();
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let cwd = std::fs::read_link(format!("/proc/{pid}/cwd")).map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
            cwd.starts_with(&needle)
        })
        .count()
}

#[test]
fn a_timeout_kills_boogie_mono_and_z3() {
    let b = tool("boogie");
    let dir = tempfile::tempdir().unwrap();
    let start = Instant::now();
    let r = b.verify(&data("looping.bpl"), dir.path(), Duration::from_secs(3));
    assert_eq!(r.outcome, Outcome::Timeout, "{r:?}");
    assert!(start.elapsed() < Duration::from_secs(10));
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(z3_processes_in(dir.path()), 0, "a process still runs in the work directory");
}

#[test]
fn cvc4_solves_boogies_encoding() {
    let c = tool("cvc4");
    assert!(c.version().contains("cvc4 1.8"), "{}", c.version());
    let r = run(&*c, "simple.bpl", 30);
    assert_eq!((r.outcome, r.verified), (Outcome::Verified, 2), "{r:?}");
    let r = run(&*c, "false_asserts.bpl", 30);
    assert_eq!(r.outcome, Outcome::Failed, "{r:?}");
    assert_eq!(r.errors, 2, "one sat answer per failing procedure: {r:?}");
    assert_eq!(run(&*c, "type_error.bpl", 30).outcome, Outcome::TypeError);
    // CVC4 1.8 cannot instantiate Fig. 1's axiom `forall x, y :: x > y ==> h(x) > y` (no trigger
    // covers y): it answers unknown within the limit, or runs out of time.
    let r = run(&*c, "fig1.bpl", 6);
    assert!(matches!(r.outcome, Outcome::Unknown | Outcome::Timeout), "{r:?}");
}
