//! Tab. 9 of the µgie paper: can mutation turn a seed that fails verification into one that
//! passes? The counterpart of Tab. 6 for failing seeds, on batch M* only.
//!
//! For a group G (or all groups) and a tool t, with S_fail the seeds of G whose own run was
//! recorded and t did not verify (any outcome but `verified`) and M*(s) the mutants of seed s in
//! batch `M*`:
//! - `fail` (# fail): |S_fail|;
//! - `exists_pass` (# ∃pass): how many seeds in S_fail have at least one M* mutant t verifies;
//! - `pct_exists_pass` (% ∃pass): 100 · exists_pass / fail;
//! - `mean_pct_pass` (mean % pass): the mean over S_fail of 100 · |verified mutants| / |M*(s)|;
//! - `mean_pct_pass_exists` (mean % pass over ∃pass seeds): the same mean over only the seeds
//!   with at least one verified M* mutant.
//!
//! Means over no seeds are undefined (empty CSV cells). A failing seed without M* mutants counts
//! in `fail` but not in the means. A mutant the tool's front end rejected (or an `invalid_mutant`)
//! is no verification result and is not in M*(s). The `all` rows pool every group.

use super::index::{Index, SeedTool};
use super::text::{group_tool_cells, group_tool_columns, Cell, Column, Table};
use super::{mean, percent};

/// One row of Tab. 9.
#[derive(Clone, Debug, PartialEq)]
pub struct Tab9Row {
    /// The group, `None` for the `all` row.
    pub group: Option<String>,
    pub tool: String,
    pub fail: usize,
    pub exists_pass: usize,
    pub pct_exists_pass: Option<f64>,
    pub mean_pct_pass: Option<f64>,
    pub mean_pct_pass_exists: Option<f64>,
}

fn row<'a>(group: Option<&str>, tool: &str, entries: impl Iterator<Item = &'a SeedTool>) -> Tab9Row {
    let mut fail = 0;
    let mut exists_pass = 0;
    let mut pct_pass = Vec::new();
    let mut pct_pass_exists = Vec::new();
    for e in entries.filter(|e| e.fails()) {
        fail += 1;
        let star: Vec<_> = e.star().iter().filter(|m| m.is_verification()).collect();
        let passing = star.iter().filter(|m| m.outcome.passes()).count();
        if let Some(p) = percent(passing, star.len()) {
            pct_pass.push(p);
            if passing > 0 {
                exists_pass += 1;
                pct_pass_exists.push(p);
            }
        }
    }
    Tab9Row {
        group: group.map(str::to_string),
        tool: tool.to_string(),
        fail,
        exists_pass,
        pct_exists_pass: percent(exists_pass, fail),
        mean_pct_pass: mean(&pct_pass),
        mean_pct_pass_exists: mean(&pct_pass_exists),
    }
}

/// Tab. 9: one row per group and tool (groups in natural order), then the `all` rows.
pub fn tab9(index: &Index) -> Vec<Tab9Row> {
    index.row_keys().into_iter().map(|(g, t)| row(g, t, index.select(g, t))).collect()
}

/// Tab. 9 as a table (`tab9.csv`).
pub fn table(rows: &[Tab9Row]) -> Table {
    let mut columns = group_tool_columns();
    columns.extend([
        Column::new("fail", "# fail"),
        Column::new("exists_pass", "# ∃pass"),
        Column::new("pct_exists_pass", "% ∃pass"),
        Column::new("mean_pct_pass", "avg % pass"),
        Column::new("mean_pct_pass_exists", "avg % pass (∃pass)"),
    ]);
    let rows = rows
        .iter()
        .map(|r| {
            let mut cells = group_tool_cells(r.group.as_deref(), &r.tool);
            cells.extend([
                Cell::Count(r.fail),
                Cell::Count(r.exists_pass),
                Cell::Pct(r.pct_exists_pass),
                Cell::Pct(r.mean_pct_pass),
                Cell::Pct(r.mean_pct_pass_exists),
            ]);
            cells
        })
        .collect();
    Table {
        title: "Tab. 9: failing seeds with passing mutants (batch M*)".into(),
        columns,
        rows,
        blank_repeated_first: true,
    }
}
