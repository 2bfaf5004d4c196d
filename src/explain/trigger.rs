//! Triggers taken from the runs themselves (`add-trigger`). For a quantifier without a trigger of
//! its own, z3 infers patterns after rewriting the query, so the order of the query's assertions
//! can decide which pattern it infers, or whether it finds one at all. In Fig. 1 swapped, z3
//! finds none for `forall x, y :: x > y ==> h(x) > y`: no instance is ever made, and z3 gives up.
//! In the seed's order it infers the multi-pattern `{h(x), -1 * y}`, from its arithmetic normal
//! form.
//!
//! The patterns that traced passing runs matched a blamed quantifier with, and that no traced
//! failing run did, are read from z3's trace ([`crate::smt::observation::trace::Trace::patterns`]). They are
//! ranked by the passing runs that had them (most first), then by their size (smallest first).
//! Each is written into the program as the quantifier's explicit trigger
//! ([`super::source::add_trigger`]), so every order of the query matches the quantifier the same way.
//! A trigger changes what z3 instantiates, never what is true: the never-weaken rule strips
//! triggers before it compares ([`super::never_weaken`]).
//!
//! Only a quantifier with no trigger of its own gets one. Its terms are mapped back to the program
//! as instances are ([`super::instances::boogie_term`]), over the quantifier's variables and the
//! program's constants, globals and functions, and the trigger must mention every variable.

use super::instances::{boogie_term, QueryTraces, Traces};
use crate::smt::observation::trace::Trace;
use crate::syntax::ast::Program;
use crate::syntax::ast::{QuantAnnot, Quantifier};
use crate::syntax::{parse_expr, print_expr};
use serde::Serialize;

/// Triggers tried per quantifier.
pub const PER_QUANTIFIER: usize = 2;

/// A pattern that traced passing runs matched a quantifier with and traced failing runs did not.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FoundTrigger {
    pub query: String,
    /// The quantifier's qid in the program the trigger is written into.
    pub qid: String,
    /// The pattern's terms in SMT-LIB, over the variables' names.
    pub terms: Vec<String>,
    /// Traced passing runs that matched the quantifier with it, of those traced.
    pub passing_had: u32,
    pub passing_traced: u32,
    /// Traced failing runs that did not, of those traced.
    pub failing_lacked: u32,
    pub failing_traced: u32,
}

/// The patterns of the quantifier `passing_qid` in `traces.passing` that some failing trace lacks
/// for `failing_qid` (the same quantifier's qid in the failing runs' text: a finding's mutant
/// names it after its own lines), ranked (see the module doc), reported under `failing_qid`.
pub fn compare(query: &str, passing_qid: &str, failing_qid: &str, traces: &Traces) -> Vec<FoundTrigger> {
    let has = |t: &Trace, qid: &str, terms: &[String]| t.patterns.iter().any(|p| p.qid == qid && p.terms == terms);
    let mut seen: Vec<&Vec<String>> = Vec::new();
    for t in &traces.passing {
        for p in t.patterns.iter().filter(|p| p.qid == passing_qid) {
            if !seen.contains(&&p.terms) {
                seen.push(&p.terms);
            }
        }
    }
    let mut out: Vec<FoundTrigger> = seen
        .into_iter()
        .map(|terms| FoundTrigger {
            query: query.to_string(),
            qid: failing_qid.to_string(),
            terms: terms.clone(),
            passing_had: traces.passing.iter().filter(|t| has(t, passing_qid, terms)).count() as u32,
            passing_traced: traces.passing.len() as u32,
            failing_lacked: traces.failing.iter().filter(|t| !has(t, failing_qid, terms)).count() as u32,
            failing_traced: traces.failing.len() as u32,
        })
        .filter(|f| f.failing_lacked > 0)
        .collect();
    out.sort_by(|a, b| {
        b.passing_had
            .cmp(&a.passing_had)
            .then(b.failing_lacked.cmp(&a.failing_lacked))
            .then(a.terms.iter().map(String::len).sum::<usize>().cmp(&b.terms.iter().map(String::len).sum()))
            .then(a.terms.cmp(&b.terms))
    });
    out
}

/// The patterns of each traced query's blamed quantifiers that passing runs had and failing runs
/// lacked, ranked per quantifier, at most [`PER_QUANTIFIER`] each.
pub fn find(traced: &[QueryTraces]) -> Vec<FoundTrigger> {
    let mut out = Vec::new();
    for t in traced {
        for (passing, failing) in &t.qids {
            out.extend(compare(&t.query, passing, failing, &t.traces).into_iter().take(PER_QUANTIFIER));
        }
    }
    out
}

