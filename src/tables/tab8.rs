//! Tab. 8 of the µgie paper: which mutation operators the failing mutants of batch M* used.
//!
//! For a group G (or all groups) and a tool t, let F be the set of all M* mutants that t does not
//! verify (any verification outcome but `verified`; a mutant that t's front end rejected is not
//! in F), pooled over the seeds of G whose own run t verifies. For each operator OP that batch M*
//! draws from (S1, S2, S3, L1..L6, G1; G2 is not used in M*), the column OP is the percentage of
//! mutants in F whose chain applies OP at least once (possibly together with other operators):
//! 100 · |{m ∈ F | OP ∈ chain(m)}| / |F|. The percentages of a row therefore need not add up to
//! 100. With F empty the row's percentages are undefined (empty CSV cells). `failing_mutants` is
//! |F|.

use super::index::{Index, SeedTool};
use super::text::{group_tool_cells, group_tool_columns, Cell, Column, Table};
use super::{operator_index, percent, STAR_OPERATORS};

/// One row of Tab. 8.
#[derive(Clone, Debug, PartialEq)]
pub struct Tab8Row {
    /// The group, `None` for the `all` row.
    pub group: Option<String>,
    pub tool: String,
    /// |F|: failing M* mutants of passing seeds.
    pub failing_mutants: usize,
    /// Per operator in [`STAR_OPERATORS`] order: the percentage of F that applies it.
    pub pct_by_op: [Option<f64>; STAR_OPERATORS.len()],
}

fn row<'a>(group: Option<&str>, tool: &str, entries: impl Iterator<Item = &'a SeedTool>) -> Tab8Row {
    let mut failing = 0;
    let mut with_op = [0usize; STAR_OPERATORS.len()];
    for e in entries.filter(|e| e.passes()) {
        for m in e.star().iter().filter(|m| m.fails()) {
            failing += 1;
            for (k, op) in STAR_OPERATORS.iter().enumerate() {
                if operator_index(op).is_some_and(|i| m.ops.contains(i)) {
                    with_op[k] += 1;
                }
            }
        }
    }
    Tab8Row {
        group: group.map(str::to_string),
        tool: tool.to_string(),
        failing_mutants: failing,
        pct_by_op: with_op.map(|n| percent(n, failing)),
    }
}

/// Tab. 8: one row per group and tool (groups in natural order), then the `all` rows.
pub fn tab8(index: &Index) -> Vec<Tab8Row> {
    index.row_keys().into_iter().map(|(g, t)| row(g, t, index.select(g, t))).collect()
}

/// Tab. 8 as a table (`tab8.csv`).
pub fn table(rows: &[Tab8Row]) -> Table {
    let mut columns = group_tool_columns();
    columns.push(Column::new("failing_mutants", "# failing"));
    columns.extend(STAR_OPERATORS.iter().map(|op| Column::new(format!("pct_{op}"), *op)));
    let rows = rows
        .iter()
        .map(|r| {
            let mut cells = group_tool_cells(r.group.as_deref(), &r.tool);
            cells.push(Cell::Count(r.failing_mutants));
            cells.extend(r.pct_by_op.iter().map(|p| Cell::Pct(*p)));
            cells
        })
        .collect();
    Table {
        title: "Tab. 8: % of failing M* mutants (of passing seeds) whose chain applies each operator".into(),
        columns,
        rows,
        blank_repeated_first: true,
    }
}
