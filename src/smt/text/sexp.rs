//! Reading and printing the SMT-LIB 2 that Boogie logs with `/proverLog:FILE`: s-expressions of
//! symbols (simple or `|quoted|`), keywords (`:qid`), numerals, decimals, `#x`/`#b` literals and
//! strings, with `;` comments skipped. Bad input is a [`ReadError`] with its line and column,
//! never a panic; nesting is limited to [`MAX_DEPTH`] and the tree is dropped and printed
//! without recursion, so hostile input cannot overflow the stack.
//!
//! The printer writes one canonical form: atoms as read (a symbol keeps its bars if it had them),
//! lists with single spaces. `Sexp::to_string` ([`std::fmt::Display`]) of a command is one line.

use std::fmt;
use thiserror::Error;

/// The deepest nesting of parentheses the reader accepts (Boogie's VCs nest a few hundred deep).
pub const MAX_DEPTH: usize = 10_000;

/// Why a text is not a sequence of s-expressions.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ReadError {
    /// 1-based line of the offending character.
    pub line: usize,
    /// 1-based column (in characters) of the offending character.
    pub column: usize,
    pub message: String,
}

/// An SMT-LIB symbol. Its name never contains `|` or `\` (SMT-LIB cannot write those); `quoted`
/// records whether the source wrote it between bars, which the printer keeps.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol {
    name: String,
    quoted: bool,
}

impl Symbol {
    /// A symbol named `name`, written between bars only if it has to be. `None` if `name` is
    /// empty-and-unquotable or contains `|` or `\`.
    pub fn new(name: impl Into<String>) -> Option<Symbol> {
        let name = name.into();
        if name.contains(['|', '\\']) {
            return None;
        }
        Some(Symbol { name, quoted: false })
    }

    /// The name, without bars (`|T@[Int]Int|` → `T@[Int]Int`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the source wrote it between bars.
    pub fn quoted(&self) -> bool {
        self.quoted
    }

    /// Whether it is printed between bars (quoted in the source, or not a simple symbol).
    pub fn needs_bars(&self) -> bool {
        self.quoted || !is_simple_symbol(&self.name)
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.needs_bars() {
            write!(f, "|{}|", self.name)
        } else {
            f.write_str(&self.name)
        }
    }
}

/// One s-expression.
#[derive(Debug, PartialEq, Eq)]
pub enum Sexp {
    Symbol(Symbol),
    /// `:name`, stored without the colon.
    Keyword(String),
    /// Digits, as written.
    Numeral(String),
    /// `digits.digits`, as written.
    Decimal(String),
    /// The digits of `#x…`.
    Hexadecimal(String),
    /// The digits of `#b…`.
    Binary(String),
    /// The text between the quotes, as written (`""` stays doubled).
    String(String),
    List(Vec<Sexp>),
}

/// Characters allowed in simple symbols besides letters and digits.
const SYMBOL_PUNCT: &str = "~!@$%^&*_-+=<>.?/";

fn is_symbol_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || SYMBOL_PUNCT.contains(c)
}

/// Whether `s` can be written without bars: non-empty, letters, digits and `~!@$%^&*_-+=<>.?/`,
/// not starting with a digit.
pub fn is_simple_symbol(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if is_symbol_char(c) && !c.is_ascii_digit() => chars.all(is_symbol_char),
        _ => false,
    }
}

impl Sexp {
    /// An unquoted symbol atom (see [`Symbol::new`]).
    pub fn symbol(name: impl Into<String>) -> Option<Sexp> {
        Symbol::new(name).map(Sexp::Symbol)
    }

    /// The symbol, if this is one.
    pub fn as_symbol(&self) -> Option<&Symbol> {
        match self {
            Sexp::Symbol(s) => Some(s),
            _ => None,
        }
    }

    /// The symbol's name, if this is a symbol.
    pub fn symbol_name(&self) -> Option<&str> {
        self.as_symbol().map(Symbol::name)
    }

    /// The items, if this is a list.
    pub fn as_list(&self) -> Option<&[Sexp]> {
        match self {
            Sexp::List(v) => Some(v),
            _ => None,
        }
    }

    /// The items, mutably, if this is a list.
    pub fn as_list_mut(&mut self) -> Option<&mut Vec<Sexp>> {
        match self {
            Sexp::List(v) => Some(v),
            _ => None,
        }
    }

    /// The name of the symbol a list starts with (`(assert …)` → `assert`).
    pub fn head(&self) -> Option<&str> {
        self.as_list().and_then(|v| v.first()).and_then(Sexp::symbol_name)
    }
}

