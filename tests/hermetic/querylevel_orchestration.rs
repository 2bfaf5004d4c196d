//! The query level's orchestration (`--level smt`, issue #39) with a fake Boogie and a fake z3
//! ([`crate::common::fake_query`]) behind its tool traits, through the campaign engine: a seed
//! verified ahead that Boogie then fails, z3 disagreeing with Boogie on a seed, reverse flips,
//! narrowed mutants falling back to whole extraction, limits mapped to Boogie's outcomes; and a z3
//! session after a timeout, with a fake z3 process behind the real session code.
//!
//! The seed has three procedures; its mutants swap two of them (S1), so a mutant is an order of
//! A, B and C. The fake Boogie's VCs name each procedure and its position (`|B@0|`: B first),
//! and the tests decide z3's answers and Boogie's verdicts by that order.

use crate::common::fake_query::{program, FakeBoogie, FakeSolver, COUNT};
use std::collections::HashSet;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use wobble::campaign::{discover_seeds, run_campaign, CampaignSpec, Shard};
use wobble::generation::Weights;
use wobble::mutation::OpName;
use wobble::querylevel::QueryLevel;
use wobble::runner::{ResultSink, ResultsDir, RunKey, RunOptions, RunRecord};
use wobble::smt::solving::solve::Answer;
use wobble::store::read_records;
use wobble::syntax::ast::DeclKind;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::{Member, Narrowed, Outcome, VerdictLevel};

const SEED: &str = "procedure A(x: int) returns (y: int)\n  ensures y == x;\n{\n  y := x;\n}\n\n\
                    procedure B(x: int) returns (y: int)\n  ensures y == x + 1;\n{\n  y := x + 1;\n}\n\n\
                    procedure C(x: int) returns (y: int)\n  ensures y == x + 2;\n{\n  y := x + 2;\n}\n";

/// The seed as the engine verifies it (printed by wobble).
fn seed_text() -> String {
    wobble::syntax::print_program(&wobble::syntax::parse_program(SEED, "s.bpl").unwrap())
}

/// The name of a program's first declaration.
fn first(text: &str) -> String {
    let p = wobble::syntax::parse_program(text, "p.bpl").unwrap();
    match &p.decls[0].kind {
        DeclKind::Procedure(p) => p.name.as_str().to_string(),
        other => panic!("unexpected declaration {other:?}"),
    }
}

/// A mutant's text, from its row.
fn mutant_text(out: &ResultsDir, r: &RunRecord) -> String {
    let text = std::fs::read_to_string(out.root().join(&r.path)).unwrap();
    // The verified text is the file without wobble's header comment.
    let p = wobble::syntax::parse_program(&text, "m.bpl").unwrap();
    wobble::syntax::print_program(&p)
}

/// Runs a fuzz campaign of `mutants` S1 mutants of the seed at the query level of `boogie` and
/// `z3`; `all_tools`: mutants of a seed that does not verify are run too. Returns the rows.
fn campaign(
    dir: &Path,
    boogie: &Arc<FakeBoogie>,
    z3: &Arc<FakeSolver>,
    all_tools: bool,
    mutants: usize,
) -> (ResultsDir, Vec<RunRecord>) {
    campaign_shard(dir, boogie, z3, all_tools, mutants, Shard::whole())
}

/// [`campaign`], only the programs of `shard`.
fn campaign_shard(
    dir: &Path,
    boogie: &Arc<FakeBoogie>,
    z3: &Arc<FakeSolver>,
    all_tools: bool,
    mutants: usize,
    shard: Shard,
) -> (ResultsDir, Vec<RunRecord>) {
    let seeds_dir = dir.join("seeds/t");
    std::fs::create_dir_all(&seeds_dir).unwrap();
    std::fs::write(seeds_dir.join("s.bpl"), SEED).unwrap();
    let seeds = discover_seeds(&[dir.join("seeds")], None).unwrap();
    let ql = QueryLevel::with_tools(boogie.clone(), z3.clone(), dir.join("queries"));
    let (seed_v, mutant_v) = ql.verifiers();
    let mut spec = CampaignSpec::fuzz(Weights::only(&[OpName::S1]), mutants, None, vec![seed_v], 3, all_tools);
    spec.mutant_verifiers = vec![mutant_v];
    spec.shard = shard;
    let out = ResultsDir::at(dir.join(format!("out-{}", shard.index)));
    out.create().unwrap();
    let mut opts = RunOptions::new(2, Duration::from_secs(10));
    opts.quiet = true;
    let mut sink = ResultSink::create(out.csv_path()).unwrap();
    run_campaign(&seeds, &spec, &out, &opts, &mut sink).unwrap();
    drop(sink);
    let rows = read_records(out.csv_path()).unwrap();
    let keys: HashSet<RunKey> = rows.iter().map(RunKey::of_record).collect();
    assert_eq!(keys.len(), rows.len(), "one row per run: {rows:#?}");
    (out, rows)
}

