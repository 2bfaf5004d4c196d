//! Resource and time limits as Boogie sends them to z3, read back from a logged query, and what
//! z3's answer under them means.
//!
//! What Boogie 2.4.1 writes into its prover log (measured with `/proverLog` on this machine):
//! - `/timeLimit:N` → `(set-option :TIMEOUT N000)` (milliseconds) in the options every VC starts
//!   with; `{:timeLimit N}` on the *first* implementation Boogie verifies does the same and then
//!   holds for every VC of the program (Boogie makes its prover once, with that limit), while
//!   `{:timeLimit}` on later implementations is not sent at all.
//! - `/rlimit:N` → `(set-option :RLIMIT N)`, not scaled; `{:rlimit N}` on a procedure or an
//!   implementation (the implementation's wins) sets it for that VC alone. A VC after one with a
//!   limit starts with `(set-option :RLIMIT 0)`, the default: no limit.
//! - Of two command-line switches the last wins; an attribute wins over both.
//!
//! z3 keeps option values across `(reset)`, so a limit is part of a query: the splitter keeps
//! these options ([`crate::smt::text::query`]), except `RLIMIT 0`, which only restores the default (keeping it
//! would make the same VC two texts, depending on whether a limited VC came before it). A z3
//! session restores the defaults before each script ([`RESET`], [`super::session`]).
//!
//! z3 4.8.12 stops at a limit with `unknown` (reason `canceled`, sometimes `unknown`), or, when
//! the resource limit runs out while it reads the background, with an error (`push canceled`,
//! `max. resource limit exceeded`) and then `unknown`. Boogie reports the first as `time out` or
//! `out of resource`; the second it loses (no verdict for that implementation, see
//! [`crate::verifiers::boogie`]). [`Limits::exhausted`] tells which limit a run hit, so that the
//! query level gives the outcome Boogie gives.

use super::answer::{Answer, SolveResult};
use crate::smt::text::sexp::{tokens, TokenKind};
use std::time::Duration;

/// Option keys that are resource or time limits (compared in lower case).
const LIMIT_OPTIONS: [&str; 4] = ["timeout", "rlimit", "smt.timeout", "smt.rlimit"];

/// What a z3 session sends before each script: `(reset)` and the default limits, which z3 would
/// otherwise keep from the script before (and output acknowledgements off, as Boogie's scripts
/// have it).
pub const RESET: &str = "(reset)\n(set-option :print-success false)\n(set-option :timeout 4294967295)\n\
                         (set-option :rlimit 0)\n";

/// Whether `key` (without its colon) is a limit option.
pub fn is_limit(key: &str) -> bool {
    LIMIT_OPTIONS.contains(&key.to_ascii_lowercase().as_str())
}

/// Whether `(set-option :KEY VALUE)` only restores a default: `rlimit 0`.
pub fn is_default(key: &str, value: &str) -> bool {
    let key = key.to_ascii_lowercase();
    (key == "rlimit" || key == "smt.rlimit") && value.trim() == "0"
}

/// The limits a query sets (the last value of each option before its `(check-sat)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// z3's resource limit (`:rlimit`), when above 0.
    pub rlimit: Option<u64>,
    /// z3's soft time limit in milliseconds (`:timeout`).
    pub timeout_ms: Option<u64>,
}

impl Limits {
    /// The limits set by the top-level `(set-option ...)` commands of a query's text.
    pub fn of_text(text: &str) -> Limits {
        let mut l = Limits::default();
        let mut depth = 0usize;
        let mut atoms: Vec<&str> = Vec::new();
        for t in tokens(text).map_while(Result::ok) {
            match t.kind {
                TokenKind::Open => {
                    depth += 1;
                    if depth == 1 {
                        atoms.clear();
                    }
                }
                TokenKind::Close => {
                    if depth == 1 {
                        if let ["set-option", key, value] = atoms.as_slice() {
                            l.set(key.trim_start_matches(':'), value);
                        }
                    }
                    depth = depth.saturating_sub(1);
                }
                TokenKind::Atom if depth == 1 && atoms.len() < 4 => atoms.push(t.text(text)),
                TokenKind::Atom => {}
            }
        }
        l
    }

    /// Notes `(set-option :KEY VALUE)`.
    pub fn set(&mut self, key: &str, value: &str) {
        let n = value.trim().parse::<u64>().ok();
        match key.to_ascii_lowercase().as_str() {
            "rlimit" | "smt.rlimit" => self.rlimit = n.filter(|&n| n > 0),
            "timeout" | "smt.timeout" => self.timeout_ms = n.filter(|&n| n < u64::from(u32::MAX)),
            _ => {}
        }
    }

    /// The soft time limit, if the query sets one.
    pub fn soft_time(&self) -> Option<Duration> {
        self.timeout_ms.map(Duration::from_millis)
    }

