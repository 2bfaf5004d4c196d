//! wobble's front end held against Boogie 2.4.1's, program by program: on every real-world
//! program of the shared corpus and on every mutant of our polymorphic seeds
//! (`seeds/P-polymorphic`, a fixed RNG seed), wobble's judgement (`syntax::wellformed::judge`)
//! never refuses a program that `boogie /noVerify` accepts. A refusal there would turn a front-end
//! finding of Boogie into an `invalid_mutant`, a bug blamed on wobble.
//!
//! For the programs Boogie rejects, the test prints what wobble says (its judgement is not a whole
//! Boogie front end, so it may accept them). Every mutant is well-formed by construction, so
//! wobble must accept each, and Boogie's only rejection of them is its order dependence: a call to
//! a polymorphic procedure from a body above the procedure (docs/front-end.md); at least one
//! mutant must show it. Each distinct program text is checked once, two Boogie runs at a time.

use crate::common;
use rayon::prelude::*;
use std::collections::HashSet;
use std::path::Path;
use std::time::{Duration, Instant};
use wobble::generation::{generate, seed_hash, GenParams};
use wobble::minimizer::frontend::NO_VERIFY;
use wobble::syntax::parse_program;
use wobble::syntax::source::ProgramText;
use wobble::syntax::wellformed::judge;
use wobble::verifiers::boogie::{rejection_message, BoogieVerifier};
use wobble::verifiers::Outcome;

/// Mutants per polymorphic seed, and the RNG seed that makes them (as `fuzz --rng-seed`).
const MUTANTS: usize = 20;
const RNG_SEED: u64 = 1;

/// Boogie 2.4.1's message for a call to a polymorphic procedure above its declaration.
const ORDER_FAULT: &str = "Error: type variable must occur in types of given arguments";

/// A program to check: where it comes from, its text, whether it is a mutant.
struct Case {
    label: String,
    text: ProgramText,
    mutant: bool,
}

/// The mutants of every seed in seeds/P-polymorphic, each text once.
fn polymorphic_mutants(seen: &mut HashSet<Vec<String>>) -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/P-polymorphic");
    let seeds = common::bpl_files(&dir);
    assert!(seeds.len() >= 3, "the polymorphic seeds are in {}", dir.display());
    let mut out = Vec::new();
    for f in seeds {
        let src = std::fs::read_to_string(&f).expect("seed readable");
        let stem = f.file_stem().unwrap().to_string_lossy().into_owned();
        let p = parse_program(&src, &f.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
        // fuzz's batch: the same mutants as `wobble fuzz --rng-seed 1` makes.
        let params = GenParams { batch: "M*".into(), ..GenParams::new(MUTANTS, RNG_SEED) };
        let g = generate(&p, &seed_hash(&src), &params);
        for m in &g.mutants {
            let text = m.variant.to_text(&stem);
            if seen.insert(text.files.iter().map(|f| f.text.clone()).collect()) {
                out.push(Case { label: format!("{stem} mutant {} ({})", m.index, m.chain), text, mutant: true });
            }
        }
    }
    out
}

/// Every `.bpl` file of the shared corpus, each text once (none outside CI without the corpus).
fn corpus_programs(seen: &mut HashSet<Vec<String>>) -> Vec<Case> {
    let Some(corpus) = common::corpus_dir() else { return Vec::new() };
    let files = common::bpl_files(&corpus);
    assert!(files.len() >= 200, "{} corpus files", files.len());
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        if seen.insert(vec![text.clone()]) {
            out.push(Case { label: name.clone(), text: ProgramText::single(name, text), mutant: false });
        }
    }
    out
}

/// What each front end says about one program.
struct Verdicts {
    /// Why Boogie does not accept the program: its first error when it rejects it, or the
    /// outcome of a run that failed otherwise (Boogie 2.4.1's parser crashes on two corpus files).
    boogie: Option<String>,
    /// wobble's reason, when its judgement refuses the program.
    wobble: Option<String>,
}

#[test]
fn wobble_never_refuses_a_program_boogie_accepts() {
    if !common::require_tool("boogie") {
        return;
    }
    let started = Instant::now();
    let mut seen = HashSet::new();
    let mut cases = polymorphic_mutants(&mut seen);
    let mutants = cases.len();
    cases.extend(corpus_programs(&mut seen));
    let boogie = BoogieVerifier::default_config().expect("boogie configured");
    let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().expect("pool");
    let verdicts: Vec<Verdicts> = pool.install(|| {
        cases
            .par_iter()
            .map(|c| {
                let dir = tempfile::tempdir().expect("tempdir");
                let r = boogie.verify_with(&c.text, dir.path(), Duration::from_secs(60), &[NO_VERIFY.to_string()]);
                let boogie = match r.outcome {
                    Outcome::Verified => None,
                    o if o.rejected() => Some(rejection_message(&r.detail).to_string()),
                    o => Some(format!("{o}: {}", r.detail.lines().next().unwrap_or(""))),
                };
                Verdicts { boogie, wobble: judge(&c.text).err().map(|e| e.to_string()) }
            })
            .collect()
    });

    let mut wrong = Vec::new();
    let (mut accepted_corpus, mut rejected, mut both_refuse, mut order_faults) = (0, 0, 0, 0);
    for (c, v) in cases.iter().zip(&verdicts) {
        match (&v.boogie, &v.wobble) {
            (None, Some(w)) => wrong.push(format!("{}: boogie accepts it, wobble refuses it: {w}", c.label)),
            (None, None) => accepted_corpus += usize::from(!c.mutant),
            (Some(b), w) => {
                rejected += 1;
                both_refuse += usize::from(w.is_some());
                common::note(&format!(
                    "{}: boogie: {b}; wobble: {}",
                    c.label,
                    w.as_deref().map_or("well-formed".to_string(), |w| format!("refuses it too: {w}"))
                ));
                if c.mutant {
                    if !b.starts_with(ORDER_FAULT) {
                        wrong.push(format!("{}: boogie rejects a mutant, not for its order fault: {b}", c.label));
                    }
                    if let Some(w) = w {
                        wrong.push(format!("{}: wobble refuses a mutant: {w}", c.label));
                    }
                    order_faults += 1;
                }
            }
        }
    }
    let corpus = cases.len() - mutants;
    common::note(&format!(
        "{} programs ({mutants} mutants of seeds/P-polymorphic, {corpus} corpus files) in {:.1} s: boogie does not \
         accept {rejected} ({order_faults} mutants, for its order fault), wobble refuses {both_refuse} of them too",
        cases.len(),
        started.elapsed().as_secs_f64()
    ));
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(order_faults > 0, "no mutant of seeds/P-polymorphic shows Boogie's order fault");
    // Boogie 2.4.1 accepts 48 of the corpus files (corral-typechecks.txt): the comparison is not vacuous.
    assert!(corpus == 0 || accepted_corpus >= 48, "boogie accepts only {accepted_corpus} of {corpus} corpus files");
}
