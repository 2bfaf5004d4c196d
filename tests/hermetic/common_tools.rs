//! The tool rule of the test tiers (`common::tools`): a missing required tool fails with the
//! `make tools` hint, a missing optional one skips, and a tool in neither list is refused.

use crate::common::tools::{decide, find_tool, OPTIONAL_TOOLS, REQUIRED_TOOLS};

fn panic_message(f: impl FnOnce() -> bool + std::panic::UnwindSafe) -> Option<String> {
    let e = std::panic::catch_unwind(f).err()?;
    e.downcast_ref::<String>().cloned().or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
}

#[test]
fn missing_required_tools_fail_and_missing_optional_tools_skip() {
    for t in REQUIRED_TOOLS {
        assert!(decide(t, true));
        let msg = panic_message(|| decide(t, false)).unwrap_or_else(|| panic!("missing {t} did not fail"));
        assert!(msg.contains(&format!("`{t}` is not installed")) && msg.contains("make tools"), "{msg}");
    }
    for t in OPTIONAL_TOOLS {
        assert!(decide(t, true));
        assert_eq!(panic_message(|| decide(t, false)), None, "missing optional {t} must skip");
        assert!(!decide(t, false));
    }
    assert!(REQUIRED_TOOLS.iter().all(|t| !OPTIONAL_TOOLS.contains(t)));
    let msg = panic_message(|| decide("no-such-tool", true)).expect("an unlisted tool is refused");
    assert!(msg.contains("neither REQUIRED_TOOLS nor OPTIONAL_TOOLS"), "{msg}");
}

#[test]
fn tools_are_found_in_path() {
    assert!(find_tool("sh").is_some());
    assert_eq!(find_tool("wobble-no-such-tool-here"), None);
    assert_eq!(find_tool("/nonexistent/sh"), None);
    assert_eq!(find_tool("/bin/sh").as_deref(), Some(std::path::Path::new("/bin/sh")));
}
