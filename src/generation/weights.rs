//! Operator weights: an operator is drawn with probability proportional to its weight; weight 0
//! means never. Default: every operator 1, except G2 (not semantics-preserving in practice) 0.
//! Text form: `S1=1,S2=1,...,G2=0,G3=1,G4=1` (all thirteen: the paper's order, then the pruning
//! operators G3 and G4). Headers written before G3/G4 existed parse with G3/G4 at their default.

use crate::error::{ErrorKind, HasKind};
use crate::mutation::variant::OPERATOR_COUNT;
use crate::mutation::OpName;
use std::fmt;
use std::str::FromStr;

/// One weight per operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Weights([u32; OPERATOR_COUNT]);

/// A malformed weight list.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad operator weights `{text}`: {reason}")]
pub struct WeightsError {
    pub text: String,
    pub reason: String,
}

impl HasKind for WeightsError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

impl Default for Weights {
    fn default() -> Weights {
        let mut w = [1; OPERATOR_COUNT];
        w[OpName::G2.index()] = 0;
        Weights(w)
    }
}

impl Weights {
    /// All weights 0.
    pub fn zero() -> Weights {
        Weights([0; OPERATOR_COUNT])
    }

    /// Weight 1 for `ops`, 0 for all others (`--only`).
    pub fn only(ops: &[OpName]) -> Weights {
        let mut w = Weights::zero();
        for &op in ops {
            w.set(op, 1);
        }
        w
    }

    pub fn get(&self, op: OpName) -> u32 {
        self.0[op.index()]
    }

    pub fn set(&mut self, op: OpName, w: u32) {
        self.0[op.index()] = w;
    }

    /// Sum of all weights.
    pub fn total(&self) -> u64 {
        self.0.iter().map(|&w| u64::from(w)).sum()
    }

    /// These weights with the assignments of `text` (`S1=1,L3=2`; empty: none) applied.
    pub fn with_overrides(mut self, text: &str) -> Result<Weights, WeightsError> {
        let err = |reason: String| WeightsError { text: text.to_string(), reason };
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, value) = part.split_once('=').ok_or_else(|| err(format!("`{part}` is not OP=WEIGHT")))?;
            let op: OpName = name.trim().parse().map_err(|e: crate::mutation::UnknownOperator| err(e.to_string()))?;
            let w: u32 = value
                .trim()
                .parse()
                .map_err(|_| err(format!("weight of {op} must be a non-negative integer, not `{}`", value.trim())))?;
            if w > 1_000_000 {
                return Err(err(format!("weight of {op} is larger than 1000000")));
            }
            self.set(op, w);
        }
        Ok(self)
    }
}

impl fmt::Display for Weights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = OpName::ALL.iter().map(|&op| format!("{op}={}", self.get(op))).collect();
        f.write_str(&parts.join(","))
    }
}

impl FromStr for Weights {
    type Err = WeightsError;
    /// Defaults overridden by `text`.
    fn from_str(text: &str) -> Result<Weights, WeightsError> {
        Weights::default().with_overrides(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_overrides_only_and_round_trip() {
        let d = Weights::default();
        assert_eq!(d.to_string(), "S1=1,S2=1,S3=1,L1=1,L2=1,L3=1,L4=1,L5=1,L6=1,G1=1,G2=0,G3=1,G4=1");
        let w: Weights = "S1=3, L3=0".parse().unwrap();
        assert_eq!(w.get(OpName::S1), 3);
        assert_eq!(w.get(OpName::L3), 0);
        assert_eq!(w.get(OpName::L4), 1);
        assert_eq!(w.to_string().parse::<Weights>(), Ok(w));
        let o = Weights::only(&[OpName::L3, OpName::G2]);
        assert_eq!(o.total(), 2);
        assert_eq!(o.get(OpName::G2), 1);
        for bad in ["S1", "S1=x", "X1=2", "S1=-1", "S1=99999999"] {
            assert!(bad.parse::<Weights>().is_err(), "{bad}");
        }
    }
}
