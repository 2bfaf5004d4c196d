//! Where finished runs go: the results CSV, written row by row through the store
//! ([`ResultsWriter`]: flushed after every row, header written once), optionally kept in memory
//! too. Opening an existing CSV to resume (the store cuts a last line cut short by a kill and
//! checks the header) loads which runs are already recorded.

use super::error::RunError;
use super::flips::FlipTracker;
use super::plan::RunKey;
use crate::store::record::RunRecord;
use crate::store::results::{self, ResultsWriter};
use std::collections::HashSet;
use std::path::Path;

/// The destination of finished runs.
pub struct ResultSink {
    csv: Option<ResultsWriter>,
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
        let mut sink = ResultSink { keep: false, ..ResultSink::memory() };
        sink.csv = Some(ResultsWriter::create(path.as_ref())?);
        Ok(sink)
    }

    /// Opens the CSV at `path` to add rows to it (`--resume`): creates it if missing; otherwise
    /// cuts a partial last line (left by a kill), checks the header, and loads the keys of the
    /// recorded runs so that [`super::run_jobs`] skips them ([`ResultsWriter::append`]).
    pub fn append(path: impl AsRef<Path>) -> Result<ResultSink, RunError> {
        let (writer, existing) = ResultsWriter::append(path.as_ref())?;
        let mut sink = ResultSink { keep: false, ..ResultSink::memory() };
        for rec in &existing {
            sink.note(rec);
        }
        sink.existing_rows = existing.len();
        sink.csv = Some(writer);
        Ok(sink)
    }

    /// Also keep every record written from now on in memory ([`ResultSink::records`]).
    pub fn keep_records(mut self, keep: bool) -> ResultSink {
        self.keep = keep;
        self
    }

    /// The CSV file, if any.
    pub fn path(&self) -> Option<&Path> {
        self.csv.as_ref().map(ResultsWriter::path)
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
        results::one_line(&mut rec);
        if let Some(w) = &mut self.csv {
            w.write(&rec)?;
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
}

/// The keys of the runs recorded in a results CSV (`--resume`); a missing file has none.
pub fn load_done(path: impl AsRef<Path>) -> Result<HashSet<RunKey>, RunError> {
    let path = path.as_ref();
    if !path.exists() {
        return Ok(HashSet::new());
    }
    Ok(results::read_records(path)?.iter().map(RunKey::of_record).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::record::{COLUMNS, LATER_COLUMNS};
    use crate::store::results::read_records;
    use crate::store::StoreError;
    use crate::verifiers::Outcome;
    use std::fs::OpenOptions;
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
        assert!(matches!(ResultSink::append(&p), Err(RunError::Store(StoreError::NotResumable { .. }))));
        let mut text = COLUMNS.join(",");
        text.push_str("\nx,y,seed,notanumber\n");
        std::fs::write(&p, text).unwrap();
        assert!(
            matches!(load_done(&p), Err(RunError::Store(StoreError::Malformed { origin, .. })) if origin.line == 2)
        );
    }
}
