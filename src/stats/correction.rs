//! Multiple testing over the findings of one run: every flip of a run is tested, so without a
//! correction the chance that *some* counted finding is a false one grows with the number of
//! flips, and false findings cluster by seed (every flip of a seed is compared with the same
//! seed sample). Pure: p-values in, adjusted p-values out.
//!
//! A [`Correction`] adjusts the findings' p-values (the sequential p-values of
//! [`super::effect::EffectTest::p_sequential`], each valid on its own); a finding counts when its
//! adjusted p-value is at most `α`.
//!
//! - [`Correction::Holm`] (the default): Holm's step-down procedure. The chance that any finding
//!   counted in the run is false (the family-wise error) is at most `α`, **whatever the
//!   dependence** between the findings' p-values (a shared seed sample included).
//! - [`Correction::Bh`]: Benjamini–Hochberg's step-up procedure. The expected share of false
//!   findings among the counted ones (the false discovery rate) is at most `α` when the p-values
//!   are independent or positively dependent (PRDS); a shared seed sample makes the flips of one
//!   seed positively dependent (a lucky seed sample makes all of them look worse together). More
//!   findings than Holm, weaker guarantee. When every finding is false, FDR = FWER.
//! - [`Correction::None`]: each finding at level `α` on its own (the expected number of false
//!   findings is up to `α` per finding tested).
//!
//! **The family.** `size` hypotheses of which only some may have been tested: the untested ones
//! enter with p-value 1 (never counted). A family larger than the findings tested is how a run
//! that stops seeds early (`fuzz --stop-on-finding`) keeps the guarantee: its family is every
//! mutant the run could have tested, fixed before it starts.
//!
//! **Sampling at the adjusted level.** Both procedures count every finding whose p-value is at
//! most `α/size` ([`Correction::test_level`]), so a finding's own sequential test can stop as soon
//! as it is settled at that level: its rejection means it counts, whatever the other findings
//! show. Findings above it can still count through the step-down (Holm) or step-up (BH).

use std::fmt;
use std::str::FromStr;

/// How the findings of a run are corrected for testing many of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Correction {
    /// Holm's step-down: family-wise error at most `α` (the default).
    #[default]
    Holm,
    /// Benjamini–Hochberg's step-up: false discovery rate at most `α` (positive dependence).
    Bh,
    /// No correction: each finding at level `α`.
    None,
}

impl Correction {
    pub const ALL: [Correction; 3] = [Correction::Holm, Correction::Bh, Correction::None];

    /// The word of `--classify-correction` and of `findings.csv`'s `correction` column.
    pub fn as_str(self) -> &'static str {
        match self {
            Correction::Holm => "holm",
            Correction::Bh => "bh",
            Correction::None => "none",
        }
    }

    /// What the correction controls at `α`, in words.
    pub fn controls(self) -> &'static str {
        match self {
            Correction::Holm => "family-wise error (Holm)",
            Correction::Bh => "false discovery rate (Benjamini-Hochberg)",
            Correction::None => "error per finding (no correction)",
        }
    }

    /// The level at which a finding's own test samples in a family of `size`: every p-value at or
    /// below it counts after the correction (`α/size`, or `α` without a correction).
    pub fn test_level(self, alpha: f64, size: usize) -> f64 {
        match self {
            Correction::None => alpha,
            Correction::Holm | Correction::Bh => alpha / size.max(1) as f64,
        }
    }

    /// The adjusted p-values of `p` (in the same order) in a family of `size` hypotheses
    /// (`size < p.len()` is taken as `p.len()`; the untested ones have p-value 1). A finding
    /// counts at level `α` when its adjusted p-value is at most `α`. Each adjusted value is at
    /// least its raw value and at most 1.
    ///
    /// A NaN p-value (no evidence) is taken as 1, whatever its sign bit: it is never counted and,
    /// ranked after every real p-value, it changes none of theirs. Values outside `[0, 1]` are
    /// clamped into it. Tied p-values keep their input order in the ranking and get the same
    /// adjusted value (the step-down's running maximum carries the first one's to the others).
    /// This is the one Holm of the crate: `explain`'s blame adjusts its family with it too.
    pub fn adjust(self, p: &[f64], size: usize) -> Vec<f64> {
        let m = size.max(p.len());
        let clean: Vec<f64> = p.iter().map(|&x| if x.is_nan() { 1.0 } else { x.clamp(0.0, 1.0) }).collect();
        let mut order: Vec<usize> = (0..clean.len()).collect();
        order.sort_by(|&a, &b| clean[a].total_cmp(&clean[b]).then(a.cmp(&b)));
        let mut adjusted = vec![1.0; clean.len()];
        match self {
            Correction::None => return clean,
            Correction::Holm => {
                // adj_(i) = max_{j ≤ i} min(1, (m − j + 1) p_(j)), ranks from 1.
                let mut running = 0.0f64;
                for (rank0, &i) in order.iter().enumerate() {
                    let v = ((m - rank0) as f64 * clean[i]).min(1.0);
                    running = running.max(v);
                    adjusted[i] = running;
                }
            }
            Correction::Bh => {
                // adj_(i) = min_{j ≥ i} min(1, m p_(j) / j); the untested hypotheses (p = 1,
                // ranks above the tested ones) give m/j ≥ 1 and change nothing.
                let mut running = 1.0f64;
                for (rank0, &i) in order.iter().enumerate().rev() {
                    let v = (m as f64 * clean[i] / (rank0 + 1) as f64).min(1.0);
                    running = running.min(v);
                    adjusted[i] = running;
                }
            }
        }
        adjusted
    }
}

