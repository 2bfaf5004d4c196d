//! Binary operator precedence: turns a sequence of operands and operators (collected in advance by
//! the reference parser, or read token by token by the fast parser) into a tree,
//! following Boogie 2's grammar (loosest first): `<==>` (left); `==>` (right) and `<==` (left),
//! not mixed; `&&` or `||`, not mixed; relations, not chained; `++`; `+ -`; `* div mod /`; `**` (right).

use super::DExpr;
use crate::syntax::ast::{BinOp, Expr, ExprKind, Pos};

/// The operator for a `bin_op` token (unknown text cannot occur: the grammar lists all operators).
pub(super) fn binop_of(s: &str) -> BinOp {
    match s {
        "<==>" | "\u{21d4}" => BinOp::Iff,
        "==>" | "\u{21d2}" => BinOp::Implies,
        "<==" | "\u{21d0}" => BinOp::Explies,
        "&&" | "\u{2227}" => BinOp::And,
        "||" | "\u{2228}" => BinOp::Or,
        "==" => BinOp::Eq,
        "!=" | "\u{2260}" => BinOp::Neq,
        "<" => BinOp::Lt,
        "<=" | "\u{2264}" => BinOp::Le,
        ">" => BinOp::Gt,
        ">=" | "\u{2265}" => BinOp::Ge,
        "<:" => BinOp::Subtype,
        "++" => BinOp::Concat,
        "+" => BinOp::Add,
        "-" => BinOp::Sub,
        "*" => BinOp::Mul,
        "div" => BinOp::Div,
        "mod" => BinOp::Mod,
        "/" => BinOp::RealDiv,
        _ => BinOp::Pow,
    }
}

/// Precedence level of an operator: 0 is the loosest (`<==>`), 7 the tightest (`**`).
pub fn level(op: BinOp) -> u8 {
    use BinOp::*;
    match op {
        Iff => 0,
        Implies | Explies => 1,
        And | Or => 2,
        Eq | Neq | Lt | Le | Gt | Ge | Subtype => 3,
        Concat => 4,
        Add | Sub => 5,
        Mul | Div | Mod | RealDiv => 6,
        Pow => 7,
    }
}

pub(super) type Res<T> = Result<T, (Pos, String)>;

/// Where the precedence climber gets its operands and operators from: a list collected by the
/// reference parser, or the fast parser reading tokens as it goes. Both parsers thus share one
/// implementation of Boogie's precedence and mixing rules.
pub(super) trait Operands {
    /// The binary operator that comes next, if the expression continues.
    fn peek_op(&mut self) -> Option<(BinOp, Pos)>;
    /// Consumes the operator [`Operands::peek_op`] returned.
    fn take_op(&mut self) -> Res<()>;
    /// The next operand (prefix operators and suffixes applied).
    fn operand(&mut self) -> Res<DExpr>;
}

/// Builds the tree of `first op operand op operand ...`, reading the rest from `src`; stops at the
/// first token that is not a binary operator.
pub(super) fn climb(first: DExpr, src: &mut impl Operands) -> Res<DExpr> {
    let next = src.peek_op();
    let mut c = Climber { src, first: Some(first), next };
    c.level(0)
}

struct Climber<'s, S> {
    src: &'s mut S,
    /// The operand already read by the caller, used as the leftmost one.
    first: Option<DExpr>,
    /// The operator after the last operand read (every level looks at it; asked once).
    next: Option<(BinOp, Pos)>,
}

/// An operand list collected in advance (the reference parser's flat `expr` pairs).
struct Collected {
    operands: std::vec::IntoIter<DExpr>,
    ops: Vec<(BinOp, Pos)>,
    next_op: usize,
}

impl Operands for Collected {
    fn peek_op(&mut self) -> Option<(BinOp, Pos)> {
        self.ops.get(self.next_op).copied()
    }
    fn take_op(&mut self) -> Res<()> {
        self.next_op += 1;
        Ok(())
    }
    fn operand(&mut self) -> Res<DExpr> {
        match self.operands.next() {
            Some(e) => Ok(e),
            None => Err((Pos::default(), "expected an expression".to_string())),
        }
    }
}

/// Builds the tree for `operands[0] ops[0] operands[1] ... ` (there is one more operand than operators).
pub(super) fn resolve(operands: Vec<DExpr>, ops: Vec<(BinOp, Pos)>) -> Res<DExpr> {
    let mut src = Collected { operands: operands.into_iter(), ops, next_op: 0 };
    let first = src.operand()?;
    let e = climb(first, &mut src)?;
    if let Some((op, pos)) = src.peek_op() {
        return Err((pos, format!("unexpected operator `{}`", op_text(op))));
    }
    Ok(e)
}

fn bin(op: BinOp, pos: Pos, l: DExpr, r: DExpr) -> DExpr {
    let _ = pos;
    let lpos = l.e.pos;
    DExpr { d: l.d.max(r.d) + 1, e: Expr::at(lpos, ExprKind::Binary(op, Box::new(l.e), Box::new(r.e))) }
}

