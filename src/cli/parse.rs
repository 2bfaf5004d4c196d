//! `wobble parse`: parse Boogie files and print them normalized, or only check that they parse.

use super::{bad_input, BadInput, Global, Result, Verdict};
use crate::error::FileError;
use crate::syntax::source::bpl_files;
use crate::syntax::{parse_program, print_program};
use std::path::PathBuf;

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
    #[arg(short = 'o', long = "out", alias = "output", value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// Expands the inputs: files as given, directories to their `*.bpl` files (recursive, sorted).
pub fn collect_inputs(inputs: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for p in inputs {
        if p.is_dir() {
            files.extend(bpl_files(p).map_err(|e| FileError::read(p, e))?);
        } else if p.exists() {
            files.push(p.clone());
        } else {
            return bad_input(format!("{}: no such file or directory", p.display()));
        }
    }
    Ok(files)
}

/// Runs `wobble parse`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let files = collect_inputs(&args.inputs)?;
    if args.out.is_some() {
        if args.check {
            return bad_input("--out cannot be combined with --check");
        }
        if files.len() != 1 || args.inputs.iter().any(|p| p.is_dir()) {
            return bad_input("--out needs exactly one input file");
        }
    }
    if files.is_empty() {
        return bad_input("no .bpl files found in the given directories");
    }
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
                    outln!("ok {name} ({} decls, {lines} lines)", p.decls.len())?;
                } else if let Some(o) = &args.out {
                    std::fs::write(o, print_program(&p)).map_err(|e| FileError::write(o, e))?;
                } else {
                    if files.len() > 1 {
                        outln!("// {name}")?;
                    }
                    out!("{}", print_program(&p))?;
                }
            }
            Err(e) => {
                if args.check {
                    outln!("{e}")?;
                } else {
                    eprintln!("{e}");
                }
                failed += 1;
            }
        }
    }
    if args.check && !global.quiet {
        eprintln!("{} of {} files parsed", files.len() - failed, files.len());
    }
    if failed > 0 {
        // Each file's error is printed above; this says how many.
        return Err(BadInput(format!("{failed} of {} files did not parse", files.len())).into());
    }
    Ok(Verdict::Clean)
}
