//! Parse errors: the [`ParseError`] type, readable messages from pest's expected-rule lists, and
//! the nesting pre-check that keeps hostile input from overflowing the stack.

use super::Rule;
use crate::error::{ErrorKind, HasKind};

/// A parse error with its location, displayed as `FILE:LINE:COL: expected ...`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{col}: {message}")]
pub struct ParseError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl HasKind for ParseError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// A word for what a grammar rule stands for, as a person would say it in "expected ...".
fn rule_word(r: Rule) -> &'static str {
    use Rule::*;
    match r {
        ident | name_expr => "identifier",
        attr_name => "attribute name",
        number | nat | float_lit => "number",
        rmode_lit => "rounding mode",
        let_var => "identifier",
        string => "string",
        colon => "`:`",
        assign_op | store_value => "`:=`",
        qsep => "`::`",
        semi => "`;`",
        rparen => "`)`",
        rbracket => "`]`",
        rbrace => "`}`",
        kw_var | local_var | var_decl => "`var`",
        kw_type | type_decl => "`type`",
        kw_finite => "`finite`",
        kw_const | const_decl => "`const`",
        kw_unique => "`unique`",
        kw_extends | order_spec => "`extends`",
        kw_complete => "`complete`",
        kw_function | function_decl => "`function`",
        kw_returns => "`returns`",
        kw_axiom | axiom_decl => "`axiom`",
        kw_procedure | procedure_decl => "`procedure`",
        kw_implementation | implementation_decl => "`implementation`",
        kw_where => "`where`",
        kw_free => "`free`",
        kw_requires | kw_ensures | contract_spec => "`requires`/`ensures`",
        kw_modifies | modifies_spec => "`modifies`",
        kw_assert | assert_stmt => "`assert`",
        kw_assume | assume_stmt => "`assume`",
        kw_havoc | havoc_stmt => "`havoc`",
        kw_call | call_stmt => "`call`",
        kw_async => "`async`",
        kw_par | par_stmt => "`par`",
        kw_yield | yield_stmt => "`yield`",
        kw_if | if_stmt => "`if`",
        kw_then => "`then`",
        kw_else => "`else`",
        kw_while | while_stmt => "`while`",
        kw_invariant | invariant | invariant_call => "`invariant`",
        kw_measure | loop_measure => "`measure`",
        kw_break | break_stmt => "`break`",
        kw_goto | goto_stmt => "`goto`",
        kw_return | return_stmt | spec_return => "`return`",
        kw_forall => "`forall`",
        label_stmt | assign_stmt | lhs => "statement",
        attr => "attribute",
        trigger => "trigger",
        ty | named_type | map_type | kw_int | kw_real | kw_bool => "type",
        type_params => "`<`",
        bin_op => "operator",
        extract | select | lhs_select => "`[`",
        coercion => "`:`",
        EOI => "end of input",
        _ => "expression",
    }
}

/// Converts a pest error into a [`ParseError`] with a readable message.
/// `base` is the offset in `src` where the text given to pest started; `lines` the line starts of `src`.
pub(super) fn from_pest(
    e: pest::error::Error<Rule>,
    src: &str,
    base: usize,
    lines: &[usize],
    file: &str,
) -> ParseError {
    let offset = base
        + match e.location {
            pest::error::InputLocation::Pos(p) => p,
            pest::error::InputLocation::Span((p, _)) => p,
        };
    let (line, col) = super::line_col(lines, src, offset);
    let message = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, negatives } => {
            let mut words: Vec<&str> = Vec::new();
            for r in positives {
                let w = rule_word(*r);
                if !words.contains(&w) {
                    words.push(w);
                }
            }
            let found = found_text(src, offset);
            if words.is_empty() {
                let mut neg: Vec<&str> = Vec::new();
                for r in negatives {
                    let w = rule_word(*r);
                    if !neg.contains(&w) {
                        neg.push(w);
                    }
                }
                if neg.is_empty() {
                    format!("syntax error, found {found}")
                } else {
                    format!("unexpected {}, found {found}", join_words(&neg))
                }
            } else {
                format!("expected {}, found {found}", join_words(&words))
            }
        }
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    };
    ParseError { file: file.to_string(), line, col, message }
}

fn join_words(w: &[&str]) -> String {
    match w {
        [] => String::new(),
        [a] => a.to_string(),
        [init @ .., last] => format!("{} or {}", init.join(", "), last),
    }
}

/// What stands at `offset`: a short quoted token, or "end of input".
fn found_text(src: &str, offset: usize) -> String {
    let Some(rest) = src.get(offset..) else { return "end of input".to_string() };
    let rest = rest.trim_start();
    if rest.is_empty() {
        return "end of input".to_string();
    }
    let is_word = |c: char| c.is_ascii_alphanumeric() || "_.$#'`~^?\\".contains(c);
    let mut chars = rest.char_indices();
    let end = match chars.next() {
        Some((_, c)) if is_word(c) => rest.find(|c: char| !is_word(c)).unwrap_or(rest.len()),
        Some((_, c)) => {
            let punct = |c: char| "<=>!&|:+-*/[](){};,".contains(c);
            if punct(c) {
                rest.find(|d: char| !punct(d) || "()[]{};,".contains(d)).filter(|&n| n > 0).unwrap_or(c.len_utf8())
            } else {
                c.len_utf8()
            }
        }
        None => 0,
    };
    let end = end.min(rest.len()).clamp(1, 30.min(rest.len()).max(1));
    let tok = rest.get(..end).unwrap_or("");
    format!("`{}`", tok.escape_debug())
}

/// Rejects input whose brackets or block comments nest deeper than `max` (before pest runs,
/// whose recursive descent would otherwise overflow the stack on hostile input).
pub(super) fn check_nesting(src: &str, file: &str, max: usize) -> Result<(), ParseError> {
    let b = src.as_bytes();
    let mut depth = 0usize;
    let mut comment = 0usize;
    let mut i = 0;
    let (mut line, mut line_start) = (1usize, 0usize);
    let err = |line: usize, col: usize, what: &str| ParseError {
        file: file.to_string(),
        line,
        col,
        message: format!("{what} nested too deeply (more than {max} levels)"),
    };
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line += 1;
            line_start = i + 1;
        }
        if comment > 0 {
            if c == b'*' && b.get(i + 1) == Some(&b'/') {
                comment -= 1;
                i += 2;
                continue;
            }
            if c == b'/' && b.get(i + 1) == Some(&b'*') {
                comment += 1;
                if comment > max {
                    return Err(err(line, i - line_start + 1, "comments"));
                }
                i += 2;
                continue;
            }
            i += 1;
            continue;
        }
        match c {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                comment = 1;
                i += 2;
                continue;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                    if b[i] == b'\\' && b.get(i + 1) == Some(&b'"') {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > max {
                    return Err(err(line, i - line_start + 1, "brackets"));
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    Ok(())
}
