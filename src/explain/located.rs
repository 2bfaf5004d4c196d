//! The blame of the compared queries as `explain.json` reports it ([`blamed`]): Holm's family
//! over every quantifier tested in every compared query ([`super::blame::blame_family`]), each
//! significant quantifier an entry located in the user's file by the subject's own rule (a
//! program's: [`in_program`]; a query's: [`in_query`]; a finding's:
//! [`super::finding::locate_in_finding`]), and ranked in order.

use super::blame::{blame_family, QuantifierBlame, TEST};
use super::output::{BlameEntry, BlameTest, NoBlame};
use super::sample::Profiled;
use super::source::{locate, parse_qid, qid_prefix, smt_quantifier_text, Site};
use crate::smt::text::unit::Unit;
use crate::syntax::ast::Program;

/// The blame of the compared queries.
pub struct Blamed {
    /// Ranked, in the queries' order.
    pub entries: Vec<BlameEntry>,
    /// The queries with no significant quantifier.
    pub no_blame: Vec<NoBlame>,
    /// The entries located at a Boogie quantifier (what the program's edits read), unranked.
    pub sites: Vec<(BlameEntry, Site)>,
    pub test: BlameTest,
}

/// Blames the quantifiers of the `compared` queries at family-wise level `alpha`; `locate(i, e,
/// q)` fills in where entry `e` (quantifier `q` of query `i`) is in the user's file, and gives
/// its Boogie site when there is one.
pub fn blamed(
    compared: &[&Profiled],
    alpha: f64,
    mut locate: impl FnMut(usize, &mut BlameEntry, &QuantifierBlame) -> Option<Site>,
) -> Blamed {
    let (mut entries, mut no_blame, mut sites) = (Vec::new(), Vec::new(), Vec::new());
    let blames = blame_family(compared, alpha);
    for (i, (p, b)) in compared.iter().zip(&blames).enumerate() {
        if b.significant.is_empty() {
            no_blame.push(NoBlame::of(&p.name, b));
        }
        for q in &b.significant {
            let mut e = entry(&p.name, q, b.family);
            if let Some(s) = locate(i, &mut e, q) {
                sites.push((e.clone(), s));
            }
            entries.push(e);
        }
    }
    for (i, e) in entries.iter_mut().enumerate() {
        e.rank = i + 1;
    }
    let names: Vec<&str> = compared.iter().map(|p| p.name.as_str()).collect();
    Blamed { entries, no_blame, sites, test: BlameTest::of(&names, &blames, alpha) }
}

/// A blame entry for `q` of `query`, without a source position yet.
fn entry(query: &str, q: &QuantifierBlame, family: usize) -> BlameEntry {
    BlameEntry {
        rank: 0,
        query: query.to_string(),
        qid: q.qid.trim_matches('|').to_string(),
        file: String::new(),
        line: 0,
        col: 0,
        item: "unknown".into(),
        text: String::new(),
        passing: (&q.passing).into(),
        failing: (&q.failing).into(),
        direction: q.direction,
        test: TEST.into(),
        family,
        p_value: q.p_value,
        p_adjusted: q.p_adjusted,
        effect: q.effect,
        seed: None,
    }
}

/// Locates `e` (quantifier `q`) in a Boogie `program` that Boogie saw as `name`, reported as
/// `file`, when its qid is one of that file's source positions.
pub fn in_program(program: &Program, name: &str, file: &str, e: &mut BlameEntry, q: &QuantifierBlame) -> Option<Site> {
    let (prefix, line, col) = parse_qid(&q.qid)?;
    if prefix != qid_prefix(name) {
        return None;
    }
    e.file = file.to_string();
    e.line = line;
    e.col = col;
    let s = locate(program, line, col)?;
    e.item = s.kind.as_str().into();
    e.text = s.text.clone();
    Some(s)
}

/// Locates `e` at the assertion of `unit` (of the `.smt2` file `file`) that holds its qid.
pub fn in_query(unit: Option<&Unit>, file: &str, e: &mut BlameEntry) {
    let found = unit.and_then(|u| {
        u.assertions().into_iter().find(|a| a.qids.iter().any(|x| x.trim_matches('|') == e.qid)).map(|a| {
            let whole = &u.text()[a.span.clone()];
            (smt_quantifier_text(whole, &e.qid).unwrap_or(whole).to_string(), a.line)
        })
    });
    if let Some((text, line)) = found {
        e.file = file.to_string();
        e.line = line as u32;
        e.col = 1;
        e.item = "assertion".into();
        e.text = text.chars().take(2000).collect();
    }
}
