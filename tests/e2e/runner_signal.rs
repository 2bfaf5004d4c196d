//! SIGTERM during a run with the real Boogie: the installed handler kills the verifier process
//! trees, `run_jobs` returns `Interrupted`, finished runs are in the CSV, runs cut short are not,
//! no new run starts, and no verifier process is left. The signal is sent once the quick
//! programs have finished and both threads are inside a run of a program that never finishes,
//! so nothing depends on how fast Boogie is; the limit is far beyond the test, so the in-flight
//! runs can only have ended because the handler killed them. (The body runs in a process of its
//! own: the interrupted flag and the kill are process-wide.)

use crate::common::{self, isolated, procs, programs};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use wobble::runner::*;
use wobble::store::read_records;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::process::live_groups;
use wobble::verifiers::{Outcome, RunResult, Verifier};

/// Boogie, watched: counts the quick programs that finished and keeps the results of the
/// looping ones.
struct Watched {
    boogie: BoogieVerifier,
    calls: AtomicUsize,
    quick_done: AtomicUsize,
    loop_results: Mutex<Vec<RunResult>>,
}

impl Verifier for Watched {
    fn label(&self) -> &str {
        self.boogie.label()
    }
    fn version(&self) -> &str {
        self.boogie.version()
    }
    fn cache_key(&self) -> String {
        self.boogie.cache_key()
    }
    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        self.calls.fetch_add(1, Ordering::SeqCst);
        let r = self.boogie.verify(program, workdir, timeout);
        if program.files[0].text.contains("axiom") {
            self.loop_results.lock().unwrap().push(r.clone());
        } else {
            self.quick_done.fetch_add(1, Ordering::SeqCst);
        }
        r
    }
}

#[test]
fn sigterm_stops_the_run_and_kills_the_tools() {
    if !common::require_tool("boogie") {
        return;
    }
    isolated::run_in_own_process("runner_signal::sigterm_body");
}

#[test]
#[ignore = "runs in its own process, started by sigterm_stops_the_run_and_kills_the_tools"]
fn sigterm_body() {
    if !isolated::in_own_process("runner_signal::sigterm_body") {
        return;
    }
    install_interrupt_handler().unwrap();
    let boogie = BoogieVerifier::default_config().expect("boogie is installed (make tools)");
    let watched = Arc::new(Watched {
        boogie,
        calls: AtomicUsize::new(0),
        quick_done: AtomicUsize::new(0),
        loop_results: Mutex::new(Vec::new()),
    });
    let v: Arc<dyn Verifier> = watched.clone();
    let dir = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let csv = dir.path().join("results.csv");
    let ok = |i: u32| format!("procedure P{i}(n: int) returns (x: int)\n  ensures x > n;\n{{\n  x := n + {i};\n}}\n");
    let mut jobs = Vec::new();
    for i in 1..=2 {
        jobs.push(Job::new(
            RunMeta::seed_run(format!("ok{i}.bpl"), "T", "x"),
            ProgramText::single("p.bpl", ok(i)),
            v.clone(),
        ));
    }
    for i in 1..=6 {
        jobs.push(Job::new(
            RunMeta::seed_run(format!("loop{i}.bpl"), "T", "x"),
            ProgramText::single("p.bpl", programs::matching_loop(i)),
            v.clone(),
        ));
    }
    let mut o = RunOptions::new(2, Duration::from_secs(900));
    o.quiet = true;
    o.work_root = Some(work.path().to_path_buf());
    let done = AtomicBool::new(false);
    let mut sink = ResultSink::create(&csv).unwrap();
    let (result, signalled) = std::thread::scope(|scope| {
        // Signal once both quick programs are done and two looping runs have their process
        // groups (only this test runs in this process).
        let signaller = scope.spawn(|| {
            while !done.load(Ordering::SeqCst) {
                if watched.quick_done.load(Ordering::SeqCst) == 2 && live_groups() == 2 {
                    unsafe {
                        libc::kill(libc::getpid(), libc::SIGTERM);
                    }
                    return true;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            false
        });
        let result = run_jobs(jobs, &o, &mut sink);
        done.store(true, Ordering::SeqCst);
        (result, signaller.join().unwrap())
    });
    drop(sink);
    assert!(signalled, "the signal was never sent: {result:?}");
    let Err(RunError::Interrupted(summary)) = result else { panic!("expected Interrupted, got {result:?}") };
    assert!(interrupted());
    // the two quick programs finished before the signal; the two loops in flight were killed by
    // the handler (not by the limit) and not recorded; no other run started
    let recs = read_records(&csv).unwrap();
    let mut seeds: Vec<_> = recs.iter().map(|r| r.seed.as_str()).collect();
    seeds.sort();
    assert_eq!(seeds, vec!["ok1.bpl", "ok2.bpl"]);
    assert!(recs.iter().all(|r| r.outcome == Outcome::Verified), "{recs:?}");
    assert_eq!(summary.recorded, 2);
    assert_eq!(summary.discarded, 2);
    assert_eq!(watched.calls.load(Ordering::SeqCst), 4);
    let loops = watched.loop_results.lock().unwrap().clone();
    assert_eq!(loops.len(), 2);
    assert!(loops.iter().all(|r| r.outcome != Outcome::Timeout && r.outcome != Outcome::Verified), "{loops:?}");
    assert!(std::fs::read_to_string(&csv).unwrap().ends_with('\n'));
    assert_eq!(procs::settle(|| procs::alive_mentioning(work.path())), Vec::<String>::new());
    assert_eq!(std::fs::read_dir(work.path()).unwrap().count(), 0);
}
