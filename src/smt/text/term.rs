//! Small questions about an SMT-LIB term read as an s-expression ([`super::sexp::Sexp`]), asked
//! alike by the edits of a query (`smt::edit`) and by explain's: the term under its `!`
//! annotations, one variable of a binder, every symbol a term writes, and which of its lists a
//! place in its text opens.

use super::sexp::{tokens, Sexp, TokenKind};
use std::collections::BTreeSet;

/// `s` without the `!` annotations around it (`(! (! t :qid q) :named n)` → `t`).
pub fn unannotated(mut s: &Sexp) -> &Sexp {
    while let Some(t) = s.as_list().filter(|_| s.head() == Some("!")).and_then(|l| l.get(1)) {
        s = t;
    }
    s
}

/// One variable `(x S)` of a binder's list (`forall`, `exists`): its name and its sort; `None`
/// when the item is not a list that starts with a symbol and has a sort.
pub fn binding(v: &Sexp) -> Option<(String, Sexp)> {
    let v = v.as_list()?;
    Some((v.first()?.symbol_name()?.to_string(), v.get(1)?.clone()))
}

/// Adds every symbol written in `s` (heads, arguments, binders' variables; by name) to `out`.
pub fn symbols(s: &Sexp, out: &mut BTreeSet<String>) {
    let mut stack = vec![s];
    while let Some(s) = stack.pop() {
        match s {
            Sexp::Symbol(sym) => {
                out.insert(sym.name().to_string());
            }
            Sexp::List(l) => stack.extend(l.iter()),
            _ => {}
        }
    }
}

/// The list of `s` whose `(` is at byte `at` of `text`, the text `s` was read from; `None` when
/// no list opens there. (The reader makes lists in the order their `(` come, so the list is the
/// one as many lists into `s`, in that order, as `(` come before `at`.)
pub fn list_at<'s>(s: &'s Sexp, text: &str, at: usize) -> Option<&'s Sexp> {
    let mut before = 0;
    let mut opens_at = false;
    for t in tokens(text).map_while(Result::ok).take_while(|t| t.start <= at) {
        if t.kind == TokenKind::Open {
            if t.start == at {
                opens_at = true;
            } else {
                before += 1;
            }
        }
    }
    if !opens_at {
        return None;
    }
    let mut stack = vec![s];
    while let Some(x) = stack.pop() {
        let Some(items) = x.as_list() else { continue };
        if before == 0 {
            return Some(x);
        }
        before -= 1;
        stack.extend(items.iter().rev());
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::sexp::read_one;

    fn read(t: &str) -> Sexp {
        read_one(t).unwrap()
    }

    #[test]
    fn unannotated_takes_off_every_annotation_and_nothing_else() {
        let t = read("(! (! (> (f x) 0) :qid q) :named n)");
        assert_eq!(unannotated(&t).to_string(), "(> (f x) 0)");
        let plain = read("(f (! x :named n))");
        assert_eq!(unannotated(&plain), &plain);
        let empty = read("(!)");
        assert_eq!(unannotated(&empty), &empty);
    }

    #[test]
    fn a_binding_is_a_named_variable_with_a_sort() {
        let b = binding(&read("(|x y| (Array Int Bool))")).unwrap();
        assert_eq!((b.0.as_str(), b.1.to_string()), ("x y", "(Array Int Bool)".to_string()));
        for bad in ["x", "(x)", "(1 Int)", "()"] {
            assert_eq!(binding(&read(bad)), None, "{bad}");
        }
    }

    #[test]
    fn the_list_at_a_place_is_the_one_its_parenthesis_opens() {
        let text = "(assert ; (not here)\n (forall ((x Int)) (! (> (f |)(| x) 0) :qid q)))";
        let s = read(text);
        let at = |needle: &str| text.find(needle).unwrap();
        let printed = |k: usize| list_at(&s, text, k).map(ToString::to_string);
        assert_eq!(printed(0).as_deref(), Some(&*s.to_string()));
        assert_eq!(printed(at("(forall")).as_deref(), Some("(forall ((x Int)) (! (> (f |)(| x) 0) :qid q))"));
        assert_eq!(printed(at("(x Int)")).as_deref(), Some("(x Int)"));
        assert_eq!(printed(at("(> ")).as_deref(), Some("(> (f |)(| x) 0)"));
        assert_eq!(printed(at("(f ")).as_deref(), Some("(f |)(| x)"));
        // In a comment, inside a symbol, or not at a parenthesis: no list opens there.
        assert_eq!(printed(at("(not")), None);
        assert_eq!(printed(at("(|")), None);
        assert_eq!(printed(1), None);
    }

    #[test]
    fn symbols_are_every_symbol_by_name() {
        let mut out = BTreeSet::new();
        symbols(&read("(forall ((x Int)) (! (> (|f| x) 0) :qid q :weight 3))"), &mut out);
        assert_eq!(out, ["!", ">", "Int", "f", "forall", "q", "x"].map(String::from).into());
    }
}
