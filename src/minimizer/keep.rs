//! What a statistical reduction keeps (`wobble minimize --keep CLASS`): the class of a
//! seed/mutant pair's query, or the instability of one query.

use crate::stats::{classify, Category, Class};
use std::fmt;
use std::str::FromStr;

/// The property a statistical reduction keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Keep {
    /// Seed and mutant query each stable, with opposite answers (stable vs. unsolvable).
    Encoding,
    /// The seed's query stable (or unsolvable), the mutant's unstable.
    MutantUnstable,
    /// The query stays unstable: the program's (single-program form) or the mutant's (pairs).
    Unstable,
}

impl Keep {
    pub const ALL: [Keep; 3] = [Keep::Encoding, Keep::MutantUnstable, Keep::Unstable];

    pub fn as_str(self) -> &'static str {
        match self {
            Keep::Encoding => "encoding",
            Keep::MutantUnstable => "mutant-unstable",
            Keep::Unstable => "unstable",
        }
    }

    /// Whether a pair's seed category can still lead to this property (so the mutant's sampling
    /// can be skipped when it cannot).
    pub fn seed_allows(self, seed: Category) -> bool {
        match self {
            Keep::Encoding | Keep::MutantUnstable => matches!(seed, Category::Stable | Category::Unsolvable),
            Keep::Unstable => true,
        }
    }

    /// Whether the seed's and the mutant's categories keep the property.
    pub fn holds(self, seed: Option<Category>, mutant: Category) -> bool {
        match self {
            Keep::Encoding => seed.is_some_and(|s| classify(s, mutant) == Class::Encoding),
            Keep::MutantUnstable => seed.is_some_and(|s| classify(s, mutant) == Class::MutantUnstable),
            Keep::Unstable => mutant == Category::Unstable,
        }
    }

    /// Whether the seed side is sampled at all.
    pub fn needs_seed(self) -> bool {
        self != Keep::Unstable
    }
}

impl fmt::Display for Keep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A word that is not a [`Keep`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown class `{0}` (expected encoding, mutant-unstable or unstable)")]
pub struct ParseKeepError(pub String);

impl FromStr for Keep {
    type Err = ParseKeepError;
    fn from_str(s: &str) -> Result<Keep, ParseKeepError> {
        Keep::ALL.into_iter().find(|k| k.as_str() == s.trim()).ok_or_else(|| ParseKeepError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Category::*;

    #[test]
    fn words_and_rules() {
        for k in Keep::ALL {
            assert_eq!(k.as_str().parse::<Keep>(), Ok(k));
        }
        assert!("seed-unstable".parse::<Keep>().is_err());
        assert!(Keep::Encoding.holds(Some(Stable), Unsolvable));
        assert!(Keep::Encoding.holds(Some(Unsolvable), Stable));
        assert!(!Keep::Encoding.holds(Some(Stable), Unstable));
        assert!(!Keep::Encoding.holds(None, Unsolvable));
        assert!(Keep::MutantUnstable.holds(Some(Stable), Unstable));
        assert!(!Keep::MutantUnstable.holds(Some(Unstable), Unstable));
        assert!(Keep::Unstable.holds(None, Unstable) && !Keep::Unstable.holds(None, Inconclusive));
        assert!(!Keep::Encoding.seed_allows(Unstable) && Keep::Unstable.seed_allows(Unstable));
    }
}
