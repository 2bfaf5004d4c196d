//! Loading results: one or more results directories (each holding `results.csv`) or CSV files,
//! merged into one list of rows that remember their file and line.
//!
//! Duplicates: shards and resumed runs may record the same run twice. Two rows are the same run
//! when they agree on (seed, batch, mutant, tool). Identical rows collapse to one. Rows of the same
//! run that agree on the outcome but differ elsewhere (time, detail) are the same result measured
//! twice: the later row (later file on the command line, later line in a file) is kept. Rows of
//! the same run with different outcomes are a conflict: by default an error naming both rows
//! ([`Duplicates::Error`]); with [`Duplicates::KeepLast`] the later row wins. The merged order is
//! the order of first appearance.
//!
//! Groups: by default a seed's group is the `group` column. A [`GroupMap`] (`--groups FILE`,
//! lines `seed_path_or_glob,group`) overrides it for the seeds it matches. All rows of one seed
//! must then agree on its group.

use super::{Origin, TableError};
use crate::runner::record::RunRecord;
use crate::verifiers::outcome::Outcome;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// One row of a results CSV and where it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub record: RunRecord,
    pub origin: Origin,
    /// The operators the row's chain applies (parsed when loading).
    pub ops: super::OpSet,
}

impl Row {
    /// The results directory the row came from (the CSV's folder): `path` columns are relative to it.
    pub fn results_dir(&self) -> &Path {
        self.origin.file.parent().unwrap_or(Path::new(""))
    }
}

/// What to do with two rows of the same run that disagree on the outcome.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Duplicates {
    /// Stop with an error naming both rows.
    #[default]
    Error,
    /// Keep the later row (later input, later line).
    Last,
}

/// The CSV file an input names: `DIR/results.csv` for a directory, the file itself otherwise.
pub fn results_csv(input: &Path) -> Result<PathBuf, TableError> {
    if input.is_dir() {
        let csv = input.join("results.csv");
        if csv.is_file() {
            Ok(csv)
        } else {
            Err(TableError::MissingResults { path: input.to_path_buf() })
        }
    } else if input.is_file() {
        Ok(input.to_path_buf())
    } else {
        Err(TableError::NotFound { path: input.to_path_buf() })
    }
}

/// Reads and merges the rows of all `inputs` (directories or CSV files), dropping duplicates as
/// described in the module documentation.
pub fn load(inputs: &[PathBuf], duplicates: Duplicates) -> Result<Vec<Row>, TableError> {
    let mut rows: Vec<Row> = Vec::new();
    let mut seen: HashMap<(String, String, Option<u32>, String), usize> = HashMap::new();
    for input in inputs {
        let file = results_csv(input)?;
        for row in read_csv(&file)? {
            let r = &row.record;
            let key = (r.seed.clone(), r.batch.clone(), r.mutant, r.tool.clone());
            match seen.get(&key) {
                None => {
                    seen.insert(key, rows.len());
                    rows.push(row);
                }
                Some(&at) => {
                    let old = &rows[at];
                    if old.record == row.record {
                        continue;
                    }
                    if old.record.outcome != row.record.outcome && duplicates == Duplicates::Error {
                        return Err(TableError::Conflict(Box::new(super::RunConflict {
                            seed: r.seed.clone(),
                            batch: r.batch.clone(),
                            mutant: r.mutant.map_or_else(|| "-".to_string(), |m| m.to_string()),
                            tool: r.tool.clone(),
                            first: old.record.outcome.to_string(),
                            first_origin: old.origin.clone(),
                            second: r.outcome.to_string(),
                            second_origin: row.origin.clone(),
                        })));
                    }
                    rows[at] = row;
                }
            }
        }
    }
    Ok(rows)
}

