//! A sweep of every bundled seed through the SMT layer that prints what it finds (ignored by
//! default; run with `cargo test --release --test e2e -- --ignored --nocapture smt_bench`).
//! The cost figures that used to live here (checks per second against re-running Boogie, VC
//! identity of mutants) are measured by `benches/stability.rs` (`make bench`).

use std::path::Path;
use std::time::Duration;
use wobble::smt::perturbation::mutate::{Method, Perturbation};
use wobble::smt::solving::solve::{Solver, SolverKind};
use wobble::smt::solving::vcs::{extract, Extraction};
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn program(p: &Path) -> ProgramText {
    ProgramText::single(p.file_name().unwrap().to_string_lossy(), std::fs::read_to_string(p).unwrap())
}

const LIMIT: Duration = Duration::from_secs(60);

/// Every bundled seed's VCs through the SMT layer: extracted, perturbed (rename, shuffle, reseed;
/// seed 1) and solved by z3 4.8.12 and cvc5 1.0.3 (identity only); prints answer counts and
/// every VC whose answer a perturbation changes. Errors would mean a reader, printer or renaming
/// bug; they are counted separately.
#[test]
#[ignore]
fn all_seeds_through_the_smt_layer() {
    use std::collections::BTreeMap;
    use wobble::smt::solving::solve::Answer;
    let boogie = BoogieVerifier::default_config().unwrap();
    let z3 = Solver::default_for(SolverKind::Z3).unwrap();
    let cvc5 = Solver::new(SolverKind::Cvc5, "cvc5", vec!["--tlimit-per=10000".into()]).unwrap();
    let limit = Duration::from_secs(30);
    let mut counts: BTreeMap<String, BTreeMap<Answer, usize>> = BTreeMap::new();
    // Seeds in the current language (seeds/current/) need a Boogie newer than 2.4.1.
    let seeds: Vec<_> = crate::common::bpl_files(&root().join("seeds"))
        .into_iter()
        .filter(|s| !crate::common::is_current_language(s))
        .collect();
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
