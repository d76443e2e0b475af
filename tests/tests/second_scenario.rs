//! A second scenario, declared here with the same macro, to show the macro is not shaped around
//! ReleaseFootprint; compiled under `deny(warnings)` as a user crate would be.
#![deny(warnings)]

use mlsysim_core::units::{bytes, hours};
use mlsysim_core::{Information, InputError, Scenario, Time, Value, scenario};
const TESTING: mlsysim_core::Family =
    mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// How much storage a run's checkpoints take and how often one is written.
///
/// A toy used by the test suite; its numbers come from nowhere in particular.
#[scenario(
    family = TESTING,
    assumption = "Checkpoints are full copies."
)]
pub struct CheckpointBudget {
    /// Weights in one checkpoint.
    #[input(positive)]
    pub parameters: f64,
    /// Bytes per stored weight.
    #[input(positive, unit = BYTE)]
    pub width: Information,
    /// Checkpoints kept at once.
    #[input(default = 3)]
    pub kept: u32,
    /// Length of the run.
    #[input(unit = HOUR)]
    pub run_time: Option<Time>,
    /// Checkpoints written over the run.
    #[input(range = 1..=1000)]
    pub written: Option<u32>,

    /// Bytes of one checkpoint.
    #[property(parameters * width, unit = GB)]
    pub checkpoint_bytes: Information,
    /// Bytes of every kept checkpoint.
    #[property(kept * checkpoint_bytes, unit = GB)]
    pub kept_bytes: Information,
    /// Time between two checkpoints.
    #[property(run_time / written, unit = HOUR)]
    pub interval: Time,
    /// Bytes written over `hours_run` hours at the checkpoint interval.
    #[method(checkpoint_bytes * floor(f64::from(hours_run) / (interval.value / 3600.0))?, samples(hours_run = 0..3))]
    pub written_after: fn(hours_run: u32) -> Information,
}

fn budget() -> CheckpointBudget {
    CheckpointBudget::builder()
        .parameters(1e9)
        .width(bytes(2.0))
        .build()
        .unwrap()
}

#[test]
fn computes_with_defaults_and_units() {
    let b = budget();
    assert_eq!(b.kept, 3);
    assert_eq!(b.checkpoint_bytes().unwrap(), bytes(2e9));
    assert_eq!(b.kept_bytes().unwrap(), bytes(6e9));
    let report = b.report();
    assert_eq!(
        report.property("kept_bytes").unwrap().clone().unwrap(),
        Value::Quantity {
            magnitude: 6.0,
            unit: "GB"
        }
    );
}

#[test]
fn optional_inputs_are_required_only_where_read() {
    let b = budget();
    assert_eq!(b.interval().unwrap_err().missing_input(), Some("run_time"));
    assert_eq!(
        CheckpointBudget::INFO
            .member("written_after")
            .unwrap()
            .requires,
        ["run_time", "written"]
    );
    let full = b
        .variant()
        .run_time(hours(10.0))
        .written(5)
        .build()
        .unwrap();
    assert_eq!(full.interval().unwrap(), hours(2.0));
    assert_eq!(full.written_after(5).unwrap(), bytes(4e9));
    assert_eq!(full.report().calls.len(), 3);
}

#[test]
fn validates_inputs() {
    let e = CheckpointBudget::builder()
        .width(bytes(2.0))
        .build()
        .unwrap_err();
    assert_eq!(
        e,
        InputError::Missing {
            input: "parameters"
        }
    );
    let e = budget().variant().written(0).build().unwrap_err();
    assert!(matches!(
        e,
        InputError::OutOfRange {
            input: "written",
            allowed: "[1, 1000]",
            ..
        }
    ));
    let e = budget().variant().parameters(-1.0).build().unwrap_err();
    assert!(matches!(
        e,
        InputError::OutOfRange {
            input: "parameters",
            ..
        }
    ));
}

#[test]
fn is_in_the_catalog() {
    assert!(
        mlsysim_core::catalog::scenarios()
            .iter()
            .any(|s| s.name == "CheckpointBudget")
    );
}
