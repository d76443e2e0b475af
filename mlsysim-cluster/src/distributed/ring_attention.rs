use super::DISTRIBUTED_TRAINING;
use crate::nvlink;
use mlsysim_core::registry::Systems;
use mlsysim_core::{
    DataRate, EvalError, HardwareNode, Information, InputError, Named, Precision, preset, scenario,
};

/// Ring attention on an accelerator: the smallest chunk of the sequence whose attention work
/// hides the next key-value tile, on each candidate link.
///
/// Each device computes attention for its chunk of n tokens against one arriving key-value tile
/// while the next tile crosses the link: work grows as n²d and the tile as n·d·s bytes, so the
/// transfer hides once n ≥ s·R / (2B).
#[scenario(
    family = DISTRIBUTED_TRAINING,
    assumption = "Keys and values cross at the link's full rate while the attention runs at its sustained share of peak.",
    rule(accelerator.rate_at(precision).is_some(), "the registry states a peak of `accelerator` at `precision`"),
    excludes = "The softmax and its memory traffic.",
    derivation = "Liu et al. (2023), ring attention with blockwise transformers.",
    example = r#"
// One NDR port needs chunks of about 10,000 tokens
use mlsysim_cluster::distributed::h100_ring_attention_chunk;

let s = h100_ring_attention_chunk()?;
let chunks = s.min_chunk_tokens()?;
assert!((chunks.get("InfiniBand NDR").copied().unwrap() - 9890.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RingAttention {
    /// The accelerator every device is.
    pub accelerator: &'static HardwareNode,
    /// The precision whose peak the attention runs at.
    #[input(default = Precision::Fp16Dense)]
    pub precision: Precision,
    /// Share of peak the attention sustains.
    #[input(positive, range = 0.0..=1.0)]
    pub local_efficiency: f64,
    /// Bytes of one key or value element.
    #[input(positive, unit = BYTE)]
    pub element_bytes: Information,
    /// Bandwidth of each candidate link, by name.
    #[input(positive, unit = GB_PER_SECOND)]
    pub links: Named<DataRate>,

    /// Tokens of the smallest chunk that hides the transfer, on each link.
    #[property(
        equation = "ring_attention_min_chunk(element_bytes, peak × local_efficiency, bandwidth), for each link",
        body = links
            .iter()
            .map(|(name, &bandwidth)| {
                let rate = accelerator.peak_at(precision)? * local_efficiency;
                Ok((name, ring_attention_min_chunk(element_bytes, rate, bandwidth)?))
            })
            .collect::<Result<Named<f64>, EvalError>>()?,
    )]
    pub min_chunk_tokens: Named<f64>,
}

/// The ring-attention chunk on H100: 16-bit keys and values at half the dense 16-bit peak, over
/// NVLink or one NDR port.
#[preset(name = "H100RingAttentionChunk")]
pub fn h100_ring_attention_chunk() -> Result<RingAttention, InputError> {
    RingAttention::builder()
        .accelerator(HardwareNode::find("Cloud.H100")?)
        .local_efficiency(0.5)
        .element_bytes(crate::derived(
            "element_bytes",
            mlsysim_core::laws::precision_width(Precision::Fp16),
        )?)
        .links(Named::from_iter([
            ("NVLink", nvlink("links", "Cloud.H100")?),
            ("InfiniBand NDR", Systems::Fabrics::InfiniBand_NDR.bandwidth),
        ]))
        .build()
}
