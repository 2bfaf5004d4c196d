//! Process control: time-outs kill the whole process group, grandchildren included.

use std::path::Path;
use std::time::Duration;
use wobble::verifiers::process::run_with_timeout;

fn alive(pid: i32) -> bool {
    // A zombie is dead for our purposes: check /proc state.
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(s) => !s.split(") ").nth(1).map(|r| r.starts_with('Z')).unwrap_or(false),
        Err(_) => false,
    }
}

/// Non-zombie processes whose process group is `pgid` (from /proc/PID/stat field 5).
fn live_in_group(pgid: i32) -> Vec<i32> {
    let mut v = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<i32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        let Some(rest) = stat.rsplit_once(") ").map(|(_, r)| r) else {
            continue;
        };
        let f: Vec<&str> = rest.split_whitespace().collect();
        // f[0] = state, f[1] = ppid, f[2] = pgrp
        if f.len() > 2 && f[2] == pgid.to_string() && f[0] != "Z" {
            v.push(pid);
        }
    }
    v
}

#[test]
fn timeout_kills_grandchildren() {
    let dir = tempfile::tempdir().unwrap();
    let script = "sleep 100 & echo $! > bg.pid; echo $$ > sh.pid; sleep 100";
    let out =
        run_with_timeout(Path::new("sh"), &["-c".into(), script.into()], dir.path(), "t", Duration::from_millis(800))
            .unwrap();
    assert!(out.timed_out);
    assert!(out.status.is_none());
    assert!(out.wall < Duration::from_secs(5));
    let sh: i32 = std::fs::read_to_string(dir.path().join("sh.pid")).unwrap().trim().parse().unwrap();
    let bg: i32 = std::fs::read_to_string(dir.path().join("bg.pid")).unwrap().trim().parse().unwrap();
    // Give the kernel a moment to deliver SIGKILL to the orphan (it is reaped by init).
    std::thread::sleep(Duration::from_millis(200));
    assert!(!alive(bg), "background sleep {bg} survived");
    assert!(!alive(sh), "shell {sh} survived");
    // No live (non-zombie) process is left in the group. Zombies may linger if the reaper of
    // orphans in this container is slow; they hold no resources.
    assert_eq!(live_in_group(sh), Vec::<i32>::new());
}

#[test]
fn normal_exit_captures_output() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_with_timeout(
        Path::new("sh"),
        &["-c".into(), "echo hello; echo oops >&2; exit 3".into()],
        dir.path(),
        "n",
        Duration::from_secs(10),
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
