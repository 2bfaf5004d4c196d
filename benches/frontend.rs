//! Front-end benchmark. The targets: parsing and printing stay under 1% of a fuzz run's time, and
//! parsing needs under 30x the file size in memory.
//!
//! It generates a synthetic Boogie program of at least 5 MB (axioms with quantifiers and triggers,
//! functions, procedures with loops, attributes everywhere) and reports parse, print, free and
//! parse+print times (best of several iterations, single-threaded) and the peak memory of parsing
//! relative to the file size (heap bytes via a counting global allocator, and resident-set growth).
//! Then it compares the front-end with the verifier on a real seed, `seeds/E-triggers/fig1.bpl`:
//! a fuzz run parses its seed once and prints every mutant before Boogie verifies it, so the
//! front-end's share of a run is (parse + print) / (parse + print + one Boogie run). Boogie runs
//! once (skipped with a note if `boogie` is not on the PATH). Figures are printed, against the
//! targets; nothing fails on timing (the machine may be loaded). It also prints the parse
//! throughput in lines per second on the largest seed under `seeds/`.
//!
//! Run: `cargo bench --bench frontend` (add `-- --quick` for fewer iterations). Environment:
//! `FRONTEND_BENCH_MB=N` sets the size, `FRONTEND_BENCH_WRITE=FILE` also writes the program to FILE.

