//! `results.csv`, the rows of a results directory's runs ([`RunRecord`], one per line): the one
//! reader and the one writer of the file.
//!
//! Reading ([`read`], [`read_complete`]) checks the header and every row, and keeps each row's
//! line ([`Origin`], `FILE:LINE`) for the errors of later checks. A header is one wobble writes or
//! wrote ([`known_header`]: today's [`COLUMNS`], or those of an
//! older wobble without some of the [`LATER_COLUMNS`]); a header without one of the columns
//! every wobble wrote names the missing column. Rows whose fields are all blank are skipped.
//!
//! Writing ([`ResultsWriter`]) puts the header first and flushes every row as it is written, each
//! on exactly one line ([`one_line`]), so that a row cut short by a kill is the file's last line
//! without a line break. [`read_complete`] leaves such a line out (the runs of a live or killed
//! run), and [`ResultsWriter::append`] cuts it off before appending (`--resume`), refusing a file
//! whose header is not today's.

use super::record::{known_header, RunRecord, COLUMNS, LATER_COLUMNS};
use super::{Origin, StoreError};
#[cfg(test)]
use crate::error::{ErrorKind, HasKind};
use crate::verifiers::outcome::Outcome;
use std::fs::{File, OpenOptions};
use std::io::Read;
use std::path::{Path, PathBuf};

/// One row of a results CSV and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredRow {
    pub record: RunRecord,
    pub origin: Origin,
}

/// Every row of the results CSV `path` (with its header line), each with its line.
pub fn read(path: &Path) -> Result<Vec<StoredRow>, StoreError> {
    let file = File::open(path).map_err(|e| StoreError::io(path, e))?;
    parse(path, file)
}

/// Every complete row of the results CSV `path`: a last line without a line break (a row cut
/// short by a kill) is left out, and a file without a complete line has no rows. The file is
/// not modified.
pub fn read_complete(path: &Path) -> Result<Vec<StoredRow>, StoreError> {
    let len = complete_prefix_len(path)?;
    if len == 0 {
        return Ok(Vec::new());
    }
    let file = File::open(path).map_err(|e| StoreError::io(path, e))?;
    parse(path, file.take(len))
}

/// The records of [`read_complete`], without their lines.
pub fn read_records(path: impl AsRef<Path>) -> Result<Vec<RunRecord>, StoreError> {
    Ok(read_complete(path.as_ref())?.into_iter().map(|r| r.record).collect())
}

/// Parses a results CSV read from `input` (the file `path`).
fn parse(path: &Path, input: impl Read) -> Result<Vec<StoredRow>, StoreError> {
    let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(input);
    let headers = reader.headers().map_err(|e| csv_error(path, e))?.clone();
    check_header(path, &headers)?;
    let mut rows = Vec::new();
    for result in reader.records() {
        let raw = result.map_err(|e| csv_error(path, e))?;
        let origin = Origin { file: path.to_path_buf(), line: raw.position().map_or(0, |p| p.line()) };
        if raw.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let record: RunRecord = raw.deserialize(Some(&headers)).map_err(|e| {
            // serde's enum errors carry no column: name the outcome column when it is the culprit.
            let outcome = headers.iter().position(|h| h == "outcome").and_then(|k| raw.get(k));
            let reason = match outcome.map(str::parse::<Outcome>) {
                Some(Err(msg)) => format!("column `outcome`: {msg}"),
                _ => describe_csv_error(&e, &headers, Some(&raw)),
            };
            StoreError::Malformed { origin: origin.clone(), reason }
        })?;
        rows.push(StoredRow { record, origin });
    }
    Ok(rows)
}

/// A header names every column that every wobble wrote, in the order wobble writes them.
fn check_header(path: &Path, headers: &csv::StringRecord) -> Result<(), StoreError> {
    let required = &COLUMNS[..COLUMNS.len() - LATER_COLUMNS];
    for column in required {
        if !headers.iter().any(|h| h == *column) {
            return Err(StoreError::BadHeader {
                path: path.to_path_buf(),
                reason: format!("missing column `{column}` (expected: {})", COLUMNS.join(",")),
            });
        }
    }
    if !known_header(headers.iter()) {
        return Err(StoreError::BadHeader {
            path: path.to_path_buf(),
            reason: format!("expected the header `{}`", COLUMNS.join(",")),
        });
    }
    Ok(())
}

