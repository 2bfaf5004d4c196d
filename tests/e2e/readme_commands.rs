//! Every command in the README runs as shown (issue #39, item 6).
//!
//! The README's fenced code blocks are read in order. A block labelled `sh` holds commands only
//! (every line that is not empty and not a `#` comment; a line ending in `\` continues on the
//! next); a block labelled `console` is a session whose commands are the lines starting with `$ `
//! (the rest is output); `text` and `toml` blocks hold no command. A block without a label, or
//! with another label, is an error: a command cannot slip past this test.
//!
//! Each `wobble ...` command runs as written, through `sh -c`, in a fresh directory that holds
//! links to the repository's `seeds/` and `.releases/` (so that `results/...` is written there,
//! never into the repository), with the built `wobble` first on `PATH`. Commands run in README
//! order, so a later command reads what an earlier one wrote. Each must exit with 0 (nothing
//! found) or 1 (findings); 2 (bad input: a misspelled flag, a missing file) or 3 (a failure) fails
//! the test. Any other command must be on [`NOT_RUN`], which says why it cannot run here.

use crate::common;
use std::path::Path;
use std::process::Command;

/// Commands a test cannot run, by prefix, and why. Every entry must match some README command.
const NOT_RUN: &[(&str, &str)] = &[
    // `make tools`, `make releases`, `make demo`, `make test`: they install packages with root or
    // from PyPI, or run this very test suite. The e2e tier needs their result (the tools, the
    // releases), which `make test` provides before it runs this test.
    ("make ", "installs tools or runs the test suite"),
    // Installs into ~/.cargo/bin; this test runs the binary cargo built for it instead.
    ("cargo install ", "installs wobble for the user"),
    // Opens a browser on the report; the report itself is checked by tests/e2e/papers_tools.rs.
    ("firefox ", "opens a browser"),
    // Submits to a Slurm cluster; the Slurm tier (tests/e2e/slurm_*) runs a real submission.
    ("results/paper-slurm/slurm/submit.sh", "submits jobs to Slurm"),
];

/// One command of the README: the line it starts on and its text (continuation lines joined).
#[derive(Debug, PartialEq)]
struct ReadmeCommand {
    line: usize,
    text: String,
}

/// The commands of `readme`'s fenced code blocks, in order; an error names the first block that
/// is unlabelled, labelled with an unknown language, or not closed.
fn readme_commands(readme: &str) -> Result<Vec<ReadmeCommand>, String> {
    let mut out = Vec::new();
    let mut lines = readme.lines().enumerate().map(|(i, l)| (i + 1, l));
    while let Some((n, line)) = lines.next() {
        let Some(label) = line.trim_start().strip_prefix("```") else {
            continue;
        };
        let label = label.trim();
        let prompt = match label {
            "sh" => None,
            "console" => Some("$ "),
            "text" | "toml" => {
                for (_, l) in lines.by_ref() {
                    if l.trim_start().starts_with("```") {
                        break;
                    }
                }
                continue;
            }
            "" => return Err(format!("README.md:{n}: a code block without a label (use sh, console, text or toml)")),
            other => {
                return Err(format!("README.md:{n}: a code block labelled `{other}` (use sh, console, text or toml)"))
            }
        };
        let mut closed = false;
        let mut pending: Option<ReadmeCommand> = None;
        for (m, l) in lines.by_ref() {
            if l.trim_start().starts_with("```") {
                closed = true;
                break;
            }
            if let Some(cmd) = pending.as_mut() {
                cmd.text.push(' ');
                cmd.text.push_str(l.trim().trim_end_matches('\\').trim_end());
                if !l.trim_end().ends_with('\\') {
                    out.extend(pending.take());
                }
                continue;
            }
            let text = match prompt {
                Some(p) => match l.strip_prefix(p) {
                    Some(t) => t,
                    None => continue,
                },
                None => l,
            };
            let t = text.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            let cmd = ReadmeCommand { line: m, text: t.trim_end_matches('\\').trim_end().to_string() };
            if t.ends_with('\\') {
                pending = Some(cmd);
            } else {
                out.push(cmd);
            }
        }
        if !closed || pending.is_some() {
            return Err(format!("README.md:{n}: a code block that is not closed"));
        }
    }
    Ok(out)
}

