//! Where finished runs go: a results CSV written row by row (flushed after every row, header
//! written once), optionally kept in memory too. Opening an existing CSV to resume repairs a last
//! line cut short by a kill, checks the header, and loads which runs are already recorded.

use super::error::RunError;
use super::flips::FlipTracker;
use super::plan::RunKey;
use super::record::RunRecord;
use std::collections::HashSet;
use std::fs::{File, OpenOptions};
use std::io::Read;
use std::path::{Path, PathBuf};

pub use crate::runner::record::{COLUMNS, LATER_COLUMNS};

/// The destination of finished runs.
pub struct ResultSink {
    csv: Option<(PathBuf, csv::Writer<File>)>,
    keep: bool,
    records: Vec<RunRecord>,
    done: HashSet<RunKey>,
    flips: FlipTracker,
    existing_rows: usize,
    /// Rows kept aside instead of written ([`ResultSink::hold`]).
    hold: Option<Hold>,
    held: Vec<RunRecord>,
}

/// Which rows a sink keeps aside.
pub type Hold = Box<dyn Fn(&RunRecord) -> bool + Send + Sync>;

impl ResultSink {
    /// A sink that only keeps the records in memory (for `minimize`, `reproduce`, tests).
    pub fn memory() -> ResultSink {
        ResultSink {
            csv: None,
            keep: true,
            records: Vec::new(),
            done: HashSet::new(),
            flips: FlipTracker::new(),
            existing_rows: 0,
            hold: None,
            held: Vec::new(),
        }
    }

