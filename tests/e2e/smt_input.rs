//! A verifier's own `.smt2` files against the real z3 (4.8.12, and the pinned 4.13.0 and 5.4.1
//! for the profile's format): the units' answers and resource counts, the reason of an
//! `unknown`, the quantifier profile (also of a run stopped by z3's own time limit), the unsat
//! core mapped back to the unit's assertions (and the labelled variant answering as the plain
//! one), reseeding that really overrides the file's own seed, the /proverLog query of one of our
//! Dafny programs, and `stability`, `classify` (with its CPU-time bound) and `minimize --unstable`
//! on `.smt2` files.

use crate::common::cli::{csv_columns, wobble_run};
use crate::common::tools::{require_release, require_tool};
use std::path::{Path, PathBuf};
use std::time::Duration;
use wobble::smt::observation::observe::{observe, Ask, ReasonKind};
use wobble::smt::perturbation::mutate::{Method, Perturbation};
use wobble::smt::solving::cache::QueryCache;
use wobble::smt::solving::solve::{Answer, Solver, SolverKind};
use wobble::smt::text::query::Dialect;
use wobble::smt::text::unit::{read_file, Unit};

/// Far above what any of these queries needs.
const LIMIT: Duration = Duration::from_secs(120);

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/smt2").join(name)
}

fn units(name: &str) -> Vec<Unit> {
    read_file(&fixture(name)).unwrap()
}

fn z3() -> Solver {
    assert!(require_tool("z3"));
    let s = Solver::default_for(SolverKind::Z3).unwrap();
    assert_eq!(s.version(), "4.8.12");
    s
}

/// The /proverLog query of seeds/D-dafny/src/MaxSum.dfy (written by Dafny 2.3.0 into `dir`).
fn dafny_log(dir: &Path) -> PathBuf {
    assert!(require_tool("dafny"));
    let log = dir.join("maxsum.smt2");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/D-dafny/src/MaxSum.dfy");
    let out = std::process::Command::new("dafny")
        .arg("/compile:0")
        .arg(format!("/proverLog:{}", log.display()))
        .arg(&src)
        .current_dir(dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("2 verified, 0 errors"), "{text}");
    log
}

#[test]
fn units_get_their_answers_counts_and_reasons() {
    let z3 = z3();
    let dir = tempfile::tempdir().unwrap();
    let cache = QueryCache::new(dir.path().join("cache"));
    for (f, expected) in [
        ("sessions.smt2", vec![Answer::Unsat, Answer::Sat, Answer::Unsat, Answer::Unsat]),
        ("verus_style.smt2", vec![Answer::Unsat, Answer::Unsat]),
        ("nonlinear.smt2", vec![Answer::Unsat]),
    ] {
        let got: Vec<Answer> = units(f)
            .iter()
            .map(|u| {
                let o = observe(&z3, &cache, u, &Perturbation::identity(), Ask::default(), dir.path(), LIMIT).unwrap();
                assert!(o.result.rlimit.is_some_and(|n| n > 0), "{f} {}: {o:?}", u.name());
                assert!(o.reason.is_none(), "{o:?}");
                o.answer()
            })
            .collect();
        assert_eq!(got, expected, "{f}");
    }
    // A fast unknown says why: without the length axiom z3 (mbqi off) gives up.
    let text = std::fs::read_to_string(fixture("verus_style.smt2")).unwrap();
    let weak = text.replace("(assert (forall ((l Lst)) (! (>= (len l) 0) :pattern ((len l)) :qid len_nonneg)))", "");
    let u = &wobble::smt::text::unit::split("weak.smt2", &weak).unwrap()[0];
    let o = observe(&z3, &cache, u, &Perturbation::identity(), Ask::default(), dir.path(), LIMIT).unwrap();
    assert_eq!(o.answer(), Answer::Unknown, "{o:?}");
    assert_eq!(o.reason.as_ref().map(|r| r.kind), Some(ReasonKind::Incomplete), "{o:?}");
}

