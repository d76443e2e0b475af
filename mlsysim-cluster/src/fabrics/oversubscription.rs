use super::NETWORK_FABRICS;
use mlsysim_core::registry::{Fleet, ReferenceStats, Systems};
use mlsysim_core::{DataRate, Information, InputError, Time, Usd, preset, scenario};

/// A ring AllReduce whose every edge crosses the bisection of a fleet, on a non-blocking cut and
/// on an oversubscribed one, and what the slower step costs the cluster.
///
/// With ranks placed alternately in the two halves, each of the n/2 ring edges in one
/// direction crosses the cut and carries 2(n − 1)/n times the per-device payload. The cut has
/// n/2 links, divided by the oversubscription ratio. Only the communicating share of the step
/// stretches, so throughput falls to 1 / ((1 − f) + f × r); the lost share of the cluster's
/// capital is its idle capacity. This placement is the worst case.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "Every ring edge crosses the cut (ranks alternate between the halves): the worst placement.",
    assumption = "Only the communicating share of the step stretches with the cut.",
    excludes = "Startup latency, and any traffic that does not cross the cut.",
    derivation = "The reference's BisectionModel, on the bisection bandwidth of a fat-tree.",
    example = r#"
// A 4:1 spine costs a ring a quarter of its cut
use mlsysim_cluster::fabrics::ring_all_reduce_across_4to1_spine;

let s = ring_all_reduce_across_4to1_spine()?;
assert_eq!(s.devices_per_side()?, 512);
assert!((s.slowdown()? - 4.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Oversubscription {
    /// The fleet the ring spans; every accelerator is a rank.
    pub fleet: &'static Fleet,
    /// Bandwidth of one link crossing the cut.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub link_bandwidth: DataRate,
    /// How many times the cut is oversubscribed.
    #[input(positive)]
    pub oversubscription_ratio: f64,
    /// Bytes each device reduces.
    #[input(non_negative, unit = GB)]
    pub payload_per_device: Information,
    /// Share of the step spent communicating on a non-blocking cut.
    #[input(range = 0.0..=1.0)]
    pub communication_fraction: f64,
    /// Capital cost of the cluster.
    #[input(non_negative, unit = USD)]
    pub cluster_cost: Usd,

    /// Ranks on each side of the cut.
    #[property(floor_div(fleet.node.accelerators_per_node * fleet.count, 2)?)]
    pub devices_per_side: i64,
    /// Bandwidth across the cut when it is non-blocking.
    #[property(bisection_bandwidth(devices_per_side, link_bandwidth, 1.0)?, unit = BYTE_PER_SECOND)]
    pub bisection_full: DataRate,
    /// Bandwidth across the oversubscribed cut.
    #[property(bisection_bandwidth(devices_per_side, link_bandwidth, oversubscription_ratio)?, unit = BYTE_PER_SECOND)]
    pub bisection_oversubscribed: DataRate,
    /// Times the payload each rank sends in the ring.
    #[property(ring_allreduce_data_factor(fleet.node.accelerators_per_node * fleet.count)?)]
    pub ring_factor: f64,
    /// Bytes that cross the cut.
    #[property(devices_per_side * payload_per_device * ring_factor, unit = GB)]
    pub crossing_bytes: Information,
    /// Time to carry them across a non-blocking cut.
    #[property(crossing_bytes / bisection_full, unit = SECOND)]
    pub time_full: Time,
    /// Time to carry them across the oversubscribed cut.
    #[property(crossing_bytes / bisection_oversubscribed, unit = SECOND)]
    pub time_oversubscribed: Time,
    /// How many times longer the oversubscribed exchange takes.
    #[property(time_oversubscribed / time_full)]
    pub slowdown: f64,
    /// Throughput of the step on the oversubscribed cut, as a share of non-blocking.
    #[property(oversubscription_relative_throughput(communication_fraction, oversubscription_ratio)?)]
    pub relative_throughput: f64,
    /// Throughput the oversubscribed cut takes away.
    #[property(oversubscription_throughput_loss(communication_fraction, oversubscription_ratio)?)]
    pub throughput_loss: f64,
    /// The cluster's capital that the lost throughput leaves idle.
    #[property(throughput_loss * cluster_cost, unit = USD)]
    pub idle_cost: Usd,
}

/// A ring AllReduce of 5 GB a GPU across a 4:1 spine on the 1,024-GPU training cluster, 30% of
/// the step communicating, a $300M cluster; ranks alternate between the halves.
#[preset(name = "RingAllReduceAcross4to1Spine")]
pub fn ring_all_reduce_across_4to1_spine() -> Result<Oversubscription, InputError> {
    Oversubscription::builder()
        .fleet(&Systems::Clusters::Training_1K)
        .link_bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .oversubscription_ratio(Systems::Fabrics::InfiniBand_NDR_Oversub4to1.oversubscription_ratio)
        .payload_per_device(ReferenceStats::NetworkEconomicsProfile::PerGpuGradientPayload.value)
        .communication_fraction(
            ReferenceStats::NetworkEconomicsProfile::CommunicationFraction.value,
        )
        .cluster_cost(ReferenceStats::NetworkEconomicsProfile::ClusterCapex.value)
        .build()
}

/// The same ring across a 2:1 spine.
#[preset(name = "RingAllReduceAcross2to1Spine")]
pub fn ring_all_reduce_across_2to1_spine() -> Result<Oversubscription, InputError> {
    ring_all_reduce_across_4to1_spine()?
        .variant()
        .oversubscription_ratio(Systems::Fabrics::InfiniBand_NDR_Oversub2to1.oversubscription_ratio)
        .build()
}
