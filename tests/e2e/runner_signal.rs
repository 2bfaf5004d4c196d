//! SIGTERM during a run with the real Boogie: the installed handler kills the verifier process
//! trees, `run_jobs` returns `Interrupted` promptly, finished runs are in the CSV, and no
//! verifier process is left. (Its own test binary: the interrupted flag is process-wide.)

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};
use wobble::runner::*;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::Verifier;

fn looping(i: u32) -> String {
    format!(
        "// variant {i}\nfunction f(x: int): int;\nfunction g(x: int): int;\n\
         axiom (forall x: int :: {{f(x)}} f(x) == g(f(x + 1)) && g(x) == f(x - 1) + 1);\n\
         axiom (forall x: int :: {{g(x)}} g(x) < f(g(x) + x));\n\
         procedure P(a: int)\n{{\n  assert f(a) == f(a + 7) + 7;\n}}\n"
    )
}

fn live_processes_mentioning(dir: &Path) -> Vec<String> {
    let needle = dir.to_string_lossy().to_string();
    let mut found = Vec::new();
    for e in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        if stat.rfind(')').is_some_and(|c| stat[c + 1..].trim_start().starts_with('Z')) {
            continue;
        }
        let cmdline = String::from_utf8_lossy(&std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default())
            .replace('\0', " ");
        let cwd =
            std::fs::read_link(format!("/proc/{pid}/cwd")).map(|p| p.to_string_lossy().to_string()).unwrap_or_default();
        if cmdline.contains(&needle) || cwd.starts_with(&needle) {
            found.push(format!("{pid}: {cmdline} (cwd {cwd})"));
        }
    }
    found
}

#[test]
fn sigterm_stops_the_run_and_kills_the_tools() {
    install_interrupt_handler().unwrap();
    let v: Arc<dyn Verifier> = Arc::new(BoogieVerifier::default_config().expect("boogie is installed (make tools)"));
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
            ProgramText::single("p.bpl", looping(i)),
            v.clone(),
        ));
    }
    let mut o = RunOptions::new(2, Duration::from_secs(120));
    o.quiet = true;
    o.work_root = Some(work.path().to_path_buf());
    let signaller = std::thread::spawn(|| {
        std::thread::sleep(Duration::from_secs(6));
        unsafe {
            libc::kill(libc::getpid(), libc::SIGTERM);
        }
        Instant::now()
    });
    let mut sink = ResultSink::create(&csv).unwrap();
    let result = run_jobs(jobs, &o, &mut sink);
    let returned = Instant::now();
    drop(sink);
    let signalled = signaller.join().unwrap();
    let Err(RunError::Interrupted(summary)) = result else { panic!("expected Interrupted, got {result:?}") };
    assert!(
        returned.duration_since(signalled) < Duration::from_secs(5),
        "took {:?} to stop",
        returned.duration_since(signalled)
    );
    assert!(interrupted());
    // the two quick programs finished before the signal; the loops were cut and not recorded
    let recs = read_records(&csv).unwrap();
    let mut seeds: Vec<_> = recs.iter().map(|r| r.seed.as_str()).collect();
    seeds.sort();
    assert_eq!(seeds, vec!["ok1.bpl", "ok2.bpl"]);
    assert_eq!(summary.recorded, 2);
    assert_eq!(summary.discarded, 2);
    assert!(std::fs::read_to_string(&csv).unwrap().ends_with('\n'));
    // SIGKILLed processes (mono with a large heap) may take a moment to finish dying.
    let mut left = live_processes_mentioning(work.path());
    for _ in 0..50 {
        if left.is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        left = live_processes_mentioning(work.path());
    }
    assert_eq!(left, Vec::<String>::new());
    assert_eq!(std::fs::read_dir(work.path()).unwrap().count(), 0);
}
