//! Algorithm 1 of the paper: grow a pool of distinct mutants of one seed.
//!
//! The pool starts as `{seed}`. Each iteration (an *attempt*):
//! 1. draws a program `p` uniformly from the pool;
//! 2. draws an operator with probability proportional to its weight **among the operators that
//!    have at least one site in `p`** (zero weight: never); if no weighted operator applies to `p`,
//!    the attempt fails;
//! 3. draws one of the operator's sites in `p` uniformly and applies it;
//! 4. adds the mutant to the pool if its printed text (file layout included) differs from every
//!    program already there, the seed included.
//!
//! Generation stops when `count` mutants (seed excluded) are in the pool ([`StopReason::Reached`]),
//! after `max_attempts` attempts ([`StopReason::MaxAttempts`]), or at once when no weighted
//! operator applies to the seed itself ([`StopReason::NoApplicableOperator`]).
//! Everything is sequential and driven by [`GenRng`], so the result depends only on the seed, its
//! content hash, and the parameters. Parallelism is across seeds ([`generate_many`]).

use super::chain::{Chain, Step};
use super::weights::Weights;
use crate::mutation::variant::OPERATOR_COUNT;
use crate::mutation::{operator, OpName, Variant};
use crate::syntax::ast::Program;
use crate::util::rng::GenRng;
use rayon::prelude::*;
use std::collections::HashSet;
use std::fmt;

/// Parameters of one generation run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenParams {
    /// Number of mutants wanted (the seed is not counted).
    pub count: usize,
    /// The user's random seed.
    pub rng_seed: u64,
    /// The batch name (part of the random identity: batches of one seed differ).
    pub batch: String,
    pub weights: Weights,
    /// Give up after this many iterations.
    pub max_attempts: usize,
}

impl GenParams {
    /// `count` mutants with default weights, batch `default`, `max_attempts = 100 * count`.
    pub fn new(count: usize, rng_seed: u64) -> GenParams {
        GenParams {
            count,
            rng_seed,
            batch: "default".to_string(),
            weights: Weights::default(),
            max_attempts: count.saturating_mul(100).max(100),
        }
    }
}

/// Why generation stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// All requested mutants were generated.
    Reached,
    /// `max_attempts` iterations did not produce enough distinct mutants.
    MaxAttempts,
    /// No operator with positive weight applies to the seed.
    NoApplicableOperator,
}

impl fmt::Display for StopReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StopReason::Reached => "reached the requested number of mutants",
            StopReason::MaxAttempts => "gave up after the maximum number of attempts",
            StopReason::NoApplicableOperator => "no operator with positive weight applies to the seed",
        })
    }
}

/// One generated mutant.
#[derive(Clone, Debug)]
pub struct Mutant {
    /// 1-based, in order of generation.
    pub index: usize,
    pub variant: Variant,
    pub chain: Chain,
}

/// The result of one generation run.
#[derive(Clone, Debug)]
pub struct Generated {
    pub mutants: Vec<Mutant>,
    pub stop: StopReason,
    /// Iterations of the main loop.
    pub attempts: usize,
}

impl Generated {
    /// How many times each operator was applied to produce the mutants (whole chains counted).
    pub fn operator_usage(&self) -> [usize; OPERATOR_COUNT] {
        let mut n = [0; OPERATOR_COUNT];
        for m in &self.mutants {
            for s in &m.chain.0 {
                n[s.op.index()] += 1;
            }
        }
        n
    }
}

/// One program of a pool: the seed or a mutant, with the chain that made it.
pub(super) struct Entry {
    pub(super) variant: Variant,
    pub(super) chain: Chain,
    counts: Option<[usize; OPERATOR_COUNT]>,
}

impl Entry {
    pub(super) fn new(variant: Variant, chain: Chain) -> Entry {
        Entry { variant, chain, counts: None }
    }
}

/// What one attempt of Algorithm 1 did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Attempt {
    /// A new distinct mutant was added at the end of the pool.
    Added,
    /// The mutant was already in the pool, or the drawn site did not apply.
    Nothing,
    /// No weighted operator applies to the drawn program.
    NothingApplies,
}

/// Steps 2-4 of Algorithm 1 on the program `pi` of `pool`: draw an operator among those with a
/// site there, one of its sites, apply it, and add the mutant if it is new.
pub(super) fn attempt(
    pool: &mut Vec<Entry>,
    pi: usize,
    rng: &mut GenRng,
    weights: &Weights,
    seen: &mut HashSet<[u8; 32]>,
) -> Attempt {
    let entry = &mut pool[pi];
    let counts = *entry.counts.get_or_insert_with(|| site_counts(&entry.variant, weights));
    let total: u64 = OpName::ALL.iter().filter(|op| counts[op.index()] > 0).map(|&op| u64::from(weights.get(op))).sum();
    if total == 0 {
        return Attempt::NothingApplies;
    }
    let mut r = rng.below(total);
    let mut chosen = OpName::S1;
    for op in OpName::ALL {
        let w = if counts[op.index()] > 0 { u64::from(weights.get(op)) } else { 0 };
        if r < w {
            chosen = op;
            break;
        }
        r -= w;
    }
    let k = rng.index(counts[chosen.index()]);
    let parent = &pool[pi];
    let Some(site) = operator(chosen).nth_site(&parent.variant, k) else { return Attempt::Nothing };
    let Ok(mutant) = operator(chosen).apply(&parent.variant, &site) else { return Attempt::Nothing };
    if !seen.insert(mutant.key()) {
        return Attempt::Nothing;
    }
    let chain = parent.chain.then(Step { op: chosen, site });
    pool.push(Entry::new(mutant, chain));
    Attempt::Added
}

