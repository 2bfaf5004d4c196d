//! Where a long piece of work reports its progress lines and notes while it runs (the pipelines
//! and the classification they call), and whether progress is shown at all (`--quiet`).

/// Where progress lines and notes go while work runs, and whether progress is shown at all (the
/// runner's progress bars follow [`Progress::quiet`]).
pub trait Progress: Sync {
    /// True when nothing but results and errors may be shown (`--quiet`).
    fn quiet(&self) -> bool;
    /// One progress line or note (dropped when quiet).
    fn line(&self, text: &str);
}

impl dyn Progress + '_ {
    /// One progress line, formatted only when it is shown.
    pub fn lazy(&self, text: impl FnOnce() -> String) {
        if !self.quiet() {
            self.line(&text());
        }
    }
}

/// Progress on standard error, silent when `quiet`.
#[derive(Clone, Copy, Debug)]
pub struct Stderr {
    pub quiet: bool,
}

impl Progress for Stderr {
    fn quiet(&self) -> bool {
        self.quiet
    }

    fn line(&self, text: &str) {
        if !self.quiet {
            eprintln!("{text}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// Progress into a list of lines.
    struct Lines(bool, Mutex<Vec<String>>);
    impl Progress for Lines {
        fn quiet(&self) -> bool {
            self.0
        }
        fn line(&self, text: &str) {
            self.1.lock().unwrap().push(text.to_string());
        }
    }

    #[test]
    fn lazy_lines_are_formatted_only_when_shown() {
        let shown = Lines(false, Mutex::new(Vec::new()));
        (&shown as &dyn Progress).lazy(|| "one".to_string());
        assert_eq!(*shown.1.lock().unwrap(), ["one"]);
        let quiet = Lines(true, Mutex::new(Vec::new()));
        (&quiet as &dyn Progress).lazy(|| panic!("formatted although quiet"));
        assert!(quiet.1.lock().unwrap().is_empty());
    }
}
