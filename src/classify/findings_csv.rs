//! `findings.csv`: one row per classified finding (a flip the stability layer sorted into a
//! [`Class`]), written by `fuzz --classify` and `campaign --classify` into the results directory
//! and read back by `table` (Tab. 6's split by class), `compare` and `report`.
//!
//! The row type ([`FindingRow`]) is the file's schema: its field order is the header
//! ([`HEADER`]). The reader returns typed rows; a malformed line is an error naming `FILE:LINE`.
//! A finding is identified by (seed, tool, batch, mutant) like a run of `results.csv`
//! ([`FindingKey`]); [`FindingClasses`] looks classes up by that key. The settings columns
//! (`methods`, `samples`, `timeout_s`, `rng_seed`) record how the class was measured, so that a
//! resumed run reuses a row only when it would sample the same way (files without them, written
//! before they existed, read with empty settings).
//!
//! A `front-end` row (the tool's front end rejected a well-formed mutant of a seed it accepted)
//! was not sampled: its effect columns are empty and `detail` has the tool's message. `detail`
//! also says why a finding could not be classified (class `inconclusive`, e.g. Boogie failed on
//! the mutant while sampling); it is empty otherwise, and in files written before it existed.
//! The decision columns (at the end, added with the run's multiple-testing correction):
//! `p_raw` (the tested layer's sequential p-value, [`crate::stats::EffectTest::p_sequential`]),
//! `p_adjusted` (after the run's `correction` over a `family` of that many hypotheses), `counted`
//! (whether the finding counts as brittleness in this run) and `boogie_check` (at level `smt`:
//! `confirmed`, `undecided` or `contradicted` for a finding the SMT layer counts). Files written
//! before them read with those columns empty; their rows are sampled again on `--resume` (a
//! correction needs `p_raw`). The last two, `censored` and `rerun`, count the decisive layer's
//! runs that a classification bound stopped and those of them run again without the bounds;
//! a flip's row from a file without them is sampled again on `--resume` (it was classified
//! before censored runs were told apart from failures).

use crate::error::{ErrorKind, HasKind};
use crate::smt::perturbation::mutate::Method;
use crate::stats::{Category, Class};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// The file name inside a results directory.
pub const FILE_NAME: &str = "findings.csv";

/// The columns, in [`FindingRow`] field order.
pub const HEADER: [&str; 44] = [
    "seed",
    "group",
    "tool",
    "batch",
    "mutant",
    "chain",
    "path",
    "class",
    "seed_category",
    "mutant_category",
    "queries_sampled",
    "runs",
    "methods",
    "samples",
    "timeout_s",
    "rng_seed",
    "level",
    "seed_proved",
    "seed_runs",
    "mutant_proved",
    "mutant_runs",
    "difference",
    "diff_ci_low",
    "diff_ci_high",
    "p_value",
    "smt_class",
    "smt_effect",
    "boogie_class",
    "boogie_effect",
    "layers_agree",
    "effect",
    "p_raw",
    "p_adjusted",
    "correction",
    "family",
    "counted",
    "boogie_check",
    "detail",
    "cost_ratio",
    "cost_ci_low",
    "cost_ci_high",
    "cost_p",
    "censored",
    "rerun",
];

/// How a class was measured: the perturbation methods (joined with `+`), the sample budget per
/// query and method, the solver time limit of one run (seconds) and the RNG seed of the
/// perturbations.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Settings {
    pub methods: String,
    pub samples: u32,
    pub timeout_s: u64,
    pub rng_seed: u64,
}

impl Settings {
    /// The settings of a sampling configuration.
    pub fn new(methods: &[Method], samples: u32, timeout: std::time::Duration, rng_seed: u64) -> Settings {
        let methods: Vec<&str> = methods.iter().map(|m| m.as_str()).collect();
        Settings { methods: methods.join("+"), samples, timeout_s: timeout.as_secs(), rng_seed }
    }
}

