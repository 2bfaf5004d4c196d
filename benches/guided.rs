//! Guided against blind fuzzing (issue #38 item 5): `wobble fuzz --level smt` with and without
//! `--guided`, at the same mutant count and the same solver resource limit (`--rlimit 20000000`,
//! guided's default), on a fixed small set of our seeds (seeds/E-triggers, unstable/Isqrt.bpl,
//! D-dafny/Counter.bpl), 3 RNG seeds each. For each run it prints the core-seconds (user + system
//! CPU time of wobble and every tool it waited for, `getrusage(RUSAGE_CHILDREN)`), the flips
//! (mutant rows not `verified` whose seed verified with the `boogie` tool), the cost movements
//! (verified mutants whose summed `rlimit-count` is at least 2× their seed's, a plain ratio, from
//! `guided.csv` or `resources.csv`) and both per core-hour. Counted findings need `--classify`,
//! which this bench leaves out to stay within ~10 minutes: every counted finding is a flip, so the
//! flips bound them. `WOBBLE_BENCH_GUIDED_MUTANTS` sets the mutants per seed (default 8). Figures
//! only: nothing here asserts a speed.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use wobble::util::cpu::children_cpu_s;

type R<T> = Result<T, Box<dyn std::error::Error>>;

const SEEDS: [&str; 3] = ["seeds/E-triggers", "seeds/unstable/Isqrt.bpl", "seeds/D-dafny/Counter.bpl"];
const RNG_SEEDS: [u64; 3] = [1, 2, 3];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[derive(Default, Clone, Copy)]
struct Figures {
    core_s: f64,
    mutants: usize,
    flips: usize,
    moves: usize,
}

/// (flips, mutants) from results.csv for the `boogie` tool.
fn flips(csv: &Path) -> R<(usize, usize)> {
    let mut rdr = csv::Reader::from_path(csv)?;
    let h = rdr.headers()?.clone();
    let col = |n: &str| h.iter().position(|x| x == n).ok_or(format!("no column {n}"));
    let (seed, batch, tool, outcome) = (col("seed")?, col("batch")?, col("tool")?, col("outcome")?);
    let rows: Vec<csv::StringRecord> = rdr.records().collect::<Result<_, _>>()?;
    let verified: HashMap<&str, bool> = rows
        .iter()
        .filter(|r| &r[batch] == "seed" && &r[tool] == "boogie")
        .map(|r| (&r[seed], &r[outcome] == "verified"))
        .collect();
    let mutants: Vec<&csv::StringRecord> =
        rows.iter().filter(|r| &r[batch] != "seed" && &r[tool] == "boogie").collect();
    let f = mutants
        .iter()
        .filter(|r| verified.get(&r[seed]).copied().unwrap_or(false) && &r[outcome] != "verified")
        .count();
    Ok((f, mutants.len()))
}

/// Verified mutants at least twice their seed's count.
fn moves(csv: &Path) -> R<usize> {
    let mut rdr = csv::Reader::from_path(csv)?;
    let h = rdr.headers()?.clone();
    let col = |n: &str| h.iter().position(|x| x == n).ok_or(format!("no column {n}"));
    let (ratio, verified) = (col("ratio")?, col("verified")?);
    let mut n = 0;
    for r in rdr.records() {
        let r = r?;
        if &r[verified] == "true" && r[ratio].parse::<f64>().unwrap_or(0.0) >= 2.0 {
            n += 1;
        }
    }
    Ok(n)
}

fn run(guided: bool, rng: u64, mutants: &str, out: &Path) -> R<Figures> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_wobble"));
    cmd.current_dir(root()).args(["-q", "-j", "2", "fuzz"]).args(SEEDS);
    cmd.args(["--mutants", mutants, "--rng-seed", &rng.to_string(), "--timeout", "60", "--rlimit", "20000000"]);
    cmd.arg("--out").arg(out);
    if guided {
        cmd.arg("--guided");
    }
    let before = children_cpu_s();
    let o = cmd.output()?;
    let core_s = children_cpu_s() - before;
    if !o.status.success() && o.status.code() != Some(1) {
        return Err(format!("{cmd:?}: {}", String::from_utf8_lossy(&o.stderr)).into());
    }
    let (flips, mutants) = flips(&out.join("results.csv"))?;
    let file = if guided { "guided.csv" } else { "resources.csv" };
    Ok(Figures { core_s, mutants, flips, moves: moves(&out.join(file))? })
}

fn main() -> R<()> {
    let mutants = std::env::var("WOBBLE_BENCH_GUIDED_MUTANTS").unwrap_or_else(|_| "8".into());
    let tmp = tempfile::tempdir()?;
    println!("guided vs blind fuzzing, --level smt, --rlimit 20000000, {mutants} mutants per seed, seeds {SEEDS:?}");
    println!(
        "{:<8} {:>4} {:>8} {:>8} {:>6} {:>6} {:>10} {:>10}",
        "mode", "rng", "core-s", "mutants", "flips", "cost2x", "flips/c-h", "cost2x/c-h"
    );
    let mut totals = [Figures::default(); 2];
    for &rng in &RNG_SEEDS {
        for (k, guided) in [false, true].into_iter().enumerate() {
            let name = if guided { "guided" } else { "blind" };
            let f = run(guided, rng, &mutants, &tmp.path().join(format!("{name}-{rng}")))?;
            let per_h = |x: usize| x as f64 * 3600.0 / f.core_s.max(1e-9);
            println!(
                "{name:<8} {rng:>4} {:>8.1} {:>8} {:>6} {:>6} {:>10.1} {:>10.1}",
                f.core_s,
                f.mutants,
                f.flips,
                f.moves,
                per_h(f.flips),
                per_h(f.moves)
            );
            let t = &mut totals[k];
            t.core_s += f.core_s;
            t.mutants += f.mutants;
            t.flips += f.flips;
            t.moves += f.moves;
        }
    }
    for (name, f) in ["blind", "guided"].iter().zip(totals) {
        let per_h = |x: usize| x as f64 * 3600.0 / f.core_s.max(1e-9);
        println!(
            "{name:<8} {:>4} {:>8.1} {:>8} {:>6} {:>6} {:>10.1} {:>10.1}",
            "all",
            f.core_s,
            f.mutants,
            f.flips,
            f.moves,
            per_h(f.flips),
            per_h(f.moves)
        );
    }
    Ok(())
}
