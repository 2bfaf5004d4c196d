//! The stability table: per seed group and tool, how many programs (or queries) `wobble
//! stability` put in each category, like Mariposa's table, read back from `stability.csv`.
//!
//! Input: `stability.csv` as written by [`crate::stability::csv`], read by header names into a
//! typed [`StabilityRow`] (column order does not matter; extra columns are ignored). Rows whose
//! `query` is `all` are programs (the category of the weakest query); the other rows are single
//! queries. A malformed row (a count that is not a whole number, more successes than runs, a
//! category word other than the four of [`Category`]) is bad input naming its `FILE:LINE`.
//!
//! Several files (shards) are merged: the same (program, tool, query) recorded twice keeps the
//! later row; two rows of it with different categories are an error unless
//! [`Duplicates::Last`]. A `--groups` mapping applies to the `program` column as to a results
//! CSV's `seed` column.
//!
//! Output ([`summarize`], [`table`]): one row per group and tool that has rows (groups and tools
//! in natural order), then one `all` row per tool: the count, then per category its count and
//! share (`stable`, `pct_stable`, ...), the solver runs done, the fixed budget (`--samples` per
//! method and query) and the runs that sequential stopping saved (`saved`, `pct_saved`).

use super::load::{Duplicates, VersionConflict};
use super::text::{group_tool_cells, group_tool_columns, Cell, Column, Table};
use super::{natural_cmp, percent, Origin, TableError, ALL_GROUP};
use crate::runner::groups::SeedGroup;
use crate::stats::Category;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;

/// The value of the `query` column that marks a program's row.
pub const ALL_QUERY: &str = "all";

/// The columns a stability CSV must have (the others are ignored).
pub const REQUIRED: [&str; 8] = ["program", "group", "tool", "query", "category", "runs", "budget", "saved_runs"];

/// What a row describes: a whole program (`query` = `all`) or one of its queries.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Subject {
    Program,
    Query(String),
}

impl Subject {
    fn parse(text: &str) -> Subject {
        if text == ALL_QUERY {
            Subject::Program
        } else {
            Subject::Query(text.to_string())
        }
    }
}

/// One row of `stability.csv` and where it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct StabilityRow {
    pub program: String,
    pub group: String,
    pub tool: String,
    /// Empty when the column is absent.
    pub tool_version: String,
    pub subject: Subject,
    pub category: Category,
    pub runs: u32,
    /// `None` when the column is absent.
    pub successes: Option<u32>,
    pub budget: u32,
    pub saved_runs: u32,
    pub origin: Origin,
}

impl StabilityRow {
    /// The row without its origin, to compare two recordings of the same measurement.
    fn same_measurement(&self, other: &StabilityRow) -> bool {
        StabilityRow { origin: other.origin.clone(), ..self.clone() } == *other
    }
}

/// `--groups` mappings override a stability row's group, matched against its `program` column.
impl SeedGroup for StabilityRow {
    fn seed_path(&self) -> &str {
        &self.program
    }
    fn group_mut(&mut self) -> &mut String {
        &mut self.group
    }
}

/// Two rows of the same (program, tool, query) with different categories.
#[derive(Debug, thiserror::Error)]
#[error(
    "conflicting stability categories for program `{program}`, tool `{tool}`, query `{query}`: \
     `{first}` at {first_origin} but `{second}` at {second_origin} (use --duplicates last to keep the later row)"
)]
pub struct StabilityConflict {
    pub program: String,
    pub tool: String,
    pub query: String,
    pub first: Category,
    pub first_origin: Origin,
    pub second: Category,
    pub second_origin: Origin,
}

fn csv_failure(file: &Path, e: csv::Error) -> TableError {
    let line = e.position().map_or(0, |p| p.line());
    match e.into_kind() {
        csv::ErrorKind::Io(source) => TableError::Io { path: file.to_path_buf(), source },
        csv::ErrorKind::UnequalLengths { expected_len, len, .. } => TableError::Malformed {
            origin: Origin { file: file.to_path_buf(), line },
            reason: format!("{len} fields, expected {expected_len}"),
        },
        csv::ErrorKind::Utf8 { err, .. } => TableError::Malformed {
            origin: Origin { file: file.to_path_buf(), line },
            reason: format!("invalid UTF-8 in field {}", err.field() + 1),
        },
        other => {
            TableError::Malformed { origin: Origin { file: file.to_path_buf(), line }, reason: format!("{other:?}") }
        }
    }
}

