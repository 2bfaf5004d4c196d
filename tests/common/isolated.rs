//! Running one test in a process of its own. A test that changes process-wide state — sends
//! SIGTERM to its own process, or kills every tool process the process started — cannot share a
//! test binary with tests running in parallel. Such a test is split in two: an `#[ignore]`d body
//! that does the work when [`in_own_process`] says so, and a driver that calls
//! [`run_in_own_process`], which runs the current test binary again with only that body.

use std::process::Command;

/// Set in the child's environment to the name of the test it is to run.
const ENV: &str = "WOBBLE_TEST_IN_OWN_PROCESS";

/// Runs the ignored test `name` (as the harness lists it, e.g. `runner_signal::sigterm_body`) of
/// this test binary in a child process, alone, and panics with its output unless it ran and
/// passed.
pub fn run_in_own_process(name: &str) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let out = Command::new(exe)
        .args([name, "--exact", "--ignored", "--test-threads=1", "--nocapture"])
        .env(ENV, name)
        .output()
        .expect("run the test binary again");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stdout.contains("test result: ok. 1 passed"),
        "`{name}` in its own process: {}\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
        out.status
    );
    eprint!("{stderr}");
}

/// True in the child process that [`run_in_own_process`] started for `name`. Elsewhere (e.g.
/// `cargo test -- --ignored`) prints why the body does nothing, and returns false.
pub fn in_own_process(name: &str) -> bool {
    if std::env::var(ENV).is_ok_and(|v| v == name) {
        return true;
    }
    eprintln!("`{name}` only runs in its own process, started by its driver test");
    false
}
