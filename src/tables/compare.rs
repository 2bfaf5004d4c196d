//! Release comparison: the same seeds and mutants verified under two tool configurations, a
//! `base` and a `new` one (labels of the CSV `tool` column), compared seed by seed.
//!
//! Per seed:
//! - `base_seed`, `new_seed`: the outcome of the seed's own run under each configuration;
//! - `status`: `regression` when base verifies the seed and new does not, `fix` for the reverse,
//!   `same` when both agree, `missing` when either seed run is absent;
//! - mutants: every mutant of every batch except `seed` (M*, all M_J including G2, and custom
//!   batches) that was run under both configurations, paired by (batch, mutant number); with
//!   `--batch NAME` only that batch. `base_fail` / `new_fail` count the paired mutants each
//!   configuration does not verify (any outcome but `verified`), `base_pct_fail` / `new_pct_fail`
//!   are the same as percentages of the paired mutants;
//! - `introduced`: paired mutants that verify under base but not under new (brittleness the new
//!   release introduces); `fixed`: the reverse;
//! - `time_ratio`: over the runs of the seed (its own run and its paired mutants) that verified
//!   under both configurations, total new verifier time / total base verifier time (`time_runs`
//!   is how many runs that is); undefined when there are none.
//!
//! The summary's time figure is the median of the per-seed ratios. A seed is a *finding* when its
//! status is `regression` or it has introduced mutant flips; findings come first (seed-level
//! regressions, then by number of introduced flips), each with a `wobble reproduce` command for
//! the seed (regression) or its first introduced mutant.
//!
//! Classes ([`flip_classes`]): when the results directories hold `findings.csv` (`fuzz` or
//! `campaign --classify`), the flips of each side — the label verifies a seed, not its mutant —
//! are counted per class, and every introduced flip (base verifies the mutant, new does not) is
//! listed with the class of its finding under new. A class is what the stability layer measured
//! for that finding: z3 (the one on `PATH`, not the configuration's) re-solving Boogie's VCs of
//! seed and mutant under perturbations. Only the tool labelled `boogie` is classified, so a side
//! under another label has only `unclassified` flips; a class says whether the flip is the
//! encoding's, the solver's noise on the mutant or on the seed, not which release is to blame.

use super::load::Row;
use super::text::{Cell, Column, Table};
use super::{natural_cmp, percent, TableError};
use crate::classify::findings_csv::FindingClasses;
use crate::runner::record::SEED_BATCH;
use crate::stats::Class;
use crate::util::shell::shell_quote;
use crate::verifiers::outcome::Outcome;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

/// What to compare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompareOptions {
    /// The reference configuration (a `tool` label).
    pub base: String,
    /// The configuration under test (a `tool` label).
    pub new: String,
    /// Only compare mutants of this batch (e.g. `M*`); `None`: all batches but `seed`.
    pub batch: Option<String>,
}

/// How a seed's own result changed from base to new.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Status {
    /// Base verifies the seed, new does not.
    Regression,
    /// New verifies the seed, base does not.
    Fix,
    /// Both agree (both verify or both do not).
    Same,
    /// The seed's run is missing under at least one configuration.
    Missing,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Regression => "regression",
            Status::Fix => "fix",
            Status::Same => "same",
            Status::Missing => "missing",
        }
    }
}

/// The comparison of one seed.
#[derive(Clone, Debug, PartialEq)]
pub struct SeedComparison {
    pub seed: String,
    pub group: String,
    pub base_seed: Option<Outcome>,
    pub new_seed: Option<Outcome>,
    pub status: Status,
    /// Mutants run under both configurations.
    pub mutants: usize,
    pub base_fail: usize,
    pub new_fail: usize,
    /// Paired mutants verified by base but not by new.
    pub introduced: usize,
    /// Paired mutants verified by new but not by base.
    pub fixed: usize,
    /// Total new time / total base time over runs verified under both.
    pub time_ratio: Option<f64>,
    /// How many runs `time_ratio` is computed over.
    pub time_runs: usize,
    /// A `wobble reproduce` command for a finding (regression or introduced flip).
    pub reproduce: Option<String>,
}

