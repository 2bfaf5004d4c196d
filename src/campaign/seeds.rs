//! Seed discovery: the `.bpl` files named on the command line or found (recursively, sorted)
//! under the directories named there, each parsed once, with its group.
//!
//! A seed's mutants go to a folder named after its path relative to the directory it was found in
//! (or its file stem for a seed named as a file), made unique among the run's seeds.
//!
//! A seed's group is the first folder below the directory it was found in
//! (`seeds/A-algorithms/sum.bpl` found under `seeds` → `A-algorithms`); a seed given as a file,
//! or lying directly in the given directory, takes the name of its parent folder. A mapping file
//! (`--groups FILE`, see [`crate::runner::groups`]) overrides both.

use super::error::CampaignError;
use crate::error::FileError;
use crate::generation::header::seed_hash;
use crate::runner::groups::GroupMap;
use crate::runner::layout::slug;
use crate::syntax::source::bpl_files;
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
    /// The folder name of the seed's mutants ([`SeedFile::slug`]): its path relative to the
    /// directory it was found in, or its file stem for a seed named as a file; unique among the
    /// seeds of one run (set by [`discover_seeds`]).
    pub name: String,
}

impl SeedFile {
    /// Reads and parses one seed.
    pub fn load(path: &Path, group: String) -> Result<SeedFile, CampaignError> {
        let text = std::fs::read_to_string(path).map_err(|e| FileError::read(path, e))?;
        let id = path.to_string_lossy().into_owned();
        let program = parse_program(&text, &id)?;
        let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "seed".into());
        Ok(SeedFile { hash: seed_hash(&text), id, path: path.to_path_buf(), group, text, program, name })
    }

    /// The file name without `.bpl`, used to name the program's files when it is verified.
    pub fn stem(&self) -> String {
        self.path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "seed".into())
    }

    /// A folder name for this seed's mutants: its [`name`](SeedFile::name) with separators
    /// turned into `__` (`A-algorithms/gcd` → `A-algorithms__gcd`), never the absolute path.
    pub fn slug(&self) -> String {
        slug(&self.name)
    }
}

/// Finds and parses the seeds named by `inputs` (files or directories). A seed that cannot be
/// read or parsed is an error (with its FILE:LINE:COL); several are one error that lists them
/// all. The result is sorted by path.
pub fn discover_seeds(inputs: &[PathBuf], groups_file: Option<&Path>) -> Result<Vec<SeedFile>, CampaignError> {
    let mapping = match groups_file {
        Some(f) => GroupMap::load(f)?,
        None => GroupMap::default(),
    };
    // (path, group, mutant folder name)
    let mut found: Vec<(PathBuf, String, String)> = Vec::new();
    for input in inputs {
        if input.is_dir() {
            let files = bpl_files(input).map_err(|e| FileError::read(input, e))?;
            for f in files {
                let rel = f.strip_prefix(input).unwrap_or(&f);
                let group = if rel.components().count() > 1 {
                    rel.components().next().map(|c| c.as_os_str().to_string_lossy().into_owned())
                } else {
                    None
                };
                let group = group.unwrap_or_else(|| folder_name(input));
                let name = rel.with_extension("").to_string_lossy().into_owned();
                found.push((f, group, name));
            }
        } else if input.is_file() {
            let group = input.parent().map(folder_name).unwrap_or_else(|| ".".into());
            let name = input.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "seed".into());
            found.push((input.clone(), group, name));
        } else {
            return Err(CampaignError::NoSuchSeed(input.clone()));
        }
    }
    found.sort();
    found.dedup_by(|a, b| a.0 == b.0);
    if found.is_empty() {
        return Err(CampaignError::NoSeeds);
    }
    unique_names(&mut found);
    let loaded: Vec<Result<SeedFile, CampaignError>> = found
        .into_par_iter()
        .map(|(path, group, name)| {
            let id = path.to_string_lossy().into_owned();
            let group = mapping.group_of(&id).map(str::to_string).unwrap_or(group);
            SeedFile::load(&path, group).map(|s| SeedFile { name, ..s })
        })
        .collect();
    let mut seeds = Vec::with_capacity(loaded.len());
    let mut errors = Vec::new();
    for r in loaded {
        match r {
            Ok(s) => seeds.push(s),
            Err(e) => errors.push(e),
        }
    }
    match errors.len() {
        0 => Ok(seeds),
        1 => Err(errors.remove(0)),
        _ => Err(CampaignError::Seeds(errors)),
    }
}

/// Makes the mutant folder names of `found` (sorted by path) unique: a name taken by an earlier
/// seed (or whose slug is) gets `-2`, `-3`, ... appended, so the names depend only on the seed list.
fn unique_names(found: &mut [(PathBuf, String, String)]) {
    let mut taken = std::collections::HashSet::new();
    for (_, _, name) in found.iter_mut() {
        let base = name.clone();
        let mut k = 1;
        while !taken.insert(slug(name)) {
            k += 1;
            *name = format!("{base}-{k}");
        }
    }
}

fn folder_name(p: &Path) -> String {
    let canon = p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
    canon.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| ".".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutant_folders_are_relative_and_unique() {
        let tmp = tempfile::tempdir().unwrap();
        for f in ["x/a.bpl", "y/a.bpl", "d/G/b.bpl", "d/c.bpl"] {
            let p = tmp.path().join(f);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, "procedure P() { }\n").unwrap();
        }
        let inputs = [tmp.path().join("x/a.bpl"), tmp.path().join("y/a.bpl"), tmp.path().join("d")];
        let seeds = discover_seeds(&inputs, None).unwrap();
        let slugs: Vec<(String, String)> = seeds
            .iter()
            .map(|s| (s.path.strip_prefix(tmp.path()).unwrap().to_string_lossy().into_owned(), s.slug()))
            .collect();
        let expected = [("d/G/b.bpl", "G__b"), ("d/c.bpl", "c"), ("x/a.bpl", "a"), ("y/a.bpl", "a-2")];
        assert_eq!(slugs, expected.map(|(a, b)| (a.to_string(), b.to_string())));
        assert!(seeds.iter().all(|s| !s.slug().contains("tmp")), "no absolute path in {slugs:?}");
    }
}
