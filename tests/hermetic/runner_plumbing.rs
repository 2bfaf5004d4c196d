//! The runner's plumbing (threads, CSV rows, resume, cache, timeout confirmation, stop on first)
//! tested with a tiny test-only verifier that runs each "program" as a `sh` script: `echo ok`
//! means verified, `echo fail` failed, anything that outlives the limit times out. Real
//! verifiers are exercised in `runner_boogie.rs`.

use std::collections::{BTreeSet, HashSet};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use wait_timeout::ChildExt;
use wobble::runner::*;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::{Outcome, RunResult, Verifier};

/// Runs the program text with `sh` in the work directory.
struct ShVerifier {
    label: String,
    calls: AtomicUsize,
    /// Raise this flag when the n-th call starts (simulated Ctrl-C).
    cancel_at: Option<(usize, CancelFlag)>,
}

impl ShVerifier {
    fn new(label: &str) -> Arc<ShVerifier> {
        Arc::new(ShVerifier { label: label.into(), calls: AtomicUsize::new(0), cancel_at: None })
    }
    fn calls(&self) -> usize {
        self.calls.load(Ordering::SeqCst)
    }
}

impl Verifier for ShVerifier {
    fn label(&self) -> &str {
        &self.label
    }
    fn version(&self) -> &str {
        "sh"
    }
    fn cache_key(&self) -> String {
        "sh-test-verifier".into()
    }
    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let n = self.calls.fetch_add(1, Ordering::SeqCst) + 1;
        if let Some((at, flag)) = &self.cancel_at {
            if n == *at {
                flag.cancel();
            }
        }
        let start = Instant::now();
        let file = workdir.join(&program.files[0].name);
        let mut result = RunResult {
            outcome: Outcome::ToolError,
            verified: 0,
            errors: 0,
            error_kinds: vec![],
            time_s: 0.0,
            command: format!("sh {}", file.display()),
            tool_version: String::new(),
            detail: String::new(),
        };
        if std::fs::write(&file, &program.files[0].text).is_err() {
            return result;
        }
        let child = Command::new("sh").arg(&file).current_dir(workdir).stdout(Stdio::piped()).process_group(0).spawn();
        let Ok(mut child) = child else { return result };
        match child.wait_timeout(timeout) {
            Ok(Some(_)) => {
                let mut out = String::new();
                use std::io::Read;
                if let Some(mut s) = child.stdout.take() {
                    let _ = s.read_to_string(&mut out);
                }
                result.outcome = match out.trim() {
                    "ok" => Outcome::Verified,
                    "fail" => Outcome::Failed,
                    _ => Outcome::ToolError,
                };
                result.verified = u32::from(result.outcome == Outcome::Verified);
                result.errors = u32::from(result.outcome == Outcome::Failed);
                result.detail = format!("said {}\nsecond line", out.trim());
            }
            _ => {
                unsafe {
                    libc::kill(-(child.id() as i32), libc::SIGKILL);
                }
                let _ = child.wait();
                result.outcome = Outcome::Timeout;
            }
        }
        result.time_s = start.elapsed().as_secs_f64();
        result
    }
}

fn job(v: &Arc<ShVerifier>, seed: &str, mutant: Option<u32>, script: &str) -> Job {
    let meta = match mutant {
        None => RunMeta::seed_run(seed, "G", seed),
        Some(i) => RunMeta {
            seed: seed.into(),
            group: "G".into(),
            batch: STAR_BATCH.into(),
            mutant: Some(i),
            chain: format!("S1({i})"),
            rng_seed: 1,
            path: format!("mutants/{seed}_{i}.bpl"),
        },
    };
    let verifier: Arc<dyn Verifier> = v.clone();
    Job::new(meta, ProgramText::single("p.sh", script), verifier)
}

fn opts(jobs: usize, timeout_ms: u64) -> RunOptions {
    let mut o = RunOptions::new(jobs, Duration::from_millis(timeout_ms));
    o.quiet = true;
    o
}

