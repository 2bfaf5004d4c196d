//! The log sink: the process Boogie talks to while wobble only wants its prover log.
//!
//! Boogie writes `/proverLog` only while it drives a prover, and on small programs the prover is
//! a small part of a Boogie run (mono start-up, parsing and VC generation are most of it). For
//! extraction wobble therefore points Boogie's `PROVER_PATH` at this sink (the
//! `wobble-vc-sink` binary, built with wobble): it answers `unsat` to every `(check-sat)` and
//! Boogie's `(get-info :name)` with `Z3`, so Boogie moves straight on to the next VC.
//!
//! The sink is not a solver and nothing it answers is reported: Boogie's verdict of such a run
//! is thrown away, and every query is then solved by a real solver. Its answers cannot change
//! the logged text, because the log of a VC ends at its first `(check-sat)` (what follows,
//! counterexample requests, is dropped by the splitter); the e2e test `querylevel` checks that
//! the queries equal those of a run with the real z3. Since the sink answers at once, an
//! extraction through it needs no time limit of its own: the log carries exactly the limits
//! (`/timeLimit`, `/rlimit`, `{:timeLimit}`, `{:rlimit}`) that a run with the configuration's
//! arguments sends the solver ([`super::limits`]). Both the query level and
//! [`super::vcs::extract`] extract this way.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;

/// The sink's binary name (next to the `wobble` binary).
pub const BINARY: &str = "wobble-vc-sink";

/// Environment variable naming the sink binary (overrides the search next to wobble).
pub const ENV: &str = "WOBBLE_VC_SINK";

/// Reads SMT-LIB commands line by line from `input` and answers what Boogie waits for on `out`.
pub fn serve(input: impl BufRead, mut out: impl Write) -> io::Result<()> {
    for line in input.lines() {
        let line = line?;
        let l = line.trim_start();
        let answer = if l.starts_with("(check-sat") {
            "unsat".to_string()
        } else if let Some(rest) = l.strip_prefix("(get-info :") {
            let key = rest.trim_end().trim_end_matches(')');
            if key == "name" {
                "(:name \"Z3\")".to_string()
            } else {
                format!("(:{key} \"\")")
            }
        } else if l.starts_with("(exit") {
            return Ok(());
        } else {
            continue;
        };
        writeln!(out, "{answer}")?;
        out.flush()?;
    }
    Ok(())
}

/// The sink binary: `$WOBBLE_VC_SINK`, else `wobble-vc-sink` next to the running executable or
/// one folder up (test binaries run from `target/*/deps`). None when it is not there.
pub fn locate() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(ENV) {
        return Some(PathBuf::from(p));
    }
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?;
    [dir.join(BINARY), dir.parent()?.join(BINARY)].into_iter().find(|p| p.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_what_boogie_waits_for_and_nothing_else() {
        let input = "(set-option :print-success false)\n(assert true)\n(get-info :name)\n(check-sat)\n\
                     (get-info :rlimit)\n(pop 1)\n(exit)\n(check-sat)\n";
        let mut out = Vec::new();
        serve(input.as_bytes(), &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "(:name \"Z3\")\nunsat\n(:rlimit \"\")\n");
    }
}
