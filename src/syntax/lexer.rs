//! Lexer for the fast Boogie parser: turns source text into tokens on demand (no token vector is
//! built, so memory stays proportional to the AST), with a small look-ahead buffer.
//!
//! The token classes follow `grammar/boogie.pest` exactly: identifiers may contain
//! `. $ # ' ? ^ _ \` ~` and a leading `\` escapes a keyword; numbers are `digits` optionally followed by
//! `bvN`, `.digits[e[-]digits]` or `e[-]digits` (each suffix only if it is complete); comments are
//! `//` lines and nested `/* */` blocks. Operators are read by maximal munch, which gives the same
//! result as the grammar's ordered choices. Positions are 1-based lines and columns in characters,
//! tracked incrementally while scanning.

use super::ast::Pos;

/// Keywords: words that can never be identifiers (the grammar's `keyword` rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kw {
    Assert,
    Assume,
    Async,
    Axiom,
    Bool,
    Break,
    Call,
    Complete,
    Const,
    Div,
    Else,
    Ensures,
    Exists,
    Extends,
    False,
    Forall,
    Free,
    Function,
    Goto,
    Havoc,
    If,
    Implementation,
    Int,
    Invariant,
    Lambda,
    Mod,
    Modifies,
    Old,
    Par,
    Procedure,
    Real,
    Requires,
    Return,
    Returns,
    Then,
    True,
    Type,
    Unique,
    Var,
    Where,
    While,
    Yield,
}

impl Kw {
    /// The keyword spelled by `word`, dispatched on the first letter (identifiers are far more
    /// common than keywords, and most of them are rejected by that first test).
    fn of(word: &[u8]) -> Option<Kw> {
        use Kw::*;
        let (&first, _) = word.split_first()?;
        if !(2..=14).contains(&word.len()) || !first.is_ascii_lowercase() {
            return None;
        }
        Some(match first {
            b'a' => match word {
                b"assert" => Assert,
                b"assume" => Assume,
                b"async" => Async,
                b"axiom" => Axiom,
                _ => return None,
            },
            b'b' => match word {
                b"bool" => Bool,
                b"break" => Break,
                _ => return None,
            },
            b'c' => match word {
                b"call" => Call,
                b"complete" => Complete,
                b"const" => Const,
                _ => return None,
            },
            b'd' => match word {
                b"div" => Div,
                _ => return None,
            },
            b'e' => match word {
                b"else" => Else,
                b"ensures" => Ensures,
                b"exists" => Exists,
                b"extends" => Extends,
                _ => return None,
            },
            b'f' => match word {
                b"false" => False,
                b"forall" => Forall,
                b"free" => Free,
                b"function" => Function,
                _ => return None,
            },
            b'g' => match word {
                b"goto" => Goto,
                _ => return None,
            },
            b'h' => match word {
                b"havoc" => Havoc,
                _ => return None,
            },
            b'i' => match word {
                b"if" => If,
                b"implementation" => Implementation,
                b"int" => Int,
                b"invariant" => Invariant,
                _ => return None,
            },
            b'l' => match word {
                b"lambda" => Lambda,
                _ => return None,
            },
            b'm' => match word {
                b"mod" => Mod,
                b"modifies" => Modifies,
                _ => return None,
            },
            b'o' => match word {
                b"old" => Old,
                _ => return None,
            },
            b'p' => match word {
                b"par" => Par,
                b"procedure" => Procedure,
                _ => return None,
            },
            b'r' => match word {
                b"real" => Real,
                b"requires" => Requires,
                b"return" => Return,
                b"returns" => Returns,
                _ => return None,
            },
            b't' => match word {
                b"then" => Then,
                b"true" => True,
                b"type" => Type,
                _ => return None,
            },
            b'u' => match word {
                b"unique" => Unique,
                _ => return None,
            },
            b'v' => match word {
                b"var" => Var,
                _ => return None,
            },
            b'w' => match word {
                b"where" => Where,
                b"while" => While,
                _ => return None,
            },
            b'y' => match word {
                b"yield" => Yield,
                _ => return None,
            },
            _ => return None,
        })
    }
}

