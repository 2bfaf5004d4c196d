//! VC extraction with the real Boogie: the cheap extraction (through the log sink) logs exactly
//! the queries of a plain run with the real z3, the configuration's limits included; rejected
//! programs are reported; moving a quantifier to another line changes only its qid.

use std::path::Path;
use std::time::Duration;
use wobble::smt::solving::vcs::{extract, Extraction, VcError};
use wobble::smt::text::identity::compare;
use wobble::smt::text::query::Dialect;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::Outcome;

fn seed(rel: &str) -> ProgramText {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds").join(rel);
    let name = p.file_name().unwrap().to_string_lossy().into_owned();
    ProgramText::single(name, std::fs::read_to_string(&p).unwrap())
}

const LIMIT: Duration = Duration::from_secs(300);

#[test]
fn cheap_extraction_logs_the_same_queries() {
    let boogie = BoogieVerifier::default_config().unwrap();
    for rel in [
        "E-triggers/fig1.bpl",
        "failing/fig1_swapped.bpl",
        "failing/off_by_one.bpl",
        "A-algorithms/power.bpl",
        "A-algorithms/binary_search.bpl",
        "T-textbook/heap_fields.bpl",
        "S-scalability/call_chain_005.bpl",
    ] {
        let p = seed(rel);
        let (d1, d2) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let cheap = extract(&boogie, &p, d1.path(), LIMIT, Extraction::Cheap).unwrap();
        let full = extract(&boogie, &p, d2.path(), LIMIT, Extraction::AsConfigured).unwrap();
        assert!(!cheap.queries.is_empty(), "{rel}");
        assert!(cheap.command.contains(wobble::smt::solving::sink::BINARY), "{}", cheap.command);
        let id = compare(&cheap.queries, &full.queries, Dialect::Z3);
        assert_eq!((id.left, id.exact), (full.queries.len(), full.queries.len()), "{rel}: {id:?}");
    }
}

#[test]
fn extraction_keeps_the_limits_of_the_configuration_and_adds_none() {
    use wobble::smt::solving::limits::Limits;
    let p = seed("A-algorithms/binary_search.bpl");
    let with = |args: &[&str]| {
        let b = BoogieVerifier::new("b", "boogie", None, args.iter().map(|s| s.to_string()).collect()).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let q = extract(&b, &p, dir.path(), LIMIT, Extraction::Cheap).unwrap().queries;
        assert_eq!(q.len(), 1);
        Limits::of_text(&q[0].to_smtlib(Dialect::Z3, None))
    };
    assert_eq!(with(&[]), Limits::default());
    assert_eq!(with(&["/timeLimit:7", "/rlimit:5000"]), Limits { rlimit: Some(5000), timeout_ms: Some(7000) });
}

#[test]
fn rejected_programs_and_moved_quantifiers() {
    let boogie = BoogieVerifier::default_config().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let bad = ProgramText::single("bad.bpl", "procedure p() { x := 1; }");
    match extract(&boogie, &bad, dir.path(), LIMIT, Extraction::Cheap) {
        Err(VcError::Rejected(r)) => assert_eq!(r.outcome, Outcome::TypeError, "{r:?}"),
        other => panic!("{other:?}"),
    }
    // The same program one line lower: every qid changes, nothing else.
    let fig1 = seed("E-triggers/fig1.bpl");
    let lower = ProgramText::single("fig1.bpl", format!("\n{}", fig1.files[0].text));
    let (d1, d2) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let a = extract(&boogie, &fig1, d1.path(), LIMIT, Extraction::Cheap).unwrap();
    let b = extract(&boogie, &lower, d2.path(), LIMIT, Extraction::Cheap).unwrap();
    let id = compare(&a.queries, &b.queries, Dialect::Z3);
    assert_eq!((id.matched, id.exact, id.normalized), (1, 0, 1), "{id:?}");
}
