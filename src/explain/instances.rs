//! Instances taken from the runs themselves: for a quantifier that the failing runs instantiate
//! less, the instances (its qid and the ground terms bound to its variables) that passing runs
//! make and failing runs miss, read from z3's trace ([`crate::smt::observation::trace`]) of a few of the
//! sampling's own runs (Cazamariposas, CADE 2025: a fast `unknown` is mostly repaired by adding
//! the instance the passing runs make).
//!
//! The traced runs are the sampling's `reseed` and `shuffle` runs (their texts name everything
//! as the query does; a `rename` run's names are fresh), at most [`TRACED_PER_SIDE`] passing and
//! as many failing, in sampling order ([`traceable`]), on the very perturbations they were sampled with (no new
//! randomness). A traced run is counted on the side of its own answer. An instance is a
//! candidate when at least one passing run made it and at least one failing run missed it; they
//! are ranked by the passing runs that made it (most first), the failing runs that missed it
//! (most first), then the size of their terms (smallest first).
//!
//! For a Boogie program the instance is written as an `assert` of the quantifier's body with its
//! bound variables replaced by the terms, mapped back to the program ([`boogie_term`]): only
//! terms over the implementation's in-parameters, the program's constants and global variables
//! (their values at entry: the `assert` goes first in the body) and its functions, map
//! selections, arithmetic and Boolean operators; an incarnation (`x@2`) or a name z3 made up
//! has no such form, and the instance is then not used. The added `assert` must itself be
//! proved, so it never weakens anything ([`super::never_weaken`] allows inserted `assert`s).

use super::points::Point;
use super::sample::Profiled;
use crate::smt::observation::proof::Binding;
use crate::smt::observation::trace::{traced, Trace};
use crate::smt::perturbation::mutate::{Method, Perturbation};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Solver;
use crate::smt::text::sexp::{read_one, Sexp};
use crate::smt::text::unit::Unit;
use crate::stability::sampler::sample_seed;
use crate::stability::SampleConfig;
use crate::syntax::ast::*;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;

/// Runs traced per side (passing, failing).
pub const TRACED_PER_SIDE: usize = 3;

/// Instances of one quantifier tried as repairs.
pub const PER_QUANTIFIER: usize = 2;

/// The traces of one query's runs.
#[derive(Clone, Debug, Default)]
pub struct Traces {
    pub passing: Vec<Trace>,
    pub failing: Vec<Trace>,
}

/// The runs of `p` to trace: the first [`TRACED_PER_SIDE`] passing and the first as many failing
/// runs whose texts use the query's names (`reseed` and `shuffle`, not `rename`), in sampling
/// order. A query whose passing runs are all shuffled (Timeline.bpl: `shuffle` 11/15, `reseed`
/// 0/15) has passing runs to trace only so.
pub fn traceable(p: &Profiled) -> Vec<&super::sample::Run> {
    let side = |proved: bool| {
        p.runs.iter().filter(move |r| r.method != Method::Rename && r.proved() == proved).take(TRACED_PER_SIDE)
    };
    side(true).chain(side(false)).collect()
}

/// Traces the runs of `p` that [`traceable`] chooses (the sampling of `unit`, whose
/// perturbations were drawn from `dice`), in parallel on the caller's pool.
pub fn trace_runs(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    p: &Profiled,
    cfg: &SampleConfig,
    dice: &str,
) -> Traces {
    let chosen: Vec<Perturbation> = traceable(p)
        .into_iter()
        .map(|r| Perturbation::new([r.method], sample_seed(cfg.rng_seed, dice, r.method, r.index)))
        .collect();
    let runs: Vec<_> = chosen.par_iter().filter_map(|pt| traced(solver, cache, unit, pt, cfg.timeout).ok()).collect();
    let mut t = Traces::default();
    for r in runs {
        if r.proved() {
            t.passing.push(r.trace);
        } else {
            t.failing.push(r.trace);
        }
    }
    t
}

