use super::ACCELERATION;
use mlsysim_core::units::TOPS;
use mlsysim_core::{DataRate, FlopRate, HardwareNode, InputError, Precision, preset, scenario};

/// Amdahl's law when the gain of the accelerated path is the ratio of two rates.
///
/// A share `fraction` of the original time moves to a path that runs as many times faster as
/// its rate exceeds the baseline's: two peak operation rates when the path is compute bound, two
/// memory bandwidths when it is bandwidth bound. The rest of the time is untouched, so the
/// overall speedup stays below 1 / (1 − fraction) however large the gain.
#[scenario(
    family = ACCELERATION,
    assumption = "The accelerated share of the time runs exactly `gain` times faster; the rest is unchanged and nothing overlaps.",
    assumption = "Rates are above zero; a slower accelerated path (gain below 1) is allowed and gives a slowdown.",
    assumption = "The ceiling needs a fraction below 1: with everything accelerated there is none.",
    rule(!((optional(accelerated_rate).is_some() || optional(baseline_rate).is_some()) && (optional(accelerated_bandwidth).is_some() || optional(baseline_bandwidth).is_some())), "the rates are given as operation rates (`accelerated_rate`, `baseline_rate`) or as bandwidths (`accelerated_bandwidth`, `baseline_bandwidth`), never a mix of the two (the reference takes any two quantities of one dimension in `accelerated_rate` and `baseline_rate`)"),
    excludes = "Moving data to and from the accelerator, and any overlap of the two parts.",
    derivation = "Amdahl's law: the new time is (1 − f) + f ÷ gain of the old, and its reciprocal is the speedup.",
    example = r#"
// An INT8 path 247 times faster buys under 19x
use mlsysim_compute::acceleration::resnet50_inference_h100_over_server_cpu;

let s = resnet50_inference_h100_over_server_cpu()?;
assert_eq!(s.gain()?, 247.375);
assert!(s.speedup()? < s.ceiling()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    requires_one_of((accelerated_rate, baseline_rate), (accelerated_bandwidth, baseline_bandwidth)),
)]
pub struct AcceleratedFraction {
    /// Share of the original time that runs on the accelerated path.
    #[input(range = 0.0..=1.0)]
    pub fraction: f64,
    /// Peak operation rate of the accelerated path, for a compute-bound path.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub accelerated_rate: Option<FlopRate>,
    /// Peak operation rate of the baseline, for a compute-bound path.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub baseline_rate: Option<FlopRate>,
    /// Memory bandwidth of the accelerated path, for a bandwidth-bound path.
    #[input(positive, unit = GB_PER_SECOND)]
    pub accelerated_bandwidth: Option<DataRate>,
    /// Memory bandwidth of the baseline, for a bandwidth-bound path.
    #[input(positive, unit = GB_PER_SECOND)]
    pub baseline_bandwidth: Option<DataRate>,

    /// How many times faster the accelerated path runs.
    #[property(
        if given(accelerated_rate) && given(baseline_rate) {
            peak_ratio(accelerated_rate, baseline_rate)?
        } else {
            bandwidth_ratio(accelerated_bandwidth, baseline_bandwidth)?
        }
    )]
    pub gain: f64,
    /// Overall speedup of the whole.
    #[property(amdahl_speedup(fraction, gain)?)]
    pub speedup: f64,
    /// Overall speedup with an infinitely fast path.
    #[property(amdahl_ceiling(fraction)?)]
    pub ceiling: f64,
}

/// ResNet-50 inference moved from a server CPU to the H100's INT8 path: 95% of the time runs
/// on the matrix path, whose gain is the H100's INT8 peak over an assumed 8 TOPS CPU without
/// matrix extensions.
#[preset(name = "ResNet50InferenceH100OverServerCpu")]
pub fn resnet50_inference_h100_over_server_cpu() -> Result<AcceleratedFraction, InputError> {
    let h100 = HardwareNode::find("Cloud.H100")?;
    let int8 = h100.rate_at(Precision::Int8).ok_or(InputError::Invalid {
        input: "accelerated_rate",
        reason: "the H100 has no INT8 peak in the registry".into(),
    })?;
    AcceleratedFraction::builder()
        .fraction(0.95)
        .accelerated_rate(int8)
        .baseline_rate(TOPS.of(8.0))
        .build()
}

/// GPT-2 XL token generation moved to the H100's INT8 path: 80% of each token's time on the
/// matrix path, while host overhead and sampling stay on the CPU.
#[preset(name = "Gpt2DecodeH100OverServerCpu")]
pub fn gpt2_decode_h100_over_server_cpu() -> Result<AcceleratedFraction, InputError> {
    resnet50_inference_h100_over_server_cpu()?
        .variant()
        .fraction(0.8)
        .build()
}

/// The same token generation seen as bandwidth bound: the gain is the H100's memory bandwidth
/// over that of the reference CPU socket.
#[preset(name = "Gpt2DecodeH100OverServerCpuBandwidth")]
pub fn gpt2_decode_h100_over_server_cpu_bandwidth() -> Result<AcceleratedFraction, InputError> {
    gpt2_decode_h100_over_server_cpu()?
        .variant()
        .without_accelerated_rate()
        .without_baseline_rate()
        .accelerated_bandwidth(HardwareNode::find("Cloud.H100")?.memory_bandwidth)
        .baseline_bandwidth(HardwareNode::find("Cloud.ReferenceCPU")?.memory_bandwidth)
        .build()
}
