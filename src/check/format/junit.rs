//! JUnit XML as Ant, Jenkins, GitLab and the GitHub test-report actions read it: one
//! `<testsuite>` per file, one `<testcase>` per unit (`classname` the file, `name` the unit,
//! `file` and `line` where it is), a `<failure>` for a unit that fails the gate with a verdict or
//! a cost, an `<error>` for a unit without a verdict, and the verdict, sample counts and cost
//! figures in `<system-out>`. tests/data/junit.xsd is the schema (written for wobble from the
//! documented format); the e2e tests validate against it with `xmllint --schema`.

use super::super::gate::Verdict;
use super::super::run::{Report, UnitResult};
use super::{cost_text, xml_escape};

fn case(u: &UnitResult) -> String {
    let mut out = format!(
        "    <testcase name=\"{}\" classname=\"{}\" file=\"{}\" line=\"{}\" time=\"{:.3}\">\n",
        xml_escape(&u.name),
        xml_escape(&u.file),
        xml_escape(&u.file),
        u.line,
        u.time_s
    );
    if !u.failures.is_empty() {
        let element = if u.verdict == Verdict::Error { "error" } else { "failure" };
        let message = u.failures.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ");
        out.push_str(&format!(
            "      <{element} message=\"{}\" type=\"{}\">{}</{element}>\n",
            xml_escape(&message),
            xml_escape(u.failures[0].title()),
            xml_escape(&format!(
                "{}:{}: {}: {message}\nverdict {}, {} of {} runs proved ({}), rlimit min/median/max {}, baseline max {}",
                u.file,
                u.line,
                u.name,
                u.verdict,
                u.successes,
                u.runs,
                if u.tallies.is_empty() { u.source.as_str() } else { &u.tallies },
                cost_text(u),
                u.baseline_max.map_or_else(|| "-".to_string(), |b| b.to_string())
            ))
        ));
    }
    out.push_str(&format!(
        "      <system-out>verdict {} ({}), {} of {} runs proved, rlimit min/median/max {}</system-out>\n",
        u.verdict,
        u.source.as_str(),
        u.successes,
        u.runs,
        xml_escape(&cost_text(u))
    ));
    out.push_str("    </testcase>\n");
    out
}

/// The JUnit XML document.
pub fn render(r: &Report) -> String {
    let errors = |us: &[&UnitResult]| us.iter().filter(|u| !u.passed() && u.verdict == Verdict::Error).count();
    let failures = |us: &[&UnitResult]| us.iter().filter(|u| !u.passed() && u.verdict != Verdict::Error).count();
    let time = |us: &[&UnitResult]| us.iter().map(|u| u.time_s).sum::<f64>();
    let all: Vec<&UnitResult> = r.units.iter().collect();
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str(&format!(
        "<testsuites name=\"wobble check\" tests=\"{}\" failures=\"{}\" errors=\"{}\" time=\"{:.3}\">\n",
        all.len(),
        failures(&all),
        errors(&all),
        time(&all)
    ));
    let mut files: Vec<&str> = Vec::new();
    for u in &r.units {
        if !files.contains(&u.file.as_str()) {
            files.push(&u.file);
        }
    }
    for (id, f) in files.iter().enumerate() {
        let us: Vec<&UnitResult> = r.units.iter().filter(|u| u.file == *f).collect();
        out.push_str(&format!(
            "  <testsuite name=\"{}\" id=\"{id}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"0\" time=\"{:.3}\">\n",
            xml_escape(f),
            us.len(),
            failures(&us),
            errors(&us),
            time(&us)
        ));
        for u in us {
            out.push_str(&case(u));
        }
        out.push_str("  </testsuite>\n");
    }
    out.push_str("</testsuites>\n");
    out
}