/// The seed's row and the mutants' rows with their texts.
fn split(out: &ResultsDir, rows: &[RunRecord]) -> (RunRecord, Vec<(RunRecord, String)>) {
    let seed = rows.iter().find(|r| r.mutant.is_none()).cloned().expect("a seed row");
    (seed, mutant_rows(out, rows))
}

/// The mutants' rows with their texts.
fn mutant_rows(out: &ResultsDir, rows: &[RunRecord]) -> Vec<(RunRecord, String)> {
    rows.iter().filter(|r| r.mutant.is_some()).map(|r| (r.clone(), mutant_text(out, r))).collect()
}

/// Every mutant row whose outcome differs from its seed's is a Boogie run's verdict.
fn differing_rows_are_boogies(seed: &RunRecord, mutants: &[(RunRecord, String)]) {
    assert_eq!(seed.level, Some(VerdictLevel::Boogie), "{seed:?}");
    for (m, _) in mutants.iter().filter(|(m, _)| m.outcome != seed.outcome) {
        assert_eq!(m.level, Some(VerdictLevel::Boogie), "a row that differs from its seed's: {m:?}");
    }
}

#[test]
fn querylevel_a_seed_verified_ahead_that_boogie_fails_has_its_verified_mutants_confirmed() {
    let seed = seed_text();
    for boogie_fails_seed in [true, false] {
        let dir = tempfile::tempdir().unwrap();
        // z3 proves every VC but B's when B comes first; Boogie agrees, except (first run) on the
        // seed itself, which it fails.
        let s = seed.clone();
        let boogie = FakeBoogie::new(Box::new(move |t| {
            if first(t) == "B" || (boogie_fails_seed && t == s) {
                Outcome::Failed
            } else {
                Outcome::Verified
            }
        }));
        let z3 = FakeSolver::new(Box::new(|q| if q.contains("|B@0|") { Answer::Sat } else { Answer::Unsat }));
        let (out, rows) = campaign(dir.path(), &boogie, &z3, false, 5);
        let (seed_row, mutants) = split(&out, &rows);
        let b_first = mutants.iter().filter(|(_, t)| first(t) == "B").count();
        assert!(b_first > 0 && b_first < mutants.len(), "the test needs both kinds of mutants: {mutants:#?}");
        // The seed was verified ahead (z3), and a mutant failed: Boogie ran the seed for its row.
        assert_eq!(boogie.runs_of(&seed), 1);
        differing_rows_are_boogies(&seed_row, &mutants);
        for (m, t) in &mutants {
            if first(t) == "B" {
                // Failed at the query level: Boogie's verdict is the row.
                assert_eq!((m.outcome, m.level, boogie.runs_of(t)), (Outcome::Failed, Some(VerdictLevel::Boogie), 1));
            } else if boogie_fails_seed {
                // Verified by z3 alone, but the seed's row failed: confirmed by a Boogie run.
                assert_eq!((m.outcome, m.level, boogie.runs_of(t)), (Outcome::Verified, Some(VerdictLevel::Boogie), 1));
            } else {
                // The seed's row verified: the query level's verdict stands, no Boogie run.
                assert_eq!((m.outcome, m.level, boogie.runs_of(t)), (Outcome::Verified, Some(VerdictLevel::Smt), 0));
            }
        }
        let expected = if boogie_fails_seed { Outcome::Failed } else { Outcome::Verified };
        assert_eq!(seed_row.outcome, expected);
    }
}

