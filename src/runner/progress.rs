//! The progress bar on stderr: done/total, verified/failed/timeout counts, ETA. Hidden with
//! `--quiet` or when stderr is not a terminal (then nothing is printed per run).

use crate::verifiers::Outcome;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::time::Duration;

pub struct Progress {
    bar: ProgressBar,
    verified: u64,
    failed: u64,
    timeout: u64,
    other: u64,
}

impl Progress {
    /// A bar over `total` runs; hidden if `quiet` or stderr is not a terminal.
    pub fn new(total: u64, quiet: bool) -> Progress {
        let visible = !quiet && std::io::stderr().is_terminal();
        let bar = if visible {
            ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr_with_hz(4))
        } else {
            ProgressBar::hidden()
        };
        if let Ok(style) = ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} {msg} (ETA {eta})") {
            bar.set_style(style.progress_chars("=> "));
        }
        if visible {
            bar.enable_steady_tick(Duration::from_millis(500));
        }
        let p = Progress { bar, verified: 0, failed: 0, timeout: 0, other: 0 };
        p.refresh();
        p
    }

    /// One run recorded.
    pub fn record(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Verified => self.verified += 1,
            Outcome::Failed => self.failed += 1,
            o if o.hit_limit() => self.timeout += 1,
            _ => self.other += 1,
        }
        self.bar.inc(1);
        self.refresh();
    }

    /// Jobs that will not run (skipped by `stop_on_first`) leave the total.
    pub fn skip(&mut self, n: u64) {
        if n > 0 {
            let len = self.bar.length().unwrap_or(0);
            self.bar.set_length(len.saturating_sub(n));
        }
    }

    fn refresh(&self) {
        self.bar.set_message(format!(
            "verified {} failed {} timeout {} other {}",
            self.verified, self.failed, self.timeout, self.other
        ));
    }

    /// A line above the bar (on stderr also when the bar is hidden, even with `--quiet`: warnings
    /// are errors of wobble's, not progress).
    pub fn warn(&self, line: &str) {
        if self.bar.is_hidden() {
            eprintln!("{line}");
        } else {
            self.bar.println(line);
        }
    }

    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
