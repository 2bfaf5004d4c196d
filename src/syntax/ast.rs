//! The abstract syntax of Boogie 2 programs, as wobble parses, mutates, prints and translates them
//! (Boogie 2.4.1's language and the constructs later Boogies added: `uses` clauses, datatypes,
//! hide/reveal, Civl).
//!
//! Design rules:
//! - One node type per syntactic category; illegal states are not representable (e.g. `modifies`
//!   clauses cannot be `free`, an `implementation` has no `where` clauses, `if (*)` is a [`Guard`]).
//! - Surface variations that Boogie treats as identical are normalized by the parser (a function's
//!   `: T` result becomes `returns (T)`; comments and layout are dropped), so that
//!   `parse(print(p)) == p` holds structurally.
//! - Source positions ([`Pos`]) sit on declarations, statements, local `var` statements and
//!   expressions for error messages. `Pos` itself compares by line and column, but the nodes that
//!   carry one ([`Decl`], [`Stmt`], [`LocalVarDecl`], [`Expr`]) leave it out of their `==` and
//!   `Hash`: AST equality is structural (a printed and re-parsed program equals the original),
//!   and a test that cares about positions compares the `pos` fields themselves.
//! - Compact: large seed programs and their mutants are held in memory, so nodes are kept
//!   small (`size_of` bounds are pinned by a test): names are shared [`Ident`]s, rare or large
//!   payloads are boxed (map types, map updates, coercion types, `if`/`while`-guard/`call`
//!   statements, procedure/function/constant declarations, `where` clauses), and argument/index
//!   lists inside expressions are boxed slices. The parser runs [`super::compact::Compact`] on what
//!   it builds so that no list keeps spare capacity.

use std::borrow::Borrow;
use std::fmt;
use std::sync::Arc;

/// An identifier, kept as written (Boogie allows `.`, `$`, `#`, `'`, `?`, `^`, `~`, `_`, `\`).
///
/// A shared immutable string, so that the parser can give every occurrence of a name the same
/// allocation (the parser interns names); clones are a reference-count increment. It reads like a `&str`
/// (`Deref`, `as_str`), compares, orders and hashes like its text (so `HashMap<Ident, _>` can be
/// queried with a `&str`), and prints like a string in `Debug` (`"x"`).
///
/// The text sits behind a thin pointer (`Arc<Box<str>>`, 8 bytes rather than the 16 of a fat
/// `Arc<str>`): identifiers are everywhere in the AST (variables, calls, attribute names, types)
/// while distinct names are few, so the second indirection costs little and keeps `Expr` at 40 bytes.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Ident(Arc<Box<str>>);

impl Ident {
    pub fn new(s: &str) -> Ident {
        Ident(Arc::new(Box::from(s)))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::ops::Deref for Ident {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl AsRef<str> for Ident {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl Borrow<str> for Ident {
    fn borrow(&self) -> &str {
        &self.0
    }
}
impl fmt::Display for Ident {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_str(), f)
    }
}
impl fmt::Debug for Ident {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}
impl From<&str> for Ident {
    fn from(s: &str) -> Ident {
        Ident::new(s)
    }
}
impl From<String> for Ident {
    fn from(s: String) -> Ident {
        Ident(Arc::new(s.into_boxed_str()))
    }
}
impl From<&String> for Ident {
    fn from(s: &String) -> Ident {
        Ident::new(s)
    }
}
impl From<&Ident> for Ident {
    fn from(s: &Ident) -> Ident {
        s.clone()
    }
}
impl From<Ident> for String {
    fn from(s: Ident) -> String {
        s.as_str().to_string()
    }
}
impl PartialEq<str> for Ident {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}
impl PartialEq<&str> for Ident {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}
impl PartialEq<String> for Ident {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other.as_str()
    }
}
impl PartialEq<Ident> for str {
    fn eq(&self, other: &Ident) -> bool {
        self == other.as_str()
    }
}
impl PartialEq<Ident> for &str {
    fn eq(&self, other: &Ident) -> bool {
        *self == other.as_str()
    }
}
impl PartialEq<Ident> for String {
    fn eq(&self, other: &Ident) -> bool {
        self.as_str() == other.as_str()
    }
}

/// A 1-based line and column in the source file (line 0: made by a program, not parsed). Compares
/// by line and column; the AST nodes that carry a position ignore it in their own equality (see
/// the module doc).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

/// `PartialEq`, `Eq` and `Hash` for a node with a `pos` field, on its other fields only: two
/// nodes are equal when they say the same thing, wherever they were written.
macro_rules! positioned {
    ($t:ty { $($field:ident),+ }) => {
        impl PartialEq for $t {
            fn eq(&self, other: &Self) -> bool {
                let Self { pos: _, $($field),+ } = self;
                $($field == &other.$field)&&+
            }
        }
        impl Eq for $t {}
        impl std::hash::Hash for $t {
            fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
                let Self { pos: _, $($field),+ } = self;
                $($field.hash(state);)+
            }
        }
    };
}

