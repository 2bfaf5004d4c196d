//! Parser: Boogie source text to [`Program`], with the pest grammar `grammar/boogie.pest` and
//! the builder below (the only parser).
//!
//! The grammar yields a concrete parse tree; the builder below turns it into the AST directly,
//! normalizing surface variants (a function's `: T` result becomes a nameless `returns`, `bv32`
//! becomes [`Type::Bv`]). Binary operator precedence is resolved here rather than in the
//! grammar (see [`ops`]), which keeps the grammar free of deep rule chains and lets us report
//! Boogie's own restrictions (`&&` mixed with `||`, chained relations) with a position.
//!
//! Robustness: input nesting is bounded before pest runs ([`MAX_NESTING`]) and expression depth
//! while building ([`MAX_EXPR_DEPTH`]), and both run on a stack of their own ([`PARSE_STACK`]), so
//! hostile input yields an error instead of a stack overflow, on any thread.

mod errors;
mod ops;

use super::ast::*;
use super::compact::Compact as _;
use super::intern::Interner;
use pest::iterators::Pair;
use pest::Parser as _;
use std::cell::RefCell;

pub use errors::ParseError;
pub use ops::{level as op_level, op_text};

mod grammar {
    //! The pest-generated parser for `grammar/boogie.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/boogie.pest"]
    pub struct BoogieParser;
}

pub(crate) use grammar::Rule;

/// Deepest bracket/comment nesting accepted (checked before parsing, so pest cannot overflow the stack).
pub const MAX_NESTING: usize = 200;
/// Deepest expression tree accepted (e.g. `a + a + ... + a` with this many operators).
pub const MAX_EXPR_DEPTH: u32 = 1500;

type P<'i> = Pair<'i, Rule>;
type R<T> = Result<T, ParseError>;

/// Parses one Boogie file. `file` is only used in error messages (`FILE:LINE:COL: expected ...`).
pub fn parse_program(src: &str, file: &str) -> Result<Program, ParseError> {
    errors::check_nesting(src, file, MAX_NESTING)?;
    // Run on a fresh stack segment so that the nesting limits hold regardless of the caller's
    // stack (test threads and worker pools often have only 2 MB; debug builds have big frames).
    stacker::grow(PARSE_STACK, || parse_checked(src, file))
}

/// Stack given to each parse (allocated per call, released afterwards).
pub(crate) const PARSE_STACK: usize = 64 << 20;

fn parse_checked(src: &str, file: &str) -> Result<Program, ParseError> {
    let mut b = Builder::new(src, file);
    let mut decls = Vec::new();
    loop {
        let rest = src.get(b.base..).unwrap_or("");
        let mut pairs = grammar::BoogieParser::parse(Rule::next_decl, rest)
            .map_err(|e| errors::from_pest(e, src, b.base, &b.lines, file))?;
        let Some(item) = pairs.next().and_then(|top| top.into_inner().next()) else { break };
        if item.as_rule() == Rule::EOI {
            break;
        }
        let end = item.as_span().end();
        if end == 0 {
            break;
        }
        let mut decl = b.decl(item)?;
        decl.compact();
        decls.push(decl);
        b.base += end;
    }
    decls.shrink_to_fit();
    Ok(Program { decls })
}

/// Parses a single expression (used by tests and tools that build expressions from text). The
/// whole input must be one expression: anything after it (a `;`, a declaration) is an error at
/// its position.
pub fn parse_expr(src: &str, file: &str) -> Result<Expr, ParseError> {
    errors::check_nesting(src, file, MAX_NESTING)?;
    stacker::grow(PARSE_STACK, || {
        let b = Builder::new(src, file);
        let mut pairs = grammar::BoogieParser::parse(Rule::expr_only, src)
            .map_err(|e| errors::from_pest(e, src, 0, &b.lines, file))?;
        let expr = pairs.next().and_then(|top| top.into_inner().find(|c| c.as_rule() == Rule::expr));
        let Some(expr) = expr else { return b.err(Pos::default(), "expected an expression") };
        let mut e = b.expr(expr)?;
        e.compact();
        Ok(e)
    })
}

/// 1-based line and column (in characters) of byte offset `off`, given the line start offsets.
pub(crate) fn line_col(lines: &[usize], src: &str, off: usize) -> (usize, usize) {
    let line = match lines.binary_search(&off) {
        Ok(i) => i,
        Err(i) => i.saturating_sub(1),
    };
    let start = lines.get(line).copied().unwrap_or(0);
    let col = src.get(start..off).map(|s| s.chars().count()).unwrap_or(off.saturating_sub(start)) + 1;
    (line + 1, col)
}

fn line_starts(src: &str) -> Vec<usize> {
    let mut v = vec![0];
    v.extend(src.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1));
    v
}

struct Builder<'f> {
    file: &'f str,
    src: &'f str,
    lines: Vec<usize>,
    /// Offset in `src` of the text pest is currently parsing (pairs' spans are relative to it).
    base: usize,
    /// One shared [`Ident`] per distinct name (pairs borrow from `src`).
    names: RefCell<Interner<'f>>,
}

/// An expression with its tree depth (for [`MAX_EXPR_DEPTH`]).
pub(crate) struct DExpr {
    pub e: Expr,
    pub d: u32,
}

