//! `wobble translate`: translate Boogie files (all files of one program) to WhyML.

use super::{bad_input, Global, Result, Verdict};
use crate::error::FileError;
use crate::syntax::parse_program;
use crate::translate::to_whyml;
use std::path::PathBuf;

/// Target languages of `wobble translate`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// WhyML for Why3 1.5 (`why3 prove -P z3 OUT.mlw`).
    Whyml,
}

/// Arguments of `wobble translate`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
Examples:
  wobble translate prog.bpl --to whyml              print the WhyML module to stdout
  wobble translate a.bpl b.bpl --to whyml -o p.mlw  translate a two-file program into p.mlw

All files together form one program (as for `boogie a.bpl b.bpl`). Constructs outside the
supported subset (bit-vectors, goto, call forall, lambda, polymorphic maps, where clauses, ...) are
reported as FILE:LINE:COL: unsupported ... and exit with status 2.")]
pub struct Args {
    /// The Boogie files of one program.
    #[arg(value_name = "FILE", required = true)]
    pub inputs: Vec<PathBuf>,
    /// Target language.
    #[arg(long, value_enum, default_value = "whyml")]
    pub to: Target,
    /// Write the translation to FILE instead of stdout.
    #[arg(short = 'o', long = "out", alias = "output", value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// Runs `wobble translate`.
pub fn run(args: &Args, _global: &Global) -> Result<Verdict> {
    let mut programs = Vec::new();
    for path in &args.inputs {
        let src = std::fs::read_to_string(path).map_err(|e| FileError::read(path, e))?;
        programs.push(parse_program(&src, &path.display().to_string())?);
    }
    let text = match to_whyml(&programs) {
        Ok(t) => t,
        Err(u) => {
            let file = args.inputs.get(u.file).map(|p| p.display().to_string()).unwrap_or_default();
            return bad_input(format!("{file}:{}: unsupported in WhyML: {}", u.pos, u.construct));
        }
    };
    match &args.out {
        Some(out) => std::fs::write(out, text).map_err(|e| FileError::write(out, e))?,
        None => out!("{text}")?,
    }
    Ok(Verdict::Clean)
}
