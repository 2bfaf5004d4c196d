//! Which external tools the tests may use, and what a missing one means: a missing *required*
//! tool (one that `make tools` installs) is a failure that says how to install it; a missing
//! tool of the documented *optional* set is a skip with one line on stderr.

/// Tools installed by `make tools` (Debian packages; boogie runs on mono; xmllint is
/// libxml2-utils, for validating JUnit XML). A test that needs one
/// of them fails when it is missing: the end-to-end tier never passes vacuously.
pub const REQUIRED_TOOLS: &[&str] = &["boogie", "z3", "cvc4", "cvc5", "why3", "dafny", "xmllint"];

/// The documented optional set (docs/development.md, "Test tiers"): tools of optional test tiers that `make
/// tools` does not install. For now: `pdflatex` (PDF tables), `chromium` (rendering HTML
/// reports), `sbatch` and `slurmctld` (campaigns on a Slurm cluster). A test that needs one of
/// these prints `skipped: TOOL not installed` and passes when it is absent.
pub const OPTIONAL_TOOLS: &[&str] = &["pdflatex", "chromium", "sbatch", "slurmctld"];

/// The executable `name` in `PATH` (or `name` itself when it contains a `/`), if there is one.
pub fn find_tool(name: &str) -> Option<std::path::PathBuf> {
    use std::os::unix::fs::PermissionsExt as _;
    let executable =
        |p: &std::path::Path| std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0);
    if name.contains('/') {
        let p = std::path::PathBuf::from(name);
        return executable(&p).then_some(p);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(name)).find(|p| executable(p))
}

/// Call at the top of a test that runs `name`: `if !common::require_tool("boogie") { return; }`.
///
/// True when the tool is installed. When it is not: a tool of [`REQUIRED_TOOLS`] panics with a
/// message naming the `make tools` step; a tool of [`OPTIONAL_TOOLS`] prints `skipped: NAME not
/// installed` (straight to stderr, so that it shows among the results of a passing run) and
/// returns false. A name in neither list panics too (add it to one of them).
pub fn require_tool(name: &str) -> bool {
    match verdict(name, find_tool(name).is_some()) {
        Ok(true) => true,
        Ok(false) => {
            super::note(&format!("skipped: {name} not installed (optional tool, see docs/development.md)"));
            false
        }
        Err(msg) => panic!("{msg}"),
    }
}

/// What [`require_tool`] decides for `name` when it is (`installed`) or is not found: run
/// (`Ok(true)`), skip (`Ok(false)`), or fail with this message.
pub fn verdict(name: &str, installed: bool) -> Result<bool, String> {
    let required = REQUIRED_TOOLS.contains(&name);
    if !required && !OPTIONAL_TOOLS.contains(&name) {
        return Err(format!(
            "tool `{name}` is in neither REQUIRED_TOOLS nor OPTIONAL_TOOLS (tests/common/tools.rs): add it to one"
        ));
    }
    if installed || !required {
        return Ok(installed);
    }
    Err(format!(
        "`{name}` is not installed (not found in PATH): it is required by the end-to-end tests; run `make tools` \
         (or `make test`, which runs it first) to install boogie, z3, cvc4, cvc5, why3 and dafny"
    ))
}

/// Pinned verifier releases that `make releases` (`scripts/releases.sh`) installs under
/// `.releases/bin/`; required like [`REQUIRED_TOOLS`] (`make test` and `make test-e2e` install them).
pub const REQUIRED_RELEASES: &[&str] = &["z3-4.13.0", "z3-5.4.1"];

/// The path of the pinned release `name` (`.releases/bin/NAME`); panics with the `make releases`
/// hint when it is missing, or when `name` is not in [`REQUIRED_RELEASES`].
pub fn require_release(name: &str) -> std::path::PathBuf {
    assert!(REQUIRED_RELEASES.contains(&name), "release `{name}` is not in REQUIRED_RELEASES (tests/common/tools.rs)");
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".releases/bin").join(name);
    assert!(
        find_tool(&p.to_string_lossy()).is_some(),
        "{} is missing: it is required by the end-to-end tests; run `make releases` (or `make test`, which runs it first)",
        p.display()
    );
    p
}

/// [`require_tool`] for several tools; true when all are installed.
pub fn require_tools(names: &[&str]) -> bool {
    names.iter().all(|n| require_tool(n))
}
