//! Unit expressions are exact algebra: random expressions built from the unit table read as the
//! value computed from the table's factors alone (see `mlsysim_units::algebra`), and every unit
//! of the table reads back what it shows.

use mlsysim_units::algebra::{build, check, from_bytes, round_trip};
use mlsysim_units::table::TABLE;
use proptest::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Random expressions each run tries.
const CASES: u32 = 10_000;

#[test]
fn random_expressions_read_as_the_table_says() {
    let config = ProptestConfig {
        cases: CASES,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    let tried = AtomicUsize::new(0);
    let mut runner = proptest::test_runner::TestRunner::new(config);
    let result = runner.run(&prop::collection::vec(any::<u32>(), 96), |choices| {
        let mut at = 0;
        let case = build(|_| {
            let c = choices.get(at).copied().unwrap_or(0);
            at += 1;
            c
        });
        tried.fetch_add(1, Ordering::Relaxed);
        check(&case).map_err(TestCaseError::fail)
    });
    let tried = tried.load(Ordering::Relaxed);
    eprintln!("random unit expressions tried: {tried}");
    if let Err(e) = result {
        panic!("{e}");
    }
    assert!(tried >= CASES as usize, "{tried}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2_000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_unit_round_trips(row in 0..TABLE.len(), mantissa in 1.0f64..10.0, exponent in -9i32..15) {
        let base = mantissa * 10f64.powi(exponent) * TABLE[row].factor;
        prop_assert!(round_trip(&TABLE[row], base).is_ok(), "{}", round_trip(&TABLE[row], base).unwrap_err());
    }
}

#[test]
fn the_fuzz_corpus_still_passes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/corpus/unit_algebra");
    let mut replayed = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let case = from_bytes(&std::fs::read(&path).unwrap());
        if let Err(e) = check(&case) {
            panic!("{}: {e}", path.display());
        }
        replayed += 1;
    }
    assert!(replayed > 0, "no corpus in {}", dir.display());
}

#[test]
fn every_unit_round_trips_at_round_values() {
    for row in TABLE {
        for base in [1.0, 0.5, 3.35, 1e3, 6.0, 1e-3, 12345.678] {
            let base = base * row.factor;
            round_trip(row, base).unwrap();
        }
    }
}

#[test]
fn the_cases_of_issue_20_read_right() {
    use mlsysim_units::parse::quantity;
    let base = |t: &str| quantity(t).unwrap().base();
    let rel = |a: f64, b: f64| ((a - b) / b).abs() < 1e-15;
    assert!(rel(base("0.5 GB h^-1"), 0.5e9 / 3600.0));
    assert!(rel(base("4 USD h^-1"), 4.0 / 3600.0));
    assert!(rel(base("429 gCO2e kWh^-1"), 429.0 / 3.6e6));
    assert!(rel(base("100 min^-1"), 100.0 / 60.0));
    assert_eq!(base("47.5 h^3 h^-2"), 47.5 * 3600.0);
    assert_eq!(base("34.6 ms^3 ms^-2"), 0.0346);
    assert_eq!(base("6 h week^-1 week"), 6.0 * 3600.0);
    assert_eq!(base("6 h^-1 h"), 6.0);
    assert_eq!(base("2 h^0"), 2.0);
    assert_eq!(base("3 (kB/s)^2"), 3e6);
    assert_eq!(base("5 ns^-3 ns^3"), 5.0);
    assert_eq!(base("1 μs"), 1e-6);
    assert_eq!(base("1 µs"), 1e-6);
    // Found by the fuzzer (a mistake of the property's own range check): near the top of a
    // double's range.
    assert!(rel(base("47.5ns·((PB³)^-2/PB³/PB³)^-2/PB³"), 4.75e307));
    // Exact fractions round once: a millionth of a day per second is the double nearest it.
    assert_eq!(base("1000000/day"), 1e6 / 86_400.0);
}
