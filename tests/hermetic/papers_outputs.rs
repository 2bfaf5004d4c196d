//! `wobble table --format latex`, `wobble plot` and `wobble report` on a hand-made results CSV
//! (group and tool names with LaTeX and HTML special characters): escaped LaTeX tables, SVG
//! figures, and a page that lists exactly the CSV's findings.

use std::path::Path;
use std::process::{Command, Output};

pub const HEADER: &str = "seed,group,batch,mutant,chain,rng_seed,tool,tool_version,outcome,verified,errors,time_s,repeats,program_hash,path,detail";

/// A results directory: seed a.bpl (group `A_&%`) verified by `z3#1`, 2 of 3 M* mutants and the
/// M_S1 mutant fail (3 findings); seed b.bpl verified with all mutants verified; seed c.bpl fails.
pub fn results(dir: &Path) {
    let row = |seed: &str, group: &str, batch: &str, mutant: &str, chain: &str, outcome: &str, t: f64| {
        format!("{seed},{group},{batch},{mutant},\"{chain}\",1,z3#1,v,{outcome},0,0,{t},0,h,mutants/{seed}-{batch}-{mutant}.bpl,\n")
    };
    let mut csv = format!("{HEADER}\n");
    csv += &row("a.bpl", "A_&%", "seed", "", "", "verified", 0.5);
    csv += &row("a.bpl", "A_&%", "M*", "1", "S1(0,1)", "failed", 0.7);
    csv += &row("a.bpl", "A_&%", "M*", "2", "L3(p#0)", "verified", 0.6);
    csv += &row("a.bpl", "A_&%", "M*", "3", "S1(0,1) G1(p:requires)", "timeout", 10.0);
    csv += &row("a.bpl", "A_&%", "M_S1", "1", "S1(1,2)", "failed", 0.8);
    csv += &row("b.bpl", "B<x>", "seed", "", "", "verified", 0.4);
    csv += &row("b.bpl", "B<x>", "M*", "1", "S2(p)", "verified", 0.4);
    csv += &row("c.bpl", "B<x>", "seed", "", "", "failed", 0.4);
    csv += &row("c.bpl", "B<x>", "M*", "1", "S2(p)", "verified", 0.4);
    std::fs::write(dir.join("results.csv"), csv).unwrap();
}