    /// Creates (or truncates) the CSV at `path` and writes its header.
    pub fn create(path: impl AsRef<Path>) -> Result<ResultSink, RunError> {
        let path = path.as_ref();
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|e| RunError::io(parent, e))?;
        }
        let file = File::create(path).map_err(|e| RunError::io(path, e))?;
        let mut sink = ResultSink { keep: false, ..ResultSink::memory() };
        sink.csv = Some((path.to_path_buf(), writer(file)));
        sink.write_header()?;
        Ok(sink)
    }

    /// Opens the CSV at `path` to add rows to it (`--resume`): creates it if missing; otherwise
    /// cuts a partial last line (left by a kill), checks the header, and loads the keys of the
    /// recorded runs so that [`super::run_jobs`] skips them.
    pub fn append(path: impl AsRef<Path>) -> Result<ResultSink, RunError> {
        let path = path.as_ref();
        if !path.exists() {
            return ResultSink::create(path);
        }
        let complete = complete_prefix_len(path)?;
        let file = OpenOptions::new().read(true).write(true).open(path).map_err(|e| RunError::io(path, e))?;
        if (file.metadata().map_err(|e| RunError::io(path, e))?.len()) != complete {
            file.set_len(complete).map_err(|e| RunError::io(path, e))?;
        }
        let mut sink = ResultSink { keep: false, ..ResultSink::memory() };
        if complete > 0 && !has_current_header(path)? {
            return Err(RunError::BadResults {
                path: path.to_path_buf(),
                line: 1,
                message: format!(
                    "written by an earlier wobble (without the columns of today's header `{}`): \
                     start a new results directory instead of resuming this one",
                    COLUMNS.join(",")
                ),
            });
        }
        if complete > 0 {
            for rec in parse_records(path, complete)? {
                sink.note(&rec);
                sink.existing_rows += 1;
            }
        }
        let file = OpenOptions::new().append(true).open(path).map_err(|e| RunError::io(path, e))?;
        sink.csv = Some((path.to_path_buf(), writer(file)));
        if complete == 0 {
            sink.write_header()?;
        }
        Ok(sink)
    }

    /// Also keep every record written from now on in memory ([`ResultSink::records`]).
    pub fn keep_records(mut self, keep: bool) -> ResultSink {
        self.keep = keep;
        self
    }

    /// The CSV file, if any.
    pub fn path(&self) -> Option<&Path> {
        self.csv.as_ref().map(|(p, _)| p.as_path())
    }

    /// Records written through this sink (only if kept).
    pub fn records(&self) -> &[RunRecord] {
        &self.records
    }

    /// Takes the kept records out of the sink.
    pub fn take_records(&mut self) -> Vec<RunRecord> {
        std::mem::take(&mut self.records)
    }

    /// Keys of every run recorded in the file (before and since opening it).
    pub fn done(&self) -> &HashSet<RunKey> {
        &self.done
    }

    /// Flip state over every recorded run.
    pub fn flips(&self) -> &FlipTracker {
        &self.flips
    }

    /// Rows that were in the file when it was opened for appending.
    pub fn existing_rows(&self) -> usize {
        self.existing_rows
    }

    /// From now on, keeps the rows `hold` matches aside instead of writing them (they are not on
    /// disk, not done and not seen by [`ResultSink::flips`]) until [`ResultSink::release`]; a run
    /// that is interrupted meanwhile loses them, and `--resume` makes them again. The campaign
    /// engine holds the rows whose verdict may still need a Boogie run.
    pub fn hold(&mut self, hold: Hold) {
        self.hold = Some(hold);
    }

    /// Stops holding rows and returns those held, in the order they came.
    pub fn release(&mut self) -> Vec<RunRecord> {
        self.hold = None;
        std::mem::take(&mut self.held)
    }

    /// Writes one row and flushes it to disk (or holds it: [`ResultSink::hold`]). Line breaks
    /// inside fields are replaced by spaces so that every row is exactly one line (what makes a
    /// cut last line detectable).
    pub fn write(&mut self, mut rec: RunRecord) -> Result<(), RunError> {
        if self.hold.as_ref().is_some_and(|h| h(&rec)) {
            self.held.push(rec);
            return Ok(());
        }
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
        if let Some((path, w)) = &mut self.csv {
            w.serialize(&rec).map_err(|e| RunError::Csv { path: path.clone(), source: e })?;
            w.flush().map_err(|e| RunError::io(path.as_path(), e))?;
        }
        self.note(&rec);
        if self.keep {
            self.records.push(rec);
        }
        Ok(())
    }

    fn note(&mut self, rec: &RunRecord) {
        self.done.insert(RunKey::of_record(rec));
        self.flips.observe(rec);
    }

    fn write_header(&mut self) -> Result<(), RunError> {
        if let Some((path, w)) = &mut self.csv {
            w.write_record(COLUMNS).map_err(|e| RunError::Csv { path: path.clone(), source: e })?;
            w.flush().map_err(|e| RunError::io(path.as_path(), e))?;
        }
        Ok(())
    }
}

fn writer(file: File) -> csv::Writer<File> {
    csv::WriterBuilder::new().has_headers(false).from_writer(file)
}

/// Length of the file up to and including its last line break (0 if it has none).
fn complete_prefix_len(path: &Path) -> Result<u64, RunError> {
    let mut bytes = Vec::new();
    File::open(path).and_then(|mut f| f.read_to_end(&mut bytes)).map_err(|e| RunError::io(path, e))?;
    Ok(bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i as u64 + 1))
}

/// Whether the file's first line is today's header (all of [`COLUMNS`]).
fn has_current_header(path: &Path) -> Result<bool, RunError> {
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(true)
        .from_path(path)
        .map_err(|e| RunError::Csv { path: path.to_path_buf(), source: e })?;
    let header = rdr.headers().map_err(|e| RunError::Csv { path: path.to_path_buf(), source: e })?;
    Ok(header.iter().eq(COLUMNS.iter().copied()))
}

