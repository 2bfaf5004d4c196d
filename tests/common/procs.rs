//! Is a process still alive? Read from `/proc`, without betting on how fast the kernel tears a
//! killed process down: a process counts as *dead* as soon as it can no longer run user code —
//! gone, a zombie, exiting (`PF_EXITING`), or with SIGKILL pending.

use std::path::Path;
use std::time::{Duration, Instant};

/// `PF_EXITING` in the `flags` field of `/proc/PID/stat`: the process is in `do_exit`.
const PF_EXITING: u64 = 0x4;
/// SIGKILL's bit in the pending-signal masks of `/proc/PID/status`.
const SIGKILL_BIT: u64 = 1 << (libc::SIGKILL - 1);

/// The fields of `/proc/PID/stat` after the command name: state, ppid, pgrp, ..., flags.
fn stat_fields(pid: i32) -> Option<Vec<String>> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (_, rest) = stat.rsplit_once(") ")?;
    Some(rest.split_whitespace().map(str::to_string).collect())
}

/// True while `pid` can still run user code (see the module documentation).
pub fn alive(pid: i32) -> bool {
    let Some(f) = stat_fields(pid) else { return false };
    // f[0] = state, f[6] = flags
    if f.first().is_none_or(|s| s == "Z" || s == "X" || s == "x") {
        return false;
    }
    if f.get(6).and_then(|x| x.parse::<u64>().ok()).is_some_and(|flags| flags & PF_EXITING != 0) {
        return false;
    }
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let sigkill_pending = status.lines().any(|l| {
        (l.starts_with("SigPnd:") || l.starts_with("ShdPnd:"))
            && l.split_whitespace()
                .nth(1)
                .and_then(|m| u64::from_str_radix(m, 16).ok())
                .is_some_and(|m| m & SIGKILL_BIT != 0)
    });
    // Re-read: the process may have finished exiting meanwhile.
    !sigkill_pending && stat_fields(pid).is_some()
}

/// Every pid in `/proc`.
fn all_pids() -> Vec<i32> {
    let Ok(rd) = std::fs::read_dir("/proc") else { return Vec::new() };
    rd.flatten().filter_map(|e| e.file_name().to_string_lossy().parse::<i32>().ok()).collect()
}

/// Live processes whose process group is `pgid`.
pub fn alive_in_group(pgid: i32) -> Vec<i32> {
    all_pids()
        .into_iter()
        .filter(|&p| stat_fields(p).is_some_and(|f| f.get(2).is_some_and(|g| *g == pgid.to_string())) && alive(p))
        .collect()
}

/// Live processes (not this one) that mention `dir` in their command line or whose working
/// directory is below it, as `PID: CMDLINE (cwd CWD)`. A verifier is started in its own work
/// directory and its solver inherits it, so an orphaned solver shows here; processes of other
/// tests running concurrently use other directories.
pub fn alive_mentioning(dir: &Path) -> Vec<String> {
    let me = std::process::id() as i32;
    let needle = dir.to_string_lossy().to_string();
    let mut found = Vec::new();
    for pid in all_pids() {
        if pid == me {
            continue;
        }
        let cmdline = String::from_utf8_lossy(&std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default())
            .replace('\0', " ");
        let cwd =
            std::fs::read_link(format!("/proc/{pid}/cwd")).map(|p| p.to_string_lossy().to_string()).unwrap_or_default();
        if (cmdline.contains(&needle) || cwd.starts_with(&needle)) && alive(pid) {
            found.push(format!("{pid}: {cmdline} (cwd {cwd})"));
        }
    }
    found
}

/// Calls `survivors` until it returns nothing and returns its last answer. A killed process is
/// dead for [`alive`] at once (SIGKILL pending), so this normally returns after one call; it
/// retries only to ride out the instant between the kernel taking the pending SIGKILL and
/// marking the process as exiting. The one-minute bound exists only so that a process that was
/// never killed fails the test instead of hanging it: no test asserts on how long this takes.
pub fn settle<T>(mut survivors: impl FnMut() -> Vec<T>) -> Vec<T> {
    let give_up = Instant::now() + Duration::from_secs(60);
    loop {
        let left = survivors();
        if left.is_empty() || Instant::now() > give_up {
            return left;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}
