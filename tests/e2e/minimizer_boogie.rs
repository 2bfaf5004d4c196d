//! The minimizer against the real Boogie (2.4.1 + z3): Fig. 1 of the paper and a padded Fig. 1
//! keep their flip and shrink to Fig. 1's five declarations; a 20-step chain with one step that
//! matters shrinks to that step. Run with `cargo test --test minimizer_boogie -- --nocapture` to
//! see the verifier calls and wall times (a benchmark, not a timed assertion).

use crate::common;

use std::path::Path;
use std::time::{Duration, Instant};
use wobble::generation::{apply_chain, Chain};
use wobble::minimizer::output::Size;
use wobble::minimizer::reduce::{mutant_text, seed_text};
use wobble::minimizer::{minimize, Minimized, Options, Oracle, OracleConfig, PairInput};
use wobble::syntax::ast::Program;
use wobble::syntax::parse_program;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::{Outcome, Verifier};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/minimizer_data");

fn boogie() -> std::sync::Arc<dyn Verifier> {
    wobble::minimizer::tools::resolve_tool("boogie", None).expect("boogie is installed")
}

fn load(name: &str) -> Program {
    let path = Path::new(DATA).join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    parse_program(&text, &path.display().to_string()).unwrap()
}

fn verify(v: &dyn Verifier, p: &ProgramText) -> Outcome {
    let dir = tempfile::tempdir().unwrap();
    v.verify(p, dir.path(), Duration::from_secs(60)).outcome
}

fn config(cache_dir: Option<&Path>) -> OracleConfig {
    OracleConfig {
        timeout: Duration::from_secs(60),
        repeats: 1,
        cache_dir: cache_dir.map(Path::to_path_buf),
        parallel_pair: false,
    }
}

/// Minimizes (with the oracle's verdicts kept in `cache_dir`, when given), re-verifies the result
/// from scratch, and prints the numbers.
fn run(name: &str, input: PairInput, options: &Options, cache_dir: Option<&Path>) -> (Minimized, usize) {
    let v = boogie();
    let before_seed = Size::of(std::slice::from_ref(&input.seed), &seed_text(&input.seed));
    let before_mutant = Size::of(&input.mutant, &mutant_text(&input.mutant));
    let mut oracle = Oracle::new(v.as_ref(), config(cache_dir)).unwrap();
    let started = Instant::now();
    let m = minimize(input, &mut oracle, options, &|line| eprintln!("  {line}")).unwrap();
    let elapsed = started.elapsed();
    let stats = oracle.stats();
    let after_seed = Size::of(std::slice::from_ref(&m.seed), &seed_text(&m.seed));
    let after_mutant = Size::of(&m.mutant, &mutant_text(&m.mutant));
    eprintln!(
        "{name}: seed {before_seed} -> {after_seed}; mutant {before_mutant} -> {after_mutant}; \
         {} verifier calls, {} cache hits, {} pre-filtered; {:.1} s with {} job(s)",
        stats.verifier_calls,
        stats.cache_hits,
        stats.prefiltered,
        elapsed.as_secs_f64(),
        options.jobs
    );
    assert_eq!(
        verify(v.as_ref(), &seed_text(&m.seed)),
        Outcome::Verified,
        "reduced seed:\n{}",
        seed_text(&m.seed).files[0].text
    );
    assert_eq!(
        verify(v.as_ref(), &mutant_text(&m.mutant)),
        m.expected,
        "reduced mutant:\n{}",
        mutant_text(&m.mutant).files[0].text
    );
    (m, stats.verifier_calls)
}

fn chain_input(seed: Program, chain: &str) -> PairInput {
    let chain: Chain = chain.parse().unwrap();
    let mutant = apply_chain(&seed, &chain).unwrap().to_programs();
    PairInput { seed, mutant, chain: Some(chain) }
}

