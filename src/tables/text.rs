//! A table of typed cells and its two renderings: CSV (machine-readable, full precision up to 4
//! decimals, empty cell for an undefined value) and an aligned terminal table like the paper's
//! (percentages rounded to whole numbers with `%`, `-` for an undefined value or a measure of
//! something not run (also `-` in CSV: [`Cell::NotRun`]), text left-aligned,
//! numbers right-aligned, a repeated group name printed only on the first row of its block;
//! written by [`crate::util::aligned`]).

use crate::util::aligned::{Align, Aligned};
use std::path::Path;

/// One cell.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Text(String),
    Count(usize),
    /// A percentage in 0..=100; `None` when undefined (e.g. a mean over no seeds).
    Pct(Option<f64>),
    /// A plain number such as a time ratio; `None` when undefined.
    Num(Option<f64>),
    /// A measure of something that was not run (e.g. a batch the run did not have): `-`
    /// everywhere, CSV included, so that it is never read as 0.
    NotRun,
}

impl Cell {
    /// The cell as written to CSV.
    pub fn csv(&self) -> String {
        match self {
            Cell::Text(s) => s.clone(),
            Cell::Count(n) => n.to_string(),
            Cell::Pct(v) | Cell::Num(v) => v.map(csv_number).unwrap_or_default(),
            Cell::NotRun => "-".to_string(),
        }
    }

    /// The cell as shown in a terminal table.
    pub fn text(&self) -> String {
        match self {
            Cell::Text(s) => s.clone(),
            Cell::Count(n) => n.to_string(),
            Cell::Pct(Some(v)) => format!("{}%", v.round() as i64),
            Cell::Num(Some(v)) => format!("{v:.2}"),
            Cell::Pct(None) | Cell::Num(None) | Cell::NotRun => "-".to_string(),
        }
    }

    fn right_aligned(&self) -> bool {
        !matches!(self, Cell::Text(_))
    }
}

/// A number rounded to 4 decimals, without trailing zeros (`33.3333`, `12.5`, `50`).
pub fn csv_number(v: f64) -> String {
    let r = (v * 10_000.0).round() / 10_000.0;
    if r == 0.0 {
        "0".to_string()
    } else {
        format!("{r}")
    }
}

/// A column: its CSV name (ASCII) and its terminal heading.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    pub csv: String,
    pub text: String,
}

impl Column {
    pub fn new(csv: impl Into<String>, text: impl Into<String>) -> Column {
        Column { csv: csv.into(), text: text.into() }
    }
}

/// The leading columns of the tables with one row per group and tool (Tab. 6, 8, 9, stability).
pub fn group_tool_columns() -> Vec<Column> {
    vec![Column::new("group", "group"), Column::new("tool", "tool")]
}

/// The leading cells of such a row: the group (`all` for the totals) and the tool.
pub fn group_tool_cells(group: Option<&str>, tool: &str) -> Vec<Cell> {
    vec![Cell::Text(group.unwrap_or(super::ALL_GROUP).to_string()), Cell::Text(tool.to_string())]
}

/// A titled table.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// Printed above the terminal table.
    pub title: String,
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<Cell>>,
    /// In the terminal rendering, column 0 is left blank when it repeats the previous row's.
    pub blank_repeated_first: bool,
}

impl Table {
    /// The CSV text (header line, then one line per row).
    pub fn to_csv(&self) -> String {
        let mut w = csv::WriterBuilder::new().from_writer(Vec::new());
        // Writing to a Vec cannot fail; errors are still handled by falling back to "".
        let _ = w.write_record(self.columns.iter().map(|c| c.csv.as_str()));
        for row in &self.rows {
            let _ = w.write_record(row.iter().map(Cell::csv));
        }
        w.into_inner().ok().and_then(|b| String::from_utf8(b).ok()).unwrap_or_default()
    }

    /// Writes the CSV text to `file`.
    pub fn write_csv(&self, file: &Path) -> std::io::Result<()> {
        std::fs::write(file, self.to_csv())
    }

    /// The aligned terminal rendering: title, heading, rule, rows ([`Aligned`], a column
    /// right-aligned when any of its cells is a number).
    pub fn to_text(&self) -> String {
        let rows: Vec<Vec<String>> = self
            .rows
            .iter()
            .enumerate()
            .map(|(k, row)| {
                row.iter()
                    .enumerate()
                    .map(|(c, cell)| {
                        if c == 0 && self.blank_repeated_first && k > 0 && self.rows[k - 1].first() == Some(cell) {
                            String::new()
                        } else {
                            cell.text()
                        }
                    })
                    .collect()
            })
            .collect();
        let align = (0..self.columns.len())
            .map(|c| {
                if self.rows.iter().filter_map(|r| r.get(c)).any(Cell::right_aligned) {
                    Align::Right
                } else {
                    Align::Left
                }
            })
            .collect();
        let head = self.columns.iter().map(|c| c.text.clone()).collect();
        let mut out = String::new();
        if !self.title.is_empty() {
            out.push_str(&self.title);
            out.push('\n');
        }
        out.push_str(&Aligned { head, rows, align, rule: true }.render());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Table {
        Table {
            title: "T".into(),
            columns: vec![Column::new("group", "group"), Column::new("tool", "tool"), Column::new("pct", "% ∃fail")],
            rows: vec![
                vec![Cell::Text("A".into()), Cell::Text("boogie".into()), Cell::Pct(Some(12.5))],
                vec![Cell::Text("A".into()), Cell::Text("cvc4".into()), Cell::Pct(None)],
                vec![Cell::Text("all".into()), Cell::Text("boogie".into()), Cell::Pct(Some(100.0 / 3.0))],
            ],
            blank_repeated_first: true,
        }
    }

    #[test]
    fn csv_cells_keep_four_decimals_and_leave_undefined_empty() {
        assert_eq!(sample().to_csv(), "group,tool,pct\nA,boogie,12.5\nA,cvc4,\nall,boogie,33.3333\n");
    }

    #[test]
    fn text_tables_are_aligned() {
        let text = sample().to_text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "T");
        assert_eq!(lines[1], "group  tool    % ∃fail");
        assert_eq!(lines[2], "-".repeat(22));
        assert_eq!(lines[3], "A      boogie      13%");
        assert_eq!(lines[4], "       cvc4          -");
        assert_eq!(lines[5], "all    boogie      33%");
    }
}
