//! The runner with the real Boogie (+ z3): outcomes and rows of real runs, and no verifier
//! process left behind after many timeouts of a program with a matching loop. Nothing here
//! depends on how fast the machine is: the looping program never finishes, the others are tiny
//! and get a generous limit.

use crate::common::{self, procs, programs};
use std::sync::Arc;
use std::time::Duration;
use wobble::runner::*;
use wobble::store::read_records;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::{Outcome, Verifier};

fn boogie() -> Arc<dyn Verifier> {
    Arc::new(BoogieVerifier::default_config().expect("boogie is installed (make tools)"))
}

/// A program z3 does not finish within minutes (a matching loop): a timeout under any limit.
fn looping(i: u32) -> ProgramText {
    ProgramText::single("loop.bpl", programs::matching_loop(i))
}

fn mutant(seed: &str, i: u32, program: ProgramText, v: &Arc<dyn Verifier>) -> Job {
    let meta = RunMeta {
        seed: seed.into(),
        group: "T".into(),
        batch: STAR_BATCH.into(),
        mutant: Some(i),
        chain: String::new(),
        rng_seed: 3,
        path: format!("mutants/{i}.bpl"),
    };
    Job::new(meta, program, v.clone())
}

#[test]
fn real_outcomes_are_recorded() {
    if !common::require_tool("boogie") {
        return;
    }
    let v = boogie();
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("results.csv");
    let ok = "procedure P(n: int) returns (x: int)\n  ensures x > n;\n{\n  x := n + 1;\n}\n";
    let bad = "procedure P(n: int) returns (x: int)\n  ensures x > n;\n{\n  x := n;\n}\n";
    let jobs = vec![
        Job::new(RunMeta::seed_run("s.bpl", "T", "s.bpl"), ProgramText::single("s.bpl", ok), v.clone()),
        mutant("s.bpl", 1, ProgramText::single("s.bpl", bad), &v),
        mutant("s.bpl", 2, ProgramText::single("s.bpl", ok), &v),
    ];
    let mut o = RunOptions::new(2, Duration::from_secs(300));
    o.quiet = true;
    o.cache_dir = Some(dir.path().join(".cache"));
    let mut sink = ResultSink::create(&csv).unwrap();
    let s = run_jobs(jobs, &o, &mut sink).unwrap();
    drop(sink);
    assert_eq!((s.recorded, s.tool_runs, s.cache_hits), (3, 2, 1));
    let recs = read_records(&csv).unwrap();
    let by_mutant = |m: Option<u32>| recs.iter().find(|r| r.mutant == m).unwrap();
    assert_eq!(by_mutant(None).outcome, Outcome::Verified);
    assert_eq!(by_mutant(Some(1)).outcome, Outcome::Failed);
    assert_eq!(by_mutant(Some(2)).outcome, Outcome::Verified);
    assert!(by_mutant(Some(1)).errors >= 1);
    assert!(by_mutant(None).tool_version.contains("2.4"), "{}", by_mutant(None).tool_version);
    assert_eq!(s.flipped, vec![("s.bpl".to_string(), v.label().to_string())]);
}

#[test]
fn many_timeouts_leave_no_verifier_process() {
    if !common::require_tool("boogie") {
        return;
    }
    let v = boogie();
    let work = tempfile::tempdir().unwrap();
    let jobs: Vec<Job> = (1..=4).map(|i| mutant("loop.bpl", i, looping(i), &v)).collect();
    let limit = Duration::from_millis(1500);
    let mut o = RunOptions::new(2, limit);
    o.quiet = true;
    o.confirm_timeouts = 1;
    o.work_root = Some(work.path().to_path_buf());
    let mut sink = ResultSink::memory();
    let s = run_jobs(jobs, &o, &mut sink).unwrap();
    assert_eq!(s.count(Outcome::Timeout), 4, "{:?}", sink.records());
    assert_eq!(s.tool_runs, 8);
    // A run is cut at the limit, never before it (a lower bound: it holds however loaded the
    // machine is).
    assert!(sink.records().iter().all(|r| r.repeats == 1 && r.time_s >= limit.as_secs_f64() * 0.99));
    // Every boogie and z3 process of the 8 runs is dead (gone, a zombie, or killed and exiting)
    // once `run_jobs` has returned, and their work directories are removed.
    assert_eq!(procs::settle(|| procs::alive_mentioning(work.path())), Vec::<String>::new());
    assert_eq!(std::fs::read_dir(work.path()).unwrap().count(), 0);
}