impl Clone for Sexp {
    fn clone(&self) -> Sexp {
        match self {
            Sexp::Symbol(s) => Sexp::Symbol(s.clone()),
            Sexp::Keyword(s) => Sexp::Keyword(s.clone()),
            Sexp::Numeral(s) => Sexp::Numeral(s.clone()),
            Sexp::Decimal(s) => Sexp::Decimal(s.clone()),
            Sexp::Hexadecimal(s) => Sexp::Hexadecimal(s.clone()),
            Sexp::Binary(s) => Sexp::Binary(s.clone()),
            Sexp::String(s) => Sexp::String(s.clone()),
            Sexp::List(v) => stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || Sexp::List(v.to_vec())),
        }
    }
}

/// Recursive walkers grow the stack by [`STACK_GROWTH`] when less than this is left.
pub(crate) const STACK_RED_ZONE: usize = 64 * 1024;
/// See [`STACK_RED_ZONE`].
pub(crate) const STACK_GROWTH: usize = 4 * 1024 * 1024;

impl Drop for Sexp {
    fn drop(&mut self) {
        // Flatten nested lists onto a heap stack so that dropping a deep tree does not recurse.
        let Sexp::List(items) = self else { return };
        if items.iter().all(|i| !matches!(i, Sexp::List(v) if !v.is_empty())) {
            return;
        }
        let mut stack = std::mem::take(items);
        while let Some(mut item) = stack.pop() {
            if let Sexp::List(inner) = &mut item {
                stack.append(inner);
            }
        }
    }
}

impl fmt::Display for Sexp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Iterative: a stack of (list, next index) frames.
        let mut stack: Vec<(&[Sexp], usize)> = Vec::new();
        write_atom_or_open(self, f, &mut stack)?;
        while let Some((items, next)) = stack.last_mut() {
            if *next == items.len() {
                stack.pop();
                f.write_str(")")?;
                continue;
            }
            let item = &items[*next];
            if *next > 0 {
                f.write_str(" ")?;
            }
            *next += 1;
            write_atom_or_open(item, f, &mut stack)?;
        }
        Ok(())
    }
}

fn write_atom_or_open<'a>(
    s: &'a Sexp,
    f: &mut fmt::Formatter<'_>,
    stack: &mut Vec<(&'a [Sexp], usize)>,
) -> fmt::Result {
    match s {
        Sexp::Symbol(sym) => write!(f, "{sym}"),
        Sexp::Keyword(k) => write!(f, ":{k}"),
        Sexp::Numeral(n) | Sexp::Decimal(n) => f.write_str(n),
        Sexp::Hexadecimal(h) => write!(f, "#x{h}"),
        Sexp::Binary(b) => write!(f, "#b{b}"),
        Sexp::String(s) => write!(f, "\"{s}\""),
        Sexp::List(items) => {
            f.write_str("(")?;
            stack.push((items, 0));
            Ok(())
        }
    }
}

/// What a token of SMT-LIB text is (see [`tokens`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Open,
    Close,
    /// A symbol (simple or `|quoted|`), keyword, numeral, decimal, `#x`/`#b` literal or string.
    Atom,
}

/// One token: its kind and its byte span in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub start: usize,
    pub end: usize,
}

impl Token {
    /// The token's text.
    pub fn text<'a>(&self, text: &'a str) -> &'a str {
        &text[self.start..self.end]
    }
}

/// The tokens of `text`, without building trees: the one lexer of SMT-LIB text, which
/// [`read_all`] builds on and the query level scans large logs with. Blanks and `;` comments
/// are skipped; a quoted symbol or string that is never closed, a `\` in a quoted symbol, and
/// an atom not followed by a delimiter are errors (atoms are otherwise checked by [`read_all`]).
pub fn tokens(text: &str) -> Tokens<'_> {
    Tokens { text, pos: 0, failed: false }
}

/// See [`tokens`].
pub struct Tokens<'a> {
    text: &'a str,
    pos: usize,
    failed: bool,
}

/// Whether a byte ends an atom.
fn is_delimiter(b: u8) -> bool {
    matches!(b, b'(' | b')' | b';') || b.is_ascii_whitespace()
}