positioned!(Decl { kind });
positioned!(Stmt { kind });
positioned!(LocalVarDecl { attrs, vars });
positioned!(Expr { kind });

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// A whole program: the top-level declarations of one file, in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Program {
    pub decls: Vec<Decl>,
}

// ---------------------------------------------------------------------------------------------
// Attributes and triggers
// ---------------------------------------------------------------------------------------------

/// `{:name arg, ...}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Attribute {
    pub name: Ident,
    pub args: Vec<AttrArg>,
}

/// An attribute argument: an expression or a string literal (kept without its quotes, escapes as written).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrArg {
    Expr(Expr),
    Str(String),
}

/// What may follow a quantifier's `::`: attributes and triggers `{ e1, e2 }`, in source order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum QuantAnnot {
    Attr(Attribute),
    Trigger(Vec<Expr>),
}

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Bool,
    Int,
    Real,
    /// `bvN`
    Bv(u32),
    /// `floatSeE`: IEEE floating point with `sig` significand bits (hidden bit included) and `exp`
    /// exponent bits (`float24e8` is single precision). Written like a named type; the parser
    /// recognizes it, as Boogie's type resolution does.
    Float {
        sig: u32,
        exp: u32,
    },
    /// `rmode`: the type of the rounding modes ([`RMode`]).
    RMode,
    /// A type constructor applied to arguments, or a type variable / synonym (no arguments):
    /// `ref`, `Field a`, `Set (Seq int)`.
    Named(Ident, Vec<Type>),
    /// `<a>[ref, Field a]a` (boxed: map types are rarer than the others and this keeps `Type` small).
    Map(Box<MapType>),
}

/// The parts of a map type `<type_params>[domain]range`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MapType {
    pub type_params: Vec<Ident>,
    pub domain: Vec<Type>,
    pub range: Type,
}

impl Type {
    /// The map type `<type_params>[domain]range`.
    pub fn map(type_params: Vec<Ident>, domain: Vec<Type>, range: Type) -> Type {
        Type::Map(Box::new(MapType { type_params, domain, range }))
    }
}

/// `x, y: T` with an optional `where` clause (global variables, procedure parameters, locals).
/// `attrs` are the attributes Boogie allows in front of a group of procedure parameters or bound
/// variables (`procedure P({:pointer} a: int)`); empty elsewhere.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypedIdents {
    pub attrs: Vec<Attribute>,
    pub names: Vec<Ident>,
    pub ty: Type,
    /// Boxed: `where` clauses are rare, and this keeps the (many) `TypedIdents` small.
    pub where_clause: Option<Box<Expr>>,
}

// ---------------------------------------------------------------------------------------------
// Top-level declarations
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct Decl {
    pub pos: Pos,
    pub kind: DeclKind,
}

/// The large declarations are boxed so that a `Decl` stays small (build them with
/// `DeclKind::Procedure(Box::new(ProcedureDecl { .. }))`; patterns and field access read through
/// the box as before).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DeclKind {
    /// `type {:a} finite C a b, D = int;` (one `type` keyword may introduce several).
    Type(TypeDecl),
    Const(Box<ConstDecl>),
    Function(Box<FunctionDecl>),
    Axiom(AxiomDecl),
    /// `var {:a} x: int where x > 0, y: bool;`
    Var(VarDecl),
    /// A procedure, possibly with a body (a "procedure definition").
    Procedure(Box<ProcedureDecl>),
    Implementation(Box<ImplementationDecl>),
    /// `datatype {:a} List<T> { Nil(), Cons(head: T, tail: List T) }` (Boogie 2.16.1 and later).
    Datatype(Box<DatatypeDecl>),
    /// Civl: `yield invariant {:layer 1} Inv(x: int); preserves e;` (without `yield`: global).
    YieldInvariant(Box<YieldInvariantDecl>),
    /// Civl: `yield left procedure {:layer 1} P(...) returns (...) specs { body }`.
    YieldProcedure(Box<CivlProc>),
    /// Civl: `pure left action {:layer 1} A(...) returns (...) specs { body }`.
    Action(Box<CivlProc>),
}

