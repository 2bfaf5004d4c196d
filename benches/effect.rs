//! The cost of classifying findings by their measured effect (issue #25): on pairs of our own
//! seeds and mutants, with the real Boogie and z3, the group-sequential two-sample test
//! (`stats::effect::EffectTest`, what `fuzz --classify` runs) against a fixed 60 + 60 runs per
//! method (`stats::effect::fixed_class` on all of them): runs used and whether the two verdicts
//! agree. Both read the same outcome streams (run `k` of a method on a side is one exact z3 text,
//! solved once through a cache under `target/bench-effect-cache`, so a second `make bench` is
//! fast). Figures only: nothing here asserts a speed.
//!
//! Pairs (defaults rename and reseed, 60 runs per method and side, z3 limit 10 s, RNG seed 1):
//! - Fig. 1 and its failing declaration order (`seeds/failing/fig1_swapped.bpl`): an `encoding`;
//! - `seeds/unstable/disc.bpl` and its L5 mutant with both procedures' `requires` swapped
//!   (fails under Boogie's default seed): much worse than a slightly unstable seed;
//! - `disc.bpl` and the mutant with only `Taxicab`'s `requires` swapped: no worse.

use std::path::PathBuf;
use wobble::classify::findings::{compared_sets, smt_run};
use wobble::smt::solving::cache::QueryCache;
use wobble::smt::solving::solve::{Solver, SolverKind};
use wobble::stability::program::{program_queries, Tool};
use wobble::stability::SampleConfig;
use wobble::stats::effect::{fixed_class, run_streams, Design, Direction};
use wobble::stats::Rule;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;

type R<T> = Result<T, Box<dyn std::error::Error>>;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn swap(text: &str, a: &str, b: &str) -> String {
    text.replacen(&format!("{a}\n{b}\n"), &format!("{b}\n{a}\n"), 1)
}

fn pairs() -> R<Vec<(&'static str, String, String)>> {
    let read = |p: &str| std::fs::read_to_string(root().join(p));
    let disc = read("seeds/unstable/disc.bpl")?;
    let taxicab = swap(&disc, "  requires 0 <= x && 0 <= y && 0 <= r;", "  requires x*x + y*y < r*r;");
    let both = swap(&taxicab, "  requires 0 <= x && 0 <= y && 0 <= z;", "  requires x*x + y*y < z*z;");
    Ok(vec![
        ("fig1 / fig1_swapped", read("seeds/E-triggers/fig1.bpl")?, read("seeds/failing/fig1_swapped.bpl")?),
        ("disc / L5 on both", disc.clone(), both),
        ("disc / L5 on Taxicab", disc, taxicab),
    ])
}

fn main() -> R<()> {
    let boogie = BoogieVerifier::default_config()?;
    let tool = Tool { label: "z3".into(), solver: Solver::default_for(SolverKind::Z3)? };
    let timeout = std::time::Duration::from_secs(10);
    let rule = Rule::default().with_time_limit(timeout)?;
    let methods = wobble::smt::perturbation::mutate::Method::DEFAULT.to_vec();
    let cfg = SampleConfig {
        methods: methods.clone(),
        samples: 60,
        rng_seed: 1,
        timeout,
        rule,
        goal: Default::default(),
        until: None,
    };
    let cache = QueryCache::new(root().join("target/bench-effect-cache"));
    let design = Design::new(rule, 60, Direction::MutantWorse);
    println!(
        "two-sample classification: sequential test vs a fixed 60 + 60 runs per method (z3 {} s, methods {})",
        timeout.as_secs(),
        methods.iter().map(|m| m.as_str()).collect::<Vec<_>>().join(",")
    );
    println!("   {:<22} {:<16} {:>9} {:<16} {:>9}  agree", "pair", "sequential", "runs", "fixed", "runs");
    let (mut used, mut fixed_runs, mut agree, mut n) = (0u32, 0u32, 0u32, 0u32);
    for (name, seed, mutant) in pairs()? {
        let texts = [ProgramText::single("seed.bpl", seed), ProgramText::single("mutant.bpl", mutant)];
        let limit = std::time::Duration::from_secs(300);
        let sq = program_queries(&boogie, name, &texts[0], limit)?;
        let mq = program_queries(&boogie, name, &texts[1], limit)?;
        let sets = compared_sets(&sq, &mq, &tool, &cfg, &cache)?;
        // Runs in parallel (two at a time on two cores), each in a work directory of its own.
        let streams = |set: &[wobble::smt::text::query::Query]| -> Vec<Vec<bool>> {
            use rayon::prelude::*;
            methods
                .iter()
                .map(|&m| {
                    (0..60u32)
                        .into_par_iter()
                        .map(|k| {
                            // A run that cannot get a work directory, or that z3 gives no answer
                            // to, is no run of the query: stop.
                            let dir = tempfile::tempdir().expect("a temporary work directory");
                            smt_run(set, m, k, &tool, &cfg, &cache, dir.path(), None, false)
                                .expect("a run with an answer")
                                .outcome
                                .0
                        })
                        .collect()
                })
                .collect()
        };
        let (s, m) = (streams(&sets.0), streams(&sets.1));
        let (seq, seq_effect) = run_streams(design, &s, &m);
        let (fix, fix_effect) = fixed_class(design, &s, &m);
        used += seq_effect.runs();
        fixed_runs += fix_effect.runs();
        agree += u32::from(seq == fix);
        n += 1;
        println!(
            "   {:<22} {:<16} {:>9} {:<16} {:>9}  {}",
            name,
            seq.as_str(),
            seq_effect.runs(),
            fix.as_str(),
            fix_effect.runs(),
            if seq == fix { "yes" } else { "NO" }
        );
        println!("      sequential: {seq_effect}");
        println!("      fixed:      {fix_effect}");
    }
    println!(
        "   total: {used} runs sequential vs {fixed_runs} fixed ({:.0}% saved); verdicts agree on {agree} of {n} pairs",
        100.0 * f64::from(fixed_runs.saturating_sub(used)) / f64::from(fixed_runs.max(1))
    );
    Ok(())
}
