//! Compiling a LaTeX file with the real `pdflatex` and rendering a page with `pdftoppm`, as the
//! paper-tools tests do.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Compiles `dir/tables.tex` to `dir/tables.pdf`; fails the test on any LaTeX error. Returns
/// the log.
pub fn pdflatex(dir: &Path) -> String {
    let o = Command::new("pdflatex")
        .args(["-interaction=nonstopmode", "-halt-on-error", "tables.tex"])
        .current_dir(dir)
        .output()
        .expect("run pdflatex");
    assert!(o.status.success(), "pdflatex failed:\n{}", String::from_utf8_lossy(&o.stdout));
    let log = std::fs::read_to_string(dir.join("tables.log")).expect("pdflatex wrote tables.log");
    assert!(!log.contains("! "), "LaTeX errors:\n{log}");
    log
}

/// Renders one page of `dir/tables.pdf` with `pdftoppm FORMAT -r 60` (`-png` or `-gray`) and
/// returns the image file it wrote.
pub fn render_page(dir: &Path, format: &str, page: u32) -> PathBuf {
    let page = page.to_string();
    let o = Command::new("pdftoppm")
        .args([format, "-r", "60", "-f", &page, "-l", &page, "tables.pdf", "page"])
        .current_dir(dir)
        .output()
        .expect("run pdftoppm");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let ext = if format == "-png" { "png" } else { "pgm" };
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == ext))
        .unwrap_or_else(|| panic!("pdftoppm wrote no .{ext}"))
}
