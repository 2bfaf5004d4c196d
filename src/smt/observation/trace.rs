//! z3's trace of one run (`trace=true trace_file_name=F`, the log the Axiom Profiler and SMTScope
//! read): the quantifier instances the run made, each with the ground terms bound to the
//! quantifier's variables.
//!
//! Only the lines that say which instances were made are read (z3 4.8.12, 4.13.0 and 5.4.1 write
//! them alike):
//! - `[mk-app] #ID NAME #ARG…` defines term `#ID` (ids are reused: a line redefines its id, so
//!   terms are resolved when a match is logged), `[attach-meaning] #ID arith 5` makes it a
//!   numeral, `[mk-var]` a bound variable, `[mk-quant] #ID QID N #PATTERN… #BODY` a quantifier of
//!   `N` variables (z3 4.13.0 and later write the qid between bars);
//! - `[attach-var-names] #ID (|y| ; |Int|) (|x| ; |Int|)` names a quantifier's variables, in the
//!   order its bindings are logged (variable index 0 first: the last one declared);
//! - a `[mk-quant]` with patterns (`[mk-app] #P pattern #T…`) is the quantifier as z3 will match
//!   it: for one without a `:pattern` of its own, the (multi-)pattern z3 inferred. These are kept
//!   as [`Trace::patterns`], their terms written over the variables' names (z3 infers them after
//!   its own rewriting, so two runs of the same query in another order can infer different
//!   patterns, or none: Fig. 1 swapped, where z3 finds no pattern for the `h` axiom);
//! - `[new-match] FP #QUANT [#PATTERN] #B… ; …` is a match of `#QUANT` whose last `N` ids before
//!   `;` are the bound terms (the e-graph terms matched), and `[inst-discovered] METHOD FP #QUANT ;
//!   #B…` one found otherwise (MBQI); `[instance] FP …` makes the match with fingerprint `FP` an
//!   instance (`0` and `0x0` are theory lemmas, not instances). 4.8.12 writes the fingerprint as
//!   a pointer, 5.4.1 as a number: it is only compared.
//!
//! A trace can be large (a matching loop logs every instance): reading stops after a cap of bytes
//! ([`Trace::truncated`]), and a bound term larger than [`MAX_TERM`] nodes is not written
//! ([`Trace::unwritten`]). [`traced`] runs z3 with the trace in a directory of its own, reads
//! it and deletes it, and caches what was read like every run.
//!
//! The crate `smt-scope` (SMTScope's parser) reads these traces too, but it reconstructs the
//! whole e-graph and prints the solver's version on standard error on every file, and it cost
//! about a minute of CPU to build with its dependencies on this project's machine (0.1.7, 2026),
//! for the five kinds of line read here.

use super::observe::hard_limit;
use crate::smt::perturbation::mutate::{NotApplicable, Perturbation};
use crate::smt::solving::cache::{timed_out, QueryCache};
use crate::smt::solving::solve::{interpret, silent, Answer, SolveResult, Solver, SolverKind};
use crate::smt::text::query::Dialect;
use crate::smt::text::sexp::{read_one, Sexp};
use crate::smt::text::unit::Unit;
use crate::util::hash::hex;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap};
use std::io::BufRead;
use std::time::Duration;
use thiserror::Error;

/// Most nodes of a bound term that is written out.
pub const MAX_TERM: usize = 400;

/// Bytes of a trace read at most.
pub const TRACE_CAP: u64 = 64 << 20;

/// One instance a run made (every instance of the same quantifier at the same terms counted once,
/// with how many times).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instance {
    /// The quantifier's `:qid`, without bars (z3's own name, e.g. `k!7`, for one without).
    pub qid: String,
    /// The bound variables' names as z3 logs them (empty where z3 gives none), one per term.
    pub vars: Vec<String>,
    /// The ground terms bound to them, in SMT-LIB.
    pub terms: Vec<String>,
    /// How many instances with these terms the run made.
    pub count: u32,
}

/// What a trace says about instances.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    /// The instances, by qid and terms.
    pub instances: Vec<Instance>,
    /// Reading stopped at the cap of bytes.
    pub truncated: bool,
    /// Instances whose terms were not written (too large, or built from terms the trace does not
    /// define).
    pub unwritten: u64,
    /// The patterns z3 matched each quantifier with (each written once).
    #[serde(default)]
    pub patterns: Vec<Pattern>,
}

