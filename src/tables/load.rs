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
use crate::store::record::RunRecord;
use crate::store::results::{self, StoredRow};
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
    /// The row of a stored one, with the operators of its chain (a chain naming an unknown
    /// operator is a malformed row).
    pub fn of(stored: StoredRow) -> Result<Row, TableError> {
        let StoredRow { record, origin } = stored;
        let ops = super::OpSet::parse_chain(&record.chain)
            .map_err(|reason| TableError::Malformed { origin: origin.clone(), reason })?;
        Ok(Row { record, origin, ops })
    }

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
        let csv = crate::store::ResultsDir::at(input).csv_path();
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
    let mut merged = Merge::new(duplicates, one_version);
    for input in inputs {
        let file = results_csv(input)?;
        for row in read_csv(&file)? {
            merged.add(row)?;
        }
    }
    Ok(merged.rows)
}

/// The rows of one results CSV read already (by the store), merged as [`load`] merges them.
pub fn merge_rows(rows: Vec<StoredRow>, duplicates: Duplicates) -> Result<Vec<Row>, TableError> {
    let mut merged = Merge::new(duplicates, false);
    for row in rows {
        merged.add(Row::of(row)?)?;
    }
    Ok(merged.rows)
}

/// Rows merged as the module documentation says, in the order of first appearance.
struct Merge {
    duplicates: Duplicates,
    one_version: bool,
    rows: Vec<Row>,
    seen: HashMap<(String, String, Option<u32>, String), usize>,
}

impl Merge {
    fn new(duplicates: Duplicates, one_version: bool) -> Merge {
        Merge { duplicates, one_version, rows: Vec::new(), seen: HashMap::new() }
    }

    /// Adds the next row (a later row of the same run replaces the earlier one).
    fn add(&mut self, row: Row) -> Result<(), TableError> {
        let (duplicates, one_version, rows) = (self.duplicates, self.one_version, &mut self.rows);
        let r = &row.record;
        let key = (r.seed.clone(), r.batch.clone(), r.mutant, r.tool.clone());
        match self.seen.get(&key) {
            None => {
                self.seen.insert(key, rows.len());
                rows.push(row);
            }
            Some(&at) => {
                let old = &rows[at];
                if old.record == row.record {
                    return Ok(());
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
        Ok(())
    }
}

/// Reads one results CSV through the store ([`results::read`]: header and rows checked, each row
/// with its line), parsing each row's chain.
pub fn read_csv(file: &Path) -> Result<Vec<Row>, TableError> {
    results::read(file)?.into_iter().map(Row::of).collect()
}

pub use crate::store::record::COLUMNS;

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
    Ok(results::write_all(rows.iter().map(|r| &r.record), file)?)
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
