//! The [`Class`] of a Boogie-level finding (a seed/mutant pair whose results differ), from the
//! stability categories of the queries whose answers differ between seed and mutant.
//!
//! Categories are computed with *success = the solver proves the query* (`unsat`), so a decided
//! category already fixes the query's reliable answer: `stable` means reliably proved,
//! `unsolvable` reliably not proved (a stable failure); `unstable` has no reliable answer, and
//! `inconclusive` is undecided. Seed and mutant are therefore *reliable* when stable or
//! unsolvable, and their *answers are opposite* when one is stable and the other unsolvable.
//!
//! # Truth table of [`classify`] (first matching row wins)
//!
//! | seed | mutant | class | why |
//! |---|---|---|---|
//! | unstable | any | `seed-unstable` | the seed itself is noisy: solver noise, not counted as brittleness |
//! | inconclusive | any | `inconclusive` | the seed's behaviour is unknown, so nothing can be blamed on the mutation |
//! | stable or unsolvable | unstable | `mutant-unstable` | a reliable query became noisy under a semantics-preserving change |
//! | stable or unsolvable | inconclusive | `inconclusive` | the mutant is undecided |
//! | stable | unsolvable | `encoding` | stable success vs. stable failure: the µgie paper's Fig. 1 kind |
//! | unsolvable | stable | `encoding` | the same in the other direction (the mutant proves what the seed reliably cannot) |
//! | stable | stable | `inconclusive` | both reliably proved: the difference did not reproduce under perturbation |
//! | unsolvable | unsolvable | `inconclusive` | both reliably fail: likewise not reproduced |
//!
//! A finding with several differing queries takes the most telling class among them
//! ([`finding_class`]): `encoding`, then `mutant-unstable`, then `seed-unstable`, then
//! `inconclusive` (also for no query at all).
//!
//! A fifth class is not measured: `front-end`, a mutant that the tool's front end rejects (parse,
//! resolution or type error) although it accepted the seed, and that wobble's own front end
//! judges well-formed. No verification ran on the mutant, so it has no categories and no effect.
//!
//! A sixth class is not a flip: `cost`, a mutant that verifies like its seed but costs the solver
//! significantly more (its resource count at least `--cost-ratio` times the seed's under the same
//! perturbations: [`super::cost_ratio()`]). It is not brittleness in the paper's sense (nothing
//! flipped) and never counts in Tab. 6's flips; it has its own column.

use super::category::Category;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// What kind of brittleness a finding shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    /// Seed and mutant each reliable, with opposite answers.
    Encoding,
    /// The seed is reliable, the mutant unstable.
    MutantUnstable,
    /// The seed itself is unstable.
    SeedUnstable,
    /// Not enough evidence for any of the above.
    Inconclusive,
    /// The tool's front end rejects a well-formed mutant of a seed it accepts (not measured: see
    /// the module doc).
    FrontEnd,
    /// A verified mutant that costs significantly more than its seed (not a flip: see the module
    /// doc).
    Cost,
}

impl Class {
    /// The four classes a measured effect gives, most telling first (the precedence of
    /// [`finding_class`]).
    pub const MEASURED: [Class; 4] = [Class::Encoding, Class::MutantUnstable, Class::SeedUnstable, Class::Inconclusive];

    /// Every class: the measured ones, then `front-end` and `cost`.
    pub const ALL: [Class; 6] = [
        Class::Encoding,
        Class::MutantUnstable,
        Class::SeedUnstable,
        Class::Inconclusive,
        Class::FrontEnd,
        Class::Cost,
    ];

    /// The word used in CSV columns and reports.
    pub fn as_str(self) -> &'static str {
        match self {
            Class::Encoding => "encoding",
            Class::MutantUnstable => "mutant-unstable",
            Class::SeedUnstable => "seed-unstable",
            Class::Inconclusive => "inconclusive",
            Class::FrontEnd => "front-end",
            Class::Cost => "cost",
        }
    }

    /// Whether a finding of this class counts as brittleness of the verifier by default:
    /// `encoding` and `mutant-unstable` do, and `front-end` (the front end's verdict depends on
    /// what cannot change a program's meaning); seed noise and undecided findings do not.
    pub fn is_brittleness(self) -> bool {
        matches!(self, Class::Encoding | Class::MutantUnstable | Class::FrontEnd)
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A word that is not one of the four class names.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown finding class `{0}` (expected encoding, mutant-unstable, seed-unstable, inconclusive, front-end or cost)"
)]
pub struct ParseClassError(pub String);