/// A (multi-)pattern z3 matched a quantifier with: its terms in SMT-LIB, over the quantifier's
/// variables by the names z3 logs.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pattern {
    /// The quantifier's `:qid`, without bars.
    pub qid: String,
    pub terms: Vec<String>,
}

impl Trace {
    /// Whether the run made an instance of `qid` with `terms` (bound to `vars`, in any order).
    pub fn made(&self, qid: &str, vars: &[String], terms: &[String]) -> bool {
        let want: BTreeMap<&str, &str> =
            vars.iter().map(String::as_str).zip(terms.iter().map(String::as_str)).collect();
        self.instances.iter().any(|i| {
            i.qid == qid
                && i.vars.iter().map(String::as_str).zip(i.terms.iter().map(String::as_str)).collect::<BTreeMap<_, _>>()
                    == want
        })
    }
}

/// An instance's identity: qid, variable names, terms.
type Key = (String, Vec<String>, Vec<String>);

/// A term of the trace.
enum Node {
    App(String, Vec<String>),
    Numeral(String),
    /// A bound variable, by its index (0 is the last one declared).
    Bound(usize),
    Var,
    Quant {
        qid: String,
        vars: usize,
    },
}

/// Reads the instances of a trace (see the module doc), at most `cap` bytes of it.
pub fn read_trace(mut reader: impl BufRead, cap: u64) -> std::io::Result<Trace> {
    let mut terms: HashMap<String, Node> = HashMap::new();
    let mut names: HashMap<String, Vec<String>> = HashMap::new();
    // Patterns of quantifiers whose variables are not named yet, by the quantifier's id.
    let mut unnamed: HashMap<String, (String, Vec<Vec<Sexp>>)> = HashMap::new();
    // Matches not yet instantiated, by fingerprint: (qid, vars, terms) or unwritable.
    let mut pending: HashMap<String, Option<Key>> = HashMap::new();
    let mut made: BTreeMap<Key, u32> = BTreeMap::new();
    let mut trace = Trace::default();
    let (mut read, mut buf) = (0u64, Vec::new());
    loop {
        buf.clear();
        let n = reader.read_until(b'\n', &mut buf)?;
        if n == 0 {
            break;
        }
        read += n as u64;
        if read > cap {
            trace.truncated = true;
            break;
        }
        let line = String::from_utf8_lossy(&buf);
        let line = line.trim_end();
        let Some(rest) = line.strip_prefix('[') else { continue };
        let Some((kind, rest)) = rest.split_once("] ") else { continue };
        match kind {
            "mk-app" => {
                let mut t: Vec<&str> = rest.split_whitespace().collect();
                if t.len() < 2 {
                    continue;
                }
                let id = t.remove(0).to_string();
                // The name is at least the first word (Dafny's `x#0` looks like an id).
                let args = t.iter().skip(1).rev().take_while(|a| is_id(a)).count();
                let split = t.len() - args;
                let name = t[..split].join(" ");
                terms.insert(id, Node::App(name, t[split..].iter().map(|s| s.to_string()).collect()));
            }
            "attach-meaning" => {
                let mut t = rest.splitn(3, ' ');
                if let (Some(id), Some(_theory), Some(value)) = (t.next(), t.next(), t.next()) {
                    terms.insert(id.to_string(), Node::Numeral(value.trim().to_string()));
                }
            }
            "mk-var" => {
                let mut t = rest.split_whitespace();
                if let Some(id) = t.next() {
                    let node = t.next().and_then(|n| n.parse().ok()).map_or(Node::Var, Node::Bound);
                    terms.insert(id.to_string(), node);
                }
            }
            "mk-quant" | "mk-lambda" => {
                let t: Vec<&str> = rest.split_whitespace().collect();
                // `#ID QID N #PATTERN… #BODY`: N is the last numeral followed only by ids.
                let ids = t.iter().skip(1).rev().take_while(|a| is_id(a)).count();
                let at = t.len().saturating_sub(ids + 1);
                if t.len() < 4 || at < 2 || ids == 0 || kind == "mk-lambda" {
                    if let Some(id) = t.first() {
                        terms.insert(id.to_string(), Node::Var);
                    }
                    continue;
                }
                let vars = t[at].parse().unwrap_or(0);
                let qid = t[1..at].join(" ").trim_matches('|').to_string();
                // Its patterns, written now (ids are reused), named when its names come.
                let written: Vec<Vec<Sexp>> = t[at + 1..t.len() - 1]
                    .iter()
                    .filter_map(|p| match terms.get(*p) {
                        Some(Node::App(name, args)) if name == "pattern" && !args.is_empty() => {
                            args.iter().map(|a| write_open(&terms, a)).collect()
                        }
                        _ => None,
                    })
                    .collect();
                if !written.is_empty() {
                    unnamed.insert(t[0].to_string(), (qid.clone(), written));
                }
                terms.insert(t[0].to_string(), Node::Quant { qid, vars });
            }
            "attach-var-names" => {
                let Some((id, list)) = rest.split_once(' ') else { continue };
                let vars = list
                    .split('(')
                    .filter(|g| g.contains(')'))
                    .map(|g| g.split(';').next().unwrap_or("").trim().trim_matches('|').to_string())
                    .collect::<Vec<String>>();
                if let Some((qid, written)) = unnamed.remove(id) {
                    for terms in written {
                        let terms: Option<Vec<String>> = terms.iter().map(|t| named(t, &vars)).collect();
                        let Some(terms) = terms else { continue };
                        let p = Pattern { qid: qid.clone(), terms };
                        if !trace.patterns.contains(&p) {
                            trace.patterns.push(p);
                        }
                    }
                }
                names.insert(id.to_string(), vars);
            }
            "new-match" | "inst-discovered" => {
                let Some((head, tail)) = rest.split_once(';') else { continue };
                let h: Vec<&str> = head.split_whitespace().collect();
                // new-match: FP #Q [#PAT] #B…; inst-discovered: METHOD FP #Q ; #B…
                let (fp, quant, bindings): (&str, &str, Vec<&str>) = if kind == "new-match" {
                    let (Some(fp), Some(q)) = (h.first(), h.get(1)) else { continue };
                    (fp, q, h[2..].to_vec())
                } else {
                    let (Some(fp), Some(q)) = (h.get(1), h.get(2)) else { continue };
                    (fp, q, tail.split_whitespace().collect())
                };
                let Some(Node::Quant { qid, vars }) = terms.get(quant) else { continue };
                if bindings.len() < *vars {
                    pending.insert(fp.to_string(), None);
                    continue;
                }
                let bound = &bindings[bindings.len() - vars..];
                let written: Option<Vec<String>> =
                    bound.iter().map(|b| write_term(&terms, b).map(|s| s.to_string())).collect();
                let var_names = names
                    .get(quant)
                    .filter(|n| n.len() == *vars)
                    .cloned()
                    .unwrap_or_else(|| vec![String::new(); *vars]);
                pending.insert(fp.to_string(), written.map(|w| (qid.clone(), var_names, w)));
            }
            "instance" => {
                let Some(fp) = rest.split_whitespace().next() else { continue };
                if fp == "0" || fp == "0x0" {
                    continue;
                }
                match pending.remove(fp) {
                    Some(Some(key)) => *made.entry(key).or_insert(0) += 1,
                    Some(None) => trace.unwritten += 1,
                    None => {}
                }
            }
            _ => {}
        }
    }
    trace.instances =
        made.into_iter().map(|((qid, vars, terms), count)| Instance { qid, vars, terms, count }).collect();
    Ok(trace)
}

