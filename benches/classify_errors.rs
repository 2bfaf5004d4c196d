//! The error and the power of `--classify` by simulation through the product's family procedure
//! (`classify::family::classify_family`, what `fuzz --classify` runs) on simulated findings of
//! given success rates (`classify::simulate`): no z3, no Boogie, deterministic, a few seconds.
//! Figures for docs/classify-errors.md; nothing here asserts (the hermetic test
//! `classes_errors` asserts the error bound).
//!
//! 1. The family-wise error: runs whose findings all have no effect (each mutant as often proved
//!    as its seed, at both layers); the share of runs that count any finding, per correction and
//!    family size, with its 95% Wilson interval.
//! 2. The power: one real effect among no-effect findings; the share of runs in which it is
//!    counted (Holm, at `--classify-level smt` with Boogie showing the same rates) and the runs
//!    its test used (seed and mutant, both methods), per family size.
//!
//! Defaults of `--classify`: α = 0.05, 60 runs per method and side, two methods.

use std::time::Instant;
use wobble::classify::family::{classify_family, Event, FamilyPlan, Flips};
use wobble::classify::findings::Level;
use wobble::classify::findings_csv::FindingRow;
use wobble::classify::simulate::{Rates, SimulatedRun};
use wobble::stats::effect::Direction;
use wobble::stats::{wilson, Correction, Rule};

fn classify(run: &SimulatedRun, correction: Correction) -> Vec<FindingRow> {
    let plan = FamilyPlan {
        level: Level::Smt,
        rule: Rule::default(),
        samples: 60,
        correction,
        size: run.len(),
        count_seed_unstable: false,
    };
    let mut quiet = |_: Event<'_>| Ok(());
    classify_family(run, &plan, &mut quiet).expect("simulated draws do not fail")
}

fn interval(k: u32, n: u32) -> String {
    let i = wilson(k, n, 0.95).expect("k ≤ n");
    format!("{k}/{n} = {:.4} [{:.4}, {:.4}]", f64::from(k) / f64::from(n), i.lo, i.hi)
}

fn main() {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("a thread pool");
    pool.install(run);
}

fn run() {
    let start = Instant::now();
    println!("classification error by simulation (classify::family on simulated findings; α = 0.05,");
    println!("60 runs per method and side, 2 methods; seeds share their sample across their flips)");
    println!();
    println!("family-wise error: share of no-effect runs that count any finding, 95% Wilson interval");
    println!("{:<8} {:<8} {:<5} {:<32} {:<32} {:<32}", "family", "seeds", "p", "holm", "bh", "none");
    for (seeds, per_seed, runs) in [(2usize, 4usize, 400u32), (5, 8, 200), (10, 8, 200)] {
        for p in [0.5, 0.85] {
            let mut cells = Vec::new();
            for correction in Correction::ALL {
                let mut any = 0u32;
                for r in 0..runs {
                    let id = 50_000_000 + 10_000 * (seeds * per_seed) as u64 + u64::from(r) + (p * 1e6) as u64;
                    let run =
                        SimulatedRun::new(id, per_seed, vec![Rates::same(p); seeds * per_seed], Direction::MutantWorse);
                    any += u32::from(classify(&run, correction).iter().any(|row| row.counted == Some(true)));
                }
                cells.push(interval(any, runs));
            }
            println!(
                "{:<8} {:<8} {:<5} {:<32} {:<32} {:<32}",
                seeds * per_seed,
                seeds,
                p,
                cells[0],
                cells[1],
                cells[2]
            );
        }
    }
    println!();
    println!("power (Holm): share of runs counting the one real effect among no-effect findings (85%),");
    println!("and the runs its test used (both sides, both methods; budget 240), 200 runs each");
    println!("{:<12} {:<8} {:<28} {:<10}", "effect", "family", "counted", "mean runs");
    for (seed, mutant) in [(0.9, 0.7), (0.9, 0.6), (0.9, 0.4), (1.0, 0.0)] {
        for m in [1usize, 8, 40] {
            let runs = 200u32;
            let (mut counted, mut used) = (0u32, 0u64);
            for r in 0..runs {
                let mut rates = vec![Rates::same(0.85); m];
                rates[0] = Rates::effect(seed, mutant);
                let run =
                    SimulatedRun::new(90_000_000 + 1_000 * m as u64 + u64::from(r), 4, rates, Direction::MutantWorse);
                let rows = classify(&run, Correction::Holm);
                counted += u32::from(rows[0].counted == Some(true));
                used += u64::from(rows[0].seed_runs.unwrap_or(0) + rows[0].mutant_runs.unwrap_or(0));
            }
            let mean = used as f64 / f64::from(runs);
            println!("{:<12} {:<8} {:<28} {:<10.1}", format!("{seed} vs {mutant}"), m, interval(counted, runs), mean);
        }
    }
    println!("\n({:.1} s)", start.elapsed().as_secs_f64());
}
