//! The layer check (docs/architecture.md): reads every `crate::` and `super::` path in `src/`,
//! maps each file to its top-level module and that module to its layer, and fails on any import
//! from a lower layer to a higher one, on any import circle between top-level modules, and on any
//! import circle between the files of one module (`cli/reproduce.rs` using `cli/show.rs` and back:
//! the shared piece belongs in a file of its own). A path names the file of the longest module
//! path it starts with (`crate::cli::show::MutantArgs` names `cli/show.rs`). A module's own file
//! (`mod.rs`, or `x.rs` beside `x/`) declares its submodules and may use and re-export them:
//! those edges down are structure, not imports, and are left out of the file circles (an edge up,
//! from a submodule to its parent's items, is kept). Comments and string literals are not code
//! and are skipped. Run alone with `cargo test --release --test hermetic architecture` (CI runs it
//! first).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers, lowest first: (name, top-level modules, the layers it may import). A module may
/// import the modules of its own layer (without forming a circle) and of the layers it lists, which
/// all stand before it; never anything else. `transformation` and `verification` are siblings:
/// neither imports the other. `lib.rs` is the crate root, `main.rs` and `bin/` are binaries (they
/// use the crate as `wobble::`), all outside the layers. A new top-level module must be added here.
const LAYERS: &[(&str, &[&str], &[&str])] = &[
    ("util", &["util"], &[]),
    ("errors", &["error"], &["util"]),
    ("language", &["syntax"], &["util", "errors"]),
    ("transformation", &["mutation", "generation"], &["util", "errors", "language"]),
    ("verification", &["translate", "verifiers", "smt", "querylevel"], &["util", "errors", "language"]),
    ("statistics", &["stats"], &["util", "errors"]),
    ("store", &["store"], &["util", "errors", "verification"]),
    (
        "runs",
        &["runner", "campaign", "stability", "classify", "minimizer", "strength", "check", "explain"],
        &["util", "errors", "language", "transformation", "verification", "statistics", "store"],
    ),
    (
        "results",
        &["tables", "report"],
        &["util", "errors", "language", "transformation", "verification", "statistics", "store", "runs"],
    ),
    (
        "pipelines",
        &["pipeline"],
        &["util", "errors", "language", "transformation", "verification", "statistics", "store", "runs", "results"],
    ),
    (
        "cli",
        &["cli"],
        &[
            "util",
            "errors",
            "language",
            "transformation",
            "verification",
            "statistics",
            "store",
            "runs",
            "results",
            "pipelines",
        ],
    ),
];