/// Punctuation and operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sym {
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Comma,
    Semi,
    /// `:` (not followed by `:` or `=`)
    Colon,
    /// `::`
    ColonColon,
    /// `:=`
    Assign,
    /// `=` alone (type synonyms)
    Eq1,
    /// `|` alone (`par` separator, code expression brackets)
    Bar,
    /// `!` alone (prefix not)
    Bang,
    /// `¬`
    Not,
    Iff,
    Implies,
    Explies,
    And,
    Or,
    EqEq,
    Neq,
    Lt,
    Le,
    Gt,
    Ge,
    Subtype,
    Concat,
    Plus,
    Minus,
    Star,
    Pow,
    Slash,
    /// `∀`, `∃`, `λ`
    QForall,
    QExists,
    QLambda,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    Ident,
    /// An identifier written with a leading `\` (may spell a keyword).
    EscapedIdent,
    Kw(Kw),
    /// Digits with an optional `bvN` / decimal / exponent suffix.
    Number,
    /// A string literal, quotes included.
    Str,
    Sym(Sym),
    Eof,
    /// A character no token starts with.
    Bad,
}

/// One token: its class, where it starts, its length and its position, packed into two words so
/// that it travels in registers. (As a plain struct it was returned through memory and copied right
/// after being written field by field, which stalls the processor on store forwarding; the lexer ran
/// at half speed.) Layout: `a` = start | line << 32; `b` = col | len << 32 | class << 48.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Token {
    a: u64,
    b: u64,
}

/// Length recorded for a token of this length or more (only identifiers, numbers and strings can
/// be that long; [`Lexer::end`] measures them again).
const LONG: u64 = 0xFFFF;

impl Token {
    fn new(tok: Tok, start: usize, len: usize, pos: Pos) -> Token {
        let len = (len as u64).min(LONG);
        Token {
            a: start as u64 | (u64::from(pos.line) << 32),
            b: u64::from(pos.col) | (len << 32) | (tok.code() << 48),
        }
    }

    /// Whether this token is of class `t` (no decoding; `t.code()` folds for a constant `t`).
    #[inline]
    pub fn is(&self, t: Tok) -> bool {
        self.b >> 48 == t.code()
    }

    pub fn tok(&self) -> Tok {
        Tok::from_code(self.b >> 48)
    }

    pub fn start(&self) -> usize {
        (self.a & 0xFFFF_FFFF) as usize
    }

    fn len(&self) -> u64 {
        (self.b >> 32) & 0xFFFF
    }

    pub fn pos(&self) -> Pos {
        Pos { line: (self.a >> 32) as u32, col: (self.b & 0xFFFF_FFFF) as u32 }
    }
}

/// The keywords in declaration order (`Kw as u8` indexes this).
const KWS: [Kw; 42] = [
    Kw::Assert,
    Kw::Assume,
    Kw::Async,
    Kw::Axiom,
    Kw::Bool,
    Kw::Break,
    Kw::Call,
    Kw::Complete,
    Kw::Const,
    Kw::Div,
    Kw::Else,
    Kw::Ensures,
    Kw::Exists,
    Kw::Extends,
    Kw::False,
    Kw::Forall,
    Kw::Free,
    Kw::Function,
    Kw::Goto,
    Kw::Havoc,
    Kw::If,
    Kw::Implementation,
    Kw::Int,
    Kw::Invariant,
    Kw::Lambda,
    Kw::Mod,
    Kw::Modifies,
    Kw::Old,
    Kw::Par,
    Kw::Procedure,
    Kw::Real,
    Kw::Requires,
    Kw::Return,
    Kw::Returns,
    Kw::Then,
    Kw::True,
    Kw::Type,
    Kw::Unique,
    Kw::Var,
    Kw::Where,
    Kw::While,
    Kw::Yield,
];
/// The symbols in declaration order (`Sym as u8` indexes this).
const SYMS: [Sym; 36] = [
    Sym::LParen,
    Sym::RParen,
    Sym::LBracket,
    Sym::RBracket,
    Sym::LBrace,
    Sym::RBrace,
    Sym::Comma,
    Sym::Semi,
    Sym::Colon,
    Sym::ColonColon,
    Sym::Assign,
    Sym::Eq1,
    Sym::Bar,
    Sym::Bang,
    Sym::Not,
    Sym::Iff,
    Sym::Implies,
    Sym::Explies,
    Sym::And,
    Sym::Or,
    Sym::EqEq,
    Sym::Neq,
    Sym::Lt,
    Sym::Le,
    Sym::Gt,
    Sym::Ge,
    Sym::Subtype,
    Sym::Concat,
    Sym::Plus,
    Sym::Minus,
    Sym::Star,
    Sym::Pow,
    Sym::Slash,
    Sym::QForall,
    Sym::QExists,
    Sym::QLambda,
];

