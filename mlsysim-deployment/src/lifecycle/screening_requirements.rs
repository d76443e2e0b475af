use super::LIFECYCLE;
use mlsysim_core::registry::Hardware;
use mlsysim_core::units::MB;
use mlsysim_core::{HardwareNode, Information, InputError, Named, Power, preset, scenario};

/// A screener's release floors and its device's budget, with measured slices of the test data
/// checked against the floor.
///
/// A release passes only if every slice (all the photos, one patient subgroup) meets the
/// sensitivity floor: a good average can hide a subgroup the screener fails. The device supplies
/// the power envelope.
#[scenario(
    family = LIFECYCLE,
    assumption = "Each slice's sensitivity is measured, not estimated from the others.",
    excludes = "Confidence intervals on the slices' sensitivities, and the specificity of each slice.",
    rule(len(&field_operating_point) == 2, "`field_operating_point` is a pair: specificity, then sensitivity"),
    example = r#"
// 94% on all clinic photos passes a 90% floor, but cataract patients at 76% fail it
use mlsysim_deployment::lifecycle::retinopathy_screener_requirements;

let s = retinopathy_screener_requirements()?;
assert!(s.passes("all clinic photos".into())?);
assert_eq!(s.failing_slices()?.names().collect::<Vec<_>>(), ["cataract patients"]);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ScreeningRequirements {
    /// The least sensitivity a release may have on any slice.
    #[input(range = 0.0..=1.0)]
    pub sensitivity_floor: f64,
    /// The least specificity a release may have.
    #[input(range = 0.0..=1.0)]
    pub specificity_floor: f64,
    /// Memory the device reserves for the model.
    #[input(positive, unit = MB)]
    pub memory_budget: Information,
    /// The device the screener runs on; its power range is read.
    pub device: &'static HardwareNode,
    /// Measured sensitivity, by slice of the test data.
    #[input(range = 0.0..=1.0)]
    pub slice_sensitivity: Named<f64>,
    /// Specificity and sensitivity of one threshold on field data (stated for the record; no
    /// member reads it).
    #[input(range = 0.0..=1.0)]
    pub field_operating_point: Option<Vec<f64>>,

    /// The device's lowest configurable power.
    #[property(from_registry(device.detail().tdp_min, "lowest power (tdp_min)", device.path)?, unit = WATT)]
    pub power_low: Power,
    /// The device's highest configurable power.
    #[property(from_registry(device.detail().tdp_max, "highest power (tdp_max)", device.path)?, unit = WATT)]
    pub power_high: Power,
    /// Whether `slice_name` meets the sensitivity floor.
    #[method(slice_sensitivity[slice_name] >= sensitivity_floor, samples(slice_name = slice_sensitivity))]
    pub passes: fn(slice_name: String) -> bool,
    /// The slices below the floor, with their sensitivity.
    #[property(filter!(s in slice_sensitivity, slice_sensitivity[s] < sensitivity_floor))]
    pub failing_slices: Named<f64>,
}

/// A diabetic retinopathy screener's release floors (90% sensitivity, 80% specificity), a 500 MB
/// reservation on a Jetson Orin Nano-class clinic device, and two measured sensitivity slices at
/// the release gate; the lab threshold on clinic photos gives 88% specificity at 80% sensitivity.
#[preset(name = "RetinopathyScreenerRequirements")]
pub fn retinopathy_screener_requirements() -> Result<ScreeningRequirements, InputError> {
    ScreeningRequirements::builder()
        .sensitivity_floor(0.9)
        .specificity_floor(0.8)
        .memory_budget(MB.of(500.0))
        .device(Hardware::Edge::JetsonOrinNano)
        .slice_sensitivity(Named::from_iter([
            ("all clinic photos", 0.94),
            ("cataract patients", 0.76),
        ]))
        .field_operating_point(vec![0.88, 0.8])
        .build()
}
