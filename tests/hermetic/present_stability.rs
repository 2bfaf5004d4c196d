//! `wobble table` and `wobble plot` on a hand-written `stability.csv` (tests/data/stability:
//! columns in another order than `wobble stability` writes them, group names with LaTeX and
//! XML special characters, two tools, one program with query rows): the stability table's
//! numbers, its text and LaTeX renderings, the bad-input cases with FILE:LINE, and the stacked
//! bars of the figure (legend, labels, segment widths proportional to the counts).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/stability/stability.csv")
}

fn wobble(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wobble")).args(args).output().expect("wobble runs")
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// A fresh directory holding the fixture as `stability.csv` (and nothing else).
fn stability_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(fixture(), dir.path().join("stability.csv")).unwrap();
    dir
}

const PROGRAMS: &str = "\
group,tool,programs,stable,pct_stable,unstable,pct_unstable,unsolvable,pct_unsolvable,inconclusive,pct_inconclusive,runs,budget,saved,pct_saved
A_&%,cvc5,3,1,33.3333,0,0,1,33.3333,1,33.3333,112,120,8,6.6667
A_&%,z3,3,2,66.6667,1,33.3333,0,0,0,0,116,160,44,27.5
B#1,cvc5,1,1,100,0,0,0,0,0,0,36,40,4,10
B#1,z3,1,0,0,0,0,1,100,0,0,36,40,4,10
all,cvc5,4,2,50,0,0,1,25,1,25,148,160,12,7.5
all,z3,4,2,50,1,25,1,25,0,0,152,200,48,24
";