/// Reads one results CSV (with its header line), checking every row.
pub fn read_csv(file: &Path) -> Result<Vec<Row>, TableError> {
    let io = |e: std::io::Error| TableError::Io { path: file.to_path_buf(), source: e };
    let handle = std::fs::File::open(file).map_err(io)?;
    let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(handle);
    let headers = reader.headers().map_err(|e| csv_error(file, e))?.clone();
    for column in crate::tables::load::COLUMNS {
        if !headers.iter().any(|h| h == column) {
            return Err(TableError::BadHeader {
                path: file.to_path_buf(),
                reason: format!("missing column `{column}` (expected: {})", COLUMNS.join(",")),
            });
        }
    }
    let mut rows = Vec::new();
    for result in reader.records() {
        let raw = result.map_err(|e| csv_error(file, e))?;
        let line = raw.position().map_or(0, |p| p.line());
        let origin = Origin { file: file.to_path_buf(), line };
        if raw.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let record: RunRecord = raw.deserialize(Some(&headers)).map_err(|e| {
            // serde's enum errors carry no column: name the outcome column when it is the culprit.
            let outcome = headers.iter().position(|h| h == "outcome").and_then(|k| raw.get(k));
            let reason = match outcome.map(str::parse::<Outcome>) {
                Some(Err(msg)) => format!("column `outcome`: {msg}"),
                _ => describe_csv_error(&e, &headers, Some(&raw)),
            };
            TableError::Malformed { origin: origin.clone(), reason }
        })?;
        let ops = super::OpSet::parse_chain(&record.chain)
            .map_err(|reason| TableError::Malformed { origin: origin.clone(), reason })?;
        rows.push(Row { record, origin, ops });
    }
    Ok(rows)
}

pub use crate::runner::record::COLUMNS;

fn csv_error(file: &Path, e: csv::Error) -> TableError {
    let line = e.position().map_or(0, |p| p.line());
    let reason = describe_csv_error(&e, &csv::StringRecord::new(), None);
    match e.into_kind() {
        csv::ErrorKind::Io(source) => TableError::Io { path: file.to_path_buf(), source },
        _ => TableError::Malformed { origin: Origin { file: file.to_path_buf(), line }, reason },
    }
}

/// A short message for a CSV error (without csv's own position prefix), naming the column.
fn describe_csv_error(e: &csv::Error, headers: &csv::StringRecord, raw: Option<&csv::StringRecord>) -> String {
    match e.kind() {
        csv::ErrorKind::UnequalLengths { expected_len, len, .. } => {
            format!("{len} fields, expected {expected_len}")
        }
        csv::ErrorKind::Deserialize { err, .. } => {
            let column = err.field().and_then(|k| headers.get(k as usize)).map(|c| format!("column `{c}`: "));
            let value = err.field().and_then(|k| raw?.get(k as usize)).map(|v| format!(" (`{v}`)"));
            format!("{}{}{}", column.unwrap_or_default(), err.kind(), value.unwrap_or_default())
        }
        csv::ErrorKind::Utf8 { err, .. } => format!("invalid UTF-8 in field {}", err.field() + 1),
        _ => e.to_string(),
    }
}

/// A `--groups` mapping: ordered rules `pattern,group`; the first rule whose pattern matches a
/// seed's `seed` column gives its group. Patterns are exact paths or globs (`*` matches any
/// characters including `/`, `?` one character). Blank lines and lines starting with `#` are
/// ignored. A line is split at its last comma, so patterns may contain commas.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GroupMap {
    rules: Vec<(String, String)>,
}

impl GroupMap {
    /// Reads a mapping file.
    pub fn load(file: &Path) -> Result<GroupMap, TableError> {
        let text = std::fs::read_to_string(file).map_err(|e| {
            if e.kind() == std::io::ErrorKind::NotFound {
                TableError::NotFound { path: file.to_path_buf() }
            } else {
                TableError::Io { path: file.to_path_buf(), source: e }
            }
        })?;
        GroupMap::parse(&text, file)
    }

    /// Parses the text of a mapping file (`file` is only used in error messages).
    pub fn parse(text: &str, file: &Path) -> Result<GroupMap, TableError> {
        let mut rules = Vec::new();
        for (k, line) in text.lines().enumerate() {
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let bad = |reason: &str| TableError::BadGroupsLine {
                file: file.to_path_buf(),
                line: k + 1,
                text: line.to_string(),
                reason: reason.to_string(),
            };
            let (pattern, group) = trimmed.rsplit_once(',').ok_or_else(|| bad("expected `seed_path_or_glob,group`"))?;
            let (pattern, group) = (pattern.trim(), group.trim());
            if pattern.is_empty() {
                return Err(bad("empty seed path or glob"));
            }
            if group.is_empty() {
                return Err(bad("empty group name"));
            }
            if group == super::ALL_GROUP {
                return Err(bad("group name `all` is reserved for the total row"));
            }
            rules.push((pattern.to_string(), group.to_string()));
        }
        Ok(GroupMap { rules })
    }

