//! The fast parser against the reference parser (pest on `grammar/boogie.pest`): on every `.bpl`
//! of the corpus and of this repository, and on hand-picked tricky inputs, both must accept the
//! same programs and build the same AST *with the same positions* (AST equality ignores positions,
//! so the comparison is on the `Debug` rendering, which shows them), and reject the same inputs.

use crate::common;

use std::path::Path;
use wobble::syntax::{parse_program, parse_program_reference};

/// Compares the two parsers on one input; returns a description of the difference, if any.
fn differ(src: &str, name: &str) -> Option<String> {
    let fast = parse_program(src, name);
    let reference = parse_program_reference(src, name);
    match (fast, reference) {
        (Ok(a), Ok(b)) => {
            let (da, db) = (format!("{a:#?}"), format!("{b:#?}"));
            if da == db {
                return None;
            }
            let line = da.lines().zip(db.lines()).position(|(x, y)| x != y).unwrap_or(0);
            let show = |d: &str| d.lines().skip(line.saturating_sub(8)).take(12).collect::<Vec<_>>().join("\n");
            Some(format!(
                "{name}: ASTs differ (Debug line {line}):\n--- fast\n{}\n--- reference\n{}",
                show(&da),
                show(&db)
            ))
        }
        (Err(a), Err(b)) => (a != b).then(|| format!("{name}: different errors:\n  fast: {a}\n  reference: {b}")),
        (Ok(_), Err(e)) => Some(format!("{name}: fast parser accepts, reference rejects: {e}")),
        (Err(e), Ok(_)) => Some(format!("{name}: fast parser rejects, reference accepts: {e}")),
    }
}

fn check_files(files: &[std::path::PathBuf]) {
    assert!(!files.is_empty(), "no .bpl files found");
    let mut bad = Vec::new();
    for f in files {
        let src = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        if let Some(d) = differ(&src, &f.display().to_string()) {
            bad.push(d);
        }
    }
    assert!(bad.is_empty(), "{} of {} files differ:\n{}", bad.len(), files.len(), bad.join("\n\n"));
}

#[test]
fn corpus_files_parse_identically() {
    let Some(corpus) = common::corpus_dir() else {
        return;
    };
    let files = common::bpl_files(&corpus);
    assert!(files.len() >= 200, "expected the 203 corpus files, found {}", files.len());
    check_files(&files);
}

#[test]
fn repository_files_parse_identically() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for d in ["seeds", "tests", "results"] {
        files.extend(common::bpl_files(&root.join(d)));
    }
    assert!(files.len() >= 50, "expected the seeds and test programs, found {}", files.len());
    check_files(&files);
}

/// Inputs where the grammar's ordered choice and look-ahead matter, or where errors must agree.
#[test]
fn tricky_inputs_parse_identically() {
    let cases = [
        // Look-ahead decisions.
        "procedure p() { L: x := 1; goto L; }",
        "procedure p() { x, m[1][2, 3] := 1, 2; }",
        "axiom (forall x: int :: {:weight 3} { f(x) } {:qid \"q\"} f(x) > 0);",
        "axiom (forall<T> :: true);",
        "axiom (forall<T> x: T, {:a} y: int :: x == x);",
        "axiom b[8:0] == b[7 : 0] && m[8:int] == 0;",
        "axiom m[i := v][j] == m[][:= 1][];",
        "axiom (x : Field int) == y && (z : <a>[a]a) == w;",
        "axiom x : T < y;",
        "procedure p() { call forall P(*, x); call x, y := Q(1); async free call {:a} R(); par A() | x := B(y); }",
        "procedure p() { if (*) { } else if (b) { } else { } while (*) free invariant {:a} x; invariant y; { break; } }",
        "axiom |{ var x: int; A: assume x > 0; goto B, C; B: return x > 0; C: x := 1; return true; }| ;",
        "axiom (|{ A: return true; }|);",
        "type finite T; type {:a} C a b, S a = [a]C a int; type X = (int);",
        "const unique a, b: T extends unique p, q complete; const c: int extends; const d: T extends complete;",
        "function {:inline} f<T>(x: T, [int]bool, Field T) returns (r: T) { x } function g(int): bool;",
        "var {:global} x: int where x > 0, y: bool;",
        "procedure {:inline 1} p<T>({:pointer} x: T where true) returns (y: int); free requires {:a} true; modifies; modifies a, b; ensures old(y) == y;",
        "implementation p(x: int) returns (y: int) { var {:a} t: int; var u: int where u > 0; y := x; }",
        // Operators and literals.
        "axiom a <==> b ==> c ==> d || e;",
        "axiom a <== b <== c;",
        "axiom -x + - -y * z ** w ** v div 2 mod 3 / 1.5e-3 - 5bv32 ++ 0bv1 <: t;",
        "axiom !a && !(b != c) && \u{ac}d;",
        "axiom a \u{21d2} b \u{21d4} c \u{2227} d \u{2264} e;",
        "axiom (\u{2200} x: int :: (\u{2203} y: int :: (\u{3bb} z: int :: z)[x] == y));",
        "axiom if a then b else if c then d else e + 1;",
        "axiom int(1.5) == 1 && real(1) == 1.0 && 1e5 == 2.5;",
        "axiom \\assert == $x.y#z'?^_`~;",
        "axiom x /* nested /* comment */ still */ == y // line comment\n;",
        "axiom \"\u{e9}\u{e9}\" == 1; // \u{e9}",
        "axiom {:msg \"caf\u{e9}\"} f(x) == \u{ac}y;",
        // Errors, which must be reported identically (the fast parser defers to the grammar).
        "axiom a && b || c;",
        "axiom a < b < c;",
        "axiom a ==> b <== c;",
        "procedure p() { x, y := 1; }",
        "procedure p() { call P(*); }",
        "implementation p(x: int where x > 0) { }",
        "var {:a} x: int, {:b} y: int;",
        "axiom (forall x: int where x > 0 :: true);",
        "axiom 5bv99999999999 == x;",
        "axiom b[99999999999:0] == x;",
        "axiom x; /* unclosed",
        "axiom \"unterminated;",
        "procedure p() { var x: int; x := 1; var y: int; }",
        "type finite;",
        "axiom 1ex == 2;",
        "axiom f(x;",
        "axiom \u{2203};",
        "axiom x @ y;",
        "",
        "   // only a comment",
    ];
    let mut bad = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        if let Some(d) = differ(c, &format!("case{i}.bpl")) {
            bad.push(format!("{d}\n  input: {c}"));
        }
    }
    assert!(bad.is_empty(), "{} cases differ:\n{}", bad.len(), bad.join("\n\n"));
}