#[test]
fn querylevel_z3_disagreeing_with_boogie_on_a_seed_sends_the_mutants_sharing_its_query_to_boogie() {
    let dir = tempfile::tempdir().unwrap();
    let seed = seed_text();
    // Boogie verifies everything; z3 refutes A's VC when A comes first (as in the seed).
    let boogie = FakeBoogie::new(Box::new(|_| Outcome::Verified));
    let z3 = FakeSolver::new(Box::new(|q| if q.contains("|A@0|") { Answer::Sat } else { Answer::Unsat }));
    let (out, rows) = campaign(dir.path(), &boogie, &z3, false, 5);
    let (seed_row, mutants) = split(&out, &rows);
    // Not verified ahead: Boogie ran the seed (once), and its row says the layers disagree.
    assert_eq!(boogie.runs_of(&seed), 1);
    assert_eq!((seed_row.outcome, seed_row.level), (Outcome::Verified, Some(VerdictLevel::Boogie)));
    assert!(seed_row.detail.contains("layers disagree"), "{}", seed_row.detail);
    assert!(mutants.iter().any(|(_, t)| first(t) == "A") && mutants.iter().any(|(_, t)| first(t) != "A"));
    for (m, t) in &mutants {
        assert_eq!(m.outcome, Outcome::Verified, "{m:?}");
        if first(t) == "A" {
            // The seed's refuted query again: Boogie decides, and it verifies.
            assert_eq!((m.level, boogie.runs_of(t)), (Some(VerdictLevel::Boogie), 1), "{m:?}");
            assert!(m.detail.contains("boogie verified it (layers disagree)"), "{}", m.detail);
        } else {
            assert_eq!((m.level, boogie.runs_of(t)), (Some(VerdictLevel::Smt), 0), "{m:?}");
        }
    }
    // The seed's queries were solved once and answered from the cache for the mutants.
    assert_eq!(z3.solved_containing("|A@0|"), 1);
}

#[test]
fn querylevel_reverse_flips_of_a_failing_seed_are_boogies_verdicts() {
    let dir = tempfile::tempdir().unwrap();
    let seed = seed_text();
    // z3 and Boogie agree: a program whose first procedure is A fails; the seed is one.
    let boogie = FakeBoogie::new(Box::new(|t| if first(t) == "A" { Outcome::Failed } else { Outcome::Verified }));
    let z3 = FakeSolver::new(Box::new(|q| if q.contains("|A@0|") { Answer::Sat } else { Answer::Unsat }));
    let (out, rows) = campaign(dir.path(), &boogie, &z3, true, 5);
    let (seed_row, mutants) = split(&out, &rows);
    assert_eq!((seed_row.outcome, boogie.runs_of(&seed)), (Outcome::Failed, 1));
    let reverse: Vec<&(RunRecord, String)> = mutants.iter().filter(|(m, _)| m.outcome == Outcome::Verified).collect();
    assert!(!reverse.is_empty(), "the test needs reverse flips: {mutants:#?}");
    differing_rows_are_boogies(&seed_row, &mutants);
    // Every mutant of the failing seed is Boogie's verdict, each from one Boogie run.
    for (m, t) in &mutants {
        assert_eq!((m.level, boogie.runs_of(t)), (Some(VerdictLevel::Boogie), 1), "{m:?}");
    }

    // Sharded: the shard without the seed's row runs the seed (without a row) to know its
    // verdict, and its mutants get Boogie's verdicts too.
    let mut shard_mutants = 0;
    let dir = tempfile::tempdir().unwrap();
    for index in 0..2 {
        let boogie = FakeBoogie::new(Box::new(|t| if first(t) == "A" { Outcome::Failed } else { Outcome::Verified }));
        let z3 = FakeSolver::new(Box::new(|q| if q.contains("|A@0|") { Answer::Sat } else { Answer::Unsat }));
        let shard = Shard { index, count: 2 };
        let (out, rows) = campaign_shard(dir.path(), &boogie, &z3, true, 5, shard);
        let mutants = mutant_rows(&out, &rows);
        shard_mutants += mutants.len();
        // A shard with rows needs the seed's verdict (with or without its row); one that drew no
        // mutant and not the seed's row has nothing to compare and may skip it.
        let seed_runs = boogie.runs_of(&seed);
        if rows.is_empty() {
            assert!(seed_runs <= 1, "shard {index}: the seed run {seed_runs} times");
        } else {
            assert_eq!(seed_runs, 1, "shard {index}: the seed's verdict, with or without its row: {rows:#?}");
        }
        for (m, t) in &mutants {
            assert_eq!((m.level, boogie.runs_of(t)), (Some(VerdictLevel::Boogie), 1), "shard {index}: {m:?}");
        }
    }
    assert_eq!(shard_mutants, mutants.len(), "the shards together run every mutant");
}