/// The layer of a top-level module: its name and the layers it may import.
fn layer_of(module: &str) -> Option<(&'static str, &'static [&'static str])> {
    LAYERS.iter().find(|(_, ms, _)| ms.contains(&module)).map(|(name, _, may)| (*name, *may))
}

/// `text` with comments, string literals and character literals blanked out (newlines kept, so
/// line numbers stay right).
fn code_only(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |ch: char| if ch == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        if c[i] == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c[i] == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(c[i]));
                    i += 1;
                }
            }
        } else if c[i] == 'r'
            && (next == Some('"') || next == Some('#'))
            && (i == 0 || !is_ident(c[i - 1]) || (c[i - 1] == 'b' && (i < 2 || !is_ident(c[i - 2]))))
        {
            // raw string r"..." / r#"..."# / br"..."
            let mut j = i + 1;
            let mut hashes = 0;
            while c.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if c.get(j) != Some(&'"') {
                out.push(c[i]);
                i += 1;
                continue;
            }
            j += 1;
            while j < c.len() && !(c[j] == '"' && (0..hashes).all(|k| c.get(j + 1 + k) == Some(&'#'))) {
                j += 1;
            }
            let end = (j + 1 + hashes).min(c.len());
            out.extend(c[i..end].iter().map(|&ch| blank(ch)));
            i = end;
        } else if c[i] == '"' {
            let mut j = i + 1;
            while j < c.len() && c[j] != '"' {
                j += if c[j] == '\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(c.len());
            out.extend(c[i..end].iter().map(|&ch| blank(ch)));
            i = end;
        } else if c[i] == '\'' {
            // a character literal ('x', '\n', '\'', '\u{..}') or a lifetime ('a)
            let end = if next == Some('\\') {
                let mut j = i + 2;
                while j < c.len() && c[j] != '\'' {
                    j += 1;
                }
                j + 1
            } else if c.get(i + 2) == Some(&'\'') {
                i + 3
            } else {
                i + 1
            };
            let end = end.min(c.len());
            out.extend(c[i..end].iter().map(|&ch| blank(ch)));
            i = end;
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// The module path of a file under `src/` (`cli/mod.rs` → `[cli]`, `smt/cvc.rs` → `[smt, cvc]`).
fn module_path(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel.trim_end_matches(".rs").split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// One import of a top-level module: which one, and on which line.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Import {
    target: String,
    line: usize,
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The identifier starting at `i` (after white space), and where it ends.
fn ident_at(c: &[char], mut i: usize) -> (String, usize) {
    while i < c.len() && c[i].is_whitespace() {
        i += 1;
    }
    let start = i;
    while i < c.len() && is_ident(c[i]) {
        i += 1;
    }
    (c[start..i].iter().collect(), i)
}

/// Skips white space and `::` after `i`; true if `::` was there.
fn path_sep(c: &[char], mut i: usize) -> Option<usize> {
    while i < c.len() && c[i].is_whitespace() {
        i += 1;
    }
    (c.get(i) == Some(&':') && c.get(i + 1) == Some(&':')).then_some(i + 2)
}

/// The paths of the use tree that starts at `c[i]` (after a `::`): `a::b`, `{a, b::c}`, `*`, each
/// as its identifier segments (`self` and `*` end a path: they name what comes before them).
fn use_tree(c: &[char], mut i: usize) -> Vec<Vec<String>> {
    while i < c.len() && c[i].is_whitespace() {
        i += 1;
    }
    if c.get(i) == Some(&'{') {
        let mut out = Vec::new();
        let mut depth = 0;
        let mut j = i;
        let mut item_start = i + 1;
        while j < c.len() {
            match c[j] {
                '{' => depth += 1,
                '}' | ',' if depth == 1 => {
                    out.extend(use_tree(c, item_start));
                    item_start = j + 1;
                    if c[j] == '}' {
                        break;
                    }
                }
                '}' => depth -= 1,
                _ => {}
            }
            j += 1;
        }
        return out;
    }
    let (name, end) = ident_at(c, i);
    if name.is_empty() || name == "self" {
        return vec![Vec::new()];
    }
    match path_sep(c, end) {
        Some(after) => use_tree(c, after).into_iter().map(|rest| [vec![name.clone()], rest].concat()).collect(),
        None => vec![vec![name]],
    }
}

/// One path that a file uses: its segments from the crate root (`["cli", "show", "MutantArgs"]`)
/// and its line.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct PathUse {
    segments: Vec<String>,
    line: usize,
}

/// Every `crate::` path of the file `rel` (path under `src/`), and every `super::` path, resolved
/// from the crate root (a `super::` climbs from the file's module, inline `mod x { ... }` included).
fn paths(rel: &str, text: &str) -> Vec<PathUse> {
    let code = code_only(text);
    let c: Vec<char> = code.chars().collect();
    let line_of = |i: usize| c[..i].iter().filter(|&&ch| ch == '\n').count() + 1;
    let file_module = module_path(rel);
    // inline `mod name {`: (brace depth at which it opened, name)
    let mut inline_mods: Vec<(usize, String)> = Vec::new();
    let mut braces = 0usize;
    let mut found = Vec::new();
    let mut i = 0;
    while i < c.len() {
        match c[i] {
            '{' => {
                braces += 1;
                i += 1;
                continue;
            }
            '}' => {
                if inline_mods.last().is_some_and(|(d, _)| *d == braces) {
                    inline_mods.pop();
                }
                braces = braces.saturating_sub(1);
                i += 1;
                continue;
            }
            _ => {}
        }
        if !is_ident(c[i]) || (i > 0 && (is_ident(c[i - 1]) || c[i - 1] == '$')) {
            i += 1;
            continue;
        }
        let (word, end) = ident_at(&c, i);
        let start = i;
        i = end;
        if word == "mod" {
            let (name, after_name) = ident_at(&c, end);
            let mut j = after_name;
            while j < c.len() && c[j].is_whitespace() {
                j += 1;
            }
            if c.get(j) == Some(&'{') {
                inline_mods.push((braces + 1, name));
            }
            continue;
        }
        if word != "crate" && word != "super" {
            continue;
        }
        // the module the path starts from, and where its next segment begins
        let mut base: Vec<String> = if word == "crate" {
            Vec::new()
        } else {
            let mut here = file_module.clone();
            here.extend(inline_mods.iter().map(|(_, n)| n.clone()));
            here.pop();
            here
        };
        let Some(mut j) = path_sep(&c, end) else { continue };
        loop {
            let (w, e) = ident_at(&c, j);
            match (w.as_str(), path_sep(&c, e)) {
                ("super", Some(after)) if word == "super" => {
                    base.pop();
                    j = after;
                }
                _ => break,
            }
        }
        for rest in use_tree(&c, j) {
            found.push(PathUse { segments: [base.clone(), rest].concat(), line: line_of(start) });
        }
        i = j;
    }
    found
}

/// The top-level modules that the file `rel` (path under `src/`) imports through `crate::` paths
/// and through `super::` paths that climb to the crate root. Its own module is left out.
fn imports(rel: &str, text: &str) -> Vec<Import> {
    let own = module_path(rel).first().cloned().unwrap_or_default();
    let mut found: Vec<Import> = Vec::new();
    for p in paths(rel, text) {
        let Some(target) = p.segments.first().cloned() else { continue };
        let imp = Import { target, line: p.line };
        if imp.target != own && !found.contains(&imp) {
            found.push(imp);
        }
    }
    found
}

/// The files of `rel`'s own top-level module that it imports: each as its module path, with the
/// first line that imports it. A path names the file of the longest module path it starts with;
/// the file itself and its own submodules (edges down, see the module doc) are left out.
fn file_imports(rel: &str, text: &str, modules: &BTreeSet<Vec<String>>) -> BTreeMap<Vec<String>, usize> {
    let me = module_path(rel);
    let mut out: BTreeMap<Vec<String>, usize> = BTreeMap::new();
    for p in paths(rel, text) {
        if p.segments.first() != me.first() {
            continue;
        }
        let Some(target) = (1..=p.segments.len()).rev().map(|k| &p.segments[..k]).find(|m| modules.contains(*m)) else {
            continue;
        };
        if target.starts_with(&me) {
            continue;
        }
        out.entry(target.to_vec()).or_insert(p.line);
    }
    out
}

/// Every problem of `files` (path under `src/`, text): modules missing from [`LAYERS`], imports
/// up the layers, and circles between top-level modules. Empty when the layers hold.
fn check(files: &[(String, String)]) -> Vec<String> {
    let mut problems = Vec::new();
    // top-level module → imported module → first place
    let mut edges: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for (rel, text) in files {
        let module = module_path(rel).first().cloned().unwrap_or_default();
        if module == "lib" || module == "main" || module == "bin" {
            continue;
        }
        let Some((from_layer, may_import)) = layer_of(&module) else {
            problems.push(format!("src/{rel}: module `{module}` is in no layer (add it to LAYERS)"));
            continue;
        };
        for imp in imports(rel, text) {
            let place = format!("src/{rel}:{}", imp.line);
            match layer_of(&imp.target) {
                None => problems.push(format!("{place}: imports `{}`, which is in no layer", imp.target)),
                Some((to_layer, _)) if to_layer != from_layer && !may_import.contains(&to_layer) => {
                    problems.push(format!(
                        "{place}: `{module}` ({from_layer}) imports `{}` ({to_layer}), a layer it may not import",
                        imp.target
                    ))
                }
                Some(_) => {}
            }
            edges.entry(module.clone()).or_default().entry(imp.target).or_insert(place);
        }
    }
    for circle in circles(&edges) {
        let mut path = Vec::new();
        for w in circle.windows(2) {
            path.push(format!("{} → {} ({})", w[0], w[1], edges[&w[0]][&w[1]]));
        }
        problems.push(format!("import circle: {}", path.join(", ")));
    }
    problems.extend(file_circles(files));
    problems
}

/// The import circles between the files of one top-level module (see the module doc).
fn file_circles(files: &[(String, String)]) -> Vec<String> {
    let file_of: BTreeMap<Vec<String>, &str> = files.iter().map(|(rel, _)| (module_path(rel), rel.as_str())).collect();
    let modules: BTreeSet<Vec<String>> = file_of.keys().cloned().collect();
    // file → imported file → first place
    let mut edges: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for (rel, text) in files {
        for (target, line) in file_imports(rel, text, &modules) {
            let to = format!("src/{}", file_of[&target]);
            edges.entry(format!("src/{rel}")).or_default().insert(to, format!("src/{rel}:{line}"));
        }
    }
    circles(&edges)
        .into_iter()
        .map(|circle| {
            let path: Vec<String> = circle.windows(2).map(|w| format!("{} → {}", edges[&w[0]][&w[1]], w[1])).collect();
            format!("import circle between files: {}", path.join(", "))
        })
        .collect()
}

/// One circle (first module repeated at the end) for each strongly connected group of more than
/// one module.
fn circles(edges: &BTreeMap<String, BTreeMap<String, String>>) -> Vec<Vec<String>> {
    let reach = |from: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_string()];
        while let Some(m) = todo.pop() {
            for next in edges.get(&m).into_iter().flat_map(|t| t.keys()) {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for start in edges.keys() {
        if done.contains(start) || !reach(start).contains(start) {
            continue;
        }
        // shortest way back to `start` (breadth first)
        let mut prev: BTreeMap<String, String> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([start.clone()]);
        'search: while let Some(m) = queue.pop_front() {
            for next in edges.get(&m).into_iter().flat_map(|t| t.keys()) {
                if next == start {
                    prev.insert(start.clone(), m.clone());
                    break 'search;
                }
                if !prev.contains_key(next) {
                    prev.insert(next.clone(), m.clone());
                    queue.push_back(next.clone());
                }
            }
        }
        let mut circle = vec![start.clone()];
        let mut cur = prev[start].clone();
        while &cur != start {
            circle.push(cur.clone());
            cur = prev[&cur].clone();
        }
        circle.push(start.clone());
        circle.reverse();
        done.extend(circle.iter().cloned());
        out.push(circle);
    }
    out
}

/// Every `.rs` file under `dir`, as (path relative to `dir`, text).
fn read_tree(dir: &Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("cannot read {}: {e}", d.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(dir).unwrap().to_string_lossy().replace('\\', "/");
                files.push((rel, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    files.sort();
    files
}

#[test]
fn architecture_src_keeps_its_layers() {
    let files = read_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(files.len() > 100, "src/ should hold the crate ({} files read)", files.len());
    let problems = check(&files);
    assert!(problems.is_empty(), "the layers do not hold (docs/architecture.md):\n{}", problems.join("\n"));
}

#[test]
fn architecture_layer_table_is_sound() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (k, (layer, modules, may)) in LAYERS.iter().enumerate() {
        for m in *may {
            assert!(
                LAYERS[..k].iter().any(|(name, _, _)| name == m),
                "layer {layer} may import {m}, which is not a layer below it"
            );
        }
        for m in *modules {
            assert!(
                src.join(format!("{m}.rs")).is_file() || src.join(m).join("mod.rs").is_file(),
                "layer {layer} names `{m}`, which is no module of src/"
            );
        }
    }
}

#[test]
fn architecture_scanner_reads_use_trees_and_skips_comments_and_strings() {
    let text = r##"
//! see [`crate::cli`] (a doc link, not code)
use crate::syntax::ast::Program;
use crate::{
    error::{ErrorKind, HasKind},
    util::hash::hex,
};
use super::other;
fn f() -> String {
    let s = "crate::report::html";
    let r = r#"crate::tables"#;
    let q = '"'; let l: &'static str = "x";
    /* crate::campaign */
    crate::stats::mean(&[1.0]);
    format!("{}", q)
}
#[cfg(test)]
mod tests {
    use super::*;
    use super::super::super::runner::Job;
}
"##;
    let got: Vec<(String, usize)> = imports("smt/query.rs", text).into_iter().map(|i| (i.target, i.line)).collect();
    let want: Vec<(String, usize)> = [("syntax", 3), ("error", 4), ("util", 4), ("stats", 14), ("runner", 20)]
        .iter()
        .map(|(m, l)| (m.to_string(), *l))
        .collect();
    assert_eq!(got, want);
    // from a top-level file, one `super::` reaches the root
    let top: Vec<String> = imports("error.rs", "use super::util::hash::hex;\nuse crate::error::X;")
        .into_iter()
        .map(|i| i.target)
        .collect();
    assert_eq!(top, vec!["util"]);
}

#[test]
fn architecture_check_finds_upward_imports_circles_and_unknown_modules() {
    let files = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        list.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect()
    };
    let ok = files(&[("syntax/ast.rs", "use crate::util::hash::hex;"), ("cli/mod.rs", "use crate::tables::X;")]);
    assert_eq!(check(&ok), Vec::<String>::new());

    let sibling = check(&files(&[("smt/mutate.rs", "use crate::generation::rng::GenRng;")]));
    assert_eq!(
        sibling,
        vec!["src/smt/mutate.rs:1: `smt` (verification) imports `generation` (transformation), a layer it may not import"]
    );

    let up = check(&files(&[("strength/html.rs", "\n\nuse crate::report::html::escape;")]));
    assert_eq!(
        up,
        vec!["src/strength/html.rs:3: `strength` (runs) imports `report` (results), a layer it may not import"]
    );

    let circle = check(&files(&[
        ("campaign/groups.rs", "use crate::runner::X;"),
        ("runner/mod.rs", "use crate::stability::Y;"),
        ("stability/mod.rs", "use crate::campaign::Z;"),
    ]));
    assert_eq!(circle.len(), 1, "{circle:?}");
    assert!(circle[0].starts_with("import circle: campaign → runner (src/campaign/groups.rs:1)"), "{circle:?}");
    assert!(circle[0].contains("stability → campaign (src/stability/mod.rs:1)"), "{circle:?}");

    let unknown = check(&files(&[("plugins/mod.rs", ""), ("cli/mod.rs", "use crate::nowhere::X;")]));
    assert_eq!(unknown.len(), 2, "{unknown:?}");
    assert!(unknown[0].contains("`plugins` is in no layer"), "{unknown:?}");
    assert!(unknown[1].contains("imports `nowhere`, which is in no layer"), "{unknown:?}");
}

#[test]
fn architecture_check_finds_circles_between_files_of_one_module() {
    let files = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        list.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect()
    };
    // Two files that use each other, once through `super::` and once through `crate::`.
    let two = check(&files(&[
        ("cli/mod.rs", "mod reproduce; mod show;"),
        ("cli/reproduce.rs", "use super::show::MutantArgs;"),
        ("cli/show.rs", "\nfn f() { crate::cli::reproduce::seed_path(None, \"\"); }"),
    ]));
    assert_eq!(
        two,
        vec![
            "import circle between files: src/cli/reproduce.rs:1 → src/cli/show.rs, src/cli/show.rs:2 → src/cli/reproduce.rs"
        ]
    );
    // A use tree names each file it reaches; the item after the file's path is not a file.
    let tree = check(&files(&[
        ("tables/load.rs", "use super::{stability::is_stability_header, Origin};"),
        ("tables/stability.rs", "use super::load::{Duplicates, VersionConflict};"),
        ("tables/mod.rs", "pub struct Origin;"),
    ]));
    assert_eq!(tree.len(), 1, "{tree:?}");
    assert!(tree[0].contains("src/tables/load.rs:1 → src/tables/stability.rs"), "{tree:?}");
    // The module's own file may use its submodules, and they its items: no circle. So may two
    // files use a third, and a test module its own file.
    let fine = check(&files(&[
        ("cli/mod.rs", "pub use show::run; fn f() { self::show::g(); reproduce::h(); }"),
        ("cli/show.rs", "use super::{Global, common::args};\n#[cfg(test)]\nmod tests { use super::*; }"),
        ("cli/reproduce.rs", "use super::common::args; use crate::cli::Global;"),
        ("cli/common.rs", "pub fn args() {}"),
    ]));
    assert_eq!(fine, Vec::<String>::new());
    // A nested module's own file is a file like the others towards files outside it.
    let nested = check(&files(&[
        ("minimizer/smt/mod.rs", "use crate::minimizer::reduce::X;"),
        ("minimizer/reduce.rs", "use super::smt::terms::T;"),
        ("minimizer/smt/terms.rs", "use super::super::reduce::Y;"),
    ]));
    assert_eq!(nested.len(), 1, "{nested:?}");
    assert!(nested[0].starts_with("import circle between files: "), "{nested:?}");
    assert!(nested[0].contains("src/minimizer/reduce.rs:1 → src/minimizer/smt/terms.rs"), "{nested:?}");
}