fn csv_error(path: &Path, e: csv::Error) -> StoreError {
    let line = e.position().map_or(0, |p| p.line());
    let reason = describe_csv_error(&e, &csv::StringRecord::new(), None);
    match e.into_kind() {
        csv::ErrorKind::Io(source) => StoreError::io(path, source),
        _ => StoreError::Malformed { origin: Origin { file: path.to_path_buf(), line }, reason },
    }
}

/// A short message for a CSV error (without csv's own position prefix), naming the column.
fn describe_csv_error(e: &csv::Error, headers: &csv::StringRecord, raw: Option<&csv::StringRecord>) -> String {
    match e.kind() {
        csv::ErrorKind::UnequalLengths { expected_len, len, .. } => {
            format!("{len} fields, expected {expected_len}")
        }
        csv::ErrorKind::Deserialize { err, .. } => {
            let column = err.field().and_then(|k| headers.get(k as usize)).map(|c| format!("column `{c}`: "));
            let value = err.field().and_then(|k| raw?.get(k as usize)).map(|v| format!(" (`{v}`)"));
            format!("{}{}{}", column.unwrap_or_default(), err.kind(), value.unwrap_or_default())
        }
        csv::ErrorKind::Utf8 { err, .. } => format!("invalid UTF-8 in field {}", err.field() + 1),
        _ => e.to_string(),
    }
}

/// Length of the file up to and including its last line break (0 if it has none).
fn complete_prefix_len(path: &Path) -> Result<u64, StoreError> {
    let mut bytes = Vec::new();
    File::open(path).and_then(|mut f| f.read_to_end(&mut bytes)).map_err(|e| StoreError::io(path, e))?;
    Ok(bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i as u64 + 1))
}

/// Whether the file's first line is today's header (all of [`COLUMNS`]).
fn has_current_header(path: &Path) -> Result<bool, StoreError> {
    let mut rdr = csv::ReaderBuilder::new().has_headers(true).from_path(path).map_err(|e| csv_error(path, e))?;
    let header = rdr.headers().map_err(|e| csv_error(path, e))?;
    Ok(header.iter().eq(COLUMNS.iter().copied()))
}

/// Replaces the line breaks inside `rec`'s text fields by spaces, so that its row is one line.
pub fn one_line(rec: &mut RunRecord) {
    for field in [
        &mut rec.seed,
        &mut rec.group,
        &mut rec.batch,
        &mut rec.chain,
        &mut rec.tool,
        &mut rec.tool_version,
        &mut rec.path,
        &mut rec.detail,
    ] {
        if field.contains(['\n', '\r']) {
            *field = field.replace("\r\n", " ").replace(['\n', '\r'], " ");
        }
    }
}

/// A results CSV open for writing rows, one flushed line each.
pub struct ResultsWriter {
    path: PathBuf,
    csv: csv::Writer<File>,
}

