//! Source-level edits on the user's Boogie text, at a quantifier located by
//! [`crate::smt::text::origin`] (re-exported here: [`locate`], [`parse_qid`], [`qid_prefix`]).
//!
//! Edits are made on the user's text, so that a repair is a small patch against the user's file
//! ([`drop_item`], [`narrow_trigger`]); every edited text is parsed again and checked by
//! [`super::never_weaken`] before it is measured.

pub use crate::smt::text::origin::{locate, parse_qid, qid_prefix, ItemKind, Site};
use crate::syntax::ast::*;
use crate::syntax::print_expr;
use crate::syntax::visit::{walk_expr, Flow, Visit};

/// Byte offset of a 1-based `line:col` (columns count characters).
pub(crate) fn offset(text: &str, pos: Pos) -> Option<usize> {
    let start =
        if pos.line <= 1 { 0 } else { text.match_indices('\n').nth(pos.line as usize - 2).map(|(i, _)| i + 1)? };
    let line = &text[start..];
    let col = (pos.col.max(1) - 1) as usize;
    Some(start + line.char_indices().nth(col).map_or(line.len(), |(i, _)| i))
}

/// At byte `i` of Boogie text `b`: the index of the last byte of the comment (`//` to the end of
/// the line, `/* */`) or string literal that starts there, or `None` when none starts there.
pub(crate) fn trivia_end(b: &[u8], mut i: usize) -> Option<usize> {
    match b[i] {
        b'/' if b.get(i + 1) == Some(&b'/') => {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        }
        b'/' if b.get(i + 1) == Some(&b'*') => {
            i += 2;
            while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                i += 1;
            }
            i += 1;
        }
        b'"' => {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += 1;
            }
        }
        _ => return None,
    }
    Some(i)
}

/// The end (exclusive) of the item that starts at `from`: just after the first `;` at bracket
/// depth 0, outside comments and strings.
fn item_end(text: &str, from: usize) -> Option<usize> {
    first_outside(text, from, b';').map(|i| i + 1)
}

