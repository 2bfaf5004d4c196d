//! The user symbols of a query and their consistent renaming. A query's user symbols are the
//! sorts, functions and constants its declarations introduce (`declare-sort`, `declare-fun`,
//! `define-fun`, datatype names, constructors and selectors, `:named` labels), plus the variables
//! its binders introduce (`forall`, `exists`, `let`, definition parameters). Everything else —
//! theory symbols (`+`, `select`, `Int`), keywords and attribute values such as Boogie's
//! `:qid |file.3:15|`, `:skolemid`, `:lblpos` — is never touched; the terms inside `:pattern` and
//! `:no-pattern` are renamed like any other term.
//!
//! Renaming is scope-aware: a bound variable that shadows a global is renamed as the bound
//! variable, and sorts and functions live in separate namespaces as SMT-LIB says.

use super::script::{Command, DeclKind};
use super::sexp::{Sexp, Symbol, STACK_GROWTH, STACK_RED_ZONE};
use std::collections::{BTreeSet, HashMap};

/// The namespace of a declared symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SymbolKind {
    /// A sort (`declare-sort`, `define-sort`, a datatype).
    Sort,
    /// A function of one or more arguments (also datatype constructors with fields, selectors).
    Function,
    /// A nullary function (a constant, a `:named` label, a constructor without fields).
    Constant,
}

/// A symbol a query declares.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Declared {
    pub kind: SymbolKind,
    pub name: String,
}

/// Every symbol declared by `commands`, in order of declaration (first occurrence only).
pub fn declared_symbols(commands: &[Command]) -> Vec<Declared> {
    let mut out: Vec<Declared> = Vec::new();
    let mut seen = BTreeSet::new();
    let mut add = |kind: SymbolKind, name: &str| {
        if seen.insert((kind == SymbolKind::Sort, name.to_string())) {
            out.push(Declared { kind, name: name.to_string() });
        }
    };
    for c in commands {
        match c {
            Command::Declare { kind, command } => {
                let items = command.as_list().unwrap_or_default();
                declared_by(*kind, items, &mut add);
            }
            Command::Assert(t) => named_labels(t, &mut |n| add(SymbolKind::Constant, n)),
            _ => {}
        }
    }
    out
}

fn arity_kind(args: Option<&Sexp>) -> SymbolKind {
    match args.and_then(Sexp::as_list) {
        Some(a) if !a.is_empty() => SymbolKind::Function,
        _ => SymbolKind::Constant,
    }
}

fn declared_by(kind: DeclKind, items: &[Sexp], add: &mut impl FnMut(SymbolKind, &str)) {
    let name = items.get(1).and_then(Sexp::symbol_name);
    match kind {
        DeclKind::DeclareSort | DeclKind::DefineSort => {
            if let Some(n) = name {
                add(SymbolKind::Sort, n)
            }
        }
        DeclKind::DeclareFun | DeclKind::DefineFun | DeclKind::DefineFunRec => {
            if let Some(n) = name {
                add(arity_kind(items.get(2)), n)
            }
        }
        DeclKind::DeclareConst => {
            if let Some(n) = name {
                add(SymbolKind::Constant, n)
            }
        }
        DeclKind::DefineFunsRec => {
            for decl in items.get(1).and_then(Sexp::as_list).unwrap_or_default() {
                let d = decl.as_list().unwrap_or_default();
                if let Some(n) = d.first().and_then(Sexp::symbol_name) {
                    add(arity_kind(d.get(1)), n);
                }
            }
        }
        DeclKind::DeclareDatatype => {
            if let Some(n) = name {
                add(SymbolKind::Sort, n);
            }
            constructors(items.get(2), add);
        }
        DeclKind::DeclareDatatypes => {
            let sorts = items.get(1).and_then(Sexp::as_list).unwrap_or_default();
            let bodies = items.get(2).and_then(Sexp::as_list).unwrap_or_default();
            if sorts.iter().all(|s| s.as_list().is_some()) {
                // SMT-LIB 2.6: ((D 0) ...) ((ctor ...) ...).
                for s in sorts {
                    if let Some(n) = s.as_list().and_then(|l| l.first()).and_then(Sexp::symbol_name) {
                        add(SymbolKind::Sort, n);
                    }
                }
                for b in bodies {
                    constructors(Some(b), add);
                }
            } else {
                // The 2.5 form z3 also reads: (params) ((D ctor ...) ...).
                for b in bodies {
                    let d = b.as_list().unwrap_or_default();
                    if let Some(n) = d.first().and_then(Sexp::symbol_name) {
                        add(SymbolKind::Sort, n);
                    }
                    for c in d.iter().skip(1) {
                        constructor(c, add);
                    }
                }
            }
        }
    }
}

