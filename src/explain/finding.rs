//! A finding's two sides compared per *declaration*: Boogie names a quantifier after its line
//! (`fig1bpl.8:15`), and a mutant that moves a declaration renames it (`fig1swap.5:15`), so the
//! seed's and the mutant's profiles cannot be compared by qid text. Each side's qids are mapped to
//! their quantifiers through that side's own file ([`super::source::locate`]), and a quantifier is
//! identified by the procedure that holds it (none for an axiom or a function) and its text with
//! triggers removed ([`declaration_key`]): the same quantifier keeps that key when a mutation
//! moves it, joins or swaps the clauses around it, or drops its trigger. A qid that is no source
//! position (z3's `k!7`, a `{:qid}` name) is its own key. The runs' profiles are then re-keyed
//! ([`rekey`]) and compared by [`super::blame`] as one query's.

use super::blame::{Direction, QuantifierBlame};
use super::core::{core_of, CoreDecl, CoreFrom, CoreReport};
use super::instances::{trace_runs, QueryTraces, Traces};
use super::output::{BlameEntry, SeedSite};
use super::sample::{Profiled, Run};
use super::source::{locate, parse_qid, qid_prefix, Site};
use crate::smt::observation::observe::{QiProfile, QiStat};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Solver;
use crate::smt::text::unit::Unit;
use crate::stability::SampleConfig;
use crate::syntax::ast::{Expr, ExprKind, Pos, Program, QuantAnnot};
use crate::syntax::print_expr;
use crate::syntax::visit::for_each_expr;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;

/// The key of a located quantifier: its owner and its text without triggers.
pub fn declaration_key(site: &Site) -> String {
    let mut q = site.quantifier.clone();
    q.annots.retain(|a| !matches!(a, QuantAnnot::Trigger(_)));
    let e = Expr { pos: site.pos, kind: ExprKind::Quant(Box::new(q)) };
    format!("{}::{}", site.owner.as_deref().unwrap_or(""), print_expr(&e))
}

/// One side's qids, located in its program.
#[derive(Clone, Debug, Default)]
pub struct Declarations {
    /// qid (as in the profiles) → key.
    key_of: HashMap<String, String>,
    /// key → the first qid (without bars) that has it and its site.
    site_of: HashMap<String, (String, Option<Site>)>,
}

impl Declarations {
    /// Locates every qid of `runs`' profiles in `program`, a file Boogie saw as `file_name`.
    pub fn of<'r>(program: &Program, file_name: &str, runs: impl Iterator<Item = &'r Run>) -> Declarations {
        let prefix = qid_prefix(file_name);
        let mut d = Declarations::default();
        for r in runs {
            let Some(p) = &r.observation.profile else { continue };
            for qid in p.by_qid.keys() {
                if d.key_of.contains_key(qid) {
                    continue;
                }
                let bare = qid.trim_matches('|').to_string();
                let site = match parse_qid(&bare) {
                    Some((pre, line, col)) if pre == prefix => locate(program, line, col),
                    _ => None,
                };
                let key = site.as_ref().map_or_else(|| bare.clone(), declaration_key);
                d.key_of.insert(qid.clone(), key.clone());
                d.site_of.entry(key).or_insert((bare, site));
            }
        }
        d
    }

    /// The key of `qid` (itself when it was not seen).
    pub fn key(&self, qid: &str) -> String {
        self.key_of.get(qid).cloned().unwrap_or_else(|| qid.trim_matches('|').to_string())
    }

    /// The qid and site of a key on this side.
    pub fn site(&self, key: &str) -> Option<&(String, Option<Site>)> {
        self.site_of.get(key)
    }
}

