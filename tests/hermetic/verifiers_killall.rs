//! `kill_all_children` (the Ctrl-C path) stops running tool processes. Own test binary: it kills
//! every group this process started, which would disturb parallel tests.

use std::path::Path;
use std::time::Duration;
use wobble::verifiers::process::{kill_all_children, live_groups, run_with_timeout};

#[test]
fn kill_all_children_stops_running_runs() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().to_path_buf();
    let h = std::thread::spawn(move || {
        run_with_timeout(
            Path::new("sh"),
            &["-c".into(), "sleep 50 & sleep 50".into()],
            &p,
            "k",
            Duration::from_secs(30),
        )
        .unwrap()
    });
    let start = std::time::Instant::now();
    while live_groups() == 0 && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    kill_all_children();
    let out = h.join().unwrap();
    assert!(out.wall < Duration::from_secs(10), "took {:?}", out.wall);
    assert!(!out.timed_out);
    assert!(out.status.map(|s| !s.success()).unwrap_or(false));
}