/// The constructors of one datatype body: `((c (s S)) …)` or `(par (X) ((c …) …))`.
fn constructors(body: Option<&Sexp>, add: &mut impl FnMut(SymbolKind, &str)) {
    let Some(items) = body.and_then(Sexp::as_list) else { return };
    let ctors = match items.first().and_then(Sexp::symbol_name) {
        Some("par") => items.get(2).and_then(Sexp::as_list).unwrap_or_default(),
        _ => items,
    };
    for c in ctors {
        constructor(c, add);
    }
}

fn constructor(c: &Sexp, add: &mut impl FnMut(SymbolKind, &str)) {
    if let Some(n) = c.symbol_name() {
        add(SymbolKind::Constant, n);
        return;
    }
    let items = c.as_list().unwrap_or_default();
    if let Some(n) = items.first().and_then(Sexp::symbol_name) {
        add(if items.len() > 1 { SymbolKind::Function } else { SymbolKind::Constant }, n);
    }
    for sel in items.iter().skip(1) {
        if let Some(n) = sel.as_list().and_then(|l| l.first()).and_then(Sexp::symbol_name) {
            add(SymbolKind::Function, n);
        }
    }
}

/// Calls `f` on the name of every `(! … :named NAME)` inside `t`.
fn named_labels(t: &Sexp, f: &mut impl FnMut(&str)) {
    let Some(items) = t.as_list() else { return };
    if items.first().and_then(Sexp::symbol_name) == Some("!") {
        for pair in items[1..].windows(2) {
            if let [Sexp::Keyword(k), v] = pair {
                if k == "named" {
                    if let Some(n) = v.symbol_name() {
                        f(n);
                    }
                }
            }
        }
    }
    stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
        for i in items {
            named_labels(i, f);
        }
    });
}

/// Every symbol name occurring anywhere in `commands` (declared or not, attribute values too).
pub fn all_symbol_names(commands: &[Command]) -> BTreeSet<String> {
    fn walk(s: &Sexp, out: &mut BTreeSet<String>) {
        match s {
            Sexp::Symbol(sym) => {
                out.insert(sym.name().to_string());
            }
            Sexp::List(items) => stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
                for i in items {
                    walk(i, out);
                }
            }),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    for c in commands {
        match c {
            Command::Declare { command: s, .. } | Command::Assert(s) => walk(s, &mut out),
            Command::SetOption { value, .. } => walk(value, &mut out),
            Command::Push(_) | Command::Pop(_) => {}
        }
    }
    out
}

/// The symbols of `commands` that name something: in terms (`:pattern` terms and `:named` labels
/// included), sorts, declarations and the indices of indexed identifiers; not the values of other
/// attributes (Boogie's `:qid`, `:skolemid`) nor of options, which are names of nothing. After a
/// renaming, no old name may be among them.
pub fn named_symbols(commands: &[Command]) -> BTreeSet<String> {
    fn walk(s: &Sexp, out: &mut BTreeSet<String>) {
        match s {
            Sexp::Symbol(sym) => {
                out.insert(sym.name().to_string());
            }
            Sexp::List(items) => stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
                let annotated = items.first().and_then(Sexp::symbol_name) == Some("!");
                let mut skip_value = false;
                for i in items {
                    match i {
                        Sexp::Keyword(k) if annotated => {
                            skip_value = !matches!(k.as_str(), "pattern" | "no-pattern" | "named");
                        }
                        _ if std::mem::take(&mut skip_value) => {}
                        _ => walk(i, out),
                    }
                }
            }),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    for c in commands {
        match c {
            Command::Declare { command: s, .. } | Command::Assert(s) => walk(s, &mut out),
            Command::SetOption { .. } | Command::Push(_) | Command::Pop(_) => {}
        }
    }
    out
}

