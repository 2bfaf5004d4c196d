//! Symbols a user may not declare in cvc4 1.8 / cvc5 1.0.3 under `(set-logic ALL)`, and the
//! renaming that gets Boogie's VCs past them (issue #16 item 3).
//!
//! Boogie writes user names as they are (`(declare-fun exp () Int)` for a parameter `exp`), and z3
//! accepts them, but cvc4 and cvc5 reject a declaration that shadows one of their theory symbols
//! (`Symbol 'exp' is shadowing a theory function symbol`: `exp`, `sin`, `sqrt`, set, bag,
//! string, floating-point and bit-vector operators, …), a name their lexer takes for a keyword
//! (`Unexpected token: 'char'`: `char`, `const`, `emp`, …), and any name starting with `.` or
//! `@` (reserved in SMT-LIB). `pi` and `real.pi` are accepted by both. The lists below were found
//! by declaring each of ~12,000 candidates with the real binaries and keeping those rejected; the
//! candidates were the identifier-like strings of the solvers' parser libraries, every string
//! literal of the cvc4-1.8 and cvc5-1.0.3 sources' parser, API and theory directories, and the
//! SMT-LIB theory and command names. The e2e test `smt_theory` re-checks every entry against the
//! installed solvers. Bound variables may shadow theory symbols, but keyword-like names are
//! rejected anywhere, so clashing bound variables are renamed too.
//!
//! [`rename_clashes`] gives each clashing symbol the fresh name `wobble!NAME` (with more `!` if
//! that is taken), consistently over the query.

use super::script::Command;
use super::symbols::{all_symbol_names, declared_symbols, Renamer, SymbolKind};
use std::collections::{BTreeSet, HashMap};

/// The cvc solver a query is printed for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cvc {
    Cvc4,
    Cvc5,
}

/// The options that set the random seeds, in `(set-option :NAME K)` form.
pub fn seed_options(cvc: Cvc) -> [&'static str; 2] {
    match cvc {
        Cvc::Cvc4 => ["seed", "random-seed"],
        Cvc::Cvc5 => ["seed", "sat-random-seed"],
    }
}

/// Whether `cvc` rejects a user declaration (or binding) of `name` under `(set-logic ALL)`.
pub fn clashes(cvc: Cvc, name: &str) -> bool {
    name.starts_with('.')
        || name.starts_with('@')
        || BOTH_REJECT.binary_search(&name).is_ok()
        || only_rejected_by(cvc).binary_search(&name).is_ok()
}

/// The names only `cvc` rejects (the others are in [`BOTH_REJECT`]), sorted.
fn only_rejected_by(cvc: Cvc) -> &'static [&'static str] {
    match cvc {
        Cvc::Cvc4 => CVC4_ONLY,
        Cvc::Cvc5 => CVC5_ONLY,
    }
}

/// The names `cvc` rejects (besides those starting with `.` or `@`), sorted.
pub fn rejected(cvc: Cvc) -> Vec<&'static str> {
    let mut all: Vec<&str> = BOTH_REJECT.iter().chain(only_rejected_by(cvc)).copied().collect();
    all.sort_unstable();
    all
}

/// Renames every declared symbol and bound variable of `commands` that `cvc` rejects.
pub fn rename_clashes(commands: &mut [Command], cvc: Cvc) {
    let declared = declared_symbols(commands);
    let all = all_symbol_names(commands);
    if !all.iter().any(|n| clashes(cvc, n)) {
        return;
    }
    let mut taken: BTreeSet<String> = all;
    let fresh = |old: &str, taken: &mut BTreeSet<String>| {
        let mut name = format!("wobble!{old}");
        while taken.contains(&name) {
            name.insert(6, '!');
        }
        taken.insert(name.clone());
        name
    };
    let mut globals = HashMap::new();
    let mut sorts = HashMap::new();
    for d in declared.iter().filter(|d| clashes(cvc, &d.name)) {
        let map = if d.kind == SymbolKind::Sort { &mut sorts } else { &mut globals };
        map.insert(d.name.clone(), fresh(&d.name, &mut taken));
    }
    // Every binding of a clashing name gets the same new name: bindings are scoped, so equal
    // names in different scopes stay distinct exactly as before.
    let mut bound: HashMap<String, String> = HashMap::new();
    Renamer::new(globals, sorts, |old: &str| {
        if !clashes(cvc, old) {
            return None;
        }
        Some(bound.entry(old.to_string()).or_insert_with(|| fresh(old, &mut taken)).clone())
    })
    .rename(commands);
}

