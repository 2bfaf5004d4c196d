//! The Boogie-level statistical oracle (`wobble minimize --keep CLASS`, `--unstable PROGRAM.bpl`):
//! a candidate's verification conditions are extracted through Boogie's prover log, and only the
//! *target* queries (the implementations that carry the property, fixed by the baseline) are
//! sampled with the stability layer's sequential sampling. A candidate is kept only when the
//! property is established (a decided category, never `inconclusive`):
//!
//! - single program, `unstable`: every target query is `unstable`;
//! - pair, `encoding` / `mutant-unstable`: for every target, [`crate::stats::classify()`] of the
//!   seed's and the mutant's categories is that class (the seed is sampled first; the mutant is
//!   not sampled when the seed's category already rules the class out);
//! - pair, `unstable`: every target query of the mutant is `unstable`.
//!
//! Verdicts are memoized by program text; solver runs go through the exact-text cache.

use super::keep::Keep;
use super::reduce::PairCheck;
use super::sampling::Sampler;
use crate::error::{ErrorKind, HasKind};
use crate::smt::text::query::{text_hash, Query};
use crate::stability::program::program_queries;
use crate::stability::{QueryStability, StabilityError};
use crate::stats::Category;
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use rayon::prelude::*;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

/// Why the input does not have the property to keep.
#[derive(Debug, thiserror::Error)]
pub enum StatBaselineError {
    #[error("cannot extract the verification conditions of the {side}")]
    Extract {
        side: &'static str,
        #[source]
        source: StabilityError,
    },
    #[error("the {side} has no verification condition named `{name}`")]
    NoSuchQuery { side: &'static str, name: String },
    #[error("no verification condition keeps `{keep}`: {found}")]
    NotFound { keep: Keep, found: String },
}

impl HasKind for StatBaselineError {
    fn kind(&self) -> ErrorKind {
        match self {
            StatBaselineError::Extract { source, .. } => source.kind(),
            _ => ErrorKind::BadInput,
        }
    }
}

/// One target query, sampled on both sides of a pair (the seed side only when the property
/// needs it).
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    pub name: String,
    pub seed: Option<QueryStability>,
    pub mutant: QueryStability,
}

impl Measured {
    pub fn holds(&self, keep: Keep) -> bool {
        keep.holds(self.seed.as_ref().map(|s| s.category), self.mutant.category)
    }
}

/// See the module documentation.
pub struct StatOracle<'s> {
    sampler: &'s Sampler,
    boogie: &'s BoogieVerifier,
    boogie_timeout: Duration,
    keep: Keep,
    targets: Vec<String>,
    memo: Mutex<HashMap<String, bool>>,
}

fn find<'q>(qs: &'q [Query], name: &str) -> Option<&'q Query> {
    qs.iter().find(|q| q.name == name)
}

