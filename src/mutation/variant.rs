//! [`Variant`]: a program as one or more files of top-level declarations, the unit that operators
//! transform and the generator pools.
//!
//! Declarations are held in `Arc`s together with their printed text and its SHA-256 (computed
//! once, on demand), so variants share every declaration they did not change: cloning a variant
//! copies pointers, printing a mutant reprints only the declarations an operator touched, and the
//! identity of a variant ([`Variant::key`]) is a hash over its declarations' hashes.
//!
//! File 0 is the main file; further files exist only after S3. Text layout: file 0 is
//! `BASE.bpl`, file k is `BASE.partK.bpl`, each printed as [`crate::syntax::print_program`] would
//! (see [`Variant::to_text`]).

use crate::syntax::ast::{Decl, Program};
use crate::syntax::source::{ProgramText, SourceFile};
use sha2::{Digest, Sha256};
use std::sync::{Arc, OnceLock};

use super::site::DeclRef;

/// How many operators there are (the length of the per-declaration site-count cache).
pub const OPERATOR_COUNT: usize = 13;

/// A declaration with its printed text and the text's hash, computed lazily.
#[derive(Debug)]
pub struct Item {
    decl: Decl,
    printed: OnceLock<(String, [u8; 32])>,
    /// Number of sites of each declaration-local operator inside this declaration, indexed by
    /// operator; filled once by the first caller of [`Item::site_counts`].
    site_counts: OnceLock<[usize; OPERATOR_COUNT]>,
}

impl Item {
    fn new(decl: Decl) -> Item {
        Item { decl, printed: OnceLock::new(), site_counts: OnceLock::new() }
    }

    /// The number of sites of every operator inside this declaration, computed once by `count`
    /// (the operators live above this module: it only holds the cache).
    pub fn site_counts(&self, count: impl FnOnce(&Decl) -> [usize; OPERATOR_COUNT]) -> &[usize; OPERATOR_COUNT] {
        self.site_counts.get_or_init(|| count(&self.decl))
    }

    /// The declaration.
    pub fn decl(&self) -> &Decl {
        &self.decl
    }

    fn printed(&self) -> &(String, [u8; 32]) {
        self.printed.get_or_init(|| {
            let text = print_decl(&self.decl);
            let digest: [u8; 32] = Sha256::digest(text.as_bytes()).into();
            (text, digest)
        })
    }

    /// The declaration as [`crate::syntax::print_program`] prints it (on its own).
    pub fn text(&self) -> &str {
        &self.printed().0
    }
}

impl Clone for Item {
    /// A copy whose text will be recomputed (the copy is made to be changed).
    fn clone(&self) -> Item {
        Item::new(self.decl.clone())
    }
}

impl PartialEq for Item {
    fn eq(&self, other: &Item) -> bool {
        self.decl == other.decl
    }
}
impl Eq for Item {}

/// Prints one declaration exactly as it appears inside `print_program`'s output.
fn print_decl(decl: &Decl) -> String {
    crate::syntax::printer::print_decl(decl)
}

/// Joins the printed declarations of one file into the text `print_program` gives for the
/// whole file.
fn join_file<'a>(texts: impl Iterator<Item = &'a str>) -> String {
    // `print_program` separates declarations by an empty line.
    let mut out = String::new();
    for (i, t) in texts.enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(t);
    }
    out
}

/// A program as files of shared declarations (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    files: Vec<Vec<Arc<Item>>>,
}

impl Variant {
    /// A one-file variant.
    pub fn from_program(p: Program) -> Variant {
        Variant::from_files(vec![p])
    }

    /// A variant of several files (file 0 first). An empty list gives one empty file.
    pub fn from_files(files: Vec<Program>) -> Variant {
        let mut files: Vec<Vec<Arc<Item>>> =
            files.into_iter().map(|p| p.decls.into_iter().map(|d| Arc::new(Item::new(d))).collect()).collect();
        if files.is_empty() {
            files.push(Vec::new());
        }
        Variant { files }
    }

    /// The files as ordinary programs (copies).
    pub fn to_programs(&self) -> Vec<Program> {
        self.files.iter().map(|f| Program { decls: f.iter().map(|i| i.decl.clone()).collect() }).collect()
    }

    /// Number of files (at least 1).
    pub fn file_count(&self) -> usize {
        self.files.len()
    }

    /// Number of declarations of file `f` (0 when there is no such file).
    pub fn file_len(&self, f: usize) -> usize {
        self.files.get(f).map_or(0, |v| v.len())
    }

    /// Total number of declarations over all files.
    pub fn decl_count(&self) -> usize {
        self.files.iter().map(|f| f.len()).sum()
    }

