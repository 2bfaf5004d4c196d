//! The paper tier, with real tools (`make tools-papers`): the LaTeX tables of the committed
//! example campaign compile with pdflatex and render to a non-empty PNG (pdftoppm), and the HTML
//! report renders in headless Chromium without console errors, showing as many findings as the
//! CSV holds. Both skip (one line) when pdflatex / chromium are not installed.

use crate::common::cli::wobble;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// A copy of the committed example campaign's results.csv in a fresh directory.
fn example() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let csv = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("results/example/results.csv");
    std::fs::copy(csv, dir.path().join("results.csv")).unwrap();
    dir
}

/// Findings in a results CSV, counted independently of wobble: mutant rows that do not verify
/// while the same seed's own row with the same tool verifies.
fn csv_findings(file: &Path) -> usize {
    let mut reader = csv::Reader::from_path(file).unwrap();
    let headers = reader.headers().unwrap().clone();
    let col = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let (seed, batch, tool, outcome) = (col("seed"), col("batch"), col("tool"), col("outcome"));
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let verified: std::collections::HashSet<(String, String)> = rows
        .iter()
        .filter(|r| &r[batch] == "seed" && &r[outcome] == "verified")
        .map(|r| (r[seed].to_string(), r[tool].to_string()))
        .collect();
    rows.iter()
        .filter(|r| &r[batch] != "seed" && &r[outcome] != "verified")
        .filter(|r| verified.contains(&(r[seed].to_string(), r[tool].to_string())))
        .count()
}

#[test]
fn latex_tables_compile_and_render() {
    if !crate::common::require_tool("pdflatex") {
        return;
    }
    assert!(
        crate::common::tools::find_tool("pdftoppm").is_some(),
        "pdftoppm (Debian poppler-utils) is missing: `make tools-papers` installs it with pdflatex"
    );
    let dir = example();
    let o = wobble(&["table", s(dir.path()), "--format", "latex", "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let doc = wobble::tables::latex::standalone_document(&["tab6.tex", "tab8.tex", "tab9.tex"]);
    std::fs::write(dir.path().join("tables.tex"), doc).unwrap();
    crate::common::latex::pdflatex(dir.path());
    let png = crate::common::latex::render_page(dir.path(), "-png", 1);
    let bytes = std::fs::read(&png).unwrap();
    assert!(bytes.starts_with(b"\x89PNG") && bytes.len() > 1000, "{}: {} bytes", png.display(), bytes.len());
}

pub(crate) fn chromium(profile: &Path, extra: &[&str], page: &Path) -> Output {
    let mut args = vec![
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--enable-logging=stderr",
        "--v=0",
    ];
    let user = format!("--user-data-dir={}", profile.display());
    args.push(&user);
    args.extend_from_slice(extra);
    let url = format!("file://{}", page.display());
    args.push(&url);
    Command::new("chromium").args(&args).output().expect("chromium runs")
}

#[test]
fn the_report_renders_in_headless_chromium() {
    if !crate::common::require_tool("chromium") {
        return;
    }
    let dir = example();
    let page = dir.path().join("report/index.html");
    let o = wobble(&["report", s(dir.path()), "--out", s(&page), "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let expected = csv_findings(&dir.path().join("results.csv"));

    let profile = tempfile::tempdir().unwrap();
    let o = chromium(profile.path(), &["--dump-dom"], &page);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let dom = String::from_utf8_lossy(&o.stdout);
    assert!(dom.contains(&format!("<span id=\"finding-count\">{expected}</span>")), "finding count {expected}:\n{dom}");
    assert_eq!(dom.matches("<article class=\"finding\"").count(), expected);
    let stderr = String::from_utf8_lossy(&o.stderr);
    let console: Vec<&str> = stderr.lines().filter(|l| l.contains("CONSOLE")).collect();
    assert!(console.is_empty(), "console messages: {console:?}");

    let shot = dir.path().join("report.png");
    let profile = tempfile::tempdir().unwrap();
    let arg = format!("--screenshot={}", shot.display());
    let o = chromium(profile.path(), &[&arg, "--window-size=1200,2000", "--hide-scrollbars"], &page);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let bytes = std::fs::read(&shot).unwrap();
    assert!(bytes.starts_with(b"\x89PNG") && bytes.len() > 10_000, "screenshot: {} bytes", bytes.len());
}

#[test]
fn fuzz_ends_with_the_findings_line_and_writes_the_report() {
    if !crate::common::require_tool("boogie") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run");
    let seed = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("seeds/E-triggers/fig1.bpl");
    let o =
        wobble(&["fuzz", s(&seed), "--tools", "boogie", "--only", "S1", "--mutants", "2", "--out", s(&out), "--quiet"]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", String::from_utf8_lossy(&o.stderr));
    let stdout = String::from_utf8_lossy(&o.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    let html = out.join("report/index.html");
    let found = csv_findings(&out.join("results.csv"));
    let expected = if found == 0 {
        format!("findings: 0; report: {}", html.display())
    } else {
        format!("findings: {found} ({found} unclassified); report: {}", html.display())
    };
    assert_eq!(last, expected, "{stdout}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains(&format!("<span id=\"finding-count\">{found}</span>")));
}
