//! GitHub Actions workflow commands: one `::error` per failing unit, at the implementation's
//! line of a Boogie program or the check's line of an SMT-LIB file, and a `::warning` for an
//! inconclusive unit that `--allow-inconclusive` lets pass. Property values and messages are
//! escaped as the runner expects (`%`, CR, LF; and `:` `,` in properties).

use super::super::gate::Verdict;
use super::super::run::{Report, UnitResult};
use super::cost_text;
use crate::stats::Category;

fn escape_data(s: &str) -> String {
    s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}

fn command(level: &str, u: &UnitResult, title: &str, message: &str) -> String {
    format!(
        "::{level} file={},line={},col={},title={}::{}\n",
        escape_property(&u.file),
        u.line,
        u.column,
        escape_property(&format!("wobble check: {title}")),
        escape_data(&format!("{}: {message} (runs {}, rlimit min/median/max {})", u.name, u.runs, cost_text(u)))
    )
}

/// The workflow commands (nothing when every unit passes without a warning).
pub fn render(r: &Report) -> String {
    let mut out = String::new();
    for u in &r.units {
        if let Some(first) = u.failures.first() {
            let message = u.failures.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ");
            out.push_str(&command("error", u, first.title(), &message));
        } else if u.verdict == Verdict::Category(Category::Inconclusive) {
            out.push_str(&command("warning", u, "inconclusive", "inconclusive (allowed by --allow-inconclusive)"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn properties_and_data_are_escaped() {
        assert_eq!(escape_property("a,b:c%\n"), "a%2Cb%3Ac%25%0A");
        assert_eq!(escape_data("a,b:c%\r"), "a,b:c%25%0D");
    }
}
