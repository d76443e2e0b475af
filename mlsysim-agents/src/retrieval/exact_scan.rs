use super::RETRIEVAL;
use mlsysim_core::error::derived;
use mlsysim_core::laws::precision_width;
use mlsysim_core::units::{FLOP, milliseconds};
use mlsysim_core::{
    FlopCount, HardwareNode, Information, InputError, Intensity, Precision, Time, preset,
    scenario,
};

/// An exact vector scan on one host: the bytes it streams, its arithmetic intensity against
/// the host's ridge point, and the time floor bandwidth sets.
///
/// A scan streams N·d·b bytes and scores them with 2·N·d FLOPs, an intensity of 2/b FLOP per
/// byte at any corpus size, far below a host's ridge point: bandwidth sets the floor,
/// t ≥ N·d·b / B. A scope filter shrinks what is streamed; a latency budget bounds how many
/// vectors one search can stream.
#[scenario(
    family = RETRIEVAL,
    assumption = "Every eligible vector is read once from memory at the host's bandwidth.",
    excludes = "Encoding the query, fetching the records found, and caches: a floor, not a forecast.",
    example = r#"
// Ten million vectors take tens of milliseconds to stream, far past a 10 ms budget
use mlsysim_agents::retrieval::exact_scan_ten_million_vectors;

let s = exact_scan_ten_million_vectors()?;
assert!(s.stream_time()? > s.math_time()?);
assert!(s.budget_vectors()? < 10_000_000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ExactScan {
    /// The host the scan runs on; its memory bandwidth and peak rate are read.
    pub host: &'static HardwareNode,
    /// Vectors of the corpus.
    pub vectors: u32,
    /// Values per vector.
    #[input(range = 1..)]
    pub dimension: u32,
    /// Bytes of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Searches in one trajectory.
    pub searches: Option<u32>,
    /// Vectors left eligible by a scope filter.
    pub filtered_vectors: Option<u32>,
    /// Latency budget of one search.
    #[input(positive, unit = MILLISECOND)]
    pub budget: Option<Time>,

    /// Bytes one scan streams.
    #[property(vectors * dimension * bytes_per_value, unit = GB)]
    pub footprint: Information,
    /// Bytes of one vector.
    #[property(dimension * bytes_per_value, unit = BYTE)]
    pub bytes_per_vector: Information,
    /// Work of one scan.
    #[property(2 * vectors * dimension * FLOP.of(1.0), unit = GFLOP)]
    pub flops: FlopCount,
    /// Work per byte streamed.
    #[property(arithmetic_intensity(flops, footprint)?)]
    pub intensity: Intensity,
    /// The host's ridge point: its peak over its bandwidth.
    #[property(ridge_point(host.peak_flops, host.memory_bandwidth)?)]
    pub ridge: Intensity,
    /// Time to stream the corpus once.
    #[property(transfer_time(footprint, host.memory_bandwidth)?, unit = MILLISECOND)]
    pub stream_time: Time,
    /// Time of the scan's arithmetic at the host's peak.
    #[property(compute_time(flops, host.peak_flops)?, unit = MILLISECOND)]
    pub math_time: Time,
    /// Streaming time of every search of a trajectory.
    #[property(searches * stream_time, unit = SECOND)]
    pub trajectory_time: Time,
    /// Streaming time of the filtered set.
    #[property(transfer_time(filtered_vectors * dimension * bytes_per_value, host.memory_bandwidth)?, unit = MILLISECOND)]
    pub filtered_time: Time,
    /// Vectors one search can stream within the budget.
    #[property(vectors_in_budget(budget, host.memory_bandwidth, dimension, bytes_per_value)?)]
    pub budget_vectors: f64,
}

/// An exact scan of 10 million 768-value FP16 vectors on the reference desktop CPU: 20
/// searches in a trajectory, a scope filter that leaves 10,000 vectors, a 10 ms budget a
/// search.
#[preset(name = "ExactScanTenMillionVectors")]
pub fn exact_scan_ten_million_vectors() -> Result<ExactScan, InputError> {
    ExactScan::builder()
        .host(HardwareNode::find("Cloud.ReferenceCPU")?)
        .vectors(10_000_000)
        .dimension(768)
        .bytes_per_value(derived(
            "bytes_per_value",
            precision_width(Precision::Fp16),
        )?)
        .searches(20)
        .filtered_vectors(10_000)
        .budget(milliseconds(10.0))
        .build()
}