/// The source text of an operator (ASCII form).
pub fn op_text(op: BinOp) -> &'static str {
    use BinOp::*;
    match op {
        Iff => "<==>",
        Implies => "==>",
        Explies => "<==",
        And => "&&",
        Or => "||",
        Eq => "==",
        Neq => "!=",
        Lt => "<",
        Le => "<=",
        Gt => ">",
        Ge => ">=",
        Subtype => "<:",
        Concat => "++",
        Add => "+",
        Sub => "-",
        Mul => "*",
        Div => "div",
        Mod => "mod",
        RealDiv => "/",
        Pow => "**",
    }
}

impl<S: Operands> Climber<'_, S> {
    fn peek(&mut self) -> Option<(BinOp, Pos)> {
        self.next
    }

    /// Consumes the next operator; an operand always follows, which refreshes `next`.
    fn take(&mut self) -> Res<()> {
        self.next = None;
        self.src.take_op()
    }

    fn operand(&mut self) -> Res<DExpr> {
        match self.first.take() {
            Some(e) => Ok(e),
            None => {
                let e = self.src.operand()?;
                self.next = self.src.peek_op();
                Ok(e)
            }
        }
    }

    /// `l ==> e2 ==> ... ==> en` with `l` already read: right-associative.
    fn implies_chain(&mut self, l: DExpr) -> Res<DExpr> {
        match self.peek() {
            Some((BinOp::Implies, pos)) => {
                self.take()?;
                let next = self.level(2)?;
                let r = self.implies_chain(next)?;
                Ok(bin(BinOp::Implies, pos, l, r))
            }
            _ => Ok(l),
        }
    }

    fn level(&mut self, lvl: u8) -> Res<DExpr> {
        match lvl {
            0 => {
                let mut l = self.level(1)?;
                while let Some((BinOp::Iff, pos)) = self.peek() {
                    self.take()?;
                    let r = self.level(1)?;
                    l = bin(BinOp::Iff, pos, l, r);
                }
                Ok(l)
            }
            1 => {
                let first = self.level(2)?;
                match self.peek() {
                    Some((BinOp::Implies, _)) => {
                        let e = self.implies_chain(first)?;
                        if let Some((BinOp::Explies, pos)) = self.peek() {
                            return Err((pos, "`==>` and `<==` cannot be mixed without parentheses".into()));
                        }
                        Ok(e)
                    }
                    Some((BinOp::Explies, _)) => {
                        let mut l = first;
                        while let Some((BinOp::Explies, pos)) = self.peek() {
                            self.take()?;
                            let r = self.level(2)?;
                            l = bin(BinOp::Explies, pos, l, r);
                        }
                        if let Some((BinOp::Implies, pos)) = self.peek() {
                            return Err((pos, "`==>` and `<==` cannot be mixed without parentheses".into()));
                        }
                        Ok(l)
                    }
                    _ => Ok(first),
                }
            }
            2 => {
                let mut l = self.level(3)?;
                if let Some((op @ (BinOp::And | BinOp::Or), _)) = self.peek() {
                    while let Some((o, pos)) = self.peek() {
                        if o == op {
                            self.take()?;
                            let r = self.level(3)?;
                            l = bin(op, pos, l, r);
                        } else if matches!(o, BinOp::And | BinOp::Or) {
                            return Err((pos, "`&&` and `||` cannot be mixed without parentheses".into()));
                        } else {
                            break;
                        }
                    }
                }
                Ok(l)
            }
            3 => {
                let l = self.level(4)?;
                match self.peek() {
                    Some((op, pos)) if level(op) == 3 => {
                        self.take()?;
                        let r = self.level(4)?;
                        if let Some((op2, pos2)) = self.peek() {
                            if level(op2) == 3 {
                                return Err((
                                    pos2,
                                    format!("relational operators cannot be chained (`{}`); use parentheses", op_text(op2)),
                                ));
                            }
                        }
                        Ok(bin(op, pos, l, r))
                    }
                    _ => Ok(l),
                }
            }
            4..=6 => {
                let mut l = self.level(lvl + 1)?;
                while let Some((op, pos)) = self.peek() {
                    if level(op) != lvl {
                        break;
                    }
                    self.take()?;
                    let r = self.level(lvl + 1)?;
                    l = bin(op, pos, l, r);
                }
                Ok(l)
            }
            _ => {
                // `**` is right-associative: `a ** b ** c` is `a ** (b ** c)`.
                let l = self.operand()?;
                match self.peek() {
                    Some((BinOp::Pow, pos)) => {
                        self.take()?;
                        let r = self.level(7)?;
                        Ok(bin(BinOp::Pow, pos, l, r))
                    }
                    _ => Ok(l),
                }
            }
        }
    }
}
