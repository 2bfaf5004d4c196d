//! An in-memory fake of [`Verifier`] for the hermetic tier: no process, no sleeping. A program's
//! text is its own script: the words before `#` are the outcomes of its successive runs,
//! comma-separated (`timeout,verified`: times out the first time, verifies from then on; the last
//! one repeats), and the rest of the text only makes programs distinct. The script may stand in a
//! Boogie comment (`// type_error #` then a program), for tests that need the text to be Boogie. The word `panic` makes
//! the fake panic; `@block` anywhere in the text makes the call wait for [`FakeVerifier::gate`]
//! to release it. The fake counts calls (in total and per program hash), remembers the limits it
//! was given, reports each call's start and end on [`FakeVerifier::events`], and checks that every
//! call got a fresh, empty work directory.

use std::collections::HashMap;
use std::path::Path;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::{write_program, Outcome, RunResult, Verifier};

/// The file name of every fake program.
pub const PROGRAM_FILE: &str = "p.bpl";

/// The one-file program with this script text.
pub fn program(text: &str) -> ProgramText {
    ProgramText::single(PROGRAM_FILE, text)
}

/// What the fake reports on its event channel: the program text of a call that starts or ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Started(String),
    Finished(String),
}

/// Called with the 1-based number of each call as it starts (e.g. to raise a cancel flag).
pub type Hook = Box<dyn Fn(usize) + Send + Sync>;

pub struct FakeVerifier {
    label: String,
    calls: AtomicUsize,
    per_program: Mutex<HashMap<String, usize>>,
    limits: Mutex<Vec<Duration>>,
    problems: Mutex<Vec<String>>,
    events: Mutex<Option<mpsc::Sender<Event>>>,
    release: Mutex<Option<mpsc::Receiver<()>>>,
    hook: Option<Hook>,
}

impl FakeVerifier {
    pub fn new(label: &str) -> Arc<FakeVerifier> {
        Arc::new(FakeVerifier::build(label, None))
    }

    /// A fake that calls `hook` with the number of each call as it starts.
    pub fn with_hook(label: &str, hook: Hook) -> Arc<FakeVerifier> {
        Arc::new(FakeVerifier::build(label, Some(hook)))
    }

    fn build(label: &str, hook: Option<Hook>) -> FakeVerifier {
        FakeVerifier {
            label: label.into(),
            calls: AtomicUsize::new(0),
            per_program: Mutex::new(HashMap::new()),
            limits: Mutex::new(Vec::new()),
            problems: Mutex::new(Vec::new()),
            events: Mutex::new(None),
            release: Mutex::new(None),
            hook,
        }
    }

    /// Starts reporting [`Event`]s; returns their receiving end.
    pub fn events(&self) -> mpsc::Receiver<Event> {
        let (tx, rx) = mpsc::channel();
        *self.events.lock().unwrap() = Some(tx);
        rx
    }

    /// The sender that releases calls of `@block` programs, one per message (dropping it
    /// releases them all).
    pub fn gate(&self) -> mpsc::Sender<()> {
        let (tx, rx) = mpsc::channel();
        *self.release.lock().unwrap() = Some(rx);
        tx
    }

    /// Calls so far.
    pub fn calls(&self) -> usize {
        self.calls.load(Ordering::SeqCst)
    }

    /// Calls so far on the program with this text.
    pub fn calls_of(&self, text: &str) -> usize {
        self.per_program.lock().unwrap().get(&program(text).content_hash()).copied().unwrap_or(0)
    }

    /// The wall-clock limits of all calls so far.
    pub fn limits(&self) -> Vec<Duration> {
        self.limits.lock().unwrap().clone()
    }

    /// Panics if a call had no fresh empty work directory or an unreadable script.
    pub fn assert_clean(&self) {
        let p = self.problems.lock().unwrap();
        assert!(p.is_empty(), "fake verifier `{}`: {p:?}", self.label);
    }

    fn problem(&self, what: String) {
        self.problems.lock().unwrap().push(what);
    }

    fn send(&self, e: Event) {
        if let Some(tx) = self.events.lock().unwrap().as_ref() {
            let _ = tx.send(e);
        }
    }
}

/// The outcome of run `n` (0-based) of a program whose script is `text`, or `None` for `panic`.
fn scripted(text: &str, n: usize) -> Result<Option<Outcome>, String> {
    let script = text.split('#').next().unwrap_or("").replace("@block", "");
    let script = script.trim_start().strip_prefix("//").unwrap_or(&script);
    let words: Vec<&str> = script.split(',').map(str::trim).collect();
    let word = words[n.min(words.len() - 1)];
    if word == "panic" {
        return Ok(None);
    }
    Outcome::from_str(word).map(Some)
}

impl Verifier for FakeVerifier {
    fn label(&self) -> &str {
        &self.label
    }
    fn version(&self) -> &str {
        "fake 1.0"
    }
    fn cache_key(&self) -> String {
        format!("fake verifier {}", self.label)
    }
    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let call = self.calls.fetch_add(1, Ordering::SeqCst) + 1;
        let text = program.files[0].text.clone();
        self.send(Event::Started(text.clone()));
        if let Some(hook) = &self.hook {
            hook(call);
        }
        self.limits.lock().unwrap().push(timeout);
        let n = {
            let mut per = self.per_program.lock().unwrap();
            let n = per.entry(program.content_hash()).or_insert(0);
            *n += 1;
            *n - 1
        };
        match std::fs::read_dir(workdir).map(|mut rd| rd.next().is_none()) {
            Ok(true) => {}
            Ok(false) => self.problem(format!("call {call}: work directory {} is not empty", workdir.display())),
            Err(e) => self.problem(format!("call {call}: work directory {}: {e}", workdir.display())),
        }
        // Leave a file behind, as real tools do: the runner must remove the directory.
        if let Err(e) = write_program(program, workdir) {
            self.problem(format!("call {call}: cannot write the program: {e}"));
        }
        if text.contains("@block") {
            if let Some(rx) = self.release.lock().unwrap().as_ref() {
                let _ = rx.recv();
            }
        }
        let outcome = match scripted(&text, n) {
            Ok(Some(o)) => o,
            Ok(None) => panic!("scripted panic"),
            Err(e) => {
                self.problem(format!("call {call}: {e}"));
                Outcome::ToolError
            }
        };
        let mut r = RunResult::empty(outcome);
        r.verified = u32::from(outcome == Outcome::Verified);
        r.errors = u32::from(outcome == Outcome::Failed);
        // A timeout reports the limit; every run of a program reports a different time, so that a
        // test can tell which run's result was recorded.
        let limit = if outcome == Outcome::Timeout { timeout.as_secs_f64() } else { 0.0 };
        r.time_s = limit + 0.001 * (n + 1) as f64;
        r.command = format!("fake {} {PROGRAM_FILE}", self.label);
        r.tool_version = self.version().into();
        r.detail = format!("said {outcome}\nsecond line");
        self.send(Event::Finished(text));
        r
    }
}