#[test]
fn the_extractor_reads_sh_and_console_blocks_and_refuses_unlabelled_ones() {
    let md = "text\n```sh\nwobble fuzz a.bpl \\\n  --out r   # comment\n# only a comment\n\nmake demo\n```\n\
              ```console\n$ wobble table r\noutput line\n$ echo $?\n1\n```\n```text\nwobble not run\n```\n";
    let cmds = readme_commands(md).unwrap();
    let texts: Vec<&str> = cmds.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(texts, ["wobble fuzz a.bpl --out r   # comment", "make demo", "wobble table r", "echo $?"]);
    assert_eq!(cmds[0].line, 3);
    assert!(readme_commands("```\nwobble fuzz\n```\n").unwrap_err().contains("without a label"));
    assert!(readme_commands("```bash\nwobble fuzz\n```\n").unwrap_err().contains("labelled `bash`"));
    assert!(readme_commands("```sh\nwobble fuzz\n").unwrap_err().contains("not closed"));
}

// Slow (39 s and 131 s in two fresh-clone runs on 2 cores, issue 51): it runs every command of the README as a user would,
// on real verifiers, in one directory (later commands read what earlier ones wrote); most of the
// time is `wobble explain` of Fig. 1's swapped mutant, whose candidates and pairs all measure
// unstable (docs/explain.md), and the campaign. Each command's time is printed.
#[test]
fn every_readme_command_runs_as_shown() {
    if !common::require_tools(&["boogie", "z3", "cvc4", "why3"]) {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    common::tools::require_release("z3-5.4.1");
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    // The CI hook looks for these two in the README.
    assert!(
        readme.contains("make demo") && readme.contains("make test"),
        "README.md must show `make demo` and `make test`"
    );
    let commands = readme_commands(&readme).unwrap_or_else(|e| panic!("{e}"));

    let dir = tempfile::tempdir().expect("temp dir");
    let bin = dir.path().join("bin");
    std::fs::create_dir(&bin).unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_wobble"), bin.join("wobble")).unwrap();
    std::os::unix::fs::symlink(root.join("seeds"), dir.path().join("seeds")).unwrap();
    std::os::unix::fs::symlink(root.join(".releases"), dir.path().join(".releases")).unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());

    let mut ran = 0;
    let mut skipped = vec![false; NOT_RUN.len()];
    for cmd in &commands {
        if let Some(i) = NOT_RUN.iter().position(|(prefix, _)| cmd.text.starts_with(prefix)) {
            skipped[i] = true;
            eprintln!("README.md:{}: not run ({}): {}", cmd.line, NOT_RUN[i].1, cmd.text);
            continue;
        }
        assert!(
            cmd.text.starts_with("wobble "),
            "README.md:{}: `{}` is neither a wobble command nor listed in NOT_RUN (tests/e2e/readme_commands.rs)",
            cmd.line,
            cmd.text
        );
        let started = std::time::Instant::now();
        let out = Command::new("sh")
            .arg("-c")
            .arg(&cmd.text)
            .current_dir(dir.path())
            .env("PATH", &path)
            .output()
            .expect("run sh");
        let status = out.status.code().unwrap_or(-1);
        let secs = started.elapsed().as_secs_f64();
        eprintln!("README.md:{}: exit {status} in {secs:.1} s: {}", cmd.line, cmd.text);
        assert!(
            status == 0 || status == 1,
            "README.md:{}: `{}` exited with {status} (expected 0, or 1 for findings)\n{}",
            cmd.line,
            cmd.text,
            common::cli::text(&out)
        );
        ran += 1;
    }
    // A README without runnable commands, or an extractor that finds none, must not pass.
    assert!(ran >= 10, "only {ran} README commands ran");
    for (i, used) in skipped.iter().enumerate() {
        assert!(*used, "NOT_RUN entry `{}` matches no README command: remove it", NOT_RUN[i].0);
    }
}