/// `#12`, `datatype#6`: a term id.
fn is_id(s: &str) -> bool {
    s.rsplit_once('#').is_some_and(|(ns, n)| {
        !n.is_empty()
            && n.bytes().all(|b| b.is_ascii_digit())
            && ns.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
    })
}

/// Term `id` as an s-expression, if it is ground, defined and at most [`MAX_TERM`] nodes.
fn write_term(terms: &HashMap<String, Node>, id: &str) -> Option<Sexp> {
    let mut budget = MAX_TERM;
    write_at(terms, id, &mut budget, 0, false)
}

/// Term `id` as an s-expression whose bound variables are written `?INDEX` (a pattern's term).
fn write_open(terms: &HashMap<String, Node>, id: &str) -> Option<Sexp> {
    let mut budget = MAX_TERM;
    write_at(terms, id, &mut budget, 0, true)
}

/// `t` (from [`write_open`]) with each `?INDEX` replaced by `names[INDEX]`, as text; `None` if a
/// variable has no name.
fn named(t: &Sexp, names: &[String]) -> Option<String> {
    fn go(t: &Sexp, names: &[String]) -> Option<Sexp> {
        match t {
            Sexp::Symbol(s) => match s.name().strip_prefix('?').and_then(|i| i.parse::<usize>().ok()) {
                Some(i) => Sexp::symbol(names.get(i).filter(|n| !n.is_empty())?.as_str()),
                None => Some(t.clone()),
            },
            Sexp::List(items) => Some(Sexp::List(items.iter().map(|i| go(i, names)).collect::<Option<_>>()?)),
            _ => Some(t.clone()),
        }
    }
    go(t, names).map(|s| s.to_string())
}

