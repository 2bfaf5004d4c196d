//! Guided against blind fuzzing (issue #38 item 5): `wobble fuzz --level smt --classify` with and
//! without `--guided`, at the same mutant count and the same solver resource limit (`--rlimit
//! 20000000`, guided's default), on a fixed small set of our seeds (seeds/E-triggers,
//! unstable/Isqrt.bpl, D-dafny/Counter.bpl), 3 RNG seeds each (1, 2, 3).
//!
//! For each run it prints the core-seconds (user + system CPU time of wobble and every tool it
//! waited for, `getrusage(RUSAGE_CHILDREN)`: the runs and the classification), and, each also per
//! core-hour:
//! - **counted** findings: rows of `findings.csv` whose `counted` is `true` (classified flips of
//!   the `boogie` tool whose class counts: encoding, mutant-unstable);
//! - **cost** findings: rows of `findings.csv` of class `cost` (the statistical test of
//!   docs/cost-findings.md, not a plain ratio);
//! - **flips**: mutant rows not `verified` whose seed verified with the `boogie` tool
//!   (unclassified).
//!
//! The cost ceiling of issue #38 is at most 4× one Boogie pass per 10 mutants: the bench first
//! runs `boogie` once on each seed (the pass, core-seconds as above) and prints each run's
//! **ceiling** figure, `core-s / (pass × mutants per seed / 10)`, which must stay at most 4, and
//! **fuzz-ceil**, the same for the fuzzing runs alone (`runs_core_s` of the run's `cost.toml`,
//! without the classification).
//!
//! The totals compare the two modes' rates with the exact conditional test of two Poisson rates
//! (given `x_g + x_b` events, `x_g` is binomial with `p = t_g / (t_g + t_b)` under equal rates,
//! `t` the core-seconds; two-sided, doubling the smaller tail).
//!
//! To stay within ~20 minutes on an idle 2-core machine (RNG seed 3 has a timeout flip, about
//! 500 core-seconds a mode): 8 mutants per seed (`WOBBLE_BENCH_GUIDED_MUTANTS`),
//! `--classify-samples 20` (`WOBBLE_BENCH_GUIDED_SAMPLES`), `--classify-timeout 5`;
//! `WOBBLE_BENCH_GUIDED_RNG=3` runs only RNG seed 3. `WOBBLE_BENCH_BIN` runs another wobble
//! binary than the one cargo built (a copy, so that a rebuild during the bench does not change
//! the runs). Figures only: nothing
//! here asserts a speed.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use wobble::util::cpu::children_cpu_s;

type R<T> = Result<T, Box<dyn std::error::Error>>;

/// A fixed set, named file by file so that a seed added to a folder does not change the bench
/// (seeds/E-triggers as it was when the bench was first run, without heap_bump.bpl).
const SEEDS: [&str; 11] = [
    "seeds/E-triggers/branch_loop.bpl",
    "seeds/E-triggers/fig1.bpl",
    "seeds/E-triggers/injective.bpl",
    "seeds/E-triggers/lambda_apply.bpl",
    "seeds/E-triggers/length_axiom.bpl",
    "seeds/E-triggers/map_trigger.bpl",
    "seeds/E-triggers/multi_trigger.bpl",
    "seeds/E-triggers/ordering.bpl",
    "seeds/E-triggers/weighted.bpl",
    "seeds/unstable/Isqrt.bpl",
    "seeds/D-dafny/Counter.bpl",
];
/// The RNG seeds run, unless `WOBBLE_BENCH_GUIDED_RNG` (comma-separated) names others.
const RNG_SEEDS: [u64; 3] = [1, 2, 3];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[derive(Default, Clone, Copy)]
struct Figures {
    core_s: f64,
    /// The fuzzing runs' core-seconds, without the classification (`cost.toml`).
    runs_core_s: f64,
    mutants: usize,
    flips: usize,
    counted: usize,
    cost: usize,
}

