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
//!   failing mutant in batch `M_J`; `-` (CSV included) when no run had batch `M_J` (a `fuzz`
//!   run has only M*), so that a batch not run never reads as 0;
//! - `exists_front_end` (# ∃front-end), only when some M* mutant was rejected: how many seeds in
//!   S_pass have an M* mutant that t's front end rejects (`parse_error`, `type_error`), the
//!   `front-end` findings. Such mutants, and `invalid_mutant` rows, have no verification result:
//!   they are in none of the other measures (not failing, and not in |M*(s)|).
//!
//! With the classes of the findings (`findings.csv` of `fuzz`/`campaign --classify`, see
//! [`tab6_classified`]), five more columns split `exists_fail` by class: for each class
//! (`encoding`, `mutant-unstable`, `seed-unstable`, `inconclusive`), how many seeds in S_pass
//! have a failing M* mutant whose finding has that class, and `unclassified`: how many have a
//! failing M* mutant without a class (e.g. a tool that is not classified). A seed counts under
//! every class of its findings, so the five columns may add up to more than `exists_fail`.
//!
//! Means over no seeds are undefined (an empty CSV cell). A passing seed without any M* mutant
//! counts in `pass` but is left out of the means (its ratio is undefined) and is not in ∃fail.
//! The `all` rows pool the seeds of every group (means over all passing seeds, not means of
//! group means).

use super::index::{Index, SeedTool};
use super::text::{group_tool_cells, group_tool_columns, Cell, Column, Table};
use super::{mean, percent, OPERATORS};
use crate::classify::findings_csv::FindingClasses;
use crate::runner::record::STAR_BATCH;
use crate::stats::Class;

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
    /// Per operator in [`OPERATORS`] order: passing seeds with a failing mutant in `M_J`;
    /// `None` when no run had batch `M_J` (e.g. a `fuzz` run, which has only M*).
    pub exists_fail_by_op: [Option<usize>; super::OPERATORS.len()],
    /// Passing seeds with an M* mutant that the tool's front end rejects.
    pub exists_front_end: usize,
    /// `exists_fail` split by class, when the findings' classes are known.
    pub by_class: Option<ClassSplit>,
}

/// Passing seeds with a failing M* mutant, per class of its findings.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassSplit {
    /// Per class in [`Class::MEASURED`] order: seeds with an M* finding of that class.
    pub classes: [usize; 4],
    /// Seeds with a failing M* mutant that has no class.
    pub unclassified: usize,
    /// Passing seeds with an M* `cost` finding (a verified mutant that costs significantly more;
    /// not a flip, so in no other column; counted over every passing seed, not only ∃fail ones).
    pub cost: usize,
    /// The `mutant − seed` success-rate differences (percentage points) of the M* findings
    /// classed as brittleness (`encoding`, `mutant-unstable`) that record one.
    pub brittle_effects: Vec<f64>,
}

impl ClassSplit {
    /// The median of [`ClassSplit::brittle_effects`]; `None` without any.
    pub fn median_brittle_effect(&self) -> Option<f64> {
        let mut v = self.brittle_effects.clone();
        v.sort_by(f64::total_cmp);
        let n = v.len();
        (n > 0).then(|| if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2.0 })
    }
}