#[test]
fn profiles_read_on_every_z3_and_after_z3s_own_timeout() {
    let mut solvers = vec![z3()];
    for r in ["z3-4.13.0", "z3-5.4.1"] {
        solvers.push(Solver::new(SolverKind::Z3, require_release(r), Vec::new()).unwrap());
    }
    let u = &units("verus_style.smt2")[0];
    let ask = Ask { profile: true, core: false };
    for z3 in &solvers {
        let dir = tempfile::tempdir().unwrap();
        let cache = QueryCache::new(dir.path().join("cache"));
        let o = observe(z3, &cache, u, &Perturbation::identity(), ask, dir.path(), LIMIT).unwrap();
        assert_eq!(o.answer(), Answer::Unsat, "{}: {o:?}", z3.describe());
        let p = o.profile.as_ref().unwrap();
        assert!(p.instances("len_def") > 0 && p.instances("len_nonneg") > 0, "{}: {p:?}", z3.describe());
        assert!(p.by_qid["len_def"].max_generation >= 1);
        // Cached: the same observation without a run.
        let again = observe(z3, &cache, u, &Perturbation::identity(), ask, dir.path(), LIMIT).unwrap();
        assert_eq!(again, o);
    }
    // A matching loop next to a pigeonhole problem runs past a 2 s limit: z3 stops itself,
    // answers unknown (timeout) and still prints the profile and its resource count.
    let dir = tempfile::tempdir().unwrap();
    let cache = QueryCache::new(dir.path().join("cache"));
    let u = Unit::single("loop", &hard_query(11)).unwrap();
    let o =
        observe(&solvers[0], &cache, &u, &Perturbation::identity(), ask, dir.path(), Duration::from_secs(2)).unwrap();
    assert_eq!(o.answer(), Answer::Timeout, "{o:?}");
    assert_eq!(o.reason.as_ref().map(|r| r.kind), Some(ReasonKind::Timeout));
    assert!(o.result.rlimit.is_some(), "{o:?}");
    let p = o.profile.unwrap();
    assert!(p.instances("loopy") > 0 && p.instances("fdef") > 0, "{p:?}");
}

/// A pigeonhole problem (`n` pigeons) with a matching loop beside it.
fn hard_query(n: usize) -> String {
    let mut s = String::from(
        "(set-option :smt.mbqi false)\n(declare-fun f (Int) Int)\n(declare-fun p (Int) Bool)\n\
         (assert (forall ((x Int)) (! (p (f (+ x 1))) :qid loopy :pattern ((p x)))))\n\
         (assert (forall ((x Int)) (! (= (f x) (+ x 1)) :qid fdef :pattern ((f x)))))\n(assert (p 0))\n",
    );
    for i in 0..n {
        for j in 0..n - 1 {
            s.push_str(&format!("(declare-const v{i}_{j} Bool)\n"));
        }
    }
    for i in 0..n {
        let row: Vec<String> = (0..n - 1).map(|j| format!("v{i}_{j}")).collect();
        s.push_str(&format!("(assert (or {}))\n", row.join(" ")));
    }
    for j in 0..n - 1 {
        for i in 0..n {
            for k in i + 1..n {
                s.push_str(&format!("(assert (or (not v{i}_{j}) (not v{k}_{j})))\n"));
            }
        }
    }
    s.push_str("(check-sat)\n");
    s
}

