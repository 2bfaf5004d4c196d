//! The inputs of `table` and `plot`, sorted into results CSVs (read by [`super::load`]) and
//! stability CSVs (`stability.csv`, read by [`super::stability`]).

use super::TableError;
use crate::store::kind::{csv_kind, CsvKind};
use std::path::PathBuf;

/// The inputs of `table` and `plot`, sorted by what they hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inputs {
    /// Results directories and results CSV files (for [`super::load::load`]).
    pub results: Vec<PathBuf>,
    /// Stability CSV files (for [`super::stability::load`]).
    pub stability: Vec<PathBuf>,
}

/// Sorts `inputs`: a directory contributes its `results.csv` and its `stability.csv` (at least
/// one must exist); a file is what the results store says it is ([`csv_kind`]).
pub fn split_inputs(inputs: &[PathBuf]) -> Result<Inputs, TableError> {
    let mut out = Inputs::default();
    for input in inputs {
        if input.is_dir() {
            let (results, stability) = (crate::store::ResultsDir::at(input).csv_path(), input.join("stability.csv"));
            if !results.is_file() && !stability.is_file() {
                return Err(TableError::MissingResults { path: input.clone() });
            }
            if results.is_file() {
                out.results.push(input.clone());
            }
            if stability.is_file() {
                out.stability.push(stability);
            }
        } else if input.is_file() {
            match csv_kind(input)? {
                CsvKind::Stability => out.stability.push(input.clone()),
                CsvKind::Results => out.results.push(input.clone()),
            }
        } else {
            return Err(TableError::NotFound { path: input.clone() });
        }
    }
    Ok(out)
}
