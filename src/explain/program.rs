//! A Boogie subject as explain reads it: the file's name as Boogie sees it, its text and AST
//! ([`Boogie::read`]), its VCs as units, extracted once ([`Boogie::units`]), and the declarations
//! the passing runs' unsat cores come from ([`core_declarations`]).

use super::program_edits::Source;
use crate::error::{bad_input, BadInput, FileError, Result};
use crate::smt::solving::vcs::Extractor;
use crate::smt::text::query::Dialect;
use crate::smt::text::unit::Unit;
use crate::stability::program::program_queries;
use crate::syntax::ast::Program;
use crate::syntax::parse_program;
use crate::syntax::source::ProgramText;
use std::collections::BTreeSet;
use std::path::Path;

/// A Boogie subject: the file's name as Boogie sees it, its text and AST.
pub struct Boogie {
    pub name: String,
    pub text: String,
    pub program: Program,
}

impl Boogie {
    /// Reads and parses `path` (`flag` names it in errors); a wobble mutant header is a comment.
    pub fn read(path: &Path, flag: &str) -> Result<Boogie> {
        if !path.is_file() {
            return bad_input(format!("{flag}{} is not a file", path.display()));
        }
        let text = std::fs::read_to_string(path).map_err(|e| FileError::read(path, e))?;
        let file = path.display().to_string();
        let program = parse_program(&text, &file).map_err(|e| BadInput(format!("{flag}{e}")))?;
        let name = path.file_name().map_or_else(|| "program.bpl".into(), |n| n.to_string_lossy().into_owned());
        Ok(Boogie { name, text, program })
    }

    /// The subject at `path`, read and parsed (errors name the file only).
    pub fn subject(path: &Path) -> Result<Boogie> {
        let text = std::fs::read_to_string(path).map_err(|e| FileError::read(path, e))?;
        let program = parse_program(&text, &path.display().to_string())?;
        let name = path.file_name().map_or_else(|| "program.bpl".into(), |n| n.to_string_lossy().into_owned());
        Ok(Boogie { name, text, program })
    }

    /// Its VCs as units, extracted once.
    pub fn units(&self, extractor: &Extractor, file: &str) -> Result<Vec<Unit>> {
        let queries = program_queries(
            &extractor.boogie,
            file,
            &ProgramText::single(self.name.clone(), self.text.clone()),
            extractor.timeout,
        )?;
        let mut units = Vec::new();
        for q in &queries {
            let u = Unit::single(&q.name, &q.to_smtlib(Dialect::Z3, None))
                .map_err(|e| BadInput(format!("{file}: VC {} could not be read back: {e}", q.name)))?;
            units.push(u);
        }
        Ok(units)
    }

    /// The file as repairs see it, reported as `file`.
    pub fn source<'a>(&'a self, file: &'a str) -> Source<'a> {
        Source { name: &self.name, text: &self.text, program: &self.program, file }
    }
}

/// The declarations (indices in `program.decls`, a file Boogie saw as `name`) that the united
/// cores `unions` of the queries `explained` come from, and how many cores they unite; `None`
/// when an explained query has no core (its needs are unknown).
pub fn core_declarations(
    program: &Program,
    name: &str,
    units: &[Unit],
    unions: &[(String, Vec<usize>, usize)],
    explained: &[String],
) -> Option<(BTreeSet<usize>, usize)> {
    let (mut named, mut cores) = (BTreeSet::new(), 0);
    for q in explained {
        let (_, union, n) = unions.iter().find(|(u, _, _)| u == q)?;
        let unit = units.iter().find(|u| u.name() == q)?;
        let assertions = unit.assertions();
        let qids = union.iter().filter_map(|&i| assertions.get(i)).map(|a| a.qids.as_slice());
        named.extend(crate::smt::text::origin::origins(program, name, qids).0.into_iter().map(|(_, s)| s.decl));
        cores += n;
    }
    Some((named, cores))
}