impl SeedComparison {
    /// A seed-level regression or at least one introduced mutant flip.
    pub fn is_finding(&self) -> bool {
        self.status == Status::Regression || self.introduced > 0
    }
}

/// The comparison of all seeds, findings first.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    pub base: String,
    pub new: String,
    pub seeds: Vec<SeedComparison>,
}

impl Comparison {
    /// Whether any seed regressed or any mutant flip was introduced (exit status 1).
    pub fn has_regressions(&self) -> bool {
        self.seeds.iter().any(SeedComparison::is_finding)
    }

    /// The median over seeds of the per-seed time ratios (`None` if no seed has one).
    pub fn median_time_ratio(&self) -> Option<f64> {
        let mut v: Vec<f64> = self.seeds.iter().filter_map(|s| s.time_ratio).collect();
        if v.is_empty() {
            return None;
        }
        v.sort_by(f64::total_cmp);
        let n = v.len();
        Some(if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2.0 })
    }

    /// The per-seed table (`compare.csv`; the terminal table shows the same columns).
    pub fn table(&self) -> Table {
        let columns = vec![
            Column::new("seed", "seed"),
            Column::new("group", "group"),
            Column::new("status", "status"),
            Column::new("base_seed", format!("seed@{}", self.base)),
            Column::new("new_seed", format!("seed@{}", self.new)),
            Column::new("mutants", "# mutants"),
            Column::new("base_fail", "# fail base"),
            Column::new("new_fail", "# fail new"),
            Column::new("base_pct_fail", "% fail base"),
            Column::new("new_pct_fail", "% fail new"),
            Column::new("introduced", "introduced"),
            Column::new("fixed", "fixed"),
            Column::new("time_ratio", "time new/base"),
            Column::new("time_runs", "# timed"),
            Column::new("reproduce", "reproduce"),
        ];
        let outcome = |o: Option<Outcome>| Cell::Text(o.map_or_else(|| "-".to_string(), |o| o.to_string()));
        let rows = self
            .seeds
            .iter()
            .map(|s| {
                vec![
                    Cell::Text(s.seed.clone()),
                    Cell::Text(s.group.clone()),
                    Cell::Text(s.status.as_str().to_string()),
                    outcome(s.base_seed),
                    outcome(s.new_seed),
                    Cell::Count(s.mutants),
                    Cell::Count(s.base_fail),
                    Cell::Count(s.new_fail),
                    Cell::Pct(percent(s.base_fail, s.mutants)),
                    Cell::Pct(percent(s.new_fail, s.mutants)),
                    Cell::Count(s.introduced),
                    Cell::Count(s.fixed),
                    Cell::Num(s.time_ratio),
                    Cell::Count(s.time_runs),
                    Cell::Text(s.reproduce.clone().unwrap_or_default()),
                ]
            })
            .collect();
        Table {
            title: format!("Release comparison: base `{}` vs new `{}` (findings first)", self.base, self.new),
            columns,
            rows,
            blank_repeated_first: false,
        }
    }

    /// The terminal report: the table without the reproduce column, then the reproduce commands
    /// of the findings, then a summary.
    pub fn to_text(&self) -> String {
        let mut table = self.table();
        table.columns.pop();
        for row in &mut table.rows {
            row.pop();
        }
        let mut out = table.to_text();
        let findings: Vec<&SeedComparison> = self.seeds.iter().filter(|s| s.is_finding()).collect();
        if !findings.is_empty() {
            let _ = writeln!(out, "\nreproduce:");
            for s in &findings {
                if let Some(cmd) = &s.reproduce {
                    let _ = writeln!(out, "  {cmd}");
                }
            }
        }
        let _ = writeln!(out, "\n{}", self.summary());
        out
    }

    /// One paragraph of totals.
    pub fn summary(&self) -> String {
        let count = |st: Status| self.seeds.iter().filter(|s| s.status == st).count();
        let introduced: usize = self.seeds.iter().map(|s| s.introduced).sum();
        let fixed: usize = self.seeds.iter().map(|s| s.fixed).sum();
        let seeds_introduced = self.seeds.iter().filter(|s| s.introduced > 0).count();
        let timed = self.seeds.iter().filter(|s| s.time_ratio.is_some()).count();
        let time = self
            .median_time_ratio()
            .map_or_else(|| "no runs verified under both".to_string(), |r| format!("{r:.2} (over {timed} seeds)"));
        format!(
            "{} seeds: {} regressions, {} fixes, {} same, {} missing a seed run; \
             mutant flips: {introduced} introduced (in {seeds_introduced} seeds), {fixed} fixed; \
             median time ratio new/base: {time}",
            self.seeds.len(),
            count(Status::Regression),
            count(Status::Fix),
            count(Status::Same),
            count(Status::Missing),
        )
    }
}