/// The column Boogie gives a quantifier in its qid: that of its first bound variable, on the
/// quantifier's line of `text` (the parser's column when it is not found there).
fn boogie_col(text: &str, site: &Site) -> u32 {
    let Some(first) = site.quantifier.vars.first().and_then(|t| t.names.first()) else { return site.pos.col };
    let Some(line) = text.lines().nth(site.pos.line.saturating_sub(1) as usize) else { return site.pos.col };
    let chars: Vec<char> = line.chars().collect();
    let name: Vec<char> = first.as_str().chars().collect();
    let word = |c: char| c.is_alphanumeric() || "_.$#'`~^\\?".contains(c);
    let from = site.pos.col.saturating_sub(1) as usize;
    // Past the keyword, the first whole-word occurrence of the name.
    let start = (from..chars.len())
        .find(|&i| {
            chars[i..].starts_with(&['f', 'o', 'r', 'a', 'l', 'l'])
                || chars[i..].starts_with(&['e', 'x', 'i', 's', 't', 's'])
                || chars[i..].starts_with(&['l', 'a', 'm', 'b', 'd', 'a'])
        })
        .map_or(from, |i| i + 6);
    for i in start..chars.len() {
        if chars[i..].starts_with(&name)
            && (i == 0 || !word(chars[i - 1]))
            && chars.get(i + name.len()).is_none_or(|c| !word(*c))
        {
            return i as u32 + 1;
        }
    }
    site.pos.col
}

/// The quantifier of `program` (the text `text`, a file Boogie saw as `file_name`) whose key is
/// `key`, with the qid Boogie gives it: for a declaration that no run instantiated.
pub fn find_key(program: &Program, text: &str, file_name: &str, key: &str) -> Option<(String, Site)> {
    let mut positions = Vec::new();
    for d in &program.decls {
        for_each_expr(d, &mut |e| {
            if matches!(e.kind, ExprKind::Quant(_)) {
                positions.push(e.pos);
            }
        });
    }
    positions.into_iter().find_map(|p| {
        let site = locate(program, p.line, p.col)?;
        (declaration_key(&site) == key).then(|| {
            let qid = format!("{}.{}:{}", qid_prefix(file_name), site.pos.line, boogie_col(text, &site));
            (qid, site)
        })
    })
}

/// `run` with its profile's qids replaced by their keys (counts of qids with one key added).
pub fn rekey(run: &Run, decls: &Declarations) -> Run {
    let mut r = run.clone();
    if let Some(p) = &run.observation.profile {
        let mut by_qid: BTreeMap<String, QiStat> = BTreeMap::new();
        for (qid, s) in &p.by_qid {
            match by_qid.entry(decls.key(qid)) {
                std::collections::btree_map::Entry::Vacant(v) => {
                    v.insert(s.clone());
                }
                std::collections::btree_map::Entry::Occupied(mut o) => {
                    let t = o.get_mut();
                    t.instances += s.instances;
                    t.simplify_true += s.simplify_true;
                    t.checker_sat += s.checker_sat;
                    t.max_generation = t.max_generation.max(s.max_generation);
                    t.max_cost = t.max_cost.max(s.max_cost);
                    t.quantifiers += s.quantifiers;
                }
            }
        }
        r.observation.profile = Some(QiProfile { by_qid });
    }
    r
}

/// One side of a finding for its cores: a Boogie program, its text and the file name Boogie saw.
#[derive(Clone, Copy)]
pub struct Side<'a> {
    pub program: &'a Program,
    pub text: &'a str,
    pub name: &'a str,
}

/// `core` (taken on the seed's query, its declarations the seed's) with its declarations moved to
/// their twins in `mutant` (by [`declaration_key`], as blame pairs them): a declaration with no
/// twin in the mutant is counted with `boogie_unmapped`.
pub fn core_to_mutant(core: &mut CoreReport, seed: Side, mutant: Side) {
    let decls = std::mem::take(&mut core.boogie);
    for d in decls {
        let twin = locate(seed.program, d.line, d.col)
            .and_then(|site| find_key(mutant.program, mutant.text, mutant.name, &declaration_key(&site)));
        match twin {
            Some((qid, site)) => {
                let (line, col) = parse_qid(&qid).map_or((site.pos.line, site.pos.col), |(_, l, c)| (l, c));
                if !core.boogie.iter().any(|c| c.qid == qid) {
                    core.boogie.push(CoreDecl { item: site.kind.as_str().into(), line, col, qid, text: site.text });
                }
            }
            None => core.boogie_unmapped += 1,
        }
    }
    core.boogie.sort_by_key(|d| (d.line, d.col));
}