/// `found`'s pattern as the Boogie trigger of `q` (`{h(x), -1 * y}`), or why it has none: `q`
/// has a trigger of its own or type parameters, a term has no form in the program, or the
/// trigger leaves out one of `q`'s variables.
pub fn boogie_trigger(program: &Program, q: &Quantifier, found: &FoundTrigger) -> Result<String, String> {
    if q.annots.iter().any(|a| matches!(a, QuantAnnot::Trigger(_))) {
        return Err("the quantifier has a trigger of its own".into());
    }
    if !q.type_params.is_empty() {
        return Err("the quantifier has type parameters".into());
    }
    let vars: Vec<String> = q.vars.iter().flat_map(|t| t.names.iter().map(|n| n.to_string())).collect();
    let terms: Vec<String> = found
        .terms
        .iter()
        .map(|t| {
            let text = boogie_term(program, &vars, t)?;
            let e = parse_expr(&text, "trigger").map_err(|e| format!("`{text}` does not parse: {e}"))?;
            Ok(print_expr(&e))
        })
        .collect::<Result<_, String>>()?;
    let words: Vec<&str> = terms.iter().flat_map(|t| t.split(|c: char| !is_ident_char(c))).collect();
    if let Some(v) = vars.iter().find(|v| !words.contains(&v.as_str())) {
        return Err(format!("the trigger leaves out `{v}`"));
    }
    Ok(format!("{{{}}}", terms.join(", ")))
}

/// A character of a Boogie identifier.
fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || "_.$#'`~^\\?@".contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::observation::trace::Pattern;
    use crate::syntax::parse_program;

    fn trace(patterns: &[(&str, &[&str])]) -> Trace {
        Trace {
            patterns: patterns
                .iter()
                .map(|(qid, terms)| Pattern {
                    qid: qid.to_string(),
                    terms: terms.iter().map(|t| t.to_string()).collect(),
                })
                .collect(),
            ..Trace::default()
        }
    }

    const H: &[&str] = &["(h x)", "(* (- 1) y)"];

    #[test]
    fn the_patterns_passing_runs_had_and_failing_runs_lacked_are_found_under_the_failing_qid() {
        let traces = Traces {
            passing: vec![trace(&[("seed.6:15", H)]), trace(&[("seed.6:15", H), ("seed.6:15", &["(h y)"])])],
            failing: vec![trace(&[]), trace(&[("mut.8:15", &["(h y)"])])],
        };
        let found = compare("p", "seed.6:15", "mut.8:15", &traces);
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(found[0].terms, H);
        assert_eq!(found[0].qid, "mut.8:15");
        assert_eq!((found[0].passing_had, found[0].passing_traced), (2, 2));
        assert_eq!((found[0].failing_lacked, found[0].failing_traced), (2, 2));
        assert_eq!((found[1].passing_had, found[1].failing_lacked), (1, 1), "one failing run had `(h y)`");
        let all_had = Traces { passing: traces.passing.clone(), failing: vec![trace(&[("mut.8:15", H)])] };
        assert!(compare("p", "seed.6:15", "mut.8:15", &all_had).iter().all(|f| f.terms != H));
    }

    #[test]
    fn a_pattern_is_written_as_a_boogie_trigger_over_every_variable_or_not_at_all() {
        let p = parse_program(
            "const a: [int]int;\nfunction h(int) returns (int);\n\
             axiom (forall x, y: int :: x > y ==> h(x) > y);\n\
             axiom (forall x, y: int :: {h(x)} x > y ==> h(x) > y);\n",
            "t.bpl",
        )
        .unwrap();
        let quants: Vec<&Quantifier> = p
            .decls
            .iter()
            .filter_map(|d| match &d.kind {
                crate::syntax::ast::DeclKind::Axiom(ax) => match &ax.expr.kind {
                    crate::syntax::ast::ExprKind::Quant(q) => Some(&**q),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        let found = |terms: &[&str]| FoundTrigger {
            query: "p".into(),
            qid: "t.3:8".into(),
            terms: terms.iter().map(|t| t.to_string()).collect(),
            passing_had: 1,
            passing_traced: 1,
            failing_lacked: 1,
            failing_traced: 1,
        };
        let t = boogie_trigger(&p, quants[0], &found(H)).unwrap();
        assert_eq!(t, "{h(x), -1 * y}");
        assert_eq!(boogie_trigger(&p, quants[0], &found(&["(h x)"])).unwrap_err(), "the trigger leaves out `y`");
        assert!(boogie_trigger(&p, quants[0], &found(&["(g x)", "y"])).is_err(), "no `g` in the program");
        assert_eq!(boogie_trigger(&p, quants[1], &found(H)).unwrap_err(), "the quantifier has a trigger of its own");
    }
}
