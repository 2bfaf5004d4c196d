//! The cost of the stability layer (issue #14, item 6), measured in one run with the real Boogie
//! and z3 on the bundled seeds (`cargo bench --bench stability`, part of `make bench`). Figures
//! only: nothing here asserts a speed.
//!
//! 1. **Checks per second.** One check is one verification condition under one z3 random seed.
//!    Re-running Boogie (`/proverOpt:O:smt.random_seed=K /proverOpt:O:sat.random_seed=K`) checks all VCs of
//!    a program per run; the SMT layer extracts the queries once (Boogie's `/proverLog`) and runs
//!    z3 directly on each reseeded query. Both sequentially, on the small seed groups
//!    (A-algorithms, E-triggers, failing, T-textbook), `WOBBLE_BENCH_ROUNDS` z3 seeds each
//!    (default 3).
//! 2. **Sequential stopping.** `stability::sample_query` (all three methods, budget 60 per method
//!    as Mariposa's fixed budget, z3 limit 10 s, RNG seed 1) on every query of a few seeds: runs
//!    done against the fixed budget, over the queries found `stable` and over all. On the first
//!    `WOBBLE_BENCH_AGREE` queries (default: all) the fixed budget is run too (the first 60
//!    perturbations of each method, the same texts, with a cache of its own), judged by
//!    Mariposa's rule (`stats::categorize`, `combine_methods`), and the verdicts compared.
//! 3. **Query cache.** The sampling of item 2 again into the same cache directory: hit rate, new
//!    entries (solver runs) and wall time of the second pass; and the runs of the first pass that
//!    the cache avoided because an exact text repeated (the sampler's keys recomputed here).
//! 4. **VC identity.** Mutants of seeds/A-algorithms and seeds/D-dafny from the generation API
//!    (`WOBBLE_BENCH_MUTANTS` per seed, default 5, default weights, RNG seed 1), named as a fuzz
//!    run names them (the printed seed and each mutant both `STEM.bpl`): the fraction whose VCs
//!    are all byte-identical to the seed's and the fraction identical after qid normalization
//!    (`smt::text::identity::compare`), overall, per group and per operator.
//!
//! It ends with the block "stability layer figures" and the machine load (`/proc/loadavg`) at
//! start and end. It runs one process at a time: 3 to 10 minutes on a 2-core machine at a load
//! of 5 to 14.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use wobble::generation::{generate, seed_hash, GenParams, Mutant};
use wobble::mutation::OpName;
use wobble::smt::perturbation::mutate::{Method, Perturbation};
use wobble::smt::solving::cache::{cache_key, QueryCache};
use wobble::smt::solving::solve::{Solver, SolverKind};
use wobble::smt::solving::vcs::{extract, Extraction};
use wobble::smt::text::identity::compare;
use wobble::smt::text::query::{text_hash, Dialect, Query};
use wobble::stability::sampler::sample_seed;
use wobble::stability::{sample_query, QueryStability, SampleConfig};
use wobble::stats::{categorize, combine_methods, Category, Rule, Tally};
use wobble::syntax::source::ProgramText;
use wobble::syntax::{parse_program, print_program};
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::Verifier;

type R<T> = Result<T, String>;

/// Boogie's wall-clock limit for extraction and seeded runs.
const BOOGIE_LIMIT: Duration = Duration::from_secs(60);
/// z3's limit per run (as `wobble stability --timeout`).
const SOLVER_LIMIT: Duration = Duration::from_secs(10);
/// Mariposa's fixed budget per perturbation method.
const FIXED_PER_METHOD: u32 = 60;
/// The seeds of item 2 (a few, including Fig. 1, whose VC is unstable under `shuffle`).
const SAMPLED_SEEDS: [&str; 8] = [
    "A-algorithms/max_array.bpl",
    "A-algorithms/gcd.bpl",
    "A-algorithms/binary_search.bpl",
    "T-textbook/sets.bpl",
    "T-textbook/bank_account.bpl",
    "E-triggers/injective.bpl",
    "E-triggers/fig1.bpl",
    "failing/off_by_one.bpl",
];

