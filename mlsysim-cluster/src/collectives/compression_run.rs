use super::COLLECTIVES;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Named, Precision, Time, preset, scenario};

/// A run to a quality target with and without gradient compression, on several networks.
///
/// Each step is compute plus exposed communication. Compression divides only the communication
/// by its ratio, and needs 1 + `step_penalty` times the steps to reach the same quality, so it
/// pays only where communication is a large share of the step.
#[scenario(
    family = COLLECTIVES,
    assumption = "Nothing overlaps: each step is compute, then communication.",
    assumption = "The compressed step count rounds half to even, as the reference's `round` does.",
    excludes = "The codec's own time (see CompressionPayback).",
    derivation = "The reference's CompressionRunModel.",
    example = r#"
// INT8 compression wins on the slow network only
use mlsysim_cluster::collectives::int8_compression_run;

let s = int8_compression_run()?;
let changes = s.changes()?;
assert!(changes.get("slow").copied().unwrap() < 0.0);
assert!(changes.get("fast").copied().unwrap() > 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct CompressionRun {
    /// Steps to the target without compression.
    #[input(range = 1..)]
    pub steps: u32,
    /// Compute of one step.
    #[input(non_negative, unit = MILLISECOND)]
    pub compute_time: Time,
    /// Communication of one step on each network.
    #[input(non_negative, unit = MILLISECOND)]
    pub communication_times: Named<Time>,
    /// How many times smaller compression makes the communication.
    #[input(positive)]
    pub compression_ratio: f64,
    /// Extra steps compression's noise costs, as a share.
    #[input(non_negative)]
    pub step_penalty: f64,

    /// Steps to the target with compression.
    #[property(round_half_even(steps * (1.0 + step_penalty))?)]
    pub steps_compressed: i64,
    /// Time of one step on each network.
    #[property(
        each!(n in communication_times, compute_time + communication_times[n]),
        unit = MILLISECOND,
    )]
    pub step_times: Named<Time>,
    /// Time of one compressed step on each network.
    #[property(
        each!(n in communication_times, compute_time + communication_times[n] / compression_ratio),
        unit = MILLISECOND,
    )]
    pub compressed_step_times: Named<Time>,
    /// Time to the target on each network.
    #[property(each!(n in step_times, steps * step_times[n]), unit = SECOND)]
    pub totals: Named<Time>,
    /// Time to the target with compression on each network.
    #[property(
        each!(n in compressed_step_times, steps_compressed * compressed_step_times[n]),
        unit = SECOND,
    )]
    pub compressed_totals: Named<Time>,
    /// Change of the time to target with compression, on each network (negative is faster).
    #[property(each!(n in totals, (compressed_totals[n] / totals[n]).value - 1.0))]
    pub changes: Named<f64>,
}

/// INT8 gradient compression with error feedback to a quality target: 100,000 steps of 300 ms
/// compute on a slow network (200 ms of communication) and a fast one (30 ms); INT8 against
/// FP32 cuts communication fourfold but needs 10% more steps.
#[preset(name = "Int8CompressionRun")]
pub fn int8_compression_run() -> Result<CompressionRun, InputError> {
    let width = |p: Precision| p.storage_bytes().unwrap_or(f64::NAN);
    CompressionRun::builder()
        .steps(100_000)
        .compute_time(milliseconds(300.0))
        .communication_times(Named::from_iter([
            ("slow", milliseconds(200.0)),
            ("fast", milliseconds(30.0)),
        ]))
        .compression_ratio(width(Precision::Fp32) / width(Precision::Int8))
        .step_penalty(0.10)
        .build()
}