/// Reads one `stability.csv` (with its header line), checking every row.
pub fn read_csv(file: &Path) -> Result<Vec<StabilityRow>, TableError> {
    let io = |e: std::io::Error| TableError::Io { path: file.to_path_buf(), source: e };
    let handle = std::fs::File::open(file).map_err(io)?;
    let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(handle);
    let headers = reader.headers().map_err(|e| csv_failure(file, e))?.clone();
    let position = |name: &str| headers.iter().position(|h| h == name);
    let mut required = [0usize; REQUIRED.len()];
    for (slot, column) in required.iter_mut().zip(REQUIRED) {
        *slot = position(column).ok_or_else(|| TableError::BadHeader {
            path: file.to_path_buf(),
            reason: format!("missing column `{column}` (a stability CSV needs {})", REQUIRED.join(",")),
        })?;
    }
    let [program, group, tool, query, category, runs, budget, saved] = required;
    let (version, successes) = (position("tool_version"), position("successes"));
    let mut rows = Vec::new();
    for result in reader.records() {
        let raw = result.map_err(|e| csv_failure(file, e))?;
        if raw.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let origin = Origin { file: file.to_path_buf(), line: raw.position().map_or(0, |p| p.line()) };
        let bad = |reason: String| TableError::Malformed { origin: origin.clone(), reason };
        let text = |k: usize| raw.get(k).unwrap_or("").trim();
        let count = |k: usize| -> Result<u32, TableError> {
            text(k).parse::<u32>().map_err(|_| {
                bad(format!("column `{}`: `{}` is not a whole number", headers.get(k).unwrap_or("?"), text(k)))
            })
        };
        let named = |k: usize| -> Result<String, TableError> {
            match text(k) {
                "" => Err(bad(format!("column `{}` is empty", headers.get(k).unwrap_or("?")))),
                t => Ok(t.to_string()),
            }
        };
        let category = text(category).parse::<Category>().map_err(|e| bad(format!("column `category`: {e}")))?;
        let row = StabilityRow {
            program: named(program)?,
            group: named(group)?,
            tool: named(tool)?,
            tool_version: version.map(|k| text(k).to_string()).unwrap_or_default(),
            subject: Subject::parse(&named(query)?),
            category,
            runs: count(runs)?,
            successes: successes.map(count).transpose()?,
            budget: count(budget)?,
            saved_runs: count(saved)?,
            origin: origin.clone(),
        };
        if row.successes.is_some_and(|s| s > row.runs) {
            return Err(bad(format!("{} successes in {} runs", row.successes.unwrap_or(0), row.runs)));
        }
        rows.push(row);
    }
    Ok(rows)
}

/// Reads and merges `files` in order (see the module documentation for duplicates).
pub fn load(files: &[impl AsRef<Path>], duplicates: Duplicates) -> Result<Vec<StabilityRow>, TableError> {
    let mut rows: Vec<StabilityRow> = Vec::new();
    let mut seen: HashMap<(String, String, Subject), usize> = HashMap::new();
    for file in files {
        for row in read_csv(file.as_ref())? {
            let key = (row.program.clone(), row.tool.clone(), row.subject.clone());
            let Some(&at) = seen.get(&key) else {
                seen.insert(key, rows.len());
                rows.push(row);
                continue;
            };
            let old = &rows[at];
            if old.same_measurement(&row) {
                continue;
            }
            if old.category != row.category && duplicates == Duplicates::Error {
                return Err(TableError::StabilityConflict(Box::new(StabilityConflict {
                    program: row.program.clone(),
                    tool: row.tool.clone(),
                    query: match &row.subject {
                        Subject::Program => ALL_QUERY.to_string(),
                        Subject::Query(q) => q.clone(),
                    },
                    first: old.category,
                    first_origin: old.origin.clone(),
                    second: row.category,
                    second_origin: row.origin,
                })));
            }
            rows[at] = row;
        }
    }
    Ok(rows)
}

