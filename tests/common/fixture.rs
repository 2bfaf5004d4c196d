//! Expensive fixtures made once and read by several tests: one run of a real verifier (a logged
//! VC, a classified fuzz run) whose results more than one test asserts on.
//!
//! A fixture is a directory under `target/test-fixtures/`, named by the test's name for it and a
//! SHA-256 over everything that can change its content: the key the caller gives (the command's
//! arguments), the bytes of the input files it names, and the size and modification time of the
//! `wobble` binary under test. The first test that asks for it builds it; a test that asks while it
//! is being built waits on an exclusive `flock` of `NAME.lock` and then reads the finished
//! directory. So it works the same whether the tests of a binary run as threads of one process
//! (`cargo test`) or each in a process of its own (`cargo nextest run`), and a rebuilt binary or a
//! changed input makes a new fixture instead of reusing a stale one.
//!
//! A fixture is built in `NAME.tmp` and renamed into place only when its builder returned, so a
//! builder that panics leaves nothing behind that a later test would take for a finished fixture
//! (the next test to ask builds it again). Tests only read a fixture: one that changes results (a
//! `--resume`) copies it first ([`copy_dir`]).

use sha2::{Digest, Sha256};
use std::fs::File;
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};

/// The fixture `name` for `key` and `inputs`: built by `build` (given an empty directory to fill)
/// unless an identical one exists. Returns its directory.
pub fn shared(name: &str, key: &str, inputs: &[&Path], build: impl FnOnce(&Path)) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("target").join("test-fixtures");
    std::fs::create_dir_all(&root).expect("create target/test-fixtures");
    let mut h = Sha256::new();
    h.update(key.as_bytes());
    for p in inputs {
        h.update(p.to_string_lossy().as_bytes());
        h.update(std::fs::read(p).unwrap_or_else(|e| panic!("fixture input {}: {e}", p.display())));
    }
    let bin = std::fs::metadata(env!("CARGO_BIN_EXE_wobble")).expect("the wobble binary");
    h.update(bin.len().to_le_bytes());
    if let Ok(t) = bin.modified().map(|t| t.duration_since(std::time::UNIX_EPOCH).unwrap_or_default()) {
        h.update(t.as_nanos().to_le_bytes());
    }
    let digest: String = h.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect();
    let dir = root.join(format!("{name}-{digest}"));
    let lock = File::create(root.join(format!("{name}-{digest}.lock"))).expect("create the fixture's lock file");
    // SAFETY: flock on a descriptor this function owns; the lock is released when `lock` drops.
    let r = unsafe { libc::flock(lock.as_raw_fd(), libc::LOCK_EX) };
    assert_eq!(r, 0, "flock {}: {}", dir.display(), std::io::Error::last_os_error());
    if !dir.is_dir() {
        let tmp = root.join(format!("{name}-{digest}.tmp"));
        if tmp.exists() {
            std::fs::remove_dir_all(&tmp).expect("remove an unfinished fixture");
        }
        std::fs::create_dir(&tmp).expect("create the fixture's directory");
        build(&tmp);
        std::fs::rename(&tmp, &dir).expect("move the finished fixture into place");
    }
    drop(lock);
    dir
}

/// Copies the directory `from` (recursively, files and symbolic links) to the new directory `to`.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap_or_else(|e| panic!("create {}: {e}", to.display()));
    for e in std::fs::read_dir(from).unwrap_or_else(|e| panic!("read {}: {e}", from.display())) {
        let e = e.unwrap();
        let (src, dst) = (e.path(), to.join(e.file_name()));
        let t = e.file_type().unwrap();
        if t.is_dir() {
            copy_dir(&src, &dst);
        } else if t.is_symlink() {
            std::os::unix::fs::symlink(std::fs::read_link(&src).unwrap(), &dst).unwrap();
        } else {
            std::fs::copy(&src, &dst).unwrap_or_else(|e| panic!("copy {}: {e}", src.display()));
        }
    }
}