/// Both configurations' rows of one run.
#[derive(Default)]
struct Pair<'a> {
    base: Option<&'a Row>,
    new: Option<&'a Row>,
}

/// Compares `opts.base` with `opts.new` on `rows`.
pub fn compare(rows: &[Row], opts: &CompareOptions) -> Result<Comparison, TableError> {
    if opts.base == opts.new {
        return Err(TableError::SameTool { label: opts.base.clone() });
    }
    let mut tools: Vec<&str> = rows.iter().map(|r| r.record.tool.as_str()).collect();
    tools.sort_by(|a, b| natural_cmp(a, b));
    tools.dedup();
    for label in [&opts.base, &opts.new] {
        if !tools.contains(&label.as_str()) {
            return Err(TableError::UnknownTool { label: label.clone(), available: tools.join(", ") });
        }
    }
    // seed -> (batch, mutant) -> pair; the seed's own run has key ("seed", None).
    type Runs<'a> = BTreeMap<(String, Option<u32>), Pair<'a>>;
    let mut by_seed: BTreeMap<&str, (&str, Runs)> = BTreeMap::new();
    for row in rows {
        let r = &row.record;
        let is_base = r.tool == opts.base;
        if !is_base && r.tool != opts.new {
            continue;
        }
        if r.batch != SEED_BATCH && opts.batch.as_ref().is_some_and(|b| *b != r.batch) {
            continue;
        }
        let (_, runs) = by_seed.entry(&r.seed).or_insert_with(|| (&r.group, BTreeMap::new()));
        let pair = runs.entry((r.batch.clone(), r.mutant)).or_default();
        if is_base {
            pair.base = Some(row);
        } else {
            pair.new = Some(row);
        }
    }
    let mut seeds: Vec<SeedComparison> =
        by_seed.into_iter().map(|(seed, (group, runs))| compare_seed(seed, group, &runs, &opts.new)).collect();
    seeds.sort_by(|a, b| {
        let key = |s: &SeedComparison| (s.status != Status::Regression, std::cmp::Reverse(s.introduced));
        let key2 = |s: &SeedComparison| (s.status != Status::Fix, std::cmp::Reverse(s.fixed));
        key(a)
            .cmp(&key(b))
            .then_with(|| key2(a).cmp(&key2(b)))
            .then_with(|| natural_cmp(&a.group, &b.group))
            .then_with(|| natural_cmp(&a.seed, &b.seed))
    });
    Ok(Comparison { base: opts.base.clone(), new: opts.new.clone(), seeds })
}

