//! A z3 process kept across queries. z3's start-up is about a third of solving one query of a
//! Dafny program (some 15 ms of 45 on our machines, the rest is reading the 300 KB background),
//! and the query level solves hundreds. A [`Session`] runs `z3 -in` and sends each script after
//! `(reset)`, as Boogie itself does between the VCs of one prover process.
//!
//! After `(reset)` z3 starts from a fresh context, but it keeps the values of options, limits
//! included: a session therefore restores the default limits before each script
//! ([`super::limits::RESET`]), so that a query's `RLIMIT` or `TIMEOUT` never reaches the next
//! one. Then the answer and the `rlimit-count` of a script in a session equal those of a fresh
//! process on the same script (the e2e test `querylevel` checks this query by query on seeds of
//! ours, which is why the two share one query cache). A script that runs past its wall-clock
//! limit, or a z3 that dies, ends the session: its process group is killed and the next query
//! starts a new one.

use super::solve::{interpret, Answer, SolveResult, Solver, SolverKind};
use crate::verifiers::process::LiveChild;
use std::io::{self, BufRead, BufReader, Write};
use std::path::Path;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// What z3 is asked to print after each script, to mark the end of its output.
const END: &str = "wobble-end-of-script";

/// One running `z3 -in`.
pub struct Session {
    stdin: std::process::ChildStdin,
    lines: Receiver<String>,
    command: String,
    // Last: dropping it kills the process, which ends the reader thread.
    _child: LiveChild,
}

impl Session {
    /// Starts `solver` (a z3) reading commands from stdin, in `workdir`.
    pub fn start(solver: &Solver, workdir: &Path) -> io::Result<Session> {
        if solver.kind() != SolverKind::Z3 {
            return Err(io::Error::new(io::ErrorKind::Unsupported, "sessions are for z3 only"));
        }
        let args = solver.arguments("-in");
        let mut child = LiveChild::spawn(solver.binary(), &args, workdir)?;
        let (stdin, stdout) = child.pipes().ok_or_else(|| io::Error::other("no pipes to z3"))?;
        let (tx, lines) = mpsc::channel();
        std::thread::Builder::new().name("wobble-z3-session".into()).spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        })?;
        let command = format!("{} {} (session)", solver.binary().display(), args.join(" "));
        Ok(Session { stdin, lines, command, _child: child })
    }

    /// Runs `script` (complete, as made by [`Solver::script_of`]) from a fresh context with the
    /// default limits, within `timeout` of wall-clock time. Returns the result and whether the session can go on (not
    /// after a timeout or a z3 that stopped answering).
    pub fn solve(&mut self, script: &str, timeout: Duration) -> (SolveResult, bool) {
        let start = Instant::now();
        let mut result = SolveResult {
            answer: Answer::Error,
            time_s: 0.0,
            rlimit: None,
            detail: String::new(),
            command: self.command.clone(),
        };
        let sent = self
            .stdin
            .write_all(super::limits::RESET.as_bytes())
            .and_then(|_| self.stdin.write_all(script.as_bytes()))
            .and_then(|_| writeln!(self.stdin, "(echo \"{END}\")"))
            .and_then(|_| self.stdin.flush());
        if let Err(e) = sent {
            result.detail = format!("z3 session: cannot send the script: {e}");
            return (result, false);
        }
        let mut out = String::new();
        loop {
            match self.lines.recv_timeout(timeout.saturating_sub(start.elapsed())) {
                Ok(line) if line.trim() == END => break,
                Ok(line) => {
                    out.push_str(&line);
                    out.push('\n');
                }
                Err(RecvTimeoutError::Timeout) => {
                    result.time_s = start.elapsed().as_secs_f64();
                    result.answer = Answer::Timeout;
                    result.detail = "wall-clock limit reached; process group killed".into();
                    return (result, false);
                }
                Err(RecvTimeoutError::Disconnected) => {
                    result.time_s = start.elapsed().as_secs_f64();
                    let first = out.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("nothing");
                    result.detail = format!("z3 session ended before answering (it printed: {first})");
                    return (result, false);
                }
            }
        }
        result.time_s = start.elapsed().as_secs_f64();
        interpret(&mut result, &out, "", || "no answer".to_string());
        (result, true)
    }
}

/// Sessions to reuse, one per thread at a time.
#[derive(Default)]
pub struct Sessions(std::sync::Mutex<Vec<Session>>);

impl Sessions {
    /// Ends every free session (killing and reaping its process).
    pub fn close(&self) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    /// Solves `script` in a free session (started if none is free); the session goes back to
    /// the pool unless the run ended it. A session that cannot start is an error result.
    pub fn solve(&self, solver: &Solver, script: &str, timeout: Duration) -> SolveResult {
        let free = self.0.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let mut session = match free.map(Ok).unwrap_or_else(|| Session::start(solver, &std::env::temp_dir())) {
            Ok(s) => s,
            Err(e) => {
                return SolveResult {
                    answer: Answer::Error,
                    time_s: 0.0,
                    rlimit: None,
                    detail: format!("cannot start `{}`: {e}", solver.binary().display()),
                    command: String::new(),
                }
            }
        };
        let (r, alive) = session.solve(script, timeout);
        if alive {
            self.0.lock().unwrap_or_else(|e| e.into_inner()).push(session);
        }
        r
    }
}