#[test]
fn a_stability_directory_gives_the_program_and_query_tables() {
    let dir = stability_dir();
    let o = wobble(&["table", s(dir.path()), "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(read(&dir.path().join("tab-stability.csv")), PROGRAMS);
    assert_eq!(
        read(&dir.path().join("tab-stability-queries.csv")).lines().skip(1).collect::<Vec<_>>(),
        ["A_&%,z3,2,1,50,1,50,0,0,0,0,44,80,36,45", "all,z3,2,1,50,1,50,0,0,0,0,44,80,36,45"]
    );
    for absent in ["tab6.csv", "runs.csv", "tab-stability.tex"] {
        assert!(!dir.path().join(absent).exists(), "{absent} written without results.csv / --format latex");
    }
}

#[test]
fn a_stability_csv_given_as_a_file_is_recognized_by_its_header() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("measured.csv");
    std::fs::copy(fixture(), &file).unwrap();
    let o = wobble(&["table", s(&file), "--format", "text"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    let lines: Vec<&str> = text.lines().collect();
    let head = lines.iter().position(|l| l.starts_with("group")).unwrap();
    assert_eq!(
        lines[head],
        "group  tool  programs  stable     %  unstable    %  unsolvable     %  inconclusive    %  runs  budget  saved  % saved"
    );
    assert_eq!(
        lines[head + 2],
        "A_&%   cvc5         3       1   33%         0   0%           1   33%             1  33%   112     120      8       7%"
    );
    assert!(lines[head + 3].starts_with("       z3           3       2   67%         1  33%"), "{text}");
    assert!(text.contains("queries"), "the query-level table follows: {text}");
}

#[test]
fn results_and_stability_in_one_directory_give_all_tables_in_latex() {
    let dir = stability_dir();
    crate::papers_outputs::results(dir.path());
    let o = wobble(&["table", s(dir.path()), "--format", "all", "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    for name in ["tab6", "tab8", "tab9", "tab-stability", "tab-stability-queries"] {
        assert!(dir.path().join(format!("{name}.csv")).is_file(), "{name}.csv");
        let tex = read(&dir.path().join(format!("{name}.tex")));
        assert_eq!(tex.matches("\\begin{tabular}").count(), 1, "{name}: {tex}");
        assert!(tex.contains("\\toprule") && tex.contains("\\midrule") && tex.contains("\\bottomrule"), "{tex}");
    }
    let tex = read(&dir.path().join("tab-stability.tex"));
    assert!(
        tex.starts_with("% Stability: programs") && tex.contains("\\begin{tabular}{llrrr"),
        "text columns left, numbers right: {tex}"
    );
    assert!(tex
        .contains("A\\_\\&\\% & cvc5 & 3 & 1 & 33\\% & 0 & 0\\% & 1 & 33\\% & 1 & 33\\% & 112 & 120 & 8 & 7\\% \\\\"));
    assert!(tex.contains("\n & z3 & 3 & 2 & 67\\% & 1 & 33\\%"), "repeated group blank: {tex}");
    assert!(tex.contains("\\midrule\nB\\#1 & cvc5 &"), "{tex}");
    assert!(!tex.contains("A_&") && !tex.contains("B#1"), "{tex}");
    assert!(read(&dir.path().join("runs.csv")).lines().count() > 1);
}

#[test]
fn groups_files_regroup_stability_programs() {
    let dir = stability_dir();
    let groups = dir.path().join("groups.txt");
    std::fs::write(&groups, "b/*,A_&%\n").unwrap();
    let o = wobble(&["table", s(dir.path()), "--groups", s(&groups), "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let csv = read(&dir.path().join("tab-stability.csv"));
    assert!(csv.contains("\nA_&%,z3,4,2,50,1,25,1,25,0,0,"), "{csv}");
    assert!(!csv.contains("B#1"), "{csv}");
}

/// Runs `wobble table` on a copy of the fixture whose line `line` (1-based) is `edit`ed.
fn table_with(line: usize, edit: impl Fn(&str) -> String) -> (tempfile::TempDir, Output) {
    let dir = tempfile::tempdir().unwrap();
    let text: Vec<String> = read(&fixture())
        .lines()
        .enumerate()
        .map(|(k, l)| if k + 1 == line { edit(l) } else { l.to_string() })
        .collect();
    std::fs::write(dir.path().join("stability.csv"), text.join("\n") + "\n").unwrap();
    let o = wobble(&["table", s(dir.path()), "--quiet"]);
    (dir, o)
}

#[test]
fn malformed_stability_rows_are_bad_input_with_file_and_line() {
    type Edit = fn(&str) -> String;
    let cases: [(usize, Edit, &str); 4] = [
        (4, |l| l.replace(",unstable,", ",wobbly,"), "unknown stability category `wobbly`"),
        (3, |l| l.replace(",36,4,36,", ",lots,4,36,"), "column `runs`: `lots` is not a whole number"),
        (5, |l| l.replace(",80,44,36,41,", ",80,44,36,45,"), "45 successes in 44 runs"),
        (1, |l| l.replace("saved_runs", "saved"), "missing column `saved_runs`"),
    ];
    for (line, edit, message) in cases {
        let (dir, o) = table_with(line, edit);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{message}: {stderr}");
        assert!(stderr.contains(message), "{message}: {stderr}");
        if line > 1 {
            let at = format!("{}:{line}", dir.path().join("stability.csv").display());
            assert!(stderr.contains(&at), "names {at}: {stderr}");
        }
    }
}

#[test]
fn conflicting_stability_shards_are_an_error_unless_the_last_row_wins() {
    let dir = tempfile::tempdir().unwrap();
    let first = dir.path().join("one.csv");
    let second = dir.path().join("two.csv");
    std::fs::copy(fixture(), &first).unwrap();
    std::fs::write(&second, read(&fixture()).replace("B#1,b/b1.bpl,all,z3,unsolvable", "B#1,b/b1.bpl,all,z3,unstable"))
        .unwrap();
    let out = dir.path().join("out");
    let o = wobble(&["table", s(&first), s(&second), "--out", s(&out), "--quiet"]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("program `b/b1.bpl`, tool `z3`, query `all`") && stderr.contains("two.csv:7"), "{stderr}");
    let o = wobble(&["table", s(&first), s(&second), "--out", s(&out), "--quiet", "--duplicates", "last"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(read(&out.join("tab-stability.csv")).contains("\nB#1,z3,1,0,0,1,100,0,0,0,0,"));
}

/// `(fill, x, width)` of every `<rect>` in an SVG document, in document order.
fn rects(svg: &str) -> Vec<(String, i64, i64)> {
    let attr = |tag: &str, name: &str| -> String {
        let key = format!(" {name}=\"");
        let start = tag.find(&key).map(|i| i + key.len()).unwrap_or_else(|| panic!("{name} in {tag}"));
        tag[start..].split('"').next().unwrap().to_string()
    };
    svg.split("<rect")
        .skip(1)
        .map(|rest| {
            let tag = rest.split("/>").next().unwrap();
            (attr(tag, "fill"), attr(tag, "x").parse().unwrap(), attr(tag, "width").parse().unwrap())
        })
        .collect()
}

#[test]
fn plot_draws_one_stacked_bar_per_group_and_tool() {
    let dir = stability_dir();
    let out = dir.path().join("figs");
    let o = wobble(&["plot", s(dir.path()), "--out", s(&out), "--quiet"]);
    if String::from_utf8_lossy(&o.stderr).contains("no font for figure labels") {
        eprintln!("skipped: fonts-dejavu-core not installed");
        return;
    }
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(!out.join("fig7-z3.svg").exists(), "no results.csv, no paper figures");
    let png = std::fs::read(out.join("stability-bars.png")).unwrap();
    assert!(png.starts_with(b"\x89PNG"));
    let svg = read(&out.join("stability-bars.svg"));
    assert!(svg.trim_start().starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    for text in
        ["stable", "unstable", "unsolvable", "inconclusive", "A_&amp;%", "B#1", "z3, 3 programs", "cvc5, 1 program"]
    {
        assert!(svg.contains(&format!(">\n{text}\n</text>")), "text `{text}` in {svg}");
    }
    let (stable, unstable, unsolvable, inconclusive) = ("#009E73", "#E69F00", "#0072B2", "#BEBEBE");
    let colored: Vec<(String, i64, i64)> = rects(&svg)
        .into_iter()
        .filter(|(fill, _, _)| [stable, unstable, unsolvable, inconclusive].contains(&fill.as_str()))
        .collect();
    // The legend's four swatches, then the bars top to bottom (groups, then tools, natural
    // order), each split into its categories' segments in the order of the legend.
    let legend: Vec<&str> = colored[..4].iter().map(|r| r.0.as_str()).collect();
    assert_eq!(legend, [stable, unstable, unsolvable, inconclusive]);
    let bars = &colored[4..];
    let fills: Vec<&str> = bars.iter().map(|r| r.0.as_str()).collect();
    assert_eq!(
        fills,
        [stable, unsolvable, inconclusive, stable, unstable, stable, unsolvable],
        "A_&% cvc5 (1 stable, 1 unsolvable, 1 inconclusive), A_&% z3 (2 stable, 1 unstable), B#1 cvc5, B#1 z3"
    );
    let full = bars[5].2;
    assert!(full > 300, "a whole bar is most of the figure's width: {full}");
    assert_eq!(bars[6].2, full);
    let shares = [1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, 2.0 / 3.0, 1.0 / 3.0];
    for (k, share) in shares.iter().enumerate() {
        let expected = share * full as f64;
        assert!((bars[k].2 as f64 - expected).abs() <= 2.0, "segment {k}: width {} for {expected}", bars[k].2);
    }
    assert!((bars[0].1 - bars[3].1).abs() <= 1 && (bars[0].1 - bars[5].1).abs() <= 1, "bars start at one x");
}
