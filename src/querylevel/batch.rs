//! Extracting the VCs of several programs in one Boogie process.
//!
//! Mono's start-up is about 0.4 s of every Boogie run (0.2 s with the AOT images `make tools`
//! writes), and on Dafny-sized programs parsing and VC generation are most of the rest; the solver
//! is the smaller part. Boogie's
//! `/verifySeparately` verifies each file named on its command line as a program of its own, in
//! one process, and with `/proverLog:F` writes the log of the k-th program that has VCs to
//! `F`, `F.1`, `F.2`, ... With the log sink ([`crate::smt::solving::sink`]) as its prover, one such run
//! extracts a batch of mutants for little more than the VC generation of each.
//!
//! Mapping logs to programs must not guess. Boogie prints, per program and in order, either its
//! summary line or `N ... errors detected in FILE`; a program has a log iff its summary counts
//! at least one VC. A batch whose output does not account for every program, or whose logs do
//! not match those counts, is discarded as a whole: its programs are extracted one by one.
//! A program of several files (an S3 mutant) is batched as one file ([`one_file`]): its files in
//! order, each after the first introduced by a `#line 1 "NAME"` directive, so that Boogie gives
//! every token the file name and position it has in the program's own file. The query level
//! checks once per run that such a file's queries are the program's own, in canonical text, before
//! it batches any (`QueryLevel`'s `joinable`).
//!
//! Only programs of one family (a seed's mutants) may share a batch: Boogie 2.4.1 carries state
//! from one program of a `/verifySeparately` run to the next. After a polymorphic (Dafny)
//! program, a monomorphic one's log gains the type encoding's declarations (`T@U`, `T@T`,
//! `UOrdering2`, ...), and a polymorphic program after monomorphic ones crashes Boogie. Mutants
//! of one seed share these, and the e2e test `querylevel` checks on seeds of both kinds that a
//! family's batched queries equal, in canonical text, those each program has alone.

use crate::smt::text::query::{split_prover_log_text, VcText};
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::{parse_summary, BoogieVerifier};
use std::path::Path;
use std::time::{Duration, Instant};

/// The log file name inside a batch's work directory.
pub const LOG: &str = "vcs.smt2";

/// One batch run: per program its queries (None: extract it alone), and the wall time.
pub struct BatchResult {
    pub queries: Vec<Option<Vec<VcText>>>,
    pub time_s: f64,
}

/// What Boogie's output says about one program of the batch, in order.
#[derive(Debug, PartialEq)]
enum Event {
    /// Its summary line: the number of VCs (every check answered, by the sink, `unsat`).
    Vcs(u32),
    /// Parse, resolution or type errors.
    Rejected,
}

/// The per-program events of a `/verifySeparately` run's output.
fn events(output: &str) -> Vec<Event> {
    output
        .lines()
        .filter_map(|l| {
            if let Some(s) = parse_summary(l) {
                Some(Event::Vcs(
                    s.verified + s.errors + s.inconclusive + s.time_outs + s.out_of_memory + s.out_of_resource,
                ))
            } else if l.contains(" errors detected in ") {
                Some(Event::Rejected)
            } else {
                None
            }
        })
        .collect()
}

/// The log file of the `k`-th program with VCs.
fn log_name(k: usize) -> String {
    if k == 0 {
        LOG.to_string()
    } else {
        format!("{LOG}.{k}")
    }
}

/// `program` as one file that Boogie reads as it reads the program's files in order: the first
/// file's text, then each further file's after a `#line 1 "NAME"` line (Boogie's scanner then
/// numbers its lines from 1 under that name, as when it reads the file itself). None for a
/// one-file program, or a file name that cannot stand in a directive.
pub fn one_file(program: &ProgramText) -> Option<ProgramText> {
    let (first, rest) = program.files.split_first()?;
    if rest.is_empty() {
        return None;
    }
    let mut text = first.text.clone();
    for f in rest {
        if f.name.contains(['"', '\n', '\r']) {
            return None;
        }
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(&format!("#line 1 \"{}\"\n", f.name));
        text.push_str(&f.text);
    }
    Some(ProgramText::single(first.name.clone(), text))
}