use std::alloc::{GlobalAlloc, Layout};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Counts live heap bytes and remembers the peak; allocates with mimalloc, as the `wobble` binary does.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// Counting is switched off (for good) before the timed runs, which then pay only for the allocator.
static COUNT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { MI.alloc(layout) };
        if !p.is_null() && COUNT.load(Ordering::Relaxed) {
            let now = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { MI.dealloc(ptr, layout) };
        if COUNT.load(Ordering::Relaxed) {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { MI.realloc(ptr, layout, new_size) };
        if !p.is_null() && COUNT.load(Ordering::Relaxed) {
            if new_size >= layout.size() {
                let now = LIVE.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size - layout.size();
                PEAK.fetch_max(now, Ordering::Relaxed);
            } else {
                LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}

static MI: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[global_allocator]
static GLOBAL: Counting = Counting;

/// A deterministic synthetic program of at least `min_bytes` bytes.
fn synthetic_program(min_bytes: usize) -> String {
    let mut s = String::with_capacity(min_bytes + 4096);
    s.push_str("type Ref;\ntype Field a;\ntype {:datatype} Box;\nconst unique null: Ref;\n");
    s.push_str("var Heap: <a>[Ref, Field a]a;\nvar {:global} alloc: [Ref]bool;\n");
    s.push_str("function {:inline} $add(x: int, y: int) returns (int) { x + y }\n");
    s.push_str("function {:bvbuiltin \"bvadd\"} $bvadd32(bv32, bv32) returns (bv32);\n");
    let mut i = 0usize;
    while s.len() < min_bytes {
        let _ = write!(
            s,
            "const unique f{i}: Field int;\n\
             function {{:inline}} g{i}(x: int, r: Ref): int {{ if x > {i} then x - 1 else $add(x, {i}) }}\n\
             axiom {{:weight 2}} (forall r: Ref, k: int :: {{ Heap[r, f{i}], g{i}(k, r) }} \
             alloc[r] && r != null ==> Heap[r, f{i}] >= 0 || g{i}(k, r) == k * 2 + 1);\n\
             axiom (forall<T> h: <a>[Ref, Field a]a, r: Ref, fl: Field T :: {{:qid \"q{i}\"}} h[r, fl := h[r, fl]][r, fl] == h[r, fl]);\n\
             procedure {{:inline 1}} p{i}(x: int, b: bv32) returns (y: int, c: bv32);\n\
             \x20 requires x >= 0 && b[8:0] == 0bv8;\n\
             \x20 free requires {{:msg \"pre {i}\"}} alloc[null] == false;\n\
             \x20 modifies Heap;\n\
             \x20 ensures y == old(x) + {i} ==> Heap[null, f{i}] == old(Heap)[null, f{i}];\n\n\
             implementation p{i}(x: int, b: bv32) returns (y: int, c: bv32)\n{{\n\
             \x20 var t, u: int;\n  var r: Ref;\n\
             \x20 t := x; y := 0; c := $bvadd32(b, 1bv32);\n\
             \x20 while (t > 0)\n    invariant {{:sourceloc \"f.c\", {i}, 3}} t >= 0 && y == (x - t) * {i};\n  {{\n\
             \x20   assume {{:sourceloc \"f.c\", {i}, 5}} true;\n\
             \x20   Heap[r, f{i}] := Heap[r, f{i}] + 1;\n\
             \x20   t, y := t - 1, y + {i};\n\
             \x20   if (y mod 2 == 0) {{ u := y div 2; }} else if (*) {{ havoc u; }} else {{ u := -y; }}\n  }}\n\
             \x20 call u := g_{i}(t, 3.5);\n\
             \x20 assert {{:msg \"post\"}} y >= 0 <==> !(y < 0);\n\
             \x20 goto L1, L2;\n  L1:\n    return;\n  L2:\n    assume false;\n}}\n\n"
        );
        i += 1;
    }
    s
}

/// A `kB` field of /proc/self/status (`VmRSS`, `VmHWM`), if readable.
fn proc_status_kb(field: &str) -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with(field) && l[field.len()..].starts_with(':'))?;
    line[field.len() + 1..].trim().trim_end_matches("kB").trim().parse().ok()
}

/// CPU time of the calling thread in seconds (robust against other processes on a busy machine).
fn thread_cpu_secs() -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes into the timespec we pass; CLOCK_THREAD_CPUTIME_ID is valid on Linux.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return 0.0;
    }
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// Runs `f` `iters` times; returns the best wall-clock and best thread-CPU seconds and the last result.
fn best_of<T>(iters: usize, mut f: impl FnMut() -> T) -> (f64, f64, T) {
    let mut best = f64::INFINITY;
    let mut best_cpu = f64::INFINITY;
    let mut last = None;
    for _ in 0..iters.max(1) {
        let t = Instant::now();
        let c = thread_cpu_secs();
        let r = f();
        best_cpu = best_cpu.min(thread_cpu_secs() - c);
        best = best.min(t.elapsed().as_secs_f64());
        last = Some(r);
    }
    match last {
        Some(r) => (best, best_cpu, r),
        None => (best, best_cpu, f()),
    }
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let iters = if quick { 2 } else { 5 };
    let size_mb: usize = std::env::var("FRONTEND_BENCH_MB").ok().and_then(|s| s.parse().ok()).unwrap_or(5);
    let src = synthetic_program(size_mb << 20);
    if let Ok(path) = std::env::var("FRONTEND_BENCH_WRITE") {
        // For profiling the CLI on the same input (`wobble parse FILE`).
        if let Err(e) = std::fs::write(&path, &src) {
            eprintln!("{path}: {e}");
        }
    }
    let mb = src.len() as f64 / (1 << 20) as f64;
    println!("synthetic program: {:.2} MB, {} lines", mb, src.lines().count());

    // Peak memory of one parse, relative to the file size.
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let rss_before = proc_status_kb("VmRSS");
    let program = match wobble::syntax::parse_program(&src, "synthetic.bpl") {
        Ok(p) => p,
        Err(e) => {
            eprintln!("the synthetic program does not parse: {e}");
            std::process::exit(1);
        }
    };
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    let retained = LIVE.load(Ordering::Relaxed).saturating_sub(base);
    println!(
        "parse peak heap: {:.1} MB = {:.2}x file size (AST retained: {:.2}x)",
        peak as f64 / (1 << 20) as f64,
        peak as f64 / src.len() as f64,
        retained as f64 / src.len() as f64
    );
    if let (Some(before), Some(hwm)) = (rss_before, proc_status_kb("VmHWM")) {
        let grown = hwm.saturating_sub(before) as f64 * 1024.0;
        println!(
            "parse peak RSS growth: {:.1} MB = {:.2}x file size (resident memory, allocator overhead included)",
            grown / (1 << 20) as f64,
            grown / src.len() as f64
        );
    }
    drop(program);
    COUNT.store(false, Ordering::Relaxed);

    let (t_parse, c_parse, program) = best_of(iters, || wobble::syntax::parse_program(&src, "synthetic.bpl"));
    let Ok(program) = program else {
        eprintln!("parse failed");
        std::process::exit(1);
    };
    let (t_print, c_print, printed) = best_of(iters, || wobble::syntax::print_program(&program));
    drop(program);
    // Parse then print, as `wobble parse` does; the AST is freed outside the timed region, as in
    // the `parse` line. Freeing it is timed on its own, and the whole cycle on the last line.
    let (t_both, c_both, _) = best_of(iters, || {
        wobble::syntax::parse_program(&src, "synthetic.bpl").map(|p| {
            let out = wobble::syntax::print_program(&p);
            (p, out.len())
        })
    });
    let (t_cycle, c_cycle, _) = best_of(iters, || {
        wobble::syntax::parse_program(&src, "synthetic.bpl").map(|p| wobble::syntax::print_program(&p).len())
    });
    let mut t_drop = f64::INFINITY;
    for _ in 0..iters.max(1) {
        let Ok(p) = wobble::syntax::parse_program(&src, "synthetic.bpl") else { break };
        let t = Instant::now();
        drop(p);
        t_drop = t_drop.min(t.elapsed().as_secs_f64());
    }
    println!("(MB/s from wall-clock time; in brackets from thread CPU time, which ignores other load)");
    println!("parse:       {:>7.1} MB/s [{:>7.1} MB/s CPU] ({:.3} s)", mb / t_parse, mb / c_parse, t_parse);
    println!(
        "print:       {:>7.1} MB/s [{:>7.1} MB/s CPU] ({:.3} s, output {:.2} MB)",
        mb / t_print,
        mb / c_print,
        t_print,
        printed.len() as f64 / (1 << 20) as f64
    );
    println!("free AST:    {:>7.1} MB/s                   ({:.3} s)", mb / t_drop, t_drop);
    println!("parse+print: {:>7.1} MB/s [{:>7.1} MB/s CPU] ({:.3} s)", mb / t_both, mb / c_both, t_both);
    println!("parse+print+free: {:>7.1} MB/s [{:>7.1} MB/s CPU] ({:.3} s)", mb / t_cycle, mb / c_cycle, t_cycle);
    println!(
        "memory target: parse peak under {MEMORY_TARGET}x the file size (measured: {:.2}x heap)",
        peak as f64 / src.len() as f64
    );
    largest_seed_throughput(iters);
    compare_with_boogie(iters);
}

