//! Issue 27, one vocabulary across subcommands (no verifier needed): `--out` everywhere (`parse`
//! and `translate` keep `-o` and the old `--output`), `-j` refused where it does nothing, and the
//! help says why `--confirm-timeouts` differs between `fuzz` and `campaign`.

use crate::common::cli::wobble_run;

const GOOD: &str = "procedure P(x: int) returns (y: int)\n  ensures y > x;\n{\n  y := x + 1;\n}\n";

#[test]
fn parse_and_translate_take_out_and_keep_o_and_output() {
    let tmp = tempfile::tempdir().unwrap();
    let seed = tmp.path().join("p.bpl");
    std::fs::write(&seed, GOOD).unwrap();
    let p = seed.to_str().unwrap();
    for cmd in ["parse", "translate"] {
        for flag in ["--out", "-o", "--output"] {
            let target = tmp.path().join(format!("{cmd}{flag}.txt"));
            let (code, stdout, err) = wobble_run(&[cmd, p, flag, target.to_str().unwrap()]);
            assert_eq!(code, 0, "{cmd} {flag}: {err}");
            assert!(stdout.is_empty(), "{cmd} {flag} writes the file, not stdout: {stdout}");
            let text = std::fs::read_to_string(&target).unwrap();
            assert!(text.contains('P'), "{cmd} {flag}: {text}");
        }
        let (_, help, _) = wobble_run(&[cmd, "--help"]);
        assert!(help.contains("-o, --out <FILE>"), "{cmd} --help shows --out:\n{help}");
        assert!(!help.contains("--output"), "{cmd} --help hides the old name:\n{help}");
    }
    let (code, _, err) = wobble_run(&["parse", p, "--check", "--out", "x"]);
    assert_eq!(code, 2);
    assert!(err.contains("--out cannot be combined with --check"), "{err}");
}

#[test]
fn jobs_is_refused_where_it_does_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let seed = tmp.path().join("p.bpl");
    std::fs::write(&seed, GOOD).unwrap();
    let p = seed.to_str().unwrap();
    for args in
        [vec!["-j", "2", "parse", p], vec!["show", p, "-j", "2"], vec!["table", "tests/data/tables/shard1", "-j", "1"]]
    {
        let (code, _, err) = wobble_run(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("-j/--jobs") && err.contains("runs nothing in parallel"), "{args:?}: {err}");
    }
    // Where it does something it is accepted (mutate generates in parallel).
    let out = tmp.path().join("m");
    let (code, _, err) = wobble_run(&["-j", "2", "mutate", p, "--count", "2", "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn confirm_timeouts_help_says_why_fuzz_and_campaign_differ() {
    // Help text is wrapped: compare with single spaces.
    let help = |cmd: &str| wobble_run(&[cmd, "--help"]).1.split_whitespace().collect::<Vec<_>>().join(" ");
    let (fuzz, campaign, mutate) = (help("fuzz"), help("campaign"), help("mutate"));
    assert!(fuzz.contains("Why 2 here and 9 in `campaign`"), "{fuzz}");
    assert!(campaign.contains("the paper ran a timed-out program 10 times in all, which is K = 9"), "{campaign}");
    assert!(campaign.contains("--confirm-timeouts <K>") && campaign.contains("[default: 9]"), "{campaign}");
    assert!(mutate.contains("[default: 1]") && mutate.contains("[default: M*]"), "{mutate}");
}

#[test]
fn level_help_says_why_fuzz_and_campaign_differ() {
    let help = |cmd: &str| wobble_run(&[cmd, "--help"]).1.split_whitespace().collect::<Vec<_>>().join(" ");
    let (fuzz, campaign) = (help("fuzz"), help("campaign"));
    assert!(fuzz.contains("[default: smt]") && fuzz.contains("tables are Boogie-level"), "{fuzz}");
    assert!(campaign.contains("[default: boogie]") && campaign.contains("`fuzz` defaults to `smt`"), "{campaign}");
}
