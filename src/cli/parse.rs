//! `wobble parse`: parse Boogie files and print them normalized, or only check that they parse.

use super::Global;
use crate::syntax::{parse_program, print_program};
use anyhow::Context as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// Arguments of `wobble parse`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
Examples:
  wobble parse prog.bpl                 print prog.bpl normalized to stdout
  wobble parse prog.bpl -o norm.bpl     write the normalized program to norm.bpl
  wobble parse --check seeds/           check every *.bpl under seeds/ (recursively)

Normalized output is valid Boogie 2 (Boogie 2.4.1 accepts it): comments and layout are dropped,
`function f(): T` becomes `function f() returns (T)`, parentheses are minimal, indentation is
2 spaces. Parsing the output again yields the same program.

Exit status: 0 if every file parsed; 2 if any file failed to parse or could not be read \
(errors are reported as FILE:LINE:COL: message).")]
pub struct Args {
    /// Boogie files or directories. Directories are searched recursively for `*.bpl` files,
    /// which are processed in sorted path order.
    #[arg(value_name = "FILE_OR_DIR", required = true)]
    pub inputs: Vec<PathBuf>,

    /// Only check that the files parse: print `ok FILE (N decls, M lines)` per file, or the
    /// parse error (`FILE:LINE:COL: message`). Exits with status 2 if any file fails.
    #[arg(long)]
    pub check: bool,

    /// Write the normalized program to FILE instead of stdout. Only allowed with exactly one
    /// input file (not a directory) and without --check.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Expands the inputs: files as given, directories to their `*.bpl` files (recursive, sorted).
pub fn collect_inputs(inputs: &[PathBuf]) -> anyhow::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for p in inputs {
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, &mut found).with_context(|| format!("cannot read directory {}", p.display()))?;
            found.sort();
            files.extend(found);
        } else if p.exists() {
            files.push(p.clone());
        } else {
            return super::bad_input(format!("{}: no such file or directory", p.display()));
        }
    }
    Ok(files)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "bpl") {
            out.push(path);
        }
    }
    Ok(())
}

/// Runs `wobble parse`.
pub fn run(args: &Args, global: &Global) -> anyhow::Result<u8> {
    let files = collect_inputs(&args.inputs)?;
    if args.output.is_some() {
        if args.check {
            return super::bad_input("--output cannot be combined with --check");
        }
        if files.len() != 1 || args.inputs.iter().any(|p| p.is_dir()) {
            return super::bad_input("--output needs exactly one input file");
        }
    }
    if files.is_empty() {
        return super::bad_input("no .bpl files found in the given directories");
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut failed = 0usize;
    for f in &files {
        let name = f.display().to_string();
        let src = match std::fs::read(f) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(s) => s,
                Err(_) => {
                    eprintln!("{name}: not valid UTF-8");
                    failed += 1;
                    continue;
                }
            },
            Err(e) => {
                eprintln!("{name}: cannot read: {e}");
                failed += 1;
                continue;
            }
        };
        match parse_program(&src, &name) {
            Ok(p) => {
                if args.check {
                    let lines = src.lines().count();
                    writeln!(out, "ok {name} ({} decls, {lines} lines)", p.decls.len())?;
                } else if let Some(o) = &args.output {
                    std::fs::write(o, print_program(&p)).with_context(|| format!("cannot write {}", o.display()))?;
                } else {
                    if files.len() > 1 {
                        writeln!(out, "// {name}")?;
                    }
                    out.write_all(print_program(&p).as_bytes())?;
                }
            }
            Err(e) => {
                if args.check {
                    writeln!(out, "{e}")?;
                } else {
                    eprintln!("{e}");
                }
                failed += 1;
            }
        }
    }
    out.flush()?;
    if args.check && !global.quiet {
        eprintln!("{} of {} files parsed", files.len() - failed, files.len());
    }
    Ok(if failed > 0 { super::EXIT_BAD_INPUT } else { super::EXIT_OK })
}
