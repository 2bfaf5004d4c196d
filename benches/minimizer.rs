//! Minimizer cost with the real Boogie (run with `cargo bench --bench minimizer`): the padded
//! Fig. 1 (38 declarations; its mutant moves a's two declarations before h's) shrunk to Fig. 1,
//! with 1 and 2 jobs. Prints verifier calls, cache hits, pre-filtered candidates and wall time.
//! Targets: fewer than 150 verifier calls and under 60 s with 2 jobs.
//! `WOBBLE_BENCH_SEED=FILE WOBBLE_BENCH_CHAIN='S1(..) ...'` runs another pair instead;
//! `WOBBLE_BENCH_JOBS=2` runs one job count only.
//!
//! Then the statistical reduction of the bundled unstable seed (`seeds/unstable/disc.bpl`, or
//! `WOBBLE_BENCH_UNSTABLE=FILE`) with `wobble minimize --unstable`'s oracle (z3, rename and
//! reseed, at most 20 runs per method, 5 s per run, a fresh cache, 1 job): prints the sizes,
//! candidates, Boogie extractions, sampled solver runs against the fixed budget, solver
//! processes and wall time. `WOBBLE_BENCH_SKIP_PAIR=1` runs only this part.

use std::time::{Duration, Instant};
use wobble::generation::{apply_chain, Chain};
use wobble::minimizer::{minimize, Options, Oracle, OracleConfig, PairInput};
use wobble::syntax::parse_program;

fn main() {
    if std::env::var("WOBBLE_BENCH_SKIP_PAIR").is_err() {
        pair();
    }
    unstable();
}

fn unstable() {
    use wobble::minimizer::stat_run::{run_program, StatRequest};
    use wobble::smt::perturbation::mutate::Method;
    use wobble::smt::solving::solve::{Solver, SolverKind};
    use wobble::stability::program::Tool;
    use wobble::stability::SampleConfig;
    use wobble::stats::Rule;
    let default = concat!(env!("CARGO_MANIFEST_DIR"), "/seeds/unstable/disc.bpl");
    let path = std::env::var("WOBBLE_BENCH_UNSTABLE").unwrap_or_else(|_| default.to_string());
    let solver = match Solver::default_for(SolverKind::Z3) {
        Ok(s) => s,
        Err(e) => return eprintln!("{e}"),
    };
    let boogie = match wobble::verifiers::boogie::BoogieVerifier::default_config() {
        Ok(b) => b,
        Err(e) => return eprintln!("{e}"),
    };
    let timeout = Duration::from_secs(5);
    let rule = match Rule::default().with_time_limit(timeout) {
        Ok(r) => r,
        Err(e) => return eprintln!("{e}"),
    };
    let out = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => return eprintln!("{e}"),
    };
    let req = StatRequest {
        tool: Tool { label: "z3".into(), solver },
        cfg: SampleConfig {
            methods: vec![Method::Rename, Method::Reseed],
            samples: 20,
            rng_seed: 1,
            timeout,
            rule,
            goal: Default::default(),
            until: None,
        },
        boogie_timeout: Duration::from_secs(300),
        queries: Vec::new(),
        options: Options { jobs: 1, ..Options::default() },
        out: out.path().to_path_buf(),
        cache_dir: None,
        terms: true,
        budget: None,
    };
    match run_program(&req, &boogie, std::path::Path::new(&path), &|_| {}) {
        Ok(r) => {
            let sizes: Vec<String> = r.sizes.iter().map(|(w, a, b)| format!("{a} -> {b} {w}")).collect();
            let s = r.work.stats;
            println!(
                "minimize --unstable {path}: {} ({}); {} candidates ({} memo), {} Boogie extractions; {} sampled solver runs of a fixed budget of {} ({} saved by early stopping), {} solver processes; {:.1} s",
                sizes.join(", "),
                r.targets.join(", "),
                s.candidates,
                s.memo_hits,
                s.extractions,
                s.runs,
                s.budget,
                s.saved(),
                r.work.solver_processes,
                r.work.elapsed.as_secs_f64()
            );
        }
        Err(e) => println!("minimize --unstable {path}: {e}"),
    }
}

fn pair() {
    let default_seed = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/minimizer_data/fig1_padded.bpl");
    let seed_path = std::env::var("WOBBLE_BENCH_SEED").unwrap_or_else(|_| default_seed.to_string());
    let chain_text = std::env::var("WOBBLE_BENCH_CHAIN").unwrap_or_else(|_| "S1(0,8) S1(1,9)".to_string());
    let jobs: Vec<usize> = match std::env::var("WOBBLE_BENCH_JOBS").ok().and_then(|j| j.parse().ok()) {
        Some(j) => vec![j],
        None => vec![1, 2],
    };
    let text = match std::fs::read_to_string(&seed_path) {
        Ok(t) => t,
        Err(e) => return eprintln!("cannot read {seed_path}: {e}"),
    };
    let seed = match parse_program(&text, &seed_path) {
        Ok(p) => p,
        Err(e) => return eprintln!("{e}"),
    };
    let chain: Chain = match chain_text.parse() {
        Ok(c) => c,
        Err(e) => return eprintln!("{e}"),
    };
    let mutant = match apply_chain(&seed, &chain) {
        Ok(v) => v.to_programs(),
        Err(e) => return eprintln!("{e}"),
    };
    let verifier = match wobble::minimizer::tools::resolve_tool("boogie", None) {
        Ok(v) => v,
        Err(e) => return eprintln!("{e}"),
    };
    for j in jobs {
        let config =
            OracleConfig { timeout: Duration::from_secs(20), repeats: 1, cache_dir: None, parallel_pair: false };
        let mut oracle = match Oracle::new(verifier.as_ref(), config) {
            Ok(o) => o,
            Err(e) => return eprintln!("{e}"),
        };
        let input = PairInput { seed: seed.clone(), mutant: mutant.clone(), chain: Some(chain.clone()) };
        let started = Instant::now();
        let result = minimize(input, &mut oracle, &Options { jobs: j, ..Options::default() }, &|_| {});
        let secs = started.elapsed().as_secs_f64();
        let s = oracle.stats();
        match result {
            Ok(m) => println!(
                "minimize {seed_path} ({} decls) jobs={j}: -> {} decls, chain {}; {} verifier calls, {} cache hits, {} pre-filtered, {} candidates; {secs:.1} s",
                seed.decls.len(),
                m.seed.decls.len(),
                m.chain.map(|c| c.to_string()).unwrap_or_default(),
                s.verifier_calls,
                s.cache_hits,
                s.prefiltered,
                s.checks
            ),
            Err(e) => println!("minimize {seed_path} jobs={j}: {e}"),
        }
    }
}
