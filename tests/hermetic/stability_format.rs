//! `stability.csv` rows and the text summary from hand-made tallies (no solver runs), and the
//! default perturbation methods as `--help` shows them.

use wobble::smt::perturbation::mutate::Method;
use wobble::stability::csv::{rows, to_csv, HEADER};
use wobble::stability::summary::render;
use wobble::stability::{ProgramStability, QueryStability};
use wobble::stats::{Category, Rule, Tally};

fn query(name: &str, category: Category, per: &[(Method, u32, u32)]) -> QueryStability {
    QueryStability {
        name: name.into(),
        category,
        tallies: per.iter().map(|&(m, s, f)| (m, Tally::from_counts(s, f))).collect(),
        budget: 40,
        total_time_s: 2.0,
        rlimit_sum: 1000,
        rlimit_runs: 4,
        rlimits: vec![250; 4],
        not_applicable: Vec::new(),
        withdrawn: Vec::new(),
        error: None,
        cut: false,
    }
}

fn program(name: &str, group: &str, queries: Vec<QueryStability>) -> ProgramStability {
    ProgramStability {
        program: name.into(),
        group: group.into(),
        tool: "z3".into(),
        tool_version: "4.8.12".into(),
        queries,
        joint: None,
    }
}

#[test]
fn rows_and_summary() {
    use Method::*;
    let methods = [Rename, Reseed];
    let results = vec![
        program(
            "a.bpl",
            "G1",
            vec![
                query("p", Category::Stable, &[(Rename, 18, 0), (Reseed, 18, 0)]),
                query("q", Category::Unstable, &[(Rename, 3, 3), (Reseed, 2, 0)]),
            ],
        ),
        program("b.bpl", "G1", vec![query("r", Category::Stable, &[(Rename, 18, 0), (Reseed, 18, 0)])]),
        program("c.bpl", "G2", vec![]),
    ];
    let r = rows(&results, &methods, 7, &Rule::default());
    // a: two queries + all; b: one + all; c: all only.
    assert_eq!(r.len(), 6);
    assert!(r.iter().all(|x| x.len() == HEADER.len()));
    let col = |n: &str| HEADER.iter().position(|h| *h == n).unwrap();
    let q = &r[1];
    assert_eq!(q[col("query")], "q");
    assert_eq!(q[col("category")], "unstable");
    assert_eq!((q[col("runs")].as_str(), q[col("successes")].as_str()), ("8", "5"));
    assert_eq!((q[col("budget")].as_str(), q[col("saved_runs")].as_str()), ("40", "32"));
    assert_eq!(q[col("success_rate")], "0.6250");
    assert_eq!(q[col("mean_time_s")], "0.2500");
    assert_eq!(q[col("mean_rlimit")], "250");
    assert_eq!(q[col("per_method")], "rename=3/6;reseed=2/2");
    assert_eq!(q[col("methods")], "rename+reseed");
    assert_eq!(q[col("rng_seed")], "7");
    // Each method's verdict says what it claims and which procedure decided it (budget 20 a
    // method here: 40 over two methods): 3/6 is the SPRT's unstable, 2/2 is still undecided.
    assert_eq!(q[col("claims")], "rename=unstable 0.05<p<0.95 (sprt);reseed=undecided");
    assert_eq!(r[0][col("claims")], "rename=stable p>0.80 (sprt);reseed=stable p>0.80 (sprt)");
    let lo: f64 = q[col("ci_low")].parse().unwrap();
    let hi: f64 = q[col("ci_high")].parse().unwrap();
    assert!(lo < 0.625 && 0.625 < hi, "{lo} {hi}");
    let all = &r[2];
    assert_eq!((all[col("query")].as_str(), all[col("category")].as_str()), ("all", "unstable"));
    assert_eq!((all[col("runs")].as_str(), all[col("budget")].as_str()), ("44", "80"));
    assert_eq!(all[col("per_method")], "rename=21/24;reseed=20/20");
    // A program without queries is stable, with no runs and empty rates.
    let c = &r[5];
    assert_eq!((c[col("category")].as_str(), c[col("runs")].as_str()), ("stable", "0"));
    assert_eq!(c[col("success_rate")], "");

    let text = to_csv(&results, &methods, 7, &Rule::default()).unwrap();
    assert!(text.starts_with("program,group,tool,tool_version,query,category,runs,successes,budget,saved_runs,"));
    assert_eq!(text.lines().count(), 7);

    let s = render(&results);
    let g1 = s.lines().find(|l| l.starts_with("G1")).unwrap();
    let cells: Vec<&str> = g1.split_whitespace().collect();
    // group tool programs stable unstable ...: one of two programs stable, one unstable.
    assert_eq!(&cells[..7], ["G1", "z3", "2", "1", "(50%)", "1", "(50%)"]);
    assert_eq!(&cells[cells.len() - 3..], ["80", "120", "40"], "{g1}");
    assert!(s.lines().any(|l| l.starts_with("G2") && l.contains("1 (100%)")), "{s}");
    assert!(s.contains("solver runs: 80 of a fixed budget of 120 (40 saved by early stopping, 33%)"), "{s}");
}