fn write_at(terms: &HashMap<String, Node>, id: &str, budget: &mut usize, depth: usize, open: bool) -> Option<Sexp> {
    if *budget == 0 || depth > 64 {
        return None;
    }
    *budget -= 1;
    match terms.get(id)? {
        Node::Numeral(v) => numeral(v),
        Node::App(name, args) if args.is_empty() => Sexp::symbol(name.as_str()),
        Node::App(name, args) => {
            let mut items = vec![Sexp::symbol(name.as_str())?];
            for a in args {
                items.push(write_at(terms, a, budget, depth + 1, open)?);
            }
            Some(Sexp::List(items))
        }
        Node::Bound(i) if open => Sexp::symbol(format!("?{i}")),
        Node::Bound(_) | Node::Var | Node::Quant { .. } => None,
    }
}

/// A meaning's value as SMT-LIB: `5`, `(- 1)`, `1/2` as `(/ 1 2)`, `#b1`.
fn numeral(v: &str) -> Option<Sexp> {
    match v.split_once('/') {
        Some((a, b)) if !v.starts_with('(') => {
            Some(Sexp::List(vec![Sexp::symbol("/")?, read_one(a.trim()).ok()?, read_one(b.trim()).ok()?]))
        }
        _ => read_one(v).ok(),
    }
}

/// Why a traced run could not be made.
#[derive(Debug, Error)]
pub enum TraceError {
    #[error(transparent)]
    NotApplicable(#[from] NotApplicable),
    #[error("a trace of instances comes from z3, not {0}")]
    NotZ3(SolverKind),
    #[error("the trace could not be written or read: {0}")]
    Io(#[from] std::io::Error),
}

/// A run with its trace.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TracedRun {
    pub result: SolveResult,
    pub trace: Trace,
}

impl TracedRun {
    pub fn proved(&self) -> bool {
        self.result.answer.verified()
    }
}

/// The cache key of a traced run: hex SHA-256 over the solver, its extra arguments, the text,
/// the time limit and [`TRACE_CAP`].
fn trace_key(solver: &Solver, extra: &[String], text: &str, timeout: Duration) -> String {
    let mut h = Sha256::new();
    for part in
        [b"wobble-smt-trace-v2".as_slice(), solver.cache_key().as_bytes(), extra.join(" ").as_bytes(), text.as_bytes()]
    {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part);
    }
    h.update(timeout.as_millis().to_le_bytes());
    h.update(TRACE_CAP.to_le_bytes());
    hex(&h.finalize())
}

/// The text and extra arguments of the traced run of `unit` perturbed by `p` within `timeout`.
fn traced_script(unit: &Unit, p: &Perturbation, timeout: Duration) -> Result<(String, Vec<String>), TraceError> {
    let mut text = p.apply_unit(unit, Dialect::Z3)?.text;
    text.push_str("(get-info :reason-unknown)\n(get-info :all-statistics)\n");
    let extra =
        vec![format!("-t:{}", timeout.as_millis().max(1)), "trace=true".into(), format!("trace_file_name={FILE}")];
    Ok((text, extra))
}

/// The trace file z3 writes in its working directory.
const FILE: &str = "wobble-z3.trace";

