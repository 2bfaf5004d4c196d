//! The committed scalability seeds in `seeds/S-scalability/` must equal the output of
//! `wobble::generation::families::families()` byte for byte, with no extra or missing files.

use std::collections::BTreeMap;
use std::path::Path;

#[test]
fn committed_families_match_generator() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds/S-scalability");
    let mut on_disk = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).expect("seeds/S-scalability exists") {
        let path = entry.expect("readable directory entry").path();
        if path.extension().and_then(|e| e.to_str()) == Some("bpl") {
            let name = path.file_name().and_then(|n| n.to_str()).expect("utf-8 name").to_string();
            on_disk.insert(name, std::fs::read_to_string(&path).expect("readable seed"));
        }
    }
    let generated: BTreeMap<String, String> = wobble::generation::families::families().into_iter().collect();
    assert_eq!(
        on_disk.keys().collect::<Vec<_>>(),
        generated.keys().collect::<Vec<_>>(),
        "file sets differ; regenerate with `cargo run --bin gen-families seeds/S-scalability`"
    );
    for (name, text) in &generated {
        assert!(on_disk[name] == *text, "{name} differs from the generator's output");
    }
}
