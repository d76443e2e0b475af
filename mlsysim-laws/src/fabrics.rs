//! Network fabrics: the alpha-beta cost of one message, bisection bandwidth and what an
//! oversubscribed cut costs a job, switch hops, and the sizes of fat-trees and tori.

use crate::law;
use crate::units::{DataRate, Information, Time};

/// Message size at which the startup `alpha` and the wire time at `bandwidth` are equal: n* =
/// alpha × bandwidth. Below it a lower startup helps most, above it only more bandwidth does.
#[law(
    reference = "mlsysim.physics.communication.calc_alpha_beta_crossover",
    samples(alpha = ["1.5 us", "5 us"], bandwidth = ["400 Gbit/s", "450 GB/s"])
)]
pub fn alpha_beta_crossover(alpha: Time, bandwidth: DataRate) -> Information {
    {
        require(alpha >= seconds(0.0), "a startup time is not negative")?;
        require(
            bandwidth > bytes_per_second(0.0),
            "a link carries some bandwidth",
        )?;
        alpha * bandwidth
    }
}

/// Time of one point-to-point message of `message` bytes: the startup `alpha` plus the bytes
/// at `bandwidth` (Hockney's alpha-beta model).
#[law(
    reference = "mlsysim.physics.communication.calc_point_to_point_time",
    samples(message = ["4000 B", "350 MB"], alpha = ["1.5 us", "5 us"], bandwidth = ["400 Gbit/s", "100 Gbit/s"])
)]
pub fn point_to_point_time(message: Information, alpha: Time, bandwidth: DataRate) -> Time {
    {
        require(alpha >= seconds(0.0), "a startup time is not negative")?;
        require(
            bandwidth > bytes_per_second(0.0),
            "a link carries some bandwidth",
        )?;
        require(message >= bytes(0.0), "a message is not negative")?;
        alpha + message / bandwidth
    }
}

/// Throughput of a step whose communicating share `communication_fraction` is stretched by an
/// `oversubscription_ratio`:1 cut, relative to a non-blocking one: 1 / ((1 − f) + f × r).
#[law(
    reference = "mlsysim.physics.communication.calc_oversubscription_effect",
    samples(communication_fraction = [0.0, 0.3, 1.0], oversubscription_ratio = [1.0, 2.0, 4.0])
)]
pub fn oversubscription_relative_throughput(
    communication_fraction: f64,
    oversubscription_ratio: f64,
) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&communication_fraction),
            "the communicating share lies in [0, 1]",
        )?;
        require(
            oversubscription_ratio > 0.0,
            "an oversubscription ratio is above 0",
        )?;
        1.0 / ((1.0 - communication_fraction) + communication_fraction * oversubscription_ratio)
    }
}

/// Throughput an `oversubscription_ratio`:1 cut takes from a step whose communicating share is
/// `communication_fraction`: one minus the relative throughput.
#[law(
    reference = "mlsysim.physics.communication.calc_oversubscription_effect",
    samples(communication_fraction = [0.0, 0.3, 1.0], oversubscription_ratio = [1.0, 2.0, 4.0])
)]
pub fn oversubscription_throughput_loss(
    communication_fraction: f64,
    oversubscription_ratio: f64,
) -> f64 {
    1.0 - oversubscription_relative_throughput(communication_fraction, oversubscription_ratio)?
}

/// Bandwidth across one bisection cut: the `ports` links that cross it (n/2 for a non-blocking
/// fabric of n endpoints), each of `link_bandwidth`, divided by the `oversubscription_ratio`.
#[law(
    reference = "mlsysim.physics.communication.calc_bisection_bandwidth",
    samples(ports = [1, 512], link_bandwidth = ["400 Gbit/s"], oversubscription_ratio = [1.0, 2.0, 4.0])
)]
pub fn bisection_bandwidth(
    ports: i64,
    link_bandwidth: DataRate,
    oversubscription_ratio: f64,
) -> DataRate {
    {
        require(ports >= 1, "at least one link crosses the cut")?;
        require(
            oversubscription_ratio > 0.0,
            "an oversubscription ratio is above 0",
        )?;
        require(
            link_bandwidth > bytes_per_second(0.0),
            "a link carries some bandwidth",
        )?;
        ports * link_bandwidth / oversubscription_ratio
    }
}

