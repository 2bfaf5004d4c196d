//! `wobble show`: the unified diff between a mutant and its seed, both as wobble's printer prints
//! them (so layout and comments of the seed file do not show up as changes), optionally colored.

use super::common::{seed_path, MutantArgs};
use super::{bad_input, Global, Result, Verdict};
use crate::error::FileError;
use crate::minimizer::input::read_mutant;
use crate::minimizer::output::unified_diff;
use crate::syntax::{parse_program, print_program};
use std::io::IsTerminal;

const AFTER_HELP: &str = "\
The seed is taken from the mutant's header (or --seed) and normalized by wobble's printer; the
mutant's files are parsed and printed the same way (a multi-file mutant's files are shown one
after the other, each after a `// file: NAME` line). Lines starting with `-` are the seed's,
lines starting with `+` the mutant's.

Examples:
  wobble show out/mutant-0007.bpl
  wobble show out/mutant-0012/ --seed fig1.bpl --color always | less -R";

/// When to color the diff.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Color {
    /// Color when stdout is a terminal and NO_COLOR is not set.
    Auto,
    Always,
    Never,
}

/// Arguments of `wobble show`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// MUTANT.bpl and --seed.
    #[command(flatten)]
    pub input: MutantArgs,

    /// Color the diff.
    #[arg(long, value_enum, default_value_t = Color::Auto)]
    pub color: Color,
}

/// `diff` with ANSI colors: headers bold, hunk lines cyan, removals red, additions green.
pub fn colorize(diff: &str) -> String {
    let mut out = String::with_capacity(diff.len() + diff.len() / 4);
    for line in diff.split_inclusive('\n') {
        let (body, nl) = match line.strip_suffix('\n') {
            Some(b) => (b, "\n"),
            None => (line, ""),
        };
        let code = if body.starts_with("---") || body.starts_with("+++") {
            Some("1")
        } else if body.starts_with("@@") {
            Some("36")
        } else if body.starts_with('-') {
            Some("31")
        } else if body.starts_with('+') {
            Some("32")
        } else {
            None
        };
        match code {
            Some(c) => out.push_str(&format!("\x1b[{c}m{body}\x1b[0m{nl}")),
            None => out.push_str(line),
        }
    }
    out
}

/// The unified diff between `mutant` (a file or multi-file folder) and its seed (`seed`, or the
/// path in the mutant's header), both printed by wobble's printer; empty when they print alike.
/// `wobble report` shows the same diff.
pub fn mutant_diff(mutant: &std::path::Path, seed: Option<&std::path::Path>) -> Result<String> {
    let m = read_mutant(mutant)?;
    let recorded = m.header.as_ref().map(|h| h.seed.clone());
    let seed_file = match (seed, recorded) {
        (Some(p), _) => p.to_path_buf(),
        (None, Some(r)) => seed_path(None, &r)?,
        (None, None) => {
            return bad_input(format!("{} has no wobble header: give the seed with --seed", m.main.display()))
        }
    };
    let seed_src = std::fs::read_to_string(&seed_file).map_err(|e| FileError::read(&seed_file, e))?;
    let seed = print_program(&parse_program(&seed_src, &seed_file.display().to_string())?);
    let multi = m.text.files.len() > 1;
    let mut text = String::new();
    for f in &m.text.files {
        let program = parse_program(&f.text, &f.name)?;
        if multi {
            text.push_str(&format!("// file: {}\n", f.name));
        }
        text.push_str(&print_program(&program));
    }
    Ok(unified_diff(&seed, &text, &seed_file.display().to_string(), &m.main.display().to_string()))
}

/// A finding's mutant as the HTML report shows it ([`crate::pipeline::report::MutantDiff`]): its
/// diff against its seed, as `wobble show` prints it, or why there is none.
pub fn shown_diff(mutant: &std::path::Path) -> std::result::Result<String, String> {
    mutant_diff(mutant, None).map_err(|e| e.message())
}

/// Runs `wobble show`.
pub fn run(args: &Args, _global: &Global) -> Result<Verdict> {
    let diff = mutant_diff(&args.input.mutant, args.input.seed.as_deref())?;
    if diff.is_empty() {
        outln!("the mutant prints exactly like its seed")?;
        return Ok(Verdict::Clean);
    }
    let color = match args.color {
        Color::Always => true,
        Color::Never => false,
        Color::Auto => std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    out!("{}", if color { colorize(&diff) } else { diff })?;
    Ok(Verdict::Clean)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colors_by_line_kind() {
        let c = colorize("--- a\n+++ b\n@@ -1 +1 @@\n-x\n+y\n z\n");
        assert!(c.contains("\x1b[1m--- a\x1b[0m\n"));
        assert!(c.contains("\x1b[36m@@ -1 +1 @@\x1b[0m\n"));
        assert!(c.contains("\x1b[31m-x\x1b[0m\n"));
        assert!(c.contains("\x1b[32m+y\x1b[0m\n"));
        assert!(c.ends_with("\n z\n"));
    }
}