    /// The group the mapping gives `seed`, if any rule matches.
    pub fn group_of(&self, seed: &str) -> Option<&str> {
        self.rules.iter().find(|(p, _)| glob_match(p.as_bytes(), seed.as_bytes())).map(|(_, g)| g.as_str())
    }

    /// Overrides the group of every row whose seed the mapping matches.
    pub fn apply(&self, rows: &mut [Row]) {
        for row in rows {
            if let Some(g) = self.group_of(&row.record.seed) {
                row.record.group = g.to_string();
            }
        }
    }
}

/// Glob matching with `*` (any sequence, `/` included) and `?` (one byte).
fn glob_match(pattern: &[u8], text: &[u8]) -> bool {
    let (mut p, mut t) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    while t < text.len() {
        if p < pattern.len() && (pattern[p] == b'?' || pattern[p] == text[t]) {
            p += 1;
            t += 1;
        } else if p < pattern.len() && pattern[p] == b'*' {
            star = Some((p, t));
            p += 1;
        } else if let Some((sp, st)) = star {
            p = sp + 1;
            t = st + 1;
            star = Some((sp, st + 1));
        } else {
            return false;
        }
    }
    pattern[p..].iter().all(|c| *c == b'*')
}

/// Checks that every seed's rows agree on its group and that no group is named `all`.
pub fn check_groups(rows: &[Row]) -> Result<(), TableError> {
    let mut first: HashMap<&str, &Row> = HashMap::new();
    for row in rows {
        if row.record.group == super::ALL_GROUP {
            return Err(TableError::ReservedGroup { origin: row.origin.clone() });
        }
        match first.get(row.record.seed.as_str()) {
            None => {
                first.insert(&row.record.seed, row);
            }
            Some(f) if f.record.group != row.record.group => {
                return Err(TableError::InconsistentGroup(Box::new(super::GroupConflict {
                    seed: row.record.seed.clone(),
                    first: f.record.group.clone(),
                    first_origin: f.origin.clone(),
                    second: row.record.group.clone(),
                    second_origin: row.origin.clone(),
                })));
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// Writes rows as a results CSV (same columns as [`RunRecord`]).
pub fn write_runs(rows: &[Row], file: &Path) -> Result<(), TableError> {
    let io = |e: std::io::Error| TableError::Io { path: file.to_path_buf(), source: e };
    let handle = std::fs::File::create(file).map_err(io)?;
    let mut writer = csv::Writer::from_writer(handle);
    let fail =
        |e: csv::Error| TableError::Io { path: file.to_path_buf(), source: std::io::Error::other(e.to_string()) };
    for row in rows {
        writer.serialize(&row.record).map_err(fail)?;
    }
    if rows.is_empty() {
        writer.write_record(COLUMNS).map_err(fail)?;
    }
    writer.flush().map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_match_like_shell_patterns() {
        assert!(glob_match(b"seeds/A/*", b"seeds/A/x.bpl"));
        assert!(glob_match(b"*.bpl", b"a/b/c.bpl"));
        assert!(glob_match(b"s?.bpl", b"s1.bpl"));
        assert!(!glob_match(b"s?.bpl", b"s10.bpl"));
        assert!(!glob_match(b"seeds/A/*", b"seeds/B/x.bpl"));
        assert!(glob_match(b"exact.bpl", b"exact.bpl"));
        assert!(!glob_match(b"exact.bpl", b"exact.bplx"));
    }

    #[test]
    fn group_maps_take_the_first_matching_rule() {
        let m = GroupMap::parse("# comment\n\nseeds/a.bpl, X\nseeds/*,Y\n", Path::new("g.txt")).unwrap();
        assert_eq!(m.group_of("seeds/a.bpl"), Some("X"));
        assert_eq!(m.group_of("seeds/b.bpl"), Some("Y"));
        assert_eq!(m.group_of("other/b.bpl"), None);
        let err = GroupMap::parse("ok,A\nno comma here\n", Path::new("g.txt")).unwrap_err();
        assert!(err.to_string().starts_with("g.txt:2: bad --groups line"), "{err}");
        assert!(GroupMap::parse("x,all\n", Path::new("g")).is_err());
    }
}
