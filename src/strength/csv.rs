//! `strength.csv`: one row per mutant.

use super::run::SeedReport;
use std::io;

/// Column names, in order.
pub const HEADER: [&str; 14] = [
    "seed",
    "procedure",
    "operator",
    "change",
    "location",
    "outcome",
    "equivalent_to",
    "qid_normalized_equal_to",
    "recheck_category",
    "recheck_runs",
    "recheck_proved",
    "time_s",
    "diff",
    "seed_outcome",
];

/// The CSV text of all rows.
pub fn to_csv(reports: &[SeedReport]) -> io::Result<String> {
    let mut w = ::csv::Writer::from_writer(Vec::new());
    w.write_record(HEADER).map_err(io::Error::other)?;
    for s in reports {
        for r in &s.rows {
            let (cat, runs, ok) = match &r.recheck {
                Some(c) => (c.category.to_string(), c.runs.to_string(), c.successes.to_string()),
                None => Default::default(),
            };
            w.write_record([
                r.seed.as_str(),
                &r.procedure,
                &r.operator,
                &r.change,
                &r.location,
                r.outcome.as_str(),
                r.equivalent_to.as_deref().unwrap_or(""),
                r.normalized_equal_to.as_deref().unwrap_or(""),
                &cat,
                &runs,
                &ok,
                &format!("{:.3}", r.time_s),
                &r.diff,
                s.seed_outcome.as_str(),
            ])
            .map_err(io::Error::other)?;
        }
    }
    w.into_inner()
        .map_err(|e| io::Error::other(e.to_string()))
        .and_then(|b| String::from_utf8(b).map_err(io::Error::other))
}