fn env_num(name: &str, default: u32) -> u32 {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).filter(|n| *n > 0).unwrap_or(default)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg").map(|s| s.trim().to_string()).unwrap_or_else(|_| "unknown".into())
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn bpl_files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "bpl")).collect())
        .unwrap_or_default();
    out.sort();
    out
}

fn read_program(p: &Path) -> R<ProgramText> {
    let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "seed.bpl".into());
    let text = std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
    Ok(ProgramText::single(name, text))
}

fn rel(p: &Path) -> String {
    p.strip_prefix(root().join("seeds")).unwrap_or(p).display().to_string()
}

fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        f64::NAN
    }
}

fn pct(a: usize, b: usize) -> f64 {
    100.0 * ratio(a as f64, b as f64)
}

fn tempdir() -> R<tempfile::TempDir> {
    tempfile::tempdir().map_err(|e| format!("no temporary directory: {e}"))
}

// ---------------------------------------------------------------- 1. checks per second

struct Throughput {
    seeds: usize,
    skipped: usize,
    vcs: usize,
    rounds: u32,
    boogie_rate: f64,
    smt_rate: f64,
    smt_rate_with_extraction: f64,
    extract_s: f64,
}

/// Returns the figures and every seed's extracted queries (reused by item 2).
fn throughput(boogie: &BoogieVerifier, z3: &Solver, rounds: u32) -> R<(Throughput, BTreeMap<String, Vec<Query>>)> {
    let seeds: Vec<PathBuf> = ["A-algorithms", "E-triggers", "failing", "T-textbook"]
        .iter()
        .flat_map(|g| bpl_files(&root().join("seeds").join(g)))
        .collect();
    let mut seeded = Vec::new();
    for k in 1..=rounds {
        let args = wobble::verifiers::boogie::reseed_args(u64::from(k)).to_vec();
        seeded.push((k, BoogieVerifier::new("boogie-seeded", "boogie", None, args).map_err(|e| e.to_string())?));
    }
    let mut extracted = BTreeMap::new();
    let (mut vcs, mut skipped, mut t_extract, mut t_boogie, mut t_smt) = (0usize, 0usize, 0.0f64, 0.0f64, 0.0f64);
    println!("1. checks per second: Boogie re-run vs the SMT layer ({rounds} z3 seeds per VC)");
    println!("   {:<34} {:>4} {:>10} {:>12} {:>12}", "seed", "VCs", "extract s", "boogie/VC s", "smt/VC s");
    for s in &seeds {
        let p = read_program(s)?;
        let dir = tempdir()?;
        let ex = match extract(boogie, &p, dir.path(), BOOGIE_LIMIT, Extraction::Cheap) {
            Ok(ex) if !ex.queries.is_empty() => ex,
            Ok(_) => {
                println!("   {:<34} no VCs, skipped", rel(s));
                skipped += 1;
                continue;
            }
            Err(e) => {
                println!("   {:<34} skipped: {e}", rel(s));
                skipped += 1;
                continue;
            }
        };
        let n = ex.queries.len();
        let (mut tb, mut ts) = (0.0, 0.0);
        for (k, verifier) in &seeded {
            let d = tempdir()?;
            let start = Instant::now();
            let _ = verifier.verify(&p, d.path(), BOOGIE_LIMIT);
            tb += start.elapsed().as_secs_f64();
            let start = Instant::now();
            for q in &ex.queries {
                let _ = z3.solve(&Perturbation::new([Method::Reseed], u64::from(*k)).apply(q), d.path(), SOLVER_LIMIT);
            }
            ts += start.elapsed().as_secs_f64();
        }
        let checks = f64::from(rounds) * n as f64;
        println!("   {:<34} {:>4} {:>10.2} {:>12.3} {:>12.3}", rel(s), n, ex.time_s, tb / checks, ts / checks);
        vcs += n;
        t_extract += ex.time_s;
        t_boogie += tb;
        t_smt += ts;
        extracted.insert(rel(s), ex.queries);
    }
    let checks = f64::from(rounds) * vcs as f64;
    let t = Throughput {
        seeds: seeds.len() - skipped,
        skipped,
        vcs,
        rounds,
        boogie_rate: ratio(checks, t_boogie),
        smt_rate: ratio(checks, t_smt),
        smt_rate_with_extraction: ratio(checks, t_smt + t_extract),
        extract_s: t_extract,
    };
    println!(
        "   {} seeds ({} skipped), {} VCs x {} z3 seeds = {} checks: Boogie {:.2} checks/s, SMT layer {:.2} checks/s \
         ({:.1}x); one-off extraction {:.1} s; SMT layer with extraction {:.2} checks/s ({:.1}x)\n",
        t.seeds,
        t.skipped,
        vcs,
        rounds,
        checks,
        t.boogie_rate,
        t.smt_rate,
        ratio(t.smt_rate, t.boogie_rate),
        t.extract_s,
        t.smt_rate_with_extraction,
        ratio(t.smt_rate_with_extraction, t.boogie_rate),
    );
    Ok((t, extracted))
}