/// 10 seeds x (seed + 19 mutants), all distinct; mutant 7 of every third seed fails.
fn two_hundred(v: &Arc<ShVerifier>) -> Vec<Job> {
    let mut jobs = Vec::new();
    for s in 0..10 {
        let seed = format!("s{s}.bpl");
        jobs.push(job(v, &seed, None, &format!("echo ok # {seed}")));
        for m in 1..20u32 {
            let verdict = if s % 3 == 0 && m == 7 { "fail" } else { "ok" };
            jobs.push(job(v, &seed, Some(m), &format!("echo {verdict} # {seed} {m}")));
        }
    }
    jobs
}

fn row_set(path: &Path) -> BTreeSet<(RunKey, Outcome)> {
    let recs = read_records(path).unwrap();
    let set: BTreeSet<_> = recs.iter().map(|r| (RunKey::of_record(r), r.outcome)).collect();
    assert_eq!(set.len(), recs.len(), "duplicate rows in {}", path.display());
    set
}

#[test]
fn two_hundred_runs_on_two_threads_write_two_hundred_rows() {
    let dir = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let csv = dir.path().join("results.csv");
    let v = ShVerifier::new("sh");
    let mut o = opts(2, 5000);
    o.work_root = Some(work.path().to_path_buf());
    let mut sink = ResultSink::create(&csv).unwrap();
    let s = run_jobs(two_hundred(&v), &o, &mut sink).unwrap();
    drop(sink);
    assert_eq!((s.total_jobs, s.recorded, s.cache_misses, s.tool_runs), (200, 200, 200, 200));
    assert_eq!(v.calls(), 200);
    assert_eq!(s.count(Outcome::Verified), 196);
    assert_eq!(s.count(Outcome::Failed), 4);
    assert_eq!(s.flipped.len(), 4);
    let text = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(text.lines().count(), 201);
    assert_eq!(text.matches("seed,group,batch,mutant").count(), 1);
    assert_eq!(row_set(&csv).len(), 200);
    // every run's directory was removed
    assert_eq!(std::fs::read_dir(work.path()).unwrap().count(), 0);
    // seed runs were scheduled first: with 2 threads the first 10 rows include >= 9 seeds
    let recs = read_records(&csv).unwrap();
    assert!(recs[..10].iter().filter(|r| r.batch == SEED_BATCH).count() >= 9);
    assert!(recs.iter().all(|r| !r.detail.contains('\n') && r.detail.contains("second line")));
}

#[test]
fn interrupted_then_resumed_equals_uninterrupted() {
    let dir = tempfile::tempdir().unwrap();
    let full = dir.path().join("full.csv");
    let v = ShVerifier::new("sh");
    run_jobs(two_hundred(&v), &opts(2, 5000), &mut ResultSink::create(&full).unwrap()).unwrap();

    let part = dir.path().join("part.csv");
    let o = opts(2, 5000);
    let v2 = Arc::new(ShVerifier {
        label: "sh".into(),
        calls: AtomicUsize::new(0),
        cancel_at: Some((57, o.cancel.clone())),
    });
    let err = run_jobs(two_hundred(&v2), &o, &mut ResultSink::create(&part).unwrap()).unwrap_err();
    let RunError::Interrupted(s) = err else { panic!("expected Interrupted, got {err}") };
    let after_cut = read_records(&part).unwrap().len();
    assert_eq!(s.recorded, after_cut);
    assert!(after_cut < 57 && after_cut > 10, "{after_cut} rows before the interruption");
    assert!(s.discarded >= 1);
    // a kill also cut the last row in half
    let mut f = std::fs::OpenOptions::new().append(true).open(&part).unwrap();
    std::io::Write::write_all(&mut f, b"s9.bpl,G,M*,3,S1(3),1,sh,sh,verif").unwrap();
    drop(f);

    assert_eq!(load_done(&part).unwrap().len(), after_cut);
    let v3 = ShVerifier::new("sh");
    let mut sink = ResultSink::append(&part).unwrap();
    let s = run_jobs(two_hundred(&v3), &opts(2, 5000), &mut sink).unwrap();
    drop(sink);
    assert_eq!(s.already_done, after_cut);
    assert_eq!(v3.calls(), 200 - after_cut);
    assert_eq!(row_set(&part), row_set(&full));
    assert_eq!(std::fs::read_to_string(&part).unwrap().matches("seed,group").count(), 1);
}

