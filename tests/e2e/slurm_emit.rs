//! `wobble campaign --emit-slurm N` without a cluster: it runs nothing (no verifier, no results),
//! writes the array, merge and submit scripts under `OUT/slurm/` with the campaign's own
//! arguments (minus the per-shard ones), valid for bash, and refuses `--shard` alongside.

use crate::common::cli::wobble;
use std::path::PathBuf;
use std::process::Command;

#[test]
fn emit_slurm_writes_scripts_and_runs_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("paper");
    let out_s = out.to_str().unwrap();
    let o = wobble(&[
        "-j",
        "3",
        "campaign",
        "seeds/E-triggers",
        "--tools",
        "boogie,cvc4",
        "--star-mutants",
        "5",
        "--out",
        out_s,
        "--overwrite",
        "--emit-slurm",
        "6",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(!out.join("results.csv").exists(), "nothing ran");
    let dir = out.join("slurm");
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
    let shards = read("shards.sbatch");
    assert!(shards.contains("#SBATCH --array=1-6"), "{shards}");
    assert!(shards.contains("#SBATCH --cpus-per-task=3"), "{shards}");
    assert!(shards.contains("campaign seeds/E-triggers --tools boogie,cvc4 --star-mutants 5 \\"), "{shards}");
    let command: String = shards.lines().filter(|l| !l.starts_with('#')).collect();
    assert!(!command.contains("--overwrite") && !command.contains("--emit-slurm"), "{shards}");
    assert!(shards.contains(&format!("--shard \"$i/6\" --out {out_s}/shard-\"$i\" --resume")), "{shards}");
    let table = read("table.sbatch");
    assert!(table.contains(&format!("{out_s}/shard-6 --out {out_s}/tables")), "{table}");
    assert!(read("submit.sh").contains("--dependency=afterok:"));
    for f in ["shards.sbatch", "table.sbatch", "submit.sh"] {
        let s = Command::new("bash").arg("-n").arg(dir.join(f)).status().unwrap();
        assert!(s.success(), "{f} is valid bash");
    }
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains(&PathBuf::from(&dir).join("submit.sh").display().to_string()), "{stdout}");
}

#[test]
fn emit_slurm_conflicts_with_shard() {
    let tmp = tempfile::tempdir().unwrap();
    let o = wobble(&[
        "campaign",
        "seeds/E-triggers",
        "--out",
        tmp.path().to_str().unwrap(),
        "--shard",
        "1/2",
        "--emit-slurm",
        "2",
    ]);
    assert_eq!(o.status.code(), Some(2), "usage error");
}
