//! How the repair benches (`benches/repairs.rs`, `benches/repairs_real.rs`) print what they read
//! from explain.json and what they count: one copy, included by both with `#[path]`.

use serde_json::Value;
use wobble::stats::wilson;

/// A JSON string as it reads, anything else as JSON.
pub fn text(v: &Value) -> String {
    v.as_str().map_or_else(|| v.to_string(), str::to_string)
}

/// `s` cut to at most `n` characters, with `…` where it was cut.
pub fn clip(s: &str, n: usize) -> String {
    match s.char_indices().nth(n) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// `k` of `n` as `P% (Wilson 95% CI [LO%, HI%])`; `None` when there is nothing to count.
pub fn rate_with_ci(k: u32, n: u32) -> Option<String> {
    let ci = wilson(k, n, 0.95).ok().filter(|_| n > 0)?;
    Some(format!(
        "{:.0}% (Wilson 95% CI [{:.0}%, {:.0}%])",
        100.0 * f64::from(k) / f64::from(n),
        100.0 * ci.lo,
        100.0 * ci.hi
    ))
}

/// The items joined by `, `, or `none`.
pub fn list_or_none<S: AsRef<str>>(items: &[S]) -> String {
    if items.is_empty() {
        "none".to_string()
    } else {
        items.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", ")
    }
}
