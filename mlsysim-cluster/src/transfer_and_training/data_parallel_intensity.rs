use super::TRANSFER_AND_TRAINING;
use mlsysim_core::registry::Literature::Communication;
use mlsysim_core::registry::Systems;
use mlsysim_core::{
    DataRate, FlopCount, HardwareNode, Information, InputError, Precision, Time, Workload, preset,
    scenario,
};

/// Communication intensity of one data-parallel worker step, bytes sent per FLOP computed,
/// against the balance of its link and accelerator.
///
/// A worker trains on `sequences_per_worker` full-length sequences and then sends about twice
/// its 16-bit gradient. The fabric's balance point is the link's bytes per second over the
/// accelerator's peak FLOP/s: a step whose intensity lies below it is set by compute, above it
/// by the network.
#[scenario(
    family = TRANSFER_AND_TRAINING,
    assumption = "The gradients are 16-bit and the ring sends twice them, whatever the worker count.",
    assumption = "Each sequence fills the model's context window.",
    rule(workload.geometry().is_ok_and(|g| g.context_length.is_some()), "`workload` is a transformer with a context length in the registry"),
    excludes = "Overlap of communication with compute and the alpha term of the link.",
    derivation = "The reference's CommunicationIntensityModel; work from the 6PD rule (Kaplan et al. 2020).",
    example = r#"
// A GPT-3 worker sits just above an A100 HDR link's balance
use mlsysim_cluster::transfer_and_training::gpt3_data_parallel_intensity;

let s = gpt3_data_parallel_intensity()?;
assert_eq!(s.local_tokens()?, 8192);
assert!(s.intensity()? > s.balance()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct DataParallelIntensity {
    /// The model trained.
    pub workload: &'static Workload,
    /// Full-length sequences each worker trains on a step.
    #[input(range = 1..)]
    pub sequences_per_worker: u32,
    /// Bandwidth of the worker's link.
    #[input(positive, unit = GB_PER_SECOND)]
    pub link_bandwidth: DataRate,
    /// The worker's accelerator; its headline peak is read.
    pub accelerator: &'static HardwareNode,

    /// Tokens a worker trains on in one step.
    #[property(sequences_per_worker * from_registry(workload.geometry()?.context_length, "context length", workload.path)?)]
    pub local_tokens: i64,
    /// Bytes a worker sends a step.
    #[property(
        Communication::RingAllreduceFactor.value * weight_bytes(workload, precision_width(Precision::Fp16)?)?.quantity(),
        unit = BYTE,
    )]
    pub bytes_per_step: Information,
    /// Work of a worker's step.
    #[property(training_flops(workload.parameter_count()?, local_tokens)?, unit = FLOP)]
    pub flops_per_step: FlopCount,
    /// Bytes sent per FLOP computed.
    #[property(bytes_per_step.value / flops_per_step.value)]
    pub intensity: f64,
    /// The link's bytes per second over the accelerator's peak FLOP/s.
    #[property(link_bandwidth.value / accelerator.peak_flops.value)]
    pub balance: f64,
    /// Time of the step's work at the accelerator's peak.
    #[property(compute_time(flops_per_step, accelerator.peak_flops)?, unit = SECOND)]
    pub compute_time_at_peak: Time,
}

/// A GPT-3 worker training on four full-length sequences a step, against the balance of one
/// A100 on one 200 Gbit/s HDR InfiniBand link.
#[preset(name = "Gpt3DataParallelIntensity")]
pub fn gpt3_data_parallel_intensity() -> Result<DataParallelIntensity, InputError> {
    DataParallelIntensity::builder()
        .workload(Workload::find("Language.GPT3")?)
        .sequences_per_worker(4)
        .link_bandwidth(Systems::Fabrics::InfiniBand_HDR.bandwidth)
        .accelerator(HardwareNode::find("Cloud.A100")?)
        .build()
}
