//! The seed corpus with the real Boogie: every seed verifies within 20 s (those under
//! `seeds/failing/` fail, as intended; one with its own `{:rlimit}` runs out of it), and Boogie
//! reads wobble's pretty-printed version of every seed as exactly the same program: Boogie's own
//! `/print` of the printed form (after parsing, with `/noVerify`) is line for line that of the
//! original. This is stronger than comparing the two forms' verdicts (which agreed whenever the
//! programs did, and could also differ by z3's sensitivity to the line numbers in quantifier
//! names) and needs no second proof. A timeout counts only if it happens three times in a row
//! (spurious hangs of the mono/Z3 stack exist). Seeds under `seeds/unstable/` are only printed
//! and compared: their verdict depends on Z3's random seed by design
//! (seeds/unstable/MEASUREMENTS.md), so they are excluded from "must verify". Seeds under
//! `seeds/current/` are skipped: Boogie 2.4.1 does not accept their language.

use crate::common;

use rayon::prelude::*;
use std::path::Path;
use std::process::Command;
use std::time::Duration;
use wobble::runner::config::resolve_tools;
use wobble::syntax::source::ProgramText;
use wobble::syntax::{parse_program, print_program};
use wobble::verifiers::Outcome;

/// Boogie's own print of `text` (parsed and resolved, not verified), without its two header
/// comment lines (the version and the command line, which names the file).
fn boogie_print(text: &str, name: &str) -> Result<String, String> {
    let dir = tempfile::tempdir().expect("tempdir");
    let (input, out) = (dir.path().join(name), dir.path().join("printed.bpl"));
    std::fs::write(&input, text).expect("write the program");
    let o = Command::new("boogie")
        .arg("/noVerify")
        .arg(format!("/print:{}", out.display()))
        .arg(&input)
        .output()
        .map_err(|e| format!("boogie: {e}"))?;
    let printed = std::fs::read_to_string(&out)
        .map_err(|_| format!("Boogie printed nothing: {}", String::from_utf8_lossy(&o.stdout)))?;
    Ok(printed.lines().filter(|l| !l.starts_with("// ")).collect::<Vec<_>>().join("\n"))
}

// Slow (issue 51): one proof and two `/noVerify` prints (0.2 s of mono start-up each) for every
// seed of ours; the point is that it covers every seed.
#[test]
fn every_seed_verifies_and_boogie_reads_its_printed_form_as_the_same_program() {
    if !common::require_tool("boogie") {
        return;
    }
    // Seeds in the current language (seeds/current/) need a Boogie newer than 2.4.1.
    let files: Vec<_> = common::bpl_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds"))
        .into_iter()
        .filter(|f| !common::is_current_language(f))
        .collect();
    assert!(files.len() >= 30, "expected at least 30 seeds, found {}", files.len());
    let boogie = resolve_tools("boogie", None).expect("boogie configured").remove(0);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().expect("pool");
    let problems: Vec<String> = pool.install(|| {
        files
            .par_iter()
            .filter_map(|f| {
                let text = std::fs::read_to_string(f).expect("seed readable");
                let name = f.file_name().unwrap().to_string_lossy().into_owned();
                let program = match parse_program(&text, &f.to_string_lossy()) {
                    Ok(p) => p,
                    Err(e) => return Some(format!("{}: parse error: {e}", f.display())),
                };
                let printed = print_program(&program);
                match (boogie_print(&text, &name), boogie_print(&printed, &name)) {
                    (Ok(a), Ok(b)) if a == b && !a.trim().is_empty() => {}
                    (Ok(a), Ok(b)) => {
                        let at = a.lines().zip(b.lines()).position(|(x, y)| x != y);
                        let line = |t: &str| at.and_then(|i| t.lines().nth(i)).unwrap_or("").to_string();
                        return Some(format!(
                            "{}: Boogie reads the printed form otherwise: `{}` became `{}`",
                            f.display(),
                            line(&a),
                            line(&b)
                        ));
                    }
                    (Err(e), _) | (_, Err(e)) => return Some(format!("{}: {e}", f.display())),
                }
                if f.components().any(|c| c.as_os_str() == "unstable") {
                    return None;
                }
                // A timeout is confirmed by running again, as `wobble fuzz` does: the Boogie/mono/Z3
                // stack occasionally hangs on a program it verifies in a second.
                let run = |t: &str| {
                    let mut r = None;
                    for _ in 0..3 {
                        let dir = tempfile::tempdir().expect("tempdir");
                        let res = boogie.verify(
                            &ProgramText::single(name.clone(), t.to_string()),
                            dir.path(),
                            Duration::from_secs(20),
                        );
                        let timed_out = res.outcome == Outcome::Timeout;
                        r = Some(res);
                        if !timed_out {
                            break;
                        }
                    }
                    r.expect("at least one run")
                };
                let original = run(&text);
                let meant_to_fail = f.components().any(|c| c.as_os_str() == "failing");
                // A failing seed with its own resource limit (heap_bump_swapped.bpl: a matching
                // loop) fails by running out of it, on any machine.
                let expected = match (meant_to_fail, text.contains("{:rlimit ")) {
                    (true, true) => Outcome::OutOfResource,
                    (true, false) => Outcome::Failed,
                    (false, _) => Outcome::Verified,
                };
                if original.outcome != expected {
                    return Some(format!(
                        "{}: expected {expected}, got {} ({})",
                        f.display(),
                        original.outcome,
                        original.detail
                    ));
                }
                None
            })
            .collect()
    });
    assert!(problems.is_empty(), "{} seed problem(s):\n{}", problems.len(), problems.join("\n"));
}
