//! Tables for papers (Tab. 6, 8, 9 of the µgie paper) and release comparisons, computed from
//! results CSVs (one [`RunRecord`](crate::runner::record::RunRecord) per verifier run).
//!
//! The stages:
//! - [`inputs`]: sort the inputs into results CSVs and stability CSVs;
//! - [`load`]: read results directories / CSV files, merge shards and resumes, drop duplicate
//!   rows, apply a `--groups` mapping; every row keeps the file and line it came from;
//! - [`index`]: group the rows by seed and tool (seed run, mutants per batch);
//! - [`tab6`], [`tab8`], [`tab9`]: the paper's measures (Tab. 5 definitions);
//! - [`stability`]: the stability table (categories per group and tool) from `stability.csv`;
//! - [`compare`]: the same seeds and mutants under two tool configurations (releases);
//! - [`text`]: a table of cells, written as CSV or as an aligned terminal table;
//! - [`latex`]: the same table as a booktabs `tabular` for papers;
//! - [`timeout_scope`]: the note by which the paper's tables state `--timeout-scope run`.
//!
//! Conventions shared by all tables: t(p) holds iff the run's outcome is `verified`; every other
//! verification outcome (failed, timeout, unknown, tool error, ...) is ¬t(p), a "failing" run;
//! "times out" means outcome `timeout`. A mutant the tool's front end rejected (`parse_error`,
//! `type_error`) or that wobble made ill-formed (`invalid_mutant`) has no verification result:
//! it is left out of the measures of mutants (neither failing nor passing, nor counted among
//! a seed's mutants); Tab. 6 counts the passing seeds with a rejected M* mutant in a column of its
//! own, `exists_front_end`, shown when there is one. Batches are the CSV `batch` column: `seed` (the seed's own run), `M*` (the
//! general batch), `M_S1`..`M_G2` (one operator); other batch names are kept in `runs.csv` but
//! ignored by the measures.

pub mod compare;
pub mod index;
pub mod inputs;
pub mod latex;
pub mod load;
pub mod stability;
pub mod tab6;
pub mod tab8;
pub mod tab9;
pub mod text;
pub mod timeout_scope;

use crate::error::{ErrorKind, HasKind};
use std::cmp::Ordering;
use std::path::PathBuf;

/// The eleven mutation operators of Tab. 3, in the paper's order, then the pruning operators G3
/// and G4 (issue 30); also the `M_J` batch suffixes.
pub const OPERATORS: [&str; 13] = ["S1", "S2", "S3", "L1", "L2", "L3", "L4", "L5", "L6", "G1", "G2", "G3", "G4"];

/// The operators batch `M*` draws from: all but G2.
pub const STAR_OPERATORS: [&str; 12] = ["S1", "S2", "S3", "L1", "L2", "L3", "L4", "L5", "L6", "G1", "G3", "G4"];

/// The name of the row that aggregates all groups.
pub const ALL_GROUP: &str = "all";

/// Position of an operator name in [`OPERATORS`].
pub fn operator_index(name: &str) -> Option<usize> {
    OPERATORS.iter().position(|o| *o == name)
}

/// The set of operators a chain applies (at least once), as a bit set over [`OPERATORS`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpSet(u16);

impl OpSet {
    /// Whether operator number `index` (in [`OPERATORS`]) is in the set.
    pub fn contains(self, index: usize) -> bool {
        index < OPERATORS.len() && self.0 & (1 << index) != 0
    }

    /// Adds operator number `index` (in [`OPERATORS`]).
    pub fn insert(&mut self, index: usize) {
        if index < OPERATORS.len() {
            self.0 |= 1 << index;
        }
    }

