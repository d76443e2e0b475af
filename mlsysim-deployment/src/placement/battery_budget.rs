use super::PLACEMENT;
use crate::derived;
use mlsysim_core::registry::{Hardware, ReferenceStats};
use mlsysim_core::units::{hours, watts, MINUTE};
use mlsysim_core::{Energy, InputError, Power, Time, preset, scenario};

/// A continuous power draw against a battery and the runtime it must last.
#[scenario(
    family = PLACEMENT,
    assumption = "The draw is constant and all of the battery's energy is usable.",
    excludes = "The rest of the device's draw (the screen, the radios), battery ageing and temperature.",
    example = r#"
// A 2 W always-on detector empties a 15 Wh phone battery in 7.5 hours
use mlsysim_deployment::placement::always_on_object_detector_phone;

let s = always_on_object_detector_phone()?;
assert!((s.runtime()?.value / 3600.0 - 7.5).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct BatteryBudget {
    /// Energy the battery holds.
    #[input(positive, unit = WATT_HOUR)]
    pub battery_energy: Energy,
    /// Power drawn continuously.
    #[input(positive, unit = WATT)]
    pub power_draw: Power,
    /// How long the battery must last.
    #[input(non_negative, unit = HOUR)]
    pub required_runtime: Time,

    /// How long the battery lasts at the draw.
    #[property(battery_energy / power_draw, unit = HOUR)]
    pub runtime: Time,
    /// Energy the required runtime takes at the draw.
    #[property(power_draw * required_runtime, unit = WATT_HOUR)]
    pub required_energy: Energy,
    /// The required energy over the battery's: above one, the battery runs out first.
    #[property(required_energy / battery_energy)]
    pub budget_ratio: f64,
}

/// A background object detector drawing 2 W continuously for a day on an iPhone 15 Pro.
#[preset(name = "AlwaysOnObjectDetectorPhone")]
pub fn always_on_object_detector_phone() -> Result<BatteryBudget, InputError> {
    let phone = Hardware::Mobile::iPhone15Pro;
    BatteryBudget::builder()
        .battery_energy(derived(
            "battery_energy",
            mlsysim_core::equation::from_registry(
                phone.detail().battery_capacity,
                "battery capacity",
                phone.path,
            ),
        )?)
        .power_draw(ReferenceStats::MobilePower::ObjectDetector.value)
        .required_runtime(hours(24.0))
        .build()
}

/// A 30-minute unthrottled fine-tune at 4.5 W against a flagship phone's battery.
#[preset(name = "PhoneBackgroundFineTuneBattery")]
pub fn phone_background_fine_tune_battery() -> Result<BatteryBudget, InputError> {
    BatteryBudget::builder()
        .battery_energy(ReferenceStats::PhoneBattery::EnergyWh.value)
        .power_draw(watts(4.5))
        .required_runtime(MINUTE.of(30.0))
        .build()
}