// ---------------------------------------------------------------- 2. sequential stopping

struct Stopping {
    queries: usize,
    stable: usize,
    runs_stable: u64,
    budget_stable: u64,
    runs_all: u64,
    budget_all: u64,
    agree: usize,
    compared: usize,
    sequential_s: f64,
    fixed_s: f64,
}

/// The cache keys of the runs `sample_query` made for `q` with these tallies (run k of a method
/// is its perturbation with sample seed k), in order.
fn run_keys<'a>(
    z3: &Solver,
    q: &Query,
    cfg: &SampleConfig,
    tallies: impl IntoIterator<Item = &'a (Method, Tally)>,
) -> Vec<String> {
    let hash = text_hash(&q.to_smtlib(Dialect::Z3, None));
    let mut keys = Vec::new();
    for (method, tally) in tallies {
        for k in 0..tally.runs() {
            let p = Perturbation::new([*method], sample_seed(cfg.rng_seed, &hash, *method, k));
            keys.push(cache_key(z3, &z3.script(&p.apply(q)), cfg.timeout));
        }
    }
    keys
}

/// Mariposa's fixed budget on `q`: every method's first [`FIXED_PER_METHOD`] perturbations
/// (the sequential sampler's texts; `cache` is the fixed budget's own), judged by `categorize`.
fn fixed_verdict(z3: &Solver, cache: &QueryCache, q: &Query, cfg: &SampleConfig, workdir: &Path) -> (Category, String) {
    let hash = text_hash(&q.to_smtlib(Dialect::Z3, None));
    let mut per = Vec::new();
    let mut detail = Vec::new();
    for method in &cfg.methods {
        let mut tally = Tally::new();
        for k in 0..FIXED_PER_METHOD {
            let p = Perturbation::new([*method], sample_seed(cfg.rng_seed, &hash, *method, k));
            let (r, _) = cache.solve_script(z3, &z3.script(&p.apply(q)), workdir, cfg.timeout);
            tally.record(r.answer.verified(), Duration::from_secs_f64(r.time_s.clamp(0.0, 1e9)));
        }
        per.push(categorize(&cfg.rule, &tally));
        detail.push(format!("{method}={}/{}", tally.successes(), tally.runs()));
    }
    (combine_methods(&per), detail.join(";"))
}

fn per_method(r: &QueryStability) -> String {
    r.tallies.iter().map(|(m, t)| format!("{m}={}/{}", t.successes(), t.runs())).collect::<Vec<_>>().join(";")
}

struct Sampled {
    seed: String,
    query: Query,
    result: QueryStability,
    /// Wall-clock seconds of the `sample_query` call.
    seconds: f64,
}

fn sample_all(
    z3: &Solver,
    cache: &QueryCache,
    work: &[(String, Query)],
    cfg: &SampleConfig,
    workdir: &Path,
) -> Vec<Sampled> {
    work.iter()
        .map(|(seed, q)| {
            let start = Instant::now();
            let result = sample_query(z3, cache, q, cfg, workdir);
            Sampled { seed: seed.clone(), query: q.clone(), result, seconds: start.elapsed().as_secs_f64() }
        })
        .collect()
}

