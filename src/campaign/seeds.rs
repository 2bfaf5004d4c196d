//! Seed discovery: the `.bpl` files named on the command line or found (recursively, sorted)
//! under the directories named there, each parsed once, with its group.
//!
//! A seed's group is the first folder below the directory it was found in
//! (`seeds/A-algorithms/sum.bpl` found under `seeds` → `A-algorithms`); a seed given as a file,
//! or lying directly in the given directory, takes the name of its parent folder. A mapping file
//! (`--groups FILE`, see [`super::groups`]) overrides both.

use super::error::CampaignError;
use super::groups::GroupMap;
use crate::error::FileError;
use crate::generation::header::seed_hash;
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
}

impl SeedFile {
    /// Reads and parses one seed.
    pub fn load(path: &Path, group: String) -> Result<SeedFile, CampaignError> {
        let text = std::fs::read_to_string(path).map_err(|e| FileError::read(path, e))?;
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
        slug(&self.id)
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
    let mut found: Vec<(PathBuf, String)> = Vec::new();
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
            let group = mapping.group_of(&id).map(str::to_string).unwrap_or(group);
            SeedFile::load(&path, group)
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

fn folder_name(p: &Path) -> String {
    let canon = p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
    canon.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| ".".into())
}
