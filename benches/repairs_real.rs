//! The repair rate of `wobble explain` on real corpora (issue 58), beside `benches/repairs.rs`, the
//! regression set of our own seeds. Subjects are read from `../shared/corpus` (never copied into
//! the repository; when it is missing the bench says so and exits 0):
//! - **queries**: a fixed, seeded sample of `mariposa-unstable-core/` (its `.smt2` files in the
//!   order of SHA-256 over `WOBBLE_BENCH_REAL_SEED` and the file name), each first measured with
//!   `wobble stability` under z3 4.13.0 (the `boogie-z3-4.13.0` configuration that `make
//!   releases` writes to `.releases/wobble.toml`); the first `WOBBLE_BENCH_REAL_QUERIES` (default
//!   20) that measure `unstable` are the subjects;
//! - **programs**: the Dafny-generated Boogie programs that `scripts/find-unstable-dafny.sh`
//!   measured `unstable` (its list, `results/dafny-unstable.txt`, names the program, its module
//!   when Dafny printed several, and the tool), at most `WOBBLE_BENCH_REAL_PROGRAMS` (default 8),
//!   translated again here with `dafny /compile:0 /noVerify /nologo /print:`.
//!
//! Each subject gets `wobble explain` (`--rng-seed 1 -j 2`, `--time-budget` the wall-clock
//! budget below less 25 s (`MARGIN_S`), `--timeout` `WOBBLE_BENCH_REAL_TIMEOUT`
//! (default 10) seconds per run, the default samples and candidates) under a wall-clock budget of
//! `WOBBLE_BENCH_REAL_BUDGET` seconds (default 600; the run is interrupted past it). It resumes per
//! subject: each screening and each explain leaves a result file under `WOBBLE_BENCH_REAL_OUT`
//! (default `target/repairs-real/`), and a subject already done is not run again. It prints per
//! subject its kind, failure kind, wall time and the first repair (kind and counts) or why there
//! is none; then the repair rate of the queries and of the programs with Wilson 95% intervals,
//! and the edit kinds that worked. A query is repaired by a repair that measured `stable` and
//! passed the never-weaken check; a program only by such a `.bpl` edit that Boogie confirmed
//! (explain's `boogie.confirmed`). A program's query-level repairs (its VC pruned to a core that
//! measured stable, or a repair Boogie did not confirm) are counted apart.
//!
//! Figures only: nothing here asserts a rate or a speed, and nothing is tuned to the corpora.
//! Verifier time is the whole cost: run it under `nice -n 19` (`make bench-real`), in parts; `make
//! bench` skips it (`WOBBLE_BENCH_REAL_SKIP`).
//! `WOBBLE_BENCH_REAL_ONLY=queries|programs` runs one part; `WOBBLE_BENCH_REAL_CONFIG` names
//! another configuration file; `WOBBLE_CORPUS` another corpus directory; `WOBBLE_BENCH_BIN`
//! another wobble binary.

#[path = "common/print.rs"]
mod print;

use print::{clip, list_or_none, rate_with_ci, text};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The z3 4.13.0 configuration of `.releases/wobble.toml`.
const Z3_4_13: &str = "boogie-z3-4.13.0";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn wobble() -> PathBuf {
    std::env::var_os("WOBBLE_BENCH_BIN").map_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_wobble")), PathBuf::from)
}

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_string())
}

fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// What a subject is.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// A query of the Mariposa unstable core.
    Query,
    /// A Dafny-generated Boogie program.
    Program,
}

impl Kind {
    fn label(self) -> &'static str {
        match self {
            Kind::Query => "query",
            Kind::Program => "dafny-bpl",
        }
    }
}

/// One subject: its name, file, and the solver (`--solver`, with `--config` when it is a label).
struct Subject {
    name: String,
    kind: Kind,
    file: PathBuf,
    solver: String,
}

/// The limits every run gets.
struct Limits {
    budget_s: u64,
    timeout_s: u64,
    config: Option<PathBuf>,
}

/// A file name without `/` and `#`.
fn stem(name: &str) -> String {
    name.replace(['/', '#'], "_")
}