/// Names both cvc4 1.8 and cvc5 1.0.3 reject as user declarations under `(set-logic ALL)`
/// (generated; see the top).
const BOTH_REJECT: &[&str] = &[
    "!",
    "*",
    "+",
    "-",
    "/",
    "<",
    "<=",
    "=",
    "=>",
    ">",
    ">=",
    "^",
    "_",
    "abs",
    "and",
    "arccos",
    "arccot",
    "arccsc",
    "arcsec",
    "arcsin",
    "arctan",
    "as",
    "assert",
    "block-model",
    "block-model-values",
    "bv2nat",
    "bvadd",
    "bvand",
    "bvashr",
    "bvcomp",
    "bvlshr",
    "bvmul",
    "bvnand",
    "bvneg",
    "bvnor",
    "bvnot",
    "bvor",
    "bvredand",
    "bvredor",
    "bvsdiv",
    "bvsge",
    "bvsgt",
    "bvshl",
    "bvsle",
    "bvslt",
    "bvsmod",
    "bvsrem",
    "bvsub",
    "bvudiv",
    "bvuge",
    "bvugt",
    "bvule",
    "bvult",
    "bvurem",
    "bvxnor",
    "bvxor",
    "char",
    "check-sat",
    "check-sat-assuming",
    "concat",
    "cos",
    "cot",
    "csc",
    "declare-codatatype",
    "declare-codatatypes",
    "declare-const",
    "declare-datatype",
    "declare-datatypes",
    "declare-fun",
    "declare-heap",
    "declare-sort",
    "define-const",
    "define-fun",
    "define-fun-rec",
    "define-funs-rec",
    "define-sort",
    "distinct",
    "div",
    "echo",
    "exists",
    "exit",
    "exp",
    "forall",
    "fp",
    "fp.abs",
    "fp.add",
    "fp.div",
    "fp.eq",
    "fp.fma",
    "fp.geq",
    "fp.gt",
    "fp.isInfinite",
    "fp.isNaN",
    "fp.isNegative",
    "fp.isNormal",
    "fp.isPositive",
    "fp.isSubnormal",
    "fp.isZero",
    "fp.leq",
    "fp.lt",
    "fp.max",
    "fp.min",
    "fp.mul",
    "fp.neg",
    "fp.rem",
    "fp.roundToIntegral",
    "fp.sqrt",
    "fp.sub",
    "fp.to_real",
    "get-abduct",
    "get-assertions",
    "get-assignment",
    "get-info",
    "get-model",
    "get-option",
    "get-proof",
    "get-qe",
    "get-qe-disjunct",
    "get-unsat-assumptions",
    "get-unsat-core",
    "get-value",
    "include",
    "is",
    "is_int",
    "ite",
    "let",
    "match",
    "mod",
    "not",
    "or",
    "par",
    "pop",
    "pto",
    "push",
    "re.*",
    "re.+",
    "re.++",
    "re.comp",
    "re.diff",
    "re.inter",
    "re.opt",
    "re.range",
    "re.union",
    "reset",
    "reset-assertions",
    "sec",
    "select",
    "sep",
    "set-info",
    "set-logic",
    "set-option",
    "simplify",
    "sin",
    "sqrt",
    "store",
    "str.++",
    "str.<",
    "str.<=",
    "str.at",
    "str.contains",
    "str.from_code",
    "str.from_int",
    "str.in_re",
    "str.indexof",
    "str.is_digit",
    "str.len",
    "str.prefixof",
    "str.replace",
    "str.replace_all",
    "str.replace_re",
    "str.replace_re_all",
    "str.rev",
    "str.substr",
    "str.suffixof",
    "str.to_code",
    "str.to_int",
    "str.to_re",
    "tan",
    "to_int",
    "to_real",
    "wand",
    "xor",
];