fn stopping(z3: &Solver, sampled: &[Sampled], cfg: &SampleConfig, agree_n: usize) -> R<Stopping> {
    println!(
        "2. sequential stopping vs a fixed budget of {FIXED_PER_METHOD} per method ({} methods)",
        cfg.methods.len()
    );
    println!("   {:<32} {:<22} {:<12} {:>5} {:>6}  per method", "seed", "query", "category", "runs", "budget");
    let mut s = Stopping {
        queries: sampled.len(),
        stable: 0,
        runs_stable: 0,
        budget_stable: 0,
        runs_all: 0,
        budget_all: 0,
        agree: 0,
        compared: 0,
        sequential_s: 0.0,
        fixed_s: 0.0,
    };
    for x in sampled {
        let r = &x.result;
        println!(
            "   {:<32} {:<22} {:<12} {:>5} {:>6}  {}",
            x.seed,
            r.name,
            r.category.to_string(),
            r.runs(),
            r.budget,
            per_method(r)
        );
        s.runs_all += u64::from(r.runs());
        s.budget_all += u64::from(r.budget);
        if r.category == Category::Stable {
            s.stable += 1;
            s.runs_stable += u64::from(r.runs());
            s.budget_stable += u64::from(r.budget);
        }
    }
    println!(
        "   stable queries: {} of {}; their runs {} of a fixed budget of {} ({:.1}x fewer); all queries: {} of {} ({:.1}x fewer)",
        s.stable,
        s.queries,
        s.runs_stable,
        s.budget_stable,
        ratio(s.budget_stable as f64, s.runs_stable as f64),
        s.runs_all,
        s.budget_all,
        ratio(s.budget_all as f64, s.runs_all as f64),
    );
    println!(
        "   agreement with the fixed budget on the first {} queries ({FIXED_PER_METHOD} runs per method, Mariposa's rule, \
         a cache of its own):",
        agree_n.min(sampled.len())
    );
    let dir = tempdir()?;
    let cache = QueryCache::new(dir.path().join("fixed-cache"));
    let start = Instant::now();
    for x in sampled.iter().take(agree_n) {
        let (fixed, detail) = fixed_verdict(z3, &cache, &x.query, cfg, dir.path());
        let same = fixed == x.result.category;
        s.compared += 1;
        s.agree += usize::from(same);
        println!(
            "   {:<32} {:<22} sequential {:<12} fixed {:<12} {}  {}",
            x.seed,
            x.result.name,
            x.result.category.to_string(),
            fixed.to_string(),
            if same { "same" } else { "DIFFERENT" },
            detail
        );
    }
    s.fixed_s = start.elapsed().as_secs_f64();
    s.sequential_s = sampled.iter().take(agree_n).map(|x| x.seconds).sum();
    let seq_runs: u32 = sampled.iter().take(agree_n).map(|x| x.result.runs()).sum();
    println!(
        "   verdicts equal: {} of {}; wall time of these queries: sequential {:.1} s ({} runs), fixed budget {:.1} s ({} runs, \
         {} solver runs after its own cache)\n",
        s.agree,
        s.compared,
        s.sequential_s,
        seq_runs,
        s.fixed_s,
        s.compared * cfg.methods.len() * FIXED_PER_METHOD as usize,
        entries(cache.dir()),
    );
    Ok(s)
}

// ---------------------------------------------------------------- 3. query cache

struct CacheFigures {
    first_runs: usize,
    first_distinct: usize,
    second_runs: usize,
    second_hits: usize,
    second_new_entries: usize,
    second_s: f64,
    same_verdicts: bool,
}

fn entries(dir: &Path) -> usize {
    std::fs::read_dir(dir)
        .map(|rd| rd.flatten().filter(|e| e.path().extension().is_some_and(|x| x == "toml")).count())
        .unwrap_or(0)
}

