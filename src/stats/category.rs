//! The stability [`Category`] of a query (Mariposa's four names), its text form for CSV columns,
//! and the vote (stricter than Mariposa's) that combines the categories of one query under
//! several perturbation methods ([`combine_methods`]).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How a query (or a program) behaves under semantics-preserving perturbations, judged from its
/// success rate: the fraction of perturbed runs in which the solver proves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    /// Proved under (nearly) every perturbation.
    Stable,
    /// Proved under some perturbations and not under others.
    Unstable,
    /// (Almost) never proved: a stable failure.
    Unsolvable,
    /// The samples do not support any of the three claims at the stated error level.
    Inconclusive,
}

impl Category {
    /// All four, in a fixed order (the order of CSV columns and tables).
    pub const ALL: [Category; 4] = [Category::Stable, Category::Unstable, Category::Unsolvable, Category::Inconclusive];

    /// The lowercase word used in CSV columns and reports.
    pub fn as_str(self) -> &'static str {
        match self {
            Category::Stable => "stable",
            Category::Unstable => "unstable",
            Category::Unsolvable => "unsolvable",
            Category::Inconclusive => "inconclusive",
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A word that is not one of the four category names.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown stability category `{0}` (expected stable, unstable, unsolvable or inconclusive)")]
pub struct ParseCategoryError(pub String);

impl FromStr for Category {
    type Err = ParseCategoryError;

    /// Exactly the lowercase words of [`Category::as_str`].
    fn from_str(s: &str) -> Result<Category, ParseCategoryError> {
        Category::ALL.into_iter().find(|c| c.as_str() == s).ok_or_else(|| ParseCategoryError(s.to_string()))
    }
}

/// The vote over perturbation methods (`shuffle`, `rename`, `reseed`), each categorised on its
/// own samples. Stricter than Mariposa's, which drops inconclusive methods and takes the others'
/// category (stable + inconclusive is stable there, inconclusive here):
/// * no method at all: inconclusive;
/// * any method unstable, or two decided methods that disagree (for instance `stable` under
///   `rename` but `unsolvable` under `reseed`): **unstable**;
/// * else any method inconclusive: **inconclusive**. An undecided method never lets the query be
///   called stable (or unsolvable): a query whose reseeds were not settled by the budget is not
///   known to be stable just because renaming it never mattered;
/// * else the category every method shares.
pub fn combine_methods(per_method: &[Category]) -> Category {
    let Some(&first) = per_method.first() else {
        return Category::Inconclusive;
    };
    let mut decided = per_method.iter().copied().filter(|c| *c != Category::Inconclusive);
    let disagree = match decided.next() {
        Some(d) => decided.any(|c| c != d),
        None => false,
    };
    if per_method.contains(&Category::Unstable) || disagree {
        Category::Unstable
    } else if per_method.contains(&Category::Inconclusive) {
        Category::Inconclusive
    } else {
        first
    }
}

#[cfg(test)]
mod tests {
    use super::Category::*;
    use super::*;

    #[test]
    fn words_round_trip_exactly() {
        for c in Category::ALL {
            assert_eq!(c.to_string().parse::<Category>(), Ok(c));
        }
        assert_eq!(Stable.to_string(), "stable");
        assert_eq!(Unstable.to_string(), "unstable");
        assert_eq!(Unsolvable.to_string(), "unsolvable");
        assert_eq!(Inconclusive.to_string(), "inconclusive");
        assert_eq!("Stable".parse::<Category>(), Err(ParseCategoryError("Stable".into())));
        assert!(" stable".parse::<Category>().is_err());
        assert!("".parse::<Category>().is_err());
    }

    #[test]
    fn serde_uses_the_same_words() {
        let mut w = csv::WriterBuilder::new().has_headers(false).from_writer(vec![]);
        w.serialize((Unsolvable, Inconclusive)).unwrap();
        let text = String::from_utf8(w.into_inner().unwrap()).unwrap();
        assert_eq!(text, "unsolvable,inconclusive\n");
        let mut r = csv::ReaderBuilder::new().has_headers(false).from_reader("stable,unstable\n".as_bytes());
        let row: (Category, Category) = r.deserialize().next().unwrap().unwrap();
        assert_eq!(row, (Stable, Unstable));
    }

    #[test]
    fn vote_over_methods() {
        assert_eq!(combine_methods(&[]), Inconclusive);
        assert_eq!(combine_methods(&[Inconclusive, Inconclusive, Inconclusive]), Inconclusive);
        assert_eq!(combine_methods(&[Stable, Stable, Stable]), Stable);
        // An inconclusive method never lets the query be stable (or unsolvable).
        assert_eq!(combine_methods(&[Stable, Inconclusive, Stable]), Inconclusive);
        assert_eq!(combine_methods(&[Stable, Inconclusive]), Inconclusive);
        assert_eq!(combine_methods(&[Inconclusive, Unsolvable, Inconclusive]), Inconclusive);
        assert_eq!(combine_methods(&[Inconclusive, Unstable]), Unstable);
        assert_eq!(combine_methods(&[Stable, Unsolvable, Inconclusive]), Unstable);
        assert_eq!(combine_methods(&[Stable, Unsolvable, Stable]), Unstable);
        assert_eq!(combine_methods(&[Stable, Unstable, Inconclusive]), Unstable);
        assert_eq!(combine_methods(&[Unstable]), Unstable);
    }
}
