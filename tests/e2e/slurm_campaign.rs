//! A campaign on a real Slurm (optional tier: needs `sbatch` and `slurmctld`, from Debian's
//! `slurm-wlm` and `munge`; `make slurm-test` installs them). `scripts/slurm/local-cluster.sh`
//! starts a single-node cluster (controller and one 2-CPU node on localhost) in a temporary
//! directory and the test tears it down even when it fails. A 4-shard campaign over Fig. 1 and two
//! other seeds, written by `wobble campaign --emit-slurm 4` and submitted with its `submit.sh`,
//! must give the unsharded run's tables and rows; so must a run whose task 1 is killed with
//! `scancel` mid-run and then resubmitted (every task resumes its shard).

use crate::common;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

const SEEDS: &[&str] =
    &["seeds/E-triggers/fig1.bpl", "seeds/E-triggers/injective.bpl", "seeds/A-algorithms/max_array.bpl"];
const ARGS: &[&str] =
    &["--tools", "boogie", "--star-mutants", "3", "--op-mutants", "0", "--timeout", "30", "--confirm-timeouts", "1"];

/// The local cluster; `down` on drop (also when the test panics).
struct Cluster {
    dir: tempfile::TempDir,
}

impl Cluster {
    fn script(&self, action: &str) -> Output {
        Command::new(root().join("scripts/slurm/local-cluster.sh"))
            .arg(action)
            .env("WOBBLE_SLURM_DIR", self.dir.path())
            // Two ports per cluster, apart from the default 6817 and from other test processes.
            .env("WOBBLE_SLURM_PORT", (7000 + (std::process::id() % 2000) * 2).to_string())
            .output()
            .expect("local-cluster.sh runs")
    }

    fn up() -> Cluster {
        let c = Cluster { dir: tempfile::Builder::new().prefix("wobble-slurm-").tempdir().unwrap() };
        let o = c.script("up");
        assert!(o.status.success(), "local-cluster.sh up: {}{}", text(&o.stdout), text(&o.stderr));
        c
    }

    fn conf(&self) -> PathBuf {
        self.dir.path().join("slurm.conf")
    }

    /// Runs a Slurm client command against this cluster.
    fn run(&self, program: &str, args: &[&str]) -> Output {
        Command::new(program).args(args).env("SLURM_CONF", self.conf()).output().expect("slurm command runs")
    }