/// Runs wobble with `args` under the wall-clock budget (SIGINT at the budget, SIGKILL 30 s later):
/// the exit code (`None` when killed) and the last line of standard error.
fn run_budgeted(args: &[String], budget_s: u64) -> (Option<i32>, String) {
    let mut cmd = Command::new("timeout");
    cmd.args(["--signal=INT", "-k", "30", &budget_s.to_string()]).arg(wobble()).args(args).current_dir(root());
    cmd.stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped());
    match cmd.output() {
        Ok(o) => {
            let err = String::from_utf8_lossy(&o.stderr);
            (o.status.code(), err.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").to_string())
        }
        Err(e) => (None, e.to_string()),
    }
}

fn solver_args(solver: &str, limits: &Limits) -> Vec<String> {
    let mut a = Vec::new();
    if solver != "z3" {
        if let Some(c) = &limits.config {
            a.extend(["--config".to_string(), c.display().to_string()]);
        }
    }
    a
}

/// The `all` row of a stability.csv: category, runs, successes, per-method counts.
fn all_row(csv_path: &Path) -> Option<(String, String, String, String)> {
    let mut r = csv::Reader::from_path(csv_path).ok()?;
    let header = r.headers().ok()?.clone();
    let col = |name: &str| header.iter().position(|h| h == name);
    let (q, c, n, s, m) = (col("query")?, col("category")?, col("runs")?, col("successes")?, col("per_method")?);
    r.records().flatten().find(|rec| rec.get(q) == Some("all")).map(|rec| {
        let f = |i: usize| rec.get(i).unwrap_or("").to_string();
        (f(c), f(n), f(s), f(m))
    })
}

/// The screening of one corpus query with `wobble stability` under z3 4.13.0, resumed from its
/// result file: its category and counts.
fn screen(file: &Path, name: &str, out: &Path, limits: &Limits) -> String {
    let done = out.join("screen").join(format!("{}.txt", stem(name)));
    if let Ok(t) = std::fs::read_to_string(&done) {
        return t.trim().to_string();
    }
    let dir = out.join("screen").join(stem(name));
    let mut args = vec!["stability".to_string(), file.display().to_string(), "--tools".into(), Z3_4_13.into()];
    args.extend(solver_args(Z3_4_13, limits));
    args.extend(["--timeout".into(), limits.timeout_s.to_string(), "--rng-seed".into(), "1".into()]);
    args.extend(["-j".into(), "2".into(), "-q".into(), "--out".into(), dir.display().to_string()]);
    let t0 = Instant::now();
    let (exit, err) = run_budgeted(&args, limits.budget_s);
    let line = match all_row(&dir.join("stability.csv")) {
        Some((cat, runs, succ, per)) => format!("{cat} {succ}/{runs} {per} ({:.0} s)", t0.elapsed().as_secs_f64()),
        None if exit.is_none() || exit == Some(124) || exit == Some(130) => {
            format!("over-budget (past {} s)", limits.budget_s)
        }
        None => format!("error (exit {exit:?}: {err})"),
    };
    let _ = std::fs::write(&done, format!("{line}\n"));
    line
}

/// The corpus queries in the seeded order.
fn seeded_queries(dir: &Path, seed: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "smt2"))
        .collect();
    let key = |p: &PathBuf| {
        let mut h = Sha256::new();
        h.update(seed.as_bytes());
        h.update(b"\n");
        h.update(p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default().as_bytes());
        h.finalize().to_vec()
    };
    files.sort_by_cached_key(key);
    files
}

/// The query subjects: the first `want` of the seeded sample that measure unstable.
fn query_subjects(corpus: &Path, out: &Path, limits: &Limits, want: usize) -> Vec<Subject> {
    let dir = corpus.join("mariposa-unstable-core");
    let seed = env_or("WOBBLE_BENCH_REAL_SEED", "1");
    let files = seeded_queries(&dir, &seed);
    println!(
        "queries: {} files in {}, seeded order (seed {seed}); screening with wobble stability under {Z3_4_13}",
        files.len(),
        dir.display()
    );
    let mut subjects = Vec::new();
    let mut screened = 0;
    for f in files {
        if subjects.len() >= want {
            break;
        }
        let name = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let verdict = screen(&f, &name, out, limits);
        screened += 1;
        println!("  screened {}: {verdict}", clip(&name, 70));
        if verdict.starts_with("unstable") {
            subjects.push(Subject { name, kind: Kind::Query, file: f, solver: Z3_4_13.into() });
        }
    }
    println!("queries: {} unstable of {screened} screened (wanted {want})", subjects.len());
    subjects
}

