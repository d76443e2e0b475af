use super::ON_DEVICE;
use crate::width;
use mlsysim_core::registry::Hardware;
use mlsysim_core::{DataRate, Information, InputError, Precision, Time, preset, scenario};

/// A full on-device update with Adam: the working set it holds and the DRAM bytes of one step.
///
/// Gradients are as large as the weights; the optimizer keeps `optimizer_moments` arrays the
/// size of the weights; the saved activations are `activation_factor` times the weights
/// (`activation_factor_high` bounds the range quoted for them). One step moves every tensor
/// through DRAM once per use.
#[scenario(
    family = ON_DEVICE,
    assumption = "Gradients and optimizer state are kept at the weights' width.",
    assumption = "No tensor stays in cache between uses: every use crosses DRAM once.",
    excludes = "The framework's own memory, and recomputing activations to save memory.",
    rule(activation_factor <= activation_factor_high, "`activation_factor` is at most `activation_factor_high`"),
    example = r#"
// A full Adam update of a 10M-parameter FP32 model holds 9 times its weights
use mlsysim_deployment::on_device::phone_full_update_working_set;

let s = phone_full_update_working_set()?;
assert!((s.amplification()? - 9.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct UpdateWorkingSet {
    /// Parameters of the model.
    #[input(positive)]
    pub parameters: f64,
    /// Bytes of one parameter.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,
    /// Arrays of the weights' size the optimizer keeps (two for Adam).
    #[input(range = 0..)]
    pub optimizer_moments: i64,
    /// Saved activations as a multiple of the weights.
    #[input(non_negative)]
    pub activation_factor: f64,
    /// The high end of the quoted range of that multiple.
    #[input(non_negative)]
    pub activation_factor_high: f64,
    /// The device's DRAM bandwidth, for the time one step's traffic takes.
    #[input(positive, unit = GB_PER_SECOND)]
    pub bandwidth: Option<DataRate>,

    /// Bytes of the weights.
    #[property(memory_from_params(parameters, bytes_per_param)?, unit = MB)]
    pub weights: Information,
    /// Bytes of the gradients: as many as the weights.
    #[property(weights, unit = MB)]
    pub gradients: Information,
    /// Bytes of the optimizer's state.
    #[property(optimizer_moments * weights, unit = MB)]
    pub optimizer_state: Information,
    /// Bytes of the saved activations.
    #[property(activation_factor * weights, unit = MB)]
    pub activations: Information,
    /// Weights, gradients and optimizer state: what the update holds without activations.
    #[property(weights + gradients + optimizer_state, unit = MB)]
    pub persistent: Information,
    /// The whole working set.
    #[property(persistent + activations, unit = MB)]
    pub total: Information,
    /// The working set over the weights.
    #[property(total / weights)]
    pub amplification: f64,
    /// The persistent set over the weights: the least the update can hold.
    #[property(persistent / weights)]
    pub floor: f64,
    /// The most the update holds over the weights, at the high end of the activations.
    #[property(floor + activation_factor_high)]
    pub ceiling: f64,
    /// DRAM bytes of one step.
    #[property(update_step_traffic(weights, gradients, optimizer_state, activations)?, unit = MB)]
    pub step_traffic: Information,
    /// DRAM bytes of the step's three reads of the weights.
    #[property(update_step_weight_reads(weights)?, unit = MB)]
    pub weight_reads: Information,
    /// One step's traffic over the weights.
    #[property(step_traffic / weights)]
    pub traffic_ratio: f64,
    /// The weight reads' share of one step's traffic.
    #[property(weight_reads / step_traffic)]
    pub weight_read_share: f64,
    /// Time to move one step's bytes at the bandwidth: a floor on the step.
    #[property(transfer_time(step_traffic, bandwidth)?, unit = MILLISECOND)]
    pub step_floor: Time,
}

/// A full fine-tune of a compact 10M-parameter FP32 model with Adam on an iPhone 15 Pro: two
/// moments, activations at 5 (up to 8) times the weights, at the A17 Pro's DRAM bandwidth.
#[preset(name = "PhoneFullUpdateWorkingSet")]
pub fn phone_full_update_working_set() -> Result<UpdateWorkingSet, InputError> {
    UpdateWorkingSet::builder()
        .parameters(10e6)
        .bytes_per_param(width(Precision::Fp32)?)
        .optimizer_moments(2)
        .activation_factor(5.0)
        .activation_factor_high(8.0)
        .bandwidth(Hardware::Mobile::iPhone15Pro.memory_bandwidth)
        .build()
}
