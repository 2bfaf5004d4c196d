//! Running a verifier process with a wall-clock limit. The child gets its own process group, so
//! on expiry (or on Ctrl-C, via [`kill_all_children`]) the whole tree dies: the `boogie` shell
//! wrapper, mono, and the z3 it spawned. Output goes to files in the run's work directory, so a
//! chatty tool can never block on a full pipe.

use std::collections::HashSet;
use std::fs::File;
use std::io;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use wait_timeout::ChildExt;

/// What a finished (or killed) process left behind.
#[derive(Debug)]
pub struct Finished {
    /// `None` when the process was killed on timeout.
    pub status: Option<ExitStatus>,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
    pub timed_out: bool,
}

/// Process groups of running children, for [`kill_all_children`].
static LIVE_GROUPS: Mutex<Option<HashSet<i32>>> = Mutex::new(None);

fn register(pgid: i32, live: bool) {
    let mut guard = LIVE_GROUPS.lock().unwrap_or_else(|p| p.into_inner());
    let set = guard.get_or_insert_with(HashSet::new);
    if live {
        set.insert(pgid);
    } else {
        set.remove(&pgid);
    }
}

fn kill_group(pgid: i32) {
    // SAFETY: killpg has no memory-safety preconditions; a stale group id only yields ESRCH.
    unsafe {
        libc::killpg(pgid, libc::SIGKILL);
    }
}

/// Kills every process group started by [`run`] that is still running (for Ctrl-C handlers).
pub fn kill_all_children() {
    let guard = LIVE_GROUPS.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(set) = guard.as_ref() {
        for &g in set {
            kill_group(g);
        }
    }
}

/// Runs `cmd` in `workdir` with the limit `timeout`, capturing stdout/stderr to
/// `workdir/NAME.out` and `workdir/NAME.err`. On expiry the child's whole process group is
/// killed with SIGKILL. Any stray processes left in the group after a normal exit are killed
/// too. Errors only when the process cannot be started or its output cannot be read.
pub fn run(cmd: &mut Command, workdir: &Path, name: &str, timeout: Duration) -> io::Result<Finished> {
    let out_path = workdir.join(format!("{name}.out"));
    let err_path = workdir.join(format!("{name}.err"));
    cmd.current_dir(workdir)
        .stdin(Stdio::null())
        .stdout(File::create(&out_path)?)
        .stderr(File::create(&err_path)?)
        .process_group(0);
    let start = Instant::now();
    let mut child = cmd.spawn()?;
    let pgid = child.id() as i32;
    register(pgid, true);
    let waited = child.wait_timeout(timeout);
    let (status, timed_out) = match waited {
        Ok(Some(status)) => (Some(status), false),
        Ok(None) => {
            kill_group(pgid);
            let _ = child.wait();
            (None, true)
        }
        Err(e) => {
            kill_group(pgid);
            let _ = child.wait();
            register(pgid, false);
            return Err(e);
        }
    };
    let elapsed = start.elapsed();
    // Grandchildren that outlived the leader (e.g. a solver still running) die with the group.
    kill_group(pgid);
    register(pgid, false);
    let read = |p: &Path| std::fs::read(p).map(|b| String::from_utf8_lossy(&b).into_owned());
    Ok(Finished { status, stdout: read(&out_path)?, stderr: read(&err_path)?, elapsed, timed_out })
}

/// Runs a command and returns its stdout+stderr if it exits within `timeout` (for `--version`
/// probes). `None` when it cannot run or times out.
pub fn probe(program: &str, args: &[&str], timeout: Duration) -> Option<String> {
    let dir = tempfile::tempdir().ok()?;
    let mut cmd = Command::new(program);
    cmd.args(args);
    let f = run(&mut cmd, dir.path(), "probe", timeout).ok()?;
    if f.timed_out {
        return None;
    }
    Some(format!("{}{}", f.stdout, f.stderr))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Is the process alive (not gone, not a zombie)?
    fn alive(pid: i32) -> bool {
        match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
            Ok(stat) => stat.rsplit(')').next().map(|r| !r.trim_start().starts_with('Z')).unwrap_or(false),
            Err(_) => false,
        }
    }

    #[test]
    fn timeout_kills_the_whole_tree() {
        let dir = tempfile::tempdir().unwrap();
        let mut cmd = Command::new("sh");
        cmd.args(["-c", "sleep 100 & echo $! > pids; sh -c 'sleep 100 & echo $! >> pids; wait' & wait"]);
        let start = Instant::now();
        let f = run(&mut cmd, dir.path(), "t", Duration::from_millis(500)).unwrap();
        assert!(f.timed_out);
        assert!(f.status.is_none());
        assert!(start.elapsed() < Duration::from_secs(5));
        let pids: Vec<i32> = std::fs::read_to_string(dir.path().join("pids"))
            .unwrap()
            .lines()
            .filter_map(|l| l.trim().parse().ok())
            .collect();
        assert_eq!(pids.len(), 2, "both grandchildren started");
        std::thread::sleep(Duration::from_millis(100));
        for pid in pids {
            assert!(!alive(pid), "process {pid} survived the timeout");
        }
    }

    #[test]
    fn normal_exit_captures_output_and_status() {
        let dir = tempfile::tempdir().unwrap();
        let mut cmd = Command::new("sh");
        cmd.args(["-c", "echo out; echo err >&2; exit 3"]);
        let f = run(&mut cmd, dir.path(), "n", Duration::from_secs(10)).unwrap();
        assert!(!f.timed_out);
        assert_eq!(f.status.and_then(|s| s.code()), Some(3));
        assert_eq!(f.stdout, "out\n");
        assert_eq!(f.stderr, "err\n");
    }

    #[test]
    fn missing_binary_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let mut cmd = Command::new("/nonexistent/wobble-no-such-tool");
        assert!(run(&mut cmd, dir.path(), "m", Duration::from_secs(1)).is_err());
        assert!(probe("/nonexistent/wobble-no-such-tool", &["--version"], Duration::from_secs(1)).is_none());
    }
}
