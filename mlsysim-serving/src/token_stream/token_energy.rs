use super::TOKEN_STREAM;
use mlsysim_core::units::{per_second, watts};
use mlsysim_core::{Energy, Frequency, HardwareNode, InputError, Power, preset, scenario};

/// Energy per generated token: the node's power over the tokens it produces a second, when
/// well used and when poorly used.
///
/// The node draws the accelerator's power plus a host share whether a decode step carries one
/// sequence or many, so the same power spread over fewer tokens costs more per token. Well
/// used, a number of concurrent requests each stream tokens at a rate; poorly used, the rate is
/// a fraction of that while the accelerator still draws a stated lower power.
#[scenario(
    family = TOKEN_STREAM,
    assumption = "Power is constant over the run at each level of use; the host share does not change with load.",
    rule(low_use_accelerator_power <= accelerator_power, "`low_use_accelerator_power` is at most `accelerator_power`"),
    excludes = "Prefill energy, cooling (PUE) and idle time between requests.",
    derivation = "Energy per token is power over token rate: joules a second over tokens a second.",
    example = r#"
// Poor batching costs six times the energy per token
use mlsysim_serving::token_stream::h100_chat_energy_per_token;

let s = h100_chat_energy_per_token()?;
assert!((s.low_use_ratio()? - 6.0).abs() < 1e-9);
assert!((s.joules_per_token()?.value - 1000.0 / 912.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TokenEnergy {
    /// Power the accelerator draws when well used.
    #[input(non_negative, unit = WATT)]
    pub accelerator_power: Power,
    /// The host's share of power.
    #[input(non_negative, unit = WATT)]
    pub host_power: Power,
    /// Power the accelerator draws when poorly used.
    #[input(non_negative, unit = WATT)]
    pub low_use_accelerator_power: Power,
    /// Requests served at once.
    #[input(range = 1..)]
    pub concurrent_requests: u32,
    /// Tokens a second each request receives.
    #[input(positive, unit = TOKENS_PER_SECOND)]
    pub per_request_rate: Frequency,
    /// Tokens of one response.
    pub response_tokens: u32,
    /// The poorly used token rate as a share of the well-used one.
    #[input(positive, range = 0.0..=1.0)]
    pub low_use_fraction: f64,

    /// Power the node draws when well used.
    #[property(accelerator_power + host_power, unit = WATT)]
    pub node_power: Power,
    /// Power the node draws when poorly used.
    #[property(low_use_accelerator_power + host_power, unit = WATT)]
    pub low_use_power: Power,
    /// Tokens a second when well used.
    #[property(concurrent_requests * per_request_rate, unit = TOKENS_PER_SECOND)]
    pub token_rate: Frequency,
    /// Energy per token at `rate`, at the poorly used power when `low_use`.
    #[method(
        energy_per_item(if low_use { low_use_power } else { node_power }, rate)?,
        unit = JOULE,
        samples(rate = [token_rate, low_use_token_rate], low_use = ["false", "true"]),
        args(rate(positive)),
    )]
    pub energy_per_token: fn(rate: Frequency, low_use: bool) -> Energy,
    /// Energy per token when well used.
    #[property(energy_per_token(token_rate, false)?, unit = JOULE)]
    pub joules_per_token: Energy,
    /// Energy of one response when well used.
    #[property(joules_per_token * response_tokens, unit = JOULE)]
    pub response_energy: Energy,
    /// Tokens a second when poorly used.
    #[property(token_rate * low_use_fraction, unit = TOKENS_PER_SECOND)]
    pub low_use_token_rate: Frequency,
    /// Energy per token when poorly used.
    #[property(energy_per_token(low_use_token_rate, true)?, unit = JOULE)]
    pub low_use_joules_per_token: Energy,
    /// How many times more energy a token takes when poorly used.
    #[property(low_use_joules_per_token / joules_per_token)]
    pub low_use_ratio: f64,
}

/// An H100 chat service: the H100 at its TDP plus a 300 W host share, 114 requests at 8
/// tokens a second each and 500-token responses; poorly batched at 10% of that rate, the GPU
/// still draws 300 W.
#[preset(name = "H100ChatEnergyPerToken")]
pub fn h100_chat_energy_per_token() -> Result<TokenEnergy, InputError> {
    let h100 = HardwareNode::find("Cloud.H100")?;
    let tdp = h100.tdp.ok_or_else(|| InputError::Invalid {
        input: "accelerator_power",
        reason: "the H100 has no TDP in the registry".into(),
    })?;
    TokenEnergy::builder()
        .accelerator_power(tdp)
        .host_power(watts(300.0))
        .low_use_accelerator_power(watts(300.0))
        .concurrent_requests(114)
        .per_request_rate(per_second(8.0))
        .response_tokens(500)
        .low_use_fraction(0.1)
        .build()
}