/// One classified finding.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FindingRow {
    pub seed: String,
    pub group: String,
    /// The tool label whose run flipped (the classified tool, `boogie`).
    pub tool: String,
    pub batch: String,
    pub mutant: u32,
    pub chain: String,
    /// The mutant's path, relative to the results directory (as in `results.csv`).
    pub path: String,
    pub class: Class,
    /// The category of the sampled seed queries (empty: nothing sampled).
    pub seed_category: Option<Category>,
    pub mutant_category: Option<Category>,
    /// Queries sampled on each side.
    pub queries_sampled: usize,
    /// Solver runs on both sides (cached runs included).
    pub runs: u32,
    #[serde(default)]
    pub methods: String,
    #[serde(default)]
    pub samples: u32,
    #[serde(default)]
    pub timeout_s: u64,
    #[serde(default)]
    pub rng_seed: u64,
    /// Where the class was measured: `smt`, `boogie` or `both` (empty in old files).
    #[serde(default)]
    pub level: String,
    /// The decisive layer's effect: both sides' proved runs and runs, `mutant − seed` rate
    /// difference with its 95% Newcombe interval, and the one-sided Fisher p-value.
    #[serde(default)]
    pub seed_proved: Option<u32>,
    #[serde(default)]
    pub seed_runs: Option<u32>,
    #[serde(default)]
    pub mutant_proved: Option<u32>,
    #[serde(default)]
    pub mutant_runs: Option<u32>,
    #[serde(default)]
    pub difference: Option<f64>,
    #[serde(default)]
    pub diff_ci_low: Option<f64>,
    #[serde(default)]
    pub diff_ci_high: Option<f64>,
    #[serde(default)]
    pub p_value: Option<f64>,
    /// Each layer's class and effect (text), empty when that layer did not run.
    #[serde(default)]
    pub smt_class: Option<Class>,
    #[serde(default)]
    pub smt_effect: String,
    #[serde(default)]
    pub boogie_class: Option<Class>,
    #[serde(default)]
    pub boogie_effect: String,
    /// With both layers: whether their classes agree.
    #[serde(default)]
    pub layers_agree: Option<bool>,
    /// The decisive effect as one line (`seed 14/16 (88%) vs mutant 6/16 (38%): -50 pts, ...`);
    /// when the Boogie check contradicts, followed by `; Boogie: ` and Boogie's effect.
    #[serde(default)]
    pub effect: String,
    /// The tested layer's sequential p-value (valid whatever the stopping; the raw input of the
    /// run's correction). Empty in old files (such a row is sampled again on `--resume`).
    #[serde(default)]
    pub p_raw: Option<f64>,
    /// `p_raw` adjusted by the run's correction over its family of findings.
    #[serde(default)]
    pub p_adjusted: Option<f64>,
    /// The correction (`holm`, `bh`, `none`).
    #[serde(default)]
    pub correction: String,
    /// The number of hypotheses in the run's family.
    #[serde(default)]
    pub family: Option<u32>,
    /// Whether the finding counts as brittleness in this run (its class after the correction and
    /// the Boogie check; seed-unstable too with `--count-seed-unstable`).
    #[serde(default)]
    pub counted: Option<bool>,
    /// At `--classify-level smt`: the Boogie check of a counted finding (`confirmed`,
    /// `undecided`, `contradicted`); empty when none was made.
    #[serde(default)]
    pub boogie_check: String,
    /// A `front-end` finding's rejection message, or why a finding was not classified.
    #[serde(default)]
    pub detail: String,
    /// A verified mutant's cost test ([`crate::stats::cost_ratio()`]): the Hodges–Lehmann estimate
    /// of `mutant / seed` resource count over paired perturbations, its 95% interval and the exact
    /// one-sided signed-rank p-value. Empty for flips and in older files.
    #[serde(default)]
    pub cost_ratio: Option<f64>,
    #[serde(default)]
    pub cost_ci_low: Option<f64>,
    #[serde(default)]
    pub cost_ci_high: Option<f64>,
    #[serde(default)]
    pub cost_p: Option<f64>,
    /// The decisive layer's runs that a classification bound stopped (both sides), and how many
    /// of them were run again without the bounds ([`crate::classify::findings`]). Empty for
    /// rows that were not sampled and in files written before these columns (such a flip's row
    /// is sampled again on `--resume`).
    #[serde(default)]
    pub censored: Option<u32>,
    #[serde(default)]
    pub rerun: Option<u32>,
}

