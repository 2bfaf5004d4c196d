//! The rows of `stability.csv`: one per program, tool and query, then one per program and tool
//! whose `query` column is `all` (the program's category, runs summed over its queries; the
//! `joint_*` columns, empty on query rows, describe the program's joint runs). `claims` says, per
//! method, what the verdict asserts and which procedure decided it ([`crate::stats::claim()`]):
//! `rename=stable p>0.80 (sprt);reseed=unstable 0.05<p<0.95 (z-test)`; a method that does not
//! apply to a unit of an `.smt2` file is `rename=not applicable (REASON)`, a method withdrawn
//! because one of its texts got no answer from the solver (twice) is `rename=withdrawn (a
//! perturbed text got no answer: MESSAGE)`, `after N run(s), which are kept` when it had runs
//! (they are in its columns), and a unit the solver rejects says
//! `error: MESSAGE` there (its category is `inconclusive`).

use super::program::ProgramStability;
use super::sampler::QueryStability;
use crate::smt::perturbation::mutate::Method;
use crate::stats::{claim, wilson, Rule, Tally};

/// Column names, in order.
pub const HEADER: [&str; 22] = [
    "program",
    "group",
    "tool",
    "tool_version",
    "query",
    "category",
    "runs",
    "successes",
    "budget",
    "saved_runs",
    "success_rate",
    "ci_low",
    "ci_high",
    "mean_time_s",
    "mean_rlimit",
    "methods",
    "rng_seed",
    "per_method",
    "joint_category",
    "joint_per_method",
    "joint_extra_runs",
    "claims",
];

/// Confidence of the Wilson interval in `ci_low`/`ci_high`.
pub const CONFIDENCE: f64 = 0.95;

fn opt(x: Option<f64>, digits: usize) -> String {
    x.map(|v| format!("{v:.digits$}")).unwrap_or_default()
}

struct Counts {
    runs: u32,
    successes: u32,
    budget: u32,
    time_s: f64,
    rlimit_sum: u64,
    rlimit_runs: u32,
}

/// Where the runs came from: `method=successes/runs` per method, `;`-separated.
fn per_method(p: &[&QueryStability], methods: &[Method]) -> String {
    methods
        .iter()
        .map(|m| {
            let (mut s, mut r) = (0u32, 0u32);
            for q in p {
                for (qm, t) in &q.tallies {
                    if qm == m {
                        s += t.successes();
                        r += t.runs();
                    }
                }
            }
            format!("{m}={s}/{r}")
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// What each method's verdict claims (see the module doc); `budget` is the runs per method.
fn claims(tallies: &[(Method, Tally)], rule: &Rule, budget: u32) -> String {
    tallies
        .iter()
        .map(|(m, t)| match claim(rule, t, budget) {
            Some(c) => format!("{m}={c}"),
            None => format!("{m}=undecided"),
        })
        .collect::<Vec<_>>()
        .join(";")
}

fn row(p: &ProgramStability, query: &str, category: &str, c: &Counts, methods: &str, rng_seed: u64) -> Vec<String> {
    let ci = wilson(c.successes, c.runs, CONFIDENCE).ok();
    let rate = (c.runs > 0).then(|| f64::from(c.successes) / f64::from(c.runs));
    vec![
        p.program.clone(),
        p.group.clone(),
        p.tool.clone(),
        p.tool_version.clone(),
        query.to_string(),
        category.to_string(),
        c.runs.to_string(),
        c.successes.to_string(),
        c.budget.to_string(),
        c.budget.saturating_sub(c.runs).to_string(),
        opt(rate, 4),
        opt(ci.map(|i| i.lo), 4),
        opt(ci.map(|i| i.hi), 4),
        opt((c.runs > 0).then(|| c.time_s / f64::from(c.runs)), 4),
        opt((c.rlimit_runs > 0).then(|| c.rlimit_sum as f64 / f64::from(c.rlimit_runs)), 0),
        methods.to_string(),
        rng_seed.to_string(),
    ]
}

fn append(list: &mut String, item: String) {
    if !list.is_empty() {
        list.push(';');
    }
    list.push_str(&item);
}

/// All rows for `results` (query rows of each program and tool, then its `all` row).
pub fn rows(results: &[ProgramStability], method_list: &[Method], rng_seed: u64, rule: &Rule) -> Vec<Vec<String>> {
    let methods: String = method_list.iter().map(|m| m.as_str()).collect::<Vec<_>>().join("+");
    let mut out = Vec::new();
    for p in results {
        let mut all = Counts { runs: 0, successes: 0, budget: 0, time_s: 0.0, rlimit_sum: 0, rlimit_runs: 0 };
        for q in &p.queries {
            let c = Counts {
                runs: q.runs(),
                successes: q.successes(),
                budget: q.budget,
                time_s: q.total_time_s,
                rlimit_sum: q.rlimit_sum,
                rlimit_runs: q.rlimit_runs,
            };
            let mut r = row(p, &q.name, q.category.as_str(), &c, &methods, rng_seed);
            r.push(per_method(&[q], method_list));
            r.extend([String::new(), String::new(), String::new()]);
            let mut said = claims(&q.tallies, rule, q.budget / (q.tallies.len().max(1) as u32));
            for na in &q.not_applicable {
                append(&mut said, format!("{}=not applicable ({})", na.method, na.reason));
            }
            for w in &q.withdrawn {
                append(&mut said, w.to_string());
            }
            if let Some(e) = &q.error {
                append(&mut said, format!("error: {}", e.to_string().replace(['\n', '\r'], " ")));
            }
            r.push(said);
            out.push(r);
            all.runs += c.runs;
            all.successes += c.successes;
            all.budget += c.budget;
            all.time_s += c.time_s;
            all.rlimit_sum = all.rlimit_sum.saturating_add(c.rlimit_sum);
            all.rlimit_runs += c.rlimit_runs;
        }
        let mut r = row(p, "all", p.category().as_str(), &all, &methods, rng_seed);
        r.push(per_method(&p.queries.iter().collect::<Vec<_>>(), method_list));
        match &p.joint {
            Some(j) => {
                let tallies: Vec<String> =
                    j.tallies.iter().map(|(m, t)| format!("{m}={}/{}", t.successes(), t.runs())).collect();
                r.extend([j.category.to_string(), tallies.join(";"), j.extra_runs.to_string()]);
                let budget = p.queries.first().map_or(0, |q| q.budget / (q.tallies.len().max(1) as u32));
                r.push(format!("joint: {}", claims(&j.tallies, rule, budget)));
            }
            None => r.extend([String::new(), String::new(), String::new(), String::new()]),
        }
        out.push(r);
    }
    out
}

/// The whole CSV text (header and [`rows`]).
pub fn to_csv(
    results: &[ProgramStability],
    methods: &[Method],
    rng_seed: u64,
    rule: &Rule,
) -> Result<String, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(HEADER)?;
    for r in rows(results, methods, rng_seed, rule) {
        w.write_record(&r)?;
    }
    let bytes = w.into_inner().map_err(|e| csv::Error::from(e.into_error()))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}
