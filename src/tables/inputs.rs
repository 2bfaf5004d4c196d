//! The inputs of `table` and `plot`, sorted into results CSVs (read by [`super::load`]) and
//! stability CSVs (`stability.csv`, read by [`super::stability`]).

use super::stability::is_stability_header;
use super::TableError;
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
/// one must exist); a file is a stability CSV when its header names `query` and `category`
/// columns, else a results CSV.
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
            let handle = std::fs::File::open(input).map_err(|e| TableError::Io { path: input.clone(), source: e })?;
            let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(handle);
            match reader.headers() {
                Ok(h) if is_stability_header(h) => out.stability.push(input.clone()),
                _ => out.results.push(input.clone()),
            }
        } else {
            return Err(TableError::NotFound { path: input.clone() });
        }
    }
    Ok(out)
}
