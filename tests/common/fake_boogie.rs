//! A fake Boogie (a POSIX shell script) for tests of how wobble limits a Boogie run: it reports
//! Boogie 2.4.1's banner, then "verifies" one VC per line of the program that starts with
//! `procedure`, sleeping a fixed time for each, and prints Boogie's `/trace` lines and summary
//! (every VC verified). Its z3 only reports a version. Both are named in a `wobble.toml`.

use std::os::unix::fs::PermissionsExt as _;
use std::path::Path;

/// Writes `dir/fake-boogie` (each VC takes `per_vc_s` seconds, a `sleep` operand), its z3
/// `dir/fake-z3`, and a `dir/wobble.toml` with the configuration `label` (backend boogie).
pub fn slow_boogie(dir: &Path, label: &str, per_vc_s: &str) {
    const BANNER: &str = "Boogie program verifier version 2.4.1.10503, Copyright (c) 2003-2014, Microsoft.";
    let boogie = format!(
        "#!/bin/sh\n\
         for a; do [ \"$a\" = /noVerify ] && {{ echo '{BANNER}'; exit 0; }}; done\n\
         n=0\n\
         for a; do case \"$a\" in *.bpl) k=$(grep -c '^procedure' \"$a\"); n=$((n + k));; esac; done\n\
         echo '{BANNER}'\n\
         i=0\n\
         while [ $i -lt $n ]; do\n\
           i=$((i + 1))\n\
           echo \"Verifying P$i ...\"\n\
           sleep {per_vc_s}\n\
           echo '  [{per_vc_s} s, 1 proof obligation]  verified'\n\
         done\n\
         echo\n\
         echo \"Boogie program verifier finished with $n verified, 0 errors\"\n"
    );
    let z3 = "#!/bin/sh\necho 'Z3 version 4.8.12 - 64 bit'\n";
    for (name, text) in [("fake-boogie", boogie.as_str()), ("fake-z3", z3)] {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let config = format!(
        "[[verifier]]\nlabel = \"{label}\"\nbackend = \"boogie\"\nboogie = \"{}\"\nz3 = \"{}\"\n",
        dir.join("fake-boogie").display(),
        dir.join("fake-z3").display()
    );
    std::fs::write(dir.join("wobble.toml"), config).unwrap();
}
