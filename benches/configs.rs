//! What a second verifier configuration costs (`cargo bench --bench configs`): the same fuzz
//! run (3 seeds, 8 mutants each) once with `boogie` and once with `boogie` and
//! `boogie-z3-4.13.0` (from `make releases`). Mutants are generated once and shared, so the
//! extra wall time should be the second configuration's verifier time divided by the jobs:
//! prints (wall with both - wall with one) / (sum of the second configuration's run times / jobs).
//! No result cache is used.

use std::path::Path;
use std::time::{Duration, Instant};
use wobble::campaign::engine::{run_campaign, CampaignSpec};
use wobble::campaign::{discover_seeds, BatchSpec, MutantTools, Shard};
use wobble::generation::Weights;
use wobble::runner::config::resolve_tools;
use wobble::runner::{ResultSink, ResultsDir, RunOptions};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = root.join(".releases/wobble.toml");
    if !config.exists() {
        eprintln!("configs bench: {} is missing; run `make releases` first", config.display());
        std::process::exit(2);
    }
    let seeds = discover_seeds(
        &[
            root.join("seeds/E-triggers/fig1.bpl"),
            root.join("seeds/A-algorithms/gcd.bpl"),
            root.join("seeds/T-textbook/stack.bpl"),
        ],
        None,
    )
    .expect("seeds parse");
    let jobs = 2;
    let run = |tools: &str| -> (f64, f64) {
        let verifiers = resolve_tools(tools, Some(&config)).expect("configurations");
        let spec = CampaignSpec {
            batches: vec![BatchSpec::random("M*", Weights::default(), 8, None)],
            tools: verifiers,
            mutant_verifiers: Vec::new(),
            rng_seed: 1,
            shard: Shard::whole(),
            mutant_tools: MutantTools::All,
        };
        let tmp = tempfile::tempdir().expect("tempdir");
        let dir = ResultsDir::at(tmp.path());
        dir.create().expect("results dir");
        let mut sink = ResultSink::create(dir.csv_path()).expect("csv").keep_records(true);
        let mut opts = RunOptions::new(jobs, Duration::from_secs(60));
        opts.quiet = true;
        let start = Instant::now();
        run_campaign(&seeds, &spec, &dir, &opts, &mut sink).expect("campaign");
        let wall = start.elapsed().as_secs_f64();
        let second: f64 = sink.records().iter().filter(|r| r.tool != "boogie").map(|r| r.time_s).sum();
        (wall, second)
    };
    let (one, _) = run("boogie");
    let (both, second_busy) = run("boogie,boogie-z3-4.13.0");
    let extra = both - one;
    let ideal = second_busy / jobs as f64;
    println!("one configuration:   {one:.1} s wall (27 runs)");
    println!("two configurations:  {both:.1} s wall (54 runs)");
    println!("second configuration: {extra:.1} s extra wall; its verifier time / jobs = {ideal:.1} s");
    println!(
        "ratio extra / (verifier time / jobs) = {:.2} (target: about 1, i.e. no cost beyond verifying)",
        extra / ideal
    );
}
