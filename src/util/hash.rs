//! Hex SHA-256 digests: the identities of programs, runs and cache entries.

use sha2::{Digest, Sha256};

/// Lower-case hex of `bytes` (two digits a byte).
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Hex SHA-256 of `data`.
pub fn sha256_hex(data: &[u8]) -> String {
    hex(&Sha256::digest(data))
}

/// Hex SHA-256 over `parts`, each preceded by its length (8 bytes, little-endian), so that no two
/// different lists of parts hash alike by shifting bytes between neighbours.
pub fn sha256_hex_parts<'a>(parts: impl IntoIterator<Item = &'a [u8]>) -> String {
    let mut h = Sha256::new();
    for part in parts {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part);
    }
    hex(&h.finalize())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_digests() {
        assert_eq!(sha256_hex(b""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        assert_eq!(hex(&[0, 15, 255]), "000fff");
    }

    #[test]
    fn parts_are_length_prefixed() {
        let ab_c = sha256_hex_parts([b"ab".as_slice(), b"c".as_slice()]);
        let a_bc = sha256_hex_parts([b"a".as_slice(), b"bc".as_slice()]);
        assert_ne!(ab_c, a_bc);
        assert_eq!(ab_c.len(), 64);
        let mut raw = Vec::new();
        raw.extend_from_slice(&2u64.to_le_bytes());
        raw.extend_from_slice(b"ab");
        raw.extend_from_slice(&1u64.to_le_bytes());
        raw.extend_from_slice(b"c");
        assert_eq!(ab_c, sha256_hex(&raw));
    }
}
