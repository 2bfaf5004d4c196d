//! `--classify` of `fuzz` and `campaign`: a report's brittle flips of the classified tool
//! classified as one family, its verified mutants tested for `cost` findings, its `front-end`
//! findings given their rows, and all of them written to `RESULTS/findings.csv`, row by row as
//! they are sampled and then whole with the family's decision.
//!
//! A flip that cannot be classified (Boogie fails on the mutant while sampling, the seed's VCs
//! cannot be extracted, the mutant file is missing) gets an `inconclusive` row whose `detail`
//! says why, and the run goes on: one flip never ends a run (only an interruption does). A
//! `front-end` finding (a mutant the tool's front end rejected although it accepted the seed:
//! [`FuzzReport`]'s `front_end`) gets its row without sampling, its class known, for any tool.
//!
//! Resuming (`--resume`): a flip that already has a row in the results directory's
//! `findings.csv` with the same mutant path and the same settings (methods, samples, time limit,
//! RNG seed, level) and a sequential p-value keeps that row and is not sampled again (no Boogie
//! run, no solver run); any other flip is classified afresh (its solver runs still hit the SMT
//! query cache under `RESULTS/.cache/smt` when they were done before). The family is decided
//! again over all rows (a kept row's p-value is valid whatever family it was sampled in), and the
//! file is rewritten: row by row as flips are sampled (an interrupted classification keeps them),
//! then whole with the decision.

use super::classifier::{flip_line, Classifier, FlipRef, ReportFlips, SeedFailed};
use super::cost::{cost_pairs, decide_costs, worth_testing, COST_PAIRS_PER_METHOD};
use super::family::{classify_family, Event, Flips};
use super::findings_csv::{self, FindingKey, FindingRow, FindingsWriter};
use super::options::CLASSIFIED_TOOL;
use crate::campaign::{Counting, FuzzReport};
use crate::error::{ErrorKind, FileError, Result};
use crate::minimizer::input::read_mutant;
use crate::runner::ResultsDir;
use crate::stability::program::program_queries;
use crate::util::progress::Progress;
use crate::verifiers::Outcome;
use std::collections::HashMap;

/// What [`classify_report`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassifyStats {
    /// Flips classified by sampling in this invocation.
    pub sampled: usize,
    /// Flips whose class was taken from an earlier `findings.csv` (`--resume`).
    pub reused: usize,
    /// Flips classified during the run (`--stop-on-finding`).
    pub during_run: usize,
    /// Flips that could not be classified (an `inconclusive` row says why).
    pub not_classified: usize,
    /// `front-end` findings (rows without sampling).
    pub front_end: usize,
    /// Verified mutants tested for a `cost` finding, and the `cost` findings among them.
    pub cost_tested: usize,
    pub cost_findings: usize,
    /// Findings that count as brittleness after the family's decision.
    pub counted: usize,
}

/// Removes a `findings.csv` left by an earlier run when the results are started afresh without
/// `--classify` (it would describe flips of the replaced `results.csv`).
pub fn drop_stale(dir: &ResultsDir, resume: bool) -> Result<()> {
    let file = dir.root().join(findings_csv::FILE_NAME);
    if !resume && file.is_file() {
        std::fs::remove_file(&file).map_err(|e| FileError::write(&file, e))?;
    }
    Ok(())
}

