//! Mutation throughput (run with `cargo bench --bench mutation`):
//! 1. 100 distinct mutants of a synthesized ~4,000-line program (target: < 1 s, printed texts
//!    included);
//! 2. 100 mutants for each of 135 synthesized seeds totalling ~260,000 lines, the size of the
//!    paper's seed collection, on 2 threads (target: < 60 s).
//!
//! Set `WOBBLE_BENCH_QUICK=1` to run only the first workload.

use std::time::Instant;
use wobble::generation::header::seed_hash;
use wobble::generation::{generate, generate_many, GenParams};
use wobble::syntax::{parse_program, print_program};

/// One procedure with its function and axiom: about 25 lines of Boogie.
fn unit(k: usize) -> String {
    format!(
        "function f{k}(x: int) returns (int);
axiom (forall x: int :: {{f{k}(x)}} f{k}(x) >= x);
procedure p{k}(n: int) returns (r: int)
  requires n >= 0;
  requires n < 100000;
  ensures r >= n;
  ensures r >= 0;
  modifies G;
{{
  var i: int, b: bool;
  var t: int;
  i := 0;
  r := n;
  assert r == n;
  assert i == 0;
  while (i < n)
    invariant 0 <= i && i <= n;
    invariant r >= n;
  {{
    i := i + 1;
    if (i > {k}) {{ r := r + 1; }} else if (i < 0) {{ r := r; }} else {{ G := i; }}
  }}
  t := f{k}(r);
  assert t >= r;
}}
"
    )
}

/// A program of about `lines` lines; `salt` makes programs of equal size differ.
fn synth(lines: usize, salt: usize) -> String {
    let mut s = format!("type T{salt};\nvar G: int;\nconst unique c{salt}: int;\n");
    let mut k = 0;
    while s.lines().count() < lines {
        s.push_str(&unit(salt * 10_000 + k));
        k += 1;
    }
    s
}

fn main() {
    // Workload 1.
    let src = synth(4000, 0);
    let seed = parse_program(&src, "synth.bpl").expect("synthesized program parses");
    let printed_lines = print_program(&seed).lines().count();
    let hash = seed_hash(&src);
    let params = GenParams::new(100, 42);
    let t = Instant::now();
    let g = generate(&seed, &hash, &params);
    let gen_time = t.elapsed();
    let bytes: usize =
        g.mutants.iter().map(|m| m.variant.to_text("m").files.iter().map(|f| f.text.len()).sum::<usize>()).sum();
    let total = t.elapsed();
    println!(
        "workload 1: {} distinct mutants of a {}-line program ({} attempts, {:?}): generation {:.3} s, with printing {:.3} s ({:.0} mutants/s, {:.1} MB printed)",
        g.mutants.len(),
        printed_lines,
        g.attempts,
        g.stop,
        gen_time.as_secs_f64(),
        total.as_secs_f64(),
        g.mutants.len() as f64 / total.as_secs_f64(),
        bytes as f64 / 1e6
    );
    if std::env::var_os("WOBBLE_BENCH_QUICK").is_some() {
        return;
    }

    // Workload 2: 135 seeds, sizes shaped like the paper's groups (a few large, many small).
    let mut sizes = Vec::new();
    sizes.extend(std::iter::repeat_n(5000, 30));
    sizes.extend(std::iter::repeat_n(1800, 50));
    sizes.extend(std::iter::repeat_n(365, 55));
    let seeds: Vec<(wobble::syntax::ast::Program, String)> = sizes
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            let text = synth(n, i + 1);
            (parse_program(&text, "synth.bpl").expect("parses"), seed_hash(&text))
        })
        .collect();
    let lines: usize = seeds.iter().map(|(p, _)| print_program(p).lines().count()).sum();
    let t = Instant::now();
    let all = generate_many(&seeds, &params, 2);
    let gen_time = t.elapsed();
    let n: usize = all.iter().map(|g| g.mutants.len()).sum();
    // Print every mutant too (what `wobble mutate`/`fuzz` do), in parallel.
    use rayon::prelude::*;
    let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().expect("thread pool");
    let bytes: usize = pool.install(|| {
        all.par_iter()
            .map(|g| {
                g.mutants
                    .iter()
                    .map(|m| m.variant.to_text("m").files.iter().map(|f| f.text.len()).sum::<usize>())
                    .sum::<usize>()
            })
            .sum()
    });
    let total = t.elapsed();
    println!(
        "workload 2: {n} mutants of {} seeds ({lines} lines) on 2 threads: generation {:.1} s, with printing {:.1} s ({:.0} mutants/s, {:.0} MB printed)",
        seeds.len(),
        gen_time.as_secs_f64(),
        total.as_secs_f64(),
        n as f64 / total.as_secs_f64(),
        bytes as f64 / 1e6
    );
}