    /// Which limit the run `r` of this query hit, if any: the resource limit when z3 gave up
    /// (`unknown`, or an error about the limit) having counted at least the limit, or having said
    /// so; otherwise the time limit when z3 gave up with `canceled` or `timeout`, or the
    /// wall-clock limit killed it.
    pub fn exhausted(&self, r: &SolveResult) -> Option<Exhausted> {
        if r.answer == Answer::Timeout {
            return Some(Exhausted::Time);
        }
        if !matches!(r.answer, Answer::Unknown | Answer::Error) {
            return None;
        }
        let detail = r.detail.to_ascii_lowercase();
        if let Some(n) = self.rlimit {
            let counted = r.rlimit.is_some_and(|c| c >= n);
            let said = detail.contains("resource limit") || (detail.contains("canceled") && self.timeout_ms.is_none());
            if counted || said {
                return Some(Exhausted::Resource);
            }
        }
        let gave_up = detail.contains("canceled") || detail.contains("reason-unknown: timeout");
        (self.timeout_ms.is_some() && gave_up).then_some(Exhausted::Time)
    }
}

/// The limit a solver run hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exhausted {
    /// The resource limit (`rlimit`): the same on every machine and under any load.
    Resource,
    /// The soft time limit, or the wall-clock limit.
    Time,
}

/// The wall-clock limit of one solver run whose soft time limit is `soft`: z3 checks its soft
/// limit between steps, but not inside every procedure (nonlinear arithmetic runs far past it:
/// seeds/unstable/MEASUREMENTS.md), so the process is killed only at twice the soft limit and
/// 5 s more.
pub fn wall_clock_guard(soft: Duration) -> Duration {
    soft * 2 + Duration::from_secs(5)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(answer: Answer, rlimit: Option<u64>, detail: &str) -> SolveResult {
        SolveResult { answer, time_s: 0.1, rlimit, detail: detail.into(), command: String::new() }
    }

    #[test]
    fn limits_are_read_from_the_top_level_options() {
        let text = "(set-option :print-success false)\n(set-option :TIMEOUT 9000)\n(set-option :RLIMIT 12345)\n\
                    (assert (! (set-option :rlimit 3) :named x))\n(push 1)\n(check-sat)\n";
        assert_eq!(Limits::of_text(text), Limits { rlimit: Some(12345), timeout_ms: Some(9000) });
        let reset = "(set-option :rlimit 7)\n(set-option :RLIMIT 0)\n(set-option :timeout 4294967295)\n";
        assert_eq!(Limits::of_text(reset), Limits::default());
        assert!(is_limit("TIMEOUT") && is_limit("smt.rlimit") && !is_limit("smt.random_seed"));
        assert!(is_default("RLIMIT", "0") && !is_default("RLIMIT", "5") && !is_default("TIMEOUT", "0"));
    }

    #[test]
    fn the_limit_a_run_hit() {
        let both = Limits { rlimit: Some(5000), timeout_ms: Some(9000) };
        let rlimit = Limits { rlimit: Some(5000), timeout_ms: None };
        let time = Limits { rlimit: None, timeout_ms: Some(9000) };
        // z3 4.8.12: `unknown`, reason `unknown`, having counted past the limit.
        let counted = run(Answer::Unknown, Some(5008), "reason-unknown: unknown");
        assert_eq!(both.exhausted(&counted), Some(Exhausted::Resource));
        assert_eq!(time.exhausted(&counted), None);
        // Reason `canceled`: the resource limit if it was counted, else the time limit.
        let canceled = run(Answer::Unknown, Some(100), "reason-unknown: canceled");
        assert_eq!(both.exhausted(&canceled), Some(Exhausted::Time));
        assert_eq!(time.exhausted(&canceled), Some(Exhausted::Time));
        assert_eq!(rlimit.exhausted(&canceled), Some(Exhausted::Resource));
        assert_eq!(Limits::default().exhausted(&canceled), None);
        // The limit ran out while z3 read the background.
        let early = run(Answer::Unknown, None, "error: line 44 column 7: push canceled; reason-unknown: unknown");
        assert_eq!(rlimit.exhausted(&early), Some(Exhausted::Resource));
        let early = run(Answer::Error, None, "error: line 7 column 1: max. resource limit exceeded");
        assert_eq!(rlimit.exhausted(&early), Some(Exhausted::Resource));
        // Answers and incompleteness are not limits; a killed run is the time limit's.
        assert_eq!(both.exhausted(&run(Answer::Unsat, Some(9999), "")), None);
        assert_eq!(both.exhausted(&run(Answer::Unknown, Some(10), "reason-unknown: (incomplete quantifiers)")), None);
        assert_eq!(Limits::default().exhausted(&run(Answer::Timeout, None, "")), Some(Exhausted::Time));
    }
}
