//! Collective communication under the alpha-beta model: ring, tree, double binary tree,
//! hierarchical and all-to-all exchanges, their data factors and round counts, and the buffer
//! size at which ring and tree cost the same. Every model leaves out the reduction arithmetic
//! and link contention: a round costs one startup `alpha`, and bytes cross at `bandwidth`.

use crate::law;
use crate::units::{DataRate, Information, Time};

/// How many times the buffer each rank of a ring AllReduce of `n` ranks sends: 2(n − 1)/n
/// (a ReduceScatter and an AllGather, each n − 1 chunks of 1/n of the buffer); 0 for one rank.
#[law(
    reference = "mlsysim.physics.communication.calc_ring_allreduce_data_factor",
    samples(n = [1, 2, 8, 64, 1024])
)]
pub fn ring_allreduce_data_factor(n: i64) -> f64 {
    {
        require(n >= 1, "a ring has at least one rank")?;
        if n == 1 { 0.0 } else { 2 * (n - 1) / n }
    }
}

/// How many times the buffer each rank of a one-phase ring collective (a ReduceScatter, an
/// AllGather or an all-to-all) of `n` ranks sends: (n − 1)/n; 0 for one rank.
#[law(
    reference = "mlsysim.physics.communication.calc_ring_collective_data_factor",
    samples(n = [1, 2, 8, 1024])
)]
pub fn ring_collective_data_factor(n: i64) -> f64 {
    {
        require(n >= 1, "a ring has at least one rank")?;
        if n == 1 { 0.0 } else { (n - 1) / n }
    }
}

/// Rounds of a ring AllReduce of `n` ranks, each paying one startup: 2(n − 1).
#[law(
    reference = "mlsysim.physics.communication.calc_ring_allreduce_latency_steps",
    samples(n = [1, 8, 64, 1024])
)]
pub fn ring_allreduce_latency_steps(n: i64) -> i64 {
    {
        require(n >= 1, "a ring has at least one rank")?;
        2 * (n - 1)
    }
}

/// The startup part of a ring AllReduce of `n` ranks: 2(n − 1) rounds of `alpha` each.
#[law(
    reference = "mlsysim.physics.communication.calc_ring_allreduce_latency_time",
    samples(n = [1, 8, 128], alpha = ["1.5 us", "5 us"]),
    unit = MICROSECOND
)]
pub fn ring_allreduce_latency_time(n: i64, alpha: Time) -> Time {
    {
        require(alpha >= seconds(0.0), "a startup time is not negative")?;
        ring_allreduce_latency_steps(n)? * alpha
    }
}

/// Time of a ring AllReduce of `message` over `n` ranks joined by links of `bandwidth` (one
/// direction) with a startup `alpha` per round: 2(n − 1)/n × message / bandwidth + 2(n − 1) ×
/// alpha; no time for one rank.
#[law(
    reference = "mlsysim.physics.communication.calc_ring_allreduce_time",
    samples(
        message = ["1 GB", "25 MB"],
        n = [1, 8, 1024],
        bandwidth = ["400 Gbit/s", "450 GB/s"],
        alpha = ["0 s", "1.5 us"]
    )
)]
pub fn ring_allreduce_time(message: Information, n: i64, bandwidth: DataRate, alpha: Time) -> Time {
    {
        require(n >= 1, "a ring has at least one rank")?;
        require(message >= bytes(0.0), "a message is not negative")?;
        require(
            bandwidth > bytes_per_second(0.0),
            "a link carries some bandwidth",
        )?;
        require(alpha >= seconds(0.0), "a startup time is not negative")?;
        if n == 1 {
            seconds(0.0)
        } else {
            2 * (n - 1) / n * message / bandwidth + 2 * (n - 1) * alpha
        }
    }
}

