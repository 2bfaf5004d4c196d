//! A unit's edited text carried back into the user's `.smt2` file. The edits of one unit
//! ([`crate::smt::edit::instantiate`]: instances, replacements, erasures, skolemizations) return
//! the unit's text rewritten, one command per line; the user needs their own file edited, with
//! every other command (those of other units, `set-info`, `get-*`, earlier checks) as written.
//! [`into_file`] aligns the unit's commands with the edited ones (a diff over whole commands)
//! and applies each deleted, replaced or inserted run of commands at the place of the unit's
//! command in the file (a command's place: its first line, and its exact bytes from there).

use crate::smt::text::unit::Unit;
use similar::{capture_diff_slices, Algorithm, DiffOp};

/// Byte ranges of `unit`'s commands in `file` (the text the unit was split from), in order;
/// `None` when one is not found where the unit says it starts.
fn places(file: &str, unit: &Unit) -> Option<Vec<std::ops::Range<usize>>> {
    let starts: Vec<usize> = std::iter::once(0).chain(file.match_indices('\n').map(|(i, _)| i + 1)).collect();
    unit.commands()
        .iter()
        .map(|c| {
            let text = unit.command_text(c);
            let from = *starts.get(c.line.checked_sub(1)?)?;
            let at = from + file[from..].find(text)?;
            Some(at..at + text.len())
        })
        .collect()
}

/// `file` with `unit`'s commands edited as `edited` (a text of the same unit with commands
/// deleted, replaced or inserted) says; `None` when `edited` does not read or a command is not
/// where the unit says.
pub fn into_file(file: &str, unit: &Unit, edited: &str) -> Option<String> {
    let new = Unit::single(unit.name(), edited).ok()?;
    let old_texts: Vec<&str> = unit.commands().iter().map(|c| unit.command_text(c).trim()).collect();
    let new_texts: Vec<&str> = new.commands().iter().map(|c| new.command_text(c).trim()).collect();
    let at = places(file, unit)?;
    // (start, end, replacement) in the file, in order.
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    let joined =
        |from: usize, len: usize| new_texts[from..from + len].iter().map(|t| format!("{t}\n")).collect::<String>();
    for op in capture_diff_slices(Algorithm::Myers, &old_texts, &new_texts) {
        match op {
            DiffOp::Equal { .. } => {}
            DiffOp::Delete { old_index, old_len, .. } => {
                for r in &at[old_index..old_index + old_len] {
                    edits.push((r.start, line_end(file, r.end), String::new()));
                }
            }
            DiffOp::Insert { old_index, new_index, new_len } => {
                let before = at.get(old_index)?.start;
                edits.push((before, before, joined(new_index, new_len)));
            }
            DiffOp::Replace { old_index, old_len, new_index, new_len } => {
                let first = &at[old_index];
                edits.push((first.start, line_end(file, first.end), joined(new_index, new_len)));
                for r in &at[old_index + 1..old_index + old_len] {
                    edits.push((r.start, line_end(file, r.end), String::new()));
                }
            }
        }
    }
    edits.sort_by_key(|e| (e.0, e.1));
    let mut out = String::with_capacity(file.len());
    let mut pos = 0;
    for (start, end, with) in edits {
        if start < pos {
            return None;
        }
        out.push_str(&file[pos..start]);
        out.push_str(&with);
        pos = end;
    }
    out.push_str(&file[pos..]);
    Some(out)
}

/// `end`, moved past the rest of its line when only blanks follow the command there (a deleted
/// command takes its line ending with it).
fn line_end(file: &str, end: usize) -> usize {
    let rest = &file[end..];
    let eol = rest.find('\n').map_or(rest.len(), |i| i + 1);
    if rest[..eol].trim().is_empty() {
        end + eol
    } else {
        end
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::edit::instantiate::{erase, instantiate_all};
    use crate::smt::observation::proof::{Binding, QuantifierKey};
    use crate::smt::text::unit::split;

    const FILE: &str = "(set-info :status unsat)\n(declare-fun f (Int) Int)\n(declare-const a Int)\n\
        (assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)) :qid pos)))\n(push 1)\n\
        (assert (not (> (f a) 0)))\n(check-sat)\n(get-info :reason-unknown)\n(pop 1)\n\
        (assert (forall ((y Int)) (! (< (f y) 9) :qid other)))\n(assert (not (< (f a) 9)))\n(check-sat)\n";

    #[test]
    fn an_instance_goes_before_the_goal_of_its_own_unit_and_the_rest_stays() {
        let units = split("f.smt2", FILE).unwrap();
        let key = QuantifierKey::Qid("pos".into());
        let inst = vec![Binding { var: "x".into(), sort: "Int".into(), term: "a".into() }];
        let edit = instantiate_all(&units[0], &key, &[inst]).unwrap();
        let out = into_file(FILE, &units[0], &edit.text).unwrap();
        let again = split("f.smt2", &out).unwrap();
        assert_eq!(again.len(), 2);
        assert_eq!(again[1].text(), units[1].text(), "the other unit is untouched");
        assert!(out.contains("(get-info :reason-unknown)"), "{out}");
        let goal = out.find("(assert (not (> (f a) 0)))").unwrap();
        let instance = out.find("(assert (> (f a) 0))").expect(&out);
        assert!(instance < goal && instance > out.find("(push 1)").unwrap(), "{out}");
    }

    #[test]
    fn an_erased_hypothesis_leaves_no_blank_line() {
        let units = split("f.smt2", FILE).unwrap();
        let edit = erase(&units[1], &QuantifierKey::Qid("other".into())).unwrap();
        let out = into_file(FILE, &units[1], &edit.text).unwrap();
        assert_eq!(out, FILE.replace("(assert (forall ((y Int)) (! (< (f y) 9) :qid other)))\n", ""));
    }
}
