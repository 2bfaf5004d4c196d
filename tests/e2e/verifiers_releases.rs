//! Boogie with the pinned z3 releases installed by scripts/releases.sh, 4.13.0 and 5.4.1 (the
//! newest `z3-solver` wheel; a missing release fails, see `common::tools::require_release`).

use crate::common;

use std::path::Path;
use std::time::Duration;
use wobble::runner::config::resolve_tools;
use wobble::syntax::source::ProgramText;
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
    let r = v[0].verify(&ProgramText::single("fig1.bpl", text), dir.path(), Duration::from_secs(300));
    assert_eq!(r.outcome, Outcome::Verified, "{r:?}");
    assert!(r.command.contains("/proverOpt:PROVER_PATH="), "{}", r.command);
    let text = std::fs::read_to_string(root.join("tests/data/verifiers/fig1_reordered.bpl")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let r = v[0].verify(&ProgramText::single("fig1_reordered.bpl", text), dir.path(), Duration::from_secs(300));
    assert_eq!(r.outcome, Outcome::Failed, "{r:?}");
}

/// Boogie 2.4.1 runs with z3 5.4.1 unchanged: the only option it passes that z3 rejects is
/// `model_compress`, which 4.8.12 rejects alike, and the answers on Fig. 1 are the same.
#[test]
fn boogie_with_z3_5_4_1_verifies_fig1() {
    if !common::require_tool("boogie") {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cfg = root.join(".releases/wobble.toml");
    common::tools::require_release("z3-5.4.1");
    let v = resolve_tools("boogie-z3-5.4.1", Some(&cfg)).unwrap();
    assert!(v[0].version().ends_with("; z3 5.4.1"), "{}", v[0].version());
    for (name, expected) in [("fig1.bpl", Outcome::Verified), ("fig1_reordered.bpl", Outcome::Failed)] {
        let text = std::fs::read_to_string(root.join("tests/data/verifiers").join(name)).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let r = v[0].verify(&ProgramText::single(name, text), dir.path(), Duration::from_secs(60));
        assert_eq!(r.outcome, expected, "{name}: {r:?}");
    }
}
