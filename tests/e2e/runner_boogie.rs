//! The runner with the real Boogie (+ z3): outcomes and rows of real runs, and no verifier
//! process left behind after many timeouts of a program with a matching loop.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};
use wobble::runner::*;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::{Outcome, Verifier};

fn boogie() -> Arc<dyn Verifier> {
    Arc::new(BoogieVerifier::default_config().expect("boogie is installed (make tools)"))
}

/// Matching loops between `f` and `g`: z3 does not finish this within minutes.
fn looping(i: u32) -> ProgramText {
    ProgramText::single(
        "loop.bpl",
        format!(
            "// variant {i}\nfunction f(x: int): int;\nfunction g(x: int): int;\n\
             axiom (forall x: int :: {{f(x)}} f(x) == g(f(x + 1)) && g(x) == f(x - 1) + 1);\n\
             axiom (forall x: int :: {{g(x)}} g(x) < f(g(x) + x));\n\
             procedure P(a: int)\n{{\n  assert f(a) == f(a + 7) + 7;\n}}\n"
        ),
    )
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

/// Live (non-zombie) processes that mention `dir` in their command line or working directory
/// (boogie is started in its work directory and z3 inherits it, so an orphaned z3 shows here;
/// processes of other tests running concurrently in this binary use other directories).
fn leftovers(dir: &Path) -> Vec<String> {
    let me = std::process::id();
    let needle = dir.to_string_lossy().to_string();
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return found;
    };
    for e in entries.flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        let Some(close) = stat.rfind(')') else {
            continue;
        };
        if stat[close + 1..].trim_start().starts_with('Z') {
            continue;
        }
        let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
        let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        let cwd =
            std::fs::read_link(format!("/proc/{pid}/cwd")).map(|p| p.to_string_lossy().to_string()).unwrap_or_default();
        if pid != me && (cmdline.contains(&needle) || cwd.starts_with(&needle)) {
            found.push(format!("{pid}: {cmdline} cwd={cwd}"));
        }
    }
    found
}

/// [`leftovers`] after giving SIGKILLed processes up to 5 s to finish dying (a killed mono with
/// a large heap is briefly visible, with an empty command line, while the kernel tears it down).
fn leftovers_after_grace(dir: &Path) -> Vec<String> {
    for _ in 0..50 {
        let l = leftovers(dir);
        if l.is_empty() {
            return l;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    leftovers(dir)
}

#[test]
fn real_outcomes_are_recorded() {
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
    let mut o = RunOptions::new(2, Duration::from_secs(30));
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
    let v = boogie();
    let work = tempfile::tempdir().unwrap();
    let jobs: Vec<Job> = (1..=4).map(|i| mutant("loop.bpl", i, looping(i), &v)).collect();
    let mut o = RunOptions::new(2, Duration::from_millis(1500));
    o.quiet = true;
    o.confirm_timeouts = 1;
    o.work_root = Some(work.path().to_path_buf());
    let mut sink = ResultSink::memory();
    let started = Instant::now();
    let s = run_jobs(jobs, &o, &mut sink).unwrap();
    let took = started.elapsed();
    assert_eq!(s.count(Outcome::Timeout), 4, "{:?}", sink.records());
    assert!(sink.records().iter().all(|r| r.repeats == 1 && r.time_s >= 1.4 && r.time_s < 10.0));
    assert_eq!(s.tool_runs, 8);
    // 8 runs of 1.5 s on 2 threads: about 6 s; the time limit must really cut them
    assert!(took < Duration::from_secs(20), "{took:?}");
    assert_eq!(leftovers_after_grace(work.path()), Vec::<String>::new());
    assert_eq!(std::fs::read_dir(work.path()).unwrap().count(), 0);
}
