//! Tab. 6, 8, 9 on the hand-made results in tests/data/tables/shard1 + shard2 (groups A and B,
//! tools t1 and t2), with every expected number worked out by hand from the CSV rows.
//!
//! The data (M* batch unless said otherwise; "fail" = any verification outcome but verified; a
//! mutant the tool's front end rejected, type_error or parse_error, has no verification result:
//! it is in no measure but Tab. 6's exists_front_end):
//!
//! | seed | t1 seed  | t1 M* mutants                                   | t2 seed  | t2 M* mutants              |
//! |------|----------|-------------------------------------------------|----------|----------------------------|
//! | a1   | verified | 1 ok, 2 failed (S1 L3), 3 timeout (L5 G1), 4 ok  | verified | 3 failed (L5 G1), rest ok  |
//! |      |          | M_S1: 2 ok; M_L3: 1 failed; M_G2: 1 timeout     |          | M_L5: 1 failed             |
//! | a2   | verified | 4 ok; M_S1: 1 unknown                           | failed   | 1 ok, 2 failed, 3 failed, 4 parse_error |
//! | a3   | failed   | 1 ok, 2 failed, 3 failed                        | failed   | 3 failed                   |
//! | b1   | verified | 1 type_error (S3), 2-5 ok; enum_S1: 1 failed    | verified | 5 ok                       |
//! | b2   | timeout  | 2 timeouts                                      | verified | 1 timeout (S1), 2 ok       |
//! | b3   | verified | no M*; M_S2: 1 ok                               | verified | none                       |
//!
//! shard2 also repeats one t1 row identically (a1 M* 1) and one t1 row with the same outcome but
//! another time (b1 M* 5, 3.0 s → 3.5 s): both collapse, the later row wins.

use std::path::PathBuf;
use wobble::tables::index::Index;
use wobble::tables::load::{load, Duplicates, Row};
use wobble::tables::{tab6, tab8, tab9};

fn data(p: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tables").join(p)
}

fn rows() -> Vec<Row> {
    load(&[data("shard1"), data("shard2")], Duplicates::Error).expect("test data loads")
}

/// Asserts an optional percentage to 1e-9.
fn close(actual: Option<f64>, expected: Option<f64>, what: &str) {
    match (actual, expected) {
        (Some(a), Some(e)) => assert!((a - e).abs() < 1e-9, "{what}: {a} != {e}"),
        _ => assert_eq!(actual, expected, "{what}"),
    }
}

#[test]
fn merging_shards_drops_duplicates_and_keeps_the_later_row() {
    let rows = rows();
    // 32 rows in shard1, 27 in shard2 of which 2 repeat shard1 runs: 32 + 25.
    assert_eq!(rows.len(), 57);
    let b1_5: Vec<&Row> = rows
        .iter()
        .filter(|r| r.record.seed == "B/b1.bpl" && r.record.tool == "t1" && r.record.mutant == Some(5))
        .collect();
    assert_eq!(b1_5.len(), 1);
    assert_eq!(b1_5[0].record.time_s, 3.5);
    assert_eq!(b1_5[0].record.detail, "re-run after resume");
    assert_eq!(b1_5[0].origin.line, 3, "the row comes from shard2 line 3");
    // The row of the unknown batch is kept.
    assert!(rows.iter().any(|r| r.record.batch == "enum_S1"));
}