fn summary(ms: &[(String, Option<Category>, Category)]) -> String {
    if ms.is_empty() {
        return "no query sampled".into();
    }
    ms.iter()
        .map(|(n, s, m)| match s {
            Some(s) => format!("{n}: seed {s}, mutant {m}"),
            None => format!("{n}: {m}"),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

impl<'s> StatOracle<'s> {
    pub fn new(
        sampler: &'s Sampler,
        boogie: &'s BoogieVerifier,
        boogie_timeout: Duration,
        keep: Keep,
    ) -> StatOracle<'s> {
        StatOracle { sampler, boogie, boogie_timeout, keep, targets: Vec::new(), memo: Mutex::new(HashMap::new()) }
    }

    /// The names of the queries that carry the property (empty before a baseline).
    pub fn targets(&self) -> &[String] {
        &self.targets
    }

    pub fn keep(&self) -> Keep {
        self.keep
    }

    /// The sampler the oracle measures with.
    pub fn sampler(&self) -> &Sampler {
        self.sampler
    }

    /// The first target query of a program, extracted (one Boogie run), and its measurement
    /// (from the exact-text cache when the baseline sampled it); `None` when Boogie rejects the
    /// program or the query is missing.
    pub fn target_query(&self, p: &ProgramText) -> Option<(Query, QueryStability)> {
        let name = self.targets.first()?;
        let qs = self.extract(p).ok()?;
        let q = find(&qs, name)?.clone();
        let m = self.sampler.measure(&q);
        Some((q, m))
    }

    fn extract(&self, p: &ProgramText) -> Result<Vec<Query>, StabilityError> {
        self.sampler.note_extraction();
        program_queries(self.boogie, "candidate", p, self.boogie_timeout)
    }

    /// Samples the queries of one program (`only` names them; empty: all) and fixes the targets:
    /// the named queries (each must be unstable), or else the unstable query with the lowest
    /// success rate. Returns every sampled query, for the report.
    pub fn baseline_single(
        &mut self,
        p: &ProgramText,
        only: &[String],
    ) -> Result<Vec<QueryStability>, StatBaselineError> {
        let qs = self.extract(p).map_err(|source| StatBaselineError::Extract { side: "program", source })?;
        let chosen: Vec<&Query> = if only.is_empty() {
            qs.iter().collect()
        } else {
            only.iter()
                .map(|n| find(&qs, n).ok_or(StatBaselineError::NoSuchQuery { side: "program", name: n.clone() }))
                .collect::<Result<_, _>>()?
        };
        let measured: Vec<QueryStability> = chosen.par_iter().map(|q| self.sampler.measure(q)).collect();
        let unstable: Vec<&QueryStability> = measured.iter().filter(|m| m.category == Category::Unstable).collect();
        let all_named_unstable = !only.is_empty() && unstable.len() == measured.len();
        let targets: Vec<String> = if all_named_unstable {
            unstable.iter().map(|m| m.name.clone()).collect()
        } else if only.is_empty() {
            let rate = |m: &&QueryStability| f64::from(m.successes()) / f64::from(m.runs().max(1));
            unstable.iter().min_by(|a, b| rate(a).total_cmp(&rate(b))).map(|m| vec![m.name.clone()]).unwrap_or_default()
        } else {
            Vec::new()
        };
        if targets.is_empty() {
            let found = measured.iter().map(|m| (m.name.clone(), None, m.category)).collect::<Vec<_>>();
            return Err(StatBaselineError::NotFound { keep: Keep::Unstable, found: summary(&found) });
        }
        self.targets = targets;
        Ok(measured)
    }

    /// Samples the targets of one program; `None` when Boogie rejects it or a target is missing.
    pub fn measure_single(&self, p: &ProgramText) -> Option<Vec<QueryStability>> {
        let qs = self.extract(p).ok()?;
        self.targets.iter().map(|n| find(&qs, n).map(|q| self.sampler.measure(q))).collect()
    }

    /// Whether every target query of the program is still unstable.
    pub fn holds_single(&self, p: &ProgramText) -> bool {
        let key = p.content_hash();
        if let Some(v) = self.memo.lock().ok().and_then(|m| m.get(&key).copied()) {
            self.sampler.note_candidate(true);
            return v;
        }
        self.sampler.note_candidate(false);
        let verdict = match self.extract(p) {
            Ok(qs) => self
                .targets
                .iter()
                .all(|n| find(&qs, n).is_some_and(|q| self.sampler.measure(q).category == Category::Unstable)),
            Err(_) => false,
        };
        if let Ok(mut m) = self.memo.lock() {
            m.insert(key, verdict);
        }
        verdict
    }

    /// Samples the pair's queries and fixes the targets: the queries named in `only` (each
    /// must keep the property), or else the first query (in the mutant's order) that keeps it,
    /// among those whose unperturbed answers differ (all matched queries if none differ; for
    /// `unstable`, every query of the mutant).
    pub fn baseline_pair(
        &mut self,
        seed: &ProgramText,
        mutant: &ProgramText,
        only: &[String],
    ) -> Result<Vec<Measured>, StatBaselineError> {
        let sq = self.extract(seed).map_err(|source| StatBaselineError::Extract { side: "seed", source })?;
        let mq = self.extract(mutant).map_err(|source| StatBaselineError::Extract { side: "mutant", source })?;
        let needs_seed = self.keep.needs_seed();
        let names: Vec<String> = if !only.is_empty() {
            for n in only {
                if needs_seed && find(&sq, n).is_none() {
                    return Err(StatBaselineError::NoSuchQuery { side: "seed", name: n.clone() });
                }
                if find(&mq, n).is_none() {
                    return Err(StatBaselineError::NoSuchQuery { side: "mutant", name: n.clone() });
                }
            }
            only.to_vec()
        } else if !needs_seed {
            mq.iter().map(|q| q.name.clone()).collect()
        } else {
            let matched: Vec<(&Query, &Query)> = mq.iter().filter_map(|m| find(&sq, &m.name).map(|s| (s, m))).collect();
            let differ: Vec<String> = matched
                .iter()
                .filter(|(s, m)| self.sampler.answer(s) != self.sampler.answer(m))
                .map(|(s, _)| s.name.clone())
                .collect();
            if differ.is_empty() {
                matched.iter().map(|(s, _)| s.name.clone()).collect()
            } else {
                differ
            }
        };
        let measured: Vec<Measured> = names
            .par_iter()
            .filter_map(|n| {
                let m = find(&mq, n)?;
                let s = if needs_seed { Some(self.sampler.measure(find(&sq, n)?)) } else { None };
                Some(Measured { name: n.clone(), seed: s, mutant: self.sampler.measure(m) })
            })
            .collect();
        let keep = self.keep;
        let targets: Vec<String> = if !only.is_empty() {
            if measured.iter().all(|m| m.holds(keep)) {
                measured.iter().map(|m| m.name.clone()).collect()
            } else {
                Vec::new()
            }
        } else {
            measured.iter().find(|m| m.holds(keep)).map(|m| vec![m.name.clone()]).unwrap_or_default()
        };
        if targets.is_empty() {
            let found: Vec<_> = measured
                .iter()
                .map(|m| (m.name.clone(), m.seed.as_ref().map(|s| s.category), m.mutant.category))
                .collect();
            return Err(StatBaselineError::NotFound { keep, found: summary(&found) });
        }
        self.targets = targets;
        Ok(measured)
    }

    /// Samples the targets of a pair; `None` when Boogie rejects a side or a target is missing.
    pub fn measure_pair(&self, seed: &ProgramText, mutant: &ProgramText) -> Option<Vec<Measured>> {
        let sq = if self.keep.needs_seed() { self.extract(seed).ok()? } else { Vec::new() };
        let mq = self.extract(mutant).ok()?;
        self.targets
            .iter()
            .map(|n| {
                let s = if self.keep.needs_seed() { Some(self.sampler.measure(find(&sq, n)?)) } else { None };
                Some(Measured { name: n.clone(), seed: s, mutant: self.sampler.measure(find(&mq, n)?) })
            })
            .collect()
    }

    fn decide_pair(&self, seed: &ProgramText, mutant: &ProgramText) -> bool {
        let needs_seed = self.keep.needs_seed();
        let sq = if needs_seed {
            match self.extract(seed) {
                Ok(q) => q,
                Err(_) => return false,
            }
        } else {
            Vec::new()
        };
        // The seed's categories first: when one rules the class out, the mutant is not run.
        let mut seed_cats = Vec::new();
        for n in &self.targets {
            if !needs_seed {
                seed_cats.push(None);
                continue;
            }
            let Some(q) = find(&sq, n) else { return false };
            let c = self.sampler.measure(q).category;
            if !self.keep.seed_allows(c) {
                return false;
            }
            seed_cats.push(Some(c));
        }
        let Ok(mq) = self.extract(mutant) else { return false };
        self.targets
            .iter()
            .zip(seed_cats)
            .all(|(n, s)| find(&mq, n).is_some_and(|q| self.keep.holds(s, self.sampler.measure(q).category)))
    }

    /// Whether the candidate pair keeps the property (memoized by both texts).
    pub fn holds_pair(&self, seed: &ProgramText, mutant: &ProgramText) -> bool {
        let key = text_hash(&format!("{}\n{}", seed.content_hash(), mutant.content_hash()));
        if let Some(v) = self.memo.lock().ok().and_then(|m| m.get(&key).copied()) {
            self.sampler.note_candidate(true);
            return v;
        }
        self.sampler.note_candidate(false);
        let verdict = self.decide_pair(seed, mutant);
        if let Ok(mut m) = self.memo.lock() {
            m.insert(key, verdict);
        }
        verdict
    }
}

impl PairCheck for StatOracle<'_> {
    fn holds(&self, seed: &ProgramText, mutant: &ProgramText) -> bool {
        self.holds_pair(seed, mutant)
    }
}