/// The seed's three-procedure program, a mutant that changes A, and a narrowed stand-in of it.
fn narrowed_case(stand_in: &str) -> (ProgramText, ProgramText, Member) {
    let seed = program(
        "procedure A(x: int) { assert x == x; }\nprocedure B(x: int) { assert x == x; }\n\
         procedure C(x: int) { assert x == x; }\n",
    );
    let mutant = program(
        "procedure A(x: int) { assert x + 0 == x; }\nprocedure B(x: int) { assert x == x; }\n\
         procedure C(x: int) { assert x == x; }\n",
    );
    let n = Narrowed {
        seed: seed.content_hash(),
        program: program(stand_in),
        order: vec!["A".into(), "B".into(), "C".into()],
        from_seed: vec!["B".into(), "C".into()],
        witness: "B".into(),
        edits: None,
    };
    (seed, mutant.clone(), Member { program: mutant, narrowed: Some(Arc::new(n)) })
}

#[test]
fn querylevel_a_narrowed_mutant_whose_witness_disagrees_is_extracted_whole() {
    let limit = Duration::from_secs(10);
    // The stand-in as it should be (C not verified, B where the seed has it), and one whose
    // witness's VC is not the seed's (B moved first).
    let good = "procedure A(x: int) { assert x + 0 == x; }\nprocedure B(x: int) { assert x == x; }\n\
                procedure {:verify false} C(x: int) { assert x == x; }\n";
    let bad = "procedure B(x: int) { assert x == x; }\nprocedure A(x: int) { assert x + 0 == x; }\n\
               procedure {:verify false} C(x: int) { assert x == x; }\n";
    for (stand_in, widened) in [(good, false), (bad, true)] {
        let dir = tempfile::tempdir().unwrap();
        let boogie = FakeBoogie::new(Box::new(|_| Outcome::Verified));
        let z3 = FakeSolver::new(Box::new(|_| Answer::Unsat));
        let ql = QueryLevel::with_tools(boogie.clone(), z3.clone(), dir.path().join("queries"));
        let (seeds, mutants) = ql.verifiers();
        let (seed, mutant, member) = narrowed_case(stand_in);
        mutants.prefetch(&seed.content_hash(), &[member]);
        let work = tempfile::tempdir().unwrap();
        assert!(seeds.verify_ahead(&seed, work.path(), limit).is_some(), "z3 verifies the seed ahead");
        let work = tempfile::tempdir().unwrap();
        let r = mutants.verify(&mutant, work.path(), limit);
        assert_eq!((r.outcome, r.level), (Outcome::Verified, Some(VerdictLevel::Smt)), "{r:?}");
        assert_eq!(r.queries.map(|q| q.total), Some(3));
        let cost = ql.cost();
        // The stand-in was extracted (in a batch), not the mutant.
        assert_eq!((boogie.batched_of(stand_in), boogie.batched_of(&mutant.files[0].text)), (1, 0));
        if widened {
            assert_eq!((cost.narrowed, cost.widened, boogie.alone_of(&mutant.files[0].text)), (0, 1, 1));
        } else {
            assert_eq!((cost.narrowed, cost.widened, boogie.alone_of(&mutant.files[0].text)), (1, 0, 0));
            // B's and C's queries came from the seed: solved once, for the seed.
            assert_eq!((z3.solved_containing("|B@1|"), z3.solved_containing("|C@2|")), (1, 1));
        }
        assert_eq!(boogie.runs(), 0, "no Boogie run: both verified at the query level");
    }
}