/// Checks that every program's rows agree on its group and that no group is named `all`.
pub fn check_groups(rows: &[StabilityRow]) -> Result<(), TableError> {
    let mut first: HashMap<&str, &StabilityRow> = HashMap::new();
    for row in rows {
        if row.group == ALL_GROUP {
            return Err(TableError::ReservedGroup { origin: row.origin.clone() });
        }
        match first.get(row.program.as_str()) {
            None => {
                first.insert(&row.program, row);
            }
            Some(f) if f.group != row.group => {
                return Err(TableError::InconsistentGroup(Box::new(super::GroupConflict {
                    seed: row.program.clone(),
                    first: f.group.clone(),
                    first_origin: f.origin.clone(),
                    second: row.group.clone(),
                    second_origin: row.origin.clone(),
                })));
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// Checks that all rows of each tool label record the same `tool_version` (empty matches any).
pub fn check_versions(rows: &[StabilityRow]) -> Result<(), TableError> {
    let mut first: HashMap<&str, &StabilityRow> = HashMap::new();
    for row in rows.iter().filter(|r| !r.tool_version.is_empty()) {
        match first.get(row.tool.as_str()) {
            None => {
                first.insert(&row.tool, row);
            }
            Some(f) if f.tool_version != row.tool_version => {
                return Err(TableError::MixedVersions(Box::new(VersionConflict {
                    tool: row.tool.clone(),
                    first: f.tool_version.clone(),
                    first_origin: f.origin.clone(),
                    second: row.tool_version.clone(),
                    second_origin: row.origin.clone(),
                })));
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// What the table counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Programs: the rows whose `query` is `all`.
    Programs,
    /// Queries: the other rows.
    Queries,
}

impl Level {
    fn counts(self, row: &StabilityRow) -> bool {
        matches!((self, &row.subject), (Level::Programs, Subject::Program) | (Level::Queries, Subject::Query(_)))
    }

    /// The plural noun of the count column.
    pub fn noun(self) -> &'static str {
        match self {
            Level::Programs => "programs",
            Level::Queries => "queries",
        }
    }
}

/// One row of the stability table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StabilityStats {
    /// The group, `None` for the `all` row.
    pub group: Option<String>,
    pub tool: String,
    /// Programs (or queries) counted.
    pub count: usize,
    /// Per category, in [`Category::ALL`] order.
    pub per_category: [usize; 4],
    pub runs: u64,
    pub budget: u64,
    pub saved: u64,
}

impl StabilityStats {
    fn new(group: Option<&str>, tool: &str) -> StabilityStats {
        StabilityStats {
            group: group.map(str::to_string),
            tool: tool.to_string(),
            count: 0,
            per_category: [0; 4],
            runs: 0,
            budget: 0,
            saved: 0,
        }
    }

    fn add(&mut self, row: &StabilityRow) {
        self.count += 1;
        let k = Category::ALL.iter().position(|c| *c == row.category).unwrap_or(3);
        self.per_category[k] += 1;
        self.runs += u64::from(row.runs);
        self.budget += u64::from(row.budget);
        self.saved += u64::from(row.saved_runs);
    }

    /// The number in `category`.
    pub fn of(&self, category: Category) -> usize {
        Category::ALL.iter().position(|c| *c == category).map_or(0, |k| self.per_category[k])
    }
}

/// The rows of the table at `level`: every group × tool with rows, then `all` × every tool.
pub fn summarize(rows: &[StabilityRow], level: Level) -> Vec<StabilityStats> {
    let counted: Vec<&StabilityRow> = rows.iter().filter(|r| level.counts(r)).collect();
    let mut groups: Vec<&str> = counted.iter().map(|r| r.group.as_str()).collect::<BTreeSet<_>>().into_iter().collect();
    let mut tools: Vec<&str> = counted.iter().map(|r| r.tool.as_str()).collect::<BTreeSet<_>>().into_iter().collect();
    groups.sort_by(|a, b| natural_cmp(a, b));
    tools.sort_by(|a, b| natural_cmp(a, b));
    let mut out = Vec::new();
    for g in &groups {
        for t in &tools {
            let mut s = StabilityStats::new(Some(g), t);
            counted.iter().filter(|r| r.group == *g && r.tool == *t).for_each(|r| s.add(r));
            if s.count > 0 {
                out.push(s);
            }
        }
    }
    for t in &tools {
        let mut s = StabilityStats::new(None, t);
        counted.iter().filter(|r| r.tool == *t).for_each(|r| s.add(r));
        out.push(s);
    }
    out
}

/// The stability table at `level` (`tab-stability.csv`, or `tab-stability-queries.csv`).
pub fn table(stats: &[StabilityStats], level: Level) -> Table {
    let noun = level.noun();
    let mut columns = group_tool_columns();
    columns.push(Column::new(noun, noun));
    for c in Category::ALL {
        columns.push(Column::new(c.as_str(), c.as_str()));
        columns.push(Column::new(format!("pct_{c}"), "%"));
    }
    columns.extend([
        Column::new("runs", "runs"),
        Column::new("budget", "budget"),
        Column::new("saved", "saved"),
        Column::new("pct_saved", "% saved"),
    ]);
    let as_usize = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
    let rows = stats
        .iter()
        .map(|s| {
            let mut cells = group_tool_cells(s.group.as_deref(), &s.tool);
            cells.push(Cell::Count(s.count));
            for n in s.per_category {
                cells.push(Cell::Count(n));
                cells.push(Cell::Pct(percent(n, s.count)));
            }
            cells.extend([
                Cell::Count(as_usize(s.runs)),
                Cell::Count(as_usize(s.budget)),
                Cell::Count(as_usize(s.saved)),
                Cell::Pct(percent(as_usize(s.saved), as_usize(s.budget))),
            ]);
            cells
        })
        .collect();
    let title = match level {
        Level::Programs => {
            "Stability: programs per category (a program's category is its weakest query's), \
                            solver runs done against the fixed budget"
        }
        Level::Queries => {
            "Stability: queries (verification conditions) per category, \
                           solver runs done against the fixed budget"
        }
    };
    Table { title: title.into(), columns, rows, blank_repeated_first: true }
}

/// The stability tables by file stem: `tab-stability` (programs) and, when the CSV has query
/// rows, `tab-stability-queries`.
pub fn tables(rows: &[StabilityRow]) -> Vec<(&'static str, Table)> {
    let mut out = vec![("tab-stability", table(&summarize(rows, Level::Programs), Level::Programs))];
    if rows.iter().any(|r| Level::Queries.counts(r)) {
        out.push(("tab-stability-queries", table(&summarize(rows, Level::Queries), Level::Queries)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(program: &str, group: &str, tool: &str, query: &str, category: Category, runs: u32) -> StabilityRow {
        StabilityRow {
            program: program.into(),
            group: group.into(),
            tool: tool.into(),
            tool_version: String::new(),
            subject: Subject::parse(query),
            category,
            runs,
            successes: None,
            budget: 80,
            saved_runs: 80 - runs,
            origin: Origin { file: "s.csv".into(), line: 2 },
        }
    }

    #[test]
    fn programs_and_queries_are_counted_per_group_and_tool() {
        use Category::*;
        let rows = vec![
            row("a", "G10", "z3", "p", Stable, 36),
            row("a", "G10", "z3", "q", Unstable, 8),
            row("a", "G10", "z3", "all", Unstable, 44),
            row("b", "G2", "z3", "all", Stable, 36),
            row("b", "G2", "cvc5", "all", Inconclusive, 40),
        ];
        let p = summarize(&rows, Level::Programs);
        let keys: Vec<(Option<&str>, &str)> = p.iter().map(|s| (s.group.as_deref(), s.tool.as_str())).collect();
        assert_eq!(keys, [(Some("G2"), "cvc5"), (Some("G2"), "z3"), (Some("G10"), "z3"), (None, "cvc5"), (None, "z3")]);
        let all_z3 = &p[4];
        assert_eq!((all_z3.count, all_z3.of(Stable), all_z3.of(Unstable)), (2, 1, 1));
        assert_eq!((all_z3.runs, all_z3.budget, all_z3.saved), (80, 160, 80));
        let q = summarize(&rows, Level::Queries);
        assert_eq!(q.len(), 2, "G10 × z3 and all × z3");
        assert_eq!((q[0].count, q[0].of(Stable), q[0].of(Unstable)), (2, 1, 1));
        let t = table(&p, Level::Programs);
        assert_eq!(t.columns.len(), 3 + 8 + 4);
        assert_eq!(t.rows[2][3..5], [Cell::Count(0), Cell::Pct(Some(0.0))]);
        assert_eq!(t.rows[2][5..7], [Cell::Count(1), Cell::Pct(Some(100.0))]);
    }
}
