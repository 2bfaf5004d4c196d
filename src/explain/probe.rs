//! Where each incarnation of a procedure's variables is current, asked of Boogie itself.
//!
//! A proof instance of a VC may name incarnations (`x@2`, `$Heap@10`): a variable's value after
//! one of its updates. Boogie numbers them as it passifies the body, in its own block order, and
//! joins branches with fresh ones. Rather than model that, the program is **probed**: at every
//! point of the body ([`super::points`], branches and loop bodies included) it gets
//! `assume wobble_probe_J(K, v);` for each variable `v` asked about (`J` its probe function, `K`
//! numbering the probe), and its VC (Boogie's `/proverLog` through the log sink, one Boogie run for the
//! whole program) names at each probe the term that is `v`'s value there: an incarnation, `v` at
//! entry, or the copy Boogie propagated (`x := y` makes no incarnation of `x`). An `assume` makes
//! no incarnation and no block, so the numbering is the program's own. A probe after the last
//! assertion of its paths is simplified away by Boogie (`A ==> true`) and has no reading: an
//! instance placed there would serve no assertion.

use super::instances::FoundInstance;
use super::points::{insert_all, points, Point};
use super::proofs::QueryProof;
use crate::smt::solving::vcs::{Extraction, Extractor};
use crate::smt::text::script::Command;
use crate::smt::text::sexp::{Sexp, TokenKind};
use crate::syntax::ast::*;
use crate::syntax::print_type;
use crate::syntax::source::ProgramText;
use std::collections::{BTreeMap, BTreeSet};

/// The name of the probe functions (`wobble_probe_0`, …).
const PROBE: &str = "wobble_probe_";

/// A point of a body and the VC's term for each asked variable's value there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Current {
    pub point: Point,
    /// Variable → its value's term in the VC (`x@3`), for the variables the probe read here.
    pub values: BTreeMap<String, String>,
}

/// The probed points of each procedure, in the text's order, or why there are none.
#[derive(Clone, Debug)]
pub struct Incarnations {
    procedures: BTreeMap<String, Vec<Current>>,
    /// Why the probe did not run.
    failed: Option<String>,
}

impl Incarnations {
    /// No probe (no instance named a changing variable).
    pub const fn none() -> Incarnations {
        Incarnations { procedures: BTreeMap::new(), failed: None }
    }

    /// The probed points of `procedure`, or why it was not probed.
    pub fn of(&self, procedure: &str) -> Result<&[Current], String> {
        if let Some(c) = self.procedures.get(procedure) {
            return Ok(c);
        }
        Err(self.failed.clone().unwrap_or_else(|| format!("{procedure}'s body was not probed")))
    }

    /// The readings `current` of `procedure` alone (tests).
    #[cfg(test)]
    pub fn read(procedure: &str, current: Vec<Current>) -> Incarnations {
        Incarnations { procedures: BTreeMap::from([(procedure.to_string(), current)]), failed: None }
    }

    /// Why the probe did not run, if it did not.
    pub fn failure(&self) -> Option<&str> {
        self.failed.as_deref()
    }

    /// What the probe could not do.
    pub fn failed(why: String) -> Incarnations {
        Incarnations { procedures: BTreeMap::new(), failed: Some(why) }
    }
}

/// `x@2` → (`x`, 2); `i@@0` (Boogie's uniquified name) and other names are no incarnation.
pub fn incarnation(name: &str) -> Option<(&str, usize)> {
    let (base, n) = name.rsplit_once('@')?;
    // Boogie's labels (`%lbl%@12`) share the shape; they are never a variable's incarnation.
    if base.starts_with("%lbl%")
        || base.is_empty()
        || base.ends_with('@')
        || n.is_empty()
        || !n.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    Some((base, n.parse().ok()?))
}

/// Every symbol of an SMT-LIB term, without bars.
pub fn symbols(term: &str) -> Vec<String> {
    crate::smt::text::sexp::tokens(term)
        .map_while(Result::ok)
        .filter(|t| t.kind == TokenKind::Atom)
        .map(|t| t.text(term).trim_matches('|').to_string())
        .collect()
}

