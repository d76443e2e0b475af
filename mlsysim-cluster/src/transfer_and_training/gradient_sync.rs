use super::TRANSFER_AND_TRAINING;
use mlsysim_core::registry::Literature::Communication;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::seconds;
use mlsysim_core::{
    DataRate, Energy, EnergyPerByte, EvalError, Information, InputError, Named, Precision, Time,
    Workload, preset, scenario,
};

/// A data-parallel step: local compute, then a ring AllReduce of the gradients over each named
/// link, with nothing overlapped.
///
/// Each worker sends about twice the gradient bytes a step (the ring's factor for many
/// workers). The step is compute plus transfer, so the compute share says how much of the step
/// the accelerator works; a faster accelerator divides only the compute. Energy charges every
/// transferred bit once at the fabric's energy per bit.
#[scenario(
    family = TRANSFER_AND_TRAINING,
    assumption = "The AllReduce sends the large-ring factor 2 times the gradient, whatever the worker count.",
    assumption = "Compute and communication do not overlap.",
    rule(precision.storage_bytes().is_some(), "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)"),
    rule(!links.is_empty(), "`links` names at least one link"),
    excludes = "Per-round startup latency and any overlap of the AllReduce with the backward pass.",
    derivation = "The reference's GradientSyncModel: ring AllReduce volume from Patarasuk and Yuan (2009).",
    example = r#"
// GPT-3's gradient sync over InfiniBand HDR takes 28 s
use mlsysim_cluster::transfer_and_training::gpt3_gradient_sync;

let s = gpt3_gradient_sync()?;
assert_eq!(s.transfer_times()?.get("InfiniBand").unwrap().value, 28.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct GradientSync {
    /// The model whose gradients are reduced.
    pub workload: &'static Workload,
    /// Storage format of the gradients.
    #[input(default = Precision::Fp16)]
    pub precision: Precision,
    /// Bandwidth of each link the gradients may cross, by name.
    #[input(positive, unit = GB_PER_SECOND)]
    pub links: Named<DataRate>,
    /// Local compute of one step, stated.
    #[input(non_negative, unit = SECOND)]
    pub compute_time: Time,
    /// Energy to move one bit over the fabric.
    #[input(non_negative, unit = PICOJOULE_PER_BYTE)]
    pub energy_per_bit: Option<EnergyPerByte>,
    /// Steps of the run.
    #[input(default = 1, range = 1..)]
    pub steps: u32,
    /// How many times faster the accelerator computes; only the compute term divides by it.
    #[input(default = 1.0, positive)]
    pub compute_speedup: f64,

    /// Bytes each worker sends a step.
    #[property(
        Communication::RingAllreduceFactor.value * weight_bytes(workload, precision_width(precision)?)?.quantity(),
        unit = BYTE,
    )]
    pub sync_bytes: Information,
    /// Compute of one step on the accelerator used (the reference's `result.compute_time`,
    /// renamed beside the input).
    #[property(compute_time / compute_speedup, unit = SECOND)]
    pub step_compute_time: Time,
    /// Time of the AllReduce on each link.
    #[property(
        equation = "transfer_time(sync_bytes, bandwidth) for each link",
        body = links
            .iter()
            .map(|(name, &bandwidth)| Ok((name, transfer_time(sync_bytes, bandwidth)?)))
            .collect::<Result<Named<Time>, EvalError>>()?,
        unit = SECOND,
    )]
    pub transfer_times: Named<Time>,
    /// Time of one step on each link: compute, then the AllReduce.
    #[property(
        equation = "step_compute_time + transfer time, for each link",
        body = transfer_times
            .iter()
            .map(|(name, &t)| Ok((name, step_compute_time + t)))
            .collect::<Result<Named<Time>, EvalError>>()?,
        unit = SECOND,
    )]
    pub step_times: Named<Time>,
    /// Share of each link's step spent computing.
    #[property(
        equation = "step_compute_time ÷ step time, for each link",
        body = step_times
            .iter()
            .map(|(name, &step)| Ok((name, (step_compute_time / step).value)))
            .collect::<Result<Named<f64>, EvalError>>()?,
    )]
    pub compute_fractions: Named<f64>,
    /// Energy of one worker's transfer in one step; none when no energy per bit is given.
    #[property(
        match optional(energy_per_bit) { Some(e) => sync_bytes * e, None => joules(0.0) },
        unit = JOULE,
    )]
    pub energy_per_step: Energy,
    /// Energy of one worker's transfers over every step.
    #[property(energy_per_step * steps, unit = JOULE)]
    pub energy_total: Energy,
}

/// GPT-3's 175B FP16 gradients ring-AllReduced over InfiniBand HDR or 100G Ethernet after an
/// illustrative 1.2 s of compute, with no overlap; energy charges each bit once at InfiniBand's
/// energy per bit over a million steps.
#[preset(name = "Gpt3GradientSync")]
pub fn gpt3_gradient_sync() -> Result<GradientSync, InputError> {
    GradientSync::builder()
        .workload(Workload::find("Language.GPT3")?)
        .precision(Precision::Fp16)
        .links(Named::from_iter([
            ("InfiniBand", Systems::Fabrics::InfiniBand_HDR.bandwidth),
            ("Ethernet", Systems::Fabrics::Ethernet_100G.bandwidth),
        ]))
        .compute_time(seconds(1.2))
        .energy_per_bit(Systems::NetworkEnergy::InfiniBandEnergyPerBit.value)
        .steps(1_000_000)
        .build()
}

/// The same step on accelerators that compute twice as fast (one generation): only the compute
/// term halves, the exchange is unchanged.
#[preset(name = "Gpt3GradientSyncFasterAccelerator")]
pub fn gpt3_gradient_sync_faster_accelerator() -> Result<GradientSync, InputError> {
    gpt3_gradient_sync()?.variant().compute_speedup(2.0).build()
}
