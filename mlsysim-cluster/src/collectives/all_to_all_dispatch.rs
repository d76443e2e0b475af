use super::COLLECTIVES;
use mlsysim_core::registry::Systems;
use mlsysim_core::registry::Systems::SwitchFabric;
use mlsysim_core::{DataRate, Information, InputError, Time, preset, scenario};

/// One mixture-of-experts dispatch all-to-all under uniform routing, and one hot receiver.
///
/// Each device holds tokens ÷ n tokens and sends an equal share to every device, keeping its
/// own; a token is `hidden_dim` values. The concurrent peer streams share one injection port, so
/// dispatch takes at least alpha + sent ÷ beta. On the receiving side the bound is the port: a
/// device whose experts draw `receive_skew` times the uniform remote load takes that many times
/// longer, and every device waiting on its outputs waits with it.
#[scenario(
    family = COLLECTIVES,
    assumption = "Routing is uniform: every device sends the same number of tokens to every other.",
    assumption = "Counts divide with their remainder dropped, as the reference's integer division does.",
    excludes = "Capacity limits, dropped tokens and the combine all-to-all after the experts.",
    derivation = "The reference's AllToAllDispatchModel: one injection port per device under the alpha-beta model.",
    example = r#"
// A skew of 1.5 makes the hot GPU 1.5 times slower
use mlsysim_cluster::collectives::moe_dispatch_8gpu_64experts;

let s = moe_dispatch_8gpu_64experts()?;
assert_eq!(s.hot_remote_tokens()?, 672);
assert_eq!(s.uniform_remote_tokens()?, 448);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AllToAllDispatch {
    /// Tokens dispatched in all.
    #[input(range = 0..)]
    pub total_tokens: u32,
    /// Devices holding the experts.
    #[input(range = 1..)]
    pub n_devices: u32,
    /// Experts in all.
    #[input(range = 1..)]
    pub n_experts: u32,
    /// Values per token.
    #[input(range = 1..)]
    pub hidden_dim: u32,
    /// Bytes of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_element: Information,
    /// Startup of the dispatch.
    #[input(non_negative, unit = MICROSECOND)]
    pub alpha: Time,
    /// Bandwidth of one device's port.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub bandwidth: DataRate,
    /// Remote tokens at the hottest receiver over the uniform load.
    #[input(default = 1.0, non_negative)]
    pub receive_skew: f64,

    /// Tokens each device holds.
    #[property(floor_div(total_tokens, n_devices)?)]
    pub tokens_per_device: i64,
    /// Experts on each device.
    #[property(floor_div(n_experts, n_devices)?)]
    pub experts_per_device: i64,
    /// Tokens each expert receives.
    #[property(floor_div(total_tokens, n_experts)?)]
    pub tokens_per_expert: i64,
    /// Tokens a device sends to each device.
    #[property(floor_div(tokens_per_device, n_devices)?)]
    pub tokens_per_pair: i64,
    /// Devices a device sends to.
    #[property(n_devices - 1)]
    pub remote_peers: i64,
    /// Bytes of one token.
    #[property(hidden_dim * bytes_per_element, unit = BYTE)]
    pub bytes_per_token: Information,
    /// Bytes a device sends to each device.
    #[property(tokens_per_pair * bytes_per_token, unit = BYTE)]
    pub pair_bytes: Information,
    /// Bytes a device sends.
    #[property(remote_peers * pair_bytes, unit = BYTE)]
    pub sent_bytes: Information,
    /// Least time of the dispatch through one injection port.
    #[property(alpha + sent_bytes / bandwidth, unit = MICROSECOND)]
    pub injection_bound: Time,
    /// Remote tokens a device receives under uniform routing.
    #[property(remote_peers * tokens_per_pair)]
    pub uniform_remote_tokens: i64,
    /// Remote tokens the hottest device receives.
    #[property(round_half_even(receive_skew * uniform_remote_tokens)?)]
    pub hot_remote_tokens: i64,
    /// Bytes a device receives under uniform routing.
    #[property(uniform_remote_tokens * bytes_per_token, unit = BYTE)]
    pub uniform_receive_bytes: Information,
    /// Bytes the hottest device receives.
    #[property(hot_remote_tokens * bytes_per_token, unit = BYTE)]
    pub hot_receive_bytes: Information,
    /// Least receive time under uniform routing.
    #[property(uniform_receive_bytes / bandwidth, unit = MICROSECOND)]
    pub uniform_receive_bound: Time,
    /// Least receive time at the hottest device, which every device waits for.
    #[property(hot_receive_bytes / bandwidth, unit = MICROSECOND)]
    pub hot_receive_bound: Time,
}

/// A dispatch of 4,096 tokens of 2,048 16-bit values to 64 experts on eight GPUs over NDR:
/// each GPU keeps 64 of its 512 tokens and sends 64 to each of seven peers, and one GPU's
/// experts draw an assumed 1.5 times the uniform remote load.
#[preset(name = "MoeDispatch8Gpu64Experts")]
pub fn moe_dispatch_8gpu_64experts() -> Result<AllToAllDispatch, InputError> {
    AllToAllDispatch::builder()
        .total_tokens(4096)
        .n_devices(8)
        .n_experts(64)
        .hidden_dim(2048)
        .bytes_per_element(crate::derived(
            "bytes_per_element",
            mlsysim_core::laws::precision_width(mlsysim_core::Precision::Fp16),
        )?)
        .alpha(SwitchFabric::AlphaNdr.value)
        .bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .receive_skew(1.5)
        .build()
}
