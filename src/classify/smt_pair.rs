//! A pair of SMT-LIB files a user brings (`wobble classify --seed A.smt2 --mutant B.smt2`) as a
//! family of one at the SMT layer: their units paired by name when both files name them the same
//! way (Boogie's and Dafny's `:boogie-vc-id`), else by position, the methods that apply to every
//! unit, and the pair's draws behind the family's seam ([`UnitFlips`]).

use super::bound::Factors;
use super::family::OneFinding;
use super::findings::{Layer, PairDraws, SmtDraws};
use super::findings_csv::FindingRow;
use crate::error::{bad_input, Error, Result};
use crate::smt::perturbation::mutate::{Method, Sample};
use crate::smt::solving::cache::QueryCache;
use crate::smt::text::unit::Unit;
use crate::stability::program::Tool;
use crate::stability::sampler::SampleConfig;
use crate::stats::Direction;
use std::collections::{BTreeSet, HashMap};

/// How the units of two files were paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pairing {
    ByName,
    ByPosition,
}

/// Pairs the units of a seed and a mutant file (see the module doc): the mutant's units in the
/// seed's order, each named as its seed twin.
pub fn pair_units(seed: &[Unit], mutant: &[Unit]) -> std::result::Result<(Vec<Unit>, Pairing), String> {
    if seed.len() != mutant.len() {
        return Err(format!(
            "the seed has {} units (check-sats) and the mutant {}: their queries cannot be paired",
            seed.len(),
            mutant.len()
        ));
    }
    let names = |us: &[Unit]| us.iter().map(|u| u.name().to_string()).collect::<BTreeSet<_>>();
    let by_name = names(seed).len() == seed.len() && names(seed) == names(mutant);
    let twins: Vec<Unit> = if by_name {
        let index: HashMap<&str, &Unit> = mutant.iter().map(|u| (u.name(), u)).collect();
        seed.iter().filter_map(|s| index.get(s.name()).map(|m| (*m).clone())).collect()
    } else {
        seed.iter()
            .zip(mutant)
            .map(|(s, m)| {
                let mut m = m.clone();
                m.id.name = s.name().to_string();
                m
            })
            .collect()
    };
    Ok((twins, if by_name { Pairing::ByName } else { Pairing::ByPosition }))
}

/// The methods of `methods` that apply to every unit of `units`, and those that do not; none that
/// applies is bad input saying why each does not.
pub fn applicable_methods(units: &[&Unit], methods: &[Method]) -> Result<(Vec<Method>, Vec<Method>)> {
    let (ok, dropped): (Vec<Method>, Vec<Method>) =
        methods.iter().partition(|&&m| units.iter().all(|u| u.applies(m).is_ok()));
    if ok.is_empty() {
        let why: Vec<String> = units
            .iter()
            .flat_map(|u| dropped.iter().filter_map(|&m| u.applies(m).err()))
            .map(|e| e.to_string())
            .collect();
        return bad_input(format!("no method of --methods applies to every unit: {}", why.join("; ")));
    }
    Ok((ok, dropped))
}

/// A pair of `.smt2` files as a family of one ([`OneFinding`]): its units, sampled at the SMT layer only.
pub struct UnitFlips<'a> {
    pub units: [Vec<Unit>; 2],
    pub direction: Direction,
    pub blank: FindingRow,
    pub tool: &'a Tool,
    pub cfg: &'a SampleConfig,
    pub cache: &'a QueryCache,
    /// `--rlimit-factor`, `--time-factor`: each run bounded by the seed unit's cost
    /// ([`crate::classify::bound`]).
    pub bound: Factors,
}

impl OneFinding for UnitFlips<'_> {
    type Error = Error;

    fn blank(&self) -> FindingRow {
        self.blank.clone()
    }

    fn direction(&self) -> Direction {
        self.direction
    }

    fn checkable(&self) -> bool {
        false
    }

    fn draws(&self, layer: Layer) -> Result<Box<dyn PairDraws + '_>> {
        match layer {
            Layer::Smt => Ok(Box::new(SmtDraws::new(
                &self.units[0],
                &self.units[1],
                self.tool,
                self.cfg,
                self.cache,
                self.bound,
            )?)),
            Layer::Boogie => bad_input("a pair of SMT queries has no Boogie layer"),
        }
    }
}