/// A bound variable and its term (SMT-LIB, the query's names).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Bound {
    pub var: String,
    pub term: String,
}

/// An instance that passing runs made and failing runs missed (`explain.json`'s `instances[]`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FoundInstance {
    pub query: String,
    pub qid: String,
    pub terms: Vec<Bound>,
    /// Traced passing runs that made it, of those traced.
    pub passing_made: u32,
    pub passing_traced: u32,
    /// Traced failing runs that did not make it, of those traced.
    pub failing_missed: u32,
    pub failing_traced: u32,
    /// The assertion it is written as (a Boogie `assert` or an SMT-LIB `(assert …)`), if it can
    /// be written.
    pub assertion: Option<String>,
    /// Why it cannot be written (a term with no form in the program).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unusable: Option<String>,
    /// Where a Boogie program's `assertion` goes (none for an `.smt2` query's).
    #[serde(skip)]
    pub point: Option<Point>,
}

impl FoundInstance {
    pub fn vars(&self) -> Vec<String> {
        self.terms.iter().map(|b| b.var.clone()).collect()
    }

    pub fn term_list(&self) -> Vec<String> {
        self.terms.iter().map(|b| b.term.clone()).collect()
    }

    /// `x := t, y := u`.
    pub fn bindings(&self) -> String {
        self.terms.iter().map(|b| format!("{} := {}", b.var, b.term)).collect::<Vec<_>>().join(", ")
    }

    /// An instance of `qid` in `query` at `terms` (variable, term) that `n` of `n` traced
    /// passing runs made and `n` of `n` traced failing runs missed, not yet written (tests).
    #[cfg(test)]
    pub fn traced(query: &str, qid: &str, terms: &[(&str, &str)], n: u32) -> FoundInstance {
        FoundInstance {
            query: query.into(),
            qid: qid.into(),
            terms: terms.iter().map(|(v, t)| Bound { var: v.to_string(), term: t.to_string() }).collect(),
            passing_made: n,
            passing_traced: n,
            failing_missed: n,
            failing_traced: n,
            assertion: None,
            unusable: None,
            point: None,
        }
    }

    /// Its terms as a proof's bindings (the trace gives no sorts).
    pub fn as_bindings(&self) -> Vec<Binding> {
        self.terms.iter().map(|b| Binding { var: b.var.clone(), sort: String::new(), term: b.term.clone() }).collect()
    }
}

/// The instances of `qid` that passing runs of `traces` made and failing runs missed, ranked (see
/// the module doc).
pub fn compare(query: &str, qid: &str, traces: &Traces) -> Vec<FoundInstance> {
    let mut seen: BTreeMap<(Vec<String>, Vec<String>), ()> = BTreeMap::new();
    for t in &traces.passing {
        for i in t.instances.iter().filter(|i| i.qid == qid) {
            seen.insert((i.vars.clone(), i.terms.clone()), ());
        }
    }
    let mut out: Vec<(usize, FoundInstance)> = Vec::new();
    for (vars, terms) in seen.into_keys() {
        let made = traces.passing.iter().filter(|t| t.made(qid, &vars, &terms)).count() as u32;
        let missed = traces.failing.iter().filter(|t| !t.made(qid, &vars, &terms)).count() as u32;
        if missed == 0 {
            continue;
        }
        let size = terms.iter().map(String::len).sum();
        out.push((
            size,
            FoundInstance {
                query: query.to_string(),
                qid: qid.to_string(),
                terms: vars.into_iter().zip(terms).map(|(var, term)| Bound { var, term }).collect(),
                passing_made: made,
                passing_traced: traces.passing.len() as u32,
                failing_missed: missed,
                failing_traced: traces.failing.len() as u32,
                assertion: None,
                unusable: None,
                point: None,
            },
        ));
    }
    out.sort_by(|(sa, a), (sb, b)| {
        b.passing_made
            .cmp(&a.passing_made)
            .then(b.failing_missed.cmp(&a.failing_missed))
            .then(sa.cmp(sb))
            .then(a.terms.cmp(&b.terms))
    });
    out.into_iter().map(|(_, f)| f).collect()
}