/// Latency of a path through `hops` identical switch traversals of `per_hop` each.
#[law(
    reference = "mlsysim.physics.communication.calc_hop_latency",
    samples(hops = [0, 1, 3, 5], per_hop = ["0.6 us", "100 ns"]),
    unit = MICROSECOND
)]
pub fn hop_latency(hops: i64, per_hop: Time) -> Time {
    {
        require(hops >= 0, "a path takes no negative number of hops")?;
        require(per_hop >= seconds(0.0), "a hop takes no negative time")?;
        hops * per_hop
    }
}

/// Hosts a non-blocking fat-tree of `radix`-port switches reaches in `tiers` tiers: 2(k/2)^L
/// (k²/2 for two tiers, k³/4 for three; Al-Fares et al. 2008).
#[law(
    reference = "mlsysim.physics.communication.calc_fat_tree_hosts",
    samples(radix = [2, 48, 64], tiers = [1, 2, 3])
)]
pub fn fat_tree_hosts(radix: i64, tiers: i64) -> i64 {
    {
        require(radix >= 2, "a switch has at least two ports")?;
        require(tiers >= 1, "a fat-tree has at least one tier")?;
        2 * pow(floor_div(radix, 2)?, tiers)?
    }
}

/// Switches in a non-blocking `tiers`-tier fat-tree of `radix`-port switches: (2L − 1)(k/2)^(L −
/// 1) (3k/2 for two tiers, 5k²/4 for three).
#[law(
    reference = "mlsysim.physics.communication.calc_fat_tree_switches",
    samples(radix = [2, 48, 64], tiers = [1, 2, 3])
)]
pub fn fat_tree_switches(radix: i64, tiers: i64) -> i64 {
    {
        require(radix >= 2, "a switch has at least two ports")?;
        require(tiers >= 1, "a fat-tree has at least one tier")?;
        (2 * tiers - 1) * pow(floor_div(radix, 2)?, tiers - 1)?
    }
}

/// Switches on the longest path of a `tiers`-tier fat-tree, up to the top tier and down again:
/// 2L − 1.
#[law(
    reference = "mlsysim.physics.communication.calc_fat_tree_path_switches",
    samples(tiers = [1, 2, 3])
)]
pub fn fat_tree_path_switches(tiers: i64) -> i64 {
    {
        require(tiers >= 1, "a fat-tree has at least one tier")?;
        2 * tiers - 1
    }
}

/// Links a bisection of a `dims`-dimensional torus of `side` nodes a side crosses: a plane cuts
/// side^(dims − 1) rings, each twice because of its wraparound link.
#[law(
    reference = "mlsysim.physics.communication.calc_torus_bisection_links",
    samples(side = [2, 16], dims = [1, 2, 3])
)]
pub fn torus_bisection_links(side: i64, dims: i64) -> i64 {
    {
        require(side >= 2, "a torus ring has at least two nodes")?;
        require(dims >= 1, "a torus has at least one dimension")?;
        2 * pow(side, dims - 1)?
    }
}

/// Hops on the longest shortest path of a `dims`-dimensional torus of `side` nodes a side:
/// dims × ⌊side/2⌋.
#[law(
    reference = "mlsysim.physics.communication.calc_torus_diameter",
    samples(side = [1, 16, 17], dims = [1, 3])
)]
pub fn torus_diameter(side: i64, dims: i64) -> i64 {
    {
        require(side >= 1, "a torus ring has at least one node")?;
        require(dims >= 1, "a torus has at least one dimension")?;
        dims * floor_div(side, 2)?
    }
}
