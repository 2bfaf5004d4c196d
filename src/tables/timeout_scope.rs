//! How the paper's tables (Tab. 6, 8, 9) state that their runs' `--timeout` limited whole Boogie
//! runs (`--timeout-scope run`, read from the runs' manifests): a note under the title (the
//! terminal table, and the `%` comment above a LaTeX `tabular`) and, in the CSV files, a last
//! column `timeout_scope`. Tables of runs under the default scope (`vc`) are left as they were.

use super::text::{Cell, Column, Table};
use crate::verifiers::TimeoutScope;

/// The file stems of the tables whose counts depend on what a timeout is.
const PAPER_TABLES: [&str; 3] = ["tab6", "tab8", "tab9"];

/// The note stating `scope` (None under `vc`); `timeout` is the runs' `--timeout` in seconds
/// when they all had the same.
pub fn note(scope: TimeoutScope, timeout: Option<&str>) -> Option<String> {
    let limit = timeout.map_or_else(|| "--timeout".to_string(), |t| format!("{t} s"));
    (scope == TimeoutScope::Run).then(|| {
        format!(
            "Timeouts: --timeout-scope run: each Boogie run was limited to {limit} of wall-clock time in all and killed \
             there (the µgie paper's setting), not each VC"
        )
    })
}

/// Adds `note` under the title of each paper table in `tables`.
pub fn state(tables: &mut [(&'static str, Table)], note: &str) {
    for (_, table) in tables.iter_mut().filter(|(name, _)| PAPER_TABLES.contains(name)) {
        table.title.push('\n');
        table.title.push_str(note);
    }
}

/// `table` as its CSV file shows it under `scope`: a paper table (`name`) of runs under `run`
/// gets the column `timeout_scope` = `run`; otherwise unchanged.
pub fn for_csv(name: &str, table: &Table, scope: TimeoutScope) -> Table {
    let mut t = table.clone();
    if scope == TimeoutScope::Run && PAPER_TABLES.contains(&name) {
        t.columns.push(Column::new("timeout_scope", "timeout scope"));
        for row in &mut t.rows {
            row.push(Cell::Text(scope.as_str().to_string()));
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_run_is_stated_and_only_in_the_paper_tables() {
        assert_eq!(note(TimeoutScope::Vc, Some("20")), None);
        let n = note(TimeoutScope::Run, Some("20")).unwrap();
        assert!(n.starts_with("Timeouts: --timeout-scope run: each Boogie run was limited to 20 s"), "{n}");
        let t = Table {
            title: "T".into(),
            columns: vec![Column::new("group", "group")],
            rows: vec![vec![Cell::Text("A".into())]],
            blank_repeated_first: true,
        };
        let mut tables = vec![("tab6", t.clone()), ("tab-stability", t.clone())];
        state(&mut tables, &n);
        assert_eq!((tables[0].1.title.lines().count(), tables[1].1.title.as_str()), (2, "T"));
        assert_eq!(for_csv("tab6", &t, TimeoutScope::Run).to_csv(), "group,timeout_scope\nA,run\n");
        assert_eq!(for_csv("tab6", &t, TimeoutScope::Vc), t);
        assert_eq!(for_csv("tab-stability", &t, TimeoutScope::Run), t);
    }
}