/// Instances reported per quantifier (the usable ones first tried as repairs, at most
/// [`PER_QUANTIFIER`]).
pub const REPORTED: usize = 4;

/// One explained query's traced runs and the blamed quantifiers they are read for.
#[derive(Clone, Debug, Default)]
pub struct QueryTraces {
    pub query: String,
    /// Each quantifier's qid in the passing runs' text and in the failing runs' (the same, but for
    /// a finding, whose seed and mutant name a quantifier after their own lines), in blame order.
    pub qids: Vec<(String, String)>,
    pub traces: Traces,
}

/// For every unstable query of `unstable` (sampled from `units`) with blamed quantifiers `less`
/// (pairs of query and qid, in blame order; the first two per query are kept), its runs that
/// [`traceable`] chooses, traced on the caller's pool.
pub fn trace_queries(
    solver: &Solver,
    cache: &QueryCache,
    units: &[Unit],
    unstable: &[&Profiled],
    less: &[(String, String)],
    cfg: &SampleConfig,
) -> Vec<QueryTraces> {
    let mut out = Vec::new();
    for p in unstable {
        let qids: Vec<(String, String)> =
            less.iter().filter(|(q, _)| *q == p.name).map(|(_, id)| (id.clone(), id.clone())).take(2).collect();
        let Some(unit) = units.iter().find(|u| u.name() == p.name).filter(|_| !qids.is_empty()) else { continue };
        let traces = trace_runs(solver, cache, unit, p, cfg, &crate::stability::sampler::query_hash(unit));
        out.push(QueryTraces { query: p.name.clone(), qids, traces });
    }
    out
}

/// The instances of each traced query's blamed quantifiers that traced passing runs made and
/// traced failing runs missed, ranked per quantifier.
pub fn find(traced: &[QueryTraces]) -> Vec<FoundInstance> {
    let mut out = Vec::new();
    for t in traced {
        for (q, _) in &t.qids {
            out.extend(compare(&t.query, q, &t.traces).into_iter().take(4 * REPORTED));
        }
    }
    out
}

/// Per quantifier, the first [`PER_QUANTIFIER`] instances that could be written and at most
/// [`REPORTED`] in all, in rank order.
pub fn keep(found: Vec<FoundInstance>) -> Vec<FoundInstance> {
    let mut out: Vec<FoundInstance> = Vec::new();
    for f in found {
        let same = |g: &&FoundInstance| g.query == f.query && g.qid == f.qid;
        let (all, usable) =
            (out.iter().filter(same).count(), out.iter().filter(same).filter(|g| g.assertion.is_some()).count());
        if all < REPORTED && (f.assertion.is_none() || usable < PER_QUANTIFIER) {
            out.push(f);
        }
    }
    out
}

/// A name without Boogie's uniquifying suffix `@@N` (`i@@0` is the program's `i`).
fn ununiquified(name: &str) -> &str {
    match name.rsplit_once("@@") {
        Some((base, n)) if !base.is_empty() && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => base,
        _ => name,
    }
}

/// What a term may name at the start of `procedure`'s body: its in-parameters, the program's
/// constants and global variables (values at entry), and its functions with their arities.
struct Scope {
    vars: Vec<String>,
    /// Each function's arity and whether it has type parameters.
    functions: BTreeMap<String, (usize, bool)>,
}

impl Scope {
    /// The program's constants, global variables and functions, and the names `bound`.
    fn global(program: &Program, bound: &[String]) -> Scope {
        let mut scope = Scope { vars: bound.to_vec(), functions: BTreeMap::new() };
        for d in &program.decls {
            match &d.kind {
                DeclKind::Const(c) => scope.vars.extend(c.names.iter().map(|n| n.to_string())),
                DeclKind::Var(v) => {
                    scope.vars.extend(v.vars.iter().flat_map(|t| t.names.iter().map(|n| n.to_string())))
                }
                DeclKind::Function(f) => {
                    scope.functions.insert(f.name.to_string(), (f.params.len(), !f.type_params.is_empty()));
                }
                _ => {}
            }
        }
        scope
    }
}

