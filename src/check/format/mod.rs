//! The outputs of `wobble check` that CI systems read, and the `--format` syntax that picks
//! them: a comma-separated list of `NAME` or `NAME=PATH` items, `NAME` one of
//!
//! - `text`: one line per unit and a summary, for people ([`text`]);
//! - `json`: one object with the settings, the counts and every unit ([`json`]);
//! - `junit`: JUnit XML (Ant/Jenkins/Surefire), one test case per unit ([`junit`]);
//! - `github`: GitHub Actions workflow commands, `::error file=F,line=L,title=T::MESSAGE` for
//!   each failing unit ([`github`]).
//!
//! Without `=PATH` a format goes to standard output; `text` and `github` may share it (GitHub
//! reads its commands from any line), `json` and `junit` must have it to themselves. Each name
//! at most once. Example: `--format text,junit=report.xml,github`.

pub mod github;
pub mod json;
pub mod junit;
pub mod text;

use super::run::Report;
use std::fmt;
use std::path::PathBuf;

/// One output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
    Junit,
    Github,
}

impl Format {
    pub const ALL: [Format; 4] = [Format::Text, Format::Json, Format::Junit, Format::Github];

    pub fn as_str(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Junit => "junit",
            Format::Github => "github",
        }
    }

    /// The report in this format.
    pub fn render(self, report: &Report) -> String {
        match self {
            Format::Text => text::render(report),
            Format::Json => json::render(report),
            Format::Junit => junit::render(report),
            Format::Github => github::render(report),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One output: a format and where it goes (None: standard output).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    pub format: Format,
    pub path: Option<PathBuf>,
}

/// Parses a `--format` value (see the module doc); Err: what is wrong.
pub fn parse_outputs(spec: &str) -> Result<Vec<Output>, String> {
    let mut out: Vec<Output> = Vec::new();
    for item in spec.split(',').map(str::trim) {
        if item.is_empty() {
            return Err(format!("empty item in `{spec}`"));
        }
        let (name, path) = match item.split_once('=') {
            Some((n, p)) if p.trim().is_empty() => return Err(format!("`{n}=`: give a file name after `=`")),
            Some((n, p)) => (n.trim(), Some(PathBuf::from(p.trim()))),
            None => (item, None),
        };
        let Some(format) = Format::ALL.into_iter().find(|f| f.as_str() == name) else {
            return Err(format!("unknown format `{name}` (expected text, json, junit or github)"));
        };
        if out.iter().any(|o| o.format == format) {
            return Err(format!("`{name}` given twice"));
        }
        out.push(Output { format, path });
    }
    let stdout: Vec<Format> = out.iter().filter(|o| o.path.is_none()).map(|o| o.format).collect();
    if stdout.len() > 1 {
        if let Some(f) = stdout.iter().find(|f| matches!(f, Format::Json | Format::Junit)) {
            return Err(format!(
                "`{f}` on standard output would be mixed with {}: write it to a file (`{f}=PATH`)",
                stdout.iter().filter(|g| *g != f).map(|g| format!("`{g}`")).collect::<Vec<_>>().join(", ")
            ));
        }
    }
    Ok(out)
}

/// `s` with the five XML special characters escaped, and characters XML 1.0 cannot carry
/// (control characters other than tab, newline, carriage return) dropped.
pub(crate) fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{fffe}' || c == '\u{ffff}' => {}
            c => out.push(c),
        }
    }
    out
}

/// A cost figure's text: `min/median/max` rlimit-count, or `-`.
pub(crate) fn cost_text(report_unit: &super::run::UnitResult) -> String {
    report_unit.cost.map_or_else(|| "-".to_string(), |c| format!("{}/{}/{}", c.min, c.median, c.max))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outputs_parse_and_refuse_mixed_stdout() {
        let o = parse_outputs("text,junit=report.xml,github").unwrap();
        assert_eq!(o.len(), 3);
        assert_eq!(o[1], Output { format: Format::Junit, path: Some("report.xml".into()) });
        assert_eq!(parse_outputs("json").unwrap()[0].path, None);
        assert!(parse_outputs("text,json").unwrap_err().contains("`json` on standard output"));
        assert!(parse_outputs("text,text=a").unwrap_err().contains("twice"));
        assert!(parse_outputs("xml").unwrap_err().contains("unknown format `xml`"));
        assert!(parse_outputs("junit=").unwrap_err().contains("file name"));
        assert!(parse_outputs("text,,github").unwrap_err().contains("empty item"));
    }

    #[test]
    fn xml_escapes_specials_and_drops_controls() {
        assert_eq!(xml_escape("a<b & \"c\" 'd'>\u{1}\n"), "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;\n");
    }
}
