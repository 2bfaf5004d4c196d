//! Boogie itself says where each incarnation is current (`wobble::explain::probe`): the probed
//! program's VC, from the real Boogie 2.4.1 through the log sink, is read back at every point of
//! a body, in straight-line code, in both branches of an `if`, after their join and in a loop
//! body.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;
use wobble::explain::points::Placement;
use wobble::explain::probe::{probe, Current};
use wobble::smt::solving::vcs::Extractor;
use wobble::verifiers::boogie::BoogieVerifier;

/// The readings of `vars` in `procedure` of `text`, one line per point (`placement: var=term …`).
fn readings(text: &str, procedure: &str, vars: &[&str]) -> Vec<(Placement, BTreeMap<String, String>)> {
    let program = wobble::syntax::parse_program(text, "p.bpl").unwrap();
    let boogie = BoogieVerifier::default_config().expect("boogie configured");
    let asked = BTreeMap::from([(procedure.to_string(), vars.iter().map(|v| v.to_string()).collect::<BTreeSet<_>>())]);
    let found = probe(&Extractor::new(boogie, Duration::from_secs(60)), "p.bpl", text, &program, &asked);
    let current: &[Current] = found.of(procedure).expect("probed");
    current.iter().map(|c| (c.point.placement.clone(), c.values.clone())).collect()
}

/// The reading of `var` right after the statement on the line holding `stmt`.
fn after(text: &str, r: &[(Placement, BTreeMap<String, String>)], stmt: &str, var: &str) -> Option<String> {
    let line = text.lines().position(|l| l.trim() == stmt).expect("the statement") as u32 + 1;
    r.iter().find(|(p, _)| *p == Placement::After { line }).and_then(|(_, v)| v.get(var).cloned())
}

#[test]
fn straight_line_incarnations_are_read_where_their_statements_make_them() {
    if !crate::common::require_tools(&["boogie"]) {
        return;
    }
    // Boogie's VC declares x@0, g@0, g@1, x@1: `x := 5` and `x := a` are copies.
    let text = include_str!("../data/boogie/incarnations.bpl");
    let r = readings(text, "P", &["x", "g"]);
    assert_eq!(r[0].0, Placement::BodyStart);
    assert_eq!(r[0].1.get("g").map(String::as_str), Some("g"), "{r:?}");
    for (stmt, var, term) in [
        ("x := 5;", "x", "5"),
        ("x := a;", "x", "a"),
        ("x := x + 1;", "x", "x@0"),
        ("call Bump();", "g", "g@0"),
        ("g := g + 1;", "g", "g@1"),
        ("havoc x;", "x", "x@1"),
    ] {
        assert_eq!(after(text, &r, stmt, var).as_deref(), Some(term), "{stmt}: {r:?}");
    }
}

#[test]
fn branches_joins_and_loop_bodies_have_their_own_incarnations() {
    if !crate::common::require_tools(&["boogie"]) {
        return;
    }
    let text = "procedure P(a: int, n: int) returns (r: int)\n  ensures r > a || r <= a;\n{\n  var x: int;\n  \
        var i: int;\n  x := a + 1;\n  if (a > 0) {\n    x := x * 2;\n  } else {\n    x := x * 3;\n  }\n  \
        i := 0;\n  while (i < n)\n    invariant i >= 0;\n  {\n    x := x + i;\n    i := i + 1;\n  }\n  r := x;\n}\n";
    let r = readings(text, "P", &["x"]);
    // (The invariant is asserted after the loop body: with no assertion after them, Boogie
    // simplifies the body's probes away, as no instance placed there could serve one.)
    let then = after(text, &r, "x := x * 2;", "x").expect("read in the then branch");
    let other = after(text, &r, "x := x * 3;", "x").expect("read in the else branch");
    let joined = after(text, &r, "i := 0;", "x").expect("read after the join");
    let looped = after(text, &r, "x := x + i;", "x").expect("read in the loop body");
    let made = after(text, &r, "x := a + 1;", "x").expect("read before the if");
    let all = [&made, &then, &other, &joined, &looped];
    // Each is an incarnation of x, and all differ: the branches, the join and the loop's each.
    for t in all {
        assert!(t.starts_with("x@"), "{t}: {r:?}");
    }
    assert_eq!(all.iter().collect::<BTreeSet<_>>().len(), 5, "{r:?}");
    // First in the loop body, x is the loop head's havocked value, not the join's.
    let body_start = r
        .iter()
        .find(|(p, _)| {
            *p == Placement::Before { line: text.lines().position(|l| l.trim() == "x := x + i;").unwrap() as u32 + 1 }
        })
        .and_then(|(_, v)| v.get("x"))
        .expect("read first in the loop body");
    assert!(body_start.starts_with("x@") && *body_start != joined, "{body_start} {joined}");
}