impl FindingRow {
    /// A row for the finding at `path` (mutant `mutant` of `seed` under `tool`, batch `batch`),
    /// measured with `settings`; `inconclusive` until [`FindingRow::with_classified`].
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        seed: &str,
        group: &str,
        tool: &str,
        batch: &str,
        mutant: u32,
        chain: &str,
        path: &str,
        settings: &Settings,
    ) -> FindingRow {
        FindingRow {
            seed: seed.to_string(),
            group: group.to_string(),
            tool: tool.to_string(),
            batch: batch.to_string(),
            mutant,
            chain: chain.to_string(),
            path: path.to_string(),
            class: Class::Inconclusive,
            seed_category: None,
            mutant_category: None,
            queries_sampled: 0,
            runs: 0,
            methods: settings.methods.clone(),
            samples: settings.samples,
            timeout_s: settings.timeout_s,
            rng_seed: settings.rng_seed,
            level: String::new(),
            seed_proved: None,
            seed_runs: None,
            mutant_proved: None,
            mutant_runs: None,
            difference: None,
            diff_ci_low: None,
            diff_ci_high: None,
            p_value: None,
            smt_class: None,
            smt_effect: String::new(),
            boogie_class: None,
            boogie_effect: String::new(),
            layers_agree: None,
            effect: String::new(),
            p_raw: None,
            p_adjusted: None,
            correction: String::new(),
            family: None,
            counted: None,
            boogie_check: String::new(),
            detail: String::new(),
            cost_ratio: None,
            cost_ci_low: None,
            cost_ci_high: None,
            cost_p: None,
            censored: None,
            rerun: None,
        }
    }

    /// Fills the cost columns and the effect line from a verified mutant's cost test at the SMT
    /// layer; `runs` the solver runs it made. The class stays `inconclusive` until the run's
    /// decision (the `cost` module's `decide_costs`) makes it `cost`.
    pub fn with_cost(mut self, cost: &crate::stats::CostRatio, queries: usize, runs: u32) -> FindingRow {
        self.level = "smt".to_string();
        self.queries_sampled = queries;
        self.runs = runs;
        self.cost_ratio = Some(round4(cost.ratio));
        self.cost_ci_low = Some(round4(cost.ci.0));
        self.cost_ci_high = Some(round4(cost.ci.1));
        self.cost_p = Some(cost.p);
        self.p_raw = Some(cost.p);
        self.effect = cost.to_string();
        self
    }

    /// Whether this row is a verified mutant's cost test (flagged or not).
    pub fn is_cost_test(&self) -> bool {
        self.cost_p.is_some()
    }

    /// This row as a `front-end` finding: not sampled, with the tool's rejection `message`.
    pub fn front_end(self, message: &str) -> FindingRow {
        FindingRow { class: Class::FrontEnd, detail: message.to_string(), ..self }
    }

    /// This row as a finding that could not be classified (`inconclusive`), and `why`.
    pub fn not_classified(self, why: &str) -> FindingRow {
        FindingRow { class: Class::Inconclusive, detail: format!("not classified: {why}"), ..self }
    }

    /// Fills the effect columns from a classification at `level`.
    pub fn with_classified(
        mut self,
        level: crate::classify::findings::Level,
        c: &crate::classify::findings::Classified,
    ) -> FindingRow {
        self.level = level.to_string();
        self.class = c.class;
        self.queries_sampled = c.queries_sampled;
        self.runs = c.runs;
        if let Some(d) = c.decisive() {
            let e = &d.effect;
            self.seed_category = Some(d.seed_category);
            self.mutant_category = Some(d.mutant_category);
            self.seed_proved = Some(e.seed.0);
            self.seed_runs = Some(e.seed.1);
            self.mutant_proved = Some(e.mutant.0);
            self.mutant_runs = Some(e.mutant.1);
            self.difference = e.difference().map(round4);
            self.diff_ci_low = e.interval.map(|i| round4(i.0));
            self.diff_ci_high = e.interval.map(|i| round4(i.1));
            self.p_value = Some(e.p_value);
            self.effect = e.to_string();
            if d.censored > 0 {
                self.effect.push_str(&format!(
                    "; {} run(s) stopped by a bound, {} of them run again without the bounds",
                    d.censored, d.rerun
                ));
            }
            self.p_raw = Some(d.p_sequential);
            self.censored = Some(d.censored);
            self.rerun = Some(d.rerun);
        }
        self.smt_class = c.smt.map(|r| r.class);
        self.smt_effect = c.smt.map(|r| r.effect.to_string()).unwrap_or_default();
        self.boogie_class = c.boogie.map(|r| r.class);
        self.boogie_effect = c.boogie.map(|r| r.effect.to_string()).unwrap_or_default();
        self.layers_agree = c.layers_agree();
        if let Some(check) = &c.check {
            self.record_check(check);
        }
        self
    }

    /// Records the Boogie check of this (SMT-layer) finding: Boogie's class (unless undecided)
    /// and effect, whether the layers agree, and, when it contradicts, Boogie's class as the
    /// finding's and Boogie's effect after the effect line.
    pub fn record_check(&mut self, check: &crate::classify::findings::Check) {
        use crate::classify::findings::CheckVerdict;
        let undecided = check.verdict == CheckVerdict::Undecided;
        self.boogie_check = check.verdict.to_string();
        self.boogie_class = (!undecided).then_some(check.result.class);
        self.boogie_effect = check.result.effect.to_string();
        self.layers_agree = match check.verdict {
            CheckVerdict::Confirmed => Some(true),
            CheckVerdict::Contradicted => Some(false),
            CheckVerdict::Undecided => None,
        };
        if check.verdict == CheckVerdict::Contradicted {
            self.class = check.result.class;
            if !self.effect.contains("; Boogie: ") {
                self.effect = format!("{}; Boogie: {}", self.effect, self.boogie_effect);
            }
        }
    }

    /// The Boogie check recorded in this row, if any (an unknown word reads as none).
    pub fn check(&self) -> Option<crate::classify::findings::CheckVerdict> {
        self.boogie_check.parse().ok()
    }

    /// The class the tested layer's own test gave (before the run's correction and the Boogie
    /// check): `smt_class` at level smt, `boogie_class` at the others; `class` in old files.
    pub fn tested_class(&self) -> Class {
        match self.level.as_str() {
            "smt" => self.smt_class,
            "boogie" | "both" => self.boogie_class,
            _ => None,
        }
        .unwrap_or(self.class)
    }

    pub fn key(&self) -> FindingKey {
        FindingKey::new(&self.seed, &self.tool, &self.batch, self.mutant)
    }

    pub fn settings(&self) -> Settings {
        Settings {
            methods: self.methods.clone(),
            samples: self.samples,
            timeout_s: self.timeout_s,
            rng_seed: self.rng_seed,
        }
    }
}