fn site_counts(v: &Variant, w: &Weights) -> [usize; OPERATOR_COUNT] {
    let mut c = [0; OPERATOR_COUNT];
    for op in OpName::ALL {
        if w.get(op) > 0 {
            c[op.index()] = operator(op).count_sites(v);
        }
    }
    c
}

/// Runs Algorithm 1 on `seed`; `seed_text_hash` (the SHA-256 of the seed's original text) is the
/// seed's identity in the random stream.
pub fn generate(seed: &Program, seed_text_hash: &str, params: &GenParams) -> Generated {
    let mut rng = GenRng::new(params.rng_seed, seed_text_hash, &params.batch);
    let start = Variant::from_program(seed.clone());
    let mut seen: HashSet<[u8; 32]> = HashSet::new();
    seen.insert(start.key());
    let mut pool = vec![Entry::new(start, Chain::default())];
    let mut attempts = 0usize;
    let stop = loop {
        if pool.len() > params.count {
            break StopReason::Reached;
        }
        if attempts >= params.max_attempts {
            break StopReason::MaxAttempts;
        }
        attempts += 1;
        let pi = rng.index(pool.len());
        match attempt(&mut pool, pi, &mut rng, &params.weights, &mut seen) {
            Attempt::NothingApplies if pool.len() == 1 => break StopReason::NoApplicableOperator,
            _ => {}
        }
    };
    let mutants = pool
        .into_iter()
        .skip(1)
        .enumerate()
        .map(|(k, e)| Mutant { index: k + 1, variant: e.variant, chain: e.chain })
        .collect();
    Generated { mutants, stop, attempts }
}

/// [`generate`] for many seeds (each `(program, content hash)`) on `jobs` threads. The results,
/// in input order, are identical for every `jobs`.
pub fn generate_many(seeds: &[(Program, String)], params: &GenParams, jobs: usize) -> Vec<Generated> {
    let run = || seeds.par_iter().map(|(p, h)| generate(p, h, params)).collect::<Vec<_>>();
    crate::util::pool::install(jobs, run)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generation::chain::apply_chain;
    use crate::mutation::testutil::const_decl;
    use crate::syntax::ast::*;

    fn proc_with_body() -> Decl {
        let assert_true = |v: &str| Stmt::new(StmtKind::Assert { attrs: vec![], expr: Expr::var(v) });
        Decl::new(DeclKind::Procedure(Box::new(ProcedureDecl {
            pure: false,
            attrs: vec![],
            name: "p".into(),
            type_params: vec![],
            ins: vec![],
            outs: vec![],
            specs: vec![
                Spec::Requires(Contract { free: false, attrs: vec![], expr: Expr::var("a") }),
                Spec::Requires(Contract { free: false, attrs: vec![], expr: Expr::var("b") }),
            ],
            body: Some(Body { locals: vec![], stmts: vec![assert_true("x"), assert_true("y")] }),
        })))
    }

    fn seed() -> Program {
        Program { decls: vec![const_decl("a"), const_decl("b"), const_decl("x"), const_decl("y"), proc_with_body()] }
    }

    #[test]
    fn generates_distinct_replayable_mutants_deterministically() {
        let p = GenParams::new(25, 9);
        let g = generate(&seed(), "h", &p);
        assert_eq!(g.stop, StopReason::Reached);
        assert_eq!(g.mutants.len(), 25);
        let mut keys: HashSet<[u8; 32]> = HashSet::new();
        keys.insert(Variant::from_program(seed()).key());
        for m in &g.mutants {
            assert!(keys.insert(m.variant.key()));
            assert_eq!(apply_chain(&seed(), &m.chain).map(|v| v.key()), Ok(m.variant.key()));
        }
        let again = generate(&seed(), "h", &p);
        let chains = |g: &Generated| g.mutants.iter().map(|m| m.chain.to_string()).collect::<Vec<_>>();
        assert_eq!(chains(&g), chains(&again));
        assert_ne!(chains(&g), chains(&generate(&seed(), "other", &p)));
    }

    #[test]
    fn stops_when_nothing_applies_or_attempts_run_out() {
        let one = Program { decls: vec![const_decl("a")] };
        let g = generate(&one, "h", &GenParams::new(5, 1));
        assert_eq!(g.stop, StopReason::NoApplicableOperator);
        assert_eq!(g.attempts, 1);
        let two = Program { decls: vec![const_decl("a"), const_decl("b")] };
        let mut p = GenParams::new(5, 1);
        p.weights = Weights::only(&[OpName::S1]);
        p.max_attempts = 30;
        let g = generate(&two, "h", &p);
        assert_eq!((g.stop, g.mutants.len(), g.attempts), (StopReason::MaxAttempts, 1, 30));
    }
}
