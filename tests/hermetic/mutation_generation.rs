//! Algorithm 1 end to end on parsed programs: distinct mutants, determinism across jobs,
//! chains and headers that regenerate byte-identical mutants, stop reasons, weights, and the
//! enumeration of Fig. 1's 120 declaration orders.

use crate::mutation_fixtures;

use mutation_fixtures::{BARE, FIG1, RICH};
use std::collections::HashSet;
use wobble::generation::enumerate::enumerate_orders;
use wobble::generation::header::seed_hash;
use wobble::generation::{
    apply_chain, generate, generate_many, parse_header, regenerate, render_mutant, GenParams, Header, StopReason,
    Weights,
};
use wobble::mutation::OpName;
use wobble::syntax::{parse_program, print_program};

fn parse(src: &str) -> wobble::syntax::ast::Program {
    parse_program(src, "seed.bpl").unwrap_or_else(|e| panic!("{e}"))
}

fn params(count: usize) -> GenParams {
    GenParams { count, rng_seed: 42, batch: "M*".into(), weights: Weights::default(), max_attempts: 100 * count }
}

#[test]
fn mutants_are_distinct_parse_back_and_replay_from_their_chains() {
    let seed = parse(RICH);
    let g = generate(&seed, &seed_hash(RICH), &params(60));
    assert_eq!(g.stop, StopReason::Reached);
    assert_eq!(g.mutants.len(), 60);
    let seed_text = print_program(&seed);
    let mut texts = HashSet::new();
    texts.insert(vec![seed_text]);
    for (k, m) in g.mutants.iter().enumerate() {
        assert_eq!(m.index, k + 1);
        let t = m.variant.to_text("m");
        let files: Vec<String> = t.files.iter().map(|f| f.text.clone()).collect();
        assert!(texts.insert(files.clone()), "mutant {} repeats an earlier program", m.index);
        for f in &t.files {
            parse_program(&f.text, &f.name).unwrap_or_else(|e| panic!("mutant {}: {e}", m.index));
        }
        let replayed = apply_chain(&seed, &m.chain).unwrap();
        assert_eq!(replayed.to_text("m"), t, "chain {} does not replay", m.chain);
        let reparsed: wobble::generation::Chain = m.chain.to_string().parse().unwrap();
        assert_eq!(reparsed, m.chain);
    }
    // With all operators weighted 1 and 60 mutants, several operators are used.
    let used = g.operator_usage().iter().filter(|&&n| n > 0).count();
    assert!(used >= 6, "only {used} operators used");
    assert_eq!(g.operator_usage()[OpName::G2.index()], 0, "G2 has weight 0 by default");
}

#[test]
fn generation_is_deterministic_and_independent_of_jobs_and_other_seeds() {
    let seeds = vec![(parse(RICH), seed_hash(RICH)), (parse(FIG1), seed_hash(FIG1))];
    let p = params(30);
    let alone = generate(&seeds[1].0, &seeds[1].1, &p);
    let one = generate_many(&seeds, &p, 1);
    let two = generate_many(&seeds, &p, 2);
    let texts = |g: &wobble::generation::Generated| -> Vec<(String, wobble::syntax::source::ProgramText)> {
        g.mutants.iter().map(|m| (m.chain.to_string(), m.variant.to_text("m"))).collect()
    };
    for (a, b) in one.iter().zip(&two) {
        assert_eq!(texts(a), texts(b));
        assert_eq!(a.attempts, b.attempts);
    }
    assert_eq!(texts(&one[1]), texts(&alone));
    // Another batch name or rng seed gives other mutants.
    let mut q = p.clone();
    q.batch = "M_J".into();
    assert_ne!(texts(&generate(&seeds[0].0, &seeds[0].1, &q)), texts(&one[0]));
    let mut r = p.clone();
    r.rng_seed = 43;
    assert_ne!(texts(&generate(&seeds[0].0, &seeds[0].1, &r)), texts(&one[0]));
}

#[test]
fn headers_regenerate_byte_identical_files() {
    let seed = parse(RICH);
    let hash = seed_hash(RICH);
    let mut p = params(40);
    p.weights = "S3=5".parse().unwrap();
    let g = generate(&seed, &hash, &p);
    assert!(g.mutants.iter().any(|m| m.variant.file_count() > 1), "expected some multi-file mutants");
    for m in &g.mutants {
        let h = Header {
            seed: "seeds/rich.bpl".into(),
            seed_sha256: hash.clone(),
            rng_seed: p.rng_seed,
            batch: p.batch.clone(),
            weights: p.weights,
            index: m.index,
            of: p.count,
            files: vec![],
            chain: m.chain.clone(),
        };
        let written = render_mutant(&h, &m.variant);
        assert_eq!(written.files[0].name, format!("mutant-{:04}.bpl", m.index));
        for f in &written.files {
            let back = parse_header(&f.text).unwrap();
            assert_eq!(back.chain, h.chain);
            assert_eq!(back.files.len(), if written.files.len() > 1 { written.files.len() } else { 0 });
            let again = regenerate(&back, RICH).unwrap();
            assert_eq!(render_mutant(&back, &again), written);
        }
    }
}

#[test]
fn stop_reasons() {
    let bare = parse(BARE);
    let g = generate(&bare, &seed_hash(BARE), &params(10));
    assert_eq!(g.stop, StopReason::NoApplicableOperator);
    assert!(g.mutants.is_empty());
    // Two declarations and only S1: exactly one distinct mutant exists.
    let two = "const a: int;\nconst b: int;\n";
    let mut p = params(5);
    p.weights = Weights::only(&[OpName::S1]);
    p.max_attempts = 50;
    let g = generate(&parse(two), &seed_hash(two), &p);
    assert_eq!(g.stop, StopReason::MaxAttempts);
    assert_eq!(g.mutants.len(), 1);
    assert_eq!(g.attempts, 50);
}

#[test]
fn only_weighted_operators_are_used() {
    let seed = parse(RICH);
    for op in [OpName::L3, OpName::G2, OpName::L6] {
        let mut p = params(5);
        p.weights = Weights::only(&[op]);
        let g = generate(&seed, &seed_hash(RICH), &p);
        assert!(!g.mutants.is_empty());
        for m in &g.mutants {
            assert!(m.chain.0.iter().all(|s| s.op == op), "{op}: {}", m.chain);
        }
    }
}

#[test]
fn fig1_has_120_distinct_orders() {
    let seed = parse(FIG1);
    let orders = enumerate_orders(&seed).unwrap();
    assert_eq!(orders.len(), 120);
    let texts: HashSet<String> = orders.iter().map(|(_, v)| v.file_text(0)).collect();
    assert_eq!(texts.len(), 120);
    assert_eq!(orders[0].1.file_text(0), print_program(&seed));
    for (chain, v) in &orders {
        assert!(chain.0.iter().all(|s| s.op == OpName::S1));
        assert_eq!(apply_chain(&seed, chain).unwrap(), *v);
    }
}
