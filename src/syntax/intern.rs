//! Name interning for the parser: one shared [`Ident`] per distinct name of a program, so that a
//! parsed program stores each name once. Keys borrow from the source text, so a lookup allocates
//! nothing; only a name's first occurrence allocates its [`Ident`].

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::ast::Ident;

/// The names seen so far in one source text.
#[derive(Default)]
pub(crate) struct Interner<'a> {
    names: HashMap<Name<'a>, Ident, BuildHasherDefault<WordHash>>,
}

impl<'a> Interner<'a> {
    /// The shared identifier for `s` (allocated on first use).
    pub fn intern(&mut self, s: &'a str) -> Ident {
        if let Some(id) = self.names.get(&Name(s.as_bytes())) {
            return id.clone();
        }
        let id = Ident::from(s);
        self.names.insert(Name(s.as_bytes()), id.clone());
        id
    }
}

/// A multiply-rotate hash over 8-byte words (in the style of rustc's FxHash): identifiers are
/// short and the table is private, so a fast non-cryptographic hash is the right trade.
#[derive(Default)]
struct WordHash(u64);

impl Hasher for WordHash {
    fn finish(&self) -> u64 {
        // The multiplications only carry low bits upwards, and the table indexes by the low bits:
        // fold the high half down (a 128-bit product's halves), or names that differ only in their
        // last characters (`f1`, `f2`, ...) would all land in the same bucket.
        let m = u128::from(self.0) * 0x9e37_79b9_7f4a_7c15_u128;
        (m as u64) ^ ((m >> 64) as u64)
    }
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mut h = self.0;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            h = (h.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(K);
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            h = (h.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(K);
        }
        self.0 = h;
    }
    fn write_u8(&mut self, b: u8) {
        self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

/// A name as an interning key: hashed by [`WordHash`] in one call and compared inline (names are
/// short; calling `memcmp` for each comparison cost more than the comparison).
#[derive(Clone, Copy)]
struct Name<'a>(&'a [u8]);

impl PartialEq for Name<'_> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.0.len() == other.0.len() && self.0.iter().zip(other.0).all(|(a, b)| a == b)
    }
}

impl Eq for Name<'_> {}

impl std::hash::Hash for Name<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write(self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    /// Names that differ only at the end must spread over the table's low-bit buckets (a plain
    /// multiply-rotate hash puts all of `x0 ... x999` into a handful of them).
    #[test]
    fn name_hash_spreads_similar_names_over_buckets() {
        let b = BuildHasherDefault::<WordHash>::default();
        for prefix in ["x", "$heap.field_", "inline$f$"] {
            let mut buckets = std::collections::HashSet::new();
            for i in 0..1000 {
                let s = format!("{prefix}{i}");
                buckets.insert(b.hash_one(Name(s.as_bytes())) & 1023);
            }
            assert!(buckets.len() > 550, "{prefix}*: 1000 names in only {} of 1024 buckets", buckets.len());
        }
    }

    #[test]
    fn one_allocation_per_name() {
        let src = String::from("abc abc abd");
        let mut i = Interner::default();
        let (a, b, c) = (i.intern(&src[0..3]), i.intern(&src[4..7]), i.intern(&src[8..11]));
        assert_eq!(a.as_str().as_ptr(), b.as_str().as_ptr());
        assert_ne!(a.as_str().as_ptr(), c.as_str().as_ptr());
        assert_eq!((a.as_str(), c.as_str()), ("abc", "abd"));
    }
}