/// The cores of a finding's explained queries (each a seed's query, its profile, the mutant's
/// twin and its profile): the unsat core of a passing run of the mutant's query when it has one,
/// else of the seed's twin; either way mapped to the MUTANT's declarations (its own qids and
/// lines), `from` saying whose run it is. Queries with no core are left out.
#[allow(clippy::too_many_arguments)]
pub fn finding_cores(
    solver: &Solver,
    cache: &QueryCache,
    cfg: &SampleConfig,
    pairs: &[(&Unit, &Profiled, &Unit, &Profiled)],
    seed: Side,
    mutant: Side,
    out: &Path,
) -> Vec<CoreReport> {
    use rayon::prelude::*;
    pairs
        .par_iter()
        .filter_map(|(su, sp, mu, mp)| {
            let dir = tempfile::tempdir().ok()?;
            if mp.passing().next().is_some() {
                let found = core_of(solver, cache, mu, mp, cfg, Some((mutant.program, mutant.name)), out, dir.path());
                if let Some((mut r, _)) = found {
                    r.from = CoreFrom::Mutant;
                    return Some(r);
                }
            }
            let (mut r, _) = core_of(solver, cache, su, sp, cfg, Some((seed.program, seed.name)), out, dir.path())?;
            r.from = CoreFrom::Seed;
            core_to_mutant(&mut r, seed, mutant);
            Some(r)
        })
        .collect()
}

/// The runs a finding's blame compares for each pair (seed, mutant) it does worse on: the seed's
/// passing runs and the mutant's failing runs, re-keyed by declaration (each side's qids located
/// in its own file), as one query's runs under the mutant's name; with each side's declarations.
pub fn compared(
    worse: &[&(Profiled, Profiled)],
    seed: Side,
    mutant: Side,
) -> Vec<(Declarations, Declarations, Profiled)> {
    let mut out = Vec::new();
    for (s, m) in worse {
        let ds = Declarations::of(seed.program, seed.name, s.passing());
        let dm = Declarations::of(mutant.program, mutant.name, m.failing());
        let runs: Vec<_> = s.passing().map(|r| rekey(r, &ds)).chain(m.failing().map(|r| rekey(r, &dm))).collect();
        let both = Profiled {
            name: m.name.clone(),
            category: crate::stats::Category::Unstable,
            tallies: Vec::new(),
            runs,
            not_applicable: Vec::new(),
            limits: m.limits,
            cut: s.cut || m.cut,
        };
        out.push((ds, dm, both));
    }
    out
}

/// Locates a finding's blame entry `e` (quantifier `q`, keyed by declaration): its own position
/// is the mutant's (the program the repairs edit, `file`), else the seed's (`seed_file`), and
/// `e.seed` gives the seed's when both have it. The site is given when the mutant has it.
pub fn locate_in_finding(
    e: &mut BlameEntry,
    q: &QuantifierBlame,
    (ds, dm): (&Declarations, &Declarations),
    seed: Side,
    mutant: Side,
    seed_file: &str,
    file: &str,
) -> Option<Site> {
    let lookup = |d: &Declarations, b: Side| -> Option<(String, Option<Site>)> {
        d.site(&q.qid).cloned().or_else(|| find_key(b.program, b.text, b.name, &q.qid).map(|(qid, s)| (qid, Some(s))))
    };
    let on_seed = lookup(ds, seed);
    let on_mutant = lookup(dm, mutant);
    let (qid, site, where_) = match (&on_mutant, &on_seed) {
        (Some((qid, site)), _) => (qid.clone(), site.clone(), file),
        (None, Some((qid, site))) => (qid.clone(), site.clone(), seed_file),
        (None, None) => (q.qid.clone(), None, file),
    };
    e.qid = qid;
    if let Some(site) = &site {
        e.file = where_.to_string();
        e.line = site.pos.line;
        e.col = parse_qid(&e.qid).map_or(site.pos.col, |(_, _, c)| c);
        e.item = site.kind.as_str().into();
        e.text = site.text.clone();
    }
    if let (Some((qid, Some(ss))), true) = (&on_seed, on_mutant.is_some()) {
        e.seed = Some(SeedSite {
            qid: qid.clone(),
            file: seed_file.to_string(),
            line: ss.pos.line,
            col: parse_qid(qid).map_or(ss.pos.col, |(_, _, c)| c),
        });
    }
    site.filter(|_| on_mutant.is_some())
}

