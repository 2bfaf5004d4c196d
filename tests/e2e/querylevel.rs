//! Query-level verification of mutants (`--level smt`, issue #26) with the real Boogie 2.4.1 and
//! z3: the log sink's extraction gives the queries of a run with the real z3; batched extraction
//! gives each program's queries in the same canonical text as extracting it alone; Fig. 1's S1
//! flips are found at the query level and confirmed by Boogie; results.csv shows reused queries.

use crate::common::cli::{csv_columns, wobble_run as wobble};
use std::path::{Path, PathBuf};
use std::time::Duration;
use wobble::querylevel::batch::{extract_alone, extract_batch};
use wobble::querylevel::canonical::canonical;
use wobble::smt::solving::sink;
use wobble::smt::solving::vcs::{extract, Extraction};
use wobble::smt::text::query::{split_prover_log, Dialect, VcText};
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;

const LIMIT: Duration = Duration::from_secs(300);

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn program(rel: &str) -> ProgramText {
    let text = std::fs::read_to_string(root().join(rel)).unwrap();
    ProgramText::single("p.bpl", text)
}

fn texts(queries: &[VcText], canonicalize: bool) -> Vec<String> {
    queries.iter().map(|q| if canonicalize { canonical(&q.text) } else { q.text.clone() }).collect()
}

fn sink_binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_wobble-vc-sink"))
}

/// Seeds of several shapes: a Dafny program, loops, a failing seed (its VC gets `sat` from z3 but
/// `unsat` from the sink), a program with a procedure without VC.
const SEEDS: [&str; 4] = [
    "seeds/D-dafny/Counter.bpl",
    "seeds/A-algorithms/binary_search.bpl",
    "seeds/failing/fig1_swapped.bpl",
    "seeds/T-textbook/stack.bpl",
];

#[test]
fn the_sink_extracts_the_queries_of_a_run_with_the_real_z3() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    assert!(sink::locate().is_some() || sink_binary().is_file());
    let boogie = BoogieVerifier::default_config().unwrap();
    for rel in SEEDS {
        let p = program(rel);
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let real = extract(&boogie, &p, a.path(), LIMIT, Extraction::AsConfigured).unwrap().queries;
        let sunk = extract_alone(&boogie, &sink_binary(), &p, b.path(), LIMIT, None).expect(rel);
        assert!(!real.is_empty(), "{rel}");
        // The sink's VC texts, read back, are the queries of the real run.
        let read: Vec<String> =
            sunk.iter().map(|t| split_prover_log(&t.text).unwrap().remove(0).to_smtlib(Dialect::Z3, None)).collect();
        let real: Vec<String> = real.iter().map(|q| q.to_smtlib(Dialect::Z3, None)).collect();
        assert_eq!(real, read, "{rel}");
    }
}

/// `count` mutants of the seed `rel` (Algorithm 1, default weights), printed like the seed.
fn mutants(rel: &str, count: usize) -> Vec<ProgramText> {
    use wobble::generation::{generate, GenParams, Weights};
    let text = std::fs::read_to_string(root().join(rel)).unwrap();
    let seed = wobble::syntax::parse_program(&text, rel).unwrap();
    let params =
        GenParams { count, rng_seed: 1, batch: "M*".into(), weights: Weights::default(), max_attempts: 100 * count };
    let g = generate(&seed, &wobble::smt::text::query::text_hash(&text), &params);
    g.mutants.iter().map(|m| m.variant.to_text("p")).filter(|p| p.files.len() == 1).collect()
}

/// Canonical texts of `p` extracted alone.
fn alone(boogie: &BoogieVerifier, p: &ProgramText) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    texts(&extract_alone(boogie, &sink_binary(), p, dir.path(), LIMIT, None).unwrap(), true)
}

