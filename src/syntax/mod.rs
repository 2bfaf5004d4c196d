//! Boogie 2 front-end: the pest grammar (`grammar/boogie.pest`), the AST, the parser that builds
//! it from the grammar's parse tree, and the pretty printer that turns it back into Boogie.

pub mod ast;
pub mod civl_base;
pub mod compact;
mod intern;
pub mod parser;
pub mod printer;
pub mod resolve;
pub mod source;
pub mod visit;

pub use parser::{parse_expr, parse_program, ParseError};
pub use printer::{print_decl, print_expr, print_program, print_stmt, print_type};