/// The mutant's declarations a finding's cores name: `mutant_named` (the mutant's own cores'),
/// and the twins in the mutant (by the identity blame uses) of the seed's `seed_named`.
pub fn mutant_core_declarations(
    mut mutant_named: BTreeSet<usize>,
    seed_named: BTreeSet<usize>,
    seed: Side,
    mutant: Side,
) -> BTreeSet<usize> {
    for d in seed_named {
        for (_, site) in seed_quantifiers(seed.program, d) {
            if let Some((_, twin)) = find_key(mutant.program, mutant.text, mutant.name, &declaration_key(&site)) {
                mutant_named.insert(twin.decl);
            }
        }
    }
    mutant_named
}

/// The quantifiers of declaration `d` of `program`, located (for a declaration's identity).
fn seed_quantifiers(program: &Program, d: usize) -> Vec<(Pos, Site)> {
    let mut out = Vec::new();
    if let Some(decl) = program.decls.get(d) {
        for_each_expr(decl, &mut |e| {
            if matches!(e.kind, ExprKind::Quant(_)) {
                if let Some(site) = locate(program, e.pos.line, e.pos.col).filter(|s| s.decl == d) {
                    out.push((e.pos, site));
                }
            }
        });
    }
    out
}

/// For each compared pair of a finding (seed, mutant) with blamed quantifiers the mutant's failing
/// runs instantiate less (of `entries`, the first two per pair, each with its twin in the seed):
/// the seed's passing runs and the mutant's failing runs, traced (under the perturbations they
/// were sampled with: both sides draw the dice of the seed query's name).
pub fn finding_traces(
    solver: &Solver,
    cache: &QueryCache,
    cfg: &SampleConfig,
    worse: &[&(Profiled, Profiled)],
    entries: &[BlameEntry],
    [seed_units, mutant_units]: [&[Unit]; 2],
) -> Vec<QueryTraces> {
    let mut out = Vec::new();
    for (s, m) in worse {
        let qids: Vec<(String, String)> = entries
            .iter()
            .filter(|e| e.query == m.name && e.direction == Direction::LessWhenFailing)
            .filter_map(|e| Some((e.seed.as_ref()?.qid.clone(), e.qid.clone())))
            .take(2)
            .collect();
        let (Some(su), Some(mu)) =
            (seed_units.iter().find(|u| u.name() == s.name), mutant_units.iter().find(|u| u.name() == m.name))
        else {
            continue;
        };
        if qids.is_empty() {
            continue;
        }
        let passing = trace_runs(solver, cache, su, s, cfg, &s.name).passing;
        let failing = trace_runs(solver, cache, mu, m, cfg, &s.name).failing;
        out.push(QueryTraces { query: m.name.clone(), qids, traces: Traces { passing, failing } });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::blame::{blame_family, Direction};
    use crate::explain::sample::Profiled;
    use crate::smt::perturbation::mutate::Method;
    use crate::syntax::parse_program;

    const SEED: &str = "function h(int) returns (int);\naxiom (forall x, y: int :: x > y ==> h(x) > y);\n\
        const a: [int]int;\naxiom (forall i: int :: 0 <= i ==> a[i] < a[i + 1]);\n\
        procedure p(i: int) returns (o: int)\n  requires i >= 0;\n  ensures o > a[i];\n{\n  o := h(a[i + 1]);\n}\n";
    const MUTANT: &str = "const a: [int]int;\naxiom (forall i: int :: {a[i]} 0 <= i ==> a[i] < a[i + 1]);\n\
        function h(int) returns (int);\naxiom (forall x, y: int :: x > y ==> h(x) > y);\n\
        procedure p(i: int) returns (o: int)\n  requires i >= 0;\n  ensures o > a[i];\n{\n  o := h(a[i + 1]);\n}\n";

    fn run(proved: bool, profile: &str) -> Run {
        Run::fake(Method::Reseed, 0, proved, Some(QiProfile::parse(profile)))
    }

    #[test]
    fn a_moved_quantifier_keeps_its_key_and_the_sides_compare_per_declaration() {
        let (s, m) = (parse_program(SEED, "s.bpl").unwrap(), parse_program(MUTANT, "m.bpl").unwrap());
        let seed_runs: Vec<Run> = (0..8)
            .map(|_| run(true, "[quantifier_instances] sbpl.4:15 : 3 : 0 : 0 : 1 : 2\n[quantifier_instances] sbpl.2:15 : 3 : 0 : 0 : 1 : 2\n"))
            .collect();
        let mutant_runs: Vec<Run> =
            (0..8).map(|_| run(false, "[quantifier_instances] mbpl.2:15 : 101 : 0 : 0 : 100 : 101\n")).collect();
        let (ds, dm) =
            (Declarations::of(&s, "s.bpl", seed_runs.iter()), Declarations::of(&m, "m.bpl", mutant_runs.iter()));
        // The array axiom: line 4 of the seed, line 2 of the mutant (with a trigger added), one key.
        assert_eq!(ds.key("sbpl.4:15"), dm.key("mbpl.2:15"));
        assert_ne!(ds.key("sbpl.4:15"), ds.key("sbpl.2:15"));
        assert_eq!(ds.key("k!3"), "k!3");
        let runs: Vec<Run> =
            seed_runs.iter().map(|r| rekey(r, &ds)).chain(mutant_runs.iter().map(|r| rekey(r, &dm))).collect();
        let p = Profiled::fake("p", runs);
        let b = blame_family(&[&p], 0.05).remove(0);
        assert_eq!(b.significant.len(), 2, "{b:?}");
        let array = ds.key("sbpl.4:15");
        assert_eq!(b.significant[0].qid, array, "more instances, the larger difference first");
        assert_eq!(b.significant[0].direction, Direction::MoreWhenFailing);
        assert_eq!((b.significant[0].passing.max, b.significant[0].failing.min), (3, 101));
        assert_eq!(b.significant[1].direction, Direction::LessWhenFailing);
        assert_eq!(b.significant[1].failing.max, 0, "the h axiom is never instantiated when failing");
        let (qid, site) = dm.site(&array).unwrap();
        assert_eq!((qid.as_str(), site.as_ref().map(|s| s.pos.line)), ("mbpl.2:15", Some(2)));
        // The h axiom: no failing run instantiated it, so the mutant's twin is found by its key.
        let h = ds.key("sbpl.2:15");
        assert!(dm.site(&h).is_none());
        let (qid, site) = find_key(&m, MUTANT, "m.bpl", &h).expect("the h axiom in the mutant");
        assert_eq!((qid.as_str(), site.pos.line), ("mbpl.4:15", 4));
        assert_eq!(find_key(&s, SEED, "s.bpl", &array).map(|(q, _)| q).as_deref(), Some("sbpl.4:15"));
        assert!(find_key(&m, MUTANT, "m.bpl", "k!3").is_none());
    }

    #[test]
    fn a_seed_core_moves_to_the_mutant_declarations() {
        let (s, m) = (parse_program(SEED, "s.bpl").unwrap(), parse_program(MUTANT, "m.bpl").unwrap());
        let decl =
            |line, col, qid: &str| CoreDecl { item: "axiom".into(), line, col, qid: qid.into(), text: String::new() };
        let mut core = CoreReport {
            query: "p".into(),
            assertions_total: 5,
            in_core: 3,
            core_assertions: vec![0, 1, 4],
            goal: Some(4),
            goal_in_core: true,
            perturbation: "reseed@1".into(),
            core_runs: 1,
            pruned: None,
            // The array axiom (seed line 4) and a position that is no quantifier.
            boogie: vec![decl(4, 15, "sbpl.4:15"), decl(9, 3, "sbpl.9:3")],
            boogie_unmapped: 1,
            from: CoreFrom::Seed,
        };
        let side = |program, text, name| Side { program, text, name };
        core_to_mutant(&mut core, side(&s, SEED, "s.bpl"), side(&m, MUTANT, "m.bpl"));
        assert_eq!(core.boogie.len(), 1, "{:?}", core.boogie);
        assert_eq!((core.boogie[0].qid.as_str(), core.boogie[0].line), ("mbpl.2:15", 2));
        assert!(core.boogie[0].text.contains("a[i] < a[i + 1]"), "{}", core.boogie[0].text);
        assert_eq!(core.boogie_unmapped, 2);
    }
}
