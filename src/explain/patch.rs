//! Repairs as patches of the user's file.
//!
//! - [`unified`]: the unified diff explain writes (`OUT/repairs/N-STEM.KIND.patch`, `git
//!   apply`-able from where explain ran);
//! - [`apply_unified`]: that diff applied strictly to a text (every context and removed line where
//!   the hunk says): the final never-weaken check reads the repaired program back from the patch
//!   it reports, not from the candidate it measured;
//! - [`LineEdit`]: the lines a candidate changes in one text, which can be combined with another
//!   candidate's when they touch different lines ([`LineEdit::union`], a pair of edits) or carried
//!   to another text by their content ([`LineEdit::transplant`], a finding's repair applied to
//!   its seed).

use similar::{capture_diff_slices, Algorithm, DiffTag};

/// The unified diff from `old` to `new`, both named `file` (`a/FILE`, `b/FILE`), with three lines
/// of context.
pub fn unified(old: &str, new: &str, file: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(&format!("a/{file}"), &format!("b/{file}"))
        .to_string()
}

/// The lines of `text`, each with its line ending.
fn lines(text: &str) -> Vec<&str> {
    text.split_inclusive('\n').collect()
}

/// A line without its ending, for comparing lines of two texts.
fn bare(line: &str) -> &str {
    line.trim_end_matches('\n').trim_end_matches('\r')
}

/// `patch` (a unified diff as [`unified`] writes it) applied to `text`: each hunk's context and
/// removed lines must be `text`'s at the hunk's position, else `None`.
pub fn apply_unified(text: &str, patch: &str) -> Option<String> {
    let old = lines(text);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    let body: Vec<&str> = patch.split_inclusive('\n').skip_while(|l| !l.starts_with("@@")).collect();
    let mut i = 0;
    while i < body.len() {
        // `@@ -START[,LEN] +START[,LEN] @@`
        let header = body[i].strip_prefix("@@ -")?;
        let range = header.split(' ').next()?;
        let (start, len) = match range.split_once(',') {
            Some((s, l)) => (s.parse::<usize>().ok()?, l.parse::<usize>().ok()?),
            None => (range.parse::<usize>().ok()?, 1),
        };
        // An empty old range starts after line START.
        let start = if len == 0 { start } else { start.checked_sub(1)? };
        if start < at || start > old.len() {
            return None;
        }
        old[at..start].iter().for_each(|l| out.push_str(l));
        at = start;
        i += 1;
        while i < body.len() && !body[i].starts_with("@@") {
            let line = body[i];
            let no_newline = body.get(i + 1).is_some_and(|n| n.starts_with('\\'));
            i += 1 + usize::from(no_newline);
            let (tag, rest) = line.split_at_checked(1)?;
            let content = if no_newline { bare(rest).to_string() } else { rest.to_string() };
            match tag {
                "+" => out.push_str(&content),
                " " | "-" => {
                    if old.get(at).copied() != Some(content.as_str()) {
                        return None;
                    }
                    if tag == " " {
                        out.push_str(&content);
                    }
                    at += 1;
                }
                _ => return None,
            }
        }
    }
    old[at..].iter().for_each(|l| out.push_str(l));
    Some(out)
}

/// Lines of context kept around a hunk, to find it in another text.
const CONTEXT: usize = 3;

/// One run of changed lines.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Hunk {
    /// The first replaced line of the old text (0-based); for an insertion, the line it goes
    /// before.
    start: usize,
    /// The replaced lines (empty: an insertion) and their replacement, with line endings.
    old: Vec<String>,
    new: Vec<String>,
    /// Up to [`CONTEXT`] lines before and after, in the old text.
    before: Vec<String>,
    after: Vec<String>,
}

impl Hunk {
    fn end(&self) -> usize {
        self.start + self.old.len()
    }

    /// Whether two hunks of the same text cannot both be applied.
    fn clashes(&self, other: &Hunk) -> bool {
        match (self.old.is_empty(), other.old.is_empty()) {
            (true, true) => self.start == other.start,
            (true, false) => other.start < self.start && self.start < other.end(),
            (false, true) => self.start < other.start && other.start < self.end(),
            (false, false) => self.start < other.end() && other.start < self.end(),
        }
    }
}

