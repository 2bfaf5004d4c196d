//! Running external tools with a wall-clock limit: each child runs in its own process group,
//! output goes to files in the working directory (no pipe deadlocks), and on time-out the whole
//! group (shell wrapper, mono, z3...) is killed with SIGKILL and reaped. A run may also get a
//! CPU-time limit ([`run_limited`]): the kernel's `RLIMIT_CPU`, which does not depend on the
//! machine's load. A global registry of
//! live groups lets a Ctrl-C handler kill every running tool with [`kill_all_children`], after
//! which no tool starts.

use crate::util::shell::shell_quote;
use std::collections::HashSet;
use std::fs::File;
use std::io;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};
use wait_timeout::ChildExt;

/// What one bounded run produced.
#[derive(Debug)]
pub struct ProcessOutput {
    /// `None` when the run timed out (the group was killed).
    pub status: Option<ExitStatus>,
    pub stdout: String,
    pub stderr: String,
    pub wall: Duration,
    pub timed_out: bool,
    /// The run was stopped by its CPU-time limit ([`run_limited`]); `status` is the signal.
    pub cpu_limited: bool,
    /// The command line, shell-like, for results.
    pub command_line: String,
}

impl ProcessOutput {
    /// Exit code, if the process exited normally.
    pub fn code(&self) -> Option<i32> {
        self.status.and_then(|s| s.code())
    }
    /// stdout followed by stderr.
    pub fn combined(&self) -> String {
        let mut s = self.stdout.clone();
        if !self.stderr.is_empty() {
            if !s.is_empty() && !s.ends_with('\n') {
                s.push('\n');
            }
            s.push_str(&self.stderr);
        }
        s
    }
}

fn registry() -> &'static Mutex<HashSet<i32>> {
    static REG: OnceLock<Mutex<HashSet<i32>>> = OnceLock::new();
    REG.get_or_init(|| Mutex::new(HashSet::new()))
}

/// Set by [`kill_all_children`]: from then on no tool starts.
static CLOSED: AtomicBool = AtomicBool::new(false);

fn unregister(pgid: i32) {
    if let Ok(mut r) = registry().lock() {
        r.remove(&pgid);
    }
}

/// Spawns `command` in a process group of its own and registers the group, under the registry's
/// lock, so that [`kill_all_children`] sees every tool that started before it and none starts
/// after it.
fn spawn_registered(command: &mut Command) -> io::Result<std::process::Child> {
    let mut reg = registry().lock().unwrap_or_else(|p| p.into_inner());
    if CLOSED.load(Ordering::SeqCst) {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted: no new tool runs"));
    }
    let child = command.process_group(0).spawn()?;
    reg.insert(child.id() as i32);
    Ok(child)
}

/// Kills (SIGKILL) every process group started by [`run_with_timeout`] that is still running,
/// and closes the door: every later [`run_with_timeout`] fails with
/// [`io::ErrorKind::Interrupted`] instead of starting a tool that nobody would stop (the process
/// is shutting down). Safe to call from a signal/Ctrl-C handler thread.
pub fn kill_all_children() {
    let groups: Vec<i32> = {
        let r = registry().lock().unwrap_or_else(|p| p.into_inner());
        CLOSED.store(true, Ordering::SeqCst);
        r.iter().copied().collect()
    };
    for g in groups {
        kill_group(g);
    }
}

/// Number of process groups currently running (for tests and diagnostics).
pub fn live_groups() -> usize {
    registry().lock().map(|r| r.len()).unwrap_or(0)
}

fn kill_group(pgid: i32) {
    if pgid > 1 {
        // SAFETY: killpg only sends a signal; a stale id yields ESRCH, which we ignore.
        unsafe {
            libc::killpg(pgid, libc::SIGKILL);
        }
    }
}

/// Runs `program args` in `workdir` with wall-clock limit `timeout`. stdout/stderr are written
/// to `workdir/<tag>.stdout` / `.stderr` and read back. On time-out the whole process group is
/// killed and reaped; `timed_out` is set and `status` is `None`.
pub fn run_with_timeout(
    program: &Path,
    args: &[String],
    workdir: &Path,
    tag: &str,
    timeout: Duration,
) -> io::Result<ProcessOutput> {
    run_limited(program, args, workdir, tag, timeout, None)
}

