use super::COLLECTIVES;
use crate::nvlink;
use mlsysim_core::registry::Systems::SwitchFabric;
use mlsysim_core::registry::{Ops, Systems};
use mlsysim_core::units::KB;
use mlsysim_core::{DataRate, Information, InputError, Time, Workload, preset, scenario};

/// Many small messages sent one by one against one fused message on the same path.
///
/// Each small message lies far below the crossover n* = alpha × beta, so alone it costs its
/// startup (its byte time is dropped); fused, the batch pays one startup plus its bytes.
#[scenario(
    family = COLLECTIVES,
    assumption = "Each message sent alone is far below the crossover, so its byte time is left out.",
    excludes = "The time to pack and unpack the fused message.",
    derivation = "The alpha-beta model (Hockney 1994) applied to one message and to their batch.",
    example = r#"
// Fusing 100 routing messages is about 16 times faster
use mlsysim_cluster::collectives::routing_message_fusion_ndr;

let s = routing_message_fusion_ndr()?;
assert!((s.speedup()? - 15.789473684210524).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct MessageFusion {
    /// Startup of one message.
    #[input(non_negative, unit = MICROSECOND)]
    pub alpha: Time,
    /// Bandwidth of the path.
    #[input(positive, unit = GB_PER_SECOND)]
    pub bandwidth: DataRate,
    /// Bytes of one small message.
    #[input(non_negative, unit = BYTE)]
    pub message: Information,
    /// Messages fused into one.
    #[input(range = 1..)]
    pub count: u32,

    /// Message size at which startup and byte time are equal.
    #[property(alpha_beta_crossover(alpha, bandwidth)?, unit = BYTE)]
    pub crossover: Information,
    /// Bytes of the fused message.
    #[property(count * message, unit = BYTE)]
    pub fused_message: Information,
    /// Time of the messages sent one by one: a startup each.
    #[property(count * alpha, unit = MICROSECOND)]
    pub separate_time: Time,
    /// Time of the fused message: one startup and its bytes.
    #[property(alpha + fused_message / bandwidth, unit = MICROSECOND)]
    pub fused_time: Time,
    /// How many times faster the fused message is.
    #[property(separate_time / fused_time)]
    pub speedup: f64,
    /// Byte time of one small message.
    #[property(
        equation = "message ÷ bandwidth",
        body = ::mlsysim_core::equation::transfer_time(message, bandwidth)?,
        unit = NANOSECOND,
    )]
    pub transfer_time: Time,
    /// How many times one message's byte time its startup is.
    #[property(alpha / transfer_time)]
    pub startup_to_transfer: f64,
}

/// The batch-one tensor-parallel AllReduces of a Llama 2 70B serving replica over H100 NVLink:
/// each per-layer exchange moves 2 × d_model 16-bit values, tens of kilobytes, two a layer per
/// token, and the collective launch costs far more than the bytes.
#[preset(name = "Llama2_70BDecodeAllReduceTp8")]
pub fn llama2_70b_decode_all_reduce_tp8() -> Result<MessageFusion, InputError> {
    let geometry = crate::derived(
        "message",
        Workload::find("Language.Llama2_70B")?.geometry().copied(),
    )?;
    let fp16 = crate::derived(
        "message",
        mlsysim_core::laws::precision_width(mlsysim_core::Precision::Fp16),
    )?;
    MessageFusion::builder()
        .alpha(Ops::RuntimeOverheads::KernelLaunch.value)
        .bandwidth(nvlink("bandwidth", "Cloud.H100")?)
        .message(f64::from(2 * geometry.hidden_dim) * fp16)
        .count(2 * geometry.layers)
        .build()
}

/// One hundred 4 KB mixture-of-experts routing messages on NDR InfiniBand, sent one by one and
/// fused into one 400 KB message.
#[preset(name = "RoutingMessageFusionNdr")]
pub fn routing_message_fusion_ndr() -> Result<MessageFusion, InputError> {
    MessageFusion::builder()
        .alpha(SwitchFabric::AlphaNdr.value)
        .bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .message(KB.of(4.0))
        .count(100)
        .build()
}
