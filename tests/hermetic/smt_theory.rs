//! Names cvc4/cvc5 reject (issue #16 item 3) are renamed in cvc text only, consistently.

use super::smt_queries::queries;
use wobble::smt::text::query::{split_prover_log, Dialect};
use wobble::smt::text::sexp::{read_all, Sexp};
use wobble::smt::text::symbols::{bound_variables, declared_symbols};
use wobble::smt::text::theory::{clashes, Cvc};

/// How often the symbol `name` occurs in `text`.
fn occurrences(text: &str, name: &str) -> usize {
    let all = read_all(text).unwrap();
    let mut stack: Vec<&Sexp> = all.iter().collect();
    let mut n = 0;
    while let Some(x) = stack.pop() {
        if x.symbol_name() == Some(name) {
            n += 1;
        }
        stack.extend(x.as_list().unwrap_or_default());
    }
    n
}

#[test]
fn power_exp_is_renamed_for_cvc_only() {
    for q in queries("power.smt2") {
        let z3 = q.to_smtlib(Dialect::Z3, None);
        let uses = occurrences(&z3, "exp");
        for cvc in [Cvc::Cvc4, Cvc::Cvc5] {
            let text = q.to_smtlib(Dialect::Cvc(cvc), None);
            assert_eq!(occurrences(&text, "exp"), 0, "{cvc:?}");
            assert_eq!(occurrences(&text, "wobble!exp"), uses, "{cvc:?}");
            let again = &split_prover_log(&text).unwrap()[0];
            assert!(declared_symbols(&again.commands).iter().all(|d| !clashes(cvc, &d.name)));
            assert!(bound_variables(&again.commands).iter().all(|b| !clashes(cvc, b)));
        }
    }
    // Power declares its parameter `exp`; Cube does not.
    let q = queries("power.smt2");
    assert!(occurrences(&q[0].to_smtlib(Dialect::Z3, None), "exp") > 1);
    assert_eq!(occurrences(&q[1].to_smtlib(Dialect::Z3, None), "exp"), 0);
}