/// The program subjects: the unstable programs of the search's list, translated again.
fn program_subjects(corpus: &Path, out: &Path, want: usize) -> Vec<Subject> {
    let list = root().join("results/dafny-unstable.txt");
    let Ok(text) = std::fs::read_to_string(&list) else {
        println!("programs: no {} (run scripts/find-unstable-dafny.sh first)", list.display());
        return Vec::new();
    };
    let rows: Vec<Vec<&str>> = text.lines().filter(|l| !l.starts_with('#')).map(|l| l.split('\t').collect()).collect();
    let searched: std::collections::BTreeSet<&str> =
        rows.iter().filter_map(|r| r.first()).map(|n| n.split('#').next().unwrap_or(n)).collect();
    let unstable: Vec<&Vec<&str>> = rows.iter().filter(|r| r.get(2) == Some(&"unstable")).collect();
    println!(
        "programs: {} programs searched by scripts/find-unstable-dafny.sh, {} Boogie programs measured unstable; taking {}",
        searched.len(),
        unstable.len(),
        unstable.len().min(want)
    );
    let mut subjects = Vec::new();
    for r in unstable.into_iter().take(want) {
        let (name, tool) = (r[0], r.get(1).copied().unwrap_or("z3"));
        let (prog, module) = match name.split_once('#') {
            Some((p, m)) => (p, Some(m)),
            None => (name, None),
        };
        let dir = out.join("dafny").join(stem(prog));
        let bpl = dir.join(match module {
            Some(m) => format!("out_{m}.bpl"),
            None => "out.bpl".into(),
        });
        if !bpl.exists() {
            let _ = std::fs::create_dir_all(&dir);
            let src = corpus.join("dafny-2.3.0-tests").join(prog);
            let cwd = src.parent().map(Path::to_path_buf).unwrap_or_else(|| corpus.to_path_buf());
            let file = src.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let status = Command::new("timeout")
                .args(["300", "dafny", "/compile:0", "/noVerify", "/nologo"])
                .arg(format!("/print:{}", dir.join("out.bpl").display()))
                .arg(file)
                .current_dir(cwd)
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status();
            if !bpl.exists() {
                println!("  {name}: not translated ({status:?})");
                continue;
            }
        }
        subjects.push(Subject { name: name.to_string(), kind: Kind::Program, file: bpl, solver: tool.to_string() });
    }
    subjects
}

/// A repair that measured `stable` and passed the never-weaken check.
fn stable_never_weakening(r: &Value) -> bool {
    r["category"] == "stable" && r["never_weaken"] == "passed"
}

/// A `.bpl` repair that Boogie confirmed.
fn boogie_confirmed(r: &Value) -> bool {
    r["boogie"]["confirmed"] == true
}

fn describe(r: &Value) -> String {
    let mut s = format!("{} {} {}/{}", text(&r["kind"]), text(&r["category"]), r["successes"], r["runs"]);
    if let (Some(v), Some(n)) = (r["boogie"]["verified"].as_u64(), r["boogie"]["wanted"].as_u64()) {
        s.push_str(&format!(", boogie {v}/{n}"));
    }
    s
}

/// What explain may run past its `--time-budget`: since 2026-12-06 its repairs of a program keep
/// the time of Boogie's confirmation (estimated from the sampled VCs, at most a quarter of the
/// budget, `seconds.kept_for_boogie`), and no sampling round starts that could end past the
/// budget, so only an estimate that falls short, Boogie's extraction of a candidate's VCs and the
/// writing of the output run past it. Before, the margin was 75 s (from 2026-12-05) and 120 s,
/// with the confirmation in it: the runs from 05a6f89 on used at most 15 s of it
/// (results/repairs-real/), two runs of 2026-12-03 (fe41b4c, 8583f23) all 120 and 46.
const MARGIN_S: u64 = 25;

