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
//! depends on these names is measured (docs/cost.md, "Query-level fuzzing"), and every flip found
//! at the query level is confirmed by a Boogie run before it is reported.

use crate::smt::text::sexp::{tokens, TokenKind};
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

/// Which id an attribute value is.
#[derive(Clone, Copy, PartialEq)]
enum Id {
    Qid,
    Skolem,
}

/// An attribute value to renumber: its byte span, whether it is `|quoted|`, and what it is.
struct Value<'a> {
    start: usize,
    end: usize,
    quoted: bool,
    name: &'a str,
    id: Id,
}

/// `text` (a query as SMT-LIB text) with its position qids and skolem ids renumbered by rank
/// (see the module doc). The text is scanned as tokens, not parsed: the value after a `:qid` or
/// `:skolemid` keyword is an id wherever it stands (SMT-LIB has these keywords only as
/// attributes). Text that does not lex is returned unchanged: the solver then says what is
/// wrong with it.
pub fn canonical(text: &str) -> String {
    let mut values: Vec<Value> = Vec::new();
    let mut after: Option<Id> = None;
    for t in tokens(text) {
        let Ok(t) = t else { return text.to_string() };
        let atom = (t.kind == TokenKind::Atom).then(|| t.text(text));
        if let (Some(id), Some(v)) = (after, atom) {
            let quoted = v.len() >= 2 && v.starts_with('|');
            let name = if quoted { &v[1..v.len() - 1] } else { v };
            values.push(Value { start: t.start, end: t.end, quoted, name, id });
        }
        after = match atom {
            Some(":qid") => Some(Id::Qid),
            Some(":skolemid") => Some(Id::Skolem),
            _ => None,
        };
    }
    let mut positions: BTreeMap<(u64, u64), usize> = BTreeMap::new();
    let mut skolems: BTreeMap<u64, usize> = BTreeMap::new();
    for v in &values {
        match v.id {
            Id::Qid => {
                if let Some((_, l, c)) = position_qid(v.name) {
                    positions.insert((l, c), 0);
                }
            }
            Id::Skolem => {
                if let Ok(n) = v.name.parse::<u64>() {
                    skolems.insert(n, 0);
                }
            }
        }
    }
    for (rank, r) in positions.values_mut().enumerate() {
        *r = rank;
    }
    for (rank, r) in skolems.values_mut().enumerate() {
        *r = rank;
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for v in &values {
        let new = match v.id {
            Id::Qid => {
                position_qid(v.name).and_then(|(file, l, c)| positions.get(&(l, c)).map(|k| format!("{file}.q{k}")))
            }
            Id::Skolem => v.name.parse::<u64>().ok().and_then(|n| skolems.get(&n)).map(usize::to_string),
        };
        let Some(new) = new else { continue };
        out.push_str(&text[at..v.start]);
        if v.quoted {
            out.push('|');
            out.push_str(&new);
            out.push('|');
        } else {
            out.push_str(&new);
        }
        at = v.end;
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(body: &str) -> String {
        canonical(&format!("(set-option :print-success false)\n(declare-fun f (Int) Int)\n{body}\n(check-sat)\n"))
    }

    const TWO: &str = "(assert (forall ((x Int)) (! (> (f x) 0) :qid |pbpl.7:15| :skolemid |41| :pattern ((f x)))))\n\
        (assert (forall ((y Int)) (! (< (f y) 9) :qid |pbpl.12:3| :skolemid |57|)))\n\
        (assert (forall ((z Int)) (! (< (f z) 8) :qid named :skolemid |60|)))";

    #[test]
    fn shifted_lines_and_offsets_give_the_same_text() {
        let shifted = TWO.replace("7:15", "9:15").replace("12:3", "14:3").replace("|41|", "|941|");
        let shifted = shifted.replace("|57|", "|957|").replace("|60|", "|960|");
        assert_eq!(text(TWO), text(&shifted));
        let t = text(TWO);
        assert!(t.contains(":qid |pbpl.q0| :skolemid |0|"), "{t}");
        assert!(t.contains(":qid |pbpl.q1| :skolemid |1|"), "{t}");
        assert!(t.contains(":qid named :skolemid |2|"), "{t}");
    }

    #[test]
    fn order_and_identity_of_ids_are_kept() {
        // Swapping which quantifier comes first in the file changes the text.
        let swapped = TWO.replace("7:15", "20:1");
        assert_ne!(text(TWO), text(&swapped));
        // Two quantifiers at one position keep one name; a changed formula is a changed text.
        let same = TWO.replace("12:3", "7:15");
        assert!(text(&same).matches("pbpl.q0").count() == 2);
        assert_ne!(text(TWO), text(&TWO.replace("< (f y) 9", "< (f y) 10")));
        // Everything but the ids is kept byte for byte, comments and layout included.
        let plain = "(assert (= (f 3) 4)) ; a |:qid| comment\n(assert (! p :named |a.1:2|))\n";
        assert_eq!(canonical(plain), plain);
        assert_eq!(canonical("(assert |unclosed"), "(assert |unclosed");
    }
}
