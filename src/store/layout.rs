//! The layout of a results directory: `results/NAME/results.csv` (one row per run),
//! `results/NAME/.cache/` (the shared result cache), `results/NAME/mutants/` (mutant files,
//! written by the caller; CSV `path` columns are relative to the results directory).

use std::io;
use std::path::{Path, PathBuf};

/// One results directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultsDir {
    root: PathBuf,
}

impl ResultsDir {
    /// The directory `root` itself (e.g. `results/my-run`).
    pub fn at(root: impl Into<PathBuf>) -> ResultsDir {
        ResultsDir { root: root.into() }
    }

    /// `base/name`, e.g. `ResultsDir::named("results", "fuzz-2024")`.
    pub fn named(base: impl AsRef<Path>, name: &str) -> ResultsDir {
        ResultsDir { root: base.as_ref().join(name) }
    }

    /// Creates the directory (and its cache and mutants folders).
    pub fn create(&self) -> io::Result<()> {
        std::fs::create_dir_all(self.cache_dir())?;
        std::fs::create_dir_all(self.mutants_dir())
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// `results.csv`: the rows of every run.
    pub fn csv_path(&self) -> PathBuf {
        self.root.join("results.csv")
    }

    /// `.cache/`: the content-addressed result cache.
    pub fn cache_dir(&self) -> PathBuf {
        self.root.join(".cache")
    }

    /// `mutants/`: where callers store mutant programs.
    pub fn mutants_dir(&self) -> PathBuf {
        self.root.join("mutants")
    }

    /// `path` relative to the results directory if it lies inside it (for the CSV `path` column).
    pub fn relative(&self, path: &Path) -> PathBuf {
        path.strip_prefix(&self.root).map(Path::to_path_buf).unwrap_or_else(|_| path.to_path_buf())
    }
}

/// A folder name for a seed path or a batch name, the one naming rule of results directories:
/// a leading `./` and a trailing `.bpl` are dropped, path separators become `__`, `*` becomes
/// `_star`, `:` and spaces become `_` (`seeds/E-triggers/fig1.bpl` → `seeds__E-triggers__fig1`,
/// `M*` → `M_star`).
pub fn slug(name: &str) -> String {
    let p = name.trim_start_matches("./");
    let p = p.strip_suffix(".bpl").unwrap_or(p);
    p.replace(['/', '\\'], "__").replace('*', "_star").replace([':', ' '], "_")
}

#[cfg(test)]
mod tests {
    use super::slug;

    #[test]
    fn slugs_of_seeds_and_batches() {
        assert_eq!(slug("seeds/E-triggers/fig1.bpl"), "seeds__E-triggers__fig1");
        assert_eq!(slug("./a/b.bpl"), "a__b");
        assert_eq!(slug("M*"), "M_star");
        assert_eq!(slug("M_S1"), "M_S1");
        assert_eq!(slug("C:\\x y.bpl"), "C___x_y");
    }
}