/// `term` (SMT-LIB, a term of the VC) as Boogie source over the program's constants, global
/// variables and functions and the names `bound` (a quantifier's variables), fully
/// parenthesized; or why it has no such form.
pub fn boogie_term(program: &Program, bound: &[String], term: &str) -> Result<String, String> {
    let scope = Scope::global(program, bound);
    let sexp = read_one(term).map_err(|e| format!("`{term}` does not read: {}", e.message))?;
    to_boogie(&sexp, &scope)
}

/// `t` (an SMT-LIB term of the VC) as Boogie source over `scope`, fully parenthesized.
fn to_boogie(t: &Sexp, scope: &Scope) -> Result<String, String> {
    let no = |what: &str| Err(format!("`{what}` has no form in the program"));
    match t {
        Sexp::Numeral(n) => Ok(n.clone()),
        Sexp::Decimal(d) => Ok(d.clone()),
        Sexp::Symbol(s) => {
            let name = s.name();
            if name == "true" || name == "false" {
                return Ok(name.to_string());
            }
            let base = ununiquified(name);
            // `i@@0` is the program's `i`; `x@2` is an incarnation, a value after an assignment.
            if (base != name || !name.contains('@')) && scope.vars.iter().any(|v| v == base) {
                return Ok(base.to_string());
            }
            // A function without arguments is a constant in the VC (Dafny's `F#Handle()`).
            if scope.functions.get(name) == Some(&(0, false)) {
                return Ok(format!("{name}()"));
            }
            no(name)
        }
        Sexp::List(items) => {
            let Some(head) = items.first().and_then(Sexp::symbol_name) else { return no(&t.to_string()) };
            // Boogie's conversions between its universal sort `U` and the built-in types (its
            // type encoding for polymorphism) are implicit in the program.
            if items.len() == 2 && CONVERSIONS.contains(&head) {
                return to_boogie(&items[1], scope);
            }
            // A polymorphic function whose type parameter its arguments do not fix (Dafny's
            // `$Unbox<T>(Box): T`): Boogie passes the type as a first argument, `intType`.
            let f = ununiquified(head);
            if let (Some(&(n, true)), Some(ty)) =
                (scope.functions.get(f), items.get(1).and_then(Sexp::symbol_name).and_then(type_term))
            {
                if n + 2 == items.len() {
                    let args: Vec<String> = items[2..].iter().map(|a| to_boogie(a, scope)).collect::<Result<_, _>>()?;
                    return Ok(format!("({f}({}): {ty})", args.join(", ")));
                }
            }
            let args: Vec<String> = items[1..].iter().map(|a| to_boogie(a, scope)).collect::<Result<_, _>>()?;
            let infix = |op: &str| format!("({})", args.join(&format!(" {op} ")));
            let op = match head {
                "+" | "*" | "div" | "mod" | "<=" | "<" | ">=" | ">" | "and" | "or" | "=>" if args.len() >= 2 => {
                    let op = match head {
                        "and" => "&&",
                        "or" => "||",
                        "=>" => "==>",
                        h => h,
                    };
                    return Ok(infix(op));
                }
                "-" if args.len() == 1 => return Ok(format!("(-{})", args[0])),
                "-" if args.len() == 2 => "-",
                "=" if args.len() == 2 => "==",
                "distinct" if args.len() == 2 => "!=",
                "not" if args.len() == 1 => return Ok(format!("(!{})", args[0])),
                "ite" if args.len() == 3 => return Ok(format!("(if {} then {} else {})", args[0], args[1], args[2])),
                h if (h.starts_with("Select_") || is_map_select(h)) && args.len() >= 2 => {
                    return Ok(format!("{}[{}]", args[0], args[1..].join(", ")));
                }
                h => {
                    let f = ununiquified(h);
                    if scope.functions.get(f).is_some_and(|&(n, _)| n == args.len()) {
                        return Ok(format!("{f}({})", args.join(", ")));
                    }
                    return no(h);
                }
            };
            Ok(infix(op))
        }
        _ => no(&t.to_string()),
    }
}