/// Rounds of a simple-tree AllReduce of `n` ranks: a reduce up and a broadcast down a binary
/// tree, 2⌈log₂ n⌉, each forwarding the whole buffer.
#[law(
    reference = "mlsysim.engine.solvers.AllReduceAlgorithmModel.solve",
    samples(n = [2, 8, 64, 100, 1024])
)]
pub fn tree_allreduce_rounds(n: i64) -> i64 {
    {
        require(n >= 1, "a tree has at least one rank")?;
        2 * ceil((max(n, 2) as f64).log2())?
    }
}

/// Time of a simple-tree AllReduce of `message` over `n` ranks: 2⌈log₂ n⌉ rounds, each moving
/// the whole buffer at `bandwidth` after a startup `alpha`; no time for one rank.
#[law(
    reference = "mlsysim.physics.communication.calc_tree_allreduce_time",
    samples(
        message = ["1 GB", "1 MB"],
        n = [1, 8, 1024],
        bandwidth = ["400 Gbit/s", "10 GB/s"],
        alpha = ["0 s", "10 us"]
    )
)]
pub fn tree_allreduce_time(message: Information, n: i64, bandwidth: DataRate, alpha: Time) -> Time {
    {
        require(n >= 1, "a tree has at least one rank")?;
        require(message >= bytes(0.0), "a message is not negative")?;
        require(
            bandwidth > bytes_per_second(0.0),
            "a link carries some bandwidth",
        )?;
        require(alpha >= seconds(0.0), "a startup time is not negative")?;
        if n == 1 {
            seconds(0.0)
        } else {
            tree_allreduce_rounds(n)? * message / bandwidth + tree_allreduce_rounds(n)? * alpha
        }
    }
}

/// Time of NCCL's double-binary-tree AllReduce, approximated: a logarithmic startup 2 log₂ n ×
/// alpha stretched by `latency_factor`, and the ring's bandwidth term stretched by
/// `bandwidth_factor` (the reference's teaching constants are 1.2 and 1.05).
#[law(
    reference = "mlsysim.physics.communication.calc_double_binary_tree_allreduce_time",
    samples(
        message = ["1 GB", "1 MB"],
        n = [1, 8, 100],
        bandwidth = ["400 Gbit/s"],
        alpha = ["1.5 us"],
        latency_factor = [1.2],
        bandwidth_factor = [1.05]
    )
)]
pub fn double_binary_tree_allreduce_time(
    message: Information,
    n: i64,
    bandwidth: DataRate,
    alpha: Time,
    latency_factor: f64,
    bandwidth_factor: f64,
) -> Time {
    {
        require(n >= 1, "a tree has at least one rank")?;
        require(
            bandwidth > bytes_per_second(0.0),
            "a link carries some bandwidth",
        )?;
        require(alpha >= seconds(0.0), "a startup time is not negative")?;
        require(
            latency_factor >= 0.0 && bandwidth_factor >= 0.0,
            "the stretch factors are not negative",
        )?;
        if n == 1 {
            seconds(0.0)
        } else {
            latency_factor * (2.0 * (max(n, 2) as f64).log2()) * alpha
                + bandwidth_factor * (2 * (n - 1) / n) * message / bandwidth
        }
    }
}

/// Buffer size at which ring and simple-tree AllReduce of `n` ranks cost about the same, the
/// large-n estimate n × alpha × bandwidth / log₂ n (no crossover for one rank: 0).
#[law(
    reference = "mlsysim.physics.communication.calc_ring_tree_crossover_size",
    samples(n = [1, 8, 64, 1024], alpha = ["1.5 us", "10 us"], bandwidth = ["400 Gbit/s", "10 GB/s"])
)]
pub fn ring_tree_crossover_size(n: i64, alpha: Time, bandwidth: DataRate) -> Information {
    {
        require(n >= 1, "a group has at least one rank")?;
        require(alpha >= seconds(0.0), "a startup time is not negative")?;
        require(
            bandwidth > bytes_per_second(0.0),
            "a link carries some bandwidth",
        )?;
        if n == 1 {
            bytes(0.0)
        } else {
            n * alpha * bandwidth / (n as f64).log2()
        }
    }
}

