//! The HTML report of a results set (`wobble report`, and the one `fuzz` / `campaign` write at
//! their end): summary tables, every finding with its class (from findings.csv), chain, diff and
//! commands, its explanation when `wobble explain` wrote one, and the figures inlined
//! ([`write_report`]); and the final one-line summary of `fuzz` / `campaign` ([`final_summary`]),
//! which renders the page from the rows the run read, without reading `results.csv` again.

use super::tables::{build_index, manifests, paper_tables, regroup};
use super::Progress;
use crate::error::{report, FileError, Result};
use crate::report::findings::{apply_classes, cost_findings, findings, load_classes};
use crate::report::html::{render, ExplainView, Explained, Figure, FindingView, Page, RunInfo};
use crate::report::plot::paper_figures;
use crate::store::StoredRow;
use crate::tables::compare::reproduce_command;
use crate::tables::load::{merge_rows, Duplicates, Row};
use crate::util::shell::shell_quote;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// How a finding's mutant is shown: its diff against its seed (as `wobble show` prints it), or
/// why there is none.
pub type MutantDiff<'a> = &'a dyn Fn(&Path) -> std::result::Result<String, String>;

/// Builds and writes the page for `rows` (`source` names them on the page); returns the number
/// of findings. Figures that cannot be drawn (no font) are left out with a warning to
/// `progress`.
pub fn write_report(
    rows: &[Row],
    source: &str,
    out: &Path,
    diff: MutantDiff,
    progress: &dyn Progress,
) -> Result<usize> {
    let index = build_index(rows)?;
    let records: Vec<_> = rows.iter().map(|r| r.record.clone()).collect();
    let dirs: HashMap<(&str, &str, &str, Option<u32>), &Path> = rows
        .iter()
        .map(|r| {
            (
                (r.record.seed.as_str(), r.record.tool.as_str(), r.record.batch.as_str(), r.record.mutant),
                r.results_dir(),
            )
        })
        .collect();
    let classes = load_classes(rows)?;
    let mut found = findings(&records);
    if let Some(c) = &classes {
        apply_classes(&mut found, c);
        found.extend(cost_findings(&records, c));
    }
    let views: Vec<FindingView> = found
        .into_iter()
        .map(|f| {
            let dir = dirs.get(&(f.seed.as_str(), f.tool.as_str(), f.batch.as_str(), Some(f.mutant))).copied();
            let file = dir.map_or_else(|| PathBuf::from(&f.path), |d| d.join(&f.path));
            let diff = if file.exists() {
                diff(&file)
            } else {
                Err(format!("{} is missing (the mutants of a results set are not committed)", file.display()))
            };
            let path = file.to_string_lossy().into_owned();
            let reproduce = if f.class == Some(crate::stats::Class::FrontEnd) {
                front_end_command(&f.seed, &path, &f.tool)
            } else {
                reproduce_command(&path, &f.tool)
            };
            let counted = matches!(f.class, Some(crate::stats::Class::Encoding | crate::stats::Class::MutantUnstable));
            let explain = dir.filter(|_| counted).map(|dir| {
                let out = explain_dir(dir, &f.path);
                ExplainView {
                    command: explain_command(&f.seed, &path, &out.to_string_lossy()),
                    result: read_explained(&out.join("explain.json")),
                }
            });
            FindingView { reproduce, show: format!("wobble show {}", shell_quote(&path)), diff, finding: f, explain }
        })
        .collect();
    let mut figures = Vec::new();
    for plot in paper_figures(&index) {
        match plot.svg() {
            Ok(svg) => figures.push(Figure { caption: plot.caption(), svg }),
            Err(e) => progress.lazy(|| format!("warning: figure {} left out: {}", plot.name(), report(&e))),
        }
    }
    let mut tables = paper_tables(&index);
    crate::tables::tab6::add_classes(&mut tables, &index, classes.as_ref());
    let tables = tables.into_iter().map(|(_, t)| t).collect();
    let runs = run_infos(rows)?;
    let page =
        Page { title: "wobble report".to_string(), source: source.to_string(), runs, tables, findings: views, figures };
    if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| FileError::create(dir, e))?;
    }
    std::fs::write(out, render(&page)).map_err(|e| FileError::write(out, e))?;
    Ok(page.findings.len())
}

/// The command that shrinks a `front-end` finding to a reproducer.
pub fn front_end_command(seed: &str, mutant: &str, tool: &str) -> String {
    format!(
        "wobble minimize --front-end --seed {} --mutant {} --tools {} --out min",
        shell_quote(seed),
        shell_quote(mutant),
        shell_quote(tool)
    )
}