#[test]
fn querylevel_limits_give_the_outcome_boogie_gives() {
    let dir = tempfile::tempdir().unwrap();
    let limit = Duration::from_secs(3);
    // A configuration whose resource limit (500) is below what every query needs (1000): z3 gives
    // up, and Boogie reports out of resource.
    let boogie = FakeBoogie::with_rlimit(Box::new(|_| Outcome::OutOfResource), 500);
    let z3 = FakeSolver::new(Box::new(|_| Answer::Unsat));
    let ql = QueryLevel::with_tools(boogie.clone(), z3.clone(), dir.path().join("queries"));
    let (seeds, mutants) = ql.verifiers();
    let seed = program("procedure A(x: int) { assert x == x; }\n");
    let work = tempfile::tempdir().unwrap();
    assert!(seeds.verify_ahead(&seed, work.path(), limit).is_none(), "out of resource is not verified");
    let work = tempfile::tempdir().unwrap();
    let r = mutants.verify(&seed, work.path(), limit);
    assert_eq!((r.outcome, r.level), (Outcome::OutOfResource, Some(VerdictLevel::Boogie)));
    assert!(
        r.detail.starts_with(&format!("query level: query A: out of resource ({COUNT} of rlimit 500)")),
        "{}",
        r.detail
    );
    // Each query carries the VC limit (3 s) as Boogie sends it; the wall-clock guard is 2 × 3 + 5 s.
    assert!(!z3.walls().is_empty() && z3.walls().iter().all(|w| *w == Duration::from_secs(11)), "{:?}", z3.walls());

    // z3 stopped at the VC's time limit: `timeout`, as Boogie reports a time out.
    let dir = tempfile::tempdir().unwrap();
    let boogie = FakeBoogie::new(Box::new(|_| Outcome::Timeout));
    let ql = QueryLevel::with_tools(boogie, FakeSolver::new(Box::new(|_| Answer::Unsat)), dir.path().join("q"));
    let (_, mutants) = ql.verifiers();
    let slow = program("procedure slow(x: int) { assert x == x; }\n");
    let work = tempfile::tempdir().unwrap();
    let r = mutants.verify(&slow, work.path(), limit);
    assert_eq!(r.outcome, Outcome::Timeout);
    assert!(r.detail.starts_with("query level: query slow: time limit (3000 ms)"), "{}", r.detail);
}

#[test]
fn querylevel_a_timeout_boogie_confirms_counts_the_query_levels_run_as_one_repetition() {
    use wobble::runner::{run_jobs, Job, RunMeta};
    let limit = Duration::from_secs(3);
    let slow = program("procedure slow(x: int) { assert x == x; }\n");
    let text = slow.files[0].text.clone();
    // Boogie times out as the query level did: 1 query-level run and 2 Boogie runs make the three
    // observations of `--confirm-timeouts 2`.
    for (boogie_says, runs, repeats) in [(Outcome::Timeout, 2, 2), (Outcome::Verified, 1, 0)] {
        let dir = tempfile::tempdir().unwrap();
        let boogie = FakeBoogie::new(Box::new(move |_| boogie_says));
        let z3 = FakeSolver::new(Box::new(|_| Answer::Unsat));
        let ql = QueryLevel::with_tools(boogie.clone(), z3, dir.path().join("q"));
        let (_, mutants) = ql.verifiers();
        let mut opts = RunOptions::new(1, limit);
        opts.quiet = true;
        opts.confirm_timeouts = 2;
        let mut sink = ResultSink::memory();
        let job = Job::new(RunMeta::seed_run("s.bpl", "t", "s.bpl"), slow.clone(), mutants);
        run_jobs(vec![job], &opts, &mut sink).unwrap();
        let r = &sink.records()[0];
        assert_eq!((r.outcome, r.repeats), (boogie_says, repeats), "{r:?}");
        assert_eq!(boogie.runs_of(&text), runs, "Boogie runs when Boogie says {boogie_says}");
    }
}

/// A fake z3 for the session: answers `--version`, keeps `:rlimit` across `(reset)` as z3 does,
/// answers `unknown` to `(assert costly)` under a resource limit, never answers `(assert hang)`,
/// and writes its pid to `pids` when it starts reading.
fn fake_z3(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("z3");
    let pids = dir.join("pids");
    let script = format!(
        r#"#!/bin/sh
if [ "$1" = "--version" ]; then echo "Z3 version 4.8.12 - 64 bit"; exit 0; fi
echo $$ >> '{}'
rlimit=0; costly=0; hang=0
while IFS= read -r line; do
  case "$line" in
    "(reset)") costly=0; hang=0 ;;
    *":rlimit "*|*":RLIMIT "*) rlimit=$(echo "$line" | tr -dc '0-9') ;;
    "(assert costly)") costly=1 ;;
    "(assert hang)") hang=1 ;;
    "(check-sat)")
      if [ "$hang" = 1 ]; then while :; do sleep 1; done
      elif [ "$costly" = 1 ] && [ "$rlimit" != 0 ]; then echo unknown
      else echo unsat; fi ;;
    "(get-info :reason-unknown)") echo '(:reason-unknown "canceled")' ;;
    "(get-info :all-statistics)") echo '(:rlimit-count 1000)' ;;
    "(echo "*) echo "$line" | sed 's/^(echo "\(.*\)")$/\1/' ;;
    "(exit)") exit 0 ;;
  esac