/// The 1-based line and column (in characters) of byte `pos` of `text`.
fn position(text: &str, pos: usize) -> (usize, usize) {
    let before = &text[..pos];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

fn error_at(text: &str, pos: usize, message: String) -> ReadError {
    let (line, column) = position(text, pos);
    ReadError { line, column, message }
}

impl Tokens<'_> {
    fn scan(&mut self) -> Option<Result<Token, ReadError>> {
        let bytes = self.text.as_bytes();
        loop {
            match bytes.get(self.pos) {
                Some(b) if b.is_ascii_whitespace() => self.pos += 1,
                Some(b';') => match bytes[self.pos..].iter().position(|&b| b == b'\n') {
                    Some(n) => self.pos += n + 1,
                    None => self.pos = bytes.len(),
                },
                Some(_) => break,
                None => return None,
            }
        }
        let start = self.pos;
        let token = |kind, end| Token { kind, start, end };
        let fail = |pos: usize, m: &str| Some(Err(error_at(self.text, pos, m.to_string())));
        let end = match bytes[start] {
            b'(' => {
                self.pos += 1;
                return Some(Ok(token(TokenKind::Open, start + 1)));
            }
            b')' => {
                self.pos += 1;
                return Some(Ok(token(TokenKind::Close, start + 1)));
            }
            b'|' => match bytes[start + 1..].iter().position(|&b| b == b'|' || b == b'\\') {
                Some(n) if bytes[start + 1 + n] == b'|' => start + n + 2,
                Some(n) => return fail(start + 1 + n, "`\\` is not allowed in a quoted symbol"),
                None => return fail(start, "quoted symbol is never closed"),
            },
            b'"' => {
                let mut i = start + 1;
                loop {
                    match bytes[i..].iter().position(|&b| b == b'"') {
                        Some(n) if bytes.get(i + n + 1) == Some(&b'"') => i += n + 2,
                        Some(n) => break i + n + 1,
                        None => return fail(start, "string literal is never closed"),
                    }
                }
            }
            _ => bytes[start..]
                .iter()
                .position(|&b| is_delimiter(b) || b == b'|' || b == b'"')
                .map_or(bytes.len(), |n| start + n),
        };
        if let Some(&b) = bytes.get(end) {
            if !is_delimiter(b) {
                let c = self.text[end..].chars().next().unwrap_or('?');
                return fail(end, &format!("unexpected character `{}` after an atom", c.escape_default()));
            }
        }
        self.pos = end;
        Some(Ok(token(TokenKind::Atom, end)))
    }
}

impl Iterator for Tokens<'_> {
    type Item = Result<Token, ReadError>;

    /// The next token; after an error, nothing.
    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let t = self.scan();
        self.failed = matches!(t, Some(Err(_)));
        t
    }
}

/// The atom written `s` (a whole atom token), checked.
fn atom(s: &str) -> Result<Sexp, String> {
    let first = s.chars().next().ok_or("unexpected end of input")?;
    let digits = |d: &str, ok: fn(char) -> bool| !d.is_empty() && d.chars().all(ok);
    Ok(match first {
        '|' => Sexp::Symbol(Symbol { name: s[1..s.len() - 1].to_string(), quoted: true }),
        '"' => Sexp::String(s[1..s.len() - 1].to_string()),
        ':' => {
            let name = &s[1..];
            if name.is_empty() {
                return Err("keyword without a name after `:`".into());
            }
            if let Some(c) = name.chars().find(|&c| !is_symbol_char(c)) {
                return Err(format!("unexpected character `{}` after an atom", c.escape_default()));
            }
            Sexp::Keyword(name.to_string())
        }
        '#' => match (s.get(1..2), s.get(2..).unwrap_or("")) {
            (Some("x"), d) if digits(d, |c| c.is_ascii_hexdigit()) => Sexp::Hexadecimal(d.to_string()),
            (Some("x"), _) => return Err("`#x` without hexadecimal digits".into()),
            (Some("b"), d) if digits(d, |c| c == '0' || c == '1') => Sexp::Binary(d.to_string()),
            (Some("b"), _) => return Err("`#b` without binary digits".into()),
            _ => return Err("`#` must start `#x…` or `#b…`".into()),
        },
        c if c.is_ascii_digit() => match s.split_once('.') {
            None if digits(s, |c| c.is_ascii_digit()) => Sexp::Numeral(s.to_string()),
            Some((i, f)) if digits(i, |c| c.is_ascii_digit()) && digits(f, |c| c.is_ascii_digit()) => {
                Sexp::Decimal(s.to_string())
            }
            Some((i, "")) if digits(i, |c| c.is_ascii_digit()) => {
                return Err(format!("decimal `{i}.` has no digits after the point"))
            }
            _ => return Err(format!("`{s}` is not a number")),
        },
        c if is_symbol_char(c) => match s.chars().find(|&c| !is_symbol_char(c)) {
            None => Sexp::Symbol(Symbol { name: s.to_string(), quoted: false }),
            Some(c) => return Err(format!("unexpected character `{}` in a symbol", c.escape_default())),
        },
        c => return Err(format!("unexpected character `{}`", c.escape_default())),
    })
}

