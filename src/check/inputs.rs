//! What `wobble check` checks: the files named on its command line (directories walked for
//! `.bpl`, `.smt2` and `.smt` files), each split into **units**, every unit with its identity
//! (file and name), the source position a CI annotation points at, and its canonical hash.
//!
//! - A Boogie program (`.bpl`) gives one unit per verification condition (one per
//!   implementation), sampled as a typed query exactly as `wobble stability` samples it,
//!   extracted by the project's one extraction ([`crate::smt::solving::vcs::extract`]: one Boogie run per
//!   file through the log sink, or with the configured z3 when the sink is not found); its position is the
//!   line of the implementation (or of the procedure with a body) in the file. The file is
//!   parsed with wobble's parser first, so a syntax error is bad input at `FILE:LINE:COL`
//!   before any tool runs. A file Boogie rejects (a type error) or cannot extract is a
//!   [`Broken`] file: reported, and the other files go on.
//! - An SMT-LIB file gives one unit per check ([`crate::smt::text::unit`]), positioned at its check.
//!
//! The **canonical hash** of a unit is the SHA-256 of its text with Boogie's position qids and
//! skolem ids renumbered ([`crate::querylevel::canonical`]): a line shift elsewhere in the file
//! does not change it, any change to what the solver is asked does. What is sampled is the query
//! as extracted (or the unit as written).

use crate::error::{FileError, Result};
use crate::querylevel::canonical::canonical;
use crate::smt::solving::vcs::{self, Extraction};
use crate::smt::text::query::{text_hash, Dialect, Query};
use crate::smt::text::unit::{self, Unit};
use crate::stability::sampler::QueryError;
use crate::syntax::ast::DeclKind;
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// One unit to check.
#[derive(Clone, Debug)]
pub struct CheckUnit {
    /// The file as named (directories joined with the walked path).
    pub file: String,
    /// The VC's name (the implementation), `:boogie-vc-id`, or `FILE#TAG` (named by content:
    /// [`crate::smt::text::unit`]); unique within the file (the `k`-th unit of a repeated name gets
    /// `#k` appended).
    pub name: String,
    /// 1-based line (and column) an annotation points at.
    pub line: usize,
    pub column: usize,
    /// Hex SHA-256 of the canonical text.
    pub hash: String,
    /// What the solver is sent.
    pub target: Target,
}

/// What is sampled: a Boogie VC as a typed query (sampled exactly as `wobble stability` samples
/// it: the same perturbed texts for the same `--rng-seed`), or a unit of an SMT-LIB file.
#[derive(Clone, Debug)]
pub enum Target {
    Query(Query),
    Unit(Unit),
}

/// A file whose units could not be had: Boogie rejected it ([`QueryError::Rejected`]), or the
/// extraction failed ([`QueryError::Failed`]).
#[derive(Clone, Debug)]
pub struct Broken {
    pub file: String,
    pub error: QueryError,
}

/// A file found on the command line, before any tool runs.
#[derive(Clone, Debug)]
pub enum Input {
    /// A Boogie program, parsed: its text and each VC name's line.
    Boogie { file: String, program: ProgramText, lines: HashMap<String, usize> },
    /// An SMT-LIB file, split.
    Smt { file: String, units: Vec<Unit> },
}

/// Whether `path` names an SMT-LIB file.
pub fn is_smt(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "smt2" || e == "smt")
}

fn is_input(path: &Path) -> bool {
    is_smt(path) || path.extension().is_some_and(|e| e == "bpl")
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, out)?;
        } else if is_input(&path) {
            out.push(path);
        }
    }
    Ok(())
}