/// Boogie's conversions between its universal sort `U` (polymorphic values) and the built-in
/// types, in its SMT encoding.
const CONVERSIONS: &[&str] = &["U_2_int", "U_2_bool", "U_2_real", "int_2_U", "bool_2_U", "real_2_U"];

/// The Boogie type that Boogie's SMT encoding writes as the term `t` (`intType`), if one.
fn type_term(t: &str) -> Option<&'static str> {
    match t {
        "intType" => Some("int"),
        "boolType" => Some("bool"),
        "realType" => Some("real"),
        _ => None,
    }
}

/// `MapType0Select`, Boogie's select of a polymorphic map type.
fn is_map_select(h: &str) -> bool {
    h.strip_prefix("MapType")
        .and_then(|r| r.strip_suffix("Select"))
        .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::points::insert_assert;
    use crate::smt::observation::trace::Instance;
    use crate::syntax::parse_program;

    fn trace(instances: &[(&str, &[&str])]) -> Trace {
        Trace {
            instances: instances
                .iter()
                .map(|(qid, terms)| Instance {
                    qid: qid.to_string(),
                    vars: vec!["x".into(); terms.len()],
                    terms: terms.iter().map(|t| t.to_string()).collect(),
                    count: 1,
                })
                .collect(),
            ..Trace::default()
        }
    }

    /// Issue 49, gap 4: only `reseed` runs were traced, so a query whose passing runs are all
    /// shuffled (Timeline.bpl: `shuffle` 11/15, `reseed` 0/15) had no passing run to trace and no
    /// instance. `shuffle` runs keep the query's names and are traced too; `rename` runs are not.
    #[test]
    fn shuffled_and_reseeded_runs_are_traced_and_renamed_ones_are_not() {
        let run =
            |method: Method, index: u32, proved: bool| super::super::sample::Run::fake(method, index, proved, None);
        let mut runs = Vec::new();
        for k in 0..4 {
            runs.push(run(Method::Shuffle, k, true));
            runs.push(run(Method::Rename, k, k == 0));
            runs.push(run(Method::Reseed, k, false));
        }
        let p = Profiled {
            name: "After".into(),
            category: crate::stats::Category::Unstable,
            tallies: Vec::new(),
            runs,
            not_applicable: Vec::new(),
            limits: Default::default(),
            cut: false,
        };
        let chosen: Vec<(Method, u32, bool)> = traceable(&p).iter().map(|r| (r.method, r.index, r.proved())).collect();
        assert_eq!(
            chosen,
            [
                (Method::Shuffle, 0, true),
                (Method::Shuffle, 1, true),
                (Method::Shuffle, 2, true),
                (Method::Reseed, 0, false),
                (Method::Reseed, 1, false),
                (Method::Reseed, 2, false)
            ]
        );
    }

    #[test]
    fn instances_the_passing_runs_make_and_the_failing_runs_miss_are_ranked() {
        let q = "codecbpl.4:15";
        let traces = Traces {
            passing: vec![trace(&[(q, &["s"]), (q, &["(+ 1 t)"])]), trace(&[(q, &["s"])]), trace(&[(q, &["t"])])],
            failing: vec![trace(&[(q, &["t"])]), trace(&[]), trace(&[(q, &["(+ 1 t)"])])],
        };
        let found = compare("Lookup", q, &traces);
        let got: Vec<(String, u32, u32)> =
            found.iter().map(|f| (f.terms[0].term.clone(), f.passing_made, f.failing_missed)).collect();
        // `s`: made by 2 of 3 passing runs, missed by all 3 failing; the others by 1 and 2, the
        // smaller term first.
        assert_eq!(got, [("s".into(), 2, 3), ("t".into(), 1, 2), ("(+ 1 t)".into(), 1, 2)]);
        assert_eq!((found[0].passing_traced, found[0].failing_traced), (3, 3));
        assert!(compare("Lookup", "other", &traces).is_empty());
    }

    /// Boogie 2.4.1's `/proverLog` of `text` (as `x.bpl`): the logged VC of `procedure`.
    fn logged_vc(text: &str, procedure: &str) -> String {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("x.bpl"), text).unwrap();
        let out = std::process::Command::new("boogie")
            .args(["/proverLog:x-@PROC@.smt2", "x.bpl"])
            .current_dir(dir.path())
            .output()
            .expect("boogie 2.4.1 is installed");
        assert!(String::from_utf8_lossy(&out.stdout).contains("2 verified, 0 errors"), "{out:?}");
        std::fs::read_to_string(dir.path().join(format!("x-{procedure}.smt2"))).unwrap()
    }

    /// An `assert` goes on the line of the statement it precedes: no line moves, so a quantifier
    /// declared after it keeps its Boogie name (`xbpl.LINE:COL`), and the VC of another
    /// implementation is the same text, whose runs the cache has. On a line of its own, it moves
    /// the later axiom's name, and that VC differs.
    #[test]
    fn an_inserted_assert_leaves_the_other_implementations_vcs_unchanged() {
        // P's first statement holds a lambda, which Boogie lifts into an axiom of every VC named
        // after the lambda's line and column.
        let text = concat!(
            "function F(x: int): int;\n",
            "procedure P(a: int) returns (r: int)\n  ensures r > a;\n{\n",
            "  var m: [int]bool;\n  // a comment\n  m := (lambda i: int :: i > a);\n  r := F(a) + 1;\n}\n",
            "axiom (forall x: int :: {F(x)} F(x) > x);\n",
            "procedure Q(b: int) returns (r: int)\n  ensures r > b;\n{\n  r := F(b);\n}\n",
        );
        let p = parse_program(text, "x.bpl").unwrap();
        let same_line = insert_assert(text, &p, "P", "assert F(a) > a;").unwrap();
        assert!(
            same_line.contains("  var m: [int]bool; assert F(a) > a;\n  // a comment\n  m := (lambda"),
            "{same_line}"
        );
        let before = logged_vc(text, "Q");
        assert!(before.contains(":qid |xbpl.10:15|") && before.contains(":qid |xbpl.7:16|"), "{before}");
        assert_eq!(logged_vc(&same_line, "Q"), before);
        // On a line of its own it moves the axiom's name; before the lambda, the lambda's.
        let own_line = text.replace("  r := F(a) + 1;", "  assert F(a) > a;\n  r := F(a) + 1;");
        assert_ne!(logged_vc(&own_line, "Q"), before);
        let before_lambda = text.replace("  m := (lambda", "  assert F(a) > a; m := (lambda");
        assert_ne!(logged_vc(&before_lambda, "Q"), before);
    }

    #[test]
    fn vc_names_are_read_back_without_boogies_suffixes() {
        assert!(is_map_select("MapType0Select") && !is_map_select("MapTypeSelect0"));
        assert_eq!(ununiquified("i@@12"), "i");
        assert_eq!(ununiquified("o@1"), "o@1");
    }

    /// A function without arguments (Dafny's `F#Handle()`) is a constant in the VC.
    #[test]
    fn a_function_without_arguments_is_read_back_as_a_call() {
        let prog = "function Tick(x: int): int;\n";
        let p = parse_program(prog, "t.bpl").unwrap();
        let with = prog.replace("function Tick", "function F#Handle(): int;\nfunction Tick");
        let pw = parse_program(&with, "t.bpl").unwrap();
        assert_eq!(boogie_term(&pw, &[], "(Tick |F#Handle|)").as_deref(), Ok("Tick(F#Handle())"));
        assert!(boogie_term(&p, &[], "(Tick |F#Handle|)").unwrap_err().contains("has no form"));
    }
}