/// `[yield] invariant {:a} Name(formals); preserves e; ...`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct YieldInvariantDecl {
    /// Written with `yield` (a yield invariant); without, a global invariant declaration.
    pub is_yield: bool,
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub ins: Vec<TypedIdents>,
    pub preserves: Vec<Contract>,
}

/// The mover type of a Civl action or yield procedure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mover {
    Left,
    Right,
    Both,
    Atomic,
}

impl Mover {
    pub fn as_str(self) -> &'static str {
        match self {
            Mover::Left => "left",
            Mover::Right => "right",
            Mover::Both => "both",
            Mover::Atomic => "atomic",
        }
    }
}

/// A Civl yield procedure or action: `[pure] [mover] action/procedure {:a} N(ins) returns (outs)`,
/// its specifications, and a body unless the signature ends in `;`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CivlProc {
    /// `pure action` (always false for yield procedures).
    pub pure: bool,
    /// `async action` (Boogie 3.0 to 3.4; always false for yield procedures).
    pub is_async: bool,
    pub mover: Option<Mover>,
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub ins: Vec<TypedIdents>,
    pub outs: Vec<TypedIdents>,
    pub specs: Vec<CivlSpec>,
    pub body: Option<Body>,
}

/// A specification of a Civl action or yield procedure.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CivlSpec {
    /// `refines {:a} A;`, or `refines A using I;` (Boogie 3.0 to 3.4: `using` names an
    /// invariant action).
    Refines {
        attrs: Vec<Attribute>,
        name: Ident,
        using: Option<Ident>,
    },
    /// `creates A, B;` (Boogie 3.0 to 3.4: the actions an action may create asynchronously).
    Creates(Vec<Ident>),
    /// `refines {:a} left action {:b} _ { body }` (an inline action).
    RefinesAction(Box<InlineAction>),
    /// `requires`/`preserves`/`ensures` with a condition (never `free`).
    Cond {
        kind: CondKind,
        contract: Contract,
    },
    /// `requires call Inv(x);` (a yield invariant), likewise `preserves`/`ensures`.
    Call {
        kind: CondKind,
        call: Box<CallCmd>,
    },
    /// `asserts {:a} e;` (actions).
    Asserts(Contract),
    /// `measure {:a} e1, e2;`
    Measure {
        attrs: Vec<Attribute>,
        exprs: Vec<Expr>,
    },
    Modifies(Vec<Ident>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CondKind {
    Requires,
    Preserves,
    Ensures,
}

impl CondKind {
    pub fn as_str(self) -> &'static str {
        match self {
            CondKind::Requires => "requires",
            CondKind::Preserves => "preserves",
            CondKind::Ensures => "ensures",
        }
    }
}

/// The action of `refines {:a} mover action {:b} name { body }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct InlineAction {
    pub attrs: Vec<Attribute>,
    pub mover: Option<Mover>,
    pub action_attrs: Vec<Attribute>,
    pub name: Ident,
    pub body: Body,
}

/// A datatype: a type constructor with its value constructors (each a function of its fields,
/// with the test `e is C`, the field access `e->f` and the update `e->(f := v)`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DatatypeDecl {
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub type_params: Vec<Ident>,
    pub ctors: Vec<Constructor>,
}

/// One constructor `Cons(head: T, tail: List T)`; its fields carry no `where` clauses.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Constructor {
    pub name: Ident,
    pub fields: Vec<TypedIdents>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypeDecl {
    pub attrs: Vec<Attribute>,
    pub finite: bool,
    pub items: Vec<TypeDeclItem>,
}

/// One constructor `C a b` or synonym `S a = T` of a `type` declaration.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypeDeclItem {
    pub name: Ident,
    pub params: Vec<Ident>,
    pub synonym: Option<Type>,
}

/// `const {:a} unique x, y: T extends unique p, q complete;`, or (Boogie 2.10.1 and later)
/// `const x: T uses { axiom ...; }` in place of the `;`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstDecl {
    pub attrs: Vec<Attribute>,
    pub unique: bool,
    pub names: Vec<Ident>,
    pub ty: Type,
    /// `None`: no `extends` clause at all.
    pub extends: Option<OrderSpec>,
    /// The axioms of a `uses { ... }` clause, in order (empty: no clause; an empty `uses {}`
    /// means the same as `;` and is printed as `;`). Under Boogie's axiom pruning
    /// (`/prune`, Dafny's default) these axioms reach a VC only if the constant does.
    pub uses: Vec<AxiomDecl>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OrderSpec {
    pub parents: Vec<ParentEdge>,
    pub complete: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParentEdge {
    pub unique: bool,
    pub name: Ident,
}

/// `function {:a} f<T>(x: int, bool) returns (r: T) { body }` (a `: T` result is parsed into `ret`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionDecl {
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub type_params: Vec<Ident>,
    pub params: Vec<FnParam>,
    pub ret: FnParam,
    pub body: Option<Expr>,
    /// The axioms of a `uses { ... }` clause (after the body, if any; empty: no clause). Under
    /// axiom pruning they reach a VC only if the function does.
    pub uses: Vec<AxiomDecl>,
    /// `revealed function ...` (Boogie 3.2.0 and later): never hidden by `hide`.
    pub revealed: bool,
}