/// Names only cvc4 1.8 rejects (generated).
const CVC4_ONLY: &[&str] = &[
    "card",
    "choose",
    "complement",
    "comprehension",
    "const",
    "declare-funs",
    "declare-preds",
    "declare-sorts",
    "define",
    "dt.size",
    "emp",
    "insert",
    "inst-closure",
    "intersection",
    "join",
    "member",
    "mkTuple",
    "product",
    "setminus",
    "singleton",
    "str.tolower",
    "str.toupper",
    "subset",
    "tclosure",
    "transpose",
    "tupSel",
    "union",
];

/// Names only cvc5 1.0.3 rejects (generated).
const CVC5_ONLY: &[&str] = &[
    "bag",
    "bag.card",
    "bag.choose",
    "bag.count",
    "bag.difference_remove",
    "bag.difference_subtract",
    "bag.duplicate_removal",
    "bag.filter",
    "bag.fold",
    "bag.from_set",
    "bag.inter_min",
    "bag.is_singleton",
    "bag.map",
    "bag.member",
    "bag.partition",
    "bag.subbag",
    "bag.to_set",
    "bag.union_disjoint",
    "bag.union_max",
    "bvsaddo",
    "bvsdivo",
    "bvsmulo",
    "bvssubo",
    "bvuaddo",
    "bvumulo",
    "bvusubo",
    "declare-pool",
    "eqrange",
    "get-abduct-next",
    "get-difficulty",
    "get-interpolant",
    "get-interpolant-next",
    "get-learned-literals",
    "int.pow2",
    "rel.aggr",
    "rel.group",
    "rel.iden",
    "rel.join",
    "rel.join_image",
    "rel.product",
    "rel.project",
    "rel.tclosure",
    "rel.transpose",
    "seq.++",
    "seq.at",
    "seq.contains",
    "seq.extract",
    "seq.indexof",
    "seq.len",
    "seq.nth",
    "seq.prefixof",
    "seq.replace",
    "seq.replace_all",
    "seq.rev",
    "seq.suffixof",
    "seq.unit",
    "seq.update",
    "set.card",
    "set.choose",
    "set.complement",
    "set.comprehension",
    "set.filter",
    "set.fold",
    "set.insert",
    "set.inter",
    "set.is_singleton",
    "set.map",
    "set.member",
    "set.minus",
    "set.singleton",
    "set.subset",
    "set.union",
    "str.indexof_re",
    "str.to_lower",
    "str.to_upper",
    "str.update",
    "table.aggr",
    "table.group",
    "table.join",
    "table.product",
    "table.project",
    "tuple",
    "tuple.project",
    "update",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_are_sorted_and_contain_the_known_clashes() {
        for cvc in [Cvc::Cvc4, Cvc::Cvc5] {
            for l in [BOTH_REJECT, only_rejected_by(cvc)] {
                assert!(l.windows(2).all(|w| w[0] < w[1]), "{cvc:?} list not sorted/unique");
            }
            assert!(rejected(cvc).windows(2).all(|w| w[0] < w[1]), "{cvc:?}: a name in both lists");
            for n in ["exp", "sin", "cos", "sqrt", "arcsin", "char", "+", "declare-fun"] {
                assert!(clashes(cvc, n), "{cvc:?} {n}");
            }
            // `pi` is accepted by both (a nullary theory constant may be shadowed).
            for n in ["Pow", "x@0", "T@U", "h", "wobble!exp", "pi"] {
                assert!(!clashes(cvc, n), "{cvc:?} {n}");
            }
            assert!(clashes(cvc, ".x") && clashes(cvc, "@y"));
        }
        assert!(clashes(Cvc::Cvc4, "union") && !clashes(Cvc::Cvc5, "union"));
        assert!(clashes(Cvc::Cvc5, "set.union") && !clashes(Cvc::Cvc4, "set.union"));
    }
}
