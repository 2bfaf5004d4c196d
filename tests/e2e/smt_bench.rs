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
use wobble::verifiers::boogie::BoogieVerifier;
use wobble::verifiers::{ProgramText, Verifier};

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
            println!(
                "{op} {}: {} VCs, matched {}, exact {}, after qid normalization {}",
                m.file_name().unwrap().to_string_lossy(),
                id.right,
                id.matched,
                id.exact,
                id.normalized
            );
        }
    }
}
