//! Test-only stand-in for the Boogie backend while it is developed on another branch: runs the
//! real /usr/bin/boogie in its own process group, kills the group at the time limit (or when the
//! process is interrupted), and classifies Boogie's summary line. Used by the runner's tests and
//! bench; product code uses `wobble::verifiers` backends.
#![allow(dead_code)]

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use wait_timeout::ChildExt;
use wobble::verifiers::{Outcome, ProgramText, RunResult, Verifier};

pub struct TestBoogie;

pub fn boogie() -> Arc<dyn Verifier> {
    Arc::new(TestBoogie)
}

impl Verifier for TestBoogie {
    fn label(&self) -> &str {
        "boogie"
    }
    fn version(&self) -> &str {
        "boogie 2.4.1; z3 4.8.12"
    }
    fn cache_key(&self) -> String {
        "test-boogie /usr/bin/boogie".into()
    }
    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let start = Instant::now();
        let mut r = RunResult {
            outcome: Outcome::ToolError,
            verified: 0,
            errors: 0,
            error_kinds: vec![],
            time_s: 0.0,
            command: String::new(),
            tool_version: self.version().into(),
            detail: String::new(),
        };
        let mut names = Vec::new();
        for f in &program.files {
            if std::fs::write(workdir.join(&f.name), &f.text).is_err() {
                return r;
            }
            names.push(f.name.clone());
        }
        r.command = format!("boogie {}", names.join(" "));
        let child = Command::new("boogie")
            .args(&names)
            .current_dir(workdir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn();
        let Ok(mut child) = child else { return r };
        // read stdout on a thread so a chatty tool cannot block on a full pipe
        let mut stdout = child.stdout.take();
        let reader = std::thread::spawn(move || {
            let mut s = String::new();
            if let Some(o) = stdout.as_mut() {
                let _ = o.read_to_string(&mut s);
            }
            s
        });
        let deadline = start + timeout;
        let status = loop {
            let now = Instant::now();
            if now >= deadline || wobble::runner::interrupted() {
                break None;
            }
            match child.wait_timeout((deadline - now).min(Duration::from_millis(100))) {
                Ok(Some(st)) => break Some(st),
                Ok(None) => continue,
                Err(_) => break None,
            }
        };
        if status.is_none() {
            unsafe {
                libc::kill(-(child.id() as i32), libc::SIGKILL);
            }
            let _ = child.wait();
        }
        let out = reader.join().unwrap_or_default();
        r.time_s = start.elapsed().as_secs_f64();
        if status.is_none() {
            r.outcome = Outcome::Timeout;
            return r;
        }
        if let Some(line) = out.lines().find(|l| l.contains("finished with")) {
            let nums: Vec<u32> = line.split_whitespace().filter_map(|w| w.trim_end_matches(',').parse().ok()).collect();
            if let [v, e, ..] = nums[..] {
                r.verified = v;
                r.errors = e;
                r.outcome = if e == 0 { Outcome::Verified } else { Outcome::Failed };
            }
        }
        r.detail = out.lines().find(|l| l.contains("Error")).unwrap_or("").to_string();
        r
    }
}
