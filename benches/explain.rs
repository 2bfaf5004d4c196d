//! The cost of `wobble explain` (issue #37): time and solver runs on our largest Dafny-generated
//! unstable program (seeds/unstable/Buckets.bpl, 2,930 lines) and on a large SMT query (that
//! program's `/proverLog` query of `Collide`, about 240 KB, made here by Boogie into a temporary
//! directory and not committed), through the built binary with the real Boogie and z3
//! (`cargo bench --bench explain`, part of `make bench`). Figures only: nothing here asserts a
//! speed. Target (issue #37): at most 5 minutes each on 2 cores.
//!
//! Printed per subject: the verdict, the unsat core (assertions in it of the total, the pruned
//! query's category), the repairs reported, the sampling runs (`solver_runs` of explain.json),
//! the solver processes (entries of the run's exact-text cache: every solver process that gave an
//! answer, core and repair runs included) and the wall time; and the machine load
//! (`/proc/loadavg`) at start and end. `WOBBLE_BENCH_EXPLAIN_TIMEOUT` sets `--timeout` (default 2
//! seconds, far above an unsat run of these queries).
//!
//! Last, the core-first `wobble minimize --unstable Buckets.bpl --methods reseed --budget 120`
//! (issue #37: the ddmin of that program without the core ran 50+ minutes): its core-first line,
//! sizes, solver runs and wall time.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}

fn explain(subject: &Path, out: &Path, timeout: &str) {
    let bin = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/release/wobble");
    let start = Instant::now();
    let status = Command::new(&bin)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["explain", subject.to_str().unwrap_or_default(), "--timeout", timeout, "-j", "2", "-q", "--out"])
        .arg(out)
        .stdout(std::process::Stdio::null())
        .status()
        .expect("run target/release/wobble (cargo build --release first)");
    let wall = start.elapsed().as_secs_f64();
    let v: serde_json::Value = std::fs::read_to_string(out.join("explain.json"))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    let processes = std::fs::read_dir(out.join(".cache").join("smt")).map_or(0, |d| d.count());
    let core = &v["core"][0];
    let repairs: Vec<String> = v["repairs"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|r| format!("{} {}/{}", r["kind"].as_str().unwrap_or("?"), r["successes"], r["runs"]))
                .collect()
        })
        .unwrap_or_default();
    println!("{}", subject.display());
    println!(
        "  exit {:?}, verdict {}, core {}/{} assertions (pruned: {} {}/{}), repairs [{}]",
        status.code(),
        v["verdict"]["category"],
        core["in_core"],
        core["assertions_total"],
        core["pruned"]["category"],
        core["pruned"]["successes"],
        core["pruned"]["runs"],
        repairs.join(", ")
    );
    println!("  sampling runs {}, solver processes {processes}, wall {wall:.1} s", v["solver_runs"]);
}

/// The core-first `minimize --unstable` of a Boogie program, its report's lines that matter.
fn minimize(program: &Path, out: &Path, timeout: &str) {
    let bin = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/release/wobble");
    let start = Instant::now();
    let o = Command::new(&bin)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["minimize", "--unstable", program.to_str().unwrap_or_default(), "--methods", "reseed"])
        .args(["--timeout", timeout, "--budget", "120", "-j", "2", "--out"])
        .arg(out)
        .output()
        .expect("run target/release/wobble (cargo build --release first)");
    let wall = start.elapsed().as_secs_f64();
    let text = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    println!("minimize --unstable {} --methods reseed --budget 120", program.display());
    for l in text.lines().filter(|l| {
        l.starts_with("minimize: core-first")
            || ["size:", "input ", "result ", "solver:", "candidates:", "error"].iter().any(|p| l.starts_with(p))
    }) {
        println!("  {l}");
    }
    println!("  exit {:?}, wall {wall:.1} s", o.status.code());
}

fn main() {
    if Command::new("boogie").arg("/help").output().is_err() || Command::new("z3").arg("--version").output().is_err() {
        println!("explain bench: boogie and z3 are needed; skipped");
        return;
    }
    let timeout = std::env::var("WOBBLE_BENCH_EXPLAIN_TIMEOUT").unwrap_or_else(|_| "2".into());
    let dir = tempfile::tempdir().expect("a temporary directory");
    println!("explain bench: --timeout {timeout} -j 2, default methods and samples; load at start {}", load());
    let bpl = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("seeds/unstable/Buckets.bpl");
    explain(&bpl, &dir.path().join("bpl"), &timeout);
    let logs = dir.path().join("logs");
    let _ = std::fs::create_dir_all(&logs);
    let _ = Command::new("boogie")
        .current_dir(&logs)
        .args(["/timeLimit:5", &format!("/proverLog:{}/@PROC@.smt2", logs.display())])
        .arg(&bpl)
        .stdout(std::process::Stdio::null())
        .status();
    let query = std::fs::read_dir(&logs).ok().and_then(|d| {
        d.filter_map(|e| e.ok().map(|e| e.path())).find(|p| p.to_string_lossy().contains("__default.Collide"))
    });
    match query {
        Some(q) => {
            let kb = std::fs::metadata(&q).map_or(0, |m| m.len()) / 1024;
            println!("SMT query: Buckets' /proverLog of Collide, {kb} KB");
            explain(&q, &dir.path().join("smt"), &timeout);
        }
        None => println!("SMT query: Boogie logged no Collide query; skipped"),
    }
    minimize(&bpl, &dir.path().join("min"), &timeout);
    println!("load at end {}", load());
}