/// Buffer size at which this port's ring and simple-tree AllReduce of `n` ranks cost exactly
/// the same: (R − T) × alpha × bandwidth / (T − f), with R = 2(n − 1) ring rounds, T the tree's
/// rounds and f the ring's data factor.
#[law(
    reference = "mlsysim.engine.solvers.AllReduceAlgorithmModel.solve",
    samples(n = [8, 64, 1024], alpha = ["1.5 us", "10 us"], bandwidth = ["400 Gbit/s", "10 GB/s"])
)]
pub fn ring_tree_crossover_exact(n: i64, alpha: Time, bandwidth: DataRate) -> Information {
    {
        require(n >= 2, "an AllReduce needs at least two ranks")?;
        (ring_allreduce_latency_steps(n)? - tree_allreduce_rounds(n)?) * alpha * bandwidth
            / (tree_allreduce_rounds(n)? - ring_allreduce_data_factor(n)?)
    }
}

/// Time of a hierarchical AllReduce over `n_nodes` nodes of `gpus_per_node` GPUs: a ring
/// ReduceScatter inside each node, a ring AllReduce of each 1/g shard across the nodes (one
/// port per GPU position), and an AllGather inside the node again.
#[law(
    reference = "mlsysim.physics.communication.calc_hierarchical_allreduce_time",
    samples(
        message = ["1 GB"],
        n_nodes = [8, 128],
        gpus_per_node = [8],
        intra_bandwidth = ["450 GB/s"],
        inter_bandwidth = ["400 Gbit/s"],
        intra_alpha = ["500 ns", "0 s"],
        inter_alpha = ["5 us"]
    )
)]
pub fn hierarchical_allreduce_time(
    message: Information,
    n_nodes: i64,
    gpus_per_node: i64,
    intra_bandwidth: DataRate,
    inter_bandwidth: DataRate,
    intra_alpha: Time,
    inter_alpha: Time,
) -> Time {
    {
        require(gpus_per_node >= 1, "a node has at least one GPU")?;
        require(
            intra_bandwidth > bytes_per_second(0.0),
            "a link carries some bandwidth",
        )?;
        ((gpus_per_node - 1) / gpus_per_node * message / intra_bandwidth
            + (gpus_per_node - 1) * intra_alpha)
            + ring_allreduce_time(
                message / gpus_per_node,
                n_nodes,
                inter_bandwidth,
                inter_alpha,
            )?
            + ((gpus_per_node - 1) / gpus_per_node * message / intra_bandwidth
                + (gpus_per_node - 1) * intra_alpha)
    }
}

/// Time of a ring all-to-all over `n` ranks each holding `message`: (n − 1)/n of it crosses at
/// `bandwidth`, after n − 1 startups of `alpha`.
#[law(
    reference = "mlsysim.physics.communication.calc_all_to_all_time",
    samples(message = ["1 GB", "1835008 B"], n = [1, 8, 64], bandwidth = ["400 Gbit/s"], alpha = ["1.5 us"])
)]
pub fn all_to_all_time(message: Information, n: i64, bandwidth: DataRate, alpha: Time) -> Time {
    {
        require(n >= 1, "an exchange has at least one rank")?;
        require(message >= bytes(0.0), "a message is not negative")?;
        require(
            bandwidth > bytes_per_second(0.0),
            "a link carries some bandwidth",
        )?;
        require(alpha >= seconds(0.0), "a startup time is not negative")?;
        (n - 1) / n * message / bandwidth + (n - 1) * alpha
    }
}

/// The nearest whole number to `x`, ties away from zero, after rounding `x` to nine decimals
/// so that float noise (2.4999999999999996) does not decide a tie: the rounding compressor of
/// an error-feedback exchange.
#[law(
    reference = "mlsysim.engine.solvers.collective._nearest",
    samples(x = [0.4, 0.5, 0.7, -0.5, -0.10000000000000003, 2.4999999999999996, 1.5])
)]
pub fn nearest_unit(x: f64) -> i64 {
    {
        let denoised: f64 = format!("{x:.9}").parse().unwrap_or(x);
        trunc(denoised.round())?
    }
}
