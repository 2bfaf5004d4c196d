//! The findings of a results set and their classes.
//!
//! A finding is a mutant run whose seed verified under the same tool while the mutant did not
//! (any other verification outcome, timeouts included): exactly the flips of the brittle lines
//! of [`FuzzReport`], in its order (seed, tool, batch, mutant); and a mutant that the tool's front
//! end rejected although it accepted the seed, class `front-end` from the start (after each
//! seed's flips). Each finding has a class slot: the stability layer (`fuzz --classify`,
//! `campaign --classify`) sorts flips into `encoding`, `mutant-unstable`, `seed-unstable` and
//! `inconclusive` and writes them to the results directory's `findings.csv`; [`load_classes`]
//! reads them back for rows loaded from results directories, [`apply_classes`] puts them on
//! findings. A flip without a row there is `unclassified`.
//!
//! A `cost` finding (a mutant that verifies like its seed but costs the solver significantly
//! more, found by `--classify`) is a finding too, though no flip: it comes after its seed's flips
//! and front-end findings, with outcome `verified` ([`cost_findings`] finds them in rows loaded
//! from results directories).

use crate::campaign::report::{Flip, SeedLine};
use crate::campaign::FuzzReport;
use crate::classify::findings_csv::{read_dirs, FindingClasses, FindingsCsvError};
use crate::runner::RunRecord;
use crate::stats::Class;
use crate::tables::load::Row;
use crate::verifiers::Outcome;
use std::fmt::Write as _;
use std::path::Path;

/// The classes in report order; `None` (not classified: `fuzz` without `--classify`, or a table
/// built from rows alone) comes last.
const CLASS_ORDER: [Option<Class>; 7] = [
    Some(Class::Encoding),
    Some(Class::MutantUnstable),
    Some(Class::FrontEnd),
    Some(Class::Cost),
    Some(Class::SeedUnstable),
    Some(Class::Inconclusive),
    None,
];

/// The word for a finding's class: the class's own word, or `unclassified`.
pub fn class_word(class: Option<Class>) -> &'static str {
    class.map_or("unclassified", Class::as_str)
}

/// One finding.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    pub seed: String,
    pub group: String,
    pub tool: String,
    pub batch: String,
    pub mutant: u32,
    /// The mutant's outcome (not `verified`, except for a `cost` finding).
    pub outcome: Outcome,
    pub chain: String,
    /// The mutant's path as recorded (relative to the results directory).
    pub path: String,
    /// Set when the stability layer classified the flip (`fuzz --classify`).
    pub class: Option<Class>,
    /// The measured effect behind the class, when known.
    pub effect: Option<String>,
    /// The row's detail: for a `front-end` finding, the tool's rejection.
    pub detail: String,
}

/// The findings of `records`, in [`FuzzReport`] order, unclassified.
pub fn findings(records: &[RunRecord]) -> Vec<Finding> {
    findings_of(&FuzzReport::from_records(records))
}

/// The findings of a report, with the classes its flips carry.
pub fn findings_of(report: &FuzzReport) -> Vec<Finding> {
    report
        .lines
        .iter()
        .flat_map(|l| {
            let flips = if l.brittle() { &l.flips[..] } else { &[] };
            flips.iter().chain(&l.front_end).chain(l.cost_findings()).map(move |f| finding(l, f))
        })
        .collect()
}

/// The finding of `f`, a flip (or verified mutant) of `l`'s seed, with the class it carries.
fn finding(l: &SeedLine, f: &Flip) -> Finding {
    Finding {
        seed: l.seed.clone(),
        group: l.group.clone(),
        tool: l.tool.clone(),
        batch: f.batch.clone(),
        mutant: f.mutant,
        outcome: f.outcome,
        chain: f.chain.clone(),
        path: f.path.clone(),
        class: f.class,
        effect: f.effect.clone(),
        detail: f.detail.clone(),
    }
}

/// The `cost` findings of `records` that `classes` knows: verified mutants of verified seeds
/// whose `findings.csv` row has class `cost`, in [`FuzzReport`] order.
pub fn cost_findings(records: &[RunRecord], classes: &FindingClasses) -> Vec<Finding> {
    let report = FuzzReport::from_records(records);
    let mut out = Vec::new();
    for l in &report.lines {
        for f in &l.verified {
            let Some(c) = classes.entry(&l.seed, &l.tool, &f.batch, f.mutant).filter(|c| c.class == Class::Cost) else {
                continue;
            };
            out.push(Finding {
                class: Some(Class::Cost),
                effect: (!c.effect.is_empty()).then(|| c.effect.clone()),
                ..finding(l, f)
            });
        }
    }
    out
}

/// The classes in `findings.csv` of the results directories `rows` came from; `None` when no
/// such directory has a `findings.csv`.
pub fn load_classes(rows: &[Row]) -> Result<Option<FindingClasses>, FindingsCsvError> {
    Ok(read_dirs(rows.iter().map(Row::results_dir))?.map(|r| FindingClasses::from_rows(&r)))
}

/// Gives every finding that `classes` knows its class and effect (findings it does not know keep
/// theirs).
pub fn apply_classes(findings: &mut [Finding], classes: &FindingClasses) {
    set_classes(findings.iter_mut(), classes);
}

/// [`apply_classes`] for the findings that have no class yet.
pub fn fill_classes(findings: &mut [Finding], classes: &FindingClasses) {
    set_classes(findings.iter_mut().filter(|f| f.class.is_none()), classes);
}

fn set_classes<'a>(findings: impl Iterator<Item = &'a mut Finding>, classes: &FindingClasses) {
    for f in findings.filter(|f| f.class != Some(Class::FrontEnd)) {
        if let Some(c) = classes.entry(&f.seed, &f.tool, &f.batch, f.mutant) {
            f.class = Some(c.class);
            f.effect = (!c.effect.is_empty()).then(|| c.effect.clone());
        }
    }
}

/// How many findings of each class, classes with none left out, in report order.
pub fn class_counts(findings: &[Finding]) -> Vec<(Option<Class>, usize)> {
    CLASS_ORDER
        .iter()
        .map(|c| (*c, findings.iter().filter(|f| f.class == *c).count()))
        .filter(|(_, n)| *n > 0)
        .collect()
}

/// The final one-line summary of `fuzz` / `campaign`: `findings: 3 (3 unclassified); report:
/// PATH` (or `findings: 0`), with the report's path when one was written; after a
/// classification, how many count (`findings: 3 (1 encoding, 2 seed-unstable); 1 counted as
/// brittleness; report: PATH`).
pub fn summary_line(findings: &[Finding], counted: Option<usize>, report: Option<&Path>) -> String {
    let mut line = format!("findings: {}", findings.len());
    let counts = class_counts(findings);
    if !counts.is_empty() {
        let parts: Vec<String> = counts.iter().map(|(c, n)| format!("{n} {}", class_word(*c))).collect();
        let _ = write!(line, " ({})", parts.join(", "));
    }
    if let Some(n) = counted {
        let _ = write!(line, "; {n} counted as brittleness");
    }
    if let Some(p) = report {
        let _ = write!(line, "; report: {}", p.display());
    }
    line
}
