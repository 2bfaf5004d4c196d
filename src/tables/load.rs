//! Loading results: one or more results directories (each holding `results.csv`) or CSV files,
//! merged into one list of rows that remember their file and line ([`super::inputs`] first sorts
//! the inputs of `table` and `plot` into results CSVs and stability CSVs).
//!
//! Duplicates: shards and resumed runs may record the same run twice. Two rows are the same run
//! when they agree on (seed, batch, mutant, tool). Identical rows collapse to one. Rows of the same
//! run that agree on the outcome but differ elsewhere (time, detail) are the same result measured
//! twice: the later row (later file on the command line, later line in a file) is kept. Rows of
//! the same run with different outcomes are a conflict: by default an error naming both rows
//! ([`Duplicates::Error`]); with [`Duplicates::Last`] the later row wins. The merged order is
//! the order of first appearance.
//!
//! Groups: by default a seed's group is the `group` column. A
//! [`GroupMap`](crate::runner::groups::GroupMap) (`--groups FILE`, lines
//! `seed_path_or_glob,group`) overrides it for the seeds it matches. All rows of one seed must
//! then agree on its group.
//!
//! Versions: every row records its tool's version (`tool_version`). Shards run on different
//! nodes may have met different Boogie/Z3 installations; [`check_versions`] refuses rows of one
//! tool label with different versions, and [`load_one_version`] the same run recorded under two
//! versions (two results directories of one experiment; the merge would keep the later rows
//! silently); `wobble table --allow-mixed-versions` skips both.

use super::{Origin, TableError};
use crate::runner::groups::SeedGroup;
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
    load_inner(inputs, duplicates, false)
}

/// [`load`], refusing the same run recorded under two versions of its tool (two results
/// directories of one experiment run with different installations): the merge would keep the
/// later rows silently ([`SameRunVersions`]).
pub fn load_one_version(inputs: &[PathBuf], duplicates: Duplicates) -> Result<Vec<Row>, TableError> {
    load_inner(inputs, duplicates, true)
}

fn load_inner(inputs: &[PathBuf], duplicates: Duplicates, one_version: bool) -> Result<Vec<Row>, TableError> {
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
                    let (v1, v2) = (old.record.tool_version.trim(), row.record.tool_version.trim());
                    if one_version && !v1.is_empty() && !v2.is_empty() && v1 != v2 {
                        return Err(TableError::SameRunVersions(Box::new(SameRunVersions {
                            tool: r.tool.clone(),
                            first_dir: old.results_dir().to_path_buf(),
                            first: v1.to_string(),
                            first_origin: old.origin.clone(),
                            second_dir: row.results_dir().to_path_buf(),
                            second: v2.to_string(),
                            second_origin: row.origin.clone(),
                        })));
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
    let required = &COLUMNS[..COLUMNS.len() - crate::runner::record::LATER_COLUMNS];
    for column in required {
        if !headers.iter().any(|h| h == *column) {
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

/// `--groups` mappings ([`GroupMap`](crate::runner::groups::GroupMap)) override a row's group column.
impl SeedGroup for Row {
    fn seed_path(&self) -> &str {
        &self.record.seed
    }
    fn group_mut(&mut self) -> &mut String {
        &mut self.record.group
    }
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

/// Rows of one tool label recorded with two different tool versions.
#[derive(Debug, thiserror::Error)]
#[error(
    "tool `{tool}` has rows of two versions: `{first}` ({first_origin}) and `{second}` ({second_origin}); \
     shards were run with different installations: rerun them with one version, or give \
     --allow-mixed-versions to merge anyway"
)]
pub struct VersionConflict {
    pub tool: String,
    pub first: String,
    pub first_origin: Origin,
    pub second: String,
    pub second_origin: Origin,
}

/// The same run (seed, batch, mutant, tool) recorded under two versions of its tool.
#[derive(Debug, thiserror::Error)]
#[error(
    "{first_dir} and {second_dir} record the same runs of tool `{tool}` under two versions: `{first}` ({first_origin}) \
     and `{second}` ({second_origin}); they are two runs of one experiment, not shards, and merging would keep \
     the later rows silently: give one of them, or --allow-mixed-versions to keep the later rows"
)]
pub struct SameRunVersions {
    pub tool: String,
    pub first_dir: PathBuf,
    pub first: String,
    pub first_origin: Origin,
    pub second_dir: PathBuf,
    pub second: String,
    pub second_origin: Origin,
}

/// Checks that all rows of each tool label record the same `tool_version`. Rows with an empty
/// version (runs that never reached the tool) match any version.
pub fn check_versions(rows: &[Row]) -> Result<(), TableError> {
    let mut first: HashMap<&str, &Row> = HashMap::new();
    for row in rows.iter().filter(|r| !r.record.tool_version.trim().is_empty()) {
        match first.get(row.record.tool.as_str()) {
            None => {
                first.insert(&row.record.tool, row);
            }
            Some(f) if f.record.tool_version != row.record.tool_version => {
                return Err(TableError::MixedVersions(Box::new(VersionConflict {
                    tool: row.record.tool.clone(),
                    first: f.record.tool_version.clone(),
                    first_origin: f.origin.clone(),
                    second: row.record.tool_version.clone(),
                    second_origin: row.origin.clone(),
                })));
            }
            Some(_) => {}
        }
    }
    Ok(())
}
