//! What a Boogie release normalizes before it talks to the solver, read from its version and
//! the configuration's arguments.
//!
//! Facts from Boogie's sources (`Source/VCGeneration/Checker.cs`, `CommandLineOptions.cs`):
//! - 2.10.1 (November 2021) sends the top-level declarations to the solver ordered by a hash of
//!   their content, always, and adds `/normalizeNames:<n>` (default 0: names are kept).
//! - 2.11.2 adds `/normalizeDeclarationOrder:<n>` (default 1), but parses its value into
//!   `normalizeNames`: the order cannot be kept, and `:0`/`:1` set name normalization.
//! - 2.11.3 on (3.x included): `/normalizeDeclarationOrder:0` keeps the program's order.
//!
//! Releases before 2.10.1 (Debian's 2.4.1 among them) normalize nothing. On a normalizing
//! release the operators S1 (swap top-level declarations) and S2 (split a procedure) test
//! Boogie's normalizer rather than the solver; a `[[verifier]]` configuration with
//! `args = ["/normalizeDeclarationOrder:0"]` turns the normalization off (2.11.3 on).

/// A release as `(major, minor, patch)`.
type Release = (u32, u32, u32);

/// The first release that orders declarations by content hash and knows `/normalizeNames`.
const HASH_ORDER: Release = (2, 10, 1);
/// The release that has `/normalizeDeclarationOrder` but stores it into `normalizeNames`.
const BROKEN_SWITCH: Release = (2, 11, 2);

/// What a configuration's Boogie normalizes.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Normalization {
    /// Top-level declarations are sent in content-hash order, not the program's.
    pub declaration_order: bool,
    /// Names are replaced by normalized ones in the SMT text.
    pub names: bool,
}

/// `2.4.1.10503` or `3.5.7.0` → `(2, 4, 1)`; None when it does not start with three numbers.
fn release(version: &str) -> Option<Release> {
    let mut parts = version.trim().split('.').map(|p| {
        let digits: String = p.chars().take_while(char::is_ascii_digit).collect();
        digits.parse::<u32>().ok()
    });
    Some((parts.next()??, parts.next()??, parts.next()??))
}

/// The value of switch `name` in one argument (`/name:0`, `-name:1`), if it is that switch.
fn switch_value(arg: &str, name: &str) -> Option<bool> {
    let rest = arg.strip_prefix('/').or_else(|| arg.strip_prefix('-'))?;
    let value = rest.strip_prefix(name)?.strip_prefix(':')?;
    value.trim().parse::<i64>().ok().map(|n| n != 0)
}

impl Normalization {
    /// What Boogie `version` (as its banner prints it) normalizes when run with `args`. An
    /// unreadable version normalizes nothing (as the releases before 2.10.1).
    pub fn of(version: &str, args: &[String]) -> Normalization {
        let Some(r) = release(version) else { return Normalization::default() };
        if r < HASH_ORDER {
            return Normalization::default();
        }
        let mut n = Normalization { declaration_order: true, names: false };
        for a in args {
            if let Some(v) = switch_value(a, "normalizeNames") {
                n.names = v;
            } else if let Some(v) = switch_value(a, "normalizeDeclarationOrder") {
                if r == BROKEN_SWITCH {
                    n.names = v;
                } else if r > BROKEN_SWITCH {
                    n.declaration_order = v;
                }
            }
        }
        n
    }

    /// Whether anything is normalized.
    pub fn any(&self) -> bool {
        self.declaration_order || self.names
    }

    /// `normalized: declaration order, names` (the suffix of the version in `results.csv`), or
    /// None when nothing is normalized.
    pub fn describe(&self) -> Option<String> {
        let what: Vec<&str> = [(self.declaration_order, "declaration order"), (self.names, "names")]
            .into_iter()
            .filter_map(|(on, w)| on.then_some(w))
            .collect();
        (!what.is_empty()).then(|| format!("normalized: {}", what.join(", ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn releases_before_2_10_1_normalize_nothing() {
        for v in ["2.4.1.10503", "2.5.0", "2.10.0.0", "2.9.6"] {
            let n = Normalization::of(v, &[]);
            assert_eq!(n, Normalization::default(), "{v}");
            assert_eq!(n.describe(), None);
        }
        // The switches do not exist there: they change nothing.
        assert!(!Normalization::of("2.4.1.10503", &args(&["/normalizeNames:1"])).any());
    }

    #[test]
    fn newer_releases_normalize_the_order_by_default() {
        for v in ["2.10.1", "2.11.2.0", "2.16.9.0", "3.0.0", "3.5.7.0"] {
            let n = Normalization::of(v, &[]);
            assert_eq!(n, Normalization { declaration_order: true, names: false }, "{v}");
            assert_eq!(n.describe().as_deref(), Some("normalized: declaration order"));
        }
    }

    #[test]
    fn the_switch_turns_the_order_off_from_2_11_3() {
        let off = args(&["/normalizeDeclarationOrder:0"]);
        assert!(!Normalization::of("3.5.7.0", &off).declaration_order);
        assert!(!Normalization::of("2.11.3", &off).any());
        assert!(!Normalization::of("3.5.7.0", &args(&["-normalizeDeclarationOrder:0"])).any());
        // The last occurrence wins.
        assert!(
            Normalization::of("3.5.7", &args(&["/normalizeDeclarationOrder:0", "/normalizeDeclarationOrder:1"]))
                .declaration_order
        );
        // 2.10.1 and 2.11.1 have no such switch; 2.11.2 stores its value into normalizeNames.
        assert!(Normalization::of("2.11.1", &off).declaration_order);
        let n = Normalization::of("2.11.2", &args(&["/normalizeDeclarationOrder:1"]));
        assert_eq!(n, Normalization { declaration_order: true, names: true });
    }

    #[test]
    fn names_are_normalized_only_when_asked() {
        let n = Normalization::of("3.5.7.0", &args(&["/normalizeNames:1", "/normalizeDeclarationOrder:0"]));
        assert_eq!(n, Normalization { declaration_order: false, names: true });
        assert_eq!(n.describe().as_deref(), Some("normalized: names"));
        let both = Normalization::of("3.5.7.0", &args(&["/normalizeNames:1"]));
        assert_eq!(both.describe().as_deref(), Some("normalized: declaration order, names"));
        assert!(!Normalization::of("3.5.7.0", &args(&["/normalizeNames:x"])).names);
    }

    #[test]
    fn unreadable_versions_normalize_nothing() {
        for v in ["", "dev", "3.5", "x.y.z"] {
            assert!(!Normalization::of(v, &[]).any(), "{v}");
        }
        assert_eq!(release("3.5.7.0"), Some((3, 5, 7)));
        assert_eq!(release("2.4.1.10503"), Some((2, 4, 1)));
    }
}
