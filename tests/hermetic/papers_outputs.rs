
#[test]
fn compare_writes_a_latex_table_without_reproduce_commands() {
    let dir = tempfile::tempdir().unwrap();
    results(dir.path());
    let csv = std::fs::read_to_string(dir.path().join("results.csv")).unwrap();
    let mut both = csv.clone();
    for line in csv.lines().skip(1) {
        // The new configuration fails where base verified mutant 2 of a.bpl.
        let line = line.replace("z3#1", "z3_new");
        let line = if line.contains(",M*,2,") { line.replace(",verified,", ",failed,") } else { line };
        both += &format!("{line}\n");
    }
    std::fs::write(dir.path().join("results.csv"), both).unwrap();
    let o = wobble(&["compare", s(dir.path()), "--base", "z3#1", "--new", "z3_new", "--format", "latex", "--quiet"]);
    assert_eq!(o.status.code(), Some(1), "an introduced flip: {}", String::from_utf8_lossy(&o.stderr));
    let tex = std::fs::read_to_string(dir.path().join("compare.tex")).unwrap();
    assert_eq!(tex.matches("\\begin{tabular}").count(), 1, "{tex}");
    assert!(tex.contains("seed@z3\\#1 & seed@z3\\_new"), "labels escaped in headings: {tex}");
    assert!(!tex.contains("wobble reproduce"), "{tex}");
    assert!(tex.contains("a.bpl & A\\_\\&\\% & same"), "{tex}");
}