fn cache_figures(
    z3: &Solver,
    cache: &QueryCache,
    sampled: &[Sampled],
    work: &[(String, Query)],
    cfg: &SampleConfig,
) -> R<CacheFigures> {
    println!("3. query-level cache: the sampling of item 2 again into the same cache directory");
    // Runs of the first pass whose exact text had already been solved within that pass.
    let mut first_keys = Vec::new();
    for x in sampled {
        first_keys.extend(run_keys(z3, &x.query, cfg, &x.result.tallies));
    }
    let distinct: BTreeSet<&String> = first_keys.iter().collect();
    let before = entries(cache.dir());
    let stored: BTreeSet<&String> = first_keys.iter().filter(|k| cache.get(k).is_some()).collect();
    let dir = tempdir()?;
    let start = Instant::now();
    let again = sample_all(z3, cache, work, cfg, dir.path());
    let second_s = start.elapsed().as_secs_f64();
    let mut second_keys = Vec::new();
    for x in &again {
        second_keys.extend(run_keys(z3, &x.query, cfg, &x.result.tallies));
    }
    // A second-pass run is a hit when its key was stored before the pass began.
    let f = CacheFigures {
        first_runs: first_keys.len(),
        first_distinct: distinct.len(),
        second_runs: second_keys.len(),
        second_hits: second_keys.iter().filter(|k| stored.contains(k)).count(),
        second_new_entries: entries(cache.dir()).saturating_sub(before),
        second_s,
        same_verdicts: again.iter().zip(sampled).all(|(a, b)| a.result == b.result),
    };
    println!(
        "   first pass: {} runs sampled, {} distinct texts: {} solver runs avoided because an exact text repeated \
         ({} distinct texts not stored: solver errors, which are re-run)",
        f.first_runs,
        f.first_distinct,
        f.first_runs - f.first_distinct,
        f.first_distinct - stored.len()
    );
    for m in &cfg.methods {
        let mut n = 0;
        let mut d = BTreeSet::new();
        for x in sampled {
            let keys = run_keys(z3, &x.query, cfg, x.result.tallies.iter().filter(|(mm, _)| mm == m));
            n += keys.len();
            d.extend(keys);
        }
        println!("     {m:<8} {n} runs, {} distinct texts ({} repeated)", d.len(), n - d.len());
    }
    println!(
        "   second pass: {} runs, {} cache hits (hit rate {:.3}), {} new cache entries (solver runs), {:.2} s wall; \
         same verdicts and tallies as the first pass: {}\n",
        f.second_runs,
        f.second_hits,
        ratio(f.second_hits as f64, f.second_runs as f64),
        f.second_new_entries,
        f.second_s,
        f.same_verdicts
    );
    Ok(f)
}

// ---------------------------------------------------------------- 4. VC identity of mutants

#[derive(Default, Clone, Copy)]
struct IdCount {
    mutants: usize,
    exact: usize,
    normalized: usize,
    vcs: usize,
    vcs_exact: usize,
    vcs_normalized: usize,
}

impl IdCount {
    fn add(&mut self, o: &IdCount) {
        self.mutants += o.mutants;
        self.exact += o.exact;
        self.normalized += o.normalized;
        self.vcs += o.vcs;
        self.vcs_exact += o.vcs_exact;
        self.vcs_normalized += o.vcs_normalized;
    }

    fn line(&self) -> String {
        format!(
            "{:>3} mutants: all VCs exact {:>3} ({:>5.1}%), after qid normalization {:>3} ({:>5.1}%); VCs {:>4}: exact {:>5.1}%, normalized {:>5.1}%",
            self.mutants,
            self.exact,
            pct(self.exact, self.mutants),
            self.normalized,
            pct(self.normalized, self.mutants),
            self.vcs,
            pct(self.vcs_exact, self.vcs),
            pct(self.vcs_normalized, self.vcs),
        )
    }
}

/// The distinct operators of a mutant's chain, in the paper's order.
fn operators(m: &Mutant) -> BTreeSet<OpName> {
    m.chain.0.iter().map(|s| s.op).collect()
}

