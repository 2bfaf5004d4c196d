//! Boogie with a pinned z3 release installed by scripts/releases.sh (`make releases`; a missing
//! release fails, see `common::tools::require_release`).

use crate::common;

use std::path::Path;
use std::time::Duration;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::config::resolve_tools;
use wobble::verifiers::Outcome;

#[test]
fn boogie_with_z3_4_13_verifies_fig1() {
    if !common::require_tool("boogie") {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cfg = root.join(".releases/wobble.toml");
    common::tools::require_release("z3-4.13.0");
    let v = resolve_tools("boogie-z3-4.13.0", Some(&cfg)).unwrap();
    assert!(v[0].version().ends_with("; z3 4.13.0"), "{}", v[0].version());
    let text = std::fs::read_to_string(root.join("tests/data/verifiers/fig1.bpl")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let r = v[0].verify(&ProgramText::single("fig1.bpl", text), dir.path(), Duration::from_secs(20));
    assert_eq!(r.outcome, Outcome::Verified, "{r:?}");
    assert!(r.command.contains("/z3exe:"), "{}", r.command);
    let text = std::fs::read_to_string(root.join("tests/data/verifiers/fig1_reordered.bpl")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let r = v[0].verify(&ProgramText::single("fig1_reordered.bpl", text), dir.path(), Duration::from_secs(20));
    assert_eq!(r.outcome, Outcome::Failed, "{r:?}");
}
