//! Running the `wobble` binary from a test and reading the CSV files it writes. The binary runs
//! in the repository root, so relative paths such as `seeds/...` work.

use std::path::Path;
use std::process::{Command, Output};

/// Runs `wobble ARGS` to completion.
pub fn wobble(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wobble"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .expect("run wobble")
}

/// Runs `wobble ARGS`: (exit status, -1 for a signal; stdout; stderr).
pub fn wobble_run(args: &[&str]) -> (i32, String, String) {
    wobble_run_in(Path::new(env!("CARGO_MANIFEST_DIR")), args)
}

/// Runs `wobble ARGS` in `dir`: (exit status, -1 for a signal; stdout; stderr).
pub fn wobble_run_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_wobble")).current_dir(dir).args(args).output().expect("run wobble");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// stdout followed by stderr.
pub fn text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

/// The values of `columns` (by header name) in every row of the CSV file `path`.
pub fn csv_columns(path: &Path, columns: &[&str]) -> Vec<Vec<String>> {
    let mut r = csv::Reader::from_path(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let h = r.headers().unwrap().clone();
    let idx: Vec<usize> = columns
        .iter()
        .map(|c| h.iter().position(|x| x == *c).unwrap_or_else(|| panic!("{}: no column `{c}`", path.display())))
        .collect();
    r.records().map(|x| x.unwrap()).map(|x| idx.iter().map(|&i| x[i].to_string()).collect()).collect()
}

/// The values of three columns in every row of the CSV file `path`.
pub fn csv_triples(path: &Path, [a, b, c]: [&str; 3]) -> Vec<(String, String, String)> {
    csv_columns(path, &[a, b, c])
        .into_iter()
        .map(|mut v| {
            let z = v.pop().unwrap_or_default();
            let y = v.pop().unwrap_or_default();
            let x = v.pop().unwrap_or_default();
            (x, y, z)
        })
        .collect()
}
