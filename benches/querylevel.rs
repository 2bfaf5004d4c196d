//! The cost of fuzzing at the query level (issue #26): on our Dafny-shaped seeds
//! (`seeds/D-dafny`, 16 programs of 24 to 41 procedures, made by `scripts/dafny-seeds.sh`), the
//! core-seconds of `wobble fuzz --mutants 10 --classify -j 2` at `--level boogie` and at
//! `--level smt`, each divided by the core-seconds of one plain Boogie pass over the seeds, and
//! the flips each finds. Core-seconds are the user + system CPU time of the child processes
//! (`getrusage(RUSAGE_CHILDREN)`: wobble and every Boogie, mono and z3 it waited for), so the
//! figures do not depend on how loaded the machine is. Then, from the query-level run's
//! results.csv, the fraction of queries answered from the cache and the flips per 100 mutants
//! by operator (mutants whose chain contains it), and, on the seeds of `seeds/E-triggers` (whose
//! mutants do flip), the flipped mutants each level finds. First, the fidelity of the canonical text:
//! every query of the seeds solved by z3 as Boogie logged it and in its canonical text, under the
//! same (default) random seed, with the answers and `rlimit-count`s compared.
//! `WOBBLE_BENCH_QUERYLEVEL=fidelity` runs only that part. Figures only: nothing here asserts a
//! speed.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use wobble::util::cpu::children_cpu_s;

type R<T> = Result<T, Box<dyn std::error::Error>>;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `cmd` to completion and returns its core-seconds.
fn cost(cmd: &mut Command) -> R<f64> {
    let before = children_cpu_s();
    let out = cmd.output()?;
    if !out.status.success() && out.status.code() != Some(1) {
        return Err(format!("{cmd:?}: {}", String::from_utf8_lossy(&out.stderr)).into());
    }
    Ok(children_cpu_s() - before)
}

/// (mutants, flipped mutants, queries, reused) per operator, and the totals under "all".
fn by_operator(csv: &Path) -> R<BTreeMap<String, [u64; 4]>> {
    let mut rdr = csv::Reader::from_path(csv)?;
    let h = rdr.headers()?.clone();
    let col = |n: &str| h.iter().position(|x| x == n).ok_or(format!("no column {n}"));
    let (batch, chain, outcome, queries, reused) =
        (col("batch")?, col("chain")?, col("outcome")?, col("queries")?, col("reused")?);
    let mut m: BTreeMap<String, [u64; 4]> = BTreeMap::new();
    for r in rdr.records() {
        let r = r?;
        if &r[batch] == "seed" {
            continue;
        }
        let mut ops: Vec<String> =
            r[chain].split_whitespace().map(|s| s.split('(').next().unwrap_or(s).to_string()).collect();
        ops.sort();
        ops.dedup();
        ops.push("all".into());
        let q: u64 = r[queries].parse().unwrap_or(0);
        let u: u64 = r[reused].parse().unwrap_or(0);
        for op in ops {
            let e = m.entry(op).or_default();
            e[0] += 1;
            e[1] += u64::from(&r[outcome] != "verified");
            e[2] += q;
            e[3] += u;
        }
    }
    Ok(m)
}

/// The mutants that flipped in a results.csv: (seed, batch, mutant) of every mutant row that is
/// not `verified` whose seed row is.
fn flipped(csv: &Path) -> R<std::collections::BTreeSet<(String, String, String)>> {
    let mut rdr = csv::Reader::from_path(csv)?;
    let h = rdr.headers()?.clone();
    let col = |n: &str| h.iter().position(|x| x == n).ok_or(format!("no column {n}"));
    let (seed, batch, mutant, outcome) = (col("seed")?, col("batch")?, col("mutant")?, col("outcome")?);
    let rows: Vec<csv::StringRecord> = rdr.records().collect::<Result<_, _>>()?;
    let verified: std::collections::BTreeSet<&str> =
        rows.iter().filter(|r| &r[batch] == "seed" && &r[outcome] == "verified").map(|r| &r[seed]).collect();
    Ok(rows
        .iter()
        .filter(|r| &r[batch] != "seed" && &r[outcome] != "verified" && verified.contains(&r[seed]))
        .map(|r| (r[seed].to_string(), r[batch].to_string(), r[mutant].to_string()))
        .collect())
}

