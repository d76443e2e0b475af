use super::STORAGE;
use mlsysim_core::registry::ReferenceStats::StorageTrainingCorpus as corpus;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::{MB, milliseconds};
use mlsysim_core::{Information, InputError, Named, Time, preset, scenario};

/// Ready batches a prefetch queue needs to hide each storage tier's tail read, and the host
/// memory a chosen safety depth holds.
///
/// One read at a tier's tail latency spans `latency ÷ compute_time` compute windows, so the
/// queue needs that many ready batches, rounded up. A queue `safety_depth` deep holds that
/// many batches per consumer in host memory.
#[scenario(
    family = STORAGE,
    assumption = "Reads are issued one compute window apart and each may take the tier's tail latency.",
    excludes = "Bandwidth limits: the tier is assumed to keep up on average.",
    derivation = "A queue hides a read if it holds as many ready batches as compute windows the read spans.",
    example = r#"
// Object storage needs a deeper queue than NVMe
use mlsysim_data::storage::prefetch_depth_by_tier;

let s = prefetch_depth_by_tier()?;
let depths = s.depths()?;
assert_eq!(depths.get("nvme"), Some(&1));
assert_eq!(depths.get("object"), Some(&3));
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct PrefetchDepth {
    /// Compute time of one step: the window a ready batch covers.
    #[input(positive, unit = MILLISECOND)]
    pub compute_time: Time,
    /// Tail read latency of each tier.
    #[input(non_negative, unit = MILLISECOND)]
    pub tail_latencies: Named<Time>,
    /// Bytes of one collated batch.
    #[input(positive, unit = MB)]
    pub batch_bytes: Information,
    /// Queue depth chosen for safety.
    #[input(range = 0..)]
    pub safety_depth: i64,
    /// Consumers on one node.
    #[input(range = 1..)]
    pub consumers_per_node: i64,

    /// Compute windows one tail read spans, per tier.
    #[property(tail_latencies.iter().map(|(tier, t)| (tier, (*t / compute_time).value)).collect::<Named<f64>>())]
    pub spans: Named<f64>,
    /// Ready batches that hide one tail read, per tier.
    #[property(spans.iter().map(|(tier, s)| ceil(*s).map(|d| (tier, d))).collect::<Result<Named<i64>, _>>()?)]
    pub depths: Named<i64>,
    /// Host memory one consumer's queue holds at the safety depth.
    #[property(safety_depth * batch_bytes, unit = MB)]
    pub buffer_per_consumer: Information,
    /// Host memory the node's queues hold together.
    #[property(buffer_per_consumer * consumers_per_node, unit = MB)]
    pub buffer_per_node: Information,
}

/// 200 ms compute windows against illustrative p99 reads of local NVMe (50 ms), a parallel
/// file system (200 ms) and object storage (500 ms); 40 MB batches five deep for the eight
/// GPUs of a DGX H100.
#[preset(name = "PrefetchDepthByTier")]
pub fn prefetch_depth_by_tier() -> Result<PrefetchDepth, InputError> {
    PrefetchDepth::builder()
        .compute_time(corpus::StepTime.value)
        .tail_latencies(Named::from_iter([
            ("nvme", milliseconds(50.0)),
            ("pfs", milliseconds(200.0)),
            ("object", milliseconds(500.0)),
        ]))
        .batch_bytes(MB.of(40.0))
        .safety_depth(5)
        .consumers_per_node(i64::from(Systems::Nodes::DGX_H100.accelerators_per_node))
        .build()
}