impl<'f> Builder<'f> {
    fn new(src: &'f str, file: &'f str) -> Builder<'f> {
        Builder { file, lines: line_starts(src), src, base: 0, names: RefCell::new(Interner::default()) }
    }

    /// The interned text of a pair (taken from `src`, which the interner's keys borrow).
    fn ident(&self, p: &P) -> Ident {
        let span = p.as_span();
        let text = self.src.get(self.base + span.start()..self.base + span.end()).unwrap_or("");
        self.names.borrow_mut().intern(text)
    }

    fn idents(&self, p: P) -> Vec<Ident> {
        p.into_inner().filter(|c| c.as_rule() == Rule::ident).map(|c| self.ident(&c)).collect()
    }

    fn pos(&self, p: &P) -> Pos {
        let (line, col) = line_col(&self.lines, self.src, self.base + p.as_span().start());
        Pos { line: line as u32, col: col as u32 }
    }

    fn err<T>(&self, pos: Pos, msg: impl Into<String>) -> R<T> {
        Err(ParseError {
            file: self.file.to_string(),
            line: pos.line as usize,
            col: pos.col as usize,
            message: msg.into(),
        })
    }

    fn decl(&self, d: P) -> R<Decl> {
        {
            let pos = self.pos(&d);
            let kind = match d.as_rule() {
                Rule::type_decl => DeclKind::Type(self.type_decl(d)?),
                Rule::const_decl => DeclKind::Const(Box::new(self.const_decl(d)?)),
                Rule::function_decl => DeclKind::Function(Box::new(self.function_decl(d)?)),
                Rule::axiom_decl => DeclKind::Axiom(self.axiom_decl(d)?),
                Rule::var_decl => {
                    let (attrs, vars) = self.var_groups(d, true)?;
                    DeclKind::Var(VarDecl { attrs, vars })
                }
                Rule::procedure_decl => DeclKind::Procedure(Box::new(self.procedure_decl(d)?)),
                Rule::implementation_decl => DeclKind::Implementation(Box::new(self.implementation_decl(d)?)),
                Rule::datatype_decl => DeclKind::Datatype(Box::new(self.datatype_decl(d)?)),
                Rule::yield_invariant_decl => DeclKind::YieldInvariant(Box::new(self.yield_invariant_decl(d)?)),
                Rule::yield_procedure_decl => DeclKind::YieldProcedure(Box::new(self.civl_proc(d)?)),
                Rule::action_decl => DeclKind::Action(Box::new(self.civl_proc(d)?)),
                _ => return self.err(pos, "expected a declaration"),
            };
            Ok(Decl { pos, kind })
        }
    }

    fn need<T>(&self, v: Option<T>, pos: Pos) -> R<T> {
        match v {
            Some(v) => Ok(v),
            None => self.err(pos, "internal parser error: incomplete construct"),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Declarations
    // -----------------------------------------------------------------------------------------

    fn axiom_decl(&self, p: P) -> R<AxiomDecl> {
        let pos = self.pos(&p);
        let mut attrs = Vec::new();
        let mut expr = None;
        let mut hideable = false;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::kw_hideable => hideable = true,
                Rule::attr => attrs.push(self.attr(c)?),
                Rule::expr => expr = Some(self.expr(c)?),
                _ => {}
            }
        }
        Ok(AxiomDecl { hideable, attrs, expr: self.need(expr, pos)? })
    }

    fn yield_invariant_decl(&self, p: P) -> R<YieldInvariantDecl> {
        let mut y = YieldInvariantDecl {
            is_yield: false,
            attrs: Vec::new(),
            name: Ident::default(),
            ins: Vec::new(),
            preserves: Vec::new(),
        };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::kw_yield => y.is_yield = true,
                Rule::attr => y.attrs.push(self.attr(c)?),
                Rule::ident => y.name = self.ident(&c),
                Rule::formals => y.ins = self.formals(c, true)?,
                Rule::preserves_spec => y.preserves.push(self.contract(c)?),
                _ => {}
            }
        }
        Ok(y)
    }

    /// A (never `free`) condition with attributes: `KEYWORD {:a} e;`.
    fn contract(&self, p: P) -> R<Contract> {
        let pos = self.pos(&p);
        let mut attrs = Vec::new();
        let mut expr = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::attr => attrs.push(self.attr(c)?),
                Rule::expr => expr = Some(self.expr(c)?),
                _ => {}
            }
        }
        Ok(Contract { free: false, attrs, expr: self.need(expr, pos)? })
    }

    fn mover(&self, p: &P) -> Mover {
        match p.as_str() {
            "left" => Mover::Left,
            "right" => Mover::Right,
            "both" => Mover::Both,
            _ => Mover::Atomic,
        }
    }

    /// A yield procedure or an action.
    fn civl_proc(&self, p: P) -> R<CivlProc> {
        let mut d = CivlProc {
            pure: false,
            is_async: false,
            mover: None,
            attrs: Vec::new(),
            name: Ident::default(),
            ins: Vec::new(),
            outs: Vec::new(),
            specs: Vec::new(),
            body: None,
        };
        let mut seen_ins = false;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::kw_pure => d.pure = true,
                Rule::kw_async => d.is_async = true,
                Rule::mover => d.mover = Some(self.mover(&c)),
                Rule::attr => d.attrs.push(self.attr(c)?),
                Rule::ident => d.name = self.ident(&c),
                Rule::formals if seen_ins => d.outs = self.formals(c, true)?,
                Rule::formals => {
                    d.ins = self.formals(c, true)?;
                    seen_ins = true;
                }
                Rule::civl_spec => d.specs.push(self.civl_spec(c)?),
                Rule::body => d.body = Some(self.body(c)?),
                _ => {}
            }
        }
        Ok(d)
    }

    fn civl_spec(&self, p: P) -> R<CivlSpec> {
        let pos = self.pos(&p);
        let mut kind = None;
        let mut attrs = Vec::new();
        let mut exprs = Vec::new();
        let mut name = None;
        let mut call = None;
        let mut refines = false;
        // `Some(None)` after `using`, `Some(Some(I))` once its name is read.
        let mut using: Option<Option<Ident>> = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::kw_requires => kind = Some(CondKind::Requires),
                Rule::kw_preserves => kind = Some(CondKind::Preserves),
                Rule::kw_ensures => kind = Some(CondKind::Ensures),
                Rule::kw_refines => refines = true,
                Rule::kw_asserts | Rule::kw_measure => name = Some(Ident::new(c.as_str())),
                Rule::attr => attrs.push(self.attr(c)?),
                Rule::expr => exprs.push(self.expr(c)?),
                Rule::ident if using.is_some() => using = Some(Some(self.ident(&c))),
                Rule::ident => name = Some(self.ident(&c)),
                Rule::kw_using => using = Some(None),
                Rule::idents => return Ok(CivlSpec::Creates(self.idents(c))),
                Rule::spec_call => call = Some(self.spec_call(c)?),
                Rule::refines_action => {
                    let mut a = InlineAction {
                        attrs: Vec::new(),
                        mover: None,
                        action_attrs: Vec::new(),
                        name: Ident::default(),
                        body: Body { locals: Vec::new(), stmts: Vec::new() },
                    };
                    for x in c.into_inner() {
                        match x.as_rule() {
                            Rule::mover => a.mover = Some(self.mover(&x)),
                            Rule::attr_group => {
                                a.action_attrs = x.into_inner().map(|y| self.attr(y)).collect::<R<_>>()?
                            }
                            Rule::ident => a.name = self.ident(&x),
                            Rule::body => a.body = self.body(x)?,
                            _ => {}
                        }
                    }
                    a.attrs = std::mem::take(&mut attrs);
                    return Ok(CivlSpec::RefinesAction(Box::new(a)));
                }
                Rule::modifies_spec => {
                    let ids = c
                        .into_inner()
                        .find(|x| x.as_rule() == Rule::idents)
                        .map(|x| self.idents(x))
                        .unwrap_or_default();
                    return Ok(CivlSpec::Modifies(ids));
                }
                _ => {}
            }
        }
        if refines {
            return Ok(CivlSpec::Refines { attrs, name: self.need(name, pos)?, using: using.flatten() });
        }
        if let Some(kind) = kind {
            if let Some(call) = call {
                return Ok(CivlSpec::Call { kind, call: Box::new(call) });
            }
            let expr = self.need(exprs.pop(), pos)?;
            return Ok(CivlSpec::Cond { kind, contract: Contract { free: false, attrs, expr } });
        }
        match name.as_deref() {
            Some("asserts") => {
                let expr = self.need(exprs.pop(), pos)?;
                Ok(CivlSpec::Asserts(Contract { free: false, attrs, expr }))
            }
            Some("measure") => Ok(CivlSpec::Measure { attrs, exprs }),
            _ => self.err(pos, "expected a specification"),
        }
    }

    fn datatype_decl(&self, p: P) -> R<DatatypeDecl> {
        let mut d =
            DatatypeDecl { attrs: Vec::new(), name: Ident::default(), type_params: Vec::new(), ctors: Vec::new() };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::attr => d.attrs.push(self.attr(c)?),
                Rule::ident => d.name = self.ident(&c),
                Rule::type_params => d.type_params = self.idents(c),
                Rule::ctor => {
                    let mut k = Constructor { name: Ident::default(), fields: Vec::new() };
                    for x in c.into_inner() {
                        match x.as_rule() {
                            Rule::ident => k.name = self.ident(&x),
                            Rule::typed_idents => k.fields.push(self.typed_idents(x, false, true)?),
                            _ => {}
                        }
                    }
                    d.ctors.push(k);
                }
                _ => {}
            }
        }
        Ok(d)
    }

    /// The axioms of a `uses { ... }` clause.
    fn uses_clause(&self, p: P) -> R<Vec<AxiomDecl>> {
        p.into_inner().filter(|c| c.as_rule() == Rule::axiom_decl).map(|c| self.axiom_decl(c)).collect()
    }

    fn type_decl(&self, p: P) -> R<TypeDecl> {
        let mut t = TypeDecl { attrs: Vec::new(), finite: false, items: Vec::new() };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::attr => t.attrs.push(self.attr(c)?),
                Rule::kw_finite => t.finite = true,
                Rule::type_item => {
                    let mut it = c.into_inner();
                    let mut item = TypeDeclItem { name: Ident::default(), params: Vec::new(), synonym: None };
                    if let Some(n) = it.next() {
                        item.name = self.ident(&n);
                    }
                    for c in it {
                        match c.as_rule() {
                            Rule::ident => item.params.push(self.ident(&c)),
                            Rule::ty => item.synonym = Some(self.ty(c)?),
                            _ => {}
                        }
                    }
                    t.items.push(item);
                }
                _ => {}
            }
        }
        Ok(t)
    }

    fn const_decl(&self, p: P) -> R<ConstDecl> {
        let pos = self.pos(&p);
        let mut c = ConstDecl {
            attrs: Vec::new(),
            unique: false,
            names: Vec::new(),
            ty: Type::Int,
            extends: None,
            uses: Vec::new(),
        };
        let mut ty = None;
        for x in p.into_inner() {
            match x.as_rule() {
                Rule::attr => c.attrs.push(self.attr(x)?),
                Rule::kw_unique => c.unique = true,
                Rule::idents => c.names = self.idents(x),
                Rule::ty => ty = Some(self.ty(x)?),
                Rule::order_spec => {
                    let mut o = OrderSpec { parents: Vec::new(), complete: false };
                    for y in x.into_inner() {
                        match y.as_rule() {
                            Rule::parent => {
                                let mut e = ParentEdge { unique: false, name: Ident::default() };
                                for z in y.into_inner() {
                                    match z.as_rule() {
                                        Rule::kw_unique => e.unique = true,
                                        Rule::ident => e.name = self.ident(&z),
                                        _ => {}
                                    }
                                }
                                o.parents.push(e);
                            }
                            Rule::kw_complete => o.complete = true,
                            _ => {}
                        }
                    }
                    c.extends = Some(o);
                }
                Rule::uses_clause => c.uses = self.uses_clause(x)?,
                _ => {}
            }
        }
        c.ty = self.need(ty, pos)?;
        Ok(c)
    }

    fn function_decl(&self, p: P) -> R<FunctionDecl> {
        let pos = self.pos(&p);
        let mut f = FunctionDecl {
            attrs: Vec::new(),
            name: Ident::default(),
            type_params: Vec::new(),
            params: Vec::new(),
            ret: FnParam { attrs: Vec::new(), name: FnParamName::Unnamed, ty: Type::Bool },
            body: None,
            uses: Vec::new(),
            revealed: false,
        };
        let mut in_ret = false;
        let mut ret = None;
        let mut positions = Vec::new();
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::attr => f.attrs.push(self.attr(c)?),
                Rule::ident => f.name = self.ident(&c),
                Rule::type_params => f.type_params = self.idents(c),
                Rule::kw_returns | Rule::colon => in_ret = true,
                Rule::fn_param => {
                    let at = self.pos(&c);
                    let fp = self.fn_param(c)?;
                    if in_ret {
                        ret = Some(fp);
                    } else {
                        f.params.push(fp);
                        positions.push(at);
                    }
                }
                Rule::ty => ret = Some(FnParam { attrs: Vec::new(), name: FnParamName::Unnamed, ty: self.ty(c)? }),
                Rule::expr => f.body = Some(self.expr(c)?),
                Rule::uses_clause => f.uses = self.uses_clause(c)?,
                Rule::kw_revealed => f.revealed = true,
                _ => {}
            }
        }
        f.ret = self.need(ret, pos)?;
        self.group_fn_params(&mut f.params, &positions)?;
        Ok(f)
    }

    /// Boogie's reading of a function's arguments ([`FnParamName`]): when some argument is named,
    /// each one written as a bare identifier is a name that takes the type of the next named
    /// argument. Boogie's two parse errors of that rule are ours too: an identifier last (`the
    /// type of the last parameter is unspecified`) and a type that is not an identifier before a
    /// named argument (`expecting an identifier as parameter name`). `positions` are the
    /// arguments' positions.
    fn group_fn_params(&self, params: &mut [FnParam], positions: &[Pos]) -> R<()> {
        if params.iter().all(|p| p.name == FnParamName::Unnamed) {
            return Ok(());
        }
        let mut next_type: Option<Type> = None;
        for (p, &at) in params.iter_mut().zip(positions).rev() {
            if p.name != FnParamName::Unnamed {
                next_type = Some(p.ty.clone());
                continue;
            }
            let Some(ty) = &next_type else {
                return self.err(at, "the type of the last parameter is unspecified");
            };
            // Boogie reads `bv8`, `float24e8` and `rmode` as identifiers too.
            let name = match &p.ty {
                Type::Named(n, args) if args.is_empty() => n.clone(),
                Type::Bv(n) => Ident::new(&format!("bv{n}")),
                Type::Float { sig, exp } => Ident::new(&format!("float{sig}e{exp}")),
                Type::RMode => Ident::new("rmode"),
                _ => return self.err(at, "expecting an identifier as parameter name"),
            };
            p.name = FnParamName::Grouped(name);
            p.ty = ty.clone();
        }
        Ok(())
    }

    fn fn_param(&self, p: P) -> R<FnParam> {
        let pos = self.pos(&p);
        let mut attrs = Vec::new();
        let mut name = FnParamName::Unnamed;
        let mut ty = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::attr => attrs.push(self.attr(c)?),
                Rule::ident => name = FnParamName::Typed(self.ident(&c)),
                Rule::ty => ty = Some(self.ty(c)?),
                _ => {}
            }
        }
        Ok(FnParam { attrs, name, ty: self.need(ty, pos)? })
    }

    /// `var {:a} x: T where e, y: U;` (global or local).
    fn var_groups(&self, p: P, where_ok: bool) -> R<(Vec<Attribute>, Vec<TypedIdents>)> {
        let mut attrs = Vec::new();
        let mut vars = Vec::new();
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::attr => attrs.push(self.attr(c)?),
                Rule::typed_idents => vars.push(self.typed_idents(c, where_ok, false)?),
                _ => {}
            }
        }
        Ok((attrs, vars))
    }

    fn typed_idents(&self, p: P, where_ok: bool, attrs_ok: bool) -> R<TypedIdents> {
        let pos = self.pos(&p);
        let mut t = TypedIdents { attrs: Vec::new(), names: Vec::new(), ty: Type::Int, where_clause: None };
        let mut ty = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::attr => {
                    if !attrs_ok {
                        return self.err(self.pos(&c), "attributes are not allowed here");
                    }
                    t.attrs.push(self.attr(c)?)
                }
                Rule::idents => t.names = self.idents(c),
                Rule::ty => ty = Some(self.ty(c)?),
                Rule::kw_where if !where_ok => {
                    return self.err(self.pos(&c), "a `where` clause is not allowed here");
                }
                Rule::expr => t.where_clause = Some(Box::new(self.expr(c)?)),
                _ => {}
            }
        }
        t.ty = self.need(ty, pos)?;
        Ok(t)
    }

    fn formals(&self, p: P, where_ok: bool) -> R<Vec<TypedIdents>> {
        p.into_inner()
            .filter(|c| c.as_rule() == Rule::typed_idents)
            .map(|c| self.typed_idents(c, where_ok, true))
            .collect()
    }

    #[allow(clippy::type_complexity)]
    fn proc_sig(
        &self,
        p: P,
        where_ok: bool,
    ) -> R<(Vec<Attribute>, Ident, Vec<Ident>, Vec<TypedIdents>, Vec<TypedIdents>)> {
        let mut attrs = Vec::new();
        let mut name = Ident::default();
        let mut tps = Vec::new();
        let mut ins = Vec::new();
        let mut outs = Vec::new();
        let mut seen_ins = false;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::attr => attrs.push(self.attr(c)?),
                Rule::ident => name = self.ident(&c),
                Rule::type_params => tps = self.idents(c),
                Rule::formals => {
                    if seen_ins {
                        outs = self.formals(c, where_ok)?;
                    } else {
                        ins = self.formals(c, where_ok)?;
                        seen_ins = true;
                    }
                }
                _ => {}
            }
        }
        Ok((attrs, name, tps, ins, outs))
    }

    fn procedure_decl(&self, p: P) -> R<ProcedureDecl> {
        let mut d = ProcedureDecl {
            pure: false,
            attrs: Vec::new(),
            name: Ident::default(),
            type_params: Vec::new(),
            ins: Vec::new(),
            outs: Vec::new(),
            specs: Vec::new(),
            body: None,
        };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::kw_pure => d.pure = true,
                Rule::proc_sig => {
                    let (a, n, t, i, o) = self.proc_sig(c, true)?;
                    d.attrs = a;
                    d.name = n;
                    d.type_params = t;
                    d.ins = i;
                    d.outs = o;
                }
                Rule::modifies_spec => {
                    let ids = c
                        .into_inner()
                        .find(|x| x.as_rule() == Rule::idents)
                        .map(|x| self.idents(x))
                        .unwrap_or_default();
                    d.specs.push(Spec::Modifies(ids));
                }
                Rule::contract_spec => {
                    let pos = self.pos(&c);
                    let mut free = false;
                    let mut ensures = false;
                    let mut attrs = Vec::new();
                    let mut expr = None;
                    for x in c.into_inner() {
                        match x.as_rule() {
                            Rule::kw_free => free = true,
                            Rule::kw_ensures => ensures = true,
                            Rule::attr => attrs.push(self.attr(x)?),
                            Rule::expr => expr = Some(self.expr(x)?),
                            _ => {}
                        }
                    }
                    let ct = Contract { free, attrs, expr: self.need(expr, pos)? };
                    d.specs.push(if ensures { Spec::Ensures(ct) } else { Spec::Requires(ct) });
                }
                Rule::body => d.body = Some(self.body(c)?),
                _ => {}
            }
        }
        Ok(d)
    }

    fn implementation_decl(&self, p: P) -> R<ImplementationDecl> {
        let pos = self.pos(&p);
        let mut d = ImplementationDecl {
            attrs: Vec::new(),
            name: Ident::default(),
            type_params: Vec::new(),
            ins: Vec::new(),
            outs: Vec::new(),
            body: Body { locals: Vec::new(), stmts: Vec::new() },
        };
        let mut body = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::proc_sig => {
                    let (a, n, t, i, o) = self.proc_sig(c, false)?;
                    d.attrs = a;
                    d.name = n;
                    d.type_params = t;
                    d.ins = i;
                    d.outs = o;
                }
                Rule::body => body = Some(self.body(c)?),
                _ => {}
            }
        }
        d.body = self.need(body, pos)?;
        Ok(d)
    }

    // -----------------------------------------------------------------------------------------
    // Attributes and types
    // -----------------------------------------------------------------------------------------

    fn attr(&self, p: P) -> R<Attribute> {
        let mut a = Attribute { name: Ident::default(), args: Vec::new() };
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::attr_name => a.name = self.ident(&c),
                Rule::string => {
                    let s = c.as_str();
                    a.args.push(AttrArg::Str(s.get(1..s.len().saturating_sub(1)).unwrap_or("").to_string()))
                }
                Rule::expr => a.args.push(AttrArg::Expr(self.expr(c)?)),
                _ => {}
            }
        }
        Ok(a)
    }

    fn ty(&self, p: P) -> R<Type> {
        let pos = self.pos(&p);
        match p.as_rule() {
            Rule::ty => match p.into_inner().next() {
                Some(c) => self.ty(c),
                None => self.err(pos, "expected a type"),
            },
            Rule::kw_int => Ok(Type::Int),
            Rule::kw_real => Ok(Type::Real),
            Rule::kw_bool => Ok(Type::Bool),
            Rule::ident => Ok(named_type(self.ident(&p), Vec::new())),
            Rule::named_type => {
                let mut it = p.into_inner();
                let name = it.next().map(|n| self.ident(&n)).unwrap_or_default();
                let args = it.filter(|c| c.as_rule() != Rule::rparen).map(|c| self.ty(c)).collect::<R<Vec<_>>>()?;
                Ok(named_type(name, args))
            }
            Rule::map_type => {
                let mut tps = Vec::new();
                let mut tys = Vec::new();
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::type_params => tps = self.idents(c),
                        Rule::ty => tys.push(self.ty(c)?),
                        _ => {}
                    }
                }
                let Some(range) = tys.pop() else { return self.err(pos, "expected a map range type") };
                Ok(Type::map(tps, tys, range))
            }
            _ => self.err(pos, "expected a type"),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Statements
    // -----------------------------------------------------------------------------------------

    fn body(&self, p: P) -> R<Body> {
        let mut locals = Vec::new();
        let mut stmts = Vec::new();
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::local_var => locals.push(self.local_var(c)?),
                Rule::rbrace => {}
                _ => stmts.push(self.stmt(c)?),
            }
        }
        stmts.shrink_to_fit();
        Ok(Body { locals, stmts })
    }

    fn local_var(&self, p: P) -> R<LocalVarDecl> {
        let pos = self.pos(&p);
        let (attrs, vars) = self.var_groups(p, true)?;
        Ok(LocalVarDecl { pos, attrs, vars })
    }

    fn block(&self, p: P) -> R<Block> {
        let mut b: Block =
            p.into_inner().filter(|c| c.as_rule() != Rule::rbrace).map(|c| self.stmt(c)).collect::<R<_>>()?;
        b.shrink_to_fit();
        Ok(b)
    }

    fn stmt(&self, p: P) -> R<Stmt> {
        let pos = self.pos(&p);
        let kind = match p.as_rule() {
            Rule::label_stmt => StmtKind::Label(p.into_inner().next().map(|c| self.ident(&c)).unwrap_or_default()),
            Rule::assign_stmt => {
                let mut lhs = Vec::new();
                let mut rhs = Vec::new();
                let mut attrs = Vec::new();
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::attr => attrs.push(self.attr(c)?),
                        Rule::lhs => {
                            let mut it = c.into_inner();
                            let name = it.next().map(|n| self.ident(&n)).unwrap_or_default();
                            let mut steps = Vec::new();
                            for s in it {
                                if s.as_rule() == Rule::lhs_field {
                                    let f = s.into_inner().find(|x| x.as_rule() == Rule::ident);
                                    steps.push(LhsStep::Field(f.map(|f| self.ident(&f)).unwrap_or_default()));
                                } else {
                                    steps.push(LhsStep::Select(self.exprs(s)?));
                                }
                            }
                            lhs.push(AssignLhs { name, steps });
                        }
                        Rule::expr => rhs.push(self.expr(c)?),
                        _ => {}
                    }
                }
                if lhs.len() != rhs.len() {
                    return self.err(pos, format!("{} left-hand sides but {} right-hand sides", lhs.len(), rhs.len()));
                }
                StmtKind::Assign { lhs, rhs, attrs }
            }
            Rule::assert_stmt | Rule::assume_stmt => {
                let is_assert = p.as_rule() == Rule::assert_stmt;
                let mut attrs = Vec::new();
                let mut expr = None;
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::attr => attrs.push(self.attr(c)?),
                        Rule::expr => expr = Some(self.expr(c)?),
                        _ => {}
                    }
                }
                let expr = self.need(expr, pos)?;
                if is_assert {
                    StmtKind::Assert { attrs, expr }
                } else {
                    StmtKind::Assume { attrs, expr }
                }
            }
            Rule::havoc_stmt => StmtKind::Havoc(
                p.into_inner().find(|c| c.as_rule() == Rule::idents).map(|x| self.idents(x)).unwrap_or_default(),
            ),
            Rule::call_stmt => {
                let mut attrs = Vec::new();
                let (mut is_async, mut is_free) = (false, false);
                let mut call = None;
                let mut branches = Vec::new();
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::kw_async => is_async = true,
                        Rule::kw_free => is_free = true,
                        Rule::attr => attrs.push(self.attr(c)?),
                        Rule::call_params => call = Some(self.call_params(c)?),
                        Rule::par_branch => branches.push(self.spec_call(c)?),
                        _ => {}
                    }
                }
                let mut call = self.need(call, pos)?;
                call.attrs = attrs;
                if branches.is_empty() {
                    call.is_async = is_async;
                    call.is_free = is_free;
                    StmtKind::Call(Box::new(call))
                } else if is_async || is_free {
                    return self.err(pos, "a parallel call cannot be `async` or `free`");
                } else {
                    branches.insert(0, call);
                    StmtKind::Par { form: ParForm::Call, calls: branches }
                }
            }
            Rule::par_stmt => {
                let mut attrs = Vec::new();
                let mut calls = Vec::new();
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::attr => attrs.push(self.attr(c)?),
                        Rule::call_params => calls.push(self.call_params(c)?),
                        _ => {}
                    }
                }
                for c in &mut calls {
                    c.attrs = attrs.clone();
                }
                StmtKind::Par { form: ParForm::Par, calls }
            }
            Rule::yield_stmt => StmtKind::Yield,
            Rule::hide_stmt => {
                let mut hide = false;
                let mut name = None;
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::kw_hide => hide = true,
                        Rule::ident => name = Some(self.ident(&c)),
                        _ => {}
                    }
                }
                StmtKind::HideReveal { hide, name }
            }
            Rule::scope_stmt => StmtKind::Scope(p.into_inner().any(|c| c.as_rule() == Rule::kw_push)),
            Rule::unpack_stmt => {
                let mut u =
                    UnpackCmd { ctor: Ident::default(), vars: Vec::new(), attrs: Vec::new(), expr: Expr::bool(true) };
                let mut expr = None;
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::ident => u.ctor = self.ident(&c),
                        Rule::idents => u.vars = self.idents(c),
                        Rule::attr => u.attrs.push(self.attr(c)?),
                        Rule::expr => expr = Some(self.expr(c)?),
                        _ => {}
                    }
                }
                u.expr = self.need(expr, pos)?;
                StmtKind::Unpack(Box::new(u))
            }
            Rule::if_stmt => StmtKind::If(Box::new(self.if_stmt(p)?)),
            Rule::while_stmt => {
                let mut guard = None;
                let mut specs = Vec::new();
                let mut body = None;
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::guard => guard = Some(self.guard(c)?),
                        Rule::invariant_call => {
                            let ipos = self.pos(&c);
                            let call = c.into_inner().find(|x| x.as_rule() == Rule::spec_call);
                            let call = self.spec_call(self.need(call, ipos)?)?;
                            specs.push(LoopSpec::Call(Box::new(call)));
                        }
                        Rule::loop_measure => {
                            let mut attrs = Vec::new();
                            let mut exprs = Vec::new();
                            for x in c.into_inner() {
                                match x.as_rule() {
                                    Rule::attr => attrs.push(self.attr(x)?),
                                    Rule::expr => exprs.push(self.expr(x)?),
                                    _ => {}
                                }
                            }
                            specs.push(LoopSpec::Measure { attrs, exprs });
                        }
                        Rule::invariant => {
                            let ipos = self.pos(&c);
                            let mut free = false;
                            let mut attrs = Vec::new();
                            let mut expr = None;
                            for x in c.into_inner() {
                                match x.as_rule() {
                                    Rule::kw_free => free = true,
                                    Rule::attr => attrs.push(self.attr(x)?),
                                    Rule::expr => expr = Some(self.expr(x)?),
                                    _ => {}
                                }
                            }
                            specs.push(LoopSpec::Invariant(Contract { free, attrs, expr: self.need(expr, ipos)? }));
                        }
                        Rule::block => body = Some(self.block(c)?),
                        _ => {}
                    }
                }
                StmtKind::While { guard: Box::new(self.need(guard, pos)?), specs, body: self.need(body, pos)? }
            }
            Rule::break_stmt => {
                StmtKind::Break(p.into_inner().find(|c| c.as_rule() == Rule::ident).map(|c| self.ident(&c)))
            }
            Rule::goto_stmt => StmtKind::Goto(
                p.into_inner().find(|c| c.as_rule() == Rule::idents).map(|x| self.idents(x)).unwrap_or_default(),
            ),
            Rule::return_stmt => StmtKind::Return,
            _ => return self.err(pos, "expected a statement"),
        };
        Ok(Stmt { pos, kind })
    }

    fn if_stmt(&self, p: P) -> R<IfStmt> {
        let pos = self.pos(&p);
        let mut guard = None;
        let mut then_branch = None;
        let mut else_branch = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::guard => guard = Some(self.guard(c)?),
                Rule::block => {
                    if then_branch.is_none() {
                        then_branch = Some(self.block(c)?);
                    } else {
                        else_branch = Some(Else::Block(self.block(c)?));
                    }
                }
                Rule::if_stmt => else_branch = Some(Else::If(Box::new(self.if_stmt(c)?))),
                _ => {}
            }
        }
        Ok(IfStmt { guard: self.need(guard, pos)?, then_branch: self.need(then_branch, pos)?, else_branch })
    }

    fn guard(&self, p: P) -> R<Guard> {
        let pos = self.pos(&p);
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::wildcard_guard => return Ok(Guard::Star),
                Rule::expr => return Ok(Guard::Expr(self.expr(c)?)),
                _ => {}
            }
        }
        self.err(pos, "expected a guard")
    }

    /// `call {:a} P(x)` in a specification (`requires call`, `invariant call`, ...), or `{:a} B(x)`
    /// after a `|` of a parallel call: the attributes, then the call.
    fn spec_call(&self, p: P) -> R<CallCmd> {
        let pos = self.pos(&p);
        let mut attrs = Vec::new();
        let mut call = None;
        for x in p.into_inner() {
            match x.as_rule() {
                Rule::attr => attrs.push(self.attr(x)?),
                Rule::call_params => call = Some(self.call_params(x)?),
                _ => {}
            }
        }
        let mut call = self.need(call, pos)?;
        call.attrs = attrs;
        Ok(call)
    }

    fn call_params(&self, p: P) -> R<CallCmd> {
        let mut c = CallCmd {
            attrs: Vec::new(),
            is_async: false,
            is_free: false,
            outs: Vec::new(),
            name: Ident::default(),
            args: Vec::new(),
            forall: false,
        };
        for x in p.into_inner() {
            match x.as_rule() {
                Rule::idents => c.outs = self.idents(x),
                Rule::kw_forall => c.forall = true,
                Rule::ident => c.name = self.ident(&x),
                Rule::call_arg => {
                    let pos = self.pos(&x);
                    match x.into_inner().next() {
                        Some(a) if a.as_rule() == Rule::wildcard => c.args.push(CallArg::Wildcard),
                        Some(a) => c.args.push(CallArg::Expr(self.expr(a)?)),
                        None => return self.err(pos, "expected an argument"),
                    }
                }
                _ => {}
            }
        }
        if !c.forall && c.args.iter().any(|a| matches!(a, CallArg::Wildcard)) {
            return self.err(Pos::default(), "`*` arguments are only allowed in `call forall`");
        }
        Ok(c)
    }

    // -----------------------------------------------------------------------------------------
    // Expressions
    // -----------------------------------------------------------------------------------------

    fn exprs(&self, p: P) -> R<Vec<Expr>> {
        let mut v: Vec<Expr> =
            p.into_inner().filter(|c| c.as_rule() == Rule::expr).map(|c| self.expr(c)).collect::<R<_>>()?;
        v.shrink_to_fit();
        Ok(v)
    }

    pub(crate) fn expr(&self, p: P) -> R<Expr> {
        Ok(self.dexpr(p)?.e)
    }

    fn dexpr(&self, p: P) -> R<DExpr> {
        let mut operands: Vec<DExpr> = Vec::new();
        let mut binops: Vec<(BinOp, Pos)> = Vec::new();
        let mut prefixes: Vec<(UnOp, Pos)> = Vec::new();
        let mut cur: Option<DExpr> = None;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::prefix_op => {
                    let op = if c.as_str() == "-" { UnOp::Neg } else { UnOp::Not };
                    if prefixes.len() as u32 >= MAX_EXPR_DEPTH {
                        return self.err(
                            self.pos(&c),
                            format!("expression nested too deeply (more than {MAX_EXPR_DEPTH} levels)"),
                        );
                    }
                    prefixes.push((op, self.pos(&c)));
                }
                Rule::bin_op => {
                    let pos = self.pos(&c);
                    let Some(e) = cur.take() else { return self.err(pos, "expected an expression") };
                    operands.push(self.apply_prefixes(e, &mut prefixes)?);
                    if binops.len() as u32 >= MAX_EXPR_DEPTH {
                        return self
                            .err(pos, format!("expression nested too deeply (more than {MAX_EXPR_DEPTH} operators)"));
                    }
                    binops.push((ops::binop_of(c.as_str()), pos));
                }
                Rule::rparen => {}
                Rule::is_test => {
                    let pos = self.pos(&c);
                    let Some(e) = cur.take() else { return self.err(pos, "expected an expression") };
                    let e = self.apply_prefixes(e, &mut prefixes)?;
                    let ctor = c.into_inner().find(|x| x.as_rule() == Rule::ident).map(|x| self.ident(&x));
                    let ctor = self.need(ctor, pos)?;
                    cur = Some(DExpr { e: Expr::at(e.e.pos, ExprKind::Is(Box::new(e.e), ctor)), d: e.d + 1 });
                }
                Rule::extract | Rule::select | Rule::coercion | Rule::field_access | Rule::field_update => {
                    let pos = self.pos(&c);
                    let Some(base) = cur.take() else { return self.err(pos, "expected an expression") };
                    cur = Some(self.suffix(base, c)?);
                }
                _ => {
                    let pos = self.pos(&c);
                    if cur.is_some() {
                        return self.err(pos, "expected an operator");
                    }
                    cur = Some(self.atom(c)?);
                }
            }
        }
        let Some(last) = cur else {
            return self.err(Pos::default(), "expected an expression");
        };
        operands.push(self.apply_prefixes(last, &mut prefixes)?);
        let e = ops::resolve(operands, binops).map_err(|(pos, msg)| ParseError {
            file: self.file.to_string(),
            line: pos.line as usize,
            col: pos.col as usize,
            message: msg,
        })?;
        if e.d > MAX_EXPR_DEPTH {
            return self.err(e.e.pos, format!("expression nested too deeply (more than {MAX_EXPR_DEPTH} levels)"));
        }
        Ok(e)
    }

    fn apply_prefixes(&self, mut e: DExpr, prefixes: &mut Vec<(UnOp, Pos)>) -> R<DExpr> {
        while let Some((op, pos)) = prefixes.pop() {
            e = DExpr { e: Expr::at(pos, ExprKind::Unary(op, Box::new(e.e))), d: e.d + 1 };
        }
        if e.d > MAX_EXPR_DEPTH {
            return self.err(e.e.pos, format!("expression nested too deeply (more than {MAX_EXPR_DEPTH} levels)"));
        }
        Ok(e)
    }

    fn suffix(&self, base: DExpr, p: P) -> R<DExpr> {
        let pos = self.pos(&p);
        let bpos = base.e.pos;
        match p.as_rule() {
            Rule::extract => {
                let nums: Vec<&str> = p.into_inner().filter(|c| c.as_rule() == Rule::nat).map(|c| c.as_str()).collect();
                let (Some(hi), Some(lo)) = (nums.first(), nums.get(1)) else {
                    return self.err(pos, "expected `[hi:lo]`");
                };
                let (Ok(hi), Ok(lo)) = (hi.parse::<u32>(), lo.parse::<u32>()) else {
                    return self.err(pos, "bit-vector extract bounds are too large");
                };
                Ok(DExpr { e: Expr::at(bpos, ExprKind::Extract(Box::new(base.e), hi, lo)), d: base.d + 1 })
            }
            Rule::select => {
                let mut idx = Vec::new();
                let mut val = None;
                let mut d = base.d;
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::expr => {
                            let x = self.dexpr(c)?;
                            d = d.max(x.d);
                            idx.push(x.e);
                        }
                        Rule::store_value => {
                            if let Some(x) = c.into_inner().find(|x| x.as_rule() == Rule::expr) {
                                let x = self.dexpr(x)?;
                                d = d.max(x.d);
                                val = Some(x.e);
                            }
                        }
                        _ => {}
                    }
                }
                idx.shrink_to_fit();
                let kind = match val {
                    Some(v) => ExprKind::Store(Box::new(MapStore { map: base.e, indices: idx.into(), value: v })),
                    None => ExprKind::Select(Box::new(base.e), idx.into()),
                };
                Ok(DExpr { e: Expr::at(bpos, kind), d: d + 1 })
            }
            Rule::field_access => {
                let f = p.into_inner().find(|c| c.as_rule() == Rule::ident).map(|c| self.ident(&c));
                let f = self.need(f, pos)?;
                Ok(DExpr { e: Expr::at(bpos, ExprKind::Field(Box::new(base.e), f)), d: base.d + 1 })
            }
            Rule::field_update => {
                let mut field = None;
                let mut value = None;
                for c in p.into_inner() {
                    match c.as_rule() {
                        Rule::ident => field = Some(self.ident(&c)),
                        Rule::expr => value = Some(self.dexpr(c)?),
                        _ => {}
                    }
                }
                let (field, value) = (self.need(field, pos)?, self.need(value, pos)?);
                let d = base.d.max(value.d) + 1;
                let u = FieldUpdate { base: base.e, field, value: value.e };
                Ok(DExpr { e: Expr::at(bpos, ExprKind::FieldUpdate(Box::new(u))), d })
            }
            _ => {
                let Some(t) = p.into_inner().find(|c| c.as_rule() == Rule::ty) else {
                    return self.err(pos, "expected a type");
                };
                let t = self.ty(t)?;
                Ok(DExpr { e: Expr::at(bpos, ExprKind::Coerce(Box::new(base.e), Box::new(t))), d: base.d + 1 })
            }
        }
    }

    fn atom(&self, p: P) -> R<DExpr> {
        let pos = self.pos(&p);
        let leaf = |k| Ok(DExpr { e: Expr::at(pos, k), d: 1 });
        match p.as_rule() {
            Rule::number => {
                let s = p.as_str();
                if let Some((v, w)) = s.split_once("bv") {
                    let Ok(w) = w.parse::<u32>() else { return self.err(pos, "bit-vector width is too large") };
                    leaf(ExprKind::Lit(Lit::Bv(v.into(), w)))
                } else if s.contains(['.', 'e']) {
                    leaf(ExprKind::Lit(Lit::Real(s.into())))
                } else {
                    leaf(ExprKind::Lit(Lit::Int(s.into())))
                }
            }
            Rule::float_lit => leaf(ExprKind::Lit(Lit::Float(p.as_str().into()))),
            Rule::rmode_lit => match RMode::from_name(p.as_str()) {
                Some(m) => leaf(ExprKind::Lit(Lit::RMode(m))),
                None => self.err(pos, "expected a rounding mode"),
            },
            Rule::kw_true => leaf(ExprKind::Lit(Lit::Bool(true))),
            Rule::kw_false => leaf(ExprKind::Lit(Lit::Bool(false))),
            Rule::ident => leaf(ExprKind::Var(self.ident(&p))),
            Rule::name_expr => {
                let mut it = p.into_inner();
                let name = it.next().map(|n| self.ident(&n)).unwrap_or_default();
                match it.next() {
                    None => leaf(ExprKind::Var(name)),
                    Some(args) => {
                        let mut d = 0;
                        let mut v = Vec::new();
                        for a in args.into_inner().filter(|c| c.as_rule() == Rule::expr) {
                            let a = self.dexpr(a)?;
                            d = d.max(a.d);
                            v.push(a.e);
                        }
                        v.shrink_to_fit();
                        Ok(DExpr { e: Expr::at(pos, ExprKind::Call(name, v.into())), d: d + 1 })
                    }
                }
            }
            Rule::old_expr | Rule::int_coerce | Rule::real_coerce => {
                let rule = p.as_rule();
                let Some(inner) = p.into_inner().find(|c| c.as_rule() == Rule::expr) else {
                    return self.err(pos, "expected an expression");
                };
                let a = self.dexpr(inner)?;
                let kind = match rule {
                    Rule::old_expr => ExprKind::Old(Box::new(a.e)),
                    Rule::int_coerce => ExprKind::Call("int".into(), Box::new([a.e])),
                    _ => ExprKind::Call("real".into(), Box::new([a.e])),
                };
                Ok(DExpr { e: Expr::at(pos, kind), d: a.d + 1 })
            }
            Rule::expr => self.dexpr(p),
            Rule::if_expr => {
                let mut v = Vec::new();
                for c in p.into_inner().filter(|c| c.as_rule() == Rule::expr) {
                    v.push(self.dexpr(c)?);
                }
                let d = v.iter().map(|x| x.d).max().unwrap_or(0) + 1;
                let mut it = v.into_iter();
                match (it.next(), it.next(), it.next()) {
                    (Some(c), Some(t), Some(e)) => Ok(DExpr {
                        e: Expr::at(pos, ExprKind::IfThenElse(Box::new(c.e), Box::new(t.e), Box::new(e.e))),
                        d,
                    }),
                    _ => self.err(pos, "expected `if e then e else e`"),
                }
            }
            Rule::quant => self.quant(p),
            Rule::let_expr => self.let_expr(p),
            Rule::code_expr => self.code_expr(p),
            _ => self.err(pos, "expected an expression"),
        }
    }

    fn quant(&self, p: P) -> R<DExpr> {
        let pos = self.pos(&p);
        let mut kind = QuantKind::Forall;
        let mut type_params_v = Vec::new();
        let mut vars = Vec::new();
        let mut annots = Vec::new();
        let mut body = None;
        let mut d = 0;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::quant_kind => {
                    kind = match c.as_str() {
                        "exists" | "\u{2203}" => QuantKind::Exists,
                        "lambda" | "\u{03bb}" => QuantKind::Lambda,
                        _ => QuantKind::Forall,
                    }
                }
                Rule::type_params => type_params_v = self.idents(c),
                Rule::bound_vars => {
                    for t in c.into_inner().filter(|t| t.as_rule() == Rule::typed_idents) {
                        vars.push(self.typed_idents(t, false, true)?);
                    }
                }
                Rule::attr => annots.push(QuantAnnot::Attr(self.attr(c)?)),
                Rule::trigger => {
                    let mut v = Vec::new();
                    for x in c.into_inner().filter(|x| x.as_rule() == Rule::expr) {
                        let x = self.dexpr(x)?;
                        d = d.max(x.d);
                        v.push(x.e);
                    }
                    v.shrink_to_fit();
                    annots.push(QuantAnnot::Trigger(v));
                }
                Rule::expr => {
                    let b = self.dexpr(c)?;
                    d = d.max(b.d);
                    body = Some(b.e);
                }
                _ => {}
            }
        }
        let body = self.need(body, pos)?;
        let q = Quantifier { kind, type_params: type_params_v, vars, annots, body };
        Ok(DExpr { e: Expr::at(pos, ExprKind::Quant(Box::new(q))), d: d + 1 })
    }

    fn let_expr(&self, p: P) -> R<DExpr> {
        let pos = self.pos(&p);
        let mut vars = Vec::new();
        let mut exprs = Vec::new();
        let mut attrs = Vec::new();
        let mut d = 0;
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::let_var => {
                    let mut v = LetVar { attrs: Vec::new(), name: Ident::default() };
                    for x in c.into_inner() {
                        match x.as_rule() {
                            Rule::attr => v.attrs.push(self.attr(x)?),
                            Rule::ident => v.name = self.ident(&x),
                            _ => {}
                        }
                    }
                    vars.push(v);
                }
                Rule::expr => {
                    let x = self.dexpr(c)?;
                    d = d.max(x.d);
                    exprs.push(x.e);
                }
                Rule::attr => attrs.push(self.attr(c)?),
                _ => {}
            }
        }
        // The last expression is the body; the ones before it are the right-hand sides.
        let body = self.need(exprs.pop(), pos)?;
        let l = LetExpr { vars, rhs: exprs, attrs, body };
        Ok(DExpr { e: Expr::at(pos, ExprKind::Let(Box::new(l))), d: d + 1 })
    }

    fn code_expr(&self, p: P) -> R<DExpr> {
        let pos = self.pos(&p);
        let mut locals = Vec::new();
        let mut blocks = Vec::new();
        for c in p.into_inner() {
            match c.as_rule() {
                Rule::local_var => locals.push(self.local_var(c)?),
                Rule::spec_block => {
                    let bpos = self.pos(&c);
                    let mut label = None;
                    let mut cmds = Vec::new();
                    let mut transfer = None;
                    for x in c.into_inner() {
                        match x.as_rule() {
                            Rule::ident => label = Some(self.ident(&x)),
                            Rule::colon => {}
                            Rule::goto_stmt => {
                                let ids = x
                                    .into_inner()
                                    .find(|c| c.as_rule() == Rule::idents)
                                    .map(|x| self.idents(x))
                                    .unwrap_or_default();
                                transfer = Some(SpecTransfer::Goto(ids));
                            }
                            Rule::spec_return => {
                                let e = x.into_inner().find(|c| c.as_rule() == Rule::expr);
                                let e = self.need(e, bpos)?;
                                transfer = Some(SpecTransfer::Return(self.expr(e)?));
                            }
                            _ => cmds.push(self.stmt(x)?),
                        }
                    }
                    blocks.push(SpecBlock {
                        label: self.need(label, bpos)?,
                        cmds,
                        transfer: self.need(transfer, bpos)?,
                    });
                }
                _ => {}
            }
        }
        // Code expressions are rare; their depth is bounded by the nesting pre-check.
        Ok(DExpr { e: Expr::at(pos, ExprKind::Code(Box::new(CodeExpr { locals, blocks }))), d: 1 })
    }
}

/// `bv32`, `float24e8` and `rmode` with no arguments are the built-in types (as Boogie's type
/// resolution reads them); any other name is a named type.
fn named_type(name: Ident, args: Vec<Type>) -> Type {
    if args.is_empty() {
        if let Some(w) = name.strip_prefix("bv").and_then(decimal) {
            return Type::Bv(w);
        }
        if let Some((sig, exp)) = name.strip_prefix("float").and_then(|r| r.split_once('e')) {
            if let (Some(sig), Some(exp)) = (decimal(sig), decimal(exp)) {
                return Type::Float { sig, exp };
            }
        }
        if name == "rmode" {
            return Type::RMode;
        }
    }
    Type::Named(name, args)
}

/// A number written in decimal without leading zeros (so that printing it gives back the name).
fn decimal(w: &str) -> Option<u32> {
    let ok = !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()) && !(w.len() > 1 && w.starts_with('0'));
    ok.then(|| w.parse().ok()).flatten()
}
