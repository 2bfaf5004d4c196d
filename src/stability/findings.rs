//! The class of a Boogie-level finding (the seed verifies, a mutant does not): the queries of
//! seed and mutant are matched by Boogie's VC name; those whose unperturbed answers differ are
//! sampled on both sides and classified ([`classify`]), and the finding takes the most telling
//! class ([`finding_class`]). When the names do not match one to one, every query of both is
//! sampled and the programs' categories are classified.

use super::error::StabilityError;
use super::program::{sample_queries, Tool};
use super::sampler::{QueryStability, SampleConfig};
use crate::smt::cache::QueryCache;
use crate::smt::mutate::Perturbation;
use crate::smt::query::Query;
use crate::stats::{classify, finding_class, program_category, Category, Class};
use std::collections::BTreeSet;

/// What classifying one finding found.
#[derive(Clone, Debug, PartialEq)]
pub struct Classified {
    pub class: Class,
    /// [`program_category`] of the sampled seed queries (`None`: nothing sampled).
    pub seed_category: Option<Category>,
    pub mutant_category: Option<Category>,
    /// Queries sampled on each side.
    pub queries_sampled: usize,
    /// Solver runs on both sides (cached runs included).
    pub runs: u32,
}

fn names(qs: &[Query]) -> BTreeSet<&str> {
    qs.iter().map(|q| q.name.as_str()).collect()
}

/// Classifies the finding whose seed has queries `seed` and mutant `mutant`, sampling with `tool`.
pub fn classify_finding(
    seed: &[Query],
    mutant: &[Query],
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
) -> Result<Classified, StabilityError> {
    let (sn, mn) = (names(seed), names(mutant));
    let matched = sn == mn && sn.len() == seed.len() && mn.len() == mutant.len();
    let (seed_qs, mutant_qs): (Vec<Query>, Vec<Query>) = if matched {
        let dir = tempfile::tempdir().map_err(StabilityError::Workdir)?;
        let answer = |q: &Query| {
            let script = tool.solver.script(&Perturbation::identity().apply(q));
            cache.solve_script(&tool.solver, &script, dir.path(), cfg.timeout).0.answer
        };
        let mut pairs = (Vec::new(), Vec::new());
        for s in seed {
            if let Some(m) = mutant.iter().find(|m| m.name == s.name) {
                if answer(s) != answer(m) {
                    pairs.0.push(s.clone());
                    pairs.1.push(m.clone());
                }
            }
        }
        pairs
    } else {
        (seed.to_vec(), mutant.to_vec())
    };
    let tools = std::slice::from_ref(tool);
    let s = sample_queries("seed", "", &seed_qs, tools, cfg, cache)?.pop().map(|p| p.queries).unwrap_or_default();
    let m = sample_queries("mutant", "", &mutant_qs, tools, cfg, cache)?.pop().map(|p| p.queries).unwrap_or_default();
    let runs = s.iter().chain(&m).map(QueryStability::runs).sum();
    let cat = |v: &[QueryStability]| (!v.is_empty()).then(|| program_category(v.iter().map(|q| q.category)));
    let (seed_category, mutant_category) = (cat(&s), cat(&m));
    let class = if matched {
        finding_class(s.iter().zip(&m).map(|(a, b)| classify(a.category, b.category)))
    } else {
        match (seed_category, mutant_category) {
            (Some(a), Some(b)) => classify(a, b),
            _ => Class::Inconclusive,
        }
    };
    Ok(Classified { class, seed_category, mutant_category, queries_sampled: s.len().max(m.len()), runs })
}