impl fmt::Display for Correction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A word that is not one of the corrections.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown correction `{0}` (expected holm, bh or none)")]
pub struct ParseCorrectionError(pub String);

impl FromStr for Correction {
    type Err = ParseCorrectionError;
    fn from_str(s: &str) -> Result<Correction, ParseCorrectionError> {
        Correction::ALL.into_iter().find(|c| c.as_str() == s).ok_or_else(|| ParseCorrectionError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: &[f64], b: &[f64]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-12)
    }

    #[test]
    fn holm_by_hand() {
        // Sorted 0.01, 0.02, 0.03, 0.04 in a family of 4: 0.04, 0.06, 0.06 (monotone), 0.06.
        let adj = Correction::Holm.adjust(&[0.03, 0.01, 0.04, 0.02], 4);
        assert!(close(&adj, &[0.06, 0.04, 0.06, 0.06]), "{adj:?}");
        // At α = 0.05 only the smallest counts; every p ≤ α/m counts.
        assert_eq!(adj.iter().filter(|&&a| a <= 0.05).count(), 1);
        assert!((Correction::Holm.test_level(0.05, 4) - 0.0125).abs() < 1e-15);
        // Untested members of the family count as p = 1 and make the multipliers larger.
        let adj = Correction::Holm.adjust(&[0.01], 10);
        assert!(close(&adj, &[0.1]), "{adj:?}");
        assert!(close(&Correction::Holm.adjust(&[0.5, 0.9], 2), &[1.0, 1.0]));
    }

    #[test]
    fn bh_by_hand() {
        // Sorted 0.01, 0.02, 0.03, 0.04 (m = 4): m p/j = 0.04, 0.04, 0.04, 0.04: all count at 0.05.
        let adj = Correction::Bh.adjust(&[0.03, 0.01, 0.04, 0.02], 4);
        assert!(close(&adj, &[0.04, 0.04, 0.04, 0.04]), "{adj:?}");
        // Benjamini & Hochberg (1995)'s step-up: 0.001, 0.04, 0.05, 0.3 → 0.004, 0.0667, 0.0667, 0.3.
        let adj = Correction::Bh.adjust(&[0.3, 0.04, 0.001, 0.05], 4);
        assert!(close(&adj, &[0.3, 0.2 / 3.0, 0.004, 0.2 / 3.0]), "{adj:?}");
        // The family of 10 with one tested finding: 10 p.
        assert!(close(&Correction::Bh.adjust(&[0.002], 10), &[0.02]));
    }

