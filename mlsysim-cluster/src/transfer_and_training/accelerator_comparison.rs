use super::TRANSFER_AND_TRAINING;
use mlsysim_core::{HardwareNode, InputError, Precision, preset, scenario};

/// One accelerator against another: peak rate, power and peak per watt, and a job's
/// device-hours restated on the newer part.
///
/// Peak rates compare at one convention, the headline dense 16-bit peak unless `precision`
/// names another: a ratio across precisions would mix a change of number format into the
/// change of hardware.
#[scenario(
    family = TRANSFER_AND_TRAINING,
    assumption = "Both parts sustain the same share of their peak, so device-hours scale inversely with the peak.",
    rule(optional(precision).is_none_or(|p| baseline.rate_at(p).is_some() && candidate.rate_at(p).is_some()), "the registry states a peak of both `baseline` and `candidate` at `precision`, when `precision` is given"),
    rule(baseline.tdp.is_some() && candidate.tdp.is_some(), "the registry states the TDP of both `baseline` and `candidate`"),
    excludes = "Memory bandwidth, interconnect and price.",
    derivation = "Device-hours are work over the rate of one device.",
    example = r#"
// 10,000 V100-hours are about 1,264 H100-hours
use mlsysim_cluster::transfer_and_training::v100_to_h100;

let s = v100_to_h100()?;
assert!((s.peak_ratio()? - 7.912).abs() < 1e-12);
assert!((s.candidate_device_hours()? - 1263.9029322548029).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AcceleratorComparison {
    /// The part compared against.
    pub baseline: &'static HardwareNode,
    /// The part compared.
    pub candidate: &'static HardwareNode,
    /// Precision of the peaks compared; the headline dense 16-bit peak when absent.
    pub precision: Option<Precision>,
    /// A job's size measured in device-hours on the baseline.
    #[input(non_negative)]
    pub baseline_device_hours: Option<f64>,

    /// How many times the baseline's peak the candidate has.
    #[property(
        match optional(precision) {
            Some(p) => candidate.peak_at(p)? / baseline.peak_at(p)?,
            None => candidate.peak_flops / baseline.peak_flops,
        }
    )]
    pub peak_ratio: f64,
    /// How many times the baseline's TDP the candidate draws.
    #[property(
        from_registry(candidate.tdp, "TDP", candidate.path)? / from_registry(baseline.tdp, "TDP", baseline.path)?
    )]
    pub tdp_ratio: f64,
    /// How many times the baseline's peak per watt the candidate has.
    #[property(peak_ratio / tdp_ratio)]
    pub efficiency_ratio: f64,
    /// Candidate device-hours that do the work of `baseline_hours` on the baseline.
    #[method(baseline_hours / peak_ratio, args(baseline_hours(non_negative)), samples(baseline_hours = [1000.0, 10000.0]))]
    pub equivalent_hours: fn(baseline_hours: f64) -> f64,
    /// Candidate device-hours that do the baseline job's work.
    #[property(equivalent_hours(baseline_device_hours)?)]
    pub candidate_device_hours: f64,
}

/// NVIDIA's V100 against the B200: dense 16-bit peak, TDP and peak per watt.
#[preset(name = "V100ToB200")]
pub fn v100_to_b200() -> Result<AcceleratorComparison, InputError> {
    AcceleratorComparison::builder()
        .baseline(HardwareNode::find("Cloud.V100")?)
        .candidate(HardwareNode::find("Cloud.B200")?)
        .build()
}

/// NVIDIA's V100 against the H100, with a 10,000 V100 GPU-hour job restated in H100
/// GPU-hours.
#[preset(name = "V100ToH100")]
pub fn v100_to_h100() -> Result<AcceleratorComparison, InputError> {
    AcceleratorComparison::builder()
        .baseline(HardwareNode::find("Cloud.V100")?)
        .candidate(HardwareNode::find("Cloud.H100")?)
        .baseline_device_hours(10_000.0)
        .build()
}