#[test]
fn tab6_matches_the_hand_computed_numbers() {
    let t = tab6::tab6(&Index::build(&rows()));
    let keys: Vec<(Option<&str>, &str)> = t.iter().map(|r| (r.group.as_deref(), r.tool.as_str())).collect();
    assert_eq!(
        keys,
        [(Some("A"), "t1"), (Some("A"), "t2"), (Some("B"), "t1"), (Some("B"), "t2"), (None, "t1"), (None, "t2")]
    );
    // (pass, ∃fail, %∃fail, mean %fail, mean %timeout, mean %fail over ∃fail, M_J counts S1..G2)
    type Expected = (usize, usize, Option<f64>, Option<f64>, Option<f64>, Option<f64>, [usize; 13]);
    let expected: [Expected; 6] = [
        // A/t1: passing a1, a2. a1: 2 of 4 fail (failed + timeout) = 50%, 1 of 4 timeouts = 25%;
        // a2: 0%. ∃fail = {a1} → 1/2 = 50%. means (50+0)/2 = 25, (25+0)/2 = 12.5; over ∃fail: 50.
        // M_J: a2's M_S1 unknown → S1; a1's M_L3 failed → L3; a1's M_G2 timeout → G2.
        (2, 1, Some(50.0), Some(25.0), Some(12.5), Some(50.0), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0]),
        // A/t2: passing a1 only: 1 of 4 fail = 25%, no timeouts; ∃fail 1/1 = 100%. M_L5 failed → L5.
        (1, 1, Some(100.0), Some(25.0), Some(0.0), Some(25.0), [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]),
        // B/t1: passing b1, b3 (b2 timed out). b1: its type_error mutant is rejected, not failing:
        // 0 of the 4 others fail = 0%; b3 has no M* mutants → not in the means. ∃fail {} → 0/2;
        // no mean over ∃fail seeds. The enum_S1 failure is ignored.
        (2, 0, Some(0.0), Some(0.0), Some(0.0), None, [0; 13]),
        // B/t2: passing b1, b2, b3. b1 0/5 = 0%; b2 1/2 = 50% (a timeout, so 50% timeouts).
        // ∃fail {b2} → 1/3 = 33.33%; means (0+50)/2 = 25 and 25; over ∃fail 50.
        (3, 1, Some(100.0 / 3.0), Some(25.0), Some(25.0), Some(50.0), [0; 13]),
        // all/t1: passing a1 a2 b1 b3; ∃fail {a1} → 1/4 = 25%; means over a1 a2 b1:
        // (50+0+0)/3 = 16.67, timeouts (25+0+0)/3 = 8.33; over ∃fail 50.
        (4, 1, Some(25.0), Some(50.0 / 3.0), Some(25.0 / 3.0), Some(50.0), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0]),
        // all/t2: passing a1 b1 b2 b3; ∃fail {a1, b2} → 50%; means over a1 b1 b2:
        // (25+0+50)/3 = 25, timeouts (0+0+50)/3 = 16.67; over ∃fail (25+50)/2 = 37.5.
        (4, 2, Some(50.0), Some(25.0), Some(50.0 / 3.0), Some(37.5), [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]),
    ];
    for (row, e) in t.iter().zip(expected) {
        let what = format!("{:?}/{}", row.group, row.tool);
        assert_eq!((row.pass, row.exists_fail), (e.0, e.1), "{what}");
        close(row.pct_exists_fail, e.2, &format!("{what} % ∃fail"));
        close(row.mean_pct_fail, e.3, &format!("{what} mean % fail"));
        close(row.mean_pct_timeout, e.4, &format!("{what} mean % timeout"));
        close(row.mean_pct_fail_exists, e.5, &format!("{what} mean % fail over ∃fail"));
        // Batches no row has (M_S3, M_L1, M_L2, M_L4, M_L6, M_G1, M_G3, M_G4) were not run: `None`
        // (`-`), not 0.
        let ran = [true, true, false, false, false, true, false, true, false, false, true, false, false];
        let expected: [Option<usize>; 13] = std::array::from_fn(|k| ran[k].then_some(e.6[k]));
        assert_eq!(row.exists_fail_by_op, expected, "{what} M_J");
        // The one passing seed with a rejected M* mutant: b1 under t1 (a2's parse_error mutant
        // belongs to a seed t2 does not verify).
        let front_end = usize::from(row.tool == "t1" && row.group.as_deref() != Some("A"));
        assert_eq!(row.exists_front_end, front_end, "{what} ∃front-end");
    }
}

#[test]
fn tab6_shows_batches_not_run_as_a_dash_and_a_manifest_batch_as_run() {
    let rows = rows();
    let table = tab6::table(&tab6::tab6(&Index::build(&rows)));
    let csv = table.to_csv();
    let all_t1 = csv.lines().find(|l| l.starts_with("all,t1,")).expect("all/t1 row");
    // M_S1 M_S2 ran (1, 0); M_S3 M_L1 M_L2 did not (-); M_L3 1; M_L4 -; M_L5 0; M_L6 M_G1 -; M_G2 1;
    // M_G3 M_G4 -; then # ∃front-end: b1 (1).
    assert!(all_t1.ends_with(",1,0,-,-,-,1,-,0,-,-,1,-,-,1"), "{all_t1}");
    let text = table.to_text();
    let line = text.lines().find(|l| l.starts_with("all") && l.contains("t1")).expect("text row");
    let cells: Vec<&str> = line.split_whitespace().collect();
    let ops = &cells[cells.len() - 14..cells.len() - 1];
    assert_eq!(ops, ["1", "0", "-", "-", "-", "1", "-", "0", "-", "-", "1", "-", "-"], "{line}");
    assert!(wobble::tables::latex::to_latex(&table).contains("& 1 & 0 & - & - & - & 1 & - & 0 & - & - & 1 & - & -"));
    assert!(wobble::report::html::table(&table).contains("<td class=\"num\">-</td>"));
    // A run whose manifest lists M_G1 had the batch (no mutant came out): 0, not `-`.
    let mut index = Index::build(&rows);
    index.add_batches(["M_G1".to_string()]);
    let all_t1 = tab6::tab6(&index).into_iter().find(|r| r.group.is_none() && r.tool == "t1").unwrap();
    assert_eq!(all_t1.exists_fail_by_op[9], Some(0));
}

