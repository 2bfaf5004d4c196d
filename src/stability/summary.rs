//! The text summary of `wobble stability`: per seed group and tool, how many programs fall in
//! each category (count and share, like Mariposa's table), and the runs done against the fixed
//! budget (the runs early stopping saved).

use super::program::ProgramStability;
use crate::stats::Category;
use crate::util::aligned::{Align, Aligned};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Renders the summary of `results` (programs' `all` categories).
pub fn render(results: &[ProgramStability]) -> String {
    #[derive(Default)]
    struct Acc {
        programs: u32,
        per: [u32; 4],
        runs: u64,
        budget: u64,
    }
    let mut map: BTreeMap<(&str, &str), Acc> = BTreeMap::new();
    for p in results {
        let a = map.entry((p.group.as_str(), p.tool.as_str())).or_default();
        a.programs += 1;
        let i = Category::ALL.iter().position(|c| *c == p.category()).unwrap_or(3);
        a.per[i] += 1;
        a.runs += u64::from(p.runs());
        a.budget += u64::from(p.budget());
    }
    let mut head = vec!["group".to_string(), "tool".into(), "programs".into()];
    head.extend(Category::ALL.iter().map(|c| c.as_str().to_string()));
    head.extend(["runs".to_string(), "budget".into(), "saved".into()]);
    let mut rows = Vec::new();
    let (mut runs, mut budget) = (0u64, 0u64);
    for ((g, t), a) in &map {
        let mut r = vec![g.to_string(), t.to_string(), a.programs.to_string()];
        for n in a.per {
            let share = 100.0 * f64::from(n) / f64::from(a.programs.max(1));
            r.push(format!("{n} ({share:.0}%)"));
        }
        r.push(a.runs.to_string());
        r.push(a.budget.to_string());
        r.push(a.budget.saturating_sub(a.runs).to_string());
        rows.push(r);
        runs += a.runs;
        budget += a.budget;
    }
    let cols = head.len();
    let align = (0..cols).map(|i| if i < 2 { Align::Left } else { Align::Right }).collect();
    let mut out = Aligned { head, rows, align, rule: false }.render();
    let pct = if budget > 0 { 100.0 * (budget - runs.min(budget)) as f64 / budget as f64 } else { 0.0 };
    let _ = writeln!(
        out,
        "\nsolver runs: {runs} of a fixed budget of {budget} ({} saved by early stopping, {pct:.0}%)",
        budget.saturating_sub(runs)
    );
    out
}
