//! Binary operator precedence: turns a sequence of operands and operators (an `expr`'s flat list
//! of pairs in the grammar) into a tree, following Boogie 2's grammar (loosest first): `<==>` (left); `==>` (right) and `<==` (left),
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

struct Climber {
    /// The operands, in order (one more than the operators).
    operands: std::vec::IntoIter<DExpr>,
    ops: Vec<(BinOp, Pos)>,
    /// Index in `ops` of the operator after the last operand read.
    next_op: usize,
}

/// Builds the tree for `operands[0] ops[0] operands[1] ... ` (there is one more operand than operators).
pub(super) fn resolve(operands: Vec<DExpr>, ops: Vec<(BinOp, Pos)>) -> Res<DExpr> {
    let mut c = Climber { operands: operands.into_iter(), ops, next_op: 0 };
    let first = c.operand()?;
    let e = c.climb_from(first, 0)?;
    if let Some((op, pos)) = c.peek() {
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

impl Climber {
    fn peek(&self) -> Option<(BinOp, Pos)> {
        self.ops.get(self.next_op).copied()
    }

    /// Consumes the next operator (an operand always follows it).
    fn take(&mut self) -> Res<()> {
        self.next_op += 1;
        Ok(())
    }

    fn operand(&mut self) -> Res<DExpr> {
        match self.operands.next() {
            Some(e) => Ok(e),
            None => Err((Pos::default(), "expected an expression".to_string())),
        }
    }

    /// Precedence climbing: extends `lhs` with every following operator of level `min` or
    /// tighter. `built` remembers the operator at the top of `lhs` when this loop made it, which is
    /// what Boogie's mixing rules look at: `&&` after `||`, a relation after a relation, `==>`
    /// after `<==` are errors unless parenthesized. (Equivalent to one grammar rule per level, as
    /// in Boogie's grammar; the unit tests compare the two on every operator sequence up to 4.)
    fn climb_from(&mut self, mut lhs: DExpr, min: u8) -> Res<DExpr> {
        let mut built: Option<BinOp> = None;
        while let Some((op, pos)) = self.peek() {
            let lvl = level(op);
            if lvl < min {
                break;
            }
            match (lvl, built) {
                (1, Some(BinOp::Explies)) if op == BinOp::Implies => {
                    return Err((pos, "`==>` and `<==` cannot be mixed without parentheses".into()));
                }
                (2, Some(b @ (BinOp::And | BinOp::Or))) if b != op => {
                    return Err((pos, "`&&` and `||` cannot be mixed without parentheses".into()));
                }
                (3, Some(b)) if level(b) == 3 => {
                    return Err((
                        pos,
                        format!("relational operators cannot be chained (`{}`); use parentheses", op_text(op)),
                    ));
                }
                _ => {}
            }
            self.take()?;
            let first = self.operand()?;
            let rhs = match op {
                // Right-associative: `a ==> b ==> c` is `a ==> (b ==> c)`; `<==` may not follow.
                BinOp::Implies => {
                    let r = self.climb_from(first, 2)?;
                    let r = self.implies_tail(r)?;
                    if let Some((BinOp::Explies, p2)) = self.peek() {
                        return Err((p2, "`==>` and `<==` cannot be mixed without parentheses".into()));
                    }
                    r
                }
                // Right-associative.
                BinOp::Pow => self.climb_from(first, 7)?,
                // Left-associative (or, for relations, non-associative): operands bind tighter.
                _ => self.climb_from(first, lvl + 1)?,
            };
            lhs = bin(op, pos, lhs, rhs);
            built = Some(op);
        }
        Ok(lhs)
    }

    /// `l` followed by `==> e ==> ...`: the right-nested rest of an implication chain.
    fn implies_tail(&mut self, l: DExpr) -> Res<DExpr> {
        match self.peek() {
            Some((BinOp::Implies, pos)) => {
                self.take()?;
                let first = self.operand()?;
                let next = self.climb_from(first, 2)?;
                let r = self.implies_tail(next)?;
                Ok(bin(BinOp::Implies, pos, l, r))
            }
            _ => Ok(l),
        }
    }
}

#[cfg(test)]
mod tests {
    //! The climber against a direct transcription of Boogie's grammar (one rule per precedence
    //! level), on every sequence of up to four operators.
    use super::*;

    /// One function per grammar level, over a pre-collected operand/operator list.
    struct Grammar {
        operands: std::vec::IntoIter<DExpr>,
        ops: Vec<(BinOp, Pos)>,
        at: usize,
    }

    impl Grammar {
        fn peek(&self) -> Option<BinOp> {
            self.ops.get(self.at).map(|o| o.0)
        }
        fn take(&mut self) -> (BinOp, Pos) {
            let o = self.ops[self.at];
            self.at += 1;
            o
        }
        /// Boogie's `ImpliesExpression<noExplies = true>`: `e2 [==> ImpliesExpression<true>]`.
        fn implies_no_explies(&mut self) -> Result<DExpr, ()> {
            let l = self.rule(2)?;
            if self.peek() == Some(BinOp::Implies) {
                let (op, pos) = self.take();
                let r = self.implies_no_explies()?;
                return Ok(bin(op, pos, l, r));
            }
            Ok(l)
        }

        fn rule(&mut self, lvl: u8) -> Result<DExpr, ()> {
            if lvl == 8 {
                return self.operands.next().ok_or(());
            }
            let mut l = self.rule(lvl + 1)?;
            match lvl {
                // `==>` is right-recursive; `<==` left-iterative; they do not mix.
                1 if self.peek() == Some(BinOp::Implies) => {
                    let (op, pos) = self.take();
                    let r = self.implies_no_explies()?;
                    if self.peek() == Some(BinOp::Explies) {
                        return Err(());
                    }
                    Ok(bin(op, pos, l, r))
                }
                1 => {
                    while self.peek() == Some(BinOp::Explies) {
                        let (op, pos) = self.take();
                        let r = self.rule(2)?;
                        l = bin(op, pos, l, r);
                    }
                    if self.peek() == Some(BinOp::Implies) {
                        return Err(());
                    }
                    Ok(l)
                }
                2 => {
                    let Some(first @ (BinOp::And | BinOp::Or)) = self.peek() else { return Ok(l) };
                    while let Some(o @ (BinOp::And | BinOp::Or)) = self.peek() {
                        if o != first {
                            return Err(());
                        }
                        let (op, pos) = self.take();
                        let r = self.rule(3)?;
                        l = bin(op, pos, l, r);
                    }
                    Ok(l)
                }
                3 => match self.peek() {
                    Some(o) if level(o) == 3 => {
                        let (op, pos) = self.take();
                        let r = self.rule(4)?;
                        if self.peek().is_some_and(|o| level(o) == 3) {
                            return Err(());
                        }
                        Ok(bin(op, pos, l, r))
                    }
                    _ => Ok(l),
                },
                7 if self.peek() == Some(BinOp::Pow) => {
                    let (op, pos) = self.take();
                    let r = self.rule(7)?;
                    Ok(bin(op, pos, l, r))
                }
                7 => Ok(l),
                _ => {
                    while self.peek().is_some_and(|o| level(o) == lvl) {
                        let (op, pos) = self.take();
                        let r = self.rule(lvl + 1)?;
                        l = bin(op, pos, l, r);
                    }
                    Ok(l)
                }
            }
        }
    }

    const ALL: [BinOp; 20] = [
        BinOp::Iff,
        BinOp::Implies,
        BinOp::Explies,
        BinOp::And,
        BinOp::Or,
        BinOp::Eq,
        BinOp::Neq,
        BinOp::Lt,
        BinOp::Le,
        BinOp::Gt,
        BinOp::Ge,
        BinOp::Subtype,
        BinOp::Concat,
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Div,
        BinOp::Mod,
        BinOp::RealDiv,
        BinOp::Pow,
    ];

    fn leaf(i: usize) -> DExpr {
        DExpr { e: Expr::at(Pos { line: 1, col: i as u32 + 1 }, ExprKind::Var(format!("x{i}").as_str().into())), d: 1 }
    }

    fn check(seq: &[BinOp]) {
        let operands: Vec<DExpr> = (0..=seq.len()).map(leaf).collect();
        let ops: Vec<(BinOp, Pos)> =
            seq.iter().enumerate().map(|(i, &o)| (o, Pos { line: 2, col: i as u32 })).collect();
        let ours = resolve(operands, ops.clone()).map(|e| (format!("{:?}", e.e), e.d));
        let mut g = Grammar { operands: (0..=seq.len()).map(leaf).collect::<Vec<_>>().into_iter(), ops, at: 0 };
        let theirs = g.rule(0).and_then(|e| if g.at == seq.len() { Ok((format!("{:?}", e.e), e.d)) } else { Err(()) });
        assert_eq!(ours.ok(), theirs.ok(), "operators {seq:?}");
    }

    #[test]
    fn climber_matches_the_grammar_on_all_short_operator_sequences() {
        let mut seq = Vec::new();
        fn all(seq: &mut Vec<BinOp>, n: usize) {
            check(seq);
            if n == 0 {
                return;
            }
            for op in ALL {
                seq.push(op);
                all(seq, n - 1);
                seq.pop();
            }
        }
        all(&mut seq, 4);
    }
}