/// A function argument or result: named (`x: int`) or not (`int`), with the attributes Boogie
/// allows in front of it (`function f({:a} x: int): int`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FnParam {
    pub attrs: Vec<Attribute>,
    pub name: FnParamName,
    /// The argument's type; for a [`FnParamName::Grouped`] one, the type it shares.
    pub ty: Type,
}

/// How a function argument is named. Boogie reads each argument as a type, or as a name, a colon
/// and a type; when some argument has a name, every argument written as a bare identifier is a
/// name too, and takes the type of the next argument that has one: `(r1, r2: ref)` declares two
/// `ref` arguments, as `(r1: ref, r2: ref)` does (Boogie's grouped arguments; without any name,
/// `(ref, ref)`, both are types).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FnParamName {
    /// `int`: an unnamed argument of that type.
    Unnamed,
    /// `x: int`.
    Typed(Ident),
    /// `r1` in `(r1, r2: ref)`: written without a type, it has the next typed argument's.
    Grouped(Ident),
}

impl FnParamName {
    /// The argument's name, whether it was written with a type or not.
    pub fn ident(&self) -> Option<&Ident> {
        match self {
            FnParamName::Unnamed => None,
            FnParamName::Typed(n) | FnParamName::Grouped(n) => Some(n),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AxiomDecl {
    /// `hideable axiom ...` (Boogie 3.2.0 and later): `hide`/`reveal` statements control it.
    pub hideable: bool,
    pub attrs: Vec<Attribute>,
    pub expr: Expr,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VarDecl {
    pub attrs: Vec<Attribute>,
    pub vars: Vec<TypedIdents>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ProcedureDecl {
    /// `pure procedure ...` (Civl).
    pub pure: bool,
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub type_params: Vec<Ident>,
    pub ins: Vec<TypedIdents>,
    pub outs: Vec<TypedIdents>,
    pub specs: Vec<Spec>,
    pub body: Option<Body>,
}

/// An `implementation`: parameters carry no `where` clauses (Boogie forbids them there), so the
/// `where_clause` of its [`TypedIdents`] is always `None`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ImplementationDecl {
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub type_params: Vec<Ident>,
    pub ins: Vec<TypedIdents>,
    pub outs: Vec<TypedIdents>,
    pub body: Body,
}

/// A procedure contract clause.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Spec {
    Requires(Contract),
    Ensures(Contract),
    /// `modifies x, y;` (may be empty: `modifies;`).
    Modifies(Vec<Ident>),
}

/// A (possibly `free`) `requires`/`ensures` clause or loop `invariant` ([`LoopSpec::Invariant`]), with
/// its attributes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Contract {
    pub free: bool,
    pub attrs: Vec<Attribute>,
    pub expr: Expr,
}

// ---------------------------------------------------------------------------------------------
// Bodies and statements
// ---------------------------------------------------------------------------------------------

/// `{ var ...; ... statements }`: local declarations come first in Boogie.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Body {
    pub locals: Vec<LocalVarDecl>,
    pub stmts: Block,
}

/// One `var` statement inside a body, possibly declaring several variables (`var a, b: int, c: bool;`).
#[derive(Clone, Debug)]
pub struct LocalVarDecl {
    pub pos: Pos,
    pub attrs: Vec<Attribute>,
    pub vars: Vec<TypedIdents>,
}

pub type Block = Vec<Stmt>;

#[derive(Clone, Debug)]
pub struct Stmt {
    pub pos: Pos,
    pub kind: StmtKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StmtKind {
    /// `L:` (labels are statements of their own; the next statement follows).
    Label(Ident),
    Assert {
        attrs: Vec<Attribute>,
        expr: Expr,
    },
    Assume {
        attrs: Vec<Attribute>,
        expr: Expr,
    },
    Havoc(Vec<Ident>),
    /// `x, m[i][j] := {:a} e1, e2;` (attributes sit between `:=` and the right-hand sides).
    Assign {
        lhs: Vec<AssignLhs>,
        rhs: Vec<Expr>,
        attrs: Vec<Attribute>,
    },
    /// `If`, `While` and `Call` hold their large parts in boxes so that a `Stmt` stays small.
    Call(Box<CallCmd>),
    /// A parallel call `par A() | x := B(y);` (Boogie 2.4.1) or `call A() | x := B(y);` (the
    /// current Boogie); `form` records which was written, so that the printer gives it back.
    Par {
        form: ParForm,
        calls: Vec<CallCmd>,
    },
    If(Box<IfStmt>),
    /// `while (g) specs { body }`: the loop's invariants, yield-invariant calls and measures, in
    /// source order.
    While {
        guard: Box<Guard>,
        specs: Vec<LoopSpec>,
        body: Block,
    },
    /// `break;` or `break L;`
    Break(Option<Ident>),
    Goto(Vec<Ident>),
    Return,
    Yield,
    /// `hide f;` / `reveal f;`, `hide *;` / `reveal *;` (`None`: all) (Boogie 3.2.0 and later).
    HideReveal {
        hide: bool,
        name: Option<Ident>,
    },
    /// `push;` (`true`) and `pop;` (`false`): open and close a scope of `hide`/`reveal`.
    Scope(bool),
    /// `C(x, y) := {:a} e;`: assigns the fields of datatype value `e`, built by constructor `C`,
    /// to the variables (boxed: rare).
    Unpack(Box<UnpackCmd>),
}

/// How a parallel call was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParForm {
    /// `par {:a} A() | B();` (Boogie 2.4.1): the attributes after `par` belong to every call
    /// (the parser copies them into each [`CallCmd`]; the printer writes those of the first).
    Par,
    /// `call {:a} A() | {:b} B();` (the current Boogie): each call has its own attributes; none
    /// is `async` or `free` (Boogie refuses a parallel call with either).
    Call,
}

/// One specification of a `while` loop.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LoopSpec {
    /// `[free] invariant {:a} e;`
    Invariant(Contract),
    /// `invariant call {:a} Inv(x);`: a Civl yield invariant that holds at the loop head (the
    /// current Boogie). Never `free`, no attributes before `call` (Boogie's parser accepts them
    /// there and throws them away; wobble refuses them rather than drop text).
    Call(Box<CallCmd>),
    /// `measure {:a} e1, e2;`: a termination measure (the current Boogie).
    Measure { attrs: Vec<Attribute>, exprs: Vec<Expr> },
}

