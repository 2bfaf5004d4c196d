//! `wobble::stats` used the way the stability wiring will use it: per query and perturbation
//! method, run samples until `decide` stops, combine the methods, then label programs and
//! findings and write them to CSV. The "solver" is a seeded coin with a known success rate, so
//! the expected verdicts and run counts are known exactly.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use std::time::Duration;
use wobble::stats::{
    classify, combine, decide, finding_class, oc, program_category, Category, Class, Decision, RateSummary, Rule,
    Savings, Tally,
};

/// A stand-in for one perturbed solver run: success with probability `p`.
fn coin(rng: &mut ChaCha8Rng, p: f64) -> bool {
    ((rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
}

/// Samples one query whose methods succeed with the given rates until the vote is settled;
/// the query's category and the tallies of its methods.
fn sample_query(rule: &Rule, rates: &[f64], budget: u32, rng: &mut ChaCha8Rng) -> (Category, Vec<Tally>) {
    let mut tallies = vec![Tally::new(); rates.len()];
    loop {
        let decisions: Vec<Decision> = tallies.iter().map(|t| decide(rule, t, budget)).collect();
        if let Decision::Stop(c) = combine(&decisions) {
            return (c, tallies);
        }
        for (i, d) in decisions.iter().enumerate() {
            if *d == Decision::Continue {
                tallies[i].record(coin(rng, rates[i]), Duration::from_millis(5));
            }
        }
    }
}

#[test]
fn a_stable_program_costs_a_third_of_the_fixed_budget() {
    let rule = Rule::default();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut all = vec![];
    let mut cats = vec![];
    for _ in 0..4 {
        let (c, tallies) = sample_query(&rule, &[1.0, 1.0, 1.0], 60, &mut rng);
        assert!(tallies.iter().all(|t| t.runs() == 18), "{tallies:?}");
        cats.push(c);
        all.extend(tallies);
    }
    assert_eq!(program_category(cats), Category::Stable);
    let saved = Savings::of(&all, 60);
    assert_eq!(saved.to_string(), "used 216 of 720 runs, saved 504 (70.0%)");
}

#[test]
fn brittle_and_noisy_queries_are_told_apart() {
    let rule = Rule::default();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    // Seed query always proved; the mutant's never (an encoding flip) or half the time.
    let (seed, _) = sample_query(&rule, &[1.0; 3], 60, &mut rng);
    let (mutant_fails, t) = sample_query(&rule, &[0.0; 3], 60, &mut rng);
    assert_eq!((seed, mutant_fails), (Category::Stable, Category::Unsolvable));
    assert!(t.iter().all(|t| t.runs() == 18));
    assert_eq!(classify(seed, mutant_fails), Class::Encoding);
    let (mutant_noisy, t) = sample_query(&rule, &[0.5; 3], 60, &mut rng);
    assert_eq!(mutant_noisy, Category::Unstable);
    // One unstable method settles the whole query: the others stop at once.
    assert!(t.iter().map(Tally::runs).sum::<u32>() < 60, "{t:?}");
    assert_eq!(classify(seed, mutant_noisy), Class::MutantUnstable);
    // Methods that disagree (shuffle never hurts, reseed always does) make the query unstable.
    let (mixed, _) = sample_query(&rule, &[1.0, 1.0, 0.0], 60, &mut rng);
    assert_eq!(mixed, Category::Unstable);
    assert_eq!(classify(mixed, Category::Unsolvable), Class::SeedUnstable);
    let finding = finding_class([classify(mixed, Category::Unsolvable), classify(seed, mutant_fails)]);
    assert_eq!(finding, Class::Encoding);
    assert!(finding.is_brittleness());
    let summary = RateSummary::of(&Tally::from_counts(5, 3), 0.95).unwrap();
    assert_eq!(summary.to_string(), "success rate 5/8 = 62.5%, 95% CI [30.6%, 86.3%]");
}

#[test]
fn simulated_frequencies_match_the_exact_characteristic() {
    // An independent check of stats::oc: 20 000 simulated groups at p = 0.9 (the zone, where all
    // outcomes are common). Each frequency must lie within 5 standard errors of the exact value.
    let rule = Rule::default();
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let (trials, p) = (20_000u32, 0.9);
    let mut counts = [0u32; 4];
    let mut runs = 0u64;
    for _ in 0..trials {
        let (c, t) = sample_query(&rule, &[p], 60, &mut rng);
        counts[Category::ALL.iter().position(|x| *x == c).unwrap()] += 1;
        runs += u64::from(t[0].runs());
    }
    let exact = oc::sequential(&rule, p, 60);
    for (i, c) in Category::ALL.iter().enumerate() {
        let q = exact.probability(*c);
        let freq = f64::from(counts[i]) / f64::from(trials);
        let se = (q * (1.0 - q) / f64::from(trials)).sqrt();
        assert!((freq - q).abs() <= 5.0 * se + 1e-9, "{c}: simulated {freq}, exact {q}");
    }
    let mean_runs = runs as f64 / f64::from(trials);
    assert!((mean_runs - exact.expected_runs).abs() < 0.5, "{mean_runs} vs {}", exact.expected_runs);
}

#[test]
fn verdicts_go_to_csv_as_words() {
    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
    struct Row {
        query: String,
        seed: Category,
        mutant: Category,
        class: Class,
    }
    let row = Row {
        query: "Impl$$Main".into(),
        seed: Category::Stable,
        mutant: Category::Unstable,
        class: classify(Category::Stable, Category::Unstable),
    };
    let mut w = csv::Writer::from_writer(vec![]);
    w.serialize(&row).unwrap();
    let text = String::from_utf8(w.into_inner().unwrap()).unwrap();
    assert_eq!(text, "query,seed,mutant,class\nImpl$$Main,stable,unstable,mutant-unstable\n");
    let back: Row = csv::Reader::from_reader(text.as_bytes()).deserialize().next().unwrap().unwrap();
    assert_eq!(back, row);
}