    /// Waits until none of `jobs` is queued or running.
    fn wait(&self, jobs: &[&str]) {
        let list = jobs.join(",");
        // A hang guard, not a timing assertion: generous for a loaded machine.
        for _ in 0..3600 {
            let o = self.run("squeue", &["-h", "-o", "%i %T", "-j", &list]);
            if o.status.success() && text(&o.stdout).trim().is_empty() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(500));
        }
        panic!("jobs {list} still queued after 30 minutes: {}", text(&self.run("squeue", &[]).stdout));
    }

    /// `JobState=` of a job (kept by slurmctld for MinJobAge after it ends).
    fn state(&self, job: &str) -> String {
        let o = self.run("scontrol", &["show", "job", job]);
        let t = text(&o.stdout);
        t.split_whitespace().find_map(|w| w.strip_prefix("JobState=")).unwrap_or("?").to_string()
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let o = self.script("down");
        if !o.status.success() {
            common::note(&format!("local-cluster.sh down: {}", text(&o.stderr)));
        }
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn wobble(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wobble")).current_dir(root()).args(args).output().expect("wobble runs")
}

/// `wobble campaign` over SEEDS with ARGS and `extra`; status 0 or 1 (findings).
fn campaign(global: &[&str], extra: &[&str]) {
    let mut args: Vec<&str> = global.to_vec();
    args.push("campaign");
    args.extend(SEEDS);
    args.extend(ARGS);
    args.extend(extra);
    let o = wobble(&args);
    assert!(matches!(o.status.code(), Some(0 | 1)), "wobble {args:?}: {}", text(&o.stderr));
}

/// Emits the scripts into `out`, submits them, and returns (shards job, table job).
fn submit(cluster: &Cluster, out: &Path) -> (String, String) {
    let out_s = out.to_str().unwrap();
    campaign(&["-j", "1"], &["--out", out_s, "--emit-slurm", "4"]);
    let o = Command::new(out.join("slurm/submit.sh")).env("SLURM_CONF", cluster.conf()).output().unwrap();
    assert!(o.status.success(), "submit.sh: {}{}", text(&o.stdout), text(&o.stderr));
    let t = text(&o.stdout);
    let ids: Vec<&str> = t.trim().trim_start_matches("shards job ").split(", table job ").collect();
    assert_eq!(ids.len(), 2, "submit.sh prints both job ids: {t}");
    (ids[0].to_string(), ids[1].to_string())
}

/// (seed, batch, mutant, tool) -> outcome of a results CSV.
fn outcomes(csv: &Path) -> BTreeMap<(String, String, String, String), String> {
    let mut r = csv::Reader::from_path(csv).unwrap_or_else(|e| panic!("{}: {e}", csv.display()));
    let h = r.headers().unwrap().clone();
    let col = |name: &str| h.iter().position(|c| c == name).unwrap();
    let (s, b, m, t, o) = (col("seed"), col("batch"), col("mutant"), col("tool"), col("outcome"));
    let mut map = BTreeMap::new();
    for rec in r.records() {
        let rec = rec.unwrap();
        let key = (rec[s].to_string(), rec[b].to_string(), rec[m].to_string(), rec[t].to_string());
        assert!(map.insert(key.clone(), rec[o].to_string()).is_none(), "{}: run {key:?} twice", csv.display());
    }
    map
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The Slurm run in `out` gives the unsharded tables, and its shards hold every run exactly once.
fn assert_same_as_whole(cluster: &Cluster, out: &Path, whole: &Path, table_job: &str) {
    let logs = || {
        let dir = out.join("slurm/logs");
        let mut s = String::new();
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            s += &format!("--- {}\n{}", e.path().display(), std::fs::read_to_string(e.path()).unwrap_or_default());
        }
        s
    };
    assert_eq!(cluster.state(table_job), "COMPLETED", "the merge job ran after the shards: {}", logs());
    for t in ["tab6.csv", "tab8.csv", "tab9.csv"] {
        assert_eq!(read(&out.join("tables").join(t)), read(&whole.join("tables").join(t)), "{t} differs");
    }
    let expected = outcomes(&whole.join("results.csv"));
    assert!(expected.len() >= 12, "3 seeds × (seed + 3 mutants): {expected:?}");
    assert_eq!(outcomes(&out.join("tables/runs.csv")), expected, "merged rows");
    let mut union = BTreeMap::new();
    for i in 1..=4 {
        for (k, v) in outcomes(&out.join(format!("shard-{i}/results.csv"))) {
            assert!(union.insert(k.clone(), v).is_none(), "run {k:?} in two shards");
        }
    }
    assert_eq!(union, expected, "every run in exactly one shard, none lost");
}

#[test]
fn slurm_campaign_equals_the_unsharded_run_and_survives_scancel() {
    if !common::require_tools(&["sbatch", "slurmctld", "boogie"]) {
        return;
    }
    let cluster = Cluster::up();
    let tmp = tempfile::tempdir().unwrap();
    let whole = tmp.path().join("whole");
    campaign(&["-j", "2"], &["--out", whole.to_str().unwrap()]);
    let o = wobble(&["table", "-q", whole.to_str().unwrap(), "--out", whole.join("tables").to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));

    // A clean run.
    let a = tmp.path().join("a");
    let (shards, table) = submit(&cluster, &a);
    cluster.wait(&[&shards, &table]);
    assert_same_as_whole(&cluster, &a, &whole, &table);

    // Task 1 killed mid-run (its shard directory exists: it has started), then everything resubmitted.
    let b = tmp.path().join("b");
    let (shards, table) = submit(&cluster, &b);
    let task = format!("{shards}_1");
    let csv = b.join("shard-1/results.csv");
    for _ in 0..3600 {
        if csv.exists() || cluster.state(&task) != "PENDING" && cluster.state(&task) != "RUNNING" {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let o = cluster.run("scancel", &[&task]);
    assert!(o.status.success(), "scancel: {}", text(&o.stderr));
    cluster.wait(&[&shards]);
    assert_eq!(cluster.state(&task), "CANCELLED", "task 1 was killed before it finished");
    let _ = cluster.run("scancel", &[&table]);
    cluster.wait(&[&table]);
    assert!(!b.join("tables/tab6.csv").exists(), "no tables while a shard is missing");
    let (shards, table) = submit(&cluster, &b);
    cluster.wait(&[&shards, &table]);
    assert_same_as_whole(&cluster, &b, &whole, &table);
}
