use super::BENCHMARKING;
use mlsysim_core::registry::{Hardware, Models};
use mlsysim_core::units::seconds;
use mlsysim_core::{
    Energy, HardwareNode, InputError, Power, Precision, Time, Workload, preset, scenario,
};

/// A model run once a period on a small board at its peak rate, idle in between: the board's
/// average power and how much of it is idling.
///
/// The board draws its TDP while it infers and its lowest power while idle; the average weights
/// each by its share of the period. Idling dominates once inferences are short, so a cheaper
/// inference moves the average little.
#[scenario(
    family = BENCHMARKING,
    assumption = "The board runs each inference at its peak rate for `precision`, drawing its TDP, and draws its lowest stated power otherwise.",
    excludes = "Wake-up transients, sensor power, and memory traffic.",
    derivation = "The reference's DutyCycledPowerModel with an active and an idle stage.",
    rule(hardware.rate_at(precision).is_some(), "`hardware` states a peak rate at `precision`"),
    rule(inference_time <= period, "one inference fits in `period`: the board cannot be busy more than all the time"),
    example = r#"
// Keyword spotting once a second on an ESP32-S3: almost all of the average is idle power
use mlsysim_deployment::benchmarking::keyword_spotting_on_esp32_s3;

let s = keyword_spotting_on_esp32_s3()?;
assert!(s.idle_share()? > 0.9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PeriodicInferencePower {
    /// The model run; its inference work is read.
    pub workload: &'static Workload,
    /// The board; its peak rates, TDP and lowest power are read.
    pub hardware: &'static HardwareNode,
    /// Time between inferences.
    #[input(positive, unit = SECOND)]
    pub period: Time,
    /// The precision whose peak rate the inference runs at.
    #[input(default = Precision::Int8)]
    pub precision: Precision,
    /// How many times less energy a cheaper inference would take (stated for comparison; no
    /// member reads it).
    #[input(positive)]
    pub energy_cut: Option<f64>,

    /// Time of one inference at the peak rate.
    #[property(compute_time(workload.forward_flops()?, hardware.peak_at(precision)?)?, unit = MILLISECOND)]
    pub inference_time: Time,
    /// Share of the period spent inferring.
    #[property(inference_time / period)]
    pub duty: f64,
    /// Power while inferring: the board's TDP.
    #[property(from_registry(hardware.tdp, "TDP", hardware.path)?, unit = MILLIWATT)]
    pub active_power: Power,
    /// Power while idle: the board's lowest stated power.
    #[property(from_registry(hardware.detail().tdp_min, "lowest power (tdp_min)", hardware.path)?, unit = MILLIWATT)]
    pub idle_power: Power,
    /// Energy of one inference.
    #[property(active_power * inference_time, unit = MILLIJOULE)]
    pub inference_energy: Energy,
    /// The average power spent inferring.
    #[property(active_power * duty, unit = MILLIWATT)]
    pub active_contribution: Power,
    /// The average power spent idling.
    #[property(idle_power * (1.0 - duty), unit = MILLIWATT)]
    pub idle_contribution: Power,
    /// The board's average power.
    #[property(active_contribution + idle_contribution, unit = MILLIWATT)]
    pub average_power: Power,
    /// How many times less than drawing the TDP all the time.
    #[property(active_power / average_power)]
    pub reduction: f64,
    /// Idling's share of the average power.
    #[property(idle_contribution / average_power)]
    pub idle_share: f64,
    /// The duty at which inferring and idling draw the same average power.
    #[property(idle_power / (active_power + idle_power))]
    pub crossover_duty: f64,
}

/// DS-CNN keyword spotting once per one-second audio window on an ESP32-S3-class board at its
/// INT8 peak, against a model that halves the energy of an inference.
#[preset(name = "KeywordSpottingOnEsp32S3")]
pub fn keyword_spotting_on_esp32_s3() -> Result<PeriodicInferencePower, InputError> {
    PeriodicInferencePower::builder()
        .workload(Models::Tiny::DS_CNN)
        .hardware(Hardware::Tiny::ESP32_S3)
        .period(seconds(1.0))
        .precision(Precision::Int8)
        .energy_cut(2.0)
        .build()
}