fn round4(x: f64) -> f64 {
    if x.is_finite() {
        (x * 1e4).round() / 1e4
    } else {
        x
    }
}

/// The `cost` findings among `rows` (a pure count over a run's `findings.csv`, e.g. for a bench).
pub fn count_cost_findings(rows: &[FindingRow]) -> usize {
    rows.iter().filter(|r| r.class == Class::Cost).count()
}

/// What identifies a finding: the run's seed, tool, batch and mutant number.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FindingKey {
    pub seed: String,
    pub tool: String,
    pub batch: String,
    pub mutant: u32,
}

impl FindingKey {
    pub fn new(seed: &str, tool: &str, batch: &str, mutant: u32) -> FindingKey {
        FindingKey { seed: seed.to_string(), tool: tool.to_string(), batch: batch.to_string(), mutant }
    }
}

/// What can go wrong reading or writing `findings.csv`.
#[derive(Debug, thiserror::Error)]
pub enum FindingsCsvError {
    #[error("{file}:{line}: malformed findings row: {reason}")]
    Malformed { file: PathBuf, line: u64, reason: String },
    #[error("{file}: bad findings.csv header: expected `{expected}`, found `{found}`")]
    BadHeader { file: PathBuf, expected: String, found: String },
    #[error("cannot read {file}")]
    Read { file: PathBuf, source: std::io::Error },
    #[error("cannot write {file}")]
    Write { file: PathBuf, source: std::io::Error },
}

impl HasKind for FindingsCsvError {
    fn kind(&self) -> ErrorKind {
        if self.is_bad_input() {
            ErrorKind::BadInput
        } else {
            ErrorKind::Failure
        }
    }
}

impl FindingsCsvError {
    /// Whether the file's content is at fault (exit status 2) rather than I/O (3).
    pub fn is_bad_input(&self) -> bool {
        matches!(self, FindingsCsvError::Malformed { .. } | FindingsCsvError::BadHeader { .. })
    }
}

fn io(e: csv::Error) -> std::io::Error {
    match e.into_kind() {
        csv::ErrorKind::Io(e) => e,
        other => std::io::Error::other(format!("{other:?}")),
    }
}

/// Writes `findings.csv` row by row (each row flushed, so an interrupted classification keeps
/// the rows done so far).
pub struct FindingsWriter {
    file: PathBuf,
    w: csv::Writer<std::fs::File>,
}