/// Explains one subject (resumed from its row file) and returns its row.
fn explain(s: &Subject, out: &Path, limits: &Limits) -> Value {
    let row_file = out.join("rows").join(format!("{}.json", stem(&s.name)));
    if let Some(v) = std::fs::read_to_string(&row_file).ok().and_then(|t| serde_json::from_str::<Value>(&t).ok()) {
        return v;
    }
    let dir = out.join("explain").join(stem(&s.name));
    let mut args = vec!["explain".to_string(), s.file.display().to_string(), "--solver".into(), s.solver.clone()];
    args.extend(solver_args(&s.solver, limits));
    args.extend(["--timeout".into(), limits.timeout_s.to_string(), "--rng-seed".into(), "1".into()]);
    args.extend(["-j".into(), "2".into(), "-q".into(), "--out".into(), dir.display().to_string()]);
    // explain's own time budget (the wall-clock one less MARGIN_S) ends its evidence and
    // repairs in time; the wall-clock budget only guards it.
    args.extend(["--time-budget".into(), limits.budget_s.saturating_sub(MARGIN_S).max(1).to_string()]);
    let t0 = Instant::now();
    let (exit, err) = run_budgeted(&args, limits.budget_s);
    let wall_s = t0.elapsed().as_secs_f64();
    let v: Value = std::fs::read_to_string(dir.join("explain.json"))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    let over = exit.is_none() || exit == Some(124) || exit == Some(130);
    let failure = match exit {
        Some(1) => text(&v["failure_kind"]),
        Some(0) => format!("{}: nothing to explain", text(&v["verdict"]["category"])),
        _ if over => format!("over the budget of {} s", limits.budget_s),
        _ => format!("error: {}", clip(&err, 60)),
    };
    let repairs = v["repairs"].as_array().cloned().unwrap_or_default();
    let good: Vec<&Value> = repairs
        .iter()
        .filter(|r| stable_never_weakening(r) && (s.kind == Kind::Query || boogie_confirmed(r)))
        .collect();
    let query_level: Vec<String> = match s.kind {
        Kind::Query => Vec::new(),
        Kind::Program => {
            let mut q: Vec<String> = repairs
                .iter()
                .filter(|r| stable_never_weakening(r) && !boogie_confirmed(r))
                .map(|r| format!("{} (Boogie did not confirm)", describe(r)))
                .collect();
            q.extend(
                (v["core"].as_array().into_iter().flatten())
                    .filter(|c| c["pruned"]["category"] == "stable")
                    .map(|c| format!("VC {} pruned to its core stable", text(&c["query"]))),
            );
            q
        }
    };
    let first = match good.first() {
        Some(r) => describe(r),
        None if exit == Some(1) => {
            let rejected = v["rejected_repairs"].as_array().cloned().unwrap_or_default();
            match rejected.first() {
                Some(r) => format!(
                    "none ({} rejected; first {}: {})",
                    rejected.len(),
                    text(&r["kind"]),
                    clip(&text(&r["reason"]), 80)
                ),
                None => "none (no candidate)".into(),
            }
        }
        None => "-".into(),
    };
    let row = json!({
        "name": s.name,
        "kind": s.kind.label(),
        "solver": s.solver,
        "exit": exit,
        "failure": failure,
        "wall_s": wall_s,
        "repaired": !good.is_empty(),
        "first": first,
        "worked": good.iter().map(|r| text(&r["kind"])).collect::<Vec<_>>(),
        "query_level": query_level,
    });
    let _ = std::fs::create_dir_all(out.join("rows"));
    let _ = std::fs::write(&row_file, format!("{row:#}\n"));
    row
}

fn rate(label: &str, rows: &[Value]) {
    let n = rows.len() as u32;
    let k = rows.iter().filter(|r| r["repaired"] == true).count() as u32;
    match rate_with_ci(k, n) {
        Some(rate) => println!("{label}: {k} of {n} repaired = {rate}"),
        None => println!("{label}: no subject run"),
    }
}

