//! The fast parser: a hand-written recursive-descent parser over [`crate::syntax::lexer`] that
//! builds exactly the AST the reference parser (the pest grammar `grammar/boogie.pest` plus the
//! builder in `parser.rs`) builds, positions included, about ten times faster and without pest's
//! token queue.
//!
//! Contract with the reference parser (checked by `tests/frontend_differential.rs` on the whole
//! corpus and by property tests): on input the grammar accepts, both return the same AST with the
//! same positions; on input it rejects, both fail. This parser's own error messages are terse
//! ([`Failure`]); `parse_program` asks the reference parser for the message it reports, so users
//! always see the grammar's `expected ...` wording.
//!
//! Each function below names the grammar rule it implements. Where the grammar's ordered choice
//! could backtrack, the parser looks ahead instead (`ident :` starts a label, `{ :` an attribute,
//! `[ nat : nat ]` a bit-vector extraction, `* )` a wildcard guard).

use super::{named_type, ops, DExpr, MAX_EXPR_DEPTH};
use crate::syntax::ast::*;
use crate::syntax::intern::Interner;
use crate::syntax::lexer::{Kw, Lexer, Sym, Tok, Token};

/// Where and why the fast parser stopped.
#[derive(Debug)]
pub(crate) struct Failure {
    pub pos: Pos,
    pub message: String,
}

type R<T> = Result<T, Failure>;

/// Deepest recursion of expressions and statements (far beyond what [`MAX_EXPR_DEPTH`] lets
/// through; a guard against unbracketed `if then else` / `else if` chains).
const MAX_RECURSION: u32 = 4 * MAX_EXPR_DEPTH;

/// Parses a whole program.
pub(crate) fn parse(src: &str, max_nesting: usize) -> Result<Program, Failure> {
    if u32::try_from(src.len()).is_err() {
        return Err(Failure { pos: Pos { line: 1, col: 1 }, message: "file too large (4 GiB or more)".into() });
    }
    let mut p = Parser {
        lx: Lexer::new(src, max_nesting),
        names: Interner::default(),
        depth: 0,
        binops: 0,
        scratch: Vec::new(),
    };
    let mut decls = Vec::new();
    while p.peek().tok() != Tok::Eof {
        decls.push(p.decl()?);
        if let Some(pos) = p.lx.error {
            return Err(Failure { pos, message: "unclosed comment, or brackets or comments nested too deeply".into() });
        }
    }
    if let Some(pos) = p.lx.error {
        return Err(Failure { pos, message: "unclosed comment, or brackets or comments nested too deeply".into() });
    }
    decls.shrink_to_fit();
    Ok(Program { decls })
}

struct Parser<'a> {
    lx: Lexer<'a>,
    /// One shared [`Ident`] per distinct name.
    names: Interner<'a>,
    depth: u32,
    /// Binary operators read so far in the innermost expression (bounded like the reference parser).
    binops: u32,
    /// Expressions of lists being read, innermost list on top (see [`Parser::expr_seq`]).
    scratch: Vec<Expr>,
}

impl ops::Operands for Parser<'_> {
    fn peek_op(&mut self) -> Option<(BinOp, Pos)> {
        let t = self.peek();
        binop(t.tok()).map(|op| (op, t.pos()))
    }

    fn take_op(&mut self) -> ops::Res<()> {
        let t = self.bump();
        if self.binops >= MAX_EXPR_DEPTH {
            return Err((t.pos(), format!("expression nested too deeply (more than {MAX_EXPR_DEPTH} operators)")));
        }
        self.binops += 1;
        Ok(())
    }

    fn operand(&mut self) -> ops::Res<DExpr> {
        Parser::operand(self).map_err(|f| (f.pos, f.message))
    }
}

fn is_ident(t: Tok) -> bool {
    matches!(t, Tok::Ident | Tok::EscapedIdent)
}

/// The binary operator a token stands for, if any.
fn binop(t: Tok) -> Option<BinOp> {
    use BinOp as B;
    Some(match t {
        Tok::Sym(s) => match s {
            Sym::Iff => B::Iff,
            Sym::Implies => B::Implies,
            Sym::Explies => B::Explies,
            Sym::And => B::And,
            Sym::Or => B::Or,
            Sym::EqEq => B::Eq,
            Sym::Neq => B::Neq,
            Sym::Lt => B::Lt,
            Sym::Le => B::Le,
            Sym::Gt => B::Gt,
            Sym::Ge => B::Ge,
            Sym::Subtype => B::Subtype,
            Sym::Concat => B::Concat,
            Sym::Plus => B::Add,
            Sym::Minus => B::Sub,
            Sym::Star => B::Mul,
            Sym::Slash => B::RealDiv,
            Sym::Pow => B::Pow,
            _ => return None,
        },
        Tok::Kw(Kw::Div) => B::Div,
        Tok::Kw(Kw::Mod) => B::Mod,
        _ => return None,
    })
}

/// `v` in an allocation of exactly its length. Lists are built by pushing, which leaves spare
/// capacity; `shrink_to_fit` would ask the allocator to shrink in place, which mimalloc does not do
/// for a shrink to half the size or more, so the spare memory would stay resident.
fn exact<T>(v: Vec<T>) -> Vec<T> {
    if v.len() == v.capacity() {
        return v;
    }
    let mut e = Vec::with_capacity(v.len());
    e.extend(v);
    e
}

fn too_deep(pos: Pos) -> Failure {
    Failure { pos, message: format!("expression nested too deeply (more than {MAX_EXPR_DEPTH} levels)") }
}

impl<'a> Parser<'a> {
    // -----------------------------------------------------------------------------------------
    // Token helpers
    // -----------------------------------------------------------------------------------------

    fn peek(&mut self) -> Token {
        self.lx.peek(0)
    }

