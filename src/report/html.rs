//! The static HTML report of a run: one self-contained page (inline CSS and SVG, no script, no
//! server, no CDN, no external font) with the summary tables, every finding (seed, tool, batch,
//! chain, class, colored seed/mutant diff, the `wobble reproduce` / `wobble show` commands to
//! copy) and the figures. The findings come first (what broke, why, the fix: a counted finding
//! shows its `wobble explain` result when its `explain.json` exists, else the command), the
//! paper's tables after them.
//!
//! Under the title, the run header (`<h2 id="run">`): per results directory, its tools and their
//! versions, the flags and batches of its `manifest.toml`, and the manifest itself. Tables scroll
//! in their own box (`<div class="table-scroll">`) on narrow screens; the page has a viewport tag.
//!
//! The page marks its parts for tools and tests: the finding count is in
//! `<span id="finding-count">`, the per-class counts of the summary in `<p id="class-counts">`
//! (one `<span class="class cls-CLASS">` each), every finding is an
//! `<article class="finding">` with a `data-class` attribute holding its class (`encoding`,
//! `mutant-unstable`, `seed-unstable`, `inconclusive`, `front-end` or `unclassified`). A
//! `front-end` finding shows the tool's rejection and, as its command, the `wobble minimize
//! --front-end` that shrinks it to a reproducer.

use super::findings::Finding;
use crate::store::Manifest;
use crate::tables::text::{Cell, Table};
use crate::util::html::escape;
use std::fmt::Write as _;

/// One finding as shown on the page.
#[derive(Clone, Debug, PartialEq)]
pub struct FindingView {
    pub finding: Finding,
    /// The unified seed/mutant diff, or why there is none (e.g. the mutant file is gone).
    pub diff: Result<String, String>,
    /// `wobble reproduce ...`, ready to copy.
    pub reproduce: String,
    /// `wobble show ...`, ready to copy.
    pub show: String,
    /// For a counted finding: the `wobble explain` command, and its result when
    /// `RUN/explain/NAME/explain.json` exists.
    pub explain: Option<ExplainView>,
}

/// Why a finding broke and the fix, as `wobble explain` measured it (read from its
/// `explain.json` by the caller).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ExplainView {
    /// `wobble explain --seed S --mutant M --out DIR`, ready to copy.
    pub command: String,
    /// The explanation, when it has been run.
    pub result: Option<Explained>,
}

/// The parts of an `explain.json` the page shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Explained {
    /// `timeout`, `fast-unknown`, ...
    pub failure_kind: String,
    /// One line per blamed quantifier: where it is (mutant and seed lines), its text and its
    /// instances per side with the sample sizes and the adjusted p-value.
    pub blame: Vec<String>,
    /// Per repair that measured stable: what it changes, its measured stability, its patch.
    pub repairs: Vec<(String, String)>,
    /// Candidates measured and not reported, in words.
    pub rejected: usize,
}

/// A figure: its caption and its SVG document (inlined).
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub caption: String,
    pub svg: String,
}

/// One results directory the page was made from: the run header's entry.
#[derive(Clone, Debug, PartialEq)]
pub struct RunInfo {
    /// The results directory.
    pub dir: String,
    /// Tool label → version, as the rows record them.
    pub tools: Vec<(String, String)>,
    /// Its `manifest.toml` (settings: flags, seeds, batches), `None` for a directory written
    /// before manifests existed.
    pub manifest: Option<Manifest>,
    /// The manifest file's text, shown as written.
    pub manifest_text: Option<String>,
}

/// Everything on the page.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    pub title: String,
    /// What the page was made from (the results directories), shown under the title.
    pub source: String,
    /// The run header: per results directory, tool versions, flags and manifest.
    pub runs: Vec<RunInfo>,
    /// Summary tables (Tab. 6, 8, 9).
    pub tables: Vec<Table>,
    pub findings: Vec<FindingView>,
    pub figures: Vec<Figure>,
}

