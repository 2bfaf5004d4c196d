//! Measurements of the SMT layer that print numbers (ignored by default; run with
//! `cargo test --release --test e2e -- --ignored --nocapture smt_bench`):
//!
//! - `checks_per_second`: one "check" is one verification condition under one z3 random seed.
//!   Re-running Boogie (`/z3opt:smt.random_seed=K /z3opt:sat.random_seed=K`) checks all of a
//!   program's VCs per run; the SMT layer extracts the queries once and then runs z3 directly on
//!   each reseeded query. Both sequentially, on the bundled small seeds.
//! - `dafny_mutant_vcs`: whether L1/L2/G1 mutants of a Dafny-generated seed have the seed's VCs,
//!   exactly and with quantifier ids normalized.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use wobble::smt::identity::compare;
use wobble::smt::mutate::{Method, Perturbation};
use wobble::smt::query::Dialect;
use wobble::smt::solve::{Solver, SolverKind};
use wobble::smt::vcs::{extract, Extraction};
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::Verifier;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn program(p: &Path) -> ProgramText {
    ProgramText::single(p.file_name().unwrap().to_string_lossy(), std::fs::read_to_string(p).unwrap())
}

const LIMIT: Duration = Duration::from_secs(60);

#[test]
#[ignore]
fn checks_per_second() {
    let seeds: Vec<PathBuf> = ["A-algorithms", "E-triggers", "failing", "T-textbook"]
        .iter()
        .flat_map(|g| crate::common::bpl_files(&root().join("seeds").join(g)))
        .collect();
    let boogie = BoogieVerifier::default_config().unwrap();
    let z3 = Solver::default_for(SolverKind::Z3).unwrap();
    let rounds = 3u64;
    let (mut vcs, mut t_extract, mut t_boogie, mut t_smt) = (0usize, 0.0f64, 0.0f64, 0.0f64);
    println!("{:<28} {:>4} {:>10} {:>12} {:>12}", "seed", "VCs", "extract s", "boogie/VC s", "smt/VC s");
    for s in &seeds {
        let p = program(s);
        let dir = tempfile::tempdir().unwrap();
        let ex = extract(&boogie, &p, dir.path(), LIMIT, Extraction::Cheap).unwrap();
        let n = ex.queries.len();
        let (mut tb, mut ts) = (0.0, 0.0);
        for k in 1..=rounds {
            let seeded = BoogieVerifier::new(
                "boogie-seeded",
                "boogie",
                None,
                vec![format!("/z3opt:smt.random_seed={k}"), format!("/z3opt:sat.random_seed={k}")],
            )
            .unwrap();
            let d = tempfile::tempdir().unwrap();
            let start = Instant::now();
            let _ = seeded.verify(&p, d.path(), LIMIT);
            tb += start.elapsed().as_secs_f64();
            let start = Instant::now();
            for q in &ex.queries {
                let _ = z3.solve(&Perturbation::new([Method::Reseed], k).apply(q), d.path(), LIMIT);
            }
            ts += start.elapsed().as_secs_f64();
        }
        let checks = (n as u64 * rounds) as f64;
        println!(
            "{:<28} {:>4} {:>10.2} {:>12.3} {:>12.3}",
            s.file_name().unwrap().to_string_lossy(),
            n,
            ex.time_s,
            tb / checks,
            ts / checks
        );
        vcs += n;
        t_extract += ex.time_s;
        t_boogie += tb;
        t_smt += ts;
    }
    let checks = (vcs as u64 * rounds) as f64;
    println!(
        "\n{} seeds, {vcs} VCs, {rounds} seeds each: Boogie {:.2} checks/s, SMT layer {:.2} checks/s ({:.1}x); \
         one-off extraction {:.1} s ({:.2} s/seed); SMT layer including extraction {:.2} checks/s ({:.1}x)",
        seeds.len(),
        checks / t_boogie,
        checks / t_smt,
        t_boogie / t_smt,
        t_extract,
        t_extract / seeds.len() as f64,
        checks / (t_smt + t_extract),
        t_boogie / (t_smt + t_extract),
    );
}

