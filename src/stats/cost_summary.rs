//! The spread of a query's resource cost over its runs (z3's `rlimit-count`): minimum, median
//! and maximum. DARUM's argument for these over mean and deviation is that cost distributions
//! are often multimodal (a few runs take another path through the search), and a gate on the
//! maximum catches exactly those runs. Pure: values in, figures out.

use serde::{Deserialize, Serialize};

/// Minimum, median and maximum of a non-empty list of costs, and how many there were.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CostSummary {
    pub min: u64,
    /// The lower median for an even count (a value that occurred, never an average).
    pub median: u64,
    pub max: u64,
    /// Number of runs that reported a cost.
    pub runs: u32,
}

impl CostSummary {
    /// The summary of `costs`; None when there are none.
    pub fn of(costs: &[u64]) -> Option<CostSummary> {
        if costs.is_empty() {
            return None;
        }
        let mut sorted = costs.to_vec();
        sorted.sort_unstable();
        Some(CostSummary {
            min: sorted[0],
            median: sorted[(sorted.len() - 1) / 2],
            max: sorted[sorted.len() - 1],
            runs: u32::try_from(sorted.len()).unwrap_or(u32::MAX),
        })
    }

    /// `max / baseline`: how many times the baseline's maximum this maximum is (None when the
    /// baseline's is 0).
    pub fn growth_over(&self, baseline_max: u64) -> Option<f64> {
        (baseline_max > 0).then(|| self.max as f64 / baseline_max as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn min_lower_median_and_max() {
        assert_eq!(CostSummary::of(&[]), None);
        assert_eq!(CostSummary::of(&[5]), Some(CostSummary { min: 5, median: 5, max: 5, runs: 1 }));
        let s = CostSummary::of(&[9, 1, 4, 100]).unwrap();
        assert_eq!((s.min, s.median, s.max, s.runs), (1, 4, 100, 4));
        let s = CostSummary::of(&[3, 1, 2]).unwrap();
        assert_eq!(s.median, 2);
        assert_eq!(s.growth_over(50), Some(0.06));
        assert_eq!(s.growth_over(0), None);
    }
}