fn compare_seed(seed: &str, group: &str, runs: &BTreeMap<(String, Option<u32>), Pair>, new: &str) -> SeedComparison {
    let own = runs
        .get(&(SEED_BATCH.to_string(), None))
        .or_else(|| runs.iter().find(|((b, _), _)| b == SEED_BATCH).map(|(_, p)| p));
    let base_seed = own.and_then(|p| p.base).map(|r| r.record.outcome);
    let new_seed = own.and_then(|p| p.new).map(|r| r.record.outcome);
    let status = match (base_seed, new_seed) {
        (Some(b), Some(n)) if b.passes() && !n.passes() => Status::Regression,
        (Some(b), Some(n)) if !b.passes() && n.passes() => Status::Fix,
        (Some(_), Some(_)) => Status::Same,
        _ => Status::Missing,
    };
    let (mut mutants, mut base_fail, mut new_fail, mut introduced, mut fixed) = (0, 0, 0, 0, 0);
    let (mut base_time, mut new_time, mut time_runs) = (0.0f64, 0.0f64, 0usize);
    let mut first_introduced: Option<(&str, u32, &Row)> = None;
    for ((batch, index), pair) in runs {
        let (Some(b), Some(n)) = (pair.base, pair.new) else { continue };
        let (bp, np) = (b.record.outcome.passes(), n.record.outcome.passes());
        if bp && np {
            base_time += b.record.time_s;
            new_time += n.record.time_s;
            time_runs += 1;
        }
        if batch == SEED_BATCH {
            continue;
        }
        mutants += 1;
        base_fail += usize::from(!bp);
        new_fail += usize::from(!np);
        if bp && !np {
            introduced += 1;
            let k = index.unwrap_or(0);
            let earlier = first_introduced
                .is_some_and(|(fb, fk, _)| natural_cmp(fb, batch).then(fk.cmp(&k)) != std::cmp::Ordering::Greater);
            if !earlier {
                first_introduced = Some((batch, k, n));
            }
        }
        if !bp && np {
            fixed += 1;
        }
    }
    let time_ratio = (time_runs > 0 && base_time > 0.0).then(|| new_time / base_time);
    let reproduce = if status == Status::Regression {
        let row = own.and_then(|p| p.new.or(p.base));
        Some(reproduce_command(&row.map_or_else(|| seed.to_string(), program_path), new))
    } else {
        first_introduced.map(|(_, _, row)| reproduce_command(&program_path(row), new))
    };
    SeedComparison {
        seed: seed.to_string(),
        group: group.to_string(),
        base_seed,
        new_seed,
        status,
        mutants,
        base_fail,
        new_fail,
        introduced,
        fixed,
        time_ratio,
        time_runs,
        reproduce,
    }
}

/// Flips per class: [`Class::ALL`] order, then the flips without a class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassCounts {
    pub classes: [usize; Class::ALL.len()],
    pub unclassified: usize,
}

impl ClassCounts {
    fn add(&mut self, class: Option<Class>) {
        match class.and_then(|c| Class::ALL.iter().position(|x| *x == c)) {
            Some(k) => self.classes[k] += 1,
            None => self.unclassified += 1,
        }
    }

    pub fn total(&self) -> usize {
        self.classes.iter().sum::<usize>() + self.unclassified
    }

    /// `3 flips: 2 encoding, 1 unclassified` (classes without flips left out).
    pub fn describe(&self) -> String {
        let mut parts: Vec<String> =
            Class::ALL.iter().zip(self.classes).filter(|(_, n)| *n > 0).map(|(c, n)| format!("{n} {c}")).collect();
        if self.unclassified > 0 {
            parts.push(format!("{} unclassified", self.unclassified));
        }
        let n = self.total();
        if parts.is_empty() {
            format!("{n} flips")
        } else {
            format!("{n} flips: {}", parts.join(", "))
        }
    }
}

/// A mutant flip under new that base does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntroducedFlip {
    pub seed: String,
    pub batch: String,
    pub mutant: u32,
    /// The class of the finding under new; `None` when new does not verify the seed (no finding)
    /// or the finding was not classified.
    pub class: Option<Class>,
}

/// The classes of the flips of both sides and of the flips only new has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlipClasses {
    pub base: String,
    pub new: String,
    pub base_flips: ClassCounts,
    pub new_flips: ClassCounts,
    /// In seed, batch, mutant order.
    pub introduced: Vec<IntroducedFlip>,
}

