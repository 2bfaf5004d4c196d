//! The findings of a results set and their classes.
//!
//! A finding is a mutant run whose seed verified under the same tool while the mutant did not
//! (any other outcome, timeouts included): exactly the flips of the brittle lines of
//! [`FuzzReport`], in its order (seed, tool, batch, mutant). Each finding has a class slot: the
//! stability layer will sort findings into `encoding`, `mutant-unstable`, `seed-unstable` and
//! `inconclusive`; until it does, every finding is [`FindingClass::Unclassified`].

use crate::campaign::FuzzReport;
use crate::runner::RunRecord;
use crate::verifiers::Outcome;
use std::fmt::Write as _;
use std::path::Path;

/// What kind of finding a flip is (filled by the stability layer; `Unclassified` until then).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FindingClass {
    /// The flip is caused by the encoding of the mutation (stable under solver perturbation).
    Encoding,
    /// The mutant's outcome is unstable under perturbation.
    MutantUnstable,
    /// The seed's outcome is unstable under perturbation.
    SeedUnstable,
    /// Perturbation could not decide.
    Inconclusive,
    /// Not classified (no stability runs yet).
    Unclassified,
}

impl FindingClass {
    /// Every class, in report order.
    pub const ALL: [FindingClass; 5] = [
        FindingClass::Encoding,
        FindingClass::MutantUnstable,
        FindingClass::SeedUnstable,
        FindingClass::Inconclusive,
        FindingClass::Unclassified,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            FindingClass::Encoding => "encoding",
            FindingClass::MutantUnstable => "mutant-unstable",
            FindingClass::SeedUnstable => "seed-unstable",
            FindingClass::Inconclusive => "inconclusive",
            FindingClass::Unclassified => "unclassified",
        }
    }
}

/// One finding.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    pub seed: String,
    pub group: String,
    pub tool: String,
    pub batch: String,
    pub mutant: u32,
    /// The mutant's outcome (not `verified`).
    pub outcome: Outcome,
    pub chain: String,
    /// The mutant's path as recorded (relative to the results directory).
    pub path: String,
    pub class: FindingClass,
}

/// The findings of `records`, in [`FuzzReport`] order.
pub fn findings(records: &[RunRecord]) -> Vec<Finding> {
    let report = FuzzReport::from_records(records);
    report
        .lines
        .iter()
        .filter(|l| l.brittle())
        .flat_map(|l| {
            l.flips.iter().map(move |f| Finding {
                seed: l.seed.clone(),
                group: l.group.clone(),
                tool: l.tool.clone(),
                batch: f.batch.clone(),
                mutant: f.mutant,
                outcome: f.outcome,
                chain: f.chain.clone(),
                path: f.path.clone(),
                class: FindingClass::Unclassified,
            })
        })
        .collect()
}

/// How many findings of each class, classes with none left out, in [`FindingClass::ALL`] order.
pub fn class_counts(findings: &[Finding]) -> Vec<(FindingClass, usize)> {
    FindingClass::ALL
        .iter()
        .map(|c| (*c, findings.iter().filter(|f| f.class == *c).count()))
        .filter(|(_, n)| *n > 0)
        .collect()
}

/// The final one-line summary of `fuzz` / `campaign`: `findings: 3 (3 unclassified); report:
/// PATH` (or `findings: 0`), with the report's path when one was written.
pub fn summary_line(findings: &[Finding], report: Option<&Path>) -> String {
    let mut line = format!("findings: {}", findings.len());
    let counts = class_counts(findings);
    if !counts.is_empty() {
        let parts: Vec<String> = counts.iter().map(|(c, n)| format!("{n} {}", c.as_str())).collect();
        let _ = write!(line, " ({})", parts.join(", "));
    }
    if let Some(p) = report {
        let _ = write!(line, "; report: {}", p.display());
    }
    line
}
