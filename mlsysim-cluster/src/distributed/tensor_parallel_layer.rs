use super::DISTRIBUTED_TRAINING;
use crate::nvlink;
use mlsysim_core::registry::Systems;
use mlsysim_core::{
    DataRate, EvalError, FlopCount, HardwareNode, Information, InputError, Named, Precision, Time,
    Workload, preset, scenario,
};

/// One transformer layer split over a tensor-parallel group: its forward compute against its
/// activation exchange on each candidate link.
///
/// The layer's forward pass is 2(P/L) FLOPs a token, split over the group and run at a
/// sustained share of peak. Megatron-style tensor parallelism sums an activation of tokens ×
/// width once after attention and once after the MLP, each a ring AllReduce of 2(t − 1)/t times
/// the payload a device; the exchange must fit inside the compute on the link that carries it.
#[scenario(
    family = DISTRIBUTED_TRAINING,
    assumption = "Every layer has P ÷ L parameters; activations are 16-bit.",
    rule(accelerator.rate_at(precision).is_some(), "the registry states a peak of `accelerator` at `precision`"),
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    excludes = "The backward pass and the startup of each AllReduce.",
    derivation = "Shoeybi et al. (2019), Megatron-LM: two AllReduces per layer per pass.",
    example = r#"
// NVLink hides a GPT-3 layer's exchange, one NDR port does not
use mlsysim_cluster::distributed::gpt3_tensor_parallel_layer_tp8;

let s = gpt3_tensor_parallel_layer_tp8()?;
let compute = s.compute_time()?;
let links = s.transfer_times()?;
assert!(*links.get("NVLink").unwrap() < compute);
assert!(*links.get("InfiniBand NDR").unwrap() > compute);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TensorParallelLayer {
    /// The model split.
    pub workload: &'static Workload,
    /// Devices of the tensor-parallel group.
    #[input(range = 1..)]
    pub tp_size: u32,
    /// Tokens the layer processes.
    #[input(range = 1..)]
    pub tokens: u32,
    /// The accelerator every device is.
    pub accelerator: &'static HardwareNode,
    /// The precision whose peak the compute runs at.
    #[input(default = Precision::Fp16Dense)]
    pub precision: Precision,
    /// Share of peak the compute sustains.
    #[input(positive, range = 0.0..=1.0)]
    pub local_efficiency: f64,
    /// Bandwidth of each candidate link, by name.
    #[input(positive, unit = GB_PER_SECOND)]
    pub links: Named<DataRate>,
    /// AllReduces a layer.
    #[input(default = 2, range = 1..)]
    pub collectives_per_layer: u32,

    /// Forward work of one layer.
    #[property(2.0 * (workload.parameter_count()? / workload.geometry()?.layers) * tokens * flops(1.0), unit = FLOP)]
    pub layer_flops: FlopCount,
    /// Time of the layer's forward compute on one device of the group.
    #[property(layer_flops / tp_size / (accelerator.peak_at(precision)? * local_efficiency), unit = MILLISECOND)]
    pub compute_time: Time,
    /// Bytes each device sends in the layer's AllReduces.
    #[property(
        collectives_per_layer * tokens * workload.geometry()?.hidden_dim * precision_width(Precision::Fp16)?
            * ring_allreduce_data_factor(tp_size)?,
        unit = BYTE,
    )]
    pub layer_bytes: Information,
    /// Time of the layer's exchange on each link.
    #[property(
        equation = "layer_bytes ÷ bandwidth, for each link",
        body = links
            .iter()
            .map(|(name, &bandwidth)| Ok((name, transfer_time(layer_bytes, bandwidth)?)))
            .collect::<Result<Named<Time>, EvalError>>()?,
        unit = MILLISECOND,
    )]
    pub transfer_times: Named<Time>,
}

/// One GPT-3 layer under 8-way tensor parallelism: one 2,048-token sequence at half the H100's
/// dense 16-bit peak, two activation AllReduces a layer over NVLink or one NDR port.
#[preset(name = "Gpt3TensorParallelLayerTp8")]
pub fn gpt3_tensor_parallel_layer_tp8() -> Result<TensorParallelLayer, InputError> {
    let gpt3 = Workload::find("Language.GPT3")?;
    let window = crate::derived(
        "tokens",
        gpt3.geometry().map(|g| g.context_length.unwrap_or(0)),
    )?;
    TensorParallelLayer::builder()
        .workload(gpt3)
        .tp_size(Systems::Nodes::DGX_H100.accelerators_per_node)
        .tokens(window)
        .accelerator(HardwareNode::find("Cloud.H100")?)
        .local_efficiency(0.5)
        .links(Named::from_iter([
            ("NVLink", nvlink("links", "Cloud.H100")?),
            ("InfiniBand NDR", Systems::Fabrics::InfiniBand_NDR.bandwidth),
        ]))
        .build()
}