impl ResultsWriter {
    /// Creates (or truncates) the CSV at `path` (and its folder) and writes its header.
    pub fn create(path: &Path) -> Result<ResultsWriter, StoreError> {
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|e| StoreError::io(parent, e))?;
        }
        let file = File::create(path).map_err(|e| StoreError::io(path, e))?;
        let mut w = ResultsWriter { path: path.to_path_buf(), csv: writer(file) };
        w.write_header()?;
        Ok(w)
    }

    /// Opens the CSV at `path` to add rows to it (`--resume`), with the rows it already has:
    /// creates it if missing; otherwise cuts a partial last line (left by a kill), refuses a
    /// header other than today's ([`StoreError::NotResumable`]) and reads
    /// the complete rows.
    pub fn append(path: &Path) -> Result<(ResultsWriter, Vec<RunRecord>), StoreError> {
        if !path.exists() {
            return Ok((ResultsWriter::create(path)?, Vec::new()));
        }
        let complete = complete_prefix_len(path)?;
        let file = OpenOptions::new().read(true).write(true).open(path).map_err(|e| StoreError::io(path, e))?;
        if file.metadata().map_err(|e| StoreError::io(path, e))?.len() != complete {
            file.set_len(complete).map_err(|e| StoreError::io(path, e))?;
        }
        let mut existing = Vec::new();
        if complete > 0 {
            if !has_current_header(path)? {
                return Err(StoreError::NotResumable { path: path.to_path_buf() });
            }
            existing = read_records(path)?;
        }
        let file = OpenOptions::new().append(true).open(path).map_err(|e| StoreError::io(path, e))?;
        let mut w = ResultsWriter { path: path.to_path_buf(), csv: writer(file) };
        if complete == 0 {
            w.write_header()?;
        }
        Ok((w, existing))
    }

    /// The CSV file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes one row (made [`one_line`] first) and flushes it to disk.
    pub fn write(&mut self, rec: &RunRecord) -> Result<(), StoreError> {
        let mut rec = rec.clone();
        one_line(&mut rec);
        self.csv.serialize(&rec).map_err(|e| StoreError::write(&self.path, e))?;
        self.csv.flush().map_err(|e| StoreError::io(&self.path, e))
    }

    fn write_header(&mut self) -> Result<(), StoreError> {
        self.csv.write_record(COLUMNS).map_err(|e| StoreError::write(&self.path, e))?;
        self.csv.flush().map_err(|e| StoreError::io(&self.path, e))
    }
}

fn writer(file: File) -> csv::Writer<File> {
    csv::WriterBuilder::new().has_headers(false).from_writer(file)
}