#[test]
fn a_family_batch_gives_each_program_the_canonical_queries_it_has_alone() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let boogie = BoogieVerifier::default_config().unwrap();
    let mut shifted = 0;
    for rel in SEEDS {
        let seed = ProgramText::single(
            "p.bpl",
            wobble::syntax::print_program(
                &wobble::syntax::parse_program(&std::fs::read_to_string(root().join(rel)).unwrap(), rel).unwrap(),
            ),
        );
        let mut family = vec![seed];
        family.extend(mutants(rel, 5));
        let refs: Vec<&ProgramText> = family.iter().collect();
        let dir = tempfile::tempdir().unwrap();
        let batch = extract_batch(&boogie, &sink_binary(), &refs, dir.path(), LIMIT, None);
        for (k, p) in family.iter().enumerate() {
            let batched = batch.queries[k].as_ref().unwrap_or_else(|| panic!("{rel} #{k} not batched"));
            let dir = tempfile::tempdir().unwrap();
            let raw = extract_alone(&boogie, &sink_binary(), p, dir.path(), LIMIT, None).unwrap();
            // Raw texts differ after the first program (Boogie's quantifier counter runs on) ...
            shifted += usize::from(texts(&raw, false) != texts(batched, false));
            // ... canonical texts do not.
            assert_eq!(texts(&raw, true), texts(batched, true), "{rel} #{k}");
        }
    }
    assert!(shifted > 0, "the batches should have shifted some skolem ids");
}

#[test]
fn a_batch_maps_logs_past_rejected_programs_and_programs_without_vcs() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let boogie = BoogieVerifier::default_config().unwrap();
    let rel = "seeds/A-algorithms/binary_search.bpl";
    let mut programs = vec![program(rel)];
    programs.push(ProgramText::single("p.bpl", "procedure bad( { }"));
    programs.push(ProgramText::single("p.bpl", "function g(x: int): int;\n"));
    programs.extend(mutants(rel, 6).into_iter().take(2));
    assert_eq!(programs.len(), 5);
    let refs: Vec<&ProgramText> = programs.iter().collect();
    let dir = tempfile::tempdir().unwrap();
    let batch = extract_batch(&boogie, &sink_binary(), &refs, dir.path(), LIMIT, None);
    assert_eq!(batch.queries.len(), programs.len());
    assert!(batch.queries[1].is_none(), "the rejected program is left to extraction alone");
    assert_eq!(batch.queries[2].as_ref().map(Vec::len), Some(0));
    for k in [0, 3, 4] {
        assert_eq!(alone(&boogie, &programs[k]), texts(batch.queries[k].as_ref().unwrap(), true), "#{k}");
    }
}