impl FindingsWriter {
    /// Creates (replaces) `file` and writes the header.
    pub fn create(file: &Path) -> Result<FindingsWriter, FindingsCsvError> {
        let fail = |e: csv::Error| FindingsCsvError::Write { file: file.to_path_buf(), source: io(e) };
        let mut w = csv::WriterBuilder::new().has_headers(false).from_path(file).map_err(fail)?;
        w.write_record(HEADER).map_err(fail)?;
        w.flush().map_err(|source| FindingsCsvError::Write { file: file.to_path_buf(), source })?;
        Ok(FindingsWriter { file: file.to_path_buf(), w })
    }

    /// Appends one row.
    pub fn push(&mut self, row: &FindingRow) -> Result<(), FindingsCsvError> {
        let file = &self.file;
        self.w.serialize(row).map_err(|e| FindingsCsvError::Write { file: file.clone(), source: io(e) })?;
        self.w.flush().map_err(|source| FindingsCsvError::Write { file: file.clone(), source })
    }
}

/// The CSV text of `rows` (header first, also for no rows).
pub fn to_csv(rows: &[FindingRow]) -> Result<String, csv::Error> {
    let mut w = csv::WriterBuilder::new().has_headers(false).from_writer(Vec::new());
    w.write_record(HEADER)?;
    for r in rows {
        w.serialize(r)?;
    }
    let bytes = w.into_inner().map_err(|e| csv::Error::from(std::io::Error::other(e.to_string())))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Writes `rows` to `file` (replacing it).
pub fn write(file: &Path, rows: &[FindingRow]) -> Result<(), FindingsCsvError> {
    let mut w = FindingsWriter::create(file)?;
    rows.iter().try_for_each(|r| w.push(r))
}

/// Parses the CSV text of `file` (named in errors).
pub fn parse(file: &Path, text: &str) -> Result<Vec<FindingRow>, FindingsCsvError> {
    let mut r = csv::ReaderBuilder::new().has_headers(true).from_reader(text.as_bytes());
    let malformed = |line: u64, reason: String| FindingsCsvError::Malformed { file: file.to_path_buf(), line, reason };
    let header = r.headers().map_err(|e| malformed(1, e.to_string()))?.clone();
    // The first twelve columns are required (files written before the settings columns lack
    // those); every known column must be where the schema puts it.
    let found: Vec<&str> = header.iter().collect();
    if found.len() < 12 || found.len() > HEADER.len() || found.iter().zip(HEADER).any(|(a, b)| *a != b) {
        return Err(FindingsCsvError::BadHeader {
            file: file.to_path_buf(),
            expected: HEADER.join(","),
            found: found.join(","),
        });
    }
    let mut rows = Vec::new();
    for record in r.records() {
        let record = record.map_err(|e| {
            let line = e.position().map_or(0, |p| p.line());
            malformed(line, e.to_string())
        })?;
        let line = record.position().map_or(0, |p| p.line());
        let row: FindingRow = record.deserialize(Some(&header)).map_err(|e| malformed(line, deserialize_reason(&e)))?;
        rows.push(row);
    }
    Ok(rows)
}

/// A short reason for a field that does not parse (the column name instead of its index).
fn deserialize_reason(e: &csv::Error) -> String {
    match e.kind() {
        csv::ErrorKind::Deserialize { err, .. } => {
            let column = err.field().and_then(|k| HEADER.get(k as usize)).map_or(String::new(), |c| format!("{c}: "));
            format!("{column}{}", err.kind())
        }
        _ => e.to_string(),
    }
}

/// Reads `file`.
pub fn read(file: &Path) -> Result<Vec<FindingRow>, FindingsCsvError> {
    let text =
        std::fs::read_to_string(file).map_err(|source| FindingsCsvError::Read { file: file.to_path_buf(), source })?;
    parse(file, &text)
}

/// Reads `DIR/findings.csv` of every directory in `dirs` that has one (each directory once);
/// `None` when none has.
pub fn read_dirs<'a>(dirs: impl IntoIterator<Item = &'a Path>) -> Result<Option<Vec<FindingRow>>, FindingsCsvError> {
    let mut seen = std::collections::BTreeSet::new();
    let mut all: Option<Vec<FindingRow>> = None;
    for dir in dirs {
        if !seen.insert(dir.to_path_buf()) {
            continue;
        }
        let file = dir.join(FILE_NAME);
        if file.is_file() {
            all.get_or_insert_with(Vec::new).extend(read(&file)?);
        }
    }
    Ok(all)
}

