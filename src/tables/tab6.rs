//! Tab. 6 of the µgie paper: robustness of the seeds a tool verifies (measures of Tab. 5).
//!
//! For a group G (or all groups) and a tool t, with S_pass the seeds of G whose own run t verifies
//! and M*(s) the mutants of seed s in batch `M*`:
//! - `pass` (# pass): |S_pass|;
//! - `exists_fail` (# ∃fail): how many seeds in S_pass have at least one M* mutant that t does not
//!   verify (any outcome but `verified` counts as failing, timeouts included);
//! - `pct_exists_fail` (% ∃fail): 100 · exists_fail / pass;
//! - `mean_pct_fail` (mean % fail): the mean over the seeds in S_pass of
//!   100 · |failing mutants of M*(s)| / |M*(s)|;
//! - `mean_pct_timeout` (mean % timeout): the same mean, counting only mutants that time out;
//! - `mean_pct_fail_exists` (mean % fail over ∃fail seeds): the mean of the same per-seed
//!   percentage, but only over the seeds with at least one failing M* mutant;
//! - `exists_fail_M_J` for each operator J (S1 .. G2): how many seeds in S_pass have at least one
//!   failing mutant in batch `M_J`.
//!
//! Means over no seeds are undefined (an empty CSV cell). A passing seed without any M* mutant
//! counts in `pass` but is left out of the means (its ratio is undefined) and is not in ∃fail.
//! The `all` rows pool the seeds of every group (means over all passing seeds, not means of
//! group means).

use super::index::{Index, SeedTool};
use super::text::{Cell, Column, Table};
use super::{mean, percent, ALL_GROUP, OPERATORS};
use crate::verifiers::outcome::Outcome;

/// One row of Tab. 6.
#[derive(Clone, Debug, PartialEq)]
pub struct Tab6Row {
    /// The group, `None` for the `all` row.
    pub group: Option<String>,
    pub tool: String,
    pub pass: usize,
    pub exists_fail: usize,
    pub pct_exists_fail: Option<f64>,
    pub mean_pct_fail: Option<f64>,
    pub mean_pct_timeout: Option<f64>,
    pub mean_pct_fail_exists: Option<f64>,
    /// Per operator in [`OPERATORS`] order: passing seeds with a failing mutant in `M_J`.
    pub exists_fail_by_op: [usize; 11],
}

/// Computes one row from the (seed, tool) entries it covers.
fn row<'a>(group: Option<&str>, tool: &str, entries: impl Iterator<Item = &'a SeedTool>) -> Tab6Row {
    let mut pass = 0;
    let mut exists_fail = 0;
    let mut pct_fail = Vec::new();
    let mut pct_timeout = Vec::new();
    let mut pct_fail_exists = Vec::new();
    let mut by_op = [0usize; 11];
    for e in entries.filter(|e| e.passes()) {
        pass += 1;
        let star = e.star();
        let failing = star.iter().filter(|m| m.fails()).count();
        let timeouts = star.iter().filter(|m| m.outcome == Outcome::Timeout).count();
        if let (Some(f), Some(t)) = (percent(failing, star.len()), percent(timeouts, star.len())) {
            pct_fail.push(f);
            pct_timeout.push(t);
            if failing > 0 {
                exists_fail += 1;
                pct_fail_exists.push(f);
            }
        }
        for (k, op) in OPERATORS.iter().enumerate() {
            if e.batch(&format!("M_{op}")).iter().any(|m| m.fails()) {
                by_op[k] += 1;
            }
        }
    }
    Tab6Row {
        group: group.map(str::to_string),
        tool: tool.to_string(),
        pass,
        exists_fail,
        pct_exists_fail: percent(exists_fail, pass),
        mean_pct_fail: mean(&pct_fail),
        mean_pct_timeout: mean(&pct_timeout),
        mean_pct_fail_exists: mean(&pct_fail_exists),
        exists_fail_by_op: by_op,
    }
}

/// Tab. 6: one row per group and tool (groups in natural order), then the `all` rows.
pub fn tab6(index: &Index) -> Vec<Tab6Row> {
    index.row_keys().into_iter().map(|(g, t)| row(g, t, index.select(g, t))).collect()
}

/// Tab. 6 as a table (`tab6.csv`).
pub fn table(rows: &[Tab6Row]) -> Table {
    let mut columns = vec![
        Column::new("group", "group"),
        Column::new("tool", "tool"),
        Column::new("pass", "# pass"),
        Column::new("exists_fail", "# ∃fail"),
        Column::new("pct_exists_fail", "% ∃fail"),
        Column::new("mean_pct_fail", "avg % fail"),
        Column::new("mean_pct_timeout", "avg % timeout"),
        Column::new("mean_pct_fail_exists", "avg % fail (∃fail)"),
    ];
    columns.extend(OPERATORS.iter().map(|op| Column::new(format!("exists_fail_M_{op}"), format!("M_{op}"))));
    let rows = rows
        .iter()
        .map(|r| {
            let mut cells = vec![
                Cell::Text(r.group.clone().unwrap_or_else(|| ALL_GROUP.to_string())),
                Cell::Text(r.tool.clone()),
                Cell::Count(r.pass),
                Cell::Count(r.exists_fail),
                Cell::Pct(r.pct_exists_fail),
                Cell::Pct(r.mean_pct_fail),
                Cell::Pct(r.mean_pct_timeout),
                Cell::Pct(r.mean_pct_fail_exists),
            ];
            cells.extend(r.exists_fail_by_op.iter().map(|n| Cell::Count(*n)));
            cells
        })
        .collect();
    Table {
        title: "Tab. 6: passing seeds with failing mutants (batch M*; last columns: # ∃fail of batch M_J)".into(),
        columns,
        rows,
        blank_repeated_first: true,
    }
}
