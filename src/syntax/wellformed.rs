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
    fn grouped_argument_lists_declare_every_name() {
        // Boogie's `IdsTypeWheres`: `a, b: T` declares both, in every list of typed names; in a
        // function's arguments a bare identifier before a named argument is a name with the next
        // type (`(r1, r2: ref)`), and with no named argument at all a type (`(ref, ref)`).
        let text = "type ref;
            const unique c1, c2: ref;
            var g1, g2: int;
            function ref_rank_leq(r1, r2: ref): bool { r1 == r2 }
            function mix({:a} i, j: int, b: bool, x, y: ref): bool { b && i + j > 0 && x != y }
            function pair(ref, ref): bool;
            axiom (forall o1, o2: ref, k, l: int :: ref_rank_leq(o1, o2) ==> mix(k, l, true, o1, o2));
            axiom (forall x: ref :: pair(x, x));
            procedure p(x, y: ref, n, m: int) returns (r, s: bool);
              requires ref_rank_leq(x, y) && n < m;
              ensures r == s;
            implementation p(x2, y2: ref, n2, m2: int) returns (r2, s2: bool) {
              var t1, t2: bool;
              t1, t2 := ref_rank_leq(x2, y2), g1 < g2;
              r2, s2 := t1, t1;
            }";
        assert_eq!(judged(&[("g.bpl", text)]), Ok(()));
        // The issue's case: the function's arguments were taken for types.
        let issue = "type ref; function ref_rank_leq(r1, r2: ref): bool; axiom ref_rank_leq(c, c); const c: ref;";
        assert_eq!(judged(&[("i.bpl", issue)]), Ok(()));
        // A name used that no list declares is still refused.
        let got = judged(&[("u.bpl", "type ref; function f(r1, r2: ref): bool { r3 == r1 }")]);
        assert!(got.is_err_and(|e| e.contains("undeclared variable or constant `r3`")));
        // Boogie 2.4.1 leaves a grouped name out of the duplicate check (it accepts
        // `function f(a, a: int)`), a typed one not.
        assert_eq!(judged(&[("d.bpl", "function f(a, a: int): int;")]), Ok(()));
        let got = judged(&[("d.bpl", "function f(a: int, a: int): int;")]);
        assert!(got.is_err_and(|e| e.contains("more than one declaration of variable `a`")));
    }

    #[test]
    fn the_judgement_does_not_depend_on_declaration_order() {
        // Boogie resolves all top-level declarations before it checks any: every name below is
        // used above its declaration in some order, and in some split into two files.
        let decls = [
            "type ref;",
            "type Field _;",
            "type HeapType = <alpha>[ref, Field alpha]alpha;",
            "var Heap: HeapType;",
            "const unique balance: Field int;",
            "function ref_rank_leq(r1, r2: ref): bool;",
            "axiom (forall r: ref :: ref_rank_leq(r, r));",
            "procedure update_heap<T>(o: ref, f: Field T, v: T); modifies Heap; ensures Heap[o, f] == v;",
            "procedure deposit(o: ref, n: int); modifies Heap; requires ref_rank_leq(o, o);",
            "implementation deposit(o: ref, n: int) { call update_heap(o, balance, Heap[o, balance] + n); }",
        ];
        let n = decls.len();
        let mut orders: Vec<Vec<usize>> = (0..n).map(|k| (0..n).map(|i| (i + k) % n).collect()).collect();
        orders.push((0..n).rev().collect());
        for order in orders {
            let text: Vec<&str> = order.iter().map(|&i| decls[i]).collect();
            assert_eq!(judged(&[("o.bpl", &text.join("\n"))]), Ok(()), "{order:?}");
            for cut in [1, n / 2, n - 1] {
                let (a, b) = (text[..cut].join("\n"), text[cut..].join("\n"));
                assert_eq!(judged(&[("o.bpl", &a), ("o.part1.bpl", &b)]), Ok(()), "{order:?} cut at {cut}");
                assert_eq!(judged(&[("o.bpl", &b), ("o.part1.bpl", &a)]), Ok(()), "{order:?} cut at {cut}");
            }
        }
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