/// The rows of a CSV file with a column lookup.
fn table(csv: &Path) -> R<(csv::StringRecord, Vec<csv::StringRecord>)> {
    let mut rdr = csv::Reader::from_path(csv)?;
    let h = rdr.headers()?.clone();
    let rows = rdr.records().collect::<Result<_, _>>()?;
    Ok((h, rows))
}

fn col(h: &csv::StringRecord, n: &str) -> R<usize> {
    Ok(h.iter().position(|x| x == n).ok_or(format!("no column {n}"))?)
}

/// (flips, mutants) from results.csv for the `boogie` tool.
fn flips(csv: &Path) -> R<(usize, usize)> {
    let (h, rows) = table(csv)?;
    let (seed, batch, tool, outcome) = (col(&h, "seed")?, col(&h, "batch")?, col(&h, "tool")?, col(&h, "outcome")?);
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

/// (counted findings, cost findings) from findings.csv (none when the file is missing: no flip
/// and no mutant worth a cost test).
fn findings(csv: &Path) -> R<(usize, usize)> {
    if !csv.is_file() {
        return Ok((0, 0));
    }
    let (h, rows) = table(csv)?;
    let (class, counted) = (col(&h, "class")?, col(&h, "counted")?);
    let c = rows.iter().filter(|r| &r[counted] == "true").count();
    let k = rows.iter().filter(|r| &r[class] == "cost").count();
    Ok((c, k))
}

fn run(bin: &Path, guided: bool, rng: u64, mutants: &str, samples: &str, out: &Path) -> R<Figures> {
    let mut cmd = Command::new(bin);
    cmd.current_dir(root()).args(["-q", "-j", "2", "fuzz"]).args(SEEDS);
    cmd.args(["--mutants", mutants, "--rng-seed", &rng.to_string(), "--timeout", "60", "--rlimit", "20000000"]);
    cmd.args(["--classify", "--classify-samples", samples, "--classify-timeout", "5"]);
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
    let (counted, cost) = findings(&out.join("findings.csv"))?;
    let runs_core_s = runs_core_s(&out.join("cost.toml"))?;
    Ok(Figures { core_s, runs_core_s, mutants, flips, counted, cost })
}

/// `runs_core_s` of a run's `cost.toml`.
fn runs_core_s(file: &Path) -> R<f64> {
    let t: toml::Table = std::fs::read_to_string(file)?.parse()?;
    Ok(t.get("runs_core_s").and_then(|v| v.as_float()).ok_or(format!("{}: no runs_core_s", file.display()))?)
}

/// Core-seconds of one Boogie pass: `boogie` (its default solver and limits) once on each seed.
fn boogie_pass() -> R<f64> {
    let before = children_cpu_s();
    for seed in SEEDS {
        let o = Command::new("boogie").current_dir(root()).arg(seed).output()?;
        if o.status.code().is_none() {
            return Err(format!("boogie {seed} was killed").into());
        }
    }
    Ok(children_cpu_s() - before)
}

/// ln C(n, k).
fn ln_choose(n: usize, k: usize) -> f64 {
    (1..=k).map(|i| ((n - k + i) as f64).ln() - (i as f64).ln()).sum()
}

/// The two-sided exact conditional test of equal Poisson rates: `x` events in exposure `t` against
/// `y` in `u` (doubling the smaller binomial tail, at most 1).
fn rate_test(x: usize, t: f64, y: usize, u: f64) -> f64 {
    let n = x + y;
    if n == 0 {
        return 1.0;
    }
    let p = t / (t + u);
    let pmf = |k: usize| (ln_choose(n, k) + k as f64 * p.ln() + (n - k) as f64 * (1.0 - p).ln()).exp();
    let low: f64 = (0..=x).map(pmf).sum();
    let high: f64 = (x..=n).map(pmf).sum();
    (2.0 * low.min(high)).min(1.0)
}

/// One row; `pass` is the core-seconds of one Boogie pass over the seeds.
fn line(name: &str, rng: &str, f: &Figures, pass: f64) {
    let per_h = |x: usize| x as f64 * 3600.0 / f.core_s.max(1e-9);
    // The runs' mutants per seed over 10, in Boogie passes: the unit of cost.
    let passes = pass * f.mutants as f64 / SEEDS.len() as f64 / 10.0;
    println!(
        "{name:<7} {rng:>4} {:>8.1} {:>7.2} {:>9.2} {:>7} {:>7} {:>5} {:>5} {:>11.1} {:>9.1} {:>9.1}",
        f.core_s,
        f.core_s / passes.max(1e-9),
        f.runs_core_s / passes.max(1e-9),
        f.mutants,
        f.counted,
        f.cost,
        f.flips,
        per_h(f.counted),
        per_h(f.cost),
        per_h(f.flips)
    );
}

fn main() -> R<()> {
    let mutants = std::env::var("WOBBLE_BENCH_GUIDED_MUTANTS").unwrap_or_else(|_| "8".into());
    let samples = std::env::var("WOBBLE_BENCH_GUIDED_SAMPLES").unwrap_or_else(|_| "20".into());
    let bin =
        std::env::var_os("WOBBLE_BENCH_BIN").map_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_wobble")), PathBuf::from);
    let tmp = tempfile::tempdir()?;
    let pass = boogie_pass()?;
    println!("one Boogie pass over the {} seeds: {pass:.1} core-s (ceiling: at most 4 per 10 mutants)", SEEDS.len());
    println!(
        "guided vs blind fuzzing: fuzz --level smt -j 2 --rlimit 20000000 --timeout 60 --classify \
         --classify-samples {samples} --classify-timeout 5, {mutants} mutants per seed, seeds {SEEDS:?}"
    );
    println!(
        "{:<7} {:>4} {:>8} {:>7} {:>9} {:>7} {:>7} {:>5} {:>5} {:>11} {:>9} {:>9}",
        "mode",
        "rng",
        "core-s",
        "ceiling",
        "fuzz-ceil",
        "mutants",
        "counted",
        "cost",
        "flips",
        "counted/c-h",
        "cost/c-h",
        "flips/c-h"
    );
    let mut totals = [Figures::default(); 2];
    let rngs: Vec<u64> = match std::env::var("WOBBLE_BENCH_GUIDED_RNG") {
        Ok(list) => list.split(',').map(|x| x.trim().parse()).collect::<Result<_, _>>()?,
        Err(_) => RNG_SEEDS.to_vec(),
    };
    for &rng in &rngs {
        for (k, guided) in [false, true].into_iter().enumerate() {
            let name = if guided { "guided" } else { "blind" };
            let f = run(&bin, guided, rng, &mutants, &samples, &tmp.path().join(format!("{name}-{rng}")))?;
            line(name, &rng.to_string(), &f, pass);
            let t = &mut totals[k];
            t.core_s += f.core_s;
            t.runs_core_s += f.runs_core_s;
            t.mutants += f.mutants;
            t.flips += f.flips;
            t.counted += f.counted;
            t.cost += f.cost;
        }
    }
    for (name, f) in ["blind", "guided"].iter().zip(&totals) {
        line(name, "all", f, pass);
    }
    let [b, g] = totals;
    let ratio = |x: usize, y: usize| {
        let (rg, rb) = (x as f64 / g.core_s, y as f64 / b.core_s);
        if rb > 0.0 {
            format!("{:.2}x", rg / rb)
        } else {
            "n/a (blind 0)".into()
        }
    };
    for (what, x, y) in [("counted", g.counted, b.counted), ("cost", g.cost, b.cost), ("flips", g.flips, b.flips)] {
        println!(
            "guided/blind {what} per core-hour: {} (guided {x}, blind {y}; exact Poisson rate test, two-sided p = {:.3})",
            ratio(x, y),
            rate_test(x, g.core_s, y, b.core_s)
        );
    }
    Ok(())
}
