//! Seed discovery: the `.bpl` files named on the command line or found (recursively, sorted)
//! under the directories named there, each parsed once, with its group.
//!
//! A seed's group is the first folder below the directory it was found in
//! (`seeds/A-algorithms/sum.bpl` found under `seeds` → `A-algorithms`); a seed given as a file,
//! or lying directly in the given directory, takes the name of its parent folder. A mapping file
//! (`--groups FILE`, lines `PATTERN,GROUP`, `#` comments, `*` wildcards) overrides both.

use super::engine::CampaignError;
use crate::generation::header::seed_hash;
use crate::syntax::{ast::Program, parse_program};
use rayon::prelude::*;
use std::path::{Path, PathBuf};

/// One parsed seed.
#[derive(Clone, Debug)]
pub struct SeedFile {
    /// The path as found (its identity in results, headers and tables).
    pub id: String,
    pub path: PathBuf,
    pub group: String,
    /// The file's text as read.
    pub text: String,
    /// SHA-256 of `text`.
    pub hash: String,
    pub program: Program,
}

impl SeedFile {
    /// Reads and parses one seed.
    pub fn load(path: &Path, group: String) -> Result<SeedFile, CampaignError> {
        let text =
            std::fs::read_to_string(path).map_err(|source| CampaignError::Io { path: path.to_path_buf(), source })?;
        let id = path.to_string_lossy().into_owned();
        let program = parse_program(&text, &id)?;
        Ok(SeedFile { hash: seed_hash(&text), id, path: path.to_path_buf(), group, text, program })
    }

    /// The file name without `.bpl`, used to name the program's files when it is verified.
    pub fn stem(&self) -> String {
        self.path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "seed".into())
    }

    /// A folder name for this seed's mutants: its path with separators turned into `__`.
    pub fn slug(&self) -> String {
        let p = self.id.trim_start_matches("./").trim_end_matches(".bpl");
        p.replace(['/', '\\'], "__").replace(':', "_")
    }
}

/// Finds and parses the seeds named by `inputs` (files or directories). Every parse error is
/// reported (the first one is returned, with its FILE:LINE:COL). The result is sorted by path.
pub fn discover_seeds(inputs: &[PathBuf], groups_file: Option<&Path>) -> Result<Vec<SeedFile>, CampaignError> {
    let mapping = match groups_file {
        Some(f) => read_group_mapping(f)?,
        None => Vec::new(),
    };
    let mut found: Vec<(PathBuf, String)> = Vec::new();
    for input in inputs {
        if input.is_dir() {
            let mut files = Vec::new();
            collect_bpl(input, &mut files).map_err(|source| CampaignError::Io { path: input.clone(), source })?;
            files.sort();
            for f in files {
                let rel = f.strip_prefix(input).unwrap_or(&f);
                let group = if rel.components().count() > 1 {
                    rel.components().next().map(|c| c.as_os_str().to_string_lossy().into_owned())
                } else {
                    None
                };
                let group = group.unwrap_or_else(|| folder_name(input));
                found.push((f, group));
            }
        } else if input.is_file() {
            let group = input.parent().map(folder_name).unwrap_or_else(|| ".".into());
            found.push((input.clone(), group));
        } else {
            return Err(CampaignError::NoSuchSeed(input.clone()));
        }
    }
    found.sort();
    found.dedup_by(|a, b| a.0 == b.0);
    if found.is_empty() {
        return Err(CampaignError::NoSeeds);
    }
    let loaded: Vec<Result<SeedFile, CampaignError>> = found
        .into_par_iter()
        .map(|(path, group)| {
            let id = path.to_string_lossy().into_owned();
            let group = mapping.iter().find(|(pat, _)| glob_match(pat, &id)).map(|(_, g)| g.clone()).unwrap_or(group);
            SeedFile::load(&path, group)
        })
        .collect();
    let mut seeds = Vec::with_capacity(loaded.len());
    let mut first_err = None;
    for r in loaded {
        match r {
            Ok(s) => seeds.push(s),
            Err(e) => {
                eprintln!("error: {e}");
                first_err.get_or_insert(e);
            }
        }
    }
    match first_err {
        Some(e) => Err(e),
        None => Ok(seeds),
    }
}

fn folder_name(p: &Path) -> String {
    let canon = p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
    canon.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| ".".into())
}

fn collect_bpl(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect_bpl(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "bpl") {
            out.push(path);
        }
    }
    Ok(())
}

/// Reads `PATTERN,GROUP` lines.
fn read_group_mapping(path: &Path) -> Result<Vec<(String, String)>, CampaignError> {
    let text =
        std::fs::read_to_string(path).map_err(|source| CampaignError::Io { path: path.to_path_buf(), source })?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match line.split_once(',') {
            Some((pat, group)) if !pat.trim().is_empty() && !group.trim().is_empty() => {
                out.push((pat.trim().to_string(), group.trim().to_string()))
            }
            _ => {
                return Err(CampaignError::BadGroupMapping {
                    path: path.to_path_buf(),
                    line: i + 1,
                    text: line.to_string(),
                })
            }
        }
    }
    Ok(out)
}

/// `*` matches any run of characters (including `/`); everything else matches itself.
pub fn glob_match(pattern: &str, text: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    if parts.len() == 1 {
        return pattern == text;
    }
    let mut rest = text;
    for (i, part) in parts.iter().enumerate() {
        if i == 0 {
            match rest.strip_prefix(part) {
                Some(r) => rest = r,
                None => return false,
            }
        } else if i == parts.len() - 1 {
            return rest.ends_with(part);
        } else {
            match rest.find(part) {
                Some(k) => rest = &rest[k + part.len()..],
                None => return false,
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::glob_match;

    #[test]
    fn globs() {
        assert!(glob_match("seeds/A-*/x.bpl", "seeds/A-algorithms/x.bpl"));
        assert!(glob_match("*.bpl", "a/b.bpl"));
        assert!(!glob_match("*.bpl", "a/b.bp"));
        assert!(glob_match("exact", "exact"));
        assert!(!glob_match("exact", "exactly"));
        assert!(glob_match("a*b*c", "axxbyyc"));
        assert!(!glob_match("a*b*c", "axxcyyb"));
    }
}