#[test]
fn tab8_matches_the_hand_computed_numbers() {
    let t = tab8::tab8(&Index::build(&rows()));
    let (z, h, f) = (Some(0.0), Some(100.0), Some(50.0));
    // Columns S1 S2 S3 L1 L2 L3 L4 L5 L6 G1 G3 G4.
    let expected: [(usize, [Option<f64>; 12]); 6] = [
        // A/t1: failing M* mutants of passing seeds: a1#2 (S1 L3), a1#3 (L5 G1) → each 1/2.
        (2, [f, z, z, z, z, f, z, f, z, f, z, z]),
        // A/t2: a1#3 (L5 G1) → 100% each.
        (1, [z, z, z, z, z, z, z, h, z, h, z, z]),
        // B/t1: b1#1 (S3) is a type_error, rejected by the front end: F is empty.
        (0, [None; 12]),
        // B/t2: b2#1 (S1).
        (1, [h, z, z, z, z, z, z, z, z, z, z, z]),
        // all/t1: as A/t1.
        (2, [f, z, z, z, z, f, z, f, z, f, z, z]),
        // all/t2: a1#3 (L5 G1), b2#1 (S1): each 1/2.
        (2, [f, z, z, z, z, z, z, f, z, f, z, z]),
    ];
    assert_eq!(t.len(), 6);
    for (row, (n, pcts)) in t.iter().zip(expected) {
        let what = format!("{:?}/{}", row.group, row.tool);
        assert_eq!(row.failing_mutants, n, "{what}");
        for (k, (a, e)) in row.pct_by_op.iter().zip(pcts).enumerate() {
            close(*a, e, &format!("{what} op #{k}"));
        }
    }
}

#[test]
fn tab9_matches_the_hand_computed_numbers() {
    let t = tab9::tab9(&Index::build(&rows()));
    // (fail, ∃pass, %∃pass, mean %pass, mean %pass over ∃pass)
    type Expected = (usize, usize, Option<f64>, Option<f64>, Option<f64>);
    let expected: [Expected; 6] = [
        // A/t1: failing a3; 1 of 3 M* mutants verified → 33.33%.
        (1, 1, Some(100.0), Some(100.0 / 3.0), Some(100.0 / 3.0)),
        // A/t2: failing a2 (1 of its 3 verification results verified = 33.33%: its parse_error
        // mutant is no such result) and a3 (0 of 3): ∃pass 1/2; mean (33.33+0)/2.
        (2, 1, Some(50.0), Some(50.0 / 3.0), Some(100.0 / 3.0)),
        // B/t1: failing b2 (a timeout), both mutants time out: 0%; no ∃pass seed → empty mean.
        (1, 0, Some(0.0), Some(0.0), None),
        // B/t2: no failing seed: everything but the counts is undefined.
        (0, 0, None, None, None),
        // all/t1: a3 and b2: ∃pass 1/2; mean (33.33+0)/2 = 16.67; over ∃pass 33.33.
        (2, 1, Some(50.0), Some(50.0 / 3.0), Some(100.0 / 3.0)),
        // all/t2: a2 and a3, as A/t2.
        (2, 1, Some(50.0), Some(50.0 / 3.0), Some(100.0 / 3.0)),
    ];
    assert_eq!(t.len(), 6);
    for (row, e) in t.iter().zip(expected) {
        let what = format!("{:?}/{}", row.group, row.tool);
        assert_eq!((row.fail, row.exists_pass), (e.0, e.1), "{what}");
        close(row.pct_exists_pass, e.2, &format!("{what} % ∃pass"));
        close(row.mean_pct_pass, e.3, &format!("{what} mean % pass"));
        close(row.mean_pct_pass_exists, e.4, &format!("{what} mean % pass over ∃pass"));
    }
}

#[test]
fn a_groups_mapping_regroups_seeds() {
    use wobble::runner::groups::GroupMap;
    let mut rows = rows();
    // Move b3 (passing, no M* mutants) and a1 into a new group Z.
    let map = GroupMap::parse("B/b3.bpl,Z\nA/a1*,Z\n", std::path::Path::new("groups.txt")).unwrap();
    map.apply(&mut rows);
    let t = tab6::tab6(&Index::build(&rows));
    let z: Vec<&tab6::Tab6Row> = t.iter().filter(|r| r.group.as_deref() == Some("Z")).collect();
    assert_eq!(z.len(), 2);
    // Z/t1: a1 (50% fail) and b3 (no M*): pass 2, ∃fail 1, mean over a1 only.
    assert_eq!((z[0].tool.as_str(), z[0].pass, z[0].exists_fail), ("t1", 2, 1));
    close(z[0].mean_pct_fail, Some(50.0), "Z/t1 mean % fail");
    // A/t1 now holds only a2 (passing) and a3 (failing).
    let a = t.iter().find(|r| r.group.as_deref() == Some("A") && r.tool == "t1").unwrap();
    assert_eq!((a.pass, a.exists_fail), (1, 0));
    // The totals do not change.
    let all = t.iter().find(|r| r.group.is_none() && r.tool == "t1").unwrap();
    assert_eq!((all.pass, all.exists_fail), (4, 1));
}