/// Every variable-binding occurrence in `commands` (quantified, `let`, definition parameters),
/// in walk order: how many fresh names a renaming of bound variables needs, and which names.
pub fn bound_variables(commands: &[Command]) -> Vec<String> {
    let mut out = Vec::new();
    let mut copy = commands.to_vec();
    Renamer::new(HashMap::new(), HashMap::new(), |old: &str| {
        out.push(old.to_string());
        None
    })
    .rename(&mut copy);
    out
}

/// A consistent renaming of a command list: `globals` maps function/constant names,
/// `sorts` maps sort names, and `bound` gives each binding occurrence of a variable its new name
/// (`None` keeps it). The caller guarantees that new names are fresh.
pub struct Renamer<F: FnMut(&str) -> Option<String>> {
    globals: HashMap<String, String>,
    sorts: HashMap<String, String>,
    bound: F,
    /// Bound variables in scope: (old name, new name), innermost last.
    scope: Vec<(String, String)>,
}

fn set_name(s: &mut Sexp, new: &str) {
    if let Some(sym) = Symbol::new(new) {
        *s = Sexp::Symbol(sym);
    }
}

impl<F: FnMut(&str) -> Option<String>> Renamer<F> {
    pub fn new(globals: HashMap<String, String>, sorts: HashMap<String, String>, bound: F) -> Renamer<F> {
        Renamer { globals, sorts, bound, scope: Vec::new() }
    }

    /// Renames every command in place.
    pub fn rename(&mut self, commands: &mut [Command]) {
        for c in commands {
            match c {
                Command::Declare { kind, command } => self.declaration(*kind, command),
                Command::Assert(t) => self.term(t),
                Command::SetOption { .. } | Command::Push(_) | Command::Pop(_) => {}
            }
        }
    }

    fn global(&self, s: &mut Sexp) {
        if let Some(new) = s.symbol_name().and_then(|n| self.globals.get(n)) {
            let new = new.clone();
            set_name(s, &new);
        }
    }

    fn sort_name(&self, s: &mut Sexp) {
        if let Some(new) = s.symbol_name().and_then(|n| self.sorts.get(n)) {
            let new = new.clone();
            set_name(s, &new);
        }
    }