/// The files of `paths`: files as named (any extension but `.smt2`/`.smt` is read as Boogie),
/// directories walked for `.bpl`, `.smt2` and `.smt` files; sorted, each once. A path that does
/// not exist, or a directory without any such file, is bad input.
pub fn files(paths: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let before = out.len();
            walk(p, &mut out).map_err(|e| FileError::read(p, e))?;
            if out.len() == before {
                return crate::error::bad_input(format!(
                    "{}: no .bpl, .smt2 or .smt file in this directory",
                    p.display()
                ));
            }
        } else if p.is_file() {
            out.push(p.clone());
        } else {
            return crate::error::bad_input(format!("{}: no such file or directory", p.display()));
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

/// Reads and parses (Boogie) or splits (SMT-LIB) every file: any syntax error is bad input.
pub fn read(paths: &[PathBuf]) -> Result<Vec<Input>> {
    files(paths)?
        .into_iter()
        .map(|path| {
            let file = path.display().to_string();
            if is_smt(&path) {
                return Ok(Input::Smt { units: unit::read_file(&path)?, file });
            }
            let text = std::fs::read_to_string(&path).map_err(|e| FileError::read(&path, e))?;
            let ast = crate::syntax::parse_program(&text, &file)?;
            let name = path.file_name().map_or_else(|| "program.bpl".into(), |n| n.to_string_lossy().into_owned());
            Ok(Input::Boogie { file, program: ProgramText::single(name, text), lines: vc_lines(&ast) })
        })
        .collect()
}

/// The line of each implementation (by name), else of the procedure with a body.
fn vc_lines(program: &crate::syntax::ast::Program) -> HashMap<String, usize> {
    let mut lines = HashMap::new();
    for d in &program.decls {
        if let DeclKind::Implementation(i) = &d.kind {
            lines.entry(i.name.as_str().to_string()).or_insert(d.pos.line as usize);
        }
    }
    for d in &program.decls {
        if let DeclKind::Procedure(p) = &d.kind {
            if p.body.is_some() {
                lines.entry(p.name.as_str().to_string()).or_insert(d.pos.line as usize);
            }
        }
    }
    lines
}

/// The canonical hash of a query text.
pub fn canonical_hash(text: &str) -> String {
    text_hash(&canonical(text))
}

/// The position of the unit that `check` names `wanted` among units named `names` (in file
/// order): `n` is the first unit named `n`, `n#k` the `k`-th ([`unique_names`]). The one
/// resolver of unit names, for `check` and for `explain --query`.
pub fn resolve_unit(names: &[&str], wanted: &str) -> Option<usize> {
    unique_names(names.iter().map(|n| n.to_string()).collect()).iter().position(|n| n == wanted)
}

/// Keeps of `units` (in file order) only the one `check` names `wanted` ([`resolve_unit`]);
/// `false` (and `units` unchanged) when there is none.
pub fn keep_unit<T>(units: &mut Vec<T>, name_of: impl Fn(&T) -> &str, wanted: &str) -> bool {
    let names: Vec<&str> = units.iter().map(&name_of).collect();
    let Some(i) = resolve_unit(&names, wanted) else { return false };
    let chosen = units.swap_remove(i);
    *units = vec![chosen];
    true
}

/// Names made unique within a file: the second unit named `n` is `n#2`, the third `n#3` (by
/// occurrence, so a unit of another name inserted before them changes nothing).
pub fn unique_names(names: Vec<String>) -> Vec<String> {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    names
        .into_iter()
        .map(|n| {
            let count = seen.entry(n.clone()).or_insert(0);
            *count += 1;
            if *count == 1 {
                n
            } else {
                format!("{n}#{count}")
            }
        })
        .collect()
}

/// The units of an SMT-LIB file.
pub fn smt_units(file: &str, units: &[Unit]) -> Vec<CheckUnit> {
    let names = unique_names(units.iter().map(|u| u.name().to_string()).collect());
    units
        .iter()
        .zip(names)
        .map(|(u, name)| CheckUnit {
            file: file.to_string(),
            name,
            line: u.id.line,
            column: u.id.column,
            hash: canonical_hash(u.text()),
            target: Target::Unit(u.clone()),
        })
        .collect()
}

/// The units of a Boogie program from its VCs (`lines`: the implementations' lines; a VC
/// without one points at line 1).
pub fn boogie_units(file: &str, queries: Vec<Query>, lines: &HashMap<String, usize>) -> Vec<CheckUnit> {
    let names = unique_names(queries.iter().map(|q| q.name.clone()).collect());
    queries
        .into_iter()
        .zip(names)
        .map(|(mut query, name)| {
            let line = lines.get(&query.name).copied().unwrap_or(1);
            let hash = canonical_hash(&query.to_smtlib(Dialect::Z3, None));
            query.name = name.clone();
            CheckUnit { file: file.to_string(), line, column: 1, hash, name, target: Target::Query(query) }
        })
        .collect()
}

/// The VCs of `program` as Boogie logs them ([`crate::smt::solving::vcs::extract`]: one Boogie run with
/// the log sink as its prover when the sink is found, else with the configured z3; the
/// configuration's own arguments, so the queries keep the limits a run sends). Err: why there
/// are none: Boogie rejected the program, or the extraction failed.
pub fn extract(
    boogie: &BoogieVerifier,
    program: &ProgramText,
    timeout: Duration,
) -> std::result::Result<Vec<Query>, QueryError> {
    let dir = tempfile::tempdir().map_err(|e| QueryError::Failed(format!("cannot create a work directory: {e}")))?;
    let how = if crate::smt::solving::sink::locate().is_some() { Extraction::Cheap } else { Extraction::AsConfigured };
    vcs::extract(boogie, program, dir.path(), timeout, how).map(|e| e.queries).map_err(|e| match e {
        vcs::VcError::Rejected(_) => QueryError::Rejected(e.to_string()),
        _ => QueryError::Failed(e.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_names_get_their_occurrence() {
        let names = |ns: &[&str]| unique_names(ns.iter().map(|n| n.to_string()).collect());
        assert_eq!(names(&["a", "b", "a", "a"]), ["a", "b", "a#2", "a#3"]);
        assert_eq!(names(&["c", "a", "b", "a", "a"])[3..], ["a#2", "a#3"], "an insertion shifts nothing");
        let file = ["c", "a", "b", "a", "a"];
        assert_eq!(resolve_unit(&file, "a"), Some(1));
        assert_eq!(resolve_unit(&file, "a#2"), Some(3));
        assert_eq!(resolve_unit(&file, "a#3"), Some(4));
        assert_eq!(
            (resolve_unit(&file, "a#4"), resolve_unit(&file, "c#2"), resolve_unit(&file, "d")),
            (None, None, None)
        );
    }

    #[test]
    fn implementations_win_over_procedures_for_lines() {
        let src = "procedure P() { }\nprocedure Q();\n\nimplementation Q() { }\n";
        let ast = crate::syntax::parse_program(src, "t.bpl").unwrap();
        let lines = vc_lines(&ast);
        assert_eq!((lines["P"], lines["Q"]), (1, 4));
    }

    #[test]
    fn a_line_shift_keeps_the_canonical_hash() {
        let a = "(assert (forall ((x Int)) (! (> x 0) :qid |tbpl.3:15| :skolemid |4|)))\n(check-sat)\n";
        let b = "(assert (forall ((x Int)) (! (> x 0) :qid |tbpl.9:15| :skolemid |7|)))\n(check-sat)\n";
        let c = "(assert (forall ((x Int)) (! (> x 1) :qid |tbpl.9:15| :skolemid |7|)))\n(check-sat)\n";
        assert_eq!(canonical_hash(a), canonical_hash(b));
        assert_ne!(canonical_hash(a), canonical_hash(c));
    }
}
