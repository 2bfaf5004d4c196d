//! Verifier configurations: TOML parsing with file:line errors, built-ins, resolution.

use crate::common;

use std::path::Path;
use wobble::runner::config::{parse_config, resolve_tools, select_configs, BackendKind, ConfigError};

#[test]
fn parses_entries_and_resolves_relative_paths() {
    let text = "# comment\n[[verifier]]\nlabel = \"boogie-old\"\nbackend = \"boogie\"\nz3 = \"bin/z3\"\nargs = [\"/timeLimit:5\"]\n\n[[verifier]]\nlabel = \"c\"\nbackend = \"cvc4\"\n";
    let c = parse_config(text, Path::new("/proj/wobble.toml")).unwrap();
    assert_eq!(c.len(), 2);
    assert_eq!(c[0].label, "boogie-old");
    assert_eq!(c[0].z3.as_deref(), Some(Path::new("/proj/bin/z3")));
    assert_eq!(c[0].args, vec!["/timeLimit:5".to_string()]);
    assert_eq!(c[0].origin, "/proj/wobble.toml:3");
    assert_eq!(c[1].backend, BackendKind::Cvc4);
    let s = select_configs("c, boogie", &c).unwrap();
    assert_eq!(s.iter().map(|c| c.label.as_str()).collect::<Vec<_>>(), vec!["c", "boogie"]);
    assert_eq!(s[1].origin, "built-in");
}

#[test]
fn errors_name_file_and_line() {
    let unknown_key = "[[verifier]]\nlabel = \"x\"\nbackend = \"boogie\"\ntimeout = 3\n";
    match parse_config(unknown_key, Path::new("w.toml")) {
        Err(e @ ConfigError::Entry { line: 4, .. }) => {
            assert!(e.to_string().starts_with("w.toml:4: "), "{e}")
        }
        other => panic!("{other:?}"),
    }
    let dup = "[[verifier]]\nlabel = \"x\"\nbackend = \"boogie\"\n[[verifier]]\nlabel = \"x\"\nbackend = \"cvc4\"\n";
    match parse_config(dup, Path::new("w.toml")) {
        Err(e @ ConfigError::Entry { line: 5, .. }) => {
            assert!(e.to_string().contains("duplicate label `x`"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    let bad_backend = "[[verifier]]\nlabel = \"x\"\nbackend = \"vampire\"\n";
    assert!(matches!(parse_config(bad_backend, Path::new("w.toml")), Err(ConfigError::Entry { line: 3, .. })));
    assert!(matches!(select_configs("boogie,boogie", &[]), Err(ConfigError::BadList(_))));
    assert!(matches!(select_configs("nope", &[]), Err(ConfigError::UnknownLabel { .. })));
}

#[test]
fn missing_binary_is_reported_before_runs() {
    if !common::require_tool("boogie") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("w.toml");
    std::fs::write(&p, "[[verifier]]\nlabel = \"old\"\nbackend = \"boogie\"\nz3 = \"/nonexistent/z3\"\n").unwrap();
    let e = resolve_tools("old", Some(&p)).err().unwrap();
    let msg = e.to_string();
    assert!(msg.contains("w.toml:2") && msg.contains("/nonexistent/z3"), "{msg}");
    assert!(matches!(resolve_tools("boogie", Some(&dir.path().join("missing.toml"))), Err(ConfigError::Read { .. })));
}

#[test]
fn cvc5_entries_and_builtin() {
    let text = "[[verifier]]\nlabel = \"c5\"\nbackend = \"cvc5\"\ncvc5 = \"bin/cvc5\"\nargs = [\"/timeLimit:5\"]\n";
    let c = parse_config(text, Path::new("/proj/wobble.toml")).unwrap();
    assert_eq!(c[0].backend, BackendKind::Cvc5);
    assert_eq!(c[0].cvc5, Path::new("/proj/bin/cvc5"));
    let v = resolve_tools("cvc5,cvc4", None).unwrap();
    assert_eq!(v.iter().map(|v| v.label()).collect::<Vec<_>>(), vec!["cvc5", "cvc4"]);
    assert!(v[0].version().ends_with("; cvc5 1.0.3") && v[1].version().ends_with("; cvc4 1.8"));
    assert_ne!(v[0].cache_key(), v[1].cache_key());
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("w.toml");
    std::fs::write(&p, "[[verifier]]\nlabel = \"c5\"\nbackend = \"cvc5\"\ncvc5 = \"/nonexistent/cvc5\"\n").unwrap();
    let msg = resolve_tools("c5", Some(&p)).err().unwrap().to_string();
    assert!(msg.contains("w.toml:2") && msg.contains("/nonexistent/cvc5"), "{msg}");
}

#[test]
fn builtin_boogie_resolves_with_versions() {
    if !common::require_tool("boogie") {
        return;
    }
    let v = resolve_tools("boogie", None).unwrap();
    assert_eq!(v.len(), 1);
    assert_eq!(v[0].label(), "boogie");
    assert!(v[0].version().starts_with("boogie 2.4.1"), "{}", v[0].version());
}