/// Reads every s-expression of `text` (comments and whitespace between them are skipped).
pub fn read_all(text: &str) -> Result<Vec<Sexp>, ReadError> {
    let mut out = Vec::new();
    // Open lists: their items so far, and where they were opened (for messages).
    let mut open: Vec<(Vec<Sexp>, usize)> = Vec::new();
    for t in tokens(text) {
        let t = t?;
        let item = match t.kind {
            TokenKind::Open => {
                if open.len() >= MAX_DEPTH {
                    return Err(error_at(text, t.start, format!("nesting deeper than {MAX_DEPTH}")));
                }
                open.push((Vec::new(), t.start));
                continue;
            }
            TokenKind::Close => {
                let Some((items, _)) = open.pop() else {
                    return Err(error_at(text, t.start, "`)` without a matching `(`".into()));
                };
                Sexp::List(items)
            }
            TokenKind::Atom => atom(t.text(text)).map_err(|m| error_at(text, t.start, m))?,
        };
        match open.last_mut() {
            Some((items, _)) => items.push(item),
            None => out.push(item),
        }
    }
    if let Some((_, start)) = open.last() {
        return Err(error_at(text, *start, "`(` is never closed".into()));
    }
    Ok(out)
}

/// Reads exactly one s-expression.
pub fn read_one(text: &str) -> Result<Sexp, ReadError> {
    let mut all = read_all(text)?;
    match all.len() {
        1 => Ok(all.remove(0)),
        n => Err(ReadError { line: 1, column: 1, message: format!("expected one s-expression, found {n}") }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(text: &str) -> String {
        read_all(text).unwrap().iter().map(|s| s.to_string()).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn atoms_round_trip() {
        let text = "(set-option :smt.RESTART_FACTOR |1.5|) ; comment\n(declare-fun |T@[Int]Int| () Int)\n\
                    (assert (! (= x #x0F #b01 1.50 0 \"a\"\"b\") :qid |fig1bpl.6:15| :lblpos +0))";
        assert_eq!(
            round(text),
            "(set-option :smt.RESTART_FACTOR |1.5|)\n(declare-fun |T@[Int]Int| () Int)\n\
             (assert (! (= x #x0F #b01 1.50 0 \"a\"\"b\") :qid |fig1bpl.6:15| :lblpos +0))"
        );
        let s = read_one("|x|").unwrap();
        assert_eq!(s.symbol_name(), Some("x"));
        assert_eq!(s.to_string(), "|x|");
        assert_eq!(read_one("(a (b c) ())").unwrap().head(), Some("a"));
    }

    #[test]
    fn errors_have_positions_and_never_panic() {
        let e = read_all("(a\n  (b |c").unwrap_err();
        assert_eq!((e.line, e.column), (2, 6), "{e}");
        let e = read_all("(a))").unwrap_err();
        assert_eq!((e.line, e.column), (1, 4));
        let e = read_all("(a\n(b)").unwrap_err();
        assert_eq!((e.line, e.column, e.message.as_str()), (1, 1, "`(` is never closed"));
        for bad in ["1abc", "#", "#xg", ":", "\"abc", "|a\\b|", "1.", "{", "(a |b|c)"] {
            assert!(read_all(bad).is_err(), "{bad}");
        }
        let deep = "(".repeat(MAX_DEPTH + 1);
        assert!(read_all(&deep).unwrap_err().message.contains("nesting"));
    }

    #[test]
    fn deep_trees_print_and_drop_without_recursion() {
        let n = MAX_DEPTH;
        let text = format!("{}x{}", "(".repeat(n), ")".repeat(n));
        let t = std::thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(move || {
                let s = read_all(&text).unwrap();
                let printed = s[0].to_string();
                let copy = s[0].clone();
                drop(s);
                drop(copy);
                printed == text
            })
            .unwrap();
        assert!(t.join().unwrap());
    }

    #[test]
    fn simple_symbols() {
        assert!(is_simple_symbol("+0") && is_simple_symbol("%lbl%@1") && is_simple_symbol("o@0"));
        assert!(!is_simple_symbol("0a") && !is_simple_symbol("") && !is_simple_symbol("a:b"));
        assert!(Symbol::new("a|b").is_none());
        assert_eq!(Symbol::new("T@[Int]Int").unwrap().to_string(), "|T@[Int]Int|");
    }
}
