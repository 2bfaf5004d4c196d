//! Cheap classification of a slow flip (issue #38 item 4): `wobble classify` of our timeout flip
//! of `seeds/unstable/disc.bpl` (its L5 mutant 2: both procedures' `requires` swapped; under
//! Boogie's default seed it times out where the seed verifies; seeds/unstable/MEASUREMENTS.md)
//! under four settings of the bounds, `--rlimit-factor K --time-factor T`: both off, `10/off`
//! (the resource bound alone), `10/5` (the defaults) and `3/5` (a tighter resource bound: does
//! the class change with the bound? docs/classify.md; the e2e suite asked this until issue 51), each into a fresh directory (no cache
//! shared). Then the same flip as `fuzz --classify` finds it (`fuzz disc.bpl --only L5 --mutants 2
//! --confirm-timeouts 0 --classify`, the e2e suite's test until issue 51: its class rests on which
//! runs the CPU-time bound stopped, so on the machine's speed): it prints the flip's class, SMT
//! class, Boogie check and whether it counts, which were `seed-unstable` (or `inconclusive`),
//! `seed-unstable`, `contradicted` and `false`, with exit status 0. For each it prints the wall time; the part of it spent on the two plain Boogie runs
//! that decide the tested direction (`plain_s`, from the progress line; `fuzz --classify` has
//! them from its own runs) and the rest, the classification proper (`class_s`); the core-seconds
//! (user + system CPU time of the tools it waited for, `getrusage(RUSAGE_CHILDREN)`), the runs,
//! the class and the SMT layer's effect, and the load average. Target: a timeout flip classified
//! in at most 2 minutes on 2 cores (`-j 2`). `WOBBLE_BENCH_BOUNDS` (e.g. `10/5,off/off`) chooses
//! the settings. Figures only: nothing here asserts a speed. About 10 to 30 minutes on a 2-core
//! machine.

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
    let bounds = std::env::var("WOBBLE_BENCH_BOUNDS").unwrap_or_else(|_| "off/off,10/off,10/5,3/5".into());
    let dir = tempfile::tempdir()?;
    let m = mutant(dir.path())?;
    println!("classify_slow: wobble classify --seed {SEED} --mutant <L5 mutant 2> -j 2 (timeout flip)");
    println!(
        "{:>7} {:>8} {:>8} {:>8} {:>8} {:>5} {:>14}  smt effect; load",
        "K/T", "wall_s", "plain_s", "class_s", "core_s", "runs", "class"
    );
    for setting in bounds.split(',') {
        let (k, t) = setting.split_once('/').ok_or(format!("`{setting}` is not K/T"))?;
        let out = dir.path().join(format!("c-{k}-{t}"));
        let (cpu0, t0) = (children_cpu_s(), Instant::now());
        let s = Command::new(wobble())
            .current_dir(root())
            .args(["classify", "--seed", SEED, "--mutant"])
            .arg(&m)
            .args(["--rlimit-factor", k, "--time-factor", t, "-j", "2", "--out"])
            .arg(&out)
            .output()?;
        let (wall, cpu) = (t0.elapsed().as_secs_f64(), children_cpu_s() - cpu0);
        if !matches!(s.status.code(), Some(0 | 1)) {
            println!("{setting:>7}: wobble classify failed: {}", String::from_utf8_lossy(&s.stderr));
            continue;
        }
        let plain = plain_seconds(&String::from_utf8_lossy(&s.stderr)).unwrap_or(f64::NAN);
        let f = out.join("findings.csv");
        println!(
            "{setting:>7} {wall:>8.1} {plain:>8.1} {:>8.1} {cpu:>8.1} {:>5} {:>14}  {}; load {}",
            wall - plain,
            column(&f, "runs")?,
            column(&f, "class")?,
            column(&f, "smt_effect")?,
            load()
        );
    }
    if std::env::var("WOBBLE_BENCH_FUZZ").map_or(true, |v| v != "0") {
        fuzz_flip(dir.path())?;
    }
    Ok(())
}

/// The disc flip found and classified by `fuzz --classify` (`WOBBLE_BENCH_FUZZ=0` skips it).
fn fuzz_flip(dir: &Path) -> R<()> {
    let out = dir.join("fuzz");
    let (cpu0, t0) = (children_cpu_s(), Instant::now());
    let s = Command::new(wobble())
        .current_dir(root())
        .args(["fuzz", SEED, "--only", "L5", "--mutants", "2", "--confirm-timeouts", "0", "--classify", "-j", "2"])
        .args(["-q", "--out"])
        .arg(&out)
        .output()?;
    let (wall, cpu) = (t0.elapsed().as_secs_f64(), children_cpu_s() - cpu0);
    let f = out.join("findings.csv");
    if !f.is_file() {
        println!("fuzz --classify: no findings.csv: {}", String::from_utf8_lossy(&s.stderr));
        return Ok(());
    }
    println!(
        "fuzz --classify (L5, 2 mutants): exit {:?}, {wall:.1} s wall, {cpu:.1} core-s; class {}, smt_class {}, \
         boogie_check {}, counted {}; load {}",
        s.status.code(),
        column(&f, "class")?,
        column(&f, "smt_class")?,
        column(&f, "boogie_check")?,
        column(&f, "counted")?,
        load()
    );
    Ok(())
}

/// The longer of the two plain Boogie runs (they run at once with `-j 2`), from classify's
/// progress line `classify: seed verified (2.1 s), mutant failed (30.4 s) under …`.
fn plain_seconds(stderr: &str) -> Option<f64> {
    let line = stderr.lines().find(|l| l.starts_with("classify: seed "))?;
    let secs = line.split('(').skip(1).filter_map(|p| p.split(" s)").next()?.parse::<f64>().ok());
    secs.reduce(f64::max)
}
