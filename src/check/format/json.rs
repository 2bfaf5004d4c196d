//! The JSON report: `{"settings", "summary", "baseline_note", "cost_note", "units": [...]}`, keys
//! in a fixed order. Written by hand (a handful of strings and numbers), escaped per RFC 8259.

use super::super::run::{Report, Source};
use crate::stability::sampler::QueryError;

/// `s` as a JSON string literal.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn opt<T: ToString>(v: Option<T>) -> String {
    v.map_or_else(|| "null".to_string(), |v| v.to_string())
}

fn number(x: f64) -> String {
    if x == 0.0 {
        // An empty sum is -0.0.
        "0".into()
    } else if x.is_finite() {
        format!("{x}")
    } else {
        "null".into()
    }
}

/// The JSON report (one line per unit).
pub fn render(r: &Report) -> String {
    let s = &r.settings;
    let mut out = String::from("{\n");
    out.push_str(&format!(
        "  \"settings\": {{\"solver\": {}, \"solver_binary\": {}, \"solver_args\": [{}], \"methods\": [{}], \"samples\": {}, \
         \"rng_seed\": {}, \"timeout_s\": {}}},\n",
        string(&s.solver),
        string(&s.solver_binary),
        s.solver_args.iter().map(|a| string(a)).collect::<Vec<_>>().join(", "),
        s.methods.iter().map(|m| string(m)).collect::<Vec<_>>().join(", "),
        s.samples,
        s.rng_seed,
        number(s.timeout_s)
    ));
    out.push_str(&format!(
        "  \"summary\": {{\"units\": {}, \"passed\": {}, \"failed\": {}, \"sampled\": {}, \"reused\": {}, \"errors\": {}, \
         \"tool_failures\": {}, \"solver_runs\": {}, \"solver_time_s\": {}, \"removed\": {}}},\n",
        r.units.len(),
        r.units.len() - r.failed(),
        r.failed(),
        r.count(Source::Sampled),
        r.count(Source::Reused),
        r.count(Source::Error),
        r.tool_failures(),
        r.solver_runs,
        number(r.solver_time_s),
        r.removed
    ));
    out.push_str(&format!("  \"baseline_note\": {},\n", opt(r.baseline_note.as_deref().map(string))));
    out.push_str(&format!("  \"cost_note\": {},\n", opt(r.cost_note.as_deref().map(string))));
    out.push_str("  \"units\": [");
    for (i, u) in r.units.iter().enumerate() {
        let cost = u.cost.map_or_else(
            || "null".to_string(),
            |c| format!("{{\"min\": {}, \"median\": {}, \"max\": {}, \"runs\": {}}}", c.min, c.median, c.max, c.runs),
        );
        let failures: Vec<String> = u
            .failures
            .iter()
            .map(|f| format!("{{\"kind\": {}, \"message\": {}}}", string(f.title()), string(&f.to_string())))
            .collect();
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        out.push_str(&format!(
            "    {{\"file\": {}, \"name\": {}, \"line\": {}, \"column\": {}, \"hash\": {}, \"verdict\": {}, \"source\": {}, \
             \"passed\": {}, \"runs\": {}, \"successes\": {}, \"tallies\": {}, \"rlimit\": {cost}, \"baseline_rlimit_max\": {}, \
             \"error\": {}, \"error_kind\": {}, \"failures\": [{}]}}",
            string(&u.file),
            string(&u.name),
            u.line,
            u.column,
            opt(u.hash.as_deref().map(string)),
            string(u.verdict.as_str()),
            string(u.source.as_str()),
            u.passed(),
            u.runs,
            u.successes,
            string(&u.tallies),
            opt(u.baseline_max),
            opt(u.error.as_ref().map(|e| string(&e.to_string()))),
            opt(u.error.as_ref().map(|e| string(match e {
                QueryError::Rejected(_) => "rejected",
                QueryError::Failed(_) => "tool failure",
            }))),
            failures.join(", ")
        ));
    }
    out.push_str(if r.units.is_empty() { "]\n}\n" } else { "\n  ]\n}\n" });
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn strings_are_escaped() {
        assert_eq!(super::string("a\"b\\c\nd\u{1}"), "\"a\\\"b\\\\c\\nd\\u0001\"");
    }
}