#[test]
fn cores_map_back_and_labelling_does_not_change_the_answers() {
    let z3 = z3();
    let dir = tempfile::tempdir().unwrap();
    let cache = QueryCache::new(dir.path().join("cache"));
    let core = Ask { profile: false, core: true };
    let log = dafny_log(dir.path());
    let mut all: Vec<Unit> =
        ["sessions.smt2", "verus_style.smt2", "nonlinear.smt2"].iter().flat_map(|f| units(f)).collect();
    all.extend(read_file(&log).unwrap());
    for u in &all {
        let plain = observe(&z3, &cache, u, &Perturbation::identity(), Ask::default(), dir.path(), LIMIT).unwrap();
        let named = observe(&z3, &cache, u, &Perturbation::identity(), core, dir.path(), LIMIT).unwrap();
        assert_eq!(named.answer(), plain.answer(), "{}: labelled {named:?}", u.id);
        assert_eq!(named.core.is_some(), plain.answer() == Answer::Unsat, "{}: {named:?}", u.id);
    }
    // The length goal needs the definition, the non-negativity axiom and the negated goal; not
    // the height axioms. The core's assertions carry their qids.
    let u = &units("verus_style.smt2")[0];
    let o = observe(&z3, &cache, u, &Perturbation::identity(), core, dir.path(), LIMIT).unwrap();
    let c = o.core.unwrap();
    let a = u.assertions();
    let qids: Vec<&str> = c.assertions.iter().flat_map(|&i| a[i].qids.iter().map(String::as_str)).collect();
    assert!(qids.contains(&"len_def") && qids.contains(&"len_nonneg"), "{qids:?}");
    assert!(!qids.contains(&"lst_tail_height"), "{qids:?}");
    assert!(c.assertions.contains(&(a.len() - 1)), "the goal: {c:?}");
    // Under a shuffle the core still names the unit's own assertions.
    let shuffled = Perturbation::new([Method::Shuffle], 11);
    let s = observe(&z3, &cache, u, &shuffled, core, dir.path(), LIMIT).unwrap();
    assert_eq!(s.answer(), Answer::Unsat);
    assert_eq!(s.core.unwrap().assertions, c.assertions);
    // check-sat-assuming: the assumption is a core member that is no assertion.
    let u = &units("sessions.smt2")[2];
    let o = observe(&z3, &cache, u, &Perturbation::identity(), core, dir.path(), LIMIT).unwrap();
    assert_eq!(o.answer(), Answer::Unsat);
    let c = o.core.unwrap();
    assert_eq!(c.other, vec!["(<= b a)".to_string()], "{c:?}");
    let a = u.assertions();
    assert!(c.assertions.iter().any(|&i| u.text()[a[i].span.clone()].contains("(= b (+ a 1))")), "{c:?}");
}

#[test]
fn reseed_overrides_the_files_own_seed() {
    let z3 = z3();
    let dir = tempfile::tempdir().unwrap();
    let u = &units("nonlinear.smt2")[0];
    let rlimit = |text: &str| {
        let r = z3.solve_script(&z3.script_of(text.to_string()), dir.path(), LIMIT);
        assert_eq!(r.answer, Answer::Unsat, "{r:?}\n{text}");
        r.rlimit.unwrap()
    };
    let own = rlimit(u.text());
    let mut differ = 0;
    for seed in [1u64, 2, 3] {
        let p = Perturbation::new([Method::Reseed], seed).apply_unit(u, Dialect::Z3).unwrap();
        let k = p.random_seed.unwrap();
        // What z3 does with the file's own seed replaced by K: the same run.
        let direct = u.text().replace(
            "(set-option :smt.random_seed 1)",
            &format!("(set-option :smt.random_seed {k})\n(set-option :sat.random_seed {k})"),
        );
        let ours = rlimit(&p.text);
        assert_eq!(ours, rlimit(&direct), "seed {seed} (K = {k})");
        differ += usize::from(ours != own);
        // Control: the same options after the push do not take effect.
        let after_push = u.text().replace(
            "(push 1)\n",
            &format!("(push 1)\n(set-option :smt.random_seed {k})\n(set-option :sat.random_seed {k})\n"),
        );
        assert_eq!(rlimit(&after_push), own, "a seed set after the push is ignored (K = {k})");
    }
    assert!(differ >= 2, "the reseeded runs should differ from the file's own seed's ({own})");
}

