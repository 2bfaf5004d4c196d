//! SIGTERM and Ctrl-C (SIGINT) to the `wobble` binary in a command that samples solver runs
//! outside the runner (`minimize --unstable`, like `stability`): the handler that `cli::main`
//! installs for every command kills the running z3, no solver starts after the signal, and the
//! status is 130. Before, such commands had no handler: the signal ended wobble and left z3 (in
//! a process group of its own, with wobble's time limit gone) running for ever.
//!
//! The query is `x³ + y³ = z³` over positive integers, on which z3 runs past any limit; the run
//! limit is 600 s, so the z3 alive at the signal can only end because the handler killed it.
//! Nothing depends on how fast z3 is: the test waits for z3 to start, then signals.

use crate::common::{self, procs};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const HANG: &str = "(declare-fun x () Int)\n(declare-fun y () Int)\n(declare-fun z () Int)\n\
(assert (> x 0))\n(assert (> y 0))\n(assert (> z 0))\n\
(assert (= (+ (* x x x) (* y y y)) (* z z z)))\n(check-sat)\n";

fn signal_stops_the_solver(signal: i32) {
    if !common::require_tools(&["z3", "cvc5"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let scratch = tmp.path().join("scratch");
    std::fs::create_dir(&scratch).unwrap();
    let query = tmp.path().join("hang.smt2");
    std::fs::write(&query, HANG).unwrap();
    // Solver work directories are temporary directories: under `scratch`, they name this test.
    let mut child = Command::new(env!("CARGO_BIN_EXE_wobble"))
        .args(["minimize", "--unstable", query.to_str().unwrap(), "--methods", "reseed", "--timeout", "600"])
        .args(["-j", "1", "--out", tmp.path().join("out").to_str().unwrap()])
        .env("TMPDIR", &scratch)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait for z3 to run on the query (not its version probe); the bound only turns a wobble
    // that never starts it into a failure.
    let give_up = Instant::now() + Duration::from_secs(300);
    let running = loop {
        let found: Vec<String> = procs::alive_mentioning(&scratch).into_iter().filter(|p| p.contains("z3")).collect();
        if !found.is_empty() {
            break found;
        }
        assert!(child.try_wait().unwrap().is_none(), "wobble ended before z3 ran");
        assert!(Instant::now() < give_up, "z3 never started");
        std::thread::sleep(Duration::from_millis(50));
    };
    // SAFETY: kill only sends a signal to our own child.
    assert_eq!(unsafe { libc::kill(child.id() as i32, signal) }, 0);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    eprintln!("running at the signal: {running:?}\n{stderr}");
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    assert_eq!(procs::settle(|| procs::alive_mentioning(&scratch)), Vec::<String>::new(), "was running: {running:?}");
}

#[test]
fn sigterm_during_minimize_kills_z3_and_exits_130() {
    signal_stops_the_solver(libc::SIGTERM);
}

#[test]
fn sigint_during_minimize_kills_z3_and_exits_130() {
    signal_stops_the_solver(libc::SIGINT);
}
