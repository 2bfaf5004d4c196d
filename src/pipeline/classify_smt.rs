//! `wobble classify --seed A.smt2 --mutant B.smt2`: a pair of SMT queries (two versions of a
//! Verus or Dafny project's query, say) classified as a seed/mutant pair is, at the SMT level
//! ([`crate::classify::smt_pair`], the same statistics, a family of one without a Boogie check): both
//! files are split into units ([`crate::smt::text::unit`]), the units are paired by name when both files
//! name them the same way (Boogie's and Dafny's `:boogie-vc-id`), else by position; a different number of
//! units is bad input. Paired units draw the same perturbations (the mutant's take their seed
//! twin's name), with the methods that apply to every unit. The tested direction comes from the
//! unperturbed answers: the mutant is tested for verifying less often unless the seed fails and
//! the mutant verifies. A unit the solver rejects is bad input (the pair cannot be compared).
//! When both verify unperturbed and the mutant's cost (z3's `rlimit-count` summed over the
//! units) reaches `--cost-ratio` times the seed's, the pair gets the cost test of Boogie pairs
//! instead ([`crate::classify::cost`]; paired perturbations of the applicable methods).
//!
//! [`classify_pair`] is `wobble classify`'s entry: it sends a pair of `.smt2` files here and a
//! pair of Boogie programs to [`super::classify::classify_files`].

use super::classify::{classify_files, PairRequest};
use super::{create_out_dir, pool};
use crate::classify::findings::Level;
use crate::classify::findings_csv::{FindingRow, Settings};
use crate::classify::pair::{classify_pair_finding, pair_cost_result, pair_cost_test, PairResult};
use crate::classify::smt_pair::{applicable_methods, pair_units, Pairing, UnitFlips};
use crate::error::{bad_input, FileError, Result};
use crate::runner::ResultsDir;
use crate::smt::perturbation::mutate::Perturbation;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Answer;
use crate::smt::text::unit::{self, Unit};
use crate::stats::Direction;

/// `wobble classify`: a pair of Boogie programs ([`classify_files`]) or of `.smt2` files
/// ([`classify_query_files`]); one of each is bad input.
pub fn classify_pair(req: &PairRequest) -> Result<PairResult> {
    let smt = [&req.seed, &req.mutant].map(|p| super::stability::is_smt_file(p));
    if smt[0] != smt[1] {
        return bad_input("--seed and --mutant must both be Boogie programs or both SMT-LIB files (.smt2)");
    }
    if smt[0] {
        classify_query_files(req)
    } else {
        classify_files(req)
    }
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
    let (methods, dropped) = applicable_methods(&all, &cfg.methods)?;
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
        let pool = pool(req.jobs)?;
        if let Some((row, cost)) =
            pair_cost_test(req.cost_ratio, &pool, req.progress, &blank, &seed, &mutant, tool, &cfg, &cache)?
        {
            return pair_cost_result(row, cost, direction, &dir);
        }
    }
    let flips = UnitFlips { units: [seed, mutant], direction, blank, tool, cfg: &cfg, cache: &cache, bound: req.bound };
    // One finding: no correction to make (a family of one at α), and no Boogie to check it.
    classify_pair_finding(&flips, Level::Smt, &cfg, direction, &dir, &pool(req.jobs)?)
}