/// Writes `records` as a whole results CSV at `path` (header first, also when there is no row).
pub fn write_all<'a>(records: impl IntoIterator<Item = &'a RunRecord>, path: &Path) -> Result<(), StoreError> {
    let file = File::create(path).map_err(|e| StoreError::io(path, e))?;
    let mut w = ResultsWriter { path: path.to_path_buf(), csv: writer(file) };
    w.write_header()?;
    for rec in records {
        w.csv.serialize(rec).map_err(|e| StoreError::write(path, e))?;
    }
    w.csv.flush().map_err(|e| StoreError::io(path, e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    const OLD_HEADER: &str =
        "seed,group,batch,mutant,chain,rng_seed,tool,tool_version,outcome,verified,errors,time_s,repeats,program_hash,path,detail";
    const OLD_ROW: &str = "s.bpl,A,M*,1,S1(0),7,boogie,v,failed,0,1,0.5,0,h,m/1.bpl,d";

    fn rec(mutant: u32) -> RunRecord {
        let mut r = RunRecord::sample("s.bpl", "A", "M*", "S1(0)", "boogie", Outcome::Verified);
        r.mutant = Some(mutant);
        r.detail = "two\nlines".into();
        r
    }

    #[test]
    fn a_bad_row_reports_its_file_and_line() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("results.csv");
        let bad = OLD_ROW.replace("failed", "maybe");
        std::fs::write(&p, format!("{OLD_HEADER}\n{OLD_ROW}\n{OLD_ROW}\n{bad}\n")).unwrap();
        let e = read(&p).unwrap_err();
        assert!(matches!(&e, StoreError::Malformed { origin, .. } if origin.line == 4), "{e:?}");
        let text = e.to_string();
        assert!(text.starts_with(&format!("{}:4: malformed row: column `outcome`", p.display())), "{text}");
        assert_eq!(e.kind(), ErrorKind::BadInput);
        std::fs::write(&p, format!("{OLD_HEADER}\n{OLD_ROW}\n{}\n", OLD_ROW.replace(",7,", ",x,"))).unwrap();
        let e = read(&p).unwrap_err().to_string();
        assert!(e.contains(":3: malformed row: column `rng_seed`"), "{e}");
        std::fs::write(&p, format!("{OLD_HEADER}\ns.bpl,A\n")).unwrap();
        let e = read(&p).unwrap_err().to_string();
        assert!(e.contains(":2: malformed row: 2 fields, expected 16"), "{e}");
    }

    #[test]
    fn rows_keep_their_lines_and_blank_rows_are_skipped() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("results.csv");
        let blank = ",".repeat(15);
        std::fs::write(&p, format!("{OLD_HEADER}\n{OLD_ROW}\n{blank}\n{OLD_ROW}\n")).unwrap();
        let rows = read(&p).unwrap();
        assert_eq!(rows.iter().map(|r| r.origin.line).collect::<Vec<_>>(), [2, 4]);
        assert_eq!(rows[0].origin.to_string(), format!("{}:2", p.display()));
    }

    #[test]
    fn old_and_new_headers_are_read_other_headers_are_not() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("results.csv");
        std::fs::write(&p, format!("{OLD_HEADER}\n{OLD_ROW}\n")).unwrap();
        let old = read(&p).unwrap();
        assert_eq!((old[0].record.queries, old[0].record.level, old[0].record.rng_seed), (None, None, 7));
        std::fs::write(&p, format!("{},level\n{OLD_ROW},2,1,smt\n", OLD_HEADER.to_string() + ",queries,reused"))
            .unwrap();
        let new = read(&p).unwrap();
        assert_eq!(new[0].record.queries, Some(2));
        assert_eq!(new[0].record.level, Some(crate::verifiers::outcome::VerdictLevel::Smt));
        std::fs::write(&p, "seed,group,outcome\ns,A,verified\n").unwrap();
        let e = read(&p).unwrap_err().to_string();
        assert!(e.contains("bad header: missing column `batch`"), "{e}");
        let mut shuffled = COLUMNS.to_vec();
        shuffled.swap(0, 1);
        std::fs::write(&p, format!("{}\n", shuffled.join(","))).unwrap();
        let e = read(&p).unwrap_err().to_string();
        assert!(e.contains("bad header: expected the header `seed,group,"), "{e}");
    }

    #[test]
    fn resume_reads_back_what_was_written_and_cuts_a_partial_line() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("sub/results.csv");
        let mut w = ResultsWriter::create(&p).unwrap();
        w.write(&rec(1)).unwrap();
        w.write(&rec(2)).unwrap();
        drop(w);
        std::fs::OpenOptions::new().append(true).open(&p).unwrap().write_all(b"s.bpl,A,M*,3,S1(").unwrap();
        let complete = read_complete(&p).unwrap();
        assert_eq!(complete.iter().map(|r| r.record.mutant).collect::<Vec<_>>(), [Some(1), Some(2)]);
        assert_eq!(complete[0].record.detail, "two lines", "a row is one line");
        assert!(read(&p).is_err(), "read takes the whole file, the cut line too");
        let (mut w, existing) = ResultsWriter::append(&p).unwrap();
        let mut one = rec(1);
        one_line(&mut one);
        assert_eq!(existing[0], one);
        assert_eq!(existing.len(), 2);
        w.write(&rec(3)).unwrap();
        drop(w);
        let back = read(&p).unwrap();
        assert_eq!(
            back.iter().map(|r| (r.record.mutant, r.origin.line)).collect::<Vec<_>>(),
            [(Some(1), 2), (Some(2), 3), (Some(3), 4)]
        );
    }

    #[test]
    fn an_older_file_is_read_but_not_resumed() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("results.csv");
        std::fs::write(&p, format!("{OLD_HEADER}\n{OLD_ROW}\n")).unwrap();
        assert_eq!(read_complete(&p).unwrap().len(), 1);
        let e = ResultsWriter::append(&p).err().unwrap();
        assert!(matches!(e, StoreError::NotResumable { .. }));
        assert!(e.to_string().contains(":1: not a wobble results file: written by an earlier wobble"), "{e}");
        assert_eq!(std::fs::read_to_string(&p).unwrap(), format!("{OLD_HEADER}\n{OLD_ROW}\n"), "untouched");
    }

    #[test]
    fn a_whole_file_has_its_header_also_without_rows() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("runs.csv");
        write_all(&[], &p).unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), format!("{}\n", COLUMNS.join(",")));
        let rows = [rec(1), rec(2)];
        write_all(&rows, &p).unwrap();
        assert_eq!(read(&p).unwrap().into_iter().map(|r| r.record).collect::<Vec<_>>(), rows);
    }
}