/// Runs z3 (`solver`) on `unit` perturbed by `p` with its trace, within z3's own soft limit
/// `timeout` (the hard kill only guards it), and reads the trace (at most [`TRACE_CAP`] bytes);
/// the trace file is deleted. Through `cache`: the same text is never traced twice, except a run
/// that ended at a time limit ([`timed_out`]), which is neither stored nor replayed (a later
/// explain into the same `--out` traces it again rather than count it as a failing run).
pub fn traced(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    p: &Perturbation,
    timeout: Duration,
) -> Result<TracedRun, TraceError> {
    if solver.kind() != SolverKind::Z3 {
        return Err(TraceError::NotZ3(solver.kind()));
    }
    let (text, extra) = traced_script(unit, p, timeout)?;
    let key = trace_key(solver, &extra, &text, timeout);
    // A run that ended at a time limit says as much about the machine's load as about the
    // query: it is never replayed, and never stored.
    if let Some(hit) = cache.get_entry::<TracedRun>(&key).filter(|hit| !timed_out(&text, &hit.result)) {
        return Ok(hit);
    }
    let dir = tempfile::tempdir()?;
    let mut result = solver.run_script(&text, &extra, dir.path(), hard_limit(timeout), None, |r, out| {
        interpret(r, &out.stdout, &out.stderr, || silent(out));
    });
    if result.detail.contains("reason-unknown: timeout") {
        result.answer = Answer::Timeout;
    }
    let trace = match std::fs::File::open(dir.path().join(FILE)) {
        Ok(f) => read_trace(std::io::BufReader::new(f), TRACE_CAP)?,
        Err(_) => Trace::default(),
    };
    drop(dir);
    let run = TracedRun { result, trace };
    if run.result.answer != Answer::Error && !timed_out(&text, &run.result) {
        let _ = cache.put_entry(&key, &run);
    }
    Ok(run)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines of z3 4.8.12's trace of Fig. 1 that matter (term ids reused, as z3 does).
    const FIG1: &str = "[tool-version] Z3 4.8.12\n\
        [mk-app] #27 i@@0\n[mk-app] #33 a\n[mk-app] #41 Int\n[attach-meaning] #41 arith 1\n\
        [mk-var] #23 1\n[mk-var] #24 0\n[mk-app] #29 h #23\n[mk-app] #36 * #35 #24\n\
        [mk-app] #65 pattern #29 #36\n[mk-quant] #67 fig1bpl.6:15 2 #65 #47\n\
        [attach-var-names] #67 (|y| ; |Int|) (|x| ; |Int|)\n\
        [mk-app] #77 Select_[$int]$int #33 #27\n[mk-app] #92 + #41 #27\n[mk-app] #93 Select_[$int]$int #33 #92\n\
        [mk-app] #35 Int\n[attach-meaning] #35 arith (- 1)\n\
        [new-match] 0x55bc47ce4888 #67 #65 #77 #93 ; #98 (#35 #35) #94\n\
        [new-match] 0x55bc47ce48c0 #67 #65 #93 #93 ; #98\n\
        [inst-discovered] theory-solving 0 arith# ; #25\n[instance] 0 #54\n\
        [instance] 0x55bc47ce4888 ; 10\n[end-of-instance]\n\
        [mk-app] #27 other\n[eof]\n";

    #[test]
    fn a_traced_timeout_in_the_cache_is_run_again() {
        // A traced run stored as a timeout (by an earlier explain into the same --out) is not
        // replayed as a failing run: the text is traced again, and z3 proves it.
        let z3 = Solver::default_for(SolverKind::Z3).expect("z3 on PATH");
        let dir = tempfile::tempdir().unwrap();
        let cache = QueryCache::new(dir.path());
        let unit = Unit::single("q", "(declare-const b Bool)\n(assert b)\n(assert (not b))\n(check-sat)\n").unwrap();
        let (p, timeout) = (Perturbation::identity(), Duration::from_secs(10));
        let (text, extra) = traced_script(&unit, &p, timeout).unwrap();
        let stored = SolveResult { answer: Answer::Timeout, ..traced(&z3, &cache, &unit, &p, timeout).unwrap().result };
        let key = trace_key(&z3, &extra, &text, timeout);
        cache.put_entry(&key, &TracedRun { result: stored, trace: Trace::default() }).unwrap();
        let run = traced(&z3, &cache, &unit, &p, timeout).unwrap();
        assert!(run.proved(), "{:?}", run.result);
        // A stored run that ended otherwise is replayed.
        let fake = SolveResult { answer: Answer::Sat, ..run.result.clone() };
        cache.put_entry(&key, &TracedRun { result: fake, trace: Trace::default() }).unwrap();
        assert_eq!(traced(&z3, &cache, &unit, &p, timeout).unwrap().result.answer, Answer::Sat);
    }

    #[test]
    fn instances_are_read_with_their_bound_terms_at_the_time_of_the_match() {
        let t = read_trace(FIG1.as_bytes(), TRACE_CAP).unwrap();
        assert!(!t.truncated);
        assert_eq!(t.instances.len(), 1, "the second match was never instantiated: {t:?}");
        let i = &t.instances[0];
        assert_eq!(i.qid, "fig1bpl.6:15");
        assert_eq!(i.vars, ["y", "x"]);
        assert_eq!(i.terms, ["(|Select_[$int]$int| a i@@0)", "(|Select_[$int]$int| a (+ 1 i@@0))"]);
        assert_eq!(i.count, 1);
        let vars = ["x".to_string(), "y".to_string()];
        let terms = ["(|Select_[$int]$int| a (+ 1 i@@0))".to_string(), "(|Select_[$int]$int| a i@@0)".to_string()];
        assert!(t.made("fig1bpl.6:15", &vars, &terms), "in any order of the variables");
        assert!(!t.made("fig1bpl.6:15", &vars, &[terms[1].clone(), terms[0].clone()]));
    }

    #[test]
    fn the_patterns_z3_inferred_are_read_over_the_variables_names() {
        // z3 4.8.12 on Fig. 1: the `h` axiom's multi-pattern `{(h x), (* -1 y)}`, logged twice;
        // another quantifier made without patterns; a Dafny name.
        let t = "[mk-var] #26 1\n[mk-var] #27 0\n[mk-app] #29 h #26\n[mk-app] #35 Int\n\
            [attach-meaning] #35 arith (- 1)\n[mk-app] #36 * #35 #27\n[mk-app] #65 pattern #29 #36\n\
            [mk-quant] #66 fig1bpl.6:15 2 #65 #47\n[attach-var-names] #66 (|y| ; |Int|) (|x| ; |Int|)\n\
            [mk-quant] #67 fig1bpl.6:15 2 #65 #47\n[attach-var-names] #67 (|y| ; |Int|) (|x| ; |Int|)\n\
            [mk-quant] #48 other.1:1 2 #47\n[attach-var-names] #48 (|y| ; |Int|) (|x| ; |Int|)\n\
            [mk-app] #29 Tick #27\n[mk-app] #65 pattern #29\n[mk-quant] #70 |d.2:3| 1 #65 #47\n\
            [attach-var-names] #70 (|x#1| ; |Int|)\n";
        let r = read_trace(t.as_bytes(), TRACE_CAP).unwrap();
        let got: Vec<(&str, Vec<&str>)> =
            r.patterns.iter().map(|p| (p.qid.as_str(), p.terms.iter().map(String::as_str).collect())).collect();
        assert_eq!(got, [("fig1bpl.6:15", vec!["(h x)", "(* (- 1) y)"]), ("d.2:3", vec!["(Tick |x#1|)"])]);
        assert!(r.instances.is_empty());
    }

    #[test]
    fn newer_formats_a_cap_and_unwritable_terms() {
        // z3 4.13.0 bars the qid, 5.4.1 writes fingerprints as numbers; MBQI instances.
        let t = "[mk-app] #1 x#0\n[mk-var] #2 0\n[mk-quant] #3 |q.1:2| 1 #4 #5\n[attach-var-names] #3 (|x| ; |Int|)\n\
            [new-match] 2100362357 #3 #4 #1 ; #9\n[instance] 2100362357 ; 1\n\
            [inst-discovered] MBQI 77 #3 ; #1\n[instance] 77 ; 1\n\
            [new-match] 55 #3 #4 #2 ; #9\n[instance] 55 ; 1\n";
        let r = read_trace(t.as_bytes(), TRACE_CAP).unwrap();
        assert_eq!(r.instances.len(), 1);
        assert_eq!((r.instances[0].qid.as_str(), r.instances[0].count), ("q.1:2", 2));
        assert_eq!(r.instances[0].terms, ["|x#0|"], "Dafny's names look like ids");
        assert_eq!(r.unwritten, 1, "a bound variable is not a ground term");
        // A malformed quantifier line (no body id) is skipped, not a panic.
        let odd = read_trace("[mk-quant] #3 q.1:2 1 x y\n[mk-quant] #4 q 2 3 4\n".as_bytes(), TRACE_CAP).unwrap();
        assert!(odd.patterns.is_empty() && odd.instances.is_empty());
        let capped = read_trace(t.as_bytes(), 60).unwrap();
        assert!(capped.truncated && capped.instances.is_empty());
        assert_eq!(numeral("1/2").map(|s| s.to_string()).as_deref(), Some("(/ 1 2)"));
        assert!(is_id("#12") && is_id("datatype#6") && !is_id("h") && !is_id("#"));
    }
}
