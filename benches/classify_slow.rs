//! Cheap classification of a slow flip (issue #38 item 4): `wobble classify` of our timeout flip
//! of `seeds/unstable/disc.bpl` (its L5 mutant 2: both procedures' `requires` swapped; under
//! Boogie's default seed it times out where the seed verifies; seeds/unstable/MEASUREMENTS.md)
//! with `--rlimit-factor` off, 10 (the default) and 3, each into a fresh directory (no cache
//! shared). For each it prints the wall time, the core-seconds (user + system CPU time of the
//! tools it waited for, `getrusage(RUSAGE_CHILDREN)`), the runs, the class and the SMT layer's
//! effect, and the load average. Target: a timeout flip classified in at most 2 minutes on 2
//! cores (`-j 2`). `WOBBLE_BENCH_FACTORS` (e.g. `10`) chooses the factors. Figures only: nothing
//! here asserts a speed. About 10 to 25 minutes on a loaded 2-core machine.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;
use wobble::util::cpu::children_cpu_s;

type R<T> = Result<T, Box<dyn std::error::Error>>;

const SEED: &str = "seeds/unstable/disc.bpl";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn wobble() -> PathBuf {
    root().join("target/release/wobble")
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split(' ').take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

/// The flip's mutant: `wobble mutate SEED --only L5 --count 2` (the same mutants as `fuzz`).
fn mutant(dir: &Path) -> R<PathBuf> {
    let out = dir.join("m");
    let s = Command::new(wobble())
        .current_dir(root())
        .args(["mutate", SEED, "--only", "L5", "--count", "2", "--out"])
        .arg(&out)
        .output()?;
    if !s.status.success() {
        return Err(format!("wobble mutate: {}", String::from_utf8_lossy(&s.stderr)).into());
    }
    Ok(out.join("mutant-0002.bpl"))
}

/// A column of the one row of `findings.csv`.
fn column(file: &Path, name: &str) -> R<String> {
    let mut rdr = csv::Reader::from_path(file)?;
    let h = rdr.headers()?.clone();
    let i = h.iter().position(|x| x == name).ok_or(format!("no column {name}"))?;
    let row = rdr.records().next().ok_or("no row")??;
    Ok(row.get(i).unwrap_or_default().to_string())
}

fn main() -> R<()> {
    if Command::new("boogie").arg("/help").output().is_err() {
        println!("classify_slow: boogie not installed; skipped");
        return Ok(());
    }
    let factors = std::env::var("WOBBLE_BENCH_FACTORS").unwrap_or_else(|_| "off,10,3".into());
    let dir = tempfile::tempdir()?;
    let m = mutant(dir.path())?;
    println!("classify_slow: wobble classify --seed {SEED} --mutant <L5 mutant 2> -j 2 (timeout flip)");
    println!("{:>7} {:>8} {:>8} {:>5} {:>14}  smt effect; load", "factor", "wall_s", "core_s", "runs", "class");
    for k in factors.split(',') {
        let out = dir.path().join(format!("c-{k}"));
        let (cpu0, t0) = (children_cpu_s(), Instant::now());
        let s = Command::new(wobble())
            .current_dir(root())
            .args(["classify", "--seed", SEED, "--mutant"])
            .arg(&m)
            .args(["--rlimit-factor", k, "-j", "2", "-q", "--out"])
            .arg(&out)
            .output()?;
        let (wall, cpu) = (t0.elapsed().as_secs_f64(), children_cpu_s() - cpu0);
        if !matches!(s.status.code(), Some(0 | 1)) {
            println!("{k:>7}: wobble classify failed: {}", String::from_utf8_lossy(&s.stderr));
            continue;
        }
        let f = out.join("findings.csv");
        println!(
            "{k:>7} {wall:>8.1} {cpu:>8.1} {:>5} {:>14}  {}; load {}",
            column(&f, "runs")?,
            column(&f, "class")?,
            column(&f, "smt_effect")?,
            load()
        );
    }
    Ok(())
}
