//! The comment header at the top of every mutant file, from which the mutant can be regenerated:
//!
//! ```text
//! // wobble mutant
//! // seed: seeds/E-triggers/fig1.bpl
//! // seed-sha256: 3b0c...
//! // rng-seed: 42
//! // batch: M*
//! // weights: S1=1,S2=1,S3=1,L1=1,L2=1,L3=1,L4=1,L5=1,L6=1,G1=1,G2=0,G3=1,G4=1
//! // mutant: 7 of 100
//! // files: mutant-0007.bpl mutant-0007.part1.bpl      (only for multi-file mutants)
//! // chain: S1(0,2) S1(1,3)
//! ```
//!
//! followed by an empty line and the program. Every file of a multi-file mutant carries the same
//! header. [`regenerate`] replays the chain on the seed; [`super::generate`] with the same
//! parameters yields the same mutant at the same index (tested).

use super::chain::{apply_chain, Chain, ChainError};
use super::weights::Weights;
use crate::error::{ErrorKind, HasKind};
use crate::mutation::Variant;
use crate::syntax::source::{ProgramText, SourceFile};
use crate::syntax::{parse_program, ParseError};

const MAGIC: &str = "// wobble mutant";

/// What a mutant header records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The seed file as given on the command line.
    pub seed: String,
    /// Hex SHA-256 of the seed file's text.
    pub seed_sha256: String,
    pub rng_seed: u64,
    pub batch: String,
    pub weights: Weights,
    /// 1-based mutant number.
    pub index: usize,
    /// Number of mutants requested (or enumerated).
    pub of: usize,
    /// File names of a multi-file mutant, main file first; empty for one-file mutants.
    pub files: Vec<String>,
    pub chain: Chain,
}

/// A header that cannot be read, or a mutant that cannot be regenerated from it.
#[derive(Debug, thiserror::Error)]
pub enum HeaderError {
    #[error("not a wobble mutant: the file does not start with `{MAGIC}`")]
    NotAMutant,
    #[error("mutant header lacks the `{0}:` line")]
    Missing(&'static str),
    #[error("mutant header line `{key}: {value}`: {reason}")]
    Bad { key: String, value: String, reason: String },
    #[error("the seed does not match the header: its SHA-256 is {found}, the header says {expected}")]
    SeedMismatch { expected: String, found: String },
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error(transparent)]
    Chain(#[from] ChainError),
}

impl HasKind for HeaderError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// Hex SHA-256 of a seed's text (its identity in headers and random streams).
pub fn seed_hash(text: &str) -> String {
    crate::util::hash::sha256_hex(text.as_bytes())
}

/// File base name of mutant `index` out of `of`: `mutant-0007` (at least 4 digits, more when
/// `of` has more).
pub fn mutant_base_name(index: usize, of: usize) -> String {
    let width = of.to_string().len().max(4);
    format!("mutant-{index:0width$}")
}

/// A mutant's files as `wobble mutate` writes them: named after [`Header::base_name`]
/// (`mutant-0007.bpl`, `mutant-0007.part1.bpl`, ...), each starting with the header (whose
/// `files` list is filled in for multi-file mutants) and an empty line.
pub fn render_mutant(header: &Header, v: &Variant) -> ProgramText {
    let text = v.to_text(&header.base_name());
    let mut h = header.clone();
    h.files = if text.files.len() > 1 { text.files.iter().map(|f| f.name.clone()).collect() } else { Vec::new() };
    h.decorate(&text)
}

impl Header {
    /// The base name of this mutant's files (see [`mutant_base_name`]).
    pub fn base_name(&self) -> String {
        mutant_base_name(self.index, self.of)
    }

    /// The header as comment lines, each ending in `\n`.
    pub fn render(&self) -> String {
        let mut s = String::new();
        s.push_str(MAGIC);
        s.push('\n');
        s.push_str(&format!("// seed: {}\n", self.seed));
        s.push_str(&format!("// seed-sha256: {}\n", self.seed_sha256));
        s.push_str(&format!("// rng-seed: {}\n", self.rng_seed));
        s.push_str(&format!("// batch: {}\n", self.batch));
        s.push_str(&format!("// weights: {}\n", self.weights));
        s.push_str(&format!("// mutant: {} of {}\n", self.index, self.of));
        if !self.files.is_empty() {
            s.push_str(&format!("// files: {}\n", self.files.join(" ")));
        }
        if self.chain.is_empty() {
            s.push_str("// chain:\n");
        } else {
            s.push_str(&format!("// chain: {}\n", self.chain));
        }
        s
    }