    /// Parses a chain such as `S1(0,3) L3(p#0,1) G1(p:requires)`: steps separated by whitespace,
    /// each `OP(site)` with OP one of [`OPERATORS`] (a site may itself contain parentheses or
    /// spaces; only top-level whitespace separates steps). The empty chain is the empty set.
    pub fn parse_chain(chain: &str) -> Result<OpSet, String> {
        let mut set = OpSet::default();
        let mut chars = chain.char_indices().peekable();
        while let Some(&(start, c)) = chars.peek() {
            if c.is_whitespace() {
                chars.next();
                continue;
            }
            // The operator name: up to `(`.
            let mut name_end = None;
            while let Some(&(i, c)) = chars.peek() {
                if c == '(' {
                    name_end = Some(i);
                    break;
                }
                if c.is_whitespace() {
                    break;
                }
                chars.next();
            }
            let Some(name_end) = name_end else {
                let token: String = chain[start..].split_whitespace().next().unwrap_or("").to_string();
                return Err(format!("malformed chain step `{token}`: expected OP(site)"));
            };
            let name = &chain[start..name_end];
            let index = operator_index(name).ok_or_else(|| {
                format!("unknown operator `{name}` in chain (expected one of {})", OPERATORS.join(" "))
            })?;
            // The site: balanced parentheses.
            let mut depth = 0usize;
            let mut closed = false;
            for (_, c) in chars.by_ref() {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            closed = true;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            if !closed {
                return Err(format!("malformed chain step starting `{}`: missing `)`", &chain[start..]));
            }
            if let Some(&(_, c)) = chars.peek() {
                if !c.is_whitespace() {
                    return Err(format!("malformed chain `{chain}`: steps must be separated by spaces"));
                }
            }
            set.insert(index);
        }
        Ok(set)
    }
}

pub use crate::store::Origin;

/// Everything that can go wrong computing tables. All variants are caused by the input (files,
/// flags), except [`TableError::Io`] on output.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("{path}: no results.csv in this directory (give a results directory or a CSV file)")]
    MissingResults { path: PathBuf },
    #[error("{path}: no such file or directory")]
    NotFound { path: PathBuf },
    #[error("{path}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{origin}: malformed row: {reason}")]
    Malformed { origin: Origin, reason: String },
    #[error("{path}: bad header: {reason}")]
    BadHeader { path: PathBuf, reason: String },
    /// A results CSV that cannot be read or is not one wobble wrote.
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    #[error(transparent)]
    Conflict(Box<RunConflict>),
    #[error(transparent)]
    InconsistentGroup(Box<GroupConflict>),
    #[error(transparent)]
    MixedVersions(Box<load::VersionConflict>),
    #[error(transparent)]
    SameRunVersions(Box<load::SameRunVersions>),
    #[error(transparent)]
    StabilityConflict(Box<stability::StabilityConflict>),
    #[error("{origin}: group name `all` is reserved for the total row; rename the group (e.g. with --groups)")]
    ReservedGroup { origin: Origin },
    #[error("{file}:{line}: bad --groups line `{text}`: {reason}")]
    BadGroupsLine { file: PathBuf, line: usize, text: String, reason: String },
    #[error("tool `{label}` does not occur in the results (tools found: {available})")]
    UnknownTool { label: String, available: String },
    #[error("--base and --new are both `{label}`; give two different tool labels")]
    SameTool { label: String },
}

impl HasKind for TableError {
    fn kind(&self) -> ErrorKind {
        if self.is_bad_input() {
            ErrorKind::BadInput
        } else {
            ErrorKind::Failure
        }
    }
}

/// Two rows of the same run (seed, batch, mutant, tool) with different outcomes.
#[derive(Debug, thiserror::Error)]
#[error(
    "conflicting outcomes for seed `{seed}`, batch `{batch}`, mutant {mutant}, tool `{tool}`: \
     `{first}` at {first_origin} but `{second}` at {second_origin} (use --duplicates last to keep the later row)"
)]
pub struct RunConflict {
    pub seed: String,
    pub batch: String,
    pub mutant: String,
    pub tool: String,
    pub first: String,
    pub first_origin: Origin,
    pub second: String,
    pub second_origin: Origin,
}