/// The offset of the first byte `stop` at or after `from` outside the brackets opened after
/// `from`, outside comments and strings (`;` ends an item; `}` closes the block `from` is in).
pub(crate) fn first_outside(text: &str, from: usize, stop: u8) -> Option<usize> {
    let b = text.as_bytes();
    let (mut i, mut depth) = (from, 0i32);
    while i < b.len() {
        if let Some(end) = trivia_end(b, i) {
            i = end + 1;
            continue;
        }
        match b[i] {
            c if c == stop && depth <= 0 => return Some(i),
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The start of the keyword `word` (a whole word) last before `before`.
fn keyword_before(text: &str, before: usize, word: &str) -> Option<usize> {
    let mut end = before;
    while let Some(i) = text[..end].rfind(word) {
        let ok_left = text[..i].chars().next_back().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let ok_right = text[i + word.len()..].chars().next().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        if ok_left && ok_right {
            return Some(i);
        }
        end = i;
    }
    None
}

/// `text` without the item holding the quantifier of `site` (an axiom or a `requires` clause,
/// `free` included); whole lines are removed when the item fills them.
pub fn drop_item(text: &str, site: &Site) -> Option<String> {
    replace_item(text, site, "")
}

/// `text` with the item holding the quantifier of `site` (as [`drop_item`] finds it) replaced by
/// `with`: whole lines by `with`'s lines when the item fills them, else the item alone.
pub fn replace_item(text: &str, site: &Site, with: &str) -> Option<String> {
    let at = offset(text, site.pos)?;
    let word = match site.kind {
        ItemKind::Axiom => "axiom",
        ItemKind::Requires | ItemKind::FreeRequires => "requires",
        _ => return None,
    };
    let mut start = keyword_before(text, at, word)?;
    if site.kind == ItemKind::FreeRequires {
        start = keyword_before(text, start, "free")?;
    }
    let end = item_end(text, start)?;
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[end..].find('\n').map_or(text.len(), |i| end + i + 1);
    let whole = text[line_start..start].trim().is_empty() && text[end..line_end].trim().is_empty();
    let (s, e) = if whole { (line_start, line_end) } else { (start, end) };
    let lines = if whole && !with.is_empty() { format!("{}\n", with.trim_end_matches('\n')) } else { with.to_string() };
    Some(format!("{}{lines}{}", &text[..s], &text[e..]))
}

/// `text` without the `;`-terminated declarations that start at `starts` (a declaration's
/// position, e.g. an axiom's `axiom` keyword); whole lines are removed when a declaration fills
/// them. `None` when a position is not in the text or a declaration has no end.
pub fn drop_decls(text: &str, starts: &[Pos]) -> Option<String> {
    let mut spans = Vec::new();
    for &p in starts {
        let start = offset(text, p)?;
        let end = item_end(text, start)?;
        let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[end..].find('\n').map_or(text.len(), |i| end + i + 1);
        let whole = text[line_start..start].trim().is_empty() && text[end..line_end].trim().is_empty();
        spans.push(if whole { (line_start, line_end) } else { (start, end) });
    }
    spans.sort_unstable();
    if spans.windows(2).any(|w| w[1].0 < w[0].1) {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (s, e) in spans {
        out.push_str(&text[at..s]);
        at = e;
    }
    out.push_str(&text[at..]);
    Some(out)
}

/// Applications of the trigger's function symbols in the quantifier's body at other arguments
/// than in the trigger (the terms its instances create), printed, each once, in body order.
pub fn trigger_extensions(q: &Quantifier) -> Vec<String> {
    let triggers: Vec<&Vec<Expr>> =
        q.annots.iter().filter_map(|a| if let QuantAnnot::Trigger(t) = a { Some(t) } else { None }).collect();
    let Some(first) = triggers.first() else { return Vec::new() };
    let heads: Vec<&str> =
        first.iter().filter_map(|e| if let ExprKind::Call(f, _) = &e.kind { Some(f.as_str()) } else { None }).collect();
    let existing: Vec<String> = first.iter().map(print_expr).collect();
    struct Calls<'h> {
        heads: &'h [&'h str],
        out: Vec<String>,
    }
    impl<'a> Visit<'a> for Calls<'_> {
        fn visit_expr(&mut self, e: &'a Expr) -> Flow {
            if let ExprKind::Call(f, args) = &e.kind {
                if self.heads.contains(&f.as_str()) && !args.iter().all(|a| matches!(a.kind, ExprKind::Var(_))) {
                    let t = print_expr(e);
                    if !self.out.contains(&t) {
                        self.out.push(t);
                    }
                }
            }
            walk_expr(self, e)
        }
    }
    let mut c = Calls { heads: &heads, out: Vec::new() };
    let _ = c.visit_expr(&q.body);
    c.out.retain(|t| !existing.contains(t));
    c.out
}

/// `text` with `term` added to the first trigger of the quantifier of `site`.
pub fn narrow_trigger(text: &str, site: &Site, term: &str) -> Option<String> {
    let at = offset(text, site.pos)?;
    let b = text.as_bytes();
    // The `::` after the bound variables, then the first `{` not followed by `:`.
    let sep = at + text[at..].find("::")?;
    let mut i = sep + 2;
    loop {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= b.len() || b[i] != b'{' {
            return None;
        }
        let close = i + item_close(&text[i..])?;
        if text[i + 1..].trim_start().starts_with(':') {
            i = close + 1;
            continue;
        }
        let inner_end = text[..close].trim_end().len();
        return Some(format!("{}, {term}{}", &text[..inner_end], &text[inner_end..]));
    }
}

/// `text` with `trigger` (`{…}`) added just after the `::` of the quantifier at `site` (one with
/// no trigger of its own: see [`super::trigger`]).
pub fn add_trigger(text: &str, site: &Site, trigger: &str) -> Option<String> {
    let at = offset(text, site.pos)?;
    let sep = at + text[at..].find("::")? + 2;
    Some(format!("{} {trigger}{}", &text[..sep], &text[sep..]))
}

/// Offset of the brace closing the one at the start of `s`.
fn item_close(s: &str) -> Option<usize> {
    let mut depth = 0;
    for (i, c) in s.char_indices() {
        match c {
            '{' | '(' | '[' => depth += 1,
            '}' | ')' | ']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// In an SMT-LIB assertion's text, the quantifier term `(forall …)` / `(exists …)` that carries
/// `:qid QID` (with or without bars), or `None`.
pub fn smt_quantifier_text<'t>(assertion: &'t str, qid: &str) -> Option<&'t str> {
    let bare = qid.trim_matches('|');
    let at =
        [format!(":qid |{bare}|"), format!(":qid {bare}")].iter().find_map(|needle| assertion.find(needle.as_str()))?;
    // Open parentheses up to the qid, outside `|…|` symbols and strings.
    let b = assertion.as_bytes();
    let (mut stack, mut i) = (Vec::new(), 0);
    while i < at {
        match b[i] {
            b'|' | b'"' => {
                let q = b[i];
                i += 1;
                while i < at && b[i] != q {
                    i += 1;
                }
            }
            b'(' => stack.push(i),
            b')' => {
                stack.pop();
            }
            _ => {}
        }
        i += 1;
    }
    let start = stack.into_iter().rev().find(|&o| {
        let rest = assertion[o + 1..].trim_start();
        rest.starts_with("forall") || rest.starts_with("exists")
    })?;
    let (mut depth, mut j) = (0i32, start);
    while j < b.len() {
        match b[j] {
            b'|' | b'"' => {
                let q = b[j];
                j += 1;
                while j < b.len() && b[j] != q {
                    j += 1;
                }
            }
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&assertion[start..=j]);
                }
            }
            _ => {}
        }
        j += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse_program;

    const SLOTS: &str = "function Sum(int): int;\nfunction Cnt(int): int;\n\
        axiom (forall x: int :: {Sum(x), Cnt(x)} Sum(x) == Sum(2 * x) + Sum(2 * x + 1) && Cnt(x) == Cnt(2 * x));\n\
        \nprocedure P(n: int) returns (r: int)\n  requires n > 0;\n  requires (forall y: int ::\n    { Sum(y) } Sum(y) > 0);\n  ensures r == r;\n{\n  r := Sum(n);\n}\n";

    #[test]
    fn an_smt_quantifier_is_cut_out_of_its_assertion() {
        let a = "(assert (not (and p (forall ((x Int)) (! (= (f x) |a)b|) :qid |q.3:4| :pattern ((f x)))))))";
        assert_eq!(
            smt_quantifier_text(a, "q.3:4"),
            Some("(forall ((x Int)) (! (= (f x) |a)b|) :qid |q.3:4| :pattern ((f x))))")
        );
        assert_eq!(smt_quantifier_text(a, "other"), None);
    }

    #[test]
    fn qids_parse_and_name_files_as_boogie_does() {
        assert_eq!(qid_prefix("slots.bpl"), "slotsbpl");
        assert_eq!(qid_prefix("Buckets.bpl"), "Bucketsb");
        assert_eq!(parse_qid("|slotsbpl.12:15|"), Some(("slotsbpl".into(), 12, 15)));
        assert_eq!(parse_qid("k!7"), None);
    }

    #[test]
    fn an_axiom_is_located_dropped_and_narrowed() {
        let p = parse_program(SLOTS, "s.bpl").unwrap();
        let site = locate(&p, 3, 15).expect("the axiom's quantifier");
        assert_eq!(site.kind, ItemKind::Axiom);
        assert!(site.text.starts_with("axiom (forall x: int"), "{}", site.text);
        let dropped = drop_item(SLOTS, &site).unwrap();
        assert!(!dropped.contains("axiom") && dropped.contains("function Cnt(int): int;\n\nprocedure"), "{dropped}");
        let ext = trigger_extensions(&site.quantifier);
        assert_eq!(ext, vec!["Sum(2 * x)", "Sum(2 * x + 1)", "Cnt(2 * x)"]);
        let narrowed = narrow_trigger(SLOTS, &site, &ext[0]).unwrap();
        assert!(narrowed.contains("{Sum(x), Cnt(x), Sum(2 * x)} Sum(x) =="), "{narrowed}");
        parse_program(&narrowed, "s.bpl").unwrap();
    }

    #[test]
    fn declarations_are_dropped_by_their_positions() {
        let text = "const c: int;\naxiom c > 0;\naxiom {:a} (forall x: int ::\n  {Sum(x)} Sum(x) > c);\nfunction Sum(int): int; axiom c < 9;\n";
        let p = parse_program(text, "d.bpl").unwrap();
        let axioms: Vec<Pos> = p.decls.iter().filter(|d| matches!(d.kind, DeclKind::Axiom(_))).map(|d| d.pos).collect();
        assert_eq!(axioms.len(), 3);
        let dropped = drop_decls(text, &axioms).unwrap();
        assert_eq!(dropped, "const c: int;\nfunction Sum(int): int; \n");
        assert_eq!(
            drop_decls(text, &axioms[1..2]).unwrap(),
            "const c: int;\naxiom c > 0;\nfunction Sum(int): int; axiom c < 9;\n"
        );
        parse_program(&dropped, "d.bpl").unwrap();
    }

    #[test]
    fn a_requires_spanning_lines_is_dropped_whole() {
        let p = parse_program(SLOTS, "s.bpl").unwrap();
        let site = locate(&p, 7, 23).expect("the requires' quantifier");
        assert_eq!((site.kind, site.owner.as_deref()), (ItemKind::Requires, Some("P")));
        let dropped = drop_item(SLOTS, &site).unwrap();
        assert!(dropped.contains("  requires n > 0;\n  ensures r == r;"), "{dropped}");
        assert!(locate(&p, 11, 3).is_none());
    }
}