impl LoopSpec {
    /// The plain invariant, if this is one.
    pub fn invariant(&self) -> Option<&Contract> {
        match self {
            LoopSpec::Invariant(c) => Some(c),
            LoopSpec::Call(_) | LoopSpec::Measure { .. } => None,
        }
    }
}

/// `ctor(vars) := {:attrs} expr;`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnpackCmd {
    pub ctor: Ident,
    pub vars: Vec<Ident>,
    pub attrs: Vec<Attribute>,
    pub expr: Expr,
}

/// The left-hand side of an assignment: a variable followed by zero or more map selections and
/// datatype field accesses (`m[i]->f[j] := e`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AssignLhs {
    pub name: Ident,
    pub steps: Vec<LhsStep>,
}

/// One step of an assignment's left-hand side.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LhsStep {
    /// `[i, j]`
    Select(Vec<Expr>),
    /// `->f` (a datatype field, Boogie 2.16.1 and later).
    Field(Ident),
}

impl LhsStep {
    /// The index expressions of a selection (none for a field).
    pub fn exprs(&self) -> &[Expr] {
        match self {
            LhsStep::Select(es) => es,
            LhsStep::Field(_) => &[],
        }
    }

    /// Mutable [`LhsStep::exprs`].
    pub fn exprs_mut(&mut self) -> &mut [Expr] {
        match self {
            LhsStep::Select(es) => es,
            LhsStep::Field(_) => &mut [],
        }
    }
}