#[test]
fn fig1_flips_are_found_at_the_query_level_and_confirmed_by_boogie() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("q");
    let o = out.to_str().unwrap();
    let (code, stdout, stderr) =
        wobble(&["fuzz", "seeds/E-triggers/fig1.bpl", "--only", "S1", "--mutants", "6", "--level", "smt", "--out", o]);
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    assert!(stdout.contains("brittle (6 of 6 mutants)"), "{stdout}");
    assert!(
        stdout.contains("yield per operator (flips per 100 mutants of verified seeds): S1 100.0 (6/6)"),
        "{stdout}"
    );
    assert!(stdout.contains("--weights S1=100"), "{stdout}");
    assert!(stderr.contains("query level:") && stderr.contains("confirmation"), "{stderr}");
    let rows = csv_columns(&out.join("results.csv"), &["batch", "outcome", "queries", "reused", "detail"]);
    let mutants: Vec<_> = rows.iter().filter(|r| r[0] != "seed").collect();
    assert_eq!(mutants.len(), 6);
    for r in &mutants {
        // Boogie's verdict is the row, and the query level's is kept in the detail.
        assert_eq!(r[1], "failed", "{r:?}");
        assert!(r[4].starts_with("query level: query p:") && r[4].contains("boogie confirms"), "{r:?}");
        assert_eq!(r[2], "1", "{r:?}");
    }
    // Some mutants repeat a declaration order already solved: their query came from the cache.
    assert!(mutants.iter().any(|r| r[3] == "1"), "{rows:?}");
    // The seed was verified at the query level ahead of its mutants, but since they failed its
    // row is Boogie's own run.
    let seed = rows.iter().find(|r| r[0] == "seed").expect("the seed's row");
    assert_eq!(seed[1], "verified", "{seed:?}");
    assert!(!seed[4].starts_with("query level"), "the seed's row is not Boogie's: {seed:?}");
    let cost = std::fs::read_to_string(out.join("cost.toml")).unwrap();
    assert!(cost.contains("level = \"smt\"") && cost.contains("confirmations = 6"), "{cost}");

    // The same run at the Boogie level finds the same flips.
    let out_b = dir.path().join("b");
    let (code, stdout, _) = wobble(&[
        "fuzz",
        "seeds/E-triggers/fig1.bpl",
        "--only",
        "S1",
        "--mutants",
        "6",
        "--level",
        "boogie",
        "-q",
        "--out",
        out_b.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(stdout.contains("brittle (6 of 6 mutants)"), "{stdout}");
    let b_rows = csv_columns(&out_b.join("results.csv"), &["queries", "reused"]);
    assert!(b_rows.iter().all(|r| r[0].is_empty() && r[1].is_empty()), "{b_rows:?}");
}

#[test]
fn unchanged_queries_of_a_dafny_mutant_come_from_the_cache() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("d");
    // L-operators change one procedure's VC of Counter.bpl's four.
    let (code, stdout, stderr) = wobble(&[
        "fuzz",
        "seeds/D-dafny/Counter.bpl",
        "--only",
        "L1,L2,L3,L4",
        "--mutants",
        "4",
        "--level",
        "smt",
        "-q",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    let rows = csv_columns(&out.join("results.csv"), &["batch", "outcome", "queries", "reused", "detail"]);
    // No mutant failed, so the seed's row is the query level's verdict, found before its mutants.
    let seed = rows.iter().find(|r| r[0] == "seed").expect("the seed's row");
    assert_eq!(seed[1], "verified", "{seed:?}");
    assert!(seed[4].starts_with("query level: 4 queries unsat; no mutant failed"), "{seed:?}");
    let mutants: Vec<_> = rows.iter().filter(|r| r[0] != "seed").collect();
    assert!(!mutants.is_empty());
    for r in &mutants {
        assert_eq!(r[1], "verified", "{r:?}");
        let (n, reused): (u32, u32) = (r[2].parse().unwrap(), r[3].parse().unwrap());
        assert!(n == 4 && reused >= 1, "{r:?}");
    }
    assert!(Path::new(&out.join("cost.toml")).is_file());
}

/// A z3 session (`(reset)` before each script, one process) answers like a fresh z3 process on
/// each script: the same answer and `rlimit-count` on every query of seeds of ours (a failing
/// one included), solved in the reverse order so that each follows other scripts than before.
/// A z3 that exits ends its session with an error, and the next script gets a new one.
#[test]
fn a_z3_session_answers_like_a_fresh_process() {
    use wobble::smt::solving::session::Sessions;
    use wobble::smt::solving::solve::{Answer, Solver, SolverKind};
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let boogie = BoogieVerifier::default_config().unwrap();
    let z3 = Solver::default_for(SolverKind::Z3).unwrap();
    let mut scripts = Vec::new();
    for rel in SEEDS.iter().chain(&["seeds/D-dafny/Ledger.bpl"]) {
        let dir = tempfile::tempdir().unwrap();
        for q in extract_alone(&boogie, &sink_binary(), &program(rel), dir.path(), LIMIT, None).unwrap() {
            scripts.push(z3.script_of(canonical(&q.text)));
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let fresh: Vec<(Answer, Option<u64>)> =
        scripts.iter().map(|s| z3.solve_script(s, dir.path(), LIMIT)).map(|r| (r.answer, r.rlimit)).collect();
    assert!(fresh.iter().any(|(a, _)| *a != Answer::Unsat), "{fresh:?}");
    assert!(fresh.iter().all(|(_, r)| r.is_some()), "{fresh:?}");
    let sessions = Sessions::default();
    let mut reused: Vec<(Answer, Option<u64>)> =
        scripts.iter().rev().map(|s| sessions.solve(&z3, s, LIMIT)).map(|r| (r.answer, r.rlimit)).collect();
    reused.reverse();
    assert_eq!(fresh, reused);
    let died = sessions.solve(&z3, "(exit)\n", LIMIT);
    assert_eq!(died.answer, Answer::Error, "{died:?}");
    assert!(died.detail.contains("session ended"), "{}", died.detail);
    let again = sessions.solve(&z3, &scripts[0], LIMIT);
    assert_eq!((again.answer, again.rlimit), fresh[0]);
}

/// Narrowing (`querylevel::scope`): for every mutant of seeds of several kinds that can be
/// narrowed, the queries assembled from its narrowed extraction (only the VCs its mutation can
/// have changed, and the witness) and its seed's queries are, in canonical text and in order,
/// the queries of extracting the whole mutant. Mutants of several files or of changed global
/// declarations are not narrowed, and at least 25 of the 140 are.
#[test]
fn a_narrowed_mutant_has_the_queries_of_its_whole_extraction() {
    use wobble::generation::{generate, GenParams, Weights};
    use wobble::querylevel::scope::{assemble, assemble_all, combine, fits, narrow, seed_decls, Printed};
    use wobble::syntax::{parse_program, print_decl, print_program};
    use wobble::verifiers::Narrowed;
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let boogie = BoogieVerifier::default_config().unwrap();
    let (mut narrowed_count, mut together_count) = (0, 0);
    for rel in [
        "seeds/D-dafny/Counter.bpl",
        "seeds/D-dafny/Ledger.bpl",
        "seeds/D-dafny/Digits.bpl",
        "seeds/A-algorithms/binary_search.bpl",
        "seeds/T-textbook/stack.bpl",
        "seeds/T-textbook/bank_account.bpl",
        "seeds/T-textbook/heap_fields.bpl",
    ] {
        let text = std::fs::read_to_string(root().join(rel)).unwrap();
        let seed = parse_program(&text, rel).unwrap();
        let seed_program = ProgramText::single("p.bpl", print_program(&seed));
        let dir = tempfile::tempdir().unwrap();
        let canonical_all = |v: Vec<VcText>| -> Vec<VcText> {
            v.into_iter().map(|q| VcText { text: canonical(&q.text), name: q.name }).collect()
        };
        let seed_queries =
            canonical_all(extract_alone(&boogie, &sink_binary(), &seed_program, dir.path(), LIMIT, None).unwrap());
        let seed_hash = seed_program.content_hash();
        let seed_texts: Vec<String> = seed.decls.iter().map(print_decl).collect();
        let seed_decls_printed: Vec<Printed> =
            seed.decls.iter().zip(&seed_texts).map(|(d, t)| (d, t.as_str())).collect();
        let shared = seed_decls(&seed_decls_printed);
        let params =
            GenParams { count: 20, rng_seed: 3, batch: "M*".into(), weights: Weights::default(), max_attempts: 2000 };
        let g = generate(&seed, &wobble::smt::text::query::text_hash(&text), &params);
        let mut pairs = Vec::new();
        for m in g.mutants.iter().filter(|m| m.variant.file_count() == 1) {
            let decls: Vec<Printed> = m.variant.items().map(|(_, it)| (it.decl(), it.text())).collect();
            if let Some(n) = narrow(&seed_decls_printed, &shared, &seed_hash, &decls, "p.bpl") {
                pairs.push((m.chain.to_string(), m.variant.to_text("p"), n));
            }
        }
        // Alone, each from its own narrowed program.
        let whole: Vec<&ProgramText> = pairs.iter().map(|(_, p, _)| p).collect();
        let narrowed: Vec<&ProgramText> = pairs.iter().map(|(_, _, n)| &n.program).collect();
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let whole_q: Vec<Vec<VcText>> = extract_batch(&boogie, &sink_binary(), &whole, a.path(), LIMIT, None)
            .queries
            .into_iter()
            .map(|q| q.expect("whole extraction"))
            .collect();
        let narrowed_q = extract_batch(&boogie, &sink_binary(), &narrowed, b.path(), LIMIT, None).queries;
        let names = |v: &[VcText]| v.iter().map(|q| q.name.clone()).collect::<Vec<_>>();
        for (((chain, _, n), w), q) in pairs.iter().zip(&whole_q).zip(narrowed_q) {
            let q = q.expect(chain);
            assert!(q.len() < w.len() || w.len() == 1, "{rel} {chain}: narrowing extracted every VC");
            let assembled =
                assemble(n, canonical_all(q), &seed_queries).unwrap_or_else(|| panic!("{rel} {chain}: not assembled"));
            assert_eq!(names(&assembled), names(w), "{rel} {chain}");
            assert_eq!(texts(&assembled, true), texts(w, true), "{rel} {chain}");
            narrowed_count += 1;
        }
        // Together: the mutants that fit share programs, as the query level groups them.
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for (k, (_, _, n)) in pairs.iter().enumerate() {
            let open = groups.iter_mut().find(|g| {
                let members: Vec<&Narrowed> = g.iter().map(|&j| &pairs[j].2).collect();
                g.len() < 8 && fits(&members, n)
            });
            match open {
                Some(g) => g.push(k),
                None => groups.push(vec![k]),
            }
        }
        let groups: Vec<Vec<usize>> = groups.into_iter().filter(|g| g.len() > 1).collect();
        let combined: Vec<(ProgramText, String)> = groups
            .iter()
            .map(|g| combine(&g.iter().map(|&j| &pairs[j].2).collect::<Vec<_>>(), "p.bpl").expect("combined"))
            .collect();
        let refs: Vec<&ProgramText> = combined.iter().map(|(p, _)| p).collect();
        let c = tempfile::tempdir().unwrap();
        let combined_q = extract_batch(&boogie, &sink_binary(), &refs, c.path(), LIMIT, None).queries;
        for ((g, (_, witness)), q) in groups.iter().zip(&combined).zip(combined_q) {
            let members: Vec<&Narrowed> = g.iter().map(|&j| &pairs[j].2).collect();
            let each = assemble_all(&members, witness, canonical_all(q.expect("combined extraction")), &seed_queries)
                .unwrap_or_else(|| panic!("{rel}: group {g:?} not assembled"));
            for (&j, assembled) in g.iter().zip(each) {
                let chain = &pairs[j].0;
                assert_eq!(names(&assembled), names(&whole_q[j]), "{rel} {chain} (together)");
                assert_eq!(texts(&assembled, true), texts(&whole_q[j], true), "{rel} {chain} (together)");
                together_count += 1;
            }
        }
    }
    assert!(narrowed_count >= 25, "only {narrowed_count} mutants were narrowed");
    assert!(together_count >= 10, "only {together_count} mutants shared a program");
}

#[test]
fn a_program_of_several_files_has_the_queries_of_its_one_file() {
    use wobble::querylevel::batch::one_file;
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    use wobble::generation::{generate, GenParams, Weights};
    let boogie = BoogieVerifier::default_config().unwrap();
    let mut checked = 0;
    for rel in ["seeds/D-dafny/Counter.bpl", "seeds/D-dafny/Vending.bpl", "seeds/T-textbook/stack.bpl"] {
        let text = std::fs::read_to_string(root().join(rel)).unwrap();
        let seed = wobble::syntax::parse_program(&text, rel).unwrap();
        let mut weights = Weights::default();
        weights.set(wobble::mutation::OpName::S3, 5);
        let params = GenParams { count: 10, rng_seed: 5, batch: "M*".into(), weights, max_attempts: 1000 };
        let g = generate(&seed, &wobble::smt::text::query::text_hash(&text), &params);
        for m in g.mutants.iter().filter(|m| m.variant.file_count() > 1).take(3) {
            let files = m.variant.to_text("p");
            let one = one_file(&files).expect("one file");
            let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
            let from_files = extract_alone(&boogie, &sink_binary(), &files, a.path(), LIMIT, None).expect("files");
            let from_one = extract_alone(&boogie, &sink_binary(), &one, b.path(), LIMIT, None).expect("one file");
            // Byte for byte: Boogie gives every token the file and line it has in its own file.
            assert_eq!(texts(&from_files, false), texts(&from_one, false), "{rel} {}", m.chain);
            checked += 1;
        }
    }
    assert!(checked >= 6, "only {checked} programs of several files");
}