    /// The mutant's files, each starting with this header and an empty line. `self.files` should
    /// list the names [`Variant::to_text`] gives for `base` when there are several files.
    pub fn decorate(&self, text: &ProgramText) -> ProgramText {
        let head = self.render();
        ProgramText {
            files: text
                .files
                .iter()
                .map(|f| SourceFile { name: f.name.clone(), text: format!("{head}\n{}", f.text) })
                .collect(),
        }
    }
}

/// Reads the header at the top of a mutant file.
pub fn parse_header(text: &str) -> Result<Header, HeaderError> {
    let mut lines = text.lines();
    if lines.next().map(str::trim_end) != Some(MAGIC) {
        return Err(HeaderError::NotAMutant);
    }
    let mut fields: Vec<(String, String)> = Vec::new();
    for line in lines {
        let Some(rest) = line.strip_prefix("//") else { break };
        if let Some((k, v)) = rest.split_once(':') {
            fields.push((k.trim().to_string(), v.trim().to_string()));
        }
    }
    let get = |key: &'static str| -> Result<&str, HeaderError> {
        fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str()).ok_or(HeaderError::Missing(key))
    };
    let bad =
        |key: &str, value: &str, reason: String| HeaderError::Bad { key: key.into(), value: value.into(), reason };
    let rng_text = get("rng-seed")?;
    let rng_seed = rng_text.parse().map_err(|_| bad("rng-seed", rng_text, "not a non-negative integer".into()))?;
    let weights_text = get("weights")?;
    let weights =
        weights_text.parse().map_err(|e: super::weights::WeightsError| bad("weights", weights_text, e.to_string()))?;
    let mutant_text = get("mutant")?;
    let (index, of) = mutant_text
        .split_once(" of ")
        .and_then(|(a, b)| Some((a.trim().parse().ok()?, b.trim().parse().ok()?)))
        .ok_or_else(|| bad("mutant", mutant_text, "expected `INDEX of COUNT`".into()))?;
    let chain_text = get("chain")?;
    let chain = chain_text.parse().map_err(|e: ChainError| bad("chain", chain_text, e.to_string()))?;
    let seed_sha256 = get("seed-sha256")?.to_string();
    if seed_sha256.len() != 64 || !seed_sha256.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(bad("seed-sha256", &seed_sha256, "expected 64 hex digits".into()));
    }
    Ok(Header {
        seed: get("seed")?.to_string(),
        seed_sha256,
        rng_seed,
        batch: get("batch")?.to_string(),
        weights,
        index,
        of,
        files: fields
            .iter()
            .find(|(k, _)| k == "files")
            .map(|(_, v)| v.split_whitespace().map(String::from).collect())
            .unwrap_or_default(),
        chain,
    })
}

/// Regenerates the mutant a header describes from the seed's text: checks the seed's hash, parses
/// it (errors name `header.seed`), and replays the chain.
pub fn regenerate(header: &Header, seed_text: &str) -> Result<Variant, HeaderError> {
    let found = seed_hash(seed_text);
    if !found.eq_ignore_ascii_case(&header.seed_sha256) {
        return Err(HeaderError::SeedMismatch { expected: header.seed_sha256.clone(), found });
    }
    let seed = parse_program(seed_text, &header.seed)?;
    Ok(apply_chain(&seed, &header.chain)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Header {
        Header {
            seed: "seeds/E: triggers/fig1.bpl".into(),
            seed_sha256: seed_hash("x"),
            rng_seed: 42,
            batch: "M*".into(),
            weights: "S1=2".parse().unwrap(),
            index: 7,
            of: 100,
            files: vec![],
            chain: "S1(0,2) S1(1,3)".parse().unwrap(),
        }
    }

    #[test]
    fn header_round_trips() {
        let h = sample();
        let text = format!("{}\nprocedure p();\n", h.render());
        assert_eq!(parse_header(&text).unwrap(), h);
        let mut multi = sample();
        multi.files = vec!["m.bpl".into(), "m.part1.bpl".into()];
        multi.chain = Chain::default();
        assert_eq!(parse_header(&multi.render()).unwrap(), multi);
    }

    #[test]
    fn bad_headers_are_reported() {
        assert!(matches!(parse_header("procedure p();"), Err(HeaderError::NotAMutant)));
        let text = sample().render().replace("// rng-seed: 42\n", "");
        assert!(matches!(parse_header(&text), Err(HeaderError::Missing("rng-seed"))));
        let text = sample().render().replace("7 of 100", "seven");
        assert!(matches!(parse_header(&text), Err(HeaderError::Bad { .. })));
        let text = sample().render().replace("S1(1,3)", "S1(1,3");
        assert!(matches!(parse_header(&text), Err(HeaderError::Bad { .. })));
    }

    #[test]
    fn regenerate_checks_the_seed_hash() {
        let h = sample();
        assert!(matches!(regenerate(&h, "y"), Err(HeaderError::SeedMismatch { .. })));
    }
}