pub fn wobble(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wobble")).args(args).output().expect("wobble runs")
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

#[test]
fn latex_tables_are_escaped_booktabs_tabulars() {
    let dir = tempfile::tempdir().unwrap();
    results(dir.path());
    let o = wobble(&["table", s(dir.path()), "--format", "latex", "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    for name in ["tab6.tex", "tab8.tex", "tab9.tex"] {
        let tex = std::fs::read_to_string(dir.path().join(name)).unwrap();
        assert_eq!(tex.matches("\\begin{tabular}").count(), 1, "{name}: {tex}");
        assert!(tex.contains("\\toprule") && tex.contains("\\midrule") && tex.contains("\\bottomrule"), "{tex}");
        assert!(tex.contains("A\\_\\&\\%"), "group escaped in {name}: {tex}");
        assert!(tex.contains("z3\\#1"), "tool escaped in {name}: {tex}");
        assert!(!tex.contains("A_&"), "{tex}");
    }
    assert!(!dir.path().join("tab6.csv").exists(), "latex alone writes no CSV");
    let tab6 = std::fs::read_to_string(dir.path().join("tab6.tex")).unwrap();
    // Group A: 1 passing seed, 1 with a failing M* mutant (100%), 2 of 3 failing (67%).
    assert!(tab6.contains("A\\_\\&\\% & z3\\#1 & 1 & 1 & 100\\% & 67\\%"), "{tab6}");
}

#[test]
fn plots_are_svg_documents() {
    let dir = tempfile::tempdir().unwrap();
    results(dir.path());
    let out = dir.path().join("figs");
    let o = wobble(&["plot", s(dir.path()), "--out", s(&out), "--quiet", "--base", "z3#1", "--new", "z3#1"]);
    if String::from_utf8_lossy(&o.stderr).contains("no font for figure labels") {
        eprintln!("skipped: fonts-dejavu-core not installed");
        return;
    }
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    for name in ["fig7-z3_1", "tab8-z3_1", "compare-times"] {
        let svg = std::fs::read_to_string(out.join(format!("{name}.svg"))).unwrap();
        assert!(svg.trim_start().starts_with("<svg") && svg.trim_end().ends_with("</svg>"), "{name}: {svg}");
        assert_eq!(svg.matches("<svg").count(), 1);
        assert_eq!(svg.matches("<text").count(), svg.matches("</text>").count(), "{name}: balanced text elements");
        let png = std::fs::read(out.join(format!("{name}.png"))).unwrap();
        assert!(png.starts_with(b"\x89PNG"), "{name}.png");
    }
    let fig7 = std::fs::read_to_string(out.join("fig7-z3_1.svg")).unwrap();
    assert!(fig7.contains("\nM*\n") && fig7.contains("\nM_S1\n"), "batch rows named: {fig7}");
    assert!(!fig7.contains("\nM_L3\n"), "a batch without a failing mutant has no row");
    let tab8 = std::fs::read_to_string(out.join("tab8-z3_1.svg")).unwrap();
    assert!(tab8.contains("A_&amp;% (2)"), "legend names the group and its failing mutants: {tab8}");
}

#[test]
fn the_report_lists_every_finding() {
    let dir = tempfile::tempdir().unwrap();
    results(dir.path());
    let html_file = dir.path().join("report/index.html");
    let o = wobble(&["report", s(dir.path()), "--out", s(&html_file), "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let html = std::fs::read_to_string(&html_file).unwrap();
    assert!(html.contains("<span id=\"finding-count\">3</span>"), "{html}");
    assert_eq!(html.matches("<article class=\"finding\"").count(), 3);
    assert_eq!(html.matches("data-class=\"unclassified\"").count(), 3);
    assert!(html.contains("S1(0,1) G1(p:requires)"), "chains shown");
    assert!(html.contains("wobble reproduce ") && html.contains("--tools 'z3#1'"), "reproduce command");
    assert!(html.contains("wobble show "), "show command");
    assert!(html.contains("A_&amp;%") && html.contains("B&lt;x&gt;"), "names escaped");
    for external in ["src=\"http", "href=\"http", "@import", "url(", "<link"] {
        assert!(!html.contains(external), "nothing loaded from elsewhere: {external}");
    }
    if Path::new("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").exists() {
        assert_eq!(html.matches("<svg").count(), 2, "Fig. 7 and Tab. 8 inlined");
    }
    assert!(!html.contains("<script"), "no script");
}

#[test]
fn compare_writes_a_latex_table_without_reproduce_commands() {
    let dir = tempfile::tempdir().unwrap();
    results(dir.path());
    let csv = std::fs::read_to_string(dir.path().join("results.csv")).unwrap();
    let mut both = csv.clone();
    for line in csv.lines().skip(1) {
        // The new configuration fails where base verified mutant 2 of a.bpl.
        let line = line.replace("z3#1", "z3_new");
        let line = if line.contains(",M*,2,") { line.replace(",verified,", ",failed,") } else { line };
        both += &format!("{line}\n");
    }
    std::fs::write(dir.path().join("results.csv"), both).unwrap();
    let o = wobble(&["compare", s(dir.path()), "--base", "z3#1", "--new", "z3_new", "--format", "latex", "--quiet"]);
    assert_eq!(o.status.code(), Some(1), "an introduced flip: {}", String::from_utf8_lossy(&o.stderr));
    let tex = std::fs::read_to_string(dir.path().join("compare.tex")).unwrap();
    assert_eq!(tex.matches("\\begin{tabular}").count(), 1, "{tex}");
    assert!(tex.contains("seed@z3\\#1 & seed@z3\\_new"), "labels escaped in headings: {tex}");
    assert!(!tex.contains("wobble reproduce"), "{tex}");
    assert!(tex.contains("a.bpl & A\\_\\&\\% & same"), "{tex}");
}