/// `call {:a} x, y := P(e);`, `async call P(e);`, `call forall P(e, *);`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallCmd {
    pub attrs: Vec<Attribute>,
    pub is_async: bool,
    pub is_free: bool,
    pub outs: Vec<Ident>,
    pub name: Ident,
    pub args: Vec<CallArg>,
    /// `call forall`: arguments may be `*`.
    pub forall: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CallArg {
    Expr(Expr),
    /// `*`, only in `call forall`.
    Wildcard,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Guard {
    /// `*`: nondeterministic choice.
    Star,
    Expr(Expr),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IfStmt {
    pub guard: Guard,
    pub then_branch: Block,
    pub else_branch: Option<Else>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Else {
    /// `else if (...) ...`
    If(Box<IfStmt>),
    Block(Block),
}

// ---------------------------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct Expr {
    pub pos: Pos,
    pub kind: ExprKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExprKind {
    Lit(Lit),
    Var(Ident),
    /// Function application `f(a, b)`; also the coercions `int(e)` and `real(e)` (names "int"/"real").
    /// Argument and index lists are boxed slices (exact size, 16 bytes); build them from a `Vec`
    /// with `.into()` or use [`Expr::call`].
    Call(Ident, Box<[Expr]>),
    Old(Box<Expr>),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `m[i, j]`
    Select(Box<Expr>, Box<[Expr]>),
    /// `m[i, j := v]` (boxed as a whole: updates are rarer than selections, and three parts
    /// inline would make every `Expr` bigger).
    Store(Box<MapStore>),
    /// `b[hi:lo]`
    Extract(Box<Expr>, u32, u32),
    IfThenElse(Box<Expr>, Box<Expr>, Box<Expr>),
    Quant(Box<Quantifier>),
    /// `e : T`
    Coerce(Box<Expr>, Box<Type>),
    /// A code expression `|{ var x: int; A: assume x > 0; return x > 0; }|`.
    Code(Box<CodeExpr>),
    /// A let-expression `(var x, y := e1, e2; {:a} body)` (boxed: rare, and keeps `Expr` small).
    Let(Box<LetExpr>),
    /// `e is C`: whether datatype value `e` was built by constructor `C`.
    Is(Box<Expr>, Ident),
    /// `e->f`: field `f` of datatype value `e`.
    Field(Box<Expr>, Ident),
    /// `e->(f := v)`: `e` with field `f` replaced by `v`.
    FieldUpdate(Box<FieldUpdate>),
}

/// The parts of a field update `base->(field := value)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FieldUpdate {
    pub base: Expr,
    pub field: Ident,
    pub value: Expr,
}

/// `(var {:a} x, y := e1, e2; {:b} body)`: binds `vars` to `rhs` (in order) inside `body`. The
/// bound variables' types are those of the right-hand sides. The grammar allows as many
/// right-hand sides as it likes; Boogie's type checker requires one per variable.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LetExpr {
    pub vars: Vec<LetVar>,
    pub rhs: Vec<Expr>,
    /// Attributes between the `;` and the body.
    pub attrs: Vec<Attribute>,
    pub body: Expr,
}

/// One variable bound by a let-expression, with the attributes written in front of it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LetVar {
    pub attrs: Vec<Attribute>,
    pub name: Ident,
}

/// The parts of a map update `map[indices := value]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MapStore {
    pub map: Expr,
    pub indices: Box<[Expr]>,
    pub value: Expr,
}

/// The blocks of a code expression `|{ locals blocks }|`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CodeExpr {
    pub locals: Vec<LocalVarDecl>,
    pub blocks: Vec<SpecBlock>,
}

/// `L: cmds goto A, B;` or `L: cmds return e;` inside a code expression. The commands are simple
/// ones only (assignments, assert/assume, havoc, calls, `par`, `yield`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpecBlock {
    pub label: Ident,
    pub cmds: Vec<Stmt>,
    pub transfer: SpecTransfer,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpecTransfer {
    Goto(Vec<Ident>),
    Return(Expr),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Lit {
    Bool(bool),
    /// A natural number literal, digits as written (arbitrary size).
    Int(Box<str>),
    /// A decimal literal as written (`1.5`, `1e3`, `2.0e-1`).
    Real(Box<str>),
    /// `5bv32`: value digits and width.
    Bv(Box<str>, u32),
    /// A floating-point literal as written, sign included: `0x1.8e1f24e8` (hexadecimal
    /// significand, decimal binary exponent, then the type's significand and exponent sizes),
    /// `-0x0.0e0f24e8`, and the special values `0NaN24e8`, `0nan24e8`, `0+oo24e8`, `0-oo24e8`.
    Float(Box<str>),
    /// A rounding mode (`RNE` or `roundNearestTiesToEven`, ...); printed in the short form.
    RMode(RMode),
}

/// The IEEE rounding modes, Boogie's literals of type `rmode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RMode {
    /// `RNE`, `roundNearestTiesToEven`
    Rne,
    /// `RNA`, `roundNearestTiesToAway`
    Rna,
    /// `RTP`, `roundTowardPositive`
    Rtp,
    /// `RTN`, `roundTowardNegative`
    Rtn,
    /// `RTZ`, `roundTowardZero`
    Rtz,
}

