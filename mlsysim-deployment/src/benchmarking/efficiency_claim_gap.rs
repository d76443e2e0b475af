use super::BENCHMARKING;
use mlsysim_core::units::{TOPS, watts};
use mlsysim_core::{ComputeEfficiency, FlopRate, InputError, Power, preset, scenario};

/// A datasheet's operating point against a sustained one: operations per watt at each, and how
/// far apart they are.
///
/// The gap is the product of the fall in rate and the rise in power, so a reader who compares
/// only the rates underestimates it.
#[scenario(
    family = BENCHMARKING,
    assumption = "Each rate is achieved at its stated power.",
    excludes = "Idle power between bursts, and the rest of the board.",
    example = r#"
// 10 TOPS at 0.5 W on the datasheet, 3 TOPS at 2 W sustained: 13.3 times less efficient
use mlsysim_deployment::benchmarking::datasheet_versus_sustained_edge_chip;

let s = datasheet_versus_sustained_edge_chip()?;
assert!((s.gap()? - 40.0 / 3.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct EfficiencyClaimGap {
    /// The datasheet's rate.
    #[input(positive, unit = TOPS)]
    pub claimed_rate: FlopRate,
    /// The power the datasheet states it at.
    #[input(positive, unit = WATT)]
    pub claimed_power: Power,
    /// The rate sustained in operation.
    #[input(positive, unit = TOPS)]
    pub sustained_rate: FlopRate,
    /// The power drawn while sustaining it.
    #[input(positive, unit = WATT)]
    pub sustained_power: Power,

    /// Operations per joule on the datasheet (TFLOP/J reads as TOPS/W; shown in the unit its
    /// size calls for, so that a tiny efficiency keeps its digits).
    #[property(claimed_rate / claimed_power)]
    pub claimed_efficiency: ComputeEfficiency,
    /// Operations per joule sustained.
    #[property(sustained_rate / sustained_power)]
    pub sustained_efficiency: ComputeEfficiency,
    /// The datasheet's efficiency over the sustained one.
    #[property(claimed_efficiency / sustained_efficiency)]
    pub gap: f64,
    /// The claimed rate over the sustained one.
    #[property(claimed_rate / sustained_rate)]
    pub rate_fall: f64,
    /// The sustained power over the claimed one.
    #[property(sustained_power / claimed_power)]
    pub power_rise: f64,
}

/// An edge chip claiming 10 TOPS at 0.5 W that sustains 3 TOPS at 2 W.
#[preset(name = "DatasheetVersusSustainedEdgeChip")]
pub fn datasheet_versus_sustained_edge_chip() -> Result<EfficiencyClaimGap, InputError> {
    EfficiencyClaimGap::builder()
        .claimed_rate(TOPS.of(10.0))
        .claimed_power(watts(0.5))
        .sustained_rate(TOPS.of(3.0))
        .sustained_power(watts(2.0))
        .build()
}
