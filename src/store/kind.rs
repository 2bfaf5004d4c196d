//! Which kind of wobble CSV a file is, told by its header: the rows of runs (`results.csv`) or the
//! categories of `wobble stability` (`stability.csv`). Readers of result files (`table`, `plot`)
//! ask here instead of reading headers themselves.

use super::StoreError;
use std::path::Path;

/// The kinds of CSV file that `table` and `plot` read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CsvKind {
    /// A results CSV (`results.csv`: one row per run).
    Results,
    /// A stability CSV (`stability.csv`: one row per program or query, tool and category).
    Stability,
}

/// Whether a CSV header is a stability CSV's (it names a `query` and a `category` column).
pub fn is_stability_header(header: &csv::StringRecord) -> bool {
    ["query", "category"].iter().all(|c| header.iter().any(|h| h == *c))
}

/// The kind of the CSV file at `path`: a stability CSV when its header names `query` and
/// `category` columns, else a results CSV (also when it has no header to read: the results
/// reader then says what is wrong with it). A file that cannot be opened is an I/O failure.
pub fn csv_kind(path: &Path) -> Result<CsvKind, StoreError> {
    let handle = std::fs::File::open(path).map_err(|e| StoreError::io(path, e))?;
    let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(handle);
    Ok(match reader.headers() {
        Ok(h) if is_stability_header(h) => CsvKind::Stability,
        _ => CsvKind::Results,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::{ErrorKind, HasKind};

    fn kind_of(text: &str) -> CsvKind {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.csv");
        std::fs::write(&path, text).unwrap();
        csv_kind(&path).unwrap()
    }

    #[test]
    fn a_header_with_query_and_category_is_a_stability_csv() {
        assert_eq!(kind_of("program,group,tool,query,category,runs\np,g,z3,all,stable,10\n"), CsvKind::Stability);
        assert_eq!(kind_of("category,x,query\n"), CsvKind::Stability);
    }

    #[test]
    fn any_other_file_is_a_results_csv() {
        assert_eq!(kind_of("seed,group,tool,outcome\ns,g,boogie,verified\n"), CsvKind::Results);
        assert_eq!(kind_of("query,outcome\n"), CsvKind::Results);
        assert_eq!(kind_of(""), CsvKind::Results);
    }

    #[test]
    fn a_file_that_cannot_be_opened_is_a_failure_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("missing.csv");
        let e = csv_kind(&path).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Failure);
        assert!(e.to_string().contains("missing.csv"), "{e}");
    }
}
