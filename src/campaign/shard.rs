//! `--shard I/N`: which share of a campaign's programs one invocation runs. A program (the seed
//! itself or one mutant) belongs to shard `hash(seed, batch, mutant) mod N`; all tools of one
//! program run in the same shard, so N shards together make exactly the rows of the unsharded
//! campaign.

use sha2::{Digest, Sha256};
use std::fmt;
use std::str::FromStr;

/// This invocation runs the programs of shard `index` (0-based) of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// 0-based.
    pub index: u64,
    pub count: u64,
}

impl Shard {
    /// The whole campaign.
    pub fn whole() -> Shard {
        Shard { index: 0, count: 1 }
    }

    /// Does this shard run the program (seed, batch, mutant)?
    pub fn owns(&self, seed: &str, batch: &str, mutant: Option<u32>) -> bool {
        if self.count <= 1 {
            return true;
        }
        let mut h = Sha256::new();
        h.update(seed.as_bytes());
        h.update([0]);
        h.update(batch.as_bytes());
        h.update([0]);
        h.update(mutant.unwrap_or(0).to_le_bytes());
        let d = h.finalize();
        let mut b = [0u8; 8];
        b.copy_from_slice(&d[..8]);
        u64::from_le_bytes(b) % self.count == self.index
    }
}

impl FromStr for Shard {
    type Err = String;
    fn from_str(s: &str) -> Result<Shard, String> {
        let bad = || format!("invalid shard `{s}`: expected I/N with 1 <= I <= N, e.g. 2/8");
        let (i, n) = s.split_once('/').ok_or_else(bad)?;
        let i: u64 = i.trim().parse().map_err(|_| bad())?;
        let n: u64 = n.trim().parse().map_err(|_| bad())?;
        if n == 0 || i == 0 || i > n {
            return Err(bad());
        }
        Ok(Shard { index: i - 1, count: n })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index + 1, self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_parsing_and_partition() {
        assert_eq!("2/8".parse::<Shard>(), Ok(Shard { index: 1, count: 8 }));
        assert!("0/8".parse::<Shard>().is_err());
        assert!("9/8".parse::<Shard>().is_err());
        assert!("x".parse::<Shard>().is_err());
        let shards: Vec<Shard> = (1..=3).map(|i| format!("{i}/3").parse().unwrap()).collect();
        for m in 0..200u32 {
            let owners = shards.iter().filter(|s| s.owns("seeds/a.bpl", "M*", Some(m))).count();
            assert_eq!(owners, 1, "mutant {m} must belong to exactly one shard");
        }
        // Every shard gets some of 200 programs.
        for s in &shards {
            assert!((0..200u32).any(|m| s.owns("seeds/a.bpl", "M*", Some(m))));
        }
        assert!(Shard::whole().owns("x", "y", None));
    }
}
