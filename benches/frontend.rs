//! Front-end benchmark (filled in by the front-end work).
fn main() {}