/// The variables of `procedure`'s body whose value can change: its out-parameters, its locals and
/// the program's global variables, with their types (an in-parameter never changes). Empty for a
/// procedure with type parameters (a probe function could not name its types) or no body.
pub fn mutable(program: &Program, procedure: &str) -> BTreeMap<String, Type> {
    let found = program.decls.iter().find_map(|d| match &d.kind {
        DeclKind::Procedure(p) if p.name.as_str() == procedure => p.body.as_ref().map(|b| (&p.type_params, &p.outs, b)),
        DeclKind::Implementation(i) if i.name.as_str() == procedure => Some((&i.type_params, &i.outs, &i.body)),
        _ => None,
    });
    let Some((_, outs, body)) = found.filter(|(t, _, _)| t.is_empty()) else { return BTreeMap::new() };
    let globals = program.decls.iter().flat_map(|d| match &d.kind {
        DeclKind::Var(v) => v.vars.as_slice(),
        _ => &[],
    });
    let locals = body.locals.iter().flat_map(|l| l.vars.iter());
    globals.chain(outs).chain(locals).flat_map(|t| t.names.iter().map(move |n| (n.to_string(), t.ty.clone()))).collect()
}

/// The variable of `vars` that the VC's symbol `s` is a value of: its incarnation (`x@2`), its
/// value at entry (`x`) or its uniquified name (`x@@0`).
pub fn variable<'v>(vars: &'v BTreeMap<String, Type>, s: &str) -> Option<&'v str> {
    let base = incarnation(s).map_or_else(|| s.split("@@").next().unwrap_or(s), |(b, _)| b);
    vars.get_key_value(base).map(|(k, _)| k.as_str())
}

/// The variables each procedure's instances name (see [`variable`]): those of the proofs in
/// `proofs`, and the traced `found` ones.
pub fn asked(program: &Program, proofs: &[QueryProof], found: &[FoundInstance]) -> BTreeMap<String, BTreeSet<String>> {
    let proved = proofs.iter().flat_map(|p| {
        let terms = p.instances.quantifiers.iter().flat_map(|q| q.instances.iter().flatten());
        terms.map(move |b| (p.query.as_str(), b.term.as_str()))
    });
    let traced = found.iter().flat_map(|f| f.terms.iter().map(move |b| (f.query.as_str(), b.term.as_str())));
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut vars: BTreeMap<&str, BTreeMap<String, Type>> = BTreeMap::new();
    for (procedure, term) in proved.chain(traced) {
        let vars = vars.entry(procedure).or_insert_with(|| mutable(program, procedure));
        for s in symbols(term) {
            if let Some(v) = variable(vars, &s) {
                out.entry(procedure.to_string()).or_default().insert(v.to_string());
            }
        }
    }
    out
}

/// One probe: its procedure, its point, and its variable.
struct Probe {
    procedure: usize,
    point: usize,
    var: String,
}

/// A probed program: its text, its procedures with their points, and its probes (the `k`-th
/// probe is `probes[k]`).
struct Probed {
    text: String,
    procedures: Vec<(String, Vec<Point>)>,
    probes: Vec<Probe>,
}

/// `text` (`program` parsed from it) with the probes of the variables `asked` per procedure.
fn probed(text: &str, program: &Program, asked: &BTreeMap<String, BTreeSet<String>>) -> Probed {
    let (mut inserts, mut decls, mut procedures, mut probes) = (Vec::new(), String::new(), Vec::new(), Vec::new());
    let mut functions = 0usize;
    for (procedure, vars) in asked {
        let types = mutable(program, procedure);
        let Some(pts) = points(text, program, procedure) else { continue };
        let vars: Vec<(&String, usize)> = vars
            .iter()
            .filter_map(|v| {
                let ty = types.get(v)?;
                decls.push_str(&format!("\nfunction {PROBE}{functions}(k: int, v: {}): bool;", print_type(ty)));
                functions += 1;
                Some((v, functions - 1))
            })
            .collect();
        for (k, pt) in pts.iter().enumerate() {
            let stmts: Vec<String> = vars
                .iter()
                .map(|(v, j)| {
                    probes.push(Probe { procedure: procedures.len(), point: k, var: v.to_string() });
                    format!("assume {PROBE}{j}({}, {v});", probes.len() - 1)
                })
                .collect();
            inserts.push((pt.at, stmts.join(" ")));
        }
        procedures.push((procedure.clone(), pts));
    }
    let mut out = insert_all(text, &inserts);
    out.push_str(&decls);
    out.push('\n');
    Probed { text: out, procedures, probes }
}

/// Every probe application `(wobble_probe_J K v)` in `e`: K and v's term.
fn readings(e: &Sexp, out: &mut Vec<(usize, String)>) {
    let Some(items) = e.as_list() else { return };
    if let [Sexp::Symbol(f), Sexp::Numeral(k), v] = items {
        if f.name().starts_with(PROBE) {
            if let Ok(k) = k.parse() {
                let term = v.symbol_name().map_or_else(|| v.to_string(), str::to_string);
                out.push((k, term));
            }
            return;
        }
    }
    for i in items {
        readings(i, out);
    }
}