    /// Whether the token `k` places ahead is `t` (compares the packed class, no decoding).
    #[inline]
    fn peek_is(&mut self, k: usize, t: Tok) -> bool {
        self.lx.peek(k).is(t)
    }

    fn peek_tok(&mut self, k: usize) -> Tok {
        self.lx.peek(k).tok()
    }

    fn bump(&mut self) -> Token {
        self.lx.next()
    }

    fn fail<T>(&mut self, what: &str) -> R<T> {
        let t = self.peek();
        let found = match t.tok() {
            Tok::Eof => "end of input".to_string(),
            _ => format!("`{}`", self.lx.text(&t)),
        };
        Err(Failure { pos: t.pos(), message: format!("expected {what}, found {found}") })
    }

    fn eat(&mut self, s: Sym) -> bool {
        if self.peek_is(0, Tok::Sym(s)) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, s: Sym, what: &str) -> R<Token> {
        if self.peek_is(0, Tok::Sym(s)) {
            Ok(self.bump())
        } else {
            self.fail(what)
        }
    }

    fn eat_kw(&mut self, k: Kw) -> bool {
        if self.peek_is(0, Tok::Kw(k)) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn semi(&mut self) -> R<()> {
        self.expect(Sym::Semi, "`;`").map(|_| ())
    }

    fn enter(&mut self) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_RECURSION {
            let pos = self.peek().pos();
            return Err(too_deep(pos));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    fn intern(&mut self, s: &'a str) -> Ident {
        self.names.intern(s)
    }

    /// `ident`
    fn ident(&mut self) -> R<Ident> {
        let t = self.peek();
        if !is_ident(t.tok()) {
            return self.fail("identifier");
        }
        self.bump();
        let s = self.lx.text(&t);
        Ok(self.intern(s))
    }

    /// `idents = ident ("," ident)*` (a `,` not followed by an identifier is left for the caller).
    fn idents(&mut self) -> R<Vec<Ident>> {
        let mut v = vec![self.ident()?];
        while self.peek_is(0, Tok::Sym(Sym::Comma)) && is_ident(self.peek_tok(1)) {
            self.bump();
            v.push(self.ident()?);
        }
        let v = exact(v);
        Ok(v)
    }

    // -----------------------------------------------------------------------------------------
    // Declarations
    // -----------------------------------------------------------------------------------------

    fn decl(&mut self) -> R<Decl> {
        let t = self.peek();
        let kind = match t.tok() {
            Tok::Kw(Kw::Type) => DeclKind::Type(self.type_decl()?),
            Tok::Kw(Kw::Const) => DeclKind::Const(Box::new(self.const_decl()?)),
            Tok::Kw(Kw::Function) => DeclKind::Function(Box::new(self.function_decl()?)),
            Tok::Kw(Kw::Axiom) => {
                self.bump();
                let attrs = self.attrs()?;
                let expr = self.expr()?;
                self.semi()?;
                DeclKind::Axiom(AxiomDecl { attrs, expr })
            }
            Tok::Kw(Kw::Var) => {
                self.bump();
                let (attrs, vars) = self.var_groups()?;
                DeclKind::Var(VarDecl { attrs, vars })
            }
            Tok::Kw(Kw::Procedure) => DeclKind::Procedure(Box::new(self.procedure_decl()?)),
            Tok::Kw(Kw::Implementation) => DeclKind::Implementation(Box::new(self.implementation_decl()?)),
            _ => return self.fail("a declaration"),
        };
        Ok(Decl { pos: t.pos(), kind })
    }

    /// `type_decl = "type" attr* "finite"? type_item ("," type_item)* ";"`
    fn type_decl(&mut self) -> R<TypeDecl> {
        self.bump();
        let attrs = self.attrs()?;
        let t = self.peek();
        let finite = t.is(Tok::Ident) && self.lx.text(&t) == "finite";
        if finite {
            self.bump();
        }
        let mut items = Vec::new();
        loop {
            let name = self.ident()?;
            let mut params = Vec::new();
            while is_ident(self.peek_tok(0)) {
                params.push(self.ident()?);
            }
            let params = exact(params);
            let synonym = if self.eat(Sym::Eq1) { Some(self.ty()?) } else { None };
            items.push(TypeDeclItem { name, params, synonym });
            if !self.eat(Sym::Comma) {
                break;
            }
        }
        self.semi()?;
        let items = exact(items);
        Ok(TypeDecl { attrs, finite, items })
    }

    /// `const_decl = "const" attr* "unique"? idents ":" ty order_spec? ";"`
    fn const_decl(&mut self) -> R<ConstDecl> {
        self.bump();
        let attrs = self.attrs()?;
        let unique = self.eat_kw(Kw::Unique);
        let names = self.idents()?;
        self.expect(Sym::Colon, "`:`")?;
        let ty = self.ty()?;
        let extends = if self.eat_kw(Kw::Extends) {
            let mut parents = Vec::new();
            if matches!(self.peek_tok(0), Tok::Kw(Kw::Unique) | Tok::Ident | Tok::EscapedIdent) {
                loop {
                    let unique = self.eat_kw(Kw::Unique);
                    let name = self.ident()?;
                    parents.push(ParentEdge { unique, name });
                    if !(self.peek_is(0, Tok::Sym(Sym::Comma))
                        && matches!(self.peek_tok(1), Tok::Kw(Kw::Unique) | Tok::Ident | Tok::EscapedIdent))
                    {
                        break;
                    }
                    self.bump();
                }
            }
            let parents = exact(parents);
            let complete = self.eat_kw(Kw::Complete);
            Some(OrderSpec { parents, complete })
        } else {
            None
        };
        self.semi()?;
        Ok(ConstDecl { attrs, unique, names, ty, extends })
    }

    /// `function_decl`; a `: T` result becomes a nameless `returns (T)`.
    fn function_decl(&mut self) -> R<FunctionDecl> {
        self.bump();
        let attrs = self.attrs()?;
        let name = self.ident()?;
        let type_params = if self.peek_is(0, Tok::Sym(Sym::Lt)) { self.type_params()? } else { Vec::new() };
        self.expect(Sym::LParen, "`(`")?;
        let mut params = Vec::new();
        if !self.peek_is(0, Tok::Sym(Sym::RParen)) {
            loop {
                params.push(self.fn_param()?);
                if !self.eat(Sym::Comma) {
                    break;
                }
            }
        }
        let params = exact(params);
        self.expect(Sym::RParen, "`)`")?;
        let ret = if self.eat_kw(Kw::Returns) {
            self.expect(Sym::LParen, "`(`")?;
            let r = self.fn_param()?;
            self.expect(Sym::RParen, "`)`")?;
            r
        } else if self.eat(Sym::Colon) {
            FnParam { name: None, ty: self.ty()? }
        } else {
            return self.fail("`returns` or `:`");
        };
        let body = if self.eat(Sym::LBrace) {
            let e = self.expr()?;
            self.expect(Sym::RBrace, "`}`")?;
            Some(e)
        } else {
            self.semi()?;
            None
        };
        Ok(FunctionDecl { attrs, name, type_params, params, ret, body })
    }

    /// `fn_param = ident ":" ty | ty`
    fn fn_param(&mut self) -> R<FnParam> {
        if is_ident(self.peek_tok(0)) && self.peek_is(1, Tok::Sym(Sym::Colon)) {
            let name = self.ident()?;
            self.bump();
            Ok(FnParam { name: Some(name), ty: self.ty()? })
        } else {
            Ok(FnParam { name: None, ty: self.ty()? })
        }
    }

    /// After `var`: `attr* typed_idents ("," typed_idents)* ";"` (global or local).
    fn var_groups(&mut self) -> R<(Vec<Attribute>, Vec<TypedIdents>)> {
        let attrs = self.attrs()?;
        let mut vars = vec![self.typed_idents(true, false)?];
        while self.eat(Sym::Comma) {
            vars.push(self.typed_idents(true, false)?);
        }
        self.semi()?;
        let vars = exact(vars);
        Ok((attrs, vars))
    }

    /// `typed_idents = attr* idents ":" ty ("where" expr)?`
    fn typed_idents(&mut self, where_ok: bool, attrs_ok: bool) -> R<TypedIdents> {
        let apos = self.peek().pos();
        let attrs = self.attrs()?;
        if !attrs_ok && !attrs.is_empty() {
            return Err(Failure { pos: apos, message: "attributes are not allowed here".into() });
        }
        let names = self.idents()?;
        self.expect(Sym::Colon, "`:`")?;
        let ty = self.ty()?;
        let where_clause = if self.peek_is(0, Tok::Kw(Kw::Where)) {
            if !where_ok {
                let pos = self.peek().pos();
                return Err(Failure { pos, message: "a `where` clause is not allowed here".into() });
            }
            self.bump();
            Some(Box::new(self.expr()?))
        } else {
            None
        };
        Ok(TypedIdents { attrs, names, ty, where_clause })
    }

    /// `formals = "(" (typed_idents ("," typed_idents)*)? ")"`
    fn formals(&mut self, where_ok: bool) -> R<Vec<TypedIdents>> {
        self.expect(Sym::LParen, "`(`")?;
        let mut v = Vec::new();
        if !self.peek_is(0, Tok::Sym(Sym::RParen)) {
            loop {
                v.push(self.typed_idents(where_ok, true)?);
                if !self.eat(Sym::Comma) {
                    break;
                }
            }
        }
        self.expect(Sym::RParen, "`)`")?;
        let v = exact(v);
        Ok(v)
    }

    /// `type_params = "<" ident ("," ident)* ">"`
    fn type_params(&mut self) -> R<Vec<Ident>> {
        self.expect(Sym::Lt, "`<`")?;
        let mut v = vec![self.ident()?];
        while self.eat(Sym::Comma) {
            v.push(self.ident()?);
        }
        self.expect(Sym::Gt, "`>`")?;
        let v = exact(v);
        Ok(v)
    }

    /// `proc_sig = attr* ident type_params? formals ("returns" formals)?`
    #[allow(clippy::type_complexity)]
    fn proc_sig(
        &mut self,
        where_ok: bool,
    ) -> R<(Vec<Attribute>, Ident, Vec<Ident>, Vec<TypedIdents>, Vec<TypedIdents>)> {
        let attrs = self.attrs()?;
        let name = self.ident()?;
        let tps = if self.peek_is(0, Tok::Sym(Sym::Lt)) { self.type_params()? } else { Vec::new() };
        let ins = self.formals(where_ok)?;
        let outs = if self.eat_kw(Kw::Returns) { self.formals(where_ok)? } else { Vec::new() };
        Ok((attrs, name, tps, ins, outs))
    }

    fn procedure_decl(&mut self) -> R<ProcedureDecl> {
        self.bump();
        let (attrs, name, type_params, ins, outs) = self.proc_sig(true)?;
        let semi = self.eat(Sym::Semi);
        let mut specs = Vec::new();
        loop {
            match self.peek_tok(0) {
                Tok::Kw(Kw::Modifies) => {
                    self.bump();
                    let ids = if is_ident(self.peek_tok(0)) { self.idents()? } else { Vec::new() };
                    self.semi()?;
                    specs.push(Spec::Modifies(ids));
                }
                Tok::Kw(Kw::Free | Kw::Requires | Kw::Ensures) => {
                    let free = self.eat_kw(Kw::Free);
                    let ensures = match self.peek_tok(0) {
                        Tok::Kw(Kw::Requires) => false,
                        Tok::Kw(Kw::Ensures) => true,
                        _ => return self.fail("`requires`/`ensures`"),
                    };
                    self.bump();
                    let attrs = self.attrs()?;
                    let expr = self.expr()?;
                    self.semi()?;
                    let c = Contract { free, attrs, expr };
                    specs.push(if ensures { Spec::Ensures(c) } else { Spec::Requires(c) });
                }
                _ => break,
            }
        }
        let specs = exact(specs);
        let body = if semi { None } else { Some(self.body()?) };
        Ok(ProcedureDecl { attrs, name, type_params, ins, outs, specs, body })
    }

    fn implementation_decl(&mut self) -> R<ImplementationDecl> {
        self.bump();
        let (attrs, name, type_params, ins, outs) = self.proc_sig(false)?;
        let body = self.body()?;
        Ok(ImplementationDecl { attrs, name, type_params, ins, outs, body })
    }

    // -----------------------------------------------------------------------------------------
    // Attributes and types
    // -----------------------------------------------------------------------------------------

    /// `attr*`: each `{ : name args }`.
    fn attrs(&mut self) -> R<Vec<Attribute>> {
        let mut v = Vec::new();
        while self.peek_is(0, Tok::Sym(Sym::LBrace)) && self.peek_is(1, Tok::Sym(Sym::Colon)) {
            v.push(self.attr()?);
        }
        Ok(exact(v))
    }

    /// `attr = "{" ":" attr_name (attr_arg ("," attr_arg)*)? "}"`
    fn attr(&mut self) -> R<Attribute> {
        self.bump();
        self.bump();
        let t = self.peek();
        if !matches!(t.tok(), Tok::Ident | Tok::Kw(_)) {
            return self.fail("attribute name");
        }
        self.bump();
        let name = self.intern(self.lx.text(&t));
        let mut args = Vec::new();
        if !self.peek_is(0, Tok::Sym(Sym::RBrace)) {
            loop {
                let t = self.peek();
                if t.is(Tok::Str) {
                    self.bump();
                    let s = self.lx.text(&t);
                    args.push(AttrArg::Str(s.get(1..s.len().saturating_sub(1)).unwrap_or("").to_string()));
                } else {
                    args.push(AttrArg::Expr(self.expr()?));
                }
                if !self.eat(Sym::Comma) {
                    break;
                }
            }
        }
        self.expect(Sym::RBrace, "`}`")?;
        let args = exact(args);
        Ok(Attribute { name, args })
    }

    /// `ty = "int" | "bool" | named_type | map_type | "real" | "(" ty ")"`
    fn ty(&mut self) -> R<Type> {
        match self.peek_tok(0) {
            Tok::Kw(Kw::Int) => {
                self.bump();
                Ok(Type::Int)
            }
            Tok::Kw(Kw::Bool) => {
                self.bump();
                Ok(Type::Bool)
            }
            Tok::Kw(Kw::Real) => {
                self.bump();
                Ok(Type::Real)
            }
            Tok::Ident | Tok::EscapedIdent => {
                let name = self.ident()?;
                let mut args = Vec::new();
                loop {
                    match self.peek_tok(0) {
                        Tok::Kw(Kw::Int) => {
                            self.bump();
                            args.push(Type::Int);
                        }
                        Tok::Kw(Kw::Real) => {
                            self.bump();
                            args.push(Type::Real);
                        }
                        Tok::Kw(Kw::Bool) => {
                            self.bump();
                            args.push(Type::Bool);
                        }
                        Tok::Sym(Sym::LParen) => {
                            self.bump();
                            args.push(self.ty()?);
                            self.expect(Sym::RParen, "`)`")?;
                        }
                        Tok::Sym(Sym::LBracket) => args.push(self.map_type()?),
                        // `<` starts a polymorphic map type only as `<a, ...>`; otherwise it is
                        // the relation after a coercion such as `x : T < y`.
                        Tok::Sym(Sym::Lt)
                            if is_ident(self.peek_tok(1))
                                && matches!(self.peek_tok(2), Tok::Sym(Sym::Comma | Sym::Gt)) =>
                        {
                            args.push(self.map_type()?)
                        }
                        Tok::Ident | Tok::EscapedIdent => {
                            let n = self.ident()?;
                            args.push(named_type(n, Vec::new()));
                        }
                        _ => break,
                    }
                }
                let args = exact(args);
                Ok(named_type(name, args))
            }
            Tok::Sym(Sym::Lt | Sym::LBracket) => self.map_type(),
            Tok::Sym(Sym::LParen) => {
                self.bump();
                let t = self.ty()?;
                self.expect(Sym::RParen, "`)`")?;
                Ok(t)
            }
            _ => self.fail("type"),
        }
    }

    /// `map_type = type_params? "[" (ty ("," ty)*)? "]" ty`
    fn map_type(&mut self) -> R<Type> {
        self.enter()?;
        let type_params = if self.peek_is(0, Tok::Sym(Sym::Lt)) { self.type_params()? } else { Vec::new() };
        self.expect(Sym::LBracket, "`[`")?;
        let mut domain = Vec::new();
        if !self.peek_is(0, Tok::Sym(Sym::RBracket)) {
            loop {
                domain.push(self.ty()?);
                if !self.eat(Sym::Comma) {
                    break;
                }
            }
        }
        self.expect(Sym::RBracket, "`]`")?;
        let domain = exact(domain);
        let range = self.ty()?;
        self.leave();
        Ok(Type::map(type_params, domain, range))
    }

    // -----------------------------------------------------------------------------------------
    // Statements
    // -----------------------------------------------------------------------------------------

    /// `body = "{" local_var* stmt* "}"`
    fn body(&mut self) -> R<Body> {
        self.expect(Sym::LBrace, "`{`")?;
        let mut locals = Vec::new();
        while self.peek_is(0, Tok::Kw(Kw::Var)) {
            locals.push(self.local_var()?);
        }
        let locals = exact(locals);
        let stmts = self.stmts_until_rbrace()?;
        Ok(Body { locals, stmts })
    }

    /// `local_var = "var" attr* typed_idents ("," typed_idents)* ";"`
    fn local_var(&mut self) -> R<LocalVarDecl> {
        let pos = self.bump().pos();
        let (attrs, vars) = self.var_groups()?;
        Ok(LocalVarDecl { pos, attrs, vars })
    }

    /// `stmt* "}"`
    fn stmts_until_rbrace(&mut self) -> R<Block> {
        let mut v = Vec::new();
        while !self.eat(Sym::RBrace) {
            v.push(self.stmt()?);
        }
        let v = exact(v);
        Ok(v)
    }

    /// `block = "{" stmt* "}"`
    fn block(&mut self) -> R<Block> {
        self.expect(Sym::LBrace, "`{`")?;
        self.stmts_until_rbrace()
    }

    fn stmt(&mut self) -> R<Stmt> {
        self.enter()?;
        let s = self.stmt_inner();
        self.leave();
        s
    }

    fn stmt_inner(&mut self) -> R<Stmt> {
        let t = self.peek();
        let pos = t.pos();
        let kind = match t.tok() {
            Tok::Kw(Kw::Assert | Kw::Assume) => {
                self.bump();
                let attrs = self.attrs()?;
                let expr = self.expr()?;
                self.semi()?;
                if t.is(Tok::Kw(Kw::Assert)) {
                    StmtKind::Assert { attrs, expr }
                } else {
                    StmtKind::Assume { attrs, expr }
                }
            }
            Tok::Kw(Kw::Call | Kw::Async | Kw::Free) => {
                let is_async = self.eat_kw(Kw::Async);
                let is_free = self.eat_kw(Kw::Free);
                if !self.eat_kw(Kw::Call) {
                    return self.fail("`call`");
                }
                let attrs = self.attrs()?;
                let mut c = self.call_params()?;
                self.semi()?;
                c.attrs = attrs;
                c.is_async = is_async;
                c.is_free = is_free;
                StmtKind::Call(Box::new(c))
            }
            Tok::Kw(Kw::Par) => {
                self.bump();
                let attrs = self.attrs()?;
                let mut calls = vec![self.call_params()?];
                while self.eat(Sym::Bar) {
                    calls.push(self.call_params()?);
                }
                self.semi()?;
                for c in &mut calls {
                    c.attrs = attrs.clone();
                }
                let calls = exact(calls);
                StmtKind::Par(calls)
            }
            Tok::Kw(Kw::Havoc) => {
                self.bump();
                let ids = self.idents()?;
                self.semi()?;
                StmtKind::Havoc(ids)
            }
            Tok::Kw(Kw::Goto) => {
                self.bump();
                let ids = self.idents()?;
                self.semi()?;
                StmtKind::Goto(ids)
            }
            Tok::Kw(Kw::If) => StmtKind::If(Box::new(self.if_stmt()?)),
            Tok::Kw(Kw::While) => {
                self.bump();
                let guard = self.guard()?;
                let mut invariants = Vec::new();
                while matches!(self.peek_tok(0), Tok::Kw(Kw::Free | Kw::Invariant)) {
                    let free = self.eat_kw(Kw::Free);
                    if !self.eat_kw(Kw::Invariant) {
                        return self.fail("`invariant`");
                    }
                    let attrs = self.attrs()?;
                    let expr = self.expr()?;
                    self.semi()?;
                    invariants.push(Contract { free, attrs, expr });
                }
                let invariants = exact(invariants);
                let body = self.block()?;
                StmtKind::While { guard: Box::new(guard), invariants, body }
            }
            Tok::Kw(Kw::Break) => {
                self.bump();
                let label = if is_ident(self.peek_tok(0)) { Some(self.ident()?) } else { None };
                self.semi()?;
                StmtKind::Break(label)
            }
            Tok::Kw(Kw::Return) => {
                self.bump();
                self.semi()?;
                StmtKind::Return
            }
            Tok::Kw(Kw::Yield) => {
                self.bump();
                self.semi()?;
                StmtKind::Yield
            }
            Tok::Ident | Tok::EscapedIdent if self.peek_is(1, Tok::Sym(Sym::Colon)) => {
                let name = self.ident()?;
                self.bump();
                StmtKind::Label(name)
            }
            Tok::Ident | Tok::EscapedIdent => self.assign()?,
            _ => return self.fail("statement"),
        };
        Ok(Stmt { pos, kind })
    }

    /// `assign_stmt = lhs ("," lhs)* ":=" expr ("," expr)* ";"`
    fn assign(&mut self) -> R<StmtKind> {
        let pos = self.peek().pos();
        let mut lhs = Vec::new();
        loop {
            let name = self.ident()?;
            let mut selects = Vec::new();
            while self.eat(Sym::LBracket) {
                let idx = if self.peek_is(0, Tok::Sym(Sym::RBracket)) { Vec::new() } else { self.expr_seq()?.0 };
                self.expect(Sym::RBracket, "`]`")?;
                selects.push(idx);
            }
            let selects = exact(selects);
            lhs.push(AssignLhs { name, selects });
            if !self.eat(Sym::Comma) {
                break;
            }
        }
        self.expect(Sym::Assign, "`:=`")?;
        let (rhs, _): (Vec<Expr>, u32) = self.expr_seq()?;
        self.semi()?;
        if lhs.len() != rhs.len() {
            return Err(Failure {
                pos,
                message: format!("{} left-hand sides but {} right-hand sides", lhs.len(), rhs.len()),
            });
        }
        let lhs = exact(lhs);
        Ok(StmtKind::Assign { lhs, rhs })
    }

    /// `call_params = (idents ":=")? "forall"? ident "(" (call_arg ("," call_arg)*)? ")"`
    fn call_params(&mut self) -> R<CallCmd> {
        let mut outs = Vec::new();
        let mut name = None;
        if is_ident(self.peek_tok(0)) {
            let mut list = self.idents()?;
            if self.eat(Sym::Assign) {
                outs = list;
            } else if list.len() == 1 {
                name = list.pop();
            } else {
                return self.fail("`:=`");
            }
        }
        let mut forall = false;
        let name = match name {
            Some(n) => n,
            None => {
                forall = self.eat_kw(Kw::Forall);
                self.ident()?
            }
        };
        self.expect(Sym::LParen, "`(`")?;
        let mut args = Vec::new();
        if !self.peek_is(0, Tok::Sym(Sym::RParen)) {
            loop {
                if self.peek_is(0, Tok::Sym(Sym::Star))
                    && matches!(self.peek_tok(1), Tok::Sym(Sym::Comma | Sym::RParen))
                {
                    self.bump();
                    args.push(CallArg::Wildcard);
                } else {
                    args.push(CallArg::Expr(self.expr()?));
                }
                if !self.eat(Sym::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(Sym::RParen, "`)`")?;
        if !forall && args.iter().any(|a| matches!(a, CallArg::Wildcard)) {
            return Err(Failure {
                pos: close.pos(),
                message: "`*` arguments are only allowed in `call forall`".into(),
            });
        }
        let args = exact(args);
        Ok(CallCmd { attrs: Vec::new(), is_async: false, is_free: false, outs, name, args, forall })
    }

    /// `if_stmt = "if" guard block ("else" (if_stmt | block))?`
    fn if_stmt(&mut self) -> R<IfStmt> {
        self.enter()?;
        self.bump();
        let guard = self.guard()?;
        let then_branch = self.block()?;
        let else_branch = if self.eat_kw(Kw::Else) {
            if self.peek_is(0, Tok::Kw(Kw::If)) {
                Some(Else::If(Box::new(self.if_stmt()?)))
            } else {
                Some(Else::Block(self.block()?))
            }
        } else {
            None
        };
        self.leave();
        Ok(IfStmt { guard, then_branch, else_branch })
    }

    /// `guard = "(" ("*" | expr) ")"`
    fn guard(&mut self) -> R<Guard> {
        self.expect(Sym::LParen, "`(`")?;
        let g = if self.peek_is(0, Tok::Sym(Sym::Star)) && self.peek_is(1, Tok::Sym(Sym::RParen)) {
            self.bump();
            Guard::Star
        } else {
            Guard::Expr(self.expr()?)
        };
        self.expect(Sym::RParen, "`)`")?;
        Ok(g)
    }

    // -----------------------------------------------------------------------------------------
    // Expressions
    // -----------------------------------------------------------------------------------------

    fn expr(&mut self) -> R<Expr> {
        Ok(self.dexpr()?.e)
    }

    /// `expr = operand (bin_op operand)*`, precedence resolved by [`ops::climb`] (shared with the
    /// reference parser).
    fn dexpr(&mut self) -> R<DExpr> {
        self.enter()?;
        let first = self.operand()?;
        let e = if binop(self.peek_tok(0)).is_none() {
            first
        } else {
            let outer = std::mem::replace(&mut self.binops, 0);
            let e = ops::climb(first, self).map_err(|(pos, message)| Failure { pos, message })?;
            if let Some((op, pos)) = ops::Operands::peek_op(self) {
                return Err(Failure { pos, message: format!("unexpected operator `{}`", ops::op_text(op)) });
            }
            self.binops = outer;
            e
        };
        if e.d > MAX_EXPR_DEPTH {
            return Err(too_deep(e.e.pos));
        }
        self.leave();
        Ok(e)
    }

    /// `prefix_op* atom suffix*`; prefixes apply to the atom with its suffixes.
    fn operand(&mut self) -> R<DExpr> {
        let mut prefixes: Vec<(UnOp, Pos)> = Vec::new();
        loop {
            let t = self.peek();
            let op = match t.tok() {
                Tok::Sym(Sym::Minus) => UnOp::Neg,
                Tok::Sym(Sym::Bang | Sym::Not) => UnOp::Not,
                _ => break,
            };
            if prefixes.len() as u32 >= MAX_EXPR_DEPTH {
                return Err(too_deep(t.pos()));
            }
            self.bump();
            prefixes.push((op, t.pos()));
        }
        let mut e = self.atom()?;
        loop {
            match self.peek_tok(0) {
                Tok::Sym(Sym::LBracket) => e = self.select_or_extract(e)?,
                Tok::Sym(Sym::Colon) => {
                    self.bump();
                    let t = self.ty()?;
                    let pos = e.e.pos;
                    e = DExpr { d: e.d + 1, e: Expr::at(pos, ExprKind::Coerce(Box::new(e.e), Box::new(t))) };
                }
                _ => break,
            }
        }
        while let Some((op, pos)) = prefixes.pop() {
            e = DExpr { d: e.d + 1, e: Expr::at(pos, ExprKind::Unary(op, Box::new(e.e))) };
        }
        if e.d > MAX_EXPR_DEPTH {
            return Err(too_deep(e.e.pos));
        }
        Ok(e)
    }

    fn is_nat(&mut self, k: usize) -> bool {
        let t = self.lx.peek(k);
        t.is(Tok::Number) && self.lx.text(&t).bytes().all(|b| b.is_ascii_digit())
    }

    /// `extract = "[" nat ":" nat "]"`, else `select = "[" (expr ("," expr)*)? (":=" expr)? "]"`.
    fn select_or_extract(&mut self, base: DExpr) -> R<DExpr> {
        let bpos = base.e.pos;
        if self.is_nat(1)
            && self.peek_is(2, Tok::Sym(Sym::Colon))
            && self.is_nat(3)
            && self.peek_is(4, Tok::Sym(Sym::RBracket))
        {
            let open = self.bump();
            let hi = self.bump();
            self.bump();
            let lo = self.bump();
            self.bump();
            let (Ok(hi), Ok(lo)) = (self.lx.text(&hi).parse::<u32>(), self.lx.text(&lo).parse::<u32>()) else {
                return Err(Failure { pos: open.pos(), message: "bit-vector extract bounds are too large".into() });
            };
            return Ok(DExpr { d: base.d + 1, e: Expr::at(bpos, ExprKind::Extract(Box::new(base.e), hi, lo)) });
        }
        self.bump();
        let (idx, mut d): (Box<[Expr]>, u32) = if matches!(self.peek_tok(0), Tok::Sym(Sym::RBracket | Sym::Assign)) {
            (Box::default(), 0)
        } else {
            self.expr_seq()?
        };
        d = d.max(base.d);
        let val = if self.eat(Sym::Assign) {
            let x = self.dexpr()?;
            d = d.max(x.d);
            Some(x.e)
        } else {
            None
        };
        self.expect(Sym::RBracket, "`]`")?;
        let kind = match val {
            Some(value) => ExprKind::Store(Box::new(MapStore { map: base.e, indices: idx, value })),
            None => ExprKind::Select(Box::new(base.e), idx),
        };
        Ok(DExpr { d: d + 1, e: Expr::at(bpos, kind) })
    }

    /// `expr ("," expr)*`, collected with exact capacity (through a scratch stack shared by all
    /// nesting levels), with the deepest element's depth.
    fn expr_seq<C: FromIterator<Expr>>(&mut self) -> R<(C, u32)> {
        let mark = self.scratch.len();
        let mut d = 0;
        loop {
            let x = self.dexpr()?;
            d = d.max(x.d);
            self.scratch.push(x.e);
            if !self.eat(Sym::Comma) {
                break;
            }
        }
        Ok((self.scratch.drain(mark..).collect(), d))
    }

    fn atom(&mut self) -> R<DExpr> {
        let t = self.peek();
        let pos = t.pos();
        let leaf = |k| Ok(DExpr { e: Expr::at(pos, k), d: 1 });
        match t.tok() {
            Tok::Ident | Tok::EscapedIdent => {
                let name = self.ident()?;
                if self.eat(Sym::LParen) {
                    let (args, d) =
                        if self.peek_is(0, Tok::Sym(Sym::RParen)) { (Box::default(), 0) } else { self.expr_seq()? };
                    self.expect(Sym::RParen, "`)`")?;
                    Ok(DExpr { e: Expr::at(pos, ExprKind::Call(name, args)), d: d + 1 })
                } else {
                    leaf(ExprKind::Var(name))
                }
            }
            Tok::Number => {
                self.bump();
                let s = self.lx.text(&t);
                // The lexer guarantees the shape: digits, then `bvN`, `.digits...` or `e...`.
                if let Some(b) = s.bytes().position(|c| c == b'b') {
                    let (v, w) = (s.get(..b).unwrap_or(""), s.get(b + 2..).unwrap_or(""));
                    let Ok(w) = w.parse::<u32>() else {
                        return Err(Failure { pos, message: "bit-vector width is too large".into() });
                    };
                    leaf(ExprKind::Lit(Lit::Bv(v.into(), w)))
                } else if s.bytes().any(|c| c == b'.' || c == b'e') {
                    leaf(ExprKind::Lit(Lit::Real(s.into())))
                } else {
                    leaf(ExprKind::Lit(Lit::Int(s.into())))
                }
            }
            Tok::Kw(Kw::True) => {
                self.bump();
                leaf(ExprKind::Lit(Lit::Bool(true)))
            }
            Tok::Kw(Kw::False) => {
                self.bump();
                leaf(ExprKind::Lit(Lit::Bool(false)))
            }
            Tok::Sym(Sym::LParen) => {
                self.bump();
                let e = match self.peek_tok(0) {
                    Tok::Kw(Kw::Forall | Kw::Exists | Kw::Lambda)
                    | Tok::Sym(Sym::QForall | Sym::QExists | Sym::QLambda) => self.quant()?,
                    _ => self.dexpr()?,
                };
                self.expect(Sym::RParen, "`)`")?;
                Ok(e)
            }
            Tok::Kw(k @ (Kw::Old | Kw::Int | Kw::Real)) => {
                self.bump();
                self.expect(Sym::LParen, "`(`")?;
                let a = self.dexpr()?;
                self.expect(Sym::RParen, "`)`")?;
                let kind = match k {
                    Kw::Old => ExprKind::Old(Box::new(a.e)),
                    Kw::Int => ExprKind::Call(self.intern("int"), Box::new([a.e])),
                    _ => ExprKind::Call(self.intern("real"), Box::new([a.e])),
                };
                Ok(DExpr { e: Expr::at(pos, kind), d: a.d + 1 })
            }
            Tok::Kw(Kw::If) => {
                self.bump();
                let c = self.dexpr()?;
                if !self.eat_kw(Kw::Then) {
                    return self.fail("`then`");
                }
                let a = self.dexpr()?;
                if !self.eat_kw(Kw::Else) {
                    return self.fail("`else`");
                }
                let b = self.dexpr()?;
                let d = c.d.max(a.d).max(b.d) + 1;
                Ok(DExpr { e: Expr::at(pos, ExprKind::IfThenElse(Box::new(c.e), Box::new(a.e), Box::new(b.e))), d })
            }
            Tok::Sym(Sym::Bar) if self.lx.byte_after(&t) == Some(b'{') => self.code_expr(),
            _ => self.fail("expression"),
        }
    }

    /// `quant = quant_kind (type_params bound_vars? | bound_vars) "::" (attr | trigger)* expr`
    fn quant(&mut self) -> R<DExpr> {
        let t = self.bump();
        let kind = match t.tok() {
            Tok::Kw(Kw::Exists) | Tok::Sym(Sym::QExists) => QuantKind::Exists,
            Tok::Kw(Kw::Lambda) | Tok::Sym(Sym::QLambda) => QuantKind::Lambda,
            _ => QuantKind::Forall,
        };
        let type_params = if self.peek_is(0, Tok::Sym(Sym::Lt)) { self.type_params()? } else { Vec::new() };
        let mut vars = Vec::new();
        if type_params.is_empty() || !self.peek_is(0, Tok::Sym(Sym::ColonColon)) {
            vars.push(self.typed_idents(false, true)?);
            while self.eat(Sym::Comma) {
                vars.push(self.typed_idents(false, true)?);
            }
        }
        let vars = exact(vars);
        self.expect(Sym::ColonColon, "`::`")?;
        let mut annots = Vec::new();
        let mut d = 0;
        while self.peek_is(0, Tok::Sym(Sym::LBrace)) {
            if self.peek_is(1, Tok::Sym(Sym::Colon)) {
                annots.push(QuantAnnot::Attr(self.attr()?));
            } else {
                self.bump();
                let (v, dt) = self.expr_seq()?;
                d = d.max(dt);
                self.expect(Sym::RBrace, "`}`")?;
                annots.push(QuantAnnot::Trigger(v));
            }
        }
        let annots = exact(annots);
        let body = self.dexpr()?;
        d = d.max(body.d);
        let q = Quantifier { kind, type_params, vars, annots, body: body.e };
        Ok(DExpr { e: Expr::at(t.pos(), ExprKind::Quant(Box::new(q))), d: d + 1 })
    }

    /// `code_expr = "|{" local_var* spec_block+ "}|"`
    fn code_expr(&mut self) -> R<DExpr> {
        let open = self.bump();
        if !self.lx.glue_byte_after(&open) {
            return self.fail("`|{`");
        }
        let mut locals = Vec::new();
        while self.peek_is(0, Tok::Kw(Kw::Var)) {
            locals.push(self.local_var()?);
        }
        let mut blocks = Vec::new();
        loop {
            blocks.push(self.spec_block()?);
            let t = self.peek();
            if t.is(Tok::Sym(Sym::RBrace)) && self.lx.byte_after(&t) == Some(b'|') {
                self.bump();
                if !self.lx.glue_byte_after(&t) {
                    return self.fail("`}|`");
                }
                break;
            }
        }
        let locals = exact(locals);
        let blocks = exact(blocks);
        Ok(DExpr { e: Expr::at(open.pos(), ExprKind::Code(Box::new(CodeExpr { locals, blocks }))), d: 1 })
    }

    /// `spec_block = ident ":" simple_cmd* (goto_stmt | "return" expr ";")`
    fn spec_block(&mut self) -> R<SpecBlock> {
        let label = self.ident()?;
        self.expect(Sym::Colon, "`:`")?;
        let mut cmds = Vec::new();
        let transfer = loop {
            match self.peek_tok(0) {
                Tok::Kw(Kw::Goto) => {
                    self.bump();
                    let ids = self.idents()?;
                    self.semi()?;
                    break SpecTransfer::Goto(ids);
                }
                Tok::Kw(Kw::Return) => {
                    self.bump();
                    let e = self.expr()?;
                    self.semi()?;
                    break SpecTransfer::Return(e);
                }
                Tok::Ident
                | Tok::EscapedIdent
                | Tok::Kw(
                    Kw::Assume | Kw::Assert | Kw::Call | Kw::Async | Kw::Free | Kw::Havoc | Kw::Par | Kw::Yield,
                ) => {
                    // Simple commands only: an identifier here starts an assignment, never a label.
                    let t = self.peek();
                    let s = if is_ident(t.tok()) {
                        let kind = self.assign()?;
                        Stmt { pos: t.pos(), kind }
                    } else {
                        self.stmt()?
                    };
                    cmds.push(s);
                }
                _ => return self.fail("a command, `goto` or `return`"),
            }
        };
        let cmds = exact(cmds);
        Ok(SpecBlock { label, cmds, transfer })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_names_share_one_allocation() {
        let p = parse("axiom f(xyz) == xyz && g(xyz);", 200).map_err(|f| f.message).unwrap_or_default();
        let mut names = Vec::new();
        if let Some(Decl { kind: DeclKind::Axiom(a), .. }) = p.decls.first() {
            if let ExprKind::Binary(_, l, r) = &a.expr.kind {
                if let (ExprKind::Binary(_, ll, lr), ExprKind::Call(_, args)) = (&l.kind, &r.kind) {
                    if let (ExprKind::Call(_, a1), ExprKind::Var(v)) = (&ll.kind, &lr.kind) {
                        names.extend([a1.first().map(|e| e.kind.clone()), Some(ExprKind::Var(v.clone()))]);
                        names.push(args.first().map(|e| e.kind.clone()));
                    }
                }
            }
        }
        let ptrs: Vec<*const u8> = names
            .iter()
            .filter_map(|k| match k {
                Some(ExprKind::Var(v)) => Some(v.as_str().as_ptr()),
                _ => None,
            })
            .collect();
        assert_eq!(ptrs.len(), 3, "expected three occurrences of xyz");
        assert!(ptrs.windows(2).all(|w| w[0] == w[1]), "occurrences of xyz do not share their text");
    }
}
