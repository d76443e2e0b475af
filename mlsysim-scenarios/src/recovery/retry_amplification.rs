use super::RECOVERY;
use mlsysim_core::{InputError, preset, scenario};

/// Attempts that reach a dependency when each of several nested layers retries on its own.
#[scenario(
    family = RECOVERY,
    assumption = "Every layer retries the full allowance on every failure below it.",
    excludes = "Timeouts that cut retries short, and backoff between attempts.",
    derivation = "Each layer multiplies the attempts of the layer below by a, so L layers give a^L.",
    example = r#"
// Three layers of retries
use mlsysim_scenarios::recovery::three_layer_retry_amplification;

let s = three_layer_retry_amplification()?;
assert_eq!(s.by_layer()?, [1, 3, 9, 27]);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RetryAmplification {
    /// The layers that retry, outermost first.
    pub layer_names: Vec<String>,
    /// Attempts each layer makes.
    #[input(range = 1..)]
    pub attempts_per_layer: u32,

    /// Number of layers.
    #[property(len(&layer_names))]
    pub layers: i64,
    /// Attempts reaching the dependency with the first k layers retrying, k = 0 to all.
    #[property(each!(k in 0..=layers, pow(attempts_per_layer, k)?))]
    pub by_layer: Vec<i64>,
    /// Attempts reaching the dependency with every layer retrying.
    #[property(pow(attempts_per_layer, layers)?)]
    pub layered: i64,
    /// Attempts with one coordinated retry budget.
    #[property(i64::from(attempts_per_layer))]
    pub coordinated: i64,
}

/// An agent loop, a gateway and a client library, each retrying three times.
#[preset(name = "ThreeLayerRetryAmplification")]
pub fn three_layer_retry_amplification() -> Result<RetryAmplification, InputError> {
    RetryAmplification::builder()
        .layer_names(vec![
            "agent loop".into(),
            "gateway".into(),
            "client library".into(),
        ])
        .attempts_per_layer(3)
        .build()
}