    /// The declaration at `r`, if any.
    pub fn decl(&self, r: DeclRef) -> Option<&Decl> {
        self.files.get(r.file)?.get(r.index).map(|i| &i.decl)
    }

    /// Every declaration with its reference, file by file.
    pub fn decls(&self) -> impl Iterator<Item = (DeclRef, &Decl)> {
        self.files
            .iter()
            .enumerate()
            .flat_map(|(f, ds)| ds.iter().enumerate().map(move |(i, it)| (DeclRef::new(f, i), &it.decl)))
    }

    /// Every declaration's shared item (with cached text and site counts), file by file.
    pub fn items(&self) -> impl Iterator<Item = (DeclRef, &Item)> {
        self.files
            .iter()
            .enumerate()
            .flat_map(|(f, ds)| ds.iter().enumerate().map(move |(i, it)| (DeclRef::new(f, i), it.as_ref())))
    }

    /// The declarations of file `f`.
    pub fn file_decls(&self, f: usize) -> impl Iterator<Item = &Decl> {
        self.files.get(f).into_iter().flat_map(|ds| ds.iter().map(|i| &i.decl))
    }

    /// Mutable access to the declaration at `r` (copied first if shared with other variants).
    pub fn decl_mut(&mut self, r: DeclRef) -> Option<&mut Decl> {
        let slot = self.files.get_mut(r.file)?.get_mut(r.index)?;
        if Arc::get_mut(slot).is_none() {
            *slot = Arc::new(Item::new(slot.decl.clone()));
        }
        let item = Arc::get_mut(slot)?;
        item.printed = OnceLock::new();
        item.site_counts = OnceLock::new();
        Some(&mut item.decl)
    }

    /// Swaps declarations `a` and `b` of file `f`. Returns false when an index is out of range.
    pub fn swap(&mut self, f: usize, a: usize, b: usize) -> bool {
        match self.files.get_mut(f) {
            Some(ds) if a < ds.len() && b < ds.len() => {
                ds.swap(a, b);
                true
            }
            _ => false,
        }
    }

    /// Inserts `decl` at position `index` of file `f`. Returns false when out of range.
    pub fn insert(&mut self, f: usize, index: usize, decl: Decl) -> bool {
        match self.files.get_mut(f) {
            Some(ds) if index <= ds.len() => {
                ds.insert(index, Arc::new(Item::new(decl)));
                true
            }
            _ => false,
        }
    }

    /// Removes the declaration at `r`. Returns false when out of range. (An emptied non-main file
    /// stays, empty.)
    pub fn remove(&mut self, r: DeclRef) -> bool {
        match self.files.get_mut(r.file) {
            Some(ds) if r.index < ds.len() => {
                ds.remove(r.index);
                true
            }
            _ => false,
        }
    }

    /// Moves the declaration at `from` to the end of file `to_file` (`to_file == file_count()`
    /// creates a new last file). A non-main file left empty is removed (later files move down).
    /// Returns false when out of range.
    pub fn move_to_file(&mut self, from: DeclRef, to_file: usize) -> bool {
        if to_file > self.files.len() || from.file >= self.files.len() || from.index >= self.files[from.file].len() {
            return false;
        }
        let item = self.files[from.file].remove(from.index);
        if to_file == self.files.len() {
            self.files.push(vec![item]);
        } else {
            self.files[to_file].push(item);
        }
        if from.file != 0 && self.files[from.file].is_empty() {
            self.files.remove(from.file);
        }
        true
    }

    /// Name of file `k` for the base name `base`: `BASE.bpl`, `BASE.part1.bpl`, ...
    pub fn file_name(base: &str, k: usize) -> String {
        if k == 0 {
            format!("{base}.bpl")
        } else {
            format!("{base}.part{k}.bpl")
        }
    }

    /// The printed text of file `f` (empty when there is no such file).
    pub fn file_text(&self, f: usize) -> String {
        join_file(self.files.get(f).into_iter().flat_map(|ds| ds.iter().map(|i| i.text())))
    }

    /// The printed program: one [`SourceFile`] per file, named as in [`Variant::file_name`].
    pub fn to_text(&self, base: &str) -> ProgramText {
        ProgramText {
            files: (0..self.files.len())
                .map(|k| SourceFile { name: Variant::file_name(base, k), text: self.file_text(k) })
                .collect(),
        }
    }

    /// Identity of the printed variant: equal keys iff equal printed texts (file layout
    /// included). A SHA-256 over the number of files and each declaration's text hash.
    pub fn key(&self) -> [u8; 32] {
        let mut h = Sha256::new();
        h.update((self.files.len() as u64).to_le_bytes());
        for f in &self.files {
            h.update((f.len() as u64).to_le_bytes());
            for it in f {
                h.update(it.printed().1);
            }
        }
        h.finalize().into()
    }
}
