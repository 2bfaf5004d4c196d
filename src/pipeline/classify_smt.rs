//! `wobble classify --seed A.smt2 --mutant B.smt2`: a pair of SMT queries (two versions of a
//! Verus or Dafny project's query, say) classified as a seed/mutant pair is, at the SMT level
//! ([`crate::classify::family`], the same statistics, a family of one without a Boogie check): both files are split
//! into units ([`crate::smt::text::unit`]), the units are paired by name when both files name them the
//! same way (Boogie's and Dafny's `:boogie-vc-id`), else by position; a different number of
//! units is bad input. Paired units draw the same perturbations (the mutant's take their seed
//! twin's name), with the methods that apply to every unit. The tested direction comes from the
//! unperturbed answers: the mutant is tested for verifying less often unless the seed fails and
//! the mutant verifies. A unit the solver rejects is bad input (the pair cannot be compared).
//! When both verify unperturbed and the mutant's cost (z3's `rlimit-count` summed over the
//! units) reaches `--cost-ratio` times the seed's, the pair gets the cost test of Boogie pairs
//! instead ([`crate::classify::cost`]; paired perturbations of the applicable methods).

use super::classify::{pair_cost_result, pair_cost_test, PairRequest, PairResult};
use super::{create_out_dir, pool};
use crate::classify::bound::Factors;
use crate::classify::family::{classify_alone, FamilyPlan, OneFinding};
use crate::classify::findings::{Layer, Level, PairDraws, SmtDraws};
use crate::classify::findings_csv::{self, FindingRow, Settings};
use crate::error::{bad_input, Error, FileError, Result};
use crate::runner::ResultsDir;
use crate::smt::perturbation::mutate::{Method, Perturbation, Sample};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Answer;
use crate::smt::text::unit::{self, Unit};
use crate::stability::program::Tool;
use crate::stability::sampler::SampleConfig;
use crate::stats::{Correction, Direction};
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

/// Classifies a pair of `.smt2` files and writes `OUT/findings.csv` (one row).
pub fn classify_query_files(req: &PairRequest) -> Result<PairResult> {
    if req.level != Level::Smt {
        return bad_input(format!(
            "--level {}: a pair of SMT queries is classified at the smt level (the Boogie layer needs Boogie programs)",
            req.level
        ));
    }
    let seed = unit::read_file(&req.seed)?;
    let mutant = unit::read_file(&req.mutant)?;
    let (mutant, pairing) = pair_units(&seed, &mutant).map_err(crate::error::BadInput)?;
    create_out_dir(&req.out)?;
    let dir = ResultsDir::at(&req.out);
    dir.create().map_err(|e| FileError::create(&req.out, e))?;
    let mut cfg = req.sampling.config(req.timeout)?;
    let all: Vec<&Unit> = seed.iter().chain(&mutant).collect();
    let (methods, dropped): (Vec<Method>, Vec<Method>) =
        cfg.methods.iter().partition(|&&m| all.iter().all(|u| u.applies(m).is_ok()));
    if methods.is_empty() {
        let why: Vec<String> = all
            .iter()
            .flat_map(|u| dropped.iter().filter_map(|&m| u.applies(m).err()))
            .map(|e| e.to_string())
            .collect();
        return bad_input(format!("no method of --methods applies to every unit: {}", why.join("; ")));
    }
    cfg.methods = methods;
    let vcs = super::vcs::VcContext::build(req.vcs.clone())?;
    let tool = vcs.solver();
    let cache = QueryCache::new(dir.cache_dir().join("smt"));
    let work = tempfile::tempdir().map_err(|e| FileError::write("a temporary directory", e))?;
    // The unperturbed answers: a rejected unit stops here; they decide the tested direction.
    let mut verified = [true, true];
    for (side, units) in [&seed, &mutant].into_iter().enumerate() {
        for u in units {
            let script = tool
                .solver
                .script_for(u, &Perturbation::identity())
                .map_err(|e| crate::error::BadInput(e.to_string()))?;
            let (r, _) = cache.solve_script(&tool.solver, &script, work.path(), cfg.timeout);
            if r.answer == Answer::Error {
                let flag = ["--seed", "--mutant"][side];
                return bad_input(format!("{flag}: {}: {} rejects it: {}", u.id, tool.solver.describe(), r.detail));
            }
            verified[side] &= r.answer.verified();
        }
    }
    let direction = if !verified[0] && verified[1] { Direction::MutantBetter } else { Direction::MutantWorse };
    req.progress.lazy(|| {
        let dropped: Vec<&str> = dropped.iter().map(|m| m.as_str()).collect();
        format!(
            "classify: {} unit pair(s) matched by {}; seed {}, mutant {} unperturbed; sampling at the smt level{}",
            seed.len(),
            match pairing {
                Pairing::ByName => "name",
                Pairing::ByPosition => "position",
            },
            if verified[0] { "verified" } else { "not verified" },
            if verified[1] { "verified" } else { "not verified" },
            if dropped.is_empty() { String::new() } else { format!(" (not applicable: {})", dropped.join(", ")) }
        )
    });
    let settings = Settings::new(&cfg.methods, cfg.samples, cfg.timeout, cfg.rng_seed);
    let blank = FindingRow::new(
        &req.seed.display().to_string(),
        "",
        &tool.label,
        "pair",
        0,
        "",
        &req.mutant.display().to_string(),
        &settings,
    );
    if verified == [true, true] {
        // No flip unperturbed: a mutant whose unperturbed cost reaches --cost-ratio times the
        // seed's is tested for a cost finding (the same paired test as for Boogie programs, on
        // the units' rlimit-count); any other pair is classified as a flip below.
        if let Some((row, cost)) = pair_cost_test(req, &blank, &seed, &mutant, tool, &cfg, &cache)? {
            return pair_cost_result(row, cost, direction, &dir);
        }
    }
    let flips = UnitFlips { units: [seed, mutant], direction, blank, tool, cfg: &cfg, cache: &cache, bound: req.bound };
    // One finding: no correction to make (a family of one at α), and no Boogie to check it.
    let plan = FamilyPlan {
        level: Level::Smt,
        rule: cfg.rule,
        samples: cfg.samples,
        correction: Correction::Holm,
        size: 1,
        count_seed_unstable: false,
    };
    let (row, classified) = pool(req.jobs)?.install(|| classify_alone(&flips, &plan))?;
    let file = dir.root().join(findings_csv::FILE_NAME);
    findings_csv::write(&file, std::slice::from_ref(&row))?;
    Ok(PairResult { row, classified, direction, cost: None, file })
}

/// A pair of `.smt2` files as a family of one ([`Flips`](crate::classify::family::Flips)): its units, sampled at the SMT layer only.
struct UnitFlips<'a> {
    units: [Vec<Unit>; 2],
    direction: Direction,
    blank: FindingRow,
    tool: &'a Tool,
    cfg: &'a SampleConfig,
    cache: &'a QueryCache,
    /// `--rlimit-factor`, `--time-factor`: each run bounded by the seed unit's cost
    /// ([`crate::classify::bound`]).
    bound: Factors,
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
