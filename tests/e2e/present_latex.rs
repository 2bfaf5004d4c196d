//! The stability table for papers with real tools: `wobble stability` (Boogie's VCs, real z3)
//! writes a `stability.csv` that `wobble table` reads back, and the stability tables of that run,
//! of the committed example and of a hand-written CSV with special characters in group names all
//! compile with the real `pdflatex` (booktabs) and render to a page with ink on it (`pdftoppm`).

use crate::common::cli::wobble;
use std::path::{Path, PathBuf};

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

fn repo(p: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(p)
}

/// Runs `wobble table --format latex` on `input`, writing into `out`.
fn latex_tables(input: &Path, out: &Path) {
    let o = wobble(&["table", s(input), "--format", "latex", "--out", s(out), "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn stability_tables_compile_with_pdflatex() {
    if !crate::common::require_tool("pdflatex")
        || !crate::common::require_tool("boogie")
        || !crate::common::require_tool("z3")
    {
        return;
    }
    assert!(
        crate::common::tools::find_tool("pdftoppm").is_some(),
        "pdftoppm (Debian poppler-utils) is missing: `make tools-papers` installs it with pdflatex"
    );
    let dir = tempfile::tempdir().unwrap();

    // A real measurement: one seed, z3, two methods; every query is settled within 20 samples.
    let measured = dir.path().join("measured");
    let seed = repo("seeds/A-algorithms/gcd.bpl");
    let o = wobble(&[
        "-j",
        "1",
        "stability",
        s(&seed),
        "--tools",
        "z3",
        "--methods",
        "rename,reseed",
        "--samples",
        "20",
        "--out",
        s(&measured),
        "--quiet",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    latex_tables(&measured, &measured);
    let tex = std::fs::read_to_string(measured.join("tab-stability.tex")).unwrap();
    let row = tex.lines().find(|l| l.starts_with("A-algorithms & z3 & 1 & ")).unwrap_or_else(|| panic!("{tex}"));
    let csv = std::fs::read_to_string(measured.join("stability.csv")).unwrap();
    let category = csv.lines().find(|l| l.contains(",all,")).and_then(|l| l.split(',').nth(5)).unwrap().to_string();
    let column = ["stable", "unstable", "unsolvable", "inconclusive"].iter().position(|c| *c == category).unwrap();
    let cells: Vec<&str> = row.trim_end_matches(" \\\\").split(" & ").collect();
    assert_eq!(
        (cells[3 + 2 * column], cells[4 + 2 * column]),
        ("1", "100\\%"),
        "the program counted as {category}: {row}"
    );

    // The committed example (results and stability) and the hand-written special characters.
    let example = dir.path().join("example");
    std::fs::create_dir(&example).unwrap();
    for file in ["results.csv", "stability.csv"] {
        std::fs::copy(repo("results/example").join(file), example.join(file)).unwrap();
    }
    latex_tables(&example, &example);
    let special = dir.path().join("special");
    std::fs::create_dir(&special).unwrap();
    std::fs::copy(repo("tests/data/stability/stability.csv"), special.join("stability.csv")).unwrap();
    latex_tables(&special, &special);

    let inputs = [
        "measured/tab-stability.tex",
        "measured/tab-stability-queries.tex",
        "example/tab6.tex",
        "example/tab-stability.tex",
        "example/tab-stability-queries.tex",
        "special/tab-stability.tex",
        "special/tab-stability-queries.tex",
    ];
    let doc = wobble::tables::latex::standalone_document(&inputs);
    std::fs::write(dir.path().join("tables.tex"), doc).unwrap();
    let log = crate::common::latex::pdflatex(dir.path());
    assert!(log.contains(&format!("({} pages", inputs.len())), "one page per table:\n{log}");
    // The hand-written table's page, as a gray map: it must carry ink (not a blank page).
    let pgm = crate::common::latex::render_page(dir.path(), "-gray", 6);
    let bytes = std::fs::read(&pgm).unwrap();
    // Binary PGM: `P5`, width, height, maximum value, one whitespace byte, then the pixels.
    let mut fields = 0;
    let mut at = 0;
    while fields < 4 {
        while bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        while !bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        fields += 1;
    }
    let pixels = &bytes[at + 1..];
    let dark = pixels.iter().filter(|&&p| p < 128).count();
    assert!(pixels.len() > 100_000 && dark > 1_000, "{}: {dark} dark of {} pixels", pgm.display(), pixels.len());
}