struct Identities {
    total: IdCount,
    failed: usize,
    per_group: Vec<(String, usize, IdCount)>,
}

fn identities(boogie: &BoogieVerifier, per_seed: usize) -> R<Identities> {
    println!("4. mutants whose VCs are byte-identical to their seed's ({per_seed} mutants per seed, RNG seed 1)");
    let params = GenParams::new(per_seed, 1);
    let mut per_op: BTreeMap<OpName, IdCount> = BTreeMap::new();
    let mut per_group = Vec::new();
    let mut total = IdCount::default();
    let mut failed = 0usize;
    for group in ["A-algorithms", "D-dafny"] {
        let mut g = IdCount::default();
        let seeds = bpl_files(&root().join("seeds").join(group));
        for s in &seeds {
            let text = std::fs::read_to_string(s).map_err(|e| format!("{}: {e}", s.display()))?;
            let stem = s.file_stem().map(|x| x.to_string_lossy().into_owned()).unwrap_or_else(|| "seed".into());
            let Ok(program) = parse_program(&text, &format!("{stem}.bpl")) else {
                println!("   {}: does not parse, skipped", rel(s));
                continue;
            };
            // As a fuzz run verifies them: the printed seed and each mutant, both under STEM.bpl.
            let seed_text = ProgramText::single(format!("{stem}.bpl"), print_program(&program));
            let dir = tempdir()?;
            let base = match extract(boogie, &seed_text, dir.path(), BOOGIE_LIMIT, Extraction::Cheap) {
                Ok(b) => b.queries,
                Err(e) => {
                    println!("   {}: seed skipped: {e}", rel(s));
                    continue;
                }
            };
            let generated = generate(&program, &seed_hash(&text), &params);
            let mut line = Vec::new();
            for m in &generated.mutants {
                let d = tempdir()?;
                let mq = match extract(boogie, &m.variant.to_text(&stem), d.path(), BOOGIE_LIMIT, Extraction::Cheap) {
                    Ok(x) => x.queries,
                    Err(e) => {
                        println!("   {} mutant {} ({}): {e}", rel(s), m.index, m.chain);
                        failed += 1;
                        continue;
                    }
                };
                let id = compare(&base, &mq, Dialect::Z3);
                let all_matched = id.left == id.right && id.matched == id.left;
                let c = IdCount {
                    mutants: 1,
                    exact: usize::from(all_matched && id.exact == id.matched),
                    normalized: usize::from(id.same_after_normalization()),
                    vcs: id.left.max(id.right),
                    vcs_exact: id.exact,
                    vcs_normalized: id.normalized,
                };
                line.push(format!(
                    "{}:{}",
                    m.chain,
                    if c.exact == 1 {
                        "exact"
                    } else if c.normalized == 1 {
                        "qid"
                    } else {
                        "differs"
                    }
                ));
                for op in operators(m) {
                    per_op.entry(op).or_default().add(&c);
                }
                g.add(&c);
            }
            println!("   {:<32} {} VCs; {}", rel(s), base.len(), line.join(", "));
        }
        println!("   {group:<13} {}", g.line());
        per_group.push((group.to_string(), seeds.len(), g));
        total.add(&g);
    }
    println!("   per operator (the mutants whose chain applies it; a chain may count under several):");
    for (op, c) in &per_op {
        println!("     {:<11} {}", op.to_string(), c.line());
    }
    println!("   all           {} ({} mutants not extracted)\n", total.line(), failed);
    Ok(Identities { total, failed, per_group })
}

// ---------------------------------------------------------------- main

