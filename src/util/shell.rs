//! Quoting for a POSIX shell: the commands wobble prints (reproduce lines, verifier command lines)
//! and writes (Slurm scripts).

/// Quotes `s` for a POSIX shell; unchanged when it holds only characters that need no quoting.
pub fn shell_quote(s: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c);
    if !s.is_empty() && s.chars().all(plain) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_only_when_needed() {
        assert_eq!(shell_quote("results/x/mutants/a_1.bpl"), "results/x/mutants/a_1.bpl");
        assert_eq!(shell_quote("boogie,cvc4"), "boogie,cvc4");
        assert_eq!(shell_quote("seeds/a b.bpl"), "'seeds/a b.bpl'");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
        assert_eq!(shell_quote(""), "''");
        assert_eq!(shell_quote("a;b"), "'a;b'");
    }
}