/// `wobble stability` and `wobble fuzz --classify` sample rename and reseed by default, not shuffle.
#[test]
fn default_methods_are_rename_and_reseed() {
    let help = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_wobble")).args(args).output().unwrap();
        assert!(out.status.success());
        // clap wraps lines: compare with single spaces.
        String::from_utf8(out.stdout).unwrap().split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let h = help(&["stability", "--help"]);
    assert!(h.contains("[default: rename,reseed]"), "{h}");
    let h = help(&["fuzz", "--help"]);
    let at = h.find("--classify-methods").unwrap();
    let arg = &h[at..at + h[at..].find("--classify-timeout").unwrap()];
    assert!(arg.contains("[default: rename,reseed]"), "{arg}");
}

/// Queries each stable, joint runs unstable: the program is unstable, the `joint_*` columns say
/// why, and the joint runs' extra solver runs count in the summary.
#[test]
fn joint_runs_decide_the_program() {
    use wobble::stability::JointStability;
    use Method::*;
    let methods = [Rename, Reseed];
    let mut p = program(
        "s.bpl",
        "G",
        vec![
            query("p", Category::Stable, &[(Rename, 18, 0), (Reseed, 18, 1)]),
            query("q", Category::Stable, &[(Rename, 18, 0), (Reseed, 18, 1)]),
        ],
    );
    assert_eq!(p.category(), Category::Stable);
    p.joint = Some(JointStability {
        category: Category::Unstable,
        tallies: vec![(Rename, Tally::from_counts(18, 0)), (Reseed, Tally::from_counts(14, 6))],
        extra_runs: 3,
    });
    assert_eq!(p.category(), Category::Unstable);
    let r = rows(std::slice::from_ref(&p), &methods, 1, &Rule::default());
    let col = |n: &str| HEADER.iter().position(|h| *h == n).unwrap();
    assert_eq!(r[0][col("joint_category")], "");
    let all = &r[2];
    assert_eq!(all[col("category")], "unstable");
    assert_eq!(all[col("joint_category")], "unstable");
    assert_eq!(all[col("joint_per_method")], "rename=18/18;reseed=14/20");
    assert_eq!(all[col("joint_extra_runs")], "3");
    // Reseed 14/20: U = 14·0.1719 − 6·1.3863 = −5.9 and L = 18.4: the SPRTs' unstable.
    assert_eq!(all[col("claims")], "joint: rename=stable p>0.80 (sprt);reseed=unstable 0.05<p<0.95 (sprt)");
    assert_eq!(p.runs(), 18 * 4 + 2 + 3);
    // Inconclusive joint runs add nothing: the queries decide.
    p.joint.as_mut().unwrap().category = Category::Inconclusive;
    assert_eq!(p.category(), Category::Stable);
}
