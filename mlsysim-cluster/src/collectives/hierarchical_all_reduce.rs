use super::COLLECTIVES;
use crate::{fp16_weights, nvlink};
use mlsysim_core::registry::Literature::Communication;
use mlsysim_core::registry::Systems::SwitchFabric;
use mlsysim_core::registry::{ReferenceStats, Systems};
use mlsysim_core::units::MB;
use mlsysim_core::{DataRate, Information, InputError, Time, preset, scenario};

/// A buffer AllReduced over nodes of several GPUs in three phases, against one flat ring across
/// every GPU.
///
/// Inside each node a ReduceScatter over the fast link leaves each GPU 1/g of the node's
/// partial sum, sending (g − 1)/g of the buffer. GPUs in the same position on every node then
/// ring-AllReduce their M/g shard across the nodes, one ring per position, each on its own
/// port; an AllGather inside the node rebuilds the sum. The flat ring runs at its slowest edge,
/// the inter-node port, and 2M/β is its bound for many GPUs.
#[scenario(
    family = COLLECTIVES,
    assumption = "Each GPU has its own inter-node port, so the g rings across nodes do not share a link.",
    assumption = "The phases inside a node carry no startup term.",
    excludes = "Overlap between the phases and the reduction arithmetic.",
    derivation = "Sergeev and Del Balso (2018); NCCL's hierarchical rings.",
    example = r#"
// The hierarchy is almost five times the flat ring
use mlsysim_cluster::collectives::hierarchical_all_reduce_8x8_dgx_h100;

let s = hierarchical_all_reduce_8x8_dgx_h100()?;
assert_eq!(s.n_devices()?, 64);
assert!((s.speedup_vs_flat_ring()? - 4.775441231693578).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct HierarchicalAllReduce {
    /// Bytes of the buffer reduced.
    #[input(non_negative, unit = GB)]
    pub message: Information,
    /// Nodes.
    #[input(range = 1..)]
    pub n_nodes: u32,
    /// GPUs in each node.
    #[input(range = 1..)]
    pub gpus_per_node: u32,
    /// Bandwidth inside a node, one direction.
    #[input(positive, unit = GB_PER_SECOND)]
    pub intra_bandwidth: DataRate,
    /// Bandwidth of one GPU's port across nodes.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub inter_bandwidth: DataRate,
    /// Startup of one round across nodes.
    #[input(non_negative, unit = MICROSECOND)]
    pub inter_alpha: Time,

    /// GPUs in all.
    #[property(n_nodes * gpus_per_node)]
    pub n_devices: i64,
    /// Bytes each GPU sends in the ReduceScatter inside its node.
    #[property(message * ring_collective_data_factor(gpus_per_node)?, unit = GB)]
    pub intra_bytes: Information,
    /// Time of the ReduceScatter inside a node.
    #[property(intra_bytes / intra_bandwidth, unit = SECOND)]
    pub reduce_scatter_time: Time,
    /// The shard each GPU reduces across nodes.
    #[property(message / gpus_per_node, unit = GB)]
    pub shard: Information,
    /// Bytes of the ring across nodes alone.
    #[property(ring_allreduce_time(shard, n_nodes, inter_bandwidth, seconds(0.0))?, unit = SECOND)]
    pub inter_byte_time: Time,
    /// Startups of the ring across nodes alone.
    #[property(ring_allreduce_latency_time(n_nodes, inter_alpha)?, unit = SECOND)]
    pub inter_startup_time: Time,
    /// Time of the ring across nodes.
    #[property(inter_byte_time + inter_startup_time, unit = SECOND)]
    pub inter_time: Time,
    /// Time of the AllGather inside a node, as long as the ReduceScatter.
    #[property(reduce_scatter_time, unit = SECOND)]
    pub all_gather_time: Time,
    /// Time of the three phases.
    #[property(reduce_scatter_time + inter_time + all_gather_time, unit = SECOND)]
    pub total_time: Time,
    /// Time of one flat ring across every GPU at the inter-node port.
    #[property(ring_allreduce_time(message, n_devices, inter_bandwidth, inter_alpha)?, unit = SECOND)]
    pub flat_ring_time: Time,
    /// The flat ring's byte bound for many GPUs: twice the buffer at the port.
    #[property(Communication::RingAllreduceFactor.value * message / inter_bandwidth, unit = SECOND)]
    pub flat_bound_time: Time,
    /// How many times faster than the flat ring the hierarchy is.
    #[property(flat_ring_time / total_time)]
    pub speedup_vs_flat_ring: f64,
    /// How many times faster than the flat ring's bound the hierarchy is.
    #[property(flat_bound_time / total_time)]
    pub speedup_vs_flat_bound: f64,
}

/// The 1 GB reference gradient buffer AllReduced on eight DGX H100 nodes: ReduceScatter over
/// NVLink, one NDR ring per GPU position on the 125 MB shard, AllGather over NVLink.
#[preset(name = "HierarchicalAllReduce8x8DgxH100")]
pub fn hierarchical_all_reduce_8x8_dgx_h100() -> Result<HierarchicalAllReduce, InputError> {
    HierarchicalAllReduce::builder()
        .message(ReferenceStats::CollectiveCommunicationProfile::GradientBuffer.value)
        .n_nodes(8)
        .gpus_per_node(Systems::Nodes::DGX_H100.accelerators_per_node)
        .intra_bandwidth(nvlink("intra_bandwidth", "Cloud.H100")?)
        .inter_bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .inter_alpha(SwitchFabric::AlphaNdr.value)
        .build()
}

/// The same three phases for one 100 MB overlap bucket on eight DGX H100 nodes.
#[preset(name = "HierarchicalAllReduceBucket100MB")]
pub fn hierarchical_all_reduce_bucket_100mb() -> Result<HierarchicalAllReduce, InputError> {
    hierarchical_all_reduce_8x8_dgx_h100()?
        .variant()
        .message(MB.of(100.0))
        .build()
}

/// GPT-3's 175B BF16 gradient AllReduced on the 1,024-GPU reference cluster (128 DGX H100 nodes
/// of eight), with a flat ring across all 1,024 GPUs for comparison.
#[preset(name = "HierarchicalAllReduceReferenceCluster")]
pub fn hierarchical_all_reduce_reference_cluster() -> Result<HierarchicalAllReduce, InputError> {
    let fleet = &Systems::Clusters::Training_1K;
    hierarchical_all_reduce_8x8_dgx_h100()?
        .variant()
        .message(fp16_weights("message", "Language.GPT3")?)
        .n_nodes(fleet.count)
        .gpus_per_node(fleet.node.accelerators_per_node)
        .build()
}
