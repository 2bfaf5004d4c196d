//! `wobble table` end to end on the hand-made results in tests/data/tables (the numbers are
//! worked out in tests/tables_measures.rs): CSV files, text output, default output directory,
//! and the error cases (missing results.csv, malformed rows, conflicting duplicates).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn data(p: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tables").join(p)
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

const HEADER: &str = "seed,group,batch,mutant,chain,rng_seed,tool,tool_version,outcome,verified,errors,time_s,repeats,program_hash,path,detail";

#[test]
fn table_writes_the_three_tables_and_the_merged_runs() {
    let out = tempfile::tempdir().unwrap();
    let o = wobble(&["table", s(&data("shard1")), s(&data("shard2")), "--out", s(out.path()), "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(o.stdout.is_empty(), "csv format prints nothing");

    let tab6 = read(&out.path().join("tab6.csv"));
    let lines: Vec<&str> = tab6.lines().collect();
    assert_eq!(
        lines[0],
        "group,tool,pass,exists_fail,pct_exists_fail,mean_pct_fail,mean_pct_timeout,mean_pct_fail_exists,\
         exists_fail_M_S1,exists_fail_M_S2,exists_fail_M_S3,exists_fail_M_L1,exists_fail_M_L2,exists_fail_M_L3,\
         exists_fail_M_L4,exists_fail_M_L5,exists_fail_M_L6,exists_fail_M_G1,exists_fail_M_G2,exists_fail_M_G3,\
         exists_fail_M_G4,exists_front_end"
    );
    // Hand-computed in tests/tables_measures.rs; `-`: no row of batch M_J (not run). The last
    // column: b1's type_error mutant under t1 (a front-end rejection, in no other column).
    assert_eq!(
        &lines[1..],
        [
            "A,t1,2,1,50,25,12.5,50,1,0,-,-,-,1,-,0,-,-,1,-,-,0",
            "A,t2,1,1,100,25,0,25,0,0,-,-,-,0,-,1,-,-,0,-,-,0",
            "B,t1,2,0,0,0,0,,0,0,-,-,-,0,-,0,-,-,0,-,-,1",
            "B,t2,3,1,33.3333,25,25,50,0,0,-,-,-,0,-,0,-,-,0,-,-,0",
            "all,t1,4,1,25,16.6667,8.3333,50,1,0,-,-,-,1,-,0,-,-,1,-,-,1",
            "all,t2,4,2,50,25,16.6667,37.5,0,0,-,-,-,0,-,1,-,-,0,-,-,0",
        ]
    );

    let tab8 = read(&out.path().join("tab8.csv"));
    let lines: Vec<&str> = tab8.lines().collect();
    assert_eq!(
        lines[0],
        "group,tool,failing_mutants,pct_S1,pct_S2,pct_S3,pct_L1,pct_L2,pct_L3,pct_L4,pct_L5,pct_L6,pct_G1,pct_G3,\
         pct_G4"
    );
    assert_eq!(lines[1], "A,t1,2,50,0,0,0,0,50,0,50,0,50,0,0");
    assert_eq!(lines[5], "all,t1,2,50,0,0,0,0,50,0,50,0,50,0,0");

    let tab9 = read(&out.path().join("tab9.csv"));
    let lines: Vec<&str> = tab9.lines().collect();
    assert_eq!(lines[0], "group,tool,fail,exists_pass,pct_exists_pass,mean_pct_pass,mean_pct_pass_exists");
    assert_eq!(
        &lines[1..],
        [
            "A,t1,1,1,100,33.3333,33.3333",
            "A,t2,2,1,50,16.6667,33.3333",
            "B,t1,1,0,0,0,",
            "B,t2,0,0,,,",
            "all,t1,2,1,50,16.6667,33.3333",
            "all,t2,2,1,50,16.6667,33.3333",
        ]
    );

    let runs = read(&out.path().join("runs.csv"));
    let lines: Vec<&str> = runs.lines().collect();
    // Input files of the earlier 16 columns are read; the merged file has today's header.
    assert_eq!(lines[0], format!("{HEADER},queries,reused,level"));
    assert_eq!(lines.len(), 1 + 57);
    assert!(lines.iter().any(|l| l.starts_with("B/b1.bpl,B,enum_S1,1,")), "unknown batches stay in runs.csv");
    // runs.csv reads back as a results file with the same tables.
    let again = tempfile::tempdir().unwrap();
    let o = wobble(&["table", s(&out.path().join("runs.csv")), "--out", s(again.path()), "-q"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(read(&again.path().join("tab6.csv")), tab6);
}

/// The character columns where each heading ends (headings are separated by 2+ spaces).
fn heading_ends(line: &str) -> Vec<usize> {
    let chars: Vec<char> = line.chars().collect();
    let mut ends = Vec::new();
    for i in 0..chars.len() {
        let last = i + 1 == chars.len();
        let gap_follows = i + 2 < chars.len() && chars[i + 1] == ' ' && chars[i + 2] == ' ';
        if chars[i] != ' ' && (last || gap_follows) {
            ends.push(i);
        }
    }
    ends
}

#[test]
fn text_format_prints_aligned_tables_and_writes_no_file() {
    let out = tempfile::tempdir().unwrap();
    let o = wobble(&["table", s(&data("shard1")), s(&data("shard2")), "--format", "text", "--out", s(out.path())]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(std::fs::read_dir(out.path()).unwrap().count(), 0, "--format text writes no file");
    let text = String::from_utf8(o.stdout).unwrap();
    let blocks: Vec<&str> = text.split("\n\n").collect();
    assert_eq!(blocks.len(), 3, "one block per table:\n{text}");
    assert!(blocks[0].starts_with("Tab. 6"));
    assert!(blocks[1].starts_with("Tab. 8"));
    assert!(blocks[2].starts_with("Tab. 9"));

    // The title takes two lines here: the data has a front-end rejection, whose column it explains.
    let tab6: Vec<&str> = blocks[0].lines().skip(1).collect();
    assert!(tab6[0].starts_with("# ∃front-end: passing seeds with an M* mutant"), "{}", tab6[0]);
    assert!(tab6[1].starts_with("group  tool  # pass  # ∃fail  % ∃fail  avg % fail"), "{}", tab6[1]);
    assert!(tab6[2].chars().all(|c| c == '-'));
    // Every number ends in the column where its heading ends (numbers are right-aligned).
    let ends = heading_ends(tab6[1]);
    assert_eq!(ends.len(), 22);
    for row in &tab6[3..] {
        let chars: Vec<char> = row.chars().collect();
        for &e in &ends[2..] {
            assert!(chars.get(e).is_some_and(|c| *c != ' '), "row `{row}` has nothing at column {e}");
            assert!(chars.get(e + 1).is_none_or(|c| *c == ' '), "row `{row}` overflows column {e}");
        }
    }
    // Percentages are rounded, the group is printed once per block.
    assert_eq!(
        tab6[3].split_whitespace().take(8).collect::<Vec<_>>(),
        ["A", "t1", "2", "1", "50%", "25%", "13%", "50%"]
    );
    assert!(tab6[4].starts_with("   "), "repeated group left blank: `{}`", tab6[4]);
    assert!(tab6[4].trim_start().starts_with("t2"));
    assert!(tab6[7].starts_with("all"));
    // Undefined values are dashes.
    let tab9: Vec<&str> = blocks[2].lines().collect();
    assert_eq!(tab9[6].split_whitespace().collect::<Vec<_>>(), ["t2", "0", "0", "-", "-", "-"]);
}

#[test]
fn both_formats_and_the_default_output_directory() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(data("shard1/results.csv"), dir.path().join("results.csv")).unwrap();
    let o = wobble(&["table", s(dir.path()), "--format", "both", "-q"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("Tab. 9"));
    for f in ["tab6.csv", "tab8.csv", "tab9.csv", "runs.csv"] {
        assert!(dir.path().join(f).is_file(), "{f} written next to results.csv");
    }
    // Only t1 in shard1: one tool, rows A, B, all.
    assert_eq!(read(&dir.path().join("tab6.csv")).lines().count(), 4);
}

#[test]
fn groups_file_overrides_the_group_column() {
    let out = tempfile::tempdir().unwrap();
    let groups = out.path().join("groups.txt");
    std::fs::write(&groups, "# all seeds in one group\n*,Everything\n").unwrap();
    let o = wobble(&["table", s(&data("shard1")), "--groups", s(&groups), "--out", s(out.path()), "-q"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let tab6 = read(&out.path().join("tab6.csv"));
    let lines: Vec<&str> = tab6.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[1].starts_with("Everything,t1,4,1,25,16.6667,8.3333,50,"), "{}", lines[1]);
    assert!(lines[2].starts_with("all,t1,4,1,25,16.6667,8.3333,50,"), "{}", lines[2]);

    std::fs::write(&groups, "no comma\n").unwrap();
    let o = wobble(&["table", s(&data("shard1")), "--groups", s(&groups), "--out", s(out.path())]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("groups.txt:1: bad --groups line"), "{err}");
}

#[test]
fn a_directory_without_results_csv_is_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let o = wobble(&["table", s(dir.path())]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("no results.csv"), "{err}");
    let o = wobble(&["table", s(&dir.path().join("nope.csv"))]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no such file"));
}

#[test]
fn malformed_rows_name_their_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("results.csv");
    let cases = [
        // An unknown outcome on line 3.
        (
            format!("{HEADER}\ns.bpl,A,seed,,,1,t,v,verified,1,0,1.0,0,h,s.bpl,\ns.bpl,A,M*,1,S1(0),1,t,v,maybe,1,0,1.0,0,h,m.bpl,\n"),
            ":3: malformed row",
            "outcome",
        ),
        // A missing field on line 2.
        (format!("{HEADER}\ns.bpl,A,seed,,,1,t,v,verified,1,0,1.0,0,h,s.bpl\n"), ":2: malformed row", "15 fields, expected 16"),
        // Not a number on line 2.
        (format!("{HEADER}\ns.bpl,A,seed,,,1,t,v,verified,one,0,1.0,0,h,s.bpl,\n"), ":2: malformed row", "verified"),
        // An unknown operator in a chain on line 2.
        (format!("{HEADER}\ns.bpl,A,M*,1,X7(0),1,t,v,verified,1,0,1.0,0,h,s.bpl,\n"), ":2: malformed row", "X7"),
    ];
    for (text, place, detail) in cases {
        std::fs::write(&csv, text).unwrap();
        let o = wobble(&["table", s(dir.path()), "--out", s(dir.path())]);
        assert_eq!(o.status.code(), Some(2));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(&format!("{}{place}", csv.display())), "{err}");
        assert!(err.contains(detail), "{err}");
    }
    std::fs::write(&csv, "seed,group,outcome\ns,A,verified\n").unwrap();
    let o = wobble(&["table", s(&csv)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("missing column `batch`"));
}

#[test]
fn conflicting_duplicates_are_an_error_unless_last_is_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let (one, two) = (dir.path().join("one.csv"), dir.path().join("two.csv"));
    std::fs::write(&one, format!("{HEADER}\ns.bpl,A,seed,,,1,t,v,verified,1,0,1.0,0,h,s.bpl,\ns.bpl,A,M*,1,S1(0),1,t,v,verified,1,0,1.0,0,h,m.bpl,\n")).unwrap();
    std::fs::write(&two, format!("{HEADER}\ns.bpl,A,M*,1,S1(0),1,t,v,timeout,0,0,9.0,3,h,m.bpl,\n")).unwrap();
    let o = wobble(&["table", s(&one), s(&two), "--out", s(dir.path())]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("conflicting outcomes"), "{err}");
    assert!(err.contains(&format!("{}:3", one.display())) && err.contains(&format!("{}:2", two.display())), "{err}");

    let o = wobble(&["table", s(&one), s(&two), "--out", s(dir.path()), "--duplicates", "last", "-q"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    // The later row (a timeout) is kept: the one passing seed has 1 of 1 mutants failing.
    let tab6 = read(&dir.path().join("tab6.csv"));
    assert!(tab6.lines().nth(1).unwrap().starts_with("A,t,1,1,100,100,100,100,"), "{tab6}");
}

#[test]
fn help_documents_the_measures_and_files() {
    let o = wobble(&["table", "--help"]);
    assert_eq!(o.status.code(), Some(0));
    let help = String::from_utf8_lossy(&o.stdout);
    for needle in
        ["tab6.csv", "tab8.csv", "tab9.csv", "runs.csv", "--groups", "--format", "mean_pct_fail_exists", "Exit status"]
    {
        assert!(help.contains(needle), "help lacks {needle}:\n{help}");
    }
}

#[test]
fn a_seed_in_two_groups_or_a_group_named_all_is_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("results.csv");
    std::fs::write(
        &csv,
        format!("{HEADER}\ns.bpl,A,seed,,,1,t,v,verified,1,0,1.0,0,h,s.bpl,\ns.bpl,B,M*,1,S1(0),1,t,v,verified,1,0,1.0,0,h,m.bpl,\n"),
    )
    .unwrap();
    let o = wobble(&["table", s(dir.path())]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("seed `s.bpl` has rows in group `A`") && err.contains(&format!("{}:3", csv.display())),
        "{err}"
    );
    // A --groups file settles it.
    let groups = dir.path().join("g.txt");
    std::fs::write(&groups, "s.bpl,C\n").unwrap();
    let o = wobble(&["table", s(dir.path()), "--groups", s(&groups), "-q"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(read(&dir.path().join("tab6.csv")).lines().nth(1).unwrap().starts_with("C,t,1,0,0,0,0,,"));

    std::fs::write(&csv, format!("{HEADER}\ns.bpl,all,seed,,,1,t,v,verified,1,0,1.0,0,h,s.bpl,\n")).unwrap();
    let o = wobble(&["table", s(dir.path())]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains(":2: group name `all` is reserved"));
}
