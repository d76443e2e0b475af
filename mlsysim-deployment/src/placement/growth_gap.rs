use super::PLACEMENT;
use mlsysim_core::units::{MONTH, YEAR};
use mlsysim_core::{InputError, Time, preset, scenario};

/// Compute that doubles every period against memory bandwidth that grows a share a year: how
/// far apart they drift over a horizon.
#[scenario(
    family = PLACEMENT,
    assumption = "Both grow at constant compound rates; a year is 365.25 days.",
    excludes = "Capacity, latency, and any change in the rates over the horizon.",
    example = r#"
// Compute doubling every 18 months against bandwidth 20% a year: 16 times apart in a decade
use mlsysim_deployment::placement::illustrative_memory_wall;

let s = illustrative_memory_wall()?;
assert!((s.gap()? - 16.4).abs() < 0.1);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct GrowthGap {
    /// Time compute takes to double.
    #[input(positive, unit = MONTH)]
    pub compute_doubling_period: Time,
    /// Share bandwidth grows by a year (0.2 for 20%).
    #[input(range = -1.0..)]
    pub bandwidth_growth: f64,
    /// Time over which the two drift apart.
    #[input(non_negative, unit = YEAR)]
    pub horizon: Time,

    /// How many times compute grows in a year.
    #[property(powf(2.0, days(365.25) / compute_doubling_period)?)]
    pub compute_annual_factor: f64,
    /// How many times bandwidth grows in a year.
    #[property(1.0 + bandwidth_growth)]
    pub bandwidth_annual_factor: f64,
    /// Compute's growth over bandwidth's across the horizon.
    #[property(powf(compute_annual_factor / bandwidth_annual_factor, horizon / days(365.25))?)]
    pub gap: f64,
}

/// Illustrative rates: compute doubling every 18 months, bandwidth growing 20 percent a year,
/// over a decade.
#[preset(name = "IllustrativeMemoryWall")]
pub fn illustrative_memory_wall() -> Result<GrowthGap, InputError> {
    GrowthGap::builder()
        .compute_doubling_period(MONTH.of(18.0))
        .bandwidth_growth(0.2)
        .horizon(YEAR.of(10.0))
        .build()
}