fn main() {
    if std::env::var_os("WOBBLE_BENCH_REAL_SKIP").is_some() {
        println!("repairs_real bench: skipped under make bench (make bench-real runs it)");
        return;
    }
    let corpus = std::env::var_os("WOBBLE_CORPUS").map_or_else(|| root().join("../shared/corpus"), PathBuf::from);
    if !corpus.join("mariposa-unstable-core").is_dir() && !corpus.join("dafny-2.3.0-tests").is_dir() {
        println!(
            "repairs_real bench: no corpus at {} (mariposa-unstable-core/, dafny-2.3.0-tests/: see ../shared/corpus/README.md); skipped",
            corpus.display()
        );
        return;
    }
    if Command::new("timeout").arg("--version").output().is_err()
        || Command::new("z3").arg("--version").output().is_err()
    {
        println!("repairs_real bench: coreutils' timeout and z3 are needed; skipped");
        return;
    }
    let out =
        std::env::var_os("WOBBLE_BENCH_REAL_OUT").map_or_else(|| root().join("target/repairs-real"), PathBuf::from);
    let _ = std::fs::create_dir_all(out.join("screen"));
    let config = std::env::var_os("WOBBLE_BENCH_REAL_CONFIG")
        .map_or_else(|| root().join(".releases/wobble.toml"), PathBuf::from);
    let limits = Limits {
        budget_s: env_num("WOBBLE_BENCH_REAL_BUDGET", 600),
        timeout_s: env_num("WOBBLE_BENCH_REAL_TIMEOUT", 10),
        config: config.exists().then_some(config.clone()),
    };
    let only = env_or("WOBBLE_BENCH_REAL_ONLY", "");
    println!(
        "repairs_real bench (real corpora; the regression set of our own seeds is `cargo bench --bench repairs`): \
         wobble explain --rng-seed 1 -j 2 --timeout {} under a budget of {} s per subject; results in {}",
        limits.timeout_s,
        limits.budget_s,
        out.display()
    );
    let mut subjects = Vec::new();
    if only.is_empty() || only == "queries" {
        if !corpus.join("mariposa-unstable-core").is_dir() {
            println!("queries: no {}; skipped", corpus.join("mariposa-unstable-core").display());
        } else if limits.config.is_none() {
            println!("queries: no {} (make releases writes it); skipped", config.display());
        } else {
            let want = env_num("WOBBLE_BENCH_REAL_QUERIES", 20) as usize;
            subjects.extend(query_subjects(&corpus, &out, &limits, want));
        }
    }
    if only.is_empty() || only == "programs" {
        let want = env_num("WOBBLE_BENCH_REAL_PROGRAMS", 8) as usize;
        subjects.extend(program_subjects(&corpus, &out, want));
    }
    println!("{:<48} {:<9} {:<28} {:>8}  first repair", "subject", "kind", "failure", "wall_s");
    let mut rows = Vec::new();
    for s in &subjects {
        let r = explain(s, &out, &limits);
        println!(
            "{:<48} {:<9} {:<28} {:>8.1}  {}",
            clip(&s.name, 47),
            s.kind.label(),
            clip(&text(&r["failure"]), 28),
            r["wall_s"].as_f64().unwrap_or(0.0),
            text(&r["first"])
        );
        for q in r["query_level"].as_array().into_iter().flatten() {
            println!("{:<48} query-level only: {}", "", text(q));
        }
        rows.push(r);
    }
    let queries: Vec<Value> = rows.iter().filter(|r| r["kind"] == "query").cloned().collect();
    let programs: Vec<Value> = rows.iter().filter(|r| r["kind"] != "query").cloned().collect();
    rate(
        "corpus queries (stable by explain's rule, never-weaken passed; the anchor: 61% one edit, 70% pairs)",
        &queries,
    );
    rate("Dafny programs (a .bpl edit that Boogie confirmed)", &programs);
    let ql = programs
        .iter()
        .filter(|r| r["repaired"] != true && r["query_level"].as_array().is_some_and(|a| !a.is_empty()))
        .count();
    println!("Dafny programs with a query-level repair only: {ql} of {}", programs.len());
    let mut kinds: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for r in &rows {
        for k in r["worked"].as_array().into_iter().flatten() {
            *kinds.entry(text(k)).or_default() += 1;
        }
    }
    let worked: Vec<String> = kinds.iter().map(|(k, n)| format!("{k} ×{n}")).collect();
    println!("edit kinds that worked: {}", list_or_none(&worked));
    let wall: f64 = rows.iter().filter_map(|r| r["wall_s"].as_f64()).sum();
    let over: Vec<String> =
        rows.iter().filter(|r| r["wall_s"].as_f64().is_some_and(|w| w > 600.0)).map(|r| text(&r["name"])).collect();
    println!("time: {wall:.0} s wall in all; over 10 minutes: {}", list_or_none(&over));
}
