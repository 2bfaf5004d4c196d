//! Fig. 1 of the µgie paper through the WhyML translation: it proves, in all 120 declaration orders.

use crate::common;

use crate::why3_support;

use why3_support::{translate, why3_proves};
use wobble::syntax::ast::Program;
use wobble::syntax::parse_program;
use wobble::translate::to_whyml;

const FIG1: &str = include_str!("../data/why3/fig1.bpl");

#[test]
fn fig1_translates_and_proves() {
    if !common::require_tools(&["why3", "z3"]) {
        return;
    }
    let mlw = translate(FIG1).expect("Fig. 1 is in the supported subset");
    assert!(why3_proves(&mlw, 60));
}

#[test]
fn fig1_with_wrong_postcondition_does_not_prove() {
    if !common::require_tools(&["why3", "z3"]) {
        return;
    }
    let wrong = FIG1.replace("ensures o > a[i];", "ensures o > a[i + 2];");
    assert_ne!(wrong, FIG1);
    let mlw = translate(&wrong).expect("translates");
    assert!(!why3_proves(&mlw, 1));
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for k in 0..=p.len() {
            let mut q = p.clone();
            q.insert(k, n - 1);
            out.push(q);
        }
    }
    out
}

#[test]
fn fig1_all_declaration_orders_prove() {
    if !common::require_tools(&["why3", "z3"]) {
        return;
    }
    let prog = parse_program(FIG1, "fig1.bpl").expect("parses");
    assert_eq!(prog.decls.len(), 5);
    let perms = permutations(5);
    assert_eq!(perms.len(), 120);
    let texts: Vec<String> = perms
        .iter()
        .map(|perm| {
            let p = Program { decls: perm.iter().map(|&i| prog.decls[i].clone()).collect() };
            to_whyml(&[p]).expect("every order translates")
        })
        .collect();
    let mut distinct = texts.clone();
    distinct.sort();
    distinct.dedup();
    assert!(distinct.len() > 1, "declaration order should be visible in the translation");
    let (a, b) = texts.split_at(texts.len() / 2);
    std::thread::scope(|s| {
        let ha = s.spawn(|| a.iter().filter(|t| !why3_proves(t, 60)).count());
        let hb = s.spawn(|| b.iter().filter(|t| !why3_proves(t, 60)).count());
        let failed = ha.join().expect("thread") + hb.join().expect("thread");
        assert_eq!(failed, 0, "{failed} of 120 declaration orders did not prove");
    });
}