impl RMode {
    /// The short name Boogie accepts (`RNE`, ...).
    pub fn short_name(self) -> &'static str {
        match self {
            RMode::Rne => "RNE",
            RMode::Rna => "RNA",
            RMode::Rtp => "RTP",
            RMode::Rtn => "RTN",
            RMode::Rtz => "RTZ",
        }
    }

    /// The mode for a short (`RNE`) or long (`roundNearestTiesToEven`) name.
    pub fn from_name(s: &str) -> Option<RMode> {
        Some(match s {
            "RNE" | "roundNearestTiesToEven" => RMode::Rne,
            "RNA" | "roundNearestTiesToAway" => RMode::Rna,
            "RTP" | "roundTowardPositive" => RMode::Rtp,
            "RTN" | "roundTowardNegative" => RMode::Rtn,
            "RTZ" | "roundTowardZero" => RMode::Rtz,
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Not,
    Neg,
}

/// Binary operators. Precedence, loosest first: `<==>`; `==>` (right) / `<==` (left); `&&`, `||`
/// (not mixed without parentheses); relations (non-associative); `++`; `+ -`; `* div mod /`; `**`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Iff,
    Implies,
    Explies,
    And,
    Or,
    Eq,
    Neq,
    Lt,
    Le,
    Gt,
    Ge,
    Subtype,
    Concat,
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    RealDiv,
    Pow,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuantKind {
    Forall,
    Exists,
    Lambda,
}

/// `(forall<T> x: int, y: T :: {:a} { f(x) } body)`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Quantifier {
    pub kind: QuantKind,
    pub type_params: Vec<Ident>,
    /// Bound variables; the `where_clause` is always `None` here.
    pub vars: Vec<TypedIdents>,
    pub annots: Vec<QuantAnnot>,
    pub body: Expr,
}

// ---------------------------------------------------------------------------------------------
// Small constructors used throughout (parser, mutation operators, tests)
// ---------------------------------------------------------------------------------------------

impl Expr {
    pub fn new(kind: ExprKind) -> Expr {
        Expr { pos: Pos::default(), kind }
    }
    pub fn at(pos: Pos, kind: ExprKind) -> Expr {
        Expr { pos, kind }
    }
    pub fn bool(b: bool) -> Expr {
        Expr::new(ExprKind::Lit(Lit::Bool(b)))
    }
    pub fn var(name: &str) -> Expr {
        Expr::new(ExprKind::Var(Ident::new(name)))
    }
    /// The function application `f(args)`.
    pub fn call(f: impl Into<Ident>, args: Vec<Expr>) -> Expr {
        Expr::new(ExprKind::Call(f.into(), args.into_boxed_slice()))
    }
    pub fn binary(op: BinOp, l: Expr, r: Expr) -> Expr {
        Expr::new(ExprKind::Binary(op, Box::new(l), Box::new(r)))
    }
    pub fn negate(e: Expr) -> Expr {
        Expr::new(ExprKind::Unary(UnOp::Not, Box::new(e)))
    }
}

impl Stmt {
    pub fn new(kind: StmtKind) -> Stmt {
        Stmt { pos: Pos::default(), kind }
    }
}

impl Decl {
    pub fn new(kind: DeclKind) -> Decl {
        Decl { pos: Pos::default(), kind }
    }

    /// The name a person would use for this declaration in a message (`procedure p`, `axiom`).
    pub fn describe(&self) -> String {
        match &self.kind {
            DeclKind::Type(t) => {
                format!("type {}", t.items.iter().map(|i| i.name.as_str()).collect::<Vec<_>>().join(", "))
            }
            DeclKind::Const(c) => format!("const {}", c.names.join(", ")),
            DeclKind::Function(f) => format!("function {}", f.name),
            DeclKind::Axiom(_) => "axiom".to_string(),
            DeclKind::Var(v) => format!(
                "var {}",
                v.vars.iter().flat_map(|t| t.names.iter().map(|s| s.as_str())).collect::<Vec<_>>().join(", ")
            ),
            DeclKind::Procedure(p) => format!("procedure {}", p.name),
            DeclKind::Implementation(i) => format!("implementation {}", i.name),
            DeclKind::Datatype(t) => format!("datatype {}", t.name),
            DeclKind::YieldInvariant(y) => format!("yield invariant {}", y.name),
            DeclKind::YieldProcedure(y) => format!("yield procedure {}", y.name),
            DeclKind::Action(a) => format!("action {}", a.name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn ident_reads_compares_and_hashes_like_its_text() {
        let x = Ident::from("x$1");
        assert_eq!(x.as_str(), "x$1");
        assert_eq!(&*x, "x$1");
        assert_eq!(x, "x$1");
        assert_eq!(x, *"x$1");
        assert_eq!(x, String::from("x$1"));
        assert_eq!(x, Ident::from(String::from("x$1")));
        assert_ne!(x, "x$2");
        assert_eq!(format!("{x}"), "x$1");
        assert_eq!(format!("{x:?}"), "\"x$1\"");
        let (a, b) = (Ident::from("a"), Ident::from("b"));
        assert!(a < b);
        assert!(b > a);
        assert_eq!(Ident::default(), "");
        let mut m: HashMap<Ident, u32> = HashMap::new();
        m.insert(x.clone(), 7);
        assert_eq!(m.get("x$1"), Some(&7));
        assert_eq!(m.get("x"), None);
    }

    #[test]
    fn parser_shares_repeated_names() {
        let Ok(p) = crate::syntax::parse_program("var xyz: int; axiom xyz > 0;", "t.bpl") else {
            panic!("does not parse")
        };
        let (Some(DeclKind::Var(v)), Some(DeclKind::Axiom(a))) =
            (p.decls.first().map(|d| &d.kind), p.decls.get(1).map(|d| &d.kind))
        else {
            panic!("unexpected declarations: {p:?}")
        };
        let ExprKind::Binary(_, l, _) = &a.expr.kind else { panic!("not a comparison: {:?}", a.expr) };
        let ExprKind::Var(use_site) = &l.kind else { panic!("not a variable: {l:?}") };
        assert!(Arc::ptr_eq(&v.vars[0].names[0].0, &use_site.0));
    }
}

/// The node sizes the AST was compacted to (a 5 MB program's AST is ~9.7x its file size; it was
/// 26x with `String` names, inline map types and unboxed statement/declaration payloads). A field
/// that makes a node bigger fails here: box it, or raise the bound knowingly.
#[cfg(all(test, target_pointer_width = "64"))]
mod size_bounds {
    use super::*;
    use std::mem::size_of;

    #[test]
    fn nodes_stay_small() {
        assert!(size_of::<Ident>() <= 8, "Ident: {}", size_of::<Ident>());
        assert!(size_of::<Expr>() <= 40, "Expr: {}", size_of::<Expr>());
        assert!(size_of::<Type>() <= 32, "Type: {}", size_of::<Type>());
        assert!(size_of::<Stmt>() <= 80, "Stmt: {}", size_of::<Stmt>());
        // 80 since axioms carry `hideable` (declarations are few next to expressions).
        assert!(size_of::<Decl>() <= 80, "Decl: {}", size_of::<Decl>());
        assert!(size_of::<TypedIdents>() <= 88, "TypedIdents: {}", size_of::<TypedIdents>());
        assert!(size_of::<Attribute>() <= 32, "Attribute: {}", size_of::<Attribute>());
    }
}

#[cfg(test)]
mod position_equality {
    use super::*;
    use std::collections::hash_map::DefaultHasher;
    use std::hash::{Hash, Hasher};

    fn hash_of(x: &impl Hash) -> u64 {
        let mut h = DefaultHasher::new();
        x.hash(&mut h);
        h.finish()
    }

    #[test]
    fn positions_compare_but_nodes_ignore_them() {
        let (a, b) = (Pos { line: 1, col: 2 }, Pos { line: 1, col: 3 });
        assert_ne!(a, b);
        assert_eq!(a, Pos { line: 1, col: 2 });
        let (x, y) = (Expr::at(a, ExprKind::Var("x".into())), Expr::at(b, ExprKind::Var("x".into())));
        assert_eq!(x, y);
        assert_eq!(hash_of(&x), hash_of(&y));
        assert_ne!(x, Expr::at(a, ExprKind::Var("z".into())));
        let s = |p| Stmt { pos: p, kind: StmtKind::Assume { attrs: vec![], expr: x.clone() } };
        assert_eq!(s(a), s(b));
        let l = |p, n: &str| LocalVarDecl {
            pos: p,
            attrs: vec![],
            vars: vec![TypedIdents { attrs: vec![], names: vec![n.into()], ty: Type::Int, where_clause: None }],
        };
        assert_eq!(l(a, "v"), l(b, "v"));
        assert_ne!(l(a, "v"), l(a, "w"));
        assert_eq!(hash_of(&l(a, "v")), hash_of(&l(b, "v")));
        let d =
            |p| Decl { pos: p, kind: DeclKind::Axiom(AxiomDecl { hideable: false, attrs: vec![], expr: x.clone() }) };
        assert_eq!(d(a), d(b));
    }
}