impl Tok {
    #[inline]
    fn code(self) -> u64 {
        match self {
            Tok::Ident => 0,
            Tok::EscapedIdent => 1,
            Tok::Number => 2,
            Tok::Str => 3,
            Tok::Eof => 4,
            Tok::Bad => 5,
            Tok::Kw(k) => 0x100 | k as u64,
            Tok::Sym(s) => 0x200 | s as u64,
        }
    }

    fn from_code(c: u64) -> Tok {
        let i = (c & 0xFF) as usize;
        match c >> 8 {
            1 => KWS.get(i).map_or(Tok::Bad, |&k| Tok::Kw(k)),
            2 => SYMS.get(i).map_or(Tok::Bad, |&s| Tok::Sym(s)),
            _ => match c {
                0 => Tok::Ident,
                1 => Tok::EscapedIdent,
                2 => Tok::Number,
                3 => Tok::Str,
                4 => Tok::Eof,
                _ => Tok::Bad,
            },
        }
    }
}

/// Character classes of bytes: bit 1 = may start an identifier, bit 2 = may continue one.
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let start =
            c.is_ascii_alphabetic() || matches!(c, b'^' | b'_' | b'`' | b'#' | b'$' | b'.' | b'\'' | b'?' | b'~');
        if start {
            t[b] = 3;
        } else if c.is_ascii_digit() {
            t[b] = 2;
        }
        b += 1;
    }
    t
};

/// Whether `b` may start an identifier (ASCII letters and `^ _ ` # $ . ' ? ~`).
fn ident_start(b: u8) -> bool {
    CLASS[b as usize] & 1 != 0
}

/// Whether `b` may continue an identifier (the above and digits).
fn ident_char(b: u8) -> bool {
    CLASS[b as usize] & 2 != 0
}

/// Size of the ring of tokens beyond the current one (a power of two); the parser looks at most
/// 5 tokens ahead (`[ nat : nat ]` for bit-vector extraction).
const LOOKAHEAD: usize = 8;
const MASK: usize = LOOKAHEAD - 1;

