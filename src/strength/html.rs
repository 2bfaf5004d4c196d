//! `strength.html`: one static page with the per-procedure kill rates, the survivors and the
//! unstable mutants, and every mutant's row, in the one page scaffold of
//! [`crate::util::html::page`].

use super::run::SeedReport;
use super::summary::{per_procedure, ratio, totals, with_outcome};
use super::{MutantOutcome, Row};
use crate::util::html::escape;
use std::fmt::Write as _;

fn rows_table(out: &mut String, rows: &[&Row]) {
    out.push_str(
        "<table>\n<thead><tr><th>location</th><th>procedure</th><th>operator</th><th>change</th>\
         <th>outcome</th><th>re-check</th><th>diff</th></tr></thead>\n<tbody>\n",
    );
    for r in rows {
        let recheck = r
            .recheck
            .as_ref()
            .map_or(String::new(), |c| format!("{} ({}/{} runs proved)", c.category, c.successes, c.runs));
        let outcome = match &r.equivalent_to {
            Some(to) => format!("equivalent to {to}"),
            None => r.outcome.to_string(),
        };
        let _ = writeln!(
            out,
            "<tr class=\"{}\"><td><code>{}</code></td><td>{}</td><td>{}</td><td><code>{}</code></td><td>{}</td><td>{}</td><td><code>{}</code></td></tr>",
            r.outcome,
            escape(&r.location),
            escape(&r.procedure),
            escape(&r.operator),
            escape(&r.change),
            escape(&outcome),
            escape(&recheck),
            escape(&r.diff)
        );
    }
    out.push_str("</tbody>\n</table>\n");
}

/// The page. `sampling` describes the survivors' re-check.
pub fn render(reports: &[SeedReport], sampling: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "<h1>Spec strength: what does the proof check?</h1>");
    let (n, eq, norm) = totals(reports);
    let _ = writeln!(
        out,
        "<p>{} seed(s), {n} semantics-changing mutants. Equivalent (byte-identical VCs, not verified): {}. \
         Identical only after normalizing quantifier ids (information): {norm}.</p>",
        reports.len(),
        escape(&ratio(eq, n))
    );
    for s in reports.iter().filter(|s| s.seed_outcome != crate::verifiers::Outcome::Verified) {
        let _ = writeln!(out, "<p>Skipped {}: the seed itself is {}.</p>", escape(&s.seed), s.seed_outcome);
    }
    out.push_str(
        "<h2>Kill rate per procedure</h2>\n<p>Killed / verified mutants (equivalent and invalid ones left out).</p>\n",
    );
    out.push_str("<table>\n<thead><tr><th>seed</th><th>procedure</th><th>kill rate</th><th>survived</th><th>unstable</th><th>timeout</th><th>unknown</th><th>equivalent</th></tr></thead>\n<tbody>\n");
    for p in per_procedure(reports) {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            escape(&p.seed),
            escape(&p.procedure),
            escape(&ratio(p.count(MutantOutcome::Killed), p.counted())),
            p.count(MutantOutcome::Survived),
            p.count(MutantOutcome::Unstable),
            p.count(MutantOutcome::Timeout),
            p.count(MutantOutcome::Unknown),
            p.count(MutantOutcome::Equivalent)
        );
    }
    out.push_str("</tbody>\n</table>\n");
    let survivors = with_outcome(reports, MutantOutcome::Survived);
    let _ = writeln!(
        out,
        "<h2>Survivors ({})</h2>\n<p>Each verified once against the unchanged contract of its procedure, then re-checked with {}.</p>",
        survivors.len(),
        escape(sampling)
    );
    rows_table(&mut out, &survivors);
    let unstable = with_outcome(reports, MutantOutcome::Unstable);
    if !unstable.is_empty() {
        out.push_str(
            "<h2>Unstable</h2>\n<p>Verified once, but not stably under sampling: not counted as survivors.</p>\n",
        );
        rows_table(&mut out, &unstable);
    }
    out.push_str("<h2>All mutants</h2>\n");
    let all: Vec<&Row> = reports.iter().flat_map(|s| &s.rows).collect();
    rows_table(&mut out, &all);
    crate::util::html::page("wobble strength", &out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strength::MutantOutcome::*;
    use crate::verifiers::Outcome;

    #[test]
    fn the_page_shows_each_procedures_kill_rate() {
        let row = |outcome: MutantOutcome| Row {
            seed: "s.bpl".into(),
            procedure: "P".into(),
            operator: "delete".into(),
            change: "delete(0@s1)".into(),
            location: "s.bpl:3:5".into(),
            outcome,
            equivalent_to: None,
            normalized_equal_to: None,
            recheck: None,
            diff: "x := 1;  =>  (deleted)".into(),
            time_s: 0.0,
        };
        let rows = [Killed, Killed, Survived, Timeout, Unstable].into_iter().map(row).collect();
        let reports = [SeedReport { seed: "s.bpl".into(), seed_outcome: Outcome::Verified, sites: 5, rows }];
        let html = render(&reports, "z3");
        assert!(html.contains("<td>s.bpl</td><td>P</td><td class=\"num\">2/5 (40.0%)</td>"), "{html}");
    }
}