/// Fuzzes `dir` at both levels (10 mutants per seed, `-j 2`) and prints the flips each found.
fn same_flips(wobble: &Path, dir: &str) -> R<()> {
    let tmp = tempfile::tempdir()?;
    let mut found = Vec::new();
    for level in ["boogie", "smt"] {
        let out = tmp.path().join(level);
        cost(
            Command::new(wobble)
                .current_dir(root())
                .args(["fuzz", dir, "--mutants", "10", "-j", "2", "-q", "--level", level])
                .arg("--out")
                .arg(&out),
        )?;
        found.push(flipped(&out.join("results.csv"))?);
    }
    let both = found[0].intersection(&found[1]).count();
    println!(
        "the same flips? fuzz {dir} --mutants 10: {} flipped mutants at --level boogie, {} at --level smt, {both} at both",
        found[0].len(),
        found[1].len()
    );
    for (level, only) in [("boogie", found[0].difference(&found[1])), ("smt", found[1].difference(&found[0]))] {
        for (seed, batch, mutant) in only {
            println!("  only at --level {level}: {seed} {batch} #{mutant}");
        }
    }
    Ok(())
}

/// Solves each seed's queries as logged and in canonical text; prints how many agree.
fn fidelity(seeds: &[PathBuf]) -> R<()> {
    use wobble::querylevel::{batch::extract_alone, canonical::canonical};
    use wobble::smt::solving::sink;
    use wobble::smt::solving::solve::{Solver, SolverKind};
    let boogie = wobble::verifiers::boogie::BoogieVerifier::default_config()?;
    let z3 = Solver::default_for(SolverKind::Z3)?;
    let sink = sink::locate().ok_or("no wobble-vc-sink: cargo build --release")?;
    let limit = std::time::Duration::from_secs(60);
    let (mut n, mut same_answer, mut same_rlimit) = (0, 0, 0);
    for s in seeds {
        let dir = tempfile::tempdir()?;
        let p = wobble::syntax::source::ProgramText::single("p.bpl", std::fs::read_to_string(s)?);
        let queries = extract_alone(&boogie, &sink, &p, dir.path(), limit, None).ok_or("extraction failed")?;
        for q in &queries {
            let a = z3.solve_script(&z3.script_of(q.text.clone()), dir.path(), limit);
            let b = z3.solve_script(&z3.script_of(canonical(&q.text)), dir.path(), limit);
            n += 1;
            same_answer += usize::from(a.answer == b.answer);
            same_rlimit += usize::from(a.rlimit.is_some() && a.rlimit == b.rlimit);
        }
    }
    println!(
        "canonical text vs as logged ({} seeds, {n} queries, z3 {}, default seed): same answer {same_answer}/{n}, same rlimit-count {same_rlimit}/{n}",
        seeds.len(),
        z3.version()
    );
    Ok(())
}

fn main() -> R<()> {
    let wobble = root().join("target/release/wobble");
    let seeds: Vec<PathBuf> = wobble::syntax::source::bpl_files(&root().join("seeds/D-dafny"))?;
    fidelity(&seeds)?;
    if std::env::var("WOBBLE_BENCH_QUERYLEVEL").as_deref() == Ok("fidelity") {
        return Ok(());
    }
    let pass = seeds.iter().try_fold(0.0, |acc, s| cost(Command::new("boogie").arg(s)).map(|c| acc + c))?;
    println!("query-level fuzzing (issue #26) on {} Dafny-shaped seeds (seeds/D-dafny)", seeds.len());
    println!("one Boogie pass over the seeds: {pass:.1} core-s");
    let tmp = tempfile::tempdir()?;
    let mut smt_csv = PathBuf::new();
    for level in ["boogie", "smt"] {
        let out = tmp.path().join(level);
        let c = cost(
            Command::new(&wobble)
                .current_dir(root())
                .args(["fuzz", "seeds/D-dafny", "--mutants", "10", "--classify", "-j", "2", "-q", "--level", level])
                .arg("--out")
                .arg(&out),
        )?;
        let flips = by_operator(&out.join("results.csv"))?.get("all").map_or(0, |e| e[1]);
        println!(
            "fuzz --mutants 10 --classify -j 2 --level {level:6}: {c:6.1} core-s = {:4.1}x one Boogie pass; {flips} flips",
            c / pass
        );
        if level == "smt" {
            if let Ok(t) = std::fs::read_to_string(out.join("cost.toml")) {
                println!("  {}", t.lines().collect::<Vec<_>>().join(", "));
            }
            smt_csv = out.join("results.csv");
        }
    }
    same_flips(&wobble, "seeds/E-triggers")?;
    println!("by operator (mutants whose chain contains it), at --level smt:");
    println!("  {:4} {:>7} {:>12} {:>8} {:>8}", "op", "mutants", "flips/100", "queries", "reused");
    for (op, [n, f, q, u]) in by_operator(&smt_csv)? {
        let pct = |a: u64, b: u64| if b == 0 { 0.0 } else { 100.0 * a as f64 / b as f64 };
        println!("  {op:4} {n:>7} {:>12.1} {q:>8} {:>7.0}%", pct(f, n), pct(u, q));
    }
    Ok(())
}
