//! Seed-to-group mappings (`--groups FILE`), the one implementation used by `fuzz`, `campaign`
//! (when seeds are found) and `table` / `compare` (when results are loaded); it lives here, below
//! both `campaign` and `tables`.
//!
//! A mapping file holds ordered rules `seed_path_or_glob,group`; the first rule whose pattern
//! matches a seed's path gives its group. Patterns are exact paths or globs (`*` matches any
//! characters including `/`, `?` one character). Blank lines and lines starting with `#` are
//! ignored. A line is split at its last comma, so patterns may contain commas. The group `all`
//! is reserved for the tables' total rows.

use crate::error::{ErrorKind, FileError, HasKind};
use std::path::{Path, PathBuf};

/// The group name reserved for total rows in tables.
pub const ALL_GROUP: &str = "all";

/// A mapping file that cannot be read or has a bad line.
#[derive(Debug, thiserror::Error)]
pub enum GroupsError {
    #[error(transparent)]
    Read(#[from] FileError),
    #[error("{}:{line}: bad --groups line `{text}`: {reason}", file.display())]
    BadLine { file: PathBuf, line: usize, text: String, reason: String },
}

impl HasKind for GroupsError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// Something with a seed path and a group that a mapping can override (a results row).
pub trait SeedGroup {
    fn seed_path(&self) -> &str;
    fn group_mut(&mut self) -> &mut String;
}

/// See the module documentation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GroupMap {
    rules: Vec<(String, String)>,
}

impl GroupMap {
    /// Reads a mapping file.
    pub fn load(file: &Path) -> Result<GroupMap, GroupsError> {
        let text = std::fs::read_to_string(file).map_err(|e| FileError::read(file, e))?;
        GroupMap::parse(&text, file)
    }

    /// Parses the text of a mapping file (`file` is only used in error messages).
    pub fn parse(text: &str, file: &Path) -> Result<GroupMap, GroupsError> {
        let mut rules = Vec::new();
        for (k, line) in text.lines().enumerate() {
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let bad = |reason: &str| GroupsError::BadLine {
                file: file.to_path_buf(),
                line: k + 1,
                text: line.to_string(),
                reason: reason.to_string(),
            };
            let (pattern, group) = trimmed.rsplit_once(',').ok_or_else(|| bad("expected `seed_path_or_glob,group`"))?;
            let (pattern, group) = (pattern.trim(), group.trim());
            if pattern.is_empty() {
                return Err(bad("empty seed path or glob"));
            }
            if group.is_empty() {
                return Err(bad("empty group name"));
            }
            if group == ALL_GROUP {
                return Err(bad("group name `all` is reserved for the total row"));
            }
            rules.push((pattern.to_string(), group.to_string()));
        }
        Ok(GroupMap { rules })
    }

    /// The group the mapping gives `seed`, if any rule matches.
    pub fn group_of(&self, seed: &str) -> Option<&str> {
        self.rules.iter().find(|(p, _)| glob_match(p.as_bytes(), seed.as_bytes())).map(|(_, g)| g.as_str())
    }

    /// Overrides the group of every item whose seed the mapping matches.
    pub fn apply<T: SeedGroup>(&self, items: &mut [T]) {
        for item in items {
            if let Some(g) = self.group_of(item.seed_path()) {
                *item.group_mut() = g.to_string();
            }
        }
    }
}

/// Glob matching with `*` (any sequence, `/` included) and `?` (one byte).
pub fn glob_match(pattern: &[u8], text: &[u8]) -> bool {
    let (mut p, mut t) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    while t < text.len() {
        if p < pattern.len() && (pattern[p] == b'?' || pattern[p] == text[t]) {
            p += 1;
            t += 1;
        } else if p < pattern.len() && pattern[p] == b'*' {
            star = Some((p, t));
            p += 1;
        } else if let Some((sp, st)) = star {
            p = sp + 1;
            t = st + 1;
            star = Some((sp, st + 1));
        } else {
            return false;
        }
    }
    pattern[p..].iter().all(|c| *c == b'*')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_match_like_shell_patterns() {
        assert!(glob_match(b"seeds/A/*", b"seeds/A/x.bpl"));
        assert!(glob_match(b"*.bpl", b"a/b/c.bpl"));
        assert!(glob_match(b"s?.bpl", b"s1.bpl"));
        assert!(!glob_match(b"s?.bpl", b"s10.bpl"));
        assert!(!glob_match(b"seeds/A/*", b"seeds/B/x.bpl"));
        assert!(glob_match(b"exact.bpl", b"exact.bpl"));
        assert!(!glob_match(b"exact.bpl", b"exact.bplx"));
        assert!(glob_match(b"a*b*c", b"axxbyyc"));
        assert!(!glob_match(b"a*b*c", b"axxcyyb"));
    }

    #[test]
    fn group_maps_take_the_first_matching_rule_and_split_at_the_last_comma() {
        let m =
            GroupMap::parse("# comment\n\nseeds/a.bpl, X\nseeds/*,Y\nodd,name.bpl,Z\n", Path::new("g.txt")).unwrap();
        assert_eq!(m.group_of("seeds/a.bpl"), Some("X"));
        assert_eq!(m.group_of("seeds/b.bpl"), Some("Y"));
        assert_eq!(m.group_of("odd,name.bpl"), Some("Z"));
        assert_eq!(m.group_of("other/b.bpl"), None);
        let err = GroupMap::parse("ok,A\nno comma here\n", Path::new("g.txt")).unwrap_err();
        assert!(err.to_string().starts_with("g.txt:2: bad --groups line"), "{err}");
        assert!(GroupMap::parse("x,all\n", Path::new("g")).is_err());
        assert!(GroupMap::parse(",A\n", Path::new("g")).is_err());
    }
}