/// The parts of `explain.json` the report shows; `None` when the file is missing or not one.
fn read_explained(path: &Path) -> Option<Explained> {
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    let text = |x: &serde_json::Value| x.as_str().unwrap_or("").to_string();
    let blame = v["blame"]
        .as_array()?
        .iter()
        .map(|b| {
            let seed = if b["seed"].is_object() {
                format!(" (seed {}:{})", text(&b["seed"]["file"]), b["seed"]["line"])
            } else {
                String::new()
            };
            format!(
                "{}:{}{seed} [{}] {}: instances {} median {} over {} runs vs {} median {} over {} runs, p = {:.1e} (Holm over {})",
                text(&b["file"]),
                b["line"],
                text(&b["item"]),
                text(&b["text"]).chars().take(200).collect::<String>(),
                if b["seed"].is_object() { "seed passing" } else { "passing" },
                b["passing"]["median"],
                b["passing"]["runs"],
                if b["seed"].is_object() { "mutant failing" } else { "failing" },
                b["failing"]["median"],
                b["failing"]["runs"],
                b["p_adjusted"].as_f64().unwrap_or(1.0),
                b["family"]
            )
        })
        .collect();
    let repairs = v["repairs"]
        .as_array()?
        .iter()
        .map(|r| {
            (
                format!(
                    "{}: {}, measured {} ({}/{} runs, the rule of wobble stability; never-weaken check {})",
                    text(&r["kind"]),
                    text(&r["change"]),
                    text(&r["category"]),
                    r["successes"],
                    r["runs"],
                    text(&r["never_weaken"])
                ),
                text(&r["patch"]),
            )
        })
        .collect();
    Some(Explained {
        failure_kind: text(&v["failure_kind"]),
        blame,
        repairs,
        rejected: v["rejected_repairs"].as_array().map_or(0, Vec::len),
    })
}

/// The `wobble explain` command of a finding: seed and mutant paths, and where its explanation
/// goes (`RUN/explain/NAME`, which `wobble report` reads: docs/report.md).
pub fn explain_command(seed: &str, mutant: &str, out: &str) -> String {
    format!("wobble explain --seed {} --mutant {} --out {}", shell_quote(seed), shell_quote(mutant), shell_quote(out))
}

/// The folder `RUN/explain/NAME` of a finding's explanation: NAME is the mutant's path in the
/// results directory without `.bpl`, its separators made `-` (`mutants/fig1/3.bpl` gives
/// `mutants-fig1-3`).
pub fn explain_dir(results_dir: &Path, mutant_path: &str) -> std::path::PathBuf {
    let name = mutant_path.strip_suffix(".bpl").unwrap_or(mutant_path).replace(['/', '\\'], "-");
    results_dir.join("explain").join(name)
}

/// The run header's entries: per results directory of `rows`, its tool versions and manifest.
fn run_infos(rows: &[Row]) -> Result<Vec<RunInfo>> {
    let manifests = manifests(rows)?;
    let mut infos: Vec<RunInfo> = Vec::new();
    for r in rows {
        let dir = r.results_dir();
        let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
        let name = dir.display().to_string();
        let k = match infos.iter().position(|i| i.dir == name) {
            Some(k) => k,
            None => {
                let manifest = manifests.iter().find(|(d, _)| d == dir).map(|(_, m)| m.clone());
                let manifest_text = manifest
                    .as_ref()
                    .and_then(|_| std::fs::read_to_string(crate::campaign::Manifest::path_in(dir)).ok());
                infos.push(RunInfo { dir: name, tools: Vec::new(), manifest, manifest_text });
                infos.len() - 1
            }
        };
        let (tool, version) = (&r.record.tool, &r.record.tool_version);
        if !version.trim().is_empty() && !infos[k].tools.iter().any(|(t, v)| t == tool && v == version) {
            infos[k].tools.push((tool.clone(), version.clone()));
        }
    }
    Ok(infos)
}

/// The last line of `fuzz` / `campaign`: findings per class and, when `write` is set, the path
/// of the report written to `RESULTS/report/index.html` from `rows` (the rows of its
/// `results.csv`, as the run read them; a report that cannot be written is a warning to
/// `progress`); without `write`, the command that writes it.
pub fn final_summary(
    results_dir: &Path,
    report: &crate::campaign::FuzzReport,
    rows: &[StoredRow],
    write: bool,
    diff: MutantDiff,
    progress: &dyn Progress,
) -> String {
    let mut found = crate::report::findings::findings_of(report);
    // Flips classified by an earlier invocation (--resume without --classify) keep their class.
    let file = results_dir.join(crate::classify::findings_csv::FILE_NAME);
    match crate::classify::findings_csv::read(&file) {
        Ok(rows) => {
            let known = crate::classify::findings_csv::FindingClasses::from_rows(&rows);
            crate::report::findings::fill_classes(&mut found, &known);
        }
        Err(e) if file.is_file() => progress.lazy(|| format!("warning: {}", crate::error::report(&e))),
        Err(_) => {}
    }
    let html = results_dir.join("report").join("index.html");
    let counted = (report.counting != crate::campaign::Counting::Raw).then(|| report.counted());
    if !write {
        let line = crate::report::findings::summary_line(&found, counted, None);
        return format!(
            "{line}; report: wobble report {} --out {}",
            shell_quote(&results_dir.to_string_lossy()),
            shell_quote(&html.to_string_lossy())
        );
    }
    let quiet = super::Stderr { quiet: true };
    let written = merge_rows(rows.to_vec(), Duplicates::Last)
        .map_err(crate::error::Error::from)
        .and_then(|rows| regroup(rows, None))
        .and_then(|rows| write_report(&rows, &results_dir.display().to_string(), &html, diff, &quiet));
    match written {
        Ok(_) => crate::report::findings::summary_line(&found, counted, Some(&html)),
        Err(e) => {
            progress.lazy(|| format!("warning: no HTML report: {e}"));
            crate::report::findings::summary_line(&found, counted, None)
        }
    }
}