    /// A sort expression: `S`, `(Array S T)`, `(_ BitVec 32)`.
    fn sort(&self, s: &mut Sexp) {
        match s {
            Sexp::Symbol(_) => self.sort_name(s),
            Sexp::List(items) => {
                if items.first().and_then(Sexp::symbol_name) == Some("_") {
                    return;
                }
                stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
                    for i in items.iter_mut() {
                        self.sort(i);
                    }
                })
            }
            _ => {}
        }
    }

    /// Binds a variable: records (old, new) in scope and renames the binding occurrence.
    fn bind(&mut self, var: &mut Sexp) {
        let Some(old) = var.symbol_name().map(str::to_string) else { return };
        let new = (self.bound)(&old).unwrap_or_else(|| old.clone());
        if new != old {
            set_name(var, &new);
        }
        self.scope.push((old, new));
    }

    /// `((x S) …)` sorted variables: binds each and renames its sort.
    fn sorted_vars(&mut self, vars: &mut Sexp) {
        for v in vars.as_list_mut().map(|v| v.iter_mut()).into_iter().flatten() {
            if let Some([name, sort]) = v.as_list_mut().map(|l| &mut l[..]) {
                self.sort(sort);
                self.bind(name);
            }
        }
    }

    fn declaration(&mut self, kind: DeclKind, command: &mut Sexp) {
        let mark = self.scope.len();
        let Some(items) = command.as_list_mut() else { return };
        match kind {
            DeclKind::DeclareSort => {
                if let Some(n) = items.get_mut(1) {
                    self.sort_name(n)
                }
            }
            DeclKind::DefineSort => {
                // (define-sort S (params) body): params are sort variables, left alone.
                let params: Vec<String> = items
                    .get(2)
                    .and_then(Sexp::as_list)
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|p| p.symbol_name().map(str::to_string))
                    .collect();
                if let Some(n) = items.get_mut(1) {
                    self.sort_name(n);
                }
                if let Some(body) = items.get_mut(3) {
                    let shadowed: Vec<(String, String)> =
                        params.iter().filter_map(|p| self.sorts.remove_entry(p)).collect();
                    self.sort(body);
                    self.sorts.extend(shadowed);
                }
            }
            DeclKind::DeclareFun => {
                if let Some(n) = items.get_mut(1) {
                    self.global(n);
                }
                for s in items.iter_mut().skip(2) {
                    self.sort(s);
                }
            }
            DeclKind::DeclareConst => {
                if let Some(n) = items.get_mut(1) {
                    self.global(n);
                }
                if let Some(s) = items.get_mut(2) {
                    self.sort(s);
                }
            }
            DeclKind::DefineFun | DeclKind::DefineFunRec => {
                // (define-fun f ((x S) …) R body)
                if let [_, name, params, result, body, ..] = &mut items[..] {
                    self.global(name);
                    self.sort(result);
                    self.sorted_vars(params);
                    self.term(body);
                }
            }
            DeclKind::DefineFunsRec => {
                // (define-funs-rec ((f ((x S) …) R) …) (body …)): body i sees f_i's parameters.
                let (decls, bodies) = match &mut items[..] {
                    [_, d, b, ..] => (d, b),
                    _ => return,
                };
                let decls = decls.as_list_mut().map(|v| &mut v[..]).unwrap_or_default();
                let bodies = bodies.as_list_mut().map(|v| &mut v[..]).unwrap_or_default();
                for (i, d) in decls.iter_mut().enumerate() {
                    let Some([name, params, result]) = d.as_list_mut().map(|l| &mut l[..]) else { continue };
                    self.global(name);
                    self.sort(result);
                    let m = self.scope.len();
                    self.sorted_vars(params);
                    if let Some(b) = bodies.get_mut(i) {
                        self.term(b);
                    }
                    self.scope.truncate(m);
                }
            }
            DeclKind::DeclareDatatype | DeclKind::DeclareDatatypes => {
                // Datatype names, constructors and selectors are globals/sorts; field sorts are
                // sorts. Names are renamed wherever they occur as symbols of the declaration.
                for i in items.iter_mut().skip(1) {
                    self.datatype_part(i);
                }
            }
        }
        self.scope.truncate(mark);
    }

    fn datatype_part(&self, s: &mut Sexp) {
        match s {
            Sexp::Symbol(sym) => {
                let n = sym.name();
                if let Some(new) = self.sorts.get(n).or_else(|| self.globals.get(n)) {
                    let new = new.clone();
                    set_name(s, &new);
                }
            }
            Sexp::List(items) => stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
                for i in items.iter_mut() {
                    self.datatype_part(i);
                }
            }),
            _ => {}
        }
    }

    /// A variable or global reference.
    fn reference(&self, s: &mut Sexp) {
        let Some(n) = s.symbol_name() else { return };
        match self.scope.iter().rev().find(|(old, _)| old == n) {
            Some((old, new)) => {
                if old != new {
                    let new = new.clone();
                    set_name(s, &new);
                }
            }
            None => {
                if let Some(rest) = n.strip_prefix("is-") {
                    // A datatype tester of a renamed constructor.
                    if let Some(new) = self.globals.get(rest) {
                        let new = format!("is-{new}");
                        set_name(s, &new);
                        return;
                    }
                }
                self.global(s)
            }
        }
    }

    fn term(&mut self, t: &mut Sexp) {
        stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || self.term_here(t))
    }

    fn term_here(&mut self, t: &mut Sexp) {
        let Sexp::List(items) = t else {
            self.reference(t);
            return;
        };
        let head = items.first().and_then(Sexp::symbol_name).map(str::to_string);
        match head.as_deref() {
            Some("forall" | "exists" | "lambda") if items.len() == 3 => {
                let mark = self.scope.len();
                self.sorted_vars(&mut items[1]);
                self.term(&mut items[2]);
                self.scope.truncate(mark);
            }
            Some("let") if items.len() == 3 => {
                // Parallel let: the bound terms see the outer scope.
                if let Some(bindings) = items[1].as_list_mut() {
                    for b in bindings.iter_mut() {
                        if let Some([_, value]) = b.as_list_mut().map(|l| &mut l[..]) {
                            self.term(value);
                        }
                    }
                }
                let mark = self.scope.len();
                if let Some(bindings) = items[1].as_list_mut() {
                    for b in bindings.iter_mut() {
                        if let Some([var, _]) = b.as_list_mut().map(|l| &mut l[..]) {
                            self.bind(var);
                        }
                    }
                }
                self.term(&mut items[2]);
                self.scope.truncate(mark);
            }
            Some("!") => {
                if let Some(body) = items.get_mut(1) {
                    self.term(body);
                }
                let mut i = 2;
                while i < items.len() {
                    let key = match &items[i] {
                        Sexp::Keyword(k) => Some(k.clone()),
                        _ => None,
                    };
                    if let (Some(k), Some(v)) = (key, items.get_mut(i + 1)) {
                        match k.as_str() {
                            "pattern" | "no-pattern" => {
                                // `:pattern (t1 t2)` is a list of terms; `:no-pattern t` one term.
                                if k == "pattern" {
                                    for p in v.as_list_mut().map(|v| v.iter_mut()).into_iter().flatten() {
                                        self.term(p);
                                    }
                                } else {
                                    self.term(v);
                                }
                            }
                            "named" => self.global(v),
                            _ => {}
                        }
                        i += 2;
                    } else {
                        i += 1;
                    }
                }
            }
            Some("as") if items.len() == 3 => {
                self.term(&mut items[1]);
                self.sort(&mut items[2]);
            }
            Some("_") => {
                // An indexed identifier: theory symbols and numerals, except the datatype tester
                // `(_ is C)`, z3's field update `(_ update-field s)`, array map `(_ map f)` and
                // `(_ as-array f)`, whose index names a constructor, a selector or a function.
                if let [_, Sexp::Symbol(op), name] = &mut items[..] {
                    if matches!(op.name(), "is" | "update-field" | "map" | "as-array") {
                        self.global(name);
                    }
                }
            }
            _ => {
                for i in items.iter_mut() {
                    self.term(i);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::sexp::read_all;

    fn commands(text: &str) -> Vec<Command> {
        read_all(text).unwrap().into_iter().filter_map(|s| Command::from_sexp(s).unwrap()).collect()
    }

    fn show(cs: &[Command]) -> String {
        cs.iter().map(|c| c.to_string()).collect::<Vec<_>>().join("\n")
    }

    const Q: &str = "(declare-sort |T@U| 0)\n(declare-fun h (Int) |T@U|)\n(declare-fun a () Int)\n\
        (assert (forall ((x Int) (a Int)) (! (= (h x) (h a)) :qid |q.1:2| :pattern ((h x)))))\n\
        (assert (let ((x (h a)) (y a)) (= x (h y))))";

    #[test]
    fn finds_declared_and_bound_symbols() {
        let cs = commands(Q);
        let d = declared_symbols(&cs);
        let names: Vec<(SymbolKind, &str)> = d.iter().map(|d| (d.kind, d.name.as_str())).collect();
        assert_eq!(names, vec![(SymbolKind::Sort, "T@U"), (SymbolKind::Function, "h"), (SymbolKind::Constant, "a")]);
        assert_eq!(bound_variables(&cs), vec!["x", "a", "x", "y"]);
        assert!(all_symbol_names(&cs).contains("q.1:2"));
    }

    #[test]
    fn renames_consistently_with_scopes() {
        let mut cs = commands(Q);
        let globals = HashMap::from([("h".to_string(), "f0".to_string()), ("a".to_string(), "k0".to_string())]);
        let sorts = HashMap::from([("T@U".to_string(), "S0".to_string())]);
        let mut n = 0;
        let mut r = Renamer::new(globals, sorts, |_: &str| {
            n += 1;
            Some(format!("x{n}"))
        });
        r.rename(&mut cs);
        assert_eq!(
            show(&cs),
            "(declare-sort S0 0)\n(declare-fun f0 (Int) S0)\n(declare-fun k0 () Int)\n\
             (assert (forall ((x1 Int) (x2 Int)) (! (= (f0 x1) (f0 x2)) :qid |q.1:2| :pattern ((f0 x1)))))\n\
             (assert (let ((x3 (f0 k0)) (x4 k0)) (= x3 (f0 x4))))"
        );
    }

    #[test]
    fn definitions_and_datatypes() {
        let text = "(declare-datatypes ((L 0)) (((nil) (cons (hd Int) (tl L)))))\n\
                    (define-fun len1 ((l L)) Int (ite (is-cons l) 1 0))\n(assert (! (= (len1 nil) 0) :named lab))";
        let cs = commands(text);
        let d: Vec<String> = declared_symbols(&cs).into_iter().map(|d| d.name).collect();
        assert_eq!(d, vec!["L", "nil", "cons", "hd", "tl", "len1", "lab"]);
        let mut cs = cs;
        let globals: HashMap<String, String> =
            ["nil", "cons", "hd", "tl", "len1", "lab"].iter().map(|n| (n.to_string(), format!("g_{n}"))).collect();
        let sorts = HashMap::from([("L".to_string(), "S".to_string())]);
        Renamer::new(globals, sorts, |_: &str| Some("v".into())).rename(&mut cs);
        assert_eq!(
            show(&cs),
            "(declare-datatypes ((S 0)) (((g_nil) (g_cons (g_hd Int) (g_tl S)))))\n\
             (define-fun g_len1 ((v S)) Int (ite (is-g_cons v) 1 0))\n(assert (! (= (g_len1 g_nil) 0) :named g_lab))"
        );
    }

    /// Verus writes testers as `(_ is C)` and names with `!`, `.` and `/`: the tester's
    /// constructor is renamed with its declaration (z3 rejects an unknown one).
    #[test]
    fn indexed_testers_follow_their_constructor() {
        let text = "(declare-datatypes ((core!option.Option. 0)) (((core!option.Option./None) \
                    (core!option.Option./Some (core!option.Option./Some/0 Int)))))\n\
                    (declare-const o core!option.Option.)\n\
                    (assert (! ((_ is core!option.Option./Some) o) :qid core!option.Option./Some :weight 3))\n\
                    (assert (= ((_ update-field core!option.Option./Some/0) o 1) o))";
        let mut cs = commands(text);
        let globals: HashMap<String, String> = declared_symbols(&cs)
            .into_iter()
            .filter(|d| d.kind != SymbolKind::Sort)
            .enumerate()
            .map(|(i, d)| (d.name, format!("g{i}")))
            .collect();
        let sorts = HashMap::from([("core!option.Option.".to_string(), "S".to_string())]);
        let olds: Vec<String> = globals.keys().chain(sorts.keys()).cloned().collect();
        Renamer::new(globals, sorts, |_: &str| None).rename(&mut cs);
        let shown = show(&cs);
        assert!(shown.contains("((_ is g1) g3)") && shown.contains("((_ update-field g2) g3 1)"), "{shown}");
        // The qid, an attribute value, keeps its text; no old name is left where names are.
        assert!(shown.contains(":qid core!option.Option./Some"), "{shown}");
        let named = named_symbols(&cs);
        assert!(olds.iter().all(|o| !named.contains(o)), "{named:?}");
        assert!(named_symbols(&commands(text)).contains("core!option.Option./Some"));
    }
}
