//! Boogie 2 front-end: the pest grammar (`grammar/boogie.pest`), the AST, the parser that builds
//! it from the grammar's parse tree, and the pretty printer that turns it back into Boogie; name
//! resolution ([`resolve`]), the type rules the mutation operators touch ([`typing`]), and the
//! judgement of a rejected mutant's well-formedness that combines them ([`wellformed`]).

pub mod ast;
pub mod civl_base;
pub mod compact;
mod intern;
pub mod parser;
pub mod printer;
pub mod resolve;
pub mod source;
pub mod typing;
pub mod visit;
pub mod wellformed;

pub use parser::{parse_expr, parse_program, ParseError};
pub use printer::{print_decl, print_expr, print_program, print_stmt, print_type};
