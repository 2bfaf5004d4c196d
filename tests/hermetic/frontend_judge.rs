//! wobble's judgement of well-formedness (`syntax::wellformed`), which decides whether a mutant
//! that a tool rejects is a `front-end` finding or a wobble bug. It must accept every seed, every
//! mutant that any operator makes of any seed (one it refused would be an ill-formed mutant: a
//! wobble bug), the chains of Algorithm 1, and the real-world programs Boogie 2.4.1 accepts. The
//! e2e test `frontend_judge_agrees_with_boogie` holds its refusals against the real Boogie.

use crate::common::{bpl_files, corpus_dir};
use std::path::{Path, PathBuf};
use wobble::generation::{generate, GenParams};
use wobble::mutation::{operator, OpName, Variant};
use wobble::syntax::ast::Program;
use wobble::syntax::source::ProgramText;
use wobble::syntax::wellformed::{judge, judge_parsed};
use wobble::syntax::{parse_program, print_program};

fn seeds() -> Vec<(PathBuf, Program)> {
    let files = bpl_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds"));
    assert!(files.len() > 50, "the seeds should be there ({} found)", files.len());
    files
        .into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).unwrap();
            let p = parse_program(&text, &f.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
            (f, p)
        })
        .collect()
}

/// Judges the files of `v` as wobble writes them (`m.bpl`, `m.part1.bpl`, ...).
fn judge_variant(v: &Variant) -> Result<(), String> {
    let programs = v.to_programs();
    let names: Vec<String> = (0..programs.len()).map(|k| Variant::file_name("m", k)).collect();
    let files: Vec<(&str, &Program)> = names.iter().map(String::as_str).zip(&programs).collect();
    judge_parsed(&files).map_err(|e| e.to_string())
}

#[test]
fn frontend_judge_accepts_every_seed_as_text() {
    for (f, p) in seeds() {
        let text = ProgramText::single("seed.bpl", print_program(&p));
        judge(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
    }
}

/// Up to this many sites per operator and seed, spread over the seed's sites; fewer in the large
/// (Dafny) seeds, whose every judgement reads thousands of lines.
const SITES_PER_OPERATOR: usize = 12;
const SITES_PER_OPERATOR_LARGE: usize = 3;
/// A seed with more declarations than this is large.
const LARGE: usize = 150;

#[test]
fn frontend_judge_accepts_every_operators_mutants_of_every_seed() {
    let mut judged = [0usize; OpName::ALL.len()];
    for (f, p) in seeds() {
        let per_operator = if p.decls.len() > LARGE { SITES_PER_OPERATOR_LARGE } else { SITES_PER_OPERATOR };
        let v = Variant::from_program(p);
        for op in OpName::ALL {
            let o = operator(op);
            let n = o.count_sites(&v);
            let step = n.div_ceil(per_operator).max(1);
            for k in (0..n).step_by(step) {
                let site = o.nth_site(&v, k).unwrap_or_else(|| panic!("{}: {op} site {k} of {n}", f.display()));
                let m = o.apply(&v, &site).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
                judge_variant(&m).unwrap_or_else(|e| {
                    panic!("{}: wobble's judge refuses {op}({site}), an ill-formed mutant: {e}", f.display())
                });
                judged[op.index()] += 1;
            }
        }
    }
    // Every operator that has sites in Boogie 2.4.1's language was tried (G3, G4 need `uses`
    // clauses: seeds/current has them).
    for op in OpName::ALL {
        assert!(judged[op.index()] > 0, "no mutant of {op} was judged");
    }
}

#[test]
fn frontend_judge_accepts_every_chain_of_algorithm_1() {
    for (f, p) in seeds() {
        let g = generate(&p, "frontend-judge", &GenParams::new(12, 7));
        for m in &g.mutants {
            judge_variant(&m.variant).unwrap_or_else(|e| {
                panic!("{}: wobble's judge refuses mutant {} ({}): {e}", f.display(), m.index, m.chain)
            });
        }
    }
}

#[test]
fn frontend_judge_accepts_the_corpus_programs_boogie_accepts() {
    let Some(corpus) = corpus_dir() else { return };
    let listed = std::fs::read_to_string(corpus.join("corral-typechecks.txt")).unwrap();
    let names: Vec<&str> = listed.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    assert!(names.len() >= 40, "corral-typechecks.txt lists {} files", names.len());
    for name in names {
        let file = corpus.join("corral").join(name);
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        judge(&ProgramText::single(name, text)).unwrap_or_else(|e| panic!("Boogie 2.4.1 accepts {name}: {e}"));
    }
}