#[test]
#[ignore]
fn dafny_mutant_vcs() {
    let seed = root().join("seeds/D-dafny/MaxSum.bpl");
    let boogie = BoogieVerifier::default_config().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let base = extract(&boogie, &program(&seed), dir.path(), LIMIT, Extraction::Cheap).unwrap();
    println!("seed {}: {} VCs", seed.display(), base.queries.len());
    for op in ["L1", "L2", "G1"] {
        let out = tempfile::tempdir().unwrap();
        let st = std::process::Command::new(env!("CARGO_BIN_EXE_wobble"))
            .args(["-q", "mutate"])
            .arg(&seed)
            .args(["-n", "3", "--only", op, "-o"])
            .arg(out.path())
            .status()
            .unwrap();
        assert!(st.success());
        for m in crate::common::bpl_files(out.path()) {
            let d = tempfile::tempdir().unwrap();
            let mq = extract(&boogie, &program(&m), d.path(), LIMIT, Extraction::Cheap).unwrap();
            let id = compare(&base.queries, &mq.queries, Dialect::Z3);
            // qids name the file: the same mutant written under the seed's file name.
            let same_name = ProgramText::single("MaxSum.bpl", std::fs::read_to_string(&m).unwrap());
            let d = tempfile::tempdir().unwrap();
            let sq = extract(&boogie, &same_name, d.path(), LIMIT, Extraction::Cheap).unwrap();
            let sid = compare(&base.queries, &sq.queries, Dialect::Z3);
            println!(
                "{op} {}: {} VCs, matched {}, exact {} (under the seed's file name: {}), after qid normalization {}",
                m.file_name().unwrap().to_string_lossy(),
                id.right,
                id.matched,
                id.exact,
                sid.exact,
                id.normalized
            );
        }
    }
}

/// Every bundled seed's VCs through the SMT layer: extracted, perturbed (rename, shuffle, reseed;
/// seed 1) and solved by z3 4.8.12 and cvc5 1.0.3 (identity only); prints answer counts and
/// every VC whose answer a perturbation changes. Errors would mean a reader, printer or renaming
/// bug; they are counted separately.
#[test]
#[ignore]
fn all_seeds_through_the_smt_layer() {
    use std::collections::BTreeMap;
    use wobble::smt::solve::Answer;
    let boogie = BoogieVerifier::default_config().unwrap();
    let z3 = Solver::default_for(SolverKind::Z3).unwrap();
    let cvc5 = Solver::new(SolverKind::Cvc5, "cvc5", vec!["--tlimit-per=10000".into()]).unwrap();
    let limit = Duration::from_secs(30);
    let mut counts: BTreeMap<String, BTreeMap<Answer, usize>> = BTreeMap::new();
    let seeds = crate::common::bpl_files(&root().join("seeds"));
    let mut vcs = 0;
    for s in &seeds {
        let dir = tempfile::tempdir().unwrap();
        let ex = match extract(&boogie, &program(s), dir.path(), LIMIT, Extraction::Cheap) {
            Ok(e) => e,
            Err(e) => {
                println!("{}: {e}", s.display());
                continue;
            }
        };
        for q in &ex.queries {
            vcs += 1;
            let base = z3.solve(&Perturbation::identity().apply(q), dir.path(), limit);
            *counts.entry("z3 none".into()).or_default().entry(base.answer).or_default() += 1;
            for m in [Method::Rename, Method::Shuffle, Method::Reseed] {
                let p = Perturbation::new([m], 1);
                let r = z3.solve(&p.apply(q), dir.path(), limit);
                *counts.entry(format!("z3 {p}")).or_default().entry(r.answer).or_default() += 1;
                if r.answer != base.answer {
                    println!(
                        "{} {}: {} -> {} under {p} {}",
                        s.strip_prefix(root()).unwrap_or(s).display(),
                        q.name,
                        base.answer,
                        r.answer,
                        r.detail
                    );
                }
            }
            let c = cvc5.solve(&Perturbation::identity().apply(q), dir.path(), limit);
            *counts.entry("cvc5 none".into()).or_default().entry(c.answer).or_default() += 1;
            if c.answer == Answer::Error {
                println!("cvc5 error on {} {}: {}", s.display(), q.name, c.detail);
            }
        }
    }
    println!("\n{} seeds, {vcs} VCs", seeds.len());
    for (k, v) in &counts {
        println!("{k:<16} {v:?}");
    }
}