impl HasKind for RunConflict {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// Rows of one seed that disagree on its group.
#[derive(Debug, thiserror::Error)]
#[error(
    "seed `{seed}` has rows in group `{first}` ({first_origin}) and in group `{second}` ({second_origin}); \
     fix the group column or give --groups"
)]
pub struct GroupConflict {
    pub seed: String,
    pub first: String,
    pub first_origin: Origin,
    pub second: String,
    pub second_origin: Origin,
}

impl HasKind for GroupConflict {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

impl TableError {
    /// Whether the error is the user's input (exit status 2) rather than an I/O failure (3).
    pub fn is_bad_input(&self) -> bool {
        match self {
            TableError::Io { .. } => false,
            TableError::Store(e) => e.kind() == ErrorKind::BadInput,
            _ => true,
        }
    }
}

/// Compares strings so that digit runs compare as numbers: `4.4.1 < 4.10.0`, `s2 < s10`.
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut x, mut y) = (a.as_bytes(), b.as_bytes());
    loop {
        match (x.first(), y.first()) {
            (None, None) => return a.cmp(b),
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(c), Some(d)) if c.is_ascii_digit() && d.is_ascii_digit() => {
                let n = x.iter().take_while(|c| c.is_ascii_digit()).count();
                let m = y.iter().take_while(|c| c.is_ascii_digit()).count();
                let (dx, dy) = (&x[..n], &y[..m]);
                let tx = trim_zeros(dx);
                let ty = trim_zeros(dy);
                let ord = tx.len().cmp(&ty.len()).then_with(|| tx.cmp(ty));
                if ord != Ordering::Equal {
                    return ord;
                }
                x = &x[n..];
                y = &y[m..];
            }
            (Some(c), Some(d)) => {
                if c != d {
                    return c.cmp(d);
                }
                x = &x[1..];
                y = &y[1..];
            }
        }
    }
}

fn trim_zeros(digits: &[u8]) -> &[u8] {
    let k = digits.iter().take_while(|d| **d == b'0').count();
    &digits[k..]
}

/// The arithmetic mean, `None` for no values.
pub fn mean(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        None
    } else {
        Some(values.iter().sum::<f64>() / values.len() as f64)
    }
}

/// `100·part/whole`, `None` when `whole` is 0.
pub fn percent(part: usize, whole: usize) -> Option<f64> {
    if whole == 0 {
        None
    } else {
        Some(100.0 * part as f64 / whole as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chains_parse_to_operator_sets() {
        let s = OpSet::parse_chain("S1(0,3) L3(p#0,1) G1(p:requires) S1(1,2)").unwrap();
        let names: Vec<&str> = OPERATORS.iter().enumerate().filter(|(i, _)| s.contains(*i)).map(|(_, n)| *n).collect();
        assert_eq!(names, ["S1", "L3", "G1"]);
        assert_eq!(OpSet::parse_chain("").unwrap(), OpSet::default());
        assert_eq!(OpSet::parse_chain("  ").unwrap(), OpSet::default());
        assert!(OpSet::parse_chain("L5(f(x) y)").unwrap().contains(7));
        for bad in ["S1", "X9(1)", "S1(0,3", "S1(0)L3(1)", "(0)"] {
            assert!(OpSet::parse_chain(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn natural_order_compares_numbers() {
        let mut v = vec!["4.10.0", "4.4.1", "4.1.1", "s10", "s2", "A", "a02", "a1"];
        v.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(v, ["4.1.1", "4.4.1", "4.10.0", "A", "a1", "a02", "s2", "s10"]);
    }

    #[test]
    fn means_and_percentages_of_nothing_are_empty() {
        assert_eq!(mean(&[]), None);
        assert_eq!(mean(&[1.0, 2.0]), Some(1.5));
        assert_eq!(percent(1, 0), None);
        assert_eq!(percent(1, 4), Some(25.0));
    }
}
