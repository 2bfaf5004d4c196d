//! The tables of results directories (`wobble table`, and the tables of `report`, `plot`,
//! `compare`): their rows loaded, merged, regrouped and checked ([`load_rows`]), the index that
//! knows the batches their manifests list ([`build_index`]), the paper's tables ([`paper_tables`])
//! with Tab. 6's class columns and the timeout-scope note, and the stability tables
//! ([`build`]). Writing the tables is the caller's.

use crate::error::{bad_input, Result};
use crate::runner::groups::GroupMap;
use crate::store::Manifest;
use crate::tables::index::Index;
use crate::tables::load::{self, Duplicates, Row};
use crate::tables::stability::{self, StabilityRow};
use crate::tables::text::Table;
use crate::tables::{tab6, tab8, tab9, timeout_scope};
use crate::verifiers::{TimeoutScope, VerdictLevel};
use std::path::{Path, PathBuf};

/// Loads, merges, regrouped and checks the rows of all inputs (results directories or CSVs).
pub fn load_rows(results: &[PathBuf], groups: Option<&Path>, duplicates: Duplicates) -> Result<Vec<Row>> {
    load_rows_with(results, groups, duplicates, false)
}

/// [`load_rows`]; with `one_version`, the same run recorded under two tool versions is refused.
fn load_rows_with(
    results: &[PathBuf],
    groups: Option<&Path>,
    duplicates: Duplicates,
    one_version: bool,
) -> Result<Vec<Row>> {
    let rows =
        if one_version { load::load_one_version(results, duplicates)? } else { load::load(results, duplicates)? };
    regroup(rows, groups)
}

/// `rows` with the groups of `groups` (a `--groups` file), checked.
pub fn regroup(mut rows: Vec<Row>, groups: Option<&Path>) -> Result<Vec<Row>> {
    if let Some(file) = groups {
        GroupMap::load(file)?.apply(&mut rows);
    }
    load::check_groups(&rows)?;
    Ok(rows)
}

/// The run manifests (`manifest.toml`) of the results directories `rows` come from, in order
/// of first appearance, each with its directory; directories without one are left out.
pub fn manifests(rows: &[Row]) -> Result<Vec<(PathBuf, Manifest)>> {
    let mut dirs: Vec<&Path> = Vec::new();
    for r in rows {
        if !dirs.contains(&r.results_dir()) {
            dirs.push(r.results_dir());
        }
    }
    let mut out = Vec::new();
    for d in dirs {
        let dir = if d.as_os_str().is_empty() { Path::new(".") } else { d };
        if let Some(m) = Manifest::read(dir)? {
            out.push((dir.to_path_buf(), m));
        }
    }
    Ok(out)
}

/// What the `--timeout` of the runs in `results` (results directories or CSV files) limited
/// (their manifests' `--timeout-scope`; a run without a manifest, or whose manifest predates the
/// flag, was per VC), and the note that states it in the tables. Runs of both scopes are
/// refused: their timeouts are not the same thing.
fn runs_timeout_scope(results: &[PathBuf]) -> Result<(TimeoutScope, Option<String>)> {
    let mut run = Vec::new();
    let mut timeouts: Vec<String> = Vec::new();
    for input in results {
        let Some(m) = Manifest::read(input)? else { continue };
        if m.timeout_scope() == TimeoutScope::Run {
            run.push(input.display().to_string());
            timeouts.push(m.settings.timeout.map(|t| t.to_string()).unwrap_or_default());
        }
    }
    if run.is_empty() {
        return Ok((TimeoutScope::Vc, None));
    }
    if run.len() < results.len() {
        return bad_input(format!(
            "cannot merge runs whose --timeout limited each whole Boogie run (--timeout-scope run: {}) with runs \
             whose --timeout limited each VC (the other inputs) into one table",
            run.join(", ")
        ));
    }
    timeouts.sort_unstable();
    timeouts.dedup();
    let timeout = match timeouts.as_slice() {
        [one] if !one.is_empty() => Some(one.as_str()),
        _ => None,
    };
    Ok((TimeoutScope::Run, timeout_scope::note(TimeoutScope::Run, timeout)))
}