    #[test]
    fn every_p_at_the_test_level_counts_and_adjusted_is_at_least_raw() {
        for c in Correction::ALL {
            let p = [0.0125, 0.2, 0.7, 0.0001, 0.05, 1.0, 0.0125];
            let adj = c.adjust(&p, 8);
            let level = c.test_level(0.05, 8);
            for (raw, a) in p.iter().zip(&adj) {
                assert!(a >= raw && *a <= 1.0, "{c}: {raw} -> {a}");
                if *raw <= level {
                    assert!(*a <= 0.05 + 1e-15, "{c}: {raw} at level {level} -> {a}");
                }
            }
        }
        assert!(close(&Correction::None.adjust(&[0.2, 0.01], 5), &[0.2, 0.01]));
        assert!(Correction::Holm.adjust(&[], 3).is_empty());
    }

    #[test]
    fn holm_steps_down_until_the_first_p_above_its_threshold() {
        // m = 4, α = 0.05: the thresholds α/4, α/3, α/2, α in p order.
        let counted =
            |p: &[f64]| -> Vec<bool> { Correction::Holm.adjust(p, p.len()).iter().map(|&a| a <= 0.05).collect() };
        assert_eq!(counted(&[0.04, 0.001, 0.013, 0.02]), [true, true, true, true]);
        // 0.02 > 0.05/3 at the second step stops everything after it (0.03 ≤ 0.05/2 is not enough).
        assert_eq!(counted(&[0.01, 0.02, 0.03, 0.04]), [true, false, false, false]);
        assert_eq!(counted(&[0.001, 0.013, 0.0126, 0.9]), [true, true, true, false]);
        let adj = Correction::Holm.adjust(&[0.01, 0.04, 0.03], 3);
        assert!(close(&adj, &[0.03, 0.06, 0.06]), "{adj:?}");
    }

    #[test]
    fn nan_is_never_counted_and_changes_no_other_value() {
        let without = Correction::Holm.adjust(&[0.01, 0.02], 3);
        for nan in [f64::NAN, -f64::NAN] {
            // A NaN of either sign ranks last, as a p-value of 1 would.
            let adj = Correction::Holm.adjust(&[nan, 0.01, 0.02], 3);
            assert!(close(&adj, &[1.0, without[0], without[1]]), "{nan}: {adj:?}");
            assert!(close(&adj, &Correction::Holm.adjust(&[1.0, 0.01, 0.02], 3)));
            assert!(close(&adj[1..], &[0.03, 0.04]), "{adj:?}");
            for c in Correction::ALL {
                let adj = c.adjust(&[0.001, nan], 2);
                assert!(adj.iter().all(|a| !a.is_nan()) && adj[1] == 1.0, "{c}: {adj:?}");
            }
        }
    }

    #[test]
    fn tied_p_values_get_the_same_adjusted_value_in_any_order() {
        // Sorted 0.01, 0.02, 0.02, 0.5 (m = 4): 4p, 3p, 2p, p = 0.04, 0.06, 0.04, 0.5; the running
        // maximum gives 0.04, 0.06, 0.06, 0.5.
        let adj = Correction::Holm.adjust(&[0.02, 0.5, 0.01, 0.02], 4);
        assert!(close(&adj, &[0.06, 0.5, 0.04, 0.06]), "{adj:?}");
        let adj = Correction::Holm.adjust(&[0.02, 0.02, 0.5, 0.01], 4);
        assert!(close(&adj, &[0.06, 0.06, 0.5, 0.04]), "{adj:?}");
        // All tied: every one gets m·p (capped at 1).
        assert!(close(&Correction::Holm.adjust(&[0.01; 3], 3), &[0.03; 3]));
        assert!(close(&Correction::Holm.adjust(&[0.4; 3], 3), &[1.0; 3]));
        // BH ties too: 0.01, 0.03, 0.03 (m = 3) give 3p/j = 0.03, 0.045, 0.03; the step-up's
        // running minimum from the top makes every one 0.03.
        assert!(close(&Correction::Bh.adjust(&[0.03, 0.01, 0.03], 3), &[0.03; 3]));
    }

    #[test]
    fn words_round_trip() {
        for c in Correction::ALL {
            assert_eq!(c.as_str().parse::<Correction>(), Ok(c));
        }
        assert!("bonferroni".parse::<Correction>().is_err());
        assert_eq!(Correction::default(), Correction::Holm);
    }
}