/// Classifies every brittle flip of [`CLASSIFIED_TOOL`] in `report` (in place) as one family and
/// writes `findings.csv` into the classifier's directory, one row per classified flip in report
/// order. `known`: rows classified during the run (`--stop-on-finding`), taken as they are;
/// `family_at_least`: the family's size when it was fixed before the run (the judge's), else 0
/// (the family is then the flips to classify). Sets the report's [`Counting`]. The `front-end`
/// findings of every tool get their rows after the family's (no sampling).
pub fn classify_report(
    report: &mut FuzzReport,
    classifier: &Classifier,
    known: &HashMap<FindingKey, FindingRow>,
    family_at_least: usize,
    count_seed_unstable: bool,
    progress: &dyn Progress,
) -> Result<ClassifyStats> {
    let path = classifier.dir.root().join(findings_csv::FILE_NAME);
    let earlier: HashMap<FindingKey, FindingRow> = if classifier.opts.resume && path.is_file() {
        findings_csv::read(&path)?.into_iter().map(|r| (r.key(), r)).collect()
    } else {
        HashMap::new()
    };
    let mut stats = ClassifyStats::default();
    // The family: the classified tool's flips of verified seeds, in report order.
    let mut entries = Vec::new();
    let mut during = Vec::new();
    let mut places = Vec::new();
    for (li, line) in report.lines.iter().enumerate().filter(|(_, l)| l.brittle() && l.tool == CLASSIFIED_TOOL) {
        for (fi, flip) in line.flips.iter().enumerate() {
            let f = FlipRef {
                seed: &line.seed,
                group: &line.group,
                tool: &line.tool,
                batch: &flip.batch,
                mutant: flip.mutant,
                chain: &flip.chain,
                path: &flip.path,
            };
            let Some(mut entry) = classifier.entry(&f) else { continue };
            let key = FindingKey::new(&line.seed, &line.tool, &flip.batch, flip.mutant);
            let valid = |r: &&FindingRow| classifier.still_valid(r, &flip.path);
            let during_run = known.get(&key).filter(valid);
            entry.kept = during_run.or_else(|| earlier.get(&key).filter(valid)).cloned();
            during.push(during_run.is_some());
            places.push((li, fi, line.flips.len()));
            entries.push(entry);
        }
    }
    let flips = ReportFlips { classifier, entries };
    let plan = classifier.plan(flips.len().max(family_at_least), count_seed_unstable);
    let mut out = FindingsWriter::create(&path)?;
    let seed_of = |i: usize| flips.entries[i].blank.seed.clone();
    let rows = {
        let mut on = |e: Event<'_>| -> Result<()> {
            match e {
                Event::Sampled { i, row, .. } | Event::Kept { i, row } => {
                    let kept = matches!(e, Event::Kept { .. });
                    let how = match (kept, during[i]) {
                        (false, _) => {
                            stats.sampled += 1;
                            ""
                        }
                        (true, true) => {
                            stats.during_run += 1;
                            " (classified during the run)"
                        }
                        (true, false) => {
                            stats.reused += 1;
                            " (from the earlier findings.csv)"
                        }
                    };
                    let (_, fi, n) = places[i];
                    progress.lazy(|| {
                        format!("[classify {}/{n}] {} {}: {}{how}", fi + 1, seed_of(i), row.path, flip_line(row))
                    });
                    out.push(row)?;
                }
                Event::Unclassified { i, row } => {
                    stats.not_classified += 1;
                    progress.line(&format!("warning: {} {}: {}", seed_of(i), row.path, row.detail));
                    out.push(row)?;
                }
                Event::Checked { i, row, .. } => {
                    progress.lazy(|| format!("[check] {} {}: {}", seed_of(i), row.path, flip_line(row)));
                }
            }
            Ok(())
        };
        classifier.pool.install(|| classify_family(&flips, &plan, &mut on))?
    };
    // Cost findings (the classified tool's verified mutants): rows after the flips'.
    let (cost_places, cost_rows) = cost_tests(report, classifier, progress)?;
    for row in &cost_rows {
        out.push(row)?;
    }
    stats.cost_tested = cost_rows.len();
    stats.cost_findings = cost_rows.iter().filter(|r| r.class == crate::stats::Class::Cost).count();
    // Front-end findings (any tool): rows without sampling, after the family's.
    let mut front_end = Vec::new();
    for line in &report.lines {
        for (i, f) in line.front_end.iter().enumerate() {
            let flip = FlipRef {
                seed: &line.seed,
                group: &line.group,
                tool: &line.tool,
                batch: &f.batch,
                mutant: f.mutant,
                chain: &f.chain,
                path: &f.path,
            };
            let message = crate::verifiers::boogie::rejection_message(&f.detail);
            let row = classifier.front_end_row(&flip, message);
            progress.lazy(|| {
                let n = line.front_end.len();
                format!("[front-end {}/{n}] {} {}: {} said: {message}", i + 1, line.seed, f.path, line.tool)
            });
            out.push(&row)?;
            front_end.push(row);
        }
    }
    stats.front_end = front_end.len();
    drop(out);
    let all: Vec<FindingRow> = rows.iter().cloned().chain(cost_rows.iter().cloned()).chain(front_end).collect();
    findings_csv::write(&path, &all)?;
    for (row, &(li, fi, _)) in rows.iter().zip(&places) {
        let flip = &mut report.lines[li].flips[fi];
        flip.class = Some(row.class);
        flip.effect = (!row.effect.is_empty()).then(|| row.effect.clone());
    }
    for (row, &(li, vi)) in cost_rows.iter().zip(&cost_places) {
        let v = &mut report.lines[li].verified[vi];
        v.class = Some(row.class);
        v.effect = (!row.effect.is_empty()).then(|| row.effect.clone());
    }
    if stats.cost_tested > 0 {
        progress.line(&format!(
            "classify: {} of {} costly verified mutant(s) are cost findings (ratio ≥ {}, {} at α = {} over {} cost test(s))",
            stats.cost_findings,
            stats.cost_tested,
            crate::stats::cost_ratio::show_ratio(classifier.opts.cost_ratio),
            plan.correction.controls(),
            plan.alpha(),
            stats.cost_tested
        ));
    }
    report.counting = Counting::Classified { tool: CLASSIFIED_TOOL.to_string(), count_seed_unstable };
    stats.counted = rows.iter().filter(|r| r.counted == Some(true)).count();
    if stats.reused + stats.during_run > 0 {
        let mut kept = Vec::new();
        if stats.during_run > 0 {
            kept.push(format!("{} classified during the run", stats.during_run));
        }
        if stats.reused > 0 {
            kept.push(format!("{} kept from the earlier {}", stats.reused, path.display()));
        }
        progress.line(&format!("classify: {} flip(s) sampled, {}", stats.sampled, kept.join(", ")));
    }
    if !rows.is_empty() {
        progress.line(&format!(
            "classify: {} of {} finding(s) counted; {} at α = {} over a family of {}",
            stats.counted,
            rows.len(),
            plan.correction.controls(),
            plan.alpha(),
            plan.size
        ));
    }
    if stats.not_classified > 0 {
        progress.line(&format!(
            "warning: {} flip(s) could not be classified (class inconclusive; why: the `detail` column of {})",
            stats.not_classified,
            path.display()
        ));
    }
    Ok(stats)
}

