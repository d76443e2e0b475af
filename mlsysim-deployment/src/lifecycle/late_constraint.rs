use super::{LIFECYCLE, retinopathy_screener_requirements};
use mlsysim_core::units::{DAY, gigabytes};
use mlsysim_core::{Information, InputError, Named, Time, preset, scenario};

/// A model built without its deployment limit in view, the day the limit surfaces, and the
/// repair it forces.
///
/// The stages run as a line: requirements, training and validation, hand-off. The model reaches
/// its accuracy, then turns out to need far more memory than the device reserves for it; the
/// work since the request is thrown away, and the artifacts that depend on one another are redone
/// in order, so the repair takes their sum when staff and compute are free.
#[scenario(
    family = LIFECYCLE,
    assumption = "Each repair task waits for the one before it; staff and compute are free.",
    excludes = "The cost of the discarded work beyond its time, and what a second late constraint would add.",
    rule(request_day <= handoff_day && handoff_day <= discovery_day && discovery_day <= check_day && check_day <= discard_day, "the days run in order: `request_day`, `handoff_day`, `discovery_day`, `check_day`, `discard_day`"),
    rule(device_memory_low <= device_memory_high, "`device_memory_low` is at most `device_memory_high`"),
    example = r#"
// A 4 GB model against a 500 MB reservation: eight times over, found on day 151
use mlsysim_deployment::lifecycle::retinopathy_screener_late_memory_limit;

let s = retinopathy_screener_late_memory_limit()?;
assert!((s.overrun_ratio()? - 8.0).abs() < 1e-12);
assert_eq!(s.repair_elapsed()?.value, 6.0 * 86_400.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct LateConstraint {
    /// Memory the trained model needs.
    #[input(positive, unit = GB)]
    pub model_memory: Information,
    /// Memory the device reserves for the model.
    #[input(positive, unit = MB)]
    pub memory_budget: Information,
    /// The device's shared memory, low end (stated for the record; no member reads it).
    #[input(positive, unit = GB)]
    pub device_memory_low: Information,
    /// The device's shared memory, high end (stated for the record; no member reads it).
    #[input(positive, unit = GB)]
    pub device_memory_high: Information,
    /// Day the work is requested.
    #[input(range = 0..)]
    pub request_day: i64,
    /// Validation sensitivity reached, by day (stated for the record; no member reads it).
    #[input(range = 0.0..=1.0)]
    pub validation_sensitivity: Named<f64>,
    /// Day the model is handed to the deployment engineers.
    #[input(range = 0..)]
    pub handoff_day: i64,
    /// Day the memory need is reported.
    #[input(range = 0..)]
    pub discovery_day: i64,
    /// Day the device's budget is finally checked.
    #[input(range = 0..)]
    pub check_day: i64,
    /// Day the work is thrown away.
    #[input(range = 0..)]
    pub discard_day: i64,
    /// The artifacts redone, in order, and the time each takes.
    #[input(non_negative, unit = DAY)]
    pub repair_tasks: Named<Time>,

    /// The model's memory over the budget it had to fit.
    #[property(model_memory / memory_budget)]
    pub overrun_ratio: f64,
    /// Time from the request to the day the work is thrown away.
    #[property((discard_day - request_day) * days(1.0), unit = DAY)]
    pub work_discarded: Time,
    /// Time the repair takes, its tasks one after another.
    #[property(sum!(t in repair_tasks, repair_tasks[t]), unit = DAY)]
    pub repair_elapsed: Time,
}

/// A retinopathy screener whose 500 MB memory limit surfaces on day 151: the model needs 4 GB on
/// a clinic device of 4 to 8 GB that reserves 500 MB for it; four dependent artifacts are redone
/// in sequence.
#[preset(name = "RetinopathyScreenerLateMemoryLimit")]
pub fn retinopathy_screener_late_memory_limit() -> Result<LateConstraint, InputError> {
    LateConstraint::builder()
        .model_memory(gigabytes(4.0))
        .memory_budget(retinopathy_screener_requirements()?.memory_budget)
        .device_memory_low(gigabytes(4.0))
        .device_memory_high(gigabytes(8.0))
        .request_day(1)
        .validation_sensitivity(Named::from_iter([("90", 0.92), ("120", 0.94)]))
        .handoff_day(150)
        .discovery_day(151)
        .check_day(152)
        .discard_day(153)
        .repair_tasks(Named::from_iter([
            ("Revise preparation", DAY.of(1.0)),
            ("Train new weights", DAY.of(2.0)),
            ("Repeat validation", DAY.of(2.0)),
            ("Package the release", DAY.of(1.0)),
        ]))
        .build()
}
