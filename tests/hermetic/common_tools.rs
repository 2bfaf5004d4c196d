//! The tool rule of the test tiers (`common::tools`): a missing required tool fails with the
//! `make tools` hint, a missing optional one skips, and a tool in neither list is refused.

use crate::common::tools::{find_tool, verdict, OPTIONAL_TOOLS, REQUIRED_TOOLS};

#[test]
fn missing_required_tools_fail_and_missing_optional_tools_skip() {
    for t in REQUIRED_TOOLS {
        assert_eq!(verdict(t, true), Ok(true));
        let msg = verdict(t, false).expect_err("a missing required tool fails");
        assert!(msg.contains(&format!("`{t}` is not installed")) && msg.contains("make tools"), "{msg}");
    }
    for t in OPTIONAL_TOOLS {
        assert_eq!(verdict(t, true), Ok(true));
        assert_eq!(verdict(t, false), Ok(false), "a missing optional {t} skips");
    }
    assert!(REQUIRED_TOOLS.iter().all(|t| !OPTIONAL_TOOLS.contains(t)));
    let msg = verdict("no-such-tool", true).expect_err("an unlisted tool is refused");
    assert!(msg.contains("neither REQUIRED_TOOLS nor OPTIONAL_TOOLS"), "{msg}");
}

#[test]
fn tools_are_found_in_path() {
    assert!(find_tool("sh").is_some());
    assert_eq!(find_tool("wobble-no-such-tool-here"), None);
    assert_eq!(find_tool("/nonexistent/sh"), None);
    assert_eq!(find_tool("/bin/sh").as_deref(), Some(std::path::Path::new("/bin/sh")));
}