#[test]
fn identical_programs_are_verified_once_and_cached_across_invocations() {
    let dir = tempfile::tempdir().unwrap();
    let rd = ResultsDir::at(dir.path());
    rd.create().unwrap();
    let v = ShVerifier::new("sh");
    let mut o = opts(2, 5000);
    o.cache_dir = Some(rd.cache_dir());
    // 12 jobs, 4 distinct programs (one of them a tool error, tried 1 + TOOL_ERROR_RETRIES times)
    let tries = 1 + TOOL_ERROR_RETRIES as usize;
    let scripts = ["echo ok", "echo fail", "echo ok # 2", "echo garbage"];
    let jobs: Vec<Job> = (1..=12).map(|i| job(&v, "a.bpl", Some(i), scripts[i as usize % 4])).collect();
    let mut sink = ResultSink::create(rd.csv_path()).unwrap();
    let s = run_jobs(jobs, &o, &mut sink).unwrap();
    assert_eq!((s.recorded, s.cache_misses, s.cache_hits, v.calls()), (12, 4, 8, 3 + tries));
    assert_eq!(s.tool_runs, 3 + tries);
    // the same programs under new keys, in a new invocation: only the tool error runs again
    let jobs: Vec<Job> = (13..=24).map(|i| job(&v, "a.bpl", Some(i), scripts[i as usize % 4])).collect();
    let s = run_jobs(jobs, &o, &mut sink).unwrap();
    assert_eq!((s.recorded, s.cache_misses, s.cache_hits, v.calls()), (12, 1, 11, 3 + 2 * tries));
    assert!((s.cache_hit_rate() - 11.0 / 12.0).abs() < 1e-9);
    assert_eq!(s.count(Outcome::ToolError), 3);
    // a different timeout is a different cache key
    let mut o2 = o.clone();
    o2.timeout = Duration::from_millis(4000);
    let s = run_jobs(vec![job(&v, "b.bpl", None, "echo ok")], &o2, &mut sink).unwrap();
    assert_eq!((s.cache_misses, v.calls()), (1, 4 + 2 * tries));
    // identical rows carry the same program hash
    drop(sink);
    let recs = read_records(rd.csv_path()).unwrap();
    let hashes: HashSet<_> = recs.iter().map(|r| r.program_hash.clone()).collect();
    assert_eq!(hashes.len(), 4);
}

#[test]
fn a_transient_tool_error_is_retried() {
    let dir = tempfile::tempdir().unwrap();
    let marker = dir.path().join("marker");
    let v = ShVerifier::new("sh");
    // crashes (prints nothing classifiable) the first time only
    let flaky = format!("if [ -e {m} ]; then echo ok; else touch {m}; echo crash; fi", m = marker.display());
    let mut sink = ResultSink::memory();
    let s = run_jobs(vec![job(&v, "a.bpl", None, &flaky)], &opts(1, 5000), &mut sink).unwrap();
    assert_eq!((sink.records()[0].outcome, sink.records()[0].repeats), (Outcome::Verified, 0));
    assert_eq!((s.tool_runs, v.calls()), (2, 2));
}

