use super::COLLECTIVES;
use mlsysim_core::registry::Systems::SwitchFabric;
use mlsysim_core::registry::{ReferenceStats, Systems};
use mlsysim_core::units::{GB_PER_SECOND, MB, MICROSECOND};
use mlsysim_core::{DataRate, Information, InputError, Time, preset, scenario};

/// One buffer AllReduced by a ring, a simple tree and a parameter server at several group
/// sizes, the buffer at which ring and tree cost the same, and what removing part of the
/// ring's time saves over a run.
///
/// A ring takes 2(n − 1) rounds, each one startup and one chunk of M/n bytes, so each rank
/// sends 2(n − 1)/n times the buffer. The simple tree reduces up and broadcasts down in
/// 2⌈log₂ n⌉ rounds, each forwarding the whole buffer. One parameter server receives and sends
/// n buffers through one port. Ring and tree cost the same at the crossover, estimated as
/// n·alpha·beta / log₂ n and found exactly where the two models meet.
#[scenario(
    family = COLLECTIVES,
    assumption = "Every round pays one startup alpha; bytes cross at one bandwidth beta; nothing overlaps.",
    assumption = "Every group size is at least 2: an AllReduce needs two ranks.",
    rule(!group_sizes.is_empty(), "`group_sizes` lists at least one group size"),
    rule(group_sizes.iter().all(|&n| n >= 2), "every group size of `group_sizes` is at least 2: an AllReduce needs two ranks"),
    excludes = "The reduction arithmetic, contention and pipelining inside a round.",
    derivation = "Patarasuk and Yuan (2009), bandwidth-optimal ring AllReduce; Thakur, Rabenseifner and Gropp (2005), tree and ring collectives.",
    example = r#"
// The ring beats the tree for 1 GB at any group size
use mlsysim_cluster::collectives::gradient_buffer_all_reduce_ndr;

let s = gradient_buffer_all_reduce_ndr()?;
for n in [8, 64, 1024] {
    assert!(s.ring_time(n)? < s.tree_time(n)?);
}
assert_eq!(s.tree_rounds(1024)?, 20);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AllReduceSchedule {
    /// Bytes of the buffer reduced.
    #[input(non_negative, unit = MB)]
    pub message: Information,
    /// Ranks in each group compared.
    pub group_sizes: Vec<u32>,
    /// Startup of one round.
    #[input(non_negative, unit = MICROSECOND)]
    pub alpha: Time,
    /// Bandwidth of each link, one direction.
    #[input(positive, unit = GB_PER_SECOND)]
    pub bandwidth: DataRate,
    /// Steps of the run the what-if covers.
    #[input(default = 1, range = 1..)]
    pub run_steps: u32,
    /// Share of the ring's time the what-if removes on every step.
    #[input(default = 0.0, range = 0.0..=1.0)]
    pub time_saved_fraction: f64,

    /// Bytes the link carries during one startup, alpha × beta: a ring chunk below it is
    /// startup-bound, one above it bandwidth-bound.
    #[property(alpha_beta_crossover(alpha, bandwidth)?, unit = BYTE)]
    pub link_crossover: Information,
    /// Bytes of one ring chunk at `n` ranks.
    #[method(message / n, unit = MB, args(n(range = 2..)), samples(n = group_sizes))]
    pub chunk: fn(n: u32) -> Information,
    /// Times the buffer each rank sends in the ring.
    #[method(ring_allreduce_data_factor(n)?, args(n(range = 2..)), samples(n = group_sizes))]
    pub ring_factor: fn(n: u32) -> f64,
    /// Rounds of the ring.
    #[method(ring_allreduce_latency_steps(n)?, args(n(range = 2..)), samples(n = group_sizes))]
    pub ring_rounds: fn(n: u32) -> i64,
    /// Rounds of the tree.
    #[method(tree_allreduce_rounds(n)?, args(n(range = 2..)), samples(n = group_sizes))]
    pub tree_rounds: fn(n: u32) -> i64,
    /// The ring's bytes alone.
    #[method(ring_allreduce_time(message, n, bandwidth, seconds(0.0))?, unit = SECOND, args(n(range = 2..)), samples(n = group_sizes))]
    pub ring_byte_time: fn(n: u32) -> Time,
    /// The ring's startups alone.
    #[method(ring_rounds(n)? * alpha, unit = MICROSECOND, args(n(range = 2..)), samples(n = group_sizes))]
    pub ring_startup_time: fn(n: u32) -> Time,
    /// Time of the ring.
    #[method(ring_allreduce_time(message, n, bandwidth, alpha)?, unit = SECOND, args(n(range = 2..)), samples(n = group_sizes))]
    pub ring_time: fn(n: u32) -> Time,
    /// The tree's bytes alone.
    #[method(tree_allreduce_time(message, n, bandwidth, seconds(0.0))?, unit = SECOND, args(n(range = 2..)), samples(n = group_sizes))]
    pub tree_byte_time: fn(n: u32) -> Time,
    /// The tree's startups alone.
    #[method(tree_rounds(n)? * alpha, unit = MICROSECOND, args(n(range = 2..)), samples(n = group_sizes))]
    pub tree_startup_time: fn(n: u32) -> Time,
    /// Time of the tree.
    #[method(tree_allreduce_time(message, n, bandwidth, alpha)?, unit = SECOND, args(n(range = 2..)), samples(n = group_sizes))]
    pub tree_time: fn(n: u32) -> Time,
    /// Bytes through one parameter server's port: n buffers.
    #[method(n * message / bandwidth, unit = SECOND, args(n(range = 2..)), samples(n = group_sizes))]
    pub star_byte_time: fn(n: u32) -> Time,
    /// How many times the ring's bytes the star's take for many ranks: n/2.
    #[method(n / 2, args(n(range = 2..)), samples(n = group_sizes))]
    pub star_ring_limit: fn(n: u32) -> f64,
    /// Buffer at which ring and tree cost about the same, the large-n estimate.
    #[method(ring_tree_crossover_size(n, alpha, bandwidth)?, unit = BYTE, args(n(range = 2..)), samples(n = group_sizes))]
    pub crossover_estimate: fn(n: u32) -> Information,
    /// Buffer at which ring and tree cost exactly the same.
    #[method(ring_tree_crossover_exact(n, alpha, bandwidth)?, unit = BYTE, args(n(range = 2..)), samples(n = group_sizes))]
    pub crossover_exact: fn(n: u32) -> Information,
    /// Ring time the what-if removes from each step at `n` ranks.
    #[method(ring_time(n)? * time_saved_fraction, unit = SECOND, args(n(range = 2..)), samples(n = group_sizes))]
    pub saved_time: fn(n: u32) -> Time,
    /// Device-hours the what-if saves over the run at `n` ranks.
    #[method(saved_time(n)? * run_steps * n / hours(1.0), args(n(range = 2..)), samples(n = group_sizes))]
    pub saved_device_hours: fn(n: u32) -> f64,
}

