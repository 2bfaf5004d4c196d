//! Runner benchmark with the real Boogie: parallel efficiency and cache hit rate.
//!
//! `cargo bench --bench runner` runs `WOBBLE_BENCH_RUNS` (default 200) short, distinct Boogie
//! programs with 2 threads and no disk cache, and prints the wall time divided by the ideal
//! parallel time (sum of per-run times / threads): 1.00 means no runner overhead at all; the
//! target is at most 1.10. It then verifies a batch twice into one results directory (the second
//! time under new run keys) and prints the cache hit rate of the repeated batch.

use std::sync::Arc;
use std::time::{Duration, Instant};
use wobble::runner::{run_jobs, Job, ResultSink, ResultsDir, RunMeta, RunOptions, STAR_BATCH};
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::Verifier;

/// A small program, distinct for every `i`; every third one fails.
fn program(i: u32) -> ProgramText {
    let goal = if i.is_multiple_of(3) { "x > n + 1" } else { "x >= n" };
    let text = format!(
        "procedure P{i}(n: int) returns (x: int)\n  requires n >= {i};\n  ensures {goal};\n{{\n  x := n + {k};\n  assert x > {i};\n}}\n",
        k = i % 5 + 1
    );
    ProgramText::single(format!("p{i}.bpl"), text)
}

fn jobs(verifier: &Arc<dyn Verifier>, batch: &str, n: u32) -> Vec<Job> {
    (0..n)
        .map(|i| {
            let meta = RunMeta {
                seed: format!("bench/p{}.bpl", i / 10),
                group: "bench".into(),
                batch: batch.into(),
                mutant: Some(i + 1),
                chain: String::new(),
                rng_seed: 0,
                path: format!("p{i}.bpl"),
            };
            Job::new(meta, program(i), verifier.clone())
        })
        .collect()
}

fn main() {
    let runs: u32 = std::env::var("WOBBLE_BENCH_RUNS").ok().and_then(|s| s.parse().ok()).unwrap_or(200);
    let boogie: Arc<dyn Verifier> = match BoogieVerifier::default_config() {
        Ok(b) => Arc::new(b),
        Err(e) => {
            eprintln!("runner bench skipped: {e}");
            return;
        }
    };
    let dir = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("runner bench: no temporary directory: {e}");
            return;
        }
    };

    // 1. parallel efficiency, no disk cache, all programs distinct
    let mut opts = RunOptions::new(2, Duration::from_secs(20));
    opts.quiet = true;
    let mut sink = ResultSink::memory();
    let t0 = Instant::now();
    let s = match run_jobs(jobs(&boogie, STAR_BATCH, runs), &opts, &mut sink) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("runner bench failed: {e}");
            return;
        }
    };
    let wall = t0.elapsed().as_secs_f64();
    let per_run: f64 = sink.records().iter().map(|r| r.time_s).sum();
    let ideal = s.busy_s / opts.jobs as f64;
    println!("runner/parallel: {} boogie runs, jobs={}, wall {:.2} s", s.tool_runs, opts.jobs, wall);
    println!("  sum of per-run times {:.2} s (tool-reported {:.2} s), ideal {:.2} s", s.busy_s, per_run, ideal);
    println!("  efficiency wall / ideal = {:.3} (target <= 1.10)", wall / ideal);
    println!("  outcomes: {s}");

    // 2. cache hit rate on a repeated batch
    let rd = ResultsDir::at(dir.path().join("cached"));
    if let Err(e) = rd.create() {
        eprintln!("runner bench: {e}");
        return;
    }
    opts.cache_dir = Some(rd.cache_dir());
    let n = runs.min(50);
    let Ok(mut sink) = ResultSink::create(rd.csv_path()) else { return };
    let first = run_jobs(jobs(&boogie, "first", n), &opts, &mut sink);
    let t1 = Instant::now();
    let again = run_jobs(jobs(&boogie, "again", n), &opts, &mut sink);
    let wall_again = t1.elapsed().as_secs_f64();
    match (first, again) {
        (Ok(a), Ok(b)) => {
            println!(
                "runner/cache: first batch of {n}: hit rate {:.2} ({} tool runs)",
                a.cache_hit_rate(),
                a.tool_runs
            );
            println!(
                "  repeated batch: hit rate {:.2} ({} tool runs, {:.3} s wall)",
                b.cache_hit_rate(),
                b.tool_runs,
                wall_again
            );
        }
        (a, b) => eprintln!("runner bench failed: {:?} / {:?}", a.err(), b.err()),
    }
}
