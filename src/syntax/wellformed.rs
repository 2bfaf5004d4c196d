//! wobble's own judgement of whether a program is well-formed, for a mutant that a tool's front
//! end rejected although it accepted the seed: either the tool's front end is at fault (a
//! `front-end` finding) or wobble made an ill-formed mutant (a wobble bug, never a verdict).
//!
//! A program is well-formed here when every file parses with wobble's parser (which keeps
//! Boogie's rules of operator mixing and placement), every name resolves
//! ([`super::resolve::check_named_files`]), no name is declared twice in one namespace and scope
//! ([`super::resolve::check_duplicates`]), and the type rules that the mutation operators can
//! break hold ([`super::typing`]). That is sound for what the operators change: they move, split
//! and join what a seed that Boogie accepted already has, and the only things they make (a
//! conjunction of two clauses, a negated condition, a `true` clause, an implementation with its
//! procedure's signature, a declaration in another file) are checked in full. It is not a
//! Boogie front end for arbitrary programs: a program no operator made can break a rule that is
//! not checked here.

use super::ast::Program;
use super::resolve::{self, DuplicateError, ResolveError};
use super::source::ProgramText;
use super::typing::{self, TypeError};
use super::{parse_program, ParseError};

/// Why a program is not well-formed; each names its file and position.
#[derive(Debug, thiserror::Error)]
pub enum IllFormed {
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error(transparent)]
    Resolve(#[from] ResolveError),
    #[error(transparent)]
    Duplicate(#[from] DuplicateError),
    #[error(transparent)]
    Type(#[from] TypeError),
}

/// Judges `program` (its files verified together) by the rules of the module doc.
pub fn judge(program: &ProgramText) -> Result<(), IllFormed> {
    let parsed: Vec<(&str, Program)> = program
        .files
        .iter()
        .map(|f| parse_program(&f.text, &f.name).map(|p| (f.name.as_str(), p)))
        .collect::<Result<_, _>>()?;
    let files: Vec<(&str, &Program)> = parsed.iter().map(|(n, p)| (*n, p)).collect();
    judge_parsed(&files)
}

/// [`judge`] after parsing: the files of a program as ASTs, each with its name.
pub fn judge_parsed(files: &[(&str, &Program)]) -> Result<(), IllFormed> {
    resolve::check_named_files(files)?;
    resolve::check_duplicates(files)?;
    typing::check_named_files(files)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::source::SourceFile;

    fn judged(files: &[(&str, &str)]) -> Result<(), String> {
        let program = ProgramText {
            files: files.iter().map(|(n, t)| SourceFile { name: n.to_string(), text: t.to_string() }).collect(),
        };
        judge(&program).map_err(|e| e.to_string())
    }

    #[test]
    fn a_polymorphic_call_above_the_procedure_is_well_formed() {
        // Boogie 2.4.1 rejects this order (`type variable must occur in types of given
        // arguments`) and accepts the reverse one: a front-end finding, not an ill-formed program.
        let text = "implementation main() { call upd(3); }\nprocedure main();\nprocedure upd<T>(v: T);\n";
        assert_eq!(judged(&[("m.bpl", text)]), Ok(()));
    }

    #[test]
    fn each_kind_of_fault_names_its_file_and_position() {
        let cases = [
            (vec![("a.bpl", "procedure p() { assert true }")], "a.bpl:1:"),
            (
                vec![("a.bpl", "procedure p();"), ("a.part1.bpl", "implementation q() {}")],
                "a.part1.bpl:1:1: undeclared",
            ),
            (
                vec![("a.bpl", "const x: int;"), ("b.bpl", "var x: bool;")],
                "b.bpl:1:1: more than one declaration of variable `x`",
            ),
            (
                vec![("a.bpl", "procedure p() { L: assume true; L: assume true; }")],
                "more than one declaration of label `L`",
            ),
            (vec![("a.bpl", "procedure p(x: int) returns (x: int);")], "more than one declaration of variable `x`"),
            (vec![("a.bpl", "axiom (forall y: int, y: int :: true);")], "more than one declaration of variable `y`"),
            (
                vec![("a.bpl", "function f(): int;\nprocedure f();")],
                "a.bpl:2:1: more than one declaration of function/procedure `f`",
            ),
            (vec![("a.bpl", "procedure p(x: int) { if (!(x)) {} }")], "a.bpl:1:"),
        ];
        for (files, want) in cases {
            let got = judged(&files).expect_err(want);
            assert!(got.contains(want), "want `{want}` in `{got}`");
        }
        // Shadowing and several implementations are Boogie's to allow.
        for ok in [
            "const x: int; procedure p() { var x: bool; }",
            "procedure p(); implementation p() {} implementation p() {}",
            "type T; const T: int;",
            "var f: int; function f(): int;",
        ] {
            assert_eq!(judged(&[("a.bpl", ok)]), Ok(()), "{ok}");
        }
    }
}