/// The index of `rows`, knowing the batches their runs' manifests list (a batch that generated
/// no mutant was still run: its measures are 0, not `-`).
pub fn build_index(rows: &[Row]) -> Result<Index> {
    let mut index = Index::build(rows);
    for (_, m) in manifests(rows)? {
        index.add_batches(m.batches.into_iter().map(|b| b.name));
    }
    Ok(index)
}

/// The paper's tables by file stem (`tab6` → `tab6.csv` / `tab6.tex`), in output order.
///
/// The stability table is not among them: it comes from `stability.csv`
/// ([`crate::tables::stability::tables`], loaded with [`load_stability`]).
pub fn paper_tables(index: &Index) -> Vec<(&'static str, Table)> {
    vec![
        ("tab6", tab6::table(&tab6::tab6(index))),
        ("tab8", tab8::table(&tab8::tab8(index))),
        ("tab9", tab9::table(&tab9::tab9(index))),
    ]
}

/// The stability rows of `files` (stability CSVs), merged, regrouped and checked.
pub fn load_stability(
    files: &[PathBuf],
    groups: Option<&Path>,
    duplicates: Duplicates,
    allow_mixed_versions: bool,
) -> Result<Vec<StabilityRow>> {
    let mut rows = stability::load(files, duplicates)?;
    if let Some(file) = groups {
        GroupMap::load(file)?.apply(&mut rows);
    }
    stability::check_groups(&rows)?;
    if !allow_mixed_versions {
        stability::check_versions(&rows)?;
    }
    Ok(rows)
}

/// What `wobble table` reads and counts.
#[derive(Clone, Debug)]
pub struct TablesRequest<'a> {
    /// RESULTS: results directories and CSV files (results or stability CSVs).
    pub inputs: &'a [PathBuf],
    /// `--groups`.
    pub groups: Option<&'a Path>,
    /// `--duplicates`.
    pub duplicates: Duplicates,
    /// `--allow-mixed-versions`.
    pub allow_mixed_versions: bool,
    /// `--verdicts boogie`: leave out the rows the query level decided alone.
    pub whole_runs_only: bool,
}

/// The tables of a [`TablesRequest`].
pub struct Tables {
    /// The tables by file stem, in output order: the paper's (when there were results CSVs),
    /// then the stability tables (when there were stability CSVs).
    pub tables: Vec<(&'static str, Table)>,
    /// The merged rows of the results CSVs (`runs.csv`).
    pub rows: Vec<Row>,
    /// Their index, when there were results CSVs.
    pub index: Option<Index>,
    /// What the runs' `--timeout` limited.
    pub scope: TimeoutScope,
    /// How many stability rows were read.
    pub stability_rows: usize,
}

/// Builds the tables of `req`'s inputs: the paper's from the results CSVs (with Tab. 6's class
/// columns from their findings.csv, and the note of a `--timeout-scope run`), the stability
/// tables from the stability CSVs.
pub fn build(req: &TablesRequest) -> Result<Tables> {
    let inputs = crate::tables::inputs::split_inputs(req.inputs)?;
    let mut out =
        Tables { tables: Vec::new(), rows: Vec::new(), index: None, scope: TimeoutScope::Vc, stability_rows: 0 };
    if !inputs.results.is_empty() {
        let (scope, note) = runs_timeout_scope(&inputs.results)?;
        let mut rows = load_rows_with(&inputs.results, req.groups, req.duplicates, !req.allow_mixed_versions)?;
        if !req.allow_mixed_versions {
            load::check_versions(&rows)?;
        }
        if req.whole_runs_only {
            rows.retain(|r| r.record.level != Some(VerdictLevel::Smt));
        }
        let index = build_index(&rows)?;
        out.tables = paper_tables(&index);
        tab6::add_classes(&mut out.tables, &index, crate::report::findings::load_classes(&rows)?.as_ref());
        if let Some(note) = note {
            timeout_scope::state(&mut out.tables, &note);
        }
        out.scope = scope;
        out.rows = rows;
        out.index = Some(index);
    }
    if !inputs.stability.is_empty() {
        let rows = load_stability(&inputs.stability, req.groups, req.duplicates, req.allow_mixed_versions)?;
        out.stability_rows = rows.len();
        out.tables.extend(stability::tables(&rows));
    }
    Ok(out)
}
