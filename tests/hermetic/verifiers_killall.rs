//! `kill_all_children` (the Ctrl-C path) stops running tool processes. It kills every process
//! group this process started, which would disturb the other tests of this binary running in
//! parallel, so the body runs in a process of its own (`common::isolated`).

use crate::common::{isolated, procs};
use std::path::Path;
use std::time::Duration;
use wobble::verifiers::process::{kill_all_children, live_groups, run_with_timeout};

#[test]
fn kill_all_children_stops_running_runs() {
    isolated::run_in_own_process("verifiers_killall::kill_all_children_body");
}

#[test]
#[ignore = "runs in its own process, started by kill_all_children_stops_running_runs"]
fn kill_all_children_body() {
    if !isolated::in_own_process("verifiers_killall::kill_all_children_body") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().to_path_buf();
    // The limit is far beyond the test: if the kill does not work, the run ends as a timeout
    // (and the test fails on `timed_out`), never as a pass.
    let script = "sleep 1000 & echo $! > bg.pid.tmp; mv bg.pid.tmp bg.pid; sleep 1000";
    let h = std::thread::spawn(move || {
        run_with_timeout(Path::new("sh"), &["-c".into(), script.into()], &p, "k", Duration::from_secs(900)).unwrap()
    });
    // Kill once the run's group is registered and its grandchild is running.
    let bg_file = dir.path().join("bg.pid");
    while !(live_groups() == 1 && bg_file.exists()) {
        assert!(!h.is_finished(), "the run ended before it was killed");
        std::thread::sleep(Duration::from_millis(20));
    }
    let bg: i32 = std::fs::read_to_string(&bg_file).unwrap().trim().parse().unwrap();
    assert!(procs::alive(bg), "the grandchild {bg} is not running before the kill");
    kill_all_children();
    let out = h.join().unwrap();
    assert!(!out.timed_out);
    assert!(out.status.is_some_and(|s| !s.success()), "{out:?}");
    assert_eq!(live_groups(), 0);
    assert_eq!(procs::settle(|| [bg].into_iter().filter(|&p| procs::alive(p)).collect()), Vec::<i32>::new());
    // After the kill no tool starts: a caller that keeps going cannot leave an orphan behind.
    let e =
        run_with_timeout(Path::new("sh"), &["-c".into(), "true".into()], dir.path(), "late", Duration::from_secs(9))
            .unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::Interrupted, "{e}");
    assert_eq!(live_groups(), 0);
}