impl FromStr for Class {
    type Err = ParseClassError;

    /// Exactly the words of [`Class::as_str`].
    fn from_str(s: &str) -> Result<Class, ParseClassError> {
        Class::ALL.into_iter().find(|c| c.as_str() == s).ok_or_else(|| ParseClassError(s.to_string()))
    }
}

/// The class of one differing query from the seed's and the mutant's categories (see the truth
/// table in the module doc).
pub fn classify(seed: Category, mutant: Category) -> Class {
    use Category::*;
    match (seed, mutant) {
        (Unstable, _) => Class::SeedUnstable,
        (Inconclusive, _) => Class::Inconclusive,
        (Stable | Unsolvable, Unstable) => Class::MutantUnstable,
        (Stable | Unsolvable, Inconclusive) => Class::Inconclusive,
        (Stable, Unsolvable) | (Unsolvable, Stable) => Class::Encoding,
        (Stable, Stable) | (Unsolvable, Unsolvable) => Class::Inconclusive,
    }
}

/// The class of a finding from the classes of its differing queries: the first of
/// `encoding`, `mutant-unstable`, `seed-unstable` present, else `inconclusive`.
pub fn finding_class(queries: impl IntoIterator<Item = Class>) -> Class {
    queries.into_iter().min().unwrap_or(Class::Inconclusive)
}

#[cfg(test)]
mod tests {
    use super::Category::*;
    use super::*;

    #[test]
    fn every_row_of_the_truth_table() {
        let table = [
            (Unstable, Stable, Class::SeedUnstable),
            (Unstable, Unstable, Class::SeedUnstable),
            (Unstable, Unsolvable, Class::SeedUnstable),
            (Unstable, Inconclusive, Class::SeedUnstable),
            (Inconclusive, Stable, Class::Inconclusive),
            (Inconclusive, Unstable, Class::Inconclusive),
            (Inconclusive, Unsolvable, Class::Inconclusive),
            (Inconclusive, Inconclusive, Class::Inconclusive),
            (Stable, Unstable, Class::MutantUnstable),
            (Unsolvable, Unstable, Class::MutantUnstable),
            (Stable, Inconclusive, Class::Inconclusive),
            (Unsolvable, Inconclusive, Class::Inconclusive),
            (Stable, Unsolvable, Class::Encoding),
            (Unsolvable, Stable, Class::Encoding),
            (Stable, Stable, Class::Inconclusive),
            (Unsolvable, Unsolvable, Class::Inconclusive),
        ];
        assert_eq!(table.len(), 16);
        for (seed, mutant, want) in table {
            assert_eq!(classify(seed, mutant), want, "seed {seed}, mutant {mutant}");
        }
    }

    #[test]
    fn words_round_trip_exactly() {
        for c in Class::ALL {
            assert_eq!(c.to_string().parse::<Class>(), Ok(c));
        }
        assert_eq!(Class::MutantUnstable.to_string(), "mutant-unstable");
        assert_eq!(Class::SeedUnstable.to_string(), "seed-unstable");
        assert_eq!(Class::FrontEnd.to_string(), "front-end");
        assert!("mutant_unstable".parse::<Class>().is_err());
        let mut w = csv::WriterBuilder::new().has_headers(false).from_writer(vec![]);
        w.serialize((Class::Encoding, Class::MutantUnstable)).unwrap();
        assert_eq!(String::from_utf8(w.into_inner().unwrap()).unwrap(), "encoding,mutant-unstable\n");
    }

    #[test]
    fn brittleness_and_findings() {
        assert!(Class::Encoding.is_brittleness() && Class::MutantUnstable.is_brittleness());
        assert!(!Class::SeedUnstable.is_brittleness() && !Class::Inconclusive.is_brittleness());
        assert!(Class::FrontEnd.is_brittleness());
        assert!(!Class::Cost.is_brittleness(), "a cost finding is not a flip");
        assert_eq!("cost".parse::<Class>(), Ok(Class::Cost));
        assert_eq!(finding_class([]), Class::Inconclusive);
        assert_eq!(finding_class([Class::Inconclusive, Class::SeedUnstable]), Class::SeedUnstable);
        assert_eq!(finding_class([Class::SeedUnstable, Class::MutantUnstable]), Class::MutantUnstable);
        assert_eq!(finding_class([Class::MutantUnstable, Class::Encoding, Class::Inconclusive]), Class::Encoding);
    }
}