/// Parses the first `len` bytes of a results CSV (whole lines only).
fn parse_records(path: &Path, len: u64) -> Result<Vec<RunRecord>, RunError> {
    let file = File::open(path).map_err(|e| RunError::io(path, e))?;
    let mut rdr = csv::ReaderBuilder::new().has_headers(true).from_reader(file.take(len));
    let header = rdr.headers().map_err(|e| RunError::Csv { path: path.to_path_buf(), source: e })?;
    if !super::record::known_header(header.iter()) {
        return Err(RunError::BadResults {
            path: path.to_path_buf(),
            line: 1,
            message: format!("expected the header `{}`", COLUMNS.join(",")),
        });
    }
    let mut out = Vec::new();
    for row in rdr.deserialize::<RunRecord>() {
        match row {
            Ok(r) => out.push(r),
            Err(e) => {
                let line = e.position().map_or(0, |p| p.line());
                return Err(RunError::BadResults { path: path.to_path_buf(), line, message: e.to_string() });
            }
        }
    }
    Ok(out)
}

/// Every complete row of a results CSV (a partial last line, as left by a kill, is ignored; the
/// file is not modified).
pub fn read_records(path: impl AsRef<Path>) -> Result<Vec<RunRecord>, RunError> {
    let path = path.as_ref();
    let len = complete_prefix_len(path)?;
    if len == 0 {
        return Ok(Vec::new());
    }
    parse_records(path, len)
}