/// Computes one row from the (seed, tool) entries it covers.
fn row<'a>(
    index: &Index,
    group: Option<&str>,
    tool: &str,
    entries: impl Iterator<Item = &'a SeedTool>,
    classes: Option<&FindingClasses>,
) -> Tab6Row {
    let mut pass = 0;
    let mut exists_fail = 0;
    let mut pct_fail = Vec::new();
    let mut pct_timeout = Vec::new();
    let mut pct_fail_exists = Vec::new();
    let mut by_op = [0usize; OPERATORS.len()];
    let mut front_end = 0;
    let mut split = ClassSplit::default();
    for e in entries.filter(|e| e.passes()) {
        pass += 1;
        if e.star().iter().any(|m| m.rejected()) {
            front_end += 1;
        }
        if let Some(c) = classes {
            let found = c.batch(&e.seed, &e.tool, STAR_BATCH);
            if found.is_some_and(|m| m.values().any(|x| x.class == Class::Cost)) {
                split.cost += 1;
            }
        }
        let star: Vec<_> = e.star().iter().filter(|m| m.is_verification()).collect();
        let failing = star.iter().filter(|m| m.fails()).count();
        // The paper's timeouts: runs that stopped at their limit, of time or of resources.
        let timeouts = star.iter().filter(|m| m.outcome.hit_limit()).count();
        if let (Some(f), Some(t)) = (percent(failing, star.len()), percent(timeouts, star.len())) {
            pct_fail.push(f);
            pct_timeout.push(t);
            if failing > 0 {
                exists_fail += 1;
                pct_fail_exists.push(f);
                if let Some(c) = classes {
                    let found = c.batch(&e.seed, &e.tool, STAR_BATCH);
                    for (k, class) in Class::MEASURED.iter().enumerate() {
                        if found.is_some_and(|m| m.values().any(|x| x.class == *class && !x.cost_test)) {
                            split.classes[k] += 1;
                        }
                    }
                    let brittle = found.into_iter().flat_map(|m| m.values()).filter(|x| x.class.is_brittleness());
                    split.brittle_effects.extend(brittle.filter_map(|x| x.difference).map(|d| 100.0 * d));
                    // Classified flips: neither front-end rows nor cost tests (verified mutants).
                    let measured = found.map_or(0, |m| {
                        m.values().filter(|x| !matches!(x.class, Class::FrontEnd | Class::Cost) && !x.cost_test).count()
                    });
                    if measured < failing {
                        split.unclassified += 1;
                    }
                }
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
        exists_fail_by_op: std::array::from_fn(|k| index.ran(&format!("M_{}", OPERATORS[k])).then_some(by_op[k])),
        exists_front_end: front_end,
        by_class: classes.map(|_| split),
    }
}

/// Tab. 6: one row per group and tool (groups in natural order), then the `all` rows.
pub fn tab6(index: &Index) -> Vec<Tab6Row> {
    index.row_keys().into_iter().map(|(g, t)| row(index, g, t, index.select(g, t), None)).collect()
}

/// Tab. 6 with the split of `exists_fail` by the classes of the findings.
pub fn tab6_classified(index: &Index, classes: &FindingClasses) -> Vec<Tab6Row> {
    index.row_keys().into_iter().map(|(g, t)| row(index, g, t, index.select(g, t), Some(classes))).collect()
}

/// Replaces the `tab6` entry of the paper's tables (`pipeline::tables::paper_tables`) by Tab. 6 with
/// the class columns, when `classes` are known (a results directory with `findings.csv`).
pub fn add_classes(tables: &mut [(&'static str, Table)], index: &Index, classes: Option<&FindingClasses>) {
    let Some(classes) = classes else { return };
    for (name, table) in tables.iter_mut() {
        if *name == "tab6" {
            *table = self::table(&tab6_classified(index, classes));
        }
    }
}

/// The class columns: CSV name and heading, in [`Class::MEASURED`] order, then `unclassified`.
fn class_columns() -> Vec<Column> {
    let mut v: Vec<Column> = Class::MEASURED
        .iter()
        .map(|c| Column::new(format!("exists_fail_{}", c.as_str().replace('-', "_")), c.as_str()))
        .collect();
    v.push(Column::new("exists_fail_unclassified", "unclassified"));
    v.push(Column::new("median_brittle_effect_pts", "median Δ brittle (pts)"));
    v
}

/// Tab. 6 as a table (`tab6.csv`).
pub fn table(rows: &[Tab6Row]) -> Table {
    let mut columns = group_tool_columns();
    columns.extend([
        Column::new("pass", "# pass"),
        Column::new("exists_fail", "# ∃fail"),
        Column::new("pct_exists_fail", "% ∃fail"),
        Column::new("mean_pct_fail", "avg % fail"),
        Column::new("mean_pct_timeout", "avg % timeout"),
        Column::new("mean_pct_fail_exists", "avg % fail (∃fail)"),
    ]);
    columns.extend(OPERATORS.iter().map(|op| Column::new(format!("exists_fail_M_{op}"), format!("M_{op}"))));
    let front_end = rows.iter().any(|r| r.exists_front_end > 0);
    if front_end {
        columns.push(Column::new("exists_front_end", "# ∃front-end"));
    }
    let classified = rows.iter().any(|r| r.by_class.is_some());
    if classified {
        columns.extend(class_columns());
    }
    let cost = rows.iter().any(|r| r.by_class.as_ref().is_some_and(|s| s.cost > 0));
    if cost {
        columns.push(Column::new("exists_cost", "# ∃cost"));
    }
    let rows = rows
        .iter()
        .map(|r| {
            let mut cells = group_tool_cells(r.group.as_deref(), &r.tool);
            cells.extend([
                Cell::Count(r.pass),
                Cell::Count(r.exists_fail),
                Cell::Pct(r.pct_exists_fail),
                Cell::Pct(r.mean_pct_fail),
                Cell::Pct(r.mean_pct_timeout),
                Cell::Pct(r.mean_pct_fail_exists),
            ]);
            cells.extend(r.exists_fail_by_op.iter().map(|n| n.map_or(Cell::NotRun, Cell::Count)));
            if front_end {
                cells.push(Cell::Count(r.exists_front_end));
            }
            if classified {
                let split = r.by_class.clone().unwrap_or_default();
                cells.extend(split.classes.iter().chain([&split.unclassified]).map(|n| Cell::Count(*n)));
                cells.push(Cell::Num(split.median_brittle_effect()));
            }
            if cost {
                cells.push(Cell::Count(r.by_class.as_ref().map_or(0, |s| s.cost)));
            }
            cells
        })
        .collect();
    let mut title =
        "Tab. 6: passing seeds with failing mutants (batch M*; last columns: # ∃fail of batch M_J)".to_string();
    if front_end {
        title.push_str(
            "\n# ∃front-end: passing seeds with an M* mutant that the tool's front end rejects (a front-end finding; \
             such mutants are in no other column)",
        );
    }
    if classified {
        title.push_str(
            "\nThe five class columns after them (from findings.csv): # ∃fail seeds with an M* finding of that class; a seed counts \
             under every class of its findings; unclassified: a failing M* mutant without a class; median Δ brittle: the median \
             measured effect (mutant − seed success rate, percentage points) of the M* findings classed encoding or mutant-unstable",
        );
    }
    if cost {
        title.push_str(
            "\n# ∃cost: passing seeds with an M* cost finding (a mutant that verifies but costs the solver at least \
             --cost-ratio times the seed's resource count, significantly; never a flip, so in no other column)",
        );
    }
    Table { title, columns, rows, blank_repeated_first: true }
}