fn run() -> R<()> {
    let wall = Instant::now();
    let load_start = loadavg();
    let rounds = env_num("WOBBLE_BENCH_ROUNDS", 3);
    let agree_n = env_num("WOBBLE_BENCH_AGREE", 100) as usize;
    let mutants = env_num("WOBBLE_BENCH_MUTANTS", 5) as usize;
    let boogie = BoogieVerifier::default_config().map_err(|e| format!("no boogie: {e}"))?;
    let z3 = Solver::default_for(SolverKind::Z3).map_err(|e| format!("no z3: {e}"))?;
    println!("stability bench: {}, {}, load {load_start}\n", boogie.version(), z3.describe());

    let (t, extracted) = throughput(&boogie, &z3, rounds)?;

    let rule = Rule::default().with_time_limit(SOLVER_LIMIT).map_err(|e| e.to_string())?;
    let cfg = SampleConfig {
        methods: Method::ALL.to_vec(),
        samples: FIXED_PER_METHOD,
        rng_seed: 1,
        timeout: SOLVER_LIMIT,
        rule,
        goal: Default::default(),
        until: None,
    };
    let work: Vec<(String, Query)> = SAMPLED_SEEDS
        .iter()
        .flat_map(|s| extracted.get(*s).into_iter().flatten().map(move |q| (s.to_string(), q.clone())))
        .collect();
    let cache_root = tempdir()?;
    let cache = QueryCache::new(cache_root.path().join("smt"));
    let dir = tempdir()?;
    let start = Instant::now();
    let sampled = sample_all(&z3, &cache, &work, &cfg, dir.path());
    let first_s = start.elapsed().as_secs_f64();
    let s = stopping(&z3, &sampled, &cfg, agree_n)?;
    let c = cache_figures(&z3, &cache, &sampled, &work, &cfg)?;

    let id = identities(&boogie, mutants)?;

    let load_end = loadavg();
    println!("== stability layer figures ==");
    println!(
        "1. solver checks/s: SMT layer {:.2} vs Boogie re-run {:.2} = {:.1}x (goal >= 5x); {} seeds, {} VCs x {} z3 seeds; \
         with the one-off extraction {:.1}x",
        t.smt_rate,
        t.boogie_rate,
        ratio(t.smt_rate, t.boogie_rate),
        t.seeds,
        t.vcs,
        t.rounds,
        ratio(t.smt_rate_with_extraction, t.boogie_rate)
    );
    println!(
        "2. sequential stopping on stable queries: {} runs vs fixed budget {} = {:.1}x fewer (goal >= 3x); {} stable of {} \
         queries of {} seeds ({} methods x {FIXED_PER_METHOD}); all queries {:.1}x; verdicts equal to the fixed budget's on {} of {} \
         (wall on those: {:.1} s sequential vs {:.1} s fixed)",
        s.runs_stable,
        s.budget_stable,
        ratio(s.budget_stable as f64, s.runs_stable as f64),
        s.stable,
        s.queries,
        SAMPLED_SEEDS.len(),
        cfg.methods.len(),
        ratio(s.budget_all as f64, s.runs_all as f64),
        s.agree,
        s.compared,
        s.sequential_s,
        s.fixed_s
    );
    println!(
        "3. query cache: second pass hit rate {:.3} ({} of {} runs, {} solver runs, {:.2} s vs {:.2} s first); first pass \
         avoided {} of {} runs (repeated exact texts)",
        ratio(c.second_hits as f64, c.second_runs as f64),
        c.second_hits,
        c.second_runs,
        c.second_new_entries,
        c.second_s,
        first_s,
        c.first_runs - c.first_distinct,
        c.first_runs
    );
    let groups: Vec<String> =
        id.per_group.iter().map(|(g, n, c)| format!("{g}: {} seeds, {} mutants", n, c.mutants)).collect();
    println!(
        "4. mutants with all VCs byte-identical to the seed's: {} of {} ({:.1}%); after qid normalization {} of {} ({:.1}%); \
         {} ({} not extracted)",
        id.total.exact,
        id.total.mutants,
        pct(id.total.exact, id.total.mutants),
        id.total.normalized,
        id.total.mutants,
        pct(id.total.normalized, id.total.mutants),
        groups.join("; "),
        id.failed
    );
    println!("load: {load_start} at start, {load_end} at end; wall {:.0} s", wall.elapsed().as_secs_f64());
    Ok(())
}

fn main() {
    if let Err(e) = run() {
        eprintln!("stability bench skipped: {e}");
    }
}
