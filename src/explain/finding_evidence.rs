//! What a finding's repairs are made from, as [`super::evidence`] gathers it for a program: the
//! declarations of the united unsat cores of the passing runs, taken on the mutant's query where
//! the mutant passed at all and else on the seed's, then moved to the mutant's twins
//! ([`super::finding::mutant_core_declarations`]); and, for fast unknowns, the patterns the
//! seed's traced passing runs matched and the mutant's traced failing runs did not
//! ([`super::finding::finding_traces`], [`super::trigger`]).

use super::core::core_unions;
use super::finding::{finding_traces, mutant_core_declarations, Side};
use super::output::BlameEntry;
use super::program::{core_declarations, Boogie};
use super::sample::{FailureKind, Profiled};
use super::trigger::FoundTrigger;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Solver;
use crate::smt::text::unit::Unit;
use crate::stability::SampleConfig;
use std::collections::BTreeSet;

/// One program of a finding with its extracted queries.
#[derive(Clone, Copy)]
pub struct Twin<'a> {
    pub boogie: &'a Boogie,
    pub units: &'a [Unit],
}

impl<'a> Twin<'a> {
    /// The program as a side of the finding (its text and the file name Boogie saw).
    pub fn side(&self) -> Side<'a> {
        Side { program: &self.boogie.program, text: &self.boogie.text, name: &self.boogie.name }
    }
}

/// What the repairs of a finding's mutant are made from.
pub struct FindingEvidence {
    /// The mutant's declarations the cores come from, and how many cores.
    pub core: Option<(BTreeSet<usize>, usize)>,
    /// Patterns the seed's passing runs matched and the mutant's failing runs did not.
    pub triggers: Vec<FoundTrigger>,
}

/// The pairs the mutant does `worse` on with their twin queries: (the seed's unit, its sampling,
/// the mutant's unit, its sampling); a pair with a side's unit missing is left out.
pub fn with_units<'a>(
    worse: &[&'a (Profiled, Profiled)],
    seed: Twin<'a>,
    mutant: Twin<'a>,
) -> Vec<(&'a Unit, &'a Profiled, &'a Unit, &'a Profiled)> {
    (worse.iter())
        .filter_map(|(s, m)| {
            let su = seed.units.iter().find(|u| u.name() == s.name)?;
            Some((su, s, mutant.units.iter().find(|u| u.name() == m.name)?, m))
        })
        .collect()
}

/// Gathers the evidence of the pairs (seed, mutant) the mutant does `worse` on (on the current
/// rayon pool), `entries` the blame of the pairs, `failure` the kind of the mutant's failures.
#[allow(clippy::too_many_arguments)]
pub fn gather(
    solver: &Solver,
    cache: &QueryCache,
    cfg: &SampleConfig,
    worse: &[&(Profiled, Profiled)],
    entries: &[BlameEntry],
    failure: FailureKind,
    seed: Twin,
    mutant: Twin,
) -> FindingEvidence {
    // The cores of the mutant's passing runs, else of the seed's, moved to the mutant.
    let on_mutant: Vec<&Profiled> = worse.iter().map(|(_, m)| m).filter(|m| m.passing().next().is_some()).collect();
    let on_seed: Vec<&Profiled> = worse.iter().filter(|(_, m)| m.passing().next().is_none()).map(|(s, _)| s).collect();
    let (mu, su) = (
        core_unions(solver, cache, mutant.units, &on_mutant, cfg, true),
        core_unions(solver, cache, seed.units, &on_seed, cfg, true),
    );
    let mine: Vec<String> = on_mutant.iter().map(|p| p.name.clone()).collect();
    let theirs: Vec<String> = on_seed.iter().map(|p| p.name.clone()).collect();
    let (m, s) = (mutant.boogie, seed.boogie);
    let core = core_declarations(&m.program, &m.name, mutant.units, &mu, &mine)
        .zip(core_declarations(&s.program, &s.name, seed.units, &su, &theirs))
        .map(|((named, n), (seed_named, k))| {
            (mutant_core_declarations(named, seed_named, seed.side(), mutant.side()), n + k)
        });
    let triggers = if failure == FailureKind::FastUnknown {
        super::trigger::find(&finding_traces(solver, cache, cfg, worse, entries, [seed.units, mutant.units]))
    } else {
        Vec::new()
    };
    FindingEvidence { core, triggers }
}