/// One 25 MB gradient bucket (DDP's common bucket size) reduced on 64 NDR ranks (eight DGX
/// H100 nodes) and on the 1,024 GPUs of the dense-LLM reference cluster: the ring's per-round
/// chunk decides the regime.
#[preset(name = "DdpBucketRingNdr")]
pub fn ddp_bucket_ring_ndr() -> Result<AllReduceSchedule, InputError> {
    AllReduceSchedule::builder()
        .message(MB.of(25.0))
        .group_sizes(vec![64, reference_cluster_gpus()])
        .alpha(SwitchFabric::AlphaNdr.value)
        .bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .build()
}

/// GPUs of the dense-LLM pretraining reference cluster (the reference's
/// `DenseLLMPretrainingReference.system`, the 1,024-GPU training cluster).
fn reference_cluster_gpus() -> u32 {
    let fleet = &Systems::Clusters::Training_1K;
    fleet.node.accelerators_per_node * fleet.count
}

/// The 1 GB reference gradient buffer reduced over 50 GB/s NDR ports at 8 (one node), 64 and
/// 1,024 ranks, by ring, simple tree and parameter server, over the reference run's steps.
#[preset(name = "GradientBufferAllReduceNdr")]
pub fn gradient_buffer_all_reduce_ndr() -> Result<AllReduceSchedule, InputError> {
    AllReduceSchedule::builder()
        .message(ReferenceStats::CollectiveCommunicationProfile::GradientBuffer.value)
        .group_sizes(vec![8, 64, reference_cluster_gpus()])
        .alpha(SwitchFabric::AlphaNdr.value)
        .bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .run_steps(ReferenceStats::CollectiveCommunicationProfile::TrainingRunSteps.value as u32)
        .build()
}

/// Llama 2 70B's full 140 GB BF16 gradient ring-AllReduced on 64 NDR GPUs; the what-if halves
/// the exposed AllReduce on every step of a 100,000-step run.
#[preset(name = "Llama2_70BGradientRing64Ndr")]
pub fn llama2_70b_gradient_ring64_ndr() -> Result<AllReduceSchedule, InputError> {
    AllReduceSchedule::builder()
        .message(crate::fp16_weights("message", "Language.Llama2_70B")?)
        .group_sizes(vec![64])
        .alpha(SwitchFabric::AlphaNdr.value)
        .bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .run_steps(ReferenceStats::CollectiveCommunicationProfile::TrainingRunSteps.value as u32)
        .time_saved_fraction(0.5)
        .build()
}

/// Ring against simple tree for a 1 MB buffer on 64 ranks over an illustrative link of 10 µs
/// startup and 10 GB/s: the buffer sits near the crossover.
#[preset(name = "RingVsTreeSmallBuffer")]
pub fn ring_vs_tree_small_buffer() -> Result<AllReduceSchedule, InputError> {
    AllReduceSchedule::builder()
        .message(MB.of(1.0))
        .group_sizes(vec![64])
        .alpha(MICROSECOND.of(10.0))
        .bandwidth(GB_PER_SECOND.of(10.0))
        .build()
}
