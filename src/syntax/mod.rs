//! Boogie 2 front-end: the pest grammar (`grammar/boogie.pest`), the AST, the parser that builds
//! it, and the pretty printer that turns it back into Boogie.

pub mod ast;
pub mod compact;
pub mod parser;
pub mod printer;
pub mod resolve;

pub use parser::{parse_expr, parse_program, ParseError};
pub use printer::{print_decl, print_expr, print_program, print_stmt, print_type};