/// The lines a candidate changes in one text (see the module doc).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineEdit {
    /// In text order, none clashing.
    hunks: Vec<Hunk>,
}

impl LineEdit {
    /// The edit that turns `old` into `new`.
    pub fn between(old: &str, new: &str) -> LineEdit {
        let (a, b) = (lines(old), lines(new));
        let mut hunks: Vec<Hunk> = Vec::new();
        for op in capture_diff_slices(Algorithm::Myers, &a, &b) {
            let (tag, o, n) = op.as_tag_tuple();
            if tag == DiffTag::Equal {
                continue;
            }
            match hunks.last_mut() {
                Some(h) if h.end() == o.start => {
                    h.old.extend(a[o.clone()].iter().map(|s| s.to_string()));
                    h.new.extend(b[n].iter().map(|s| s.to_string()));
                }
                _ => hunks.push(Hunk {
                    start: o.start,
                    old: a[o.clone()].iter().map(|s| s.to_string()).collect(),
                    new: b[n].iter().map(|s| s.to_string()).collect(),
                    before: Vec::new(),
                    after: Vec::new(),
                }),
            }
        }
        for h in &mut hunks {
            h.before = a[h.start.saturating_sub(CONTEXT)..h.start].iter().map(|s| s.to_string()).collect();
            h.after = a[h.end()..(h.end() + CONTEXT).min(a.len())].iter().map(|s| s.to_string()).collect();
        }
        LineEdit { hunks }
    }

    /// Whether the edit changes nothing.
    pub fn is_empty(&self) -> bool {
        self.hunks.is_empty()
    }

    /// `old` (the text the edit was taken from, or one with the same lines at the same places)
    /// with the edit applied; `None` when a replaced line is not there.
    pub fn apply(&self, old: &str) -> Option<String> {
        apply_at(old, self.hunks.iter().map(|h| (h.start, h)))
    }

    /// Both edits at once, when no two of their hunks touch the same lines (`None` otherwise).
    pub fn union(&self, other: &LineEdit) -> Option<LineEdit> {
        if self.hunks.iter().any(|a| other.hunks.iter().any(|b| a.clashes(b))) {
            return None;
        }
        let mut hunks: Vec<Hunk> = self.hunks.iter().chain(&other.hunks).cloned().collect();
        hunks.sort_by_key(|h| (h.start, !h.old.is_empty()));
        Some(LineEdit { hunks })
    }

    /// The edit applied to another text `other`: each hunk is found there by its replaced lines
    /// with the lines around them (else, for a hunk that replaces lines, by those lines alone),
    /// at exactly one place. `Err` says which hunk could not be placed.
    pub fn transplant(&self, other: &str) -> Result<String, String> {
        let text = lines(other);
        let find = |pattern: &[&String]| -> Vec<usize> {
            if pattern.is_empty() || pattern.len() > text.len() {
                return Vec::new();
            }
            (0..=text.len() - pattern.len())
                .filter(|&p| pattern.iter().zip(&text[p..]).all(|(x, y)| bare(x) == bare(y)))
                .collect()
        };
        let mut placed = Vec::new();
        for h in &self.hunks {
            let whole: Vec<&String> = h.before.iter().chain(&h.old).chain(&h.after).collect();
            let at = match find(&whole).as_slice() {
                [p] => p + h.before.len(),
                _ if !h.old.is_empty() => match find(&h.old.iter().collect::<Vec<_>>()).as_slice() {
                    [p] => *p,
                    [] => return Err(format!("`{}` is not there", bare(&h.old[0]).trim())),
                    _ => return Err(format!("`{}` is there more than once", bare(&h.old[0]).trim())),
                },
                _ => {
                    let anchor = h.before.last().or(h.after.first()).map_or("", |s| bare(s).trim());
                    return Err(format!("the place after `{anchor}` is not found exactly once"));
                }
            };
            placed.push((at, h));
        }
        placed.sort_by_key(|(at, h)| (*at, !h.old.is_empty()));
        if placed.windows(2).any(|w| w[1].0 < w[0].0 + w[0].1.old.len()) {
            return Err("two changes fall on the same lines".into());
        }
        apply_at(other, placed.into_iter()).ok_or_else(|| "the changed lines differ".into())
    }
}