done
"#,
        pids.display()
    );
    std::fs::write(&path, script).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

#[test]
fn querylevel_a_z3_session_after_a_timeout_is_replaced_and_limits_do_not_outlive_their_query() {
    use wobble::smt::solving::session::Sessions;
    use wobble::smt::solving::solve::{Solver, SolverKind};
    let dir = tempfile::tempdir().unwrap();
    let z3 = Solver::new(SolverKind::Z3, fake_z3(dir.path()), Vec::new()).unwrap();
    let sessions = Sessions::default();
    let solve = |q: &str, wall: Duration| sessions.solve(&z3, &z3.script_of(q.to_string()), wall);
    // Far above what the fake needs to answer; the hanging query never answers at all.
    let ample = Duration::from_secs(120);
    let pids = || -> Vec<i32> {
        std::fs::read_to_string(dir.path().join("pids"))
            .unwrap_or_default()
            .lines()
            .filter_map(|l| l.trim().parse().ok())
            .collect()
    };
    assert_eq!(solve("(assert hang)\n(check-sat)\n", Duration::from_millis(500)).answer, Answer::Timeout);
    let r = solve("(assert x)\n(check-sat)\n", ample);
    assert_eq!(r.answer, Answer::Unsat, "{r:?}");
    assert_eq!(r.rlimit, Some(1000));
    // The next query ran in a new process; the one that timed out was killed.
    let started = pids();
    let (live, dead) = started.split_last().expect("the answering session wrote its pid");
    assert!(
        crate::common::procs::settle(|| dead.iter().filter(|p| crate::common::procs::alive(**p)).collect()).is_empty()
    );
    assert!(crate::common::procs::alive(*live));
    // A query's resource limit holds for it, and not for the next query of the session.
    assert_eq!(solve("(set-option :RLIMIT 5)\n(assert costly)\n(check-sat)\n", ample).answer, Answer::Unknown);
    assert_eq!(solve("(assert costly)\n(check-sat)\n", ample).answer, Answer::Unsat);
    assert_eq!(pids(), started, "one session answered both");
    sessions.close();
}

/// A query that timed out in an earlier invocation is solved again by a later one over the same
/// query cache (a `--resume`, whose guided rounds read the recorded mutants' counts from it), unless
/// that one opts in with `--replay-timeouts`; an answer is replayed either way.
#[test]
fn querylevel_a_later_run_solves_an_earlier_timeout_again_unless_asked() {
    use wobble::smt::solving::cache::QueryCache;
    let dir = tempfile::tempdir().unwrap();
    let limit = Duration::from_secs(3);
    let prog = program("procedure fast(x: int) { assert x == x; }\nprocedure slow(x: int) { assert x == x; }\n");
    let run = |cache: QueryCache| {
        let z3 = FakeSolver::new(Box::new(|_| Answer::Unsat));
        let ql = QueryLevel::with_tools(FakeBoogie::new(Box::new(|_| Outcome::Timeout)), z3.clone(), cache);
        let (_, mutants) = ql.verifiers();
        let work = tempfile::tempdir().unwrap();
        assert_eq!(mutants.verify(&prog, work.path(), limit).outcome, Outcome::Timeout);
        (z3.solved_containing("|fast"), z3.solved_containing("|slow"))
    };
    let cache = || QueryCache::new(dir.path().join("q"));
    assert_eq!(run(cache()), (1, 1), "the first run solves both");
    assert_eq!(run(cache()), (0, 1), "a later run replays the answer and solves the timeout again");
    assert_eq!(run(cache().replaying_timeouts(true)), (0, 0), "--replay-timeouts replays it");
}
