//! The human report: one line per unit (`ok` or `FAIL`, where, the verdict, its evidence and
//! cost, whether it was sampled or reused), the reasons under each failing unit, and a summary.

use super::super::gate::Verdict;
use super::super::run::{Report, Source};
use super::cost_text;
use crate::stats::Category;

/// The text report.
pub fn render(r: &Report) -> String {
    let mut out = String::new();
    for note in r.baseline_note.iter().chain(&r.cost_note) {
        out.push_str(&format!("note: {note}\n"));
    }
    for u in &r.units {
        let status = if u.passed() { "ok  " } else { "FAIL" };
        let evidence = match u.source {
            Source::Sampled => format!("{} runs: {}", u.runs, u.tallies),
            Source::Reused => format!("{} runs, reused from the baseline (unchanged)", u.runs),
            Source::Error => "no verdict".to_string(),
        };
        out.push_str(&format!(
            "{status} {}:{} {}  {}  [{evidence}]  rlimit min/median/max {}\n",
            u.file,
            u.line,
            u.name,
            u.verdict,
            cost_text(u)
        ));
        for f in &u.failures {
            out.push_str(&format!("     {f}\n"));
        }
        if u.verdict == Verdict::Category(Category::Inconclusive) && u.passed() {
            out.push_str("     inconclusive, allowed (--allow-inconclusive)\n");
        }
    }
    let errors = r.count(Source::Error);
    let failures = r.tool_failures();
    out.push_str(&format!(
        "check: {} units, {} passed, {} failed; {} sampled ({} solver runs), {} reused from the baseline{}{}{}\n",
        r.units.len(),
        r.units.len() - r.failed(),
        r.failed(),
        r.count(Source::Sampled),
        r.solver_runs,
        r.count(Source::Reused),
        if errors > 0 { format!(", {errors} without a verdict (errors)") } else { String::new() },
        if failures > 0 { format!(", {failures} stopped by a tool failure") } else { String::new() },
        if r.removed > 0 { format!("; {} baseline units no longer exist", r.removed) } else { String::new() },
    ));
    out
}
