//! The text of a query that does not depend on where its quantifiers are written or on how many
//! quantifiers Boogie parsed before it.
//!
//! Two things in a logged VC change when a mutation touches something else:
//! - `:qid |FILEbpl.LINE:COL|`: Boogie names a quantifier without a `{:qid}` attribute after
//!   its source position, so shifting a line renames every quantifier below it;
//! - `:skolemid |N|`: a counter over every quantifier Boogie constructed in the process (it
//!   runs on across the programs of one `/verifySeparately` batch, and counts quantifiers
//!   of procedures whose VC is not this one).
//!
//! [`canonical`] renumbers both by rank within the query: the k-th smallest position (line,
//! column) becomes `FILEbpl.qk`, the k-th smallest skolem id becomes `k`. Equal ids stay
//! equal, distinct ids stay distinct and keep their order, so the query keeps its structure;
//! only the names change. The canonical text is what the solver is sent and what the cache
//! keys on: the cache never answers a text other than the one solved. Whether z3's answer
//! depends on these names is measured (the README's performance section), and every flip found
//! at the query level is confirmed by a Boogie run before it is reported.

use crate::smt::query::Query;
use crate::smt::script::Command;
use crate::smt::sexp::Sexp;
use std::collections::BTreeMap;

/// A position qid `FILE.LINE:COL` split into its parts.
fn position_qid(v: &str) -> Option<(&str, u64, u64)> {
    let (file, pos) = v.rsplit_once('.')?;
    let (l, c) = pos.split_once(':')?;
    if file.is_empty() {
        return None;
    }
    Some((file, l.parse().ok()?, c.parse().ok()?))
}

/// The ids found in a query, in order, before renumbering.
#[derive(Default)]
struct Ids {
    positions: BTreeMap<(u64, u64), usize>,
    skolems: BTreeMap<u64, usize>,
}

/// What follows a keyword inside `(! ...)`.
#[derive(Clone, Copy, PartialEq)]
enum After {
    Other,
    Qid,
    Skolem,
}

fn walk(t: &mut Sexp, visit: &mut dyn FnMut(After, &mut Sexp)) {
    let Sexp::List(items) = t else { return };
    let is_bang = items.first().and_then(Sexp::symbol_name) == Some("!");
    let mut after = After::Other;
    for (i, item) in items.iter_mut().enumerate() {
        if is_bang && after != After::Other {
            visit(after, item);
        }
        after = match item {
            Sexp::Keyword(k) if is_bang && i > 0 && k == "qid" => After::Qid,
            Sexp::Keyword(k) if is_bang && i > 0 && k == "skolemid" => After::Skolem,
            _ => After::Other,
        };
        if matches!(item, Sexp::List(_)) {
            stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || walk(item, visit));
        }
    }
}

fn terms(q: &mut Query) -> impl Iterator<Item = &mut Sexp> {
    q.commands.iter_mut().filter_map(|c| match c {
        Command::Assert(t) | Command::Declare { command: t, .. } => Some(t),
        _ => None,
    })
}

/// `query` with its position qids and skolem ids renumbered by rank (see the module doc).
pub fn canonical(query: &Query) -> Query {
    let mut q = query.clone();
    let mut ids = Ids::default();
    for t in terms(&mut q) {
        walk(t, &mut |after, item| match after {
            After::Qid => {
                if let Some((_, l, c)) = item.symbol_name().and_then(position_qid) {
                    ids.positions.insert((l, c), 0);
                }
            }
            After::Skolem => {
                if let Some(n) = item.symbol_name().and_then(|s| s.parse::<u64>().ok()) {
                    ids.skolems.insert(n, 0);
                }
            }
            After::Other => {}
        });
    }
    for (rank, v) in ids.positions.values_mut().enumerate() {
        *v = rank;
    }
    for (rank, v) in ids.skolems.values_mut().enumerate() {
        *v = rank;
    }
    for t in terms(&mut q) {
        walk(t, &mut |after, item| {
            let new = match after {
                After::Qid => item
                    .symbol_name()
                    .and_then(position_qid)
                    .and_then(|(file, l, c)| ids.positions.get(&(l, c)).map(|k| format!("{file}.q{k}"))),
                After::Skolem => item
                    .symbol_name()
                    .and_then(|s| s.parse::<u64>().ok())
                    .and_then(|n| ids.skolems.get(&n).map(|k| k.to_string())),
                After::Other => None,
            };
            if let Some(s) = new.and_then(Sexp::symbol) {
                *item = s;
            }
        });
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::query::{split_prover_log, Dialect};

    fn query(body: &str) -> Query {
        let log = format!("(set-option :print-success false)\n(declare-fun f (Int) Int)\n{body}\n(check-sat)\n");
        split_prover_log(&log).unwrap().remove(0)
    }

    fn text(q: &Query) -> String {
        canonical(q).to_smtlib(Dialect::Z3, None)
    }

    const TWO: &str = "(assert (forall ((x Int)) (! (> (f x) 0) :qid |pbpl.7:15| :skolemid |41| :pattern ((f x)))))\n\
        (assert (forall ((y Int)) (! (< (f y) 9) :qid |pbpl.12:3| :skolemid |57|)))\n\
        (assert (forall ((z Int)) (! (< (f z) 8) :qid named :skolemid |60|)))";

    #[test]
    fn shifted_lines_and_offsets_give_the_same_text() {
        let shifted = TWO.replace("7:15", "9:15").replace("12:3", "14:3").replace("|41|", "|941|");
        let shifted = shifted.replace("|57|", "|957|").replace("|60|", "|960|");
        assert_eq!(text(&query(TWO)), text(&query(&shifted)));
        let t = text(&query(TWO));
        assert!(t.contains(":qid pbpl.q0 :skolemid |0|"), "{t}");
        assert!(t.contains(":qid pbpl.q1 :skolemid |1|"), "{t}");
        assert!(t.contains(":qid named :skolemid |2|"), "{t}");
    }

    #[test]
    fn order_and_identity_of_ids_are_kept() {
        // Swapping which quantifier comes first in the file changes the text.
        let swapped = TWO.replace("7:15", "20:1");
        assert_ne!(text(&query(TWO)), text(&query(&swapped)));
        // Two quantifiers at one position keep one name; a changed formula is a changed text.
        let same = TWO.replace("12:3", "7:15");
        assert!(text(&query(&same)).matches("pbpl.q0").count() == 2);
        assert_ne!(text(&query(TWO)), text(&query(&TWO.replace("< (f y) 9", "< (f y) 10"))));
        // Symbols outside `(! ...)` and other attributes are untouched.
        let plain = query("(assert (= (f 3) 4))");
        assert_eq!(text(&plain), plain.to_smtlib(Dialect::Z3, None));
    }
}
