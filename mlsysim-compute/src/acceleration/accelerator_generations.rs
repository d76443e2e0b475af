use super::ACCELERATION;
use mlsysim_core::{HardwareNode, InputError, Intensity, preset, scenario};

/// Peak compute against memory bandwidth across accelerator generations, first to last.
///
/// Each accelerator's ridge point is its peak operation rate over its memory bandwidth: the
/// intensity a kernel needs to be compute bound. Across the generations the peak grows faster
/// than the bandwidth, so the ridge climbs; the gap growth is how far.
#[scenario(
    family = ACCELERATION,
    assumption = "The peak is each device's headline (dense 16-bit) peak as the registry states it.",
    rule(!accelerators.is_empty(), "`accelerators` lists at least one accelerator (the reference fails on an empty list)"),
    rule(all!(i in 1..len(&accelerators), all!(j in 0..i, accelerators[j].release_year.is_none() || accelerators[i].release_year.is_none() || accelerators[j].release_year <= accelerators[i].release_year)), "`accelerators` are listed oldest first: their registry release years never go backwards, accelerators without one aside (the reference reports reciprocal growths for a reversed list)"),
    excludes = "Caches, sparsity and lower-precision peaks, which move each ridge.",
    derivation = "The roofline's ridge point is where the compute roof meets the memory roof: peak over bandwidth.",
    example = r#"
// Compute grew about twice as fast as bandwidth from V100 to B200
use mlsysim_compute::acceleration::nvidia_generations_v100_to_b200;

let s = nvidia_generations_v100_to_b200()?;
assert_eq!(s.compute_growth()?, 18.0);
assert!((s.gap_growth()? - 2.025).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AcceleratorGenerations {
    /// The accelerators, oldest first.
    pub accelerators: Vec<&'static HardwareNode>,

    /// Each accelerator's ridge point.
    #[property(each!(h in accelerators, ridge_point(h.peak_flops, h.memory_bandwidth)?), unit = FLOP_PER_BYTE)]
    pub ridges: Vec<Intensity>,
    /// The last accelerator's peak over the first's.
    #[property(peak_ratio(accelerators[len(&accelerators) - 1].peak_flops, accelerators[0].peak_flops)?)]
    pub compute_growth: f64,
    /// The last accelerator's bandwidth over the first's.
    #[property(bandwidth_ratio(accelerators[len(&accelerators) - 1].memory_bandwidth, accelerators[0].memory_bandwidth)?)]
    pub bandwidth_growth: f64,
    /// How many times the ridge rose from the first to the last.
    #[property(compute_growth / bandwidth_growth)]
    pub gap_growth: f64,
}

/// Five NVIDIA data-centre generations, V100 to B200; the H200 keeps the H100's compute with
/// more bandwidth.
#[preset(name = "NvidiaGenerationsV100ToB200")]
pub fn nvidia_generations_v100_to_b200() -> Result<AcceleratorGenerations, InputError> {
    let accelerators = [
        "Cloud.V100",
        "Cloud.A100",
        "Cloud.H100",
        "Cloud.H200",
        "Cloud.B200",
    ]
    .iter()
    .map(|p| HardwareNode::find(p).map_err(InputError::from))
    .collect::<Result<Vec<_>, _>>()?;
    AcceleratorGenerations::builder()
        .accelerators(accelerators)
        .build()
}