/// Extracts `programs` (single-file programs; others get None) in one Boogie run with `sink` as
/// its prover, inside `workdir` (an empty directory the caller owns), within `wall` of wall-clock
/// time; with `vc_limit`, Boogie gets it as `/timeLimit` before the configuration's arguments, as
/// a run does, so that the queries carry the limit a run sends. Each program is written under its
/// own name into its own folder, so that a seed and its mutants, printed under one name, log the
/// same file name in their quantifier ids.
pub fn extract_batch(
    boogie: &BoogieVerifier,
    sink: &Path,
    programs: &[&ProgramText],
    workdir: &Path,
    wall: Duration,
    vc_limit: Option<Duration>,
) -> BatchResult {
    let start = Instant::now();
    let none = |start: Instant| BatchResult {
        queries: programs.iter().map(|_| None).collect(),
        time_s: start.elapsed().as_secs_f64(),
    };
    let mut files = Vec::new();
    let mut slots = Vec::new();
    for (k, p) in programs.iter().enumerate() {
        if p.files.len() != 1 {
            continue;
        }
        let dir = workdir.join(format!("p{k}"));
        if std::fs::create_dir_all(&dir).is_err() || crate::verifiers::write_program(p, &dir).is_err() {
            return none(start);
        }
        files.push(format!("p{k}/{}", p.files[0].name));
        slots.push(k);
    }
    if files.is_empty() {
        return none(start);
    }
    let extra = ["/verifySeparately".to_string(), format!("/proverLog:{LOG}")];
    let Ok(out) = boogie.run_with_prover(sink, &files, workdir, wall, vc_limit, &extra) else { return none(start) };
    if out.timed_out {
        return none(start);
    }
    let ev = events(&out.combined());
    if ev.len() != slots.len() {
        return none(start);
    }
    let mut queries: Vec<Option<Vec<VcText>>> = programs.iter().map(|_| None).collect();
    let mut next_log = 0;
    for (&k, e) in slots.iter().zip(&ev) {
        let Event::Vcs(n) = e else { continue };
        if *n == 0 {
            queries[k] = Some(Vec::new());
            continue;
        }
        let parsed = std::fs::read_to_string(workdir.join(log_name(next_log)))
            .ok()
            .and_then(|log| split_prover_log_text(&log).ok());
        next_log += 1;
        match parsed {
            Some(q) if q.len() == *n as usize => queries[k] = Some(q),
            // A log that does not match its program's count: the mapping is not to be trusted.
            _ => return none(start),
        }
    }
    if workdir.join(log_name(next_log)).exists() {
        return none(start);
    }
    BatchResult { queries, time_s: start.elapsed().as_secs_f64() }
}

/// Extracts one program (of any number of files, which Boogie reads as one program) with `sink`
/// as its prover, inside `workdir` (`wall` and `vc_limit` as for [`extract_batch`]). None when
/// Boogie rejects it, fails, or its log does not match its summary.
pub fn extract_alone(
    boogie: &BoogieVerifier,
    sink: &Path,
    program: &ProgramText,
    workdir: &Path,
    wall: Duration,
    vc_limit: Option<Duration>,
) -> Option<Vec<VcText>> {
    let files = crate::verifiers::write_program(program, workdir).ok()?;
    let names: Vec<String> =
        files.iter().filter_map(|f| f.file_name()).map(|n| n.to_string_lossy().into_owned()).collect();
    let out = boogie.run_with_prover(sink, &names, workdir, wall, vc_limit, &[format!("/proverLog:{LOG}")]).ok()?;
    if out.timed_out {
        return None;
    }
    let n = match events(&out.combined()).as_slice() {
        [Event::Vcs(n)] => *n as usize,
        _ => return None,
    };
    if n == 0 {
        return Some(Vec::new());
    }
    let q = split_prover_log_text(&std::fs::read_to_string(workdir.join(LOG)).ok()?).ok()?;
    (q.len() == n).then_some(q)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_file_introduces_each_further_file_by_a_line_directive() {
        let p = ProgramText {
            files: vec![
                crate::syntax::source::SourceFile { name: "a.bpl".into(), text: "const x: int;".into() },
                crate::syntax::source::SourceFile { name: "a.part1.bpl".into(), text: "const y: int;\n".into() },
            ],
        };
        let one = one_file(&p).expect("joined");
        assert_eq!(one.files.len(), 1);
        assert_eq!(one.files[0].name, "a.bpl");
        assert_eq!(one.files[0].text, "const x: int;\n#line 1 \"a.part1.bpl\"\nconst y: int;\n");
        assert!(one_file(&ProgramText::single("a.bpl", "")).is_none(), "one file needs no joining");
    }

    #[test]
    fn events_follow_programs_in_order() {
        let out = "Boogie program verifier version 2.4.1.10503, Copyright (c) 2003-2014, Microsoft.\n\n\
            Boogie program verifier finished with 1 verified, 0 errors\n\
            p1/a.bpl(1,18): error: invalid AttributeOrTrigger\n1 parse errors detected in p1/a.bpl\n\n\
            Boogie program verifier finished with 0 verified, 0 errors\n\
            2 type checking errors detected in p3/a.bpl\n\
            Prover error: line 18 column 28: unknown parameter 'model_compress'\n\
            Boogie program verifier finished with 3 verified, 1 error, 1 time out\n";
        assert_eq!(events(out), vec![Event::Vcs(1), Event::Rejected, Event::Vcs(0), Event::Rejected, Event::Vcs(5)]);
        assert_eq!((log_name(0).as_str(), log_name(2).as_str()), ("vcs.smt2", "vcs.smt2.2"));
    }
}