/// The fast parser checks bracket and comment nesting while it reads; the reference parser checks
/// it before parsing. Both must draw the line at the same depth.
#[test]
fn nesting_limits_agree() {
    let max = wobble::syntax::parser::MAX_NESTING;
    let mut bad = Vec::new();
    for n in [max - 1, max, max + 1] {
        let cases = [
            format!("axiom {}x{};", "(".repeat(n), ")".repeat(n)),
            format!("axiom m{}x{};", "[".repeat(n), "]".repeat(n)),
            format!("procedure p() {}{}", "{".repeat(n), "}".repeat(n)),
            format!("axiom x; /*{} */{}", "/*".repeat(n - 1), " */".repeat(n - 1)),
            format!("axiom {}|{{ A: return true; }}|{};", "(".repeat(n - 1), ")".repeat(n - 1)),
            // Closers without openers do not count below zero.
            format!("{} axiom {}x{};", ")".repeat(5), "(".repeat(n), ")".repeat(n)),
        ];
        for (i, c) in cases.iter().enumerate() {
            if let Some(d) = differ(c, &format!("depth{n}_{i}.bpl")) {
                bad.push(d);
            }
        }
    }
    let deep = format!("axiom {}x{};", "(".repeat(max + 1), ")".repeat(max + 1));
    assert!(parse_program(&deep, "deep.bpl").is_err(), "nesting beyond the limit must be rejected");
    let ok = format!("axiom {}x{};", "(".repeat(max - 1), ")".repeat(max - 1));
    assert!(parse_program(&ok, "ok.bpl").is_ok(), "nesting within the limit must be accepted");
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
}

/// `wobble parse --reference` uses the reference parser and prints the same as the default.
#[test]
fn cli_reference_flag_prints_the_same() {
    let bin = env!("CARGO_BIN_EXE_wobble");
    let fig1 = Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/E-triggers/fig1.bpl");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(bin).args(args).output().expect("run wobble");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let f = fig1.to_str().expect("utf-8 path");
    let fast = run(&["parse", f]);
    let reference = run(&["parse", "--reference", f]);
    assert_eq!(fast.0, Some(0));
    assert!(fast.1.contains("function h("), "unexpected output: {}", fast.1);
    assert_eq!(fast, reference);

    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.bpl");
    std::fs::write(&bad, "axiom a && b || c;\n").expect("write");
    let b = bad.to_str().expect("utf-8 path");
    let fast = run(&["parse", b]);
    let reference = run(&["parse", "--reference", b]);
    assert_eq!(fast.0, Some(2));
    assert!(fast.2.contains("bad.bpl:1:14: `&&` and `||` cannot be mixed"), "stderr: {}", fast.2);
    assert_eq!(fast, reference);
}