impl FlipClasses {
    /// The text section printed after the comparison (at most `max` introduced flips listed).
    pub fn to_text(&self, max: usize) -> String {
        let mut out = String::from(
            "flip classes (findings.csv; a flip: the label verifies the seed, not the mutant; measured with z3 on \
             the `boogie` tool's VCs, other labels stay unclassified):\n",
        );
        let _ = writeln!(out, "  base `{}`: {}", self.base, self.base_flips.describe());
        let _ = writeln!(out, "  new  `{}`: {}", self.new, self.new_flips.describe());
        if !self.introduced.is_empty() {
            let _ = writeln!(out, "  only under new (introduced), with the class of the finding under new:");
            for f in self.introduced.iter().take(max) {
                let class = f.class.map_or("unclassified", Class::as_str);
                let _ = writeln!(out, "    {} [{} #{}]: {class}", f.seed, f.batch, f.mutant);
            }
            if self.introduced.len() > max {
                let _ = writeln!(out, "    ... and {} more", self.introduced.len() - max);
            }
        }
        out
    }
}

/// The classes of the flips of `opts.base` and `opts.new` in `rows` (the batches `compare`
/// pairs) and the introduced flips with their classes under new.
pub fn flip_classes(rows: &[Row], opts: &CompareOptions, classes: &FindingClasses) -> FlipClasses {
    let in_scope = |r: &Row| r.record.batch != SEED_BATCH && opts.batch.as_ref().is_none_or(|b| *b == r.record.batch);
    let by = |tool: &str| -> BTreeMap<(&str, &str, u32), &Row> {
        rows.iter()
            .filter(|r| r.record.tool == tool)
            .map(|r| ((r.record.seed.as_str(), r.record.batch.as_str(), r.record.mutant.unwrap_or(0)), r))
            .collect()
    };
    let (base, new) = (by(&opts.base), by(&opts.new));
    let seed_passes = |side: &BTreeMap<(&str, &str, u32), &Row>, seed: &str| {
        side.get(&(seed, SEED_BATCH, 0)).is_some_and(|r| r.record.outcome.passes())
    };
    let side_counts = |side: &BTreeMap<(&str, &str, u32), &Row>, tool: &str| {
        let mut c = ClassCounts::default();
        for ((seed, batch, k), r) in side {
            if in_scope(r) && !r.record.outcome.passes() && seed_passes(side, seed) {
                c.add(classes.get(seed, tool, batch, *k));
            }
        }
        c
    };
    let mut introduced = Vec::new();
    for ((seed, batch, k), n) in &new {
        let base_ok = base.get(&(*seed, *batch, *k)).is_some_and(|b| b.record.outcome.passes());
        if in_scope(n) && base_ok && !n.record.outcome.passes() {
            let class = if seed_passes(&new, seed) { classes.get(seed, &opts.new, batch, *k) } else { None };
            introduced.push(IntroducedFlip { seed: seed.to_string(), batch: batch.to_string(), mutant: *k, class });
        }
    }
    FlipClasses {
        base: opts.base.clone(),
        new: opts.new.clone(),
        base_flips: side_counts(&base, &opts.base),
        new_flips: side_counts(&new, &opts.new),
        introduced,
    }
}

/// The program a row ran, as a path usable from the current directory: the `path` column joined
/// to the results directory when that file exists there, the column as is otherwise; the `seed`
/// column when `path` is empty.
pub fn program_path(row: &Row) -> String {
    let p = if row.record.path.is_empty() { &row.record.seed } else { &row.record.path };
    let path = Path::new(p);
    if path.is_relative() {
        let joined = row.results_dir().join(path);
        if joined.exists() {
            return joined.to_string_lossy().into_owned();
        }
    }
    p.clone()
}

/// `wobble reproduce PATH --tools TOOL`, shell-quoted.
pub fn reproduce_command(path: &str, tool: &str) -> String {
    format!("wobble reproduce {} --tools {}", shell_quote(path), shell_quote(tool))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reproduce_commands_are_quoted() {
        assert_eq!(reproduce_command("m.bpl", "boogie new"), "wobble reproduce m.bpl --tools 'boogie new'");
    }
}