/// [`run_with_timeout`] with, when `cpu_s` is given, a limit of `cpu_s` seconds of CPU time on
/// the program (and on each process it starts, which inherit it): at that point the kernel sends
/// `SIGXCPU`, and `SIGKILL` a second later to a program that ignores it. Such a run has
/// `cpu_limited` set. No core file is written.
pub fn run_limited(
    program: &Path,
    args: &[String],
    workdir: &Path,
    tag: &str,
    timeout: Duration,
    cpu_s: Option<u64>,
) -> io::Result<ProcessOutput> {
    let command_line = std::iter::once(program.display().to_string())
        .chain(args.iter().cloned())
        .map(|a| shell_quote(&a))
        .collect::<Vec<_>>()
        .join(" ");
    let out_path: PathBuf = workdir.join(format!("{tag}.stdout"));
    let err_path: PathBuf = workdir.join(format!("{tag}.stderr"));
    let out = File::create(&out_path)?;
    let err = File::create(&err_path)?;
    let start = Instant::now();
    let mut command = Command::new(program);
    command.args(args).current_dir(workdir).stdin(Stdio::null()).stdout(out).stderr(err);
    if let Some(n) = cpu_s {
        limit_cpu(&mut command, n.max(1));
    }
    let mut child = spawn_registered(&mut command)?;
    let pgid = child.id() as i32;
    let waited = child.wait_timeout(timeout);
    let (status, timed_out) = match waited {
        Ok(Some(st)) => {
            // The leader is gone; kill stragglers it left in the group (e.g. background children).
            kill_group(pgid);
            (Some(st), false)
        }
        Ok(None) => {
            kill_group(pgid);
            let _ = child.wait();
            (None, true)
        }
        Err(e) => {
            kill_group(pgid);
            let _ = child.wait();
            unregister(pgid);
            return Err(e);
        }
    };
    unregister(pgid);
    let wall = start.elapsed();
    let stdout = read_lossy(&out_path);
    let stderr = read_lossy(&err_path);
    let cpu_limited = cpu_s.is_some()
        && status.and_then(|s| s.signal()).is_some_and(|sig| sig == libc::SIGXCPU || sig == libc::SIGKILL);
    Ok(ProcessOutput { status, stdout, stderr, wall, timed_out, cpu_limited, command_line })
}

/// Sets `command`'s CPU-time limit to `seconds` (soft; the hard limit a second later) and its
/// core-file limit to 0, in the child between fork and exec.
fn limit_cpu(command: &mut Command, seconds: u64) {
    let cpu = libc::rlimit { rlim_cur: seconds as libc::rlim_t, rlim_max: (seconds + 1) as libc::rlim_t };
    let core = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: setrlimit is async-signal-safe and touches only the child's own limits; the
    // closure allocates nothing.
    unsafe {
        command.pre_exec(move || {
            if libc::setrlimit(libc::RLIMIT_CPU, &cpu) != 0 || libc::setrlimit(libc::RLIMIT_CORE, &core) != 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

fn read_lossy(p: &Path) -> String {
    match std::fs::read(p) {
        Ok(b) => String::from_utf8_lossy(&b).into_owned(),
        Err(_) => String::new(),
    }
}

/// A tool kept running across requests (z3 `-in`): in its own process group, registered like
/// [`run_with_timeout`]'s children (so [`kill_all_children`] stops it too), with piped stdin and
/// stdout (stderr discarded). Dropping it kills the group and reaps the process.
pub struct LiveChild {
    child: std::process::Child,
    pgid: i32,
}

impl LiveChild {
    /// Starts `program args` in `workdir`.
    pub fn spawn(program: &Path, args: &[String], workdir: &Path) -> io::Result<LiveChild> {
        let child = spawn_registered(
            Command::new(program)
                .args(args)
                .current_dir(workdir)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null()),
        )?;
        let pgid = child.id() as i32;
        Ok(LiveChild { child, pgid })
    }

    /// The child's stdin and stdout (taken once).
    pub fn pipes(&mut self) -> Option<(std::process::ChildStdin, std::process::ChildStdout)> {
        Some((self.child.stdin.take()?, self.child.stdout.take()?))
    }
}

impl Drop for LiveChild {
    fn drop(&mut self) {
        kill_group(self.pgid);
        let _ = self.child.wait();
        unregister(self.pgid);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `sh -c script` with a CPU-time limit of `cpu_s` seconds and a wall-clock limit far above it.
    fn sh(script: &str, cpu_s: u64) -> ProcessOutput {
        let dir = tempfile::tempdir().unwrap();
        let args = ["-c".to_string(), script.to_string()];
        run_limited(Path::new("/bin/sh"), &args, dir.path(), "sh", Duration::from_secs(600), Some(cpu_s)).unwrap()
    }

    #[test]
    fn a_cpu_limit_stops_a_busy_loop_and_says_so() {
        let out = sh("while :; do :; done", 1);
        assert!(out.cpu_limited && !out.timed_out, "{out:?}");
        assert!(out.status.is_some_and(|s| !s.success()));
    }

    #[test]
    fn a_run_within_its_cpu_limit_is_not_cpu_limited() {
        let out = sh("echo done", 5);
        assert!(!out.cpu_limited && !out.timed_out, "{out:?}");
        assert_eq!(out.stdout.trim(), "done");
    }
}