/// Where the variables `asked` per procedure of `program` (`text`, a file Boogie sees as `name`)
/// are at which incarnation (see the module doc): one Boogie run with `extractor`.
pub fn probe(
    extractor: &Extractor,
    name: &str,
    text: &str,
    program: &Program,
    asked: &BTreeMap<String, BTreeSet<String>>,
) -> Incarnations {
    if text.contains(PROBE) {
        return Incarnations::failed(format!("the program already names `{PROBE}…`"));
    }
    let Probed { text: probed, procedures, probes } = probed(text, program, asked);
    let dir = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => return Incarnations::failed(format!("no work directory for the probe: {e}")),
    };
    let queries = match extractor.extract(&ProgramText::single(name.to_string(), probed), dir.path(), Extraction::Cheap)
    {
        Ok(x) => x.queries,
        Err(e) => return Incarnations::failed(format!("the probed program's VCs: {e}")),
    };
    // Probe → its reading; a probe read twice with two terms has none.
    let mut read: BTreeMap<usize, Option<String>> = BTreeMap::new();
    let mut found = Vec::new();
    for c in queries.iter().flat_map(|q| &q.commands) {
        if let Command::Assert(e) = c {
            readings(e, &mut found);
        }
    }
    for (k, term) in found {
        read.entry(k).and_modify(|t| *t = t.take().filter(|t| *t == term)).or_insert(Some(term));
    }
    let mut out: BTreeMap<String, Vec<Current>> = procedures
        .iter()
        .map(|(p, pts)| {
            (p.clone(), pts.iter().map(|pt| Current { point: pt.clone(), values: BTreeMap::new() }).collect())
        })
        .collect();
    for (k, term) in read {
        let (Some(p), Some(term)) = (probes.get(k), term) else { continue };
        if let Some(c) = out.get_mut(&procedures[p.procedure].0).and_then(|c| c.get_mut(p.point)) {
            c.values.insert(p.var.clone(), term);
        }
    }
    Incarnations { procedures: out, failed: None }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vc_symbol_is_the_value_of_its_variable() {
        assert_eq!(incarnation("$Heap@10"), Some(("$Heap", 10)));
        assert_eq!(incarnation("i@@0"), None);
        assert_eq!(incarnation("%lbl%@12"), None);
        let vars: BTreeMap<String, Type> = ["x", "$Heap"].iter().map(|v| (v.to_string(), Type::Int)).collect();
        for (s, v) in
            [("x@3", Some("x")), ("x", Some("x")), ("x@@0", Some("x")), ("$Heap@10", Some("$Heap")), ("a", None)]
        {
            assert_eq!(variable(&vars, s), v, "{s}");
        }
        assert_eq!(symbols("(F |$Heap@10| 3 x@2)"), ["F", "$Heap@10", "3", "x@2"]);
    }

    #[test]
    fn probes_go_at_every_point_and_their_readings_are_read_back() {
        let text = "var g: int;\nprocedure P(a: int) returns (r: int)\n  modifies g;\n{\n  var x: int;\n  x := a + 1;\n  if (a > 0) {\n    g := x;\n  }\n  r := g;\n}\n";
        let p = crate::syntax::parse_program(text, "p.bpl").unwrap();
        let asked = BTreeMap::from([("P".to_string(), BTreeSet::from(["g".to_string(), "x".to_string()]))]);
        let Probed { text: out, procedures, probes } = probed(text, &p, &asked);
        // Points: first in the body, after `x := …`, first in the branch, after `g := x`, after the
        // `if`, after `r := g`; two probes (g, x) at each.
        assert_eq!(procedures[0].1.len(), 6, "{out}");
        assert_eq!(probes.len(), 12);
        assert!(out.contains("{\n  var x: int; assume wobble_probe_0(0, g); assume wobble_probe_1(1, x);\n"), "{out}");
        assert!(out.contains("    g := x; assume wobble_probe_0(6, g); assume wobble_probe_1(7, x);\n  }"), "{out}");
        assert!(out.ends_with(
            "\nfunction wobble_probe_0(k: int, v: int): bool;\nfunction wobble_probe_1(k: int, v: int): bool;\n"
        ));
        // No line of the program moves: the probe functions follow it.
        assert_eq!(out.lines().count(), text.lines().count() + 3);
        crate::syntax::parse_program(&out, "p.bpl").expect("the probed program parses");
        let e = crate::smt::text::sexp::read_one("(and (wobble_probe_0 6 x@0) (=> (wobble_probe_1 7 (+ x@0 1)) true))")
            .unwrap();
        let mut found = Vec::new();
        readings(&e, &mut found);
        assert_eq!(found, [(6, "x@0".to_string()), (7, "(+ x@0 1)".to_string())]);
    }
}