/// `old` with each hunk applied at its position (positions ascending, not overlapping).
fn apply_at<'h>(old: &str, hunks: impl Iterator<Item = (usize, &'h Hunk)>) -> Option<String> {
    let a = lines(old);
    let mut out = String::with_capacity(old.len());
    let mut at = 0;
    for (start, h) in hunks {
        let end = start + h.old.len();
        if start < at || end > a.len() || a[start..end].iter().zip(&h.old).any(|(x, y)| bare(x) != bare(y)) {
            return None;
        }
        a[at..start].iter().for_each(|l| out.push_str(l));
        h.new.iter().for_each(|l| out.push_str(l));
        at = end;
    }
    a[at..].iter().for_each(|l| out.push_str(l));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const OLD: &str = "a\nb\nc\nd\ne\nf\ng\nh\n";

    #[test]
    fn a_written_patch_applies_strictly() {
        for new in ["a\nc\nd\ne\nf\ng\nh\n", "a\nb\nx\nc\nd\ne\nf\ng\nh\n", "a\nb\nc\nd\ne\nf\ng\n", "z\n", "a\nb"] {
            let patch = unified(OLD, new, "f.bpl");
            assert!(patch.starts_with("--- a/f.bpl\n+++ b/f.bpl\n"), "{patch}");
            assert_eq!(apply_unified(OLD, &patch).as_deref(), Some(new), "{patch}");
        }
        let patch = unified(OLD, "a\nc\nd\ne\nf\ng\nh\n", "f.bpl");
        assert_eq!(apply_unified("a\nB\nc\nd\ne\nf\ng\nh\n", &patch), None, "line 2 is B, not b");
        assert_eq!(apply_unified("a\n", &patch), None);
        let from_no_newline = unified("a\nb", "a\nc", "f");
        assert_eq!(apply_unified("a\nb", &from_no_newline).as_deref(), Some("a\nc"), "{from_no_newline}");
    }

    #[test]
    fn edits_on_different_lines_combine_and_clashing_ones_do_not() {
        let drop_b = LineEdit::between(OLD, "a\nc\nd\ne\nf\ng\nh\n");
        let change_c = LineEdit::between(OLD, "a\nb\nC\nd\ne\nf\ng\nh\n");
        let insert_g = LineEdit::between(OLD, "a\nb\nc\nd\ne\nf\nx\ng\nh\n");
        let both = drop_b.union(&insert_g).unwrap();
        assert_eq!(both.apply(OLD).as_deref(), Some("a\nc\nd\ne\nf\nx\ng\nh\n"));
        // Adjacent lines are no clash.
        assert_eq!(drop_b.union(&change_c).unwrap().apply(OLD).as_deref(), Some("a\nC\nd\ne\nf\ng\nh\n"));
        let drop_bc = LineEdit::between(OLD, "a\nd\ne\nf\ng\nh\n");
        assert!(drop_bc.union(&change_c).is_none());
        assert!(insert_g.union(&insert_g).is_none(), "two insertions at one place: which first?");
        assert!(LineEdit::between(OLD, OLD).is_empty());
    }

    #[test]
    fn an_edit_is_carried_to_another_text_by_its_content() {
        let drop_c = LineEdit::between(OLD, "a\nb\nd\ne\nf\ng\nh\n");
        // The same lines, moved and with other lines around them.
        assert_eq!(drop_c.transplant("h\nc\nq\n").as_deref(), Ok("h\nq\n"));
        assert!(drop_c.transplant("a\nb\nd\n").unwrap_err().contains("`c` is not there"));
        assert!(drop_c.transplant("c\nx\nc\n").unwrap_err().contains("more than once"));
        // An insertion is placed by its context: found once, or not at all.
        let insert = LineEdit::between(OLD, "a\nb\nc\nx\nd\ne\nf\ng\nh\n");
        assert_eq!(insert.transplant(&format!("0\n{OLD}")).as_deref(), Ok("0\na\nb\nc\nx\nd\ne\nf\ng\nh\n"));
        assert!(insert.transplant("a\nc\nd\n").is_err());
    }
}