pub(crate) struct Lexer<'a> {
    text: &'a str,
    src: &'a [u8],
    /// Next byte to scan.
    at: usize,
    line: u32,
    line_start: usize,
    /// Whether the current line so far holds a non-ASCII byte (then columns count characters).
    line_non_ascii: bool,
    /// The next token (always scanned: most look-ahead is at this one token).
    cur: Token,
    /// Tokens after `cur`, scanned when the parser looks further ahead: a ring of `len` from `head`.
    buf: [Token; LOOKAHEAD],
    head: usize,
    len: usize,
    /// Set when a block comment is not closed, or comments or brackets nest deeper than allowed
    /// (the parser then fails; the reference parser words the error).
    pub error: Option<Pos>,
    /// Open brackets `( [ {` not yet closed, and the most allowed (as the reference parser's
    /// nesting pre-check counts them: outside comments and strings, closers saturating at 0).
    depth: usize,
    max_depth: usize,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str, max_depth: usize) -> Lexer<'a> {
        let eof = Token::new(Tok::Eof, 0, 0, Pos::default());
        let mut lx = Lexer {
            text: src,
            src: src.as_bytes(),
            at: 0,
            line: 1,
            line_start: 0,
            line_non_ascii: false,
            cur: eof,
            buf: [eof; LOOKAHEAD],
            head: 0,
            len: 0,
            error: None,
            depth: 0,
            max_depth,
        };
        lx.cur = lx.scan();
        lx
    }

    /// The token `k` places ahead (0 = the next one).
    #[inline]
    pub fn peek(&mut self, k: usize) -> Token {
        if k == 0 {
            return self.cur;
        }
        if k <= self.len {
            return self.buf[(self.head + k - 1) & MASK];
        }
        self.fill(k)
    }

    /// Scans tokens until the one `k` (>= 1) places ahead is buffered (at most [`LOOKAHEAD`]).
    #[inline(never)]
    fn fill(&mut self, k: usize) -> Token {
        let k = k.min(LOOKAHEAD);
        loop {
            let t = self.scan();
            self.buf[(self.head + self.len) & MASK] = t;
            self.len += 1;
            if self.len >= k {
                return t;
            }
        }
    }

    #[inline]
    pub fn next(&mut self) -> Token {
        let t = self.cur;
        self.advance();
        t
    }

    /// Moves the next token into `cur`.
    #[inline(never)]
    fn advance(&mut self) {
        self.cur = if self.len > 0 {
            let t = self.buf[self.head];
            self.head = (self.head + 1) & MASK;
            self.len -= 1;
            t
        } else {
            self.scan()
        };
    }

    /// The source text of a token.
    pub fn text(&self, t: &Token) -> &'a str {
        // Tokens start and end on character boundaries, so this never falls back.
        self.text.get(t.start()..self.end(t)).unwrap_or("")
    }

    /// Byte offset just past token `t`.
    pub fn end(&self, t: &Token) -> usize {
        let start = t.start();
        if t.len() != LONG {
            return start + t.len() as usize;
        }
        // Only these token classes can be this long; measure them again.
        match t.tok() {
            Tok::Number => self.number_end(start),
            Tok::Str => {
                let mut i = start + 1;
                loop {
                    match self.src.get(i) {
                        Some(b'"') => break i + 1,
                        Some(b'\\') if self.src.get(i + 1) == Some(&b'"') => i += 2,
                        Some(_) => i += 1,
                        None => break i,
                    }
                }
            }
            _ => {
                let mut i = start + 1;
                while self.src.get(i).is_some_and(|&c| ident_char(c)) {
                    i += 1;
                }
                i
            }
        }
    }

    /// The byte right after token `t` (for `|{` and `}|`, which must be written without a gap).
    pub fn byte_after(&self, t: &Token) -> Option<u8> {
        self.src.get(self.end(t)).copied()
    }

    /// Consumes one extra byte right after token `t`, which must be the last token taken with
    /// [`Lexer::next`] and must be followed by a non-newline ASCII byte (see [`Lexer::byte_after`]).
    /// The token scanned from that byte (the current one) is dropped and scanning resumes after
    /// the byte. Returns false (and changes nothing) if tokens beyond the current one were already
    /// scanned, which the parser never does.
    pub fn glue_byte_after(&mut self, t: &Token) -> bool {
        let end = self.end(t);
        if self.len > 0 || self.cur.start() != end {
            return false;
        }
        // A `{` glued this way was counted as an open bracket when `cur` was scanned.
        self.at = end + 1;
        self.cur = self.scan();
        true
    }

    fn pos_at(&self, off: usize) -> Pos {
        let col = if self.line_non_ascii {
            let s = self.src.get(self.line_start..off).unwrap_or(&[]);
            // Count UTF-8 characters: every byte that is not a continuation byte.
            s.iter().filter(|&&b| (b & 0xC0) != 0x80).count()
        } else {
            off - self.line_start
        };
        Pos { line: self.line, col: col as u32 + 1 }
    }

    fn open_bracket(&mut self, at: usize) {
        self.depth += 1;
        if self.depth > self.max_depth {
            let pos = self.pos_at(at);
            self.error.get_or_insert(pos);
        }
    }

    fn newline(&mut self, at: usize) {
        self.line += 1;
        self.line_start = at + 1;
        self.line_non_ascii = false;
    }

    /// Skips whitespace and comments.
    fn skip(&mut self) {
        let s = self.src;
        // Blanks and newlines, the bulk of what is skipped, in a tight loop over a local index.
        let mut at = self.at;
        loop {
            match s.get(at) {
                Some(b' ' | b'\t' | b'\r' | 0x0C) => at += 1,
                Some(b'\n') => {
                    self.line += 1;
                    self.line_start = at + 1;
                    self.line_non_ascii = false;
                    at += 1;
                }
                _ => break,
            }
        }
        self.at = at;
        while let Some(&b) = s.get(self.at) {
            match b {
                b' ' | b'\t' | b'\r' | 0x0C => self.at += 1,
                b'\n' => {
                    self.newline(self.at);
                    self.at += 1;
                }
                b'/' if s.get(self.at + 1) == Some(&b'/') => {
                    self.at += 2;
                    while let Some(&c) = s.get(self.at) {
                        if c == b'\n' {
                            break;
                        }
                        if c >= 0x80 {
                            self.line_non_ascii = true;
                        }
                        self.at += 1;
                    }
                }
                b'/' if s.get(self.at + 1) == Some(&b'*') => {
                    let open = self.pos_at(self.at);
                    self.at += 2;
                    let mut depth = 1usize;
                    loop {
                        match s.get(self.at) {
                            None => {
                                self.error.get_or_insert(open);
                                return;
                            }
                            Some(b'*') if s.get(self.at + 1) == Some(&b'/') => {
                                self.at += 2;
                                depth -= 1;
                                if depth == 0 {
                                    break;
                                }
                            }
                            Some(b'/') if s.get(self.at + 1) == Some(&b'*') => {
                                self.at += 2;
                                depth += 1;
                                if depth > self.max_depth {
                                    self.error.get_or_insert(open);
                                }
                            }
                            Some(b'\n') => {
                                self.newline(self.at);
                                self.at += 1;
                            }
                            Some(&c) => {
                                if c >= 0x80 {
                                    self.line_non_ascii = true;
                                }
                                self.at += 1;
                            }
                        }
                    }
                }
                _ => return,
            }
        }
    }

    fn digits(&self, mut i: usize) -> usize {
        while self.src.get(i).is_some_and(|b| b.is_ascii_digit()) {
            i += 1;
        }
        i
    }

    /// End of `e[-]digits` starting at `i` (which holds `e`), if complete.
    fn exponent(&self, i: usize) -> Option<usize> {
        if self.src.get(i) != Some(&b'e') {
            return None;
        }
        let mut j = i + 1;
        if self.src.get(j) == Some(&b'-') {
            j += 1;
        }
        let k = self.digits(j);
        (k > j).then_some(k)
    }

    fn number_end(&self, start: usize) -> usize {
        let s = self.src;
        let i = self.digits(start);
        match s.get(i) {
            Some(b'b') if s.get(i + 1) == Some(&b'v') => {
                let k = self.digits(i + 2);
                if k > i + 2 {
                    k
                } else {
                    i
                }
            }
            Some(b'.') => {
                let k = self.digits(i + 1);
                if k > i + 1 {
                    self.exponent(k).unwrap_or(k)
                } else {
                    i
                }
            }
            Some(b'e') => self.exponent(i).unwrap_or(i),
            _ => i,
        }
    }

    fn scan(&mut self) -> Token {
        self.skip();
        let start = self.at;
        let pos = self.pos_at(start);
        let s = self.src;
        let Some(&b) = s.get(start) else {
            return Token::new(Tok::Eof, start, 0, pos);
        };
        let at2 = |k: usize| s.get(start + k).copied().unwrap_or(0);
        let (tok, len) = if ident_start(b) {
            let mut i = start + 1;
            while s.get(i).is_some_and(|&c| ident_char(c)) {
                i += 1;
            }
            let word = s.get(start..i).unwrap_or(&[]);
            (Kw::of(word).map(Tok::Kw).unwrap_or(Tok::Ident), i - start)
        } else if b.is_ascii_digit() {
            (Tok::Number, self.number_end(start) - start)
        } else {
            use Sym::*;
            let sym = |x: Sym, n: usize| (Tok::Sym(x), n);
            match b {
                b'\\' if ident_start(at2(1)) => {
                    let mut i = start + 2;
                    while s.get(i).is_some_and(|&c| ident_char(c)) {
                        i += 1;
                    }
                    (Tok::EscapedIdent, i - start)
                }
                b'"' => {
                    let mut i = start + 1;
                    loop {
                        match s.get(i) {
                            Some(b'"') => break (Tok::Str, i + 1 - start),
                            Some(b'\\') if s.get(i + 1) == Some(&b'"') => i += 2,
                            Some(b'\n') | Some(b'\r') | None => break (Tok::Bad, 1),
                            Some(&c) => {
                                if c >= 0x80 {
                                    self.line_non_ascii = true;
                                }
                                i += 1
                            }
                        }
                    }
                }
                b'(' | b'[' | b'{' => {
                    self.open_bracket(start);
                    sym(
                        if b == b'(' {
                            LParen
                        } else if b == b'[' {
                            LBracket
                        } else {
                            LBrace
                        },
                        1,
                    )
                }
                b')' | b']' | b'}' => {
                    self.depth = self.depth.saturating_sub(1);
                    sym(
                        if b == b')' {
                            RParen
                        } else if b == b']' {
                            RBracket
                        } else {
                            RBrace
                        },
                        1,
                    )
                }
                b',' => sym(Comma, 1),
                b';' => sym(Semi, 1),
                b':' => match at2(1) {
                    b':' => sym(ColonColon, 2),
                    b'=' => sym(Assign, 2),
                    _ => sym(Colon, 1),
                },
                b'=' => match (at2(1), at2(2)) {
                    (b'=', b'>') => sym(Implies, 3),
                    (b'=', _) => sym(EqEq, 2),
                    _ => sym(Eq1, 1),
                },
                b'<' => match (at2(1), at2(2), at2(3)) {
                    (b'=', b'=', b'>') => sym(Iff, 4),
                    (b'=', b'=', _) => sym(Explies, 3),
                    (b'=', _, _) => sym(Le, 2),
                    (b':', _, _) => sym(Subtype, 2),
                    _ => sym(Lt, 1),
                },
                b'>' => match at2(1) {
                    b'=' => sym(Ge, 2),
                    _ => sym(Gt, 1),
                },
                b'!' => match at2(1) {
                    b'=' => sym(Neq, 2),
                    _ => sym(Bang, 1),
                },
                b'&' if at2(1) == b'&' => sym(And, 2),
                b'|' => match at2(1) {
                    b'|' => sym(Or, 2),
                    _ => sym(Bar, 1),
                },
                b'+' => match at2(1) {
                    b'+' => sym(Concat, 2),
                    _ => sym(Plus, 1),
                },
                b'-' => sym(Minus, 1),
                b'*' => match at2(1) {
                    b'*' => sym(Pow, 2),
                    _ => sym(Star, 1),
                },
                b'/' => sym(Slash, 1),
                0x80.. => {
                    self.line_non_ascii = true;
                    // `start` is a character boundary (every token ends on one).
                    let ch = self.text.get(start..).and_then(|r| r.chars().next());
                    match ch {
                        Some(c) => {
                            let n = c.len_utf8();
                            match c {
                                '\u{21d4}' => sym(Iff, n),
                                '\u{21d2}' => sym(Implies, n),
                                '\u{21d0}' => sym(Explies, n),
                                '\u{2227}' => sym(And, n),
                                '\u{2228}' => sym(Or, n),
                                '\u{2260}' => sym(Neq, n),
                                '\u{2264}' => sym(Le, n),
                                '\u{2265}' => sym(Ge, n),
                                '\u{00ac}' => sym(Not, n),
                                '\u{2200}' => sym(QForall, n),
                                '\u{2203}' => sym(QExists, n),
                                '\u{03bb}' => sym(QLambda, n),
                                _ => (Tok::Bad, n),
                            }
                        }
                        None => (Tok::Bad, 1),
                    }
                }
                _ => (Tok::Bad, 1),
            }
        };
        self.at = start + len;
        Token::new(tok, start, len, pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_classes_survive_packing() {
        let mut all = vec![Tok::Ident, Tok::EscapedIdent, Tok::Number, Tok::Str, Tok::Eof, Tok::Bad];
        all.extend(KWS.iter().map(|&k| Tok::Kw(k)));
        all.extend(SYMS.iter().map(|&s| Tok::Sym(s)));
        for (i, &k) in KWS.iter().enumerate() {
            assert_eq!(k as usize, i, "KWS out of declaration order at {k:?}");
        }
        for (i, &s) in SYMS.iter().enumerate() {
            assert_eq!(s as usize, i, "SYMS out of declaration order at {s:?}");
        }
        for t in all {
            let tok = Token::new(t, 123_456, 70_000, Pos { line: 4_000_000, col: 99_999 });
            assert_eq!(tok.tok(), t);
            assert_eq!(tok.start(), 123_456);
            assert_eq!(tok.len(), LONG);
            assert_eq!((tok.pos().line, tok.pos().col), (4_000_000, 99_999));
        }
    }

    #[test]
    fn long_tokens_are_measured_again() {
        let name = "x".repeat(70_000);
        let src = format!("{name} \"{name}\" {}", "7".repeat(70_000));
        let mut lx = Lexer::new(&src, 200);
        let a = lx.next();
        assert_eq!((a.tok(), lx.text(&a).len()), (Tok::Ident, 70_000));
        let b = lx.next();
        assert_eq!((b.tok(), lx.text(&b).len()), (Tok::Str, 70_002));
        let c = lx.next();
        assert_eq!((c.tok(), lx.text(&c).len()), (Tok::Number, 70_000));
        assert_eq!(lx.next().tok(), Tok::Eof);
    }
}