/// A table as an HTML `<table>` with its title as caption, inside a box that scrolls
/// horizontally when the table is wider than the page (no column is ever cut off).
pub fn table(t: &Table) -> String {
    let mut out = String::from("<div class=\"table-scroll\">\n<table>\n");
    let _ = writeln!(out, "<caption>{}</caption>", escape(&t.title));
    out.push_str("<thead><tr>");
    for c in &t.columns {
        let _ = write!(out, "<th>{}</th>", escape(&c.text));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for (k, row) in t.rows.iter().enumerate() {
        out.push_str("<tr>");
        for (c, cell) in row.iter().enumerate() {
            let repeated = c == 0 && t.blank_repeated_first && k > 0 && t.rows[k - 1].first() == Some(cell);
            let text = if repeated { String::new() } else { escape(&cell.text()) };
            let class = if matches!(cell, Cell::Text(_)) { "" } else { " class=\"num\"" };
            let _ = write!(out, "<td{class}>{text}</td>");
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n</div>\n");
    out
}

/// The run header: per results directory, its tools and versions, its flags and its manifest.
fn run_header(runs: &[RunInfo]) -> String {
    let mut out = String::from("<h2 id=\"run\">Run</h2>\n");
    for r in runs {
        let _ = writeln!(out, "<section class=\"run\">\n<h3><code>{}</code></h3>\n<dl>", escape(&r.dir));
        let tools: Vec<String> =
            r.tools.iter().map(|(l, v)| format!("<code>{}</code>: {}", escape(l), escape(v))).collect();
        let _ =
            writeln!(out, "<dt>tools</dt><dd>{}</dd>", if tools.is_empty() { "-".into() } else { tools.join("<br>") });
        match &r.manifest {
            Some(m) => {
                let _ = writeln!(
                    out,
                    "<dt>command</dt><dd>wobble {} ({})</dd>",
                    escape(&m.command),
                    escape(&m.wobble_version)
                );
                let flags: Vec<String> = m
                    .settings
                    .entries()
                    .iter()
                    .map(|(k, v)| format!("<code>{} {}</code>", escape(k), escape(v)))
                    .collect();
                let _ = writeln!(out, "<dt>flags</dt><dd>{}</dd>", flags.join(" "));
                let _ = writeln!(out, "<dt>seeds</dt><dd>{}</dd>", m.seeds.len());
                let batches: Vec<String> = m
                    .batches
                    .iter()
                    .map(|b| format!("<code>{}</code> ({} mutants)", escape(&b.name), b.mutants))
                    .collect();
                let _ = writeln!(out, "<dt>batches</dt><dd>{}</dd>", batches.join(", "));
            }
            None => out.push_str("<dt>manifest</dt><dd>none (a results directory written before manifests)</dd>\n"),
        }
        out.push_str("</dl>\n");
        if let Some(text) = &r.manifest_text {
            let _ = writeln!(
                out,
                "<details><summary>manifest.toml</summary>\n<pre class=\"manifest\">{}</pre>\n</details>",
                escape(text)
            );
        }
        out.push_str("</section>\n");
    }
    out
}

/// A unified diff with one `<span>` per line, classed by kind (header, hunk, removed, added).
pub fn diff(text: &str) -> String {
    let mut out = String::from("<pre class=\"diff\">");
    for line in text.lines() {
        let class = if line.starts_with("---") || line.starts_with("+++") {
            Some("head")
        } else if line.starts_with("@@") {
            Some("hunk")
        } else if line.starts_with('-') {
            Some("del")
        } else if line.starts_with('+') {
            Some("add")
        } else {
            None
        };
        match class {
            Some(c) => {
                let _ = write!(out, "<span class=\"{c}\">{}</span>", escape(line));
            }
            None => {
                let _ = writeln!(out, "{}", escape(line));
            }
        }
    }
    out.push_str("</pre>\n");
    out
}

fn finding(k: usize, v: &FindingView) -> String {
    let f = &v.finding;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<article class=\"finding\" id=\"finding-{}\" data-class=\"{}\">",
        k + 1,
        super::findings::class_word(f.class)
    );
    let _ = writeln!(
        out,
        "<h3>{}. {} with {}: mutant {} #{} {}</h3>",
        k + 1,
        escape(&f.seed),
        escape(&f.tool),
        escape(&f.batch),
        f.mutant,
        escape(&f.outcome.to_string())
    );
    out.push_str("<dl>\n");
    let mut item = |name: &str, value: String| {
        let _ = writeln!(out, "<dt>{name}</dt><dd>{value}</dd>");
    };
    let word = super::findings::class_word(f.class);
    item("class", format!("<span class=\"class cls-{word}\">{word}</span>"));
    if let Some(e) = &f.effect {
        item("effect", format!("<span class=\"effect\">{}</span>", escape(e)));
    }
    item("group", escape(&f.group));
    if f.class == Some(crate::stats::Class::FrontEnd) {
        item("seed", "accepted by the tool's front end".to_string());
        item("mutant", format!("{}: <code>{}</code>", escape(&f.outcome.to_string()), escape(&f.detail)));
    } else {
        item("seed", "verified".to_string());
        item("mutant", escape(&f.outcome.to_string()));
    }
    item("chain", format!("<code>{}</code>", escape(&f.chain)));
    item("file", format!("<code>{}</code>", escape(&f.path)));
    out.push_str("</dl>\n");
    if let Some(x) = &v.explain {
        out.push_str(&explained(x));
    }
    let _ = writeln!(out, "<pre class=\"cmd\">{}</pre>", escape(&v.reproduce));
    let _ = writeln!(out, "<pre class=\"cmd\">{}</pre>", escape(&v.show));
    match &v.diff {
        Ok(d) if d.is_empty() => out.push_str("<p>The mutant prints exactly like its seed.</p>\n"),
        Ok(d) => out.push_str(&diff(d)),
        Err(why) => {
            let _ = writeln!(out, "<p>No diff: {}</p>", escape(why));
        }
    }
    out.push_str("</article>\n");
    out
}

/// A finding's "why it broke and the fix" part (`<section class="explain">`).
fn explained(x: &ExplainView) -> String {
    let mut out = String::from("<section class=\"explain\">\n");
    match &x.result {
        None => out.push_str("<p>Why it broke: not explained yet. Run:</p>\n"),
        Some(r) => {
            let _ =
                writeln!(out, "<p>Why it broke: the mutant's failing runs are <b>{}</b>.</p>", escape(&r.failure_kind));
            if r.blame.is_empty() {
                out.push_str("<p>No quantifier's instances differ significantly between the seed's passing and the mutant's failing runs.</p>\n");
            } else {
                out.push_str("<ol class=\"blame\">\n");
                for b in &r.blame {
                    let _ = writeln!(out, "<li>{}</li>", escape(b));
                }
                out.push_str("</ol>\n");
            }
            if r.repairs.is_empty() {
                let _ = writeln!(
                    out,
                    "<p>The fix: no repair measured stable ({} candidates measured or refused).</p>",
                    r.rejected
                );
            }
            for (what, patch) in &r.repairs {
                let _ = writeln!(out, "<p>The fix: {}</p>", escape(what));
                out.push_str(&diff(patch));
            }
        }
    }
    let _ = writeln!(out, "<pre class=\"cmd\">{}</pre>\n</section>", escape(&x.command));
    out
}

/// Strips an XML declaration so that an SVG document can be inlined in HTML.
fn inline_svg(svg: &str) -> &str {
    let s = svg.trim_start();
    if s.starts_with("<?xml") {
        s.find("?>").map_or(s, |end| s[end + 2..].trim_start())
    } else {
        s
    }
}

/// The whole page.
pub fn render(page: &Page) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "<h1>{}</h1>\n<p>From <code>{}</code>.</p>", escape(&page.title), escape(&page.source));
    if !page.runs.is_empty() {
        out.push_str(&run_header(&page.runs));
    }
    out.push_str("<h2 id=\"summary\">Summary</h2>\n");
    let classes = super::findings::class_counts(&page.findings.iter().map(|v| v.finding.clone()).collect::<Vec<_>>());
    let by_class: Vec<String> =
        classes.iter().map(|(c, n)| format!("{n} {}", super::findings::class_word(*c))).collect();
    let badges: Vec<String> = classes
        .iter()
        .map(|(c, n)| {
            let w = super::findings::class_word(*c);
            format!("<span class=\"class cls-{w}\">{n} {w}</span>")
        })
        .collect();
    let _ = writeln!(
        out,
        "<p id=\"class-counts\">{} findings{}</p>",
        page.findings.len(),
        if badges.is_empty() { String::new() } else { format!(" by class: {}", badges.join(" ")) }
    );
    let _ = writeln!(
        out,
        "<h2 id=\"findings\">Findings</h2>\n<p><span id=\"finding-count\">{}</span> findings (a seed verified, a mutant did not; or, front-end, the tool accepted a seed and rejected its well-formed mutant){}.</p>",
        page.findings.len(),
        if by_class.is_empty() { String::new() } else { format!(": {}", by_class.join(", ")) }
    );
    for (k, v) in page.findings.iter().enumerate() {
        out.push_str(&finding(k, v));
    }
    if !page.tables.is_empty() {
        out.push_str("<h2 id=\"tables\">Tables</h2>\n");
    }
    for t in &page.tables {
        out.push_str(&table(t));
    }
    if !page.figures.is_empty() {
        out.push_str("<h2 id=\"figures\">Figures</h2>\n");
    }
    for fig in &page.figures {
        let _ = writeln!(
            out,
            "<figure>\n{}\n<figcaption>{}</figcaption>\n</figure>",
            inline_svg(&fig.svg),
            escape(&fig.caption)
        );
    }
    crate::util::html::page(&page.title, &out)
}