/// The keys of the runs recorded in a results CSV (`--resume`); a missing file has none.
pub fn load_done(path: impl AsRef<Path>) -> Result<HashSet<RunKey>, RunError> {
    let path = path.as_ref();
    if !path.exists() {
        return Ok(HashSet::new());
    }
    Ok(read_records(path)?.iter().map(RunKey::of_record).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verifiers::Outcome;
    use std::io::Write;

    fn rec(i: u32) -> RunRecord {
        RunRecord {
            seed: "seeds/a.bpl".into(),
            group: "A".into(),
            batch: if i == 0 { "seed".into() } else { "M*".into() },
            mutant: if i == 0 { None } else { Some(i) },
            chain: format!("S1(0,{i}) L3(p:1)"),
            rng_seed: 7,
            tool: "boogie".into(),
            tool_version: "boogie 2.4.1; z3 4.8.12".into(),
            outcome: if i.is_multiple_of(2) { Outcome::Verified } else { Outcome::Failed },
            verified: 1,
            errors: i % 2,
            time_s: 0.25,
            repeats: 0,
            program_hash: "ab".repeat(32),
            path: format!("mutants/{i}.bpl"),
            detail: "a, \"quoted\"\nsecond line".into(),
            queries: None,
            reused: None,
            level: None,
        }
    }

    #[test]
    fn header_matches_serialized_field_names() {
        let mut w = csv::WriterBuilder::new().has_headers(true).from_writer(Vec::new());
        w.serialize(rec(1)).unwrap();
        let text = String::from_utf8(w.into_inner().unwrap()).unwrap();
        assert_eq!(text.lines().next().unwrap(), COLUMNS.join(","));
    }

    #[test]
    fn create_write_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("sub/results.csv");
        let mut s = ResultSink::create(&p).unwrap();
        for i in 0..3 {
            s.write(rec(i)).unwrap();
        }
        drop(s);
        let back = read_records(&p).unwrap();
        assert_eq!(back.len(), 3);
        assert_eq!(back[1].detail, "a, \"quoted\" second line");
        assert_eq!(back[0].mutant, None);
        assert_eq!(back[2].mutant, Some(2));
        assert_eq!(std::fs::read_to_string(&p).unwrap().lines().count(), 4);
    }

    #[test]
    fn append_cuts_partial_line_and_keeps_one_header() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("results.csv");
        let mut s = ResultSink::create(&p).unwrap();
        s.write(rec(0)).unwrap();
        s.write(rec(1)).unwrap();
        drop(s);
        // simulate a kill in the middle of the third row
        let mut f = OpenOptions::new().append(true).open(&p).unwrap();
        f.write_all(b"seeds/a.bpl,A,M*,2,S1(0").unwrap();
        drop(f);
        assert_eq!(load_done(&p).unwrap().len(), 2);
        let mut s = ResultSink::append(&p).unwrap();
        assert_eq!(s.existing_rows(), 2);
        assert!(s.flips().is_flipped("seeds/a.bpl", "boogie"));
        s.write(rec(2)).unwrap();
        drop(s);
        let text = std::fs::read_to_string(&p).unwrap();
        assert_eq!(text.matches("seed,group,batch").count(), 1);
        let back = read_records(&p).unwrap();
        assert_eq!(back.iter().map(|r| r.mutant).collect::<Vec<_>>(), vec![None, Some(1), Some(2)]);
    }

    #[test]
    fn append_to_empty_or_cut_header_writes_header() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("results.csv");
        std::fs::write(&p, "seed,group,ba").unwrap();
        let mut s = ResultSink::append(&p).unwrap();
        s.write(rec(3)).unwrap();
        drop(s);
        assert_eq!(read_records(&p).unwrap().len(), 1);
        let q = dir.path().join("new.csv");
        drop(ResultSink::append(&q).unwrap());
        assert_eq!(std::fs::read_to_string(&q).unwrap().trim_end(), COLUMNS.join(","));
    }

    #[test]
    fn held_rows_are_neither_written_nor_done_until_released() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("results.csv");
        let mut s = ResultSink::create(&p).unwrap();
        s.hold(Box::new(|r: &RunRecord| r.mutant == Some(2)));
        for i in 0..4 {
            s.write(rec(i)).unwrap();
        }
        assert_eq!(s.done().len(), 3);
        let held = s.release();
        assert_eq!(held.iter().map(|r| r.mutant).collect::<Vec<_>>(), vec![Some(2)]);
        assert_eq!(read_records(&p).unwrap().len(), 3);
        s.write(held[0].clone()).unwrap();
        assert_eq!(
            read_records(&p).unwrap().iter().map(|r| r.mutant).collect::<Vec<_>>(),
            [None, Some(1), Some(3), Some(2)]
        );
    }

    #[test]
    fn files_of_earlier_wobbles_are_read_but_not_resumed() {
        let dir = tempfile::tempdir().unwrap();
        for n in [COLUMNS.len() - LATER_COLUMNS, COLUMNS.len() - 1] {
            let p = dir.path().join(format!("r{n}.csv"));
            let header = COLUMNS[..n].join(",");
            let row = "seeds/a.bpl,A,M*,1,S1(0 1),7,boogie,v,failed,0,1,0.5,0,ab,m/1.bpl,d";
            let row = format!("{row}{}", ",".repeat(n - 16));
            std::fs::write(&p, format!("{header}\n{row}\n")).unwrap();
            let back = read_records(&p).unwrap();
            assert_eq!((back.len(), back[0].level, back[0].queries), (1, None, None), "{n} columns");
            let e = ResultSink::append(&p).err().map(|e| e.to_string()).unwrap_or_default();
            assert!(e.contains("written by an earlier wobble"), "{e}");
        }
        let p = dir.path().join("shuffled.csv");
        let mut cols = COLUMNS.to_vec();
        cols.swap(17, 18);
        std::fs::write(&p, format!("{}\n", cols.join(","))).unwrap();
        assert!(read_records(&p).is_err());
    }

    #[test]
    fn foreign_files_are_rejected() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("other.csv");
        std::fs::write(&p, "a,b\n1,2\n").unwrap();
        assert!(matches!(ResultSink::append(&p), Err(RunError::BadResults { line: 1, .. })));
        let mut text = COLUMNS.join(",");
        text.push_str("\nx,y,seed,notanumber\n");
        std::fs::write(&p, text).unwrap();
        assert!(matches!(load_done(&p), Err(RunError::BadResults { line: 2, .. })));
    }
}