/// Where a verified mutant is in a report: its line, and its index in the line's `verified`.
type ReportPlace = (usize, usize);

/// The cost tests of a report's verified mutants (see [`crate::classify::cost`]): for each
/// verified mutant of a verified seed under [`CLASSIFIED_TOOL`], its VCs are extracted and solved
/// once unperturbed (unless the run measured it so: [`super::RunRatios`]); those whose cost reaches
/// `--cost-ratio` times the seed's get the paired test.
/// Returns where each tested mutant is in the report (line, index into `verified`) and its row,
/// decided together ([`decide_costs`]). A mutant that cannot be measured is left out with a
/// warning; only an interruption is an error.
fn cost_tests(
    report: &FuzzReport,
    c: &Classifier,
    progress: &dyn Progress,
) -> Result<(Vec<ReportPlace>, Vec<FindingRow>)> {
    let mut places = Vec::new();
    let mut rows = Vec::new();
    let ratio = c.opts.cost_ratio;
    let (mut below_in_run, mut measured_again) = (0usize, 0usize);
    let lines = report
        .lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.tool == CLASSIFIED_TOOL && l.seed_outcome == Some(Outcome::Verified));
    for (li, line) in lines {
        for (vi, v) in line.verified.iter().enumerate() {
            let flip = FlipRef {
                seed: &line.seed,
                group: &line.group,
                tool: &line.tool,
                batch: &v.batch,
                mutant: v.mutant,
                chain: &v.chain,
                path: &v.path,
            };
            let Some(entry) = c.entry(&flip) else { continue };
            // Measured unperturbed by the run already, below the ratio: not worth a test.
            match c.run_ratios.get().and_then(|m| m.get(&v.path)) {
                Some(&r) if r < ratio => {
                    below_in_run += 1;
                    continue;
                }
                _ => measured_again += 1,
            }
            let measured = (|| -> Result<Option<FindingRow>> {
                let seed = c.seed_program(&c.seeds[entry.seed])?;
                let sq = &seed.1;
                if sq.is_empty() {
                    return Err(SeedFailed("Boogie gave no VCs of the seed".into()).into());
                }
                let mutant = read_mutant(&c.dir.root().join(&v.path))?;
                let mq = program_queries(&c.boogie, &v.path, &mutant.text, c.limit)?;
                if !c.pool.install(|| worth_testing(sq, &mq, &c.tool, &c.cfg, &c.cache, ratio))? {
                    return Ok(None);
                }
                let pairs = c.pool.install(|| cost_pairs(sq, &mq, &c.tool, &c.cfg, &c.cache, COST_PAIRS_PER_METHOD))?;
                let queries = sq.len().max(mq.len());
                Ok(pairs.ratio().map(|cost| entry.blank.clone().with_cost(&cost, queries, pairs.runs)))
            })();
            match measured {
                Ok(Some(row)) => {
                    progress.lazy(|| format!("[cost] {} {}: {}", line.seed, v.path, row.effect));
                    places.push((li, vi));
                    rows.push(row);
                }
                Ok(None) => {}
                Err(e) if e.kind() == ErrorKind::Interrupted || crate::runner::interrupt::interrupted() => {
                    return Err(e)
                }
                Err(e) => progress.line(&format!("warning: {} {}: no cost test: {}", line.seed, v.path, e.message())),
            }
        }
    }
    if below_in_run + measured_again > 0 {
        progress.lazy(|| {
            format!(
                "cost tests: {} of {} verified mutant(s) tested; {below_in_run} below --cost-ratio {ratio} as the run \
                 measured them, {measured_again} measured unperturbed here",
                rows.len(),
                below_in_run + measured_again
            )
        });
    }
    decide_costs(&mut rows, c.opts.correction, c.cfg.rule.alpha(), ratio);
    Ok((places, rows))
}