/// A finding's class and the measured effect behind it.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassEffect {
    pub class: Class,
    /// `mutant − seed` success-rate difference (empty in old files).
    pub difference: Option<f64>,
    /// The effect line (empty in old files).
    pub effect: String,
    /// Whether the row is a verified mutant's cost test (no flip), flagged `cost` or not.
    pub cost_test: bool,
}

/// Classes by finding: a lookup built from findings rows (a later row of the same finding wins).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FindingClasses {
    /// (seed, tool, batch) -> mutant -> class and effect.
    map: HashMap<(String, String, String), BTreeMap<u32, ClassEffect>>,
}

impl FindingClasses {
    pub fn from_rows(rows: &[FindingRow]) -> FindingClasses {
        let mut map: HashMap<(String, String, String), BTreeMap<u32, ClassEffect>> = HashMap::new();
        for r in rows {
            let v = ClassEffect {
                class: r.class,
                difference: r.difference,
                effect: r.effect.clone(),
                cost_test: r.is_cost_test(),
            };
            map.entry((r.seed.clone(), r.tool.clone(), r.batch.clone())).or_default().insert(r.mutant, v);
        }
        FindingClasses { map }
    }

    /// The class of the finding of `seed` under `tool`, batch `batch`, mutant `mutant`.
    pub fn get(&self, seed: &str, tool: &str, batch: &str, mutant: u32) -> Option<Class> {
        self.entry(seed, tool, batch, mutant).map(|e| e.class)
    }

    /// The class and effect of that finding.
    pub fn entry(&self, seed: &str, tool: &str, batch: &str, mutant: u32) -> Option<&ClassEffect> {
        self.batch(seed, tool, batch).and_then(|m| m.get(&mutant))
    }

    /// The classified findings of one seed, tool and batch: mutant number -> class and effect.
    pub fn batch(&self, seed: &str, tool: &str, batch: &str) -> Option<&BTreeMap<u32, ClassEffect>> {
        self.map.get(&(seed.to_string(), tool.to_string(), batch.to_string()))
    }