#[test]
fn fig1_with_a_before_h_keeps_its_flip() {
    if !common::require_tool("boogie") {
        return;
    }
    // S1(0,2) S1(1,3): a's two declarations before h's.
    let input = chain_input(load("fig1.bpl"), "S1(0,2) S1(1,3)");
    let (m, _) = run("fig1", input, &Options { jobs: 2, ..Options::default() }, None);
    assert_eq!(m.expected, Outcome::Failed);
    assert!(m.seed.decls.len() <= 5 && m.mutant[0].decls.len() <= 5);
    // S1(0,2) alone verifies; S1(1,3) alone fails (measured with boogie 2.4.1).
    assert_eq!(m.chain.map(|c| c.to_string()).as_deref(), Some("S1(1,3)"));
}

/// The padded Fig. 1 shrinks to Fig. 1, first with its chain, then as a hand-made mutant without one
/// (its declarations matched to the seed's by content). The two reductions share the oracle's
/// verdict cache, as `--cache` shares it between runs: the second asks Boogie only about programs
/// the first did not verify.
#[test]
fn padded_fig1_shrinks_to_fig1_with_its_chain_and_matched_by_content() {
    if !common::require_tool("boogie") {
        return;
    }
    let cache = tempfile::tempdir().unwrap();
    // Order in the file: h's declarations, 6 others, a's declarations, 27 others, p. The chain
    // swaps h with a and h's axiom with a's axiom.
    let seed = load("fig1_padded.bpl");
    assert_eq!(seed.decls.len(), 38);
    let input = chain_input(seed.clone(), "S1(0,8) S1(1,9)");
    let (m, calls) = run("fig1_padded", input, &Options { jobs: 2, ..Options::default() }, Some(cache.path()));
    assert!(m.seed.decls.len() <= 5, "{}", seed_text(&m.seed).files[0].text);
    assert!(m.mutant[0].decls.len() <= 5);
    // A generous bound against regressions; the target (< 150) is reported above.
    assert!(calls < 400, "{calls} verifier calls");

    let chain: Chain = "S1(0,8) S1(1,9)".parse().unwrap();
    // A hand-made mutant: parsed from its own text, so its positions are not the seed's.
    let text = mutant_text(&apply_chain(&seed, &chain).unwrap().to_programs()).files[0].text.clone();
    let mutant = vec![parse_program(&text, "hand-made.bpl").unwrap()];
    let (m, _) = run(
        "fig1_padded (no chain)",
        PairInput { seed, mutant, chain: None },
        &Options { jobs: 2, ..Options::default() },
        Some(cache.path()),
    );
    assert!(m.seed.decls.len() <= 5);
}

#[test]
fn twenty_step_chain_shrinks_to_the_step_that_matters() {
    if !common::require_tool("boogie") {
        return;
    }
    // S1(1,3) (h's axiom <-> a's axiom) makes Fig. 1 fail; G1 steps on p (declaration 4) add
    // `requires true`, `ensures true` and `assert true`, which do not change the outcome.
    let harmless = ["G1(4:requires)", "G1(4:ensures)", "G1(4@b0.0)"];
    let mut steps: Vec<String> = (0..19).map(|k| harmless[(k * 7 + k / 3) % 3].to_string()).collect();
    steps.insert(11, "S1(1,3)".into());
    let chain = steps.join(" ");
    assert_eq!(chain.split(' ').count(), 20);
    let seed = load("fig1.bpl");
    let v = boogie();
    // The constructed chain flips, and without its S1 step it does not.
    let without: Chain =
        steps.iter().filter(|s| !s.starts_with("S1")).cloned().collect::<Vec<_>>().join(" ").parse().unwrap();
    assert_eq!(
        verify(v.as_ref(), &mutant_text(&apply_chain(&seed, &without).unwrap().to_programs())),
        Outcome::Verified
    );
    let input = chain_input(seed, &chain);
    assert_eq!(verify(v.as_ref(), &mutant_text(&input.mutant)), Outcome::Failed);
    let (m, calls) =
        run("20-step chain", input, &Options { jobs: 2, reduce_program: false, ..Options::default() }, None);
    assert_eq!(m.chain.map(|c| c.to_string()).as_deref(), Some("S1(1,3)"));
    assert!(calls < 60, "{calls} verifier calls");
}
