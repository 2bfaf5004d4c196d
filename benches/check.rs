//! The cost of `wobble check` re-runs (issue #40): a full run on our largest seed group
//! (seeds/D-dafny, 16 Dafny-generated programs) that writes a baseline, then the re-run after a
//! one-procedure change (a new small procedure appended to one program), measured with the real
//! Boogie and z3 through the built binary (`cargo bench --bench check`, part of `make bench`).
//! Figures only: nothing here asserts a speed. Target (issue #40): the re-run's solver time at
//! most 10 % of the full run's.
//!
//! Printed: per run the units sampled and reused, solver runs, the summed solver time
//! (`solver_time_s` of the JSON report) and the wall time; the ratio of the solver times; and the
//! machine load (`/proc/loadavg`) at start and end. `WOBBLE_BENCH_CHECK_SAMPLES` sets `--samples`
//! (default 20, to keep the full run to minutes on a loaded 2-core machine; the ratio does not
//! depend much on it).

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

fn number(json: &str, key: &str) -> f64 {
    let pat = format!("\"{key}\": ");
    json.find(&pat)
        .map(|at| {
            json[at + pat.len()..]
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == 'e' || *c == '-')
                .collect::<String>()
        })
        .and_then(|s| s.parse().ok())
        .unwrap_or(f64::NAN)
}

/// One `wobble check` run in `dir`: (summary figures, wall seconds).
fn run(dir: &Path, extra: &[&str], samples: &str) -> (String, f64) {
    let bin = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/release/wobble");
    let start = Instant::now();
    let out = Command::new(&bin)
        .current_dir(dir)
        .args(["check", "proofs", "--baseline", "b.toml", "--format", "json", "-j", "2", "-q", "--samples", samples])
        .args(extra)
        .output()
        .expect("run target/release/wobble (cargo build --release first)");
    (String::from_utf8_lossy(&out.stdout).into_owned(), start.elapsed().as_secs_f64())
}

fn line(label: &str, json: &str, wall: f64) -> f64 {
    let solver = number(json, "solver_time_s");
    println!(
        "{label:<28} units {:>4}  sampled {:>4}  reused {:>4}  solver runs {:>6}  solver time {:>9.1} s  wall {:>7.1} s",
        number(json, "units"),
        number(json, "sampled"),
        number(json, "reused"),
        number(json, "solver_runs"),
        solver,
        wall
    );
    solver
}

fn main() {
    let samples = std::env::var("WOBBLE_BENCH_CHECK_SAMPLES").unwrap_or_else(|_| "20".into());
    let start_load = load();
    let tmp = tempfile::tempdir().expect("temp dir");
    let d = tmp.path();
    std::fs::create_dir(d.join("proofs")).expect("proofs dir");
    let group = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("seeds/D-dafny");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&group)
        .expect("seeds/D-dafny")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "bpl"))
        .collect();
    files.sort();
    for f in &files {
        std::fs::copy(f, d.join("proofs").join(f.file_name().expect("name"))).expect("copy");
    }
    println!("wobble check re-run cost: {} programs of seeds/D-dafny, --samples {samples}", files.len());
    let (full, full_wall) = run(d, &["--update-baseline"], &samples);
    let full_s = line("full run (baseline)", &full, full_wall);
    let (same, same_wall) = run(d, &[], &samples);
    line("unchanged re-run", &same, same_wall);
    let changed = d.join("proofs").join(files[0].file_name().expect("name"));
    let mut text = std::fs::read_to_string(&changed).expect("read");
    text.push_str(
        "\nprocedure WobbleBenchChanged(x: int) returns (y: int)\n  ensures y == x + 1;\n{\n  y := x + 1;\n}\n",
    );
    std::fs::write(&changed, text).expect("write");
    let (one, one_wall) = run(d, &[], &samples);
    let one_s = line("after a one-procedure change", &one, one_wall);
    println!("\ncheck re-run figures");
    println!("  re-run solver time / full run solver time: {:.2} % (target <= 10 %)", 100.0 * one_s / full_s);
    println!("  re-run wall / full run wall: {:.2} %", 100.0 * one_wall / full_wall);
    println!("  load average at start: {start_load}; at end: {}", load());
}
