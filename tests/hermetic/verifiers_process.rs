//! Process control: time-outs kill the whole process group, grandchildren included.

use crate::common::procs;
use std::path::Path;
use std::time::Duration;
use wobble::verifiers::process::{run_with_timeout, ProcessOutput};

/// Runs `script` with `sh -c` under a limit, starting with 1 s and doubling it until the script
/// got as far as writing `sh.pid` and `bg.pid` before it was killed (on a loaded machine `sh` may
/// not even start within the first limit); returns the output and the two pids.
fn run_until_started(dir: &Path, script: &str) -> (ProcessOutput, i32, i32) {
    let mut limit = Duration::from_secs(1);
    loop {
        for f in ["sh.pid", "bg.pid"] {
            let _ = std::fs::remove_file(dir.join(f));
        }
        let out = run_with_timeout(Path::new("sh"), &["-c".into(), script.into()], dir, "t", limit).unwrap();
        let pid = |f: &str| std::fs::read_to_string(dir.join(f)).ok().and_then(|s| s.trim().parse::<i32>().ok());
        if let (Some(sh), Some(bg)) = (pid("sh.pid"), pid("bg.pid")) {
            return (out, sh, bg);
        }
        assert!(out.timed_out, "the script ended without writing its pids: {out:?}");
        assert!(limit < Duration::from_secs(512), "sh never started");
        limit *= 2;
    }
}

#[test]
fn timeout_kills_grandchildren() {
    let dir = tempfile::tempdir().unwrap();
    // the shell, and a background grandchild, both sleep far longer than any limit used here
    let script = "sleep 1000 & echo $! > bg.pid.tmp; mv bg.pid.tmp bg.pid; echo $$ > sh.pid.tmp; mv sh.pid.tmp sh.pid; sleep 1000";
    let (out, sh, bg) = run_until_started(dir.path(), script);
    assert!(out.timed_out);
    assert!(out.status.is_none());
    // Dead means gone, a zombie, exiting or with SIGKILL pending (`procs::alive`): no bet on how
    // soon the kernel finishes tearing the processes down.
    let survivors = procs::settle(|| [sh, bg].into_iter().filter(|&p| procs::alive(p)).collect());
    assert_eq!(survivors, Vec::<i32>::new(), "shell {sh} or background sleep {bg} survived");
    assert_eq!(procs::settle(|| procs::alive_in_group(sh)), Vec::<i32>::new());
}

#[test]
fn normal_exit_captures_output() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_with_timeout(
        Path::new("sh"),
        &["-c".into(), "echo hello; echo oops >&2; exit 3".into()],
        dir.path(),
        "n",
        Duration::from_secs(300),
    )
    .unwrap();
    assert!(!out.timed_out);
    assert_eq!(out.code(), Some(3));
    assert_eq!(out.stdout, "hello\n");
    assert_eq!(out.stderr, "oops\n");
}

#[test]
fn missing_binary_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    assert!(run_with_timeout(Path::new("/nonexistent/tool"), &[], dir.path(), "m", Duration::from_secs(1)).is_err());
}