#[test]
fn timeouts_are_confirmed() {
    let dir = tempfile::tempdir().unwrap();
    let marker = dir.path().join("marker");
    let v = ShVerifier::new("sh");
    let mut o = opts(2, 300);
    o.confirm_timeouts = 2;
    // times out the first time only
    let flaky = format!("if [ -e {m} ]; then echo ok; else touch {m}; sleep 5; fi", m = marker.display());
    let jobs = vec![job(&v, "a.bpl", None, &flaky), job(&v, "b.bpl", None, "sleep 5")];
    let mut sink = ResultSink::memory();
    let s = run_jobs(jobs, &o, &mut sink).unwrap();
    let recs = sink.records();
    let a = recs.iter().find(|r| r.seed == "a.bpl").unwrap();
    let b = recs.iter().find(|r| r.seed == "b.bpl").unwrap();
    assert_eq!((a.outcome, a.repeats), (Outcome::Verified, 1));
    assert_eq!((b.outcome, b.repeats), (Outcome::Timeout, 2));
    // About the 0.3 s limit (the run's clock starts a little after the limit's, so allow 10 ms less).
    assert!(b.time_s >= 0.29 && b.time_s < 2.0, "{}", b.time_s);
    assert_eq!((s.tool_runs, v.calls()), (5, 5));

    // without confirmation the first timeout counts
    let o0 = opts(1, 300);
    let mut sink = ResultSink::memory();
    run_jobs(vec![job(&v, "c.bpl", None, "sleep 5")], &o0, &mut sink).unwrap();
    assert_eq!((sink.records()[0].outcome, sink.records()[0].repeats), (Outcome::Timeout, 0));

    // a cached timeout confirmed fewer times than now asked for is run again
    let cache = tempfile::tempdir().unwrap();
    let mut o1 = opts(1, 300);
    o1.cache_dir = Some(cache.path().to_path_buf());
    let before = v.calls();
    run_jobs(vec![job(&v, "d.bpl", None, "sleep 5")], &o1, &mut ResultSink::memory()).unwrap();
    o1.confirm_timeouts = 1;
    let s = run_jobs(vec![job(&v, "e.bpl", None, "sleep 5")], &o1, &mut ResultSink::memory()).unwrap();
    assert_eq!((s.cache_hits, v.calls() - before), (0, 3));
    let s = run_jobs(vec![job(&v, "f.bpl", None, "sleep 5")], &o1, &mut ResultSink::memory()).unwrap();
    assert_eq!((s.cache_hits, v.calls() - before), (1, 3));
}

#[test]
fn stop_on_first_skips_the_rest_of_a_flipped_seed() {
    let v = ShVerifier::new("sh");
    let w = ShVerifier::new("sh2");
    let mut jobs = Vec::new();
    for tool in [&v, &w] {
        jobs.push(job(tool, "a.bpl", None, "echo ok"));
        jobs.push(job(tool, "b.bpl", None, "echo fail"));
        for m in 1..=10 {
            // a.bpl flips at mutant 3 with `sh`; its mutants 5 and 6 are identical programs
            let a = if tool.label == "sh" && m == 3 { "echo fail".to_string() } else { format!("echo ok # {m}") };
            let a = if m == 6 { "echo ok # 5".to_string() } else { a };
            jobs.push(job(tool, "a.bpl", Some(m), &a));
            jobs.push(job(tool, "b.bpl", Some(m), "echo fail # b"));
        }
    }
    let mut o = opts(1, 5000);
    o.stop_on_first = true;
    let mut sink = ResultSink::memory();
    let s = run_jobs(jobs.clone(), &o, &mut sink).unwrap();
    let a_sh: Vec<_> =
        sink.records().iter().filter(|r| r.seed == "a.bpl" && r.tool == "sh").map(|r| r.mutant).collect();
    assert_eq!(a_sh, vec![None, Some(1), Some(2), Some(3)]);
    assert_eq!(s.flipped, vec![("a.bpl".to_string(), "sh".to_string())]);
    // b.bpl never verified: no flip, all its mutants run; a.bpl with sh2 never flips
    assert_eq!(sink.records().iter().filter(|r| r.seed == "b.bpl").count(), 22);
    assert_eq!(sink.records().iter().filter(|r| r.tool == "sh2" && r.seed == "a.bpl").count(), 11);
    assert_eq!(s.skipped_flipped, 7);
    assert_eq!(s.recorded, 4 + 22 + 11);

    // resuming a flipped seed does not run its remaining mutants either
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("r.csv");
    let mut sink = ResultSink::create(&csv).unwrap();
    run_jobs(jobs[..8].to_vec(), &o, &mut sink).unwrap();
    drop(sink);
    let mut sink = ResultSink::append(&csv).unwrap();
    let s = run_jobs(jobs.clone(), &o, &mut sink).unwrap();
    assert_eq!(s.already_done, 8);
    assert_eq!(s.skipped_flipped, 7);
    drop(sink);
    assert_eq!(read_records(&csv).unwrap().len(), 37);
}
