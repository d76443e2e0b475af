use super::PLACEMENT;
use mlsysim_core::registry::ReferenceStats;
use mlsysim_core::units::{KELVIN_PER_SECOND, degrees_celsius, seconds, watts};
use mlsysim_core::{InputError, Power, Temperature, TemperatureRate, Time, preset, scenario};

/// A model's sustained power against the ceiling a passively cooled device can hold, before and
/// after a redesign that divides its power.
///
/// Above the ceiling the chip heats until it reaches its trip temperature and throttles, and
/// the frame rate falls from its burst to its throttled value; a model that fits under the
/// ceiling runs at its rate indefinitely.
#[scenario(
    family = PLACEMENT,
    assumption = "The device sheds its sustained limit indefinitely and nothing more.",
    excludes = "The thermal trace itself (heating rate, time to trip, trip temperature and the two frame rates are stated for the record; no member reads them).",
    rule(reduction_factor >= 1.0, "`reduction_factor` is at least 1: the redesign does not draw more"),
    example = r#"
// A 12 W model made 4 times lighter lands exactly on a phone's 3 W sustained ceiling
use mlsysim_deployment::placement::unoptimized_vision_model_phone;

let s = unoptimized_vision_model_phone()?;
assert_eq!(s.headroom()?.value, 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ThermalCeiling {
    /// The model's sustained power before the redesign.
    #[input(positive, unit = WATT)]
    pub power: Power,
    /// How many times less power the redesign draws.
    #[input(positive)]
    pub reduction_factor: f64,
    /// The power the device can shed indefinitely without throttling.
    #[input(positive, unit = WATT)]
    pub sustained_limit: Power,
    /// How fast the junction heats at `power`.
    #[input(non_negative, unit = KELVIN_PER_SECOND)]
    pub heating_rate: TemperatureRate,
    /// Time until the chip reaches its trip point.
    #[input(non_negative, unit = SECOND)]
    pub trip_time: Time,
    /// The temperature at which the chip throttles.
    #[input(unit = DEGREE_CELSIUS)]
    pub trip_temperature: Temperature,
    /// Frames a second before throttling.
    #[input(non_negative)]
    pub burst_rate: f64,
    /// Frames a second after throttling.
    #[input(non_negative)]
    pub throttled_rate: f64,

    /// The redesigned model's power.
    #[property(power / reduction_factor, unit = WATT)]
    pub reduced_power: Power,
    /// The ceiling less the redesigned model's power (zero: no margin; negative: it throttles).
    #[property(sustained_limit - reduced_power, unit = WATT)]
    pub headroom: Power,
}

/// An unoptimized 12 W vision model on a passively cooled phone, made 4 times lighter by an
/// INT8 redesign, against the phone NPU's typical sustained power; the chip heats 1 °C a second
/// and trips at 80 °C after a minute, falling from 100 to 30 frames a second.
#[preset(name = "UnoptimizedVisionModelPhone")]
pub fn unoptimized_vision_model_phone() -> Result<ThermalCeiling, InputError> {
    ThermalCeiling::builder()
        .power(watts(12.0))
        .reduction_factor(4.0)
        .sustained_limit(ReferenceStats::MobilePower::MobileNpuTypical.value)
        .heating_rate(KELVIN_PER_SECOND.of(1.0))
        .trip_time(seconds(60.0))
        .trip_temperature(degrees_celsius(80.0))
        .burst_rate(100.0)
        .throttled_rate(30.0)
        .build()
}