    /// How many findings have a class.
    pub fn len(&self) -> usize {
        self.map.values().map(BTreeMap::len).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(mutant: u32, class: Class) -> FindingRow {
        let settings = Settings { methods: "rename+reseed".into(), samples: 20, timeout_s: 10, rng_seed: 1 };
        let path = "mutants/a/M_star/mutant-0001.bpl";
        FindingRow {
            class,
            seed_category: Some(Category::Stable),
            queries_sampled: 1,
            runs: 40,
            ..FindingRow::new("seeds/a, b.bpl", "A", "boogie", "M*", mutant, "S1(0,3) L5(f(x), y)", path, &settings)
        }
    }

    #[test]
    fn rows_round_trip_with_header_first() {
        let rows = vec![row(1, Class::Encoding), row(2, Class::SeedUnstable)];
        let text = to_csv(&rows).unwrap();
        assert_eq!(text.lines().next().unwrap(), HEADER.join(","));
        assert!(text.contains(",encoding,stable,,1,40,rename+reseed,20,10,1,"), "{text}");
        assert_eq!(parse(Path::new("f.csv"), &text).unwrap(), rows);
        assert_eq!(to_csv(&[]).unwrap(), format!("{}\n", HEADER.join(",")));
        let classes = FindingClasses::from_rows(&rows);
        assert_eq!(classes.get("seeds/a, b.bpl", "boogie", "M*", 2), Some(Class::SeedUnstable));
        assert_eq!(classes.get("seeds/a, b.bpl", "cvc4", "M*", 2), None);
    }

    #[test]
    fn front_end_rows_and_unclassified_ones_carry_their_detail() {
        let fe =
            row(3, Class::Inconclusive).front_end("Error: type variable must occur in types of given arguments: T");
        let nc = row(4, Class::Encoding).not_classified("Boogie failed on the mutant: exit 1");
        let text = to_csv(&[fe.clone(), nc.clone()]).unwrap();
        assert!(text.contains(",front-end,") && text.contains(",inconclusive,"), "{text}");
        assert_eq!(parse(Path::new("f.csv"), &text).unwrap(), vec![fe, nc.clone()]);
        assert_eq!(nc.detail, "not classified: Boogie failed on the mutant: exit 1");
        // A file of the 31 columns before `detail` reads with an empty detail.
        let old = format!(
            "{}\ns,G,boogie,M*,3,S1(0),p,encoding,,,0,0,rename,20,10,1,smt{}\n",
            HEADER[..31].join(","),
            ",".repeat(14)
        );
        assert_eq!(parse(Path::new("f.csv"), &old).unwrap()[0].detail, "");
    }

    #[test]
    fn decision_columns_round_trip_and_files_without_them_still_read() {
        let mut r = row(3, Class::MutantUnstable);
        r.level = "smt".into();
        r.p_raw = Some(0.004);
        r.p_adjusted = Some(0.02);
        r.correction = "holm".into();
        r.family = Some(5);
        r.counted = Some(true);
        r.boogie_check = "undecided".into();
        let text = to_csv(std::slice::from_ref(&r)).unwrap();
        assert!(text
            .lines()
            .next()
            .unwrap()
            .ends_with(",effect,p_raw,p_adjusted,correction,family,counted,boogie_check,detail,cost_ratio,cost_ci_low,cost_ci_high,cost_p,censored,rerun"));
        assert!(text.lines().nth(1).unwrap().ends_with(",0.004,0.02,holm,5,true,undecided,,,,,,,"), "{text}");
        let back = parse(Path::new("f.csv"), &text).unwrap();
        assert_eq!(back, vec![r.clone()]);
        assert_eq!(back[0].check(), Some(crate::classify::findings::CheckVerdict::Undecided));
        // A file of the 31 columns before the decision columns, `detail`, the cost columns and
        // the censored ones.
        let old: Vec<String> = text.lines().map(|l| l.rsplitn(14, ',').last().unwrap().to_string()).collect();
        let rows = parse(Path::new("f.csv"), &old.join("\n")).unwrap();
        assert_eq!((rows[0].p_raw, rows[0].counted, rows[0].check()), (None, None, None));
        assert_eq!(rows[0].class, Class::MutantUnstable);
        assert_eq!(rows[0].tested_class(), Class::MutantUnstable);
    }

    #[test]
    fn cost_columns_round_trip_and_count() {
        let c = crate::stats::cost_ratio(&[Some(1000); 8], &[Some(4700); 8]).unwrap();
        let mut r = row(4, Class::Inconclusive).with_cost(&c, 1, 32);
        r.class = Class::Cost;
        assert!(r.is_cost_test() && r.effect.starts_with("cost ×4.70"));
        assert_eq!((r.cost_ratio, r.cost_ci_low, r.cost_ci_high), (Some(4.7), Some(4.7), Some(4.7)));
        let text = to_csv(&[r.clone(), row(5, Class::Encoding)]).unwrap();
        let back = parse(Path::new("f.csv"), &text).unwrap();
        assert_eq!(back[0], r);
        assert!(!back[1].is_cost_test());
        assert_eq!(count_cost_findings(&back), 1);
    }

    #[test]
    fn old_files_without_settings_still_read() {
        let text = format!("{}\ns,G,boogie,M*,3,S1(0),p,inconclusive,,,0,0\n", HEADER[..12].join(","));
        let rows = parse(Path::new("f.csv"), &text).unwrap();
        assert_eq!(rows[0].class, Class::Inconclusive);
        assert_eq!(rows[0].settings(), Settings::default());
    }

    #[test]
    fn errors_name_file_and_line() {
        let text = format!(
            "{}\ns,G,boogie,M*,3,S1(0),p,encoding,,,0,0\ns,G,boogie,M*,4,S1(0),p,brittle,,,0,0\n",
            HEADER[..12].join(",")
        );
        let e = parse(Path::new("r/findings.csv"), &text).unwrap_err().to_string();
        assert!(e.starts_with("r/findings.csv:3: malformed findings row: ") && e.contains("`brittle`"), "{e}");
        let e = parse(Path::new("f.csv"), "seed,tool\n").unwrap_err();
        assert!(matches!(e, FindingsCsvError::BadHeader { .. }) && e.is_bad_input(), "{e}");
        let text = format!("{}\ns,G,boogie,M*,x,S1(0),p,encoding,,,0,0\n", HEADER[..12].join(","));
        let e = parse(Path::new("f.csv"), &text).unwrap_err().to_string();
        assert!(e.contains("f.csv:2:") && e.contains("mutant"), "{e}");
    }
}
