//! Boogie 2 front-end: the pest grammar (`grammar/boogie.pest`), the AST, the parsers that build
//! it (a fast hand-written one, checked against the grammar), and the pretty printer that turns it
//! back into Boogie.

pub mod ast;
pub mod compact;
mod intern;
mod lexer;
pub mod parser;
pub mod printer;
pub mod resolve;
pub mod source;

pub use parser::{parse_expr, parse_program, parse_program_reference, ParseError};
pub use printer::{print_decl, print_expr, print_program, print_stmt, print_type};