#[test]
fn dafny_prover_logs_are_units_as_z3_takes_them() {
    let z3 = z3();
    let dir = tempfile::tempdir().unwrap();
    let cache = QueryCache::new(dir.path().join("cache"));
    let log = dafny_log(dir.path());
    let u = read_file(&log).unwrap();
    let names: Vec<&str> = u.iter().map(Unit::name).collect();
    assert_eq!(names, vec!["CheckWellformed$$_module.__default.MaxSum", "Impl$$_module.__default.MaxSum"]);
    for unit in &u {
        assert!(unit.text().starts_with("(set-option :print-success false)\n(set-option :AUTO_CONFIG false)\n"));
        for m in [vec![], vec![Method::Rename], vec![Method::Shuffle], vec![Method::Rename, Method::Reseed]] {
            let p = Perturbation::new(m, 5);
            let o = observe(&z3, &cache, unit, &p, Ask::default(), dir.path(), LIMIT).unwrap();
            assert_eq!(o.answer(), Answer::Unsat, "{} under {p}: {o:?}", unit.name());
        }
    }
    // `wobble stability` on the log: one row per VC and the file's `all` row.
    let out = dir.path().join("stab");
    let (code, stdout, err) = wobble_run(&[
        "stability",
        log.to_str().unwrap(),
        "--methods",
        "reseed",
        "--samples",
        "6",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stdout}{err}");
    let rows = csv_columns(&out.join("stability.csv"), &["query", "category", "runs"]);
    let queries: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(queries, vec![names[0], names[1], "all"], "{rows:?}");
    for r in &rows {
        assert_ne!(r[1], "unsolvable", "{rows:?}");
        assert!(r[2].parse::<u32>().unwrap() > 0);
    }
}

#[test]
fn stability_on_smt2_gives_a_verdict_per_unit_and_reports_a_rejected_unit() {
    assert!(require_tool("z3"));
    let dir = tempfile::tempdir().unwrap();
    // A file whose second unit z3 rejects (an undeclared symbol): reported, the others go on.
    let mixed = dir.path().join("mixed.smt2");
    let text = std::fs::read_to_string(fixture("verus_style.smt2")).unwrap();
    std::fs::write(&mixed, format!("{text}(push 1)\n(assert (not (= (len undeclared) 0)))\n(check-sat)\n(pop 1)\n"))
        .unwrap();
    let out = dir.path().join("stab");
    let (code, stdout, err) = wobble_run(&[
        "stability",
        mixed.to_str().unwrap(),
        fixture("sessions.smt2").to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stdout}{err}");
    assert!(err.contains("1 rejected by the solver"), "{err}");
    let rows = csv_columns(&out.join("stability.csv"), &["program", "query", "category", "claims"]);
    let of = |p: &str, q: &str| {
        rows.iter().find(|r| r[0].ends_with(p) && r[1] == q).unwrap_or_else(|| panic!("{p} {q}: {rows:?}"))
    };
    // Units are named by content (`FILE#TAG`): the names the splitter gives.
    let names = |p: &std::path::Path| -> Vec<String> {
        wobble::smt::text::unit::read_file(p).unwrap().iter().map(|u| u.name().to_string()).collect()
    };
    let (m, sessions) = (names(&mixed), names(&fixture("sessions.smt2")));
    assert_eq!(of("mixed.smt2", &m[0])[2], "stable");
    assert_eq!(of("mixed.smt2", &m[1])[2], "stable");
    let bad = of("mixed.smt2", &m[2]);
    assert_eq!(bad[2], "inconclusive");
    assert!(bad[3].contains("error: ") && bad[3].contains("undeclared"), "{bad:?}");
    assert_eq!(of("mixed.smt2", "all")[2], "inconclusive");
    // sessions.smt2: unit 2 is sat, so never proved: unsolvable; the others stable.
    let cats: Vec<&str> = sessions.iter().map(|n| of("sessions.smt2", n)[2].as_str()).collect();
    assert_eq!(cats, vec!["stable", "unsolvable", "stable", "stable"]);
    assert_eq!(of("sessions.smt2", "all")[2], "unsolvable");
}

#[test]
fn classify_compares_two_versions_of_a_query() {
    assert!(require_tool("z3"));
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixture("verus_style.smt2")).unwrap();
    // The next version dropped the non-negativity axiom: its length goal is never proved.
    let weak = dir.path().join("next.smt2");
    std::fs::write(
        &weak,
        text.replace("(assert (forall ((l Lst)) (! (>= (len l) 0) :pattern ((len l)) :qid len_nonneg)))", ""),
    )
    .unwrap();
    let out = dir.path().join("c");
    let (code, stdout, err) = wobble_run(&[
        "classify",
        "--seed",
        fixture("verus_style.smt2").to_str().unwrap(),
        "--mutant",
        weak.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{stdout}{err}");
    assert!(stdout.contains("class: encoding"), "{stdout}");
    assert!(err.contains("matched by position"), "{err}");
    let rows = csv_columns(&out.join("findings.csv"), &["class", "level", "queries_sampled"]);
    assert_eq!(rows, vec![vec!["encoding".to_string(), "smt".into(), "1".into()]]);
    // Against itself: nothing found.
    let (code, stdout, err) = wobble_run(&[
        "classify",
        "--seed",
        fixture("verus_style.smt2").to_str().unwrap(),
        "--mutant",
        fixture("verus_style.smt2").to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stdout}{err}");
    assert!(err.contains("matched by name"), "{err}");
}

/// The details of the cached runs under `out` (one per solver run).
fn cached_details(out: &Path) -> Vec<String> {
    let dir = out.join(".cache/smt");
    std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .filter_map(|t| t.lines().find(|l| l.starts_with("detail = ")).map(str::to_string))
        .collect()
}

#[test]
fn classify_stops_runs_lost_in_nonlinear_arithmetic_at_the_cpu_time_bound() {
    assert!(require_tool("z3"));
    let dir = tempfile::tempdir().unwrap();
    // The seed's contradiction is found at once; the mutant asks z3 for x³ + y³ = z³ over the
    // integers above 2, which nlsat never settles and where z3 hardly counts resources.
    let goal = "(declare-const x Int)\n(declare-const y Int)\n(declare-const z Int)\n\
                (assert (and (> x 2) (> y 2) (> z 2)))\n\
                (assert (= (+ (* x x x) (* y y y)) (* z z z)))\n";
    let (seed, mutant) = (dir.path().join("seed.smt2"), dir.path().join("mutant.smt2"));
    std::fs::write(&seed, format!("{goal}(assert (< x 0))\n(check-sat)\n")).unwrap();
    std::fs::write(&mutant, format!("{goal}(check-sat)\n")).unwrap();
    let run = |out: &Path, extra: &[&str]| {
        let mut args = vec!["classify", "--seed", seed.to_str().unwrap(), "--mutant", mutant.to_str().unwrap()];
        args.extend(["--methods", "reseed", "--samples", "5", "--out", out.to_str().unwrap()]);
        args.extend(extra);
        wobble_run(&args)
    };
    // The seed is proved at once, so each sampled mutant run stops at its CPU-time bound (the
    // least, 2 s, unless a loaded machine slowed the seed's run: the bound then grows with it),
    // long before the 10 s wall-clock limit. (The resource bound is off: on this query nlsat
    // counts resources, and that bound would stop the runs first.) A run a bound stopped is
    // censored, not failed (docs/classify.md): the finding rests on them, so they are run again
    // without the bound, in order, until the rest cannot change the test; those end at the
    // wall-clock limit, as does the plain run that decides the tested direction (the compared
    // set's unperturbed run reuses it).
    let out = dir.path().join("bounded");
    let (code, stdout, err) = run(&out, &["--timeout", "10", "--rlimit-factor", "off"]);
    assert_eq!(code, 1, "{stdout}{err}");
    let details = cached_details(&out);
    let count = |what: &str| details.iter().filter(|d| d.contains(what)).count();
    assert_eq!(count("CPU-time limit of "), 5, "{details:?}");
    let walls = count("wall-clock limit reached");
    assert!((2..=6).contains(&walls), "the plain run and at least one re-run without the bound: {details:?}");
    // Without the bound every mutant run ends at the wall-clock limit.
    let out = dir.path().join("unbounded");
    let (code, stdout, err) = run(&out, &["--timeout", "4", "--rlimit-factor", "off", "--time-factor", "off"]);
    assert_eq!(code, 1, "{stdout}{err}");
    let details = cached_details(&out);
    assert_eq!(details.iter().filter(|d| d.contains("wall-clock limit reached")).count(), 6, "{details:?}");
    assert!(!details.iter().any(|d| d.contains("CPU-time")), "{details:?}");
}

#[test]
fn minimize_takes_a_verifiers_query_as_z3_takes_it() {
    assert!(require_tool("z3"));
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m");
    // The default parser is the sampling solver: the partial-order query is read (cvc5 would
    // refuse it) and measured, and it is stable, so there is nothing to reduce.
    let (code, stdout, err) = wobble_run(&[
        "minimize",
        "--unstable",
        fixture("verus_style.smt2").to_str().unwrap(),
        "--samples",
        "10",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{stdout}{err}");
    assert!(err.contains("not unstable") && !err.contains("does not parse"), "{err}");
    let (code, _, err) = wobble_run(&[
        "minimize",
        "--unstable",
        fixture("verus_style.smt2").to_str().unwrap(),
        "--parse-with",
        "z3,cvc5",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("does not parse") && err.contains("partial-order"), "{err}");
}
