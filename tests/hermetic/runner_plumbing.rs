//! The runner's plumbing (threads, CSV rows, resume, cache, tool-error retries, timeout
//! confirmation, flips, stop on first, cancellation) driven by in-memory fake verifiers
//! (`common::fake`: a program's text scripts its outcomes), so nothing here depends on how fast
//! the machine is. Real verifiers are exercised in the e2e tier (`runner_boogie.rs`).

use crate::common::fake::{program, Event, FakeVerifier};
use std::collections::{BTreeSet, HashSet};
use std::path::Path;
use std::sync::{mpsc, Arc};
use std::time::Duration;
use wobble::runner::*;
use wobble::store::read_records;
use wobble::verifiers::{Outcome, Verifier};

const LIMIT: Duration = Duration::from_secs(5);

fn job(v: &Arc<FakeVerifier>, seed: &str, mutant: Option<u32>, script: &str) -> Job {
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
    Job::new(meta, program(script), verifier)
}

fn opts(jobs: usize) -> RunOptions {
    let mut o = RunOptions::new(jobs, LIMIT);
    o.quiet = true;
    o
}

/// 10 seeds x (seed + 19 mutants), all distinct; mutant 7 of every third seed fails.
fn two_hundred(v: &Arc<FakeVerifier>) -> Vec<Job> {
    let mut jobs = Vec::new();
    for s in 0..10 {
        let seed = format!("s{s}.bpl");
        jobs.push(job(v, &seed, None, &format!("verified # {seed}")));
        for m in 1..20u32 {
            let verdict = if s % 3 == 0 && m == 7 { "failed" } else { "verified" };
            jobs.push(job(v, &seed, Some(m), &format!("{verdict} # {seed} {m}")));
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
    let v = FakeVerifier::new("fake");
    let mut o = opts(2);
    o.work_root = Some(work.path().to_path_buf());
    let mut sink = ResultSink::create(&csv).unwrap();
    let s = run_jobs(two_hundred(&v), &o, &mut sink).unwrap();
    drop(sink);
    assert_eq!((s.total_jobs, s.recorded, s.cache_misses, s.tool_runs), (200, 200, 200, 200));
    assert_eq!(v.calls(), 200);
    assert!(v.limits().iter().all(|l| *l == LIMIT));
    v.assert_clean();
    assert_eq!(s.count(Outcome::Verified), 196);
    assert_eq!(s.count(Outcome::Failed), 4);
    let mut flipped = s.flipped.clone();
    flipped.sort();
    let expected: Vec<_> = [0, 3, 6, 9].iter().map(|i| (format!("s{i}.bpl"), "fake".to_string())).collect();
    assert_eq!(flipped, expected);
    let text = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(text.lines().count(), 201);
    assert_eq!(text.matches("seed,group,batch,mutant").count(), 1);
    assert_eq!(row_set(&csv).len(), 200);
    // every run's directory (the fake leaves its program file in it) was removed
    assert_eq!(std::fs::read_dir(work.path()).unwrap().count(), 0);
    // seed runs were scheduled first: with 2 threads the first 10 rows include >= 9 seeds
    let recs = read_records(&csv).unwrap();
    assert!(recs[..10].iter().filter(|r| r.batch == SEED_BATCH).count() >= 9);
    assert!(recs.iter().all(|r| !r.detail.contains('\n') && r.detail.contains("second line")));
    assert!(recs.iter().all(|r| r.tool == "fake" && r.tool_version == "fake 1.0"));

    // with one thread, exactly the 10 seeds come first, then the mutants in the order given
    let mut sink = ResultSink::memory();
    run_jobs(two_hundred(&FakeVerifier::new("fake")), &opts(1), &mut sink).unwrap();
    let recs = sink.records();
    assert!(recs[..10].iter().all(|r| r.batch == SEED_BATCH));
    assert_eq!((recs[10].seed.as_str(), recs[10].mutant), ("s0.bpl", Some(1)));
    assert_eq!((recs[199].seed.as_str(), recs[199].mutant), ("s9.bpl", Some(19)));
}

#[test]
fn interrupted_then_resumed_equals_uninterrupted() {
    let dir = tempfile::tempdir().unwrap();
    let full = dir.path().join("full.csv");
    let v = FakeVerifier::new("fake");
    run_jobs(two_hundred(&v), &opts(2), &mut ResultSink::create(&full).unwrap()).unwrap();

    // the cancel flag is raised as the 57th call starts (a simulated Ctrl-C)
    let part = dir.path().join("part.csv");
    let o = opts(2);
    let cancel = o.cancel.clone();
    let v2 = FakeVerifier::with_hook(
        "fake",
        Box::new(move |n| {
            if n == 57 {
                cancel.cancel();
            }
        }),
    );
    let err = run_jobs(two_hundred(&v2), &o, &mut ResultSink::create(&part).unwrap()).unwrap_err();
    let RunError::Interrupted(s) = err else { panic!("expected Interrupted, got {err}") };
    let after_cut = read_records(&part).unwrap().len();
    assert_eq!(s.recorded, after_cut);
    // Every call is either recorded or discarded. The 57th is discarded; so is the call the other
    // thread has in flight, if any; no call starts once the flag is seen (one may have passed
    // the check just before it was raised).
    assert_eq!(s.recorded + s.discarded, v2.calls());
    assert!((55..=56).contains(&after_cut), "{after_cut} rows before the interruption");
    assert!((1..=2).contains(&s.discarded), "{} runs discarded", s.discarded);
    assert!((57..=58).contains(&v2.calls()), "{} calls", v2.calls());
    // a kill also cut the last row in half
    let mut f = std::fs::OpenOptions::new().append(true).open(&part).unwrap();
    std::io::Write::write_all(&mut f, b"s9.bpl,G,M*,3,S1(3),1,fake,fake 1.0,verif").unwrap();
    drop(f);

    assert_eq!(load_done(&part).unwrap().len(), after_cut);
    let v3 = FakeVerifier::new("fake");
    let mut sink = ResultSink::append(&part).unwrap();
    let s = run_jobs(two_hundred(&v3), &opts(2), &mut sink).unwrap();
    drop(sink);
    assert_eq!(s.already_done, after_cut);
    assert_eq!(v3.calls(), 200 - after_cut);
    assert_eq!(row_set(&part), row_set(&full));
    assert_eq!(std::fs::read_to_string(&part).unwrap().matches("seed,group").count(), 1);
}

#[test]
fn a_run_in_flight_when_cancelled_is_discarded_and_nothing_starts_after() {
    let v = FakeVerifier::new("fake");
    let events = v.events();
    let gate = v.gate();
    let o = opts(1);
    let jobs = vec![job(&v, "a.bpl", None, "verified @block"), job(&v, "b.bpl", None, "verified")];
    let mut sink = ResultSink::memory();
    let result = std::thread::scope(|scope| {
        let runner = scope.spawn(|| run_jobs(jobs, &o, &mut sink));
        assert_eq!(next_event(&events), Event::Started("verified @block".into()));
        o.cancel.cancel();
        gate.send(()).unwrap();
        runner.join().unwrap()
    });
    let Err(RunError::Interrupted(s)) = result else { panic!("expected Interrupted, got {result:?}") };
    assert_eq!((s.recorded, s.discarded, s.tool_runs, v.calls()), (0, 1, 1, 1));
    assert!(sink.records().is_empty());
}

/// The fake's next event; the bound only turns a runner that never calls into a failure instead
/// of a hang (nothing here depends on how fast a call is).
fn next_event(events: &mpsc::Receiver<Event>) -> Event {
    events.recv_timeout(Duration::from_secs(120)).expect("the runner never called the fake verifier")
}

#[test]
fn identical_programs_are_verified_once_and_cached_across_invocations() {
    let dir = tempfile::tempdir().unwrap();
    let rd = ResultsDir::at(dir.path());
    rd.create().unwrap();
    let v = FakeVerifier::new("fake");
    let mut o = opts(2);
    o.cache_dir = Some(rd.cache_dir());
    // 12 jobs, 4 distinct programs (one of them a tool error, tried 1 + TOOL_ERROR_RETRIES times)
    let tries = 1 + TOOL_ERROR_RETRIES as usize;
    let scripts = ["verified", "failed", "verified # 2", "tool_error"];
    let jobs: Vec<Job> = (1..=12).map(|i| job(&v, "a.bpl", Some(i), scripts[i as usize % 4])).collect();
    let mut sink = ResultSink::create(rd.csv_path()).unwrap();
    let s = run_jobs(jobs, &o, &mut sink).unwrap();
    assert_eq!((s.recorded, s.cache_misses, s.cache_hits, v.calls()), (12, 4, 8, 3 + tries));
    assert_eq!(s.tool_runs, 3 + tries);
    assert_eq!(v.calls_of("tool_error"), tries);
    // the same programs under new keys, in a new invocation: only the tool error runs again
    let jobs: Vec<Job> = (13..=24).map(|i| job(&v, "a.bpl", Some(i), scripts[i as usize % 4])).collect();
    let s = run_jobs(jobs, &o, &mut sink).unwrap();
    assert_eq!((s.recorded, s.cache_misses, s.cache_hits, v.calls()), (12, 1, 11, 3 + 2 * tries));
    assert!((s.cache_hit_rate() - 11.0 / 12.0).abs() < 1e-9);
    assert_eq!(s.count(Outcome::ToolError), 3);
    assert_eq!((v.calls_of("verified"), v.calls_of("failed"), v.calls_of("tool_error")), (1, 1, 2 * tries));
    // a different timeout is a different cache key
    let mut o2 = o.clone();
    o2.timeout = Duration::from_secs(4);
    let s = run_jobs(vec![job(&v, "b.bpl", None, "verified")], &o2, &mut sink).unwrap();
    assert_eq!((s.cache_misses, v.calls(), v.calls_of("verified")), (1, 4 + 2 * tries, 2));
    assert_eq!(v.limits().last(), Some(&Duration::from_secs(4)));
    v.assert_clean();
    // identical rows carry the same program hash
    drop(sink);
    let recs = read_records(rd.csv_path()).unwrap();
    let hashes: HashSet<_> = recs.iter().map(|r| r.program_hash.clone()).collect();
    assert_eq!(hashes.len(), 4);
    assert!(recs.iter().all(|r| r.program_hash == program(&scripts_of(r)).content_hash()));
}

/// The script of a row of `identical_programs_...`: mutant i ran `scripts[i % 4]`.
fn scripts_of(r: &RunRecord) -> String {
    ["verified", "failed", "verified # 2", "tool_error"][r.mutant.unwrap_or(0) as usize % 4].to_string()
}

#[test]
fn a_transient_tool_error_is_retried() {
    let v = FakeVerifier::new("fake");
    let mut sink = ResultSink::memory();
    // fails to give an answer the first time only
    let s = run_jobs(vec![job(&v, "a.bpl", None, "tool_error,verified")], &opts(1), &mut sink).unwrap();
    assert_eq!((sink.records()[0].outcome, sink.records()[0].repeats), (Outcome::Verified, 0));
    assert_eq!((s.tool_runs, v.calls()), (2, 2));
    // a tool error that persists is recorded after 1 + TOOL_ERROR_RETRIES tries
    let s = run_jobs(vec![job(&v, "b.bpl", None, "tool_error")], &opts(1), &mut sink).unwrap();
    assert_eq!(sink.records()[1].outcome, Outcome::ToolError);
    assert_eq!((s.tool_runs, v.calls()), (1 + TOOL_ERROR_RETRIES as usize, 3 + TOOL_ERROR_RETRIES as usize));
    // a backend that panics is a tool error too (and is retried like one)
    let s = run_jobs(vec![job(&v, "c.bpl", None, "panic,failed")], &opts(1), &mut sink).unwrap();
    assert_eq!((sink.records()[2].outcome, s.tool_runs), (Outcome::Failed, 2));
    v.assert_clean();
}

#[test]
fn timeouts_are_confirmed() {
    let v = FakeVerifier::new("fake");
    let mut o = opts(2);
    o.confirm_timeouts = 2;
    // a times out the first time only; b always
    let jobs = vec![job(&v, "a.bpl", None, "timeout,verified"), job(&v, "b.bpl", None, "timeout")];
    let mut sink = ResultSink::memory();
    let s = run_jobs(jobs, &o, &mut sink).unwrap();
    let recs = sink.records();
    let a = recs.iter().find(|r| r.seed == "a.bpl").unwrap();
    let b = recs.iter().find(|r| r.seed == "b.bpl").unwrap();
    assert_eq!((a.outcome, a.repeats), (Outcome::Verified, 1));
    assert_eq!((b.outcome, b.repeats), (Outcome::Timeout, 2));
    // the recorded time of a confirmed timeout is the first run's (the fake reports the limit
    // plus 1 ms per run of the program), the time of a confirmed non-timeout is its own
    assert!((b.time_s - (LIMIT.as_secs_f64() + 0.001)).abs() < 1e-9, "{}", b.time_s);
    assert!((a.time_s - 0.002).abs() < 1e-9, "{}", a.time_s);
    assert_eq!((s.tool_runs, v.calls()), (5, 5));

    // without confirmation the first timeout counts
    let mut sink = ResultSink::memory();
    run_jobs(vec![job(&v, "c.bpl", None, "timeout")], &opts(1), &mut sink).unwrap();
    assert_eq!((sink.records()[0].outcome, sink.records()[0].repeats), (Outcome::Timeout, 0));

    // a cached timeout confirmed fewer times than now asked for is run again
    let cache = tempfile::tempdir().unwrap();
    let mut o1 = opts(1);
    o1.cache_dir = Some(cache.path().to_path_buf());
    let before = v.calls();
    run_jobs(vec![job(&v, "d.bpl", None, "timeout")], &o1, &mut ResultSink::memory()).unwrap();
    o1.confirm_timeouts = 1;
    let s = run_jobs(vec![job(&v, "e.bpl", None, "timeout")], &o1, &mut ResultSink::memory()).unwrap();
    assert_eq!((s.cache_hits, v.calls() - before), (0, 3));
    let s = run_jobs(vec![job(&v, "f.bpl", None, "timeout")], &o1, &mut ResultSink::memory()).unwrap();
    assert_eq!((s.cache_hits, v.calls() - before), (1, 3));
    assert!(v.limits().iter().all(|l| *l == LIMIT));
    v.assert_clean();
}

#[test]
fn stop_on_first_skips_the_rest_of_a_flipped_seed() {
    let v = FakeVerifier::new("sh");
    let w = FakeVerifier::new("sh2");
    let mut jobs = Vec::new();
    for tool in [&v, &w] {
        jobs.push(job(tool, "a.bpl", None, "verified"));
        jobs.push(job(tool, "b.bpl", None, "failed"));
        for m in 1..=10 {
            // a.bpl flips at mutant 3 with `sh`; its mutants 5 and 6 are identical programs
            let a = if tool.label() == "sh" && m == 3 { "failed".to_string() } else { format!("verified # {m}") };
            let a = if m == 6 { "verified # 5".to_string() } else { a };
            jobs.push(job(tool, "a.bpl", Some(m), &a));
            jobs.push(job(tool, "b.bpl", Some(m), "failed # b"));
        }
    }
    let mut o = opts(1);
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
    // the skipped mutants of a.bpl were never run by `sh`
    assert_eq!(v.calls_of("verified # 4"), 0);
    assert_eq!(w.calls_of("verified # 4"), 1);

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

#[test]
fn stop_on_first_drops_a_mutant_that_was_in_flight_when_the_seed_flipped() {
    // Thread 1 runs the seed, then mutant 2 (which flips the seed), skips mutants 3 and 4, and
    // starts z.bpl; thread 2 holds mutant 1 in flight until then. Mutant 1 finishes after the
    // flip and must not be recorded.
    let v = FakeVerifier::new("fake");
    let events = v.events();
    let gate = v.gate();
    let mut jobs = vec![
        job(&v, "a.bpl", None, "verified"),
        job(&v, "a.bpl", Some(1), "verified @block"),
        job(&v, "a.bpl", Some(2), "failed"),
        job(&v, "a.bpl", Some(3), "verified # 3"),
        job(&v, "a.bpl", Some(4), "verified # 4"),
    ];
    jobs.push(job(&v, "z.bpl", Some(1), "verified # z"));
    let mut o = opts(2);
    o.stop_on_first = true;
    let mut sink = ResultSink::memory();
    let s = std::thread::scope(|scope| {
        let runner = scope.spawn(|| run_jobs(jobs, &o, &mut sink));
        let (mut blocked, mut z_started) = (false, false);
        while !(blocked && z_started) {
            match next_event(&events) {
                Event::Started(t) if t == "verified @block" => blocked = true,
                Event::Started(t) if t == "verified # z" => z_started = true,
                _ => {}
            }
        }
        gate.send(()).unwrap();
        runner.join().unwrap().unwrap()
    });
    let a: Vec<_> = sink.records().iter().filter(|r| r.seed == "a.bpl").map(|r| r.mutant).collect();
    assert_eq!(a, vec![None, Some(2)]);
    assert_eq!(s.flipped, vec![("a.bpl".to_string(), "fake".to_string())]);
    assert_eq!((s.skipped_flipped, s.recorded, v.calls()), (3, 3, 4));
    assert_eq!((v.calls_of("verified # 3"), v.calls_of("verified # 4")), (0, 0));
}

/// A judge that calls the flip of mutant 5 a finding, and records which flips it judged.
struct TextJudge(std::sync::Mutex<Vec<Option<u32>>>);

impl wobble::runner::FlipJudge for TextJudge {
    fn is_finding(&self, r: &wobble::runner::RunRecord) -> bool {
        self.0.lock().unwrap().push(r.mutant);
        r.mutant == Some(5)
    }
}

/// A judge that fails at the first flip it judges.
struct FailingJudge(std::sync::atomic::AtomicBool);

impl wobble::runner::FlipJudge for FailingJudge {
    fn is_finding(&self, _: &wobble::runner::RunRecord) -> bool {
        self.0.store(true, std::sync::atomic::Ordering::SeqCst);
        false
    }
    fn failed(&self) -> bool {
        self.0.load(std::sync::atomic::Ordering::SeqCst)
    }
}

#[test]
fn a_judge_that_failed_stops_the_run_from_starting_new_runs() {
    let v = FakeVerifier::new("sh");
    let mut jobs = vec![job(&v, "a.bpl", None, "verified")];
    for m in 1..=6 {
        let a = if m == 2 { format!("failed # {m}") } else { format!("verified # {m}") };
        jobs.push(job(&v, "a.bpl", Some(m), &a));
    }
    let mut o = opts(1);
    o.stop_on_finding = Some(wobble::runner::Judge(std::sync::Arc::new(FailingJudge(Default::default()))));
    let mut sink = ResultSink::memory();
    run_jobs(jobs, &o, &mut sink).unwrap();
    let a: Vec<_> = sink.records().iter().map(|r| r.mutant).collect();
    // The flip of mutant 2 is recorded and judged; nothing after it runs.
    assert_eq!(a, vec![None, Some(1), Some(2)]);
    assert_eq!(v.calls_of("verified # 3"), 0);
}

#[test]
fn stop_on_finding_judges_each_flip_until_one_is_a_finding() {
    let v = FakeVerifier::new("sh");
    let mut jobs = vec![job(&v, "a.bpl", None, "verified"), job(&v, "b.bpl", None, "failed")];
    for m in 1..=8 {
        // a.bpl flips at mutants 2 and 5; only the flip of mutant 5 is a finding.
        let a = if m == 2 || m == 5 { format!("failed # {m}") } else { format!("verified # {m}") };
        jobs.push(job(&v, "a.bpl", Some(m), &a));
        jobs.push(job(&v, "b.bpl", Some(m), &format!("failed # b{m}")));
    }
    let judge = std::sync::Arc::new(TextJudge(std::sync::Mutex::new(Vec::new())));
    let mut o = opts(1);
    o.stop_on_finding = Some(wobble::runner::Judge(judge.clone()));
    let mut sink = ResultSink::memory();
    let s = run_jobs(jobs, &o, &mut sink).unwrap();
    let a: Vec<_> = sink.records().iter().filter(|r| r.seed == "a.bpl").map(|r| r.mutant).collect();
    assert_eq!(a, vec![None, Some(1), Some(2), Some(3), Some(4), Some(5)]);
    // Only flips of a verified seed are judged (b.bpl's failing mutants are not flips).
    assert_eq!(*judge.0.lock().unwrap(), vec![Some(2), Some(5)]);
    assert_eq!(sink.records().iter().filter(|r| r.seed == "b.bpl").count(), 9);
    assert_eq!(s.skipped_flipped, 3);
    assert_eq!((v.calls_of("verified # 6"), v.calls_of("verified # 8")), (0, 0));
}

/// A mutant that a tool rejects is judged by wobble's own front end when the run asks for it: a
/// well-formed one keeps the tool's outcome (a front-end finding for the report), an ill-formed
/// one (an undeclared procedure) becomes `invalid_mutant`, never the tool's verdict, with both
/// messages; the seed is never judged, and neither is a flip.
#[test]
fn a_rejected_mutant_that_wobble_refuses_too_is_an_invalid_mutant() {
    let v = FakeVerifier::new("boogie");
    let seed = "// verified # seed\nprocedure p();\n";
    let well_formed =
        "// type_error # a\nimplementation main() { call upd(3); }\nprocedure main();\nprocedure upd<T>(v: T);\n";
    let ill_formed = "// type_error # b\nprocedure p();\nimplementation p() { call q(); }\n";
    let jobs = || {
        vec![
            job(&v, "s.bpl", None, seed),
            job(&v, "s.bpl", Some(1), well_formed),
            job(&v, "s.bpl", Some(2), ill_formed),
            job(&v, "r.bpl", None, "// type_error # rejected seed\nprocedure p() { call q(); }\n"),
        ]
    };
    let dir = tempfile::tempdir().unwrap();
    let mut judged = opts(2);
    judged.judge_rejected_mutants = true;
    let mut sink = ResultSink::create(dir.path().join("r.csv")).unwrap();
    let summary = run_jobs(jobs(), &judged, &mut sink).unwrap();
    let rows = read_records(dir.path().join("r.csv")).unwrap();
    let outcome = |seed: &str, m: Option<u32>| rows.iter().find(|r| r.seed == seed && r.mutant == m).unwrap();
    assert_eq!(outcome("s.bpl", Some(1)).outcome, Outcome::TypeError);
    let invalid = outcome("s.bpl", Some(2));
    assert_eq!(invalid.outcome, Outcome::InvalidMutant);
    assert!(invalid.detail.starts_with("wobble's own front end refuses the mutant: "), "{}", invalid.detail);
    assert!(invalid.detail.contains("undeclared procedure `q`"), "{}", invalid.detail);
    assert!(invalid.detail.contains("; boogie said: said type_error"), "{}", invalid.detail);
    assert_eq!(outcome("r.bpl", None).outcome, Outcome::TypeError, "a seed is the user's: never judged");
    assert!(summary.flipped.is_empty(), "a rejection is no verification flip: {:?}", summary.flipped);
    assert_eq!((summary.count(Outcome::TypeError), summary.count(Outcome::InvalidMutant)), (2, 1));

    // Without the option (e.g. `minimize`, whose candidates may be ill-formed), the tool's outcome stays.
    let plain = tempfile::tempdir().unwrap();
    let mut sink = ResultSink::create(plain.path().join("r.csv")).unwrap();
    run_jobs(jobs(), &opts(2), &mut sink).unwrap();
    let rows = read_records(plain.path().join("r.csv")).unwrap();
    assert!(rows.iter().all(|r| r.outcome != Outcome::InvalidMutant), "{rows:?}");
    v.assert_clean();
}