/// The largest `.bpl` file below `dir` (recursively), by size.
fn largest_bpl(dir: &std::path::Path) -> Option<(u64, std::path::PathBuf)> {
    let mut best: Option<(u64, std::path::PathBuf)> = None;
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "bpl") {
                let len = e.metadata().map(|m| m.len()).unwrap_or(0);
                if best.as_ref().is_none_or(|(b, _)| len > *b) {
                    best = Some((len, p));
                }
            }
        }
    }
    best
}

/// Parse throughput in lines per second on the largest seed (real Boogie text, unlike the
/// synthetic program), so that a grammar change that slows the parser shows in `make bench`.
fn largest_seed_throughput(iters: usize) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds");
    let Some((_, path)) = largest_bpl(&root) else {
        println!("largest seed: no seeds under {}, skipped", root.display());
        return;
    };
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("largest seed: {} not readable, skipped", path.display());
        return;
    };
    let name = path.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&path).display().to_string();
    let (t, c, parsed) = best_of(iters * 4, || wobble::syntax::parse_program(&text, &name).map(|p| p.decls.len()));
    if let Err(e) = parsed {
        println!("largest seed {name} does not parse: {e}");
        return;
    }
    let lines = text.lines().count() as f64;
    println!(
        "parse throughput on the largest seed ({name}, {} lines): {:.0} lines/s [{:.0} lines/s CPU] ({:.2} ms)",
        lines,
        lines / t,
        lines / c,
        t * 1e3
    );
}

/// Parsing may use at most this many times the file size (peak heap).
const MEMORY_TARGET: usize = 30;
/// Parsing and printing may take at most this share of a fuzz run (percent).
const TIME_TARGET_PERCENT: f64 = 1.0;

/// The front-end against one real Boogie run on the Fig. 1 seed.
fn compare_with_boogie(iters: usize) {
    let seed = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/E-triggers/fig1.bpl");
    let Ok(text) = std::fs::read_to_string(&seed) else {
        println!("fuzz-run share: {} not readable, skipped", seed.display());
        return;
    };
    let (t_parse, _, parsed) = best_of(iters * 20, || wobble::syntax::parse_program(&text, "fig1.bpl"));
    let Ok(program) = parsed else {
        println!("fuzz-run share: fig1.bpl does not parse, skipped");
        return;
    };
    let (t_print, _, _) = best_of(iters * 20, || wobble::syntax::print_program(&program).len());
    println!("fig1.bpl ({} bytes): parse {:.1} us, print {:.1} us", text.len(), t_parse * 1e6, t_print * 1e6);
    let t = Instant::now();
    let out = std::process::Command::new("boogie").arg(&seed).output();
    let t_boogie = t.elapsed().as_secs_f64();
    match out {
        Ok(o) if String::from_utf8_lossy(&o.stdout).contains("finished with") => {
            let front = t_parse + t_print;
            let share = 100.0 * front / (front + t_boogie);
            println!(
                "boogie on fig1.bpl: {t_boogie:.2} s; front-end share of a run: {share:.4}% \
                 (target: under {TIME_TARGET_PERCENT}%{})",
                if share < TIME_TARGET_PERCENT { ", met" } else { ", NOT met" }
            );
        }
        Ok(o) => println!(
            "boogie on fig1.bpl gave no summary line (exit {:?}); fuzz-run share not measured",
            o.status.code()
        ),
        Err(e) => println!("boogie not runnable ({e}); fuzz-run share not measured"),
    }
}
